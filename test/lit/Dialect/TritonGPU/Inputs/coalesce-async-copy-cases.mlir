// int8 loaded 16 per thread along K into a buffer that keeps 8 contiguous:
// the pointers, mask and other are converted to 8 per thread.
#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @clip_int8(%ptrs: tensor<64x64x!tt.ptr<i8>, #blocked>, %mask: tensor<64x64xi1, #blocked>, %other: tensor<64x64xi8, #blocked>) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %t = ttg.async_copy_global_to_local %ptrs, %buf mask %mask other %other {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Already no more per thread than the shared run: unchanged. A copy into an
// NVMMA layout is not Triton's case either.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @unchanged(%ptrs: tensor<64x64x!tt.ptr<i8>, #blocked>, %ptrs1: tensor<64x64x!tt.ptr<i8>, #blocked1>) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %t = ttg.async_copy_global_to_local %ptrs, %buf {contiguity = 8 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared, #smem, mutable>
    %buf1 = ttg.local_alloc : () -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %t1 = ttg.async_copy_global_to_local %ptrs1, %buf1 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked1> -> <64x64xi8, #shared1, #smem, mutable>
    tt.return
  }
}

// -----

// Column-major f16, 8 per thread along dim 0 into a buffer that keeps 4
// contiguous; 8 warps.
#blocked = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 8], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @clip_column_major(%ptrs: tensor<64x32x!tt.ptr<f16>, #blocked>) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %t = ttg.async_copy_global_to_local %ptrs, %buf {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked> -> <64x32xf16, #shared, #smem, mutable>
    tt.return
  }
}
