// RUN: tt-opt --allow-unregistered-dialect --split-input-file -tritongpu-fuse-nested-loops %s | FileCheck %s
// RUN: tt-opt --allow-unregistered-dialect --split-input-file -tritongpu-fuse-nested-loops -debug-only=tritongpu-fuse-nested-loops %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE

// The construction itself, op for op as Triton 3.6 builds it, is checked
// in fuse-nested-loops-flatten-as-triton.mlir.

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
// TRACE: [tritongpu-fuse-nested-loops] sinking 1 op(s) past the inner loop scf.for %{{.*}} in @sink_to_epilogue ({{.*}}fuse-nested-loops.mlir:[[@LINE+6]]:5)
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
// CHECK:         %[[TOTAL:.*]] = scf.for {{.*}} -> (i32)
// CHECK:         scf.for %{{.*}} to %[[TOTAL]] {{.*}} -> (i32, i32, i32, i32, i32, i32, i32)
// CHECK-NOT:     scf.for
// CHECK:         "body0"
// CHECK:         "body1"
// CHECK:         "epilogue"
// TRACE: [tritongpu-fuse-nested-loops] fusing 2 inner loop(s) into the loop scf.for %{{.*}} in @always_fuse_two_inner ({{.*}}fuse-nested-loops.mlir:[[@LINE+4]]:3)
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
// TRACE: [tritongpu-fuse-nested-loops] not fusing the nest scf.for %{{.*}} in @unchanged ({{.*}}fuse-nested-loops.mlir:[[@LINE+17]]:3): the inner bounds vary with the outer loop
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

// -----

// ttg.always-fuse with inner bounds computed from the outer induction
// variable: the trip count of each outer iteration is computed again, from
// clones of the bound ops, in the loop that counts the fused iterations and
// in the first prologue, which yields it with inner_len; the iter_arg of
// inner_len is passed through otherwise. (No corpus kernel has this shape;
// it follows Triton's source of the 3.6 construction.)
// CHECK-LABEL: tt.func @always_fuse_variant_bounds
// CHECK-SAME:    (%[[UB:.*]]: i32)
// CHECK:         %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[DI:.*]] = arith.subi %[[UB]], %[[C0]]
// CHECK-NEXT:    %[[LI:.*]] = arith.ceildivsi %[[DI]], %[[C1]]
// CHECK-NEXT:    %[[LEN0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[SUM0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[N:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[INVARIANT_LEN:.*]] = arith.subi %[[SUM0]], %[[N]]
// CHECK-NEXT:    %[[PRODUCT:.*]] = arith.muli %[[LI]], %[[INVARIANT_LEN]]
// CHECK-NEXT:    %[[TOTAL:.*]] = scf.for %[[X:.*]] = %[[C0]] to %[[UB]] step %[[C1]] iter_args(%[[COUNT:.*]] = %[[PRODUCT]]) -> (i32) : i32 {
// CHECK-NEXT:      %[[XN:.*]] = arith.addi %[[X]], %[[C1]]
// CHECK-NEXT:      %[[XD:.*]] = arith.subi %[[XN]], %[[C0]]
// CHECK-NEXT:      %[[XL:.*]] = arith.ceildivsi %[[XD]], %[[C1]]
// CHECK-NEXT:      %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[XM:.*]] = arith.maxsi %[[ONE]], %[[XL]]
// CHECK-NEXT:      %[[XS:.*]] = arith.addi %[[COUNT]], %[[XM]]
// CHECK-NEXT:      scf.yield %[[XS]] : i32
// CHECK-NEXT:    }
// CHECK:         scf.for %{{.*}} to %[[TOTAL]] {{.*}} iter_args(%[[T:.*]] = %{{.*}}, %[[I:.*]] = %{{.*}}, %[[LEN:.*]] = %[[LEN0]], %[[ILEN:.*]] = %[[INVARIANT_LEN]], %[[J:.*]] = %{{.*}}, %[[NARG:.*]] = %{{.*}}) -> (i32, i32, i32, i32, i32, i32)
// CHECK:           %[[PRO:.*]]:5 = scf.if %{{.*}} -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT:        %[[INEXT:.*]] = arith.addi %[[I]], %[[C1]]
// CHECK-NEXT:        %[[CN:.*]] = arith.addi %[[INEXT]], %[[C1]]
// CHECK-NEXT:        %[[CD:.*]] = arith.subi %[[CN]], %[[C0]]
// CHECK-NEXT:        %[[CL:.*]] = arith.ceildivsi %[[CD]], %[[C1]]
// CHECK-NEXT:        %[[ONE2:.*]] = arith.constant 1 : i32
// CHECK-NEXT:        %[[CM:.*]] = arith.maxsi %[[ONE2]], %[[CL]]
// CHECK-NEXT:        %[[CS:.*]] = arith.addi %[[INVARIANT_LEN]], %[[CM]]
// CHECK-NEXT:        %[[NNEXT:.*]] = arith.addi %[[INEXT]], %[[C1]]
// CHECK-NEXT:        scf.yield %[[C0]], %[[NNEXT]], %[[INEXT]], %[[CL]], %[[CS]]
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %[[J]], %[[NARG]], %[[I]], %[[LEN]], %[[ILEN]]
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[END:.*]] = arith.addi %{{.*}}, %[[PRO]]#3
// CHECK-NEXT:      %[[GE:.*]] = arith.cmpi sge, %[[T]], %{{.*}}
// CHECK-NEXT:      %[[LT:.*]] = arith.cmpi slt, %[[T]], %[[END]]
// CHECK-NEXT:      %[[IN_BODY:.*]] = arith.andi %[[GE]], %[[LT]]
// CHECK-NEXT:      scf.if %[[IN_BODY]] -> (i32) {
// CHECK-NEXT:        "body"(%[[PRO]]#2, %[[PRO]]#0)
// CHECK:           arith.subi %[[PRO]]#4,
// TRACE: [tritongpu-fuse-nested-loops] the bounds of the loop scf.for %{{.*}} in @always_fuse_variant_bounds ({{.*}}fuse-nested-loops.mlir:[[@LINE+7]]:5) vary with the outer loop: its trip count is recomputed in each outer iteration
// TRACE: [tritongpu-fuse-nested-loops] fusing 1 inner loop(s) into the loop scf.for %{{.*}} in @always_fuse_variant_bounds ({{.*}}fuse-nested-loops.mlir:[[@LINE+4]]:3)
tt.func @always_fuse_variant_bounds(%ub: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %ub step %c1 : i32 {
    %n = arith.addi %i, %c1 : i32
    scf.for %j = %c0 to %n step %c1 : i32 {
      "body"(%i, %j) : (i32, i32) -> ()
    }
  } {"ttg.always-fuse"}
  tt.return
}
