// Each step of Triton 3.6's automatic warp specialization whose rules are
// not implemented yet, and the tritongpu-optimize-partition-warps pass
// after the pipeliner, leaves a module without warp specialization as it
// is (as Triton's do on all 58 sm100 kernels of the corpora: corpus-check
// pass, each flag 58/58). A loop marked tt.warp_specialize, a
// ttg.warp_specialize or partition attributes are an error at the op until
// the steps' rules exist. tritongpu-partition-scheduling, nvws-insert-aref,
// nvws-insert-tmem-aref, tritongpu-partition-loops, nvws-lower-warp-group
// and tritongpu-optimize-partition-warps have their rules
// (TritonGPU/partition-scheduling.mlir, NVWS/insert-aref.mlir,
// NVWS/insert-tmem-aref.test, TritonGPU/partition-loops.mlir,
// NVWS/lower-warp-group.mlir, TritonGPU/optimize-partition-warps.mlir);
// the first, as Triton's, rewrites greedily, so the plain module comes out
// folded.
//
// RUN: tt-opt %S/Inputs/warp-specialization-plain.mlir -o %t.in
// RUN: for p in tritongpu-partition-scheduling nvws-insert-aref nvws-insert-tmem-aref 'nvws-lower-aref{num-stages=2}' nvws-assign-stage-phase tritongpu-partition-loops tritongpu-optimize-partition-warps; do \
// RUN:   tt-opt -pass-pipeline="builtin.module($p)" %S/Inputs/warp-specialization-plain.mlir -o %t.out && diff %t.in %t.out || exit 1; done
// RUN: tt-opt -tritongpu-automatic-warp-specialization %S/Inputs/warp-specialization-plain.mlir | FileCheck %s --check-prefix=AUTO
// RUN: tt-opt -nvws-lower-warp-group %S/Inputs/warp-specialization-plain.mlir | FileCheck %s --check-prefix=FOLD
// RUN: for p in nvws-lower-aref nvws-assign-stage-phase; do \
// RUN:   tt-opt --split-input-file --verify-diagnostics -$p %s -o /dev/null || exit 1; done
// RUN: not tt-opt --split-input-file -nvws-lower-aref %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR --implicit-check-not="see current operation"

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

// The error names the pass, the op's place and its kind; not the loop.
// ERROR: warp-specialization-steps.mlir:[[@LINE+6]]:10: error: nvws-lower-aref: automatic warp specialization (here 'scf.for', a loop marked tt.warp_specialize) is not implemented yet
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @marked(%n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{automatic warp specialization (here 'scf.for', a loop marked tt.warp_specialize) is not implemented yet; only modules without it pass through this pass, unchanged as in Triton 3.6}}
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %s = arith.addi %acc, %i : i32
      scf.yield %s : i32
    } {tt.warp_specialize}
    tt.return %r : i32
  }
}

// -----

// Partitions already assigned (the output of tritongpu-partition-scheduling
// in Triton) stop the later steps the same way.
// ERROR: error: nvws-lower-aref: automatic warp specialization (here 'arith.addi') is not implemented yet
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @partitioned(%a: i32) -> i32 {
    // expected-error @+1 {{automatic warp specialization (here 'arith.addi') is not implemented yet}}
    %s = arith.addi %a, %a {ttg.partition = array<i32: 1>} : i32
    tt.return %s : i32
  }
}

// -----

// A ttg.warp_specialize (what tritongpu-partition-loops makes; what
// tritongpu-optimize-partition-warps works on) too.
// ERROR: error: nvws-lower-aref: automatic warp specialization (here 'ttg.warp_specialize') is not implemented yet
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @split(%a: i32) -> i32 {
    // expected-error @+1 {{automatic warp specialization (here 'ttg.warp_specialize') is not implemented yet}}
    %0 = ttg.warp_specialize(%a)
    default {
      %1 = arith.addi %a, %a : i32
      ttg.warp_yield %1 : i32
    }
    partition0(%arg1: i32) num_warps(4) {
      ttg.warp_return
    } : (i32) -> i32
    tt.return %0 : i32
  }
}
