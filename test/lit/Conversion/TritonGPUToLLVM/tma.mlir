// RUN: tt-opt %s -allocate-shared-memory-nv -tritongpu-global-scratch-memory-allocation -triton-nvidia-gpu-proxy-fence-insertion -convert-triton-gpu-to-llvm -canonicalize -cse | FileCheck %s
// RUN: tt-opt %s -allocate-shared-memory-nv -tritongpu-global-scratch-memory-allocation -triton-nvidia-gpu-proxy-fence-insertion -convert-triton-gpu-to-llvm -debug-only=convert-triton-gpu-to-llvm 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// The TMA path of Triton 3.6's matmul_tma on one 64x128 f16 block, with
// Triton's inline PTX (read from its LLVM dialect for the corpus kernel).
// The descriptor lives in this program's slice of global scratch
// (program id x 128 bytes, the kernel's hidden scratch parameter); warp 0
// zeroes the 128-byte tensor map in shared scratch, thread 0 fills its
// fields (box 64x64: one swizzle width of 128 bytes per message), warp 0
// copies it out with a release fence, then acquires it, and a barrier.
// CHECK-LABEL: llvm.func @tma
// CHECK-SAME: %arg6: !llvm.ptr<1>
// CHECK: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK: %[[DESC:.*]] = llvm.getelementptr %arg6[%{{.*}}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
// Warp 0 zeroes the tensor map: `tid < 32` (signed), Triton's test, which
// LLVM then shares with the TMA issue's `tid < 32` (h_block_scaled: ptxas
// kept a second predicate of `(tid >> 5) == 0` live through the loop).
// CHECK: %[[WARP0:.*]] = llvm.icmp "slt" %{{.*}}, %[[C32]] : i32
// CHECK: "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %{{.*}}, %{{.*}}, %[[WARP0]]
// CHECK-NEXT: nvvm.bar.warp.sync
// CHECK: "@$2 tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l,b" %{{.*}}, %ptr
// CHECK-NEXT: "@$1 tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;"
// CHECK-NEXT: "@$2 tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;"
// CHECK-NEXT: "@$2 tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;"
// CHECK-NEXT: "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r,b" %{{.*}}, %n
// CHECK-NEXT: "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r,b" %{{.*}}, %m
// CHECK-NEXT: "@$2 tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l,b"
// CHECK-COUNT-2: tensormap.replace.tile.element_stride
// CHECK-NEXT: "@$1 tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;"
// CHECK-NEXT: "@$1 tensormap.replace.tile.interleave_layout.shared::cta.b1024.b32 [ $0 + 0 ], 0x0;"
// CHECK-NEXT: "@$1 tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;"
// CHECK-NEXT: "@$1 tensormap.replace.tile.fill_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x0;"
// CHECK-NEXT: "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %[[DESC]]
// CHECK-NEXT: "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %[[DESC]]
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: %[[GENERIC:.*]] = llvm.addrspacecast %[[DESC]] : !llvm.ptr<1> to !llvm.ptr
// The mbarrier: thread 0 inits it and announces the bytes; the buffer
// reuses the tensor map's scratch, so a proxy fence goes before the load.
// CHECK: %[[BAR:.*]] = llvm.getelementptr %{{.*}}[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT: "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %{{.*}}, %[[BAR]]
// CHECK: "@$0 mbarrier.arrive.expect_tx.shared.b64 _, [$1], 16384;", "b,r" %{{.*}}, %[[BAR]]
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// Two 64x64 messages (128 columns = two 128-byte swizzle widths), one
// instruction: warps 0 and 1 (tid < 64) each elect a thread; warp w's
// message starts at column y + 64 w and 4096 w elements into the buffer.
// CHECK: nvvm.elect.sync
// CHECK: %[[WARPS:.*]] = llvm.icmp "ult" %{{.*}}, %[[C64:.*]] : i32
// CHECK: %[[WARP:.*]] = nvg.warp_id
// CHECK: %[[SECOND:.*]] = llvm.icmp "ne"
// CHECK: %[[COLUMN:.*]] = llvm.select %[[SECOND]], %[[C64]], %{{.*}} : i1, i32
// CHECK: %[[Y:.*]] = llvm.add %y, %[[COLUMN]] : i32
// CHECK: llvm.select %[[SECOND]], %[[C4096:.*]], %{{.*}} : i1, i32
// CHECK: %[[DST:.*]] = llvm.getelementptr
// CHECK-NEXT: "@$0 cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %{{.*}}, %[[DST]], %[[GENERIC]], %[[Y]], %x, %[[BAR]]
// CHECK-NOT: cp.async.bulk.tensor.2d.shared
// Every thread waits on the phase; thread 0 invalidates.
// CHECK: "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %[[BAR]], %phase
// CHECK: "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %{{.*}}, %[[BAR]]
// The store: the same two messages, then one bulk group, then its wait.
// CHECK: nvvm.elect.sync
// CHECK: "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r" %{{.*}}, %[[GENERIC]], %[[Y]], %x, %[[DST]]
// CHECK-NEXT: nvvm.cp.async.bulk.commit.group
// CHECK-NEXT: nvvm.cp.async.bulk.wait_group 0 {read}
// The reductions (Triton 3.6's AsyncTMAReduceOpConversion): the store's
// messages as cp.reduce.async.bulk.tensor with the kind, one bulk group.
// CHECK: nvvm.elect.sync
// CHECK: "@$0 cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r" %{{.*}}, %[[GENERIC]], %[[Y]], %x, %[[DST]]
// CHECK-NEXT: nvvm.cp.async.bulk.commit.group
// CHECK: "@$0 cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.bulk_group [$1, {$2, $3}], [$4];"
// CHECK-NEXT: nvvm.cp.async.bulk.commit.group
// CHECK-NEXT: nvvm.cp.async.bulk.wait_group 0 {read}
// TRACE: TMA load: 2 messages
// TRACE: ttng.async_tma_copy_local_to_global: 2 messages of @$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];
// TRACE: ttng.async_tma_reduce: 2 messages of @$0 cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.bulk_group [$1, {$2, $3}], [$4];
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tma(%ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %m: i32, %n: i32, %x: i32, %y: i32, %phase: i32) {
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %stride = arith.constant 256 : i64
    %true = arith.constant true
    %scratch = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    ttng.tensormap_create %scratch, %ptr, [%c64, %c64], [%n, %m], [%stride], [%c1, %c1] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %scratch : !tt.ptr<i8>
    %desc = ttng.reinterpret_tensor_descriptor %scratch : !tt.ptr<i8> to !tt.tensordesc<tensor<64x128xf16, #shared>>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.barrier_expect %bar, 16384, %true : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.async_tma_copy_global_to_local %desc[%x, %y] %buf, %bar, %true : !tt.tensordesc<tensor<64x128xf16, #shared>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    ttng.wait_barrier %bar, %phase : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.inval_barrier %bar : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.fence_async_shared {bCluster = false}
    ttng.async_tma_copy_local_to_global %desc[%x, %y] %buf : !tt.tensordesc<tensor<64x128xf16, #shared>>, !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    ttng.async_tma_reduce add, %desc[%x, %y] %buf : !tt.tensordesc<tensor<64x128xf16, #shared>>, !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    ttng.async_tma_reduce max, %desc[%x, %y] %buf : !tt.tensordesc<tensor<64x128xf16, #shared>>, !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    tt.return
  }
}
