// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -verify-diagnostics
//
// The scans tt.scan's lowering leaves, each with its reason (the pattern's
// error), then the pass names the op it left.

// Triton 3.6 scans blocked tensors only (ScanLoweringHelper::isSupported).
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#slice = #ttg.slice<{dim = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @slice_layout(%x: tensor<128xf32, #slice>) {
    // expected-error @+1 {{tt.scan: only blocked source layouts are supported}}
    %0 = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.scan.return %s : f32
    }) : (tensor<128xf32, #slice>) -> tensor<128xf32, #slice>
    tt.return
  }
}

// -----

// The combine region also runs where its result is dropped (lanes with no
// lane before them), so it must be pure: no division, which may trap.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @impure_region(%x: tensor<32xi32, #blocked>) {
    // expected-error @+1 {{tt.scan: combine region with side effects or undefined behaviour is not supported}}
    %0 = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.divsi %a, %b : i32
      tt.scan.return %s : i32
    }) : (tensor<32xi32, #blocked>) -> tensor<32xi32, #blocked>
    tt.return
  }
}

// -----

// A tensor shorter than sizePerThread: registers repeat elements.
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @broadcast_registers(%x: tensor<2xf32, #blocked>) {
    // expected-error @+1 {{tt.scan: broadcast registers in the source layout are not supported}}
    %0 = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.scan.return %s : f32
    }) : (tensor<2xf32, #blocked>) -> tensor<2xf32, #blocked>
    tt.return
  }
}
