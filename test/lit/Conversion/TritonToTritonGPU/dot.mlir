// RUN: tt-opt -convert-triton-to-tritongpu='target=cuda:90 num-warps=4' %s | FileCheck %s
//
// tt.dot: 128x128 has 16384 / 128 threads = 128 >= 16 elements per thread,
// so the result layout holds 4x4 per thread (lanes along dim 1, warps along
// dim 0); a and b go to #ttg.dot_op of it, c is always converted. 16x16 has
// 2 per thread: 1x1, i.e. the default layout, and c is still converted.
// Expectations: tt-opt's output, checked by hand against Triton 3.6's rules
// (lib/Conversion/TritonToTritonGPU in Triton; the same code passes
// corpus-check on all 46 real convert-triton-to-tritongpu blocks). Default
// layouts: BlockedEncodingAttr::get with sizePerThread 1, row-major order.

module {
  tt.func public @dot(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %sa: tensor<16x16xf32>, %sb: tensor<16x16xf32>) -> (tensor<128x128xf32>, tensor<16x16xf32>) {
    %c = arith.constant dense<0.000000e+00> : tensor<128x128xf32>
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<128x64xf16> * tensor<64x128xf16> -> tensor<128x128xf32>
    %c2 = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
    %d2 = tt.dot %sa, %sb, %c2 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
    tt.return %d, %d2 : tensor<128x128xf32>, tensor<16x16xf32>
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-DAG: #blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #blocked3 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func public @dot(%a: tensor<128x64xf16, #blocked>, %b: tensor<64x128xf16, #blocked1>, %sa: tensor<16x16xf32, #blocked2>, %sb: tensor<16x16xf32, #blocked2>) -> (tensor<128x128xf32, #blocked1>, tensor<16x16xf32, #blocked2>) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked1>
// CHECK-NEXT: %a_0 = ttg.convert_layout %a : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked3}>>
// CHECK-NEXT: %b_1 = ttg.convert_layout %b : tensor<64x128xf16, #blocked1> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked3}>>
// CHECK-NEXT: %0 = ttg.convert_layout %cst : tensor<128x128xf32, #blocked1> -> tensor<128x128xf32, #blocked3>
// CHECK-NEXT: %1 = tt.dot %a_0, %b_1, %0, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked3}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked3}>> -> tensor<128x128xf32, #blocked3>
// CHECK-NEXT: %2 = ttg.convert_layout %1 : tensor<128x128xf32, #blocked3> -> tensor<128x128xf32, #blocked1>
// CHECK-NEXT: %cst_2 = arith.constant dense<0.000000e+00> : tensor<16x16xf32, #blocked2>
// CHECK-NEXT: %sa_3 = ttg.convert_layout %sa : tensor<16x16xf32, #blocked2> -> tensor<16x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked2}>>
// CHECK-NEXT: %sb_4 = ttg.convert_layout %sb : tensor<16x16xf32, #blocked2> -> tensor<16x16xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked2}>>
// CHECK-NEXT: %3 = ttg.convert_layout %cst_2 : tensor<16x16xf32, #blocked2> -> tensor<16x16xf32, #blocked2>
// CHECK-NEXT: %4 = tt.dot %sa_3, %sb_4, %3 : tensor<16x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked2}>> * tensor<16x16xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked2}>> -> tensor<16x16xf32, #blocked2>
// CHECK-NEXT: tt.return %2, %4 : tensor<128x128xf32, #blocked1>, tensor<16x16xf32, #blocked2>
// CHECK-NEXT: }
// CHECK-NEXT: }
