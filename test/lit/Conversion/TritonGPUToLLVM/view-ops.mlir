// RUN: tt-opt %s -split-input-file -convert-triton-gpu-to-llvm | FileCheck %s

// make_range: thread t = 32 * warp + lane holds elements 4t .. 4t+3 and
// 512 + 4t .. (register bit 2 is the tile repeated, as in Triton's block 59
// of sm90 vector_add: xor 0, 1, 2, 3, 512, 513, 514, 515).
// CHECK-LABEL: llvm.func @make_range
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[C127:.*]] = llvm.mlir.constant(127 : i32) : i32
// The thread id's lane and warp bits map to elements 4, 8, ..., 512 in
// order: one diagonal of the layout's matrix, (tid & 127) << 2 (the thread
// part is masked to its 7 bits first, then by the diagonal's mask).
// CHECK: llvm.and %[[TID]], %[[C127]] : i32
// CHECK: %[[T:.*]] = llvm.and %{{.*}}, %{{.*}} : i32
// CHECK: %[[C2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK: %[[BASE:.*]] = llvm.shl %[[T]], %[[C2]] : i32
// CHECK: llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.xor %[[BASE]]
// CHECK: llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: llvm.xor %[[BASE]]
// CHECK: llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: llvm.xor %[[BASE]]
// CHECK: llvm.mlir.constant(512 : i32) : i32
// CHECK-NEXT: llvm.xor %[[BASE]]
// CHECK: llvm.mlir.constant(513 : i32) : i32
// CHECK: llvm.mlir.constant(514 : i32) : i32
// CHECK: llvm.mlir.constant(515 : i32) : i32
// CHECK: llvm.insertvalue %{{.*}}[7] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
// Dense splat constants and tt.splat fill every register.
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK: llvm.insertvalue %[[ZERO]], %{{.*}}[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK: llvm.insertvalue %n, %{{.*}}[7] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
// CHECK-COUNT-8: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @make_range(%n: i32, %p: !tt.ptr<f32>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %cst = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked>
    %1 = tt.splat %n : i32 -> tensor<1024xi32, #blocked>
    %2 = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %3 = tt.addptr %2, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.return
  }
}

// -----

// expand_dims then broadcast (sm90 reduce_sum_max's row offsets): a
// 32-row slice gives each thread one row; the 32x1 tensor keeps the
// layout's 4 (broadcast) registers along dim 1, and the 32x128 one its 16
// (4 per thread, 4 repeats), all that row (taken from the struct
// expand_dims just built, without extractvalues).
// CHECK-LABEL: llvm.func @expand_broadcast
// CHECK: %[[ROW:.*]] = llvm.extractvalue %r[0] : !llvm.struct<(i32)>
// CHECK-COUNT-4: llvm.insertvalue %[[ROW]], %{{.*}} : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NOT: llvm.extractvalue
// CHECK-COUNT-16: llvm.insertvalue %[[ROW]], %{{.*}} : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @expand_broadcast(%r: tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>) {
    %0 = tt.expand_dims %r {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %1 = tt.broadcast %0 : tensor<32x1xi32, #blocked1> -> tensor<32x128xi32, #blocked1>
    tt.return
  }
}
