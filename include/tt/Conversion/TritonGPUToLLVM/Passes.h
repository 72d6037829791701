//===- Passes.h - TTGIR to LLVM conversion ----------------------*- C++ -*-===//
#ifndef TT_CONVERSION_TRITONGPUTOLLVM_PASSES_H
#define TT_CONVERSION_TRITONGPUTOLLVM_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir::triton {
#define GEN_PASS_DECL
#include "tt/Conversion/TritonGPUToLLVM/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tt/Conversion/TritonGPUToLLVM/Passes.h.inc"
} // namespace mlir::triton

#endif // TT_CONVERSION_TRITONGPUTOLLVM_PASSES_H
