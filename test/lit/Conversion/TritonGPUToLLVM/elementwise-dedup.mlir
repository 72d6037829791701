// RUN: tt-opt %s -split-input-file -convert-triton-gpu-to-llvm | FileCheck %s

// Registers that AxisInfo proves equal share one value, as in Triton's
// elementwise lowering (sm90 reduce_sum_max's row mask, block 66): each
// thread holds rows w, w+2, ..., w+14 of a 16-row block that starts at a
// multiple of 16, and M is divisible by 16, so `rows < M` has constancy 16
// and all 8 registers take the first compare.
// CHECK-LABEL: llvm.func @row_mask
// CHECK: %[[FIRST:.*]] = llvm.icmp "slt"
// CHECK-COUNT-7: llvm.icmp "slt"
// CHECK-NOT: llvm.icmp
// CHECK-COUNT-8: llvm.insertvalue %[[FIRST]], %{{.*}}[{{[0-7]}}] : !llvm.struct<(i1, i1, i1, i1, i1, i1, i1, i1)>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @row_mask(%M: i32 {tt.divisibility = 16 : i32}) {
    %pid = tt.get_program_id x : i32
    %c16 = arith.constant 16 : i32
    %start = arith.muli %pid, %c16 : i32
    %range = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %splat = tt.splat %start : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %rows = arith.addi %splat, %range : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %bound = tt.splat %M : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %mask = arith.cmpi slt, %rows, %bound : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return
  }
}

// -----

// Without the divisibility of M the rows differ: each register keeps its
// own compare.
// CHECK-LABEL: llvm.func @row_mask_unknown_bound
// CHECK: %[[C0:.*]] = llvm.icmp "slt"
// CHECK-NEXT: %[[C1:.*]] = llvm.icmp "slt"
// CHECK: llvm.insertvalue %[[C0]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[C1]], %{{.*}}[1]
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @row_mask_unknown_bound(%M: i32) {
    %pid = tt.get_program_id x : i32
    %c16 = arith.constant 16 : i32
    %start = arith.muli %pid, %c16 : i32
    %range = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %splat = tt.splat %start : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %rows = arith.addi %splat, %range : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %bound = tt.splat %M : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %mask = arith.cmpi slt, %rows, %bound : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return
  }
}
