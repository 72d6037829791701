// RUN: tt-opt -tritonamdgpu-accelerate-matmul='kPack=2' -debug-only=tritonamdgpu-accelerate-matmul %s -o /dev/null 2>&1 | FileCheck %s

// The trace names the target, the options and each dot's layout; kPack=2
// doubles kWidth (kBase 4 -> 8).
// CHECK: [tritonamdgpu-accelerate-matmul] gfx942: mfma version 3, matrix-instruction-size 0, kPack 2
// CHECK: [tritonamdgpu-accelerate-matmul] dot at {{.*}} -> #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>, kWidth 8
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @dot(%a: tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %a, %b, %c : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}
