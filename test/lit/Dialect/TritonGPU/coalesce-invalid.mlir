// RUN: tt-opt --split-input-file -tritongpu-coalesce -verify-diagnostics %s

// Triton IR before convert-triton-to-tritongpu has no layouts to start from.
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @no_layout(%p: tensor<128x!tt.ptr<f32>>) {
    // expected-error @below {{expects TritonGPU IR: 'tensor<128x!tt.ptr<f32>>' has no ttg layout encoding (run -convert-triton-to-tritongpu first)}}
    %v = tt.load %p : tensor<128x!tt.ptr<f32>>
    tt.return
  }
}
