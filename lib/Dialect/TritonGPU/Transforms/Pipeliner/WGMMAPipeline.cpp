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
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
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
/// multi-buffered shared-memory tile, or registers from outside the loop
/// (or from a previous wgmma).
bool operandStaysValid(Value operand, scf::ForOp forOp) {
  auto memDesc = dyn_cast<MemDescType>(operand.getType());
  if (!memDesc || !isa<SharedEncodingTrait>(memDesc.getEncoding())) {
    if (auto cvt = operand.getDefiningOp<ConvertLayoutOp>())
      return isa<NvidiaMmaEncodingAttr>(cvt.getSrc().getType().getEncoding());
    return forOp.isDefinedOutsideOfLoop(operand);
  }
  Value source = operand;
  while (isa_and_nonnull<ConvertLayoutOp, MemDescTransOp, MemDescReshapeOp>(
             source.getDefiningOp()) ||
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
  // The previous iteration's result feeds only wgmma accumulators...
  if (llvm::all_of(iterArg.getUses(), [](OpOperand &use) {
        return isa<ttng::WarpGroupDotOp>(use.getOwner()) &&
               use.getOperandNumber() == 2;
      }))
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
/// before their users under scf.ifs, and after the last of them (unless a
/// `pendings = 0` wait already drains them).
void insertWaitsInLoop(scf::ForOp forOp,
                       const llvm::MapVector<Operation *, int> &asyncDots) {
  if (llvm::any_of(forOp.getBody()->getOps<ttng::WarpGroupDotWaitOp>(),
                   [](ttng::WarpGroupDotWaitOp wait) {
                     return wait.getPendings() == 0;
                   }))
    return;
  for (auto &[dot, iterArgIndex] : asyncDots) {
    DenseMap<Block *, SmallVector<Value>> usesByBlock;
    for (OpOperand &use : dot->getUses())
      if (!isa<scf::YieldOp>(use.getOwner()))
        usesByBlock[use.getOwner()->getBlock()].push_back(use.get());
    for (auto &[block, values] : usesByBlock) {
      OpBuilder builder(block, block->begin());
      auto wait = ttng::WarpGroupDotWaitOp::create(builder, dot->getLoc(),
                                                   ValueRange(), 0);
      threadValuesThroughWait(wait, values);
    }
  }
  Operation *lastDot = asyncDots.back().first;
  OpBuilder builder(lastDot->getContext());
  builder.setInsertionPointAfter(lastDot);
  auto wait = ttng::WarpGroupDotWaitOp::create(
      builder, lastDot->getLoc(), ValueRange(), int(asyncDots.size()));
  SmallVector<Value> results;
  for (auto &[dot, iterArgIndex] : asyncDots)
    results.push_back(dot->getResult(0));
  threadValuesThroughWait(wait, results);
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
