// RUN: tt-opt %s -split-input-file -verify-diagnostics
//
// Every count of every encoding, huge (2^31: a power of two, which used to
// pass and then divide by zero in the linear-layout computation), zero and
// negative, is a diagnostic at the attribute (LayoutLimits.h: each count at
// most 2^16, the product of one tile's counts at most 2^30, basis
// coordinates below 2^30).

// The issue's case: a tensor type of an op, in the verifier of tt-opt.
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%x: f32) {
    // expected-error @+1 {{Every element in threadsPerWarp must be a power of two between 1 and 65536 (2^16); got 2147483648}}
    %0 = tt.splat %x : f32 -> tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [2147483648], warpsPerCTA = [4], order = [0]}>>
    tt.return
  }
}

// -----

// blocked sizePerThread: huge.
// expected-error @+1 {{Every element in sizePerThread must be a power of two between 1 and 65536 (2^16); got 2147483648}}
#a = #ttg.blocked<{sizePerThread = [2147483648, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>

// -----

// blocked sizePerThread: zero.
// expected-error @+1 {{Every element in sizePerThread must be a power of two.}}
#a = #ttg.blocked<{sizePerThread = [0, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>

// -----

// blocked sizePerThread: negative.
// expected-error @+1 {{expected an array of unsigned 32-bit integers for 'sizePerThread'}}
#a = #ttg.blocked<{sizePerThread = [-1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>

// -----

// blocked threadsPerWarp: huge.
// expected-error @+1 {{Every element in threadsPerWarp must be a power of two between 1 and 65536 (2^16); got 2147483648}}
#a = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2147483648, 2], warpsPerCTA = [2, 2], order = [1, 0]}>

// -----

// blocked threadsPerWarp: zero.
// expected-error @+1 {{Every element in threadsPerWarp must be a power of two.}}
#a = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [0, 4], warpsPerCTA = [2, 2], order = [1, 0]}>

// -----

// blocked threadsPerWarp: negative.
// expected-error @+1 {{expected an array of unsigned 32-bit integers for 'threadsPerWarp'}}
#a = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [-1, 4], warpsPerCTA = [2, 2], order = [1, 0]}>

// -----

// blocked warpsPerCTA: huge.
// expected-error @+1 {{Every element in warpsPerCTA must be a power of two between 1 and 65536 (2^16); got 2147483648}}
#a = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2147483648, 2], order = [1, 0]}>

// -----

// blocked warpsPerCTA: zero.
// expected-error @+1 {{Every element in warpsPerCTA must be a power of two.}}
#a = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [0, 4], order = [1, 0]}>

// -----

// blocked warpsPerCTA: negative.
// expected-error @+1 {{expected an array of unsigned 32-bit integers for 'warpsPerCTA'}}
#a = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [-1, 4], order = [1, 0]}>

// -----

// blocked: 2^32 + 1 does not wrap around to 1.
// expected-error @+1 {{expected an array of unsigned 32-bit integers for 'threadsPerWarp'}}
#a = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4294967297, 8], warpsPerCTA = [2, 2], order = [1, 0]}>

// -----

// blocked: each count fits, their product (the tile) does not.
// expected-error @+1 {{the tile of sizePerThread x threadsPerWarp x warpsPerCTA has 2^40 elements; at most 2^30 are supported}}
#a = #ttg.blocked<{sizePerThread = [256, 1], threadsPerWarp = [65536, 1], warpsPerCTA = [1, 65536], order = [1, 0]}>

// -----

// blocked CGALayout: a huge coordinate.
// expected-error @+1 {{the coordinates of 'CGALayout' must be between 0 and 2^30 - 1; got [1073741824, 0]}}
#a = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0], CGALayout = [[1073741824, 0]]}>

// -----

// blocked CGALayout: a negative coordinate.
// expected-error @+1 {{the coordinates of 'CGALayout' must be between 0 and 2^30 - 1; got [-2147483648, 0]}}
#a = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0], CGALayout = [[-2147483648, 0]]}>

// -----

// blocked CGALayout: 2^17 CTAs.
// expected-error @+1 {{the CGA layout has 2^17 CTAs; at most 2^16 are supported}}
#a = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0], CGALayout = [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]]}>

// -----

// slice dim: huge.
// expected-error @+1 {{slice dim=2147483648 must be less than the parent rank=2}}
#a = #ttg.slice<{dim = 2147483648, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>}>

// -----

// slice dim: negative.
// expected-error @+1 {{expected an unsigned 32-bit integer for 'dim'}}
#a = #ttg.slice<{dim = -1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>}>

