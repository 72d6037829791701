// RUN: tt-opt --split-input-file -tritongpu-remove-layout-conversions %s | FileCheck %s
//
// Triton 3.6's own output is the expectation of every case here: the inputs
// were run through Triton's pass (utils/triton-oracle.py --pass
// remove_layout_conversions) and each CHECK line is a line Triton printed.

// Dot operands are left to hoistConvertDotOperand: the forward pass gives each
// use of the loads its own convert and backward rematerialisation does not
// merge them (gfx942 flash_attn_fwd keeps 3 converts of Q this way).
// CHECK-LABEL: tt.func public @dot_operand_two_uses
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-NEXT: %0 = tt.load %pa : tensor<64x32x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: %1 = ttg.convert_layout %0 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %2 = tt.load %pb : tensor<32x64x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: %3 = ttg.convert_layout %2 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %4 = ttg.convert_layout %0 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %5 = ttg.convert_layout %2 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %6 = tt.dot %1, %3, %cst : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: %7 = scf.if %c -> (tensor<64x64xf32, #mma>) {
// CHECK-NEXT: %8 = tt.dot %4, %5, %6 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: scf.yield %8 : tensor<64x64xf32, #mma>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %6 : tensor<64x64xf32, #mma>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %6, %7 : tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @dot_operand_two_uses(%pa: tensor<64x32x!tt.ptr<f16>, #blocked>, %pb: tensor<32x64x!tt.ptr<f16>, #blocked>, %c: i1) -> (tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %a = tt.load %pa : tensor<64x32x!tt.ptr<f16>, #blocked>
    %b = tt.load %pb : tensor<32x64x!tt.ptr<f16>, #blocked>
    %ac = ttg.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %bc = ttg.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %d0 = tt.dot %ac, %bc, %cst : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
    %d1 = scf.if %c -> (tensor<64x64xf32, #mma>) {
      %d = tt.dot %ac, %bc, %d0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    } else {
      scf.yield %d0 : tensor<64x64xf32, #mma>
    }
    tt.return %d0, %d1 : tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>
  }
}

// -----

// A convert to a dot operand after an elementwise op in a loop: moved next to
// its load (hoistConvertDotOperand), the multiply done in the dot layout.
// CHECK-LABEL: tt.func public @dot_operand_chain_in_loop
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-NEXT: %cst_0 = arith.constant dense<2.000000e+00> : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %0 = scf.for %i = %c0_i32 to %n step %c1_i32 iter_args(%acc = %cst) -> (tensor<64x64xf32, #mma>)  : i32 {
// CHECK-NEXT: %1 = tt.load %pa : tensor<64x32x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: %2 = ttg.convert_layout %1 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %3 = tt.load %pb : tensor<32x64x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: %4 = arith.mulf %2, %cst_0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %5 = ttg.convert_layout %3 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %6 = tt.dot %4, %5, %acc : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: scf.yield %6 : tensor<64x64xf32, #mma>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0 : tensor<64x64xf32, #mma>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @dot_operand_chain_in_loop(%pa: tensor<64x32x!tt.ptr<f16>, #blocked>, %pb: tensor<32x64x!tt.ptr<f16>, #blocked>, %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %two = arith.constant dense<2.000000e+00> : tensor<64x32xf16, #blocked>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %cst) -> (tensor<64x64xf32, #mma>) : i32 {
      %a = tt.load %pa : tensor<64x32x!tt.ptr<f16>, #blocked>
      %b = tt.load %pb : tensor<32x64x!tt.ptr<f16>, #blocked>
      %a2 = arith.mulf %a, %two : tensor<64x32xf16, #blocked>
      %ac = ttg.convert_layout %a2 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %bc = ttg.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %ac, %bc, %acc : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    tt.return %r : tensor<64x64xf32, #mma>
  }
}

// -----

