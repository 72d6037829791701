// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm | FileCheck %s
//
// ttg.convert_layout within a warp, as Triton 3.6's transferWithinWarp: the
// conversion is a permutation P of register bits r_* and lane bits l_*
// (src = dst o P), factored as P_mixed o P_lane o P_reg. Registers are
// renamed for P_reg; a transposition (r_i l_j) with lanes in place is
// "shipped" (per register pair: select, one shfl.sync.bfly by 1 << j, two
// selects); otherwise selects on lane bits around one shfl.sync per
// register (idx when P_lane moves lanes). Two or more transpositions go
// through shared memory, as in Triton.

// argmax_cols (test/corpus sm90): the reduction's slice result and the
// store's blocked layout hold lane i = element i and broadcast the 4 warps.
// Triton's LLVM output has no code for this convert (no shuffle, no
// barrier): identical warp bases map to themselves.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: llvm.func @argmax_cols_result
// CHECK-NOT:     nvvm.shfl.sync
// CHECK-NOT:     nvvm.barrier0
// CHECK:         st.global.b32
// CHECK:         llvm.return
tt.func @argmax_cols_result(%x: tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, %p: tensor<32x!tt.ptr<i32>, #blocked1>) {
  %c = ttg.convert_layout %x : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<32xi32, #blocked1>
  tt.store %p, %c : tensor<32x!tt.ptr<i32>, #blocked1>
  tt.return
}
}

// -----

// 16x4, 16 x 2 threads: sizePerThread [1, 2] -> [1, 1]. Source r0 = col 1,
// l0 = col 2; destination r0 = col 2, l0 = col 1; the other lane bits are
// rows on both sides. P = (r0 l0), lanes in place: 2 registers, one pair,
// so 1 shuffle (bfly 1) and 3 selects on lane bit 0. Lane bit 0 clear:
// ship register 1, keep register 0, register 1 <- shipped; set: ship
// register 0, register 0 <- shipped, keep register 1.
#src = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [16, 2], warpsPerCTA = [1, 1], order = [1, 0]}>
#dst = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: llvm.func @ship
// CHECK:         %[[V0:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(f32, f32)>
// CHECK:         %[[V1:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(f32, f32)>
// CHECK:         %[[BIT0:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK:         %[[L0:.*]] = llvm.and %{{.*}}, %[[BIT0]] : i32
// CHECK:         %[[LOW:.*]] = llvm.icmp "eq" %[[L0]], %{{.*}} : i32
// CHECK:         %[[SHIP:.*]] = llvm.select %[[LOW]], %[[V1]], %[[V0]] : i1, f32
// CHECK:         %[[MASK:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK:         %[[WORD:.*]] = llvm.bitcast %[[SHIP]] : f32 to i32
// CHECK:         %[[GOT:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[WORD]], %[[MASK]], %{{.*}} : i32 -> i32
// CHECK:         %[[SHIPPED:.*]] = llvm.bitcast %[[GOT]] : i32 to f32
// CHECK:         %[[R0:.*]] = llvm.select %[[LOW]], %[[V0]], %[[SHIPPED]] : i1, f32
// CHECK:         %[[R1:.*]] = llvm.select %[[LOW]], %[[SHIPPED]], %[[V1]] : i1, f32
// CHECK:         llvm.insertvalue %[[R0]], %{{.*}}[0]
// CHECK:         llvm.insertvalue %[[R1]], %{{.*}}[1]
// CHECK-NOT:     nvvm.shfl.sync
// CHECK:         llvm.return
tt.func @ship(%x: tensor<16x4xf32, #src>, %p: tensor<16x4x!tt.ptr<f32>, #dst>) {
  %c = ttg.convert_layout %x : tensor<16x4xf32, #src> -> tensor<16x4xf32, #dst>
  tt.store %p, %c : tensor<16x4x!tt.ptr<f32>, #dst>
  tt.return
}

// The same for i64 and f16: 64-bit values shuffle as two 32-bit halves,
// 16-bit ones zero-extended to 32 bits (Triton's shuffleCommon).
// CHECK-LABEL: llvm.func @ship_i64
// CHECK:         llvm.bitcast %{{.*}} : i64 to vector<2xf32>
// CHECK-COUNT-2: nvvm.shfl.sync  bfly
// CHECK:         llvm.bitcast %{{.*}} : vector<2xf32> to i64
// CHECK-NOT:     nvvm.shfl.sync
// CHECK:         llvm.return
tt.func @ship_i64(%x: tensor<16x4xi64, #src>, %p: tensor<16x4x!tt.ptr<i64>, #dst>) {
  %c = ttg.convert_layout %x : tensor<16x4xi64, #src> -> tensor<16x4xi64, #dst>
  tt.store %p, %c : tensor<16x4x!tt.ptr<i64>, #dst>
  tt.return
}

// CHECK-LABEL: llvm.func @ship_f16
// CHECK:         llvm.bitcast %{{.*}} : f16 to i16
// CHECK:         llvm.zext %{{.*}} : i16 to i32
// CHECK:         nvvm.shfl.sync  bfly
// CHECK:         llvm.trunc %{{.*}} : i32 to i16
// CHECK:         llvm.bitcast %{{.*}} : i16 to f16
// CHECK-NOT:     nvvm.shfl.sync
// CHECK:         llvm.return
tt.func @ship_f16(%x: tensor<16x4xf16, #src>, %p: tensor<16x4x!tt.ptr<f16>, #dst>) {
  %c = ttg.convert_layout %x : tensor<16x4xf16, #src> -> tensor<16x4xf16, #dst>
  tt.store %p, %c : tensor<16x4x!tt.ptr<f16>, #dst>
  tt.return
}
}

