// RUN: tt-opt -convert-triton-to-tritongpu='target=cuda:90 num-warps=4' %s | FileCheck %s
//
// Elementwise arith/math/tt ops, make_range, splat, constants, load/store:
// every tensor gets the default layout (256 elements, 4 warps x 32 lanes:
// one per thread), discardable attributes survive, and the module gets
// Triton's four attributes.
// Expectations: tt-opt's output, checked by hand against Triton 3.6's rules
// (lib/Conversion/TritonToTritonGPU in Triton; the same code passes
// corpus-check on all 46 real convert-triton-to-tritongpu blocks). Default
// layouts: BlockedEncodingAttr::get with sizePerThread 1, row-major order.

module {
  tt.func public @elementwise(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) {
    %cst = arith.constant dense<1.000000e+00> : tensor<256xf32>
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
    %ns = tt.splat %n : i32 -> tensor<256xi32>
    %m = arith.cmpi slt, %r, %ns : tensor<256xi32>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
    %pp = tt.addptr %ps, %r : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
    %x = tt.load %pp, %m : tensor<256x!tt.ptr<f32>>
    %y = arith.addf %x, %cst : tensor<256xf32>
    %z = math.exp %y : tensor<256xf32>
    %w = tt.precise_sqrt %z : tensor<256xf32>
    %h = arith.truncf %w : tensor<256xf32> to tensor<256xf16>
    %e = arith.extf %h : tensor<256xf16> to tensor<256xf32>
    tt.store %pp, %e, %m {tt.keep = 1 : i32} : tensor<256x!tt.ptr<f32>>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func public @elementwise(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<256xf32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT: %1 = tt.splat %n : i32 -> tensor<256xi32, #blocked>
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %1 : tensor<256xi32, #blocked>
// CHECK-NEXT: %3 = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %4 = tt.addptr %3, %0 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
// CHECK-NEXT: %5 = tt.load %4, %2 : tensor<256x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %6 = arith.addf %5, %cst : tensor<256xf32, #blocked>
// CHECK-NEXT: %7 = math.exp %6 : tensor<256xf32, #blocked>
// CHECK-NEXT: %8 = tt.precise_sqrt %7 : tensor<256xf32, #blocked>
// CHECK-NEXT: %9 = arith.truncf %8 : tensor<256xf32, #blocked> to tensor<256xf16, #blocked>
// CHECK-NEXT: %10 = arith.extf %9 : tensor<256xf16, #blocked> to tensor<256xf32, #blocked>
// CHECK-NEXT: tt.store %4, %10, %2 {tt.keep = 1 : i32} : tensor<256x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-NEXT: }
