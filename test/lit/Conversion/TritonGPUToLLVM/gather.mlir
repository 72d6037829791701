// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -verify-diagnostics | FileCheck %s

// Expectations: Triton 3.6's convert-triton-gpu-to-llvm (sm90) on the first
// kernel, run through Triton itself: the source goes to the op's scratch at
// its element offsets, a barrier, then each result is loaded from the offset
// its index gives (in 1-D, the index itself).
// CHECK-LABEL: llvm.func @gather_smem
// CHECK: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK: %[[BASE:.*]] = llvm.getelementptr %[[SMEM]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: %[[X:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(f32)>
// CHECK: %[[DST:.*]] = llvm.getelementptr %[[BASE]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK: llvm.store %[[X]], %[[DST]] : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[I:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK: %[[SRC:.*]] = llvm.getelementptr %[[BASE]][%[[I]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK: llvm.load %[[SRC]] : !llvm.ptr<3> -> f32
#g = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @gather_smem(%x: tensor<128xf32, #g>, %i: tensor<128xi32, #g>, %o: !tt.ptr<f32>) {
    %0 = tt.gather %x[%i] {axis = 0 : i32} : (tensor<128xf32, #g>, tensor<128xi32, #g>) -> tensor<128xf32, #g>
    %s = tt.splat %o : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #g>
    tt.store %s, %0 : tensor<128x!tt.ptr<f32>, #g>
    tt.return
  }
}

// -----

// 2-D, gathering along dim 1 across warps: offsets are dim 0 fastest
// (Triton's linearize): row + 8 * column, the column being the index.
// CHECK-LABEL: llvm.func @gather_2d
// CHECK: nvvm.barrier0
// CHECK: %[[I:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK: %[[EIGHT:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK: %[[SCALED:.*]] = llvm.mul %[[I]], %[[EIGHT]] : i32
// CHECK: %[[OFF:.*]] = llvm.add %[[SCALED]], %{{.*}} : i32
// CHECK: llvm.getelementptr %{{.*}}[%[[OFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
#c = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @gather_2d(%x: tensor<8x16xf32, #c>, %i: tensor<8x16xi32, #c>) {
    %0 = tt.gather %x[%i] {axis = 1 : i32} : (tensor<8x16xf32, #c>, tensor<8x16xi32, #c>) -> tensor<8x16xf32, #c>
    tt.return
  }
}

// -----

// Within each warp (Triton 3.6's output on this kernel, run through Triton
// itself): no shared memory; the source lane is the index (the gather dim
// is the lane), register 0 is selected.
// CHECK-LABEL: llvm.func @gather_warp
// CHECK-NOT: global_smem
// CHECK: %[[UNDEF:.*]] = llvm.mlir.undef : f32
// CHECK: %[[BITS:.*]] = llvm.bitcast %{{.*}} : f32 to i32
// CHECK: %[[SH:.*]] = nvvm.shfl.sync  idx %{{.*}}, %[[BITS]], %{{.*}}, %{{.*}} : i32 -> i32
// CHECK: %[[V:.*]] = llvm.bitcast %[[SH]] : i32 to f32
// CHECK: %[[IS:.*]] = llvm.icmp "eq" %{{.*}}, %{{.*}} : i32
// CHECK: llvm.select %[[IS]], %[[V]], %[[UNDEF]] : i1, f32
// CHECK: llvm.return
#w = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @gather_warp(%x: tensor<32x4xf32, #w>, %i: tensor<32x4xi32, #w>) {
    %0 = tt.gather %x[%i] {axis = 0 : i32, efficient_layout} : (tensor<32x4xf32, #w>, tensor<32x4xi32, #w>) -> tensor<32x4xf32, #w>
    tt.return
  }
}

// -----

// Two source registers per column: each index register shuffles both from
// the computed lane and selects the one with the computed register number;
// f16 goes through a 32-bit shuffle.
// CHECK-LABEL: llvm.func @gather_warp_two_registers
// CHECK-NOT: global_smem
// CHECK: llvm.zext %{{.*}} : i16 to i32
// CHECK: nvvm.shfl.sync idx
// CHECK: llvm.trunc %{{.*}} : i32 to i16
// CHECK: llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, f16
// CHECK: nvvm.shfl.sync idx
// CHECK: llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, f16
// CHECK: nvvm.shfl.sync idx
// CHECK: llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, f16
// CHECK: nvvm.shfl.sync idx
// CHECK: llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, f16
// CHECK-NOT: nvvm.shfl.sync
// CHECK: llvm.return
#w2 = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @gather_warp_two_registers(%x: tensor<32x8xf16, #w2>, %i: tensor<32x8xi32, #w2>) {
    %0 = tt.gather %x[%i] {axis = 0 : i32, efficient_layout} : (tensor<32x8xf16, #w2>, tensor<32x8xi32, #w2>) -> tensor<32x8xf16, #w2>
    tt.return
  }
}
