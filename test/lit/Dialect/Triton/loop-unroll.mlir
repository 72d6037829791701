// RUN: tt-opt --split-input-file -triton-loop-unroll %s | FileCheck %s
// RUN: tt-opt --split-input-file -triton-loop-unroll -debug-only=triton-loop-unroll %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
//
// The transformed IR of every case is Triton 3.6's own output for the same
// input (utils/triton-oracle.py on the device machine); the traces are ours.
// No kernel of the corpus marks a loop with tt.loop_unroll_factor, so these
// cases are the pass's only test against Triton.

// Dynamic bounds: the main loop runs (trip count - trip count mod 2)
// iterations, two per step, keeping its other attributes; the epilogue runs
// the rest, with tt.num_stages = 1.
// CHECK-LABEL: tt.func @dynamic
// CHECK:         %[[SPAN:.*]] = arith.subi %ub, %lb : i32
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[STM1:.*]] = arith.subi %st, %[[C1]] : i32
// CHECK-NEXT:    %[[UP:.*]] = arith.addi %[[SPAN]], %[[STM1]] : i32
// CHECK-NEXT:    %[[TRIPS:.*]] = arith.divui %[[UP]], %st : i32
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[REM:.*]] = arith.remsi %[[TRIPS]], %[[C2]] : i32
// CHECK-NEXT:    %[[MAIN:.*]] = arith.subi %[[TRIPS]], %[[REM]] : i32
// CHECK-NEXT:    %[[MAINSPAN:.*]] = arith.muli %[[MAIN]], %st : i32
// CHECK-NEXT:    %[[SPLIT:.*]] = arith.addi %lb, %[[MAINSPAN]] : i32
// CHECK-NEXT:    %[[STEP2:.*]] = arith.muli %st, %[[C2]] : i32
// CHECK-NEXT:    %[[R:.*]]:2 = scf.for %[[I:.*]] = %lb to %[[SPLIT]] step %[[STEP2]] iter_args(%[[ACC:.*]] = %cst, %[[PTR:.*]] = %0)
// CHECK-NEXT:      %[[Q0:.*]] = tt.addptr %[[PTR]], %1
// CHECK-NEXT:      %[[V0:.*]] = tt.load %[[Q0]]
// CHECK-NEXT:      %[[S0:.*]] = arith.addf %[[ACC]], %[[V0]]
// CHECK-NEXT:      %[[Q1:.*]] = tt.addptr %[[Q0]], %1
// CHECK-NEXT:      %[[V1:.*]] = tt.load %[[Q1]]
// CHECK-NEXT:      %[[S1:.*]] = arith.addf %[[S0]], %[[V1]]
// CHECK-NEXT:      scf.yield %[[S1]], %[[Q1]]
// CHECK-NEXT:    } {tt.num_stages = 3 : i32}
// CHECK-NEXT:    %[[E:.*]]:2 = scf.for %{{.*}} = %[[SPLIT]] to %ub step %st iter_args(%{{.*}} = %[[R]]#0, %{{.*}} = %[[R]]#1)
// CHECK-NEXT:      tt.addptr
// CHECK-NEXT:      tt.load
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    } {tt.num_stages = 1 : i32}
// CHECK-NEXT:    tt.return %[[E]]#0
// TRACE: [triton-loop-unroll] %{{[0-9]+}}:2 = scf.for in @dynamic ({{.*}}loop-unroll.mlir:[[@LINE+6]]:{{[0-9]+}}): unrolled 2 times
// TRACE-NEXT: [triton-loop-unroll]   epilogue loop %{{[0-9]+}}:2 = scf.for in @dynamic
tt.func @dynamic(%p: !tt.ptr<f32>, %lb: i32, %ub: i32, %st: i32) -> tensor<64xf32> {
  %z = arith.constant dense<0.000000e+00> : tensor<64xf32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
  %o = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %res:2 = scf.for %i = %lb to %ub step %st iter_args(%acc = %z, %ptr = %ps) -> (tensor<64xf32>, tensor<64x!tt.ptr<f32>>) : i32 {
    %q = tt.addptr %ptr, %o : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
    %v = tt.load %q : tensor<64x!tt.ptr<f32>>
    %s = arith.addf %acc, %v : tensor<64xf32>
    scf.yield %s, %q : tensor<64xf32>, tensor<64x!tt.ptr<f32>>
  } {tt.loop_unroll_factor = 2 : i32, tt.num_stages = 3 : i32}
  tt.return %res#0 : tensor<64xf32>
}

