// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -canonicalize -cse | FileCheck %s
// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -debug-only=convert-triton-gpu-to-llvm 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// sm80: a 32x16 f16 dot on 4 warps (2x2), mma v2. Each warp computes one
// 16x8 tile over K = 32: two m16n8k16 mma.sync, each reading four A words,
// two B words and four accumulators (tied). A (K contiguous in its buffer)
// comes in with two ldmatrix.x4; B, whose buffer is N-contiguous, with one
// ldmatrix.x4.trans (a word's two halves are consecutive K rows).
// CHECK-LABEL: llvm.func @mma
// CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32
// CHECK-COUNT-2: "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};", "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"
// CHECK-NOT: mma.sync
// TRACE: ldmatrix.x4, 2 elements per word
// TRACE: ldmatrix.x4.trans, 2 elements per word
// TRACE: tt.dot: 1 m16n8k16 tiles x 2 k steps per thread
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @mma(%out: !tt.ptr<f32>) {
    %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<32x16xf16, #shared, #smem, mutable>
    %c = arith.constant dense<0.000000e+00> : tensor<32x16xf32, #mma>
    %x = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %y = ttg.local_load %b : !ttg.memdesc<32x16xf16, #shared, #smem, mutable> -> tensor<32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %d = tt.dot %x, %y, %c : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x16xf32, #mma>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<32x16x!tt.ptr<f32>, #mma>
    tt.store %p, %d : tensor<32x16x!tt.ptr<f32>, #mma>
    tt.return
  }
}

// -----

// A blocked result: each output element accumulates its K products in
// order with fused multiply-adds, starting from the accumulator.
// CHECK-LABEL: llvm.func @fma
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK: %[[K0:.*]] = llvm.intr.fmuladd(%s, %t, %[[ONE]]) : (f32, f32, f32) -> f32
// CHECK: llvm.intr.fmuladd(%s, %t, %[[K0]]) : (f32, f32, f32) -> f32
// TRACE: tt.dot: FMA over K = 2
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @fma(%s: f32, %t: f32, %out: !tt.ptr<f32>) {
    %a = tt.splat %s : f32 -> tensor<4x2xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %b = tt.splat %t : f32 -> tensor<2x8xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %c = arith.constant dense<1.000000e+00> : tensor<4x8xf32, #blocked>
    %d = tt.dot %a, %b, %c : tensor<4x2xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<2x8xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<4x8xf32, #blocked>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<4x8x!tt.ptr<f32>, #blocked>
    tt.store %p, %d : tensor<4x8x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// f16 operands into f16 accumulators (tl.dot(..., out_dtype=tl.float16) on
// sm80): m16n8k16 .f16.f16.f16.f16, whose C and D are two 32-bit words, a
// pair of f16 each (rows g and g + 8): the four accumulators go in packed
// and come out unpacked.
// CHECK-LABEL: llvm.func @f16_acc
// CHECK: llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: %[[D:.*]] = llvm.inline_asm asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,$1}, {$2,$3,$4,$5}, {$6,$7}, {$8,$9};", "=r,=r,r,r,r,r,r,r,0,1" {{.*}} -> !llvm.struct<(i32, i32)>
// CHECK: %[[W0:.*]] = llvm.extractvalue %[[D]][0] : !llvm.struct<(i32, i32)>
// CHECK: llvm.bitcast %[[W0]] : i32 to vector<2xf16>
// CHECK: %[[W1:.*]] = llvm.extractvalue %[[D]][1] : !llvm.struct<(i32, i32)>
// CHECK: llvm.bitcast %[[W1]] : i32 to vector<2xf16>
// CHECK-NOT: mma.sync
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @f16_acc(%x: f16, %out: !tt.ptr<f16>) {
    %a = tt.splat %x : f16 -> tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %b = tt.splat %x : f16 -> tensor<16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %c = arith.constant dense<0.000000e+00> : tensor<16x8xf16, #mma>
    %d = tt.dot %a, %b, %c : tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<16x8xf16, #mma>
    %p = tt.splat %out : !tt.ptr<f16> -> tensor<16x8x!tt.ptr<f16>, #mma>
    tt.store %p, %d : tensor<16x8x!tt.ptr<f16>, #mma>
    tt.return
  }
}
