//===- OnSymbol.h - Run a pass pipeline on one symbol of a module -*- C++ -*-===//
//
// Triton's dump logs show passes that ran on one op of the module only:
// `IR Dump Before Canonicalizer (canonicalize) ('tt.func' operation: @f)` is
// the inliner's canonicalize on @f alone. `tt.func(canonicalize)` would run
// on every function, so tt-dump and tt-bisect rerun such a pass as
//   tt-on-symbol{symbol=f pipeline=tt.func(canonicalize)}
// which runs the nested pipeline on the op that defines @f and nothing else.
//
//===----------------------------------------------------------------------===//
#ifndef TT_SUPPORT_ONSYMBOL_H
#define TT_SUPPORT_ONSYMBOL_H

namespace mlir::triton {
/// Registers the `tt-on-symbol` pass.
void registerOnSymbolPass();
} // namespace mlir::triton

#endif // TT_SUPPORT_ONSYMBOL_H
