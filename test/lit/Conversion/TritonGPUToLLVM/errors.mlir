// RUN: tt-opt %s -split-input-file -convert-triton-gpu-to-llvm -verify-diagnostics

// An op no pattern lowers fails the pass, named once.
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%x: tensor<512xf32, #blocked>) {
    // expected-error @+1 {{tt.scan: lowering to LLVM is not supported yet}}
    %0 = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.scan.return %s : f32
    }) : (tensor<512xf32, #blocked>) -> tensor<512xf32, #blocked>
    %1 = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.scan.return %s : f32
    }) : (tensor<512xf32, #blocked>) -> tensor<512xf32, #blocked>
    tt.return
  }
}

// -----

// Without the option, the compute capability comes from ttg.target.
// expected-error @+2 {{"hip:gfx942" is not an NVIDIA target}}
// expected-error @+1 {{option compute-capability not given and the module has no ttg.target of the form cuda:NN}}
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942"} {
}

// -----

// expected-error @+1 {{needs the module's ttg.num-warps}}
module attributes {ttg.target = "cuda:90"} {
}

// -----

// tt.reduce of pointers: no combine arithmetic to inline; reported.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%x: tensor<32x!tt.ptr<f16>, #blocked>) {
    // The pattern says why; the pass then names the op it left.
    // expected-error @+2 {{tt.reduce of pointers is not lowered yet}}
    // expected-error @+1 {{tt.reduce: lowering to LLVM is not supported yet}}
    %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: !tt.ptr<f16>, %b: !tt.ptr<f16>):
      tt.reduce.return %a : !tt.ptr<f16>
    }) : (tensor<32x!tt.ptr<f16>, #blocked>) -> !tt.ptr<f16>
    tt.return
  }
}
