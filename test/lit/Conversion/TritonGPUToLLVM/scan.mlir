// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm | FileCheck %s
//
// tt.scan follows Triton 3.6 (ScanOpToLLVM.cpp; the corpus sm90 cumsum_rows
// log shows the across-warps case): each thread scans its contiguous
// elements, the chunk totals are scanned over the lanes with shfl.sync.up
// (mask -1, clamp 0) kept where laneAlongAxis >= distance, then the prefix of
// the lanes (shfl.sync.up by one lane) or of the warps (scratch, one
// barrier) before each thread is combined in.

#b4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#b2c = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#rows = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {

// One warp, 4 contiguous elements per thread: 3 in-thread adds; 5 rounds of
// shfl.sync.up (1, 2, 4, 8, 16) on the chunk total; then the total of the
// lanes before (shfl.sync.up 1, lane 0 keeps its own) is added to the 3 other
// elements, except in lane 0. No shared memory.
// CHECK-LABEL: llvm.func @within_warp
// CHECK-COUNT-3: llvm.fadd
// CHECK:         %[[D1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK:         %[[CLAMP:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK:         %[[UP1:.*]] = nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[D1]], %[[CLAMP]] : i32 -> i32
// CHECK:         %[[HAS1:.*]] = llvm.icmp "sge" %[[LANE:.*]], %{{.*}} : i32
// CHECK:         %[[SUM1:.*]] = llvm.fadd
// CHECK:         llvm.select %[[HAS1]], %[[SUM1]], %{{.*}} : i1, f32
// CHECK:         %[[D2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK:         nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[D2]], %{{.*}} : i32 -> i32
// CHECK:         llvm.icmp "sge" %[[LANE]]
// CHECK:         %[[D4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK:         nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[D4]], %{{.*}} : i32 -> i32
// CHECK:         %[[D8:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK:         nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[D8]], %{{.*}} : i32 -> i32
// CHECK:         %[[D16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK:         nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[D16]], %{{.*}} : i32 -> i32
// CHECK:         llvm.select
// CHECK:         %[[LANE1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK:         nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[LANE1]], %{{.*}} : i32 -> i32
// CHECK:         llvm.select
// CHECK-COUNT-3: llvm.fadd
// CHECK-NOT:     nvvm.shfl.sync
// CHECK-NOT:     nvvm.barrier0
// CHECK-NOT:     st.shared
// CHECK:         llvm.return
tt.func @within_warp(%x: tensor<128xf32, #b4>, %out: tensor<128x!tt.ptr<f32>, #b4>) {
  %r = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.scan.return %s : f32
  }) : (tensor<128xf32, #b4>) -> tensor<128xf32, #b4>
  tt.store %out, %r : tensor<128x!tt.ptr<f32>, #b4>
  tt.return
}

// Two chunks per thread (2 contiguous elements, 64-element tile): after the
// lane scans of both chunk totals (2 x 5 shfl.sync.up), the first chunk takes
// the lanes before it (shfl.sync.up 1) and hands its total, read from lane 31
// (shfl.sync.idx), to the second, which also takes the lanes before it.
// CHECK-LABEL: llvm.func @chunks_within_warp
// CHECK-COUNT-10: nvvm.shfl.sync  up
// CHECK:         %[[LAST_LANE:.*]] = llvm.or %{{.*}}, %{{.*}} : i32
// CHECK:         nvvm.shfl.sync  up
// CHECK:         nvvm.shfl.sync  idx %{{.*}}, %{{.*}}, %[[LAST_LANE]], %{{.*}} : i32 -> i32
// CHECK:         llvm.fadd
// CHECK:         nvvm.shfl.sync  up
// CHECK-NOT:     nvvm.shfl.sync
// CHECK:         llvm.return
tt.func @chunks_within_warp(%x: tensor<128xf32, #b2c>, %out: tensor<128x!tt.ptr<f32>, #b2c>) {
  %r = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.scan.return %s : f32
  }) : (tensor<128xf32, #b2c>) -> tensor<128xf32, #b2c>
  tt.store %out, %r : tensor<128x!tt.ptr<f32>, #b2c>
  tt.return
}

