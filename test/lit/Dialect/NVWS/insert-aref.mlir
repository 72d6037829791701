// RUN: tt-opt %s -split-input-file -nvws-insert-aref -verify-diagnostics | FileCheck %s

// Triton 3.6's rules beyond the real kernels of insert-aref.test: a scalar
// crosses as a tensor<1xT> in the module's default layout (splat and
// local_store in the producer; local_load and unsplat in the consumer,
// whose users take the scalar; the buffer is released right after the
// load, before the unsplat); a
// loop without a schedule gives the new ops no stage.
// CHECK-LABEL: tt.func @scalar
// CHECK:         %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<1x1xi32, #shared, #smem, mutable>
// CHECK-NEXT:    %[[AREF:.*]] = nvws.aref.create %[[BUF]]
// CHECK:         scf.for
// CHECK-NEXT:      %[[X:.*]] = arith.addi {{.*}} {ttg.partition = array<i32: 0>} : i32
// CHECK-NEXT:      %[[P:.*]], %[[PT:.*]] = nvws.aref.put.enter %[[AREF]] {ttg.partition = array<i32: 0>}
// CHECK-NEXT:      %[[S:.*]] = tt.splat %[[X]] {ttg.partition = array<i32: 0>} : i32 -> tensor<1xi32, #blocked>
// CHECK-NEXT:      ttg.local_store %[[S]], %[[P]] {ttg.partition = array<i32: 0>}
// CHECK-NEXT:      nvws.aref.put.exit %[[AREF]], %[[PT]] [#nvws.async_op<none>] {ttg.partition = array<i32: 0>}
// CHECK-NEXT:      %[[G:.*]], %[[GT:.*]] = nvws.aref.get.enter %[[AREF]] {ttg.partition = array<i32: 1>}
// CHECK-NEXT:      %[[L:.*]] = ttg.local_load %[[G]] {ttg.partition = array<i32: 1>} : !ttg.memdesc<1xi32, #shared, #smem, 1x1> -> tensor<1xi32, #blocked>
// CHECK-NEXT:      nvws.aref.get.exit %[[AREF]], %[[GT]] [#nvws.async_op<none>] {ttg.partition = array<i32: 1>}
// CHECK-NEXT:      %[[U:.*]] = tt.unsplat %[[L]] {ttg.partition = array<i32: 1>}
// CHECK-NEXT:      arith.muli %[[U]], {{.*}} {ttg.partition = array<i32: 1>} : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scalar(%n: i32, %out: !tt.ptr<i32>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      %x = arith.addi %i, %c1 {ttg.partition = array<i32: 0>} : i32
      %y = arith.muli %x, %c1 {ttg.partition = array<i32: 1>} : i32
      tt.store %out, %y {ttg.partition = array<i32: 1>} : !tt.ptr<i32>
    } {tt.warp_specialize, ttg.partition = array<i32: 0, 1>, ttg.partition.stages = [0 : i32, 0 : i32], ttg.warp_specialize.tag = 0 : i32}
    tt.return
  }
}

// -----

// A marked loop tritongpu-partition-scheduling left alone (no TMA load, no
// tcgen05 MMA) has iter args without partitions: an error, where Triton
// 3.6 fails on the missing attribute.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @unpartitioned(%n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{nvws-insert-aref: iter args without ttg.partition.outputs: the loop was not partitioned}}
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %s = arith.addi %acc, %i : i32
      scf.yield %s : i32
    } {tt.warp_specialize}
    tt.return %r : i32
  }
}

// -----

// A tt.load's local_alloc crossing partitions would need cp.async through
// an aref, which Triton 3.6 does not have: an error.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @cp_async(%n: i32, %p: tensor<128x64x!tt.ptr<f16>, #blocked>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      %x = tt.load %p {ttg.partition = array<i32: 2>} : tensor<128x64x!tt.ptr<f16>, #blocked>
      // expected-error @+1 {{nvws-insert-aref: a tt.load crossing partitions (cp.async through an aref: Triton 3.6 does not support it either)}}
      %a = ttg.local_alloc %x {ttg.partition = array<i32: 2>} : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      %v = ttg.local_load %a {ttg.partition = array<i32: 1>} : !ttg.memdesc<128x64xf16, #shared, #smem> -> tensor<128x64xf16, #blocked>
    } {tt.warp_specialize, ttg.partition = array<i32: 1, 2>, ttg.partition.stages = [0 : i32, 1 : i32, 0 : i32], ttg.warp_specialize.tag = 0 : i32}
    tt.return
  }
}
