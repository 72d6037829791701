// RUN: tt-opt %s -split-input-file -tritongpu-optimize-partition-warps -verify-diagnostics | FileCheck %s
// RUN: not tt-opt %s -split-input-file -tritongpu-optimize-partition-warps -debug-only=tritongpu-optimize-partition-warps 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// Triton 3.6's rules beyond the real kernels of optimize-partition-warps.test.
// Partition 0 waits on an mbarrier and loads by TMA, then reads tensor
// memory: the later op wins, so it keeps 4 warps (a tensor-memory op
// first, then a TMA copy, would allow 2). Partition 1 has no tensor and no
// limit: 4 -> 2 -> 1 warps. Requests: 88 registers for a partition with
// tensors (partition 0's tmem_load result), 24 without.
// CHECK-LABEL: tt.func @limits
// CHECK:         ttg.warp_specialize(%{{.*}}) attributes {requestedRegisters = array<i32: 88, 24>}
// CHECK:         partition0({{.*}}) num_warps(4) {
// CHECK:         partition1({{.*}}) num_warps(1) {
// TRACE: partition 1: 4 -> 2 warps (needs 0 registers per thread, 204 available)
// TRACE-NEXT: partition 1: 2 -> 1 warps (needs 0 registers per thread, 227 available)
// TRACE-NEXT: partition 0: 4 warps (at least 4), 88 registers requested (it has tensors)
// TRACE-NEXT: partition 1: 1 warps (at least 1), 24 registers requested (no tensors)
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @limits(%desc: !tt.tensordesc<tensor<128x64xf16, #nvmma>>, %acc: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, %buf: !ttg.memdesc<128x64xf16, #nvmma, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    ttg.warp_specialize(%desc, %acc, %buf, %bar)
    default {
      ttg.warp_yield
    }
    partition0(%d: !tt.tensordesc<tensor<128x64xf16, #nvmma>>, %a: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, %s: !ttg.memdesc<128x64xf16, #nvmma, #smem, mutable>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>) num_warps(4) {
      %c0 = arith.constant 0 : i32
      %true = arith.constant true
      ttng.async_tma_copy_global_to_local %d[%c0, %c0] %s, %b, %true : !tt.tensordesc<tensor<128x64xf16, #nvmma>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x64xf16, #nvmma, #smem, mutable>
      %v = ttng.tmem_load %a : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #linear>
      ttg.warp_return
    }
    partition1(%d: !tt.tensordesc<tensor<128x64xf16, #nvmma>>, %a: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, %s: !ttg.memdesc<128x64xf16, #nvmma, #smem, mutable>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>) num_warps(4) {
      ttg.warp_return
    } : (!tt.tensordesc<tensor<128x64xf16, #nvmma>>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x64xf16, #nvmma, #smem, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>) -> ()
    tt.return
  }
}

// -----

