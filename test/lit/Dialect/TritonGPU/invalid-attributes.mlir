// RUN: tt-opt %s -split-input-file -verify-diagnostics

// blocked: the first unknown key (sorted) is named. (Triton 3.5's CTA keys
// are known: legacy-cta-keys.mlir.)
// expected-error @+1 {{unknown key 'ctaLayout' in #ttg.blocked}}
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], ctaOrder = [1, 0], ctaLayout = [[0, 1]]}>

// -----

// blocked: every key is required.
// expected-error @+1 {{missing key 'order'}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4]}>

// -----

// blocked: all arrays have the same rank.
// expected-error @+1 {{sizePerThread, threadsPerWarp, warpsPerCTA, and order must all have the same rank.}}
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>

// -----

// blocked: entries are powers of two.
// expected-error @+1 {{Every element in threadsPerWarp must be a power of two.}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [24], warpsPerCTA = [4], order = [0]}>

// -----

// blocked: order is a permutation of the dims.
// expected-error @+1 {{order must be a permutation of 0..(rank-1), but was [1, 1]}}
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 1]}>

// -----

// CGALayout: one entry per tensor dim in every basis.
// expected-error @+1 {{'CGALayout' entry length does not match rank 2}}
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1]]}>

// -----

// CGALayout: without broadcast bases, a permutation matrix.
// expected-error @+1 {{After removing broadcast bases the CGA encoding must be a permutation matrix}}
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 1], [0, 1]]}>

// -----

// slice: dim is a dim of the parent.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// expected-error @+1 {{slice dim=2 must be less than the parent rank=2}}
module attributes {x.a = #ttg.slice<{dim = 2, parent = #blocked}>} {}

// -----

// slice: the parent is a distributed layout.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// expected-error @+1 {{expected a distributed encoding trait}}
module attributes {x.a = #ttg.slice<{dim = 0, parent = #shared}>} {}

// -----

// slice: the parent is given.
// expected-error @+1 {{missing key 'parent'}}
module attributes {x.a = #ttg.slice<{dim = 0}>} {}

// -----

// dot_op: a blocked parent takes no kWidth.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// expected-error @+1 {{ttg.dot_op kWidth parameter is not supported when the parent is a blocked layout}}
module attributes {x.a = #ttg.dot_op<{opIdx = 0, parent = #blocked, kWidth = 2}>} {}

// -----

// dot_op: opIdx is 0 or 1.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// expected-error @+1 {{ttg.dot_op opIdx parameter can be 0 or 1, got: 2}}
module attributes {x.a = #ttg.dot_op<{opIdx = 2, parent = #blocked}>} {}

// -----

// amd_mfma: only the MFMA instruction shapes.
// expected-error @+1 {{invalid (mDim, nDim) combination: (8, 8)}}
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [8, 8, 8], isTransposed = true}>

// -----

// amd_wmma: versions 1 to 3.
// expected-error @+1 {{WMMA version must be in the [1, 3] range}}
#mma = #ttg.amd_wmma<{version = 4, isTranspose = false, warpsPerCTA = [2, 2]}>

// -----

// linear: all four input dims are given.
// expected-error @+1 {{Expected basis of 'block' not found}}
#linear = #ttg.linear<{register = [[0, 1]], lane = [[1, 0]], warp = []}>

// -----

// linear: without broadcast bases the layout is a bijection.
// expected-error @+1 {{LinearEncodingAttr requires a permutation matrix layout after removing broadcast bases}}
#linear = #ttg.linear<{register = [[0, 1], [0, 1]], lane = [], warp = [], block = []}>

// -----

// nvmma_shared: only the hardware swizzle widths.
// expected-error @+1 {{swizzlingByteWidth must be 0, 32, 64, or 128}}
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 48, transposed = false, elementBitWidth = 16}>

// -----

// swizzled_shared: Triton 3.5's CTA keys must come all three.
// expected-error @+1 {{'CTAsPerCGA', 'CTASplitNum' and 'CTAOrder' must all be given, with one entry per dim (1)}}
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CTAsPerCGA = [1]}>

// -----

// padded_shared: intervals are powers of two.
// expected-error @+1 {{interval values must all be power of two}}
#shared = #ttg.padded_shared<[48:+4] {order = [1, 0], shape = [32, 32]}>

// -----

// padded_shared: intervals are unique.
// expected-error @+1 {{interval values cannot have duplicates}}
#shared = #ttg.padded_shared<[32:+4, 32:+8] {order = [1, 0], shape = [32, 32]}>

// -----

// shared_linear: the alignment sits outside the braces.
// expected-error @+1 {{alignment must be specified outside of the linear layout braces}}
#shared = #ttg.shared_linear<{offset = [[0, 1], [1, 0]], alignment = 16}, alignment = 16>

// -----

// shared_linear: the alignment is a power of two.
// expected-error @+1 {{alignment must be a positive power of two}}
#shared = #ttg.shared_linear<{offset = [[0, 1], [1, 0]]}, alignment = 24>

// -----

// memdesc: every dim but the first is a power of two.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
// expected-error @+1 {{shape must have power-of-2 dimensions; got [3, 48]}}
module attributes {x.t = !ttg.memdesc<3x48xf16, #shared, #smem>} {}

// -----

// memdesc: the view fits in the allocation.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
// expected-error @+1 {{shape must be less than or equal to allocShape. shape = [64, 64], allocShape = [64, 32]}}
module attributes {x.t = !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 64x32>} {}

// -----

// memdesc: a register layout is not a memory layout.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
// expected-error @+1 {{is not a valid encoding}}
module attributes {x.t = !ttg.memdesc<64x64xf16, #blocked, #smem>} {}

// -----

// Layout verification: warps per CTA match the module's ttg.num-warps.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @warps() {
    // expected-error @+1 {{Layout has 1 warps per CTA, but the context requires 4 warps per CTA}}
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    tt.return
  }
}

// -----

// Layout verification: a function's own ttg.num-warps wins over the module's.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @function_scope() attributes {"ttg.num-warps" = 8 : i32} {
    // expected-error @+1 {{Layout has 4 warps per CTA, but the context requires 8 warps per CTA}}
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    tt.return
  }
}

// -----

// Layout verification: lanes per warp match ttg.threads-per-warp.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @lanes() {
    // expected-error @+1 {{Layout has 32 threads per warp, but the context requires 64 threads per warp}}
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    tt.return
  }
}

// -----

// Layout verification: CTAs per CGA match ttg.num-ctas.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @ctas() {
    // expected-error @+1 {{Layout has 2 CTAs per CGA, but the context requires 1 CTAs per CGA}}
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    tt.return
  }
}
