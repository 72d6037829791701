//===- Dialect.h - TXL's txl dialect ----------------------------*- C++ -*-===//
#ifndef TT_DIALECT_TXL_IR_DIALECT_H
#define TT_DIALECT_TXL_IR_DIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "tt/Dialect/TXL/IR/Dialect.h.inc"
#include "tt/Dialect/TXL/IR/Enums.h.inc"

namespace mlir::triton::txl {

/// The shared memory TXL's mbarrier and TMA ops touch, as a side-effect
/// resource.
struct SharedMemory : public SideEffects::Resource::Base<SharedMemory> {
  StringRef getName() final { return "<TXLSharedMemory>"; }
};

} // namespace mlir::triton::txl

#define GET_OP_CLASSES
#include "tt/Dialect/TXL/IR/Ops.h.inc"

#endif // TT_DIALECT_TXL_IR_DIALECT_H
