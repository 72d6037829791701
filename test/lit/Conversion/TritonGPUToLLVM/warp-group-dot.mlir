// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -canonicalize -cse | FileCheck %s
// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -debug-only=convert-triton-gpu-to-llvm 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// A 64x64x32 f16 dot on one warp group: one m64n64k16 tile, two k steps,
// each an nvg.wgmma on two shared-memory descriptors.
// A (64x32, K contiguous, 64-byte swizzle): mode 2 << 62, stride byte
// offset 8 rows * 64 bytes = 512 (>> 4 = 32, << 32), leading offset 0:
// 0x8000002000000000 = -9223371899415822336.
// B (32x64, N contiguous, so MN-major; 128-byte swizzle): mode 1 << 62,
// stride 8 * 128 = 1024 (64 << 32); its 64 columns are one 128-byte
// swizzle block, so no instruction crosses blocks and the leading offset is
// 0, as Triton 3.6 leaves it: 0x4000004000000000 = 4611686293305294848
// (the corpus's flash attention V descriptor).
// The buffer address field ((ptr >> 4) & 0x3fff, its bits 4..17) is
// computed before the wgmma.fence, as Triton 3.6 does, and added last.
// The first dot's accumulator is a zero constant: its first wgmma has no
// accumulator operand (scale-d 0), the next one accumulates (true).
// CHECK-LABEL: llvm.func @dot
// CHECK-DAG: %[[TRUE:.*]] = llvm.mlir.constant(true) : i1
// CHECK-DAG: %[[FALSE:.*]] = llvm.mlir.constant(false) : i1
// CHECK-DAG: %[[DESC_B:.*]] = llvm.mlir.constant(4611686293305294848 : i64) : i64
// CHECK-DAG: %[[DESC_A:.*]] = llvm.mlir.constant(-9223371899415822336 : i64) : i64
// CHECK-DAG: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-DAG: %[[C3FFF:.*]] = llvm.mlir.constant(16383 : i32) : i32
// One warp group and one warp along N: the descriptors' warp offsets are 0
// and no warp id is read (its shuffle would stay in a loop, unused).
// CHECK-NOT: nvg.warp_id
// CHECK: %[[ADDR_A:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr<3> to i32
// CHECK: %[[SHR_A:.*]] = llvm.lshr %[[ADDR_A]], %[[C4]] : i32
// CHECK: %[[BITS_A:.*]] = llvm.and %[[SHR_A]], %[[C3FFF]] : i32
// CHECK: %[[FIELD_A:.*]] = llvm.zext %[[BITS_A]] : i32 to i64
// CHECK: llvm.ptrtoint %{{.*}} : !llvm.ptr<3> to i32
// CHECK-NOT: nvg.wgmma
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: %[[OFF_A:.*]] = llvm.add %{{.*}}, %[[DESC_A]] : i64
// CHECK: llvm.add %[[OFF_A]], %[[FIELD_A]] : i64
// CHECK: llvm.add %{{.*}}, %[[DESC_B]] : i64
// CHECK: %[[W0:.*]] = nvg.wgmma %{{.*}}, %{{.*}}, %[[FALSE]] {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 64 : i32} : (i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK: nvg.wgmma %{{.*}}, %{{.*}}, %[[TRUE]], %[[W0]] {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 64 : i32}
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// The second async dot, then its explicit wait (the buffers pass through).
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-2: nvg.wgmma %{{.*}}, %{{.*}}, %[[TRUE]], %{{.*}} {
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvg.wgmma_wait_group %{{.*}} {pendings = 0 : i32}
// A synchronous dot (isAsync = false) waits for itself.
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-2: nvg.wgmma
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvg.wgmma_wait_group %{{.*}} {pendings = 0 : i32}
// TRACE-COUNT-3: warp_group_dot: 1 x 1 tiles of m64n64k16, 2 k steps
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#sa = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @dot(%out: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %one = arith.constant dense<1.000000e+00> : tensor<64x64xf32, #mma>
    %a = ttg.local_alloc : () -> !ttg.memdesc<64x32xf16, #sa, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #sb, #smem, mutable>
    %d0 = ttng.warp_group_dot %a, %b, %zero {isAsync = true} : !ttg.memdesc<64x32xf16, #sa, #smem, mutable> * !ttg.memdesc<32x64xf16, #sb, #smem, mutable> -> tensor<64x64xf32, #mma>
    %d1 = ttng.warp_group_dot %a, %b, %d0 {isAsync = true} : !ttg.memdesc<64x32xf16, #sa, #smem, mutable> * !ttg.memdesc<32x64xf16, #sb, #smem, mutable> -> tensor<64x64xf32, #mma>
    %w:3 = ttng.warp_group_dot_wait %d1, %a, %b {pendings = 0 : i32} : tensor<64x64xf32, #mma>, !ttg.memdesc<64x32xf16, #sa, #smem, mutable>, !ttg.memdesc<32x64xf16, #sb, #smem, mutable>
    %d2 = ttng.warp_group_dot %a, %b, %w#0 : !ttg.memdesc<64x32xf16, #sa, #smem, mutable> * !ttg.memdesc<32x64xf16, #sb, #smem, mutable> -> tensor<64x64xf32, #mma>
    %c = ttg.convert_layout %d2 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %e = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %eb = tt.broadcast %e : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %pp = tt.addptr %p, %eb : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    tt.store %pp, %c : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// fp8 into f32 with maxNumImpreciseAcc = 32: wgmma accumulates at most 32
// products (one k32 step) in its reduced precision, so each step starts a
// partial accumulator (no accumulator operand) that is added in f32; the
// operands are K-major (fp8 cannot be read transposed) with 64-byte
// swizzles (64 fp8 = 64 bytes). The #mma tile is 128 rows on 8 warps: two
// warp groups, each one m64 tile, so the A descriptor depends on the warp.
// CHECK-LABEL: llvm.func @fp8
// CHECK: nvg.warp_id
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: %[[P0:.*]] = nvg.wgmma %{{.*}}, %{{.*}}, %{{.*}} {eltTypeA = 2 : i32, eltTypeB = 2 : i32, eltTypeC = 7 : i32, k = 32 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 32 : i32} : (i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK: %[[P1:.*]] = nvg.wgmma %{{.*}}, %{{.*}}, %{{.*}} {eltTypeA = 2 : i32, eltTypeB = 2 : i32, eltTypeC = 7 : i32, k = 32 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 32 : i32} : (i64, i64, i1) -> !llvm.struct
// CHECK: llvm.extractvalue %[[P1]][0]
// CHECK: llvm.fadd
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// TRACE: warp_group_dot: 1 x 1 tiles of m64n32k32, 2 k steps
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 32, 32]}>
#sa = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @fp8() {
    %acc = arith.constant dense<1.000000e+00> : tensor<128x32xf32, #mma>
    %a = ttg.local_alloc : () -> !ttg.memdesc<128x64xf8E4M3FN, #sa, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<64x32xf8E4M3FN, #sb, #smem, mutable>
    %d = ttng.warp_group_dot %a, %b, %acc {maxNumImpreciseAcc = 32 : i32} : !ttg.memdesc<128x64xf8E4M3FN, #sa, #smem, mutable> * !ttg.memdesc<64x32xf8E4M3FN, #sb, #smem, mutable> -> tensor<128x32xf32, #mma>
    tt.return
  }
}

