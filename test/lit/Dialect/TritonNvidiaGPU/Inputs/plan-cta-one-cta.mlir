#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @one_cta(%p: tensor<512x!tt.ptr<f32>, #blocked>, %v: tensor<512xf32, #blocked>) {
    tt.store %p, %v : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
