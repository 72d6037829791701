// RUN: tt-opt --split-input-file -tritongpu-optimize-thread-locality -verify-diagnostics %s
//
// Accumulations Triton 3.6 picks for the rewrite but then cannot rewrite:
// its pass asserts on both inputs (checked with Triton 3.6 itself through
// utils/triton-oracle.py); tt-opt reports them on the reduction instead.

// The loop's result is used twice (Triton: `loopResult.hasOneUse()`).
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#slice = #ttg.slice<{dim = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @two_uses(%p: tensor<16x64x!tt.ptr<f32>, #blocked>, %n: i32) -> (tensor<16xf32, #slice>, tensor<16xf32, #slice>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<16xf32, #slice>
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<16xf32, #slice>) : i32 {
      %x = tt.load %p : tensor<16x64x!tt.ptr<f32>, #blocked>
      // expected-error @+1 {{the loop's result for the accumulator is not used exactly once}}
      %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x64xf32, #blocked>) -> tensor<16xf32, #slice>
      %u = arith.addf %acc, %r : tensor<16xf32, #slice>
      scf.yield %u : tensor<16xf32, #slice>
    }
    tt.return %res, %res : tensor<16xf32, #slice>, tensor<16xf32, #slice>
  }
}

// -----

// The update is a three-operand select (Triton:
// `oldUpdate->getNumOperands() == 2`).
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#slice = #ttg.slice<{dim = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @select_update(%p: tensor<16x64x!tt.ptr<f32>, #blocked>, %n: i32, %c: i1) -> tensor<16xf32, #slice> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<16xf32, #slice>
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<16xf32, #slice>) : i32 {
      %x = tt.load %p : tensor<16x64x!tt.ptr<f32>, #blocked>
      // expected-error @+1 {{its update does not take exactly two operands}}
      %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x64xf32, #blocked>) -> tensor<16xf32, #slice>
      %u = arith.select %c, %r, %acc : tensor<16xf32, #slice>
      scf.yield %u : tensor<16xf32, #slice>
    }
    tt.return %res : tensor<16xf32, #slice>
  }
}