// -----

// A in registers (a #dot_op of the #mma, two f16 per 32 bits): each k step
// takes 8 of the thread's 16 registers as four packed i32 words (here all
// one word: A is a splat), all packed before the wgmma.fence (ptxas must
// see them defined before it). Asynchronous, and A computed once outside
// any loop: no wait (register-operand-waits.mlir has the loops).
// CHECK-LABEL: llvm.func @registers
// CHECK: llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NOT: llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: nvg.wgmma %{{.*}}, %{{.*}}, %{{.*}} {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 64 : i32} : (!llvm.struct<(i32, i32, i32, i32)>, i64, i1) -> !llvm.struct
// CHECK: nvg.wgmma %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {{.*}} : (!llvm.struct<(i32, i32, i32, i32)>, i64, i1, !llvm.struct
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: wgmma_wait_group
// CHECK-NOT: nvvm.wgmma.wait.group
// CHECK: llvm.return
// TRACE: warp_group_dot: 1 x 1 tiles of m64n64k16, 2 k steps
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @registers(%x: f16) {
    %a = tt.splat %x : f16 -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %b = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #sb, #smem, mutable>
    %d = ttng.warp_group_dot %a, %b, %c {isAsync = true} : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<32x64xf16, #sb, #smem, mutable> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

// f16 accumulators (out_dtype=float16): wgmma's D fragment holds two f16
// per 32-bit register, so the 32 f16 registers of a thread's m64n64 tile
// travel as 16 i32 words (eltTypeC f16), column pairs packed into
// vector<2xf16> and unpacked after the wait. The zero start needs no
// accumulator operand.
// CHECK-LABEL: llvm.func @dot_f16_acc
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: %[[W0:.*]] = nvg.wgmma %{{.*}}, %{{.*}}, %{{.*}} {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 4 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 64 : i32} : (i64, i64, i1) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
// CHECK: nvg.wgmma %{{.*}}, %{{.*}}, %{{.*}}, %[[W0]] {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 4 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 64 : i32} : (i64, i64, i1, !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: llvm.bitcast %{{.*}} : i32 to vector<2xf16>
// CHECK: nvg.wgmma_wait_group %{{.*}} {pendings = 0 : i32} : !llvm.struct<(f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16)>
// TRACE: warp_group_dot: 1 x 1 tiles of m64n64k16, 2 k steps
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#sa = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @dot_f16_acc(%out: tensor<64x64x!tt.ptr<f16>, #mma>) {
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf16, #mma>
    %a = ttg.local_alloc : () -> !ttg.memdesc<64x32xf16, #sa, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #sb, #smem, mutable>
    %d = ttng.warp_group_dot %a, %b, %zero {isAsync = true} : !ttg.memdesc<64x32xf16, #sa, #smem, mutable> * !ttg.memdesc<32x64xf16, #sb, #smem, mutable> -> tensor<64x64xf16, #mma>
    %w:3 = ttng.warp_group_dot_wait %d, %a, %b {pendings = 0 : i32} : tensor<64x64xf16, #mma>, !ttg.memdesc<64x32xf16, #sa, #smem, mutable>, !ttg.memdesc<32x64xf16, #sb, #smem, mutable>
    tt.store %out, %w#0 : tensor<64x64x!tt.ptr<f16>, #mma>
    tt.return
  }
}

