// RUN: tt-opt --split-input-file -tritonamdgpu-accelerate-matmul='matrix-instruction-size=16 kPack=2' %s | FileCheck %s

// Chained dots (attention's QK^T -> PV) with kPack=2: the head takes all
// warps along M, the tail's kWidth ignores kPack (4 for f16/bf16, kBase for
// fp8), and on gfx950 a 16x16 f16 head whose result feeds the next dot takes
// two tiles per warp: along M when it feeds A (transposed), along N when it
// feeds B (not transposed). Expectations follow Triton 3.6's BlockedToMFMA
// (the sweep corpus has chains only with kPack 1, on gfx942).

// CHECK-DAG: #[[HEAD:.+]] = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [16, 16, 32], isTransposed = true, tilesPerWarp = [2, 1]}>
// CHECK-DAG: #[[TAIL:.+]] = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [16, 16, 16], isTransposed = true}>
// CHECK-DAG: #[[FEEDB:.+]] = #ttg.amd_mfma<{version = 4, warpsPerCTA = [1, 4], instrShape = [16, 16, 32], isTransposed = false, tilesPerWarp = [1, 2]}>
// CHECK-DAG: #[[USER:.+]] = #ttg.amd_mfma<{version = 4, warpsPerCTA = [1, 4], instrShape = [16, 16, 16], isTransposed = true}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  // Head 128x16 (K 64: 16x16x32, kBase 8, kWidth 16); 128 >= 16 * 2 * 4
  // warps and N = 16: tilesPerWarp [2, 1]. Tail K 16: 16x16x16, kWidth 4.
  // CHECK-LABEL: tt.func @attention
  // CHECK: tt.dot {{.*}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #[[HEAD]], kWidth = 16}>> * tensor<64x16xf16, #ttg.dot_op<{opIdx = 1, parent = #[[HEAD]], kWidth = 16}>> -> tensor<128x16xf32, #[[HEAD]]>
  // CHECK: tt.dot {{.*}} : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #[[TAIL]], kWidth = 4}>> * tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #[[TAIL]], kWidth = 4}>> -> tensor<128x64xf32, #[[TAIL]]>
  tt.func @attention(%q: tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %k: tensor<64x16xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %v: tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %s0: tensor<128x16xf32, #blocked>, %o0: tensor<128x64xf32, #blocked>) -> tensor<128x64xf32, #blocked> {
    %s = tt.dot %q, %k, %s0 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x16xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x16xf32, #blocked>
    %p = arith.truncf %s : tensor<128x16xf32, #blocked> to tensor<128x16xf16, #blocked>
    %pa = ttg.convert_layout %p : tensor<128x16xf16, #blocked> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %o = tt.dot %pa, %v, %o0 : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x64xf32, #blocked>
    tt.return %o : tensor<128x64xf32, #blocked>
  }

  // A 16x128 result feeding the next dot's B: regular warps [1, 4], then
  // tilesPerWarp [1, 2], not transposed. Its user is no chain tail (the
  // chain enters through B): kWidth = kBase 4 * kPack 2.
  // CHECK-LABEL: tt.func @feeds_b
  // CHECK: tt.dot {{.*}} -> tensor<16x128xf32, #[[FEEDB]]>
  // CHECK: tt.dot {{.*}} : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #[[USER]], kWidth = 8}>> * {{.*}} -> tensor<64x128xf32, #[[USER]]>
  tt.func @feeds_b(%a: tensor<16x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %x: tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %c0: tensor<16x128xf32, #blocked>, %e0: tensor<64x128xf32, #blocked>) -> tensor<64x128xf32, #blocked> {
    %c = tt.dot %a, %b, %c0 : tensor<16x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<16x128xf32, #blocked>
    %h = arith.truncf %c : tensor<16x128xf32, #blocked> to tensor<16x128xf16, #blocked>
    %hb = ttg.convert_layout %h : tensor<16x128xf16, #blocked> -> tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %e = tt.dot %x, %hb, %e0 : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x128xf32, #blocked>
    tt.return %e : tensor<64x128xf32, #blocked>
  }
}

// -----

// N = 32: no tilesPerWarp; the f16 tail with K 32 takes 16x16x32 (kBase 8)
// yet kWidth 4, so the head's MFMA result converts to its A for free.
// CHECK: #mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [16, 16, 32], isTransposed = true}>
// CHECK-LABEL: tt.func @attention_n32
// CHECK: tt.dot {{.*}} -> tensor<128x32xf32, #mma>
// CHECK: tt.dot {{.*}} : tensor<128x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<128x64xf32, #mma>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @attention_n32(%q: tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %k: tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %v: tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %s0: tensor<128x32xf32, #blocked>, %o0: tensor<128x64xf32, #blocked>) -> tensor<128x64xf32, #blocked> {
    %s = tt.dot %q, %k, %s0 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x32xf32, #blocked>
    %p = arith.truncf %s : tensor<128x32xf32, #blocked> to tensor<128x32xf16, #blocked>
    %pa = ttg.convert_layout %p : tensor<128x32xf16, #blocked> -> tensor<128x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %o = tt.dot %pa, %v, %o0 : tensor<128x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x64xf32, #blocked>
    tt.return %o : tensor<128x64xf32, #blocked>
  }
}

// -----

// gfx942 fp8 chain: the head's kWidth is kBase 8 * kPack 2, the tail's stays
// kBase 8 (the 16-bit rule does not apply).
// CHECK: #mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [16, 16, 32], isTransposed = true}>
// CHECK-LABEL: tt.func @attention_fp8
// CHECK: tt.dot {{.*}} : tensor<128x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>> * {{.*}} -> tensor<128x32xf32, #mma>
// CHECK: tt.dot {{.*}} : tensor<128x32xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<128x64xf32, #mma>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @attention_fp8(%q: tensor<128x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %k: tensor<64x32xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %v: tensor<32x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %s0: tensor<128x32xf32, #blocked>, %o0: tensor<128x64xf32, #blocked>) -> tensor<128x64xf32, #blocked> {
    %s = tt.dot %q, %k, %s0 : tensor<128x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x32xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x32xf32, #blocked>
    %p = tt.fp_to_fp %s, rounding = rtne : tensor<128x32xf32, #blocked> -> tensor<128x32xf8E4M3FNUZ, #blocked>
    %pa = ttg.convert_layout %p : tensor<128x32xf8E4M3FNUZ, #blocked> -> tensor<128x32xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %o = tt.dot %pa, %v, %o0 : tensor<128x32xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf8E4M3FNUZ, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x64xf32, #blocked>
    tt.return %o : tensor<128x64xf32, #blocked>
  }
}
