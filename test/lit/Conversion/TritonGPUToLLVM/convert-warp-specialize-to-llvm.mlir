// RUN: tt-opt %s -split-input-file -convert-warp-specialize-to-llvm -verify-diagnostics | FileCheck %s
// RUN: tt-opt %s -split-input-file -convert-warp-specialize-to-llvm -debug-only=convert-warp-specialize-to-llvm -verify-diagnostics -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE

// A kernel of 4 default warps and two warp groups of workers (12 warps),
// under tritongpu-allocate-warp-groups' budget of 168 registers (the
// attributes are Triton's for its ws_matmul_f16 kernel). Captures that are
// kernel arguments or pure computations of them (%n * 7, %ptr) are
// recomputed in each partition; the load goes through shared memory at the
// op's allocation.offset. The state bytes are at the function's.

// CHECK-LABEL: llvm.func @kernel
// Header: warp id, made uniform; default warps to the body, workers to the
// switch loop.
// CHECK:         %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK:         %[[WID:.*]] = llvm.udiv %[[TID]], %{{.*}} : i32
// CHECK:         %[[UWID:.*]] = nvvm.shfl.sync  idx %{{.*}}, %[[WID]]
// CHECK:         %[[ISDEF:.*]] = llvm.icmp "ult" %[[UWID]], %{{.*}} : i32
// CHECK:         llvm.cond_br %[[ISDEF]], ^[[BODY:bb[0-9]+]], ^[[SWITCH:bb[0-9]+]]
// The workers keep 120 registers: the default warps' 256 minus what the
// workers give up, (256 - 168) * 4 / 8 = 44, from 168, rounded down to 8.
// CHECK:       ^[[SWITCH]]:
// CHECK-NEXT:    nvvm.setmaxregister  decrease 120
// CHECK:         llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK:         %[[STATES:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK:         %[[REL:.*]] = llvm.sub %[[UWID]], %{{.*}} : i32
// CHECK:         %[[MINE:.*]] = llvm.getelementptr %[[STATES]][%[[REL]]]
// CHECK:         %[[STATE:.*]] = llvm.load %[[MINE]] : !llvm.ptr<3> -> i8
// CHECK:         llvm.switch %[[STATE]] : i8, ^[[IDLE:bb[0-9]+]] [
// CHECK-NEXT:      0: ^[[P0:bb[0-9]+]],
// CHECK-NEXT:      1: ^[[P1:bb[0-9]+]],
// CHECK-NEXT:      2: ^[[P2:bb[0-9]+]],
// CHECK-NEXT:      3: ^[[P3:bb[0-9]+]],
// CHECK-NEXT:      4: ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT:    ]
// Idle workers meet the default warps' two barriers; LICM stays out.
// CHECK:       ^[[IDLE]]:
// CHECK:         llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK:         llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK-NEXT:    llvm.br ^[[SWITCH]] {loop_annotation = #loop_annotation}
// CHECK:       ^[[EXIT]]:
// CHECK-NEXT:    llvm.return
// Partition 0 (4 warps): 88 registers, its capture, bar.sync 2, 128.
// CHECK:       ^[[P0]]:
// CHECK-NEXT:    nvvm.setmaxregister  decrease 88
// CHECK:         %[[CAP:.*]] = llvm.getelementptr %{{.*}}[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.struct<packed (i32)>
// CHECK:         %[[B:.*]] = llvm.load %[[CAP]] {alignment = 1 : i64} : !llvm.ptr<3> -> i32
// CHECK:         llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK:         %[[A:.*]] = llvm.mul %n, %{{.*}} : i32
// CHECK:         nvvm.barrier id = %{{.*}} number_of_threads = %{{.*}}
// CHECK:         %[[SUM:.*]] = llvm.add %[[A]], %[[B]] : i32
// CHECK:         llvm.store %[[SUM]], %ptr : i32, !llvm.ptr<1>
// CHECK:         llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK-NEXT:    nvvm.setmaxregister  increase 120
// CHECK-NEXT:    llvm.br ^[[SWITCH]]
// Partition 1 (2 warps): bar.sync 3, 64.
// CHECK:       ^[[P1]]:
// CHECK-NEXT:    nvvm.setmaxregister  decrease 24
// CHECK:         nvvm.barrier id
// Partition 2 (one warp): bar.warp.sync.
// CHECK:       ^[[P2]]:
// CHECK:         nvvm.bar.warp.sync
// CHECK:       ^[[P3]]:
// CHECK-NOT:     nvvm.barrier id
// CHECK:         llvm.br ^[[SWITCH]]
// The body: 256 registers; the default warps' barrier is bar.sync 0, 128.
// CHECK:       ^[[BODY]]:
// CHECK-NEXT:    nvvm.setmaxregister  increase 256
// CHECK:         %[[LOADED:.*]] = llvm.load %ptr : !llvm.ptr<1> -> i32
// CHECK:         nvvm.barrier id = %{{.*}} number_of_threads = %{{.*}}
// Worker warps 4-7 run partition 0, 8-9 partition 1, 10 and 11 the others.
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} : i8, !llvm.ptr<3>
// CHECK:         llvm.mlir.constant(1 : i8) : i8
// CHECK:         llvm.mlir.constant(2 : i8) : i8
// CHECK:         llvm.mlir.constant(3 : i8) : i8
// CHECK:         llvm.store %[[LOADED]], %{{.*}} {alignment = 1 : i64} : i32, !llvm.ptr<3>
// CHECK-NEXT:    llvm.mlir.constant(1 : i32)
// CHECK-NEXT:    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK-NEXT:    nvvm.setmaxregister  increase 256
// CHECK-NEXT:    llvm.mlir.constant(1 : i32)
// CHECK-NEXT:    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK-NEXT:    llvm.br ^[[DEFAULT:bb[0-9]+]]
// CHECK:       ^[[DEFAULT]]:
// CHECK:         nvvm.barrier id
// CHECK:         llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK-NEXT:    nvvm.setmaxregister  increase 256
// CHECK-NEXT:    llvm.br ^[[AFTER:bb[0-9]+]](%[[LOADED]] : i32)
// CHECK:       ^[[AFTER]](%[[RESULT:.*]]: i32):
// CHECK-NEXT:    llvm.store %[[RESULT]], %ptr
// Before returning: every worker warp to the exit state.
// CHECK:         llvm.mlir.constant(4 : i8) : i8
// CHECK-COUNT-8: llvm.store %{{.*}}, %{{.*}} : i8, !llvm.ptr<3>
// CHECK:         llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK-NEXT:    llvm.return

