// RUN: tt-opt %s -split-input-file -convert-triton-gpu-to-llvm -verify-diagnostics

// Each thread holds 4 elements; packs of 8 (which the 512 elements allow) do not fit in them.
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @uneven(%x: tensor<512xi32, #blocked>) {
    // expected-error @+1 {{tt.elementwise_inline_asm: packed_element 8 does not divide the 4 registers per thread}}
    %0 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 8 : i32, pure = true} %x : tensor<512xi32, #blocked> -> tensor<512xi32, #blocked>
    tt.return
  }
}
