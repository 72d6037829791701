// RUN: tt-opt --split-input-file -tritonamdgpu-optimize-dot-operands -verify-diagnostics %s

// No arch-generation-name and no hip target to take it from.
// expected-error @+1 {{requires the option `arch-generation-name` or a module attribute `ttg.target` = "hip:<arch>"}}
module attributes {"ttg.num-warps" = 4 : i32} {
}

// -----

// A scale loaded straight into a convert: the convert folds into the new
// local_load, the rewrite matches again every time, and the driver gives up
// (Triton 3.6 fails the same way on this input).
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
// expected-error @+1 {{tritonamdgpu-optimize-dot-operands: the rewrites did not converge}}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @upcast_scales_cvt(%x: tensor<64x64xf8E4M3FN, #blocked>, %p: tensor<64x64x!tt.ptr<bf16>, #blocked1>, %q: tensor<64x64x!tt.ptr<f16>, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1  : i32 {
      %s = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked1>
      %sc = ttg.convert_layout %s : tensor<64x64xbf16, #blocked1> -> tensor<64x64xbf16, #blocked>
      %u = amdg.scaled_upcast_fp8 %x scale %sc : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xf16, #blocked>
      tt.store %q, %u : tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return
  }
}
