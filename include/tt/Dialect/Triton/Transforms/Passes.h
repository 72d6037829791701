//===- Passes.h - Triton dialect passes -------------------------*- C++ -*-===//
#ifndef TT_DIALECT_TRITON_TRANSFORMS_PASSES_H
#define TT_DIALECT_TRITON_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "tt/Dialect/Triton/IR/Dialect.h"

namespace mlir::triton {
#define GEN_PASS_DECL
#include "tt/Dialect/Triton/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tt/Dialect/Triton/Transforms/Passes.h.inc"
} // namespace mlir::triton

#endif // TT_DIALECT_TRITON_TRANSFORMS_PASSES_H
