// RUN: tt-opt --split-input-file -tritonamdgpu-accelerate-matmul -verify-diagnostics %s

// expected-error @below {{requires the option `arch-generation-name` or a module attribute `ttg.target` = "hip:<arch>"}}
module attributes {"ttg.num-warps" = 4 : i32} {
}

// -----

// expected-error @below {{arch-generation-name `gfx1100` is not a CDNA target (MFMA); WMMA targets are not supported yet}}
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1100"} {
}

// -----

// gfx950 rewrites scaled dots with patterns tt-opt does not have: reported,
// nothing rewritten.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @dot_scaled_gfx950(%a: tensor<128x64xf8E4M3FN, #blocked>, %as: tensor<128x2xi8, #blocked>, %b: tensor<64x128xf8E4M3FN, #blocked>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    // expected-error @below {{tt.dot_scaled on gfx950 is not implemented: Triton 3.6 rewrites it onto the scaled f8f6f4 MFMA (ScaledBlockedToScaledMFMAF8F6F4) or decomposes it into upcasts and a tt.dot (DecomposeAMDScaledBlocked)}}
    %d = tt.dot_scaled %a scale %as, %b, %c lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<128x64xf8E4M3FN, #blocked>, tensor<128x2xi8, #blocked> * tensor<64x128xf8E4M3FN, #blocked> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// An f64 x f64 -> f32 dot too small for MFMA: Triton's FMA legalization
// asserts on operands wider than 32 bits.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @fma_f64(%a: tensor<8x8xf64, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<8x8xf64, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<8x8xf32, #blocked>) -> tensor<8x8xf32, #blocked> {
    // expected-error @below {{the FMA legalization of Triton 3.6 handles operands of at most 32 bits, but this dot mixes 'f64', 'f64', 'f32' and 'f32'}}
    %d = tt.dot %a, %b, %c : tensor<8x8xf64, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<8x8xf64, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<8x8xf32, #blocked>
    tt.return %d : tensor<8x8xf32, #blocked>
  }
}

// -----

// A bf16 scaled dot whose result is 64x8 would take the 64x4 instruction;
// the scale layout needs a square one and Triton asserts.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @scaled_64x4(%a: tensor<64x64xbf16, #blocked>, %b: tensor<64x8xf8E4M3FN, #blocked>, %bs: tensor<8x2xi8, #blocked>, %c: tensor<64x8xf32, #blocked>) -> tensor<64x8xf32, #blocked> {
    // expected-error @below {{tt.dot_scaled would take the 64x4 MFMA instruction mfma_f32_4x4x4bf16_1k, but the scale layout needs a square one; Triton 3.6 asserts on this}}
    %d = tt.dot_scaled %a, %b scale %bs, %c lhs = bf16 rhs = e4m3 {fastMath = false} : tensor<64x64xbf16, #blocked> * tensor<64x8xf8E4M3FN, #blocked>, tensor<8x2xi8, #blocked> -> tensor<64x8xf32, #blocked>
    tt.return %d : tensor<64x8xf32, #blocked>
  }
}
