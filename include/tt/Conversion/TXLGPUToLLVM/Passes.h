//===- Passes.h - TXL's make_llir passes ------------------------*- C++ -*-===//
#ifndef TT_CONVERSION_TXLGPUTOLLVM_PASSES_H
#define TT_CONVERSION_TXLGPUTOLLVM_PASSES_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Pass/Pass.h"

namespace mlir::triton {
#define GEN_PASS_DECL
#include "tt/Conversion/TXLGPUToLLVM/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tt/Conversion/TXLGPUToLLVM/Passes.h.inc"
} // namespace mlir::triton

#endif // TT_CONVERSION_TXLGPUTOLLVM_PASSES_H
