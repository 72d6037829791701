// Every upstream MLIR pass that Triton 3.6's pipelines name runs in tt-opt,
// with the options Triton gives it (its reproducers and dump-log headers
// name them so). Each RUN line runs one pass on all the modules below and
// checks the one written for it (split input keeps no SSA names: %arg0).

// RUN: tt-opt -split-input-file %s --pass-pipeline='builtin.module(inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 })' | FileCheck %s --check-prefix=INLINE
// RUN: tt-opt -split-input-file %s --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s --check-prefix=CANON
// RUN: tt-opt -split-input-file %s --pass-pipeline='builtin.module(cse)' | FileCheck %s --check-prefix=CSE
// RUN: tt-opt -split-input-file %s --pass-pipeline='builtin.module(sccp)' | FileCheck %s --check-prefix=SCCP
// RUN: tt-opt -split-input-file %s --pass-pipeline='builtin.module(symbol-dce)' | FileCheck %s --check-prefix=DCE
// RUN: tt-opt -split-input-file %s --pass-pipeline='builtin.module(loop-invariant-code-motion)' | FileCheck %s --check-prefix=LICM
// RUN: tt-opt -split-input-file %s --pass-pipeline='builtin.module(strip-debuginfo)' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=STRIP
// RUN: tt-opt -split-input-file %s --pass-pipeline='builtin.module(convert-scf-to-cf)' | FileCheck %s --check-prefix=SCF
// RUN: tt-opt -split-input-file %s --pass-pipeline='builtin.module(convert-index-to-llvm{index-bitwidth=0})' | FileCheck %s --check-prefix=INDEX
// RUN: tt-opt -split-input-file %s --pass-pipeline='builtin.module(convert-cf-to-llvm{index-bitwidth=0})' | FileCheck %s --check-prefix=CF
// RUN: tt-opt -split-input-file %s --pass-pipeline='builtin.module(convert-arith-to-llvm{index-bitwidth=0})' | FileCheck %s --check-prefix=ARITH
// RUN: tt-opt -split-input-file %s --pass-pipeline='builtin.module(convert-math-to-llvm)' | FileCheck %s --check-prefix=MATH
// RUN: tt-opt -split-input-file %s --pass-pipeline='builtin.module(convert-nvvm-to-llvm)' | FileCheck %s --check-prefix=NVVM
// RUN: tt-opt -split-input-file %s --pass-pipeline='builtin.module(reconcile-unrealized-casts)' | FileCheck %s --check-prefix=CASTS

// make_ttir's inliner: tt.call is gone, the callee's body is in its place
// and the private callee is dropped.
// INLINE-LABEL: tt.func @inline
// INLINE-NEXT: arith.addi %x, %x : i32
// INLINE-NOT: tt.call
// INLINE-NOT: @callee
tt.func private @callee(%y: i32) -> i32 {
  %0 = arith.addi %y, %y : i32
  tt.return %0 : i32
}
tt.func @inline(%x: i32) -> i32 {
  %0 = tt.call @callee(%x) : (i32) -> i32
  tt.return %0 : i32
}

// -----

// CANON-LABEL: tt.func @canonicalize
// CANON-NEXT: tt.return %x : i32
tt.func @canonicalize(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  tt.return %0 : i32
}

// -----

// CSE-LABEL: tt.func @cse
// CSE-NEXT: %[[SUM:.*]] = arith.addi %x, %x : i32
// CSE-NEXT: arith.muli %[[SUM]], %[[SUM]] : i32
tt.func @cse(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %x, %x : i32
  %2 = arith.muli %0, %1 : i32
  tt.return %2 : i32
}

// -----

// The branch on a constant condition folds to its value.
// SCCP-LABEL: tt.func @sccp
// SCCP: %[[C2:.*]] = arith.constant 2 : i32
// SCCP: tt.return %[[C2]] : i32
tt.func @sccp() -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = scf.if %true -> (i32) {
    scf.yield %c2 : i32
  } else {
    scf.yield %c1 : i32
  }
  tt.return %0 : i32
}

// -----

// DCE-LABEL: tt.func public @symbol_dce
// DCE-NOT: @unused
tt.func private @unused() {
  tt.return
}
tt.func public @symbol_dce() {
  tt.return
}

// -----

// The loop-invariant multiply moves in front of the loop.
// LICM-LABEL: tt.func @licm
// LICM: arith.muli %x, %x : i32
// LICM-NEXT: scf.for
tt.func @licm(%x: i32, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %sq = arith.muli %x, %x : i32
    %next = arith.addi %acc, %sq : i32
    scf.yield %next : i32
  }
  tt.return %0 : i32
}

// -----

// STRIP-LABEL: tt.func @strip_debuginfo
// STRIP-NEXT: arith.addi %arg0, %arg0 : i32 loc(unknown)
tt.func @strip_debuginfo(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32 loc("kernel.py":12:5)
  tt.return %0 : i32
}

// -----

// SCF-LABEL: tt.func @scf_to_cf
// SCF: cf.cond_br
// SCF-NOT: scf.if
tt.func @scf_to_cf(%c: i1, %x: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    %1 = arith.addi %x, %x : i32
    scf.yield %1 : i32
  } else {
    scf.yield %x : i32
  }
  tt.return %0 : i32
}

// -----

// INDEX-LABEL: llvm.func @index_to_llvm
// INDEX: llvm.add %{{.*}}, %{{.*}} : i64
// INDEX-NOT: index.add
llvm.func @index_to_llvm(%x: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %x : i64 to index
  %1 = index.add %0, %0
  %2 = builtin.unrealized_conversion_cast %1 : index to i64
  llvm.return %2 : i64
}

// -----

// CF-LABEL: llvm.func @cf_to_llvm
// CF: llvm.cond_br %c, ^bb1, ^bb2
// CF-NOT: cf.cond_br
llvm.func @cf_to_llvm(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

// ARITH-LABEL: llvm.func @arith_to_llvm
// ARITH: llvm.add %x, %x : i32
// ARITH-NOT: arith.addi
llvm.func @arith_to_llvm(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  llvm.return %0 : i32
}

// -----

// MATH-LABEL: llvm.func @math_to_llvm
// MATH: llvm.intr.sqrt(%x) : (f32) -> f32
// MATH-NOT: math.sqrt
llvm.func @math_to_llvm(%x: f32) -> f32 {
  %0 = math.sqrt %x : f32
  llvm.return %0 : f32
}

// -----

// NVVM ops that have only a PTX form become inline assembly.
// NVVM-LABEL: llvm.func @nvvm_to_llvm
// NVVM: llvm.inline_asm has_side_effects asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %x : (f32) -> f32
llvm.func @nvvm_to_llvm(%x: f32) -> f32 {
  %0 = nvvm.inline_ptx "ex2.approx.ftz.f32 $0, $1;" ro(%x : f32) -> f32
  llvm.return %0 : f32
}

// -----

// CASTS-LABEL: llvm.func @reconcile_unrealized_casts
// CASTS-NEXT: llvm.return %x : i32
llvm.func @reconcile_unrealized_casts(%x: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to f32
  %1 = builtin.unrealized_conversion_cast %0 : f32 to i32
  llvm.return %1 : i32
}
