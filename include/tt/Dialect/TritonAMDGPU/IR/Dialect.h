//===- Dialect.h - The TritonAMDGPU (amdg) dialect ------------------------*- C++ -*-===//
#ifndef TT_DIALECT_AMDG_IR_DIALECT_H
#define TT_DIALECT_AMDG_IR_DIALECT_H

#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "tt/Dialect/TritonAMDGPU/IR/Dialect.h.inc"

#define GET_OP_CLASSES
#include "tt/Dialect/TritonAMDGPU/IR/Ops.h.inc"

#endif // TT_DIALECT_AMDG_IR_DIALECT_H
