// RUN: tt-opt --allow-unregistered-dialect --split-input-file -tritongpu-fuse-nested-loops %s | FileCheck %s
// RUN: tt-opt --allow-unregistered-dialect --split-input-file -tritongpu-fuse-nested-loops -debug-only=tritongpu-fuse-nested-loops %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE

// A persistent loop written with tl.range(..., flatten=True): the shape of
// the sweep corpus's persistent_flatten_* kernels (a tile loop around a K
// loop; the tile's pointer is a prologue output; the accumulator starts
// outside the nest and the epilogue stores it). Every line below follows
// Triton 3.6's own output for those kernels (pass tritongpu-fuse-nested-loops
// in their dump logs), op for op:
//  - the fused loop's trip count comes out of a copy of the outer loop that
//    carries len_i * inner_len and yields it unchanged;
//  - T starts at 0, is compared as it comes in, and is advanced last;
//  - the inner trip count and inner_len are iter_args, passed through the
//    prologue's if (inner_len as the value computed before the loop);
//  - the start of the inner loop is `0 - 0`, built inside the fused loop.
// CHECK-LABEL: tt.func @persistent
// CHECK-SAME:    (%[[LBI:.*]]: i32, %[[UBI:.*]]: i32, %[[SI:.*]]: i32, %[[UBJ:.*]]: i32, %[[P:.*]]: !tt.ptr<f32>)
// CHECK:         %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %[[DJ:.*]] = arith.subi %[[UBJ]], %[[C0]]
// CHECK-NEXT:    %[[LJ:.*]] = arith.ceildivsi %[[DJ]], %[[C1]]
// CHECK-NEXT:    %[[NONE:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[EMPTY:.*]] = arith.cmpi eq, %[[LJ]], %[[NONE]]
// CHECK-NEXT:    scf.if %[[EMPTY]] {
// CHECK:         } else {
// CHECK-NEXT:      %[[DI:.*]] = arith.subi %[[UBI]], %[[LBI]]
// CHECK-NEXT:      %[[LI:.*]] = arith.ceildivsi %[[DI]], %[[SI]]
// CHECK-NEXT:      %[[DJ2:.*]] = arith.subi %[[UBJ]], %[[C0]]
// CHECK-NEXT:      %[[LJ2:.*]] = arith.ceildivsi %[[DJ2]], %[[C1]]
// CHECK-NEXT:      %[[SUM0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[AT_LEAST_ONE:.*]] = arith.maxsi %[[ONE]], %[[LJ2]]
// CHECK-NEXT:      %[[SUM1:.*]] = arith.addi %[[SUM0]], %[[AT_LEAST_ONE]]
// CHECK-NEXT:      %[[N:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[INNER_LEN:.*]] = arith.subi %[[SUM1]], %[[N]]
// CHECK-NEXT:      %[[PRODUCT:.*]] = arith.muli %[[LI]], %[[INNER_LEN]]
// CHECK-NEXT:      %[[TOTAL:.*]] = scf.for %{{.*}} = %[[LBI]] to %[[UBI]] step %[[SI]] iter_args(%[[COUNT:.*]] = %[[PRODUCT]]) -> (i32) : i32 {
// CHECK-NEXT:        scf.yield %[[COUNT]] : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[T0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[I0:.*]] = arith.subi %[[LBI]], %[[SI]]
// CHECK-NEXT:      %[[J0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %{{.*}} = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %[[Q0:.*]] = ub.poison : !tt.ptr<f32>
// CHECK-NEXT:      %[[LB:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[STEP:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      scf.for %{{.*}} = %[[LB]] to %[[TOTAL]] step %[[STEP]] iter_args(%[[T:.*]] = %[[T0]], %[[I:.*]] = %[[I0]], %[[LEN:.*]] = %[[LJ2]], %[[ILEN:.*]] = %[[INNER_LEN]], %[[J:.*]] = %[[J0]], %[[ACC:.*]] = %[[ZERO]], %[[Q:.*]] = %[[Q0]]) -> (i32, i32, i32, i32, i32, f32, !tt.ptr<f32>) : i32 {
// CHECK-NEXT:        %[[S0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:        %[[K:.*]] = arith.constant 0 : i32
// CHECK-NEXT:        %[[START:.*]] = arith.subi %[[S0]], %[[K]]
// CHECK-NEXT:        %[[IS_START:.*]] = arith.cmpi eq, %[[T]], %[[START]]
// CHECK-NEXT:        %[[PRO:.*]]:5 = scf.if %[[IS_START]] -> (i32, !tt.ptr<f32>, i32, i32, i32) {
// CHECK-NEXT:          %[[INEXT:.*]] = arith.addi %[[I]], %[[SI]]
// CHECK-NEXT:          %[[OFF:.*]] = arith.muli %[[INEXT]], %[[UBJ]]
// CHECK-NEXT:          %[[QNEXT:.*]] = tt.addptr %[[P]], %[[OFF]]
// CHECK-NEXT:          scf.yield %[[C0]], %[[QNEXT]], %[[INEXT]], %[[LEN]], %[[INNER_LEN]]
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield %[[J]], %[[Q]], %[[I]], %[[LEN]], %[[INNER_LEN]]
// CHECK-NEXT:        }
// CHECK-NEXT:        %[[END:.*]] = arith.addi %[[START]], %[[PRO]]#3
// CHECK-NEXT:        %[[GE:.*]] = arith.cmpi sge, %[[T]], %[[START]]
// CHECK-NEXT:        %[[LT:.*]] = arith.cmpi slt, %[[T]], %[[END]]
// CHECK-NEXT:        %{{.*}} = arith.andi %[[GE]], %[[LT]]
// CHECK-NEXT:        %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:        %[[BODY:.*]]:2 = scf.if %[[TRUE]] -> (i32, f32) {
// CHECK-NEXT:          %[[QJ:.*]] = tt.addptr %[[PRO]]#1, %[[PRO]]#0
// CHECK-NEXT:          %[[V:.*]] = tt.load %[[QJ]]
// CHECK-NEXT:          %[[SUM:.*]] = arith.addf %[[ACC]], %[[V]]
// CHECK-NEXT:          %[[JNEXT:.*]] = arith.addi %[[PRO]]#0, %[[C1]]
// CHECK-NEXT:          scf.yield %[[JNEXT]], %[[SUM]]
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield %[[PRO]]#0, %[[ACC]]
// CHECK-NEXT:        }
// CHECK-NEXT:        %[[ONE_E:.*]] = arith.constant 1 : i32
// CHECK-NEXT:        %[[LAST_E:.*]] = arith.subi %[[PRO]]#4, %[[ONE_E]]
// CHECK-NEXT:        %[[IS_END:.*]] = arith.cmpi eq, %[[T]], %[[LAST_E]]
// CHECK-NEXT:        %[[EPI:.*]] = scf.if %[[IS_END]] -> (f32) {
// CHECK-NEXT:          tt.store %[[PRO]]#1, %[[BODY]]#1
// CHECK-NEXT:          scf.yield %[[ZERO]] : f32
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield %[[BODY]]#1 : f32
// CHECK-NEXT:        }
// CHECK-NEXT:        %[[ONE_T:.*]] = arith.constant 1 : i32
// CHECK-NEXT:        %[[TNEXT:.*]] = arith.addi %[[T]], %[[ONE_T]]
// CHECK-NEXT:        %[[ONE_L:.*]] = arith.constant 1 : i32
// CHECK-NEXT:        %[[LAST_T:.*]] = arith.subi %[[PRO]]#4, %[[ONE_L]]
// CHECK-NEXT:        %[[ROLL:.*]] = arith.cmpi eq, %[[T]], %[[LAST_T]]
// CHECK-NEXT:        %[[ZERO_T:.*]] = arith.constant 0 : i32
// CHECK-NEXT:        %[[T1:.*]] = arith.select %[[ROLL]], %[[ZERO_T]], %[[TNEXT]]
// CHECK-NEXT:        scf.yield %[[T1]], %[[PRO]]#2, %[[PRO]]#3, %[[PRO]]#4, %[[BODY]]#0, %[[EPI]], %[[PRO]]#1 : i32, i32, i32, i32, i32, f32, !tt.ptr<f32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return
// TRACE: [tritongpu-fuse-nested-loops] speculated that the inner loop %{{[0-9]+}} = scf.for in @persistent ({{.*}}fuse-nested-loops-flatten-as-triton.mlir:[[@LINE+9]]:12) runs at least once
// TRACE: [tritongpu-fuse-nested-loops] fusing 1 inner loop(s) into the loop scf.for %{{.*}} in @persistent ({{.*}}fuse-nested-loops-flatten-as-triton.mlir:[[@LINE+5]]:3)
tt.func @persistent(%lbi: i32, %ubi: i32, %si: i32, %ubj: i32, %p: !tt.ptr<f32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant 0.0 : f32
  scf.for %i = %lbi to %ubi step %si : i32 {
    %off = arith.muli %i, %ubj : i32
    %q = tt.addptr %p, %off : !tt.ptr<f32>, i32
    %acc = scf.for %j = %c0 to %ubj step %c1 iter_args(%a = %zero) -> (f32) : i32 {
      %qj = tt.addptr %q, %j : !tt.ptr<f32>, i32
      %v = tt.load %qj : !tt.ptr<f32>
      %s = arith.addf %a, %v : f32
      scf.yield %s : f32
    }
    tt.store %q, %acc : !tt.ptr<f32>
  } {tt.flatten}
  tt.return
}

