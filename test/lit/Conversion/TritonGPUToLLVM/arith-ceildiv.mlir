// RUN: tt-opt %s -convert-triton-gpu-to-llvm | FileCheck %s

// arith.ceildivsi (the pipeliner's persistent-loop trip counts) is expanded
// into divisions, compares and selects, as Triton does (MLIR's
// populateCeilFloorDivExpandOpsPatterns), and those are lowered as usual.
// CHECK-LABEL: llvm.func @ceildiv
// CHECK-NOT: arith.
// CHECK: llvm.sdiv
// CHECK: llvm.select
// CHECK: st.global.b32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ceildiv(%a: i32, %b: i32, %out: !tt.ptr<i32>) {
    %q = arith.ceildivsi %a, %b : i32
    tt.store %out, %q : !tt.ptr<i32>
    tt.return
  }
}
