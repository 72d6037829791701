// RUN: tt-opt %s -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -canonicalize -cse | FileCheck %s

// The order of a thread's ld.shared (local_load, convert_layout's reads) is
// Triton's: register bits whose offsets only add to the thread's address
// vary fastest, those that XOR into it (a new address register) slowest.
// A 32x64 f32 tile, 4 elements of a row per thread, in a transposed
// 128-byte swizzle: four groups of four 4-byte loads, each on one address
// (+0, +288, +32, +256; then another address +128, +416, +160, +384; ...).
// Stores keep register order (the order values are computed in: Triton's
// kept them live longer, and register-bound scaled dots spilled more), so
// they alternate between the groups' addresses.
// CHECK-LABEL: llvm.func @load_order
// CHECK-DAG: %[[C288:.*]] = llvm.mlir.constant(288 : i32) : i32
// CHECK-DAG: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-DAG: %[[C256:.*]] = llvm.mlir.constant(256 : i32) : i32
// CHECK-DAG: %[[C128:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK: %[[P0:.*]] = llvm.getelementptr %{{.*}}[%[[A0:.*]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[V0:.*]] = llvm.load %[[P0]]
// CHECK-NEXT: %[[O1:.*]] = llvm.add %[[A0]], %[[C288]] : i32
// CHECK-NEXT: %[[P1:.*]] = llvm.getelementptr %{{.*}}[%[[O1]]]
// CHECK-NEXT: llvm.load %[[P1]]
// CHECK-NEXT: llvm.add %[[A0]], %[[C32]] : i32
// CHECK-NEXT: llvm.getelementptr
// CHECK-NEXT: llvm.load
// CHECK-NEXT: llvm.add %[[A0]], %[[C256]] : i32
// CHECK-NEXT: llvm.getelementptr
// CHECK-NEXT: llvm.load
// CHECK-NEXT: %[[A1:.*]] = llvm.xor %[[A0]], %{{.*}} : i32
// CHECK-NEXT: %[[O4:.*]] = llvm.add %[[A1]], %[[C128]] : i32
// CHECK-NEXT: %[[P4:.*]] = llvm.getelementptr %{{.*}}[%[[O4]]]
// CHECK-NEXT: %[[V4:.*]] = llvm.load %[[P4]]
// CHECK-COUNT-11: llvm.load
// CHECK-NOT: llvm.load
// CHECK: llvm.store %[[V0]], %[[P0]]
// CHECK-NEXT: llvm.store %[[V4]], %[[P4]]
// CHECK-NEXT: llvm.store %{{.*}}, %[[P1]]
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @load_order(%out: !tt.ptr<f32>) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x64xf32, #shared1, #smem, mutable>
    %v = ttg.local_load %buf : !ttg.memdesc<32x64xf32, #shared1, #smem, mutable> -> tensor<32x64xf32, #blocked1>
    ttg.local_store %v, %buf : tensor<32x64xf32, #blocked1> -> !ttg.memdesc<32x64xf32, #shared1, #smem, mutable>
    tt.return
  }
}
