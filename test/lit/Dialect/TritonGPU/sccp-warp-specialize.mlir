// RUN: tt-opt -sccp %s | FileCheck %s
// RUN: tt-opt -sccp -debug-only=sccp %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE

// Triton 3.6's SCCP folds in the default region (its warp_specialize
// branches there) and leaves the partitions untouched, foldable or not.
// CHECK-LABEL: tt.func @default_folded_partitions_kept(%p
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = ttg.warp_specialize(%p)
// CHECK-NEXT:    default {
// CHECK-NEXT:      ttg.warp_yield %c3_i32 : i32
// CHECK:         partition0(%arg1: !tt.ptr<i32>) num_warps(1) {
// CHECK-NEXT:      %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:      %c2_i32_1 = arith.constant 2 : i32
// CHECK-NEXT:      %[[Y:.*]] = arith.addi %c1_i32_0, %c2_i32_1 : i32
// CHECK-NEXT:      tt.store %arg1, %[[Y]] : !tt.ptr<i32>
// CHECK:         tt.return %c3_i32 : i32

// TRACE: [sccp] %0 = ttg.warp_specialize in @default_folded_partitions_kept ({{.*}}) is the constant 3 : i32
// TRACE-NEXT: [sccp] the partitions of %0 = ttg.warp_specialize in @default_folded_partitions_kept ({{.*}}) stay as they are (Triton 3.6's warp_specialize does not branch into them)
// TRACE-NEXT: [sccp] %1 = arith.addi in @default_folded_partitions_kept ({{.*}}sccp-warp-specialize.mlir:[[# @LINE + 8]]:12) is the constant 3 : i32
// TRACE-NOT: [sccp]
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @default_folded_partitions_kept(%p: !tt.ptr<i32>) -> i32 {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %r = ttg.warp_specialize(%p)
    default {
      %x = arith.addi %c1, %c2 : i32
      ttg.warp_yield %x : i32
    }
    partition0(%arg0: !tt.ptr<i32>) num_warps(1) {
      %c1_0 = arith.constant 1 : i32
      %c2_0 = arith.constant 2 : i32
      %y = arith.addi %c1_0, %c2_0 : i32
      tt.store %arg0, %y : !tt.ptr<i32>
      ttg.warp_return
    } : (!tt.ptr<i32>) -> i32
    tt.return %r : i32
  }
}
