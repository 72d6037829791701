//===- HoistTMEMAlloc.cpp - tritongpu-hoist-tmem-alloc --------------------===//
//
// After accelerate-matmul, a tcgen05 MMA in a loop allocates its
// accumulator's tensor memory in every iteration, copies the loop-carried
// tensor in and loads it back out. Triton 3.6 hoists the allocation out of
// the loop and turns the tensor that was carried into the memory itself:
// the loop then carries only the memory's access token, and the rotations
// below move the remaining copies to before and after the loop. Tokens
// order the accesses to one buffer, which is what lets these rewrites know
// nothing else touches the memory in between.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/Transforms/Utility.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "tritongpu-hoist-tmem-alloc"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUHOISTTMEMALLOC
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

Value makeTrue(OpBuilder &builder, Location loc) {
  return arith::ConstantIntOp::create(builder, loc, 1, 1);
}

Type tokenType(OpBuilder &builder) { return builder.getType<AsyncTokenType>(); }

/// The loaded value of `load` when it is the contents of `store`'s buffer
/// right before the store: the same buffer, the store ordered right after
/// the load.
bool loadsStoredBuffer(ttng::TMEMLoadOp load, ttng::TMEMStoreOp store) {
  return load.getToken() && store.getDst() == load.getSrc() &&
         load.getToken() == store.getDep();
}

/// store(select(p, loaded, x)) -> store(x) under !p, and
/// store(select(p, x, loaded)) -> store(x) under p, where `loaded` is the
/// buffer's contents: keeping them is not writing.
struct CombineTMEMStoreAndSelect : OpRewritePattern<ttng::TMEMStoreOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ttng::TMEMStoreOp store,
                                PatternRewriter &rewriter) const override {
    if (!store.getDep())
      return failure();
    auto select = store.getSrc().getDefiningOp<arith::SelectOp>();
    if (!select)
      return failure();
    auto fromBuffer = [&](Value value) {
      auto load = value.getDefiningOp<ttng::TMEMLoadOp>();
      return load && loadsStoredBuffer(load, store);
    };
    bool trueLoaded = fromBuffer(select.getTrueValue());
    bool falseLoaded = fromBuffer(select.getFalseValue());
    if (trueLoaded == falseLoaded)
      return failure();
    Value pred = select.getCondition();
    if (trueLoaded)
      pred = arith::XOrIOp::create(rewriter, select.getLoc(), pred,
                                   makeTrue(rewriter, select.getLoc()));
    Value written = trueLoaded ? select.getFalseValue() : select.getTrueValue();
    TT_DEBUG(TT_DBGS() << "store of a select with the buffer's own value at "
                       << store.getLoc() << ": a predicated store\n");
    rewriter.replaceOpWithNewOp<ttng::TMEMStoreOp>(
        store, tokenType(rewriter), store.getDst(), store.getDep(), written,
        pred);
    return success();
  }
};

/// A load whose value nobody uses orders nothing.
struct RemoveUnusedTMEMLoad : OpRewritePattern<ttng::TMEMLoadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ttng::TMEMLoadOp load,
                                PatternRewriter &rewriter) const override {
    if (!load.getDep() || !load.getResult().use_empty())
      return failure();
    TT_DEBUG(TT_DBGS() << "unused load at " << load.getLoc() << " dropped\n");
    rewriter.replaceAllUsesWith(load.getToken(), load.getDep());
    return success();
  }
};

/// Storing back what was just loaded from the same buffer changes nothing.
struct CombineTMEMLoadAndStore : OpRewritePattern<ttng::TMEMStoreOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ttng::TMEMStoreOp store,
                                PatternRewriter &rewriter) const override {
    if (!store.getDep())
      return failure();
    auto load = store.getDep().getDefiningOp<ttng::TMEMLoadOp>();
    if (!load || !load.getToken() || load.getResult() != store.getSrc() ||
        load.getSrc() != store.getDst())
      return failure();
    TT_DEBUG(TT_DBGS() << "store at " << store.getLoc()
                       << " of what was just loaded from its buffer dropped\n");
    rewriter.replaceOp(store, load.getToken());
    return success();
  }
};