// -----

// dot_op kWidth: huge.
// expected-error @+1 {{ttg.dot_op kWidth must be between 1 and 65536 (2^16); got 2147483648}}
#a = #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>, kWidth = 2147483648}>

// -----

// dot_op kWidth: zero (mandatory for an MMA parent).
// expected-error @+1 {{ttg.dot_op kWidth parameter is mandatory for Ampere or Hopper MMA parent}}
#a = #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>, kWidth = 0}>

// -----

// nvidia_mma warpsPerCTA: huge.
// expected-error @+1 {{Every element in warpsPerCTA must be a power of two between 1 and 65536 (2^16); got 2147483648}}
#a = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2147483648, 1], instrShape = [16, 8]}>

// -----

// nvidia_mma warpsPerCTA: zero.
// expected-error @+1 {{Every element in warpsPerCTA must be a power of two.}}
#a = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [0, 1], instrShape = [16, 8]}>

// -----

// nvidia_mma warpsPerCTA: negative.
// expected-error @+1 {{expected an array of unsigned 32-bit integers for 'warpsPerCTA'}}
#a = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [-4, 1], instrShape = [16, 8]}>

// -----

// nvidia_mma instrShape: huge.
// expected-error @+1 {{Every element in instrShape must be between 1 and 65536 (2^16); got 2147483648}}
#a = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 2147483648]}>

// -----

// nvidia_mma instrShape: zero.
// expected-error @+1 {{Every element in instrShape must be between 1 and 65536 (2^16); got 0}}
#a = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [0, 8]}>

// -----

// nvidia_mma instrShape: negative.
// expected-error @+1 {{expected an array of unsigned 32-bit integers for 'instrShape'}}
#a = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, -8]}>

// -----

// nvidia_mma: the tile.
// expected-error @+1 {{the tile of warpsPerCTA x instrShape has 2^36 elements; at most 2^30 are supported}}
#a = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [65536, 1], instrShape = [16, 65536]}>

// -----

// nvidia_mma versionMajor: huge.
// expected-error @+1 {{versionMajor must be 1, 2 or 3}}
#a = #ttg.nvidia_mma<{versionMajor = 2147483648, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>

// -----

// amd_mfma warpsPerCTA: huge.
// expected-error @+1 {{Every element in warpsPerCTA must be a power of two between 1 and 65536 (2^16); got 2147483648}}
#a = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2147483648, 1], instrShape = [32, 32, 8], isTransposed = true, tilesPerWarp = [1, 1], elementBitWidth = 32}>

// -----

// amd_mfma warpsPerCTA: zero.
// expected-error @+1 {{Every element in warpsPerCTA must be a power of two.}}
#a = #ttg.amd_mfma<{version = 3, warpsPerCTA = [0, 1], instrShape = [32, 32, 8], isTransposed = true, tilesPerWarp = [1, 1], elementBitWidth = 32}>

// -----

// amd_mfma warpsPerCTA: negative.
// expected-error @+1 {{expected an array of unsigned 32-bit integers for 'warpsPerCTA'}}
#a = #ttg.amd_mfma<{version = 3, warpsPerCTA = [-1, 1], instrShape = [32, 32, 8], isTransposed = true, tilesPerWarp = [1, 1], elementBitWidth = 32}>

// -----

// amd_mfma instrShape K: huge.
// expected-error @+1 {{Every element in instrShape must be a power of two between 1 and 65536 (2^16); got 2147483648}}
#a = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 2147483648], isTransposed = true, tilesPerWarp = [1, 1], elementBitWidth = 32}>

// -----

// amd_mfma instrShape K: zero.
// expected-error @+1 {{Every element in instrShape must be a power of two.}}
#a = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 0], isTransposed = true, tilesPerWarp = [1, 1], elementBitWidth = 32}>

// -----

// amd_mfma instrShape: negative.
// expected-error @+1 {{expected an array of unsigned 32-bit integers for 'instrShape'}}
#a = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, -8], isTransposed = true, tilesPerWarp = [1, 1], elementBitWidth = 32}>

// -----

// amd_mfma tilesPerWarp: huge.
// expected-error @+1 {{Every element in tilesPerWarp must be a power of two between 1 and 65536 (2^16); got 2147483648}}
#a = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true, tilesPerWarp = [1, 2147483648], elementBitWidth = 32}>

// -----

// amd_mfma tilesPerWarp: zero.
// expected-error @+1 {{Every element in tilesPerWarp must be a power of two.}}
#a = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true, tilesPerWarp = [0, 1], elementBitWidth = 32}>

