// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -canonicalize -cse | FileCheck %s

// local_alloc of a value and local_store: each thread stores its 8 f16 (16
// bytes, one vector) at its swizzled place: vec 8, maxPhase 8 puts row r's
// 16-byte chunk c at chunk c ^ (r % 8), so the address is lane and warp
// bits XORed. Membar orders the two writes and the read with barriers.
// local_load into a layout whose 8 registers per thread are 8 columns
// apart (lanes along the rows) reads one f16 per element: 8 loads, each
// the thread's base XOR or plus a constant.
// CHECK-LABEL: llvm.func @roundtrip
// CHECK: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK: %[[ADDR:.*]] = llvm.getelementptr %[[SMEM]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: llvm.store %{{.*}}, %[[ADDR]] {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK: llvm.store %{{.*}}, %[[ADDR]] {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK-COUNT-8: llvm.load %{{.*}} {alignment = 2 : i64} : !llvm.ptr<3> -> i16
// CHECK-NOT: llvm.load
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#trans = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @roundtrip(%s: f16, %t: f16, %out: !tt.ptr<f16>) {
    %x = tt.splat %s : f16 -> tensor<16x64xf16, #blocked>
    %y = tt.splat %t : f16 -> tensor<16x64xf16, #blocked>
    %buf = ttg.local_alloc %x : (tensor<16x64xf16, #blocked>) -> !ttg.memdesc<16x64xf16, #shared, #smem, mutable>
    ttg.local_store %y, %buf : tensor<16x64xf16, #blocked> -> !ttg.memdesc<16x64xf16, #shared, #smem, mutable>
    %z = ttg.local_load %buf : !ttg.memdesc<16x64xf16, #shared, #smem, mutable> -> tensor<16x64xf16, #trans>
    %p = tt.splat %out : !tt.ptr<f16> -> tensor<16x64x!tt.ptr<f16>, #trans>
    tt.store %p, %z : tensor<16x64x!tt.ptr<f16>, #trans>
    tt.return
  }
}
