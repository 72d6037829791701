// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -triton-tensor-memory-allocation -convert-triton-gpu-to-llvm -canonicalize -cse | FileCheck %s
// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -triton-tensor-memory-allocation -convert-triton-gpu-to-llvm -debug-only=convert-triton-gpu-to-llvm 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// Triton 3.6's sm100 matmul_fp16 MMA (A 128x64 and B 64x128 f16 in 128B
// NVMMA buffers, a 128x128 f32 accumulator): warp 0 under the predicate
// branches to the issue block; the elected thread issues 4 MMAs of K 16
// with Triton's descriptor constants (A K-major: SBO 1024 B; B N-major: LBO
// 8192 B, SBO 1024 B; version bit 46, 128B swizzle) and instruction
// descriptor 0x08210010 (M 128, N 128, B MN-major, f32 accumulator), the
// first with the op's useD, then commits to the barrier.
// CHECK-LABEL: llvm.func @mma
// CHECK-DAG: %[[IDESC:.*]] = llvm.mlir.constant(136380432 : i32) : i32
// CHECK-DAG: %[[ADESC:.*]] = llvm.mlir.constant(4611756662049472512 : i64) : i64
// CHECK-DAG: %[[BDESC:.*]] = llvm.mlir.constant(4611756662083026944 : i64) : i64
// CHECK-DAG: %[[TRUE:.*]] = llvm.mlir.constant(true) : i1
// CHECK: %[[WARP:.*]] = nvg.warp_id
// CHECK: %[[ISSUE:.*]] = llvm.and %pred, %{{.*}} : i1
// CHECK: llvm.cond_br %[[ISSUE]], ^[[MMA:.*]], ^[[AFTER:.*]]
// CHECK: ^[[MMA]]:
// CHECK: %[[ELECTED:.*]] = nvvm.elect.sync -> i1
// CHECK: "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %{{.*}}, %{{.*}}, %{{.*}}, %[[IDESC]], %useD, %[[ELECTED]]
// CHECK-COUNT-3: "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %{{.*}}, %{{.*}}, %{{.*}}, %[[IDESC]], %[[TRUE]], %[[ELECTED]]
// CHECK: "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.b64 [$1];", "b,l"
// CHECK-NEXT: llvm.br ^[[AFTER]]
// TRACE: ttng.tc_gen5_mma: 1x1x4 tcgen05.mma.cta_group::1.kind::f16 (M 128, N 128, idesc 0x8210010), 1 commit(s)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @mma(%useD: i1, %pred: i1) {
    %true = arith.constant true
    %a = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    %acc = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    ttng.tc_gen5_mma %a, %b, %acc, %useD, %pred, %bar[%true] {is_async} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x128xf16, #shared, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

