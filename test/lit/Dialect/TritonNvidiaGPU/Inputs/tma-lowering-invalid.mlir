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
