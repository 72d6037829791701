//===- Dialect.h - TXL's txlgpu dialect -------------------------*- C++ -*-===//
#ifndef TT_DIALECT_TXLGPU_IR_DIALECT_H
#define TT_DIALECT_TXLGPU_IR_DIALECT_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "tt/Dialect/TXLGPU/IR/Dialect.h.inc"

#define GET_OP_CLASSES
#include "tt/Dialect/TXLGPU/IR/Ops.h.inc"

#endif // TT_DIALECT_TXLGPU_IR_DIALECT_H
