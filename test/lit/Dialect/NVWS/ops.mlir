// RUN: tt-opt %s | FileCheck %s
// RUN: tt-opt %s | tt-opt | FileCheck %s
// Every nvws op prints in Triton 3.6's form and reads back.

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  // CHECK-LABEL: tt.func @arefs
  tt.func @arefs(%desc: !tt.tensordesc<tensor<128x64xf16, #shared>>, %i: i32, %rows: tensor<32xi32, #blocked>) {
    %a = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
    %acc = ttng.tmem_alloc : () -> !ttg.memdesc<2x128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    // CHECK: %[[R:.*]] = nvws.aref.create %{{.*}} : <[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>]>
    %r = nvws.aref.create %a : <[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>]>
    // CHECK: %[[T:.*]] = nvws.aref.create %{{.*}} : <[!ttg.memdesc<2x128x128xf32, #tmem, #ttng.tensor_memory, mutable>]>
    %t = nvws.aref.create %acc : <[!ttg.memdesc<2x128x128xf32, #tmem, #ttng.tensor_memory, mutable>]>
    // CHECK: %[[BUF:.*]], %[[TOK:.*]] = nvws.aref.put.enter %[[R]] {ttg.partition = array<i32: 0>} : <[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>]> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable, 3x128x64>, !ttg.async.token
    %buf, %tok = nvws.aref.put.enter %r {ttg.partition = array<i32: 0>} : <[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>]> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable, 3x128x64>, !ttg.async.token
    // CHECK: nvws.descriptor_load %{{.*}}[%{{.*}}, %{{.*}}] 16384 %[[BUF]] : !tt.tensordesc<tensor<128x64xf16, #shared>>, i32, i32, !ttg.memdesc<128x64xf16, #shared, #smem, mutable, 3x128x64>
    nvws.descriptor_load %desc[%i, %i] 16384 %buf : !tt.tensordesc<tensor<128x64xf16, #shared>>, i32, i32, !ttg.memdesc<128x64xf16, #shared, #smem, mutable, 3x128x64>
    // CHECK: nvws.descriptor_load %{{.*}}[%{{.*}}, %{{.*}}] 16384 %[[BUF]] cacheModifier = cg : !tt.tensordesc
    nvws.descriptor_load %desc[%i, %i] 16384 %buf cacheModifier = cg : !tt.tensordesc<tensor<128x64xf16, #shared>>, i32, i32, !ttg.memdesc<128x64xf16, #shared, #smem, mutable, 3x128x64>
    // CHECK: nvws.aref.put.exit %[[R]], %[[TOK]] [#nvws.async_op<tma_load>] : <[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>]>, !ttg.async.token
    nvws.aref.put.exit %r, %tok [#nvws.async_op<tma_load>] : <[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>]>, !ttg.async.token
    %c0 = arith.constant 0 : i32
    // CHECK: %{{.*}}, %[[TOK2:.*]] = nvws.aref.get.enter %[[R]][%{{.*}}, %{{.*}}] : <[
    %gbuf, %gtok = nvws.aref.get.enter %r[%c0, %c0] : <[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>]> -> !ttg.memdesc<128x64xf16, #shared, #smem, 3x128x64>, !ttg.async.token
    // CHECK: nvws.aref.get.exit %[[R]][%{{.*}}], %[[TOK2]] [#nvws.async_op<tc5mma>, #nvws.async_op<none>] : <[
    nvws.aref.get.exit %r[%c0], %gtok [#nvws.async_op<tc5mma>, #nvws.async_op<none>] : <[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>]>, !ttg.async.token
    %abuf, %atok = nvws.aref.put.enter %t : <[!ttg.memdesc<2x128x128xf32, #tmem, #ttng.tensor_memory, mutable>]> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable, 2x128x128>, !ttg.async.token
    // CHECK: nvws.aref.buffer %[[T]], %{{.*}} : <[!ttg.memdesc<2x128x128xf32, #tmem, #ttng.tensor_memory, mutable>]>, !ttg.async.token -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable, 2x128x128>
    %again = nvws.aref.buffer %t, %atok : <[!ttg.memdesc<2x128x128xf32, #tmem, #ttng.tensor_memory, mutable>]>, !ttg.async.token -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable, 2x128x128>
    // CHECK: nvws.aref.buffer %[[T]][%{{.*}}], %{{.*}} : <[
    %staged = nvws.aref.buffer %t[%c0], %atok : <[!ttg.memdesc<2x128x128xf32, #tmem, #ttng.tensor_memory, mutable>]>, !ttg.async.token -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable, 2x128x128>
    %g = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    // CHECK: nvws.descriptor_gather %{{.*}}[%{{.*}}, %{{.*}}] 4096 %{{.*}} : !tt.tensordesc<tensor<128x64xf16, #shared>>, tensor<32xi32, #blocked>, i32, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    nvws.descriptor_gather %desc[%rows, %i] 4096 %g : !tt.tensordesc<tensor<128x64xf16, #shared>>, tensor<32xi32, #blocked>, i32, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    tt.return
  }

  // The results of nvws.warp_group are what its first partition yields.
  // CHECK-LABEL: tt.func @warp_group
  // CHECK:      %[[W:.*]]:2 = nvws.warp_group
  // CHECK-NEXT: partition0 num_warps(4) {
  // CHECK:        nvws.warp_group.yield %{{.*}}, %{{.*}} : f32, i32
  // CHECK-NEXT: }
  // CHECK-NEXT: partition1 num_warps(1) {
  // CHECK-NEXT:   nvws.warp_group.return
  // CHECK-NEXT: }
  // CHECK-NEXT: tt.return %[[W]]#0, %[[W]]#1 : f32, i32
  tt.func @warp_group(%x: f32, %n: i32) -> (f32, i32) {
    %r:2 = nvws.warp_group
    partition0 num_warps(4) {
      %y = arith.addf %x, %x : f32
      nvws.warp_group.yield %y, %n : f32, i32
    }
    partition1 num_warps(1) {
      nvws.warp_group.return
    }
    tt.return %r#0, %r#1 : f32, i32
  }

  // CHECK-LABEL: tt.func @tokens
  tt.func @tokens(%i: i32, %phase: i1) {
    // CHECK: %[[K:.*]] = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %k = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    // CHECK: nvws.producer_acquire %[[K]], %{{.*}}, %{{.*}} : tensor<3x!nvws.token>, i32, i1
    nvws.producer_acquire %k, %i, %phase : tensor<3x!nvws.token>, i32, i1
    // CHECK: nvws.producer_commit %[[K]], %{{.*}} : tensor<3x!nvws.token>, i32
    nvws.producer_commit %k, %i : tensor<3x!nvws.token>, i32
    // CHECK: nvws.consumer_wait %[[K]], %{{.*}}, %{{.*}} : tensor<3x!nvws.token>, i32, i1
    nvws.consumer_wait %k, %i, %phase : tensor<3x!nvws.token>, i32, i1
    // CHECK: nvws.consumer_release %[[K]], %{{.*}} : tensor<3x!nvws.token>, i32
    nvws.consumer_release %k, %i : tensor<3x!nvws.token>, i32
    tt.return
  }
}
