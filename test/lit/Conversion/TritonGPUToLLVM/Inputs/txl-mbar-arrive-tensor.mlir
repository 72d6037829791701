// txl-ops.mlir: a txl.mbar_arrive on a tensor (before TXL's passes) is not lowered.
// CHECK: txl-mbar-arrive-tensor.mlir:6:{{[0-9]+}}: error: txl.mbar_arrive on a tensor is not lowered: run TXL's passes first, which give its barrier a shared-memory descriptor
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @on_tensor(%b: tensor<1xi64, #blocked>) {
    txl.mbar_arrive %b {operandSegmentSizes = array<i32: 1, 0, 0>, trackAsyncOp = false} : tensor<1xi64, #blocked>
    tt.return
  }
}