/// A load in a loop moves down to the first point its users share, when
/// every access ordered after it comes after that point too.
struct SinkTMEMLoad : OpRewritePattern<ttng::TMEMLoadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ttng::TMEMLoadOp load,
                                PatternRewriter &rewriter) const override {
    if (!load.getDep())
      return failure();
    auto forOp = load->getParentOfType<scf::ForOp>();
    if (!forOp)
      return failure();
    DominanceInfo dominance(forOp);
    Operation *target = findNearestCommonDominator(
        llvm::to_vector(load.getResult().getUsers()), dominance);
    if (!target || !dominance.properlyDominates(load.getOperation(), target))
      return failure();
    PostDominanceInfo postDominance(forOp);
    SmallVector<OpOperand *> tokenUses;
    for (OpOperand &use : load.getToken().getUses())
      tokenUses.push_back(&use);
    if (!llvm::all_of(tokenUses, [&](OpOperand *use) {
          return postDominance.properlyPostDominates(use->getOwner(), target);
        }))
      return failure();
    // Not past other loads only: that would just reorder them.
    Operation *next = load->getNextNode();
    while (isa<ttng::TMEMLoadOp>(next))
      next = next->getNextNode();
    if (next == target)
      return failure();
    rewriter.moveOpBefore(load, target);
    FailureOr<Value> token = sinkValueRedefinition(
        rewriter, load.getDep(), load.getToken(), target->getBlock());
    if (failed(token))
      return failure();
    if (*token != load.getToken())
      for (OpOperand *use : tokenUses)
        use->set(*token);
    TT_DEBUG(TT_DBGS() << "load at " << load.getLoc()
                       << " sunk to its users\n");
    return success();
  }
};

/// A store under `true` of a just-allocated buffer, in the same block, is
/// the allocation's initial value.
struct CombineTMEMStoreAndAlloc : OpRewritePattern<ttng::TMEMStoreOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ttng::TMEMStoreOp store,
                                PatternRewriter &rewriter) const override {
    if (!store.getDep() || !matchPattern(store.getPred(), m_One()))
      return failure();
    auto alloc = store.getDep().getDefiningOp<ttng::TMEMAllocOp>();
    if (!alloc || !alloc.getToken() || store.getDst() != alloc.getResult() ||
        alloc->getBlock() != store->getBlock())
      return failure();
    TT_DEBUG(TT_DBGS() << "store at " << store.getLoc()
                       << " folded into its buffer's alloc\n");
    rewriter.modifyOpInPlace(
        alloc, [&] { alloc.getSrcMutable().assign(store.getSrc()); });
    rewriter.replaceOp(store, alloc.getToken());
    return success();
  }
};

/// An alloc inside an scf.if whose then-branch yields a load of it and
/// whose else-branch yields its initial value: the alloc goes before the
/// if, the if yields the buffer's token, and the load follows the if.
struct HoistTMEMAllocOutOfIf : OpRewritePattern<ttng::TMEMAllocOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ttng::TMEMAllocOp alloc,
                                PatternRewriter &rewriter) const override {
    Value init = alloc.getSrc();
    if (!alloc.getToken() || !init)
      return failure();
    auto ifOp = dyn_cast<scf::IfOp>(alloc->getParentOp());
    if (!ifOp || !ifOp.elseBlock())
      return failure();
    Operation *thenYield = ifOp.thenBlock()->getTerminator();
    Operation *elseYield = ifOp.elseBlock()->getTerminator();
    SmallVector<unsigned> results;
    for (auto [thenOperand, elseOperand] :
         llvm::zip(thenYield->getOpOperands(), elseYield->getOpOperands())) {
      auto load = thenOperand.get().getDefiningOp<ttng::TMEMLoadOp>();
      if (load && load.getToken() && load.getSrc() == alloc.getResult() &&
          elseOperand.get() == init)
        results.push_back(thenOperand.getOperandNumber());
    }
    if (results.empty())
      return failure();
    // `init` is yielded by the else branch, so it dominates the if.
    alloc->moveBefore(ifOp);
    rewriter.setInsertionPointAfter(ifOp);
    for (unsigned index : results) {
      auto load =
          cast<ttng::TMEMLoadOp>(thenYield->getOperand(index).getDefiningOp());
      auto after = cast<ttng::TMEMLoadOp>(rewriter.clone(*load));
      rewriter.modifyOpInPlace(ifOp, [&] {
        ifOp->getResult(index).replaceAllUsesWith(after.getResult());
        after.getDepMutable().assign(ifOp->getResult(index));
        thenYield->setOperand(index, load.getToken());
        elseYield->setOperand(index, alloc.getToken());
        ifOp->getResult(index).setType(after.getToken().getType());
      });
    }
    TT_DEBUG(TT_DBGS() << "alloc at " << alloc.getLoc()
                       << " hoisted out of its scf.if\n");
    return success();
  }
};

