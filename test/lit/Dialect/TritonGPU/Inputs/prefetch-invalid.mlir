// Loops Triton 3.6's prefetch crashes on are errors naming the dot.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // A dot operand with no defining op.
  tt.func @operand_is_argument(%x: tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %y: tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      // expected-error @+1 {{tritongpu-prefetch: a dot operand that is a block argument is not supported}}
      %d = tt.dot %x, %y, %acc : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // The loop yields, for A's buffer, one defined before it.
  tt.func @yields_outer_buffer(%a0: !ttg.memdesc<128x16xf16, #shared, #smem, mutable>, %b0: !ttg.memdesc<16x128xf16, #shared1, #smem, mutable>, %a1: !ttg.memdesc<128x16xf16, #shared, #smem, mutable>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %a = %a0, %b = %b0) -> (tensor<128x128xf32, #mma>, !ttg.memdesc<128x16xf16, #shared, #smem, mutable>, !ttg.memdesc<16x128xf16, #shared1, #smem, mutable>) : i32 {
      %x = ttg.local_load %a : !ttg.memdesc<128x16xf16, #shared, #smem, mutable> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %y = ttg.local_load %b : !ttg.memdesc<16x128xf16, #shared1, #smem, mutable> -> tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      // expected-error @+1 {{tritongpu-prefetch: the loop yields a buffer defined outside it}}
      %d = tt.dot %x, %y, %acc : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x128xf32, #mma>
      scf.yield %d, %a1, %b : tensor<128x128xf32, #mma>, !ttg.memdesc<128x16xf16, #shared, #smem, mutable>, !ttg.memdesc<16x128xf16, #shared1, #smem, mutable>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}
