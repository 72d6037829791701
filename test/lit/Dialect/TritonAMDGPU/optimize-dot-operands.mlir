// RUN: tt-opt --split-input-file -tritonamdgpu-optimize-dot-operands %s | FileCheck %s

// Expectations: Triton 3.6's own output for these inputs
// (amd.passes.ttgpuir.add_optimize_dot_operands(pm, arch) with the arch of
// each module's ttg.target), reprinted by tt-opt.

// gfx942: only the convert canonicalizations run; a load feeding a dot
// directly and through a transpose stays (3.6 dropped that rewrite).
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @reuse(%p: tensor<64x64x!tt.ptr<f16>, #blocked>, %a1: tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %a2: tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>) -> (tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>) {
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %l = tt.load %p : tensor<64x64x!tt.ptr<f16>, #blocked>
    %b1 = ttg.convert_layout %l : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %d1 = tt.dot %a1, %b1, %c : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
    %x = ttg.convert_layout %l : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    %t = tt.trans %x {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #blocked>
    %b2 = ttg.convert_layout %t : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %d2 = tt.dot %a2, %b2, %c : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
    tt.return %d1, %d2 : tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>
  }
  tt.func @one_user(%p: tensor<64x64x!tt.ptr<f16>, #blocked>, %a1: tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>) -> tensor<64x64xf32, #mma> {
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %l = tt.load %p : tensor<64x64x!tt.ptr<f16>, #blocked>
    %b1 = ttg.convert_layout %l : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %d1 = tt.dot %a1, %b1, %c : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
    tt.return %d1 : tensor<64x64xf32, #mma>
  }
  tt.func @cvt_cvt(%x: tensor<64x64xf16, #blocked>) -> tensor<64x64xf16, #blocked> {
    %0 = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    %1 = ttg.convert_layout %0 : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #blocked>
    tt.return %1 : tensor<64x64xf16, #blocked>
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-DAG: #mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
// CHECK-LABEL: tt.func @reuse(
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-NEXT: %0 = tt.load %p : tensor<64x64x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: %1 = ttg.convert_layout %0 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK-NEXT: %2 = tt.dot %a1, %1, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: %3 = ttg.convert_layout %0 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
// CHECK-NEXT: %4 = tt.trans %3 {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #blocked>
// CHECK-NEXT: %5 = ttg.convert_layout %4 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK-NEXT: %6 = tt.dot %a2, %5, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: tt.return %2, %6 : tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @one_user(
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-NEXT: %0 = tt.load %p : tensor<64x64x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: %1 = ttg.convert_layout %0 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK-NEXT: %2 = tt.dot %a1, %1, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: tt.return %2 : tensor<64x64xf32, #mma>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @cvt_cvt(
// CHECK-NEXT: tt.return %x : tensor<64x64xf16, #blocked>
// CHECK-NEXT: }

// -----

// gfx950: a scale loaded straight into the upcast stays: the producers
// searched leave out the scale's own defining op, so no load is found.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @upcast_scales(%x: tensor<64x64xf8E4M3FN, #blocked>, %p: tensor<64x64x!tt.ptr<bf16>, #blocked>, %q: tensor<64x64x!tt.ptr<f16>, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1  : i32 {
      %s = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked>
      %u = amdg.scaled_upcast_fp8 %x scale %s : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xf16, #blocked>
      tt.store %q, %u : tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @upcast_scales(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.for %i = %c0_i32 to %n step %c1_i32  : i32 {
// CHECK-NEXT: %0 = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked>
// CHECK-NEXT: %1 = amdg.scaled_upcast_fp8 %x scale %0 : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xf16, #blocked>
// CHECK-NEXT: tt.store %q, %1 : tensor<64x64x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

// -----

// gfx950 (CDNA4): the one load behind an upcast's scale in a loop is staged
// through unswizzled shared memory (its convert folds into the local_load);
// two loads, or no loop, leave it alone.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @upcast_fp8_scale(%x: tensor<64x64xf8E4M3FN, #blocked>, %p: tensor<64x64x!tt.ptr<bf16>, #blocked1>, %q: tensor<64x64x!tt.ptr<f16>, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1  : i32 {
      %s = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked1>
      %sc = ttg.convert_layout %s : tensor<64x64xbf16, #blocked1> -> tensor<64x64xbf16, #blocked>
      %s2 = arith.addf %sc, %sc : tensor<64x64xbf16, #blocked>
      %u = amdg.scaled_upcast_fp8 %x scale %s2 : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xf16, #blocked>
      tt.store %q, %u : tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return
  }
  tt.func @upcast_fp4_scale(%x: tensor<64x32xi8, #blocked>, %p: tensor<64x64x!tt.ptr<bf16>, #blocked>, %q: tensor<64x64x!tt.ptr<bf16>, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1  : i32 {
      %s = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked>
      %s2 = arith.mulf %s, %s : tensor<64x64xbf16, #blocked>
      %u = amdg.scaled_upcast_fp4 %x scale %s2 {axis = 1 : i32} : tensor<64x32xi8, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xbf16, #blocked>
      tt.store %q, %u : tensor<64x64x!tt.ptr<bf16>, #blocked>
      tt.store %p, %s : tensor<64x64x!tt.ptr<bf16>, #blocked>
    }
    tt.return
  }
  tt.func @two_scale_loads(%x: tensor<64x64xf8E4M3FN, #blocked>, %p: tensor<64x64x!tt.ptr<bf16>, #blocked>, %q: tensor<64x64x!tt.ptr<f16>, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1  : i32 {
      %s = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked>
      %t = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked>
      %s2 = arith.addf %s, %t : tensor<64x64xbf16, #blocked>
      %u = amdg.scaled_upcast_fp8 %x scale %s2 : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xf16, #blocked>
      tt.store %q, %u : tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return
  }
  tt.func @outside_loop(%x: tensor<64x64xf8E4M3FN, #blocked>, %p: tensor<64x64x!tt.ptr<bf16>, #blocked>) -> tensor<64x64xf16, #blocked> {
    %s = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked>
    %s2 = arith.addf %s, %s : tensor<64x64xbf16, #blocked>
    %u = amdg.scaled_upcast_fp8 %x scale %s2 : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xf16, #blocked>
    tt.return %u : tensor<64x64xf16, #blocked>
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-DAG: #shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
// CHECK-DAG: #shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// CHECK-DAG: #smem = #ttg.shared_memory
// CHECK-LABEL: tt.func @upcast_fp8_scale(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.for %i = %c0_i32 to %n step %c1_i32  : i32 {
// CHECK-NEXT: %0 = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked1>
// CHECK-NEXT: %1 = ttg.local_alloc %0 : (tensor<64x64xbf16, #blocked1>) -> !ttg.memdesc<64x64xbf16, #shared, #smem>
// CHECK-NEXT: %2 = ttg.local_load %1 : !ttg.memdesc<64x64xbf16, #shared, #smem> -> tensor<64x64xbf16, #blocked>
// CHECK-NEXT: %3 = arith.addf %2, %2 : tensor<64x64xbf16, #blocked>
// CHECK-NEXT: %4 = amdg.scaled_upcast_fp8 %x scale %3 : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xf16, #blocked>
// CHECK-NEXT: tt.store %q, %4 : tensor<64x64x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @upcast_fp4_scale(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.for %i = %c0_i32 to %n step %c1_i32  : i32 {
// CHECK-NEXT: %0 = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked>
// CHECK-NEXT: %1 = ttg.local_alloc %0 : (tensor<64x64xbf16, #blocked>) -> !ttg.memdesc<64x64xbf16, #shared1, #smem>
// CHECK-NEXT: %2 = ttg.local_load %1 : !ttg.memdesc<64x64xbf16, #shared1, #smem> -> tensor<64x64xbf16, #blocked>
// CHECK-NEXT: %3 = arith.mulf %2, %2 : tensor<64x64xbf16, #blocked>
// CHECK-NEXT: %4 = amdg.scaled_upcast_fp4 %x scale %3 {axis = 1 : i32} : tensor<64x32xi8, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xbf16, #blocked>
// CHECK-NEXT: tt.store %q, %4 : tensor<64x64x!tt.ptr<bf16>, #blocked>
// CHECK-NEXT: tt.store %p, %2 : tensor<64x64x!tt.ptr<bf16>, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @two_scale_loads(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.for %i = %c0_i32 to %n step %c1_i32  : i32 {
// CHECK-NEXT: %0 = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked>
// CHECK-NEXT: %1 = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked>
// CHECK-NEXT: %2 = arith.addf %0, %1 : tensor<64x64xbf16, #blocked>
// CHECK-NEXT: %3 = amdg.scaled_upcast_fp8 %x scale %2 : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xf16, #blocked>
// CHECK-NEXT: tt.store %q, %3 : tensor<64x64x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @outside_loop(
// CHECK-NEXT: %0 = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked>
// CHECK-NEXT: %1 = arith.addf %0, %0 : tensor<64x64xbf16, #blocked>
// CHECK-NEXT: %2 = amdg.scaled_upcast_fp8 %x scale %1 : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xf16, #blocked>
// CHECK-NEXT: tt.return %2 : tensor<64x64xf16, #blocked>
// CHECK-NEXT: }
