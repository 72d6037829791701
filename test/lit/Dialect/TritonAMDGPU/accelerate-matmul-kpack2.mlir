// RUN: tt-opt -tritonamdgpu-accelerate-matmul='kPack=2' %s | FileCheck %s

// kPack=2 doubles the operands' kWidth (kBase 8 -> 16 for fp8). The CHECK
// lines are Triton 3.6's output on
// /work/sweep-corpus/triton-3.6/gfx942/amd_dot_e4b8_kpack2 (block 18).

// FNUZ fp8, 128x128, K 128: 32x32x16, kWidth 16.
// CHECK: #mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
// CHECK-LABEL: tt.func @amd_dot_e4b8_kpack2
// CHECK: %[[V0:.+]] = ttg.convert_layout %arg2 : tensor<128x128xf32, #blocked> -> tensor<128x128xf32, #mma>
// CHECK-NEXT: %[[V1:.+]] = ttg.convert_layout %arg0 : tensor<128x128xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> -> tensor<128x128xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
// CHECK-NEXT: %[[V2:.+]] = ttg.convert_layout %arg1 : tensor<128x128xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
// CHECK-NEXT: %[[V3:.+]] = tt.dot %[[V1]], %[[V2]], %[[V0]] : tensor<128x128xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>> * tensor<128x128xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>> -> tensor<128x128xf32, #mma>
// CHECK-NEXT: %[[V4:.+]] = ttg.convert_layout %[[V3]] : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #blocked>
// CHECK-NEXT: tt.return
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @amd_dot_e4b8_kpack2(%arg0: tensor<128x128xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<128x128xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<128x128xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<128x128xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}
