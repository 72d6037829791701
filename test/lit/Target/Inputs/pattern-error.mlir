#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%x: tensor<64x64xf16, #mma>, %p: tensor<64x64x!tt.ptr<f16>, #blocked>) {
    %y = ttg.convert_layout %x : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #blocked>
    tt.store %p, %y : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
