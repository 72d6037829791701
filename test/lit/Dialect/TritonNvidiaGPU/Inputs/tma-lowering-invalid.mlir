// What triton-nvidia-tma-lowering refuses, with an error naming why.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // Triton 3.6 reads a kernel-made descriptor's layout as NVMMA unchecked.
  tt.func @swizzled_descriptor(%p: !tt.ptr<f16>, %m: i32, %n: i32, %s: i64) -> !tt.tensordesc<tensor<64x64xf16, #shared>> {
    %c1_i64 = arith.constant 1 : i64
    // expected-error @+1 {{triton-nvidia-tma-lowering: a tensor descriptor made in the kernel must have an NVMMA shared layout}}
    %d = tt.make_tensor_descriptor %p, [%m, %n], [%s, %c1_i64] : <f16>, <tensor<64x64xf16, #shared>>
    tt.return %d : !tt.tensordesc<tensor<64x64xf16, #shared>>
  }
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // 128-byte swizzle rows hold 64 f16; a 32-wide block cannot fill one.
  tt.func @block_narrower_than_swizzle(%p: !tt.ptr<f16>, %m: i32, %n: i32, %s: i64) -> !tt.tensordesc<tensor<64x32xf16, #shared>> {
    %c1_i64 = arith.constant 1 : i64
    // expected-error @+1 {{a TMA block of 32 contiguous elements is narrower than its 128-byte swizzle}}
    %d = tt.make_tensor_descriptor %p, [%m, %n], [%s, %c1_i64] : <f16>, <tensor<64x32xf16, #shared>>
    tt.return %d : !tt.tensordesc<tensor<64x32xf16, #shared>>
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // The loaded tile's alloc is viewed: Triton would retype the view.
  tt.func @viewed_alloc(%d: !tt.tensordesc<tensor<64x64xf16, #shared>>, %i: i32) -> tensor<64x64xf16, #blocked> {
    // expected-error @+1 {{triton-nvidia-tma-lowering: forwarding the buffer of a TMA load to}}
    %x = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
    %s = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %t = ttg.memdesc_trans %s {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x64xf16, #shared1, #smem>
    %l = ttg.local_load %t : !ttg.memdesc<64x64xf16, #shared1, #smem> -> tensor<64x64xf16, #blocked>
    tt.return %l : tensor<64x64xf16, #blocked>
  }
}
