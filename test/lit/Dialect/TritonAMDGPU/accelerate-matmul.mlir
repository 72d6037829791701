// RUN: tt-opt --split-input-file -tritonamdgpu-accelerate-matmul %s | FileCheck %s

// gfx942 (mfma v3), 8 warps, 128x128 f16 dot with K = 64: the 32x32x8
// instruction (min(M, N) >= 32; K multiple of 8), kBase 4 = kWidth (kPack 1).
// Warps: M has 128/64 = 2 double-tiles per warp vs N 128/32 = 4: the loop
// doubles N, N, then M ([1,2] -> [1,4] -> [2,4]). Not fp8: transposed.
// CHECK: #[[MMA:.+]] = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 4], instrShape = [32, 32, 8], isTransposed = true}>
// CHECK-LABEL: @dot
// CHECK: %[[C:.+]] = ttg.convert_layout %c : {{.*}} -> tensor<128x128xf32, #[[MMA]]>
// CHECK: %[[A:.+]] = ttg.convert_layout %a : {{.*}} -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #[[MMA]], kWidth = 4}>>
// CHECK: %[[B:.+]] = ttg.convert_layout %b : {{.*}} -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #[[MMA]], kWidth = 4}>>
// CHECK: %[[D:.+]] = tt.dot %[[A]], %[[B]], %[[C]]{{.*}} -> tensor<128x128xf32, #[[MMA]]>
// CHECK: ttg.convert_layout %[[D]] : tensor<128x128xf32, #[[MMA]]> -> tensor<128x128xf32, #blocked>
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 8], warpsPerCTA = [2, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @dot(%a: tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %d = tt.dot %a, %b, %c : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// matrix-instruction-size is not set; a 16x16 result takes the 16x16x16
// instruction. kPack comes from the flag default (1).
// CHECK: #[[MMA16:.+]] = #ttg.amd_mfma<{version = 3, warpsPerCTA = [{{.*}}], instrShape = [16, 16, 16], isTransposed = true}>
// CHECK-LABEL: @small
// CHECK: tt.dot {{.*}} -> tensor<16x16xf32, #[[MMA16]]>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @small(%a: tensor<16x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<16x16xf32, #blocked>) -> tensor<16x16xf32, #blocked> {
    %d = tt.dot %a, %b, %c : tensor<16x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<16x16xf32, #blocked>
    tt.return %d : tensor<16x16xf32, #blocked>
  }
}

// -----

// Unchanged: an 8x8 result is too small for any MFMA, and f32 everywhere is
// already a legal FMA dot.
// CHECK-LABEL: @fma
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.dot %a, %b, %c : {{.*}} -> tensor<8x8xf32, #blocked>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @fma(%a: tensor<8x8xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<8x8xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<8x8xf32, #blocked>) -> tensor<8x8xf32, #blocked> {
    %d = tt.dot %a, %b, %c : tensor<8x8xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<8x8xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<8x8xf32, #blocked>
    tt.return %d : tensor<8x8xf32, #blocked>
  }
}