// Along the slow axis the lanes along it are 8 apart (Triton's axis thread
// stride): the rounds shuffle up by 8 and 16 lanes, for lane-along-axis
// distances 1 and 2; one element per thread, nothing more.
// CHECK-LABEL: llvm.func @slow_axis
// CHECK:         %[[D8:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK:         nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[D8]], %{{.*}} : i32 -> i32
// CHECK:         %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK:         llvm.icmp "sge" %{{.*}}, %[[ONE]] : i32
// CHECK:         %[[D16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK:         nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[D16]], %{{.*}} : i32 -> i32
// CHECK:         %[[TWO:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK:         llvm.icmp "sge" %{{.*}}, %[[TWO]] : i32
// CHECK-NOT:     nvvm.shfl.sync
// CHECK:         llvm.return
tt.func @slow_axis(%x: tensor<4x8xf32, #rows>, %out: tensor<4x8x!tt.ptr<f32>, #rows>) {
  %r = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.scan.return %s : f32
  }) : (tensor<4x8xf32, #rows>) -> tensor<4x8xf32, #rows>
  tt.store %out, %r : tensor<4x8x!tt.ptr<f32>, #rows>
  tt.return
}

// reverse: the registers are taken last first and every value is mirrored
// across the warp (shfl.sync.bfly 31) before the scan and again after it;
// the scan itself is the forward one.
// CHECK-LABEL: llvm.func @reverse
// CHECK:         llvm.sub
// CHECK:         %[[M31:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK:         nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[M31]], %{{.*}} : i32 -> i32
// CHECK-COUNT-3: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32 -> i32
// CHECK-NOT:     nvvm.shfl.sync  bfly
// CHECK-COUNT-3: llvm.mul
// CHECK-COUNT-6: nvvm.shfl.sync  up
// CHECK-NOT:     nvvm.shfl.sync  up
// CHECK-COUNT-3: llvm.mul
// CHECK-COUNT-4: nvvm.shfl.sync  bfly
// CHECK-NOT:     nvvm.shfl.sync
// CHECK:         llvm.return
tt.func @reverse(%x: tensor<128xi32, #b4>, %out: tensor<128x!tt.ptr<i32>, #b4>) {
  %r = "tt.scan"(%x) <{axis = 0 : i32, reverse = true}> ({
  ^bb0(%a: i32, %b: i32):
    %s = arith.muli %a, %b : i32
    tt.scan.return %s : i32
  }) : (tensor<128xi32, #b4>) -> tensor<128xi32, #b4>
  tt.store %out, %r : tensor<128x!tt.ptr<i32>, #b4>
  tt.return
}

}

// -----

// cumsum_rows' layout (Triton 3.6's own output in the corpus): 4 warps, one
// element per thread, 4 chunks (registers) per thread. Each chunk total is
// scanned over the 32 lanes (5 shfl.sync.up), lane 31 of every warp writes it
// to scratch [chunk][warp] (index warp + 4 * chunk, at allocation.offset),
// one barrier, then each thread loads the 4 warps' totals of each chunk
// (index warp + 4 * chunk) and adds those before its warp. One element per
// thread: no lane shuffle after the barrier.
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: llvm.func @across_warps
// CHECK-COUNT-20: nvvm.shfl.sync  up
// CHECK:         %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK:         %[[BASE:.*]] = llvm.getelementptr %[[SMEM]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK:         %[[LAST:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK:         llvm.icmp "eq" %{{.*}}, %[[LAST]] : i32
// CHECK:         %[[WARP_SLOT:.*]] = llvm.add %{{.*}}, %{{.*}} : i32
// CHECK:         %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK:         %[[I0:.*]] = llvm.add %[[WARP_SLOT]], %[[C0]] : i32
// CHECK:         %[[P0:.*]] = llvm.getelementptr %[[BASE]][%[[I0]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK:         llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %[[P0]]
// CHECK:         %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK:         llvm.add %[[WARP_SLOT]], %[[C4]] : i32
// CHECK-COUNT-3: st.shared.b32
// CHECK-NOT:     st.shared
// CHECK:         nvvm.barrier0
// CHECK-COUNT-16: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT:     nvvm.shfl.sync
// CHECK-NOT:     nvvm.barrier0
// CHECK:         llvm.return
tt.func @across_warps(%x: tensor<512xf32, #b1>, %out: tensor<512x!tt.ptr<f32>, #b1>) {
  %r = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.scan.return %s : f32
  }) : (tensor<512xf32, #b1>) -> tensor<512xf32, #b1>
  tt.store %out, %r : tensor<512x!tt.ptr<f32>, #b1>
  tt.return
}
}

