//===- OptimizeAccumulatorInit.cpp - tritongpu-optimize-accumulator-init --===//
//
// A matmul loop usually starts its accumulator at zero, and some reset it
// to zero inside the loop (persistent kernels at a tile's first K step).
// wgmma and tcgen05 MMAs have a flag that ignores the accumulator, so the
// zero tensor never needs to exist: the loop carries that flag instead, and
// the condition that zeroed the accumulator now clears the flag. On
// Blackwell this also lets the accumulator's tensor memory be allocated
// without copying zeros into it.
//
// Triton 3.6 creates a `true` and a `false` constant before the loop for
// every candidate MMA, used or not, and cleans up with the greedy rewriter,
// which folds and hoists constants module-wide; both are kept because its
// output shows them.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/Transforms/Utility.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "tritongpu-optimize-accumulator-init"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUOPTIMIZEACCUMULATORINIT
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// The MMAs with a use-accumulator flag the pass may set: every MMAv5 op,
/// and the wgmmas whose lowering does not keep a partial accumulator (there
/// a false flag would cost a select on every element).
bool hasUsableAccumulatorFlag(Operation *op) {
  auto wgmma = dyn_cast<ttng::WarpGroupDotOp>(op);
  if (!wgmma)
    return isMMAv5(op);
  if (!wgmma.needsPartialAccumulator())
    return true;
  TT_DEBUG(TT_DBGS() << describeOp(op)
                     << ": fp8 into f32 with maxNumImpreciseAcc <= K keeps a "
                        "partial accumulator, left alone\n");
  return false;
}

Value getUseAccumulatorFlag(Operation *mma) {
  if (auto wgmma = dyn_cast<ttng::WarpGroupDotOp>(mma))
    return wgmma.getUseC();
  return getMMAv5UseAccumulator(mma);
}

void setUseAccumulatorFlag(Operation *mma, Value flag) {
  if (auto wgmma = dyn_cast<ttng::WarpGroupDotOp>(mma))
    wgmma.getUseCMutable().assign(flag);
  else if (auto plain = dyn_cast<ttng::TCGen5MMAOp>(mma))
    plain.getUseDMutable().assign(flag);
  else
    cast<ttng::TCGen5MMAScaledOp>(mma).getUseDMutable().assign(flag);
}

/// The tensor the MMA accumulates into: a wgmma's C; for an MMAv5 op, the
/// tensor its accumulator's tmem_alloc starts from, when that alloc and a
/// tmem_load of it sit in the MMA's region (else null).
Value getAccumulatorInput(Operation *mma) {
  if (auto wgmma = dyn_cast<ttng::WarpGroupDotOp>(mma))
    return wgmma.getC();
  auto alloc = getMMAv5Accumulator(mma).getDefiningOp<ttng::TMEMAllocOp>();
  if (!alloc || alloc->getParentRegion() != mma->getParentRegion())
    return {};
  auto loads = alloc.getResult().getUsers();
  auto load = llvm::find_if(
      loads, [](Operation *user) { return isa<ttng::TMEMLoadOp>(user); });
  if (load == loads.end() ||
      (*load)->getParentRegion() != mma->getParentRegion())
    return {};
  return alloc.getSrc();
}

/// An op that makes the accumulator zero on some condition: an
/// `arith.select` on an i1 or an `scf.if` (result `resultIndex`) with zero
/// on one side.
struct Zeroing {
  Operation *op;
  unsigned resultIndex;
  Value condition;
  /// The value when the accumulator is not zeroed.
  Value other;
  bool zeroWhenTrue;
};

std::optional<Zeroing> matchZeroingSelect(arith::SelectOp select) {
  if (!select.getCondition().getType().isInteger(1))
    return std::nullopt;
  bool zeroWhenTrue = isZeroConstant(select.getTrueValue());
  if (!zeroWhenTrue && !isZeroConstant(select.getFalseValue()))
    return std::nullopt;
  return Zeroing{select, 0, select.getCondition(),
                 zeroWhenTrue ? select.getFalseValue() : select.getTrueValue(),
                 zeroWhenTrue};
}

std::optional<Zeroing> matchZeroingIf(scf::IfOp ifOp, unsigned resultIndex) {
  Value thenValue = ifOp.thenYield()->getOperand(resultIndex);
  Value elseValue = ifOp.elseYield()->getOperand(resultIndex);
  bool zeroWhenTrue = isZeroConstant(thenValue);
  if (!zeroWhenTrue && !isZeroConstant(elseValue))
    return std::nullopt;
  // The other value becomes the if's result on both sides: it must come
  // from outside the if.
  if (thenValue.getParentBlock()->getParentOp() == ifOp ||
      elseValue.getParentBlock()->getParentOp() == ifOp)
    return std::nullopt;
  return Zeroing{ifOp, resultIndex, ifOp.getCondition(),
                 zeroWhenTrue ? elseValue : thenValue, zeroWhenTrue};
}

