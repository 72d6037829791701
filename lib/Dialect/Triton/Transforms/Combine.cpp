//===- Combine.cpp - Triton's peephole combinations of tt ops -------------===//
//
// Rewrites that put what a kernel author writes in several ways into the one
// form later passes recognise: an add of a dot's result becomes its
// accumulator, chained addptrs add their offsets, a select around a masked
// load becomes the load's `other`, a broadcast-multiply-sum becomes a dot,
// and reshapes that only feed order-insensitive consumers (or that drop the
// unit dims of a descriptor load) are relaxed. Applied by the greedy driver
// with folding, as Triton does.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/Transforms/Passes.h"
#include "tt/Dialect/Triton/Transforms/Utility.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <optional>

#define DEBUG_TYPE "triton-combine"

namespace mlir::triton {
#define GEN_PASS_DEF_TRITONCOMBINEOPS
#include "tt/Dialect/Triton/Transforms/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

/// add(dot(a, b, 0), d) or add(d, dot(a, b, 0)) -> dot(a, b, d), when the
/// add is the dot's only user. The dot moves to the add and takes `d` as
/// accumulator. A dot that accumulates fp8 products in reduced precision
/// (`maxNumImpreciseAcc`) keeps its float add: the add is in full precision.
template <typename AddOp>
struct CombineDotAdd : public OpRewritePattern<AddOp> {
  using OpRewritePattern<AddOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(AddOp add,
                                PatternRewriter &rewriter) const override {
    // The right operand is tried first: it decides which dot is used when
    // both are dots.
    bool dotIsLhs = false;
    auto dot = add.getRhs().template getDefiningOp<DotOp>();
    if (!dot) {
      dot = add.getLhs().template getDefiningOp<DotOp>();
      dotIsLhs = true;
    }
    if (!dot || !dot->hasOneUse() || !isZeroConstant(dot.getC()))
      return failure();
    if (std::is_same_v<AddOp, arith::AddFOp> && dot.getMaxNumImpreciseAcc())
      return failure();
    Value acc = dotIsLhs ? add.getRhs() : add.getLhs();
    TT_DEBUG(TT_DBGS() << describeOp(add) << ": becomes the accumulator of "
                       << describeOp(dot) << "\n");
    rewriter.modifyOpInPlace(dot, [&] {
      dot.getCMutable().assign(acc);
      dot->moveBefore(add);
    });
    rewriter.replaceAllUsesWith(add, dot.getResult());
    return success();
  }
};

/// The integer a constant, a splat constant or the splat of a constant
/// holds.
std::optional<APInt> getConstantInt(Value value) {
  if (auto splat = value.getDefiningOp<SplatOp>())
    value = splat.getSrc();
  DenseElementsAttr dense;
  if (matchPattern(value, m_Constant(&dense))) {
    if (!dense.isSplat())
      return std::nullopt;
    if (auto intAttr = dyn_cast<IntegerAttr>(dense.getSplatValue<Attribute>()))
      return intAttr.getValue();
    return std::nullopt;
  }
  APInt intValue;
  if (matchPattern(value, m_ConstantInt(&intValue)))
    return intValue;
  return std::nullopt;
}

/// Whether the offsets of two chained addptrs can be added: they have the
/// same type and either are 64-bit (as wide as a pointer, so the sum wraps
/// as the two steps would) or are constants whose sum does not overflow.
bool areOffsetsAddable(Value first, Value second) {
  if (first.getType() != second.getType())
    return false;
  if (getElementTypeOrSelf(first.getType()).getIntOrFloatBitWidth() == 64)
    return true;
  std::optional<APInt> firstInt = getConstantInt(first);
  std::optional<APInt> secondInt = getConstantInt(second);
  if (!firstInt || !secondInt)
    return false;
  bool overflow = false;
  (void)firstInt->sadd_ov(*secondInt, overflow);
  return !overflow;
}

/// addptr(addptr(p, x), y) -> addptr(p, x + y), at the outer addptr, with
/// the fused location of both and the outer one's axis-info hints.
struct CombineAddPtr : public OpRewritePattern<AddPtrOp> {
  // Triton states this rule declaratively; such a rule's benefit is the
  // number of ops it matches.
  CombineAddPtr(MLIRContext *context)
      : OpRewritePattern(context, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(AddPtrOp outer,
                                PatternRewriter &rewriter) const override {
    auto inner = outer.getPtr().getDefiningOp<AddPtrOp>();
    if (!inner || !areOffsetsAddable(inner.getOffset(), outer.getOffset()))
      return failure();
    TT_DEBUG(TT_DBGS() << describeOp(outer) << ": adds its offset to that of "
                       << describeOp(inner) << "\n");
    Location loc = rewriter.getFusedLoc({outer.getLoc(), inner.getLoc()});
    Value offset = arith::AddIOp::create(rewriter, loc, inner.getOffset(),
                                         outer.getOffset());
    auto combined = AddPtrOp::create(rewriter, loc, outer.getType(),
                                     inner.getPtr(), offset);
    for (StringRef hint : {"tt.divisibility", "tt.contiguity", "tt.constancy",
                           "tt.pointee_type"})
      if (Attribute value = outer->getDiscardableAttr(hint))
        combined->setDiscardableAttr(hint, value);
    rewriter.replaceOp(outer, combined);
    return success();
  }
};

/// select(c, load(p, splat(c), x), y) -> load(p, splat(c), y): the lanes
/// the select takes from `y` are exactly those the load masks off.
struct CombineSelectMaskedLoad : public OpRewritePattern<arith::SelectOp> {
  CombineSelectMaskedLoad(MLIRContext *context)
      : OpRewritePattern(context, /*benefit=*/3) {}

