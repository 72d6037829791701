// RUN: tt-opt %s -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -canonicalize | FileCheck %s

// ttng.wait_barrier under a predicate (Triton 3.6's pipelined sm100 loops:
// the wait of the last stage only when it ran) branches over the wait loop
// when the predicate is false; a constant-true predicate is the plain wait.
// CHECK-LABEL: llvm.func @waits
// CHECK: "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b" %{{.*}}, %phase, %pred
// CHECK: "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %{{.*}}, %phase
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @waits(%phase: i32, %pred: i1) {
    %true = arith.constant true
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.wait_barrier %bar, %phase, %pred : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.wait_barrier %bar, %phase, %true : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}
