// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm | FileCheck %s

// The corpus sm90 histogram kernel (64 bins of 1024 values, 4 per thread);
// expectations from Triton 3.6's output of this pass
// (test/corpus/triton-3.6/sm90/histogram).
//
// Per source register (8), one ballot per bit of the bin index (6); lane l owns
// bins 2l and 2l+1: the ballots of bits 1..5, each XORed with 0 or -1 by
// the lane's id bit, select the values in its bins; bit 0 splits them into
// the two bins, whose popcounts accumulate.
// CHECK-LABEL: llvm.func @histogram
// CHECK: %[[SCRATCH:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: nvvm.read.ptx.sreg.tid.x
// CHECK-NEXT: llvm.mlir.constant(127 : i32)
// CHECK-NEXT: %[[TID:.*]] = llvm.and %{{.*}}, %{{.*}} : i32
// CHECK: %[[ALL:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK: %[[BIT0:.*]] = llvm.and %[[V0:.*]], %{{.*}} : i32
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[SET0:.*]] = llvm.icmp "ne" %[[BIT0]], %{{.*}} : i32
// CHECK-NEXT: %[[B0:.*]] = nvvm.vote.sync  ballot %[[ALL]], %[[SET0]] -> i32
// CHECK-COUNT-5: nvvm.vote.sync  ballot %[[ALL]]
// CHECK-NOT: nvvm.vote.sync
// CHECK: llvm.and %[[TID]], %{{.*}} : i32
// CHECK: llvm.select %{{.*}}, %{{.*}}, %[[ALL]] : i1, i32
// CHECK: %[[MINE:.*]] = llvm.and %{{.*}}, %[[ALL]] : i32
// CHECK-NEXT: %[[NOT0:.*]] = llvm.xor %[[B0]], %[[ALL]] : i32
// CHECK-NEXT: %[[IN0:.*]] = llvm.and %[[MINE]], %[[NOT0]] : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.intr.ctpop(%[[IN0]]) : (i32) -> i32
// CHECK-NEXT: llvm.add %{{.*}}, %[[C0]] : i32
// CHECK-NEXT: %[[IS0:.*]] = llvm.xor %[[B0]], %{{.*}} : i32
// CHECK-NEXT: %[[IN1:.*]] = llvm.and %[[MINE]], %[[IS0]] : i32
// CHECK-NEXT: llvm.intr.ctpop(%[[IN1]]) : (i32) -> i32
// CHECK-COUNT-42: nvvm.vote.sync  ballot
// CHECK-NOT: nvvm.vote.sync
//
// Across the 4 warps, in the scratch at offset 0: thread t zeroes bin t % 64,
// barrier, lane l adds its two counts at 2l and 2l+1, barrier, each thread
// reads its result bin; divided by 1 (every element is held once).
// CHECK: %[[BINS:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[SUM:.*]] = llvm.add %[[TID]], %{{.*}} : i32
// CHECK-NEXT: %[[ZBIN:.*]] = llvm.urem %[[SUM]], %[[BINS]] : i32
// CHECK-NEXT: %[[ZADDR:.*]] = llvm.getelementptr %[[SCRATCH]][%[[ZBIN]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.store %{{.*}}, %[[ZADDR]] : i32, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: %[[LANEMASK:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT: %[[LANE:.*]] = llvm.and %[[TID]], %[[LANEMASK]] : i32
// CHECK-NEXT: %[[TWO:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[FIRSTBIN:.*]] = llvm.mul %[[LANE]], %[[TWO]] : i32
// CHECK: llvm.atomicrmw add %{{.*}}, %{{.*}} monotonic : !llvm.ptr<3>, i32
// CHECK: llvm.atomicrmw add %{{.*}}, %{{.*}} monotonic : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: %[[RADDR:.*]] = llvm.getelementptr %[[SCRATCH]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
// CHECK-NEXT: %[[COUNT:.*]] = llvm.load %[[RADDR]] : !llvm.ptr<3> -> i32
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[HIST:.*]] = llvm.sdiv %[[COUNT]], %[[ONE]] : i32
// CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(i32)>
// CHECK-NEXT: llvm.insertvalue %[[HIST]]
//
// 64 bins over 128 threads: warps 2 and 3 hold copies and do not add.
// CHECK: llvm.inline_asm {{.*}}atom.global.gpu.acq_rel.add.u32
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32} {
  tt.func public @histogram(%x: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %out: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}) {
    %c1024_i32 = arith.constant 1024 : i32
    %cst = arith.constant dense<true> : tensor<64xi1, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<1024xi32, #blocked1>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c1024_i32 : i32
    %2 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked1>
    %3 = tt.splat %1 : i32 -> tensor<1024xi32, #blocked1>
    %4 = arith.addi %3, %2 : tensor<1024xi32, #blocked1>
    %5 = tt.splat %n : i32 -> tensor<1024xi32, #blocked1>
    %6 = arith.cmpi slt, %4, %5 : tensor<1024xi32, #blocked1>
    %7 = tt.splat %x : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked1>
    %8 = tt.addptr %7, %4 : tensor<1024x!tt.ptr<i32>, #blocked1>, tensor<1024xi32, #blocked1>
    %9 = tt.load %8, %6, %cst_0 : tensor<1024x!tt.ptr<i32>, #blocked1>
    %10 = tt.histogram %9 : tensor<1024xi32, #blocked1> -> tensor<64xi32, #blocked>
    %11 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
    %12 = tt.splat %out : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>, #blocked>
    %13 = tt.addptr %12, %11 : tensor<64x!tt.ptr<i32>, #blocked>, tensor<64xi32, #blocked>
    %14 = tt.atomic_rmw add, acq_rel, gpu, %13, %10, %cst : (tensor<64x!tt.ptr<i32>, #blocked>, tensor<64xi32, #blocked>, tensor<64xi1, #blocked>) -> tensor<64xi32, #blocked>
    tt.return
  }
}

