//===- Passes.h - TritonNvidiaGPU passes ------------------------*- C++ -*-===//
#ifndef TT_DIALECT_TTNG_TRANSFORMS_PASSES_H
#define TT_DIALECT_TTNG_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DECL
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

#endif // TT_DIALECT_TTNG_TRANSFORMS_PASSES_H
