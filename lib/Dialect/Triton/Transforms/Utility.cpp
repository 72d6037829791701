//===- Utility.cpp - Helpers shared by Triton passes ----------------------===//
#include "tt/Dialect/Triton/Transforms/Utility.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "tt/Dialect/Triton/IR/Dialect.h"

using namespace mlir;

Value mlir::triton::getPredMask(RewriterBase &rewriter, Type ptrLike,
                                Value currentMask, Value pred) {
  Location loc = pred.getLoc();
  Value mask = pred;
  Type maskType = getI1SameShape(ptrLike);
  if (isa<RankedTensorType>(maskType))
    mask = SplatOp::create(rewriter, loc, maskType, pred);
  if (currentMask)
    mask = arith::AndIOp::create(rewriter, loc, mask, currentMask);
  return mask;
}
