// RUN: tt-opt --split-input-file -triton-nvidia-tma-lowering %s | FileCheck %s
//
// Descriptor loads the pipeliner left alone (no corpus kernel has one at
// this point: these expectations follow Triton 3.6's TMALowering.cpp, not
// its output).

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // A TMA copy into a new buffer, waited on with a one-use barrier; the
  // alloc of the value in the buffer's layout becomes the buffer, the other
  // user reads a local_load of it.
  // CHECK-LABEL: tt.func @load
  // CHECK:      %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  // CHECK-NEXT: %[[BAR:.*]] = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  // CHECK-NEXT: ttng.init_barrier %[[BAR]], 1
  // CHECK-NEXT: ttng.barrier_expect %[[BAR]], 8192, %true
  // CHECK-NEXT: ttng.async_tma_copy_global_to_local %{{.*}}[%{{.*}}, %{{.*}}] %[[BUF]], %[[BAR]], %true
  // CHECK-NEXT: ttng.wait_barrier %[[BAR]], %c0_i32 :
  // CHECK-NEXT: ttng.inval_barrier %[[BAR]]
  // CHECK-NEXT: %[[V:.*]] = ttg.local_load %[[BUF]] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #blocked>
  // CHECK-NEXT: %[[Y:.*]] = arith.addf %[[V]], %[[V]]
  // CHECK-NEXT: %[[Z:.*]] = ttg.local_load %[[BUF]] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  // CHECK-NEXT: arith.addf %[[Y]], %[[Z]]
  tt.func @load(%d: !tt.tensordesc<tensor<64x64xf16, #shared>>, %i: i32) -> tensor<64x64xf16, #blocked> {
    %x = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
    %s = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %y = arith.addf %x, %x : tensor<64x64xf16, #blocked>
    %z = ttg.local_load %s : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #blocked>
    %w = arith.addf %y, %z : tensor<64x64xf16, #blocked>
    tt.return %w : tensor<64x64xf16, #blocked>
  }
}

// -----

// A loaded tile captured by a ttg.warp_specialize (flash attention's Q tile,
// ws_kernels.py's ws2_attn_noncausal_d128 on sm100): the TMA buffer is
// mutable, so the partitions' argument for it becomes mutable too, and the
// views they take of it with it (Triton 3.6's output for that kernel).
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @captured_tile
  // CHECK:      %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  // CHECK:      ttng.async_tma_copy_global_to_local %{{.*}}[%{{.*}}, %{{.*}}] %[[BUF]]
  // CHECK:      ttg.warp_specialize(%[[BUF]], %{{.*}}, %{{.*}})
  // CHECK:      partition0(%[[Q:.*]]: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %{{.*}}: !tt.tensordesc<tensor<64x64xf16, #shared1>>, %{{.*}}: i32) num_warps(4) {
  // CHECK-NEXT:   %[[T:.*]] = ttg.memdesc_trans %[[Q]] {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared1, #smem, mutable>
  // CHECK-NEXT:   ttng.async_tma_copy_local_to_global %{{.*}}[%{{.*}}, %{{.*}}] %[[T]]
  // CHECK:      } : (!ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !tt.tensordesc<tensor<64x64xf16, #shared1>>, i32) -> ()
  tt.func @captured_tile(%d: !tt.tensordesc<tensor<64x64xf16, #shared>>, %out: !tt.tensordesc<tensor<64x64xf16, #shared1>>, %i: i32) {
    %x = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
    %s = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    ttg.warp_specialize(%s, %out, %i)
    default {
      ttg.warp_yield
    }
    partition0(%q: !ttg.memdesc<64x64xf16, #shared, #smem>, %o: !tt.tensordesc<tensor<64x64xf16, #shared1>>, %j: i32) num_warps(4) {
      %t = ttg.memdesc_trans %q {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x64xf16, #shared1, #smem>
      ttng.async_tma_copy_local_to_global %o[%j, %j] %t : !tt.tensordesc<tensor<64x64xf16, #shared1>>, !ttg.memdesc<64x64xf16, #shared1, #smem>
      ttg.warp_return
    } : (!ttg.memdesc<64x64xf16, #shared, #smem>, !tt.tensordesc<tensor<64x64xf16, #shared1>>, i32) -> ()
    tt.return
  }
}
