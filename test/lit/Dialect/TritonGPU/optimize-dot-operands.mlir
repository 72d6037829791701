// RUN: tt-opt --split-input-file -tritongpu-optimize-dot-operands %s | FileCheck %s
// RUN: tt-opt --split-input-file -tritongpu-optimize-dot-operands=hoist-layout-conversion=false %s | FileCheck %s

// Expectations: Triton 3.6's own output for these inputs
// (ttgpuir.add_optimize_dot_operands(pm, True/False) through
// the Python bindings on the H100 machine; identical for both option
// values: 3.6 no longer reads hoist-layout-conversion), reprinted by tt-opt.

// sm80 (MMAv2): a transposed tt.dot operand goes through shared memory in
// the operand's swizzle (f16, f32, i8; with and without an inner convert);
// a convert with two users, an upcast feeding a convert and a convert pair
// (folded by the canonicalizations) are the near misses.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @swizzle_b(%a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %bT: tensor<64x32xf16, #blocked>) -> tensor<64x64xf32, #mma> {
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %t = tt.trans %bT {order = array<i32: 1, 0>} : tensor<64x32xf16, #blocked> -> tensor<32x64xf16, #blocked1>
    %b = ttg.convert_layout %t : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %d = tt.dot %a, %b, %c : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
  tt.func @swizzle_a_inner_cvt(%aT: tensor<32x64xf16, #blocked1>, %b: tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>) -> tensor<64x64xf32, #mma> {
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %x = ttg.convert_layout %aT : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #blocked>
    %t = tt.trans %x {order = array<i32: 1, 0>} : tensor<32x64xf16, #blocked> -> tensor<64x32xf16, #blocked1>
    %a = ttg.convert_layout %t : tensor<64x32xf16, #blocked1> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %d = tt.dot %a, %b, %c : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
  tt.func @swizzle_f32_b(%a: tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %bT: tensor<64x32xf32, #blocked>) -> tensor<64x64xf32, #mma> {
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %t = tt.trans %bT {order = array<i32: 1, 0>} : tensor<64x32xf32, #blocked> -> tensor<32x64xf32, #blocked1>
    %b = ttg.convert_layout %t : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
  tt.func @swizzle_i8_b(%a: tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %bT: tensor<64x32xi8, #blocked>) -> tensor<64x64xi32, #mma> {
    %c = arith.constant dense<0> : tensor<64x64xi32, #mma>
    %t = tt.trans %bT {order = array<i32: 1, 0>} : tensor<64x32xi8, #blocked> -> tensor<32x64xi8, #blocked1>
    %b = ttg.convert_layout %t : tensor<32x64xi8, #blocked1> -> tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %d = tt.dot %a, %b, %c : tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xi32, #mma>
    tt.return %d : tensor<64x64xi32, #mma>
  }
  tt.func @swizzle_two_uses(%a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %bT: tensor<64x32xf16, #blocked>) -> (tensor<64x64xf32, #mma>, tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>) {
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %t = tt.trans %bT {order = array<i32: 1, 0>} : tensor<64x32xf16, #blocked> -> tensor<32x64xf16, #blocked1>
    %b = ttg.convert_layout %t : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %d = tt.dot %a, %b, %c : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
    tt.return %d, %b : tensor<64x64xf32, #mma>, tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
  }
  // Not hoisted above the upcast in 3.6: unchanged.
  tt.func @hoist_upcast(%a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %p: tensor<32x64x!tt.ptr<f8E4M3FN>, #blocked>) -> tensor<64x64xf32, #mma> {
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %l = tt.load %p : tensor<32x64x!tt.ptr<f8E4M3FN>, #blocked>
    %u = tt.fp_to_fp %l : tensor<32x64xf8E4M3FN, #blocked> -> tensor<32x64xf16, #blocked>
    %b = ttg.convert_layout %u : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %d = tt.dot %a, %b, %c : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
  // The convert canonicalizations fold the pair.
  tt.func @cvt_cvt(%x: tensor<32x64xf16, #blocked>) -> tensor<32x64xf16, #blocked> {
    %0 = ttg.convert_layout %x : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #blocked1>
    %1 = ttg.convert_layout %0 : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #blocked>
    tt.return %1 : tensor<32x64xf16, #blocked>
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-DAG: #shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]}>
// CHECK-DAG: #shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [0, 1]}>
// CHECK-DAG: #shared2 = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-DAG: #shared3 = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [0, 1]}>
// CHECK-DAG: #shared4 = #ttg.swizzled_shared<{vec = 16, perPhase = 4, maxPhase = 2, order = [1, 0]}>
// CHECK-DAG: #shared5 = #ttg.swizzled_shared<{vec = 16, perPhase = 4, maxPhase = 2, order = [0, 1]}>
// CHECK-DAG: #smem = #ttg.shared_memory
// CHECK-LABEL: tt.func @swizzle_b(
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-NEXT: %0 = ttg.local_alloc %bT : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #shared, #smem>
// CHECK-NEXT: %1 = ttg.memdesc_trans %0 {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #shared, #smem> -> !ttg.memdesc<32x64xf16, #shared1, #smem>
// CHECK-NEXT: %2 = ttg.local_load %1 : !ttg.memdesc<32x64xf16, #shared1, #smem> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %3 = tt.dot %a, %2, %cst : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: tt.return %3 : tensor<64x64xf32, #mma>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @swizzle_a_inner_cvt(
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-NEXT: %0 = ttg.local_alloc %aT : (tensor<32x64xf16, #blocked1>) -> !ttg.memdesc<32x64xf16, #shared1, #smem>
// CHECK-NEXT: %1 = ttg.memdesc_trans %0 {order = array<i32: 1, 0>} : !ttg.memdesc<32x64xf16, #shared1, #smem> -> !ttg.memdesc<64x32xf16, #shared, #smem>
// CHECK-NEXT: %2 = ttg.local_load %1 : !ttg.memdesc<64x32xf16, #shared, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %3 = tt.dot %2, %b, %cst : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: tt.return %3 : tensor<64x64xf32, #mma>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @swizzle_f32_b(
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-NEXT: %0 = ttg.local_alloc %bT : (tensor<64x32xf32, #blocked>) -> !ttg.memdesc<64x32xf32, #shared2, #smem>
// CHECK-NEXT: %1 = ttg.memdesc_trans %0 {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf32, #shared2, #smem> -> !ttg.memdesc<32x64xf32, #shared3, #smem>
// CHECK-NEXT: %2 = ttg.local_load %1 : !ttg.memdesc<32x64xf32, #shared3, #smem> -> tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>
// CHECK-NEXT: %3 = tt.dot %a, %2, %cst, inputPrecision = tf32 : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: tt.return %3 : tensor<64x64xf32, #mma>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @swizzle_i8_b(
// CHECK-NEXT: %cst = arith.constant dense<0> : tensor<64x64xi32, #mma>
// CHECK-NEXT: %0 = ttg.local_alloc %bT : (tensor<64x32xi8, #blocked>) -> !ttg.memdesc<64x32xi8, #shared4, #smem>
// CHECK-NEXT: %1 = ttg.memdesc_trans %0 {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xi8, #shared4, #smem> -> !ttg.memdesc<32x64xi8, #shared5, #smem>
// CHECK-NEXT: %2 = ttg.local_load %1 : !ttg.memdesc<32x64xi8, #shared5, #smem> -> tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK-NEXT: %3 = tt.dot %a, %2, %cst : tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xi32, #mma>
// CHECK-NEXT: tt.return %3 : tensor<64x64xi32, #mma>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @swizzle_two_uses(
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-NEXT: %0 = tt.trans %bT {order = array<i32: 1, 0>} : tensor<64x32xf16, #blocked> -> tensor<32x64xf16, #blocked1>
// CHECK-NEXT: %1 = ttg.convert_layout %0 : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %2 = tt.dot %a, %1, %cst : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: tt.return %2, %1 : tensor<64x64xf32, #mma>, tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @hoist_upcast(
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-NEXT: %0 = tt.load %p : tensor<32x64x!tt.ptr<f8E4M3FN>, #blocked>
// CHECK-NEXT: %1 = tt.fp_to_fp %0 : tensor<32x64xf8E4M3FN, #blocked> -> tensor<32x64xf16, #blocked>
// CHECK-NEXT: %2 = ttg.convert_layout %1 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %3 = tt.dot %a, %2, %cst : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: tt.return %3 : tensor<64x64xf32, #mma>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @cvt_cvt(
// CHECK-NEXT: tt.return %x : tensor<32x64xf16, #blocked>
// CHECK-NEXT: }

// -----

// sm90 (wgmma): transposes and reshapes fold into the allocation (f32 too);
// an alloc with two users and a swizzled reshape stay.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared8 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#shared32 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#swz = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fuse_trans_b(%x: tensor<64x64xf16, #blocked>, %bT: tensor<64x64xf16, #blocked>) -> tensor<64x64xf32, #mma> {
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %a = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %t = tt.trans %bT {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    %b = ttg.local_alloc %t : (tensor<64x64xf16, #blocked1>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
  tt.func @fuse_trans_a_f32(%xT: tensor<32x64xf32, #blocked>, %y: tensor<32x64xf32, #blocked>) -> tensor<64x64xf32, #mma> {
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %t = tt.trans %xT {order = array<i32: 1, 0>} : tensor<32x64xf32, #blocked> -> tensor<64x32xf32, #blocked1>
    %a = ttg.local_alloc %t : (tensor<64x32xf32, #blocked1>) -> !ttg.memdesc<64x32xf32, #shared32, #smem>
    %b = ttg.local_alloc %y : (tensor<32x64xf32, #blocked>) -> !ttg.memdesc<32x64xf32, #shared32, #smem>
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : !ttg.memdesc<64x32xf32, #shared32, #smem> * !ttg.memdesc<32x64xf32, #shared32, #smem> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
  tt.func @fuse_trans_two_uses(%x: tensor<64x64xf16, #blocked>, %bT: tensor<64x64xf16, #blocked>) -> (tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem>) {
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %a = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %t = tt.trans %bT {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    %b = ttg.local_alloc %t : (tensor<64x64xf16, #blocked1>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    tt.return %d, %b : tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem>
  }
  tt.func @reshape_alloc(%x: tensor<2x64x64xf16, #blocked3>) -> !ttg.memdesc<128x64xf16, #shared, #smem> {
    %r = tt.reshape %x : tensor<2x64x64xf16, #blocked3> -> tensor<128x64xf16, #blocked>
    %a = ttg.local_alloc %r : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
    tt.return %a : !ttg.memdesc<128x64xf16, #shared, #smem>
  }
  tt.func @reshape_alloc_swizzled(%x: tensor<2x64x64xf16, #blocked3>) -> !ttg.memdesc<128x64xf16, #swz, #smem> {
    %r = tt.reshape %x : tensor<2x64x64xf16, #blocked3> -> tensor<128x64xf16, #blocked>
    %a = ttg.local_alloc %r : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #swz, #smem>
    tt.return %a : !ttg.memdesc<128x64xf16, #swz, #smem>
  }
  // The initial canonicalization folds the convert into the alloc.
  tt.func @reg_a(%acc: tensor<64x64xf32, #mma>, %y: tensor<64x64xf16, #blocked>) -> tensor<64x64xf32, #mma> {
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %h = arith.truncf %acc : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %hb = ttg.convert_layout %h : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #blocked>
    %a = ttg.local_alloc %hb : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %b = ttg.local_alloc %y : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
  // A register A operand behind an upcast: unchanged.
  tt.func @hoist_v3(%p: tensor<64x64x!tt.ptr<f8E4M3FN>, #blocked>, %y: tensor<64x64xf16, #blocked>) -> tensor<64x64xf32, #mma> {
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %l = tt.load %p : tensor<64x64x!tt.ptr<f8E4M3FN>, #blocked>
    %u = tt.fp_to_fp %l : tensor<64x64xf8E4M3FN, #blocked> -> tensor<64x64xf16, #blocked>
    %a = ttg.convert_layout %u : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %b = ttg.local_alloc %y : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-DAG: #blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
// CHECK-DAG: #shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 32}>
// CHECK-DAG: #shared3 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
// CHECK-DAG: #shared4 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
// CHECK-DAG: #shared5 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-DAG: #smem = #ttg.shared_memory
// CHECK-LABEL: tt.func @fuse_trans_b(
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-NEXT: %0 = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK-NEXT: %1 = ttg.local_alloc %bT : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared1, #smem>
// CHECK-NEXT: %2 = ttg.memdesc_trans %1 {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared1, #smem> -> !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK-NEXT: %3 = ttng.warp_group_dot %0, %2, %cst {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: tt.return %3 : tensor<64x64xf32, #mma>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @fuse_trans_a_f32(
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-NEXT: %0 = ttg.local_alloc %xT : (tensor<32x64xf32, #blocked>) -> !ttg.memdesc<32x64xf32, #shared2, #smem>
// CHECK-NEXT: %1 = ttg.memdesc_trans %0 {order = array<i32: 1, 0>} : !ttg.memdesc<32x64xf32, #shared2, #smem> -> !ttg.memdesc<64x32xf32, #shared3, #smem>
// CHECK-NEXT: %2 = ttg.local_alloc %y : (tensor<32x64xf32, #blocked>) -> !ttg.memdesc<32x64xf32, #shared3, #smem>
// CHECK-NEXT: %3 = ttng.warp_group_dot %1, %2, %cst {inputPrecision = 0 : i32} : !ttg.memdesc<64x32xf32, #shared3, #smem> * !ttg.memdesc<32x64xf32, #shared3, #smem> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: tt.return %3 : tensor<64x64xf32, #mma>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @fuse_trans_two_uses(
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-NEXT: %0 = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK-NEXT: %1 = tt.trans %bT {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
// CHECK-NEXT: %2 = ttg.local_alloc %1 : (tensor<64x64xf16, #blocked1>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK-NEXT: %3 = ttng.warp_group_dot %0, %2, %cst {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: tt.return %3, %2 : tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @reshape_alloc(
// CHECK-NEXT: %0 = ttg.local_alloc %x : (tensor<2x64x64xf16, #blocked2>) -> !ttg.memdesc<2x64x64xf16, #shared4, #smem>
// CHECK-NEXT: %1 = ttg.memdesc_reshape %0 : !ttg.memdesc<2x64x64xf16, #shared4, #smem> -> !ttg.memdesc<128x64xf16, #shared, #smem>
// CHECK-NEXT: tt.return %1 : !ttg.memdesc<128x64xf16, #shared, #smem>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @reshape_alloc_swizzled(
// CHECK-NEXT: %0 = tt.reshape %x : tensor<2x64x64xf16, #blocked2> -> tensor<128x64xf16, #blocked>
// CHECK-NEXT: %1 = ttg.local_alloc %0 : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared5, #smem>
// CHECK-NEXT: tt.return %1 : !ttg.memdesc<128x64xf16, #shared5, #smem>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @reg_a(
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-NEXT: %0 = arith.truncf %acc : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
// CHECK-NEXT: %1 = ttg.local_alloc %0 : (tensor<64x64xf16, #mma>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK-NEXT: %2 = ttg.local_alloc %y : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK-NEXT: %3 = ttng.warp_group_dot %1, %2, %cst {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: tt.return %3 : tensor<64x64xf32, #mma>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @hoist_v3(
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-NEXT: %0 = tt.load %p : tensor<64x64x!tt.ptr<f8E4M3FN>, #blocked>
// CHECK-NEXT: %1 = tt.fp_to_fp %0 : tensor<64x64xf8E4M3FN, #blocked> -> tensor<64x64xf16, #blocked>
// CHECK-NEXT: %2 = ttg.convert_layout %1 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %3 = ttg.local_alloc %y : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK-NEXT: %4 = ttng.warp_group_dot %2, %3, %cst {inputPrecision = 0 : i32} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: tt.return %4 : tensor<64x64xf32, #mma>
// CHECK-NEXT: }

// -----

// sm100 (tcgen05): the transpose folds into an unswizzled allocation too.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#nvmma0 = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @swizzle0_views(%x: tensor<128x64xf16, #blocked>, %desc: !tt.tensordesc<tensor<128x64xf16, #nvmma0>>, %i: i32, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
    %true = arith.constant true
    %a = ttg.local_alloc %x : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
    %l = tt.descriptor_load %desc[%i, %i] : !tt.tensordesc<tensor<128x64xf16, #nvmma0>> -> tensor<128x64xf16, #blocked>
    %t = tt.trans %l {order = array<i32: 1, 0>} : tensor<128x64xf16, #blocked> -> tensor<64x128xf16, #blocked1>
    %b = ttg.local_alloc %t : (tensor<64x128xf16, #blocked1>) -> !ttg.memdesc<64x128xf16, #nvmma0, #smem>
    ttng.tc_gen5_mma %a, %b, %acc, %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #nvmma0, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16}>
// CHECK-DAG: #smem = #ttg.shared_memory
// CHECK-DAG: #tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
// CHECK-LABEL: tt.func @swizzle0_views(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = ttg.local_alloc %x : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared1, #smem>
// CHECK-NEXT: %1 = tt.descriptor_load %desc[%i, %i] : !tt.tensordesc<tensor<128x64xf16, #shared>> -> tensor<128x64xf16, #blocked>
// CHECK-NEXT: %2 = ttg.local_alloc %1 : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared2, #smem>
// CHECK-NEXT: %3 = ttg.memdesc_trans %2 {order = array<i32: 1, 0>} : !ttg.memdesc<128x64xf16, #shared2, #smem> -> !ttg.memdesc<64x128xf16, #shared, #smem>
// CHECK-NEXT: ttng.tc_gen5_mma %0, %3, %acc, %true, %true : !ttg.memdesc<128x64xf16, #shared1, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

// -----

// sm100: an unswizzled alloc of a transposed descriptor load with two users
// stays (3.6 has no swizzle-0 view rewrite); the module is canonicalized
// first (the additions fold).
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#nvmma0 = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @swizzle0_two_uses(%x: tensor<128x64xf16, #blocked>, %desc: !tt.tensordesc<tensor<128x64xf16, #nvmma0>>, %i: i32, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) -> !ttg.memdesc<64x128xf16, #nvmma0, #smem> {
    %true = arith.constant true
    %a = ttg.local_alloc %x : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
    %l = tt.descriptor_load %desc[%i, %i] : !tt.tensordesc<tensor<128x64xf16, #nvmma0>> -> tensor<128x64xf16, #blocked>
    %t = tt.trans %l {order = array<i32: 1, 0>} : tensor<128x64xf16, #blocked> -> tensor<64x128xf16, #blocked1>
    %b = ttg.local_alloc %t : (tensor<64x128xf16, #blocked1>) -> !ttg.memdesc<64x128xf16, #nvmma0, #smem>
    ttng.tc_gen5_mma %a, %b, %acc, %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #nvmma0, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return %b : !ttg.memdesc<64x128xf16, #nvmma0, #smem>
  }
  tt.func @canonicalize_first(%x: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %a = arith.addi %x, %c1 : i32
    %b = arith.addi %a, %c2 : i32
    tt.return %b : i32
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #smem = #ttg.shared_memory
// CHECK-DAG: #tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
// CHECK-LABEL: tt.func @swizzle0_two_uses(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = ttg.local_alloc %x : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared1, #smem>
// CHECK-NEXT: %1 = tt.descriptor_load %desc[%i, %i] : !tt.tensordesc<tensor<128x64xf16, #shared>> -> tensor<128x64xf16, #blocked>
// CHECK-NEXT: %2 = tt.trans %1 {order = array<i32: 1, 0>} : tensor<128x64xf16, #blocked> -> tensor<64x128xf16, #blocked1>
// CHECK-NEXT: %3 = ttg.local_alloc %2 : (tensor<64x128xf16, #blocked1>) -> !ttg.memdesc<64x128xf16, #shared, #smem>
// CHECK-NEXT: ttng.tc_gen5_mma %0, %3, %acc, %true, %true : !ttg.memdesc<128x64xf16, #shared1, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
// CHECK-NEXT: tt.return %3 : !ttg.memdesc<64x128xf16, #shared, #smem>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @canonicalize_first(
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %x, %c3_i32 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }
