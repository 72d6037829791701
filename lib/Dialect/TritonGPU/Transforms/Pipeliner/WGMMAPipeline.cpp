//===- WGMMAPipeline.cpp - Asynchronous wgmma and async_wait counts -------===//
//
// After expansion, every `ttng.warp_group_dot` of a loop is issued
// asynchronously. One whose operands come from multi-buffered shared
// memory (or registers not changed in the loop) and whose result only
// feeds the next iteration's accumulator is "properly async": one wgmma
// stays in flight across iterations, retired by a
// `ttng.warp_group_dot_wait {pendings = #dots}` after the last dot and a
// `pendings = 0` wait after the loop. Any other dot is waited on right
// after it. Triton 3.6's WGMMAPipeline.cpp.
//
// updateWaits sets each `ttg.async_wait`'s count from the commit groups
// issued since its token's, over every path through loops.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/Transforms/PipelineLowering.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "llvm/ADT/MapVector.h"

#include <climits>

#define DEBUG_TYPE "tritongpu-pipeline"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

//===----------------------------------------------------------------------===//
// async_wait counts
//===----------------------------------------------------------------------===//

int countCommitsBetween(Operation *from, Operation *to) {
  int count = 0;
  // Ops nested in `from..to` are not counted: a low count is safe.
  for (Operation *op = from; op != to; op = op->getNextNode())
    count += isa<AsyncCommitGroupOp>(op);
  return count;
}

/// The fewest commit groups issued between the group `wait` waits for and
/// `wait`, over every path (through loop iter args, into the loop from its
/// init and around from its yield).
int minCommitsSinceToken(AsyncWaitOp wait) {
  if (wait->getNumOperands() != 1)
    return 0;
  Value token = wait->getOperand(0);
  Operation *sink = wait;
  while (sink->getParentRegion() != token.getParentRegion())
    sink = sink->getParentOp();
  int best = INT_MAX;
  std::function<int(Value, Operation *, int)> minOverPaths =
      [&](Value value, Operation *sinkOp, int sofar) -> int {
    if (Operation *def = value.getDefiningOp()) {
      sofar += countCommitsBetween(def->getNextNode(), sinkOp);
      best = std::min(best, sofar);
      return best;
    }
    auto arg = dyn_cast<BlockArgument>(value);
    auto forOp = arg ? dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp())
                     : scf::ForOp();
    // Untracked: nothing may be left in flight.
    if (!forOp)
      return 0;
    sofar += countCommitsBetween(&forOp.getBody()->front(), sinkOp);
    if (sofar >= best)
      return best;
    int fromInit = minOverPaths(forOp.getInitArgs()[arg.getArgNumber() - 1],
                                forOp, sofar);
    Operation *yield = forOp.getBody()->getTerminator();
    int fromYield =
        minOverPaths(yield->getOperand(arg.getArgNumber() - 1), yield, sofar);
    return std::min({fromInit, fromYield, best});
  };
  return minOverPaths(token, sink, 0);
}

//===----------------------------------------------------------------------===//
// Asynchronous wgmma
//===----------------------------------------------------------------------===//

/// Adds `values` to `wait`'s operands (and the shared-memory operands of
/// the warp_group_dots they depend on, which must stay alive until it) and
/// makes the later uses of each value read the wait's result.
void threadValuesThroughWait(ttng::WarpGroupDotWaitOp wait,
                             ArrayRef<Value> values) {
  IRRewriter builder(wait.getContext());
  builder.setInsertionPoint(wait);
  size_t oldCount = wait.getNumOperands();
  SetVector<Value> operands(wait.getOperands().begin(),
                            wait.getOperands().end());
  operands.insert(values.begin(), values.end());
  SmallVector<ttng::WarpGroupDotOp> dots;
  for (Value value : values) {
    BackwardSliceOptions options;
    options.omitBlockArguments = true;
    options.filter = [&](Operation *op) {
      if (auto dot = dyn_cast<ttng::WarpGroupDotOp>(op)) {
        dots.push_back(dot);
        return false;
      }
      return op->getBlock() == wait->getBlock();
    };
    SetVector<Operation *> slice;
    (void)getBackwardSlice(value, &slice, options);
  }
  for (ttng::WarpGroupDotOp dot : dots)
    for (Value operand : dot->getOperands())
      if (isa<MemDescType>(operand.getType()))
        operands.insert(operand);
  auto newWait = ttng::WarpGroupDotWaitOp::create(
      builder, wait.getLoc(), operands.getArrayRef(), wait.getPendings());
  auto after = [&](OpOperand &use) {
    Operation *inBlock =
        newWait->getBlock()->findAncestorOpInBlock(*use.getOwner());
    return inBlock && newWait->isBeforeInBlock(inBlock);
  };
  for (size_t i = 0; i < oldCount; ++i)
    if (!isa<MemDescType>(wait.getResult(i).getType()))
      wait.getResult(i).replaceAllUsesWith(newWait.getResult(i));
  for (size_t i = oldCount; i < operands.size(); ++i) {
    Value operand = newWait.getOperand(i);
    if (!isa<MemDescType>(operand.getType()))
      operand.replaceUsesWithIf(newWait.getResult(i), after);
  }
  wait->erase();
}

