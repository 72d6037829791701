// RUN: tt-opt --split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm %s | FileCheck %s
// RUN: not tt-opt -allocate-shared-memory-nv -convert-triton-gpu-to-llvm %S/Inputs/txl-mbar-arrive-tensor.mlir -o /dev/null 2>&1 | FileCheck %S/Inputs/txl-mbar-arrive-tensor.mlir
// RUN: tt-opt -tritongpu-allocate-warp-groups %S/Inputs/txl-total-warps.mlir --split-input-file | FileCheck %S/Inputs/txl-total-warps.mlir

// txl.mbar_arrive: every thread arrives where `pred` holds (true without
// one), as TXL lowers it; trackAsyncOp arrives with the thread's cp.async
// copies, txCount expects bytes too, remoteCtaId arrives on that CTA's
// barrier. The txlgpu ops stay for convert-txlgpu-to-llvm.
// CHECK-LABEL: llvm.func @arrives
// CHECK: %[[TRUE:.*]] = llvm.mlir.constant(true) : i1
// CHECK: llvm.inline_asm has_side_effects {{.*}}"@$1 mbarrier.arrive.shared.b64 _, [$0];", "r,b" %{{.*}}, %[[TRUE]]
// CHECK: llvm.inline_asm has_side_effects {{.*}}"@$1 mbarrier.arrive.shared.b64 _, [$0];", "r,b" %{{.*}}, %p
// CHECK: llvm.inline_asm has_side_effects {{.*}}"@$1 cp.async.mbarrier.arrive.noinc.shared.b64 [$0];", "r,b"
// CHECK: llvm.inline_asm has_side_effects {{.*}}"@$1 mbarrier.arrive.expect_tx.shared.b64 _, [$0], 64;", "r,b"
// CHECK: llvm.inline_asm has_side_effects {{.*}}"{\0A\09.reg .b32 remote;\0A\09@$2 mapa.shared::cluster.u32 remote, $0, $1;\0A\09@$2 mbarrier.arrive.shared::cluster.b64 _, [remote];\0A}", "r,r,b" %{{.*}}, %cta, %p
// CHECK: txlgpu.reg_alloc {regCount = 232 : i32}
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @arrives(%p: i1, %cta: i32) {
    %b = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    txl.mbar_arrive %b {operandSegmentSizes = array<i32: 1, 0, 0>, trackAsyncOp = false} : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    txl.mbar_arrive %b, %p {operandSegmentSizes = array<i32: 1, 1, 0>, trackAsyncOp = false} : !ttg.memdesc<1xi64, #bar, #smem, mutable>, i1
    txl.mbar_arrive %b, %p {operandSegmentSizes = array<i32: 1, 1, 0>, trackAsyncOp = true} : !ttg.memdesc<1xi64, #bar, #smem, mutable>, i1
    txl.mbar_arrive %b, %p {operandSegmentSizes = array<i32: 1, 1, 0>, trackAsyncOp = false, txCount = 64 : i32} : !ttg.memdesc<1xi64, #bar, #smem, mutable>, i1
    txl.mbar_arrive %b, %p, %cta {operandSegmentSizes = array<i32: 1, 1, 1>, trackAsyncOp = false} : !ttg.memdesc<1xi64, #bar, #smem, mutable>, i1, i32
    txlgpu.reg_alloc {regCount = 232 : i32}
    tt.return
  }
}

// -----

// In TXL's IR (ttg.txl-warpgroups-set), an op of warp group W counts its
// thread ids from thread W * 128 (4 warps), masked to the group; one that
// no branch assigned sees the CTA's own ids, unmasked, so only thread 0
// initializes the barrier (Triton 3.6 would mask it to thread 0 of each
// group of 4 warps).
// CHECK-LABEL: llvm.func @warp_group_ids
// CHECK: %[[T0:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NOT: llvm.and %[[T0]]
// CHECK: llvm.icmp "eq" %[[T0]]
// CHECK: mbarrier.init
// CHECK: %[[T1:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %[[START:.*]] = llvm.mlir.constant(256 : i32) : i32
// CHECK-NEXT: %[[REL:.*]] = llvm.sub %[[T1]], %[[START]] : i32
// CHECK-NEXT: %[[MASK:.*]] = llvm.mlir.constant(127 : i32) : i32
// CHECK-NEXT: llvm.and %[[REL]], %[[MASK]] : i32
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 12 : i32, "ttg.txl-warpgroups-set" = 1 : i32} {
  tt.func public @warp_group_ids(%p: i1) {
    %b = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.init_barrier %b, 1 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    "ttng.barrier_expect"(%b, %p) <{size = 16384 : i32}> {ttxg.wgid = 2 : i32} : (!ttg.memdesc<1xi64, #bar, #smem, mutable>, i1) -> ()
    tt.return
  }
}
