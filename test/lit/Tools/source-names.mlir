// scf.for prints no location for its induction variable and iter_args, so
// the names Triton gave them (NameLoc "acc" printed as %acc_3) live only in
// the text. tt-opt keeps them; names MLIR makes up itself (%arg7) stay as
// they are (renumbered as usual).
// RUN: tt-opt %s | FileCheck %s
// RUN: tt-opt %s --tt-keep-source-names=false | FileCheck %s --check-prefix=PLAIN
// Also with passes, given as flags or as a textual pipeline (which replaces
// the pass manager's contents).
// RUN: tt-opt %s -cse | FileCheck %s
// RUN: tt-opt %s --pass-pipeline='builtin.module(cse, tt.func(cse))' | FileCheck %s

// CHECK-LABEL: tt.func @loop
// CHECK: %acc:2 = scf.for %acc_0 = %c0_i32 to %n step %c1_i32 iter_args(%acc_1 = %c0_i32, %arg3 = %c0_i32) -> (i32, i32)  : i32 {
// CHECK-NEXT: %acc_2 = arith.addi %acc_1, %acc_0 : i32
// CHECK-NEXT: scf.yield %acc_2, %arg3 : i32, i32
// PLAIN: scf.for %arg1 = %c0_i32 to %n step %c1_i32 iter_args(%arg2 = %c0_i32, %arg3 = %c0_i32)
tt.func @loop(%n: i32 loc("n")) -> i32 {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %acc:2 = scf.for %acc_0 = %c0_i32 to %n step %c1_i32 iter_args(%acc_1 = %c0_i32, %arg7 = %c0_i32) -> (i32, i32)  : i32 {
    %acc_2 = arith.addi %acc_1, %acc_0 : i32 loc("acc")
    scf.yield %acc_2, %arg7 : i32, i32
  } loc("acc")
  tt.return %acc#0 : i32
}
