//===- PointerAccess.cpp - Loads and stores of a block through pointers --===//
#include "tt/Dialect/Triton/Transforms/PointerAccess.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::triton;

Value AccessBuilder::offsetWithRange(unsigned i) {
  if (Value cached = cache.lookup(i))
    return cached;
  int64_t size = ptr.tensorShape[i];
  auto i32Row = RankedTensorType::get({size}, b.getI32Type());
  auto i64Row = RankedTensorType::get({size}, b.getI64Type());
  Value offset = SplatOp::create(b, loc, i64Row, ptr.offsets[i]);
  Value range = MakeRangeOp::create(b, loc, i32Row, b.getI32IntegerAttr(0),
                                    b.getI32IntegerAttr(size));
  Value range64 = arith::ExtSIOp::create(b, loc, i64Row, range);
  Value result = arith::AddIOp::create(b, loc, offset, range64);
  for (unsigned j = 0; j < ptr.tensorShape.size(); ++j)
    if (j != i)
      result = ExpandDimsOp::create(b, loc, result, b.getI32IntegerAttr(j));
  cache[i] = result;
  return result;
}

Value AccessBuilder::pointers() {
  auto ptrType = cast<PointerType>(ptr.base.getType());
  auto ptrs = RankedTensorType::get(ptr.tensorShape, ptrType);
  auto indices = RankedTensorType::get(ptr.tensorShape, b.getI64Type());
  Value result = SplatOp::create(b, loc, ptrs, ptr.base);
  for (unsigned i = 0; i < ptr.tensorShape.size(); ++i) {
    Value offset = offsetWithRange(i);
    // The stride is splatted in the expanded shape, not broadcast from a
    // row, which keeps its divisibility visible to axis analysis.
    Value stride = SplatOp::create(b, loc, offset.getType(), ptr.strides[i]);
    Value scaled = arith::MulIOp::create(b, loc, offset, stride);
    Value full = BroadcastOp::create(b, loc, indices, scaled);
    result = AddPtrOp::create(b, loc, ptrs, result, full);
  }
  return result;
}

Value AccessBuilder::mask(ArrayRef<int32_t> boundaryCheck) {
  auto maskType = RankedTensorType::get(ptr.tensorShape, b.getI1Type());
  Value mask;
  for (int32_t i : boundaryCheck) {
    Value offset = offsetWithRange(i);
    Value zero = arith::ConstantIntOp::create(b, loc, b.getI64Type(), 0);
    Value lower = SplatOp::create(b, loc, offset.getType(), zero);
    Value aboveLower = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::sge, offset, lower);
    Value upper = SplatOp::create(b, loc, offset.getType(), ptr.shape[i]);
    Value belowUpper = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::slt, offset, upper);
    Value inside = arith::AndIOp::create(b, loc, aboveLower, belowUpper);
    Value full = BroadcastOp::create(b, loc, maskType, inside);
    mask = mask ? arith::AndIOp::create(b, loc, mask, full).getResult()
                : full;
  }
  return mask;
}

Value AccessBuilder::other(std::optional<PaddingOption> padding) {
  if (!padding)
    return {};
  Type elementType = cast<PointerType>(ptr.base.getType()).getPointeeType();
  TypedAttr value = b.getZeroAttr(elementType);
  if (*padding == PaddingOption::PAD_NAN)
    value = b.getFloatAttr(
        elementType,
        APFloat::getNaN(cast<FloatAttr>(value).getValue().getSemantics()));
  Value scalar = arith::ConstantOp::create(b, loc, value);
  return SplatOp::create(
      b, loc, RankedTensorType::get(ptr.tensorShape, elementType), scalar);
}
