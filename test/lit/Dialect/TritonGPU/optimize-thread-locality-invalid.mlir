// RUN: tt-opt -tritongpu-optimize-thread-locality -verify-diagnostics %s
//
// Triton 3.6 rewrites this accumulation into a thread-local partial sum
// (tt.reshape to 16x8x8, reduce along dim 2 in the loop, reduce along dim 1
// after it); tt-opt does not implement that rewrite yet and says so.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @loop_accumulation(%p: tensor<16x64x!tt.ptr<f32>, #blocked>, %n: i32) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) : i32 {
      %x = tt.load %p : tensor<16x64x!tt.ptr<f32>, #blocked>
      // expected-error @+1 {{the thread-local rewrite of an in-loop accumulated reduction is not implemented in tt-opt}}
      %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x64xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %u = arith.addf %acc, %r : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      scf.yield %u : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    tt.return %res : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}
