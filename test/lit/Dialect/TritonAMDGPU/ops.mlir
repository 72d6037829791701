// The checks use the names MLIR makes up (%arg0, %0); source names are
// tested in Tools/source-names.mlir.
// RUN: tt-opt --tt-keep-source-names=false %s | FileCheck %s
// RUN: tt-opt --tt-keep-source-names=false %s | tt-opt | FileCheck %s

// Every amdg op in the assembly Triton 3.6 prints.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 16, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {

// CHECK-LABEL: tt.func @buffer_ops
tt.func @buffer_ops(%ptr: !tt.ptr<f16>, %offs: tensor<64x64xi32, #blocked>, %mask: tensor<64x64xi1, #blocked>, %other: tensor<64x64xf16, #blocked>, %stride: i32) {
  // CHECK: amdg.buffer_load %arg0[%arg1] : tensor<64x64xf16, #blocked>
  %0 = amdg.buffer_load %ptr[%offs] : tensor<64x64xf16, #blocked>
  // CHECK: amdg.buffer_load %arg0[%arg1], %arg2, %arg3 cacheModifier = cg stride = %arg4 : tensor<64x64xf16, #blocked>
  %1 = amdg.buffer_load %ptr[%offs], %mask, %other cacheModifier = cg stride = %stride : tensor<64x64xf16, #blocked>
  // CHECK: amdg.buffer_load %arg0[%arg1], %arg2 stride = %arg4 {contiguity = 8 : i32} : tensor<64x64xf16, #blocked>
  %2 = amdg.buffer_load %ptr[%offs], %mask stride = %stride {contiguity = 8 : i32} : tensor<64x64xf16, #blocked>
  // CHECK: amdg.buffer_store %0, %arg0[%arg1], %arg2 : tensor<64x64xf16, #blocked>
  amdg.buffer_store %0, %ptr[%offs], %mask : tensor<64x64xf16, #blocked>
  // CHECK: amdg.buffer_store %1, %arg0[%arg1] cacheModifier = wt stride = %arg4 : tensor<64x64xf16, #blocked>
  amdg.buffer_store %1, %ptr[%offs] cacheModifier = wt stride = %stride : tensor<64x64xf16, #blocked>
  tt.return
}

// CHECK-LABEL: tt.func @buffer_atomics
tt.func @buffer_atomics(%ptr: !tt.ptr<f32>, %iptr: !tt.ptr<i64>, %offs: tensor<256xi32, #blocked1>, %mask: tensor<256xi1, #blocked1>, %v: tensor<256xf32, #blocked1>, %c: tensor<256xi64, #blocked1>, %stride: i32) {
  // CHECK: amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %arg4, %arg0[%arg2], %arg3 : tensor<256xf32, #blocked1>
  %0 = amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %v, %ptr[%offs], %mask : tensor<256xf32, #blocked1>
  // CHECK: amdg.buffer_atomic_rmw exch, relaxed, cta, %arg4, %arg0[%arg2] stride = %arg6 : tensor<256xf32, #blocked1>
  %1 = amdg.buffer_atomic_rmw exch, relaxed, cta, %v, %ptr[%offs] stride = %stride : tensor<256xf32, #blocked1>
  // CHECK: amdg.buffer_atomic_cas acq_rel, sys, %arg5, %arg5, %arg1[%arg2] : tensor<256xi64, #blocked1>
  %2 = amdg.buffer_atomic_cas acq_rel, sys, %c, %c, %iptr[%offs] : tensor<256xi64, #blocked1>
  tt.return
}

