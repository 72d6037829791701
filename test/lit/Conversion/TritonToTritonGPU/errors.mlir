// RUN: not tt-opt -convert-triton-to-tritongpu %s 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not tt-opt -convert-triton-to-tritongpu='target=cuda:90 num-warps=3' %s 2>&1 | FileCheck %s --check-prefix=WARPS
// RUN: not tt-opt -convert-triton-to-tritongpu='target=cuda:90' %s 2>&1 | FileCheck %s --check-prefix=OP
//
// target has no default: without the flag or a ttg.target attribute the
// pass fails naming the option (Triton's message). Warps, lanes and CTAs
// must be powers of two. An op on tensors that Triton's pass has no rule for
// (arith.negf; Triton's frontend emits subf) cannot be legalized, as in
// Triton: the error names it.

module {
  tt.func public @negf(%x: tensor<256xf32>) -> tensor<256xf32> {
    %0 = arith.negf %x : tensor<256xf32>
    tt.return %0 : tensor<256xf32>
  }
}

// TARGET: errors.mlir:[[# @LINE - 7]]:1: error: 'convert-triton-to-tritongpu' requires 'target' option to be set
// WARPS: error: 'convert-triton-to-tritongpu' option 'num-warps' must be a power of two, got 3
// OP: errors.mlir:[[# @LINE - 7]]:10: error: failed to legalize operation 'arith.negf'
