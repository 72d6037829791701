//===- Utility.cpp - Building asynchronous references ---------------------===//
#include "tt/Dialect/NVWS/Transforms/Utility.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

MemDescType nvws::getMultiBufferedType(MemDescType type, int64_t depth) {
  SmallVector<int64_t> shape{depth};
  llvm::append_range(shape, type.getShape());
  return MemDescType::get(shape, type.getElementType(), type.getEncoding(),
                          type.getMemorySpace(), /*mutableMemory=*/true);
}

MemDescType nvws::getBufferViewType(MemDescType buffer, bool isMutable) {
  return MemDescType::get(buffer.getShape().drop_front(),
                          buffer.getElementType(), buffer.getEncoding(),
                          buffer.getMemorySpace(), isMutable,
                          buffer.getAllocShape());
}

nvws::ArefCreateOp nvws::createArefCreateOp(OpBuilder &builder, Location loc,
                                            Value buffer) {
  MLIRContext *ctx = builder.getContext();
  auto type = ArefType::get(ctx, TypeArrayAttr::get(ctx, {buffer.getType()}));
  return ArefCreateOp::create(builder, loc, type, ValueRange{buffer});
}

std::optional<unsigned> nvws::findPosition(ValueRange values, Value value) {
  auto it = llvm::find(values, value);
  if (it == values.end())
    return std::nullopt;
  return it - values.begin();
}
