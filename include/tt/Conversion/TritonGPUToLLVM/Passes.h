//===- Passes.h - TritonGPU to LLVM conversion ------------------*- C++ -*-===//
#ifndef TT_CONVERSION_TRITONGPUTOLLVM_PASSES_H
#define TT_CONVERSION_TRITONGPUTOLLVM_PASSES_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Pass/Pass.h"
#include "tt/Dialect/NVGPU/IR/Dialect.h"

namespace mlir::triton {
#define GEN_PASS_DECL
#include "tt/Conversion/TritonGPUToLLVM/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tt/Conversion/TritonGPUToLLVM/Passes.h.inc"
} // namespace mlir::triton

#endif // TT_CONVERSION_TRITONGPUTOLLVM_PASSES_H
