// RUN: tt-opt --split-input-file --verify-diagnostics %s -tritongpu-global-scratch-memory-allocation | FileCheck %s
// RUN: tt-opt --split-input-file --verify-diagnostics %s -tritongpu-global-scratch-memory-allocation -debug-only=tritongpu-global-scratch-memory-allocation 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE
//
// Expectations from Triton 3.6 itself (its global scratch allocation, run
// after allocate-shared-memory-nv through its Python bindings on this
// module). The callee is laid out first: 100 bytes at 0, size rounded up
// to its alignment 64 -> 128. In the kernel, post-order: 24 bytes at 0, the
// call's 128 bytes at the next multiple of 64 (64), 8 bytes at 192; the
// end (200) rounded up to the largest alignment (64) gives 256.

// CHECK: module attributes {ttg.global_scratch_memory_alignment = 64 : i32, ttg.global_scratch_memory_size = 256 : i32
// CHECK: tt.func private @callee({{.*}}) -> tensor<4xi32, #blocked> attributes {ttg.global_scratch_memory_alignment = 64 : i32, ttg.global_scratch_memory_size = 128 : i32}
// CHECK: ttg.global_scratch_alloc {alignment = 64 : i32, nbytes = 100 : i32, ttg.global_scratch_memory_offset = 0 : i32}
// CHECK: tt.func public @kernel({{.*}}) attributes {ttg.global_scratch_memory_alignment = 64 : i32, ttg.global_scratch_memory_size = 256 : i32}
// CHECK: ttg.global_scratch_alloc {alignment = 16 : i32, nbytes = 24 : i32, ttg.global_scratch_memory_offset = 0 : i32}
// CHECK: tt.call @callee({{.*}}) {ttg.global_scratch_memory_offset = 64 : i32}
// CHECK: ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 8 : i32, ttg.global_scratch_memory_offset = 192 : i32}

// TRACE: 100 bytes at 0 for %{{[0-9]+}} = ttg.global_scratch_alloc in @callee ({{.*}}global-scratch-memory-allocation.mlir:27:10)
// TRACE: 24 bytes at 0 for %{{[0-9]+}} = ttg.global_scratch_alloc in @kernel ({{.*}}global-scratch-memory-allocation.mlir:31:10)
// TRACE: 128 bytes at 64 for %{{[0-9]+}} = tt.call in @kernel ({{.*}}global-scratch-memory-allocation.mlir:32:10)
// TRACE: 8 bytes at 192 for %{{[0-9]+}} = ttg.global_scratch_alloc in @kernel ({{.*}}global-scratch-memory-allocation.mlir:33:10)

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @callee(%x: tensor<4xi32, #blocked>) -> tensor<4xi32, #blocked> {
    %s = ttg.global_scratch_alloc {alignment = 64 : i32, nbytes = 100 : i32} : !tt.ptr<i8>
    tt.return %x : tensor<4xi32, #blocked>
  }
  tt.func public @kernel(%x: tensor<4xi32, #blocked>) {
    %a = ttg.global_scratch_alloc {alignment = 16 : i32, nbytes = 24 : i32} : !tt.ptr<i8>
    %0 = tt.call @callee(%x) : (tensor<4xi32, #blocked>) -> tensor<4xi32, #blocked>
    %b = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 8 : i32} : !tt.ptr<i8>
    tt.return
  }
}

// -----

// No scratch: size 0, alignment 1 (Triton's corpus, e.g. the vector add).
// CHECK: module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @none() {
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @k1() {
    tt.return
  }
  // expected-error @below {{global scratch allocation expects one public function (the kernel)}}
  tt.func public @k2() {
    tt.return
  }
}