// -----

// amd_mfma tilesPerWarp: negative.
// expected-error @+1 {{expected an array of unsigned 32-bit integers for 'tilesPerWarp'}}
#a = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true, tilesPerWarp = [1, -2], elementBitWidth = 32}>

// -----

// amd_mfma: the tile.
// expected-error @+1 {{the tile of warpsPerCTA x instrShape x tilesPerWarp has 2^31 elements; at most 2^30 are supported}}
#a = #ttg.amd_mfma<{version = 3, warpsPerCTA = [65536, 1], instrShape = [32, 32, 8], isTransposed = true, tilesPerWarp = [4, 1], elementBitWidth = 32}>

// -----

// amd_mfma elementBitWidth: huge.
// expected-error @+1 {{elementBitWidth must be 32 or 64}}
#a = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true, tilesPerWarp = [1, 1], elementBitWidth = 2147483648}>

// -----

// amd_mfma version: huge.
// expected-error @+1 {{version must be in the [0, 4] range}}
#a = #ttg.amd_mfma<{version = 2147483648, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true, tilesPerWarp = [1, 1], elementBitWidth = 32}>

// -----

// amd_wmma warpsPerCTA: huge.
// expected-error @+1 {{Every element in warpsPerCTA must be a power of two between 1 and 65536 (2^16); got 2147483648}}
#a = #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [1, 2147483648], tilesPerWarp = [1, 1], instrShape = [16, 16, 16]}>

// -----

// amd_wmma warpsPerCTA: zero.
// expected-error @+1 {{Every element in warpsPerCTA must be a power of two.}}
#a = #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [0, 1], tilesPerWarp = [1, 1], instrShape = [16, 16, 16]}>

// -----

// amd_wmma warpsPerCTA: negative.
// expected-error @+1 {{expected an array of unsigned 32-bit integers for 'warpsPerCTA'}}
#a = #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [-2, 1], tilesPerWarp = [1, 1], instrShape = [16, 16, 16]}>

// -----

// amd_wmma instrShape: huge.
// expected-error @+1 {{Every element in instrShape must be a power of two between 1 and 65536 (2^16); got 2147483648}}
#a = #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [2, 2], tilesPerWarp = [1, 1], instrShape = [16, 16, 2147483648]}>

// -----

// amd_wmma instrShape: zero.
// expected-error @+1 {{Every element in instrShape must be a power of two.}}
#a = #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [2, 2], tilesPerWarp = [1, 1], instrShape = [0, 16, 16]}>

// -----

// amd_wmma tilesPerWarp: huge.
// expected-error @+1 {{Every element in tilesPerWarp must be a power of two between 1 and 65536 (2^16); got 2147483648}}
#a = #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [2, 2], tilesPerWarp = [2147483648, 1], instrShape = [16, 16, 16]}>

// -----

// amd_wmma tilesPerWarp: zero.
// expected-error @+1 {{Every element in tilesPerWarp must be a power of two.}}
#a = #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [2, 2], tilesPerWarp = [1, 0], instrShape = [16, 16, 16]}>

// -----

// amd_wmma version: huge.
// expected-error @+1 {{WMMA version must be in the [1, 3] range}}
#a = #ttg.amd_wmma<{version = 2147483648, isTranspose = false, warpsPerCTA = [2, 2], tilesPerWarp = [1, 1], instrShape = [16, 16, 16]}>

// -----

// linear: a huge coordinate.
// expected-error @+1 {{the coordinates of the basis of 'register' must be between 0 and 2^30 - 1; got [0, 1073741824]}}
#a = #ttg.linear<{register = [[0, 1073741824]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [], block = []}>

// -----

// linear: a negative coordinate.
// expected-error @+1 {{the coordinates of the basis of 'register' must be between 0 and 2^30 - 1; got [0, -2147483648]}}
#a = #ttg.linear<{register = [[0, -2147483648]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [], block = []}>

// -----

// linear: 2^31 locations (broadcast bases).
// expected-error @+1 {{the layout has 31 bases, 2^31 locations; at most 2^30 are supported}}
#a = #ttg.linear<{register = [[0, 1]], lane = [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], warp = [], block = []}>

// -----

// swizzled_shared vec: huge.
// expected-error @+1 {{vec must be between 1 and 65536 (2^16); got 2147483648}}
#a = #ttg.swizzled_shared<{vec = 2147483648, perPhase = 1, maxPhase = 8, order = [1, 0]}>