// Flash attention's P @ V: A (128x64 f16, packed) in tensor memory at
// +8 columns per K step of 16, B (64x64 f16, N-major) in shared memory:
// instruction descriptor 0x08110010 (N 64).
// CHECK-LABEL: llvm.func @tmem_a
// CHECK: llvm.mlir.constant(135331856 : i32) : i32
// CHECK: "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 0 ], $2, $3, $4;", "r,r,l,r,b,b"
// CHECK: "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 8 ], $2, $3, $4;", "r,r,l,r,b,b"
// CHECK: "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 16 ], $2, $3, $4;", "r,r,l,r,b,b"
// CHECK: "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], [ $1 + 24 ], $2, $3, $4;", "r,r,l,r,b,b"
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tmem_a(%useD: i1) {
    %true = arith.constant true
    %v = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %p = ttng.tmem_alloc : () -> !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory, mutable>
    %acc = ttng.tmem_alloc : () -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    ttng.tc_gen5_mma %p, %v, %acc, %useD, %true : !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// A block-scaled e4m3 MMA (test/corpus's sm100 dot_scaled_e4m3: K 64, 128
// x 2 e8m0 scales per operand): two mxf8f6f4 instructions of K 32 read the
// same scale columns, scale ids 0 then 1 (bits 4-5 and 29-30); scale type
// e8m0 (bit 23); instruction descriptors 0x08A10000 and 0x28A10010.
// CHECK-LABEL: llvm.func @scaled
// CHECK-DAG: %[[K0:.*]] = llvm.mlir.constant(144769024 : i32) : i32
// CHECK-DAG: %[[K1:.*]] = llvm.mlir.constant(681639952 : i32) : i32
// CHECK: "@$7 tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b" %{{.*}}, %{{.*}}, %{{.*}}, %[[K0]], %[[SA:.*]], %[[SB:.*]], %{{.*}}, %{{.*}}
// CHECK: "@$7 tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X [ $0 + 0 ], $1, $2, $3, [ $4 + 0 ], [ $5 + 0 ], $6;", "r,l,l,r,r,r,b,b" %{{.*}}, %{{.*}}, %{{.*}}, %[[K1]], %[[SA]], %[[SB]], %{{.*}}, %{{.*}}
// TRACE: ttng.tc_gen5_mma_scaled: 1x1x2 tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X (M 128, N 128, idesc 0x8A10000)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @scaled(%useD: i1) {
    %true = arith.constant true
    %a = ttg.local_alloc : () -> !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<64x128xf8E4M3FN, #shared1, #smem, mutable>
    %acc = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %sa = ttng.tmem_alloc : () -> !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    %sb = ttng.tmem_alloc : () -> !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    ttng.tc_gen5_mma_scaled %a, %b, %acc, %sa, %sb, %useD, %true lhs = e4m3 rhs = e4m3 : !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem, mutable>, !ttg.memdesc<64x128xf8E4M3FN, #shared1, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// fp4 mixed with fp8 (test/corpus's sm100 dot_scaled_e4m3_e2m1): B is e2m1
// packed two per byte along K into the padded layout (fp4Padded: each 8
// bytes of data followed by 8 of padding). Storing it, a thread's 16
// contiguous packed bytes become two 8-byte stores 16 bytes apart (the
// padding is never written); the MMA reads it as an 8-bit operand of twice
// the packed K: 128 fp4 of K in 4 k steps of 32 (A e4m3 K 128), B type
// e2m1 (5, bits 10-12), scale ids 0-3.
// CHECK-LABEL: llvm.func @fp4_padded
// CHECK-DAG: %[[K3:.*]] = llvm.mlir.constant(1755321392 : i32) : i32
// CHECK-DAG: %[[K2:.*]] = llvm.mlir.constant(1218450464 : i32) : i32
// CHECK-DAG: %[[K1:.*]] = llvm.mlir.constant(681579536 : i32) : i32
// CHECK-DAG: %[[K0:.*]] = llvm.mlir.constant(144708608 : i32) : i32
// CHECK-DAG: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK: %[[P0:.*]] = llvm.getelementptr %{{.*}}[%[[OFF:.*]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: llvm.store %{{.*}}, %[[P0]] {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
// CHECK: %[[OFF1:.*]] = llvm.xor %[[OFF]], %[[C16]] : i32
// CHECK: %[[P1:.*]] = llvm.getelementptr %{{.*}}[%[[OFF1]]]
// CHECK: llvm.store %{{.*}}, %[[P1]] {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
// CHECK-COUNT-6: llvm.store %{{.*}} : vector<2xi32>, !llvm.ptr<3>
// CHECK-NOT: llvm.store
// CHECK: kind::mxf8f6f4.block_scale.scale_vec::1X {{.*}} %[[K0]],
// CHECK: kind::mxf8f6f4.block_scale.scale_vec::1X {{.*}} %[[K1]],
// CHECK: kind::mxf8f6f4.block_scale.scale_vec::1X {{.*}} %[[K2]],
// CHECK: kind::mxf8f6f4.block_scale.scale_vec::1X {{.*}} %[[K3]],
// TRACE: ttng.tc_gen5_mma_scaled: 1x1x4 tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X (M 128, N 128, idesc 0x8A01400)
#blocked = #ttg.blocked<{sizePerThread = [16, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#padded = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8, fp4Padded = true}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @fp4_padded(%bv: tensor<64x128xi8, #blocked>, %useD: i1) {
    %true = arith.constant true
    %a = ttg.local_alloc : () -> !ttg.memdesc<128x128xf8E4M3FN, #shared, #smem, mutable>
    %b = ttg.local_alloc %bv : (tensor<64x128xi8, #blocked>) -> !ttg.memdesc<64x128xi8, #padded, #smem>
    %acc = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %sa = ttng.tmem_alloc : () -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    %sb = ttng.tmem_alloc : () -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    ttng.tc_gen5_mma_scaled %a, %b, %acc, %sa, %sb, %useD, %true lhs = e4m3 rhs = e2m1 : !ttg.memdesc<128x128xf8E4M3FN, #shared, #smem, mutable>, !ttg.memdesc<64x128xi8, #padded, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// Block scales from shared memory into tensor memory (the B scales of
// test/corpus-style block_scaled_tma_e2m1_bn256: 256 rows x 8 scale
// columns, in the layout Triton's tmem_copy sources have): four 128 x 4
// blocks, each 512 contiguous bytes, block (mn, k) into columns
// (k * 2 + mn) * 4: +0 from byte 0, +4 from byte 1024 (rows 128-255), +8
// from byte 512 (columns 4-7), +12 from byte 1536. Descriptors: address >> 4
// (14 bits) | 128-byte stride (8 << 32) | version (1 << 46). Then the
// commit to the barrier, from the same elected thread of warp 0.
// CHECK-LABEL: llvm.func @tmem_copy_scales
// CHECK-DAG: %[[FIELDS:.*]] = llvm.mlir.constant(70403103916032 : i64) : i64
// CHECK-DAG: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem
// CHECK: %[[ELECTED:.*]] = llvm.and %{{.*}}, %{{.*}} : i1
// CHECK: %[[DST:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr<3> to i32
// CHECK: %[[A0:.*]] = llvm.ptrtoint %[[SMEM]] : !llvm.ptr<3> to i32
// CHECK: %[[D0:.*]] = llvm.or %{{.*}}, %[[FIELDS]] : i64
// CHECK: %[[C0:.*]] = llvm.add %[[DST]], %{{.*}} : i32
// CHECK: "@$0 tcgen05.cp.cta_group::1.warpx4.32x128b [ $1 + 0 ], $2;", "b,r,l" %[[ELECTED]], %[[C0]], %[[D0]]
// CHECK: llvm.getelementptr %[[SMEM]][1024]
// CHECK: %[[C1:.*]] = llvm.add %[[DST]], %[[FOUR:.*]] : i32
// CHECK: tcgen05.cp.cta_group::1.warpx4.32x128b {{.*}} %[[ELECTED]], %[[C1]]
// CHECK: llvm.getelementptr %[[SMEM]][512]
// CHECK: %[[C2:.*]] = llvm.add %[[DST]], %[[EIGHT:.*]] : i32
// CHECK: tcgen05.cp.cta_group::1.warpx4.32x128b {{.*}} %[[ELECTED]], %[[C2]]
// CHECK: llvm.getelementptr %[[SMEM]][1536]
// CHECK: %[[C3:.*]] = llvm.add %[[DST]], %[[TWELVE:.*]] : i32
// CHECK: tcgen05.cp.cta_group::1.warpx4.32x128b {{.*}} %[[ELECTED]], %[[C3]]
// CHECK-NOT: tcgen05.cp
// CHECK: "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.b64 [$1];", "b,l" %[[ELECTED]]
// TRACE: ttng.tmem_copy: 2x2 blocks of 128x4 scales, tcgen05.cp 32x128b
#scales = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [32, 0], [64, 0], [1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 4], [128, 0]]}, alignment = 128>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tmem_copy_scales() {
    %src = ttg.local_alloc : () -> !ttg.memdesc<256x8xi8, #scales, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    %dst = ttng.tmem_alloc : () -> !ttg.memdesc<256x8xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    ttng.tmem_copy %src, %dst, %bar : !ttg.memdesc<256x8xi8, #scales, #smem, mutable>, !ttg.memdesc<256x8xi8, #tmem_scales, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}
