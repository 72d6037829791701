// RUN: tt-opt -tritongpu-remove-layout-conversions %s | FileCheck %s
//
// One function per rule. Triton 3.6's pass gives exactly this output on this
// file (checked with utils/triton-oracle.py --pass remove_layout_conversions);
// remove-layout-conversions-triton.mlir has the harder cases, and the pass is
// checked against Triton on every corpus block by
// `corpus-check pass tritongpu-remove-layout-conversions`.

// CHECK-DAG: #[[V4:.*]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[R2:.*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[V1:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// The load's layout (an anchor) flows through the addf to the store: both
// converts go.
// CHECK-LABEL: tt.func public @forward_chain
// CHECK-NEXT:    %[[X:.*]] = tt.load %{{.*}} : tensor<1024x!tt.ptr<f32>, #[[V4]]>
// CHECK-NEXT:    %[[A:.*]] = arith.addf %[[X]], %[[X]] : tensor<1024xf32, #[[V4]]>
// CHECK-NEXT:    tt.store %{{.*}}, %[[A]] : tensor<1024x!tt.ptr<f32>, #[[V4]]>
  tt.func public @forward_chain(%ptrs: tensor<1024x!tt.ptr<f32>, #blocked1>, %out: tensor<1024x!tt.ptr<f32>, #blocked1>) {
    %x = tt.load %ptrs : tensor<1024x!tt.ptr<f32>, #blocked1>
    %a = ttg.convert_layout %x : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
    %b = arith.addf %a, %a : tensor<1024xf32, #blocked>
    %c = ttg.convert_layout %b : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    tt.store %out, %c : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }

// A loop-carried accumulator takes the load's layout: the loop is rebuilt
// with the new iter arg type and the zero init is a constant in it.
// CHECK-LABEL: tt.func public @loop_carried
// CHECK:         %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<1024xf32, #[[V4]]>
// CHECK:         %[[R:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[ZERO]]) -> (tensor<1024xf32, #[[V4]]>)
// CHECK-NEXT:      %[[X:.*]] = tt.load
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[ACC]], %[[X]] : tensor<1024xf32, #[[V4]]>
// CHECK-NEXT:      scf.yield %[[S]]
// CHECK-NOT:     ttg.convert_layout
// CHECK:         tt.store %{{.*}}, %[[R]]
  tt.func public @loop_carried(%ptrs: tensor<1024x!tt.ptr<f32>, #blocked1>, %out: tensor<1024x!tt.ptr<f32>, #blocked1>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<1024xf32, #blocked>) : i32 {
      %x = tt.load %ptrs : tensor<1024x!tt.ptr<f32>, #blocked1>
      %xc = ttg.convert_layout %x : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
      %s = arith.addf %acc, %xc : tensor<1024xf32, #blocked>
      scf.yield %s : tensor<1024xf32, #blocked>
    }
    %rc = ttg.convert_layout %r : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    tt.store %out, %rc : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }

// The if yields the load in one branch and a constant in the other: the
// backward slice of the final convert goes through both yields, the constant
// is rematerialised, and scf.if canonicalization then makes it a select.
// CHECK-LABEL: tt.func public @if_else
// CHECK-NOT:     ttg.convert_layout
// CHECK:         %[[X:.*]] = tt.load
// CHECK-NEXT:    %[[S:.*]] = arith.select %{{.*}}, %[[X]], %{{.*}} : tensor<1024xf32, #[[V4]]>
// CHECK-NEXT:    tt.store %{{.*}}, %[[S]]
  tt.func public @if_else(%ptrs: tensor<1024x!tt.ptr<f32>, #blocked1>, %out: tensor<1024x!tt.ptr<f32>, #blocked1>, %cond: i1) {
    %x = tt.load %ptrs : tensor<1024x!tt.ptr<f32>, #blocked1>
    %r = scf.if %cond -> (tensor<1024xf32, #blocked>) {
      %a = ttg.convert_layout %x : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
      scf.yield %a : tensor<1024xf32, #blocked>
    } else {
      %cst = arith.constant dense<1.000000e+00> : tensor<1024xf32, #blocked>
      scf.yield %cst : tensor<1024xf32, #blocked>
    }
    %rc = ttg.convert_layout %r : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    tt.store %out, %rc : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }

