//===- Dialect.cpp - The NVGPU (nvg) dialect ------------------------------===//
#include "tt/Dialect/NVGPU/IR/Dialect.h"

#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace ::mlir::triton::nvgpu;

#include "tt/Dialect/NVGPU/IR/Dialect.cpp.inc"

void NVGPUDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/NVGPU/IR/Ops.cpp.inc"
      >();
}

#define GET_OP_CLASSES
#include "tt/Dialect/NVGPU/IR/Ops.cpp.inc"
