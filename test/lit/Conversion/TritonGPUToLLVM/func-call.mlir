// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -tritongpu-global-scratch-memory-allocation -convert-triton-gpu-to-llvm | FileCheck %s
// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -tritongpu-global-scratch-memory-allocation -convert-triton-gpu-to-llvm -debug-only=convert-triton-gpu-to-llvm 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// Triton 3.6's calling convention for a `noinline` function the inliner
// left: a private tt.func becomes an internal llvm.func with noinline
// passthrough, its parameters followed by the implicit shared-memory,
// global-scratch and profile-scratch pointers; a tt.call passes them after
// its operands. A callee without shared memory gets the caller's stack
// pointer (@global_smem in a kernel), the kernel's global scratch is this
// program's slice (linear program id x ttg.global_scratch_memory_size).
// CHECK-LABEL: llvm.func internal @scale(
// CHECK-SAME: %x: !llvm.struct<(f32, f32, f32, f32)>{{.*}}, %s: f32{{.*}}, %arg2: !llvm.ptr<3>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-SAME: attributes {noinline = true, nvvm.reqntid = array<i32: 128>, passthrough = ["noinline"], sym_visibility = "private"
// CHECK: llvm.fmul
// CHECK: llvm.return %{{.*}} : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-LABEL: llvm.func @kernel(
// CHECK-SAME: %s: f32, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>)
// CHECK-SAME: nvvm.kernel = 1 : ui1
// CHECK: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK: %[[SIZE:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[BYTES:.*]] = llvm.mul %{{.*}}, %[[SIZE]] : i32
// CHECK: %[[SCRATCH:.*]] = llvm.getelementptr %arg3[%[[BYTES]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
// CHECK: %[[R:.*]] = llvm.call @scale(%{{.*}}, %s, %[[SMEM]], %[[SCRATCH]], %arg4) : (!llvm.struct<(f32, f32, f32, f32)>, f32, !llvm.ptr<3>, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: llvm.extractvalue %[[R]][0]
// TRACE: function @scale: 2 parameters + 3 implicit, reqntid 128
// TRACE: function @kernel: 3 parameters + 2 implicit, reqntid 128
// TRACE: call @scale: frame at <<NULL ATTRIBUTE>>, global scratch at 0
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @scale(%x: tensor<512xf32, #blocked>, %s: f32) -> tensor<512xf32, #blocked> attributes {noinline = true} {
    %0 = tt.splat %s : f32 -> tensor<512xf32, #blocked>
    %1 = arith.mulf %x, %0 : tensor<512xf32, #blocked>
    tt.return %1 : tensor<512xf32, #blocked>
  }
  tt.func public @kernel(%x: tensor<512xf32, #blocked>, %out: tensor<512x!tt.ptr<f32>, #blocked>, %s: f32) attributes {noinline = false} {
    %y = tt.call @scale(%x, %s) : (tensor<512xf32, #blocked>, f32) -> tensor<512xf32, #blocked>
    tt.store %out, %y : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// A callee with shared memory (a reduction across warps) gets its frame:
// the call's allocation.offset from the caller's stack pointer (the
// kernel's buffer stays live across the call, so the frame is above it);
// inside, its buffers are offsets from its shared-memory parameter. Two
// results travel as one struct.
// CHECK-LABEL: llvm.func internal @row_max_sum(
// CHECK-SAME: %arg1: !llvm.ptr<3>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>) -> !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, struct<(f32, f32, f32, f32, f32, f32, f32, f32)>)>
// CHECK-NOT: @global_smem
// CHECK: llvm.getelementptr %arg1[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NOT: @global_smem
// CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, struct<(f32, f32, f32, f32, f32, f32, f32, f32)>)>
// CHECK: %[[P0:.*]] = llvm.insertvalue %{{.*}}, %[[U]][0]
// CHECK: %[[P1:.*]] = llvm.insertvalue %{{.*}}, %[[P0]][1]
// CHECK: llvm.return %[[P1]]
// CHECK-LABEL: llvm.func @kernel(
// CHECK: nvvm.barrier0
// CHECK-NEXT: %[[BASE:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT: %[[FRAME_OFF:.*]] = llvm.mlir.constant(2048 : i32) : i32
// CHECK-NEXT: %[[FRAME:.*]] = llvm.getelementptr %[[BASE]][%[[FRAME_OFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: %[[R:.*]] = llvm.call @row_max_sum(%x, %[[FRAME]], %{{.*}}, %arg4)
// CHECK: llvm.extractvalue %[[R]][0]
// CHECK: llvm.extractvalue %[[R]][1]
// TRACE: call @row_max_sum: frame at 2048 : i32, global scratch at 0
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#slice = #ttg.slice<{dim = 1, parent = #blocked}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @row_max_sum(%x: tensor<16x256xf32, #blocked>) -> (tensor<16xf32, #slice>, tensor<16xf32, #slice>) attributes {noinline = true} {
    %m = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %0 = arith.maxnumf %a, %b : f32
      tt.reduce.return %0 : f32
    }) : (tensor<16x256xf32, #blocked>) -> tensor<16xf32, #slice>
    %s = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %0 = arith.addf %a, %b : f32
      tt.reduce.return %0 : f32
    }) : (tensor<16x256xf32, #blocked>) -> tensor<16xf32, #slice>
    tt.return %m, %s : tensor<16xf32, #slice>, tensor<16xf32, #slice>
  }
  tt.func public @kernel(%x: tensor<16x256xf32, #blocked>, %y: tensor<16x32xf32, #blocked>, %out: tensor<16x!tt.ptr<f32>, #slice>) attributes {noinline = false} {
    %buf = ttg.local_alloc %y : (tensor<16x32xf32, #blocked>) -> !ttg.memdesc<16x32xf32, #shared, #smem>
    %r:2 = tt.call @row_max_sum(%x) : (tensor<16x256xf32, #blocked>) -> (tensor<16xf32, #slice>, tensor<16xf32, #slice>)
    %v = ttg.local_load %buf : !ttg.memdesc<16x32xf32, #shared, #smem> -> tensor<16x32xf32, #blocked>
    %d = arith.divf %r#0, %r#1 : tensor<16xf32, #slice>
    tt.store %out, %d : tensor<16x!tt.ptr<f32>, #slice>
    tt.return
  }
}

// -----

// Global scratch: the callee's ttg.global_scratch_alloc is an offset from
// its global-scratch parameter (its caller's slice, already per program);
// a device function calling another passes its own implicit arguments on,
// each moved by the call's offsets.
// CHECK-LABEL: llvm.func internal @leaf(
// CHECK-SAME: %arg1: !llvm.ptr<3>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>)
// CHECK: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK: llvm.getelementptr %arg2[%[[C16]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
// CHECK-LABEL: llvm.func internal @middle(
// CHECK-SAME: %arg1: !llvm.ptr<3>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>)
// CHECK: %[[C64:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK: %[[G:.*]] = llvm.getelementptr %arg2[%[[C64]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
// CHECK: llvm.call @leaf(%x, %arg1, %[[G]], %arg3)
// CHECK-LABEL: llvm.func @kernel(
// CHECK: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem
// CHECK: %[[SIZE:.*]] = llvm.mlir.constant(256 : i32) : i32
// CHECK: %[[BYTES:.*]] = llvm.mul %{{.*}}, %[[SIZE]] : i32
// CHECK: %[[CALL_OFF:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK: %[[AT:.*]] = llvm.add %[[BYTES]], %[[CALL_OFF]] : i32
// CHECK: %[[SCRATCH:.*]] = llvm.getelementptr %arg1[%[[AT]]]
// CHECK: llvm.call @middle(%x, %[[SMEM]], %[[SCRATCH]], %arg2)
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @leaf(%x: tensor<128xi32, #blocked>) attributes {noinline = true} {
    %a = ttg.global_scratch_alloc {alignment = 16 : i32, nbytes = 16 : i32} : !tt.ptr<i8>
    %b = ttg.global_scratch_alloc {alignment = 16 : i32, nbytes = 16 : i32} : !tt.ptr<i8>
    %p = tt.bitcast %b : !tt.ptr<i8> -> !tt.ptr<i32>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
    tt.store %ps, %x : tensor<128x!tt.ptr<i32>, #blocked>
    tt.return
  }
  tt.func private @middle(%x: tensor<128xi32, #blocked>) attributes {noinline = true} {
    %a = ttg.global_scratch_alloc {alignment = 64 : i32, nbytes = 64 : i32} : !tt.ptr<i8>
    tt.call @leaf(%x) : (tensor<128xi32, #blocked>) -> ()
    tt.return
  }
  tt.func public @kernel(%x: tensor<128xi32, #blocked>) attributes {noinline = false} {
    %a = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    tt.call @middle(%x) : (tensor<128xi32, #blocked>) -> ()
    tt.return
  }
}
