// RUN: tt-opt %s -split-input-file -convert-scf-to-cf -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -canonicalize | FileCheck %s
// RUN: tt-opt %s -split-input-file -convert-scf-to-cf -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -debug-only=convert-triton-gpu-to-llvm 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// An asynchronous dot with A in registers: each wgmma reads its own copy of
// A (inline-asm movs), since the next loop iteration writes A while wgmmas
// may still read it (WgmmaOperandCopies.h). One dot of four k steps per
// iteration, then a wait for 1 pending group. Committed as one group (as
// Triton does), the dot's previous run would be its last commit and up to
// 1 group would be pending at its copies: they would have to wait for
// all. So each wgmma commits its own group, after its own copy and fence:
// at a copy, the previous run of its wgmma is then 3 commits back, and the
// groups pending are at most 1, 2, 3, then 4: only the last copy must
// first wait until 3 are left.
// CHECK-LABEL: llvm.func @four_k_steps_wait_one
// CHECK: llvm.cond_br
// CHECK-COUNT-4: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.b32 $0, $1;", "=r,r" %{{.*}} : (i32) -> i32
// CHECK-NOT: "mov.b32 $0, $1;"
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvg.wgmma
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: nvvm.wgmma.wait.group.sync.aligned
// CHECK-COUNT-4: "mov.b32 $0, $1;"
// CHECK: nvg.wgmma
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: nvvm.wgmma.wait.group.sync.aligned
// CHECK-COUNT-4: "mov.b32 $0, $1;"
// CHECK: nvg.wgmma
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 3
// CHECK-COUNT-4: "mov.b32 $0, $1;"
// CHECK: nvg.wgmma
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvg.wgmma_wait_group %{{.*}} {pendings = 1 : i32}
// TRACE: @four_k_steps_wait_one {{.*}}(A in registers, async): a group per wgmma, waits before its copies of A, in pending groups (- for none): - - - 3
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @four_k_steps_wait_one(%x: f16, %n: i32) {
    %a = tt.splat %x : f16 -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %b = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #sb, #smem, mutable>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc {isAsync = true} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x64xf16, #sb, #smem, mutable> -> tensor<64x64xf32, #mma>
      %w:2 = ttng.warp_group_dot_wait %d, %b {pendings = 1 : i32} : tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #sb, #smem, mutable>
      scf.yield %w#0 : tensor<64x64xf32, #mma>
    }
    %f = ttng.warp_group_dot_wait %r {pendings = 0 : i32} : tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

// Two dots of one k step per iteration, each followed by a wait for 1
// pending group (as the pipeliner leaves test/corpus's rs_ kernels): a
// dot's previous run is 1 commit back from its copy and at most 1 group is
// pending there, so no copy waits, and each dot makes its copy before its
// fence and commits once, as Triton does.
// CHECK-LABEL: llvm.func @two_dots_wait_one
// CHECK-NOT: nvvm.wgmma.wait.group.sync.aligned
// CHECK-COUNT-4: "mov.b32 $0, $1;"
// CHECK-NOT: "mov.b32 $0, $1;"
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NOT: nvvm.wgmma.wait.group.sync.aligned
// CHECK: nvg.wgmma
// CHECK-NOT: nvvm.wgmma.wait.group.sync.aligned
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: nvvm.wgmma.wait.group.sync.aligned
// CHECK: llvm.return
// TRACE: @two_dots_wait_one {{.*}}one group, waits before its copies of A, in pending groups (- for none): -
// TRACE: @two_dots_wait_one {{.*}}one group, waits before its copies of A, in pending groups (- for none): -
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_dots_wait_one(%x: f16, %n: i32) {
    %a = tt.splat %x : f16 -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %b = ttg.local_alloc : () -> !ttg.memdesc<16x64xf16, #sb, #smem, mutable>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc {isAsync = true} : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<16x64xf16, #sb, #smem, mutable> -> tensor<64x64xf32, #mma>
      %w:2 = ttng.warp_group_dot_wait %d, %b {pendings = 1 : i32} : tensor<64x64xf32, #mma>, !ttg.memdesc<16x64xf16, #sb, #smem, mutable>
      %e = ttng.warp_group_dot %a, %b, %w#0 {isAsync = true} : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<16x64xf16, #sb, #smem, mutable> -> tensor<64x64xf32, #mma>
      %v:2 = ttng.warp_group_dot_wait %e, %b {pendings = 1 : i32} : tensor<64x64xf32, #mma>, !ttg.memdesc<16x64xf16, #sb, #smem, mutable>
      scf.yield %v#0 : tensor<64x64xf32, #mma>
    }
    %f = ttng.warp_group_dot_wait %r {pendings = 0 : i32} : tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

// A loop that never waits: any number of groups may be pending, and the
// dot's only wgmma runs again right after its own commit, so its copy
// waits for all of them (0 pending); the function's register-A dots then
// commit a group per wgmma. Outside the loop, the same dot's copy is
// written once and needs no wait.
// CHECK-LABEL: llvm.func @no_wait
// CHECK: "mov.b32 $0, $1;"
// CHECK-NOT: nvvm.wgmma.wait.group.sync.aligned
// CHECK: nvg.wgmma
// CHECK: llvm.cond_br
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NEXT: llvm.inline_asm has_side_effects {{.*}}"mov.b32 $0, $1;"
// TRACE: @no_wait {{.*}}a group per wgmma, waits before its copies of A, in pending groups (- for none): -
// TRACE: @no_wait {{.*}}a group per wgmma, waits before its copies of A, in pending groups (- for none): 0
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @no_wait(%x: f16, %n: i32) {
    %a = tt.splat %x : f16 -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %b = ttg.local_alloc : () -> !ttg.memdesc<16x64xf16, #sb, #smem, mutable>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %p = ttng.warp_group_dot %a, %b, %c {isAsync = true} : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<16x64xf16, #sb, #smem, mutable> -> tensor<64x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %p) -> (tensor<64x64xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc {isAsync = true} : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<16x64xf16, #sb, #smem, mutable> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    %f = ttng.warp_group_dot_wait %r {pendings = 0 : i32} : tensor<64x64xf32, #mma>
    tt.return
  }
}
