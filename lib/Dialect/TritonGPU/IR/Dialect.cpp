//===- Dialect.cpp - The TritonGPU (ttg) dialect ------------------------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace ::mlir::triton::gpu;

#include "tt/Dialect/TritonGPU/IR/Dialect.cpp.inc"

void TritonGPUDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/TritonGPU/IR/Ops.cpp.inc"
      >();
}
