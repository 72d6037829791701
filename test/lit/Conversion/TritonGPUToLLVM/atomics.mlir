// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm=ptx-version=87 | FileCheck %s
// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm=ptx-version=87 -debug-only=convert-triton-gpu-to-llvm 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// The corpus sm90 atomics_cas kernel; expectations from Triton 3.6's output
// of this pass (test/corpus/triton-3.6/sm90/atomics_cas, the block after
// "IR Dump Before ConvertTritonGPUToLLVM").
//
// Scalar cas in a loop: Membar's barrier first (the scratch is read at the
// end of the previous iteration), the atom by thread 0 of warp 0 only
// (.sem before .scope for cas), its result into the scratch by that thread,
// barrier, every thread loads it.
// CHECK-LABEL: llvm.func @atomics_cas
// CHECK: %[[TRUE:.*]] = llvm.mlir.constant(true) : i1
// CHECK: %[[MASK:.*]] = llvm.mlir.constant(true) : i1
// CHECK: ^bb1:
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[LANE0:.*]] = llvm.icmp "eq"
// CHECK: %[[WARP0:.*]] = llvm.icmp "eq"
// CHECK: %[[FIRST:.*]] = llvm.and %[[LANE0]], %[[WARP0]] : i1
// CHECK: %[[PRED:.*]] = llvm.and %[[FIRST]], %{{.*}} : i1
// CHECK-NEXT: %[[OLD:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$4 atom.global.acq_rel.gpu.cas.b32 $0, [ $1 + 0 ], $2, $3;", "=r,l,r,r,b" %{{.*}}, %{{.*}}, %{{.*}}, %[[PRED]] : (!llvm.ptr<1>, i32, i32, i1) -> i32
// CHECK: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK: %[[SCRATCH:.*]] = llvm.getelementptr %[[SMEM]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %[[SCRATCH]], %[[OLD]], %[[PRED]] : (!llvm.ptr<3>, i32, i1) -> ()
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: %[[RESULT:.*]] = llvm.load %[[SCRATCH]] : !llvm.ptr<3> -> i32
// CHECK-NEXT: llvm.icmp "eq" %[[RESULT]], %{{.*}} : i32
//
// Scalar exch whose result is unused (.scope before .sem for rmw): thread 0
// with the mask, and nothing through shared memory.
// CHECK: ^bb2:
// CHECK: st.global.b32
// CHECK: %[[XPRED:.*]] = llvm.and %{{.*}}, %[[TRUE]] : i1
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.exch.b32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %{{.*}}, %{{.*}}, %[[XPRED]] : (!llvm.ptr<1>, i32, i1) -> i32
// CHECK-NOT: st.shared
//
// Tensor max over 128 distinct elements: every thread issues, predicated by
// the mask alone (the splat of true, taken from the struct its lowering
// built).
// CHECK-NOT: llvm.and {{.*}} : i1
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.max.s32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %{{.*}}, %{{.*}}, %[[MASK]] : (!llvm.ptr<1>, i32, i1) -> i32
// CHECK-NOT: st.shared
// CHECK: llvm.return
// TRACE: tt.atomic_cas: 1 registers, atom.global.acq_rel.gpu.cas.b32
// TRACE: tt.atomic_rmw: 1 registers, atom.global.gpu.acq_rel.exch.b32 (vec 1, packed 1), masked
// TRACE: tt.atomic_rmw: 1 registers, atom.global.gpu.acq_rel.max.s32 (vec 1, packed 1), masked
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32} {
  tt.func public @atomics_cas(%lock: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %counter: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %out: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %true = arith.constant true
    %cst = arith.constant dense<true> : tensor<128xi1, #blocked>
    cf.br ^bb1
  ^bb1:
    %0 = tt.atomic_cas acq_rel, gpu, %lock, %c0_i32, %c1_i32 : (!tt.ptr<i32>, i32, i32) -> i32
    %1 = arith.cmpi eq, %0, %c1_i32 : i32
    cf.cond_br %1, ^bb1, ^bb2
  ^bb2:
    %2 = tt.load %counter : !tt.ptr<i32>
    %3 = arith.addi %2, %c1_i32 : i32
    tt.store %counter, %3 : !tt.ptr<i32>
    %4 = tt.atomic_rmw exch, acq_rel, gpu, %lock, %c0_i32, %true : (!tt.ptr<i32>, i32, i1) -> i32
    %5 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %6 = tt.splat %out : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
    %7 = tt.addptr %6, %5 : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>
    %8 = tt.atomic_rmw max, acq_rel, gpu, %7, %5, %cst : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>, tensor<128xi1, #blocked>) -> tensor<128xi32, #blocked>
    tt.return
  }
}