// -----

// swizzled_shared vec: zero.
// expected-error @+1 {{vec must be between 1 and 65536 (2^16); got 0}}
#a = #ttg.swizzled_shared<{vec = 0, perPhase = 1, maxPhase = 8, order = [1, 0]}>

// -----

// swizzled_shared vec: negative.
// expected-error @+1 {{expected an unsigned 32-bit integer for 'vec'}}
#a = #ttg.swizzled_shared<{vec = -1, perPhase = 1, maxPhase = 8, order = [1, 0]}>

// -----

// swizzled_shared perPhase: huge.
// expected-error @+1 {{perPhase must be between 1 and 65536 (2^16); got 2147483648}}
#a = #ttg.swizzled_shared<{vec = 8, perPhase = 2147483648, maxPhase = 8, order = [1, 0]}>

// -----

// swizzled_shared perPhase: zero.
// expected-error @+1 {{perPhase must be between 1 and 65536 (2^16); got 0}}
#a = #ttg.swizzled_shared<{vec = 8, perPhase = 0, maxPhase = 8, order = [1, 0]}>

// -----

// swizzled_shared perPhase: negative.
// expected-error @+1 {{expected an unsigned 32-bit integer for 'perPhase'}}
#a = #ttg.swizzled_shared<{vec = 8, perPhase = -1, maxPhase = 8, order = [1, 0]}>

// -----

// swizzled_shared maxPhase: huge.
// expected-error @+1 {{maxPhase must be between 1 and 65536 (2^16); got 2147483648}}
#a = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 2147483648, order = [1, 0]}>

// -----

// swizzled_shared maxPhase: zero.
// expected-error @+1 {{maxPhase must be between 1 and 65536 (2^16); got 0}}
#a = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 0, order = [1, 0]}>

// -----

// swizzled_shared maxPhase: negative.
// expected-error @+1 {{expected an unsigned 32-bit integer for 'maxPhase'}}
#a = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = -1, order = [1, 0]}>

// -----

// amd_rotating_shared maxPhase: zero.
// expected-error @+1 {{maxPhase must be between 1 and 65536 (2^16); got 0}}
#a = #ttg.amd_rotating_shared<{vec = 8, perPhase = 1, maxPhase = 0, order = [1, 0]}>

// -----

// nvmma_shared elementBitWidth: huge.
// expected-error @+1 {{elementBitWidth must be a power of two between 1 and 64; got 2147483648}}
#a = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 2147483648}>

// -----

// nvmma_shared elementBitWidth: wider than any element (2^16 bits used to
// make a swizzle row of 0 elements and divide by zero).
// expected-error @+1 {{elementBitWidth must be a power of two between 1 and 64; got 65536}}
#a = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 65536}>

// -----

// nvmma_shared elementBitWidth: zero.
// expected-error @+1 {{elementBitWidth must be non-zero}}
#a = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 0}>

// -----

// nvmma_shared rank: huge (it is the CGA layout's rank).
// expected-error @+1 {{rank must be between 1 and 16; got 2147483648}}
#a = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 2147483648}>

// -----

// nvmma_shared rank: zero.
// expected-error @+1 {{rank must be between 1 and 16; got 0}}
#a = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 0}>

// -----

// nvmma_shared swizzlingByteWidth: huge.
// expected-error @+1 {{swizzlingByteWidth must be 0, 32, 64, or 128}}
#a = #ttg.nvmma_shared<{swizzlingByteWidth = 2147483648, transposed = false, elementBitWidth = 16}>

// -----

// padded_shared interval: huge.
// expected-error @+1 {{interval and padding values must be less than 2^30}}
#a = #ttg.padded_shared<[2147483648:+4] {order = [1, 0], shape = [64, 64]}>

// -----

// padded_shared padding: huge.
// expected-error @+1 {{interval and padding values must be less than 2^30}}
#a = #ttg.padded_shared<[32:+2147483648] {order = [1, 0], shape = [64, 64]}>

// -----

// padded_shared interval: zero.
// expected-error @+1 {{interval values must all be power of two}}
#a = #ttg.padded_shared<[0:+4] {order = [1, 0], shape = [64, 64]}>

// -----

// padded_shared shape: huge.
// expected-error @+1 {{the tile of 'shape' has 2^32 elements; at most 2^30 are supported}}
#a = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [2147483648, 2]}>

// -----

// padded_shared shape: zero.
// expected-error @+1 {{padded layout needs a permutation as order and powers of two as shape}}
#a = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [0, 2]}>

// -----

