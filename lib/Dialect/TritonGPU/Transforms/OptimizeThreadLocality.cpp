//===- OptimizeThreadLocality.cpp - Keep reductions inside a thread -------===//
//
// Triton 3.6's tritongpu-optimize-thread-locality:
//  1. a `tt.reshape allow_reorder` feeding reductions along one axis gets a
//     blocked layout with the whole reduction axis in each thread (then
//     converted back for its users);
//  2. a `tt.gather` gets a layout in which every gather column lives in one
//     warp (the source and indices converted to it, the result back);
//  3. the in-loop accumulation of a reduction (`acc = acc + reduce(load)`)
//     becomes a thread-local partial reduction carried by the loop (a new
//     iter arg of one more dim), reduced across threads once after it.
//
// Layout facts (orders, elements per thread, CTA split) come from the linear
// layouts of the types.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "tritongpu-optimize-thread-locality"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUOPTIMIZETHREADLOCALITY
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

StringAttr dimName(MLIRContext *ctx, StringRef name) {
  return StringAttr::get(ctx, name);
}

/// The linear layout of `type`, or nullopt (with the reason traced) when the
/// encoding has none.
std::optional<LinearLayout> layoutOf(Type type) {
  FailureOr<LinearLayout> layout = toLinearLayout(type);
  if (failed(layout))
    return std::nullopt;
  return *layout;
}

//===----------------------------------------------------------------------===//
// 1. Reshapes feeding reductions
//===----------------------------------------------------------------------===//

class ReshapeForReduction : public OpRewritePattern<ReshapeOp> {
public:
  ReshapeForReduction(MLIRContext *ctx) : OpRewritePattern(ctx, /*benefit=*/1) {}

