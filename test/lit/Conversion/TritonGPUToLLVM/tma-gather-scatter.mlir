// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -canonicalize -cse -verify-diagnostics | FileCheck %s
// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -debug-only=convert-triton-gpu-to-llvm -verify-diagnostics 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// sm100 TMA gather and scatter as Triton 3.6 lowers them: each warp holds
// 8 consecutive x offsets (32 rows over 4 warps, broadcast over lanes) and
// issues, from one elected thread, 2 groups of 4 rows x 2 messages (a
// 128-element bf16 row is two 128-byte swizzle widths). Message (group g,
// column block m) of warp w starts at row 8w + 4g, column 64m of the
// buffer's unswizzled layout: element 512w ^ 256g ^ 2048m (bytes x 2), at
// column y + 64m of the descriptor.
// CHECK-LABEL: llvm.func @gather_scatter
// CHECK-DAG: %[[C256:.*]] = llvm.mlir.constant(256 : i32) : i32
// CHECK-DAG: %[[C2048:.*]] = llvm.mlir.constant(2048 : i32) : i32
// CHECK-DAG: %[[C64:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK-DAG: %[[C9:.*]] = llvm.mlir.constant(9 : i32) : i32
// CHECK: %[[WARP:.*]] = nvg.warp_id
// CHECK-NEXT: %[[ELECT:.*]] = nvvm.elect.sync -> i1
// CHECK: %[[X0:.*]] = llvm.extractvalue %x[0]
// CHECK-NEXT: %[[X1:.*]] = llvm.extractvalue %x[1]
// CHECK-NEXT: %[[X2:.*]] = llvm.extractvalue %x[2]
// CHECK-NEXT: %[[X3:.*]] = llvm.extractvalue %x[3]
// CHECK: %[[X4:.*]] = llvm.extractvalue %x[4]
// CHECK: %[[W:.*]] = llvm.and %[[WARP]], %{{.*}} : i32
// CHECK: %[[W512:.*]] = llvm.shl %[[W]], %[[C9]] : i32
// CHECK: %[[A00:.*]] = llvm.getelementptr
// CHECK: "@$0 cp.async.bulk.tensor.2d.tile::gather4.shared::cluster.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4, $5, $6, $7}], [$8];", "b,r,l,r,r,r,r,r,r" %[[PRED:.*]], %[[A00]], %desc, %y, %[[X0]], %[[X1]], %[[X2]], %[[X3]], %[[BAR:[^ ]*]]
// CHECK: llvm.xor %[[W512]], %[[C2048]] : i32
// CHECK: %[[Y64:.*]] = llvm.add %y, %[[C64]] : i32
// CHECK: "@$0 cp.async.bulk.tensor.2d.tile::gather4{{.*}}" %[[PRED]], %{{.*}}, %desc, %[[Y64]], %[[X0]], %[[X1]], %[[X2]], %[[X3]], %[[BAR]]
// CHECK: llvm.xor %[[W512]], %[[C256]] : i32
// CHECK: "@$0 cp.async.bulk.tensor.2d.tile::gather4{{.*}}" %[[PRED]], %{{.*}}, %desc, %y, %[[X4]],
// CHECK: "@$0 cp.async.bulk.tensor.2d.tile::gather4{{.*}}" %[[PRED]], %{{.*}}, %desc, %[[Y64]], %[[X4]],
// CHECK-NOT: gather4
// The scatter: the same messages, shared memory last, one bulk group.
// CHECK: nvvm.elect.sync
// CHECK: "@$0 cp.async.bulk.tensor.2d.tile::scatter4.global.shared::cta.bulk_group [$1, {$2, $3, $4, $5, $6}], [$7];", "b,l,r,r,r,r,r,r" %{{.*}}, %desc, %y, %[[X0]], %[[X1]], %[[X2]], %[[X3]], %[[A00]]
// CHECK-COUNT-3: tile::scatter4
// CHECK-NEXT: nvvm.cp.async.bulk.commit.group
// TRACE: ttng.async_tma_gather: 2 groups of 4 rows x 2 messages of 64 columns per warp
// TRACE: ttng.async_tma_scatter: 2 groups of 4 rows x 2 messages of 64 columns per warp
#idx = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @gather_scatter(%desc: !tt.tensordesc<tensor<1x128xbf16, #shared>>, %x: tensor<32xi32, #ttg.slice<{dim = 0, parent = #idx}>>, %y: i32, %phase: i32) {
    %true = arith.constant true
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x128xbf16, #shared, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.barrier_expect %bar, 8192, %true : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.async_tma_gather %desc[%x, %y] %buf, %bar, %true : !tt.tensordesc<tensor<1x128xbf16, #shared>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #idx}>>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<32x128xbf16, #shared, #smem, mutable>, i1
    ttng.wait_barrier %bar, %phase : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.fence_async_shared {bCluster = false}
    ttng.async_tma_scatter %desc[%x, %y] %buf : !tt.tensordesc<tensor<1x128xbf16, #shared>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #idx}>>, i32, !ttg.memdesc<32x128xbf16, #shared, #smem, mutable>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    tt.return
  }
}

// -----

// gather4 is an sm100 instruction: reported on sm90.
#idx = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @gather_sm90(%desc: !tt.tensordesc<tensor<1x128xbf16, #shared>>, %x: tensor<32xi32, #ttg.slice<{dim = 0, parent = #idx}>>, %y: i32) {
    %true = arith.constant true
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x128xbf16, #shared, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    // expected-error @+1 {{ttng.async_tma_gather: tile::gather4 / tile::scatter4 need sm_100 or newer}}
    ttng.async_tma_gather %desc[%x, %y] %buf, %bar, %true : !tt.tensordesc<tensor<1x128xbf16, #shared>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #idx}>>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<32x128xbf16, #shared, #smem, mutable>, i1
    tt.return
  }
}

// -----

// x offsets spread over lanes (each lane its own row) do not make 4-row
// groups per warp: reported.
#idx = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @scatter_lanes(%desc: !tt.tensordesc<tensor<1x128xbf16, #shared>>, %x: tensor<32xi32, #idx>, %y: i32) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x128xbf16, #shared, #smem, mutable>
    // expected-error @+1 {{ttng.async_tma_scatter: the x offsets must come 4 consecutive rows per group of registers}}
    ttng.async_tma_scatter %desc[%x, %y] %buf : !tt.tensordesc<tensor<1x128xbf16, #shared>>, tensor<32xi32, #idx>, i32, !ttg.memdesc<32x128xbf16, #shared, #smem, mutable>
    tt.return
  }
}
