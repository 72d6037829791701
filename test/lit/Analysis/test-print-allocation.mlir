// RUN: tt-opt %s -test-print-allocation -verify-diagnostics -o /dev/null
//
// The offsets of @callee/@kernel are Triton 3.6's (its
// allocate-shared-memory-nv on these functions, through its Python
// bindings); @colouring is the 32x64 twin of the oracle-checked 64x64 case
// in Conversion/TritonGPUToLLVM/allocate-shared-memory-nv-scratch.mlir.
// Sizes and liveness (op ids in post-order, a buffer live over
// [first, last + 1)) are what the remarks add. A call reserves its callee's
// frame as a virtual buffer.

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-remark @below {{size = 8192}}
  tt.func private @callee(%x: tensor<32x64xf32, #blocked>) -> tensor<32x64xf32, #blocked1> {
    // The transposing convert takes the whole 32x64xf32 tile.
    // expected-remark @below {{scratch offset = 0, size = 8192, live = [0, 1)}}
    %0 = ttg.convert_layout %x : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked1>
    tt.return %0 : tensor<32x64xf32, #blocked1>
  }
  // expected-remark @below {{size = 8192}}
  tt.func public @kernel(%x: tensor<32x64xf32, #blocked>) {
    // expected-remark @below {{virtual offset = 0, size = 8192, live = [0, 1)}}
    %0 = tt.call @callee(%x) : (tensor<32x64xf32, #blocked>) -> tensor<32x64xf32, #blocked1>
    // expected-remark @below {{scratch offset = 0, size = 8192, live = [1, 2)}}
    %1 = ttg.convert_layout %0 : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #blocked>
    tt.return
  }
  // An explicit buffer live across two converts: they share the bytes
  // above it.
  // expected-remark @below {{size = 16384}}
  tt.func public @colouring(%x: tensor<32x64xf32, #blocked>) {
    // expected-remark @below {{offset = 0, size = 8192, live = [0, 4)}}
    %a = ttg.local_alloc : () -> !ttg.memdesc<32x64xf32, #shared, #smem, mutable>
    // expected-remark @below {{scratch offset = 8192, size = 8192, live = [1, 2)}}
    %0 = ttg.convert_layout %x : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked1>
    // expected-remark @below {{scratch offset = 8192, size = 8192, live = [2, 3)}}
    %1 = ttg.convert_layout %0 : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #blocked>
    ttg.local_store %1, %a : tensor<32x64xf32, #blocked> -> !ttg.memdesc<32x64xf32, #shared, #smem, mutable>
    tt.return
  }
}