  LogicalResult matchAndRewrite(ReshapeOp reshape,
                                PatternRewriter &rewriter) const override {
    if (!reshape.getAllowReorder())
      return failure();
    std::optional<unsigned> axis;
    for (Operation *user : reshape.getResult().getUsers()) {
      auto reduce = dyn_cast<ReduceOp>(user);
      if (!reduce)
        continue;
      if (axis && *axis != reduce.getAxis()) {
        TT_DEBUG(TT_DBGS() << describeOp(reshape)
                           << ": reductions along different axes, kept\n");
        return failure();
      }
      axis = reduce.getAxis();
    }
    if (!axis)
      return failure();

    RankedTensorType type = reshape.getType();
    std::optional<LinearLayout> layout = layoutOf(type);
    if (!layout)
      return failure();
    MLIRContext *ctx = reshape.getContext();
    if (auto blocked = dyn_cast<BlockedEncodingAttr>(type.getEncoding())) {
      // CTAs along the axis: the extent of the CGA layout there.
      LinearLayout cga = blocked.getCGALayout().getLinearLayout();
      int32_t ctasAlong =
          cga.getOutDimSize(standardOutDimNames(ctx, type.getRank())[*axis]);
      if (blocked.getThreadsPerWarp()[*axis] == 1 &&
          blocked.getWarpsPerCTA()[*axis] == 1 && ctasAlong == 1) {
        TT_DEBUG(TT_DBGS() << describeOp(reshape) << ": axis " << *axis
                           << " already within each thread, kept\n");
        return failure();
      }
    }

    // The reduction axis becomes the slowest dim, so no lane or warp is
    // spread along it before the others are covered.
    SmallVector<unsigned> order;
    for (unsigned dim : layout->getOrder())
      if (dim != *axis)
        order.push_back(dim);
    order.push_back(*axis);
    std::optional<int64_t> numWarps = lookupNumWarps(reshape);
    if (!numWarps) {
      reshape.emitError("cannot tell how many warps run this op: neither its "
                        "function nor the module has a `ttg.num-warps` "
                        "attribute");
      return failure();
    }
    SmallVector<unsigned> sizePerThread(type.getRank(), 1);
    BlockedEncodingAttr encoding = getBlockedEncoding(
        ctx, type.getShape(), sizePerThread, order, *numWarps,
        lookupThreadsPerWarp(reshape), lookupNumCTAs(reshape));
    if (encoding == type.getEncoding())
      return failure();
    auto newType = type.cloneWithEncoding(encoding);
    // A view that changes how many elements a thread holds is not free.
    std::optional<LinearLayout> srcLayout = layoutOf(reshape.getSrc().getType());
    std::optional<LinearLayout> newLayout = layoutOf(newType);
    if (!srcLayout || !newLayout ||
        srcLayout->getTotalElemsPerThread() !=
            newLayout->getTotalElemsPerThread()) {
      TT_DEBUG(TT_DBGS() << describeOp(reshape) << ": " << encoding
                         << " would be an expensive view, kept\n");
      return failure();
    }
    TT_DEBUG(TT_DBGS() << describeOp(reshape) << ": reduced along axis "
                       << *axis << ", now " << encoding << "\n");
    rewriter.setInsertionPointAfter(reshape);
    rewriter.modifyOpInPlace(reshape, [&] {
      reshape.getResult().setType(newType);
      reshape.setEfficientLayout(true);
    });
    auto back = ConvertLayoutOp::create(rewriter, reshape.getLoc(), type,
                                        reshape.getResult());
    rewriter.replaceAllUsesExcept(reshape.getResult(), back.getResult(), back);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// 2. Warp-local gathers
//===----------------------------------------------------------------------===//

class WarpLocalGather : public OpRewritePattern<GatherOp> {
public:
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(GatherOp gather,
                                PatternRewriter &rewriter) const override {
    if (gather.getEfficientLayout())
      return failure();
    RankedTensorType srcType = gather.getSrc().getType();
    RankedTensorType idxType = gather.getIndices().getType();
    unsigned axis = gather.getAxis();
    unsigned rank = srcType.getRank();
    if (rank == 1)
      return failure();
    std::optional<LinearLayout> srcLayout = layoutOf(srcType);
    std::optional<int64_t> numWarps = lookupNumWarps(gather);
    if (!srcLayout || !numWarps)
      return failure();
    MLIRContext *ctx = gather.getContext();
    unsigned lanes = lookupThreadsPerWarp(gather);

    // As many lanes as fit along the axis, the rest along the other dims in
    // the source's lane order; the gather axis is the fastest dim.
    SmallVector<unsigned> threadsPerWarp(rank), warpsPerCTA(rank);
    SmallVector<unsigned> order{axis};
    unsigned alongAxis =
        std::min<unsigned>(srcType.getDimSize(axis), lanes);
    threadsPerWarp[axis] = alongAxis;
    unsigned lanesLeft = lanes / alongAxis;
    for (unsigned dim : srcLayout->getOrderOf(dimName(ctx, "lane"))) {
      if (dim == axis)
        continue;
      order.push_back(dim);
      unsigned take = std::min<unsigned>(srcType.getDimSize(dim), lanesLeft);
      threadsPerWarp[dim] = take;
      lanesLeft /= take;
    }
    // One warp along the axis; the others along the other dims, in the
    // source's warp order.
    warpsPerCTA[axis] = 1;
    unsigned warpsLeft = *numWarps;
    for (unsigned dim : srcLayout->getOrderOf(dimName(ctx, "warp"))) {
      if (dim == axis)
        continue;
      unsigned fit = srcType.getDimSize(dim) / threadsPerWarp[dim];
      if (fit == 0)
        return gather.emitError("cannot lay out the gather warp-locally: dim ")
               << dim << " is narrower than its lanes";
      unsigned take = std::min<unsigned>(fit, warpsLeft);
      warpsPerCTA[dim] = take;
      warpsLeft /= take;
    }
    SmallVector<unsigned> sizePerThread(rank, 1);
    sizePerThread[axis] =
        std::max(srcType.getDimSize(axis), idxType.getDimSize(axis)) /
        threadsPerWarp[axis];
    // Lanes and warps left over broadcast along the axis.
    threadsPerWarp[axis] *= lanesLeft;
    warpsPerCTA[axis] *= warpsLeft;
    auto layout =
        BlockedEncodingAttr::get(ctx, sizePerThread, threadsPerWarp,
                                 warpsPerCTA, order,
                                 getCGALayout(srcType.getEncoding()));
    TT_DEBUG(TT_DBGS() << describeOp(gather) << ": axis " << axis
                       << ", warp-local layout " << layout << "\n");

    Location loc = gather.getLoc();
    rewriter.setInsertionPoint(gather);
    // Triton 3.6 moves the indices at their own width (no i32 narrowing).
    Value indices = gather.getIndices();
    auto src = ConvertLayoutOp::create(
        rewriter, loc, srcType.cloneWithEncoding(layout), gather.getSrc());
    auto idx = ConvertLayoutOp::create(
        rewriter, loc, idxType.cloneWithEncoding(layout), indices);
    rewriter.setInsertionPointAfter(gather);
    auto back = ConvertLayoutOp::create(rewriter, loc, gather.getType(),
                                        gather.getResult());
    rewriter.replaceAllUsesExcept(gather.getResult(), back, back);
    rewriter.modifyOpInPlace(gather, [&] {
      gather.getSrcMutable().set(src);
      gather.getIndicesMutable().set(idx);
      gather.getResult().setType(gather.getType().cloneWithEncoding(layout));
      gather.setEfficientLayout(true);
    });
    return success();
  }
};

//===----------------------------------------------------------------------===//
// 3. In-loop accumulations of reductions
//===----------------------------------------------------------------------===//

/// The single combining op of a reduction's body, if it has exactly one.
Operation *getCombiner(ReduceOp reduce) {
  Region &region = reduce.getCombineOp();
  if (!region.hasOneBlock())
    return nullptr;
  Block &body = region.front();
  if (std::distance(body.without_terminator().begin(),
                    body.without_terminator().end()) != 1)
    return nullptr;
  return &body.front();
}

/// Whether Triton 3.6 picks `reduce` for the rewrite; the reason when not.
/// 3.6 only looks at the reduce, its single user and the yield that user
/// feeds: it neither asks that yield to be the loop's own nor the
/// accumulator to have no other use (the later, stricter rule is not 3.6's).
bool isLoopAccumulation(ReduceOp reduce, StringRef &why) {
  auto srcType = cast<RankedTensorType>(reduce.getOperands()[0].getType());
  unsigned rank = srcType.getRank();
  Operation *combiner = getCombiner(reduce);
  if (!combiner ||
      !isa<arith::AddFOp, arith::MulFOp, arith::MaximumFOp, arith::MaxNumFOp,
           arith::MinimumFOp, arith::MinNumFOp>(combiner))
    return why = "not a single float add/mul/max/min", false;
  if (!isa<BlockedEncodingAttr>(srcType.getEncoding()) || rank <= 1)
    return why = "not a blocked tensor of rank > 1", false;
  if (reduce.getAxis() != rank - 1)
    return why = "not along the innermost dim", false;
  for (Value operand : reduce->getOperands())
    if (!operand.getDefiningOp<LoadOp>())
      return why = "an operand is not a tt.load", false;
  std::optional<LinearLayout> layout = layoutOf(srcType);
  if (!layout || layout->getSizePerThread()[reduce.getAxis()] == 1)
    return why = "one element per thread along the axis", false;
  if (!reduce->hasOneUse())
    return why = "not used exactly once", false;
  Operation *update = *reduce->getUsers().begin();
  if (!update->hasOneUse())
    return why = "its update is not used exactly once", false;
  OpOperand &yielded = *update->getUses().begin();
  if (!isa<scf::YieldOp>(yielded.getOwner()))
    return why = "its update is not yielded", false;
  auto loop = dyn_cast<scf::ForOp>(reduce->getParentOp());
  if (!loop)
    return why = "not directly in an scf.for body", false;
  unsigned index = yielded.getOperandNumber();
  if (index >= loop.getInitArgs().size())
    return why = "its update is yielded where the loop has no iter arg", false;
  if (!loop.getInitArgs()[index].getDefiningOp<arith::ConstantOp>())
    return why = "the accumulator does not start from a constant", false;
  return true;
}

/// A picked reduction and the loop-carried accumulation it feeds.
struct Accumulation {
  ReduceOp reduce;
  /// The binary op combining the accumulator with the reduction.
  Operation *update;
  scf::ForOp loop;
  /// The accumulator: the update's operand other than the reduction.
  BlockArgument acc;
  /// The one use of the loop's result for `acc`.
  OpOperand *resultUse;
};

/// The accumulation a reduction picked by `isLoopAccumulation` feeds, or an
/// error on the reduction where Triton 3.6's rewrite assumes more than its
/// rule checked (it asserts, or builds invalid IR).
FailureOr<Accumulation> getAccumulation(ReduceOp reduce) {
  auto fail = [&](const Twine &what) {
    return reduce.emitError("tritongpu-optimize-thread-locality: cannot "
                            "rewrite this in-loop accumulated reduction: ")
           << what;
  };
  if (reduce->getNumOperands() != 1)
    return fail("it has several operands");
  Operation *update = *reduce->getUsers().begin();
  if (update->getNumOperands() != 2)
    return fail("its update does not take exactly two operands");
  if (!isa<InferTypeOpInterface>(update))
    return fail("its update cannot infer its result types");
  auto loop = cast<scf::ForOp>(reduce->getParentOp());
  Value other = update->getOperand(
      update->getOperand(0) == reduce->getResult(0) ? 1 : 0);
  auto acc = dyn_cast<BlockArgument>(other);
  if (!acc || acc.getOwner() != loop.getBody() ||
      !loop.getTiedLoopInit(acc))
    return fail("its update does not combine it with an iter arg of the "
                "loop");
  if (!loop.getTiedLoopInit(acc)->get().getDefiningOp())
    return fail("the accumulator does not start from an op's result");
  Value result = loop.getTiedLoopResult(acc);
  if (!result.hasOneUse())
    return fail("the loop's result for the accumulator is not used exactly "
                "once");
  return Accumulation{reduce, update, loop, acc, &*result.use_begin()};
}

/// The first value of each thread-local partial: the identity of the
/// combiner. maxnumf/minnumf get -inf/+inf whatever their fast-math flags,
/// as in Triton 3.6.
TypedAttr getCombinerIdentity(Operation *combiner) {
  Type type = combiner->getResult(0).getType();
  if (isa<arith::MaxNumFOp, arith::MinNumFOp>(combiner)) {
    const llvm::fltSemantics &semantics =
        cast<FloatType>(type).getFloatSemantics();
    return FloatAttr::get(
        type, APFloat::getInf(semantics, isa<arith::MaxNumFOp>(combiner)));
  }
  return *arith::getNeutralElement(combiner);
}

/// The layout of the reduction's source reshaped to [..., N / e, e], `e` the
/// elements a thread holds along the innermost dim: the same lanes and warps
/// over the leading dims, the new last dim wholly in each thread and fastest.
BlockedEncodingAttr getThreadLocalEncoding(BlockedEncodingAttr blocked) {
  unsigned rank = blocked.getOrder().size();
  SmallVector<unsigned> sizePerThread(blocked.getSizePerThread());
  sizePerThread.push_back(sizePerThread[rank - 1]);
  sizePerThread[rank - 1] = 1;
  SmallVector<unsigned> threadsPerWarp(blocked.getThreadsPerWarp());
  threadsPerWarp.push_back(1);
  SmallVector<unsigned> warpsPerCTA(blocked.getWarpsPerCTA());
  warpsPerCTA.push_back(1);
  SmallVector<unsigned> order{rank};
  llvm::append_range(order, blocked.getOrder());
  return BlockedEncodingAttr::get(blocked.getContext(), sizePerThread,
                                  threadsPerWarp, warpsPerCTA, order,
                                  insertCGADim(blocked.getCGALayout(), rank));
}

/// Triton 3.6's rewrite: in the loop, the reduction's source is reshaped
/// (allow_reorder, efficient_layout) to [..., N / e, e] and reduced along
/// the new dim only, into a partial carried by a new iter arg that starts
/// from the combiner's identity; after the loop the partial is reduced along
/// the original axis, converted to the accumulator's layout and combined
/// with its initial value. The old reduction and update stay in the loop,
/// dead, and the old iter arg is yielded unchanged.
void rewriteAccumulation(Accumulation acc) {
  ReduceOp reduce = acc.reduce;
  Location loc = reduce.getLoc();
  auto srcType = cast<RankedTensorType>(reduce.getOperands()[0].getType());
  unsigned rank = srcType.getRank();
  int64_t elemsPerThread = layoutOf(srcType)->getSizePerThread()[rank - 1];
  BlockedEncodingAttr encoding =
      getThreadLocalEncoding(cast<BlockedEncodingAttr>(srcType.getEncoding()));
  SmallVector<int64_t> localShape(srcType.getShape());
  localShape.back() /= elemsPerThread;
  localShape.push_back(elemsPerThread);
  MLIRContext *ctx = reduce.getContext();
  OpBuilder builder(ctx);

  Value init = acc.loop.getTiedLoopInit(acc.acc)->get();
  auto partialType = RankedTensorType::get(
      ArrayRef(localShape).drop_back(),
      cast<RankedTensorType>(init.getType()).getElementType(),
      SliceEncodingAttr::get(ctx, rank, encoding));
  builder.setInsertionPointAfter(init.getDefiningOp());
  auto partialInit = arith::ConstantOp::create(
      builder, init.getLoc(), partialType,
      DenseElementsAttr::get(partialType,
                             getCombinerIdentity(getCombiner(reduce))));
  SmallVector<std::tuple<Value, Value>> replacements;
  scf::ForOp loop = replaceForOpWithNewSignature(
      builder, acc.loop, ValueRange{partialInit}, replacements);
  for (auto [oldResult, newResult] : replacements)
    oldResult.replaceAllUsesWith(newResult);
  acc.loop.erase();
  BlockArgument partial = loop.getRegionIterArgs().back();

  // In the loop: reduce each thread's elements only.
  builder.setInsertionPointAfter(reduce);
  IRMapping localSource;
  Value src = reduce.getOperands()[0];
  localSource.map(src, ReshapeOp::create(
                           builder, loc,
                           RankedTensorType::get(localShape,
                                                 srcType.getElementType(),
                                                 encoding),
                           src, /*allow_reorder=*/true,
                           /*efficient_layout=*/true));
  auto localReduce = cast<ReduceOp>(builder.clone(*reduce, localSource));
  localReduce.setAxis(rank);
  (void)inferResultTypes(localReduce);
  // Triton maps the update's operands by position: operand 0 becomes the
  // partial, operand 1 the new reduction, whichever was the accumulator.
  IRMapping localUpdate;
  localUpdate.map(acc.update->getOperand(0), partial);
  localUpdate.map(acc.update->getOperand(1), localReduce->getResult(0));
  Operation *newUpdate = cloneWithInferType(builder, acc.update, localUpdate);
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  SmallVector<Value> yielded(yield.getOperands());
  yielded[acc.acc.getArgNumber() - loop.getNumInductionVars()] = acc.acc;
  yielded.push_back(newUpdate->getResult(0));
  builder.setInsertionPoint(yield);
  scf::YieldOp::create(builder, yield.getLoc(), yielded);
  yield.erase();

  // After the loop: reduce across threads once, then fold in the initial
  // accumulator.
  builder.setInsertionPointAfter(loop);
  IRMapping crossThread;
  crossThread.map(src, loop.getResults().back());
  Operation *merged = cloneWithInferType(builder, reduce, crossThread);
  auto back = ConvertLayoutOp::create(builder, loc, acc.resultUse->get().getType(),
                                      merged->getResult(0));
  IRMapping withInit;
  withInit.map(acc.update->getOperand(0), init);
  withInit.map(acc.update->getOperand(1), back.getResult());
  Operation *result = cloneWithInferType(builder, acc.update, withInit);
  acc.resultUse->set(result->getResult(0));
  TT_DEBUG(TT_DBGS() << describeOp(reduce) << ": thread-local partial "
                     << partialType
                     << " carried by the loop, merged after it\n");
}

class OptimizeThreadLocalityPass
    : public mlir::triton::gpu::impl::TritonGPUOptimizeThreadLocalityBase<
          OptimizeThreadLocalityPass> {
public:
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    RewritePatternSet patterns(&getContext());
    patterns.add<ReshapeForReduction, WarpLocalGather>(&getContext());
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return signalPassFailure();

    // All reductions are picked and checked before any is rewritten, as in
    // Triton (which rewrites them in hash-set order; tt-opt in IR order).
    SmallVector<ReduceOp> picked;
    WalkResult result = module.walk([&](ReduceOp reduce) {
      StringRef why;
      if (!isLoopAccumulation(reduce, why)) {
        TT_DEBUG(TT_DBGS() << describeOp(reduce) << ": " << why << ", kept\n");
        return WalkResult::advance();
      }
      if (failed(getAccumulation(reduce)))
        return WalkResult::interrupt();
      picked.push_back(reduce);
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
    // Each rewrite replaces the loop, so the next one looks it up again.
    for (ReduceOp reduce : picked)
      rewriteAccumulation(*getAccumulation(reduce));
  }
};

} // namespace
