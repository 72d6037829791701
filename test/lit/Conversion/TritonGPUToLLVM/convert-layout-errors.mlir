// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -verify-diagnostics

// Lanes swap within each warp: Triton shuffles, Allocation gives no scratch,
// so the convert is reported on the op (then as unlowered by the pass).
#src = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#dst = #ttg.linear<{register = [], lane = [[2], [1], [4], [8], [16]], warp = [[32], [64]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @within_warp() {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #src>
    // expected-error @+2 {{within-warp ttg.convert_layout is not lowered yet}}
    // expected-error @+1 {{ttg.convert_layout: lowering to LLVM is not supported yet}}
    %1 = ttg.convert_layout %0 : tensor<128xi32, #src> -> tensor<128xi32, #dst>
    tt.return
  }
}
