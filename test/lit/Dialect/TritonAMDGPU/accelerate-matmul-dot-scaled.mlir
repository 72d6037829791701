// RUN: tt-opt -tritonamdgpu-accelerate-matmul -verify-diagnostics %s | FileCheck %s

// tt.dot_scaled on gfx942 (Triton 3.6's ScaledBlockedToMFMA): computed by a
// bf16 MFMA (f16 when an operand is f16, with Triton's remark); fp8
// operands are converted after their layout conversion, packed e2m1 stays
// i8 until amdg.upcast_mxfp decodes it with its scale (doubling K and
// kWidth); the scale gets one value per lane ([mDim, 64 / mDim] lanes) and
// all warps go along M when A is scaled, else along N. Both operands scaled
// is left as it is, as Triton 3.6 does (sweep corpus dot_scaled_e4m3 and
// dot_scaled_e2m1 on gfx942, block 18). The other expectations follow
// Triton's pattern.

// CHECK-DAG: #[[SCALE:.+]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[WARPS_N:.+]] = #ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 4], instrShape = [32, 32, 8], isTransposed = true}>
// CHECK-DAG: #[[WARPS_M:.+]] = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [64, 1], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // bf16 x mxfp4 (B scaled): 32x32x8 bf16 (K from A: 64); B packed, so
  // kWidth 8 for A and 4 for B (8 after the upcast); warps along N.
  // CHECK-LABEL: tt.func @bf16_x_mxfp4
  // CHECK: %[[C:.+]] = ttg.convert_layout %arg3 : tensor<128x128xf32, #blocked> -> tensor<128x128xf32, #[[WARPS_N]]>
  // CHECK-NEXT: %[[A:.+]] = ttg.convert_layout %arg0 : tensor<128x64xbf16, #blocked> -> tensor<128x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #[[WARPS_N]], kWidth = 8}>>
  // CHECK-NEXT: %[[B:.+]] = ttg.convert_layout %arg1 : tensor<32x128xi8, #blocked> -> tensor<32x128xi8, #ttg.dot_op<{opIdx = 1, parent = #[[WARPS_N]], kWidth = 4}>>
  // CHECK-NEXT: %[[BS:.+]] = ttg.convert_layout %arg2 : tensor<128x2xi8, #blocked1> -> tensor<128x2xi8, #[[SCALE]]>
  // CHECK-NEXT: %[[UP:.+]] = amdg.upcast_mxfp %[[B]], %[[BS]] fp_type = e2m1 {fastMath = false} : tensor<32x128xi8, #ttg.dot_op<{opIdx = 1, parent = #[[WARPS_N]], kWidth = 4}>>, tensor<128x2xi8, #[[SCALE]]> -> tensor<64x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #[[WARPS_N]], kWidth = 8}>>
  // CHECK-NEXT: %[[D:.+]] = tt.dot %[[A]], %[[UP]], %[[C]] : {{.*}} -> tensor<128x128xf32, #[[WARPS_N]]>
  // CHECK-NEXT: ttg.convert_layout %[[D]] : tensor<128x128xf32, #[[WARPS_N]]> -> tensor<128x128xf32, #blocked>
  tt.func @bf16_x_mxfp4(%arg0: tensor<128x64xbf16, #blocked>, %arg1: tensor<32x128xi8, #blocked>, %arg2: tensor<128x2xi8, #blocked1>, %arg3: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %d = tt.dot_scaled %arg0, %arg1 scale %arg2, %arg3 lhs = bf16 rhs = e2m1 {fastMath = false} : tensor<128x64xbf16, #blocked> * tensor<32x128xi8, #blocked>, tensor<128x2xi8, #blocked1> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }

  // mxfp8 (A scaled) x f16: f16 MFMA (32x32x8f16, kWidth 4); A is converted
  // to f16 before the upcast, which keeps its type; warps along M.
  // CHECK-LABEL: tt.func @mxfp8_x_f16
  // CHECK: ttg.convert_layout %arg3 : {{.*}} -> tensor<128x128xf32, #[[WARPS_M]]>
  // CHECK-NEXT: %[[A:.+]] = ttg.convert_layout %arg0 : tensor<128x64xf8E4M3FN, #blocked> -> tensor<128x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #[[WARPS_M]], kWidth = 4}>>
  // CHECK-NEXT: %[[A16:.+]] = tt.fp_to_fp %[[A]] : {{.*}} -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #[[WARPS_M]], kWidth = 4}>>
  // CHECK-NEXT: ttg.convert_layout %arg2 : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #[[WARPS_M]], kWidth = 4}>>
  // CHECK-NEXT: %[[AS:.+]] = ttg.convert_layout %arg1 : tensor<128x2xi8, #blocked1> -> tensor<128x2xi8, #[[SCALE]]>
  // CHECK-NEXT: amdg.upcast_mxfp %[[A16]], %[[AS]] fp_type = e4m3 {fastMath = true} : tensor<128x64xf16, {{.*}} -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #[[WARPS_M]], kWidth = 4}>>
  tt.func @mxfp8_x_f16(%arg0: tensor<128x64xf8E4M3FN, #blocked>, %arg1: tensor<128x2xi8, #blocked1>, %arg2: tensor<64x128xf16, #blocked>, %arg3: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    // expected-remark @below {{Warning: detected one dot_scaled operand is fp16 tensor so upcasting to fp16 for computation, which impacts precision; experimental behavior and may change in future}}
    %d = tt.dot_scaled %arg0 scale %arg1, %arg2, %arg3 lhs = e4m3 rhs = fp16 {fastMath = true} : tensor<128x64xf8E4M3FN, #blocked>, tensor<128x2xi8, #blocked1> * tensor<64x128xf16, #blocked> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }

  // mxfp4 (A scaled) x e5m2: A packed, so kWidth 4 for A (8 after the
  // upcast) and 8 for B, which is converted to bf16.
  // CHECK-LABEL: tt.func @mxfp4_x_fp8
  // CHECK: ttg.convert_layout %arg0 : tensor<128x32xi8, #blocked> -> tensor<128x32xi8, #ttg.dot_op<{opIdx = 0, parent = #[[WARPS_M]], kWidth = 4}>>
  // CHECK-NEXT: ttg.convert_layout %arg2 : {{.*}} -> tensor<64x128xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #[[WARPS_M]], kWidth = 8}>>
  // CHECK-NEXT: tt.fp_to_fp {{.*}} -> tensor<64x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #[[WARPS_M]], kWidth = 8}>>
  // CHECK: amdg.upcast_mxfp {{.*}} fp_type = e2m1 {{.*}} -> tensor<128x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #[[WARPS_M]], kWidth = 8}>>
  tt.func @mxfp4_x_fp8(%arg0: tensor<128x32xi8, #blocked>, %arg1: tensor<128x2xi8, #blocked1>, %arg2: tensor<64x128xf8E5M2, #blocked>, %arg3: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %d = tt.dot_scaled %arg0 scale %arg1, %arg2, %arg3 lhs = e2m1 rhs = e5m2 {fastMath = false} : tensor<128x32xi8, #blocked>, tensor<128x2xi8, #blocked1> * tensor<64x128xf8E5M2, #blocked> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }

  // bf16 x f16, no scales: f16 MFMA, but bf16 is used as it is, so the
  // new dot mixes bf16 and f16; the last step of the pass then promotes
  // both operands to f32 (Triton's decomposeMixedModeDotOp), keeping the
  // layouts.
  // CHECK-LABEL: tt.func @bf16_x_f16
  // CHECK: %[[A:.+]] = ttg.convert_layout %arg0 : {{.*}} -> tensor<128x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #[[WARPS_N]], kWidth = 4}>>
  // CHECK-NEXT: %[[B:.+]] = ttg.convert_layout %arg1 : {{.*}} -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #[[WARPS_N]], kWidth = 4}>>
  // CHECK-NEXT: %[[A32:.+]] = tt.fp_to_fp %[[A]] : {{.*}} -> tensor<128x64xf32, #ttg.dot_op<{opIdx = 0, parent = #[[WARPS_N]], kWidth = 4}>>
  // CHECK-NEXT: %[[B32:.+]] = tt.fp_to_fp %[[B]] : {{.*}} -> tensor<64x128xf32, #ttg.dot_op<{opIdx = 1, parent = #[[WARPS_N]], kWidth = 4}>>
  // CHECK-NEXT: tt.dot %[[A32]], %[[B32]], {{.*}} -> tensor<128x128xf32, #[[WARPS_N]]>
  tt.func @bf16_x_f16(%arg0: tensor<128x64xbf16, #blocked>, %arg1: tensor<64x128xf16, #blocked>, %arg2: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    // expected-remark @below {{Warning: detected one dot_scaled operand is fp16 tensor}}
    %d = tt.dot_scaled %arg0, %arg1, %arg2 lhs = bf16 rhs = fp16 {fastMath = false} : tensor<128x64xbf16, #blocked> * tensor<64x128xf16, #blocked> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }

  // Both operands scaled: unchanged.
  // CHECK-LABEL: tt.func @both_scaled
  // CHECK-NEXT: tt.dot_scaled %arg0 scale %arg1, %arg2 scale %arg3, %arg4 lhs = e4m3 rhs = e4m3 {{.*}} -> tensor<128x128xf32, #blocked>
  tt.func @both_scaled(%arg0: tensor<128x64xf8E4M3FN, #blocked>, %arg1: tensor<128x2xi8, #blocked1>, %arg2: tensor<64x128xf8E4M3FN, #blocked>, %arg3: tensor<128x2xi8, #blocked1>, %arg4: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %d = tt.dot_scaled %arg0 scale %arg1, %arg2 scale %arg3, %arg4 lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<128x64xf8E4M3FN, #blocked>, tensor<128x2xi8, #blocked1> * tensor<64x128xf8E4M3FN, #blocked>, tensor<128x2xi8, #blocked1> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}