/// An alloc of a value just loaded from a buffer of the same type, and used
/// nowhere else, is that buffer.
struct TMEMLoadForwarding : OpRewritePattern<ttng::TMEMAllocOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ttng::TMEMAllocOp alloc,
                                PatternRewriter &rewriter) const override {
    if (!alloc.getToken() || !alloc.getSrc())
      return failure();
    auto load = alloc.getSrc().getDefiningOp<ttng::TMEMLoadOp>();
    if (!load || !load.getToken() || !load->hasOneUse() ||
        !load.getDep().hasOneUse() ||
        alloc.getResult().getType() != load.getSrc().getType())
      return failure();
    TT_DEBUG(TT_DBGS() << "alloc at " << alloc.getLoc()
                       << " of a value loaded from a like buffer: that "
                          "buffer\n");
    rewriter.replaceOp(alloc, {load.getSrc(), load.getDep()});
    return success();
  }
};

/// The loop's own block argument `value` is, or null.
BlockArgument asIterArg(scf::ForOp forOp, Value value) {
  auto arg = dyn_cast<BlockArgument>(value);
  return arg && arg.getOwner() == forOp.getBody() ? arg : BlockArgument();
}

/// A store of a loop-carried tensor (the store's only use of it, under a
/// loop-invariant predicate, into a loop-invariant buffer) moves into the
/// previous iteration: one store of the init value before the loop, the
/// store of the yielded value before the yield, and a load after the loop
/// instead of the loop's result. The tensor no longer needs carrying.
struct RotateTMEMStoreInLoop : OpRewritePattern<ttng::TMEMStoreOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ttng::TMEMStoreOp store,
                                PatternRewriter &rewriter) const override {
    if (!store.getDep())
      return failure();
    auto forOp = dyn_cast<scf::ForOp>(store->getParentOp());
    if (!forOp || !forOp.isDefinedOutsideOfLoop(store.getPred()) ||
        !forOp.isDefinedOutsideOfLoop(store.getDst()))
      return failure();
    BlockArgument src = asIterArg(forOp, store.getSrc());
    if (!src || !src.hasOneUse())
      return failure();
    // The store must be the first access of the iteration (its token is
    // the carried one), so writing earlier reorders nothing.
    BlockArgument storeToken = asIterArg(forOp, store.getDep());
    if (!storeToken)
      return failure();
    unsigned tokenArg = storeToken.getArgNumber() - 1;
    unsigned valueArg = src.getArgNumber() - 1;

    rewriter.setInsertionPoint(forOp);
    auto initStore = ttng::TMEMStoreOp::create(
        rewriter, store.getLoc(), tokenType(rewriter), store.getDst(),
        forOp.getInitArgs()[tokenArg], forOp.getInitArgs()[valueArg],
        store.getPred());
    forOp.getInitArgsMutable()[tokenArg].assign(initStore.getToken());

    auto yield = cast<scf::YieldOp>(forOp.getBody()->getTerminator());
    store.getToken().replaceAllUsesWith(forOp.getRegionIterArg(tokenArg));
    rewriter.moveOpBefore(store, yield);
    store.getDepMutable().assign(yield.getOperand(tokenArg));
    yield.setOperand(tokenArg, store.getToken());
    store.getSrcMutable().assign(yield.getOperand(valueArg));

    rewriter.setInsertionPointAfter(forOp);
    auto after = ttng::TMEMLoadOp::create(
        rewriter, store.getLoc(), store.getSrc().getType(), tokenType(rewriter),
        store.getDst(), forOp.getResult(tokenArg));
    forOp->getResult(valueArg).replaceAllUsesWith(after.getResult());
    yield.setOperand(valueArg, forOp.getRegionIterArg(valueArg));
    TT_DEBUG(TT_DBGS() << "store at " << store.getLoc()
                       << " rotated into the previous iteration\n");
    return success();
  }
};

