//===- Ops.cpp - Operations of the Triton (tt) dialect --------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::triton;

#define GET_OP_CLASSES
#include "tt/Dialect/Triton/IR/Ops.cpp.inc"
