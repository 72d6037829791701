// RUN: tt-opt --split-input-file %s -test-print-membar | FileCheck %s
// RUN: tt-opt --split-input-file %s -test-print-membar -debug-only=membar 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE
//
// Barrier placement by Triton 3.6's Membar rules (no Python binding of
// Triton runs Membar alone, so these cases follow its algorithm; on the
// corpus, the barriers it inserts into the sm80/sm90 matmul and flash
// attention kernels and the sm90 softmax/layer-norm/reduce kernels sit where
// Triton's LLVM output has its `nvvm.barrier0`s, see docs/passes.md).

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // Read after write, write after read, write after write on one buffer.
  // CHECK-LABEL: tt.func @raw_war_waw
  // CHECK: ttg.local_store
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_store
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_store
  // TRACE: barrier before {{.*}}ttg.local_load
  tt.func @raw_war_waw(%x: tensor<32x32xf16, #blocked>) {
    %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    ttg.local_store %x, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    ttg.local_store %0, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    ttg.local_store %x, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    tt.return
  }

  // Two buffers live together do not overlap: no barrier (unchanged IR).
  // CHECK-LABEL: tt.func @disjoint
  // CHECK-NOT: ttg.local_barrier
  // CHECK: tt.return
  tt.func @disjoint(%x: tensor<32x32xf16, #blocked>) {
    %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    ttg.local_store %x, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %0 = ttg.local_load %b : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    ttg.local_dealloc %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    ttg.local_dealloc %b : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    tt.return
  }

  // A view aliases its buffer: writing a slot of %a then reading %a.
  // CHECK-LABEL: tt.func @through_view
  // CHECK: ttg.local_store
  // CHECK-NEXT: ttg.memdesc_index
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  tt.func @through_view(%x: tensor<32x32xf16, #blocked>, %i: i32) {
    %a = ttg.local_alloc : () -> !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>
    %v = ttg.memdesc_index %a[%i] : !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    ttg.local_store %x, %v : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %w = ttg.memdesc_index %a[%i] : !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %0 = ttg.local_load %w : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    tt.return
  }

  // After an async wait all threads must see the copied data: a barrier
  // right after it, which also clears the pending store.
  // CHECK-LABEL: tt.func @async_wait
  // CHECK: ttg.async_wait
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  // TRACE: barrier after {{.*}}ttg.async_wait
  tt.func @async_wait(%x: tensor<32x32xf16, #blocked>) {
    %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    ttg.local_store %x, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %t = ttg.async_wait {num = 0 : i32}
    %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    tt.return
  }

  // A CFG loop: the load after the store in the body, and the store of the
  // next iteration after that load (the back edge carries the pending read).
  // CHECK-LABEL: tt.func @cf_loop
  // CHECK: ^bb2:
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_store
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  tt.func @cf_loop(%x: tensor<32x32xf16, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    cf.br ^bb1(%c0 : i32)
  ^bb1(%i: i32):
    %cond = arith.cmpi slt, %i, %n : i32
    cf.cond_br %cond, ^bb2, ^bb3
  ^bb2:
    ttg.local_store %x, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    %i1 = arith.addi %i, %c1 : i32
    cf.br ^bb1(%i1 : i32)
  ^bb3:
    ttg.local_dealloc %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    tt.return
  }

  // If/else: a store on one path, the load after the join.
  // CHECK-LABEL: tt.func @if_else
  // CHECK: scf.if
  // CHECK: } else {
  // CHECK: }
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  tt.func @if_else(%x: tensor<32x32xf16, #blocked>, %c: i1) {
    %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    scf.if %c {
      ttg.local_store %x, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    } else {
      %y = arith.addf %x, %x : tensor<32x32xf16, #blocked>
    }
    %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    tt.return
  }

  // Scratch: both reductions use bytes [0, 16); the second one's write
  // would race the first one's last reads (as in Triton's softmax).
  // CHECK-LABEL: tt.func @scratch_reuse
  // CHECK: "tt.reduce"
  // CHECK: ttg.local_barrier
  // CHECK-NEXT: "tt.reduce"
  tt.func @scratch_reuse(%x: tensor<1024xf32, #blocked1>) {
    %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%p: f32, %q: f32):
      %s = arith.maxnumf %p, %q : f32
      tt.reduce.return %s : f32
    }) : (tensor<1024xf32, #blocked1>) -> f32
    %1 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      tt.reduce.return %s : f32
    }) : (tensor<1024xf32, #blocked1>) -> f32
    tt.return
  }
}

// -----

// A gpu.barrier already in the IR (nvgpu-warp-specialization writes one
// after its mbarrier inits) syncs what is pending, as Membar's own does:
// no second barrier before the load. A tcgen05 MMA's completion barrier is
// no access of the issuing threads (Triton 3.6's effects: accumulator,
// operands): no barrier between the mbarrier's init and the MMA.
// CHECK-LABEL: tt.func @explicit_barrier
// CHECK: ttg.local_store
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: ttg.local_load
// CHECK-LABEL: tt.func @mma_completion_barrier
// CHECK: ttng.init_barrier
// CHECK-NEXT: ttng.tc_gen5_mma
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @explicit_barrier(%x: tensor<32x32xf16, #blocked>) {
    %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    ttg.local_store %x, %a : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    gpu.barrier
    %0 = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    tt.return
  }

  tt.func @mma_completion_barrier(%a: !ttg.memdesc<128x64xf16, #nvmma, #smem>, %b: !ttg.memdesc<64x128xf16, #nvmma, #smem>, %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %use: i1) {
    %true = arith.constant true
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.tc_gen5_mma %a, %b, %d, %use, %true, %bar[%true] {is_async} : !ttg.memdesc<128x64xf16, #nvmma, #smem>, !ttg.memdesc<64x128xf16, #nvmma, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}