/// Whether a wgmma operand cannot change while the wgmma reads it: a
/// register operand (the wgmma copies it; Triton 3.6 makes such "RS" dots
/// asynchronous and waits before the registers are rewritten, see
/// rsDotNeedsWait), or a multi-buffered shared-memory tile.
bool operandStaysValid(Value operand, scf::ForOp forOp) {
  if (isa<RankedTensorType>(operand.getType()))
    return true;
  Value source = operand;
  while (isa_and_nonnull<ConvertLayoutOp, MemDescTransOp, MemDescReshapeOp,
                         MemDescSubsliceOp>(source.getDefiningOp()) ||
         isa<BlockArgument>(source)) {
    auto arg = dyn_cast<BlockArgument>(source);
    if (arg && arg.getOwner() == forOp.getBody())
      source = forOp.getBody()->getTerminator()->getOperand(
          arg.getArgNumber() - 1);
    else if (Operation *def = source.getDefiningOp())
      source = def->getOperand(0);
    else
      break;
  }
  return forOp.isDefinedOutsideOfLoop(source) ||
         source.getDefiningOp<MemDescIndexOp>();
}

/// An op that leaves the registers as they are (Triton's isNoop): a
/// reshape, a transpose, or a convert_layout that moves nothing.
bool isNoop(Operation *op) {
  if (isa<ReshapeOp, TransOp>(op))
    return true;
  auto convert = dyn_cast<ConvertLayoutOp>(op);
  if (!convert)
    return false;
  FailureOr<LinearLayout> src = toLinearLayout(convert.getSrc().getType());
  FailureOr<LinearLayout> dst = toLinearLayout(convert.getType());
  return succeeded(src) && succeeded(dst) && src->isTrivialConvertTo(*dst);
}

/// Whether an RS dot (A in registers) must wait, before those registers
/// are rewritten in the next iteration, for its previous issue: A is made in
/// the loop and not taken over from an MMA result.
bool rsDotNeedsWait(Operation *op, scf::ForOp forOp) {
  auto dot = dyn_cast<ttng::WarpGroupDotOp>(op);
  if (!dot || !isa<RankedTensorType>(dot.getA().getType()) ||
      forOp.isDefinedOutsideOfLoop(dot.getA()))
    return false;
  if (auto convert = dot.getA().getDefiningOp<ConvertLayoutOp>())
    return !isa<NvidiaMmaEncodingAttr>(convert.getSrc().getType().getEncoding());
  return true;
}