// -----

// Constant bounds, 7 iterations by 3: two unrolled steps, and the one
// iteration left is inlined after the loop (no epilogue loop). The copies
// of the body use the induction variable plus k * step.
// CHECK-LABEL: tt.func @static_odd
// CHECK-DAG:     %[[C6:.*]] = arith.constant 6 : i32
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : i32
// CHECK:         %[[R:.*]] = scf.for %[[I:.*]] = %c0_i32 to %[[C6]] step %[[C3]] iter_args(%[[ACC:.*]] = %cst) -> (f32)  : i32 {
// CHECK-NEXT:      %[[Q0:.*]] = tt.addptr %p, %[[I]]
// CHECK-NEXT:      %[[V0:.*]] = tt.load %[[Q0]]
// CHECK-NEXT:      %[[S0:.*]] = arith.addf %[[ACC]], %[[V0]]
// CHECK-NEXT:      %[[K1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[D1:.*]] = arith.muli %c1_i32, %[[K1]] : i32
// CHECK-NEXT:      %[[I1:.*]] = arith.addi %[[I]], %[[D1]] : i32
// CHECK-NEXT:      %[[Q1:.*]] = tt.addptr %p, %[[I1]]
// CHECK-NEXT:      %[[V1:.*]] = tt.load %[[Q1]]
// CHECK-NEXT:      %[[S1:.*]] = arith.addf %[[S0]], %[[V1]]
// CHECK-NEXT:      %[[K2:.*]] = arith.constant 2 : i32
// CHECK-NEXT:      %[[D2:.*]] = arith.muli %c1_i32, %[[K2]] : i32
// CHECK-NEXT:      %[[I2:.*]] = arith.addi %[[I]], %[[D2]] : i32
// CHECK-NEXT:      %[[Q2:.*]] = tt.addptr %p, %[[I2]]
// CHECK-NEXT:      %[[V2:.*]] = tt.load %[[Q2]]
// CHECK-NEXT:      %[[S2:.*]] = arith.addf %[[S1]], %[[V2]]
// CHECK-NEXT:      scf.yield %[[S2]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[QL:.*]] = tt.addptr %p, %[[C6]]
// CHECK-NEXT:    %[[VL:.*]] = tt.load %[[QL]]
// CHECK-NEXT:    %[[SL:.*]] = arith.addf %[[R]], %[[VL]]
// CHECK-NEXT:    tt.return %[[SL]]
// CHECK-NOT:   tt.num_stages
// TRACE: [triton-loop-unroll] %0 = scf.for in @static_odd ({{.*}}): unrolled 3 times
// TRACE-NOT: epilogue
tt.func @static_odd(%p: !tt.ptr<f32>) -> f32 {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.constant 0.000000e+00 : f32
  %r = scf.for %i = %c0 to %c7 step %c1 iter_args(%acc = %z) -> (f32) : i32 {
    %q = tt.addptr %p, %i : !tt.ptr<f32>, i32
    %v = tt.load %q : !tt.ptr<f32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  } {tt.loop_unroll_factor = 3 : i32}
  tt.return %r : f32
}

// -----