// padded_shared bases: a huge coordinate.
// expected-error @+1 {{the coordinates of the basis of 'offset' must be between 0 and 2^30 - 1; got [1073741824, 0]}}
#a = #ttg.padded_shared<[32:+4] {offset = [[0, 1], [1073741824, 0]], block = []}>

// -----

// shared_linear alignment: huge.
// expected-error @+1 {{alignment must be a power of two between 1 and 65536 (2^16); got 2147483648}}
#a = #ttg.shared_linear<{offset = [[0, 1], [1, 0]]}, alignment = 2147483648>

// -----

// shared_linear: a negative coordinate.
// expected-error @+1 {{the coordinates of the basis of 'offset' must be between 0 and 2^30 - 1; got [-1, 0]}}
#a = #ttg.shared_linear<{offset = [[0, 1], [-1, 0]]}, alignment = 16>

// -----

// tensor_memory_encoding blockM: huge.
// expected-error @+1 {{blockM must be 64 or 128, got 2147483648}}
#a = #ttng.tensor_memory_encoding<blockM = 2147483648, blockN = 128, colStride = 1, CTASplitM = 1, CTASplitN = 1>

// -----

// tensor_memory_encoding blockN: huge.
// expected-error @+1 {{blockN must be a power of two between 1 and 65536 (2^16); got 2147483648}}
#a = #ttng.tensor_memory_encoding<blockM = 128, blockN = 2147483648, colStride = 1, CTASplitM = 1, CTASplitN = 1>

// -----

// tensor_memory_encoding blockN: zero.
// expected-error @+1 {{blockN must be a power of two between 1 and 65536 (2^16); got 0}}
#a = #ttng.tensor_memory_encoding<blockM = 128, blockN = 0, colStride = 1, CTASplitM = 1, CTASplitN = 1>

// -----

// tensor_memory_encoding colStride: huge.
// expected-error @+1 {{colStride must be a power of two between 1 and 65536 (2^16); got 2147483648}}
#a = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2147483648, CTASplitM = 1, CTASplitN = 1>

// -----

// tensor_memory_encoding CTASplitM: huge.
// expected-error @+1 {{CTASplitM must be a power of two between 1 and 65536 (2^16); got 2147483648}}
#a = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1, CTASplitM = 2147483648, CTASplitN = 1>

// -----

// tensor_memory_encoding CTASplitM: not a power of two.
// expected-error @+1 {{CTASplitM must be a power of two between 1 and 65536 (2^16); got 3}}
#a = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1, CTASplitM = 3, CTASplitN = 1>

// -----

// tensor_memory_encoding CTASplitN: zero.
// expected-error @+1 {{CTASplitN must be a power of two between 1 and 65536 (2^16); got 0}}
#a = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1, CTASplitM = 1, CTASplitN = 0>

// -----

// tensor_memory_encoding: the CTA splits multiplied.
// expected-error @+1 {{the tile of CTASplitM x CTASplitN has 2^32 elements; at most 2^30 are supported}}
#a = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1, CTASplitM = 65536, CTASplitN = 65536>

// -----

// tensor_memory_scales_encoding CTASplitM: huge.
// expected-error @+1 {{CTASplitM must be a power of two between 1 and 65536 (2^16); got 2147483648}}
#a = #ttng.tensor_memory_scales_encoding<CTASplitM = 2147483648>

// -----

// tensor_memory_scales_encoding CTASplitN: zero.
// expected-error @+1 {{CTASplitN must be a power of two between 1 and 65536 (2^16); got 0}}
#a = #ttng.tensor_memory_scales_encoding<CTASplitN = 0>

// -----

// dot_op kWidth: negative, or past 32 bits.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// expected-error @+1 {{expected an unsigned 32-bit integer for 'kWidth'}}
#a = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = -2}>

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// expected-error @+1 {{expected an unsigned 32-bit integer for 'kWidth'}}
#a = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4294967298}>

// -----

// The tensor memory encodings have MLIR's generated parsers, which read a
// negative unsigned modulo 2^32 (-1 is 4294967295): the bound catches it.
// expected-error @+1 {{blockN must be a power of two between 1 and 65536 (2^16); got 4294967295}}
#a = #ttng.tensor_memory_encoding<blockM = 128, blockN = -1, colStride = 1>

// -----

// Past 32 bits, the generated parser fails.
// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse TTNG_TensorMemoryEncodingAttr parameter 'blockN'}}
#a = #ttng.tensor_memory_encoding<blockM = 128, blockN = 4294967298, colStride = 1>