/// Whether the initial contents of `alloc`'s buffer are never read before
/// `load`: an MMA before it in its block overwrites the accumulator
/// (useD false on the first iteration, a constant).
bool initialContentsUnused(scf::ForOp forOp, ttng::TMEMAllocOp alloc,
                           ttng::TMEMLoadOp load) {
  Value buffer = alloc.getResult();
  for (Operation *user : alloc->getUsers()) {
    if (isMMAv5(user) && getMMAv5Accumulator(user) == buffer &&
        user->getBlock() == load->getBlock()) {
      Value useD = getMMAv5UseAccumulator(user);
      if (BlockArgument arg = asIterArg(forOp, useD))
        useD = forOp.getInitArgs()[arg.getArgNumber() - 1];
      if (auto constant = useD.getDefiningOp<arith::ConstantOp>())
        return !cast<BoolAttr>(constant.getValue()).getValue();
    }
    // Triton looks at the first user only.
    return false;
  }
  return false;
}

/// A load at the end of an iteration whose value only goes to the next
/// iteration moves to the top of the body: the loop carries the memory
/// instead of the tensor (a store of the init value before the loop, a
/// load after it). Only when nothing writes the buffer between the load
/// and the yield and the buffer comes into the loop freshly allocated.
struct RotateTMEMLoadInLoop : OpRewritePattern<ttng::TMEMLoadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ttng::TMEMLoadOp load,
                                PatternRewriter &rewriter) const override {
    if (!load.getDep())
      return failure();
    auto forOp = dyn_cast<scf::ForOp>(load->getParentOp());
    if (!forOp || !forOp.isDefinedOutsideOfLoop(load.getSrc()) ||
        !load.getResult().hasOneUse())
      return failure();
    OpOperand &use = *load.getResult().use_begin();
    auto yield = dyn_cast<scf::YieldOp>(use.getOwner());
    if (!yield || !llvm::is_contained(load.getToken().getUsers(), yield))
      return failure();
    unsigned tokenArg = load.getToken().use_begin()->getOperandNumber();
    auto initAlloc =
        forOp.getInitArgs()[tokenArg].getDefiningOp<ttng::TMEMAllocOp>();
    if (!initAlloc || !initAlloc.getToken() || initAlloc.getSrc())
      return failure();
    // The init value need not be stored when the first access overwrites
    // the buffer anyway.
    if (initialContentsUnused(forOp, initAlloc, load))
      return failure();

    unsigned valueArg = use.getOperandNumber();
    rewriter.setInsertionPoint(forOp);
    Value vTrue = makeTrue(rewriter, load.getLoc());
    auto initStore = ttng::TMEMStoreOp::create(
        rewriter, load.getLoc(), tokenType(rewriter), load.getSrc(),
        initAlloc.getToken(), forOp.getInitArgs()[valueArg], vTrue);
    forOp.getInitArgsMutable()[tokenArg].assign(initStore.getToken());

    yield.setOperand(tokenArg, load.getDep());
    rewriter.moveOpBefore(load, &forOp.getBody()->front());
    Value tokenIterArg = forOp.getRegionIterArg(tokenArg);
    load.getDepMutable().assign(tokenIterArg);
    tokenIterArg.replaceAllUsesExcept(load.getToken(), load);
    forOp.getRegionIterArg(valueArg).replaceAllUsesWith(load.getResult());

    rewriter.setInsertionPointAfter(forOp);
    auto after = ttng::TMEMLoadOp::create(
        rewriter, load.getLoc(), load.getResult().getType(),
        tokenType(rewriter), load.getSrc(), forOp.getResult(tokenArg));
    forOp->getResult(valueArg).replaceAllUsesWith(after.getResult());
    yield.setOperand(valueArg, forOp.getRegionIterArg(valueArg));
    TT_DEBUG(TT_DBGS() << "load at " << load.getLoc()
                       << " rotated into the next iteration\n");
    return success();
  }
};

