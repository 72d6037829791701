// RUN: tt-opt --allow-unregistered-dialect --split-input-file -tritongpu-fuse-nested-loops %s | FileCheck %s
// RUN: tt-opt --allow-unregistered-dialect --split-input-file -tritongpu-fuse-nested-loops -debug-only=tritongpu-fuse-nested-loops %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE

// A tt.flatten loop around a reduction loop: versioned on the inner loop
// being empty, then fused; the accumulator's init (outside the nest) is
// reset in the epilogue; tt.num_stages survives, tt.flatten does not.
// CHECK-LABEL: tt.func @flatten
// CHECK-SAME:    (%[[LBI:.*]]: i32, %[[UBI:.*]]: i32, %[[SI:.*]]: i32, %[[UBJ:.*]]: i32, %[[P:.*]]: !tt.ptr<f32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i32
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[DJ:.*]] = arith.subi %[[UBJ]], %[[C0]]
// CHECK-NEXT:    %[[LJ:.*]] = arith.ceildivsi %[[DJ]], %[[C1]]
// CHECK:         %[[EMPTY:.*]] = arith.cmpi eq, %[[LJ]], %{{.*}} : i32
// CHECK-NEXT:    scf.if %[[EMPTY]] {
// CHECK-NEXT:      scf.for %{{.*}} = %[[LBI]] to %[[UBI]] step %[[SI]]
// CHECK-NEXT:        arith.muli
// CHECK-NEXT:        tt.addptr
// CHECK-NEXT:        tt.store %{{.*}}, %[[ZERO]]
// CHECK-NEXT:      } {tt.flatten, tt.num_stages = 3 : i32}
// CHECK-NEXT:    } else {
// CHECK:           %[[LI:.*]] = arith.ceildivsi %{{.*}}, %[[SI]]
// CHECK:           %[[TOTAL:.*]] = arith.muli %[[LI]], %[[INNER:.*]] : i32
// CHECK:           %[[I0:.*]] = arith.subi %[[LBI]], %[[SI]]
// CHECK:           %[[POISON:.*]] = ub.poison : !tt.ptr<f32>
// CHECK:           scf.for %{{.*}} = %{{.*}} to %[[TOTAL]] step %{{.*}} iter_args(%[[T:.*]] = %c-1_i32, %[[I:.*]] = %[[I0]], %[[J:.*]] = %{{.*}}, %[[ACC:.*]] = %[[ZERO]], %[[Q:.*]] = %[[POISON]]) -> (i32, i32, i32, f32, !tt.ptr<f32>)
// CHECK:             %[[T1:.*]] = arith.select
// CHECK:             %[[PRO:.*]]:3 = scf.if %{{.*}} -> (i32, !tt.ptr<f32>, i32) {
// CHECK-NEXT:          %[[INEXT:.*]] = arith.addi %[[I]], %[[SI]]
// CHECK-NEXT:          arith.muli %[[INEXT]], %[[UBJ]]
// CHECK-NEXT:          %[[QNEXT:.*]] = tt.addptr
// CHECK-NEXT:          scf.yield %[[C0]], %[[QNEXT]], %[[INEXT]]
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield %[[J]], %[[Q]], %[[I]]
// CHECK:             %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:        %[[BODY:.*]]:2 = scf.if %[[TRUE]] -> (i32, f32) {
// CHECK-NEXT:          tt.addptr %[[PRO]]#1, %[[PRO]]#0
// CHECK-NEXT:          tt.load
// CHECK-NEXT:          %[[SUM:.*]] = arith.addf %[[ACC]]
// CHECK-NEXT:          %[[JNEXT:.*]] = arith.addi %[[PRO]]#0, %[[C1]]
// CHECK-NEXT:          scf.yield %[[JNEXT]], %[[SUM]]
// CHECK:             %[[EPI:.*]] = scf.if %{{.*}} -> (f32) {
// CHECK-NEXT:          tt.store %[[PRO]]#1, %[[BODY]]#1
// CHECK-NEXT:          scf.yield %[[ZERO]] : f32
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield %[[BODY]]#1 : f32
// CHECK:             scf.yield %[[T1]], %[[PRO]]#2, %[[BODY]]#0, %[[EPI]], %[[PRO]]#1
// CHECK-NEXT:      } {tt.num_stages = 3 : i32}
// TRACE: [tritongpu-fuse-nested-loops] speculated that the inner loop %{{[0-9]+}} = scf.for in @flatten ({{.*}}fuse-nested-loops.mlir:[[@LINE+9]]:12) runs at least once
// TRACE: [tritongpu-fuse-nested-loops] fusing 1 inner loop(s) into the loop scf.for %{{.*}} in @flatten ({{.*}}fuse-nested-loops.mlir:[[@LINE+5]]:3)
tt.func @flatten(%lbi: i32, %ubi: i32, %si: i32, %ubj: i32, %p: !tt.ptr<f32>) {
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
  } {tt.flatten, tt.num_stages = 3 : i32}
  tt.return
}