// Nested loops: the inner loop is unrolled first, then the outer loop's
// body (holding the unrolled inner loop and its epilogue) is repeated; the
// outer epilogue holds a third copy.
// CHECK-LABEL: tt.func @nested
// CHECK:         scf.for %[[I:.*]] = %c0_i32 to %{{.*}} step %{{.*}} : i32 {
// CHECK:           scf.for %{{.*}} = %c0_i32 to %{{.*}} step %{{.*}} : i32 {
// CHECK:           }
// CHECK-NEXT:      scf.for %{{.*}} = %{{.*}} to %m step %c1_i32 : i32 {
// CHECK:           } {tt.num_stages = 1 : i32}
// CHECK:           scf.for %{{.*}} = %c0_i32 to %{{.*}} step %{{.*}} : i32 {
// CHECK:           }
// CHECK-NEXT:      scf.for %{{.*}} = %{{.*}} to %m step %c1_i32 : i32 {
// CHECK:           } {tt.num_stages = 1 : i32}
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %{{.*}} = %{{.*}} to %n step %c1_i32 : i32 {
// CHECK:           scf.for %{{.*}} = %c0_i32 to %{{.*}} step %{{.*}} : i32 {
// CHECK:           }
// CHECK-NEXT:      scf.for %{{.*}} = %{{.*}} to %m step %c1_i32 : i32 {
// CHECK:           } {tt.num_stages = 1 : i32}
// CHECK-NEXT:    } {tt.num_stages = 1 : i32}
// CHECK-NEXT:    tt.return
// CHECK-NOT:   tt.loop_unroll_factor
// TRACE: [triton-loop-unroll] scf.for %c0_i32, %m, %c1_i32 in @nested ({{.*}}loop-unroll.mlir:[[@LINE+7]]:{{[0-9]+}}): unrolled 2 times
// TRACE: [triton-loop-unroll] scf.for %c0_i32, %n, %c1_i32 in @nested ({{.*}}loop-unroll.mlir:[[@LINE+5]]:{{[0-9]+}}): unrolled 2 times
tt.func @nested(%p: !tt.ptr<f32>, %n: i32, %m: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %f = arith.constant 1.000000e+00 : f32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.for %j = %c0 to %m step %c1 : i32 {
      %k = arith.addi %i, %j : i32
      %q = tt.addptr %p, %k : !tt.ptr<f32>, i32
      tt.store %q, %f : !tt.ptr<f32>
    } {tt.loop_unroll_factor = 2 : i32}
  } {tt.loop_unroll_factor = 2 : i32}
  tt.return
}

// -----

// A factor of 1 leaves the loop and its attribute alone, as does no factor.
// CHECK-LABEL: tt.func @factor_one_and_none
// CHECK:         scf.for %{{.*}} = %c0_i32 to %n step %c1_i32 : i32 {
// CHECK:         } {tt.loop_unroll_factor = 1 : i32}
// CHECK-NEXT:    scf.for %{{.*}} = %c0_i32 to %n step %c1_i32 : i32 {
// CHECK:         }
// CHECK-NEXT:    tt.return
// TRACE-NOT: @factor_one_and_none
tt.func @factor_one_and_none(%p: !tt.ptr<f32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %f = arith.constant 1.000000e+00 : f32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %q = tt.addptr %p, %i : !tt.ptr<f32>, i32
    tt.store %q, %f : !tt.ptr<f32>
  } {tt.loop_unroll_factor = 1 : i32}
  scf.for %i = %c0 to %n step %c1 : i32 {
    %q = tt.addptr %p, %i : !tt.ptr<f32>, i32
    tt.store %q, %f : !tt.ptr<f32>
  }
  tt.return
}

// -----

// Fewer iterations (3) than the factor (4): no unrolled loop is left, all
// of them run in the epilogue loop, with tt.num_stages = 1.
// CHECK-LABEL: tt.func @short_trip
// CHECK:         scf.for %[[I:.*]] = %c0_i32_0 to %c3_i32 step %c1_i32 : i32 {
// CHECK-NEXT:      %[[Q:.*]] = tt.addptr %p, %[[I]]
// CHECK-NEXT:      tt.store %[[Q]], %cst
// CHECK-NEXT:    } {tt.num_stages = 1 : i32}
// CHECK-NEXT:    tt.return
tt.func @short_trip(%p: !tt.ptr<f32>) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c1 = arith.constant 1 : i32
  %f = arith.constant 1.000000e+00 : f32
  scf.for %i = %c0 to %c3 step %c1 : i32 {
    %q = tt.addptr %p, %i : !tt.ptr<f32>, i32
    tt.store %q, %f : !tt.ptr<f32>
  } {tt.loop_unroll_factor = 4 : i32}
  tt.return
}

// -----

// No iteration at all: the loop is erased.
// CHECK-LABEL: tt.func @zero_trip
// CHECK-NOT:     scf.for
// CHECK:         tt.return
tt.func @zero_trip(%p: !tt.ptr<f32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %f = arith.constant 1.000000e+00 : f32
  scf.for %i = %c0 to %c0 step %c1 : i32 {
    %q = tt.addptr %p, %i : !tt.ptr<f32>, i32
    tt.store %q, %f : !tt.ptr<f32>
  } {tt.loop_unroll_factor = 2 : i32}
  tt.return
}
