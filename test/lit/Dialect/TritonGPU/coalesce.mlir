// RUN: tt-opt --split-input-file -tritongpu-coalesce %s | FileCheck %s
//
// Every expectation below is Triton 3.6's own output for the same input
// (its tritongpu-coalesce pass run through its Python bindings with
// utils/triton-oracle.py on the device machine), except where a case says
// Triton aborts.

// 1-D f32 copy, pointers and offsets divisible by 16: 128-bit vectors
// (4 x f32) for the load and the store.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @copy_1d_f32(%in: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %out: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %c1024_i32 = arith.constant 1024 : i32
    %pid = tt.get_program_id x : i32
    %base = arith.muli %pid, %c1024_i32 : i32
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %bases = tt.splat %base : i32 -> tensor<1024xi32, #blocked>
    %offs = arith.addi %bases, %range : tensor<1024xi32, #blocked>
    %in_s = tt.splat %in : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %in_p = tt.addptr %in_s, %offs : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %x = tt.load %in_p : tensor<1024x!tt.ptr<f32>, #blocked>
    %out_s = tt.splat %out : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %out_p = tt.addptr %out_s, %offs : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %out_p, %x : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @copy_1d_f32
// CHECK: %7 = ttg.convert_layout %6 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// CHECK: %8 = tt.load %7 : tensor<1024x!tt.ptr<f32>, #blocked1>
// CHECK: %9 = ttg.convert_layout %8 : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
// CHECK: %12 = ttg.convert_layout %11 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// CHECK: %13 = ttg.convert_layout %9 : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
// CHECK: tt.store %12, %13 : tensor<1024x!tt.ptr<f32>, #blocked1>

// -----