// -----

// A pure prologue value used only after the inner loop sinks past it.
// CHECK-LABEL: tt.func @sink_to_epilogue
// CHECK:         scf.if %{{.*}} {
// CHECK:         } else {
// CHECK:           scf.for
// CHECK:             scf.if %true
// CHECK-NEXT:          "body"
// CHECK:             scf.if
// CHECK-NEXT:          %[[X:.*]] = arith.muli
// CHECK-NEXT:          tt.store %{{.*}}, %[[X]]
// TRACE: [tritongpu-fuse-nested-loops] sinking 1 op(s) past the inner loop scf.for %{{.*}} in @sink_to_epilogue ({{.*}}fuse-nested-loops.mlir:87:5)
tt.func @sink_to_epilogue(%ub: i32, %p: !tt.ptr<i32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %ub step %c1 : i32 {
    %x = arith.muli %i, %i : i32
    scf.for %j = %c0 to %ub step %c1 : i32 {
      "body"(%i, %j) : (i32, i32) -> ()
    }
    tt.store %p, %x : !tt.ptr<i32>
  } {tt.flatten}
  tt.return
}

// -----

// ttg.always-fuse: every level, several inner loops, no versioning.
// CHECK-LABEL: tt.func @always_fuse_two_inner
// CHECK-NOT:     scf.if %{{.*}} {
// CHECK:         scf.for {{.*}} -> (i32, i32, i32, i32)
// CHECK-NOT:     scf.for
// CHECK:         "body0"
// CHECK:         "body1"
// CHECK:         "epilogue"
// TRACE: [tritongpu-fuse-nested-loops] fusing 2 inner loop(s) into the loop scf.for %{{.*}} in @always_fuse_two_inner ({{.*}}fuse-nested-loops.mlir:109:3)
tt.func @always_fuse_two_inner(%ub: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %ub step %c1 : i32 {
    scf.for %j = %c0 to %ub step %c1 : i32 {
      "body0"(%i, %j) : (i32, i32) -> ()
    }
    scf.for %k = %c0 to %ub step %c1 : i32 {
      "body1"(%i, %k) : (i32, i32) -> ()
    }
    "epilogue"(%i) : (i32) -> ()
  } {"ttg.always-fuse"}
  tt.return
}

// -----

// Unchanged: no tt.flatten; tt.flatten around two loops; inner bounds that
// vary with the outer loop.
// CHECK-LABEL: tt.func @unchanged
// CHECK-COUNT-7: scf.for
// CHECK-NOT:     scf.if
// TRACE: [tritongpu-fuse-nested-loops] not fusing the nest scf.for %{{.*}} in @unchanged ({{.*}}fuse-nested-loops.mlir:145:3): the inner bounds vary with the outer loop
tt.func @unchanged(%ub: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %ub step %c1 : i32 {
    scf.for %j = %c0 to %ub step %c1 : i32 {
      "body"(%i, %j) : (i32, i32) -> ()
    }
  }
  scf.for %i = %c0 to %ub step %c1 : i32 {
    scf.for %j = %c0 to %ub step %c1 : i32 {
      "body"(%i, %j) : (i32, i32) -> ()
    }
    scf.for %j = %c0 to %ub step %c1 : i32 {
      "body"(%i, %j) : (i32, i32) -> ()
    }
  } {tt.flatten}
  scf.for %i = %c0 to %ub step %c1 : i32 {
    scf.for %j = %c0 to %i step %c1 : i32 {
      "body"(%i, %j) : (i32, i32) -> ()
    }
  } {tt.flatten}
  tt.return
}
