//===- Utility.cpp - Helpers shared by TritonGPU passes -------------------===//
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"

#include "mlir/IR/Builders.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
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

SmallVector<unsigned>
mlir::triton::gpu::getOrderForMemory(RankedTensorType type) {
  FailureOr<LinearLayout> layout = toLinearLayout(type);
  if (failed(layout))
    return {};
  SmallVector<unsigned> order = layout->getOrder();
  SmallVector<unsigned> threadOrder =
      layout->getOrderOf(StringAttr::get(type.getContext(), "lane"));
  if (order == threadOrder)
    return order;
  // A thread holding a single element along the lanes' fastest dim makes the
  // register order meaningless there; the lanes' order then decides.
  if (layout->getSizePerThread()[threadOrder[0]] == 1)
    return threadOrder;
  return order;
}

NVMMASharedEncodingAttr mlir::triton::gpu::getNVMMASharedEncoding(
    ArrayRef<int64_t> shape, ArrayRef<unsigned> order, CGAEncodingAttr cga,
    Type elementType, bool fp4Padded) {
  SmallVector<int64_t> shapePerCTA = getShapePerCTA(cga, shape);
  unsigned elementBits = elementType.getIntOrFloatBitWidth();
  int64_t contigBytes =
      shapePerCTA[order[0]] * (fp4Padded ? 2 : 1) * elementBits / 8;
  unsigned swizzle = 0;
  for (unsigned bytes : {128u, 64u, 32u}) {
    if (contigBytes >= bytes && contigBytes % bytes == 0) {
      swizzle = bytes;
      break;
    }
  }
  int64_t rows = 1;
  for (unsigned dim : order.drop_front())
    rows *= shapePerCTA[dim];
  // A swizzle pattern spans 8 rows; fewer cannot use one.
  if (shapePerCTA.size() < 2 || rows < 8)
    swizzle = 0;
  bool transposed = order.size() > 1 && order[0] == 0;
  return NVMMASharedEncodingAttr::get(elementType.getContext(), swizzle,
                                      transposed, elementBits, fp4Padded, cga);
}

SmallVector<unsigned>
mlir::triton::gpu::mmaVersionToInstrShape(int version,
                                          ArrayRef<int64_t> shapePerCTA,
                                          Type elementType, int numWarps) {
  unsigned rank = shapePerCTA.size();
  unsigned k = 256 / elementType.getIntOrFloatBitWidth();
  if (version == 2) {
    SmallVector<unsigned> shape(rank, 1);
    shape[rank - 2] = 16;
    shape[rank - 1] = 8;
    return shape;
  }
  if (version == 5) {
    unsigned m = shapePerCTA[0] >= 128 ? 128 : 64;
    unsigned n = std::min<int64_t>(shapePerCTA[1], 256);
    return {m, n, k};
  }
  // v3: the widest wgmma N (multiples of 8 up to 256; of 16 up to 224 for
  // int8) that divides N and does not exceed what one warp group covers.
  constexpr unsigned m = 16;
  unsigned mWarps = std::max<unsigned>(shapePerCTA[0] / m, 1);
  unsigned nWarps = std::max<unsigned>(numWarps / mWarps, 1);
  unsigned maxN = std::max<unsigned>(shapePerCTA[1] / nWarps, 8);
  bool isInt8 = elementType.isInteger(8);
  unsigned largest = isInt8 ? 224 : 256;
  for (unsigned n = largest; n >= 8; n -= (isInt8 && n > 32) ? 16 : 8) {
    if (shapePerCTA[1] % n == 0 && n <= maxN)
      return {m, n, k};
  }
  return {};
}
