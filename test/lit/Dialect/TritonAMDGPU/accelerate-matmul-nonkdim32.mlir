// RUN: tt-opt -tritonamdgpu-accelerate-matmul='matrix-instruction-size=32' %s | FileCheck %s

// matrix-instruction-size=32 on a mixed FNUZ fp8 x bf8 dot (8 warps): the
// fp8_bf8 instruction, 32x32x16. The CHECK lines are Triton 3.6's output on
// /work/sweep-corpus/triton-3.6/gfx942/amd_dot_e4b8_e5b16 (block 18).

// f8E4M3FNUZ x f8E5M2FNUZ: mfma_f32_32x32x16_fp8_bf8, kBase 8, warps [2, 4].
// CHECK: #mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 4], instrShape = [32, 32, 16], isTransposed = true}>
// CHECK-LABEL: tt.func @amd_dot_e4b8_e5b16
// CHECK: %[[V0:.+]] = ttg.convert_layout %arg2 : tensor<128x128xf32, #blocked> -> tensor<128x128xf32, #mma>
// CHECK-NEXT: %[[V1:.+]] = ttg.convert_layout %arg0 : tensor<128x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> -> tensor<128x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
// CHECK-NEXT: %[[V2:.+]] = ttg.convert_layout %arg1 : tensor<64x128xf8E5M2FNUZ, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x128xf8E5M2FNUZ, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
// CHECK-NEXT: %[[V3:.+]] = tt.dot %[[V1]], %[[V2]], %[[V0]] : tensor<128x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x128xf8E5M2FNUZ, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<128x128xf32, #mma>
// CHECK-NEXT: %[[V4:.+]] = ttg.convert_layout %[[V3]] : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #blocked>
// CHECK-NEXT: tt.return
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @amd_dot_e4b8_e5b16(%arg0: tensor<128x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<64x128xf8E5M2FNUZ, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<128x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf8E5M2FNUZ, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}
