//===- OptimizeThreadLocality.cpp - Keep reductions inside a thread -------===//
//
// Triton 3.6's tritongpu-optimize-thread-locality:
//  1. a `tt.reshape allow_reorder` feeding reductions along one axis gets a
//     blocked layout with the whole reduction axis in each thread (then
//     converted back for its users);
//  2. a `tt.gather` gets a layout in which every gather column lives in one
//     warp (the source and indices converted to it, the result back);
//  3. the in-loop accumulation of a reduction (`acc = acc + reduce(load)`)
//     is recognized; that rewrite is not implemented yet, and the pass stops
//     with an error naming the reduction rather than print different IR.
//
// Layout facts (orders, elements per thread, CTA split) come from the linear
// layouts of the types.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Support/Debug.h"

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
        TT_DEBUG(TT_DBGS() << "reshape at " << reshape.getLoc()
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
        TT_DEBUG(TT_DBGS() << "reshape at " << reshape.getLoc()
                           << ": axis " << *axis
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
      TT_DEBUG(TT_DBGS() << "reshape at " << reshape.getLoc()
                         << ": " << encoding
                         << " would be an expensive view, kept\n");
      return failure();
    }
    TT_DEBUG(TT_DBGS() << "reshape at " << reshape.getLoc()
                       << ": reduced along axis " << *axis << ", now "
                       << encoding << "\n");
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
    TT_DEBUG(TT_DBGS() << "gather at " << gather.getLoc() << ": axis " << axis
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

/// Whether Triton would rewrite `reduce` (a thread-local partial reduction
/// carried through the loop, merged after it); the reason when not.
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
  if (update->getNumOperands() != 2 || !update->hasOneUse())
    return why = "its update is not a binary op used once", false;
  OpOperand &yielded = *update->getUses().begin();
  auto yield = dyn_cast<scf::YieldOp>(yielded.getOwner());
  if (!yield)
    return why = "its update is not yielded", false;
  auto loop = dyn_cast<scf::ForOp>(yield->getParentOp());
  if (!loop || reduce->getBlock() != loop.getBody())
    return why = "not directly in an scf.for body", false;
  unsigned argNum = yielded.getOperandNumber();
  if (!loop.getInitArgs()[argNum].getDefiningOp<arith::ConstantOp>())
    return why = "the accumulator does not start from a constant", false;
  if (!loop.getRegionIterArgs()[argNum].hasOneUse())
    return why = "the accumulator has other uses in the loop", false;
  return true;
}

class OptimizeThreadLocalityPass
    : public mlir::triton::gpu::impl::TritonGPUOptimizeThreadLocalityBase<
          OptimizeThreadLocalityPass> {
public:
  void runOnOperation() override {
    ModuleOp module = getOperation();
    RewritePatternSet patterns(&getContext());
    patterns.add<ReshapeForReduction, WarpLocalGather>(&getContext());
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return signalPassFailure();

    WalkResult result = module.walk([](ReduceOp reduce) {
      StringRef why;
      if (!isLoopAccumulation(reduce, why)) {
        TT_DEBUG(TT_DBGS() << "reduce at " << reduce.getLoc() << ": " << why
                           << ", kept\n");
        return WalkResult::advance();
      }
      reduce.emitError("tritongpu-optimize-thread-locality: the thread-local "
                       "rewrite of an in-loop accumulated reduction is not "
                       "implemented in tt-opt");
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
