// RUN: tt-opt -tritongpu-accelerate-matmul -debug-only=tritongpu-accelerate-matmul %s -o /dev/null 2>&1 | FileCheck %s

// The trace says why each MMA version was taken or not and what it chose,
// once per dot (both rewrite patterns ask which version fits). A 32-row
// tile is too short for wgmma (64 rows per warp group): mma v2. The remark
// names the condition that failed.
// CHECK: [tritongpu-accelerate-matmul] compute capability 90
// CHECK: [tritongpu-accelerate-matmul] %[[D:[0-9]+]] = tt.dot in @trace ({{.*}}accelerate-matmul-debug.mlir:[[@LINE+18]]:10): no mma v3 (M = 32 is not a multiple of 64)
// CHECK-NEXT: accelerate-matmul-debug.mlir:[[@LINE+17]]:10: remark: MMA version 3 acceleration not applied due to unsupported shapes or data types: M = 32 is not a multiple of 64
// CHECK: [tritongpu-accelerate-matmul] %[[D]] = tt.dot in @trace ({{.*}}): sm90 -> mma v2
// CHECK-NOT: mma v3 acceleration not applied
// CHECK-NOT: -> mma v2
// The two dots share the tt.return, so each is in the other's slice: a
// chain, all warps on N (the larger dim).
// CHECK: [tritongpu-accelerate-matmul]   chained dot: all warps on the larger dim
// CHECK: [tritongpu-accelerate-matmul]   mma v2, instrShape [16, 8], warpsPerCTA [1, 4]
// CHECK: [tritongpu-accelerate-matmul]   operands loaded with 16 bits: kWidth 2
// The 64x128 dot goes to wgmma, one warp group along M.
// CHECK: [tritongpu-accelerate-matmul] %{{[0-9]+}} = tt.dot in @trace ({{.*}}accelerate-matmul-debug.mlir:[[@LINE+6]]:10): sm90 -> mma v3
// CHECK: [tritongpu-accelerate-matmul]   mma v3, instrShape [16, 128, 16], warpsPerCTA [4, 1]
// CHECK: [tritongpu-accelerate-matmul]   operand 0 through shared memory, order [1, 0]: #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @trace(%a: tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<32x64xf32, #blocked>, %a2: tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b2: tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c2: tensor<64x128xf32, #blocked>) -> (tensor<32x64xf32, #blocked>, tensor<64x128xf32, #blocked>) {
    %e = tt.dot %a2, %b2, %c2 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x128xf32, #blocked>
    %d = tt.dot %a, %b, %c : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<32x64xf32, #blocked>
    tt.return %d, %e : tensor<32x64xf32, #blocked>, tensor<64x128xf32, #blocked>
  }
}
