// RUN: tt-opt -convert-triton-to-tritongpu='target=cuda:90 num-warps=4' -debug-only=convert-triton-to-tritongpu %s -o /dev/null 2>&1 | FileCheck %s
//
// The trace names the options, each default layout and each layout chosen
// for expand_dims and dot.

module {
  tt.func public @trace(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %r: tensor<64xi32>) -> (tensor<64x64xf32>, tensor<1x64xi32>) {
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32>
    %d = tt.dot %a, %b, %c : tensor<64x64xf16> * tensor<64x64xf16> -> tensor<64x64xf32>
    %e = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    tt.return %d, %e : tensor<64x64xf32>, tensor<1x64xi32>
  }
}

// CHECK: [convert-triton-to-tritongpu] target = cuda:90, num-warps = 4, threads-per-warp = 32, num-ctas = 1
// CHECK: [convert-triton-to-tritongpu] default layout of tensor<64x64xf16>: #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK: [convert-triton-to-tritongpu] %{{[0-9]+}} = tt.dot in @trace ({{.*}}trace.mlir:9:10): result as #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: [convert-triton-to-tritongpu] %{{[0-9]+}} = tt.expand_dims in @trace ({{.*}}trace.mlir:10:10): operand as #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>}>