// -----

// Two operands of different widths across 2 warps, 2 contiguous elements per
// thread along the fast axis of a 2-D tensor (lanes 0-2 along the axis, 3-4
// across 4 rows). Scratch holds the i64 array first (the widest), then the
// f16 one 4 rows * 2 warps = 8 elements further; i64 shuffles as two 32-bit
// halves, f16 widened to 32 bits. The prefix of the lanes before is taken
// with shfl.sync.up by one lane.
#b2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [1, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: llvm.func @two_operands
// CHECK:         llvm.fadd %{{.*}}, %{{.*}} : f16
// CHECK:         llvm.add %{{.*}}, %{{.*}} : i64
// Lanes 1, 2, 4 along the axis: one f16 shuffle and two for the i64 halves.
// CHECK:         %[[D1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK:         llvm.zext %{{.*}} : i16 to i32
// CHECK:         nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[D1]], %{{.*}} : i32 -> i32
// CHECK:         llvm.trunc %{{.*}} : i32 to i16
// CHECK:         llvm.bitcast %{{.*}} : i64 to vector<2xf32>
// CHECK-COUNT-2: nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32 -> i32
// CHECK:         llvm.bitcast %{{.*}} : vector<2xf32> to i64
// CHECK-COUNT-6: nvvm.shfl.sync  up
// CHECK:         %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK:         %[[I64BASE:.*]] = llvm.getelementptr %[[SMEM]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK:         %[[N:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK:         %[[F16BASE:.*]] = llvm.getelementptr %[[I64BASE]][%[[N]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
// CHECK:         llvm.getelementptr %[[F16BASE]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK:         "@$2 st.shared.b16 [ $0 + 0 ], $1;", "r,h,b"
// CHECK:         llvm.getelementptr %[[I64BASE]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
// CHECK:         "@$2 st.shared.b64 [ $0 + 0 ], $1;", "r,l,b"
// CHECK:         nvvm.barrier0
// CHECK-COUNT-2: llvm.load %{{.*}} : !llvm.ptr<3> -> {{f16|i64}}
// CHECK:         llvm.load %{{.*}} : !llvm.ptr<3> -> f16
// CHECK:         llvm.load %{{.*}} : !llvm.ptr<3> -> i64
// CHECK:         llvm.fadd %{{.*}}, %{{.*}} : f16
// CHECK:         llvm.add %{{.*}}, %{{.*}} : i64
// CHECK:         nvvm.shfl.sync  up
// CHECK-COUNT-2: nvvm.shfl.sync  up
// CHECK-NOT:     nvvm.shfl.sync
// CHECK:         llvm.return
tt.func @two_operands(%x: tensor<4x32xf16, #b2>, %y: tensor<4x32xi64, #b2>,
                      %px: tensor<4x32x!tt.ptr<f16>, #b2>, %py: tensor<4x32x!tt.ptr<i64>, #b2>) {
  %r:2 = "tt.scan"(%x, %y) <{axis = 1 : i32, reverse = false}> ({
  ^bb0(%a: f16, %ai: i64, %b: f16, %bi: i64):
    %s = arith.addf %a, %b : f16
    %si = arith.addi %ai, %bi : i64
    tt.scan.return %s, %si : f16, i64
  }) : (tensor<4x32xf16, #b2>, tensor<4x32xi64, #b2>) -> (tensor<4x32xf16, #b2>, tensor<4x32xi64, #b2>)
  tt.store %px, %r#0 : tensor<4x32x!tt.ptr<f16>, #b2>
  tt.store %py, %r#1 : tensor<4x32x!tt.ptr<i64>, #b2>
  tt.return
}
}
