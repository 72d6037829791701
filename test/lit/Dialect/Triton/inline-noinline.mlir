// RUN: tt-opt %s -inline | FileCheck %s
//
// A function marked `noinline = true` stays a function and its calls stay
// calls (Triton 3.6's inliner interface); the others are inlined.
// CHECK-LABEL: tt.func private @kept
// CHECK-LABEL: tt.func public @k
// CHECK: %[[A:.*]] = arith.addi
// CHECK-NEXT: %[[B:.*]] = tt.call @kept(%[[A]]) : (i32) -> i32
// CHECK-NEXT: tt.return %[[B]]
module {
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
  tt.func public @k(%n: i32) -> i32 {
    %a = tt.call @helper(%n) : (i32) -> i32
    %b = tt.call @kept(%a) : (i32) -> i32
    tt.return %b : i32
  }
}