/// Where `acc` (the accumulator input of an MMA in `forOp`'s body) is
/// zeroed: `startsAtZero` when it is a loop argument whose init is zero;
/// the returned op when it (or, for a loop argument, the value yielded for
/// it) comes from a zeroing select or if.
std::optional<Zeroing> findZeroing(Value acc, scf::ForOp forOp,
                                   bool &startsAtZero) {
  Value value = acc;
  if (auto arg = dyn_cast<BlockArgument>(acc)) {
    // A tensor block argument of the body is an iter arg (argument 0 is
    // the induction variable).
    if (arg.getOwner() != forOp.getBody() || arg.getArgNumber() == 0)
      return std::nullopt;
    unsigned index = arg.getArgNumber() - 1;
    startsAtZero = isZeroConstant(forOp.getInitArgs()[index]);
    value = forOp.getBody()->getTerminator()->getOperand(index);
  }
  if (auto select = value.getDefiningOp<arith::SelectOp>())
    return matchZeroingSelect(select);
  if (auto ifOp = value.getDefiningOp<scf::IfOp>())
    return matchZeroingIf(ifOp, cast<OpResult>(value).getResultNumber());
  return std::nullopt;
}

std::optional<bool> getBoolConstant(Value value) {
  auto constant = value.getDefiningOp<arith::ConstantOp>();
  if (!constant)
    return std::nullopt;
  if (auto flag = dyn_cast<BoolAttr>(constant.getValue()))
    return flag.getValue();
  return std::nullopt;
}

/// Stops `zeroing` from zeroing the accumulator: the select becomes its
/// other value, the if yields the other value on its zeroing side too.
void removeZeroing(IRRewriter &rewriter, const Zeroing &zeroing) {
  if (auto select = dyn_cast<arith::SelectOp>(zeroing.op)) {
    rewriter.setInsertionPoint(select);
    rewriter.replaceOp(select, zeroing.other);
    return;
  }
  auto ifOp = cast<scf::IfOp>(zeroing.op);
  scf::YieldOp yield = zeroing.zeroWhenTrue ? ifOp.thenYield() : ifOp.elseYield();
  yield->setOperand(zeroing.resultIndex, zeroing.other);
}

/// Rewrites one MMA (see the pass description); fails only on IR that
/// Triton 3.6 does not handle.
LogicalResult optimizeAccumulatorInit(Operation *mma) {
  auto forOp = dyn_cast<scf::ForOp>(mma->getParentOp());
  if (!forOp) {
    TT_DEBUG(TT_DBGS() << describeOp(mma)
                       << ": not directly in an scf.for body, left alone\n");
    return success();
  }
  Location loc = mma->getLoc();
  IRRewriter rewriter(forOp);
  rewriter.setInsertionPoint(forOp);
  Value vTrue = arith::ConstantOp::create(rewriter, loc, rewriter.getBoolAttr(true));
  Value vFalse = arith::ConstantOp::create(rewriter, loc, rewriter.getBoolAttr(false));

  Value acc = getAccumulatorInput(mma);
  if (!acc) {
    TT_DEBUG(TT_DBGS() << describeOp(mma)
                       << ": no tmem_alloc from a tensor with a tmem_load in "
                          "its region holds the accumulator, left alone\n");
    return success();
  }
  if (isZeroConstant(acc)) {
    TT_DEBUG(TT_DBGS() << describeOp(mma)
                       << ": accumulates into a constant zero, flag false\n");
    setUseAccumulatorFlag(mma, vFalse);
    return success();
  }

  bool startsAtZero = false;
  std::optional<Zeroing> zeroing = findZeroing(acc, forOp, startsAtZero);
  if (startsAtZero) {
    if (Value flag = getUseAccumulatorFlag(mma)) {
      std::optional<bool> constant = getBoolConstant(flag);
      if (!constant || !*constant) {
        TT_DEBUG(TT_DBGS() << describeOp(mma)
                           << ": accumulator starts at zero, but the MMA "
                              "already has a flag other than true; left alone\n");
        return success();
      }
    }
  }
  if (!zeroing && !startsAtZero) {
    TT_DEBUG(TT_DBGS() << describeOp(mma)
                       << ": accumulator is never zero, left alone\n");
    return success();
  }
  if (zeroing && zeroing->op->getBlock() != mma->getBlock())
    return zeroing->op->emitError()
           << "zeroes the accumulator of " << describeOp(mma)
           << " outside the loop body; Triton 3.6's "
              "tritongpu-optimize-accumulator-init does not handle this "
              "(it compares positions in different blocks)";

  forOp = addIterArgsToLoop(rewriter, forOp, {startsAtZero ? vFalse : vTrue});
  Value carriedFlag = forOp.getRegionIterArgs().back();
  Operation *yield = forOp.getBody()->getTerminator();
  if (!zeroing) {
    TT_DEBUG(TT_DBGS() << describeOp(mma)
                       << ": accumulator starts at zero; the loop carries a "
                          "flag, false in the first iteration\n");
    setUseAccumulatorFlag(mma, carriedFlag);
    yield->insertOperands(yield->getNumOperands(), vTrue);
    return success();
  }

  // A zeroing before the MMA decides this iteration's flag; one after it
  // (of the value yielded), the next iteration's.
  bool zeroingFirst = zeroing->op->isBeforeInBlock(mma);
  TT_DEBUG(TT_DBGS() << describeOp(mma) << ": accumulator zeroed by "
                     << describeOp(zeroing->op)
                     << (zeroingFirst ? " before it" : " after it")
                     << (startsAtZero ? " and starts at zero" : "")
                     << "; its condition now clears the carried flag\n");
  rewriter.setInsertionPoint(zeroing->op);
  Value keptFlag = zeroingFirst ? carriedFlag : vTrue;
  Value flag = arith::SelectOp::create(
      rewriter, loc, zeroing->condition,
      zeroing->zeroWhenTrue ? vFalse : keptFlag,
      zeroing->zeroWhenTrue ? keptFlag : vFalse);
  setUseAccumulatorFlag(mma, zeroingFirst ? flag : carriedFlag);
  yield->insertOperands(yield->getNumOperands(), zeroingFirst ? vTrue : flag);
  removeZeroing(rewriter, *zeroing);
  return success();
}

