//===- Utility.h - Helpers shared by Triton passes --------------*- C++ -*-===//
#ifndef TT_DIALECT_TRITON_TRANSFORMS_UTILITY_H
#define TT_DIALECT_TRITON_TRANSFORMS_UTILITY_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::triton {

/// The mask of an access through `ptrLike` (a pointer or a tensor of them)
/// that is `currentMask` (may be null) and also `pred` (an i1): `pred`
/// splatted to the shape of `ptrLike` where it is a tensor, and-ed with
/// `currentMask` where there is one. Built at the rewriter's insertion point,
/// at `pred`'s location.
Value getPredMask(RewriterBase &rewriter, Type ptrLike, Value currentMask,
                  Value pred);

} // namespace mlir::triton

#endif // TT_DIALECT_TRITON_TRANSFORMS_UTILITY_H
