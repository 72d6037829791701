// RUN: tt-opt -tritonamdgpu-accelerate-matmul %s | FileCheck %s

// gfx950 (MFMA version 4): its larger-K f16/bf16/i8 instructions where the
// tile K reaches them, OCP fp8 native (scaled f8f6f4 when K allows, else
// the plain fp8 instructions), no FNUZ fp8 and no xf32. Expectations follow
// Triton 3.6's MFMA table (MfmaGroup.cpp) and BlockedToMFMA; the sweep
// corpus has no gfx950 kernels.

// CHECK-DAG: #[[M32x16:.+]] = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
// CHECK-DAG: #[[M32x8:.+]] = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
// CHECK-DAG: #[[M16x32:.+]] = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [16, 16, 32], isTransposed = true}>
// CHECK-DAG: #[[SCALED:.+]] = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 64], isTransposed = true}>
// CHECK-DAG: #[[M32x32:.+]] = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 32], isTransposed = true}>
// CHECK-DAG: #[[M32x2:.+]] = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 2], isTransposed = true}>
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  // f16 with K >= 16 takes the larger-K gfx950 instruction,
  // mfma_f32_32x32x16_f16 (kBase 8).
  // CHECK-LABEL: tt.func @f16_k64
  // CHECK: tt.dot {{.*}} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #[[M32x16]], kWidth = 8}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #[[M32x16]], kWidth = 8}>> -> tensor<64x64xf32, #[[M32x16]]>
  tt.func @f16_k64(%arg0: tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
  // K 8 < 16: the older mfma_f32_32x32x8f16 (kBase 4).
  // CHECK-LABEL: tt.func @f16_k8
  // CHECK: tt.dot {{.*}} -> tensor<64x64xf32, #[[M32x8]]>
  tt.func @f16_k8(%arg0: tensor<64x8xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<8x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<64x8xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<8x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
  // bf16 16x16, K 32: mfma_f32_16x16x32_bf16 (kBase 8).
  // CHECK-LABEL: tt.func @bf16_16x16
  // CHECK: tt.dot {{.*}} : tensor<16x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #[[M16x32]], kWidth = 8}>> * {{.*}} -> tensor<16x16xf32, #[[M16x32]]>
  tt.func @bf16_16x16(%arg0: tensor<16x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<32x16xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<16x16xf32, #blocked>) -> tensor<16x16xf32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<16x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x16xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<16x16xf32, #blocked>
    tt.return %d : tensor<16x16xf32, #blocked>
  }
  // OCP fp8 x bf8 with K a multiple of 64: the scaled f8f6f4 instruction
  // 32x32x64 (kBase 32); the dot becomes a tt.dot_scaled without scales
  // whose operands hold 16 bytes per lane (kWidth 16).
  // CHECK-LABEL: tt.func @ocp_fp8_k128
  // CHECK: %[[C:.+]] = ttg.convert_layout %arg2 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #[[SCALED]]>
  // CHECK-NEXT: %[[A:.+]] = ttg.convert_layout %arg0 : {{.*}} -> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #[[SCALED]], kWidth = 16}>>
  // CHECK-NEXT: %[[B:.+]] = ttg.convert_layout %arg1 : {{.*}} -> tensor<128x64xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #[[SCALED]], kWidth = 16}>>
  // CHECK-NEXT: tt.dot_scaled %[[A]], %[[B]], %[[C]] lhs = e4m3 rhs = e5m2 {fastMath = false} : {{.*}} -> tensor<64x64xf32, #[[SCALED]]>
  tt.func @ocp_fp8_k128(%arg0: tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<128x64xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<128x64xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
  // K 32 is no multiple of the scaled instructions' K: the plain OCP
  // mfma_f32_32x32x16_fp8_fp8 (no f16 emulation on gfx950).
  // CHECK-LABEL: tt.func @ocp_fp8_k32
  // CHECK: tt.dot {{.*}} : tensor<64x32xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #[[M32x16]], kWidth = 8}>> * {{.*}} -> tensor<64x64xf32, #[[M32x16]]>
  tt.func @ocp_fp8_k32(%arg0: tensor<64x32xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<32x64xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<64x32xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
  // i8, K 64: mfma_i32_32x32x32_i8 (kBase 16).
  // CHECK-LABEL: tt.func @i8_k64
  // CHECK: tt.dot {{.*}} : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #[[M32x32]], kWidth = 16}>> * {{.*}} -> tensor<64x64xi32, #[[M32x32]]>
  tt.func @i8_k64(%arg0: tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<64x64xi32, #blocked>) -> tensor<64x64xi32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xi32, #blocked>
    tt.return %d : tensor<64x64xi32, #blocked>
  }
  // FNUZ fp8 has no gfx950 instruction: FMA in f32.
  // CHECK-LABEL: tt.func @fnuz_fp8
  // CHECK: tt.fp_to_fp %arg0 : {{.*}} -> tensor<64x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
  // CHECK: tt.dot {{.*}} -> tensor<64x64xf32, #blocked>
  tt.func @fnuz_fp8(%arg0: tensor<64x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<64x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<64x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
  // xf32 exists only on gfx942: tf32 f32 takes mfma_f32_32x32x2f32.
  // CHECK-LABEL: tt.func @f32_tf32
  // CHECK: tt.dot {{.*}} inputPrecision = tf32 : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #[[M32x2]], kWidth = 1}>> * {{.*}} -> tensor<64x64xf32, #[[M32x2]]>
  tt.func @f32_tf32(%arg0: tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2, inputPrecision = tf32 : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}
