// RUN: tt-opt -triton-nvidia-tma-lowering %s | FileCheck %s
// A view of the loaded tile's alloc is recreated on the TMA buffer, which is
// mutable, with the buffer's mutability (Triton's replaceUsesAndPropagateType).

// CHECK-LABEL: tt.func @viewed_alloc
// CHECK:       %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK:       ttng.async_tma_copy_global_to_local %{{.*}}[%{{.*}}, %{{.*}}] %[[BUF]]
// CHECK:       ttng.inval_barrier
// CHECK-NEXT:  %[[T:.*]] = ttg.memdesc_trans %[[BUF]] {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #[[SHT:shared[0-9]*]], #smem, mutable>
// CHECK-NEXT:  ttg.local_load %[[T]] : !ttg.memdesc<64x64xf16, #[[SHT]], #smem, mutable> -> tensor<64x64xf16, #blocked>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // The loaded tile's alloc is viewed: the view is retyped onto the mutable buffer.
  tt.func @viewed_alloc(%d: !tt.tensordesc<tensor<64x64xf16, #shared>>, %i: i32) -> tensor<64x64xf16, #blocked> {
    %x = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
    %s = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %t = ttg.memdesc_trans %s {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x64xf16, #shared1, #smem>
    %l = ttg.local_load %t : !ttg.memdesc<64x64xf16, #shared1, #smem> -> tensor<64x64xf16, #blocked>
    tt.return %l : tensor<64x64xf16, #blocked>
  }
}
