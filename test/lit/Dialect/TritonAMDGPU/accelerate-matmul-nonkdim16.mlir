// RUN: tt-opt --split-input-file -tritonamdgpu-accelerate-matmul='matrix-instruction-size=16' %s | FileCheck %s

// matrix-instruction-size=16 (Triton's matrix_instr_nonkdim=16) forces the
// 16x16 instructions even where the shape would take 32x32. The CHECK lines
// are Triton 3.6's output on the sweep corpus case each function is named
// after (/work/sweep-corpus/triton-3.6/gfx942/<name>, block 18).

// f16 32x32 result: 16x16x16 (mfma_f32_16x16x16f16), warps [2, 2]
// (the shape alone would take 32x32 and [4, 1]).
// CHECK: #mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [16, 16, 16], isTransposed = true}>
// CHECK-LABEL: tt.func @amd_dot_f16_nonk16
// CHECK: %[[V0:.+]] = ttg.convert_layout %arg2 : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #mma>
// CHECK-NEXT: %[[V1:.+]] = ttg.convert_layout %arg0 : tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK-NEXT: %[[V2:.+]] = ttg.convert_layout %arg1 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK-NEXT: %[[V3:.+]] = tt.dot %[[V1]], %[[V2]], %[[V0]] : tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<32x32xf32, #mma>
// CHECK-NEXT: %[[V4:.+]] = ttg.convert_layout %[[V3]] : tensor<32x32xf32, #mma> -> tensor<32x32xf32, #blocked>
// CHECK-NEXT: tt.return
#blocked = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @amd_dot_f16_nonk16(%arg0: tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<32x32xf32, #blocked>) -> tensor<32x32xf32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<32x32xf32, #blocked>
    tt.return %d : tensor<32x32xf32, #blocked>
  }
}

// -----

// f32 (ieee): 16x16x4 (mfma_f32_16x16x4f32), kBase 1.
// CHECK: #mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [16, 16, 4], isTransposed = true}>
// CHECK-LABEL: tt.func @amd_dot_f32_ieee
// CHECK: %[[V0:.+]] = ttg.convert_layout %arg2 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: %[[V1:.+]] = ttg.convert_layout %arg0 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>
// CHECK-NEXT: %[[V2:.+]] = ttg.convert_layout %arg1 : tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>
// CHECK-NEXT: %[[V3:.+]] = tt.dot %[[V1]], %[[V2]], %[[V0]] : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: %[[V4:.+]] = ttg.convert_layout %[[V3]] : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
// CHECK-NEXT: tt.return
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @amd_dot_f32_ieee(%arg0: tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// FNUZ bf8 (f8E5M2FNUZ): 16x16x32 (mfma_f32_16x16x32_bf8_bf8), kBase 8.
// CHECK: #mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [16, 16, 32], isTransposed = true}>
// CHECK-LABEL: tt.func @amd_dot_e5b16
// CHECK: %[[V0:.+]] = ttg.convert_layout %arg2 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: %[[V1:.+]] = ttg.convert_layout %arg0 : tensor<64x64xf8E5M2FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> -> tensor<64x64xf8E5M2FNUZ, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
// CHECK-NEXT: %[[V2:.+]] = ttg.convert_layout %arg1 : tensor<64x64xf8E5M2FNUZ, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf8E5M2FNUZ, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
// CHECK-NEXT: %[[V3:.+]] = tt.dot %[[V1]], %[[V2]], %[[V0]] : tensor<64x64xf8E5M2FNUZ, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x64xf8E5M2FNUZ, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: %[[V4:.+]] = ttg.convert_layout %[[V3]] : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
// CHECK-NEXT: tt.return
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @amd_dot_e5b16(%arg0: tensor<64x64xf8E5M2FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<64x64xf8E5M2FNUZ, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<64x64xf8E5M2FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf8E5M2FNUZ, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}