/// The token an op that consumes a buffer's token produces (the buffer is
/// not loop-carried yet, so no yield consumes one).
FailureOr<Value> forwardedToken(Operation *user) {
  if (isMMAv5(user) && getMMAv5Token(user))
    return getMMAv5Token(user);
  if (auto load = dyn_cast<ttng::TMEMLoadOp>(user); load && load.getToken())
    return load.getToken();
  if (auto store = dyn_cast<ttng::TMEMStoreOp>(user); store && store.getToken())
    return store.getToken();
  return user->emitError()
         << "tritongpu-hoist-tmem-alloc: '" << user->getName()
         << "' uses a tensor memory token and is not a tensor memory access";
}

/// The tokens that end the chain of accesses from `token` (none of their
/// own uses).
LogicalResult collectLastUses(Value token, SmallVectorImpl<Value> &last,
                              DenseSet<Value> &seen) {
  if (!seen.insert(token).second)
    return success();
  if (token.use_empty()) {
    last.push_back(token);
    return success();
  }
  for (Operation *user : token.getUsers()) {
    FailureOr<Value> next = forwardedToken(user);
    if (failed(next) || failed(collectLastUses(*next, last, seen)))
      return failure();
  }
  return success();
}

/// The token the iteration ends the buffer's accesses with, to carry into
/// the next one.
FailureOr<Value> lastUseOfIteration(ttng::TMEMAllocOp alloc) {
  SmallVector<Value> last;
  DenseSet<Value> seen;
  if (failed(collectLastUses(alloc.getToken(), last, seen)))
    return failure();
  if (last.size() == 1 && last.front().getParentBlock() == alloc->getBlock())
    return last.front();
  return alloc.emitError()
         << "tritongpu-hoist-tmem-alloc: the accumulator's accesses end in "
         << last.size()
         << " places or in nested control flow, where Triton 3.6 stops too "
            "(it cannot hoist a TMEM alloc with multiple or conditional uses)";
}

/// The accumulator's alloc, moved before `forOp` without a value; its
/// token carried by the loop, the value (if any) stored where it was.
LogicalResult hoistAccumulatorAlloc(ttng::TMEMAllocOp alloc,
                                    scf::ForOp &forOp) {
  FailureOr<Value> lastToken = lastUseOfIteration(alloc);
  if (failed(lastToken))
    return failure();
  OpBuilder builder(forOp);
  Value vTrue = makeTrue(builder, alloc.getLoc());
  Value init = alloc.getSrc();
  auto hoisted = cast<ttng::TMEMAllocOp>(builder.clone(*alloc));
  hoisted.getSrcMutable().clear();
  forOp = addIterArgsToLoop(builder, forOp, hoisted.getToken());
  Value token = forOp.getRegionIterArgs().back();
  cast<scf::YieldOp>(forOp.getBody()->getTerminator())
      .getResultsMutable()
      .append(*lastToken);
  if (init) {
    builder.setInsertionPoint(alloc);
    token =
        ttng::TMEMStoreOp::create(builder, alloc.getLoc(), tokenType(builder),
                                  hoisted.getResult(), token, init, vTrue)
            .getToken();
  }
  alloc->replaceAllUsesWith(ValueRange{hoisted.getResult(), token});
  alloc.erase();
  TT_DEBUG(TT_DBGS() << "accumulator alloc at " << hoisted.getLoc()
                     << " hoisted out of its loop\n");
  return success();
}