// -----

// Every RMW kind as Triton spells it (and/or/xor/exch .b, add .u, max/min
// .s, umax/umin max/min .u), each semantics and scope; 64-bit operands take
// "l" registers; a tensor cas is one atom per register.
// CHECK-LABEL: llvm.func @rmw_kinds
// CHECK: "mov.u32 $0, 0x0;\0A\09atom.global.cta.relaxed.and.b32 $0, [ $1 + 0 ], $2;", "=r,l,r"
// CHECK: "mov.u32 $0, 0x0;\0A\09atom.global.sys.acquire.or.b32 $0, [ $1 + 0 ], $2;", "=r,l,r"
// CHECK: "mov.u32 $0, 0x0;\0A\09atom.global.gpu.release.xor.b32 $0, [ $1 + 0 ], $2;", "=r,l,r"
// CHECK: "mov.u32 $0, 0x0;\0A\09atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r"
// CHECK: "mov.u32 $0, 0x0;\0A\09atom.global.gpu.acq_rel.max.s32 $0, [ $1 + 0 ], $2;", "=r,l,r"
// CHECK: "mov.u32 $0, 0x0;\0A\09atom.global.gpu.acq_rel.min.s32 $0, [ $1 + 0 ], $2;", "=r,l,r"
// CHECK: "mov.u32 $0, 0x0;\0A\09atom.global.gpu.acq_rel.max.u32 $0, [ $1 + 0 ], $2;", "=r,l,r"
// CHECK: "mov.u32 $0, 0x0;\0A\09atom.global.gpu.acq_rel.min.u32 $0, [ $1 + 0 ], $2;", "=r,l,r"
// CHECK: "mov.u32 $0, 0x0;\0A\09atom.global.gpu.acq_rel.exch.b32 $0, [ $1 + 0 ], $2;", "=r,l,r"
// CHECK: "mov.u64 $0, 0x0;\0A\09atom.global.gpu.relaxed.add.u64 $0, [ $1 + 0 ], $2;", "=l,l,l" {{.*}} : (!llvm.ptr<1>, i64) -> i64
// CHECK: "mov.u64 $0, 0x0;\0A\09atom.global.relaxed.cta.cas.b64 $0, [ $1 + 0 ], $2, $3;", "=l,l,l,l" {{.*}} : (!llvm.ptr<1>, i64, i64) -> i64
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @rmw_kinds(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %q: !tt.ptr<i64> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
    %a = tt.addptr %s, %r : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>
    %0 = tt.atomic_rmw and, relaxed, cta, %a, %r : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    %1 = tt.atomic_rmw or, acquire, sys, %a, %r : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    %2 = tt.atomic_rmw xor, release, gpu, %a, %r : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    %3 = tt.atomic_rmw add, acq_rel, gpu, %a, %r : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    %4 = tt.atomic_rmw max, acq_rel, gpu, %a, %r : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    %5 = tt.atomic_rmw min, acq_rel, gpu, %a, %r : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    %6 = tt.atomic_rmw umax, acq_rel, gpu, %a, %r : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    %7 = tt.atomic_rmw umin, acq_rel, gpu, %a, %r : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    %8 = tt.atomic_rmw exch, acq_rel, gpu, %a, %r : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    %r64 = arith.extsi %r : tensor<128xi32, #blocked> to tensor<128xi64, #blocked>
    %s64 = tt.splat %q : !tt.ptr<i64> -> tensor<128x!tt.ptr<i64>, #blocked>
    %a64 = tt.addptr %s64, %r : tensor<128x!tt.ptr<i64>, #blocked>, tensor<128xi32, #blocked>
    %9 = tt.atomic_rmw add, relaxed, gpu, %a64, %r64 : (tensor<128x!tt.ptr<i64>, #blocked>, tensor<128xi64, #blocked>) -> tensor<128xi64, #blocked>
    %10 = tt.atomic_cas relaxed, cta, %a64, %r64, %r64 : (tensor<128x!tt.ptr<i64>, #blocked>, tensor<128xi64, #blocked>, tensor<128xi64, #blocked>) -> tensor<128xi64, #blocked>
    tt.return
  }
}

// -----

// fadd vectorised by the axis info from sm_90 (PTX 8.1): 4 contiguous f32
// in one .v4.f32 (the mask is constant over 4: 16-divisible bound), 8 f16 /
// bf16 in one .v8 with .noftz and "h" registers; the results are the struct
// fields, one per register.
// CHECK-LABEL: llvm.func @fadd_vectors
// CHECK: %[[OLD:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$9 atom.global.gpu.relaxed.add.v4.f32 { $0, $1, $2, $3 }, [ $4 + 0 ], { $5, $6, $7, $8 };", "=r,=r,=r,=r,l,r,r,r,r,b" {{.*}} : (!llvm.ptr<1>, f32, f32, f32, f32, i1) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-COUNT-4: llvm.extractvalue %[[OLD]]
// CHECK: "mov.u16 $0, 0x0;\0A\09mov.u16 $1, 0x0;\0A\09mov.u16 $2, 0x0;\0A\09mov.u16 $3, 0x0;\0A\09mov.u16 $4, 0x0;\0A\09mov.u16 $5, 0x0;\0A\09mov.u16 $6, 0x0;\0A\09mov.u16 $7, 0x0;\0A\09atom.global.gpu.acq_rel.add.noftz.v8.f16 { $0, $1, $2, $3, $4, $5, $6, $7 }, [ $8 + 0 ], { $9, $10, $11, $12, $13, $14, $15, $16 };", "=h,=h,=h,=h,=h,=h,=h,=h,l,h,h,h,h,h,h,h,h"
// CHECK: atom.global.gpu.acq_rel.add.noftz.v8.bf16
// CHECK-SAME: -> !llvm.struct<(bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)>
// f64 is not vectorised (4 contiguous, 2 fit in 128 bits): one per register.
// CHECK-COUNT-4: "mov.u64 $0, 0x0;\0A\09atom.global.gpu.relaxed.add.f64 $0, [ $1 + 0 ], $2;", "=l,l,l"
// CHECK-NOT: atom.global
// TRACE: tt.atomic_rmw: 4 registers, atom.global.gpu.relaxed.add.v4.f32 (vec 4, packed 1), masked
// TRACE: tt.atomic_rmw: 8 registers, atom.global.gpu.acq_rel.add.noftz.v8.f16 (vec 8, packed 1)
// TRACE: tt.atomic_rmw: 8 registers, atom.global.gpu.acq_rel.add.noftz.v8.bf16 (vec 8, packed 1)
// TRACE: tt.atomic_rmw: 4 registers, atom.global.gpu.relaxed.add.f64 (vec 1, packed 1)
#blocked4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked8 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @fadd_vectors(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %h: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %bh: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}, %d: !tt.ptr<f64> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked4>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked4>
    %a = tt.addptr %s, %r : tensor<512x!tt.ptr<f32>, #blocked4>, tensor<512xi32, #blocked4>
    %v = arith.sitofp %r : tensor<512xi32, #blocked4> to tensor<512xf32, #blocked4>
    %ns = tt.splat %n : i32 -> tensor<512xi32, #blocked4>
    %m = arith.cmpi slt, %r, %ns : tensor<512xi32, #blocked4>
    %0 = tt.atomic_rmw fadd, relaxed, gpu, %a, %v, %m : (tensor<512x!tt.ptr<f32>, #blocked4>, tensor<512xf32, #blocked4>, tensor<512xi1, #blocked4>) -> tensor<512xf32, #blocked4>
    %r8 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked8>
    %sh = tt.splat %h : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked8>
    %ah = tt.addptr %sh, %r8 : tensor<1024x!tt.ptr<f16>, #blocked8>, tensor<1024xi32, #blocked8>
    %vh = arith.sitofp %r8 : tensor<1024xi32, #blocked8> to tensor<1024xf16, #blocked8>
    %1 = tt.atomic_rmw fadd, acq_rel, gpu, %ah, %vh : (tensor<1024x!tt.ptr<f16>, #blocked8>, tensor<1024xf16, #blocked8>) -> tensor<1024xf16, #blocked8>
    %sb = tt.splat %bh : !tt.ptr<bf16> -> tensor<1024x!tt.ptr<bf16>, #blocked8>
    %ab = tt.addptr %sb, %r8 : tensor<1024x!tt.ptr<bf16>, #blocked8>, tensor<1024xi32, #blocked8>
    %vb = arith.sitofp %r8 : tensor<1024xi32, #blocked8> to tensor<1024xbf16, #blocked8>
    %2 = tt.atomic_rmw fadd, acq_rel, gpu, %ab, %vb : (tensor<1024x!tt.ptr<bf16>, #blocked8>, tensor<1024xbf16, #blocked8>) -> tensor<1024xbf16, #blocked8>
    %sd = tt.splat %d : !tt.ptr<f64> -> tensor<512x!tt.ptr<f64>, #blocked4>
    %ad = tt.addptr %sd, %r : tensor<512x!tt.ptr<f64>, #blocked4>, tensor<512xi32, #blocked4>
    %vd = arith.sitofp %r : tensor<512xi32, #blocked4> to tensor<512xf64, #blocked4>
    %3 = tt.atomic_rmw fadd, relaxed, gpu, %ad, %vd : (tensor<512x!tt.ptr<f64>, #blocked4>, tensor<512xf64, #blocked4>) -> tensor<512xf64, #blocked4>
    tt.return
  }
}

// -----

// Scalar atomics whose results are used: each result goes through the op's
// scratch (allocation.offset 0 for both: their scratches do not live at the
// same time, and Membar puts a barrier between the fadd's load and the
// cas's store), a 16-bit one in an "h" register.
// CHECK-LABEL: llvm.func @scalar_results
// CHECK: %[[OLD:.*]] = llvm.inline_asm {{.*}}"mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" {{.*}} -> f32
// CHECK: %[[OFF0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[SCRATCH0:.*]] = llvm.getelementptr %{{.*}}[%[[OFF0]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[OLDBITS:.*]] = llvm.bitcast %[[OLD]] : f32 to i32
// CHECK-NEXT: llvm.inline_asm {{.*}}"@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %[[SCRATCH0]], %[[OLDBITS]]
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.load %[[SCRATCH0]] : !llvm.ptr<3> -> f32
// CHECK: nvvm.barrier0
// CHECK: %[[OLD16:.*]] = llvm.inline_asm {{.*}}"mov.u16 $0, 0x0;\0A\09@$4 atom.global.acq_rel.gpu.cas.b16 $0, [ $1 + 0 ], $2, $3;", "=h,l,h,h,b" {{.*}} -> f16
// CHECK: %[[SCRATCH1:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[OLD16BITS:.*]] = llvm.bitcast %[[OLD16]] : f16 to i16
// CHECK-NEXT: llvm.inline_asm {{.*}}"@$2 st.shared.b16 [ $0 + 0 ], $1;", "r,h,b" %[[SCRATCH1]], %[[OLD16BITS]]
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.load %[[SCRATCH1]] : !llvm.ptr<3> -> f16
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @scalar_results(%p: !tt.ptr<f32>, %out: !tt.ptr<f32>, %h: !tt.ptr<f16>) {
    %c = arith.constant 1.0 : f32
    %0 = tt.atomic_rmw fadd, acq_rel, gpu, %p, %c : (!tt.ptr<f32>, f32) -> f32
    %ch = arith.constant 1.0 : f16
    %1 = tt.atomic_cas acq_rel, gpu, %h, %ch, %ch : (!tt.ptr<f16>, f16, f16) -> f16
    %2 = arith.extf %1 : f16 to f32
    %3 = arith.addf %0, %2 : f32
    tt.store %out, %3 : !tt.ptr<f32>
    tt.return
  }
}

// -----

// 64 elements over 128 threads: warps 2 and 3 hold copies and issue
// nothing, so the predicate is (warp & 2) == 0 AND the mask.
// CHECK-LABEL: llvm.func @masked_broadcast
// CHECK: %[[MASK:.*]] = llvm.icmp
// CHECK: %[[WARP:.*]] = llvm.udiv
// CHECK: %[[TWO:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[BIT:.*]] = llvm.and %[[WARP]], %[[TWO]] : i32
// CHECK-NEXT: %[[FIRST:.*]] = llvm.icmp "eq" %[[BIT]], %{{.*}} : i32
// CHECK-NEXT: %[[PRED:.*]] = llvm.and %[[FIRST]], %[[MASK]] : i1
// CHECK-NEXT: llvm.inline_asm {{.*}}atom.global.gpu.relaxed.add.u32 {{.*}}, %[[PRED]] : (!llvm.ptr<1>, i32, i1) -> i32
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @masked_broadcast(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %n: i32) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>, #blocked>
    %a = tt.addptr %s, %r : tensor<64x!tt.ptr<i32>, #blocked>, tensor<64xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<64xi32, #blocked>
    %m = arith.cmpi slt, %r, %ns : tensor<64xi32, #blocked>
    %0 = tt.atomic_rmw add, relaxed, gpu, %a, %r, %m : (tensor<64x!tt.ptr<i32>, #blocked>, tensor<64xi32, #blocked>, tensor<64xi1, #blocked>) -> tensor<64xi32, #blocked>
    tt.return
  }
}

// -----

// Registers 0/1 and 2/3 hold the same element (register basis 0): one atom
// per element, the copy's result is the first one's.
// CHECK-LABEL: llvm.func @duplicate_registers
// CHECK: %[[A:.*]] = llvm.inline_asm {{.*}}atom.global.gpu.relaxed.add.u32
// CHECK: %[[B:.*]] = llvm.inline_asm {{.*}}atom.global.gpu.relaxed.add.u32
// CHECK-NOT: atom.global
// CHECK: llvm.insertvalue %[[A]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[A]], %{{.*}}[1]
// CHECK-NEXT: llvm.insertvalue %[[B]], %{{.*}}[2]
// CHECK-NEXT: llvm.insertvalue %[[B]], %{{.*}}[3]
#dup = #ttg.linear<{register = [[0], [1]], lane = [[2], [4], [8], [16], [32]], warp = [[64], [0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @duplicate_registers(%q: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #dup>
    %s = tt.splat %q : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #dup>
    %a = tt.addptr %s, %r : tensor<128x!tt.ptr<i32>, #dup>, tensor<128xi32, #dup>
    %0 = tt.atomic_rmw add, relaxed, gpu, %a, %r : (tensor<128x!tt.ptr<i32>, #dup>, tensor<128xi32, #dup>) -> tensor<128xi32, #dup>
    tt.store %a, %0 : tensor<128x!tt.ptr<i32>, #dup>
    tt.return
  }
}

