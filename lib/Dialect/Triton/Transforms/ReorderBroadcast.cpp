//===- ReorderBroadcast.cpp - Elementwise ops before broadcasts and splats ===//
//
// An elementwise op whose operands are all splats computes one value per
// tensor; one whose operands are a broadcast and splats computes the
// broadcast's source values only. Moving the op before the splat or
// broadcast does that work once per source element instead of once per
// result element. The greedy driver (with folding) also applies the
// canonicalizations of tt.broadcast and tt.expand_dims, as Triton's pass
// does, so that broadcasts of broadcasts and expand_dims of broadcasts do
// not hide a pattern.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <optional>

#define DEBUG_TYPE "triton-reorder-broadcast"

namespace mlir::triton {
#define GEN_PASS_DEF_TRITONREORDERBROADCAST
#include "tt/Dialect/Triton/Transforms/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

/// The value of a splat dense constant defined by `op`, if it is one.
std::optional<DenseElementsAttr> getSplatConstant(Operation *op) {
  DenseElementsAttr value;
  if (matchPattern(op, m_Constant(&value)) && value.isSplat())
    return value;
  return std::nullopt;
}

/// Whether `value` holds one element repeated: a tt.splat or a splat dense
/// constant. A block argument is none.
bool isSplatLike(Value value) {
  Operation *def = value.getDefiningOp();
  return def && (isa<SplatOp>(def) || getSplatConstant(def));
}

/// `op` with `operands` and `resultTypes` in place of its own, attributes
/// kept, built at the rewriter's insertion point (before `op`).
Operation *cloneWithTypes(PatternRewriter &rewriter, Operation *op,
                          ValueRange operands, TypeRange resultTypes) {
  OperationState state(op->getLoc(), op->getName());
  state.addOperands(operands);
  state.addTypes(resultTypes);
  state.addAttributes(op->getAttrs());
  return rewriter.create(state);
}

/// Replaces every result of `op` by `wrap` applied to the corresponding
/// result of `newOp`. `op` is left without uses for the driver to erase.
template <typename WrapOp>
void replaceResultsWrapped(PatternRewriter &rewriter, Operation *op,
                           Operation *newOp) {
  for (auto [oldResult, newResult] :
       llvm::zip_equal(op->getResults(), newOp->getResults())) {
    Value wrapped = WrapOp::create(rewriter, op->getLoc(), oldResult.getType(),
                                   newResult);
    rewriter.replaceAllUsesWith(oldResult, wrapped);
  }
}

/// elementwise(splat(a), splat(b), ...) -> splat(elementwise(a, b, ...))
/// A splat constant operand becomes a scalar constant.
struct MoveSplatAfterElementwise
    : public OpTraitRewritePattern<OpTrait::Elementwise> {
  using Base::Base;

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!isMemoryEffectFree(op) || op->getNumOperands() == 0 ||
        !llvm::all_of(op->getOperands(), isSplatLike))
      return failure();
    TT_DEBUG(TT_DBGS() << describeOp(op)
                       << ": every operand is a splat, computed on scalars\n");

    SmallVector<Value> scalars;
    for (Value operand : op->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (auto splat = dyn_cast<SplatOp>(def)) {
        scalars.push_back(splat.getSrc());
        continue;
      }
      DenseElementsAttr value = *getSplatConstant(def);
      scalars.push_back(arith::ConstantOp::materialize(
          rewriter, value.getSplatValue<Attribute>(), value.getElementType(),
          op->getLoc()));
    }
    SmallVector<Type> scalarTypes;
    for (Type type : op->getResultTypes())
      scalarTypes.push_back(cast<TensorType>(type).getElementType());
    Operation *scalarOp = cloneWithTypes(rewriter, op, scalars, scalarTypes);
    replaceResultsWrapped<SplatOp>(rewriter, op, scalarOp);
    return success();
  }
};

/// elementwise(broadcast(a), splat(b), ...) -> broadcast(elementwise(a,
/// splat'(b), ...)): computed in the broadcast's source shape and layout,
/// the splats and splat constants resized to it. Several broadcasts are
/// fine when their sources have the same shape.
struct MoveBroadcastAfterElementwise
    : public OpTraitRewritePattern<OpTrait::Elementwise> {
  using Base::Base;

  /// The first broadcast among the operands of `op` when every operand is
  /// a broadcast from the same shape or splat-like; null otherwise.
  static BroadcastOp matchOperands(Operation *op) {
    BroadcastOp first;
    for (Value operand : op->getOperands()) {
      auto broadcast = operand.getDefiningOp<BroadcastOp>();
      if (!broadcast) {
        if (!isSplatLike(operand))
          return {};
        continue;
      }
      if (!first)
        first = broadcast;
      else if (first.getSrc().getType().getShape() !=
               broadcast.getSrc().getType().getShape())
        return {};
    }
    return first;
  }

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!isMemoryEffectFree(op))
      return failure();
    BroadcastOp broadcast = matchOperands(op);
    if (!broadcast)
      return failure();
    TT_DEBUG(TT_DBGS() << describeOp(op) << ": computed before "
                       << describeOp(broadcast) << "\n");

    RankedTensorType srcType = broadcast.getSrc().getType();
    auto inSrcShape = [&](Type type) {
      return srcType.clone(cast<RankedTensorType>(type).getElementType());
    };
    SmallVector<Value> operands;
    for (Value operand : op->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (auto operandBroadcast = dyn_cast<BroadcastOp>(def)) {
        operands.push_back(operandBroadcast.getSrc());
        continue;
      }
      RankedTensorType type = inSrcShape(operand.getType());
      if (auto splat = dyn_cast<SplatOp>(def)) {
        operands.push_back(
            SplatOp::create(rewriter, op->getLoc(), type, splat.getSrc()));
        continue;
      }
      DenseElementsAttr value = *getSplatConstant(def);
      operands.push_back(arith::ConstantOp::create(
          rewriter, op->getLoc(), type,
          SplatElementsAttr::get(type, value.getSplatValue<Attribute>())));
    }
    SmallVector<Type> srcTypes;
    for (Type type : op->getResultTypes())
      srcTypes.push_back(inSrcShape(type));
    Operation *srcOp = cloneWithTypes(rewriter, op, operands, srcTypes);
    replaceResultsWrapped<BroadcastOp>(rewriter, op, srcOp);
    return success();
  }
};

class ReorderBroadcastPass
    : public mlir::triton::impl::TritonReorderBroadcastBase<
          ReorderBroadcastPass> {
public:
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    // Triton's order: the driver tries patterns of equal benefit in it.
    BroadcastOp::getCanonicalizationPatterns(patterns, context);
    ExpandDimsOp::getCanonicalizationPatterns(patterns, context);
    patterns.add<MoveBroadcastAfterElementwise, MoveSplatAfterElementwise>(
        context);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
