// RUN: tt-opt %s -split-input-file -convert-triton-gpu-to-llvm -verify-diagnostics

// Conversions Triton 3.6 rejects: fp8 with rounding toward zero from
// f16 / bf16, e4m3 from f16 toward zero.
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%h: tensor<256xf16, #blocked>) {
    // expected-error @+1 {{tt.fp_to_fp: conversion from 'f16' to 'f8E4M3FN' with rounding rtz is not supported}}
    %0 = tt.fp_to_fp %h, rounding = rtz : tensor<256xf16, #blocked> -> tensor<256xf8E4M3FN, #blocked>
    tt.return
  }
}

// -----

// Conversions to fp8 use sm90's cvt instructions (below sm90 only e5m2 to
// f16/bf16 is lowered, by moving bits).
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%h: tensor<256xf16, #blocked>) {
    // expected-error @+1 {{tt.fp_to_fp: conversion from 'f16' to 'f8E5M2' with rounding rtne is not supported below sm_90 (e5m2 to f16/bf16 is)}}
    %0 = tt.fp_to_fp %h, rounding = rtne : tensor<256xf16, #blocked> -> tensor<256xf8E5M2, #blocked>
    tt.return
  }
}

// -----

// Triton lowers arith.divf for f32 and f64 only, and has no tensor lowering
// of math.tanh (its frontend calls libdevice through tt.extern_elementwise).
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%h: tensor<256xf16, #blocked>, %x: tensor<256xf32, #blocked>) {
    // expected-error @+1 {{arith.divf: lowering to LLVM is not supported yet}}
    %0 = arith.divf %h, %h : tensor<256xf16, #blocked>
    // expected-error @+1 {{math.tanh: lowering to LLVM is not supported yet}}
    %1 = math.tanh %x : tensor<256xf32, #blocked>
    tt.return
  }
}

