//===- Passes.h - TXLGPU passes ---------------------------------*- C++ -*-===//
#ifndef TT_DIALECT_TXLGPU_TRANSFORMS_PASSES_H
#define TT_DIALECT_TXLGPU_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir::triton::txlgpu {
#define GEN_PASS_DECL
#include "tt/Dialect/TXLGPU/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tt/Dialect/TXLGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::txlgpu

#endif // TT_DIALECT_TXLGPU_TRANSFORMS_PASSES_H
