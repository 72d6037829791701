// RUN: tt-opt -tritonamdgpu-accelerate-matmul %s | FileCheck %s
// RUN: sed s/gfx942/gfx950/ %s | tt-opt -tritonamdgpu-accelerate-matmul | FileCheck %s --check-prefix=GFX950

// Dots no MFMA instruction takes are legalized for FMA in a second round of
// patterns (Triton 3.6 runs AccelerateBlocked after the MFMA patterns), so a
// dot cast to f32 for FMA is not offered to the f32 MFMA afterwards. The
// casts round (rtne) only when they narrow. Expectations follow Triton's
// AccelerateBlocked rules (no corpus kernel reaches them).

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // FNUZ fp8 x OCP bf8: the MFMA table has no such pair (and the f16
  // emulation needs both OCP), so the dot stays blocked, computed in f32.
  // CHECK-LABEL: tt.func @mixed_fnuz_ocp
  // CHECK-NOT: #mma
  // CHECK: %[[A:.+]] = tt.fp_to_fp %arg0 : tensor<64x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> -> tensor<64x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
  // CHECK-NEXT: %[[B:.+]] = tt.fp_to_fp %arg1 : tensor<64x64xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
  // CHECK-NEXT: tt.dot %[[A]], %[[B]], %arg2 : {{.*}} -> tensor<64x64xf32, #blocked>
  tt.func @mixed_fnuz_ocp(%arg0: tensor<64x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<64x64xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<64x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }

  // bf16 x bf16 -> f32 (too small for MFMA): gfx942 has no bf16 v_dot2, so
  // f32; gfx950 takes it as it is.
  // CHECK-LABEL: tt.func @bf16_small
  // CHECK: %[[A:.+]] = tt.fp_to_fp %arg0 : tensor<8x8xbf16, {{.*}} -> tensor<8x8xf32,
  // CHECK-NEXT: %[[B:.+]] = tt.fp_to_fp %arg1 : tensor<8x8xbf16, {{.*}} -> tensor<8x8xf32,
  // CHECK-NEXT: tt.dot %[[A]], %[[B]], %arg2 : {{.*}} -> tensor<8x8xf32, #blocked>
  // GFX950-LABEL: tt.func @bf16_small
  // GFX950-NEXT: tt.dot %arg0, %arg1, %arg2 : tensor<8x8xbf16,
  tt.func @bf16_small(%arg0: tensor<8x8xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<8x8xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<8x8xf32, #blocked>) -> tensor<8x8xf32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<8x8xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<8x8xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<8x8xf32, #blocked>
    tt.return %d : tensor<8x8xf32, #blocked>
  }

  // bf16 x f16 + f16: bf16 forces f32; the upcasts carry no rounding mode,
  // the f32 -> f16 result rounds to nearest even.
  // CHECK-LABEL: tt.func @narrowing
  // CHECK: tt.fp_to_fp %arg0 : tensor<8x8xbf16,
  // CHECK-NEXT: tt.fp_to_fp %arg1 : tensor<8x8xf16,
  // CHECK-NEXT: %[[C:.+]] = tt.fp_to_fp %arg2 : tensor<8x8xf16, #blocked> -> tensor<8x8xf32, #blocked>
  // CHECK-NEXT: %[[D:.+]] = tt.dot {{.*}}, %[[C]] : {{.*}} -> tensor<8x8xf32, #blocked>
  // CHECK-NEXT: tt.fp_to_fp %[[D]], rounding = rtne : tensor<8x8xf32, #blocked> -> tensor<8x8xf16, #blocked>
  tt.func @narrowing(%arg0: tensor<8x8xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<8x8xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<8x8xf16, #blocked>) -> tensor<8x8xf16, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<8x8xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<8x8xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<8x8xf16, #blocked>
    tt.return %d : tensor<8x8xf16, #blocked>
  }

  // i8 x i8 -> i32 with K = 2 (v_dot4 needs a multiple of 4): f32 through
  // sitofp / fptosi.
  // CHECK-LABEL: tt.func @i8_k2
  // CHECK: arith.sitofp %arg0 : tensor<8x2xi8, {{.*}} to tensor<8x2xf32,
  // CHECK-NEXT: arith.sitofp %arg1 : tensor<2x8xi8, {{.*}} to tensor<2x8xf32,
  // CHECK-NEXT: arith.sitofp %arg2 : tensor<8x8xi32, #blocked> to tensor<8x8xf32, #blocked>
  // CHECK-NEXT: %[[D:.+]] = tt.dot
  // CHECK-NEXT: arith.fptosi %[[D]] : tensor<8x8xf32, #blocked> to tensor<8x8xi32, #blocked>
  tt.func @i8_k2(%arg0: tensor<8x2xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %arg1: tensor<2x8xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %arg2: tensor<8x8xi32, #blocked>) -> tensor<8x8xi32, #blocked> {
    %d = tt.dot %arg0, %arg1, %arg2 : tensor<8x2xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<2x8xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<8x8xi32, #blocked>
    tt.return %d : tensor<8x8xi32, #blocked>
  }
}