/// The users of a tmem_alloc from a tensor when they are at most two, one
/// of them an MMAv5 op: that op and the tmem_load among them (or null).
struct AccumulatorAllocUsers {
  Operation *mma = nullptr;
  Operation *load = nullptr;
};

std::optional<AccumulatorAllocUsers> getAllocUsers(ttng::TMEMAllocOp alloc) {
  if (!alloc.getSrc())
    return std::nullopt;
  SmallVector<Operation *> users(alloc.getResult().getUsers());
  if (users.size() > 2)
    return std::nullopt;
  AccumulatorAllocUsers found;
  for (Operation *user : users) {
    if (isa<ttng::TMEMLoadOp>(user))
      found.load = user;
    else if (isMMAv5(user))
      found.mma = user;
  }
  if (!found.mma)
    return std::nullopt;
  return found;
}

/// Triton 3.6 compares the positions of an accumulator alloc's MMA and
/// tmem_load, and asserts when they are in different blocks.
LogicalResult checkAllocUsersShareBlock(ModuleOp module) {
  WalkResult result = module.walk([](ttng::TMEMAllocOp alloc) {
    std::optional<AccumulatorAllocUsers> users = getAllocUsers(alloc);
    if (!users || !users->load ||
        users->load->getBlock() == users->mma->getBlock())
      return WalkResult::advance();
    alloc.emitError() << "its MMA " << describeOp(users->mma)
                      << " and its tmem_load " << describeOp(users->load)
                      << " are in different blocks; Triton 3.6's "
                         "tritongpu-optimize-accumulator-init asserts on "
                         "this (it compares their positions)";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

/// A tmem_alloc whose tensor the MMA using it ignores (constant-false
/// flag, read back only after the MMA) need not copy that tensor in.
struct DropIgnoredTMEMAllocInit : OpRewritePattern<ttng::TMEMAllocOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ttng::TMEMAllocOp alloc,
                                PatternRewriter &rewriter) const override {
    std::optional<AccumulatorAllocUsers> users = getAllocUsers(alloc);
    if (!users)
      return failure();
    if (users->load && !users->mma->isBeforeInBlock(users->load))
      return failure();
    auto flag =
        getMMAv5UseAccumulator(users->mma).getDefiningOp<arith::ConstantOp>();
    if (!flag || cast<IntegerAttr>(flag.getValue()).getInt() != 0)
      return failure();
    TT_DEBUG(TT_DBGS() << describeOp(alloc) << ": " << describeOp(users->mma)
                       << " ignores its initial tensor, dropped\n");
    rewriter.modifyOpInPlace(alloc, [&] { alloc.getSrcMutable().clear(); });
    return success();
  }
};

struct OptimizeAccumulatorInitPass
    : triton::gpu::impl::TritonGPUOptimizeAccumulatorInitBase<
          OptimizeAccumulatorInitPass> {
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    SmallVector<Operation *> mmas;
    module.walk([&](Operation *op) {
      if (hasUsableAccumulatorFlag(op))
        mmas.push_back(op);
    });
    for (Operation *mma : mmas)
      if (failed(optimizeAccumulatorInit(mma)))
        return signalPassFailure();
    if (failed(checkAllocUsersShareBlock(module)))
      return signalPassFailure();

    RewritePatternSet patterns(&getContext());
    patterns.add<DropIgnoredTMEMAllocInit>(&getContext());
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
