// RUN: tt-opt --split-input-file -tritongpu-optimize-dot-operands -verify-diagnostics %s

// sm100 block scales rearranged in registers for tensor memory: Triton
// feeds the MMA shared-memory views instead, which is not implemented here.
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
    // expected-error @+1 {{tritongpu-optimize-dot-operands: NYI: reading the block scales of ttng.tc_gen5_mma_scaled from shared memory}}
    %ts = ttng.tmem_alloc %r2 : (tensor<128x8xi8, #b2>) -> !ttg.memdesc<128x8xi8, #tmem_scales, #ttng.tensor_memory>
    ttng.tc_gen5_mma_scaled %a, %b, %acc, %ts, %bs, %true, %true lhs = e4m3 rhs = e4m3 : !ttg.memdesc<128x256xi8, #shared, #smem>, !ttg.memdesc<256x128xi8, #shared1, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x8xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<128x8xi8, #tmem_scales, #ttng.tensor_memory>
    tt.return
  }
}
