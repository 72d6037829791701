// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm | FileCheck %s
// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -debug-only=convert-triton-gpu-to-llvm 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// Asynchronous wgmmas read A's registers until a wait retires them; in a
// loop, the ops computing A ("writers") rewrite those registers each
// iteration. Three dots in one loop block (n = 3). %d0 needs nothing: the
// block's own wait after %d1 {pendings = 1} leaves only %d1 in flight, so
// %d0 is retired before its writer (a local_load) runs again. %a1's
// writer, a truncf, waits for at most (3 - 1 - 1) + 0 = 1 group (no wait of
// the block retires %d1 before the back edge: after it, %w1 {1} has seen
// no later group), its f32 operand threaded through the wait so that the
// fptruncs come after it; %outside is computed once before the loop: no
// wait.
// TRACE: warp_group_dot at loc({{.*}}:[[#@LINE+33]]:{{.*}}): a warp_group_dot_wait of its block retires it before A's registers are written again; no wait added
// TRACE: 'arith.truncf' at loc({{.*}}:[[#@LINE+31]]:{{.*}}) writes a wgmma A operand in a loop: wait until at most 1 wgmma groups are in flight before it
// CHECK-LABEL: llvm.func @loop
// CHECK: ^bb1(%i:
// CHECK-NOT: wait
// CHECK: nvvm.ldmatrix
// CHECK-NOT: llvm.fptrunc
// CHECK: nvg.wgmma_wait_group %{{.*}} {pendings = 1 : i32} : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK: llvm.fptrunc %{{.*}} : f32 to f16
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-2: nvg.wgmma
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvg.wgmma_wait_group %{{.*}} {pendings = 1 : i32}
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvg.wgmma_wait_group %{{.*}} {pendings = 1 : i32}
// CHECK-NOT: wait
// CHECK: llvm.cond_br
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#sa = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @loop(%x: tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %h: f16, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %acc0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %a_smem = ttg.local_alloc : () -> !ttg.memdesc<64x32xf16, #sa, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #sb, #smem, mutable>
    %outside = tt.splat %h : f16 -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    cf.br ^bb1(%c0, %acc0 : i32, tensor<64x64xf32, #mma>)
  ^bb1(%i: i32, %acc: tensor<64x64xf32, #mma>):
    %a0 = ttg.local_load %a_smem : !ttg.memdesc<64x32xf16, #sa, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %a1 = arith.truncf %x : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> to tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %d0 = ttng.warp_group_dot %a0, %b, %acc {isAsync = true} : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<32x64xf16, #sb, #smem, mutable> -> tensor<64x64xf32, #mma>
    %w0:2 = ttng.warp_group_dot_wait %d0, %b {pendings = 1 : i32} : tensor<64x64xf32, #mma>, !ttg.memdesc<32x64xf16, #sb, #smem, mutable>
    %d1 = ttng.warp_group_dot %a1, %b, %w0#0 {isAsync = true} : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<32x64xf16, #sb, #smem, mutable> -> tensor<64x64xf32, #mma>
    %w1 = ttng.warp_group_dot_wait %d1 {pendings = 1 : i32} : tensor<64x64xf32, #mma>
    %d2 = ttng.warp_group_dot %outside, %b, %w1 {isAsync = true} : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<32x64xf16, #sb, #smem, mutable> -> tensor<64x64xf32, #mma>
    %next = arith.addi %i, %c1 : i32
    %more = arith.cmpi slt, %next, %n : i32
    cf.cond_br %more, ^bb1(%next, %d2 : i32, tensor<64x64xf32, #mma>), ^bb2
  ^bb2:
    %done = ttng.warp_group_dot_wait %d2 {pendings = 0 : i32} : tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

// A carried into the loop as a block argument is written by the copies at
// the loop's back edge, after the dot, in another place than any writer in
// the block: the dot waits for itself right after it.
// TRACE: warp_group_dot at loc({{.*}}:[[#@LINE+19]]:{{.*}}): A's registers may be rewritten elsewhere in its loop; the dot waits for itself (pendings = 0)
// CHECK-LABEL: llvm.func @carried
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvg.wgmma_wait_group %{{.*}} {pendings = 0 : i32}
// CHECK: nvvm.ldmatrix
// CHECK: llvm.cond_br
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#sa = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @carried(%a_init: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %acc0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %a_smem = ttg.local_alloc : () -> !ttg.memdesc<64x32xf16, #sa, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #sb, #smem, mutable>
    cf.br ^bb1(%c0, %acc0, %a_init : i32, tensor<64x64xf32, #mma>, tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>)
  ^bb1(%i: i32, %acc: tensor<64x64xf32, #mma>, %a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>):
    %d = ttng.warp_group_dot %a, %b, %acc {isAsync = true} : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<32x64xf16, #sb, #smem, mutable> -> tensor<64x64xf32, #mma>
    %a_next = ttg.local_load %a_smem : !ttg.memdesc<64x32xf16, #sa, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %next = arith.addi %i, %c1 : i32
    %more = arith.cmpi slt, %next, %n : i32
    cf.cond_br %more, ^bb1(%next, %d, %a_next : i32, tensor<64x64xf32, #mma>, tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>), ^bb2
  ^bb2:
    %done = ttng.warp_group_dot_wait %d {pendings = 0 : i32} : tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

// A wait before the writer, reached through the back edge, retires the dot
// too: %w {pendings = 0} at the top of the loop block sees the previous
// iteration's %d retired before the truncf rewrites A. No wait is added,
// and the truncf's operand is not threaded through one.
// TRACE: warp_group_dot at loc({{.*}}:[[#@LINE+19]]:{{.*}}): a warp_group_dot_wait of its block retires it before A's registers are written again; no wait added
// CHECK-LABEL: llvm.func @waited_at_top
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NOT: wgmma_wait_group
// CHECK: llvm.fptrunc
// CHECK: llvm.cond_br
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @waited_at_top(%x: tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %acc0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %b = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #sb, #smem, mutable>
    cf.br ^bb1(%c0, %acc0 : i32, tensor<64x64xf32, #mma>)
  ^bb1(%i: i32, %acc: tensor<64x64xf32, #mma>):
    %w = ttng.warp_group_dot_wait %b {pendings = 0 : i32} : !ttg.memdesc<32x64xf16, #sb, #smem, mutable>
    %a = arith.truncf %x : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> to tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %d = ttng.warp_group_dot %a, %w, %acc {isAsync = true} : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<32x64xf16, #sb, #smem, mutable> -> tensor<64x64xf32, #mma>
    %next = arith.addi %i, %c1 : i32
    %more = arith.cmpi slt, %next, %n : i32
    cf.cond_br %more, ^bb1(%next, %d : i32, tensor<64x64xf32, #mma>), ^bb2
  ^bb2:
    %done = ttng.warp_group_dot_wait %d {pendings = 0 : i32} : tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

// A writer's operands go through the wait once per distinct register: the
// select's predicate and its second value are splats (one register each,
// 16 elements per thread), its first value has 16 registers. The wait
// threads 1 + 16 + 1 values, not 3 x 16.
// CHECK-LABEL: llvm.func @threaded_once
// CHECK: nvg.wgmma_wait_group %{{.*}} {pendings = 0 : i32} : !llvm.struct<(i1, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16)>
// CHECK-COUNT-16: llvm.select
// CHECK-NOT: llvm.select
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @threaded_once(%x: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %p: i1, %h: f16, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %acc0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %b = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #sb, #smem, mutable>
    %pred = tt.splat %p : i1 -> tensor<64x32xi1, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %other = tt.splat %h : f16 -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    cf.br ^bb1(%c0, %acc0 : i32, tensor<64x64xf32, #mma>)
  ^bb1(%i: i32, %acc: tensor<64x64xf32, #mma>):
    %a = arith.select %pred, %x, %other : tensor<64x32xi1, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %d = ttng.warp_group_dot %a, %b, %acc {isAsync = true} : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<32x64xf16, #sb, #smem, mutable> -> tensor<64x64xf32, #mma>
    %next = arith.addi %i, %c1 : i32
    %more = arith.cmpi slt, %next, %n : i32
    cf.cond_br %more, ^bb1(%next, %d : i32, tensor<64x64xf32, #mma>), ^bb2
  ^bb2:
    %done = ttng.warp_group_dot_wait %d {pendings = 0 : i32} : tensor<64x64xf32, #mma>
    tt.return
  }
}
