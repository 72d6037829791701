// RUN: tt-opt --tt-keep-source-names=false %s | FileCheck %s
// RUN: tt-opt --tt-keep-source-names=false %s | tt-opt --tt-keep-source-names=false | FileCheck %s

// Every txlgpu op in TXL's textual form.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @ids_and_budgets
  tt.func @ids_and_budgets() -> i32 {
    // CHECK-NEXT: %0 = txlgpu.canonical_warpgroup_id
    // CHECK-NEXT: %1 = txlgpu.warp_id
    // CHECK-NEXT: %2 = txlgpu.lane_id
    // CHECK-NEXT: %3 = txlgpu.cluster_cta_rank
    // CHECK-NEXT: txlgpu.reg_alloc {regCount = 232 : i32}
    // CHECK-NEXT: txlgpu.reg_dealloc {regCount = 40 : i32}
    // CHECK-NEXT: txlgpu.bar_arrive {bar = 1 : i32, numThreads = 256 : i32}
    // CHECK-NEXT: txlgpu.bar_wait {bar = 1 : i32, numThreads = 256 : i32}
    // CHECK-NEXT: txlgpu.bar_wait_all
    // CHECK-NEXT: txlgpu.init_ctx
    // CHECK-NEXT: txlgpu.save_ctx {asyncTaskId = 1 : i32}
    // CHECK-NEXT: txlgpu.restore_ctx {asyncTaskId = 1 : i32}
    %0 = txlgpu.canonical_warpgroup_id
    %1 = txlgpu.warp_id
    %2 = txlgpu.lane_id
    %3 = txlgpu.cluster_cta_rank
    txlgpu.reg_alloc {regCount = 232 : i32}
    txlgpu.reg_dealloc {regCount = 40 : i32}
    txlgpu.bar_arrive {bar = 1 : i32, numThreads = 256 : i32}
    txlgpu.bar_wait {bar = 1 : i32, numThreads = 256 : i32}
    txlgpu.bar_wait_all
    txlgpu.init_ctx
    txlgpu.save_ctx {asyncTaskId = 1 : i32}
    txlgpu.restore_ctx {asyncTaskId = 1 : i32}
    %4 = arith.addi %0, %1 : i32
    %5 = arith.addi %2, %3 : i32
    %6 = arith.addi %4, %5 : i32
    tt.return %6 : i32
  }

  // CHECK-LABEL: tt.func @fragments
  tt.func @fragments(%buf: !ttg.memdesc<32x16xf32, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1, %x: tensor<32x16xf32, #blocked>) -> tensor<32x16xf32, #blocked> {
    // The formats are TXL's: the register type follows without a space, and
    // `type($dst)` drops the memdesc's `!ttg.memdesc` (MLIR prints a type
    // of a known class stripped there).
    // CHECK-NEXT: %0 = txlgpu.frag_local_load %arg0 {fullLayout = false} : (!ttg.memdesc<32x16xf32, #shared, #smem, mutable>) -> tensor<32x16xf32, #blocked>(tensor<32x16xf32, #blocked>)
    // CHECK-NEXT: %1 = txlgpu.frag_local_load %arg0 pred %arg2 {fullLayout = true} : (!ttg.memdesc<32x16xf32, #shared, #smem, mutable>, i1) -> tensor<32x16xf32, #blocked>(tensor<32x16xf32, #blocked>)
    // CHECK-NEXT: txlgpu.frag_local_store %0, %arg0 : tensor<32x16xf32, #blocked>(tensor<32x16xf32, #blocked>), <32x16xf32, #shared, #smem, mutable>
    // CHECK-NEXT: txlgpu.frag_local_store %arg3, %arg0 mbar %arg1 pred %arg2 : tensor<32x16xf32, #blocked>(tensor<32x16xf32, #blocked>), <32x16xf32, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>, i1
    %0 = txlgpu.frag_local_load %buf {fullLayout = false} : (!ttg.memdesc<32x16xf32, #shared, #smem, mutable>) -> tensor<32x16xf32, #blocked> (tensor<32x16xf32, #blocked>)
    %1 = txlgpu.frag_local_load %buf pred %p {fullLayout = true} : (!ttg.memdesc<32x16xf32, #shared, #smem, mutable>, i1) -> tensor<32x16xf32, #blocked> (tensor<32x16xf32, #blocked>)
    txlgpu.frag_local_store %0, %buf : tensor<32x16xf32, #blocked> (tensor<32x16xf32, #blocked>), !ttg.memdesc<32x16xf32, #shared, #smem, mutable>
    txlgpu.frag_local_store %x, %buf mbar %bar pred %p : tensor<32x16xf32, #blocked> (tensor<32x16xf32, #blocked>), !ttg.memdesc<32x16xf32, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>, i1
    tt.return %1 : tensor<32x16xf32, #blocked>
  }
}
