// RUN: tt-opt %s -split-input-file -triton-tensor-memory-allocation | FileCheck %s
// RUN: tt-opt %s -split-input-file -triton-tensor-memory-allocation -debug-only=triton-tensor-memory-allocation 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE
// RUN: tt-opt %s -split-input-file -triton-nvidia-check-matmul-two-cta | FileCheck %s --check-prefix=TWOCTA

// The tensor memory of Triton 3.6's sm100 attn_noncausal_bf16 (blockM =
// 64, four warps): O (64x64 f32) takes lanes 0-15 of each sub-partition,
// columns 0-63; S (64x32 f32) fits beside it in lanes 16-31 at column 0;
// P (64x32 bf16, 16 columns packed) is the A operand of the MMA into O, so
// it must share O's lanes: the first free columns there are 64-79. 80
// columns round up to 128.
// CHECK: module attributes {{.*}}ttg.tensor_memory_size = 128 : i32
// CHECK: ttng.tmem_alloc {tensor_memory_col_offset = 0 : i32, tensor_memory_row_offset = 0 : i32} : () -> !ttg.memdesc<64x64xf32
// CHECK: ttng.tmem_alloc {tensor_memory_col_offset = 0 : i32, tensor_memory_row_offset = 16 : i32} : () -> !ttg.memdesc<64x32xf32
// CHECK: ttng.tmem_alloc {tensor_memory_col_offset = 64 : i32, tensor_memory_row_offset = 0 : i32} : () -> !ttg.memdesc<64x32xbf16
// TRACE: tmem_alloc #0 ({{.*}}): 64 lanes x 64 columns, live [{{[0-9]+}}, {{[0-9]+}}), placed at column 0, row offset 0
// TRACE: tmem_alloc #1 ({{.*}}): 64 lanes x 32 columns, live [{{[0-9]+}}, {{[0-9]+}}), placed at column 0, row offset 16
// TRACE: tmem_alloc #2 ({{.*}}): 64 lanes x 16 columns, live [{{[0-9]+}}, {{[0-9]+}}), placed at column 64, row offset 0 (rows of its MMA's accumulator)
// TRACE: columns used: 80, allocated: 128
// TWOCTA: module attributes {{.*}}"ttng.two-ctas" = false
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
#tmem1 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 32, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.shared = 16392 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @attention(%q: !ttg.memdesc<64x64xbf16, #shared, #smem>, %k: !ttg.memdesc<64x32xbf16, #shared2, #smem, mutable>, %v: !ttg.memdesc<32x64xbf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>) {
    %true = arith.constant true
    %false = arith.constant false
    %o = ttng.tmem_alloc : () -> !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>
    %s = ttng.tmem_alloc : () -> !ttg.memdesc<64x32xf32, #tmem1, #ttng.tensor_memory, mutable>
    %p = ttng.tmem_alloc : () -> !ttg.memdesc<64x32xbf16, #tmem1, #ttng.tensor_memory, mutable>
    ttng.tc_gen5_mma %q, %k, %s, %false, %true, %bar[%true] {is_async} : !ttg.memdesc<64x64xbf16, #shared, #smem>, !ttg.memdesc<64x32xbf16, #shared2, #smem, mutable>, !ttg.memdesc<64x32xf32, #tmem1, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.tc_gen5_mma %p, %v, %o, %true, %true, %bar[%true] {is_async} : !ttg.memdesc<64x32xbf16, #tmem1, #ttng.tensor_memory, mutable>, !ttg.memdesc<32x64xbf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    tt.return
  }
}

// -----

// A buffer whose life (through its views) ended frees its columns for
// the next: the double buffer (2 x 128 columns) is last read by the
// tmem_load, so the scales (128x4 i8: 4 columns each, both live to the
// return) start again at column 0.
// CHECK: module attributes {{.*}}ttg.tensor_memory_size = 256 : i32
// CHECK: ttng.tmem_alloc {tensor_memory_col_offset = 0 : i32, tensor_memory_row_offset = 0 : i32} : () -> !ttg.memdesc<2x128x128xf32
// CHECK: ttng.tmem_alloc {tensor_memory_col_offset = 0 : i32, tensor_memory_row_offset = 0 : i32} : () -> !ttg.memdesc<128x4xi8
// CHECK: ttng.tmem_alloc {tensor_memory_col_offset = 4 : i32, tensor_memory_row_offset = 0 : i32} : () -> !ttg.memdesc<128x4xi8
// TRACE: tmem_alloc #0 ({{.*}}): 128 lanes x 256 columns
// TRACE: tmem_alloc #1 ({{.*}}): 128 lanes x 4 columns
// TRACE: columns used: 256, allocated: 256
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.shared = 1024 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reuse(%i: i32) -> (tensor<128x128xf32, #linear>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>) {
    %acc = ttng.tmem_alloc : () -> !ttg.memdesc<2x128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %view = ttg.memdesc_index %acc[%i] : !ttg.memdesc<2x128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %r = ttng.tmem_load %view : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    %a = ttng.tmem_alloc : () -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    %b = ttng.tmem_alloc : () -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    tt.return %r, %a, %b : tensor<128x128xf32, #linear>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
  }
}