// Even with tt.num_stages = 1 backward rematerialisation leaves dot operands
// alone; the blocked->blocked convert of the loop-invariant load is hoisted.
// CHECK-LABEL: tt.func public @dot_operand_unpipelined_loop
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-NEXT: %0 = tt.load %pa : tensor<64x32x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: %1 = ttg.convert_layout %0 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %2 = scf.for %i = %c0_i32 to %n step %c1_i32 iter_args(%acc = %cst) -> (tensor<64x64xf32, #mma>)  : i32 {
// CHECK-NEXT: %3 = tt.load %pb : tensor<32x64x!tt.ptr<f16>, #blocked1>
// CHECK-NEXT: %4 = arith.addf %1, %1 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %5 = ttg.convert_layout %3 : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %6 = tt.dot %4, %5, %acc : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: scf.yield %6 : tensor<64x64xf32, #mma>
// CHECK-NEXT: } {tt.num_stages = 1 : i32}
// CHECK-NEXT: tt.return %2 : tensor<64x64xf32, #mma>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @dot_operand_unpipelined_loop(%pa: tensor<64x32x!tt.ptr<f16>, #blocked1>, %pb: tensor<32x64x!tt.ptr<f16>, #blocked>, %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %a = tt.load %pa : tensor<64x32x!tt.ptr<f16>, #blocked1>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %cst) -> (tensor<64x64xf32, #mma>) : i32 {
      %b = tt.load %pb : tensor<32x64x!tt.ptr<f16>, #blocked>
      %ab = ttg.convert_layout %a : tensor<64x32xf16, #blocked1> -> tensor<64x32xf16, #blocked>
      %a2 = arith.addf %ab, %ab : tensor<64x32xf16, #blocked>
      %ac = ttg.convert_layout %a2 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %bc = ttg.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %ac, %bc, %acc : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    } {tt.num_stages = 1 : i32}
    tt.return %r : tensor<64x64xf32, #mma>
  }
}

// -----

