//===- Dialect.h - Triton 3.6's nvws dialect ---------------------*- C++ -*-===//
//
// Asynchronous references (!nvws.aref and the ops that enter and leave
// them) and nvws.warp_group: the IR between the steps of
// tritongpu-automatic-warp-specialization.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_NVWS_IR_DIALECT_H
#define TT_DIALECT_NVWS_IR_DIALECT_H

#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "tt/Dialect/NVWS/IR/Dialect.h.inc"
#include "tt/Dialect/NVWS/IR/Enums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tt/Dialect/NVWS/IR/AttrDefs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tt/Dialect/NVWS/IR/Types.h.inc"

#define GET_OP_CLASSES
#include "tt/Dialect/NVWS/IR/Ops.h.inc"

#endif // TT_DIALECT_NVWS_IR_DIALECT_H