/// The iter arg index of `dot`'s result when it can stay in flight across
/// iterations (see the file comment); none otherwise.
std::optional<int> dotCanBeProperlyAsync(ttng::WarpGroupDotOp dot,
                                         scf::ForOp forOp) {
  if (!operandStaysValid(dot.getA(), forOp) ||
      !operandStaysValid(dot.getB(), forOp)) {
    TT_DEBUG(TT_DBGS() << describeOp(dot)
                       << ": waited on at once (an operand is not "
                          "multi-buffered)\n");
    return std::nullopt;
  }
  // Its only use in the loop is the yield (or one under an scf.if).
  int iterArgIndex = -1;
  Value iterArg;
  SmallVector<std::pair<Operation *, int>> worklist;
  for (OpOperand &use : dot->getUses())
    worklist.push_back({use.getOwner(), int(use.getOperandNumber())});
  while (!worklist.empty()) {
    auto [user, index] = worklist.pop_back_val();
    if (user->getParentOp() == forOp) {
      if (isNoop(user)) {
        for (OpOperand &use : user->getResult(0).getUses())
          worklist.push_back({use.getOwner(), int(use.getOperandNumber())});
        continue;
      }
      if (isa<scf::YieldOp>(user) && !iterArg) {
        iterArgIndex = index;
        iterArg = forOp.getRegionIterArg(index);
        continue;
      }
      TT_DEBUG(TT_DBGS() << describeOp(dot)
                         << ": waited on at once (its result is used in "
                            "the loop)\n");
      return std::nullopt;
    }
    auto ifOp = dyn_cast<scf::IfOp>(user->getParentOp());
    if (!ifOp)
      return std::nullopt;
    if (isa<scf::YieldOp>(user))
      for (OpOperand &use : ifOp.getResult(index).getUses())
        worklist.push_back({use.getOwner(), int(use.getOperandNumber())});
  }
  if (!iterArg)
    return std::nullopt;
  if (!dot.getC().getType().getElementType().isF32()) {
    TT_DEBUG(TT_DBGS() << describeOp(dot)
                       << ": waited on at once (its accumulator is not f32)\n");
    return std::nullopt;
  }
  // The previous iteration's result feeds only wgmma accumulators (through
  // ops that leave the registers alone)...
  std::function<bool(OpOperand &)> feedsAccumulator = [&](OpOperand &use) {
    Operation *user = use.getOwner();
    if (isa<ttng::WarpGroupDotOp>(user))
      return use.getOperandNumber() == 2;
    return isNoop(user) &&
           llvm::all_of(user->getResult(0).getUses(), feedsAccumulator);
  };
  if (llvm::all_of(iterArg.getUses(), feedsAccumulator))
    return iterArgIndex;
  // ...or is read only after a `pendings = 0` wait, threaded through it.
  auto waits = forOp.getBody()->getOps<ttng::WarpGroupDotWaitOp>();
  auto firstFullWait = llvm::find_if(
      waits, [](ttng::WarpGroupDotWaitOp wait) { return wait.getPendings() == 0; });
  if (firstFullWait != waits.end() &&
      llvm::all_of(iterArg.getUsers(), [&](Operation *user) {
        while (user->getParentOp() != forOp)
          user = user->getParentOp();
        return (*firstFullWait)->isBeforeInBlock(user);
      })) {
    threadValuesThroughWait(*firstFullWait, {iterArg});
    return iterArgIndex;
  }
  TT_DEBUG(TT_DBGS() << describeOp(dot)
                     << ": waited on at once (the previous iteration's "
                        "result is read by more than a wgmma accumulator)\n");
  return std::nullopt;
}

/// Waits, in the loop, for the previous iteration's properly async dots:
/// at the start of each block that uses them (other than as a wgmma
/// accumulator), after
/// each RS dot for its own previous issue, and after the last of them
/// (unless a `pendings = 0` wait already drains them).
void insertWaitsInLoop(scf::ForOp forOp,
                       const llvm::MapVector<Operation *, int> &asyncDots) {
  if (llvm::any_of(forOp.getBody()->getOps<ttng::WarpGroupDotWaitOp>(),
                   [](ttng::WarpGroupDotWaitOp wait) {
                     return wait.getPendings() == 0;
                   }))
    return;
  for (auto &[dot, iterArgIndex] : asyncDots) {
    llvm::MapVector<Block *, SmallVector<OpOperand *>> usesByBlock;
    for (OpOperand &use : dot->getUses()) {
      // In the loop body the result only passes through no-ops to the
      // yield (dotCanBeProperlyAsync checked it).
      Operation *user = use.getOwner();
      if (isa<scf::YieldOp>(user) ||
          (user->getBlock() == forOp.getBody() && isNoop(user)))
        continue;
      usesByBlock[user->getBlock()].push_back(&use);
    }
    for (auto &[block, uses] : usesByBlock) {
      llvm::stable_sort(uses, [](OpOperand *a, OpOperand *b) {
        return a->getOwner()->isBeforeInBlock(b->getOwner());
      });
      // A wgmma accumulating into the same registers is ordered by the
      // hardware.
      auto firstUse = llvm::find_if_not(uses, [](OpOperand *use) {
        return isa<ttng::WarpGroupDotOp>(use->getOwner()) &&
               use->getOperandNumber() == 2;
      });
      if (firstUse == uses.end())
        continue;
      OpBuilder builder(block, block->begin());
      auto wait = ttng::WarpGroupDotWaitOp::create(builder, dot->getLoc(),
                                                   ValueRange(), 0);
      SmallVector<Value> values;
      for (auto it = firstUse; it != uses.end(); ++it)
        values.push_back((*it)->get());
      threadValuesThroughWait(wait, values);
    }
  }
  for (auto &[dot, iterArgIndex] : asyncDots) {
    if (!rsDotNeedsWait(dot, forOp))
      continue;
    TT_DEBUG(TT_DBGS() << describeOp(dot)
                       << ": waits for its previous issue (its A registers "
                          "are rewritten each iteration)\n");
    OpBuilder builder(dot->getContext());
    builder.setInsertionPointAfter(dot);
    auto wait = ttng::WarpGroupDotWaitOp::create(
        builder, dot->getLoc(), ValueRange(), int(asyncDots.size()) - 1);
    threadValuesThroughWait(wait, {dot->getResult(0)});
  }
  Operation *lastDot = asyncDots.back().first;
  // An RS last dot is already followed by its wait.
  if (rsDotNeedsWait(lastDot, forOp))
    return;
  OpBuilder builder(lastDot->getContext());
  builder.setInsertionPointAfter(lastDot);
  auto wait = ttng::WarpGroupDotWaitOp::create(
      builder, lastDot->getLoc(), ValueRange(), int(asyncDots.size()));
  SmallVector<Value> results;
  for (auto &[dot, iterArgIndex] : asyncDots)
    results.push_back(dot->getResult(0));
  threadValuesThroughWait(wait, results);
}

