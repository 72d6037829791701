// A schedule the expander cannot expand leaves the loop as it is, as Triton
// 3.6 does, and tt-opt says why in a warning at the loop (Triton says
// nothing). The schedule attributes go, as after every loop.
// RUN: tt-opt --split-input-file -tritongpu-pipeline %s 2>/dev/null | FileCheck %s
// RUN: tt-opt --split-input-file -tritongpu-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @op_without_stage(%lb: i32, %ub: i32, %step: i32, %x: i32) -> i32 {
    // WARN: pipeline-declined.mlir:[[@LINE+1]]:10: warning: tritongpu-pipeline: loop not pipelined: %2 = arith.muli in @op_without_stage ({{.*}}pipeline-declined.mlir:[[@LINE+3]]:12) has no pipeline stage
    %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %x) -> (i32) : i32 {
      %a = arith.addi %acc, %i {loop.cluster = 0 : i32, loop.stage = 0 : i32} : i32
      %b = arith.muli %a, %a : i32
      scf.yield %b : i32
    } {tt.scheduled_max_stage = 1 : i32}
    tt.return %r : i32
  }
}
// CHECK-LABEL: tt.func @op_without_stage
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      arith.addi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:      arith.muli
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @use_before_def(%lb: i32, %ub: i32, %step: i32, %x: i32) -> i32 {
    // WARN: warning: tritongpu-pipeline: loop not pipelined: %2 = arith.muli in @use_before_def ({{.*}}) is scheduled before its operand %1 = arith.addi in @use_before_def
    %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %x) -> (i32) : i32 {
      %a = arith.addi %acc, %i {loop.cluster = 0 : i32, loop.stage = 1 : i32} : i32
      %b = arith.muli %a, %a {loop.cluster = 0 : i32, loop.stage = 0 : i32} : i32
      scf.yield %b : i32
    } {tt.scheduled_max_stage = 1 : i32}
    tt.return %r : i32
  }
}
// CHECK-LABEL: tt.func @use_before_def
// CHECK-NEXT:    scf.for
