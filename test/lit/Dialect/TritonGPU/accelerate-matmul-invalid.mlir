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
