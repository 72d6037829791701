// tt-opt gives ops with no file position their place in the input while
// passes run (so that errors and traces can name it), but CSE must see the
// input's own locations: when the op it keeps is at loc(unknown) and the
// one it drops is not, the kept op takes the dropped op's location (MLIR's
// CSE, which Triton's loop-aware CSE runs too). Found on a real sm100
// causal-attention block, where Triton keeps `%acc_39 = arith.addi`.
// RUN: tt-opt -cse --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s
// RUN: tt-opt -triton-loop-aware-cse --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s

// CHECK-LABEL: tt.func @kept_op_takes_the_name
// CHECK:       %acc = arith.addi %x, %c1_i32 : i32 loc("acc")
// CHECK-NEXT:  arith.muli %acc, %acc : i32 loc(unknown)
tt.func @kept_op_takes_the_name(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc(unknown)
  %a = arith.addi %x, %c1 : i32 loc(unknown)
  %b = arith.addi %x, %c1 : i32 loc("acc")
  %r = arith.muli %a, %b : i32 loc(unknown)
  tt.return %r : i32 loc(unknown)
} loc(unknown)
