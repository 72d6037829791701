// RUN: tt-opt --tt-keep-source-names=false %s | FileCheck %s
// RUN: tt-opt --tt-keep-source-names=false %s | tt-opt --tt-keep-source-names=false | FileCheck %s

// Every txl op in TXL's textual form (TXL's assembly formats; where they
// print a form their own parser cannot read back, the test keeps to the
// forms that do: txl.dotx with at least one barrier and the default
// inputPrecision, txl.frag_smem_store with both or neither of mbar and
// pred).
// CHECK-LABEL: tt.func @buffers
// CHECK-NEXT: %0 = txl.smem_alloc {isMutable = true, numStages = 2 : i32} : tensor<2x64x64xf16>
// CHECK-NEXT: %1 = txl.smem_alloc {isMutable = false, numStages = 1 : i32, sharedEnc = #shared} : tensor<64x64xf16>
// CHECK-NEXT: %2 = txl.get_buffer %0, %arg0 : (tensor<2x64x64xf16>, i32) -> tensor<2x64x64xf16>
// CHECK-NEXT: %3 = txl.smem_index %0[%arg0] : tensor<2x64x64xf16> -> tensor<64x64xf16>
// CHECK-NEXT: %4 = txl.smem_subslice %3 {offsets = array<i32: 0, 32>, shape = array<i64: 64, 32>} : tensor<64x64xf16> -> tensor<64x32xf16>
// CHECK-NEXT: %5 = txl.smem_trans %3 {order = array<i32: 1, 0>} : tensor<64x64xf16> -> tensor<64x64xf16>
// CHECK-NEXT: %6 = txl.smem_reshape %3 {shape = array<i64: 4096>} : tensor<64x64xf16> -> tensor<4096xf16>
// CHECK-NEXT: %7 = txl.smem_load %3 : tensor<64x64xf16> -> tensor<64x64xf16>(tensor<64x64xf16, #blocked>)
// CHECK-NEXT: txl.smem_store %arg1, %3 : tensor<64x64xf16>, tensor<64x64xf16>
// CHECK-NEXT: %8 = txl.remote_smem_load %3, %arg3 : tensor<64x64xf16>, i32 -> tensor<64x64xf16>(tensor<64x64xf16, #blocked>)
// CHECK-NEXT: txl.remote_smem_store %arg1, %3, %arg3 : tensor<64x64xf16>, tensor<64x64xf16>, i32
// CHECK-NEXT: %9 = txl.frag_smem_load %3 pred %arg2 {fullLayout = false} : (tensor<64x64xf16>, i1) -> tensor<64x64xf16>(tensor<64x64xf16, #blocked>)
// CHECK-NEXT: %10 = txl.mbar_alloc {arrCount = 1 : i32} : tensor<1xi64>
// CHECK-NEXT: txl.frag_smem_store %arg1, %3 : tensor<64x64xf16>(tensor<64x64xf16, #blocked>), tensor<64x64xf16>
// CHECK-NEXT: txl.frag_smem_store %arg1, %3 mbar %10 pred %arg2 : tensor<64x64xf16>(tensor<64x64xf16, #blocked>), tensor<64x64xf16>, tensor<1xi64>, i1
// CHECK-NEXT: %11 = txl.relayout %arg1 : tensor<64x64xf16> -> tensor<64x64xf16>(tensor<64x64xf16, #blocked>)
// CHECK-LABEL: tt.func @tensor_memory
// CHECK-NEXT: %0 = txl.tmem_allocx {isMutable = true, numStages = 1 : i32, sharedEnc = #tmem} : () -> tensor<128x64xf32>
// CHECK-NEXT: txl.tmem_storex %arg0, %0 : tensor<128x64xf32>, tensor<128x64xf32>
// CHECK-NEXT: %1 = txl.tmem_loadx %0 : tensor<128x64xf32> -> tensor<128x64xf32>(tensor<128x64xf32, #blocked>)
// CHECK-LABEL: tt.func @barriers_and_copies
// CHECK-NEXT: %0 = txl.smem_alloc {isMutable = true, numStages = 2 : i32} : tensor<2x64x64xf16>
// CHECK-NEXT: %1 = txl.mbar_alloc {arrCount = 1 : i32, numStages = 2 : i32} : tensor<2xi64>
// CHECK-NEXT: txl.mbar_expect %1, %arg3 {expectCount = 8192 : i32} : tensor<2xi64>, i1
// CHECK-NEXT: txl.tma_load %0, %1, %arg0[%arg1, %arg1] : tensor<2x64x64xf16>, tensor<2xi64>, !tt.tensordesc<tensor<64x64xf16>>
// CHECK-NEXT: txl.tma_load %0, %1, %arg0[%arg1, %arg1] cacheModifier = cg evictionPolicy = evict_last : tensor<2x64x64xf16>, tensor<2xi64>, !tt.tensordesc<tensor<64x64xf16>>
// CHECK-NEXT: txl.mbar_wait %1, %arg2 : tensor<2xi64>, i32
// CHECK-NEXT: txl.mbar_arrive %1 {operandSegmentSizes = array<i32: 1, 0, 0>, trackAsyncOp = false} : tensor<2xi64>
// CHECK-NEXT: txl.mbar_arrive %1, %arg3, %arg4 {operandSegmentSizes = array<i32: 1, 1, 1>, trackAsyncOp = true, txCount = 64 : i32} : tensor<2xi64>, i1, i32
// CHECK-NEXT: txl.tma_store %0, %arg0[%arg1, %arg1] : !tt.tensordesc<tensor<64x64xf16>>, tensor<2x64x64xf16>
// CHECK-NEXT: txl.tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: txl.tma_gather %0, %1, %arg0[%arg5, %arg1] : (tensor<2x64x64xf16>, tensor<2xi64>, !tt.tensordesc<tensor<64x64xf16>>, tensor<8xi32>, i32) -> ()
// CHECK-NEXT: %2 = txl.smem_index %0[%arg1] : tensor<2x64x64xf16> -> tensor<64x64xf16>
// CHECK-NEXT: %3 = txl.async_load %2, %arg6 mask %arg7 other %arg8 cacheModifier = ca : (tensor<64x64xf16>, tensor<64x64x!tt.ptr<f16>>, tensor<64x64xi1>, tensor<64x64xf16>) -> tensor<64x64xf16>
// CHECK-NEXT: %4 = txl.async_load_wait {num = 0 : i32} : () -> tensor<2x64x64xf16>
// CHECK-NEXT: txl.dot_wait {pendings = 1 : i32}
// CHECK-NEXT: txl.fence_proxy_async
// CHECK-NEXT: txl.barrier_arrive {bar = 2 : i32, numThreads = 256 : i32}
// CHECK-NEXT: txl.barrier_wait {bar = 2 : i32, numThreads = 256 : i32}
// CHECK-NEXT: %5 = txl.is_warpgroup {ids = array<i32: 1, 2>} : i1
// CHECK-NEXT: %6 = txl.is_warp {ids = array<i32: 0>} : i1
// CHECK-LABEL: tt.func @dots
// CHECK-NEXT: %0 = txl.dotx %arg0, %arg1, %arg2 , %arg4[%arg5] : tensor<128x64xf16> * tensor<64x64xf16> tensor<1xi64> -> tensor<128x64xf32>
// CHECK-NEXT: %1 = txl.dotx %arg0, %arg1, %0 useD %arg3 pred %arg5 , %arg4[%arg5] {is_async, maxNumImpreciseAcc = 32 : i32} : tensor<128x64xf16> * tensor<64x64xf16> tensor<1xi64> -> tensor<128x64xf32> useD i1 pred i1

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @buffers(%i: i32, %x: tensor<64x64xf16>, %p: i1, %cta: i32) -> tensor<64x64xf16> {
    %buf = txl.smem_alloc {isMutable = true, numStages = 2 : i32} : tensor<2x64x64xf16>
    %enc = txl.smem_alloc {isMutable = false, numStages = 1 : i32, sharedEnc = #shared} : tensor<64x64xf16>
    %b = txl.get_buffer %buf, %i : (tensor<2x64x64xf16>, i32) -> tensor<2x64x64xf16>
    %s = txl.smem_index %buf[%i] : tensor<2x64x64xf16> -> tensor<64x64xf16>
    %v = txl.smem_subslice %s {offsets = array<i32: 0, 32>, shape = array<i64: 64, 32>} : tensor<64x64xf16> -> tensor<64x32xf16>
    %t = txl.smem_trans %s {order = array<i32: 1, 0>} : tensor<64x64xf16> -> tensor<64x64xf16>
    %r = txl.smem_reshape %s {shape = array<i64: 4096>} : tensor<64x64xf16> -> tensor<4096xf16>
    %l = txl.smem_load %s {regType = tensor<64x64xf16, #blocked>} : tensor<64x64xf16> -> tensor<64x64xf16>(tensor<64x64xf16, #blocked>)
    txl.smem_store %x, %s : tensor<64x64xf16>, tensor<64x64xf16>
    %rl = txl.remote_smem_load %s, %cta {regType = tensor<64x64xf16, #blocked>} : tensor<64x64xf16>, i32 -> tensor<64x64xf16>(tensor<64x64xf16, #blocked>)
    txl.remote_smem_store %x, %s, %cta : tensor<64x64xf16>, tensor<64x64xf16>, i32
    %f = txl.frag_smem_load %s pred %p {fullLayout = false, regType = tensor<64x64xf16, #blocked>} : (tensor<64x64xf16>, i1) -> tensor<64x64xf16>(tensor<64x64xf16, #blocked>)
    %bar = txl.mbar_alloc {arrCount = 1 : i32} : tensor<1xi64>
    txl.frag_smem_store %x, %s {regType = tensor<64x64xf16, #blocked>} : tensor<64x64xf16>(tensor<64x64xf16, #blocked>), tensor<64x64xf16>
    txl.frag_smem_store %x, %s mbar %bar pred %p {regType = tensor<64x64xf16, #blocked>} : tensor<64x64xf16>(tensor<64x64xf16, #blocked>), tensor<64x64xf16>, tensor<1xi64>, i1
    %rel = txl.relayout %x {regType = tensor<64x64xf16, #blocked>} : tensor<64x64xf16> -> tensor<64x64xf16>(tensor<64x64xf16, #blocked>)
    tt.return %l : tensor<64x64xf16>
  }
  tt.func @tensor_memory(%x: tensor<128x64xf32>) -> tensor<128x64xf32> {
    %t = txl.tmem_allocx {isMutable = true, numStages = 1 : i32, sharedEnc = #tmem} : () -> tensor<128x64xf32>
    txl.tmem_storex %x, %t : tensor<128x64xf32>, tensor<128x64xf32>
    %l = txl.tmem_loadx %t {regType = tensor<128x64xf32, #blocked>} : tensor<128x64xf32> -> tensor<128x64xf32>(tensor<128x64xf32, #blocked>)
    tt.return %l : tensor<128x64xf32>
  }
  tt.func @barriers_and_copies(%desc: !tt.tensordesc<tensor<64x64xf16>>, %off: i32, %phase: i32, %p: i1, %cta: i32, %rows: tensor<8xi32>, %ptr: tensor<64x64x!tt.ptr<f16>>, %mask: tensor<64x64xi1>, %other: tensor<64x64xf16>) {
    %buf = txl.smem_alloc {isMutable = true, numStages = 2 : i32} : tensor<2x64x64xf16>
    %bar = txl.mbar_alloc {arrCount = 1 : i32, numStages = 2 : i32} : tensor<2xi64>
    txl.mbar_expect %bar, %p {expectCount = 8192 : i32} : tensor<2xi64>, i1
    txl.tma_load %buf, %bar, %desc[%off, %off] : tensor<2x64x64xf16>, tensor<2xi64>, !tt.tensordesc<tensor<64x64xf16>>
    txl.tma_load %buf, %bar, %desc[%off, %off] cacheModifier = cg evictionPolicy = evict_last : tensor<2x64x64xf16>, tensor<2xi64>, !tt.tensordesc<tensor<64x64xf16>>
    txl.mbar_wait %bar, %phase : tensor<2xi64>, i32
    txl.mbar_arrive %bar {operandSegmentSizes = array<i32: 1, 0, 0>, trackAsyncOp = false} : tensor<2xi64>
    txl.mbar_arrive %bar, %p, %cta {operandSegmentSizes = array<i32: 1, 1, 1>, trackAsyncOp = true, txCount = 64 : i32} : tensor<2xi64>, i1, i32
    txl.tma_store %buf, %desc[%off, %off] : !tt.tensordesc<tensor<64x64xf16>>, tensor<2x64x64xf16>
    txl.tma_store_wait {pendings = 0 : i32}
    txl.tma_gather %buf, %bar, %desc[%rows, %off] : (tensor<2x64x64xf16>, tensor<2xi64>, !tt.tensordesc<tensor<64x64xf16>>, tensor<8xi32>, i32) -> ()
    %stage = txl.smem_index %buf[%off] : tensor<2x64x64xf16> -> tensor<64x64xf16>
    %tok = txl.async_load %stage, %ptr mask %mask other %other cacheModifier = ca : (tensor<64x64xf16>, tensor<64x64x!tt.ptr<f16>>, tensor<64x64xi1>, tensor<64x64xf16>) -> tensor<64x64xf16>
    %w = txl.async_load_wait {num = 0 : i32} : () -> tensor<2x64x64xf16>
    txl.dot_wait {pendings = 1 : i32}
    txl.fence_proxy_async
    txl.barrier_arrive {bar = 2 : i32, numThreads = 256 : i32}
    txl.barrier_wait {bar = 2 : i32, numThreads = 256 : i32}
    %wg = txl.is_warpgroup {ids = array<i32: 1, 2>} : i1
    %w0 = txl.is_warp {ids = array<i32: 0>} : i1
    tt.return
  }
  tt.func @dots(%a: tensor<128x64xf16>, %b: tensor<64x64xf16>, %c: tensor<128x64xf32>, %use: i1, %bar: tensor<1xi64>, %p: i1) -> tensor<128x64xf32> {
    %d = txl.dotx %a, %b, %c, %bar[%p] : tensor<128x64xf16> * tensor<64x64xf16> tensor<1xi64> -> tensor<128x64xf32>
    %e = txl.dotx %a, %b, %d useD %use pred %p, %bar[%p] {is_async, maxNumImpreciseAcc = 32 : i32} : tensor<128x64xf16> * tensor<64x64xf16> tensor<1xi64> -> tensor<128x64xf32> useD i1 pred i1
    tt.return %e : tensor<128x64xf32>
  }
}
