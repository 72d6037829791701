// RUN: not tt-opt %s -split-input-file -allocate-shared-memory-nv -triton-tensor-memory-allocation -convert-triton-gpu-to-llvm -canonicalize -cse 2>/dev/null | FileCheck %s
// RUN: not tt-opt %s -split-input-file -allocate-shared-memory-nv -triton-tensor-memory-allocation -convert-triton-gpu-to-llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

// A TMA load of packed fp4 into the padded layout (test/corpus's sm100
// dot_scaled_desc_e4m3_e2m1_s3 has one per K step): the tensor map counts
// fp4 (.b4x16_p64), so a 128-byte swizzle row holds 128 of them, 64 packed
// bytes. A 128x128 packed block is two messages: the second starts 128 fp4
// further along (the op's coordinate is already in fp4, doubled by
// triton-nvidia-tma-lowering) and 128 rows x 128 bytes into the buffer.
// CHECK-LABEL: llvm.func @tma_fp4_padded
// CHECK-DAG: %[[C128:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK-DAG: %[[C16384:.*]] = llvm.mlir.constant(16384 : i32) : i32
// CHECK: llvm.icmp "ult" %{{.*}}, %{{.*}} : i32
// CHECK: %[[SECOND:.*]] = llvm.icmp "ne"
// CHECK: %[[COLUMN:.*]] = llvm.select %[[SECOND]], %[[C128]], %{{.*}} : i1, i32
// CHECK: %[[X:.*]] = llvm.add %x, %[[COLUMN]] : i32
// CHECK: llvm.select %[[SECOND]], %[[C16384]], %{{.*}} : i1, i32
// CHECK: "@$0 cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %{{.*}}, %{{.*}}, %{{.*}}, %[[X]], %y, %{{.*}}
// CHECK-NOT: cp.async.bulk.tensor
#padded = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8, fp4Padded = true}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tma_fp4_padded(%desc: !tt.tensordesc<tensor<128x128xui8, #padded>>, %x: i32, %y: i32, %pred: i1) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<128x128xi8, #padded, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.async_tma_copy_global_to_local %desc[%y, %x] %buf, %bar, %pred : !tt.tensordesc<tensor<128x128xui8, #padded>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x128xi8, #padded, #smem, mutable>
    tt.return
  }
}

// -----

// TMA has no store of the padded format: named, not mislowered.
// ERR: error: ttng.async_tma_copy_local_to_global: an fp4-padded buffer cannot be stored or reduced by TMA (.b4x16_p64 maps only load)
#padded = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8, fp4Padded = true}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tma_store_fp4_padded(%desc: !tt.tensordesc<tensor<128x128xui8, #padded>>, %x: i32, %y: i32) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<128x128xi8, #padded, #smem, mutable>
    ttng.async_tma_copy_local_to_global %desc[%y, %x] %buf : !tt.tensordesc<tensor<128x128xui8, #padded>>, !ttg.memdesc<128x128xi8, #padded, #smem, mutable>
    tt.return
  }
}

// -----

// A padded operand packed along M or N (MN-major) is named, not mislowered.
// ERR: error: ttng.tc_gen5_mma_scaled: lowering of MN-major fp4-padded operands is not supported yet (K-major ones are)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#padded = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8, fp4Padded = true}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @mn_major_padded(%useD: i1) {
    %true = arith.constant true
    %a = ttg.local_alloc : () -> !ttg.memdesc<128x128xf8E4M3FN, #shared, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<128x64xi8, #padded, #smem, mutable>
    %acc = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %sa = ttng.tmem_alloc : () -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    %sb = ttng.tmem_alloc : () -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    ttng.tc_gen5_mma_scaled %a, %b, %acc, %sa, %sb, %useD, %true lhs = e4m3 rhs = e2m1 : !ttg.memdesc<128x128xf8E4M3FN, #shared, #smem, mutable>, !ttg.memdesc<128x64xi8, #padded, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    tt.return
  }
}