  LogicalResult matchAndRewrite(arith::SelectOp select,
                                PatternRewriter &rewriter) const override {
    auto load = select.getTrueValue().getDefiningOp<LoadOp>();
    if (!load || !load.getMask())
      return failure();
    auto maskSplat = load.getMask().getDefiningOp<SplatOp>();
    if (!maskSplat || maskSplat.getSrc() != select.getCondition())
      return failure();
    TT_DEBUG(TT_DBGS() << describeOp(select) << ": becomes the other value of "
                       << describeOp(load) << "\n");
    rewriter.replaceOpWithNewOp<LoadOp>(
        select, load.getType(), load.getPtr(), load.getMask(),
        select.getFalseValue(), load.getBoundaryCheckAttr(),
        load.getPaddingAttr(), load.getCacheAttr(), load.getEvictAttr(),
        load.getIsVolatileAttr());
    return success();
  }
};

/// Whether `reduce`'s combine region is one float add of at most 32 bits.
bool isFloatSum(ReduceOp reduce) {
  Block &combine = reduce.getCombineOp().front();
  if (combine.getOperations().size() != 2)
    return false;
  auto add = dyn_cast<arith::AddFOp>(combine.front());
  return add && add.getType().getIntOrFloatBitWidth() <= 32;
}

/// The source of `value` = broadcast(expand_dims(source, axis)), if it is
/// one.
Value getBroadcastOfExpandedSource(Value value, unsigned axis) {
  auto broadcast = value.getDefiningOp<BroadcastOp>();
  if (!broadcast)
    return {};
  auto expand = broadcast.getSrc().getDefiningOp<ExpandDimsOp>();
  if (!expand || expand.getAxis() != axis)
    return {};
  return expand.getSrc();
}

/// sum(broadcast(x[:, :, None]) * broadcast(y[None, :, :])) -> dot(x, y)
/// with a zero accumulator in tf32 precision: the product of two matrices
/// written with broadcasts, when the M and N extents are at least 16 (an
/// MMA tile). As in Triton, neither the reduction axis nor the rank of the
/// product is checked: a sum over another axis gives IR that fails
/// verification, as Triton's does.
struct CombineBroadcastMulReduce : public OpRewritePattern<ReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReduceOp reduce,
                                PatternRewriter &rewriter) const override {
    if (!isFloatSum(reduce))
      return failure();
    auto mul = reduce.getSrcs()[0].getDefiningOp<arith::MulFOp>();
    if (!mul)
      return failure();
    Value x = getBroadcastOfExpandedSource(mul.getLhs(), 2);
    Value y = getBroadcastOfExpandedSource(mul.getRhs(), 0);
    if (!x || !y)
      return failure();
    // Both broadcasts have the product's shape (M, K, N).
    ArrayRef<int64_t> shape = cast<RankedTensorType>(mul.getType()).getShape();
    if (shape[2] < 16 || shape[0] < 16)
      return failure();
    TT_DEBUG(TT_DBGS() << describeOp(reduce) << ": sums the product of "
                       << describeValue(x) << " and " << describeValue(y)
                       << " broadcast against each other, a dot\n");

    Location loc = reduce.getLoc();
    auto accType = RankedTensorType::get(
        {shape[0], shape[2]}, getElementTypeOrSelf(mul.getLhs().getType()));
    Value zero = arith::ConstantOp::create(rewriter, loc,
                                           rewriter.getF32FloatAttr(0));
    Value acc = SplatOp::create(rewriter, loc, accType, zero);
    rewriter.replaceOpWithNewOp<DotOp>(reduce, x, y, acc, InputPrecision::TF32,
                                       /*maxNumImpreciseAcc=*/0);
    return success();
  }
};

