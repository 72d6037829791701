//===- Canonicalize.cpp - Folders and canonicalizations of tt ops ---------===//
//
// The folds and patterns Triton 3.6 registers for tt ops, so that
// `canonicalize` rewrites tt IR the way Triton's own pass does.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::triton;

/// The constant splat value of a mask, if it is one.
static std::optional<bool> getConstantSplatMask(Value mask) {
  if (!mask)
    return std::nullopt;
  auto constant = mask.getDefiningOp<arith::ConstantOp>();
  if (!constant)
    return std::nullopt;
  if (auto splat = dyn_cast<SplatElementsAttr>(constant.getValue()))
    return splat.getSplatValue<IntegerAttr>().getValue().getBoolValue();
  return std::nullopt;
}

namespace {

/// load(ptr, all-true)            -> load(ptr)
/// load(ptr, all-false, other)    -> other
struct FoldConstantMaskLoad : public OpRewritePattern<LoadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LoadOp load,
                                PatternRewriter &rewriter) const override {
    std::optional<bool> mask = getConstantSplatMask(load.getMask());
    if (!mask)
      return failure();
    if (*mask) {
      rewriter.modifyOpInPlace(load, [&] {
        load.getMaskMutable().clear();
        load.getOtherMutable().clear();
      });
      return success();
    }
    // Without `other` the masked-off value is undefined; keep the load.
    if (!load.getOther())
      return failure();
    rewriter.replaceOp(load, load.getOther());
    return success();
  }
};

/// store(ptr, value, all-true)  -> store(ptr, value)
/// store(ptr, value, all-false) -> (nothing)
struct FoldConstantMaskStore : public OpRewritePattern<StoreOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(StoreOp store,
                                PatternRewriter &rewriter) const override {
    std::optional<bool> mask = getConstantSplatMask(store.getMask());
    if (!mask)
      return failure();
    if (*mask)
      rewriter.modifyOpInPlace(store, [&] { store.getMaskMutable().clear(); });
    else
      rewriter.eraseOp(store);
    return success();
  }
};

/// broadcast(splat(x)) -> splat(x)
struct FoldBroadcastOfSplat : public OpRewritePattern<BroadcastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BroadcastOp broadcast,
                                PatternRewriter &rewriter) const override {
    auto splat = broadcast.getSrc().getDefiningOp<SplatOp>();
    if (!splat)
      return failure();
    rewriter.replaceOpWithNewOp<SplatOp>(broadcast, broadcast.getType(),
                                         splat.getSrc());
    return success();
  }
};

/// broadcast(broadcast(x)) -> broadcast(x)
struct FoldBroadcastOfBroadcast : public OpRewritePattern<BroadcastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BroadcastOp broadcast,
                                PatternRewriter &rewriter) const override {
    auto inner = broadcast.getSrc().getDefiningOp<BroadcastOp>();
    if (!inner)
      return failure();
    rewriter.replaceOpWithNewOp<BroadcastOp>(broadcast, broadcast.getType(),
                                             inner.getSrc());
    return success();
  }
};

} // namespace

void LoadOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                         MLIRContext *context) {
  results.add<FoldConstantMaskLoad>(context);
}

void StoreOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                          MLIRContext *context) {
  results.add<FoldConstantMaskStore>(context);
}

void BroadcastOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  results.add<FoldBroadcastOfSplat, FoldBroadcastOfBroadcast>(context);
}

/// A constant reshaped without moving elements: splats are resized, other
/// dense constants keep their row-major order.
static OpFoldResult foldConstantView(Attribute value, Type resultType) {
  auto dense = dyn_cast_if_present<DenseElementsAttr>(value);
  if (!dense)
    return {};
  auto shapedType = cast<ShapedType>(resultType);
  if (dense.isSplat())
    return dense.resizeSplat(shapedType);
  return dense.reshape(shapedType);
}

OpFoldResult SplatOp::fold(FoldAdaptor adaptor) {
  Attribute value = adaptor.getSrc();
  if (!isa_and_present<IntegerAttr, FloatAttr>(value))
    return {};
  return SplatElementsAttr::get(cast<ShapedType>(getType()), value);
}

OpFoldResult ExpandDimsOp::fold(FoldAdaptor adaptor) {
  return foldConstantView(adaptor.getSrc(), getType());
}

