// RUN: tt-opt --split-input-file -tritongpu-accelerate-matmul %s 2>/dev/null | FileCheck %s
//
// Every expectation below is Triton 3.6's own output for the same input
// (its accelerate_matmul pass run through its Python bindings with
// utils/triton-oracle.py on the device machine). Each case is named after
// the rule it exercises: target, operand types, tile, warps, and whether the
// dot falls back (to FMA or to a lower MMA version) or is chained.

// sm80_f16_128x128
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm80_f16_128x128(%pa: tensor<128x64x!tt.ptr<f16>, #blocked1>, %pb: tensor<64x128x!tt.ptr<f16>, #blocked1>) -> tensor<128x128xf32, #blocked> {
    %a = tt.load %pa : tensor<128x64x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<64x128x!tt.ptr<f16>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<64x128xf16, #blocked1> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 4], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func public @sm80_f16_128x128
// CHECK: %4 = ttg.convert_layout %cst : tensor<128x128xf32, #blocked1> -> tensor<128x128xf32, #mma>
// CHECK: %7 = tt.dot %5, %6, %4, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x128xf32, #mma>
// CHECK: %8 = ttg.convert_layout %7 : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #blocked1>
// CHECK: tt.return %8 : tensor<128x128xf32, #blocked1>

// -----


// sm80_bf16_64x64_4w
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm80_bf16_64x64_4w(%pa: tensor<64x32x!tt.ptr<bf16>, #blocked1>, %pb: tensor<32x64x!tt.ptr<bf16>, #blocked1>) -> tensor<64x64xf32, #blocked> {
    %a = tt.load %pa : tensor<64x32x!tt.ptr<bf16>, #blocked1>
    %b = tt.load %pb : tensor<32x64x!tt.ptr<bf16>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<64x32xbf16, #blocked1> -> tensor<64x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<32x64xbf16, #blocked1> -> tensor<32x64xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<64x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func public @sm80_bf16_64x64_4w
// CHECK: %4 = ttg.convert_layout %cst : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #mma>
// CHECK: %7 = tt.dot %5, %6, %4, inputPrecision = tf32 : tensor<64x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
// CHECK: %8 = ttg.convert_layout %7 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked1>
// CHECK: tt.return %8 : tensor<64x64xf32, #blocked1>

// -----


// sm80_f16_16x128_4w
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm80_f16_16x128_4w(%pa: tensor<16x32x!tt.ptr<f16>, #blocked1>, %pb: tensor<32x128x!tt.ptr<f16>, #blocked1>) -> tensor<16x128xf32, #blocked> {
    %a = tt.load %pa : tensor<16x32x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<32x128x!tt.ptr<f16>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<16x128xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<16x32xf16, #blocked1> -> tensor<16x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<32x128xf16, #blocked1> -> tensor<32x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<16x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<16x128xf32, #blocked>
    tt.return %d : tensor<16x128xf32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 4], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func public @sm80_f16_16x128_4w
// CHECK: %4 = ttg.convert_layout %cst : tensor<16x128xf32, #blocked1> -> tensor<16x128xf32, #mma>
// CHECK: %7 = tt.dot %5, %6, %4, inputPrecision = tf32 : tensor<16x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<16x128xf32, #mma>
// CHECK: %8 = ttg.convert_layout %7 : tensor<16x128xf32, #mma> -> tensor<16x128xf32, #blocked1>
// CHECK: tt.return %8 : tensor<16x128xf32, #blocked1>

// -----


// sm80_i8
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm80_i8(%pa: tensor<64x64x!tt.ptr<i8>, #blocked1>, %pb: tensor<64x64x!tt.ptr<i8>, #blocked1>) -> tensor<64x64xi32, #blocked> {
    %a = tt.load %pa : tensor<64x64x!tt.ptr<i8>, #blocked1>
    %b = tt.load %pb : tensor<64x64x!tt.ptr<i8>, #blocked1>
    %c = arith.constant dense<0> : tensor<64x64xi32, #blocked>
    %ca = ttg.convert_layout %a : tensor<64x64xi8, #blocked1> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<64x64xi8, #blocked1> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xi32, #blocked>
    tt.return %d : tensor<64x64xi32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func public @sm80_i8
// CHECK: %4 = ttg.convert_layout %cst : tensor<64x64xi32, #blocked1> -> tensor<64x64xi32, #mma>
// CHECK: %7 = tt.dot %5, %6, %4 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xi32, #mma>
// CHECK: %8 = ttg.convert_layout %7 : tensor<64x64xi32, #mma> -> tensor<64x64xi32, #blocked1>
// CHECK: tt.return %8 : tensor<64x64xi32, #blocked1>

// -----


// sm80_tf32
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm80_tf32(%pa: tensor<64x32x!tt.ptr<f32>, #blocked1>, %pb: tensor<32x64x!tt.ptr<f32>, #blocked1>) -> tensor<64x64xf32, #blocked> {
    %a = tt.load %pa : tensor<64x32x!tt.ptr<f32>, #blocked1>
    %b = tt.load %pb : tensor<32x64x!tt.ptr<f32>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<64x32xf32, #blocked1> -> tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func public @sm80_tf32
// CHECK: %4 = ttg.convert_layout %cst : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #mma>
// CHECK: %7 = tt.dot %5, %6, %4, inputPrecision = tf32 : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<64x64xf32, #mma>
// CHECK: %8 = ttg.convert_layout %7 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked1>
// CHECK: tt.return %8 : tensor<64x64xf32, #blocked1>

// -----


// sm80_f32_ieee
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm80_f32_ieee(%pa: tensor<64x32x!tt.ptr<f32>, #blocked1>, %pb: tensor<32x64x!tt.ptr<f32>, #blocked1>) -> tensor<64x64xf32, #blocked> {
    %a = tt.load %pa : tensor<64x32x!tt.ptr<f32>, #blocked1>
    %b = tt.load %pb : tensor<32x64x!tt.ptr<f32>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<64x32xf32, #blocked1> -> tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// CHECK-LABEL: tt.func public @sm80_f32_ieee
// CHECK: %4 = tt.dot %2, %3, %cst : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x64xf32, #blocked1>
// CHECK: tt.return %4 : tensor<64x64xf32, #blocked1>

// -----


// sm80_fp8
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm80_fp8(%pa: tensor<64x64x!tt.ptr<f8E4M3FN>, #blocked1>, %pb: tensor<64x64x!tt.ptr<f8E4M3FN>, #blocked1>) -> tensor<64x64xf32, #blocked> {
    %a = tt.load %pa : tensor<64x64x!tt.ptr<f8E4M3FN>, #blocked1>
    %b = tt.load %pb : tensor<64x64x!tt.ptr<f8E4M3FN>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<64x64xf8E4M3FN, #blocked1> -> tensor<64x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<64x64xf8E4M3FN, #blocked1> -> tensor<64x64xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<64x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func public @sm80_fp8
// CHECK: %4 = ttg.convert_layout %cst : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #mma>
// CHECK: %7 = tt.fp_to_fp %5 : tensor<64x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK: %8 = tt.fp_to_fp %6 : tensor<64x64xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK: %9 = tt.dot %7, %8, %4, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
// CHECK: %10 = ttg.convert_layout %9 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked1>
// CHECK: tt.return %10 : tensor<64x64xf32, #blocked1>

// -----


// sm75_f16
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:75", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm75_f16(%pa: tensor<64x32x!tt.ptr<f16>, #blocked1>, %pb: tensor<32x64x!tt.ptr<f16>, #blocked1>) -> tensor<64x64xf32, #blocked> {
    %a = tt.load %pa : tensor<64x32x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<32x64x!tt.ptr<f16>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<64x32xf16, #blocked1> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// CHECK-LABEL: tt.func public @sm75_f16
// CHECK: %6 = tt.dot %4, %5, %cst, inputPrecision = tf32 : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x64xf32, #blocked1>
// CHECK: tt.return %6 : tensor<64x64xf32, #blocked1>

// -----


// sm90_f16_128x256_8w
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm90_f16_128x256_8w(%pa: tensor<128x64x!tt.ptr<f16>, #blocked1>, %pb: tensor<64x256x!tt.ptr<f16>, #blocked1>) -> tensor<128x256xf32, #blocked> {
    %a = tt.load %pa : tensor<128x64x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<64x256x!tt.ptr<f16>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<64x256xf16, #blocked1> -> tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x256xf32, #blocked>
    tt.return %d : tensor<128x256xf32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 256, 16]}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func public @sm90_f16_128x256_8w
// CHECK: %1 = ttg.local_alloc %0 : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
// CHECK: %3 = ttg.local_alloc %2 : (tensor<64x256xf16, #blocked>) -> !ttg.memdesc<64x256xf16, #shared, #smem>
// CHECK: %4 = ttg.convert_layout %cst : tensor<128x256xf32, #blocked1> -> tensor<128x256xf32, #mma>
// CHECK: %5 = ttng.warp_group_dot %1, %3, %4 {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x256xf16, #shared, #smem> -> tensor<128x256xf32, #mma>
// CHECK: %6 = ttg.convert_layout %5 : tensor<128x256xf32, #mma> -> tensor<128x256xf32, #blocked1>
// CHECK: tt.return %6 : tensor<128x256xf32, #blocked1>

// -----


// sm90_f16_64x128_4w
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm90_f16_64x128_4w(%pa: tensor<64x64x!tt.ptr<f16>, #blocked1>, %pb: tensor<64x128x!tt.ptr<f16>, #blocked1>) -> tensor<64x128xf32, #blocked> {
    %a = tt.load %pa : tensor<64x64x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<64x128x!tt.ptr<f16>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<64x128xf16, #blocked1> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x128xf32, #blocked>
    tt.return %d : tensor<64x128xf32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func public @sm90_f16_64x128_4w
// CHECK: %1 = ttg.local_alloc %0 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK: %3 = ttg.local_alloc %2 : (tensor<64x128xf16, #blocked>) -> !ttg.memdesc<64x128xf16, #shared, #smem>
// CHECK: %4 = ttg.convert_layout %cst : tensor<64x128xf32, #blocked1> -> tensor<64x128xf32, #mma>
// CHECK: %5 = ttng.warp_group_dot %1, %3, %4 {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<64x128xf32, #mma>
// CHECK: %6 = ttg.convert_layout %5 : tensor<64x128xf32, #mma> -> tensor<64x128xf32, #blocked1>
// CHECK: tt.return %6 : tensor<64x128xf32, #blocked1>

// -----


// sm90_f16_64x64_8w
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm90_f16_64x64_8w(%pa: tensor<64x32x!tt.ptr<f16>, #blocked1>, %pb: tensor<32x64x!tt.ptr<f16>, #blocked1>) -> tensor<64x64xf32, #blocked> {
    %a = tt.load %pa : tensor<64x32x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<32x64x!tt.ptr<f16>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<64x32xf16, #blocked1> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 2], instrShape = [16, 32, 16]}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func public @sm90_f16_64x64_8w
// CHECK: %1 = ttg.local_alloc %0 : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #shared, #smem>
// CHECK: %3 = ttg.local_alloc %2 : (tensor<32x64xf16, #blocked>) -> !ttg.memdesc<32x64xf16, #shared1, #smem>
// CHECK: %4 = ttg.convert_layout %cst : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #mma>
// CHECK: %5 = ttng.warp_group_dot %1, %3, %4 {inputPrecision = 0 : i32} : !ttg.memdesc<64x32xf16, #shared, #smem> * !ttg.memdesc<32x64xf16, #shared1, #smem> -> tensor<64x64xf32, #mma>
// CHECK: %6 = ttg.convert_layout %5 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked1>
// CHECK: tt.return %6 : tensor<64x64xf32, #blocked1>

// -----


// sm90_fp8
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm90_fp8(%pa: tensor<64x64x!tt.ptr<f8E4M3FN>, #blocked1>, %pb: tensor<64x128x!tt.ptr<f8E4M3FN>, #blocked1>) -> tensor<64x128xf32, #blocked> {
    %a = tt.load %pa : tensor<64x64x!tt.ptr<f8E4M3FN>, #blocked1>
    %b = tt.load %pb : tensor<64x128x!tt.ptr<f8E4M3FN>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<64x64xf8E4M3FN, #blocked1> -> tensor<64x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<64x128xf8E4M3FN, #blocked1> -> tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<64x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x128xf32, #blocked>
    tt.return %d : tensor<64x128xf32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 4], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func public @sm90_fp8
// CHECK: %4 = ttg.convert_layout %cst : tensor<64x128xf32, #blocked1> -> tensor<64x128xf32, #mma>
// CHECK: %7 = tt.fp_to_fp %5 : tensor<64x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK: %8 = tt.fp_to_fp %6 : tensor<64x128xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
// CHECK: %9 = tt.dot %7, %8, %4, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x128xf32, #mma>
// CHECK: %10 = ttg.convert_layout %9 : tensor<64x128xf32, #mma> -> tensor<64x128xf32, #blocked1>
// CHECK: tt.return %10 : tensor<64x128xf32, #blocked1>

// -----


// sm90_tf32
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm90_tf32(%pa: tensor<64x32x!tt.ptr<f32>, #blocked1>, %pb: tensor<32x64x!tt.ptr<f32>, #blocked1>) -> tensor<64x64xf32, #blocked> {
    %a = tt.load %pa : tensor<64x32x!tt.ptr<f32>, #blocked1>
    %b = tt.load %pb : tensor<32x64x!tt.ptr<f32>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<64x32xf32, #blocked1> -> tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
// CHECK-DAG: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 32}>
// CHECK-LABEL: tt.func public @sm90_tf32
// CHECK: %1 = ttg.local_alloc %0 : (tensor<64x32xf32, #blocked>) -> !ttg.memdesc<64x32xf32, #shared, #smem>
// CHECK: %3 = ttg.local_alloc %2 : (tensor<32x64xf32, #blocked>) -> !ttg.memdesc<32x64xf32, #shared1, #smem>
// CHECK: %4 = ttg.convert_layout %cst : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #mma>
// CHECK: %5 = ttng.warp_group_dot %1, %3, %4 {inputPrecision = 0 : i32} : !ttg.memdesc<64x32xf32, #shared, #smem> * !ttg.memdesc<32x64xf32, #shared1, #smem> -> tensor<64x64xf32, #mma>
// CHECK: %6 = ttg.convert_layout %5 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked1>
// CHECK: tt.return %6 : tensor<64x64xf32, #blocked1>

// -----


// sm90_small_m_falls_back
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm90_small_m_falls_back(%pa: tensor<32x32x!tt.ptr<f16>, #blocked1>, %pb: tensor<32x64x!tt.ptr<f16>, #blocked1>) -> tensor<32x64xf32, #blocked> {
    %a = tt.load %pa : tensor<32x32x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<32x64x!tt.ptr<f16>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<32x32xf16, #blocked1> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<32x64xf32, #blocked>
    tt.return %d : tensor<32x64xf32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 4], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func public @sm90_small_m_falls_back
// CHECK: %4 = ttg.convert_layout %cst : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #mma>
// CHECK: %7 = tt.dot %5, %6, %4, inputPrecision = tf32 : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x64xf32, #mma>
// CHECK: %8 = ttg.convert_layout %7 : tensor<32x64xf32, #mma> -> tensor<32x64xf32, #blocked1>
// CHECK: tt.return %8 : tensor<32x64xf32, #blocked1>

// -----


// sm90_small_k_falls_back
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm90_small_k_falls_back(%pa: tensor<64x8x!tt.ptr<f16>, #blocked1>, %pb: tensor<8x64x!tt.ptr<f16>, #blocked1>) -> tensor<64x64xf32, #blocked> {
    %a = tt.load %pa : tensor<64x8x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<8x64x!tt.ptr<f16>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<64x8xf16, #blocked1> -> tensor<64x8xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<8x64xf16, #blocked1> -> tensor<8x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<64x8xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<8x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func public @sm90_small_k_falls_back
// CHECK: %4 = ttg.convert_layout %cst : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #mma>
// CHECK: %7 = tt.dot %5, %6, %4, inputPrecision = tf32 : tensor<64x8xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<8x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
// CHECK: %8 = ttg.convert_layout %7 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked1>
// CHECK: tt.return %8 : tensor<64x64xf32, #blocked1>

// -----


// sm90_f32_ieee_fma
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm90_f32_ieee_fma(%pa: tensor<64x32x!tt.ptr<f32>, #blocked1>, %pb: tensor<32x64x!tt.ptr<f32>, #blocked1>) -> tensor<64x64xf32, #blocked> {
    %a = tt.load %pa : tensor<64x32x!tt.ptr<f32>, #blocked1>
    %b = tt.load %pb : tensor<32x64x!tt.ptr<f32>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<64x32xf32, #blocked1> -> tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// CHECK-LABEL: tt.func public @sm90_f32_ieee_fma
// CHECK: %4 = tt.dot %2, %3, %cst : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x64xf32, #blocked1>
// CHECK: tt.return %4 : tensor<64x64xf32, #blocked1>

// -----


// sm100_f16_128x128_4w
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm100_f16_128x128_4w(%pa: tensor<128x64x!tt.ptr<f16>, #blocked1>, %pb: tensor<64x128x!tt.ptr<f16>, #blocked1>) -> tensor<128x128xf32, #blocked> {
    %a = tt.load %pa : tensor<128x64x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<64x128x!tt.ptr<f16>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<64x128xf16, #blocked1> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// CHECK-DAG: #linear = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = {{\[\[}}32, 0], [64, 0]], block = []}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
// CHECK-LABEL: tt.func public @sm100_f16_128x128_4w
// CHECK: %true = arith.constant true
// CHECK: %1 = ttg.local_alloc %0 : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
// CHECK: %3 = ttg.local_alloc %2 : (tensor<64x128xf16, #blocked>) -> !ttg.memdesc<64x128xf16, #shared, #smem>
// CHECK: %4 = ttg.convert_layout %cst : tensor<128x128xf32, #blocked1> -> tensor<128x128xf32, #linear>
// CHECK: %result, %token = ttng.tmem_alloc %4 : (tensor<128x128xf32, #linear>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
// CHECK: %5 = ttng.tc_gen5_mma %1, %3, %result[%token], %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
// CHECK: %result_0, %token_1 = ttng.tmem_load %result[%5] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
// CHECK: %6 = ttg.convert_layout %result_0 : tensor<128x128xf32, #linear> -> tensor<128x128xf32, #blocked1>
// CHECK: tt.return %6 : tensor<128x128xf32, #blocked1>

// -----


// sm100_bf16_64x256_8w
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm100_bf16_64x256_8w(%pa: tensor<64x64x!tt.ptr<bf16>, #blocked1>, %pb: tensor<64x256x!tt.ptr<bf16>, #blocked1>) -> tensor<64x256xf32, #blocked> {
    %a = tt.load %pa : tensor<64x64x!tt.ptr<bf16>, #blocked1>
    %b = tt.load %pb : tensor<64x256x!tt.ptr<bf16>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<64x256xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<64x64xbf16, #blocked1> -> tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<64x256xbf16, #blocked1> -> tensor<64x256xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x256xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x256xf32, #blocked>
    tt.return %d : tensor<64x256xf32, #blocked>
  }
}

// CHECK-DAG: #linear = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [0, 64]], warp = {{\[\[}}16, 0], [32, 0], [0, 128]], block = []}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 256, colStride = 1>
// CHECK-LABEL: tt.func public @sm100_bf16_64x256_8w
// CHECK: %true = arith.constant true
// CHECK: %1 = ttg.local_alloc %0 : (tensor<64x64xbf16, #blocked>) -> !ttg.memdesc<64x64xbf16, #shared, #smem>
// CHECK: %3 = ttg.local_alloc %2 : (tensor<64x256xbf16, #blocked>) -> !ttg.memdesc<64x256xbf16, #shared, #smem>
// CHECK: %4 = ttg.convert_layout %cst : tensor<64x256xf32, #blocked1> -> tensor<64x256xf32, #linear>
// CHECK: %result, %token = ttng.tmem_alloc %4 : (tensor<64x256xf32, #linear>) -> (!ttg.memdesc<64x256xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
// CHECK: %5 = ttng.tc_gen5_mma %1, %3, %result[%token], %true, %true : !ttg.memdesc<64x64xbf16, #shared, #smem>, !ttg.memdesc<64x256xbf16, #shared, #smem>, !ttg.memdesc<64x256xf32, #tmem, #ttng.tensor_memory, mutable>
// CHECK: %result_0, %token_1 = ttng.tmem_load %result[%5] : !ttg.memdesc<64x256xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<64x256xf32, #linear>
// CHECK: %6 = ttg.convert_layout %result_0 : tensor<64x256xf32, #linear> -> tensor<64x256xf32, #blocked1>
// CHECK: tt.return %6 : tensor<64x256xf32, #blocked1>

// -----


// sm100_tf32
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm100_tf32(%pa: tensor<128x32x!tt.ptr<f32>, #blocked1>, %pb: tensor<32x64x!tt.ptr<f32>, #blocked1>) -> tensor<128x64xf32, #blocked> {
    %a = tt.load %pa : tensor<128x32x!tt.ptr<f32>, #blocked1>
    %b = tt.load %pb : tensor<32x64x!tt.ptr<f32>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<128x32xf32, #blocked1> -> tensor<128x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<128x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x64xf32, #blocked>
    tt.return %d : tensor<128x64xf32, #blocked>
  }
}

// CHECK-DAG: #linear = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = {{\[\[}}32, 0], [64, 0]], block = []}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
// CHECK-DAG: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 32}>
// CHECK-DAG: #tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
// CHECK-LABEL: tt.func public @sm100_tf32
// CHECK: %true = arith.constant true
// CHECK: %1 = ttg.local_alloc %0 : (tensor<128x32xf32, #blocked>) -> !ttg.memdesc<128x32xf32, #shared, #smem>
// CHECK: %3 = ttg.local_alloc %2 : (tensor<32x64xf32, #blocked>) -> !ttg.memdesc<32x64xf32, #shared1, #smem>
// CHECK: %4 = ttg.convert_layout %cst : tensor<128x64xf32, #blocked1> -> tensor<128x64xf32, #linear>
// CHECK: %result, %token = ttng.tmem_alloc %4 : (tensor<128x64xf32, #linear>) -> (!ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
// CHECK: %5 = ttng.tc_gen5_mma %1, %3, %result[%token], %true, %true : !ttg.memdesc<128x32xf32, #shared, #smem>, !ttg.memdesc<32x64xf32, #shared1, #smem>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
// CHECK: %result_0, %token_1 = ttng.tmem_load %result[%5] : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #linear>
// CHECK: %6 = ttg.convert_layout %result_0 : tensor<128x64xf32, #linear> -> tensor<128x64xf32, #blocked1>
// CHECK: tt.return %6 : tensor<128x64xf32, #blocked1>

// -----


// sm100_i8_falls_back_v2
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm100_i8_falls_back_v2(%pa: tensor<128x64x!tt.ptr<i8>, #blocked1>, %pb: tensor<64x64x!tt.ptr<i8>, #blocked1>) -> tensor<128x64xi32, #blocked> {
    %a = tt.load %pa : tensor<128x64x!tt.ptr<i8>, #blocked1>
    %b = tt.load %pb : tensor<64x64x!tt.ptr<i8>, #blocked1>
    %c = arith.constant dense<0> : tensor<128x64xi32, #blocked>
    %ca = ttg.convert_layout %a : tensor<128x64xi8, #blocked1> -> tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<64x64xi8, #blocked1> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c : tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x64xi32, #blocked>
    tt.return %d : tensor<128x64xi32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func public @sm100_i8_falls_back_v2
// CHECK: %4 = ttg.convert_layout %cst : tensor<128x64xi32, #blocked1> -> tensor<128x64xi32, #mma>
// CHECK: %7 = tt.dot %5, %6, %4 : tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<128x64xi32, #mma>
// CHECK: %8 = ttg.convert_layout %7 : tensor<128x64xi32, #mma> -> tensor<128x64xi32, #blocked1>
// CHECK: tt.return %8 : tensor<128x64xi32, #blocked1>

// -----


// sm100_small_falls_back_v2
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm100_small_falls_back_v2(%pa: tensor<32x32x!tt.ptr<f16>, #blocked1>, %pb: tensor<32x32x!tt.ptr<f16>, #blocked1>) -> tensor<32x32xf32, #blocked> {
    %a = tt.load %pa : tensor<32x32x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<32x32x!tt.ptr<f16>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<32x32xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<32x32xf16, #blocked1> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<32x32xf16, #blocked1> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<32x32xf32, #blocked>
    tt.return %d : tensor<32x32xf32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func public @sm100_small_falls_back_v2
// CHECK: %4 = ttg.convert_layout %cst : tensor<32x32xf32, #blocked1> -> tensor<32x32xf32, #mma>
// CHECK: %7 = tt.dot %5, %6, %4, inputPrecision = tf32 : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
// CHECK: %8 = ttg.convert_layout %7 : tensor<32x32xf32, #mma> -> tensor<32x32xf32, #blocked1>
// CHECK: tt.return %8 : tensor<32x32xf32, #blocked1>

// -----


// sm100_2warps_falls_back_v2
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [2, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [2, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm100_2warps_falls_back_v2(%pa: tensor<128x32x!tt.ptr<f16>, #blocked1>, %pb: tensor<32x64x!tt.ptr<f16>, #blocked1>) -> tensor<128x64xf32, #blocked> {
    %a = tt.load %pa : tensor<128x32x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<32x64x!tt.ptr<f16>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<128x32xf16, #blocked1> -> tensor<128x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<128x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x64xf32, #blocked>
    tt.return %d : tensor<128x64xf32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 1], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func public @sm100_2warps_falls_back_v2
// CHECK: %4 = ttg.convert_layout %cst : tensor<128x64xf32, #blocked1> -> tensor<128x64xf32, #mma>
// CHECK: %7 = tt.dot %5, %6, %4, inputPrecision = tf32 : tensor<128x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x64xf32, #mma>
// CHECK: %8 = ttg.convert_layout %7 : tensor<128x64xf32, #mma> -> tensor<128x64xf32, #blocked1>
// CHECK: tt.return %8 : tensor<128x64xf32, #blocked1>

// -----


// sm90_chained
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm90_chained(%pa: tensor<128x64x!tt.ptr<f16>, #blocked1>, %pb: tensor<64x64x!tt.ptr<f16>, #blocked1>) -> tensor<128x64xf32, #blocked> {
    %a = tt.load %pa : tensor<128x64x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<64x64x!tt.ptr<f16>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x64xf32, #blocked>
    %t = arith.truncf %d : tensor<128x64xf32, #blocked> to tensor<128x64xf16, #blocked>
    %ct = ttg.convert_layout %t : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b2 = ttg.convert_layout %b : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %e = tt.dot %ct, %b2, %d, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x64xf32, #blocked>
    tt.return %e : tensor<128x64xf32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 64, 16]}>
// CHECK-DAG: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func public @sm90_chained
// CHECK: %1 = ttg.local_alloc %0 : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
// CHECK: %3 = ttg.local_alloc %2 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK: %4 = ttg.local_alloc %2 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK: %5 = ttg.convert_layout %cst : tensor<128x64xf32, #blocked1> -> tensor<128x64xf32, #mma>
// CHECK: %6 = ttng.warp_group_dot %1, %3, %5 {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma>
// CHECK: %7 = ttg.convert_layout %6 : tensor<128x64xf32, #mma> -> tensor<128x64xf32, #blocked1>
// CHECK: %9 = ttg.convert_layout %8 : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>>
// CHECK: %10 = ttg.convert_layout %7 : tensor<128x64xf32, #blocked1> -> tensor<128x64xf32, #mma>
// CHECK: %12 = ttng.warp_group_dot %11, %4, %10 {inputPrecision = 0 : i32} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma>
// CHECK: %13 = ttg.convert_layout %12 : tensor<128x64xf32, #mma> -> tensor<128x64xf32, #blocked1>
// CHECK: tt.return %13 : tensor<128x64xf32, #blocked1>

// -----


// sm80_chained
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @sm80_chained(%pa: tensor<32x64x!tt.ptr<f16>, #blocked1>, %pb: tensor<64x64x!tt.ptr<f16>, #blocked1>) -> tensor<32x64xf32, #blocked> {
    %a = tt.load %pa : tensor<32x64x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<64x64x!tt.ptr<f16>, #blocked1>
    %c = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked>
    %ca = ttg.convert_layout %a : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %c, inputPrecision = tf32 : tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<32x64xf32, #blocked>
    %t = arith.truncf %d : tensor<32x64xf32, #blocked> to tensor<32x64xf16, #blocked>
    %ct = ttg.convert_layout %t : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b2 = ttg.convert_layout %b : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %e = tt.dot %ct, %b2, %d, inputPrecision = tf32 : tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<32x64xf32, #blocked>
    tt.return %e : tensor<32x64xf32, #blocked>
  }
}

// CHECK-DAG: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 4], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func public @sm80_chained
// CHECK: %4 = ttg.convert_layout %cst : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #mma>
// CHECK: %7 = tt.dot %5, %6, %4, inputPrecision = tf32 : tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x64xf32, #mma>
// CHECK: %8 = ttg.convert_layout %7 : tensor<32x64xf32, #mma> -> tensor<32x64xf32, #blocked1>
// CHECK: %10 = ttg.convert_layout %9 : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>>
// CHECK: %12 = ttg.convert_layout %8 : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #mma>
// CHECK: %15 = tt.dot %13, %14, %12, inputPrecision = tf32 : tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x64xf32, #mma>
// CHECK: %16 = ttg.convert_layout %15 : tensor<32x64xf32, #mma> -> tensor<32x64xf32, #blocked1>
// CHECK: tt.return %16 : tensor<32x64xf32, #blocked1>
