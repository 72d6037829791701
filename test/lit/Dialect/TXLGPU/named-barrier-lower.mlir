// RUN: tt-opt %s -txlgpu-named-barrier-lower | FileCheck %s
// RUN: tt-opt %s -txlgpu-named-barrier-lower -debug-only=txlgpu-named-barrier-lower -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
// RUN: tt-opt %s -txlgpu-named-barrier-lower -convert-txlgpu-to-llvm | FileCheck %s --check-prefix=LLVM

// TXL's named barriers, as a producer/consumer pair of warp groups writes
// them (TXL's flash attention: the consumers hand the softmax turn over on
// barriers 2 and 3, 256 threads each), become txlgpu's one for one; the
// other ops stay. convert-txlgpu-to-llvm then makes them bar.arrive and
// bar.sync.
// CHECK-LABEL: tt.func @handover
// CHECK-NEXT:    txlgpu.bar_wait {bar = 2 : i32, numThreads = 256 : i32}
// CHECK-NEXT:    %[[X:.*]] = arith.addi
// CHECK-NEXT:    txlgpu.bar_arrive {bar = 3 : i32, numThreads = 256 : i32}
// CHECK-NEXT:    tt.return %[[X]]
// CHECK-NOT:     txl.barrier
// The greedy driver visits the ops bottom up.
// TRACE: txl.barrier_arrive in @handover ({{.*}}): barrier 3 of 256 threads
// TRACE-NEXT: txl.barrier_wait in @handover ({{.*}}): barrier 2 of 256 threads
// LLVM:      "bar.sync 2, 256;"
// LLVM-NEXT: arith.addi
// LLVM-NEXT: "bar.arrive 3, 256;"
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 12 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @handover(%a: i32) -> i32 {
    txl.barrier_wait {bar = 2 : i32, numThreads = 256 : i32}
    %x = arith.addi %a, %a : i32
    txl.barrier_arrive {bar = 3 : i32, numThreads = 256 : i32}
    tt.return %x : i32
  }
}
