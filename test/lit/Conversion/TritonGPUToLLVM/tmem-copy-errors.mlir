// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -triton-tensor-memory-allocation -convert-triton-gpu-to-llvm -verify-diagnostics

// Scales stored row-major (128 rows of 4 bytes) are not in tcgen05.cp's
// 32x128b order: named, not copied into the wrong lanes.
#rows = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @row_major_scales() {
    %src = ttg.local_alloc : () -> !ttg.memdesc<128x4xi8, #rows, #smem, mutable>
    %dst = ttng.tmem_alloc : () -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    // expected-error @+1 {{ttng.tmem_copy: the scales of block (0, 0) are not 512 contiguous bytes in tcgen05.cp's 32x128b order}}
    ttng.tmem_copy %src, %dst : !ttg.memdesc<128x4xi8, #rows, #smem, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// A copy into an accumulator-style tensor memory buffer (tcgen05.cp
// 128x256b; Triton 3.6 makes none) is named.
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @not_scales() {
    %src = ttg.local_alloc : () -> !ttg.memdesc<128x128xf32, #shared, #smem, mutable>
    %dst = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    // expected-error @+1 {{ttng.tmem_copy: lowering of copies into tensor memory other than block scales (#tmem_scales) is not supported yet}}
    ttng.tmem_copy %src, %dst : !ttg.memdesc<128x128xf32, #shared, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}