// A reduction feeding expand_dims/broadcast: the reduce result is a slice of
// the load's layout and expand_dims gets back to it.
// CHECK-LABEL: tt.func public @reduce_expand
// CHECK-NOT:     ttg.convert_layout
// CHECK:         tt.reduce
// CHECK:         -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #[[R2]]}>>
// CHECK-NEXT:    tt.expand_dims {{.*}} -> tensor<32x1xf32, #[[R2]]>
// CHECK-NEXT:    tt.broadcast {{.*}} -> tensor<32x32xf32, #[[R2]]>
// CHECK-NEXT:    arith.subf {{.*}} : tensor<32x32xf32, #[[R2]]>
  tt.func public @reduce_expand(%ptrs: tensor<32x32x!tt.ptr<f32>, #blocked2>, %out: tensor<32x32x!tt.ptr<f32>, #blocked2>) {
    %x = tt.load %ptrs : tensor<32x32x!tt.ptr<f32>, #blocked2>
    %xc = ttg.convert_layout %x : tensor<32x32xf32, #blocked2> -> tensor<32x32xf32, #blocked3>
    %m = "tt.reduce"(%xc) <{axis = 1 : i32}> ({
    ^bb0(%l: f32, %r: f32):
      %mx = arith.maxnumf %l, %r : f32
      tt.reduce.return %mx : f32
    }) : (tensor<32x32xf32, #blocked3>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %e = tt.expand_dims %m {axis = 1 : i32} : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xf32, #blocked3>
    %b = tt.broadcast %e : tensor<32x1xf32, #blocked3> -> tensor<32x32xf32, #blocked3>
    %d = arith.subf %xc, %b : tensor<32x32xf32, #blocked3>
    %dc = ttg.convert_layout %d : tensor<32x32xf32, #blocked3> -> tensor<32x32xf32, #blocked2>
    tt.store %out, %dc : tensor<32x32x!tt.ptr<f32>, #blocked2>
    tt.return
  }

// Load and store are both anchors (1024 elements >= 128 threads): removing
// the convert would mean loading twice, so it stays.
// CHECK-LABEL: tt.func public @two_anchors_keep_convert
// CHECK-NEXT:    %[[X:.*]] = tt.load
// CHECK-NEXT:    %[[C:.*]] = ttg.convert_layout %[[X]] : tensor<1024xf32, #[[V4]]> -> tensor<1024xf32, #[[V1]]>
// CHECK-NEXT:    tt.store %{{.*}}, %[[C]]
  tt.func public @two_anchors_keep_convert(%p1: tensor<1024x!tt.ptr<f32>, #blocked1>, %p2: tensor<1024x!tt.ptr<f32>, #blocked>) {
    %x = tt.load %p1 : tensor<1024x!tt.ptr<f32>, #blocked1>
    %y = ttg.convert_layout %x : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
    tt.store %p2, %y : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }

// Nothing to do: the function comes out as it went in.
// CHECK-LABEL: tt.func public @unchanged
// CHECK-NEXT:    %[[X:.*]] = tt.load
// CHECK-NEXT:    %[[Y:.*]] = arith.mulf %[[X]], %[[X]]
// CHECK-NEXT:    tt.store %{{.*}}, %[[Y]]
// CHECK-NEXT:    tt.return
  tt.func public @unchanged(%ptrs: tensor<1024x!tt.ptr<f32>, #blocked1>) {
    %x = tt.load %ptrs : tensor<1024x!tt.ptr<f32>, #blocked1>
    %y = arith.mulf %x, %x : tensor<1024xf32, #blocked1>
    tt.store %ptrs, %y : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