// CHECK-LABEL: tt.func @buffer_load_to_local
tt.func @buffer_load_to_local(%ptr: !tt.ptr<f16>, %offs: tensor<64x64xi32, #blocked>, %mask: tensor<64x64xi1, #blocked>, %other: tensor<64x64xf16, #blocked>, %stride: i32) {
  %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  // CHECK: amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<64x64xi32, #blocked>]  -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  %0 = amdg.buffer_load_to_local %ptr[%offs] into %buf : !tt.ptr<f16>[tensor<64x64xi32, #blocked>] -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  // CHECK: amdg.buffer_load_to_local %arg0[%arg1] mask = %arg2 other = %arg3 stride = %arg4 cacheModifier = ca into %0 : <f16>[tensor<64x64xi32, #blocked>] tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  %1 = amdg.buffer_load_to_local %ptr[%offs] mask = %mask other = %other stride = %stride cacheModifier = ca into %buf : !tt.ptr<f16>[tensor<64x64xi32, #blocked>] tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  // CHECK: amdg.async_wait %1, %2 {num_inst = 0 : i32}
  %2 = amdg.async_wait %0, %1 {num_inst = 0 : i32}
  // CHECK: amdg.async_wait {num_inst = 1 : i32}
  %3 = amdg.async_wait {num_inst = 1 : i32}
  tt.return
}

// CHECK-LABEL: tt.func @reshape
tt.func @reshape(%a: tensor<64x128xf16, #blocked>, %b: tensor<64x128xf16, #blocked>) {
  // CHECK: amdg.extract_slice %arg0 [0, 64] : tensor<64x128xf16, #blocked> to tensor<64x64xf16, #blocked>
  %0 = amdg.extract_slice %a [0, 64] : tensor<64x128xf16, #blocked> to tensor<64x64xf16, #blocked>
  // CHECK: amdg.concat %arg0, %arg1 : tensor<64x128xf16, #blocked>, tensor<64x128xf16, #blocked> -> tensor<128x128xf16, #blocked>
  %1 = amdg.concat %a, %b : tensor<64x128xf16, #blocked>, tensor<64x128xf16, #blocked> -> tensor<128x128xf16, #blocked>
  // CHECK: amdg.in_thread_transpose %arg0 : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #blocked2>
  %2 = amdg.in_thread_transpose %a : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #blocked2>
  tt.return
}

// CHECK-LABEL: tt.func @upcasts
tt.func @upcasts(%x: tensor<64x32xi8, #blocked>, %s: tensor<64x2xi8, #blocked>, %f4: tensor<64x32xi8, #blocked>, %sc: tensor<64x64xbf16, #blocked>, %f8: tensor<64x64xf8E4M3FN, #blocked>) {
  // CHECK: amdg.upcast_mxfp %arg0, %arg1 fp_type = e2m1 {fastMath = false} : tensor<64x32xi8, #blocked>, tensor<64x2xi8, #blocked> -> tensor<64x64xbf16, #blocked>
  %0 = amdg.upcast_mxfp %x, %s fp_type = e2m1 {fastMath = false} : tensor<64x32xi8, #blocked>, tensor<64x2xi8, #blocked> -> tensor<64x64xbf16, #blocked>
  // CHECK: amdg.scaled_upcast_fp4 %arg2 scale %arg3 {axis = 1 : i32} : tensor<64x32xi8, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xbf16, #blocked>
  %1 = amdg.scaled_upcast_fp4 %f4 scale %sc {axis = 1 : i32} : tensor<64x32xi8, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xbf16, #blocked>
  // CHECK: amdg.scaled_upcast_fp8 %arg4 scale %arg3 : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xf16, #blocked>
  %2 = amdg.scaled_upcast_fp8 %f8 scale %sc : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xf16, #blocked>
  tt.return
}

