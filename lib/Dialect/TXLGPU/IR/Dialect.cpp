//===- Dialect.cpp - TXL's txlgpu dialect ---------------------------------===//
#include "tt/Dialect/TXLGPU/IR/Dialect.h"

#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::triton::txlgpu;

#include "tt/Dialect/TXLGPU/IR/Dialect.cpp.inc"

void TXLGPUDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/TXLGPU/IR/Ops.cpp.inc"
      >();
}

#define GET_OP_CLASSES
#include "tt/Dialect/TXLGPU/IR/Ops.cpp.inc"

/// setmaxnreg takes a multiple of 8 in [24, 256].
static LogicalResult verifyRegCount(Operation *op, int32_t regCount) {
  if (regCount < 24 || regCount > 256 || regCount % 8 != 0)
    return op->emitOpError("regCount must be a multiple of 8 in [24, 256] "
                           "(setmaxnreg), got ")
           << regCount;
  return success();
}

LogicalResult RegAllocOp::verify() {
  return verifyRegCount(*this, getRegCount());
}

LogicalResult RegDeallocOp::verify() {
  return verifyRegCount(*this, getRegCount());
}
