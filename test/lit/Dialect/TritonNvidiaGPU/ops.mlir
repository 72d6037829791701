// RUN: tt-opt %s | FileCheck %s
// RUN: tt-opt %s | tt-opt | FileCheck %s

// CHECK-DAG: #[[SHARED:shared]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #[[BAR:shared1]] = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-DAG: #tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
// CHECK-DAG: #tmem1 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1, CTASplitM = 2>
// CHECK-DAG: #tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1, twoCTAs = true>
// CHECK-DAG: #tmem_scales = #ttng.tensor_memory_scales_encoding<>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem1 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1, CTASplitM = 2>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1, twoCTAs = true>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @barriers_and_tma
  tt.func @barriers_and_tma(%desc: !tt.tensordesc<tensor<128x64xf16, #shared>>, %i: i32, %pred: i1, %raw: !tt.ptr<i8>, %gp: !tt.ptr<f16>, %m: i32, %stride: i64) {
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    // CHECK: ttng.init_barrier %{{.*}}, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    // CHECK: ttng.barrier_expect %{{.*}}, 16384, %{{.*}} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.barrier_expect %bar, 16384, %pred : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    // CHECK: ttng.async_tma_copy_global_to_local %{{.*}}[%{{.*}}, %{{.*}}] %{{.*}}, %{{.*}}, %{{.*}} : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %desc[%i, %i] %buf, %bar, %pred : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    // CHECK: ttng.async_tma_copy_global_to_local {{.*}} cacheModifier = ca evictionPolicy = evict_first {multicast} :
    ttng.async_tma_copy_global_to_local %desc[%i, %i] %buf, %bar, %pred evictionPolicy = evict_first cacheModifier = ca {multicast} : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    // CHECK: ttng.wait_barrier %{{.*}}, %{{.*}} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.wait_barrier %bar, %i : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    // CHECK: ttng.wait_barrier %{{.*}}, %{{.*}}, %{{.*}} deps %{{.*}} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.wait_barrier %bar, %i, %pred deps %buf : !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    // CHECK: ttng.arrive_barrier %{{.*}}, 2, %{{.*}} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.arrive_barrier %bar, 2, %pred : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    // CHECK: ttng.async_copy_mbarrier_arrive %{{.*}} {noIncrement} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.async_copy_mbarrier_arrive %bar {noIncrement} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    // CHECK: ttng.fence_async_shared {bCluster = false}
    ttng.fence_async_shared {bCluster = false}
    // CHECK: ttng.async_tma_copy_local_to_global %{{.*}}[%{{.*}}, %{{.*}}] %{{.*}} : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_local_to_global %desc[%i, %i] %buf : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    // CHECK: ttng.async_tma_reduce add, %{{.*}}[%{{.*}}, %{{.*}}] %{{.*}} :
    ttng.async_tma_reduce add, %desc[%i, %i] %buf : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    // CHECK: ttng.async_tma_store_wait {pendings = 0 : i32}
    ttng.async_tma_store_wait {pendings = 0 : i32}
    // CHECK: ttng.inval_barrier %{{.*}} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.inval_barrier %bar : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    // CHECK: ttng.reinterpret_tensor_descriptor %{{.*}} : !tt.ptr<i8> to !tt.tensordesc<tensor<128x64xf16, #shared>>
    %d = ttng.reinterpret_tensor_descriptor %raw : !tt.ptr<i8> to !tt.tensordesc<tensor<128x64xf16, #shared>>
    // CHECK: ttng.tensormap_create %{{.*}}, %{{.*}}, [%{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}], [%{{.*}}], [%{{.*}}, %{{.*}}] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_create %raw, %gp, [%m, %m], [%m, %m], [%stride], [%i, %i] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    // CHECK: ttng.tensormap_fenceproxy_acquire %{{.*}} : !tt.ptr<i8>
    ttng.tensormap_fenceproxy_acquire %raw : !tt.ptr<i8>
    // CHECK: ttng.cluster_arrive {relaxed = true}
    ttng.cluster_arrive {relaxed = true}
    // CHECK: ttng.cluster_wait
    ttng.cluster_wait
    tt.return
  }

  // CHECK-LABEL: tt.func @gather_scatter
  tt.func @gather_scatter(%d: !tt.tensordesc<tensor<1x128xbf16, #shared>>, %xs: tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, %y: i32, %pred: i1) {
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %dst = ttg.local_alloc : () -> !ttg.memdesc<32x128xbf16, #shared, #smem, mutable>
    // CHECK: ttng.async_tma_gather %{{.*}}[%{{.*}}, %{{.*}}] %{{.*}}, %{{.*}}, %{{.*}} : !tt.tensordesc<tensor<1x128xbf16, #shared>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<32x128xbf16, #shared, #smem, mutable>, i1
    ttng.async_tma_gather %d[%xs, %y] %dst, %bar, %pred : !tt.tensordesc<tensor<1x128xbf16, #shared>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<32x128xbf16, #shared, #smem, mutable>, i1
    // CHECK: ttng.async_tma_scatter %{{.*}}[%{{.*}}, %{{.*}}] %{{.*}} : !tt.tensordesc<tensor<1x128xbf16, #shared>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<32x128xbf16, #shared, #smem, mutable>
    ttng.async_tma_scatter %d[%xs, %y] %dst : !tt.tensordesc<tensor<1x128xbf16, #shared>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<32x128xbf16, #shared, #smem, mutable>
    tt.return
  }

  // CHECK-LABEL: tt.func @wgmma
  tt.func @wgmma(%c: tensor<128x128xf32, #mma>, %useC: i1) {
    %a = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    // CHECK: ttng.warp_group_dot %{{.*}}, %{{.*}}, %{{.*}} {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x128xf16, #shared, #smem, mutable> -> tensor<128x128xf32, #mma>
    %0 = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x128xf16, #shared, #smem, mutable> -> tensor<128x128xf32, #mma>
    // CHECK: ttng.warp_group_dot %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {maxNumImpreciseAcc = 1073741824 : i32} :
    %1 = ttng.warp_group_dot %a, %b, %0, %useC {maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x128xf16, #shared, #smem, mutable> -> tensor<128x128xf32, #mma>
    // CHECK: ttng.warp_group_dot_wait %{{.*}}, %{{.*}}, %{{.*}} {pendings = 0 : i32} : tensor<128x128xf32, #mma>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    %2:3 = ttng.warp_group_dot_wait %1, %a, %b {pendings = 0 : i32} : tensor<128x128xf32, #mma>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    tt.return
  }

  // CHECK-LABEL: tt.func @tcgen05
  tt.func @tcgen05(%x: tensor<128x128xf32, #blocked>, %useD: i1, %pred: i1) {
    %true = arith.constant true
    %a = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    // CHECK: %[[ACC:.*]], %[[TOK:.*]] = ttng.tmem_alloc %{{.*}} : (tensor<128x128xf32, #blocked>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %acc, %tok = ttng.tmem_alloc %x : (tensor<128x128xf32, #blocked>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    // CHECK: ttng.tmem_alloc : () -> !ttg.memdesc<256x128xf32, #tmem1, #ttng.tensor_memory, mutable>
    %acc1 = ttng.tmem_alloc : () -> !ttg.memdesc<256x128xf32, #tmem1, #ttng.tensor_memory, mutable>
    // CHECK: ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem2, #ttng.tensor_memory, mutable>
    %acc2 = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem2, #ttng.tensor_memory, mutable>
    // CHECK: %[[T1:.*]] = ttng.tc_gen5_mma %{{.*}}, %{{.*}}, %[[ACC]][%[[TOK]]], %{{.*}}, %{{.*}} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x128xf16, #shared, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %t1 = ttng.tc_gen5_mma %a, %b, %acc[%tok], %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x128xf16, #shared, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    // CHECK: ttng.tc_gen5_mma %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}[%{{.*}}] {is_async} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x128xf16, #shared, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.tc_gen5_mma %a, %b, %acc, %useD, %true, %bar[%pred] {is_async} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x128xf16, #shared, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    // CHECK: %{{.*}}, %[[T2:.*]] = ttng.tmem_load %[[ACC]][%[[T1]]] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
    %v, %t2 = ttng.tmem_load %acc[%t1] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
    // CHECK: ttng.tmem_load %{{.*}} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
    %w = ttng.tmem_load %acc : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
    // CHECK: ttng.tmem_store %{{.*}}, %[[ACC]][%[[T2]]], %{{.*}} : tensor<128x128xf32, #blocked> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %t3 = ttng.tmem_store %v, %acc[%t2], %true : tensor<128x128xf32, #blocked> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    // CHECK: ttng.tmem_store %{{.*}}, %{{.*}}, %{{.*}} : tensor<128x128xf32, #blocked> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    ttng.tmem_store %w, %acc, %pred : tensor<128x128xf32, #blocked> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    // CHECK: ttng.tmem_subslice %{{.*}} {N = 64 : i32} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable, 128x128>
    %s = ttng.tmem_subslice %acc {N = 64 : i32} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable, 128x128>
    // CHECK: ttng.tc_gen5_commit %{{.*}}, %{{.*}} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.tc_gen5_commit %bar, %pred : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    // CHECK: ttng.tc_gen5_commit %{{.*}} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.tc_gen5_commit %bar : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    tt.return
  }

  // CHECK-LABEL: tt.func @scaled
  tt.func @scaled(%a: !ttg.memdesc<128x64xi8, #shared, #smem>, %b: !ttg.memdesc<64x128xi8, #shared, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %as: !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, %bs: !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, %src: !ttg.memdesc<128x2xi8, #shared1, #smem>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %p: i1) {
    // CHECK: ttng.tc_gen5_mma_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} lhs = e4m3 rhs = e2m1, %{{.*}}[%{{.*}}] {is_async} : !ttg.memdesc<128x64xi8, #shared, #smem>, !ttg.memdesc<64x128xi8, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.tc_gen5_mma_scaled %a, %b, %acc, %as, %bs, %p, %p lhs = e4m3 rhs = e2m1, %bar[%p] {is_async} : !ttg.memdesc<128x64xi8, #shared, #smem>, !ttg.memdesc<64x128xi8, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    // CHECK: ttng.tmem_copy %{{.*}}, %{{.*}} : !ttg.memdesc<128x2xi8, #shared1, #smem>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>
    ttng.tmem_copy %src, %as : !ttg.memdesc<128x2xi8, #shared1, #smem>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>
    tt.return
  }
}
