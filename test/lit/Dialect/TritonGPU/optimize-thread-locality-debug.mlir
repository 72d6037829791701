// RUN: tt-opt -tritongpu-optimize-thread-locality -debug-only=tritongpu-optimize-thread-locality %s -o /dev/null 2>&1 | FileCheck %s
// RUN: tt-opt -tritongpu-optimize-thread-locality -debug-only=other-pass %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty

// CHECK: [tritongpu-optimize-thread-locality] %{{[0-9]+}} = tt.reshape in @reshape_reduce ({{.*}}optimize-thread-locality-debug.mlir:15:10): reduced along axis 1, now #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK: [tritongpu-optimize-thread-locality] %{{[0-9]+}} = tt.reduce in @reshape_reduce ({{.*}}optimize-thread-locality-debug.mlir:16:10): an operand is not a tt.load, kept
// CHECK: [tritongpu-optimize-thread-locality] %{{[0-9]+}} = tt.reduce in @accumulations ({{.*}}optimize-thread-locality-debug.mlir:30:13): not along the innermost dim, kept
// CHECK: [tritongpu-optimize-thread-locality] %{{[0-9]+}} = tt.reduce in @accumulations ({{.*}}optimize-thread-locality-debug.mlir:35:13): thread-local partial tensor<16x8xf32, #ttg.slice<{dim = 2, parent = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>}>> carried by the loop, merged after it
// QUIET-NOT: tritongpu-optimize-thread-locality

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reshape_reduce(%x: tensor<256xf32, #blocked1>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
    %v = tt.reshape %x allow_reorder : tensor<256xf32, #blocked1> -> tensor<32x8xf32, #blocked>
    %r = "tt.reduce"(%v) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<32x8xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return %r : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
  tt.func @accumulations(%p: tensor<16x64x!tt.ptr<f32>, #blocked2>, %n: i32) -> (tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked2}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero0 = arith.constant dense<0.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %zero1 = arith.constant dense<0.000000e+00> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc0 = %zero0, %acc1 = %zero1) -> (tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked2}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>) : i32 {
      %x = tt.load %p : tensor<16x64x!tt.ptr<f32>, #blocked2>
      %r0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x64xf32, #blocked2>) -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked2}>>
      %r1 = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x64xf32, #blocked2>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %u0 = arith.addf %acc0, %r0 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked2}>>
      %u1 = arith.addf %acc1, %r1 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      scf.yield %u0, %u1 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked2}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    }
    tt.return %res#0, %res#1 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked2}>>, tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
  }
}
