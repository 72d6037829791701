// RUN: tt-opt -tritonamdgpu-accelerate-matmul %s | FileCheck %s
// RUN: tt-opt -tritonamdgpu-accelerate-matmul='matrix-instruction-size=16' %s | FileCheck %s --check-prefix=SIZE16

// The MFMA size from the result shape beyond 32x32/16x16: the 64x4 and 4x64
// instructions for a small M or N beside a 64, f64's 16x16 only, a K too
// small for the instruction, f16 results and batched dots (gfx942).
// Expectations follow Triton 3.6's chooseMfmaInstruction and MFMA table.

// CHECK-DAG: #[[TALL:.+]] = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [64, 4, 64], isTransposed = true}>
// CHECK-DAG: #[[WIDE:.+]] = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [4, 64, 64], isTransposed = false}>
// CHECK-DAG: #[[F64:.+]] = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [16, 16, 4], isTransposed = true, elementBitWidth = 64}>
// CHECK-DAG: #[[M32:.+]] = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
// CHECK-DAG: #[[BATCHED:.+]] = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1, 1], instrShape = [32, 32, 8], isTransposed = true}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 8, 8], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // min(M, N) = 8 < 16 with M >= 64: the 64x4 instruction
  // (mfma_f32_4x4x4f16, K 64, kBase 4), transposed; the warps [1, 4] would
  // give N more warps than tiles and are swapped.
  // CHECK-LABEL: tt.func @tall
  // CHECK: tt.dot {{.*}} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #[[TALL]], kWidth = 4}>> * {{.*}} -> tensor<64x8xf32, #[[TALL]]>
  tt.func @tall(%arg0: tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<64x8xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<64x8xf32, #blocked>) -> tensor<64x8xf32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x8xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x8xf32, #blocked>
    tt.return %d : tensor<64x8xf32, #blocked>
  }
  // N >= 64: the 4x64 instruction, which is never transposed.
  // CHECK-LABEL: tt.func @wide
  // CHECK: tt.dot {{.*}} -> tensor<8x64xf32, #[[WIDE]]>
  tt.func @wide(%arg0: tensor<8x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<8x64xf32, #blocked>) -> tensor<8x64xf32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<8x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<8x64xf32, #blocked>
    tt.return %d : tensor<8x64xf32, #blocked>
  }
  // f64 has only the 16x16x4 instruction: taken even where the shape allows
  // 32x32; the accumulator stays f64 (elementBitWidth 64).
  // CHECK-LABEL: tt.func @f64
  // CHECK: ttg.convert_layout %arg2 : tensor<64x64xf64, #blocked> -> tensor<64x64xf64, #[[F64]]>
  // CHECK: tt.dot {{.*}} : tensor<64x16xf64, #ttg.dot_op<{opIdx = 0, parent = #[[F64]], kWidth = 1}>> * {{.*}} -> tensor<64x64xf64, #[[F64]]>
  tt.func @f64(%arg0: tensor<64x16xf64, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<16x64xf64, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<64x64xf64, #blocked>) -> tensor<64x64xf64, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<64x16xf64, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<16x64xf64, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf64, #blocked>
    tt.return %d : tensor<64x64xf64, #blocked>
  }
  // K 8 fits the 32x32x8 instruction; with matrix-instruction-size=16 the
  // 16x16x16 instruction does not fit K 8, and Triton 3.6 then keeps the dot
  // on FMA even though the size was enforced (f16 x f16 -> f32 is a legal
  // v_dot2 form: unchanged).
  // CHECK-LABEL: tt.func @k_too_small
  // CHECK: tt.dot {{.*}} -> tensor<64x64xf32, #[[M32]]>
  // SIZE16-LABEL: tt.func @k_too_small
  // SIZE16-NEXT: tt.dot %arg0, %arg1, %arg2 : {{.*}} -> tensor<64x64xf32, #blocked>
  tt.func @k_too_small(%arg0: tensor<64x8xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<8x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<64x8xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<8x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
  // An f16 result accumulates in f32: extf after the accumulator's
  // conversion, truncf after the result's.
  // CHECK-LABEL: tt.func @f16_result
  // CHECK: %[[C:.+]] = ttg.convert_layout %arg2 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #[[M32]]>
  // CHECK-NEXT: %[[ACC:.+]] = arith.extf %[[C]] : tensor<64x64xf16, #[[M32]]> to tensor<64x64xf32, #[[M32]]>
  // CHECK: %[[D:.+]] = tt.dot {{.*}}, %[[ACC]] : {{.*}} -> tensor<64x64xf32, #[[M32]]>
  // CHECK-NEXT: %[[R:.+]] = ttg.convert_layout %[[D]] : tensor<64x64xf32, #[[M32]]> -> tensor<64x64xf32, #blocked>
  // CHECK-NEXT: arith.truncf %[[R]] : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
  tt.func @f16_result(%arg0: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<64x64xf16, #blocked>) -> tensor<64x64xf16, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf16, #blocked>
    tt.return %d : tensor<64x64xf16, #blocked>
  }
  // Batched (rank 3): all warps along the batch.
  // CHECK-LABEL: tt.func @batched
  // CHECK: tt.dot {{.*}} -> tensor<2x64x64xf32, #[[BATCHED]]>
  tt.func @batched(%arg0: tensor<2x64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked3}>>, %arg1: tensor<2x32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked3}>>, %arg2: tensor<2x64x64xf32, #blocked3>) -> tensor<2x64x64xf32, #blocked3> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<2x64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked3}>> * tensor<2x32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked3}>> -> tensor<2x64x64xf32, #blocked3>
    tt.return %d : tensor<2x64x64xf32, #blocked3>
  }
}