// 128 bits per thread: 8 x f16, 16 x i8, 2 x i64; 4096 elements leave
// every thread 32, so the vector width is the limit.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @width_f16(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %offs = tt.make_range {end = 4096 : i32, start = 0 : i32} : tensor<4096xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<f16> -> tensor<4096x!tt.ptr<f16>, #blocked>
    %ptrs = tt.addptr %s, %offs : tensor<4096x!tt.ptr<f16>, #blocked>, tensor<4096xi32, #blocked>
    %v = tt.load %ptrs : tensor<4096x!tt.ptr<f16>, #blocked>
    tt.return
  }
  tt.func public @width_i8(%p: !tt.ptr<i8> {tt.divisibility = 16 : i32}) {
    %offs = tt.make_range {end = 4096 : i32, start = 0 : i32} : tensor<4096xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<i8> -> tensor<4096x!tt.ptr<i8>, #blocked>
    %ptrs = tt.addptr %s, %offs : tensor<4096x!tt.ptr<i8>, #blocked>, tensor<4096xi32, #blocked>
    %v = tt.load %ptrs : tensor<4096x!tt.ptr<i8>, #blocked>
    tt.return
  }
  tt.func public @width_i64(%p: !tt.ptr<i64> {tt.divisibility = 16 : i32}) {
    %offs = tt.make_range {end = 4096 : i32, start = 0 : i32} : tensor<4096xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<i64> -> tensor<4096x!tt.ptr<i64>, #blocked>
    %ptrs = tt.addptr %s, %offs : tensor<4096x!tt.ptr<i64>, #blocked>, tensor<4096xi32, #blocked>
    %v = tt.load %ptrs : tensor<4096x!tt.ptr<i64>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #blocked2 = #ttg.blocked<{sizePerThread = [16], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #blocked3 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @width_f16
// CHECK: %3 = ttg.convert_layout %2 : tensor<4096x!tt.ptr<f16>, #blocked> -> tensor<4096x!tt.ptr<f16>, #blocked1>
// CHECK: %4 = tt.load %3 : tensor<4096x!tt.ptr<f16>, #blocked1>
// CHECK: %5 = ttg.convert_layout %4 : tensor<4096xf16, #blocked1> -> tensor<4096xf16, #blocked>
// CHECK-LABEL: tt.func public @width_i8
// CHECK: %3 = ttg.convert_layout %2 : tensor<4096x!tt.ptr<i8>, #blocked> -> tensor<4096x!tt.ptr<i8>, #blocked2>
// CHECK: %4 = tt.load %3 : tensor<4096x!tt.ptr<i8>, #blocked2>
// CHECK: %5 = ttg.convert_layout %4 : tensor<4096xi8, #blocked2> -> tensor<4096xi8, #blocked>
// CHECK-LABEL: tt.func public @width_i64
// CHECK: %3 = ttg.convert_layout %2 : tensor<4096x!tt.ptr<i64>, #blocked> -> tensor<4096x!tt.ptr<i64>, #blocked3>
// CHECK: %4 = tt.load %3 : tensor<4096x!tt.ptr<i64>, #blocked3>
// CHECK: %5 = ttg.convert_layout %4 : tensor<4096xi64, #blocked3> -> tensor<4096xi64, #blocked>

// -----

// Contiguity-limited (offsets i % 4 run in groups of 4), divisibility-
// limited (a base of 2 * pid aligns 2 floats), unaligned (no hint on the
// pointer: 1), and capped by the fair share (256 elements, 128 threads: 2).
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @contiguity_limited(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %c4 = arith.constant dense<4> : tensor<1024xi32, #blocked>
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %offs = arith.remsi %range, %c4 : tensor<1024xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %ptrs = tt.addptr %s, %offs : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %v = tt.load %ptrs : tensor<1024x!tt.ptr<f16>, #blocked>
    tt.return
  }
  tt.func public @divisibility_limited(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %c2_i32 = arith.constant 2 : i32
    %pid = tt.get_program_id x : i32
    %base = arith.muli %pid, %c2_i32 : i32
    %bases = tt.splat %base : i32 -> tensor<1024xi32, #blocked>
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %offs = arith.addi %bases, %range : tensor<1024xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %ptrs = tt.addptr %s, %offs : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %v = tt.load %ptrs : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
  tt.func public @unaligned(%p: !tt.ptr<f32> ) {
    %offs = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %ptrs = tt.addptr %s, %offs : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %v = tt.load %ptrs : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
  tt.func public @fair_share(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %offs = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %ptrs = tt.addptr %s, %offs : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %v = tt.load %ptrs : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #blocked2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @contiguity_limited
// CHECK: %4 = ttg.convert_layout %3 : tensor<1024x!tt.ptr<f16>, #blocked> -> tensor<1024x!tt.ptr<f16>, #blocked1>
// CHECK: %5 = tt.load %4 : tensor<1024x!tt.ptr<f16>, #blocked1>
// CHECK: %6 = ttg.convert_layout %5 : tensor<1024xf16, #blocked1> -> tensor<1024xf16, #blocked>
// CHECK-LABEL: tt.func public @divisibility_limited
// CHECK: %7 = ttg.convert_layout %6 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked2>
// CHECK: %8 = tt.load %7 : tensor<1024x!tt.ptr<f32>, #blocked2>
// CHECK: %9 = ttg.convert_layout %8 : tensor<1024xf32, #blocked2> -> tensor<1024xf32, #blocked>
// CHECK-LABEL: tt.func public @unaligned
// CHECK: %3 = ttg.convert_layout %2 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK: %4 = tt.load %3 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-LABEL: tt.func public @fair_share
// CHECK: %3 = ttg.convert_layout %2 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked2>
// CHECK: %4 = tt.load %3 : tensor<256x!tt.ptr<f32>, #blocked2>
// CHECK: %5 = ttg.convert_layout %4 : tensor<256xf32, #blocked2> -> tensor<256xf32, #blocked>

// -----

// Masked load and store: the mask `offs < n` is constant in runs of 16 when n
// is divisible by 16; mask and other are converted with the pointer.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @masked(%in: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %out: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}) {
    %zero = arith.constant dense<0.000000e+00> : tensor<512xf32, #blocked>
    %range = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<512xi32, #blocked>
    %mask = arith.cmpi slt, %range, %ns : tensor<512xi32, #blocked>
    %in_s = tt.splat %in : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %in_p = tt.addptr %in_s, %range : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    %x = tt.load %in_p, %mask, %zero : tensor<512x!tt.ptr<f32>, #blocked>
    %out_s = tt.splat %out : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %out_p = tt.addptr %out_s, %range : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    tt.store %out_p, %x, %mask : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @masked
// CHECK: %5 = ttg.convert_layout %4 : tensor<512x!tt.ptr<f32>, #blocked> -> tensor<512x!tt.ptr<f32>, #blocked1>
// CHECK: %6 = ttg.convert_layout %2 : tensor<512xi1, #blocked> -> tensor<512xi1, #blocked1>
// CHECK: %7 = ttg.convert_layout %cst : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
// CHECK: %8 = tt.load %5, %6, %7 : tensor<512x!tt.ptr<f32>, #blocked1>
// CHECK: %9 = ttg.convert_layout %8 : tensor<512xf32, #blocked1> -> tensor<512xf32, #blocked>
// CHECK: %12 = ttg.convert_layout %11 : tensor<512x!tt.ptr<f32>, #blocked> -> tensor<512x!tt.ptr<f32>, #blocked1>
// CHECK: %13 = ttg.convert_layout %9 : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
// CHECK: %14 = ttg.convert_layout %2 : tensor<512xi1, #blocked> -> tensor<512xi1, #blocked1>
// CHECK: tt.store %12, %13, %14 : tensor<512x!tt.ptr<f32>, #blocked1>

// -----

// 2-D row-major (contiguous along dim 1) and column-major (along dim 0).
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#slice0 = #ttg.slice<{dim = 0, parent = #blocked}>
#slice1 = #ttg.slice<{dim = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_d(%a: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %stride: i32 {tt.divisibility = 16 : i32}) {
    %rows = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #slice1>
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #slice0>
    %r2 = tt.expand_dims %rows {axis = 1 : i32} : tensor<64xi32, #slice1> -> tensor<64x1xi32, #blocked>
    %c2 = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #slice0> -> tensor<1x64xi32, #blocked>
    %strides = tt.splat %stride : i32 -> tensor<64x1xi32, #blocked>
    %r_off = arith.muli %r2, %strides : tensor<64x1xi32, #blocked>
    %r_b = tt.broadcast %r_off : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %c_b = tt.broadcast %c2 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %row_major = arith.addi %r_b, %c_b : tensor<64x64xi32, #blocked>
    %a_s = tt.splat %a : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %p1 = tt.addptr %a_s, %row_major : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %v1 = tt.load %p1 : tensor<64x64x!tt.ptr<f32>, #blocked>
    %cstrides = tt.splat %stride : i32 -> tensor<1x64xi32, #blocked>
    %c_off = arith.muli %c2, %cstrides : tensor<1x64xi32, #blocked>
    %c_b2 = tt.broadcast %c_off : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %r_b2 = tt.broadcast %r2 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %col_major = arith.addi %r_b2, %c_b2 : tensor<64x64xi32, #blocked>
    %p2 = tt.addptr %a_s, %col_major : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %v2 = tt.load %p2 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #blocked2 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func public @two_d
// CHECK: %11 = ttg.convert_layout %10 : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked1>
// CHECK: %12 = tt.load %11 : tensor<64x64x!tt.ptr<f32>, #blocked1>
// CHECK: %13 = ttg.convert_layout %12 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
// CHECK: %20 = ttg.convert_layout %19 : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked2>
// CHECK: %21 = tt.load %20 : tensor<64x64x!tt.ptr<f32>, #blocked2>
// CHECK: %22 = ttg.convert_layout %21 : tensor<64x64xf32, #blocked2> -> tensor<64x64xf32, #blocked>

// -----

// 3-D: contiguous along the last dim, 8 warps.
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [8, 1, 1], order = [2, 1, 0]}>
#s2 = #ttg.slice<{dim = 2, parent = #blocked}>
#s12 = #ttg.slice<{dim = 1, parent = #s2}>
#s1 = #ttg.slice<{dim = 1, parent = #blocked}>
#s10 = #ttg.slice<{dim = 0, parent = #s1}>
#s02 = #ttg.slice<{dim = 0, parent = #s2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @three_d(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %c512 = arith.constant dense<512> : tensor<4x1x1xi32, #blocked>
    %c64 = arith.constant dense<64> : tensor<1x8x1xi32, #blocked>
    %r0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #s12>
    %e0 = tt.expand_dims %r0 {axis = 1 : i32} : tensor<4xi32, #s12> -> tensor<4x1xi32, #s2>
    %d0 = tt.expand_dims %e0 {axis = 2 : i32} : tensor<4x1xi32, #s2> -> tensor<4x1x1xi32, #blocked>
    %o0 = arith.muli %d0, %c512 : tensor<4x1x1xi32, #blocked>
    %r1 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #s02>
    %e1 = tt.expand_dims %r1 {axis = 0 : i32} : tensor<8xi32, #s02> -> tensor<1x8xi32, #s2>
    %d1 = tt.expand_dims %e1 {axis = 2 : i32} : tensor<1x8xi32, #s2> -> tensor<1x8x1xi32, #blocked>
    %o1 = arith.muli %d1, %c64 : tensor<1x8x1xi32, #blocked>
    %r2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #s10>
    %e2 = tt.expand_dims %r2 {axis = 0 : i32} : tensor<64xi32, #s10> -> tensor<1x64xi32, #s1>
    %d2 = tt.expand_dims %e2 {axis = 1 : i32} : tensor<1x64xi32, #s1> -> tensor<1x1x64xi32, #blocked>
    %b0 = tt.broadcast %o0 : tensor<4x1x1xi32, #blocked> -> tensor<4x8x64xi32, #blocked>
    %b1 = tt.broadcast %o1 : tensor<1x8x1xi32, #blocked> -> tensor<4x8x64xi32, #blocked>
    %b2 = tt.broadcast %d2 : tensor<1x1x64xi32, #blocked> -> tensor<4x8x64xi32, #blocked>
    %s01 = arith.addi %b0, %b1 : tensor<4x8x64xi32, #blocked>
    %offs = arith.addi %s01, %b2 : tensor<4x8x64xi32, #blocked>
    %a_s = tt.splat %a : !tt.ptr<f16> -> tensor<4x8x64x!tt.ptr<f16>, #blocked>
    %p = tt.addptr %a_s, %offs : tensor<4x8x64x!tt.ptr<f16>, #blocked>, tensor<4x8x64xi32, #blocked>
    %v = tt.load %p : tensor<4x8x64x!tt.ptr<f16>, #blocked>
    tt.store %p, %v : tensor<4x8x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [8, 1, 1], order = [2, 1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [4, 1, 8], warpsPerCTA = [1, 8, 1], order = [2, 0, 1]}>
// CHECK-LABEL: tt.func public @three_d
// CHECK: %18 = ttg.convert_layout %17 : tensor<4x8x64x!tt.ptr<f16>, #blocked> -> tensor<4x8x64x!tt.ptr<f16>, #blocked1>
// CHECK: %19 = tt.load %18 : tensor<4x8x64x!tt.ptr<f16>, #blocked1>
// CHECK: %20 = ttg.convert_layout %19 : tensor<4x8x64xf16, #blocked1> -> tensor<4x8x64xf16, #blocked>
// CHECK: %21 = ttg.convert_layout %17 : tensor<4x8x64x!tt.ptr<f16>, #blocked> -> tensor<4x8x64x!tt.ptr<f16>, #blocked1>
// CHECK: %22 = ttg.convert_layout %20 : tensor<4x8x64xf16, #blocked> -> tensor<4x8x64xf16, #blocked1>
// CHECK: tt.store %21, %22 : tensor<4x8x64x!tt.ptr<f16>, #blocked1>

// -----

// Ops in one slice with the same shape and order share the widest vector;
// a load may take it, a store is capped by its own alignment.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @shared_slice(%aligned: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %unaligned: !tt.ptr<f32>, %out: !tt.ptr<f32>) {
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %a_s = tt.splat %aligned : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %a_p = tt.addptr %a_s, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %va = tt.load %a_p : tensor<1024x!tt.ptr<f32>, #blocked>
    %u_s = tt.splat %unaligned : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %u_p = tt.addptr %u_s, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %vu = tt.load %u_p : tensor<1024x!tt.ptr<f32>, #blocked>
    %sum = arith.addf %va, %vu : tensor<1024xf32, #blocked>
    %o_s = tt.splat %out : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %o_p = tt.addptr %o_s, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %o_p, %sum : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @shared_slice
// CHECK: %3 = ttg.convert_layout %2 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// CHECK: %4 = tt.load %3 : tensor<1024x!tt.ptr<f32>, #blocked1>
// CHECK: %5 = ttg.convert_layout %4 : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
// CHECK: %8 = ttg.convert_layout %7 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// CHECK: %9 = tt.load %8 : tensor<1024x!tt.ptr<f32>, #blocked1>
// CHECK: %10 = ttg.convert_layout %9 : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
// CHECK: %14 = ttg.convert_layout %13 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK: %15 = ttg.convert_layout %11 : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked>
// CHECK: tt.store %14, %15 : tensor<1024x!tt.ptr<f32>, #blocked>

// -----

// Loop-carried pointers advanced by a multiple of 16 elements keep their
// alignment; a load under scf.if is coalesced in place.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @loops(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32, %flag: i1) -> tensor<256xf16, #blocked> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %step = arith.constant dense<256> : tensor<256xi32, #blocked>
    %zero = arith.constant dense<0.000000e+00> : tensor<256xf16, #blocked>
    %range = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %a_s = tt.splat %a : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>, #blocked>
    %a_p = tt.addptr %a_s, %range : tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xi32, #blocked>
    %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%ptrs = %a_p, %acc = %zero) -> (tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xf16, #blocked>) : i32 {
      %v = tt.load %ptrs : tensor<256x!tt.ptr<f16>, #blocked>
      %sum = arith.addf %acc, %v : tensor<256xf16, #blocked>
      %next = tt.addptr %ptrs, %step : tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xi32, #blocked>
      scf.yield %next, %sum : tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xf16, #blocked>
    }
    %r = scf.if %flag -> (tensor<256xf16, #blocked>) {
      %w = tt.load %res#0 : tensor<256x!tt.ptr<f16>, #blocked>
      scf.yield %w : tensor<256xf16, #blocked>
    } else {
      scf.yield %res#1 : tensor<256xf16, #blocked>
    }
    tt.return %r : tensor<256xf16, #blocked>
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @loops
// CHECK: %5 = ttg.convert_layout %ptrs : tensor<256x!tt.ptr<f16>, #blocked> -> tensor<256x!tt.ptr<f16>, #blocked1>
// CHECK: %6 = tt.load %5 : tensor<256x!tt.ptr<f16>, #blocked1>
// CHECK: %7 = ttg.convert_layout %6 : tensor<256xf16, #blocked1> -> tensor<256xf16, #blocked>
// CHECK: %5 = ttg.convert_layout %3#0 : tensor<256x!tt.ptr<f16>, #blocked> -> tensor<256x!tt.ptr<f16>, #blocked1>
// CHECK: %6 = tt.load %5 : tensor<256x!tt.ptr<f16>, #blocked1>
// CHECK: %7 = ttg.convert_layout %6 : tensor<256xf16, #blocked1> -> tensor<256xf16, #blocked>

// -----

// Fewer elements than threads: one element per thread, lanes and warps
// still cover the tensor as Triton spreads them (wrapping).
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#slice0 = #ttg.slice<{dim = 0, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @small(%a: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %cols = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #slice0>
    %c2 = tt.expand_dims %cols {axis = 0 : i32} : tensor<16xi32, #slice0> -> tensor<1x16xi32, #blocked>
    %b = tt.broadcast %c2 : tensor<1x16xi32, #blocked> -> tensor<2x16xi32, #blocked>
    %a_s = tt.splat %a : !tt.ptr<f32> -> tensor<2x16x!tt.ptr<f32>, #blocked>
    %p = tt.addptr %a_s, %b : tensor<2x16x!tt.ptr<f32>, #blocked>, tensor<2x16xi32, #blocked>
    %v = tt.load %p : tensor<2x16x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func public @small
// CHECK: %5 = ttg.convert_layout %4 : tensor<2x16x!tt.ptr<f32>, #blocked> -> tensor<2x16x!tt.ptr<f32>, #blocked1>
// CHECK: %6 = tt.load %5 : tensor<2x16x!tt.ptr<f32>, #blocked1>
// CHECK: %7 = ttg.convert_layout %6 : tensor<2x16xf32, #blocked1> -> tensor<2x16xf32, #blocked>

// -----

// Loads of pointers: an 8-byte element, so 2 per 128 bits. (Triton 3.6
// aborts on this input: it asks a pointer type for its bit width.)
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ptr_of_ptr(%pp: !tt.ptr<!tt.ptr<f32>> {tt.divisibility = 16 : i32}) {
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %pp_s = tt.splat %pp : !tt.ptr<!tt.ptr<f32>> -> tensor<1024x!tt.ptr<!tt.ptr<f32>>, #blocked>
    %pp_p = tt.addptr %pp_s, %range : tensor<1024x!tt.ptr<!tt.ptr<f32>>, #blocked>, tensor<1024xi32, #blocked>
    %ptrs = tt.load %pp_p : tensor<1024x!tt.ptr<!tt.ptr<f32>>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @ptr_of_ptr
// CHECK: %3 = ttg.convert_layout %2 : tensor<1024x!tt.ptr<!tt.ptr<f32>>, #blocked> -> tensor<1024x!tt.ptr<!tt.ptr<f32>>, #blocked1>
// CHECK: %4 = tt.load %3 : tensor<1024x!tt.ptr<!tt.ptr<f32>>, #blocked1>
// CHECK: %5 = ttg.convert_layout %4 : tensor<1024x!tt.ptr<f32>, #blocked1> -> tensor<1024x!tt.ptr<f32>, #blocked>

// -----

// Atomics write memory: like stores, no wider than their own alignment.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @atomics(%acc: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %vals: tensor<1024xf32, #blocked>) {
    %ones = arith.constant dense<1.000000e+00> : tensor<1024xf32, #blocked>
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %acc_s = tt.splat %acc : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %acc_p = tt.addptr %acc_s, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %old = tt.atomic_rmw fadd, relaxed, gpu, %acc_p, %vals : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
    %prev = tt.atomic_cas acq_rel, gpu, %acc_p, %old, %ones : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @atomics
// CHECK: %3 = ttg.convert_layout %2 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// CHECK: %4 = ttg.convert_layout %vals : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
// CHECK: %5 = tt.atomic_rmw fadd, relaxed, gpu, %3, %4 : (tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xf32, #blocked1>) -> tensor<1024xf32, #blocked1>
// CHECK: %6 = ttg.convert_layout %5 : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
// CHECK: %7 = ttg.convert_layout %2 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// CHECK: %8 = ttg.convert_layout %6 : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
// CHECK: %9 = ttg.convert_layout %cst : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
// CHECK: %10 = tt.atomic_cas acq_rel, gpu, %7, %8, %9 : (tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xf32, #blocked1>, tensor<1024xf32, #blocked1>) -> tensor<1024xf32, #blocked1>
// CHECK: %11 = ttg.convert_layout %10 : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>

// -----

// No memory ops: nothing changes. Scalar loads keep their form too.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @no_memory_ops(%p: !tt.ptr<f32>) -> tensor<128xi32, #blocked> {
    %s = tt.load %p : !tt.ptr<f32>
    %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %twice = arith.addi %range, %range : tensor<128xi32, #blocked>
    tt.return %twice : tensor<128xi32, #blocked>
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @no_memory_ops
// CHECK: %0 = tt.load %p : !tt.ptr<f32>
// CHECK-NOT: ttg.convert_layout

// -----

// cp.async copies are coalesced like loads; their token result stays.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#slice0 = #ttg.slice<{dim = 0, parent = #blocked}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @async_copy(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #slice0>
    %c2 = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #slice0> -> tensor<1x64xi32, #blocked>
    %b = tt.broadcast %c2 : tensor<1x64xi32, #blocked> -> tensor<128x64xi32, #blocked>
    %a_s = tt.splat %a : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #blocked>
    %p = tt.addptr %a_s, %b : tensor<128x64x!tt.ptr<f16>, #blocked>, tensor<128x64xi32, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %t = ttg.async_copy_global_to_local %p, %buf : tensor<128x64x!tt.ptr<f16>, #blocked> -> <128x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func public @async_copy
// CHECK: %6 = ttg.convert_layout %4 : tensor<128x64x!tt.ptr<f16>, #blocked> -> tensor<128x64x!tt.ptr<f16>, #blocked1>
// CHECK: %7 = ttg.async_copy_global_to_local %6, %5 : tensor<128x64x!tt.ptr<f16>, #blocked1> -> <128x64xf16, #shared, #smem, mutable>

// -----

// TMA loads and stores get a row-major layout of up to 128 bits per thread.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @descriptors(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %m: i32 {tt.divisibility = 16 : i32}) {
    %c0 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %m64 = arith.extsi %m : i32 to i64
    %d = tt.make_tensor_descriptor %a, [%m, %m], [%m64, %c1_i64] : <f16>, <tensor<64x128xf16>>
    %v = tt.descriptor_load %d[%c0, %c0] : !tt.tensordesc<tensor<64x128xf16>> -> tensor<64x128xf16, #blocked>
    tt.descriptor_store %d[%c0, %c0], %v : !tt.tensordesc<tensor<64x128xf16>>, tensor<64x128xf16, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func public @descriptors
// CHECK: %2 = tt.descriptor_load %1[%c0_i32, %c0_i32] : !tt.tensordesc<tensor<64x128xf16>> -> tensor<64x128xf16, #blocked>
// CHECK: %3 = ttg.convert_layout %2 : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #blocked1>
// CHECK: %4 = ttg.convert_layout %3 : tensor<64x128xf16, #blocked1> -> tensor<64x128xf16, #blocked>
// CHECK: tt.descriptor_store %1[%c0_i32, %c0_i32], %4 : !tt.tensordesc<tensor<64x128xf16>>, tensor<64x128xf16, #blocked>

// -----

// Call sites narrow the callee's argument hints (written on the callee), and
// the callee's loads use them.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @caller(%a: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}) {
    %c8_i32 = arith.constant 8 : i32
    %m = arith.muli %n, %c8_i32 : i32
    tt.call @callee(%a, %m) : (!tt.ptr<f32>, i32) -> ()
    tt.return
  }
  tt.func private @callee(%p: !tt.ptr<f32>, %off: i32) attributes {noinline = true} {
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %offs = tt.splat %off : i32 -> tensor<1024xi32, #blocked>
    %all = arith.addi %offs, %range : tensor<1024xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %ptrs = tt.addptr %s, %all : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %v = tt.load %ptrs : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.store %ptrs, %v : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @caller
// CHECK-LABEL: tt.func private @callee
// CHECK-SAME: (%p: !tt.ptr<f32> {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 16 : i64}, %off: i32 {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 128 : i64})
// CHECK: %5 = ttg.convert_layout %4 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// CHECK: %6 = tt.load %5 : tensor<1024x!tt.ptr<f32>, #blocked1>
// CHECK: %7 = ttg.convert_layout %6 : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
// CHECK: %8 = ttg.convert_layout %4 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// CHECK: %9 = ttg.convert_layout %7 : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
// CHECK: tt.store %8, %9 : tensor<1024x!tt.ptr<f32>, #blocked1>

// -----

// Hints on arguments: a 2-D pointer tensor contiguous along dim 0
// (column-major) and 16-byte aligned; 8 warps of 64 lanes (gfx942).
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [8, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @hints(%p: tensor<128x32x!tt.ptr<bf16>, #blocked> {tt.contiguity = dense<[128, 1]> : tensor<2xi32>, tt.divisibility = dense<[16, 16]> : tensor<2xi32>}) {
    %v = tt.load %p : tensor<128x32x!tt.ptr<bf16>, #blocked>
    tt.store %p, %v : tensor<128x32x!tt.ptr<bf16>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [8, 1], order = [1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [16, 4], warpsPerCTA = [1, 8], order = [0, 1]}>
// CHECK-LABEL: tt.func public @hints
// CHECK: %0 = ttg.convert_layout %p : tensor<128x32x!tt.ptr<bf16>, #blocked> -> tensor<128x32x!tt.ptr<bf16>, #blocked1>
// CHECK: %1 = tt.load %0 : tensor<128x32x!tt.ptr<bf16>, #blocked1>
// CHECK: %2 = ttg.convert_layout %1 : tensor<128x32xbf16, #blocked1> -> tensor<128x32xbf16, #blocked>
// CHECK: %3 = ttg.convert_layout %p : tensor<128x32x!tt.ptr<bf16>, #blocked> -> tensor<128x32x!tt.ptr<bf16>, #blocked1>
// CHECK: %4 = ttg.convert_layout %2 : tensor<128x32xbf16, #blocked> -> tensor<128x32xbf16, #blocked1>
// CHECK: tt.store %3, %4 : tensor<128x32x!tt.ptr<bf16>, #blocked1>

// -----

// Order from contiguity: Triton 3.6 sorts dims by decreasing contiguity,
// stably from dim 0, so ties keep the lower dim first: [1, 1] -> [0, 1].
// The contiguity comes from argument hints here (no slice to consult).
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @h2_tie(%p: tensor<64x64x!tt.ptr<f32>, #blocked> {tt.contiguity = dense<[1, 1]> : tensor<2xi32>, tt.divisibility = dense<[16, 16]> : tensor<2xi32>}) {
    %v = tt.load %p : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [0, 1]}>
// CHECK-LABEL: tt.func public @h2_tie
// CHECK: %0 = ttg.convert_layout %p : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked1>
// CHECK: %1 = tt.load %0 : tensor<64x64x!tt.ptr<f32>, #blocked1>
// CHECK: %2 = ttg.convert_layout %1 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>

// -----

// [1, 1, 64] -> order [2, 0, 1].
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @h3_last(%p: tensor<4x8x64x!tt.ptr<f32>, #blocked> {tt.contiguity = dense<[1, 1, 64]> : tensor<3xi32>, tt.divisibility = dense<[16, 16, 16]> : tensor<3xi32>}) {
    %v = tt.load %p : tensor<4x8x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [2, 1, 16], warpsPerCTA = [2, 2, 1], order = [2, 0, 1]}>
// CHECK-LABEL: tt.func public @h3_last
// CHECK: %0 = ttg.convert_layout %p : tensor<4x8x64x!tt.ptr<f32>, #blocked> -> tensor<4x8x64x!tt.ptr<f32>, #blocked1>
// CHECK: %1 = tt.load %0 : tensor<4x8x64x!tt.ptr<f32>, #blocked1>
// CHECK: %2 = ttg.convert_layout %1 : tensor<4x8x64xf32, #blocked1> -> tensor<4x8x64xf32, #blocked>

// -----

// All ones -> [0, 1, 2].
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @h3_all1(%p: tensor<4x8x64x!tt.ptr<f32>, #blocked> {tt.contiguity = dense<[1, 1, 1]> : tensor<3xi32>, tt.divisibility = dense<[16, 16, 16]> : tensor<3xi32>}) {
    %v = tt.load %p : tensor<4x8x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [4, 8, 1], warpsPerCTA = [1, 1, 4], order = [0, 1, 2]}>
// CHECK-LABEL: tt.func public @h3_all1
// CHECK: %0 = ttg.convert_layout %p : tensor<4x8x64x!tt.ptr<f32>, #blocked> -> tensor<4x8x64x!tt.ptr<f32>, #blocked1>
// CHECK: %1 = tt.load %0 : tensor<4x8x64x!tt.ptr<f32>, #blocked1>
// CHECK: %2 = ttg.convert_layout %1 : tensor<4x8x64xf32, #blocked1> -> tensor<4x8x64xf32, #blocked>

// -----

// [1, 8, 1] -> [1, 0, 2].
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @h3_mid(%p: tensor<4x8x64x!tt.ptr<f32>, #blocked> {tt.contiguity = dense<[1, 8, 1]> : tensor<3xi32>, tt.divisibility = dense<[16, 16, 16]> : tensor<3xi32>}) {
    %v = tt.load %p : tensor<4x8x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 4, 1], threadsPerWarp = [4, 2, 4], warpsPerCTA = [1, 1, 4], order = [1, 0, 2]}>
// CHECK-LABEL: tt.func public @h3_mid
// CHECK: %0 = ttg.convert_layout %p : tensor<4x8x64x!tt.ptr<f32>, #blocked> -> tensor<4x8x64x!tt.ptr<f32>, #blocked1>
// CHECK: %1 = tt.load %0 : tensor<4x8x64x!tt.ptr<f32>, #blocked1>
// CHECK: %2 = ttg.convert_layout %1 : tensor<4x8x64xf32, #blocked1> -> tensor<4x8x64xf32, #blocked>

// -----

// [4, 1, 1] -> [0, 1, 2].
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @h3_first(%p: tensor<4x8x64x!tt.ptr<f32>, #blocked> {tt.contiguity = dense<[4, 1, 1]> : tensor<3xi32>, tt.divisibility = dense<[16, 16, 16]> : tensor<3xi32>}) {
    %v = tt.load %p : tensor<4x8x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [4, 1, 1], threadsPerWarp = [1, 8, 4], warpsPerCTA = [1, 1, 4], order = [0, 1, 2]}>
// CHECK-LABEL: tt.func public @h3_first
// CHECK: %0 = ttg.convert_layout %p : tensor<4x8x64x!tt.ptr<f32>, #blocked> -> tensor<4x8x64x!tt.ptr<f32>, #blocked1>
// CHECK: %1 = tt.load %0 : tensor<4x8x64x!tt.ptr<f32>, #blocked1>
// CHECK: %2 = ttg.convert_layout %1 : tensor<4x8x64xf32, #blocked1> -> tensor<4x8x64xf32, #blocked>

// -----

// [1, 1, 1, 64] -> [3, 0, 1, 2].
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1, 1], threadsPerWarp = [1, 1, 1, 32], warpsPerCTA = [4, 1, 1, 1], order = [3, 2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @h4_last(%p: tensor<2x4x8x64x!tt.ptr<f32>, #blocked> {tt.contiguity = dense<[1, 1, 1, 64]> : tensor<4xi32>, tt.divisibility = dense<[16, 16, 16, 16]> : tensor<4xi32>}) {
    %v = tt.load %p : tensor<2x4x8x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1, 1, 1], threadsPerWarp = [1, 1, 1, 32], warpsPerCTA = [4, 1, 1, 1], order = [3, 2, 1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1, 4], threadsPerWarp = [2, 1, 1, 16], warpsPerCTA = [1, 4, 1, 1], order = [3, 0, 1, 2]}>
// CHECK-LABEL: tt.func public @h4_last
// CHECK: %0 = ttg.convert_layout %p : tensor<2x4x8x64x!tt.ptr<f32>, #blocked> -> tensor<2x4x8x64x!tt.ptr<f32>, #blocked1>
// CHECK: %1 = tt.load %0 : tensor<2x4x8x64x!tt.ptr<f32>, #blocked1>
// CHECK: %2 = ttg.convert_layout %1 : tensor<2x4x8x64xf32, #blocked1> -> tensor<2x4x8x64xf32, #blocked>

// -----

// [4, 1, 64] -> [2, 0, 1].
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @h3_two(%p: tensor<4x8x64x!tt.ptr<f32>, #blocked> {tt.contiguity = dense<[4, 1, 64]> : tensor<3xi32>, tt.divisibility = dense<[16, 16, 16]> : tensor<3xi32>}) {
    %v = tt.load %p : tensor<4x8x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [2, 1, 16], warpsPerCTA = [2, 2, 1], order = [2, 0, 1]}>
// CHECK-LABEL: tt.func public @h3_two
// CHECK: %0 = ttg.convert_layout %p : tensor<4x8x64x!tt.ptr<f32>, #blocked> -> tensor<4x8x64x!tt.ptr<f32>, #blocked1>
// CHECK: %1 = tt.load %0 : tensor<4x8x64x!tt.ptr<f32>, #blocked1>
// CHECK: %2 = ttg.convert_layout %1 : tensor<4x8x64xf32, #blocked1> -> tensor<4x8x64xf32, #blocked>

// -----

// One pointer splat over 64x64 (contiguity [1, 1]) -> [0, 1].
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @splat2d(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %v = tt.load %s : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [0, 1]}>
// CHECK-LABEL: tt.func public @splat2d
// CHECK: %1 = ttg.convert_layout %0 : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked1>
// CHECK: %2 = tt.load %1 : tensor<64x64x!tt.ptr<f32>, #blocked1>
// CHECK: %3 = ttg.convert_layout %2 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>

// -----

// 3-D: contiguous along the last dim, 8 warps.
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [8, 1, 1], order = [2, 1, 0]}>
#s2 = #ttg.slice<{dim = 2, parent = #blocked}>
#s12 = #ttg.slice<{dim = 1, parent = #s2}>
#s1 = #ttg.slice<{dim = 1, parent = #blocked}>
#s10 = #ttg.slice<{dim = 0, parent = #s1}>
#s02 = #ttg.slice<{dim = 0, parent = #s2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @three_d_load_only(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %c512 = arith.constant dense<512> : tensor<4x1x1xi32, #blocked>
    %c64 = arith.constant dense<64> : tensor<1x8x1xi32, #blocked>
    %r0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #s12>
    %e0 = tt.expand_dims %r0 {axis = 1 : i32} : tensor<4xi32, #s12> -> tensor<4x1xi32, #s2>
    %d0 = tt.expand_dims %e0 {axis = 2 : i32} : tensor<4x1xi32, #s2> -> tensor<4x1x1xi32, #blocked>
    %o0 = arith.muli %d0, %c512 : tensor<4x1x1xi32, #blocked>
    %r1 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #s02>
    %e1 = tt.expand_dims %r1 {axis = 0 : i32} : tensor<8xi32, #s02> -> tensor<1x8xi32, #s2>
    %d1 = tt.expand_dims %e1 {axis = 2 : i32} : tensor<1x8xi32, #s2> -> tensor<1x8x1xi32, #blocked>
    %o1 = arith.muli %d1, %c64 : tensor<1x8x1xi32, #blocked>
    %r2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #s10>
    %e2 = tt.expand_dims %r2 {axis = 0 : i32} : tensor<64xi32, #s10> -> tensor<1x64xi32, #s1>
    %d2 = tt.expand_dims %e2 {axis = 1 : i32} : tensor<1x64xi32, #s1> -> tensor<1x1x64xi32, #blocked>
    %b0 = tt.broadcast %o0 : tensor<4x1x1xi32, #blocked> -> tensor<4x8x64xi32, #blocked>
    %b1 = tt.broadcast %o1 : tensor<1x8x1xi32, #blocked> -> tensor<4x8x64xi32, #blocked>
    %b2 = tt.broadcast %d2 : tensor<1x1x64xi32, #blocked> -> tensor<4x8x64xi32, #blocked>
    %s01 = arith.addi %b0, %b1 : tensor<4x8x64xi32, #blocked>
    %offs = arith.addi %s01, %b2 : tensor<4x8x64xi32, #blocked>
    %a_s = tt.splat %a : !tt.ptr<f16> -> tensor<4x8x64x!tt.ptr<f16>, #blocked>
    %p = tt.addptr %a_s, %offs : tensor<4x8x64x!tt.ptr<f16>, #blocked>, tensor<4x8x64xi32, #blocked>
    %v = tt.load %p : tensor<4x8x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [8, 1, 1], order = [2, 1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [4, 1, 8], warpsPerCTA = [1, 8, 1], order = [2, 0, 1]}>
// CHECK-LABEL: tt.func public @three_d_load_only
// CHECK: %18 = ttg.convert_layout %17 : tensor<4x8x64x!tt.ptr<f16>, #blocked> -> tensor<4x8x64x!tt.ptr<f16>, #blocked1>
// CHECK: %19 = tt.load %18 : tensor<4x8x64x!tt.ptr<f16>, #blocked1>
// CHECK: %20 = ttg.convert_layout %19 : tensor<4x8x64xf16, #blocked1> -> tensor<4x8x64xf16, #blocked>

// -----

// 3-D: contiguous along the last dim, 8 warps.
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [8, 1, 1], order = [2, 1, 0]}>
#s2 = #ttg.slice<{dim = 2, parent = #blocked}>
#s12 = #ttg.slice<{dim = 1, parent = #s2}>
#s1 = #ttg.slice<{dim = 1, parent = #blocked}>
#s10 = #ttg.slice<{dim = 0, parent = #s1}>
#s02 = #ttg.slice<{dim = 0, parent = #s2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @three_d_splat_const(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %c512_i32 = arith.constant 512 : i32
    %c512 = tt.splat %c512_i32 : i32 -> tensor<4x1x1xi32, #blocked>
    %c64 = arith.constant dense<64> : tensor<1x8x1xi32, #blocked>
    %r0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #s12>
    %e0 = tt.expand_dims %r0 {axis = 1 : i32} : tensor<4xi32, #s12> -> tensor<4x1xi32, #s2>
    %d0 = tt.expand_dims %e0 {axis = 2 : i32} : tensor<4x1xi32, #s2> -> tensor<4x1x1xi32, #blocked>
    %o0 = arith.muli %d0, %c512 : tensor<4x1x1xi32, #blocked>
    %r1 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #s02>
    %e1 = tt.expand_dims %r1 {axis = 0 : i32} : tensor<8xi32, #s02> -> tensor<1x8xi32, #s2>
    %d1 = tt.expand_dims %e1 {axis = 2 : i32} : tensor<1x8xi32, #s2> -> tensor<1x8x1xi32, #blocked>
    %o1 = arith.muli %d1, %c64 : tensor<1x8x1xi32, #blocked>
    %r2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #s10>
    %e2 = tt.expand_dims %r2 {axis = 0 : i32} : tensor<64xi32, #s10> -> tensor<1x64xi32, #s1>
    %d2 = tt.expand_dims %e2 {axis = 1 : i32} : tensor<1x64xi32, #s1> -> tensor<1x1x64xi32, #blocked>
    %b0 = tt.broadcast %o0 : tensor<4x1x1xi32, #blocked> -> tensor<4x8x64xi32, #blocked>
    %b1 = tt.broadcast %o1 : tensor<1x8x1xi32, #blocked> -> tensor<4x8x64xi32, #blocked>
    %b2 = tt.broadcast %d2 : tensor<1x1x64xi32, #blocked> -> tensor<4x8x64xi32, #blocked>
    %s01 = arith.addi %b0, %b1 : tensor<4x8x64xi32, #blocked>
    %offs = arith.addi %s01, %b2 : tensor<4x8x64xi32, #blocked>
    %a_s = tt.splat %a : !tt.ptr<f16> -> tensor<4x8x64x!tt.ptr<f16>, #blocked>
    %p = tt.addptr %a_s, %offs : tensor<4x8x64x!tt.ptr<f16>, #blocked>, tensor<4x8x64xi32, #blocked>
    %v = tt.load %p : tensor<4x8x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [8, 1, 1], order = [2, 1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [4, 1, 8], warpsPerCTA = [1, 8, 1], order = [2, 0, 1]}>
// CHECK-LABEL: tt.func public @three_d_splat_const
// CHECK: %19 = ttg.convert_layout %18 : tensor<4x8x64x!tt.ptr<f16>, #blocked> -> tensor<4x8x64x!tt.ptr<f16>, #blocked1>
// CHECK: %20 = tt.load %19 : tensor<4x8x64x!tt.ptr<f16>, #blocked1>
// CHECK: %21 = ttg.convert_layout %20 : tensor<4x8x64xf16, #blocked1> -> tensor<4x8x64xf16, #blocked>

// -----

// 3-D: contiguous along the last dim, 8 warps.
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [8, 1, 1], order = [2, 1, 0]}>
#s2 = #ttg.slice<{dim = 2, parent = #blocked}>
#s12 = #ttg.slice<{dim = 1, parent = #s2}>
#s1 = #ttg.slice<{dim = 1, parent = #blocked}>
#s10 = #ttg.slice<{dim = 0, parent = #s1}>
#s02 = #ttg.slice<{dim = 0, parent = #s2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @three_d_no_mul(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %c512 = arith.constant dense<512> : tensor<4x1x1xi32, #blocked>
    %c64 = arith.constant dense<64> : tensor<1x8x1xi32, #blocked>
    %r0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #s12>
    %e0 = tt.expand_dims %r0 {axis = 1 : i32} : tensor<4xi32, #s12> -> tensor<4x1xi32, #s2>
    %d0 = tt.expand_dims %e0 {axis = 2 : i32} : tensor<4x1xi32, #s2> -> tensor<4x1x1xi32, #blocked>
    %o0 = arith.muli %d0, %c512 : tensor<4x1x1xi32, #blocked>
    %r1 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #s02>
    %e1 = tt.expand_dims %r1 {axis = 0 : i32} : tensor<8xi32, #s02> -> tensor<1x8xi32, #s2>
    %d1 = tt.expand_dims %e1 {axis = 2 : i32} : tensor<1x8xi32, #s2> -> tensor<1x8x1xi32, #blocked>
    %o1 = arith.muli %d1, %c64 : tensor<1x8x1xi32, #blocked>
    %r2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #s10>
    %e2 = tt.expand_dims %r2 {axis = 0 : i32} : tensor<64xi32, #s10> -> tensor<1x64xi32, #s1>
    %d2 = tt.expand_dims %e2 {axis = 1 : i32} : tensor<1x64xi32, #s1> -> tensor<1x1x64xi32, #blocked>
    %b0 = tt.broadcast %d0 : tensor<4x1x1xi32, #blocked> -> tensor<4x8x64xi32, #blocked>
    %b1 = tt.broadcast %o1 : tensor<1x8x1xi32, #blocked> -> tensor<4x8x64xi32, #blocked>
    %b2 = tt.broadcast %d2 : tensor<1x1x64xi32, #blocked> -> tensor<4x8x64xi32, #blocked>
    %s01 = arith.addi %b0, %b1 : tensor<4x8x64xi32, #blocked>
    %offs = arith.addi %s01, %b2 : tensor<4x8x64xi32, #blocked>
    %a_s = tt.splat %a : !tt.ptr<f16> -> tensor<4x8x64x!tt.ptr<f16>, #blocked>
    %p = tt.addptr %a_s, %offs : tensor<4x8x64x!tt.ptr<f16>, #blocked>, tensor<4x8x64xi32, #blocked>
    %v = tt.load %p : tensor<4x8x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [8, 1, 1], order = [2, 1, 0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 2], order = [2, 0, 1]}>
// CHECK-LABEL: tt.func public @three_d_no_mul
// CHECK: %18 = ttg.convert_layout %17 : tensor<4x8x64x!tt.ptr<f16>, #blocked> -> tensor<4x8x64x!tt.ptr<f16>, #blocked1>
// CHECK: %19 = tt.load %18 : tensor<4x8x64x!tt.ptr<f16>, #blocked1>
// CHECK: %20 = ttg.convert_layout %19 : tensor<4x8x64xf16, #blocked1> -> tensor<4x8x64xf16, #blocked>
