//===- Utility.h - Helpers shared by Triton passes --------------*- C++ -*-===//
#ifndef TT_DIALECT_TRITON_TRANSFORMS_UTILITY_H
#define TT_DIALECT_TRITON_TRANSFORMS_UTILITY_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::triton {

/// Whether `value` is an integer or float zero (+0 or -0), scalar or splat.
bool isZeroConstant(Value value);

/// The mask of an access through `ptrLike` (a pointer or a tensor of them)
/// that is `currentMask` (may be null) and also `pred` (an i1): `pred`
/// splatted to the shape of `ptrLike` where it is a tensor, and-ed with
/// `currentMask` where there is one. Built at the rewriter's insertion point,
/// at `pred`'s location.
Value getPredMask(RewriterBase &rewriter, Type ptrLike, Value currentMask,
                  Value pred);


/// scf.for iter-arg folding the way the MLIR of Triton 3.6 did it: iter args
/// that are forwarded (yield themselves or their init) or unused (arg and
/// result) are dropped, and so are duplicates of a kept (init, yielded)
/// pair, by rebuilding the loop. The rebuilt loop's block arguments take the
/// location of the for (induction variable) and of their init (iter args),
/// which is what Triton's printer names them from; MLIR 22's own pattern
/// erases the arguments in place and keeps the old names.
void populateForOpIterArgsFolder(RewritePatternSet &patterns);

} // namespace mlir::triton

#endif // TT_DIALECT_TRITON_TRANSFORMS_UTILITY_H
