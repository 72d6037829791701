// RUN: tt-opt %s -split-input-file -convert-triton-gpu-to-llvm -verify-diagnostics

// mma.sync into f16 accumulators from bf16 operands (no such instruction)
// is named, not mislowered.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bf16_into_f16(%x: bf16) {
    %a = tt.splat %x : bf16 -> tensor<16x16xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %b = tt.splat %x : bf16 -> tensor<16x8xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %c = arith.constant dense<0.000000e+00> : tensor<16x8xf16, #mma>
    // expected-error @+1 {{tt.dot: mma.sync has no instruction for these element types}}
    %d = tt.dot %a, %b, %c : tensor<16x16xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x8xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<16x8xf16, #mma>
    tt.return
  }
}

// -----

// A blocked result whose operands are of another type (f16 into f32).
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @mixed(%x: f16) {
    %a = tt.splat %x : f16 -> tensor<4x2xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b = tt.splat %x : f16 -> tensor<2x8xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %c = arith.constant dense<0.000000e+00> : tensor<4x8xf32, #blocked>
    // expected-error @+1 {{tt.dot: FMA lowering of operands of another type than the result is not supported}}
    %d = tt.dot %a, %b, %c : tensor<4x2xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<2x8xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<4x8xf32, #blocked>
    tt.return
  }
}
