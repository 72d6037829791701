//===- DeadIterArgs.h - Dropping scf.for iter args nothing needs -*- C++
//-*-===//
//
// runDeadIterArgElimination (Utility.h) does it once over a tree of ops;
// the pattern here does it inside a greedy rewrite, so that it runs again
// each time a rewrite leaves a loop result unused, and keeps what a loop
// yields from outside it.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TRITONGPU_TRANSFORMS_DEADITERARGS_H
#define TT_DIALECT_TRITONGPU_TRANSFORMS_DEADITERARGS_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::triton::gpu {

/// Adds Triton's ForOpDeadArgElimination: an scf.for iter arg whose result
/// is unused and that nothing with side effects in the body needs yields
/// its own block argument (which scf.for canonicalization then drops),
/// unless the loop yields a value from outside it other than the arg's
/// init.
void populateForOpDeadArgumentElimination(RewritePatternSet &patterns);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TRITONGPU_TRANSFORMS_DEADITERARGS_H
