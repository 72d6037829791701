//===- Dialect.cpp - The NVGPU (nvg) dialect ------------------------------===//
#include "tt/Dialect/NVGPU/IR/Dialect.h"

#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace ::mlir::triton::nvgpu;

#include "tt/Dialect/NVGPU/IR/Dialect.cpp.inc"
#include "tt/Dialect/NVGPU/IR/Enums.cpp.inc"

void NVGPUDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/NVGPU/IR/Ops.cpp.inc"
      >();
}

#define GET_OP_CLASSES
#include "tt/Dialect/NVGPU/IR/Ops.cpp.inc"

//===----------------------------------------------------------------------===//
// WGMMAOp
//===----------------------------------------------------------------------===//

LogicalResult WGMMAOp::verify() {
  // wgmma.mma_async only exists in the m64nNkK shapes, N a multiple of 8.
  if (getM() != 64)
    return emitOpError("expects m = 64, got ") << getM();
  uint32_t n = getN();
  if (n < 8 || n > 256 || n % 8 != 0)
    return emitOpError("expects n to be a multiple of 8 in [8, 256], got ")
           << n;
  // The accumulator is read and written in place: same register struct.
  if (Value c = getOpC(); c && c.getType() != getRes().getType())
    return emitOpError("expects the accumulator opC to have the result type ")
           << getRes().getType() << ", got " << c.getType();
  return success();
}
