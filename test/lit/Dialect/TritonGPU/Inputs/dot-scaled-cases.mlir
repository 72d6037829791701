// sm80, e2m1 x e2m1, both scaled: decomposed, then mma v2 (kWidth 8).
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm80_e2m1(%a: tensor<128x64xi8, #blocked>, %as: tensor<128x4xi8, #blocked1>, %b: tensor<64x128xi8, #blocked2>, %bs: tensor<128x4xi8, #blocked1>, %c: tensor<128x128xf32, #blocked2>) -> tensor<128x128xf32, #blocked2> {
    %d = tt.dot_scaled %a scale %as, %b scale %bs, %c lhs = e2m1 rhs = e2m1 {fastMath = false} : tensor<128x64xi8, #blocked>, tensor<128x4xi8, #blocked1> * tensor<64x128xi8, #blocked2>, tensor<128x4xi8, #blocked1> -> tensor<128x128xf32, #blocked2>
    tt.return %d : tensor<128x128xf32, #blocked2>
  }
}
// -----
// sm80, bf16 x e4m3 with B scaled only (fastMath): transposed first.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm80_b_scale_only(%a: tensor<128x128xbf16, #blocked>, %b: tensor<128x64xf8E4M3FN, #blocked2>, %bs: tensor<64x4xi8, #blocked1>, %c: tensor<128x64xf32, #blocked2>) -> tensor<128x64xf32, #blocked2> {
    %d = tt.dot_scaled %a, %b scale %bs, %c lhs = bf16 rhs = e4m3 {fastMath = true} : tensor<128x128xbf16, #blocked> * tensor<128x64xf8E4M3FN, #blocked2>, tensor<64x4xi8, #blocked1> -> tensor<128x64xf32, #blocked2>
    tt.return %d : tensor<128x64xf32, #blocked2>
  }
}
// -----
// sm90, e4m3 x e5m2, 8 warps: decomposed, then wgmma with A in registers.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm90_e4m3_e5m2(%a: tensor<128x64xf8E4M3FN, #blocked>, %as: tensor<128x2xi8, #blocked1>, %b: tensor<64x128xf8E5M2, #blocked2>, %bs: tensor<128x2xi8, #blocked1>, %c: tensor<128x128xf32, #blocked2>) -> tensor<128x128xf32, #blocked2> {
    %d = tt.dot_scaled %a scale %as, %b scale %bs, %c lhs = e4m3 rhs = e5m2 {fastMath = false} : tensor<128x64xf8E4M3FN, #blocked>, tensor<128x2xi8, #blocked1> * tensor<64x128xf8E5M2, #blocked2>, tensor<128x2xi8, #blocked1> -> tensor<128x128xf32, #blocked2>
    tt.return %d : tensor<128x128xf32, #blocked2>
  }
}
// -----
// sm90, fp16 x e2m1 with B scaled only: f16 compute (scale through f32).
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm90_f16_e2m1(%a: tensor<64x128xf16, #blocked>, %b: tensor<64x128xi8, #blocked2>, %bs: tensor<128x4xi8, #blocked1>, %c: tensor<64x128xf32, #blocked2>) -> tensor<64x128xf32, #blocked2> {
    %d = tt.dot_scaled %a, %b scale %bs, %c lhs = fp16 rhs = e2m1 {fastMath = false} : tensor<64x128xf16, #blocked> * tensor<64x128xi8, #blocked2>, tensor<128x4xi8, #blocked1> -> tensor<64x128xf32, #blocked2>
    tt.return %d : tensor<64x128xf32, #blocked2>
  }
}
// -----
// sm100, e2m1 x e2m1 with loaded scales: tcgen05 scaled MMA, scales staged
// through shared memory.
#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm100_e2m1(%a: tensor<128x64xi8, #blocked>, %asp: tensor<128x4x!tt.ptr<i8>, #blocked1>, %b: tensor<64x128xi8, #blocked2>, %bsp: tensor<128x4x!tt.ptr<i8>, #blocked1>, %c: tensor<128x128xf32, #blocked3>) -> tensor<128x128xf32, #blocked3> {
    %as = tt.load %asp : tensor<128x4x!tt.ptr<i8>, #blocked1>
    %bs = tt.load %bsp : tensor<128x4x!tt.ptr<i8>, #blocked1>
    %d = tt.dot_scaled %a scale %as, %b scale %bs, %c lhs = e2m1 rhs = e2m1 {fastMath = false} : tensor<128x64xi8, #blocked>, tensor<128x4xi8, #blocked1> * tensor<64x128xi8, #blocked2>, tensor<128x4xi8, #blocked1> -> tensor<128x128xf32, #blocked3>
    tt.return %d : tensor<128x128xf32, #blocked3>
  }
}
// -----
// sm100, e4m3 x e2m1 (mixed: B padded), 8 warps, N = 256, scales through a
// reshape of a load.
#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 8], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [8, 4, 1], warpsPerCTA = [8, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm100_mixed(%a: tensor<128x128xf8E4M3FN, #blocked>, %asp: tensor<128x4x1x!tt.ptr<i8>, #blocked4>, %b: tensor<64x256xi8, #blocked2>, %bs: tensor<256x4xi8, #blocked1>, %c: tensor<128x256xf32, #blocked3>) -> tensor<128x256xf32, #blocked3> {
    %asl = tt.load %asp : tensor<128x4x1x!tt.ptr<i8>, #blocked4>
    %as3 = tt.reshape %asl : tensor<128x4x1xi8, #blocked4> -> tensor<128x4xi8, #blocked1>
    %d = tt.dot_scaled %a scale %as3, %b scale %bs, %c lhs = e4m3 rhs = e2m1 {fastMath = false} : tensor<128x128xf8E4M3FN, #blocked>, tensor<128x4xi8, #blocked1> * tensor<64x256xi8, #blocked2>, tensor<256x4xi8, #blocked1> -> tensor<128x256xf32, #blocked3>
    tt.return %d : tensor<128x256xf32, #blocked3>
  }
}
// -----
// sm100, a 64-row tile: no scaled tcgen05 MMA (M < 128), decomposed, then
// the plain tcgen05 MMA.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm100_small(%a: tensor<64x64xf8E4M3FN, #blocked>, %as: tensor<64x2xi8, #blocked1>, %b: tensor<64x128xf8E4M3FN, #blocked2>, %bs: tensor<128x2xi8, #blocked1>, %c: tensor<64x128xf32, #blocked2>) -> tensor<64x128xf32, #blocked2> {
    %d = tt.dot_scaled %a scale %as, %b scale %bs, %c lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x2xi8, #blocked1> * tensor<64x128xf8E4M3FN, #blocked2>, tensor<128x2xi8, #blocked1> -> tensor<64x128xf32, #blocked2>
    tt.return %d : tensor<64x128xf32, #blocked2>
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [32, 0], [64, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[0, 0], [0, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_a_in_linear_layout(%a: tensor<128x64xi8, #linear>, %as: tensor<128x4xi8, #blocked>, %b: tensor<64x128xi8, #blocked1>, %bs: tensor<128x4xi8, #blocked>, %c: tensor<128x128xf32, #blocked1>) -> tensor<128x128xf32, #blocked1> {
    %d = tt.dot_scaled %a scale %as, %b scale %bs, %c lhs = e2m1 rhs = e2m1 {fastMath = false} : tensor<128x64xi8, #linear>, tensor<128x4xi8, #blocked> * tensor<64x128xi8, #blocked1>, tensor<128x4xi8, #blocked> -> tensor<128x128xf32, #blocked1>
    tt.return %d : tensor<128x128xf32, #blocked1>
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[1, 0], [2, 0], [4, 0], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[0, 1], [0, 2], [0, 4], [8, 0], [16, 0]], warp = [[32, 0], [0, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_b_in_linear_layout(%a: tensor<128x64xi8, #blocked2>, %as: tensor<128x4xi8, #blocked>, %b: tensor<64x128xi8, #linear>, %bs: tensor<128x4xi8, #blocked>, %c: tensor<128x128xf32, #blocked1>) -> tensor<128x128xf32, #blocked1> {
    %d = tt.dot_scaled %a scale %as, %b scale %bs, %c lhs = e2m1 rhs = e2m1 {fastMath = false} : tensor<128x64xi8, #blocked2>, tensor<128x4xi8, #blocked> * tensor<64x128xi8, #linear>, tensor<128x4xi8, #blocked> -> tensor<128x128xf32, #blocked1>
    tt.return %d : tensor<128x128xf32, #blocked1>
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_a_blocked_column_major(%a: tensor<128x64xi8, #blocked3>, %as: tensor<128x4xi8, #blocked>, %b: tensor<64x128xi8, #blocked1>, %bs: tensor<128x4xi8, #blocked>, %c: tensor<128x128xf32, #blocked1>) -> tensor<128x128xf32, #blocked1> {
    %d = tt.dot_scaled %a scale %as, %b scale %bs, %c lhs = e2m1 rhs = e2m1 {fastMath = false} : tensor<128x64xi8, #blocked3>, tensor<128x4xi8, #blocked> * tensor<64x128xi8, #blocked1>, tensor<128x4xi8, #blocked> -> tensor<128x128xf32, #blocked1>
    tt.return %d : tensor<128x128xf32, #blocked1>
  }
}
