// RUN: tt-opt --split-input-file --verify-diagnostics %s -allocate-shared-memory-nv | FileCheck %s
// RUN: tt-opt --split-input-file --verify-diagnostics %s -allocate-shared-memory-nv -debug-only=allocate-shared-memory-nv 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE
//
// Explicit buffers, views and loop-carried memdescs. The offsets and the
// total are Triton 3.6's own output for the first module (its
// allocate-shared-memory-nv through its Python bindings, compute capability
// 90); the other pieces check what Triton's corpus shows (`ttg.shared = 0`
// without buffers, e.g. the vector add) and our diagnostics.

// TRACE: function @explicit_reuse: 5120 bytes
// TRACE: buffer 3: offset 4096 size 1024 live
// TRACE: ttg.shared = 5120
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
// CHECK: module attributes {{.*}}ttg.shared = 5120 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// %a dies at its local_load, so %b reuses its bytes; %c (2x32x32xf16, 4096
// bytes, live until its dealloc) starts at 0 too, %a and %b being dead;
// %d (16x16xf32, 1024 bytes) overlaps %c's lifetime and goes above it; %e,
// allocated after %c's dealloc, reuses 0 again. Total: 4096 + 1024.
// CHECK-LABEL: tt.func @explicit_reuse(
// CHECK: ttg.local_alloc %{{.*}} {allocation.offset = 0 : i32}
// CHECK: ttg.local_alloc %{{.*}} {allocation.offset = 0 : i32}
// CHECK: ttg.local_alloc {allocation.offset = 0 : i32}
// CHECK: ttg.local_alloc {allocation.offset = 4096 : i32}
// CHECK-NOT: allocation.offset
// CHECK: ttg.local_alloc %{{.*}} {allocation.offset = 0 : i32}
  tt.func @explicit_reuse(%x: tensor<32x32xf16, #blocked>, %i: i32) {
    %a = ttg.local_alloc %x : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem>
    %la = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #blocked>
    %b = ttg.local_alloc %la : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem>
    %lb = ttg.local_load %b : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #blocked>
    %c = ttg.local_alloc : () -> !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>
    %d = ttg.local_alloc : () -> !ttg.memdesc<16x16xf32, #shared, #smem, mutable>
    %c0 = ttg.memdesc_index %c[%i] : !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    ttg.local_store %lb, %c0 : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %lc = ttg.local_load %c0 : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    ttg.local_dealloc %c : !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>
    %e = ttg.local_alloc %lc : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem>
    %le = ttg.local_load %e : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #blocked>
    ttg.local_dealloc %d : !ttg.memdesc<16x16xf32, #shared, #smem, mutable>
    tt.return
  }
// The loop carries views of %a (an alias through the iter_arg and the
// loop result), so %a lives until the local_load of %r; %b comes after.
// Views (memdesc_index) own no buffer and get no offset.
// CHECK-LABEL: tt.func @loop_carried(
// CHECK: ttg.local_alloc {allocation.offset = 0 : i32}
// CHECK-NOT: allocation.offset
// CHECK: ttg.local_alloc %{{.*}} {allocation.offset = 0 : i32}
  tt.func @loop_carried(%x: tensor<32x32xf16, #blocked>, %n: i32) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %a = ttg.local_alloc : () -> !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>
    %a0 = ttg.memdesc_index %a[%c0_i32] : !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %r = scf.for %iv = %c0_i32 to %n step %c1_i32 iter_args(%cur = %a0) -> (!ttg.memdesc<32x32xf16, #shared, #smem, mutable>) : i32 {
      ttg.local_store %x, %cur : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
      %nxt = ttg.memdesc_index %a[%iv] : !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
      scf.yield %nxt : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    }
    %l = ttg.local_load %r : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    %b = ttg.local_alloc %l : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem>
    %lb = ttg.local_load %b : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #blocked>
    tt.return
  }
// The same after convert-scf-to-cf: the view flows through a block
// argument.
// CHECK-LABEL: tt.func @cf_carried(
// CHECK: ttg.local_alloc {allocation.offset = 0 : i32}
// CHECK: ttg.local_alloc %{{.*}} {allocation.offset = 0 : i32}
  tt.func @cf_carried(%x: tensor<32x32xf16, #blocked>, %n: i32) {
    %c0_i32 = arith.constant 0 : i32
    %a = ttg.local_alloc : () -> !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>
    %a0 = ttg.memdesc_index %a[%c0_i32] : !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    cf.br ^bb1(%c0_i32, %a0 : i32, !ttg.memdesc<32x32xf16, #shared, #smem, mutable>)
  ^bb1(%iv: i32, %cur: !ttg.memdesc<32x32xf16, #shared, #smem, mutable>):
    %cond = arith.cmpi slt, %iv, %n : i32
    cf.cond_br %cond, ^bb2, ^bb3
  ^bb2:
    ttg.local_store %x, %cur : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %nxt = ttg.memdesc_index %a[%iv] : !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %iv1 = arith.addi %iv, %n : i32
    cf.br ^bb1(%iv1, %nxt : i32, !ttg.memdesc<32x32xf16, #shared, #smem, mutable>)
  ^bb3:
    %l = ttg.local_load %cur : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    %b = ttg.local_alloc %l : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem>
    %lb = ttg.local_load %b : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #blocked>
    tt.return
  }
}

// -----

// Nothing needs shared memory: the IR is unchanged but for `ttg.shared`.
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32}
// CHECK-NEXT: tt.func @no_buffers(%p: !tt.ptr<f32>) {
// CHECK-NEXT: tt.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @no_buffers(%p: !tt.ptr<f32>) {
    tt.return
  }
}

// -----

// expected-error @below {{requires the module attribute `ttg.target` (e.g. "cuda:90"); run -convert-triton-to-tritongpu first}}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @no_target() {
    tt.return
  }
}
