#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @subslice(%x: f16, %out: !tt.ptr<f32>) {
    %a = tt.splat %x : f16 -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %c = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #mma>
    %b = ttg.local_alloc : () -> !ttg.memdesc<64x128xf16, #sb, #smem, mutable>
    %k16 = ttg.memdesc_subslice %b[16, 0] : !ttg.memdesc<64x128xf16, #sb, #smem, mutable> -> !ttg.memdesc<16x128xf16, #sb, #smem, mutable, 64x128>
    %d = ttng.warp_group_dot %a, %k16, %c {isAsync = true} : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<16x128xf16, #sb, #smem, mutable, 64x128> -> tensor<64x128xf32, #mma>
    // Used, or make_llir's gluon-inline drops the (read-only) dot.
    %outs = tt.splat %out : !tt.ptr<f32> -> tensor<64x128x!tt.ptr<f32>, #mma>
    tt.store %outs, %d : tensor<64x128x!tt.ptr<f32>, #mma>
    tt.return
  }
}
