// RUN: tt-opt -convert-triton-to-tritongpu='target=cuda:90 num-warps=4' %s | FileCheck %s
//
// Shape ops:
// - expand_dims: operand converted to a slice of its blocked layout with a 1
//   inserted at axis and order [0, 1, ...]; the result (that parent) is
//   converted to the default layout for its users.
// - broadcast keeps the operand layout; reshape goes default -> default.
// - reduce: slice of the operand layout (a 1-D reduce gives a scalar); scan:
//   the operand layout; regions copied unchanged.
// - trans: blocked layout permuted (order [1, 0] renamed); join: a last dim
//   of 2 per thread, fastest; split: operand converted to the default layout
//   of the result plus that dim.
// - cat: 1 + 1 elements per thread fit the default 256-element layout (2),
//   so sizePerThread stays 1.
// - gather/histogram: default layouts.
// Expectations: tt-opt's output, checked by hand against Triton 3.6's rules
// (lib/Conversion/TritonToTritonGPU in Triton; the same code passes
// corpus-check on all 46 real convert-triton-to-tritongpu blocks). Default
// layouts: BlockedEncodingAttr::get with sizePerThread 1, row-major order.

module {
  tt.func public @expand_broadcast(%p: !tt.ptr<f32>) {
    %r0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %r1 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %a = tt.expand_dims %r0 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
    %b = tt.expand_dims %r1 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
    %ab = tt.broadcast %a : tensor<64x1xi32> -> tensor<64x32xi32>
    %bb = tt.broadcast %b : tensor<1x32xi32> -> tensor<64x32xi32>
    %s = arith.addi %ab, %bb : tensor<64x32xi32>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<64x32x!tt.ptr<f32>>
    %pp = tt.addptr %ps, %s : tensor<64x32x!tt.ptr<f32>>, tensor<64x32xi32>
    %x = tt.load %pp : tensor<64x32x!tt.ptr<f32>>
    %c = tt.expand_dims %x {axis = 2 : i32} : tensor<64x32xf32> -> tensor<64x32x1xf32>
    %d = tt.reshape %c : tensor<64x32x1xf32> -> tensor<2048xf32>
    %ps1 = tt.splat %p : !tt.ptr<f32> -> tensor<2048x!tt.ptr<f32>>
    %r2 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32>
    %pp1 = tt.addptr %ps1, %r2 : tensor<2048x!tt.ptr<f32>>, tensor<2048xi32>
    tt.store %pp1, %d : tensor<2048x!tt.ptr<f32>>
    tt.return
  }
  tt.func public @reduce_scan(%x: tensor<32x64xf32>) -> (f32, tensor<32x64xf32>) {
    %row = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.maxnumf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<32x64xf32>) -> tensor<32xf32>
    %all = "tt.reduce"(%row) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<32xf32>) -> f32
    %e = tt.expand_dims %row {axis = 1 : i32} : tensor<32xf32> -> tensor<32x1xf32>
    %eb = tt.broadcast %e : tensor<32x1xf32> -> tensor<32x64xf32>
    %sub = arith.subf %x, %eb : tensor<32x64xf32>
    %cum = "tt.scan"(%sub) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.scan.return %s : f32
    }) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    tt.return %all, %cum : f32, tensor<32x64xf32>
  }
  tt.func public @shape_ops(%x: tensor<32x64xf32>, %y: tensor<32x64xf32>, %v: tensor<128xf32>) -> (tensor<64x32xf32>, tensor<32x64xf32>, tensor<256xf32>) {
    %t = tt.trans %x {order = array<i32: 1, 0>} : tensor<32x64xf32> -> tensor<64x32xf32>
    %j = tt.join %x, %y : tensor<32x64xf32> -> tensor<32x64x2xf32>
    %l, %r = tt.split %j : tensor<32x64x2xf32> -> tensor<32x64xf32>
    %s = arith.addf %l, %r : tensor<32x64xf32>
    %c = tt.cat %v, %v : tensor<128xf32> -> tensor<256xf32>
    tt.return %t, %s, %c : tensor<64x32xf32>, tensor<32x64xf32>, tensor<256xf32>
  }
  tt.func public @gather_histogram(%src: tensor<64x16xf32>, %idx: tensor<32x16xi32>, %h: tensor<512xi32>) -> (tensor<32x16xf32>, tensor<64xi32>) {
    %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<64x16xf32>, tensor<32x16xi32>) -> tensor<32x16xf32>
    %hist = tt.histogram %h : tensor<512xi32> -> tensor<64xi32>
    tt.return %g, %hist : tensor<32x16xf32>, tensor<64xi32>
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
// CHECK-DAG: #blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-DAG: #blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #blocked5 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [4, 1, 1], order = [0, 1, 2]}>
// CHECK-DAG: #blocked6 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
// CHECK-DAG: #blocked7 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-DAG: #blocked8 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [0, 1]}>
// CHECK-DAG: #blocked9 = #ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [1, 32, 1], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>
// CHECK-DAG: #blocked10 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 16, 2], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
// CHECK-DAG: #blocked11 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func public @expand_broadcast(%p: !tt.ptr<f32>) {
// CHECK-NEXT: %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
// CHECK-NEXT: %1 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked>
// CHECK-NEXT: %2 = ttg.convert_layout %0 : tensor<64xi32, #blocked> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// CHECK-NEXT: %3 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
// CHECK-NEXT: %4 = ttg.convert_layout %3 : tensor<64x1xi32, #blocked1> -> tensor<64x1xi32, #blocked2>
// CHECK-NEXT: %5 = ttg.convert_layout %1 : tensor<32xi32, #blocked> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
// CHECK-NEXT: %6 = tt.expand_dims %5 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x32xi32, #blocked3>
// CHECK-NEXT: %7 = ttg.convert_layout %6 : tensor<1x32xi32, #blocked3> -> tensor<1x32xi32, #blocked4>
// CHECK-NEXT: %8 = tt.broadcast %4 : tensor<64x1xi32, #blocked2> -> tensor<64x32xi32, #blocked2>
// CHECK-NEXT: %9 = ttg.convert_layout %8 : tensor<64x32xi32, #blocked2> -> tensor<64x32xi32, #blocked4>
// CHECK-NEXT: %10 = tt.broadcast %7 : tensor<1x32xi32, #blocked4> -> tensor<64x32xi32, #blocked4>
// CHECK-NEXT: %11 = arith.addi %9, %10 : tensor<64x32xi32, #blocked4>
// CHECK-NEXT: %12 = tt.splat %p : !tt.ptr<f32> -> tensor<64x32x!tt.ptr<f32>, #blocked4>
// CHECK-NEXT: %13 = tt.addptr %12, %11 : tensor<64x32x!tt.ptr<f32>, #blocked4>, tensor<64x32xi32, #blocked4>
// CHECK-NEXT: %14 = tt.load %13 : tensor<64x32x!tt.ptr<f32>, #blocked4>
// CHECK-NEXT: %15 = ttg.convert_layout %14 : tensor<64x32xf32, #blocked4> -> tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #blocked5}>>
// CHECK-NEXT: %16 = tt.expand_dims %15 {axis = 2 : i32} : tensor<64x32xf32, #ttg.slice<{dim = 2, parent = #blocked5}>> -> tensor<64x32x1xf32, #blocked5>
// CHECK-NEXT: %17 = ttg.convert_layout %16 : tensor<64x32x1xf32, #blocked5> -> tensor<64x32x1xf32, #blocked6>
// CHECK-NEXT: %18 = tt.reshape %17 : tensor<64x32x1xf32, #blocked6> -> tensor<2048xf32, #blocked>
// CHECK-NEXT: %19 = tt.splat %p : !tt.ptr<f32> -> tensor<2048x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %20 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #blocked>
// CHECK-NEXT: %21 = tt.addptr %19, %20 : tensor<2048x!tt.ptr<f32>, #blocked>, tensor<2048xi32, #blocked>
// CHECK-NEXT: tt.store %21, %18 : tensor<2048x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func public @reduce_scan(%x: tensor<32x64xf32, #blocked7>) -> (f32, tensor<32x64xf32, #blocked7>) {
// CHECK-NEXT: %0 = "tt.reduce"(%x) <{axis = 1 : i32}> ({
// CHECK-NEXT: ^bb0(%a: f32, %b: f32):
// CHECK-NEXT: %10 = arith.maxnumf %a, %b : f32
// CHECK-NEXT: tt.reduce.return %10 : f32
// CHECK-NEXT: }) : (tensor<32x64xf32, #blocked7>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked7}>>
// CHECK-NEXT: %1 = ttg.convert_layout %0 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked7}>> -> tensor<32xf32, #blocked>
// CHECK-NEXT: %2 = "tt.reduce"(%1) <{axis = 0 : i32}> ({
// CHECK-NEXT: ^bb0(%a: f32, %b: f32):
// CHECK-NEXT: %10 = arith.addf %a, %b : f32
// CHECK-NEXT: tt.reduce.return %10 : f32
// CHECK-NEXT: }) : (tensor<32xf32, #blocked>) -> f32
// CHECK-NEXT: %3 = ttg.convert_layout %1 : tensor<32xf32, #blocked> -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// CHECK-NEXT: %4 = tt.expand_dims %3 {axis = 1 : i32} : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xf32, #blocked1>
// CHECK-NEXT: %5 = ttg.convert_layout %4 : tensor<32x1xf32, #blocked1> -> tensor<32x1xf32, #blocked2>
// CHECK-NEXT: %6 = tt.broadcast %5 : tensor<32x1xf32, #blocked2> -> tensor<32x64xf32, #blocked2>
// CHECK-NEXT: %7 = ttg.convert_layout %6 : tensor<32x64xf32, #blocked2> -> tensor<32x64xf32, #blocked7>
// CHECK-NEXT: %8 = arith.subf %x, %7 : tensor<32x64xf32, #blocked7>
// CHECK-NEXT: %9 = "tt.scan"(%8) <{axis = 1 : i32, reverse = false}> ({
// CHECK-NEXT: ^bb0(%a: f32, %b: f32):
// CHECK-NEXT: %10 = arith.addf %a, %b : f32
// CHECK-NEXT: tt.scan.return %10 : f32
// CHECK-NEXT: }) : (tensor<32x64xf32, #blocked7>) -> tensor<32x64xf32, #blocked7>
// CHECK-NEXT: tt.return %2, %9 : f32, tensor<32x64xf32, #blocked7>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func public @shape_ops(%x: tensor<32x64xf32, #blocked7>, %y: tensor<32x64xf32, #blocked7>, %v: tensor<128xf32, #blocked>) -> (tensor<64x32xf32, #blocked4>, tensor<32x64xf32, #blocked7>, tensor<256xf32, #blocked>) {
// CHECK-NEXT: %0 = tt.trans %x {order = array<i32: 1, 0>} : tensor<32x64xf32, #blocked7> -> tensor<64x32xf32, #blocked8>
// CHECK-NEXT: %1 = ttg.convert_layout %0 : tensor<64x32xf32, #blocked8> -> tensor<64x32xf32, #blocked4>
// CHECK-NEXT: %2 = tt.join %x, %y : tensor<32x64xf32, #blocked7> -> tensor<32x64x2xf32, #blocked9>
// CHECK-NEXT: %3 = ttg.convert_layout %2 : tensor<32x64x2xf32, #blocked9> -> tensor<32x64x2xf32, #blocked10>
// CHECK-NEXT: %4 = ttg.convert_layout %3 : tensor<32x64x2xf32, #blocked10> -> tensor<32x64x2xf32, #blocked9>
// CHECK-NEXT: %outLHS, %outRHS = tt.split %4 : tensor<32x64x2xf32, #blocked9> -> tensor<32x64xf32, #blocked7>
// CHECK-NEXT: %5 = arith.addf %outLHS, %outRHS : tensor<32x64xf32, #blocked7>
// CHECK-NEXT: %6 = tt.cat %v, %v : tensor<128xf32, #blocked> -> tensor<256xf32, #blocked>
// CHECK-NEXT: tt.return %1, %5, %6 : tensor<64x32xf32, #blocked4>, tensor<32x64xf32, #blocked7>, tensor<256xf32, #blocked>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func public @gather_histogram(%src: tensor<64x16xf32, #blocked11>, %idx: tensor<32x16xi32, #blocked11>, %h: tensor<512xi32, #blocked>) -> (tensor<32x16xf32, #blocked11>, tensor<64xi32, #blocked>) {
// CHECK-NEXT: %0 = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<64x16xf32, #blocked11>, tensor<32x16xi32, #blocked11>) -> tensor<32x16xf32, #blocked11>
// CHECK-NEXT: %1 = tt.histogram %h : tensor<512xi32, #blocked> -> tensor<64xi32, #blocked>
// CHECK-NEXT: tt.return %0, %1 : tensor<32x16xf32, #blocked11>, tensor<64xi32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: }
