//===- Utility.cpp - Helpers shared by TritonGPU passes -------------------===//
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"

#include "mlir/IR/Builders.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "llvm/ADT/TypeSwitch.h"

#include <algorithm>
#include <numeric>

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

Value mlir::triton::gpu::getMemAccessPtr(Operation *op) {
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case<LoadOp, StoreOp, AtomicRMWOp, AtomicCASOp>(
          [](auto memOp) { return memOp.getPtr(); })
      .Case([](AsyncCopyGlobalToLocalOp copy) { return copy.getSrc(); })
      .Default([](Operation *) { return Value(); });
}

SmallVector<unsigned>
mlir::triton::gpu::getOrderFromContiguity(ArrayRef<int64_t> contiguity) {
  // Triton 3.6 sorts the dims 0, 1, ... stably, so ties keep the lower dim
  // first: contiguity [1, 1] gives [0, 1], [1, 1, 64] gives [2, 0, 1].
  SmallVector<unsigned> order(contiguity.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](unsigned a, unsigned b) {
    return contiguity[a] > contiguity[b];
  });
  return order;
}

Operation *mlir::triton::gpu::convertDistributedOpEncoding(Attribute encoding,
                                                           Operation *op) {
  OpBuilder builder(op);
  auto inEncoding = [&](Type type) -> Type {
    if (auto tensor = dyn_cast<RankedTensorType>(type))
      return tensor.cloneWithEncoding(encoding);
    return type;
  };
  Operation *newOp = builder.clone(*op);
  // Like Triton, every tensor operand gets a convert, even one that is
  // already in `encoding`; remove-layout-conversions folds them later.
  for (OpOperand &operand : newOp->getOpOperands())
    if (isa<RankedTensorType>(operand.get().getType()))
      operand.set(builder.create<ConvertLayoutOp>(
          op->getLoc(), inEncoding(operand.get().getType()), operand.get()));
  // The clone went in before the converts of its operands; put it after.
  newOp->moveBefore(op);
  bool keepResults = isa<AsyncCopyGlobalToLocalOp>(op);
  for (auto [oldResult, newResult] :
       llvm::zip(op->getResults(), newOp->getResults())) {
    Value replacement = newResult;
    if (!keepResults && inEncoding(oldResult.getType()) != oldResult.getType()) {
      newResult.setType(inEncoding(oldResult.getType()));
      replacement = builder.create<ConvertLayoutOp>(
          op->getLoc(), oldResult.getType(), newResult);
    }
    oldResult.replaceAllUsesWith(replacement);
  }
  op->erase();
  return newOp;
}
