// RUN: tt-opt -tritonamdgpu-accelerate-matmul='kPack=2' -verify-diagnostics %s

// gfx950's scaled f8f6f4 instructions need kWidth 32 (kBase 32): Triton 3.6
// asserts when kPack=2 doubles it; tt-opt reports the dot instead.
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @ocp_fp8_k128(%a: tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<128x64xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    // expected-error @below {{the scaled MFMA instruction mfma_scale_f32_32x32x64_f8f6f4 needs kWidth 32, but kPack 2 makes it 64; Triton 3.6 asserts on this (use kPack=1 on gfx950)}}
    %d = tt.dot %a, %b, %c : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<128x64xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}
