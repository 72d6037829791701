// RUN: tt-opt -tritongpu-optimize-dot-operands -debug-only=tritongpu-optimize-dot-operands %s -o /dev/null 2>&1 | FileCheck %s
// RUN: tt-opt -tritongpu-optimize-dot-operands -debug-only=other-pass %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty

// The trace names each transpose or reshape folded into an allocation and
// the shared layout the allocation gets.
// CHECK-DAG: [tritongpu-optimize-dot-operands] fold transpose %{{[0-9]+}} = tt.trans in @fuse_trans_b ({{.*}}optimize-dot-operands-debug.mlir:[[@LINE+13]]:{{[0-9]+}}) into the alloc as #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
// CHECK-DAG: [tritongpu-optimize-dot-operands] fold reshape %{{[0-9]+}} = tt.reshape in @reshape_alloc ({{.*}}optimize-dot-operands-debug.mlir:[[@LINE+18]]:{{[0-9]+}}) into the alloc as #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
// QUIET-NOT: tritongpu-optimize-dot-operands
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fuse_trans_b(%x: tensor<64x64xf16, #blocked>, %bT: tensor<64x64xf16, #blocked>) -> tensor<64x64xf32, #mma> {
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %a = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %t = tt.trans %bT {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    %b = ttg.local_alloc %t : (tensor<64x64xf16, #blocked1>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
  tt.func @reshape_alloc(%x: tensor<2x64x64xf16, #blocked3>) -> !ttg.memdesc<128x64xf16, #shared, #smem> {
    %r = tt.reshape %x : tensor<2x64x64xf16, #blocked3> -> tensor<128x64xf16, #blocked>
    %a = ttg.local_alloc %r : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
    tt.return %a : !ttg.memdesc<128x64xf16, #shared, #smem>
  }
}