//===----------------------------------------------------------------------===//
// Splitting RS dots along K
//===----------------------------------------------------------------------===//

/// `lhs` (M x K in registers) as K / newK tensors of M x newK: reshaped to
/// M x 2 x ... x 2 x newK, the newK dim moved next to M, then split in
/// halves (slowest K dim first) until newK is left, and converted back to
/// the dot operand layout (a no-op by construction).
SmallVector<Value> splitLhs(OpBuilder &builder,
                            TypedValue<RankedTensorType> lhs, int64_t newK) {
  Location loc = lhs.getLoc();
  RankedTensorType type = lhs.getType();
  int64_t rank = type.getRank();
  SmallVector<int64_t> shape(type.getShape());
  int64_t numSplits = shape.back() / newK;
  shape.pop_back();
  for (int64_t i = 1; i < numSplits; i *= 2)
    shape.push_back(2);
  shape.push_back(newK);
  Attribute reshaped =
      inferReshapeEncoding(type.getShape(), type.getEncoding(), shape, loc);
  if (!reshaped)
    return {};
  Value value = ReshapeOp::create(
      builder, loc,
      RankedTensorType::get(shape, type.getElementType(), reshaped), lhs);
  auto order = llvm::to_vector(llvm::seq<int32_t>(rank - 1));
  order.push_back(shape.size() - 1);
  for (int32_t d = shape.size() - 2; d >= rank - 1; --d)
    order.push_back(d);
  value = TransOp::create(builder, loc, value, order);
  SmallVector<Value> parts = {value};
  for (int64_t i = 1; i < numSplits; i *= 2) {
    SmallVector<Value> halves;
    for (Value part : parts) {
      auto split = SplitOp::create(builder, loc, part);
      halves.push_back(split.getOutLHS());
      halves.push_back(split.getOutRHS());
    }
    parts = std::move(halves);
  }
  auto operandType = type.clone(
      cast<RankedTensorType>(parts.front().getType()).getShape());
  for (Value &part : parts)
    part = ConvertLayoutOp::create(builder, loc, operandType, part);
  return parts;
}

/// `rhs` (K x N in shared memory) as K / newK subslices of newK x N.
SmallVector<Value> splitRhs(OpBuilder &builder, TypedValue<MemDescType> rhs,
                            int64_t newK) {
  Location loc = rhs.getLoc();
  MemDescType type = rhs.getType();
  int64_t kDim = type.getRank() - 2;
  SmallVector<int64_t> shape(type.getShape());
  int64_t numSplits = shape[kDim] / newK;
  shape[kDim] = newK;
  auto sliceType = MemDescType::get(shape, type.getElementType(),
                                    type.getEncoding(), type.getMemorySpace(),
                                    /*mutableMemory=*/false,
                                    type.getAllocShape());
  SmallVector<int32_t> offsets(type.getRank(), 0);
  SmallVector<Value> slices;
  for (int64_t i = 0; i < numSplits; ++i) {
    offsets[kDim] = i * newK;
    slices.push_back(
        MemDescSubsliceOp::create(builder, loc, sliceType, rhs, offsets));
  }
  return slices;
}