// TRACE: partition 0: barrier id 2, 128 threads
// TRACE: partition 1: barrier id 3, 64 threads
// TRACE: partition 2: one warp, bar.warp.sync
// TRACE: registers: 168 at launch, default warps 256, idle workers 120
// TRACE: 2 of 3 captures recomputed in the partitions
// TRACE: worker warp states 0, 0, 0, 0, 1, 1, 2, 3
// TRACE: @kernel: partition states 0-3, exit 4, idle otherwise
module attributes {ttg.maxnreg = 168 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 12 : i32} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @kernel(%ptr: !llvm.ptr<1>, %n: i32) attributes {allocation.offset = 64 : i32, nvvm.kernel = 1 : ui1} {
    %c7 = llvm.mlir.constant(7 : i32) : i32
    %scaled = llvm.mul %n, %c7 : i32
    %loaded = llvm.load %ptr : !llvm.ptr<1> -> i32
    nvvm.barrier0
    %r = ttg.warp_specialize(%scaled, %loaded, %ptr) attributes {actualRegisters = array<i32: 392, 88, 24, 24, 24>, allocation.offset = 0 : i32, warpGroupStartIds = array<i32: 4, 8, 10, 11>}
    default {
      nvvm.barrier0
      ttg.warp_yield %loaded : i32
    }
    partition0(%a: i32, %b: i32, %p: !llvm.ptr<1>) num_warps(4) {
      nvvm.barrier0
      %s = llvm.add %a, %b : i32
      llvm.store %s, %p : i32, !llvm.ptr<1>
      ttg.warp_return
    }
    partition1(%a: i32, %b: i32, %p: !llvm.ptr<1>) num_warps(2) {
      nvvm.barrier0
      ttg.warp_return
    }
    partition2(%a: i32, %b: i32, %p: !llvm.ptr<1>) num_warps(1) {
      nvvm.barrier0
      ttg.warp_return
    }
    partition3(%a: i32, %b: i32, %p: !llvm.ptr<1>) num_warps(1) {
      ttg.warp_return
    } : (i32, i32, !llvm.ptr<1>) -> i32
    llvm.store %r, %ptr : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// Without ttg.maxnreg nobody moves registers.
// CHECK-LABEL: llvm.func @no_budget
// CHECK-NOT:     nvvm.setmaxregister
// CHECK:         llvm.return
// TRACE: no ttg.maxnreg: no setmaxnreg
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 8 : i32} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @no_budget() attributes {allocation.offset = 0 : i32, nvvm.kernel = 1 : ui1} {
    ttg.warp_specialize() attributes {actualRegisters = array<i32: 256, 24>, warpGroupStartIds = array<i32: 4>}
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttg.warp_return
    } : () -> ()
    llvm.return
  }
}

// -----

// expected-error @below {{convert-warp-specialize-to-llvm needs the module's ttg.total-num-warps: run tritongpu-allocate-warp-groups first}}
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @no_total() attributes {allocation.offset = 0 : i32, nvvm.kernel = 1 : ui1} {
    ttg.warp_specialize() attributes {warpGroupStartIds = array<i32: 4>}
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttg.warp_return
    } : () -> ()
    llvm.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 8 : i32} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @no_start_ids() attributes {allocation.offset = 0 : i32, nvvm.kernel = 1 : ui1} {
    // expected-error @below {{'ttg.warp_specialize' op needs warpGroupStartIds placing each partition among the module's 8 ttg.total-num-warps after the default warps: run tritongpu-allocate-warp-groups first}}
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttg.warp_return
    } : () -> ()
    llvm.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 8 : i32} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @device_function() attributes {allocation.offset = 0 : i32, sym_visibility = "private"} {
    // expected-error @below {{'ttg.warp_specialize' op outside a kernel: Triton 3.6 lowers it only in public functions}}
    ttg.warp_specialize() attributes {warpGroupStartIds = array<i32: 4>}
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttg.warp_return
    } : () -> ()
    llvm.return
  }
}
