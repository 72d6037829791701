module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%x: f32) {
    %0 = tt.splat %x : f32 -> tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [2147483648], warpsPerCTA = [4], order = [0]}>>
    tt.return
  }
}
