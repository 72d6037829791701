//===- Dialect.h - The TritonNvidiaGPU (ttng) dialect -----------*- C++ -*-===//
#ifndef TT_DIALECT_TTNG_IR_DIALECT_H
#define TT_DIALECT_TTNG_IR_DIALECT_H

#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h.inc"

namespace mlir::triton::nvidia_gpu {

/// Tensor memory as a side-effect resource.
struct TensorMemory : public SideEffects::Resource::Base<TensorMemory> {
  StringRef getName() final { return "<TensorMemory>"; }
};

} // namespace mlir::triton::nvidia_gpu

#define GET_ATTRDEF_CLASSES
#include "tt/Dialect/TritonNvidiaGPU/IR/AttrDefs.h.inc"

#define GET_OP_CLASSES
#include "tt/Dialect/TritonNvidiaGPU/IR/Ops.h.inc"

#endif // TT_DIALECT_TTNG_IR_DIALECT_H