/// An RS dot of K = n * 16 (the wgmma K) as n chained dots of K = 16, so
/// that n - 1 of them stay in flight while the next one's registers are
/// made. Other dots are returned as they are.
SmallVector<Operation *> splitRSDot(ttng::WarpGroupDotOp dot) {
  auto a = dyn_cast<TypedValue<RankedTensorType>>(dot.getA());
  if (!a)
    return {dot};
  auto b = cast<TypedValue<MemDescType>>(dot.getB());
  int64_t k = a.getType().getShape().back();
  int64_t newK =
      cast<NvidiaMmaEncodingAttr>(dot.getType().getEncoding()).getInstrShape()[2];
  int64_t numSplits = k / newK;
  if (numSplits <= 1)
    return {dot};
  OpBuilder builder(dot);
  Location loc = dot.getLoc();
  SmallVector<Value> lhs = splitLhs(builder, a, newK);
  if (lhs.empty())
    return {dot};
  SmallVector<Value> rhs = splitRhs(builder, b, newK);
  TT_DEBUG(TT_DBGS() << describeOp(dot) << ": split along K into "
                     << numSplits << " dots of K = " << newK << "\n");
  Value useC = dot.getUseC();
  Value acc = dot.getC();
  int64_t impreciseLeft = dot.getMaxNumImpreciseAcc();
  SmallVector<Operation *> dots;
  for (int64_t i = 0; i < numSplits; ++i) {
    // A slice that takes all its K as imprecise adds no extra rounding
    // (2^30: see the wgmma lowering).
    int64_t take = std::min(impreciseLeft, newK);
    int32_t imprecise = take == newK ? (1 << 30) : int32_t(take);
    impreciseLeft -= take;
    auto slice = ttng::WarpGroupDotOp::create(
        builder, loc, dot.getType(), lhs[i], rhs[i], acc, useC,
        dot.getInputPrecision(), imprecise, dot.getIsAsync());
    dots.push_back(slice);
    acc = slice.getResult();
    useC = arith::ConstantIntOp::create(builder, loc, 1, 1);
  }
  dot.replaceAllUsesWith(dots.back()->getResult(0));
  dot.erase();
  return dots;
}

} // namespace

void mlir::triton::gpu::updateWaits(ModuleOp module) {
  llvm::SmallSetVector<AsyncWaitOp, 8> waits;
  module.walk([&](AsyncWaitOp wait) {
    wait.setNum(minCommitsSinceToken(wait));
    waits.insert(wait);
  });
  combineRedundantWaitOps(waits);
}

void mlir::triton::gpu::asyncLaunchDots(scf::ForOp forOp) {
  IRRewriter builder(forOp.getContext());
  llvm::MapVector<Operation *, int> asyncDots;
  for (auto dot : llvm::make_early_inc_range(
           forOp.getBody()->getOps<ttng::WarpGroupDotOp>())) {
    dot.setIsAsync(true);
    if (std::optional<int> iterArgIndex = dotCanBeProperlyAsync(dot, forOp)) {
      TT_DEBUG(TT_DBGS() << describeOp(dot)
                         << ": stays in flight into the next iteration\n");
      asyncDots[dot] = *iterArgIndex;
      continue;
    }
    builder.setInsertionPointAfter(dot);
    auto wait = ttng::WarpGroupDotWaitOp::create(builder, dot.getLoc(),
                                                 ValueRange(), 0);
    threadValuesThroughWait(wait, {dot.getResult()});
  }
  if (asyncDots.empty())
    return;
  // Split RS dots when no `pendings = 0` wait drains the loop anyway (the
  // extra commits would buy nothing then).
  if (llvm::none_of(forOp.getBody()->getOps<ttng::WarpGroupDotWaitOp>(),
                    [](ttng::WarpGroupDotWaitOp wait) {
                      return wait.getPendings() == 0;
                    })) {
    llvm::MapVector<Operation *, int> splitDots;
    for (auto &[dot, iterArgIndex] : asyncDots)
      for (Operation *slice : splitRSDot(cast<ttng::WarpGroupDotOp>(dot)))
        splitDots.insert({slice, iterArgIndex});
    asyncDots = std::move(splitDots);
  }
  insertWaitsInLoop(forOp, asyncDots);
  // The last iteration's dots are retired after the loop.
  SmallVector<Value> results;
  for (auto &[dot, iterArgIndex] : asyncDots)
    results.push_back(forOp.getResult(iterArgIndex));
  builder.setInsertionPointAfter(forOp);
  auto wait = ttng::WarpGroupDotWaitOp::create(builder, forOp.getLoc(),
                                               ValueRange(), 0);
  threadValuesThroughWait(wait, results);
}
