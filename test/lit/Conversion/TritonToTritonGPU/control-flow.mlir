// RUN: tt-opt -convert-triton-to-tritongpu='target=cuda:90 num-warps=4' %s | FileCheck %s
//
// Regions and blocks: scf.for iter_args and results, scf.if results,
// scf.while before/after arguments and scf.condition, the scalar region of a
// tt.reduce, cf.br/cf.cond_br block arguments, and function signatures and
// calls with tensor arguments all take the default layout.
// Expectations: tt-opt's output, checked by hand against Triton 3.6's rules
// (lib/Conversion/TritonToTritonGPU in Triton; the same code passes
// corpus-check on all 46 real convert-triton-to-tritongpu blocks). Default
// layouts: BlockedEncodingAttr::get with sizePerThread 1, row-major order.

module {
  tt.func public @for_if(%p: !tt.ptr<f32>, %n: i32, %flag: i1) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128xf32>
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
    %pp = tt.addptr %ps, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
    %acc:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero, %q = %pp) -> (tensor<128xf32>, tensor<128x!tt.ptr<f32>>)  : i32 {
      %x = tt.load %q : tensor<128x!tt.ptr<f32>>
      %y = scf.if %flag -> (tensor<128xf32>) {
        %s = arith.addf %a, %x : tensor<128xf32>
        scf.yield %s : tensor<128xf32>
      } else {
        scf.yield %a : tensor<128xf32>
      }
      %q2 = tt.addptr %q, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
      scf.yield %y, %q2 : tensor<128xf32>, tensor<128x!tt.ptr<f32>>
    }
    tt.store %pp, %acc#0 : tensor<128x!tt.ptr<f32>>
    tt.return
  }
  tt.func public @while_loop(%x: tensor<64xi32>, %n: i32) -> tensor<64xi32> {
    %ns = tt.splat %n : i32 -> tensor<64xi32>
    %res = scf.while (%v = %x) : (tensor<64xi32>) -> tensor<64xi32> {
      %m = arith.cmpi slt, %v, %ns : tensor<64xi32>
      %red = "tt.reduce"(%m) <{axis = 0 : i32}> ({
      ^bb0(%a: i1, %b: i1):
        %o = arith.ori %a, %b : i1
        tt.reduce.return %o : i1
      }) : (tensor<64xi1>) -> i1
      scf.condition(%red) %v : tensor<64xi32>
    } do {
    ^bb0(%v: tensor<64xi32>):
      %v2 = arith.addi %v, %v : tensor<64xi32>
      scf.yield %v2 : tensor<64xi32>
    }
    tt.return %res : tensor<64xi32>
  }
  tt.func public @branches(%x: tensor<64xf32>, %c: i1) -> tensor<64xf32> {
    cf.cond_br %c, ^bb1(%x : tensor<64xf32>), ^bb2(%x : tensor<64xf32>)
  ^bb1(%a: tensor<64xf32>):
    %s = arith.addf %a, %a : tensor<64xf32>
    cf.br ^bb2(%s : tensor<64xf32>)
  ^bb2(%b: tensor<64xf32>):
    tt.return %b : tensor<64xf32>
  }
  tt.func private @callee(%x: tensor<64xf32>) -> tensor<64xf32> attributes {noinline = true} {
    %y = arith.mulf %x, %x : tensor<64xf32>
    tt.return %y : tensor<64xf32>
  }
  tt.func public @caller(%x: tensor<64xf32>) -> tensor<64xf32> {
    %y = tt.call @callee(%x) : (tensor<64xf32>) -> tensor<64xf32>
    tt.return %y : tensor<64xf32>
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func public @for_if(%p: !tt.ptr<f32>, %n: i32, %flag: i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<128xf32, #blocked>
// CHECK-NEXT: %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
// CHECK-NEXT: %1 = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %2 = tt.addptr %1, %0 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
// CHECK-NEXT: %3:2 = scf.for %i = %c0_i32 to %n step %c1_i32 iter_args(%a = %cst, %q = %2) -> (tensor<128xf32, #blocked>, tensor<128x!tt.ptr<f32>, #blocked>)  : i32 {
// CHECK-NEXT: %4 = tt.load %q : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %5 = scf.if %flag -> (tensor<128xf32, #blocked>) {
// CHECK-NEXT: %7 = arith.addf %a, %4 : tensor<128xf32, #blocked>
// CHECK-NEXT: scf.yield %7 : tensor<128xf32, #blocked>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %a : tensor<128xf32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: %6 = tt.addptr %q, %0 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
// CHECK-NEXT: scf.yield %5, %6 : tensor<128xf32, #blocked>, tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.store %2, %3#0 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func public @while_loop(%x: tensor<64xi32, #blocked>, %n: i32) -> tensor<64xi32, #blocked> {
// CHECK-NEXT: %0 = tt.splat %n : i32 -> tensor<64xi32, #blocked>
// CHECK-NEXT: %1 = scf.while (%v = %x) : (tensor<64xi32, #blocked>) -> tensor<64xi32, #blocked> {
// CHECK-NEXT: %2 = arith.cmpi slt, %v, %0 : tensor<64xi32, #blocked>
// CHECK-NEXT: %3 = "tt.reduce"(%2) <{axis = 0 : i32}> ({
// CHECK-NEXT: ^bb0(%a: i1, %b: i1):
// CHECK-NEXT: %4 = arith.ori %a, %b : i1
// CHECK-NEXT: tt.reduce.return %4 : i1
// CHECK-NEXT: }) : (tensor<64xi1, #blocked>) -> i1
// CHECK-NEXT: scf.condition(%3) %v : tensor<64xi32, #blocked>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%v: tensor<64xi32, #blocked>):
// CHECK-NEXT: %2 = arith.addi %v, %v : tensor<64xi32, #blocked>
// CHECK-NEXT: scf.yield %2 : tensor<64xi32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1 : tensor<64xi32, #blocked>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func public @branches(%x: tensor<64xf32, #blocked>, %c: i1) -> tensor<64xf32, #blocked> {
// CHECK-NEXT: cf.cond_br %c, ^bb1(%x : tensor<64xf32, #blocked>), ^bb2(%x : tensor<64xf32, #blocked>)
// CHECK-NEXT: ^bb1(%a: tensor<64xf32, #blocked>):  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addf %a, %a : tensor<64xf32, #blocked>
// CHECK-NEXT: cf.br ^bb2(%0 : tensor<64xf32, #blocked>)
// CHECK-NEXT: ^bb2(%b: tensor<64xf32, #blocked>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: tt.return %b : tensor<64xf32, #blocked>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func private @callee(%x: tensor<64xf32, #blocked>) -> tensor<64xf32, #blocked> attributes {noinline = true} {
// CHECK-NEXT: %0 = arith.mulf %x, %x : tensor<64xf32, #blocked>
// CHECK-NEXT: tt.return %0 : tensor<64xf32, #blocked>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func public @caller(%x: tensor<64xf32, #blocked>) -> tensor<64xf32, #blocked> {
// CHECK-NEXT: %0 = tt.call @callee(%x) : (tensor<64xf32, #blocked>) -> tensor<64xf32, #blocked>
// CHECK-NEXT: tt.return %0 : tensor<64xf32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: }