// -----

// The outer loop's iter_args come between i and the inner trip counts (no
// corpus kernel has one: this order is that of Triton's source of the 3.6
// construction), and the epilogue's value for them is the previous one
// until the last step.
// CHECK-LABEL: tt.func @outer_iter_args
// CHECK-SAME:    (%{{.*}}: i32, %[[M0:.*]]: f32)
// CHECK:         %[[TOTAL:.*]] = scf.for {{.*}} -> (i32) : i32 {
// CHECK:         %[[FUSED:.*]]:6 = scf.for %{{.*}} to %[[TOTAL]] {{.*}} iter_args(%[[T:.*]] = %{{.*}}, %[[I:.*]] = %{{.*}}, %[[M:.*]] = %[[M0]], %[[LEN:.*]] = %{{.*}}, %[[ILEN:.*]] = %{{.*}}, %[[J:.*]] = %{{.*}}) -> (i32, i32, f32, i32, i32, i32)
// CHECK:           %[[PRO:.*]]:4 = scf.if %{{.*}} -> (i32, i32, i32, i32) {
// CHECK:           %[[EPI:.*]] = scf.if %{{.*}} -> (f32) {
// CHECK-NEXT:        %[[NEW:.*]] = "epilogue"(%[[M]])
// CHECK-NEXT:        scf.yield %[[NEW]] : f32
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %[[M]] : f32
// CHECK:           scf.yield %{{.*}}, %[[PRO]]#1, %[[EPI]], %[[PRO]]#2, %[[PRO]]#3, %{{.*}} : i32, i32, f32, i32, i32, i32
// CHECK:         scf.yield %[[FUSED]]#2 : f32
tt.func @outer_iter_args(%ub: i32, %m0: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %m0) -> (f32) : i32 {
    scf.for %j = %c0 to %ub step %c1 : i32 {
      "body"(%i, %j) : (i32, i32) -> ()
    }
    %next = "epilogue"(%acc) : (f32) -> f32
    scf.yield %next : f32
  } {tt.flatten}
  tt.return %m : f32
}
