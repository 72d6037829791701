// RUN: tt-opt -tritongpu-optimize-dot-operands %s | FileCheck %s

// sm100 block scales rearranged in registers for tensor memory (local_load,
// reshape to [1, 2, 32, 4, 4], trans [0, 3, 2, 1, 4], reshape to 128x8,
// tmem_alloc): the MMA reads the shared buffer through the same three views
// instead, as Triton 3.6. The views' layouts, worked out by hand from the
// row-major 1x1024 buffer: offset bits 0-1 are the last dim, 2-3 the 4 of
// dim 3, 4-8 the 32, bit 9 the 2; transposed, bits 2-3 move to dim 1 and bit
// 9 to dim 3; flattened row-major to 128x8, dim 1 (bits 2-3) steps 32 rows,
// dim 2 (bits 4-8) one row, dim 3 (bit 9) four columns. Alignment stays the
// swizzled buffer's 16. (Block-scaled kernels from Triton:
// block-scaled-scales-in-shared-memory.test.)
// CHECK-DAG: #[[V5:shared[0-9]*]] = #ttg.shared_linear<{offset = {{\[\[}}0, 0, 0, 0, 1], [0, 0, 0, 0, 2], [0, 0, 0, 1, 0], [0, 0, 0, 2, 0], [0, 0, 1, 0, 0], [0, 0, 2, 0, 0], [0, 0, 4, 0, 0], [0, 0, 8, 0, 0], [0, 0, 16, 0, 0], [0, 1, 0, 0, 0{{\]\]}}}, alignment = 16>
// CHECK-DAG: #[[VT:shared[0-9]*]] = #ttg.shared_linear<{offset = {{\[\[}}0, 0, 0, 0, 1], [0, 0, 0, 0, 2], [0, 1, 0, 0, 0], [0, 2, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 2, 0, 0], [0, 0, 4, 0, 0], [0, 0, 8, 0, 0], [0, 0, 16, 0, 0], [0, 0, 0, 1, 0{{\]\]}}}, alignment = 16>
// CHECK-DAG: #[[V2:shared[0-9]*]] = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [32, 0], [64, 0], [1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 4{{\]\]}}}, alignment = 16>
// CHECK-LABEL: tt.func @scales
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %[[R5:.*]] = ttg.memdesc_reshape %{{.*}} : !ttg.memdesc<1x1024xi8, #{{.*}}, #smem, mutable> -> !ttg.memdesc<1x2x32x4x4xi8, #[[V5]], #smem, mutable>
// CHECK-NEXT:    %[[T:.*]] = ttg.memdesc_trans %[[R5]] {order = array<i32: 0, 3, 2, 1, 4>} : !ttg.memdesc<1x2x32x4x4xi8, #[[V5]], #smem, mutable> -> !ttg.memdesc<1x4x32x2x4xi8, #[[VT]], #smem, mutable>
// CHECK-NEXT:    %[[S:.*]] = ttg.memdesc_reshape %[[T]] : !ttg.memdesc<1x4x32x2x4xi8, #[[VT]], #smem, mutable> -> !ttg.memdesc<128x8xi8, #[[V2]], #smem, mutable>
// CHECK-NEXT:    ttng.tc_gen5_mma_scaled %{{.*}}, %{{.*}}, %{{.*}}, %[[S]], %{{.*}}, %true, %true lhs = e4m3 rhs = e4m3
// CHECK-NEXT:    tt.return
#bs = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#b5 = #ttg.blocked<{sizePerThread = [1, 1, 1, 1, 4], threadsPerWarp = [1, 1, 32, 1, 1], warpsPerCTA = [1, 1, 1, 4, 1], order = [4, 3, 2, 1, 0]}>
#b5t = #ttg.blocked<{sizePerThread = [1, 1, 1, 1, 4], threadsPerWarp = [1, 1, 32, 1, 1], warpsPerCTA = [1, 4, 1, 1, 1], order = [4, 1, 2, 3, 0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>
#scales = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scales(%a: !ttg.memdesc<128x256xi8, #shared, #smem>, %b: !ttg.memdesc<256x128xi8, #shared1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %s: !ttg.memdesc<1x1024xi8, #scales, #smem, mutable>, %bs: !ttg.memdesc<128x8xi8, #tmem_scales, #ttng.tensor_memory>) {
    %true = arith.constant true
    %ll = ttg.local_load %s : !ttg.memdesc<1x1024xi8, #scales, #smem, mutable> -> tensor<1x1024xi8, #bs>
    %r5 = tt.reshape %ll allow_reorder : tensor<1x1024xi8, #bs> -> tensor<1x2x32x4x4xi8, #b5>
    %tr = tt.trans %r5 {order = array<i32: 0, 3, 2, 1, 4>} : tensor<1x2x32x4x4xi8, #b5> -> tensor<1x4x32x2x4xi8, #b5t>
    %r2 = tt.reshape %tr allow_reorder : tensor<1x4x32x2x4xi8, #b5t> -> tensor<128x8xi8, #b2>
    %ts = ttng.tmem_alloc %r2 : (tensor<128x8xi8, #b2>) -> !ttg.memdesc<128x8xi8, #tmem_scales, #ttng.tensor_memory>
    ttng.tc_gen5_mma_scaled %a, %b, %acc, %ts, %bs, %true, %true lhs = e4m3 rhs = e4m3 : !ttg.memdesc<128x256xi8, #shared, #smem>, !ttg.memdesc<256x128xi8, #shared1, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x8xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<128x8xi8, #tmem_scales, #ttng.tensor_memory>
    tt.return
  }
}
