// RUN: tt-opt %s -split-input-file -verify-diagnostics

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: an uninitialized local_alloc is mutable.
  tt.func @f() {
    // expected-error @+1 {{uninitialized alloc must have a mutable memdesc type}}
    %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: local_alloc keeps the shape of its initializer.
  tt.func @f(%x: tensor<64x64xf16, #blocked>) {
    // expected-error @+1 {{source shape [64, 64] must match destination shape [64, 32]}}
    %0 = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #shared, #smem>
    tt.return
  }
}

// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: local_load keeps the element type.
  tt.func @f(%m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
    // expected-error @+1 {{source element type}}
    %0 = ttg.local_load %m : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #blocked>
    tt.return
  }
}

// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: local_store writes a mutable buffer.
  tt.func @f(%x: tensor<64x64xf16, #blocked>, %m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
    // expected-error @+1 {{cannot store into immutable memory}}
    ttg.local_store %x, %m : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: convert_layout keeps the shape.
  tt.func @f(%x: tensor<64x64xf16, #blocked>) {
    // expected-error @+1 {{requires the same shape for all operands and results}}
    %0 = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x32xf16, #blocked1>
    tt.return
  }
}

// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: memdesc_index drops the leading dimension.
  tt.func @f(%m: !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>, %i: i32) {
    // expected-error @+1 {{result shape must equal srcShape[1:]}}
    %0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: memdesc_subslice offsets are multiples of the tile.
  tt.func @f(%m: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{the split offset may not touch the tile}}
    %0 = ttg.memdesc_subslice %m[0, 16] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64>
    tt.return
  }
}

// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: memdesc_subslice does not offset unsplit dimensions.
  tt.func @f(%m: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{a non zero offset found in a dimension that is not being split}}
    %0 = ttg.memdesc_subslice %m[32, 32] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64>
    tt.return
  }
}

// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: memdesc_trans permutes the source shape.
  tt.func @f(%m: !ttg.memdesc<64x32xf16, #shared, #smem>) {
    // expected-error @+1 {{result shape must be the source shape permuted by order}}
    %0 = ttg.memdesc_trans %m {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #shared, #smem> -> !ttg.memdesc<64x32xf16, #shared, #smem>
    tt.return
  }
}

// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: memdesc_reshape keeps the element count.
  tt.func @f(%m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
    // expected-error @+1 {{number of src and dst elements of reshape must be the same}}
    %0 = ttg.memdesc_reshape %m : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x32xf16, #shared, #smem>
    tt.return
  }
}

// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: fp4_to_fp doubles the packed axis.
  tt.func @f(%q: tensor<64x32xi8, #blocked1>) {
    // expected-error @+1 {{result dimension 1 must be 64, got 32}}
    %0 = ttg.fp4_to_fp %q {axis = 1 : i32} : tensor<64x32xi8, #blocked1> -> tensor<64x32xbf16, #blocked1>
    tt.return
  }
}

// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: async copies write a mutable buffer.
  tt.func @f(%p: tensor<64x64x!tt.ptr<f16>, #blocked>, %m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
    // expected-error @+1 {{cannot store into immutable memory}}
    %0 = ttg.async_copy_global_to_local %p, %m : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: partition counts match partitionNumWarps; warp counts are powers of two.
  tt.func @f(%a: i32) {
    // expected-error @+1 {{partition #0 number of warps (3) must be a power of 2}}
    ttg.warp_specialize(%a)
    default {
      ttg.warp_yield
    }
    partition0(%arg1: i32) num_warps(3) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: warp_yield yields the results of warp_specialize.
  tt.func @f(%a: i32) {
    %0 = ttg.warp_specialize(%a)
    default {
      // expected-error @+1 {{has 0 operands but parent op expected 1}}
      ttg.warp_yield
    }
    partition0(%arg1: i32) num_warps(4) {
      ttg.warp_return
    } : (i32) -> i32
    tt.return
  }
}


// -----
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0], CGALayout = [[0, 0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: a memdesc layout spans the module's CTAs (VerifyMemDescLayoutsTrait).
  tt.func @f() {
    // expected-error @+1 {{result 0 has an invalid layout: #ttg.swizzled_shared}}
    %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // Rule: memdesc_reshape of a subslice (here half of each row of a
  // 64x128 allocation) is not supported; one copy of a multi-buffered
  // allocation is whole (memdesc-reshape-copy.mlir).
  tt.func @f(%s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 64x128>) {
    // expected-error @+1 {{NYI: memdesc_reshape of memdesc_subslice}}
    %0 = ttg.memdesc_reshape %s : !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 64x128> -> !ttg.memdesc<4096xf16, #shared1, #smem, mutable, 8192>
    tt.return
  }
}