// -----

// A scalar relaxed/acquire add of constant 0 (int or float) only reads:
// Triton's nvg.ld_acquire, predicated like the atom, its result broadcast
// the same way. acq_rel, or a non-zero operand, stays an atom.
// CHECK-LABEL: llvm.func @load_by_adding_zero
// CHECK: %[[LD:.*]] = nvg.ld_acquire acquire, gpu, %{{.*}}, %[[PRED:.*]] : (!llvm.ptr<1>) -> i32
// CHECK-NEXT: llvm.mlir.addressof @global_smem
// CHECK: llvm.inline_asm {{.*}}"@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %{{.*}}, %[[LD]], %[[PRED]]
// CHECK: nvg.ld_acquire relaxed, sys, %{{.*}}, %{{.*}} : (!llvm.ptr<1>) -> f32
// CHECK: atom.global.gpu.acquire.add.u32
// CHECK: atom.global.gpu.acq_rel.add.u32
// CHECK-NOT: nvg.ld_acquire
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @load_by_adding_zero(%p: !tt.ptr<i32>, %f: !tt.ptr<f32>, %out: !tt.ptr<i32>) {
    %c0 = arith.constant 0 : i32
    %0 = tt.atomic_rmw add, acquire, gpu, %p, %c0 : (!tt.ptr<i32>, i32) -> i32
    %z = arith.constant 0.0 : f32
    %1 = tt.atomic_rmw fadd, relaxed, sys, %f, %z : (!tt.ptr<f32>, f32) -> f32
    %2 = arith.fptosi %1 : f32 to i32
    %3 = arith.addi %0, %2 : i32
    %c1 = arith.constant 1 : i32
    %4 = tt.atomic_rmw add, acquire, gpu, %p, %c1 : (!tt.ptr<i32>, i32) -> i32
    %5 = tt.atomic_rmw add, acq_rel, gpu, %p, %c0 : (!tt.ptr<i32>, i32) -> i32
    %6 = arith.addi %3, %4 : i32
    %7 = arith.addi %6, %5 : i32
    tt.store %out, %7 : !tt.ptr<i32>
    tt.return
  }
}
