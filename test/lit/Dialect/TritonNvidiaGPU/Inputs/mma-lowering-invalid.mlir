// What triton-nvidia-mma-lowering refuses, with an error naming why.
// Several CTAs: the barriers' CGA layout and the scales' CTA split are not
// checked against Triton 3.6.
// expected-error @+1 {{triton-nvidia-mma-lowering: ttg.num-ctas > 1 is not supported}}
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @two_ctas() {
    tt.return
  }
}
