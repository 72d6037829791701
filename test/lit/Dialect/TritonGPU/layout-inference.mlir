// RUN: tt-opt --split-input-file --verify-diagnostics %s | FileCheck %s
//
// The ttg dialect's layout inference, as the tt verifiers use it: reduce
// gives a slice, expand_dims takes a slice along its axis, trans permutes a
// blocked layout, join/split add or drop a last dim held whole by each
// thread, dot operands are #ttg.dot_op of the result layout, and a reshape
// from a default layout gives the default layout of the new shape. Rules
// from Triton 3.6's TritonGPUInferLayoutInterface; cases worked out by hand.

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [0, 1]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [1, 32, 1], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @valid
  tt.func @valid(%x: tensor<32x64xf32, #blocked>, %r: tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>) {
    %0 = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<32x64xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %1 = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %2 = tt.trans %x {order = array<i32: 1, 0>} : tensor<32x64xf32, #blocked> -> tensor<64x32xf32, #blocked1>
    %3 = tt.join %x, %x : tensor<32x64xf32, #blocked> -> tensor<32x64x2xf32, #blocked2>
    %4, %5 = tt.split %3 : tensor<32x64x2xf32, #blocked2> -> tensor<32x64xf32, #blocked>
    %6 = tt.reshape %x : tensor<32x64xf32, #blocked> -> tensor<2048xf32, #blocked3>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @expand_wrong_dim(%r: tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>) {
    // expected-error @+2 {{Incompatible slice dimension for ExpandDimsOp operand}}
    // expected-error @+1 {{failed to infer returned types}}
    %0 = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @expand_not_slice(%r: tensor<64xi32, #blocked3>) {
    // expected-error @+2 {{ExpandDimsOp operand encoding must be SliceEncodingAttr}}
    // expected-error @+1 {{failed to infer returned types}}
    %0 = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32, #blocked3> -> tensor<1x64xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @trans_wrong_layout(%x: tensor<32x64xf32, #blocked>) {
    // expected-error @+2 {{are incompatible with return type(s) of operation}}
    // expected-error @+1 {{failed to infer returned types}}
    %0 = tt.trans %x {order = array<i32: 1, 0>} : tensor<32x64xf32, #blocked> -> tensor<64x32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 16, 2], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @join_wrong_layout(%x: tensor<32x64xf32, #blocked>) {
    // expected-error @+1 {{Expected result encoding}}
    %0 = tt.join %x, %x : tensor<32x64xf32, #blocked> -> tensor<32x64x2xf32, #blocked2>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reshape_wrong_layout(%x: tensor<32x64xf32, #blocked>) {
    // expected-error @+1 {{Expected result encoding}}
    %0 = tt.reshape %x : tensor<32x64xf32, #blocked> -> tensor<2048xf32, #blocked3>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_wrong_opidx(%a: tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %b: tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<64x64xf32, #blocked>) {
    // expected-error @+1 {{Wrong opIdx}}
    %0 = tt.dot %a, %b, %c : tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_not_dot_op(%a: tensor<64x64xf16, #blocked>, %b: tensor<64x64xf16, #blocked>, %c: tensor<64x64xf32, #blocked>) {
    // expected-error @+1 {{Dot's a/b's encoding should be of DotOperandEncodingAttr}}
    %0 = tt.dot %a, %b, %c : tensor<64x64xf16, #blocked> * tensor<64x64xf16, #blocked> -> tensor<64x64xf32, #blocked>
    tt.return
  }
}
