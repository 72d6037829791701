//===- Dialect.cpp - The TritonAMDGPU (amdg) dialect ------------------------------===//
#include "tt/Dialect/TritonAMDGPU/IR/Dialect.h"

#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace ::mlir::triton::amdgpu;

#include "tt/Dialect/TritonAMDGPU/IR/Dialect.cpp.inc"

void TritonAMDGPUDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/TritonAMDGPU/IR/Ops.cpp.inc"
      >();
}

#define GET_OP_CLASSES
#include "tt/Dialect/TritonAMDGPU/IR/Ops.cpp.inc"
