// The linear-time slice graph behind -tritongpu-coalesce must find, for every
// op, exactly the ops mlir::getSlice finds (Triton calls getSlice per memory
// op). Checked on real kernels and on the control flow that getSlice treats
// specially: single-block regions (scf.for), multi-region ops whose block
// arguments stop the backward walk (scf.while, scf.if), nested regions.
// RUN: tt-opt -test-slice-reachability %s -o /dev/null 2>&1 | FileCheck %s
// RUN: tt-opt -test-slice-reachability %S/Inputs/matmul_kernel.sm90.ttgir -o /dev/null 2>&1 | FileCheck %s --check-prefix=MATMUL
// RUN: tt-opt -test-slice-reachability %S/Inputs/attn_fwd_kernel.sm100.ttgir -o /dev/null 2>&1 | FileCheck %s --check-prefix=ATTN

// CHECK: remark: slices of 20 ops match mlir::getSlice
// MATMUL: remark: slices of {{[0-9]+}} ops match mlir::getSlice
// ATTN: remark: slices of {{[0-9]+}} ops match mlir::getSlice
module {
  tt.func public @control_flow(%p: !tt.ptr<f32>, %n: i32, %c: i1) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %w = scf.while (%x = %c0) : (i32) -> i32 {
      %cond = arith.cmpi slt, %x, %n : i32
      scf.condition(%cond) %x : i32
    } do {
    ^bb0(%y: i32):
      %z = arith.addi %y, %c1 : i32
      scf.yield %z : i32
    }
    %f = scf.for %i = %c0 to %w step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %a = arith.addi %acc, %i : i32
      %r = scf.if %c -> (i32) {
        %v = tt.load %p : !tt.ptr<f32>
        %b = arith.fptosi %v : f32 to i32
        scf.yield %b : i32
      } else {
        scf.yield %a : i32
      }
      scf.yield %r : i32
    }
    %unused = arith.constant 7 : i32
    tt.return %f : i32
  }
  tt.func private @other(%q: i32) -> i32 {
    tt.return %q : i32
  }
}
