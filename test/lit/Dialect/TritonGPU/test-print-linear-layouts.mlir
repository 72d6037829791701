// RUN: tt-opt %s -test-print-linear-layouts -split-input-file -verify-diagnostics -o /dev/null

// The blocked tile is 16x64 (1x8 per thread along dim1); on 32x64 each
// thread also holds the same 8 columns 16 rows down: 16 elements, 8 of them
// contiguous along dim1, registers walking dim1 first.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// 4 instead of 8 columns per thread: columns 4-7 of lane 0 move to lane 1,
// but every row stays in its warp: a shuffle within the warp.
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// The same lanes and warps with the registers numbered rows first: only
// registers are renumbered.
#linear = #ttg.linear<{register = [[16, 0], [0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>
// A different warp split (2 rows per warp) crosses warps.
#blocked2 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    // expected-remark @below {{result 0: register = [[0, 1], [0, 2], [0, 4], [16, 0]], lane = [[0, 8], [0, 16], [0, 32], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}}
    // expected-remark @below {{result 0: elemsPerThread = 16, sizePerThread = [2, 8], contigPerThread = [1, 8], order = [1, 0]}}
    %0 = arith.constant dense<0.0> : tensor<32x64xf16, #blocked>
    // expected-remark @below {{result 0: register = [[0, 1], [0, 2], [0, 4], [16, 0]]}}
    // expected-remark @below {{result 0: elemsPerThread}}
    // expected-remark @below {{convert: trivial}}
    %1 = ttg.convert_layout %0 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #blocked>
    // expected-remark @below {{result 0: register}}
    // expected-remark @below {{result 0: elemsPerThread}}
    // expected-remark @below {{convert: warp}}
    %2 = ttg.convert_layout %0 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #blocked1>
    // expected-remark @below {{result 0: register = [[16, 0], [0, 1], [0, 2], [0, 4]]}}
    // expected-remark @below {{result 0: elemsPerThread = 16, sizePerThread = [2, 8], contigPerThread = [1, 1], order = [0, 1]}}
    // expected-remark @below {{convert: registers}}
    %3 = ttg.convert_layout %0 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #linear>
    // expected-remark @below {{result 0: register}}
    // expected-remark @below {{result 0: elemsPerThread}}
    // expected-remark @below {{convert: cross-warp}}
    %4 = ttg.convert_layout %0 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #blocked2>
    tt.return
  }
}

// -----

// A memdesc lays out its allocation shape without the buffer dim; a
// malformed request is an error at the op. Block arguments are reported at
// the op that owns the block.
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-remark @below {{block argument 0: offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [1, 8], [2, 16], [4, 32], [8, 0]], block = []}}
  tt.func @g(%arg0: !ttg.memdesc<16x64xf16, #shared, #smem>) {
    // expected-remark @below {{result 0: offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [1, 8], [2, 16], [4, 32]], block = []}}
    %0 = ttg.local_alloc : () -> !ttg.memdesc<2x8x64xf16, #shared, #smem, mutable>
    // expected-error @below {{nvmma_shared: the contiguous dim holds 32 elements, less than one 128-byte swizzle row}}
    %1 = ttg.local_alloc : () -> !ttg.memdesc<8x32xf16, #shared, #smem, mutable>
    tt.return
  }
}
