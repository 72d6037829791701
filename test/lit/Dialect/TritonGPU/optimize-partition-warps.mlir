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

// A partition holding a small tensor fits in fewer warps; its layouts would
// have to be assigned again (Triton's relayout-tritongpu pipeline), which
// tt-opt does not do yet: an error at the op, the module left as it was.
// TRACE: partition 0: 4 -> 2 warps (needs 8 registers per thread, 341 available)
// TRACE-NEXT: partition 0: 2 -> 1 warps (needs 16 registers per thread, 409 available)
// TRACE-NEXT: partition 0: 1 warps (at least 1), 88 registers requested (it has tensors)
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @relayout(%p: !tt.ptr<i32>) {
    // expected-error @below {{tritongpu-optimize-partition-warps: partition 0 holds tensors and goes from 4 to 1 warps; assigning its layouts again (Triton's relayout-tritongpu pipeline) is not implemented}}
    ttg.warp_specialize(%p)
    default {
      ttg.warp_yield
    }
    partition0(%q: !tt.ptr<i32>) num_warps(4) {
      %ptrs = tt.splat %q : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
      %v = tt.load %ptrs : tensor<128x!tt.ptr<i32>, #blocked>
      tt.store %ptrs, %v : tensor<128x!tt.ptr<i32>, #blocked>
      ttg.warp_return
    } : (!tt.ptr<i32>) -> ()
    tt.return
  }
}
