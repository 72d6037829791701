// tt-on-symbol runs a pipeline on the op that defines one symbol, and on
// nothing else: how tt-dump and tt-bisect rerun a pass that Triton's log
// shows on ('tt.func' operation: @f). Names with blanks and parentheses, as
// Triton gives its library functions, are quoted.
// RUN: tt-opt %s --pass-pipeline='builtin.module(tt-on-symbol{symbol="lib.zeros(0, 1)" pipeline=tt.func(canonicalize)})' | FileCheck %s
// RUN: tt-opt %s --pass-pipeline='builtin.module(tt.func(canonicalize))' | FileCheck %s --check-prefix=ALL

// CHECK-LABEL: tt.func private @"lib.zeros(0, 1)"
// CHECK-NEXT:    %[[C:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    tt.return %[[C]]
// CHECK-LABEL: tt.func public @kernel
// CHECK-NEXT:    arith.constant 1 : i32
// CHECK-NEXT:    arith.constant 2 : i32
// CHECK-NEXT:    arith.addi
// CHECK-NEXT:    tt.call
// ALL-LABEL: tt.func public @kernel
// ALL-NEXT:    tt.call
// ALL-NEXT:    tt.return
tt.func private @"lib.zeros(0, 1)"() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.addi %a, %b : i32
  tt.return %c : i32
}
tt.func public @kernel() {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.addi %a, %b : i32
  %d = tt.call @"lib.zeros(0, 1)"() : () -> i32
  tt.return
}

// Errors name the problem; tt-opt exits with status 1.
// RUN: not tt-opt %s --pass-pipeline='builtin.module(tt-on-symbol{symbol=nope pipeline=tt.func(cse)})' 2>&1 | FileCheck %s --check-prefix=NO-SYMBOL
// NO-SYMBOL: error: tt-on-symbol: no symbol @nope in this op
// RUN: not tt-opt %s --pass-pipeline='builtin.module(tt-on-symbol{symbol=kernel pipeline=llvm.func(cse)})' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// ANCHOR: error: tt-on-symbol: @kernel is a 'tt.func', the pipeline runs on 'llvm.func'
// RUN: not tt-opt %s --pass-pipeline='builtin.module(tt-on-symbol{symbol=kernel})' 2>&1 | FileCheck %s --check-prefix=USAGE
// USAGE: error: tt-on-symbol needs symbol=NAME and pipeline=ANCHOR(PASSES), e.g. tt-on-symbol{symbol=f pipeline=tt.func(cse)}
// RUN: not tt-opt %s --pass-pipeline='builtin.module(tt-on-symbol{symbol=kernel pipeline=tt.func(no-such-pass)})' 2>&1 | FileCheck %s --check-prefix=PIPELINE
// PIPELINE: error: tt-on-symbol: bad pipeline 'tt.func(no-such-pass)': {{.*}}'no-such-pass' does not refer to a registered pass
