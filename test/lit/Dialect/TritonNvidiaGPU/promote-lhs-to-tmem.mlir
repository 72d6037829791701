// RUN: tt-opt --split-input-file -tritongpu-promote-lhs-to-tmem %s | FileCheck %s
// RUN: env ALLOW_LHS_TMEM_LAYOUT_CONVERSION=1 tt-opt --split-input-file -tritongpu-promote-lhs-to-tmem %s | FileCheck %s --check-prefix=ALLOW
// RUN: tt-opt --split-input-file -tritongpu-promote-lhs-to-tmem -debug-only=tritongpu-promote-lhs-to-tmem %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
//
// Layouts and shapes from the shared corpus's sm100 flash_attn_fwd (P, in
// tcgen05.st's 32x32b layout) and test/corpus's dot_scaled_e2m1_bm64 (an
// upcast A of blockM 64 in a blocked layout), where Triton 3.6 promotes A.

#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0], [0, 32]], block = []}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // A computed in registers, in a layout tcgen05.st stores as it is: the
  // local_alloc becomes a tmem_alloc in place (the accumulator's blockM,
  // A's columns), the MMA reads it.
  // CHECK-LABEL: tt.func @computed_compatible
  // CHECK: %[[P:.*]] = arith.truncf
  // CHECK-NEXT: %[[A:.*]] = ttng.tmem_alloc %[[P]] : (tensor<128x64xf16, #linear>) -> !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory>
  // CHECK-NEXT: ttng.tc_gen5_mma %[[A]], %v, %acc
  // CHECK-NOT: ttg.local_alloc
  // TRACE-DAG: ttng.tc_gen5_mma at {{.*}}: A in tensor memory
  tt.func @computed_compatible(%s: tensor<128x64xf32, #linear>, %v: !ttg.memdesc<64x64xf16, #shared, #smem>, %acc: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
    %true = arith.constant true
    %p = arith.truncf %s : tensor<128x64xf32, #linear> to tensor<128x64xf16, #linear>
    %a = ttg.local_alloc %p : (tensor<128x64xf16, #linear>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
    ttng.tc_gen5_mma %a, %v, %acc, %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x64xf16, #shared, #smem>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }

  // An 8-bit A stays in shared memory.
  // CHECK-LABEL: tt.func @fp8_stays
  // CHECK: ttg.local_alloc
  // CHECK-NOT: ttng.tmem_alloc
  // TRACE-DAG: A stays in shared memory: A's elements are neither 16 nor 32 bits
  tt.func @fp8_stays(%s: tensor<128x64xf8E4M3FN, #linear>, %v: !ttg.memdesc<64x64xf8E4M3FN, #shared, #smem>, %acc: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
    %true = arith.constant true
    %a = ttg.local_alloc %s : (tensor<128x64xf8E4M3FN, #linear>) -> !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem>
    ttng.tc_gen5_mma %a, %v, %acc, %true, %true : !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem>, !ttg.memdesc<64x64xf8E4M3FN, #shared, #smem>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }

  // A allocated outside the loop that runs the MMA stays: a tensor-memory
  // buffer lives within one region.
  // CHECK-LABEL: tt.func @other_region
  // CHECK: ttg.local_alloc
  // CHECK-NOT: ttng.tmem_alloc
  // TRACE-DAG: A stays in shared memory: A is allocated in another region
  tt.func @other_region(%s: tensor<128x64xf16, #linear>, %v: !ttg.memdesc<64x64xf16, #shared, #smem>, %acc: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, %n: i32) {
    %true = arith.constant true
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %a = ttg.local_alloc %s : (tensor<128x64xf16, #linear>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
    scf.for %i = %c0 to %n step %c1  : i32 {
      ttng.tc_gen5_mma %a, %v, %acc, %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x64xf16, #shared, #smem>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    }
    tt.return
  }
}

// -----

#blocked1 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // A computed in a layout tcgen05.st cannot store: converted first to the
  // 32x32b layout of a blockM 64 block (lanes 0-15 rows, lane 4 the second
  // half of the columns, warps rows 16 and 32), as Triton's output of
  // dot_scaled_e2m1_bm64.
  // CHECK-LABEL: tt.func @computed_converted
  // CHECK: %[[X:.*]] = arith.mulf
  // CHECK-NEXT: %[[C:.*]] = ttg.convert_layout %[[X]] : tensor<64x128xbf16, #blocked> -> tensor<64x128xbf16, #linear>
  // CHECK-NEXT: %[[A:.*]] = ttng.tmem_alloc %[[C]] : (tensor<64x128xbf16, #linear>) -> !ttg.memdesc<64x128xbf16, #tmem, #ttng.tensor_memory>
  // CHECK-NEXT: ttng.tc_gen5_mma %[[A]]
  // TRACE-DAG: ttng.tc_gen5_mma at {{.*}}: A in tensor memory (its layout converted first)
  tt.func @computed_converted(%x: tensor<64x128xbf16, #blocked1>, %y: tensor<64x128xbf16, #blocked1>, %b: !ttg.memdesc<128x128xbf16, #shared, #smem>, %acc: !ttg.memdesc<64x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
    %true = arith.constant true
    %m = arith.mulf %x, %y : tensor<64x128xbf16, #blocked1>
    %a = ttg.local_alloc %m : (tensor<64x128xbf16, #blocked1>) -> !ttg.memdesc<64x128xbf16, #shared, #smem>
    ttng.tc_gen5_mma %a, %b, %acc, %true, %true : !ttg.memdesc<64x128xbf16, #shared, #smem>, !ttg.memdesc<128x128xbf16, #shared, #smem>, !ttg.memdesc<64x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }

  // A loaded in such a layout stays in shared memory, unless
  // ALLOW_LHS_TMEM_LAYOUT_CONVERSION is set.
  // CHECK-LABEL: tt.func @loaded_stays
  // CHECK: ttg.local_alloc
  // CHECK-NOT: ttng.tmem_alloc
  // ALLOW-LABEL: tt.func @loaded_stays
  // ALLOW: ttg.convert_layout
  // ALLOW-NEXT: ttng.tmem_alloc
  // TRACE-DAG: A stays in shared memory: A is loaded and tcgen05.st cannot store its layout as it is
  tt.func @loaded_stays(%ptrs: tensor<64x128x!tt.ptr<bf16>, #blocked1>, %b: !ttg.memdesc<128x128xbf16, #shared, #smem>, %acc: !ttg.memdesc<64x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
    %true = arith.constant true
    %l = tt.load %ptrs : tensor<64x128x!tt.ptr<bf16>, #blocked1>
    %a = ttg.local_alloc %l : (tensor<64x128xbf16, #blocked1>) -> !ttg.memdesc<64x128xbf16, #shared, #smem>
    ttng.tc_gen5_mma %a, %b, %acc, %true, %true : !ttg.memdesc<64x128xbf16, #shared, #smem>, !ttg.memdesc<128x128xbf16, #shared, #smem>, !ttg.memdesc<64x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}
