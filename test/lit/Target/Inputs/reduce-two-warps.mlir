#rows2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @row_max(%x: tensor<16x256xf32, #rows2>, %out: tensor<16x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #rows2}>>) {
    %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %m = arith.maxnumf %a, %b : f32
      tt.reduce.return %m : f32
    }) : (tensor<16x256xf32, #rows2>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #rows2}>>
    tt.store %out, %r : tensor<16x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #rows2}>>
    tt.return
  }
}