/// A rank-1 reshape whose users are all reductions or histograms may
/// reorder elements: neither depends on their order.
struct RelaxReshapeBeforeReduce : public OpRewritePattern<ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReshapeOp reshape,
                                PatternRewriter &rewriter) const override {
    if (reshape.getAllowReorder() || reshape.getType().getRank() != 1 ||
        !llvm::all_of(reshape->getUsers(), llvm::IsaPred<ReduceOp, HistogramOp>))
      return failure();
    TT_DEBUG(TT_DBGS() << describeOp(reshape)
                       << ": only reduced, may reorder elements\n");
    rewriter.modifyOpInPlace(reshape, [&] { reshape.setAllowReorder(true); });
    return success();
  }
};

/// reshape(descriptor_load) that only drops leading unit dims -> the load
/// with the reshape's type (its only user): the load reads the block the
/// same way, rank-reduced.
struct RankReduceDescriptorLoad : public OpRewritePattern<ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReshapeOp reshape,
                                PatternRewriter &rewriter) const override {
    auto load = reshape.getSrc().getDefiningOp<DescriptorLoadOp>();
    if (!load || !load->hasOneUse())
      return failure();
    ArrayRef<int64_t> loadShape = load.getType().getShape();
    ArrayRef<int64_t> shape = reshape.getType().getShape();
    if (shape.size() >= loadShape.size())
      return failure();
    size_t dropped = loadShape.size() - shape.size();
    if (llvm::any_of(loadShape.take_front(dropped),
                     [](int64_t size) { return size != 1; }) ||
        loadShape.drop_front(dropped) != shape)
      return failure();
    TT_DEBUG(TT_DBGS() << describeOp(reshape) << ": folded into "
                       << describeOp(load) << "\n");
    rewriter.modifyOpInPlace(
        load, [&] { load.getResult().setType(reshape.getType()); });
    rewriter.replaceOp(reshape, load.getResult());
    return success();
  }
};

class CombineOpsPass
    : public mlir::triton::impl::TritonCombineOpsBase<CombineOpsPass> {
public:
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    // Triton's order: the driver tries patterns of equal benefit on the same
    // op (the two reshape rules) in it.
    patterns.add<CombineDotAdd<arith::AddIOp>, CombineDotAdd<arith::AddFOp>,
                 CombineSelectMaskedLoad, CombineAddPtr,
                 CombineBroadcastMulReduce, RelaxReshapeBeforeReduce,
                 RankReduceDescriptorLoad>(context);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