// A partition holding a small tensor fits in fewer warps, 4 -> 1: its
// layouts are assigned again for 1 warp. The container's argument gets the
// AxisInfo of the capture: without a hint the pointer's divisibility is 1,
// so coalesce keeps one i32 per thread; with tt.divisibility = 16 it gives
// each thread 4 consecutive ones (128 bits).
// TRACE: ttg.warp_specialize in @relayout
// TRACE: partition 0: 4 -> 2 warps (needs 8 registers per thread, 341 available)
// TRACE-NEXT: partition 0: 2 -> 1 warps (needs 16 registers per thread, 409 available)
// TRACE-NEXT: partition 0: 1 warps (at least 1), 88 registers requested (it has tensors)
// TRACE-NEXT: partition 0: layouts again for 1 warps: convert-triton-to-tritongpu{target=cuda:100 num-warps=1 threads-per-warp=32 num-ctas=1 enable-source-remat=true},relayout-tritongpu
// TRACE-NEXT: partition 0: tritongpu-coalesce,tritongpu-remove-layout-conversions,tritongpu-optimize-thread-locality,tritongpu-accelerate-matmul,tritongpu-remove-layout-conversions
// CHECK-DAG: #[[ONE:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// CHECK-DAG: #[[FOUR:.*]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// CHECK-LABEL: tt.func @relayout
// CHECK:         ttg.warp_specialize(%{{.*}}) attributes {requestedRegisters = array<i32: 88>}
// CHECK:         partition0(%[[Q:.*]]: !tt.ptr<i32>) num_warps(1) {
// CHECK-NEXT:      %[[R:.*]] = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #[[ONE]]>
// CHECK-NEXT:      %[[S:.*]] = tt.splat %[[Q]] : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #[[ONE]]>
// CHECK-NEXT:      %[[P:.*]] = tt.addptr %[[S]], %[[R]] : tensor<128x!tt.ptr<i32>, #[[ONE]]>, tensor<128xi32, #[[ONE]]>
// CHECK-NEXT:      %[[V:.*]] = tt.load %[[P]] : tensor<128x!tt.ptr<i32>, #[[ONE]]>
// CHECK-NEXT:      tt.store %[[P]], %[[V]] : tensor<128x!tt.ptr<i32>, #[[ONE]]>
// CHECK-NEXT:      ttg.warp_return
// CHECK-LABEL: tt.func @relayout_aligned
// CHECK:         partition0(%{{.*}}: !tt.ptr<i32>) num_warps(1) {
// CHECK:           tt.load %{{.*}} : tensor<128x!tt.ptr<i32>, #[[FOUR]]>
// CHECK:           tt.store %{{.*}}, %{{.*}} : tensor<128x!tt.ptr<i32>, #[[FOUR]]>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @relayout(%p: !tt.ptr<i32>) {
    ttg.warp_specialize(%p)
    default {
      ttg.warp_yield
    }
    partition0(%q: !tt.ptr<i32>) num_warps(4) {
      %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
      %s = tt.splat %q : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
      %ptrs = tt.addptr %s, %r : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>
      %v = tt.load %ptrs : tensor<128x!tt.ptr<i32>, #blocked>
      tt.store %ptrs, %v : tensor<128x!tt.ptr<i32>, #blocked>
      ttg.warp_return
    } : (!tt.ptr<i32>) -> ()
    tt.return
  }
  tt.func @relayout_aligned(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    ttg.warp_specialize(%p)
    default {
      ttg.warp_yield
    }
    partition0(%q: !tt.ptr<i32>) num_warps(4) {
      %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
      %s = tt.splat %q : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
      %ptrs = tt.addptr %s, %r : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>
      %v = tt.load %ptrs : tensor<128x!tt.ptr<i32>, #blocked>
      tt.store %ptrs, %v : tensor<128x!tt.ptr<i32>, #blocked>
      ttg.warp_return
    } : (!tt.ptr<i32>) -> ()
    tt.return
  }
}

// -----

// The conversion leaves ttg ops alone: a ttg.local_load's tensor has no
// layout until remove-layout-conversions gives it that of its users. Here
// its only user is a ttg.local_store, so it keeps none: an error at the op.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @local_copy(%from: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %to: !ttg.memdesc<128xf32, #shared, #smem, mutable>) {
    // expected-note @below {{in this ttg.warp_specialize}}
    ttg.warp_specialize(%from, %to)
    default {
      ttg.warp_yield
    }
    partition0(%a: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %b: !ttg.memdesc<128xf32, #shared, #smem, mutable>) num_warps(4) {
      // expected-error @below {{tritongpu-optimize-partition-warps: after relayout of partition 0, 'tensor<128xf32>' has no layout}}
      %v = ttg.local_load %a : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
      ttg.local_store %v, %b : tensor<128xf32, #blocked> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
      ttg.warp_return
    } : (!ttg.memdesc<128xf32, #shared, #smem, mutable>, !ttg.memdesc<128xf32, #shared, #smem, mutable>) -> ()
    tt.return
  }
}