// tmem_store(convert(x)) stores x directly when tcgen05 messages can store its
// layout (#linear1 in, here #linear: the 16x32bx2 message, warp 4 at row 16);
// a blocked layout cannot be stored and keeps its convert.
// CHECK-LABEL: tt.func public @tmem_store_fold
// CHECK-NEXT: %result = ttng.tmem_alloc : () -> !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory, mutable>
// CHECK-NEXT: ttng.tmem_store %x, %result, %p : tensor<128x64xf16, #linear> -> !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory, mutable>
// CHECK-NEXT: %0 = ttg.convert_layout %y : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #linear1>
// CHECK-NEXT: ttng.tmem_store %0, %result, %p : tensor<128x64xf16, #linear1> -> !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory, mutable>
// CHECK-NEXT: tt.return
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0], [0, 32]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 32]], warp = [[32, 0], [64, 0], [16, 0]], block = []}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tmem_store_fold(%x: tensor<128x64xf16, #linear1>, %y: tensor<128x64xf16, #blocked>, %p: i1) {
    %m = ttng.tmem_alloc : () -> !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory, mutable>
    %xc = ttg.convert_layout %x : tensor<128x64xf16, #linear1> -> tensor<128x64xf16, #linear>
    ttng.tmem_store %xc, %m, %p : tensor<128x64xf16, #linear> -> !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory, mutable>
    %yc = ttg.convert_layout %y : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #linear>
    ttng.tmem_store %yc, %m, %p : tensor<128x64xf16, #linear> -> !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// A reduction whose result is used twice: the convert stays (max and sum).
// CHECK-LABEL: tt.func public @reduce_in_slice
// CHECK-NEXT: %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
// CHECK-NEXT: %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
// CHECK-NEXT: %2 = tt.broadcast %1 : tensor<1x32xi32, #blocked1> -> tensor<32x32xi32, #blocked1>
// CHECK-NEXT: %3 = arith.sitofp %2 : tensor<32x32xi32, #blocked1> to tensor<32x32xf32, #blocked1>
// CHECK-NEXT: %4 = "tt.reduce"(%3) <{axis = 1 : i32}> ({
// CHECK-NEXT: ^bb0(%l: f32, %rr: f32):
// CHECK-NEXT: %6 = arith.maxnumf %l, %rr : f32
// CHECK-NEXT: tt.reduce.return %6 : f32
// CHECK-NEXT: }) : (tensor<32x32xf32, #blocked1>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// CHECK-NEXT: tt.store %out1, %4 : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked1}>>
// CHECK-NEXT: %5 = ttg.convert_layout %4 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT: tt.store %out, %5 : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT: tt.return
// CHECK-LABEL: tt.func public @sum_in_slice
// CHECK-NEXT: %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
// CHECK-NEXT: %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
// CHECK-NEXT: %2 = tt.broadcast %1 : tensor<1x32xi32, #blocked1> -> tensor<32x32xi32, #blocked1>
// CHECK-NEXT: %3 = arith.sitofp %2 : tensor<32x32xi32, #blocked1> to tensor<32x32xf32, #blocked1>
// CHECK-NEXT: %4 = "tt.reduce"(%3) <{axis = 1 : i32}> ({
// CHECK-NEXT: ^bb0(%l: f32, %rr: f32):
// CHECK-NEXT: %6 = arith.addf %l, %rr : f32
// CHECK-NEXT: tt.reduce.return %6 : f32
// CHECK-NEXT: }) : (tensor<32x32xf32, #blocked1>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// CHECK-NEXT: tt.store %out1, %4 : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked1}>>
// CHECK-NEXT: %5 = ttg.convert_layout %4 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT: tt.store %out, %5 : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT: tt.return
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reduce_in_slice(%out: tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>, %out1: tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked1}>>) {
    %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %e = tt.expand_dims %r {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %b = tt.broadcast %e : tensor<1x32xi32, #blocked1> -> tensor<32x32xi32, #blocked1>
    %f = arith.sitofp %b : tensor<32x32xi32, #blocked1> to tensor<32x32xf32, #blocked1>
    %m = "tt.reduce"(%f) <{axis = 1 : i32}> ({
    ^bb0(%l: f32, %rr: f32):
      %mx = arith.maxnumf %l, %rr : f32
      tt.reduce.return %mx : f32
    }) : (tensor<32x32xf32, #blocked1>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    tt.store %out1, %m : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %mc = ttg.convert_layout %m : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.store %out, %mc : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return
  }
  tt.func public @sum_in_slice(%out: tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>, %out1: tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked1}>>) {
    %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %e = tt.expand_dims %r {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %b = tt.broadcast %e : tensor<1x32xi32, #blocked1> -> tensor<32x32xi32, #blocked1>
    %f = arith.sitofp %b : tensor<32x32xi32, #blocked1> to tensor<32x32xf32, #blocked1>
    %m = "tt.reduce"(%f) <{axis = 1 : i32}> ({
    ^bb0(%l: f32, %rr: f32):
      %mx = arith.addf %l, %rr : f32
      tt.reduce.return %mx : f32
    }) : (tensor<32x32xf32, #blocked1>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    tt.store %out1, %m : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %mc = ttg.convert_layout %m : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.store %out, %mc : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return
  }
}

// -----

// gather(cvt(src)) -> gather(src); a split takes its input's layout and the
// convert moves after it; a round trip of converts after a cat disappears.
// CHECK-LABEL: tt.func public @folds
// CHECK-NEXT: %0 = tt.gather %x[%i] {axis = 0 : i32} : (tensor<256xf32, #blocked>, tensor<256xi32, #blocked2>) -> tensor<256xf32, #blocked2>
// CHECK-NEXT: %outLHS, %outRHS = tt.split %y : tensor<256x2xf32, #blocked1> -> tensor<256xf32, #blocked4>
// CHECK-NEXT: %1 = ttg.convert_layout %outLHS : tensor<256xf32, #blocked4> -> tensor<256xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
// CHECK-NEXT: %2 = tt.cat %0, %0 : tensor<256xf32, #blocked2> -> tensor<512xf32, #blocked2>
// CHECK-NEXT: tt.return %0, %1, %2 : tensor<256xf32, #blocked2>, tensor<256xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>, tensor<512xf32, #blocked2>
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @folds(%x: tensor<256xf32, #blocked>, %y: tensor<256x2xf32, #blocked2>, %i: tensor<256xi32, #blocked1>) -> (tensor<256xf32, #blocked1>, tensor<256xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>, tensor<512xf32, #blocked1>) {
    %xc = ttg.convert_layout %x : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked1>
    %g = tt.gather %xc[%i] {axis = 0 : i32} : (tensor<256xf32, #blocked1>, tensor<256xi32, #blocked1>) -> tensor<256xf32, #blocked1>
    %yc = ttg.convert_layout %y : tensor<256x2xf32, #blocked2> -> tensor<256x2xf32, #blocked3>
    %l, %h = tt.split %yc : tensor<256x2xf32, #blocked3> -> tensor<256xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %c = tt.cat %g, %g : tensor<256xf32, #blocked1> -> tensor<512xf32, #blocked1>
    %cc = ttg.convert_layout %c : tensor<512xf32, #blocked1> -> tensor<512xf32, #blocked>
    %cb = ttg.convert_layout %cc : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
    tt.return %g, %l, %cb : tensor<256xf32, #blocked1>, tensor<256xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>, tensor<512xf32, #blocked1>
  }
}

// -----

// cvt(reshape allow_reorder) -> reshape of the reshape's result (Triton
// 3.6 keeps the first reshape).
// CHECK-LABEL: tt.func public @reshape_folds
// CHECK-NEXT: %0 = tt.reshape %x allow_reorder : tensor<32x32xf32, #blocked> -> tensor<1024xf32, #blocked2>
// CHECK-NEXT: %1 = tt.reshape %0 allow_reorder : tensor<1024xf32, #blocked2> -> tensor<1024xf32, #blocked1>
// CHECK-NEXT: tt.store %p, %1 : tensor<1024x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT: tt.return
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reshape_folds(%x: tensor<32x32xf32, #blocked>, %p: tensor<1024x!tt.ptr<f32>, #blocked2>) {
    %r = tt.reshape %x allow_reorder : tensor<32x32xf32, #blocked> -> tensor<1024xf32, #blocked1>
    %rc = ttg.convert_layout %r : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked2>
    tt.store %p, %rc : tensor<1024x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}

// -----

// A convert of an scf.if result in a loop (the addf after the if takes the
// if's layout, the convert moves below it), a convert of an extf (hoisted
// above it: it converts f16 instead of f32), an if yielding a converted load,
// and a convert of a loop-carried pointer feeding an expensive load (stays).
// CHECK-LABEL: tt.func public @hoist_into_if_in_loop
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<1024xf32, #blocked>
// CHECK-NEXT: scf.for %i = %c0_i32 to %n step %c1_i32  : i32 {
// CHECK-NEXT: %0 = tt.load %p : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %1 = scf.if %c -> (tensor<1024xf32, #blocked>) {
// CHECK-NEXT: %4 = arith.addf %0, %0 : tensor<1024xf32, #blocked>
// CHECK-NEXT: scf.yield %4 : tensor<1024xf32, #blocked>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = tt.load %p : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: scf.yield %4 : tensor<1024xf32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.addf %1, %cst : tensor<1024xf32, #blocked>
// CHECK-NEXT: %3 = ttg.convert_layout %2 : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
// CHECK-NEXT: tt.store %q, %3 : tensor<1024x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-LABEL: tt.func public @hoist_above_ext
// CHECK-NEXT: %0 = tt.load %p : tensor<1024x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: %1 = ttg.convert_layout %0 : tensor<1024xf16, #blocked> -> tensor<1024xf16, #blocked1>
// CHECK-NEXT: %2 = arith.extf %1 : tensor<1024xf16, #blocked1> to tensor<1024xf32, #blocked1>
// CHECK-NEXT: tt.store %q, %2 : tensor<1024x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT: tt.return
// CHECK-LABEL: tt.func public @if_yields_different_layouts
// CHECK-NEXT: %0 = scf.if %c -> (tensor<1024xf32, #blocked1>) {
// CHECK-NEXT: %1 = tt.load %p : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %2 = ttg.convert_layout %1 : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
// CHECK-NEXT: scf.yield %2 : tensor<1024xf32, #blocked1>
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = tt.load %q : tensor<1024x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT: scf.yield %1 : tensor<1024xf32, #blocked1>
// CHECK-NEXT: }
// CHECK-NEXT: tt.store %q, %0 : tensor<1024x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT: tt.return
// CHECK-LABEL: tt.func public @loop_rebuilt
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant dense<4> : tensor<1024xi32, #blocked1>
// CHECK-NEXT: %0:2 = scf.for %i = %c0_i32 to %n step %c1_i32 iter_args(%ptr = %p, %cnt = %c0_i32) -> (tensor<1024x!tt.ptr<f32>, #blocked1>, i32)  : i32 {
// CHECK-NEXT: %1 = ttg.convert_layout %ptr : tensor<1024x!tt.ptr<f32>, #blocked1> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %2 = tt.load %1 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.store %q, %2 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %3 = tt.addptr %ptr, %cst : tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xi32, #blocked1>
// CHECK-NEXT: %4 = arith.addi %cnt, %c1_i32 : i32
// CHECK-NEXT: scf.yield %3, %4 : tensor<1024x!tt.ptr<f32>, #blocked1>, i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0#1 : i32
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @hoist_into_if_in_loop(%p: tensor<1024x!tt.ptr<f32>, #blocked>, %q: tensor<1024x!tt.ptr<f32>, #blocked1>, %n: i32, %c: i1) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %one = arith.constant dense<1.000000e+00> : tensor<1024xf32, #blocked1>
    scf.for %i = %c0 to %n step %c1 : i32 {
      %x = tt.load %p : tensor<1024x!tt.ptr<f32>, #blocked>
      %r = scf.if %c -> (tensor<1024xf32, #blocked>) {
        %y = arith.addf %x, %x : tensor<1024xf32, #blocked>
        scf.yield %y : tensor<1024xf32, #blocked>
      } else {
        %z = tt.load %p : tensor<1024x!tt.ptr<f32>, #blocked>
        scf.yield %z : tensor<1024xf32, #blocked>
      }
      %rc = ttg.convert_layout %r : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
      %s = arith.addf %rc, %one : tensor<1024xf32, #blocked1>
      tt.store %q, %s : tensor<1024x!tt.ptr<f32>, #blocked1>
    }
    tt.return
  }
  tt.func public @hoist_above_ext(%p: tensor<1024x!tt.ptr<f16>, #blocked>, %q: tensor<1024x!tt.ptr<f32>, #blocked1>) {
    %x = tt.load %p : tensor<1024x!tt.ptr<f16>, #blocked>
    %e = arith.extf %x : tensor<1024xf16, #blocked> to tensor<1024xf32, #blocked>
    %ec = ttg.convert_layout %e : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    tt.store %q, %ec : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
  tt.func public @if_yields_different_layouts(%p: tensor<1024x!tt.ptr<f32>, #blocked>, %q: tensor<1024x!tt.ptr<f32>, #blocked1>, %c: i1) {
    %r = scf.if %c -> (tensor<1024xf32, #blocked1>) {
      %x = tt.load %p : tensor<1024x!tt.ptr<f32>, #blocked>
      %xc = ttg.convert_layout %x : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
      scf.yield %xc : tensor<1024xf32, #blocked1>
    } else {
      %y = tt.load %q : tensor<1024x!tt.ptr<f32>, #blocked1>
      scf.yield %y : tensor<1024xf32, #blocked1>
    }
    tt.store %q, %r : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
  tt.func public @loop_rebuilt(%p: tensor<1024x!tt.ptr<f32>, #blocked1>, %q: tensor<1024x!tt.ptr<f32>, #blocked>, %n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %off = arith.constant dense<4> : tensor<1024xi32, #blocked1>
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%ptr = %p, %cnt = %c0) -> (tensor<1024x!tt.ptr<f32>, #blocked1>, i32) : i32 {
      %pc = ttg.convert_layout %ptr : tensor<1024x!tt.ptr<f32>, #blocked1> -> tensor<1024x!tt.ptr<f32>, #blocked>
      %x = tt.load %pc : tensor<1024x!tt.ptr<f32>, #blocked>
      tt.store %q, %x : tensor<1024x!tt.ptr<f32>, #blocked>
      %next = tt.addptr %ptr, %off : tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xi32, #blocked1>
      %cnt1 = arith.addi %cnt, %c1 : i32
      scf.yield %next, %cnt1 : tensor<1024x!tt.ptr<f32>, #blocked1>, i32
    }
    tt.return %r#1 : i32
  }
}