// -----

// f16 accumulator with A in registers: A's four 32-bit words per k16 step,
// the accumulator's 16 packed words.
// CHECK-LABEL: llvm.func @dot_f16_acc_register_a
// CHECK: %[[W0:.*]] = nvg.wgmma %{{.*}}, %{{.*}}, %{{.*}} {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 4 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 64 : i32} : (!llvm.struct<(i32, i32, i32, i32)>, i64, i1) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
// CHECK: nvg.wgmma %{{.*}}, %{{.*}}, %{{.*}}, %[[W0]] {{.*}} : (!llvm.struct<(i32, i32, i32, i32)>, i64, i1, !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @dot_f16_acc_register_a(%a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %out: tensor<64x64x!tt.ptr<f16>, #mma>) {
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf16, #mma>
    %b = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #sb, #smem, mutable>
    %d = ttng.warp_group_dot %a, %b, %zero {isAsync = true} : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<32x64xf16, #sb, #smem, mutable> -> tensor<64x64xf16, #mma>
    %w:2 = ttng.warp_group_dot_wait %d, %b {pendings = 0 : i32} : tensor<64x64xf16, #mma>, !ttg.memdesc<32x64xf16, #sb, #smem, mutable>
    tt.store %out, %w#0 : tensor<64x64x!tt.ptr<f16>, #mma>
    tt.return
  }
}
