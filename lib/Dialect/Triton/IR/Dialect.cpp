//===- Dialect.cpp - The Triton (tt) dialect ------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/Dialect/UB/IR/UBOps.h"

using namespace mlir;
using namespace mlir::triton;

#include "tt/Dialect/Triton/IR/Dialect.cpp.inc"
#include "tt/Dialect/Triton/IR/Enums.cpp.inc"

void TritonDialect::initialize() {
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/Triton/IR/Ops.cpp.inc"
      >();
}

Operation *TritonDialect::materializeConstant(OpBuilder &builder,
                                              Attribute value, Type type,
                                              Location loc) {
  return arith::ConstantOp::materialize(builder, value, type, loc);
}