// -----

// 64 elements, sizePerThread 2 -> 1: source r0 = 1, l0..l4 = 2..32;
// destination l0..l4 = 1..16, r0 = 32. P is the cycle r0 -> l0 -> l1 -> l2
// -> l3 -> l4 -> r0 = (r0 l0) o (lanes rotated: l_k -> l_k+1, l4 -> l0).
// Lanes move, so both registers shuffle by idx: 2 selects on lane bit 4
// (the bit P_lane brings to l0), 2 shfl.sync.idx from lane
// P_lane^-1(lane) (^ 16 for register 1), 2 selects on lane bit 0.
#v2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#v1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: llvm.func @rotate
// CHECK:         %[[BIT4:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK:         %[[L4:.*]] = llvm.and %[[LANE:.*]], %[[BIT4]] : i32
// CHECK:         %[[PRE:.*]] = llvm.icmp "eq" %[[L4]]
// CHECK-COUNT-2: llvm.select %[[PRE]]
// CHECK:         nvvm.shfl.sync  idx %{{.*}}, %{{.*}}, %[[SRC:[0-9]+]], %{{.*}} : i32 -> i32
// CHECK:         %[[HI:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK:         %[[SRC1:.*]] = llvm.xor %[[SRC]], %[[HI]] : i32
// CHECK:         nvvm.shfl.sync  idx %{{.*}}, %{{.*}}, %[[SRC1]], %{{.*}} : i32 -> i32
// CHECK:         %[[BIT0:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK:         %[[L0:.*]] = llvm.and %[[LANE]], %[[BIT0]] : i32
// CHECK:         %[[POST:.*]] = llvm.icmp "eq" %[[L0]]
// CHECK-COUNT-2: llvm.select %[[POST]]
// CHECK-NOT:     nvvm.shfl.sync
// CHECK-NOT:     nvvm.barrier0
// CHECK:         llvm.return
tt.func @rotate(%x: tensor<64xf32, #v2>, %p: tensor<64x!tt.ptr<f32>, #v1>) {
  %c = ttg.convert_layout %x : tensor<64xf32, #v2> -> tensor<64xf32, #v1>
  tt.store %p, %c : tensor<64x!tt.ptr<f32>, #v1>
  tt.return
}
}

// -----

// Lanes only: two lanes bits swap (4 warps left alone). One register, one
// shfl.sync.idx from lane with bits 0 and 1 exchanged (each a diagonal of
// one bit, which Triton's matrix product emits as a select of its image),
// and no select of the shuffled value.
#lin_src = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#lin_dst = #ttg.linear<{register = [], lane = [[2], [1], [4], [8], [16]], warp = [[32], [64]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: llvm.func @lanes_swap
// CHECK:         %[[LANE:.*]] = llvm.urem
// CHECK:         %[[KEPT:.*]] = llvm.and %[[LANE]], %{{.*}} : i32
// CHECK:         llvm.and %[[LANE]], %{{.*}} : i32
// CHECK:         %[[BIT1:.*]] = llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i32
// CHECK:         %[[PART:.*]] = llvm.xor %[[KEPT]], %[[BIT1]] : i32
// CHECK:         llvm.and %[[LANE]], %{{.*}} : i32
// CHECK:         %[[BIT0:.*]] = llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i32
// CHECK:         %[[SRC:.*]] = llvm.xor %[[PART]], %[[BIT0]] : i32
// CHECK:         %[[V:.*]] = nvvm.shfl.sync  idx %{{.*}}, %{{.*}}, %[[SRC]], %{{.*}} : i32 -> i32
// CHECK-NOT:     llvm.select
// CHECK:         llvm.insertvalue %[[V]]
// CHECK-NOT:     nvvm.shfl.sync
// CHECK-NOT:     nvvm.barrier0
// CHECK:         llvm.return
tt.func @lanes_swap(%x: tensor<128xi32, #lin_src>, %p: tensor<128x!tt.ptr<i32>, #lin_dst>) {
  %c = ttg.convert_layout %x : tensor<128xi32, #lin_src> -> tensor<128xi32, #lin_dst>
  tt.store %p, %c : tensor<128x!tt.ptr<i32>, #lin_dst>
  tt.return
}
}

// -----

// 128 elements, sizePerThread 4 -> 1: P = r0 -> l0 -> l2 -> l4 -> r1 ->
// l1 -> l3 -> r0 has two transpositions, (r1 l0) and (r0 l1): Triton goes
// through shared memory (scratch 128 x 8 bytes), stores, barrier, loads.
#w4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#w1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// CHECK: ttg.shared = 1024
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: llvm.func @two_transpositions
// CHECK-NOT:     nvvm.shfl.sync
// CHECK:         llvm.store
// CHECK:         nvvm.barrier0
// CHECK:         llvm.load
// CHECK-NOT:     nvvm.shfl.sync
// CHECK:         llvm.return
tt.func @two_transpositions(%x: tensor<128xi64, #w4>, %p: tensor<128x!tt.ptr<i64>, #w1>) {
  %c = ttg.convert_layout %x : tensor<128xi64, #w4> -> tensor<128xi64, #w1>
  tt.store %p, %c : tensor<128x!tt.ptr<i64>, #w1>
  tt.return
}
}
