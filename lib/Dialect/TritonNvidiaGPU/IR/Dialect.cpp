//===- Dialect.cpp - The TritonNvidiaGPU (ttng) dialect ------------------------------===//
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace ::mlir::triton::nvidia_gpu;

#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.cpp.inc"

void TritonNvidiaGPUDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/TritonNvidiaGPU/IR/Ops.cpp.inc"
      >();
}

#define GET_OP_CLASSES
#include "tt/Dialect/TritonNvidiaGPU/IR/Ops.cpp.inc"
