// RUN: tt-opt %s -split-input-file -verify-diagnostics

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: an mbarrier is a 1D i64 shared-memory buffer.
  tt.func @f(%b: !ttg.memdesc<1xi32, #shared1, #smem, mutable>) {
    // expected-error @+1 {{barrier allocation must be a descriptor of Nxi64 type}}
    ttng.init_barrier %b, 1 : !ttg.memdesc<1xi32, #shared1, #smem, mutable>
    tt.return
  }
}

// -----
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: init_barrier expects at least one arrival.
  tt.func @f(%b: !ttg.memdesc<1xi64, #shared1, #smem, mutable>) {
    // expected-error @+1 {{count must be at least 1}}
    ttng.init_barrier %b, 0 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    tt.return
  }
}

// -----
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: arrive_barrier arrives at least once.
  tt.func @f(%b: !ttg.memdesc<1xi64, #shared1, #smem, mutable>) {
    // expected-error @+1 {{count must be at least 1}}
    ttng.arrive_barrier %b, 0 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    tt.return
  }
}

// -----
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: a TMA load writes a mutable buffer.
  tt.func @f(%d: !tt.tensordesc<tensor<128x64xf16, #shared>>, %i: i32, %p: i1, %b: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %r: !ttg.memdesc<128x64xf16, #shared, #smem>) {
    // expected-error @+1 {{cannot store into immutable memory}}
    ttng.async_tma_copy_global_to_local %d[%i, %i] %r, %b, %p : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem>
    tt.return
  }
}

// -----
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: a TMA copy moves the descriptor element type.
  tt.func @f(%d: !tt.tensordesc<tensor<128x64xf16, #shared>>, %i: i32, %r: !ttg.memdesc<128x64xf32, #shared, #smem>) {
    // expected-error @+1 {{descriptor element type}}
    ttng.async_tma_copy_local_to_global %d[%i, %i] %r : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<128x64xf32, #shared, #smem>
    tt.return
  }
}

// -----
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: a TMA copy takes one coordinate per descriptor dimension.
  tt.func @f(%d: !tt.tensordesc<tensor<128x64xf16, #shared>>, %i: i32, %r: !ttg.memdesc<128x64xf16, #shared, #smem>) {
    // expected-error @+1 {{expected 2 coordinates}}
    ttng.async_tma_copy_local_to_global %d[%i] %r : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<128x64xf16, #shared, #smem>
    tt.return
  }
}

// -----
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: tensormap_create takes rank - 1 global strides.
  tt.func @f(%raw: !tt.ptr<i8>, %gp: !tt.ptr<f16>, %m: i32, %s: i64) {
    // expected-error @+1 {{expected 1 global strides}}
    ttng.tensormap_create %raw, %gp, [%m, %m], [%m, %m], [%s, %s], [%m, %m] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i64, i32, i32) -> ()
    tt.return
  }
}

// -----
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: tmem_alloc allocates in tensor memory.
  tt.func @f() {
    // expected-error @+1 {{should create a buffer of tensor memory}}
    %0 = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: an uninitialized tmem_alloc is mutable.
  tt.func @f() {
    // expected-error @+1 {{uninitialized alloc must have a mutable memdesc type}}
    %0 = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>
    tt.return
  }
}

// -----
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: tmem_load keeps the buffer shape.
  tt.func @f(%m: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
    // expected-error @+1 {{tensor shape [128, 64] must match buffer shape [128, 128]}}
    %0 = ttng.tmem_load %m : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #blocked>
    tt.return
  }
}

// -----
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: tmem_subslice stays within the source columns.
  tt.func @f(%m: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
    // expected-error @+1 {{column range [96, 160) is out of the source}}
    %0 = ttng.tmem_subslice %m {N = 96 : i32} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable, 128x128>
    tt.return
  }
}

// -----
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: the tcgen05 accumulator lives in tensor memory.
  tt.func @f(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %d: !ttg.memdesc<128x128xf32, #shared, #smem, mutable>, %p: i1) {
    // expected-error @+1 {{accumulator must be in tensor memory}}
    ttng.tc_gen5_mma %a, %b, %d, %p, %p : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: a synchronous tcgen05 MMA signals no barrier.
  tt.func @f(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %p: i1) {
    // expected-error @+1 {{a synchronous MMA cannot signal barriers}}
    ttng.tc_gen5_mma %a, %b, %d, %p, %p, %bar[%p] : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    tt.return
  }
}

// -----
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: warp_group_dot shapes form MxK * KxN -> MxN.
  tt.func @f(%a: !ttg.memdesc<128x32xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %c: tensor<128x128xf32, #blocked>) {
    // expected-error @+1 {{shapes do not form an MxK * KxN -> MxN product}}
    %0 = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<128x32xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #blocked>
    tt.return
  }
}


// -----
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: a tensor-memory encoding only describes tensor memory.
  // expected-error @+1 {{memorySpace must be TensorMemorySpace}}
  tt.func @f(%m: !ttg.memdesc<128x128xf32, #tmem, #ttg.shared_memory, mutable>) {
    tt.return
  }
}

// -----
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: tensor-memory buffers are 2D, with an optional leading buffer dim.
  // expected-error @+1 {{rank must be 2 or 3}}
  tt.func @f(%m: !ttg.memdesc<128xf32, #tmem, #ttng.tensor_memory, mutable>) {
    tt.return
  }
}

// -----
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: an element and its column gap fit in a 32-bit TMEM column.
  // expected-error @+1 {{bitwidth * colStride must be less than or equal to 32. Got 32 and 2}}
  tt.func @f(%m: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
    tt.return
  }
}

// -----
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: each buffer holds at least one blockM x blockN block.
  // expected-error @+1 {{the allocation shape must be at least 128x128. Got [2, 64, 128]}}
  tt.func @f(%m: !ttg.memdesc<2x64x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
    tt.return
  }
}

// -----
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: scales live in a single tensor-memory buffer.
  // expected-error @+1 {{Scales don't currently support multibuffering}}
  tt.func @f(%m: !ttg.memdesc<2x128x8xi8, #tmem_scales, #ttng.tensor_memory, mutable>) {
    tt.return
  }
}

// -----
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: scales are 8-bit.
  // expected-error @+1 {{bitwidth must be 8}}
  tt.func @f(%m: !ttg.memdesc<128x8xi16, #tmem_scales, #ttng.tensor_memory, mutable>) {
    tt.return
  }
}
