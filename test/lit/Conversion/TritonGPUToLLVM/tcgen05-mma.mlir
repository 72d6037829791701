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
