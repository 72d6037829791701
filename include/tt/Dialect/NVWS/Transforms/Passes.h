//===- Passes.h - NVWS passes -----------------------------------*- C++ -*-===//
#ifndef TT_DIALECT_NVWS_TRANSFORMS_PASSES_H
#define TT_DIALECT_NVWS_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir::triton::nvws {
#define GEN_PASS_DECL
#include "tt/Dialect/NVWS/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tt/Dialect/NVWS/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvws

#endif // TT_DIALECT_NVWS_TRANSFORMS_PASSES_H
