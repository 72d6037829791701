// RUN: tt-opt %s -gluon-inline | FileCheck %s
// RUN: tt-opt %s -gluon-canonicalize | FileCheck %s --check-prefix=CANON
// RUN: tt-opt %s -canonicalize | FileCheck %s --check-prefix=FULL
//
// make_llir's gluon-inline (after convert-scf-to-cf): calls are inlined
// except those of a `noinline` function, and each function is simplified
// with gluon-canonicalize: a block argument with one predecessor becomes
// its value, but no layout-changing pattern runs (the convert_layout pair
// stays, which the full canonicalizer folds away).
// CHECK-LABEL: tt.func public @k
// CHECK: %[[A:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[B:.*]] = tt.call @kept(%[[A]]) : (i32) -> i32
// CHECK: cf.cond_br %{{.*}}, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: tt.store %{{.*}}, %[[B]] : !tt.ptr<i32>
// CHECK: %[[C1:.*]] = ttg.convert_layout %{{.*}} -> tensor<256xf32, #blocked1>
// CHECK-NEXT: %[[C2:.*]] = ttg.convert_layout %[[C1]] : tensor<256xf32, #blocked1> -> tensor<256xf32, #blocked>
// CHECK-NEXT: tt.store %{{.*}}, %[[C2]]
// CHECK-NOT: @helper
// gluon-canonicalize alone inlines nothing.
// CANON: tt.call @helper
// CANON: tt.call @kept
// CANON: cf.cond_br %{{.*}}, ^bb1, ^bb2
// CANON-COUNT-2: ttg.convert_layout
// FULL-LABEL: tt.func public @k
// FULL-NOT: ttg.convert_layout
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @helper(%x: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %y = arith.addi %x, %c1 : i32
    tt.return %y : i32
  }
  tt.func private @kept(%x: i32) -> i32 attributes {noinline = true} {
    %c2 = arith.constant 2 : i32
    %y = arith.muli %x, %c2 : i32
    tt.return %y : i32
  }
  tt.func public @k(%p: !tt.ptr<i32>, %n: i32, %t: tensor<256xf32, #blocked>, %q: tensor<256x!tt.ptr<f32>, #blocked>) {
    %c0 = arith.constant 0 : i32
    %a = tt.call @helper(%n) : (i32) -> i32
    %b = tt.call @kept(%a) : (i32) -> i32
    %cmp = arith.cmpi slt, %b, %c0 : i32
    cf.cond_br %cmp, ^bb1(%b : i32), ^bb2
  ^bb1(%v: i32):
    tt.store %p, %v : !tt.ptr<i32>
    cf.br ^bb3
  ^bb2:
    cf.br ^bb3
  ^bb3:
    %cvt = ttg.convert_layout %t : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked1>
    %back = ttg.convert_layout %cvt : tensor<256xf32, #blocked1> -> tensor<256xf32, #blocked>
    tt.store %q, %back : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
