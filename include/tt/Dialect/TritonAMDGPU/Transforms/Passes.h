//===- Passes.h - TritonAMDGPU passes ---------------------------*- C++ -*-===//
#ifndef TT_DIALECT_AMDG_TRANSFORMS_PASSES_H
#define TT_DIALECT_AMDG_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonAMDGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

namespace mlir::triton::amdgpu {
#define GEN_PASS_DECL
#include "tt/Dialect/TritonAMDGPU/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tt/Dialect/TritonAMDGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::amdgpu

#endif // TT_DIALECT_AMDG_TRANSFORMS_PASSES_H
