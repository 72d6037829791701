// RUN: tt-opt --split-input-file -triton-licm %s | FileCheck %s
// RUN: tt-opt --split-input-file -triton-licm -debug-only=triton-licm %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
//
// The transformed IR of every case is Triton 3.6's own output for the same
// input (utils/triton-oracle.py on the device machine); the traces are ours.

// Pure invariant ops leave the loop; a load of an invariant pointer in a
// loop that only reads is masked with `lb < ub` and leaves too, after its
// address computation (inner loops first, so the hoisted ops may move on).
// CHECK-LABEL: tt.func @hoist_load
// CHECK-SAME:  (%[[P:.*]]: !tt.ptr<f32>, %[[LB:.*]]: i32, %[[UB:.*]]: i32)
// CHECK:         %[[Q:.*]] = tt.addptr %[[P]], %[[LB]]
// CHECK:         %[[RUNS:.*]] = arith.cmpi slt, %[[LB]], %[[UB]] : i32
// CHECK:         %[[V:.*]] = tt.load %[[Q]], %[[RUNS]] : !tt.ptr<f32>
// CHECK:         scf.for
// CHECK-NEXT:      arith.addf %{{.*}}, %[[V]]
// CHECK-NEXT:      scf.yield
// TRACE: [triton-licm] hoisting %{{.*}} = tt.addptr
// TRACE: [triton-licm] masked with the loop's trip count: %{{.*}} = tt.load
// TRACE: [triton-licm] hoisting %{{.*}} = tt.load
tt.func @hoist_load(%p: !tt.ptr<f32>, %lb: i32, %ub: i32) -> f32 {
  %c1 = arith.constant 1 : i32
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %zero) -> (f32) : i32 {
    %q = tt.addptr %p, %lb : !tt.ptr<f32>, i32
    %v = tt.load %q : !tt.ptr<f32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  tt.return %r : f32
}

// -----

// A tensor load's mask is and-ed with the splatted trip-count test.
// CHECK-LABEL: tt.func @hoist_masked_tensor_load
// CHECK:         %[[RUNS:.*]] = arith.cmpi slt
// CHECK:         %[[SPLAT:.*]] = tt.splat %[[RUNS]] : i1 -> tensor<128xi1>
// CHECK:         %[[MASK:.*]] = arith.andi %[[SPLAT]], %{{.*}} : tensor<128xi1>
// CHECK:         tt.load %{{.*}}, %[[MASK]], %{{.*}} : tensor<128x!tt.ptr<f32>>
// CHECK:         scf.for
tt.func @hoist_masked_tensor_load(%p: tensor<128x!tt.ptr<f32>>, %m: tensor<128xi1>, %lb: i32, %ub: i32) -> tensor<128xf32> {
  %c1 = arith.constant 1 : i32
  %zero = arith.constant dense<0.0> : tensor<128xf32>
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %zero) -> (tensor<128xf32>) : i32 {
    %v = tt.load %p, %m, %zero : tensor<128x!tt.ptr<f32>>
    %s = arith.addf %acc, %v : tensor<128xf32>
    scf.yield %s : tensor<128xf32>
  }
  tt.return %r : tensor<128xf32>
}

// -----

// Unchanged: the loop stores, so its loads stay; the store stays; the
// division may trap (not speculatable) and stays.
// CHECK-LABEL: tt.func @loop_writes
// CHECK:         scf.for
// CHECK-NEXT:      tt.load
// CHECK-NEXT:      arith.divsi
// CHECK-NEXT:      tt.store
// TRACE: [triton-licm] keeping %{{.*}} = tt.load
// TRACE-NEXT: the loop writes memory
tt.func @loop_writes(%p: !tt.ptr<i32>, %d: i32, %lb: i32, %ub: i32) {
  %c1 = arith.constant 1 : i32
  scf.for %i = %lb to %ub step %c1 : i32 {
    %v = tt.load %p : !tt.ptr<i32>
    %q = arith.divsi %v, %d : i32
    tt.store %p, %q : !tt.ptr<i32>
  }
  tt.return
}

// -----

// Unchanged: a load in an scf.while stays (no trip count to mask with).
// CHECK-LABEL: tt.func @while_load
// CHECK:         scf.while
// CHECK:         } do {
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      tt.load
// TRACE: [triton-licm] keeping %{{.*}} = tt.load
// TRACE-NEXT: only loads leaving an scf.for are masked
tt.func @while_load(%p: !tt.ptr<i32>, %n: i32) -> i32 {
  %r = scf.while (%x = %n) : (i32) -> i32 {
    %c = arith.cmpi sgt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x: i32):
    %v = tt.load %p : !tt.ptr<i32>
    %y = arith.addi %x, %v : i32
    scf.yield %y : i32
  }
  tt.return %r : i32
}
