// Each step of Triton 3.6's automatic warp specialization, and the
// tritongpu-optimize-partition-warps pass after the pipeliner, leaves a
// module without warp specialization as it is (as Triton's do on all 58
// sm100 kernels of the corpora: corpus-check pass, each flag 58/58). Their
// rules on warp-specialized loops are tested beside each pass
// (TritonGPU/partition-scheduling.mlir, NVWS/insert-aref.mlir,
// NVWS/insert-tmem-aref.test, NVWS/lower-aref.test,
// TritonGPU/partition-loops.mlir, NVWS/lower-warp-group.mlir,
// TritonGPU/optimize-partition-warps.mlir); the first, as Triton's,
// rewrites greedily, so the plain module comes out folded.
//
// RUN: tt-opt %S/Inputs/warp-specialization-plain.mlir -o %t.in
// RUN: for p in tritongpu-partition-scheduling nvws-insert-aref nvws-insert-tmem-aref 'nvws-lower-aref{num-stages=2}' nvws-assign-stage-phase tritongpu-partition-loops tritongpu-optimize-partition-warps; do \
// RUN:   tt-opt -pass-pipeline="builtin.module($p)" %S/Inputs/warp-specialization-plain.mlir -o %t.out && diff %t.in %t.out || exit 1; done
// RUN: tt-opt -tritongpu-automatic-warp-specialization %S/Inputs/warp-specialization-plain.mlir | FileCheck %s --check-prefix=AUTO
// RUN: tt-opt -nvws-lower-warp-group %S/Inputs/warp-specialization-plain.mlir | FileCheck %s --check-prefix=FOLD

// sccp, cse and tritongpu-schedule-loops are steps of the automatic pass
// too: constants merged and folded, the loop without a schedule unchanged.
// nvws-lower-warp-group's greedy rewrite folds the same way.
// FOLD-LABEL: tt.func @plain
// FOLD-DAG:     %c2_i32 = arith.constant 2 : i32
// FOLD-DAG:     %c0_i32 = arith.constant 0 : i32
// FOLD:         scf.for %{{.*}} = %c0_i32 to %{{.*}} step %c2_i32
// AUTO-LABEL: tt.func @plain
// AUTO-NEXT:    %c2_i32 = arith.constant 2 : i32
// AUTO-NEXT:    %c0_i32 = arith.constant 0 : i32
// AUTO-NEXT:    scf.for %{{.*}} = %c0_i32 to %{{.*}} step %c2_i32
