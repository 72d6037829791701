// RUN: tt-opt --split-input-file -tritonamdgpu-accelerate-matmul='kPack=2' -debug-only=tritonamdgpu-accelerate-matmul %s -o /dev/null 2>&1 | FileCheck %s
// RUN: sed s/gfx942/gfx950/ %s | tt-opt --split-input-file -tritonamdgpu-accelerate-matmul -debug-only=tritonamdgpu-accelerate-matmul -o /dev/null 2>&1 | FileCheck %s --check-prefix=GFX950

// The trace names the target and options, then for each dot its shape and
// types, the MFMA size and why, the table's instruction (and the ones passed
// over or rejected, and why), kWidth, the warps and the layout; a dot left
// for FMA says how it is legalized.

// f16: the instruction, the warps, kWidth = kBase * kPack; gfx950 takes
// the larger-K instruction the tile K reaches.
// CHECK: [tritonamdgpu-accelerate-matmul] gfx942: mfma version 3, matrix-instruction-size 0, kPack 2
// CHECK-NEXT: [tritonamdgpu-accelerate-matmul] dot at {{.*}}: 64x64x64, f16 x f16 -> f32
// CHECK-NEXT: min(M, N) = 64 >= 32: 32x32
// CHECK-NEXT: MFMA table: mfma_f32_32x32x8f16 (32x32x8, kBase 4)
// CHECK-NEXT: kWidth = kBase 4 * kPack 2
// CHECK-NEXT: warps [2, 2]: doubled along M while M has at least twice N's tiles per warp
// CHECK-NEXT: -> #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>, kWidth 8
// GFX950: [tritonamdgpu-accelerate-matmul] gfx950: mfma version 4, matrix-instruction-size 0, kPack 1
// GFX950: MFMA table: mfma_f32_32x32x16_f16 (32x32x16, kBase 8): the larger-K instruction fits the tile K
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f16(%a: tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %a, %b, %c : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// OCP fp8 before gfx950: emulated with f16; gfx950 takes the scaled
// f8f6f4 instruction and makes the dot a tt.dot_scaled.
// CHECK: dot at {{.*}}: 64x64x64, f8E4M3FN x f8E5M2 -> f32
// CHECK-NEXT: min(M, N) = 64 >= 32: 32x32
// CHECK-NEXT: remark: missing native support for fp8 variant on current architecture; emulated with fp16 so low performance
// CHECK: remark: for gfx942 please use native supported fp8 variants
// CHECK: OCP fp8 has no MFMA before gfx950: both operands are converted to f16 and take the f16 instructions
// CHECK-NEXT: MFMA table: mfma_f32_32x32x8f16 (32x32x8, kBase 4)
// GFX950: dot at {{.*}}: 64x64x64, f8E4M3FN x f8E5M2 -> f32
// GFX950: MFMA table: mfma_scale_f32_32x32x64_f8f6f4 (32x32x64, kBase 32)
// GFX950: becomes tt.dot_scaled without scales
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @ocp_fp8(%a: tensor<64x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<64x64xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %a, %b, %c : tensor<64x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// K 8 is no multiple of the fp8 instruction's K 16: rejected, FMA in f32.
// CHECK: dot at {{.*}}: 64x64x8, f8E4M3FNUZ x f8E4M3FNUZ -> f32
// CHECK-NEXT: min(M, N) = 64 >= 32: 32x32
// CHECK-NEXT: MFMA table: mfma_f32_32x32x16_fp8_fp8 (32x32x16, kBase 8)
// CHECK-NEXT: rejects mfma_f32_32x32x16_fp8_fp8: tile K 8 is not a multiple of its K 16 (the layout would duplicate data)
// CHECK-NEXT: no MFMA: left for the FMA legalization
// CHECK: FMA dot at {{.*}}: f8E4M3FNUZ x f8E4M3FNUZ + f32 -> f32
// CHECK-NEXT: not a legal FMA form: computed in f32
// GFX950: MFMA table: no version-4 32x32 instruction takes f8E4M3FNUZ x f8E4M3FNUZ
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @k8_fp8(%a: tensor<64x8xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<8x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %a, %b, %c : tensor<64x8xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<8x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// gfx950 with OCP fp8 and K 32: the scaled instructions' K does not
// divide it, so the plain fp8 instruction.
// CHECK: dot at {{.*}}: 64x64x32, f8E4M3FN x f8E4M3FN -> f32
// GFX950: dot at {{.*}}: 64x64x32, f8E4M3FN x f8E4M3FN -> f32
// GFX950-NEXT: min(M, N) = 64 >= 32: 32x32
// GFX950-NEXT: MFMA table: mfma_scale_f32_32x32x64_f8f6f4 (32x32x64, kBase 32)
// GFX950-NEXT: rejects mfma_scale_f32_32x32x64_f8f6f4: tile K 32 is not a multiple of its K 64 (the layout would duplicate data)
// GFX950-NEXT: no scaled f8f6f4 instruction fits: trying the plain ones
// GFX950-NEXT: min(M, N) = 64 >= 32: 32x32
// GFX950-NEXT: MFMA table: mfma_f32_32x32x16_fp8_fp8 (32x32x16, kBase 8)
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @ocp_k32(%a: tensor<64x32xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<32x64xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %a, %b, %c : tensor<64x32xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// gfx950's 16-bit instructions: a K below the larger K takes the smaller.
// CHECK: dot at {{.*}}: 64x64x8, bf16 x bf16 -> f32
// GFX950: dot at {{.*}}: 64x64x8, bf16 x bf16 -> f32
// GFX950-NEXT: min(M, N) = 64 >= 32: 32x32
// GFX950-NEXT: MFMA table: passes over mfma_f32_32x32x16_bf16: tile K 8 < its K 16
// GFX950-NEXT: MFMA table: mfma_f32_32x32x8bf16_1k (32x32x8, kBase 4)
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @bf16_k8(%a: tensor<64x8xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<8x64xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %a, %b, %c : tensor<64x8xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<8x64xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// No MFMA size: left for FMA, where f32 everywhere is already legal.
// CHECK: dot at {{.*}}: 8x8x8, f32 x f32 -> f32
// CHECK-NEXT: 8x8 result: no MFMA size (min(M, N) < 16, and not [4, 16) beside a 64)
// CHECK-NEXT: no MFMA: left for the FMA legalization
// CHECK: FMA dot at {{.*}}: f32 x f32 + f32 -> f32
// CHECK-NEXT: legal: f32 everywhere
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @small(%a: tensor<8x8xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<8x8xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<8x8xf32, #blocked>) -> tensor<8x8xf32, #blocked> {
    %d = tt.dot %a, %b, %c : tensor<8x8xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<8x8xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<8x8xf32, #blocked>
    tt.return %d : tensor<8x8xf32, #blocked>
  }
}
