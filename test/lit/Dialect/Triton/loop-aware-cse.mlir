// RUN: tt-opt --split-input-file -triton-loop-aware-cse %s | FileCheck %s
// RUN: tt-opt --split-input-file -triton-loop-aware-cse -debug-only=triton-loop-aware-cse %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
//
// The transformed IR of every case is Triton 3.6's own output for the same
// input (utils/triton-oracle.py on the device machine); the traces are ours.

// Two counters with the same init and the same update are one: the second
// iter_arg and result go, and CSE merges the two updates.
// CHECK-LABEL: tt.func @same_counter
// CHECK:         %[[R:.*]] = scf.for {{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (i32)
// CHECK-NEXT:      %[[N:.*]] = arith.addi %[[A]], %{{.*}} : i32
// CHECK-NEXT:      scf.yield %[[N]] : i32
// CHECK:         tt.return %[[R]], %[[R]] : i32, i32
// TRACE: [triton-loop-aware-cse] %{{[0-9]+}}:2 = scf.for in @same_counter ({{.*}}loop-aware-cse.mlir:17:10): iter_arg #1 always equals iter_arg #0
tt.func @same_counter(%x: i32, %lb: i32, %ub: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) : i32 {
    %a1 = arith.addi %a, %c1 : i32
    %c1_again = arith.constant 1 : i32
    %b1 = arith.addi %b, %c1_again : i32
    scf.yield %a1, %b1 : i32, i32
  }
  tt.return %r#0, %r#1 : i32, i32
}

// -----

// Equality by induction through each other: %a and %c swap roles with %b
// and %d, all four start equal and are merged into the first.
// CHECK-LABEL: tt.func @mutual
// CHECK:         %[[R:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (i32)
// CHECK:         tt.return %[[R]], %[[R]], %[[R]], %[[R]]
// TRACE: iter_arg #1 always equals iter_arg #0
// TRACE: iter_arg #2 always equals iter_arg #0
// TRACE: iter_arg #3 always equals iter_arg #0
tt.func @mutual(%x: i32, %lb: i32, %ub: i32) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %r:4 = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x, %b = %x, %c = %x, %d = %x) -> (i32, i32, i32, i32) : i32 {
    %a1 = arith.addi %b, %c1 : i32
    %b1 = arith.addi %a, %c1 : i32
    %c1v = arith.addi %d, %c1 : i32
    %d1 = arith.addi %c, %c1 : i32
    scf.yield %a1, %b1, %c1v, %d1 : i32, i32, i32, i32
  }
  tt.return %r#0, %r#1, %r#2, %r#3 : i32, i32, i32, i32
}

// -----

// Unchanged: different init values; one update depends on the induction
// variable; equal-looking updates through loads (not effect free, and a
// store between them keeps CSE from merging them).
// CHECK-LABEL: tt.func @not_equal
// CHECK:         scf.for {{.*}} -> (i32, i32, i32, i32, i32)
// TRACE-NOT: always equals
tt.func @not_equal(%x: i32, %y: i32, %p: !tt.ptr<i32>, %lb: i32, %ub: i32) -> (i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %r:5 = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x, %b = %y, %c = %x, %e = %y, %f = %y) -> (i32, i32, i32, i32, i32) : i32 {
    %a1 = arith.addi %a, %c1 : i32
    %b1 = arith.addi %b, %c1 : i32
    %c2 = arith.addi %c, %i : i32
    %l1 = tt.load %p : !tt.ptr<i32>
    tt.store %p, %a1 : !tt.ptr<i32>
    %l2 = tt.load %p : !tt.ptr<i32>
    %e1 = arith.addi %e, %l1 : i32
    %f1 = arith.addi %f, %l2 : i32
    scf.yield %a1, %b1, %c2, %e1, %f1 : i32, i32, i32, i32, i32
  }
  tt.return %r#0, %r#1, %r#2, %r#3, %r#4 : i32, i32, i32, i32, i32
}
