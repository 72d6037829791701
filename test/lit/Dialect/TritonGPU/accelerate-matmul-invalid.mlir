// RUN: tt-opt --split-input-file -tritongpu-accelerate-matmul -verify-diagnostics %s

// The compute capability comes from `ttg.target`; without it there is no MMA to pick.
// expected-error @below {{requires the module attribute `ttg.target` (e.g. "cuda:90"); run -convert-triton-to-tritongpu first}}
module attributes {"ttg.num-warps" = 4 : i32} {
}

// -----

// expected-error @below {{`ttg.target` = "hip:gfx942" is not an NVIDIA target ("cuda:<capability>")}}
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942"} {
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  tt.func public @no_layout(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
    // expected-error @below {{expects TritonGPU IR: the result has no ttg layout (run -convert-triton-to-tritongpu first)}}
    %d = tt.dot %a, %b, %c : tensor<64x32xf16> * tensor<32x64xf16> -> tensor<64x64xf32>
    tt.return %d : tensor<64x64xf32>
  }
}

// -----

// tcgen05 scaled MMA of fp4 packed along M/N (lhs_k_pack = false) is not
// implemented.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_packed_along_m(%a: tensor<64x128xi8, #blocked1>, %as: tensor<128x4xi8, #blocked>, %b: tensor<64x128xi8, #blocked1>, %bs: tensor<128x4xi8, #blocked>, %c: tensor<128x128xf32, #blocked1>) -> tensor<128x128xf32, #blocked1> {
    // expected-error @below {{tcgen05 scaled MMA of fp4 packed along M or N (lhs_k_pack/rhs_k_pack = false)}}
    %d = tt.dot_scaled %a scale %as, %b scale %bs, %c lhs = e2m1 rhs = e2m1 {fastMath = false, lhs_k_pack = false} : tensor<64x128xi8, #blocked1>, tensor<128x4xi8, #blocked> * tensor<64x128xi8, #blocked1>, tensor<128x4xi8, #blocked> -> tensor<128x128xf32, #blocked1>
    tt.return %d : tensor<128x128xf32, #blocked1>
  }
}
