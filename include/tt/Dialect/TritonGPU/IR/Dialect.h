//===- Dialect.h - The TritonGPU (ttg) dialect ------------------------*- C++ -*-===//
#ifndef TT_DIALECT_TTG_IR_DIALECT_H
#define TT_DIALECT_TTG_IR_DIALECT_H

#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "tt/Dialect/Triton/IR/Dialect.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h.inc"

#include "tt/Dialect/TritonGPU/IR/Traits.h"

#define GET_OP_CLASSES
#include "tt/Dialect/TritonGPU/IR/Ops.h.inc"

#endif // TT_DIALECT_TTG_IR_DIALECT_H