LogicalResult ExpandDimsOp::canonicalize(ExpandDimsOp op,
                                         PatternRewriter &rewriter) {
  // expand_dims(splat(x)) -> splat(x)
  if (auto splat = op.getSrc().getDefiningOp<SplatOp>()) {
    rewriter.replaceOpWithNewOp<SplatOp>(op, op.getType(), splat.getSrc());
    return success();
  }
  // expand_dims(broadcast(x)) -> broadcast(expand_dims(x)), which lets the
  // broadcast meet other broadcasts and splats.
  auto broadcast = op.getSrc().getDefiningOp<BroadcastOp>();
  if (!broadcast)
    return failure();
  Value src = broadcast.getSrc();
  SmallVector<Type> expandedTypes;
  if (failed(ExpandDimsOp::inferReturnTypes(
          op.getContext(), op.getLoc(),
          ExpandDimsOp::Adaptor(ValueRange{src}, op->getAttrDictionary(),
                                op.getProperties()),
          expandedTypes)))
    return failure();
  auto expandedType = cast<RankedTensorType>(expandedTypes.front());
  // Without a layout inference the encoding is the broadcast's own.
  if (!expandedType.getEncoding())
    expandedType = RankedTensorType::get(expandedType.getShape(),
                                         expandedType.getElementType(),
                                         op.getType().getEncoding());
  auto expanded = ExpandDimsOp::create(rewriter, op.getLoc(), expandedType,
                                       src, op.getAxis());
  rewriter.replaceOpWithNewOp<BroadcastOp>(op, op.getType(), expanded);
  return success();
}

OpFoldResult ReshapeOp::fold(FoldAdaptor adaptor) {
  if (getType() == getSrc().getType() && !getAllowReorder())
    return getSrc();
  return foldConstantView(adaptor.getSrc(), getType());
}

LogicalResult ReshapeOp::canonicalize(ReshapeOp op, PatternRewriter &rewriter) {
  if (op.getEfficientLayout())
    return failure();
  // reshape(reshape(x)) -> reshape(x), reordering if either one may.
  if (auto inner = op.getSrc().getDefiningOp<ReshapeOp>()) {
    bool allowReorder = op.getAllowReorder() || inner.getAllowReorder();
    rewriter.replaceOpWithNewOp<ReshapeOp>(op, op.getType(), inner.getSrc(),
                                           allowReorder,
                                           op.getEfficientLayout());
    return success();
  }
  // reshape(splat(x)) -> splat(x)
  if (auto splat = op.getSrc().getDefiningOp<SplatOp>()) {
    rewriter.replaceOpWithNewOp<SplatOp>(op, op.getType(), splat.getSrc());
    return success();
  }
  return failure();
}

OpFoldResult BroadcastOp::fold(FoldAdaptor adaptor) {
  if (getType() == getSrc().getType())
    return getSrc();
  if (auto splat = dyn_cast_if_present<SplatElementsAttr>(adaptor.getSrc()))
    return splat.resizeSplat(cast<ShapedType>(getType()));
  return {};
}

OpFoldResult TransOp::fold(FoldAdaptor adaptor) {
  // trans(x, identity) -> x
  if (llvm::equal(getOrder(), llvm::seq<int32_t>(0, getOrder().size())) &&
      getSrc().getType() == getType())
    return getSrc();
  // trans(trans(x, inner), outer) -> trans(x, inner o outer)
  if (auto inner = getSrc().getDefiningOp<TransOp>()) {
    ArrayRef<int32_t> innerOrder = inner.getOrder();
    SmallVector<int32_t> composed;
    for (int32_t dim : getOrder())
      composed.push_back(innerOrder[dim]);
    setOrder(composed);
    setOperand(inner.getSrc());
    return getResult();
  }
  if (auto splat = dyn_cast_if_present<SplatElementsAttr>(adaptor.getSrc()))
    return splat.resizeSplat(cast<ShapedType>(getType()));
  return {};
}

OpFoldResult MakeRangeOp::fold(FoldAdaptor adaptor) {
  // make_range(start, start + 1) -> dense<start>
  if (getStartAttr().getInt() + 1 != getEndAttr().getInt())
    return {};
  return SplatElementsAttr::get(cast<ShapedType>(getType()),
                                Attribute(getStartAttr()));
}

OpFoldResult AddPtrOp::fold(FoldAdaptor adaptor) {
  // addptr(ptr, 0) -> ptr
  if (matchPattern(adaptor.getOffset(), m_Zero()))
    return getPtr();
  return {};
}

OpFoldResult AdvanceOp::fold(FoldAdaptor adaptor) {
  // advance(ptr, [0, 0, ...]) -> ptr
  for (Attribute offset : adaptor.getOffsets())
    if (!matchPattern(offset, m_Zero()))
      return {};
  return getPtr();
}

OpFoldResult FpToFpOp::fold(FoldAdaptor adaptor) {
  if (getSrc().getType() == getType())
    return getSrc();
  // Only signed zeros convert exactly to every float type.
  auto resultElementType = cast<FloatType>(getElementTypeOrSelf(getType()));
  for (bool negative : {false, true}) {
    bool matches = negative ? matchPattern(getSrc(), m_NegZeroFloat())
                            : matchPattern(getSrc(), m_PosZeroFloat());
    if (!matches)
      continue;
    APFloat zero =
        APFloat::getZero(resultElementType.getFloatSemantics(), negative);
    if (auto tensorType = dyn_cast<RankedTensorType>(getType()))
      return DenseElementsAttr::get(tensorType, zero);
    return FloatAttr::get(resultElementType, zero);
  }
  return {};
}
