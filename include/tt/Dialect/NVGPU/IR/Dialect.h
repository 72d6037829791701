//===- Dialect.h - The NVGPU (nvg) dialect ------------------------*- C++ -*-===//
#ifndef TT_DIALECT_NVG_IR_DIALECT_H
#define TT_DIALECT_NVG_IR_DIALECT_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tt/Dialect/NVGPU/IR/Dialect.h.inc"
#include "tt/Dialect/NVGPU/IR/Enums.h.inc"

#define GET_OP_CLASSES
#include "tt/Dialect/NVGPU/IR/Ops.h.inc"

#endif // TT_DIALECT_NVG_IR_DIALECT_H
