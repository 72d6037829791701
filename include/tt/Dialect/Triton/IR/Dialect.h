//===- Dialect.h - The Triton (tt) dialect ----------------------*- C++ -*-===//
#ifndef TT_DIALECT_TRITON_IR_DIALECT_H
#define TT_DIALECT_TRITON_IR_DIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tt/Dialect/Triton/IR/Dialect.h.inc"
#include "tt/Dialect/Triton/IR/Enums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tt/Dialect/Triton/IR/Types.h.inc"

#define GET_OP_CLASSES
#include "tt/Dialect/Triton/IR/Ops.h.inc"

#endif // TT_DIALECT_TRITON_IR_DIALECT_H