// CHECK-LABEL: tt.func @lds
tt.func @lds(%a: !ttg.memdesc<16x64xi8, #shared1, #smem, mutable>, %phase: i32) {
  // CHECK: amdg.local_load_packed_tranposed %arg0 : !ttg.memdesc<16x64xi8, #shared1, #smem, mutable> -> tensor<32x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
  %0 = amdg.local_load_packed_tranposed %a : !ttg.memdesc<16x64xi8, #shared1, #smem, mutable> -> tensor<32x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
  %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared2, #smem, mutable>
  // CHECK: amdg.init_barrier %1, 2 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
  amdg.init_barrier %bar, 2 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
  // CHECK: amdg.arrive_barrier %1, 1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> i32
  %1 = amdg.arrive_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> i32
  // CHECK: amdg.async_copy_mbarrier_arrive %1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
  amdg.async_copy_mbarrier_arrive %bar : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
  // CHECK: amdg.wait_barrier %1, %arg1 : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
  amdg.wait_barrier %bar, %phase : !ttg.memdesc<1xi64, #shared2, #smem, mutable>
  tt.return
}

// CHECK-LABEL: tt.func @tdm
tt.func @tdm(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %i: i32, %j: i32, %pred: i32) {
  %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared2, #smem, mutable>
  // CHECK: amdg.async_tdm_copy_global_to_local %arg0[%arg1, %arg2] into %0, %arg3 : !tt.tensordesc<tensor<64x64xf16, #shared>> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  %0 = amdg.async_tdm_copy_global_to_local %desc[%i, %j] into %buf, %pred : !tt.tensordesc<tensor<64x64xf16, #shared>> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  // CHECK: amdg.async_tdm_copy_global_to_local %arg0[%arg1, %arg2] into %0, %arg3, barrier = %1 : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  %1 = amdg.async_tdm_copy_global_to_local %desc[%i, %j] into %buf, %pred, barrier = %bar : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared2, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  // CHECK: amdg.async_tdm_wait %2, %3 {num = 0 : i32}
  %2 = amdg.async_tdm_wait %0, %1 {num = 0 : i32}
  // CHECK: amdg.async_tdm_copy_local_to_global %arg0[%arg1, %arg2] from %0 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !tt.tensordesc<tensor<64x64xf16, #shared>>
  amdg.async_tdm_copy_local_to_global %desc[%i, %j] from %buf : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !tt.tensordesc<tensor<64x64xf16, #shared>>
  tt.return
}

// CHECK-LABEL: tt.func @sync
tt.func @sync(%pred: i1) {
  // CHECK: amdg.cond_barrier %arg0
  amdg.cond_barrier %pred
  // CHECK: amdg.memory_counter_wait{{$}}
  amdg.memory_counter_wait
  // CHECK: amdg.memory_counter_wait load(0) ds(2)
  amdg.memory_counter_wait ds(2) load(0)
  // CHECK: amdg.instruction_sched_hint {variant = #amdg.SchedHintVariant<local_prefetch>}
  amdg.instruction_sched_hint {variant = #amdg.SchedHintVariant<local_prefetch>}
  tt.return
}

}

// CHECK-LABEL: llvm.func @masked
llvm.func @masked(%p: !llvm.ptr<1>, %m: i1, %v: vector<4xf32>, %mc: i16) {
  // CHECK: amdg.masked_load %arg0, %arg1, %arg2 : (!llvm.ptr<1>, i1, vector<4xf32>) -> vector<4xf32>
  %0 = amdg.masked_load %p, %m, %v : (!llvm.ptr<1>, i1, vector<4xf32>) -> vector<4xf32>
  // CHECK: amdg.masked_load %arg0, %arg1, %arg2, %arg3 cacheModifier = cg forceNoAlias true : (!llvm.ptr<1>, i1, vector<4xf32>, i16) -> vector<4xf32>
  %1 = amdg.masked_load %p, %m, %v, %mc cacheModifier = cg forceNoAlias true : (!llvm.ptr<1>, i1, vector<4xf32>, i16) -> vector<4xf32>
  // CHECK: amdg.masked_store %arg0, %0, %arg1 : !llvm.ptr<1>, vector<4xf32>, i1
  amdg.masked_store %p, %0, %m : !llvm.ptr<1>, vector<4xf32>, i1
  llvm.return
}