/// Immutable tensor-memory operands of `mma` whose value does not change in
/// the loop (through pure one-operand ops) move out of it.
void hoistInvariantOperands(Operation *mma, scf::ForOp forOp) {
  for (Value operand : mma->getOperands()) {
    if (forOp.isDefinedOutsideOfLoop(operand))
      continue;
    auto alloc = operand.getDefiningOp<ttng::TMEMAllocOp>();
    if (!alloc || alloc.getResult().getType().getMutableMemory() ||
        !alloc.getSrc())
      continue;
    SmallVector<Operation *> chain{alloc};
    Value src = alloc.getSrc();
    while (Operation *def = src.getDefiningOp()) {
      if (forOp.isDefinedOutsideOfLoop(src) || !isPure(def) ||
          def->getNumOperands() != 1)
        break;
      chain.push_back(def);
      src = def->getOperand(0);
    }
    if (!forOp.isDefinedOutsideOfLoop(src))
      continue;
    for (Operation *op : llvm::reverse(chain))
      forOp.moveOutOfLoop(op);
    TT_DEBUG(TT_DBGS() << "loop-invariant operand alloc at " << alloc.getLoc()
                       << " moved out of its loop\n");
  }
}

/// Later passes expect a mutable tensor-memory alloc without a value: its
/// value becomes a store right after it.
void splitInitializedMutableAllocs(ModuleOp module) {
  module.walk([](ttng::TMEMAllocOp alloc) {
    if (!alloc.getResult().getType().getMutableMemory() || !alloc.getSrc())
      return;
    OpBuilder builder(alloc);
    builder.setInsertionPointAfter(alloc);
    auto store = ttng::TMEMStoreOp::create(
        builder, alloc.getLoc(), tokenType(builder), alloc.getResult(),
        alloc.getToken(), alloc.getSrc(), makeTrue(builder, alloc.getLoc()));
    alloc.getToken().replaceAllUsesExcept(store.getToken(), store);
    alloc.getSrcMutable().clear();
    TT_DEBUG(TT_DBGS() << "mutable alloc at " << alloc.getLoc()
                       << " split into an alloc and a store of its value\n");
  });
}

struct HoistTMEMAlloc
    : public triton::gpu::impl::TritonGPUHoistTMEMAllocBase<HoistTMEMAlloc> {
  using TritonGPUHoistTMEMAllocBase::TritonGPUHoistTMEMAllocBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!hoistOutOfIf && failed(hoistAccumulators(module)))
      return signalPassFailure();

    MLIRContext *ctx = &getContext();
    RewritePatternSet patterns(ctx);
    patterns.add<RotateTMEMStoreInLoop, RotateTMEMLoadInLoop,
                 CombineTMEMLoadAndStore, CombineTMEMStoreAndSelect,
                 SinkTMEMLoad, RemoveUnusedTMEMLoad>(ctx);
    if (hoistOutOfIf)
      patterns.add<CombineTMEMStoreAndAlloc, HoistTMEMAllocOutOfIf,
                   TMEMLoadForwarding>(ctx);
    // scf.for canonicalization as Triton 3.6's MLIR had it.
    populateForOpIterArgsFolder(patterns);
    scf::ForOp::getCanonicalizationPatterns(patterns, ctx);
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return signalPassFailure();

    splitInitializedMutableAllocs(module);
  }

  LogicalResult hoistAccumulators(ModuleOp module) {
    SmallVector<Operation *> mmas;
    module.walk([&](Operation *op) {
      if (isMMAv5(op))
        mmas.push_back(op);
    });
    for (Operation *mma : mmas) {
      auto forOp = dyn_cast<scf::ForOp>(mma->getParentOp());
      if (!forOp)
        continue;
      hoistInvariantOperands(mma, forOp);
      // Only the accumulator's alloc: scale buffers stay in the loop.
      auto alloc = getMMAv5Accumulator(mma).getDefiningOp<ttng::TMEMAllocOp>();
      if (!alloc || !alloc.getToken() ||
          alloc->getParentRegion() != mma->getParentRegion())
        continue;
      if (failed(hoistAccumulatorAlloc(alloc, forOp)))
        return failure();
    }
    return success();
  }
};

} // namespace
