// RUN: tt-opt %s -convert-triton-gpu-to-llvm | FileCheck %s

// A ttg.local_barrier (what Membar inserts before a conflicting shared-memory
// access) is the CTA-wide barrier Triton 3.6 emits: `nvvm.barrier0`, which
// becomes `llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)` in LLVM IR (as in
// the corpus sm90 softmax .llir). No shared memory is touched here, so
// Membar adds none of its own: exactly one barrier comes out.
// CHECK-LABEL: llvm.func @user_barrier
// CHECK:         nvvm.barrier0
// CHECK-NOT:     nvvm.barrier0
// CHECK:         llvm.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @user_barrier() {
    ttg.local_barrier
    tt.return
  }

  // gpu.barrier is the same barrier (MLIR's GPU-to-NVVM lowering in Triton).
  // CHECK-LABEL: llvm.func @gpu_barrier
  // CHECK:         nvvm.barrier0
  // CHECK-NOT:     nvvm.barrier0
  // CHECK:         llvm.return
  tt.func public @gpu_barrier() {
    gpu.barrier
    tt.return
  }
}
