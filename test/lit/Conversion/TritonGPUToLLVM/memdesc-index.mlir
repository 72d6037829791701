// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -canonicalize -cse | FileCheck %s

// ttg.memdesc_index steps the buffer's address by whole slices, in elements
// of the buffer's type, as Triton's lowering: a GEP of the element type by
// index x (elements per slice). A byte GEP would be the same address, but
// LLVM then folds each access's thread offset into the base before the
// slice, and ptxas schedules pipelined loops built on that form worse
// (docs/passes.md, "memdesc_index"). The view keeps the buffer's layout, so
// the offsets of the slice's own dimensions pass through unchanged.

// An f16 ring of three 64x32 stages: 2048 elements a stage.
// CHECK-LABEL: llvm.func @stage_f16
// CHECK-DAG: %[[C2048:.*]] = llvm.mlir.constant(2048 : i32) : i32
// CHECK-DAG: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK: %[[STEP:.*]] = llvm.mul %stage, %[[C2048]] : i32
// CHECK: llvm.getelementptr %[[SMEM]][%[[STEP]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @stage_f16(%stage: i32, %out: !tt.ptr<f16>) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<3x64x32xf16, #shared, #smem, mutable>
    %view = ttg.memdesc_index %buf[%stage] : !ttg.memdesc<3x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %v = ttg.local_load %view : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #blocked>
    %p = tt.splat %out : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked>
    tt.store %p, %v : tensor<64x32x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

// -----

// fp8 elements are bytes in LLVM (i8): a 128x64 stage is 8192 of them.
// CHECK-LABEL: llvm.func @stage_fp8
// CHECK-DAG: %[[C8192:.*]] = llvm.mlir.constant(8192 : i32) : i32
// CHECK: %[[STEP:.*]] = llvm.mul %stage, %[[C8192]] : i32
// CHECK: llvm.getelementptr %{{.*}}[%[[STEP]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @stage_fp8(%stage: i32, %out: !tt.ptr<f8E4M3FN>) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<2x128x64xf8E4M3FN, #shared, #smem, mutable>
    %view = ttg.memdesc_index %buf[%stage] : !ttg.memdesc<2x128x64xf8E4M3FN, #shared, #smem, mutable> -> !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem, mutable>
    %v = ttg.local_load %view : !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem, mutable> -> tensor<128x64xf8E4M3FN, #blocked>
    %p = tt.splat %out : !tt.ptr<f8E4M3FN> -> tensor<128x64x!tt.ptr<f8E4M3FN>, #blocked>
    tt.store %p, %v : tensor<128x64x!tt.ptr<f8E4M3FN>, #blocked>
    tt.return
  }
}

// -----

// An index into a rank-4 buffer steps by the product of the other three
// dimensions (2 x 16 x 32 f32 = 1024 elements); the result is still a
// buffer of rank 3.
// CHECK-LABEL: llvm.func @stage_f32_rank4
// CHECK-DAG: %[[C1024:.*]] = llvm.mlir.constant(1024 : i32) : i32
// CHECK: %[[STEP:.*]] = llvm.mul %stage, %[[C1024]] : i32
// CHECK: llvm.getelementptr %{{.*}}[%[[STEP]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [2, 1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @stage_f32_rank4(%stage: i32, %out: !tt.ptr<f32>) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<4x2x16x32xf32, #shared, #smem, mutable>
    %view = ttg.memdesc_index %buf[%stage] : !ttg.memdesc<4x2x16x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<2x16x32xf32, #shared, #smem, mutable>
    %v = ttg.local_load %view : !ttg.memdesc<2x16x32xf32, #shared, #smem, mutable> -> tensor<2x16x32xf32, #blocked>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<2x16x32x!tt.ptr<f32>, #blocked>
    tt.store %p, %v : tensor<2x16x32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
