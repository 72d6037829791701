// RUN: tt-opt -convert-txlgpu-to-llvm %s | FileCheck %s
// RUN: not tt-opt -convert-txlgpu-to-llvm %S/Inputs/txlgpu-frag-left.mlir -o /dev/null 2>&1 | FileCheck %S/Inputs/txlgpu-frag-left.mlir
// RUN: tt-opt -convert-txlgpu-to-llvm -debug-only=convert-txlgpu-to-llvm %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE

// Each txlgpu op that stays after the TritonGPU lowering becomes TXL's
// inline PTX.
// CHECK-LABEL: llvm.func @lowered
// CHECK: %[[WG:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "{\0A\09.reg .u32 t<5>;\0A\09mov.u32 t0, %tid.x;\0A\09mov.u32 t1, %tid.y;\0A\09mov.u32 t2, %tid.z;\0A\09mov.u32 t3, %ntid.x;\0A\09mov.u32 t4, %ntid.y;\0A\09mad.lo.u32 t1, t2, t4, t1;\0A\09mad.lo.u32 t0, t1, t3, t0;\0A\09shr.u32 t0, t0, 7;\0A\09shfl.sync.idx.b32 $0, t0, 0, 31, -1;\0A}", "=r"  : () -> i32
// CHECK: llvm.inline_asm {{.*}}"{\0A\09.reg .u32 t;\0A\09mov.u32 t, %tid.x;\0A\09shr.u32 $0, t, 5;\0A}", "=r"  : () -> i32
// CHECK: llvm.inline_asm {{.*}}"{\0A\09.reg .u32 t;\0A\09mov.u32 t, %tid.x;\0A\09rem.u32 $0, t, 32;\0A}", "=r"  : () -> i32
// CHECK: llvm.inline_asm {{.*}}"mov.u32 $0, %cluster_ctarank;", "=r"  : () -> i32
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "setmaxnreg.inc.sync.aligned.u32 232;", ""  : () -> ()
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "setmaxnreg.dec.sync.aligned.u32 40;", ""  : () -> ()
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "bar.arrive 1, 256;", ""  : () -> ()
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "bar.sync 1, 256;", ""  : () -> ()
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "barrier.sync 0;", ""  : () -> ()
// CHECK-NOT: txlgpu.
// TRACE: [convert-txlgpu-to-llvm] txlgpu.reg_alloc -> setmaxnreg.inc.sync.aligned.u32 232;
llvm.func @lowered() -> i32 {
  %0 = txlgpu.canonical_warpgroup_id
  %1 = txlgpu.warp_id
  %2 = txlgpu.lane_id
  %3 = txlgpu.cluster_cta_rank
  txlgpu.reg_alloc {regCount = 232 : i32}
  txlgpu.reg_dealloc {regCount = 40 : i32}
  txlgpu.bar_arrive {bar = 1 : i32, numThreads = 256 : i32}
  txlgpu.bar_wait {bar = 1 : i32, numThreads = 256 : i32}
  txlgpu.bar_wait_all
  %4 = llvm.add %0, %1 : i32
  %5 = llvm.add %2, %3 : i32
  %6 = llvm.add %4, %5 : i32
  llvm.return %6 : i32
}
