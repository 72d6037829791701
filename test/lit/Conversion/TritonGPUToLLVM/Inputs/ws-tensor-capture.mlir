// A tensor cannot be a warp_specialize capture in Triton 3.6's layout of the
// capture block (Triton aborts); tt-opt reports it at the op.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tensor_capture(%t: tensor<32xi32, #blocked>) {
    ttg.warp_specialize(%t)
    default {
      ttg.warp_yield
    }
    partition0(%arg0: tensor<32xi32, #blocked>) num_warps(4) {
      ttg.warp_return
    } : (tensor<32xi32, #blocked>) -> ()
    tt.return
  }
}