// -----

// 16 bins of a masked i64 source held twice (64 values over 128 threads):
// padded to 32 bins, one per lane (5 ballots, all lane bits, no split),
// plus a ballot of the mask; the scratch is 32 bins; counts divided by the
// 2 copies.
// CHECK-LABEL: llvm.func @masked_small
// CHECK: %[[MASK:.*]] = llvm.icmp
// CHECK: llvm.and %{{.*}}, %{{.*}} : i64
// CHECK-COUNT-5: nvvm.vote.sync  ballot
// CHECK: nvvm.vote.sync  ballot %{{.*}}, %[[MASK]] -> i32
// CHECK-NOT: nvvm.vote.sync
// CHECK-COUNT-1: llvm.intr.ctpop
// CHECK-NOT: llvm.intr.ctpop
// CHECK: %[[PADDED:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK: llvm.urem %{{.*}}, %[[PADDED]] : i32
// CHECK: llvm.atomicrmw add
// CHECK-NOT: llvm.atomicrmw
// CHECK: %[[COUNT:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK-NEXT: %[[COPIES:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: llvm.sdiv %[[COUNT]], %[[COPIES]] : i32
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @masked_small(%x: !tt.ptr<i64> {tt.divisibility = 16 : i32}, %out: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %n: i32) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<64xi32, #blocked>
    %m = arith.cmpi slt, %r, %ns : tensor<64xi32, #blocked>
    %v = arith.extsi %r : tensor<64xi32, #blocked> to tensor<64xi64, #blocked>
    %h = tt.histogram %v, %m : tensor<64xi64, #blocked> -> tensor<16xi32, #blocked>
    %r16 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked>
    %s = tt.splat %out : !tt.ptr<i32> -> tensor<16x!tt.ptr<i32>, #blocked>
    %a = tt.addptr %s, %r16 : tensor<16x!tt.ptr<i32>, #blocked>, tensor<16xi32, #blocked>
    tt.store %a, %h : tensor<16x!tt.ptr<i32>, #blocked>
    tt.return
  }
}
