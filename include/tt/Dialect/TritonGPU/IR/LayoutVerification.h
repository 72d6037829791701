//===- LayoutVerification.h - Layouts against their context -----*- C++ -*-===//
//
// What verifyLayoutInContext (Dialect.h) checks, split so that the extent
// of a layout (its lanes, warps and CTAs, found through its linear layout)
// can be computed once per layout: the dialect's verifier caches it, since
// verification runs after every pass on every tensor of every op.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TTG_IR_LAYOUTVERIFICATION_H
#define TT_DIALECT_TTG_IR_LAYOUTVERIFICATION_H

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

namespace mlir::triton::gpu {

/// verifyLayoutInContext with `layout`'s extent already known.
LogicalResult
verifyLayoutExtentInContext(std::optional<LayoutExtent> extent,
                            Attribute layout, Operation *op,
                            function_ref<InFlightDiagnostic()> emitError);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TTG_IR_LAYOUTVERIFICATION_H
