//===- MMAv5Lowering.cpp - tritongpu-pipeline's tcgen05 step --------------===//
//
// Before the loads of a scheduled loop are lowered, each MMAv5 op
// (`ttng.tc_gen5_mma[_scaled]`) of it that tritongpu-assign-latencies gave a
// `tt.self_latency` (read and removed here) and that accumulates into a
// `ttng.tmem_alloc` is made asynchronous:
//
//   - it arrives, when it completes, on one of a ring of mbarriers (one per
//     stage from the MMA to its wait), picked and phased by two new iter
//     args;
//   - a `ttng.wait_barrier` on that barrier, with the MMA's operand buffers
//     as deps, goes before the first op after the MMA in the unrolled
//     schedule that reads its accumulator (or writes an operand the MMA
//     reads from a buffer of its own), in a cluster of its own split off
//     just before that op; with none, `tt.self_latency` stages after the
//     MMA, in its cluster;
//   - an accumulator load in a conditional block that runs before that wait
//     gets a wait of its own;
//   - an operand the pipeliner cannot pipeline that is allocated in the
//     loop (a local_alloc or tmem_alloc of a register value) gets a buffer
//     allocated once before the loop, stored to where the alloc was;
//   - an accumulator whose uses in the loop span more stages than one
//     buffer covers is multi-buffered in tensor memory: a buffer index iter
//     arg moves on where the accumulator is overwritten (a tmem_store, an
//     MMA that does not accumulate), and its access tokens become poison.
//
// Triton 3.6's lowerMMAs (LowerLoops.cpp).
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/Transforms/PipelineLowering.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/Dominance.h"

#define DEBUG_TYPE "tritongpu-pipeline"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

Value constantI32(OpBuilder &builder, Location loc, int64_t value) {
  return arith::ConstantIntOp::create(builder, loc, value, 32);
}

/// The `tt.self_latency` of `op`, taken off it; 0 without one.
int takeSelfLatency(Operation *op) {
  auto attr = op->getAttrOfType<IntegerAttr>(kSelfLatencyAttrName);
  if (!attr)
    return 0;
  op->removeAttr(kSelfLatencyAttrName);
  return attr.getInt();
}

/// The buffers the MMA reads until it completes: A, B and the scales.
SmallVector<Value> mmaOperandBuffers(Operation *mma) {
  if (auto scaled = dyn_cast<ttng::TCGen5MMAScaledOp>(mma))
    return {scaled.getA(), scaled.getB(), scaled.getAScale(),
            scaled.getBScale()};
  auto plain = cast<ttng::TCGen5MMAOp>(mma);
  return {plain.getA(), plain.getB()};
}

/// Makes the MMA arrive on `barrier` (under `pred`) when it completes.
void addCompletionBarrier(Operation *mma, Value barrier, Value pred) {
  if (auto scaled = dyn_cast<ttng::TCGen5MMAScaledOp>(mma)) {
    scaled.getBarrierPredsMutable().append(pred);
    scaled.getBarriersMutable().append(barrier);
    scaled.setIsAsync(true);
    return;
  }
  auto plain = cast<ttng::TCGen5MMAOp>(mma);
  plain.getBarrierPredsMutable().append(pred);
  plain.getBarriersMutable().append(barrier);
  plain.setIsAsync(true);
}

/// Points the MMA at another accumulator buffer, without its access token.
void setAccumulatorBuffer(Operation *mma, Value buffer) {
  if (auto scaled = dyn_cast<ttng::TCGen5MMAScaledOp>(mma)) {
    scaled.getAccDepMutable().clear();
    scaled.getDMutable().assign(buffer);
    return;
  }
  auto plain = cast<ttng::TCGen5MMAOp>(mma);
  plain.getAccDepMutable().clear();
  plain.getDMutable().assign(buffer);
}

/// Whether `value` is an `arith.constant true`.
bool isConstantTrue(Value value) {
  auto constant = value.getDefiningOp<arith::ConstantOp>();
  auto attr = constant ? dyn_cast<BoolAttr>(constant.getValue()) : BoolAttr();
  return attr && attr.getValue();
}

/// Replaces the uses of `from` in ops that `after` properly dominates.
void replaceUsesAfter(Operation *after, Value to, Value from,
                      DominanceInfo &dominance) {
  if (to == from)
    return;
  from.replaceUsesWithIf(to, [&](OpOperand &use) {
    return dominance.properlyDominates(after, use.getOwner());
  });
}

class MMALowering {
public:
  MMALowering(scf::ForOp forOp, CoarseSchedule &schedule)
      : forOp(forOp), schedule(schedule) {}

  FailureOr<scf::ForOp> lower(Operation *mma);

private:
  std::pair<Operation *, Operation *> accUseBounds(Value acc);
  Operation *hoistBufferOutOfLoop(Operation *def);
  LogicalResult createBarrierAndWaits(Operation *mma, int selfLatency,
                                      Value acc, unsigned phaseArg,
                                      unsigned barrierIdxArg);
  LogicalResult multibufferAccumulator(ttng::TMEMAllocOp alloc,
                                       unsigned bufIdxArg, int numBuffers);

  scf::ForOp forOp;
  CoarseSchedule &schedule;
};

/// The ops of the body holding the accumulator's first and last use in the
/// loop, in the order the expanded loop runs them.
std::pair<Operation *, Operation *> MMALowering::accUseBounds(Value acc) {
  Operation *first = nullptr, *last = nullptr;
  for (Operation *user : acc.getUsers()) {
    if (!forOp->isAncestor(user->getParentOp()))
      continue;
    Operation *inBody = forOp.getBody()->findAncestorOpInBlock(*user);
    if (!first || schedule.isOpBefore(inBody, first))
      first = inBody;
    if (!last || schedule.isOpBefore(last, inBody))
      last = inBody;
  }
  return {first, last};
}

/// An operand buffer allocated in the loop from a register value becomes
/// one allocated before the loop and stored to where the alloc was; the
/// store, or null where `def` is no such alloc.
Operation *MMALowering::hoistBufferOutOfLoop(Operation *def) {
  if (!isa<ttng::TMEMAllocOp, LocalAllocOp>(def) || !forOp->isAncestor(def))
    return nullptr;
  OpBuilderForStage builder(def->getLoc(), forOp, schedule);
  auto type = cast<MemDescType>(def->getResult(0).getType());
  Operation *alloc = builder.clone(*def);
  alloc->getResult(0).setType(
      MemDescType::get(type.getShape(), type.getElementType(),
                       type.getEncoding(), type.getMemorySpace(),
                       /*mutableMemory=*/true));
  builder.setStageClusterOf(def);
  builder.setInsertionPointAfter(def);
  Operation *store;
  if (auto tmemAlloc = dyn_cast<ttng::TMEMAllocOp>(alloc)) {
    tmemAlloc.getSrcMutable().clear();
    Value always = arith::ConstantIntOp::create(builder, builder.getLoc(), 1, 1);
    store = ttng::TMEMStoreOp::create(
        builder, builder.getLoc(), /*token=*/Type(), tmemAlloc.getResult(),
        /*dep=*/Value(), def->getOperand(0), always);
  } else {
    auto localAlloc = cast<LocalAllocOp>(alloc);
    localAlloc.getSrcMutable().clear();
    store = LocalStoreOp::create(builder, builder.getLoc(), def->getOperand(0),
                                 localAlloc.getResult());
  }
  TT_DEBUG(TT_DBGS() << describeOp(def) << ": an MMA operand the pipeliner "
                     << "cannot pipeline, allocated before the loop and "
                     << "stored to in it\n");
  replaceUsesAndPropagateType(builder, def, alloc->getResult(0));
  schedule.erase(def);
  def->erase();
  return store;
}

LogicalResult MMALowering::createBarrierAndWaits(Operation *mma,
                                                 int selfLatency, Value acc,
                                                 unsigned phaseArg,
                                                 unsigned barrierIdxArg) {
  int mmaStage = schedule.lookup(mma).first;
  CoarseSchedule::Cluster mmaCluster = schedule.lookup(mma).second;
  auto isLoadToBePipelined = [&](Operation *op) {
    return mmaStage > schedule.lookup(op).first;
  };
  // The wait goes before the first of these after the MMA: a read of the
  // accumulator, or a write of an operand buffer the MMA still reads.
  llvm::SmallDenseSet<Operation *> syncCandidates;
  for (Operation *user : acc.getUsers())
    if (isa<ttng::TMEMLoadOp>(user) && user->getBlock() == mma->getBlock())
      syncCandidates.insert(user);
  FailureOr<MMAv5OperandsState> operands =
      analyzeMMAv5Operands(mma, forOp, isLoadToBePipelined);
  if (failed(operands))
    return failure();
  for (Operation *def : operands->unpipelineableDefs) {
    Operation *store = hoistBufferOutOfLoop(def);
    if (!operands->pipelineable && operands->determined)
      syncCandidates.insert(store ? store : def);
  }
  bool determined = operands->determined;
  Operation *syncPoint = schedule.findNextInLinearOrder(
      forOp, mma, [&](Operation *op) { return syncCandidates.contains(op); });

  int waitStage = mmaStage + selfLatency;
  CoarseSchedule::Cluster waitCluster = mmaCluster;
  if (syncPoint && determined) {
    waitStage = schedule.isOpBefore(syncPoint, mma)
                    ? mmaStage + 1
                    : schedule.lookup(syncPoint).first;
    waitCluster = schedule.clusters.newBefore(
        schedule.splitClusterBefore(syncPoint, forOp));
  }
  int numBarriers = waitStage - mmaStage + 1;
  TT_DEBUG(TT_DBGS() << describeOp(mma) << ": completion barrier ring of "
                     << numBarriers << ", waited on in stage " << waitStage
                     << (syncPoint && determined
                             ? " in a cluster of its own before " +
                                   describeOp(syncPoint)
                             : std::string(" in the MMA's cluster"))
                     << "\n");

  // The split may have moved the MMA to the new cluster.
  OpBuilderForStage builder(mma->getLoc(), mma, schedule);
  Value barriers = createBarrierAlloc(forOp, numBarriers);
  Value always = arith::ConstantIntOp::create(builder, builder.getLoc(), 1, 1);
  Value phase = forOp.getRegionIterArg(phaseArg);
  Value zero = constantI32(builder, forOp.getLoc(), 0);
  Value barrierIdx =
      numBarriers > 1 ? Value(forOp.getRegionIterArg(barrierIdxArg)) : zero;
  Value one = constantI32(builder, forOp.getLoc(), 1);
  Value numBarriersValue = constantI32(builder, forOp.getLoc(), numBarriers);
  Value barrier = createSingleBufferView(builder, barriers, barrierIdx);
  addCompletionBarrier(mma, barrier, always);

  SmallVector<Value> buffers = mmaOperandBuffers(mma);
  builder.setInsertionPointAfter(mma);
  builder.setStageCluster({waitStage, waitCluster});
  ttng::WaitBarrierOp::create(builder, builder.getLoc(), barrier, phase,
                              /*pred=*/Value(), buffers);
  // A load of the accumulator in a conditional block that runs before the
  // wait waits itself.
  for (Operation *user : acc.getUsers()) {
    auto load = dyn_cast<ttng::TMEMLoadOp>(user);
    if (!load || load->getBlock() == mma->getBlock())
      continue;
    Operation *inBody = forOp.getBody()->findAncestorOpInBlock(*load);
    if (!inBody)
      continue;
    auto [loadStage, loadCluster] = schedule.lookup(inBody);
    if (loadStage >= waitStage)
      continue;
    TT_DEBUG(TT_DBGS() << describeOp(load) << ": in a conditional block of "
                       << "stage " << loadStage << ", waits itself\n");
    builder.setStageCluster({loadStage, loadCluster});
    builder.setInsertionPoint(load);
    ttng::WaitBarrierOp::create(builder, builder.getLoc(), barrier, phase,
                                /*pred=*/Value(), buffers);
  }

  // The phase flips each time the ring wraps around.
  builder.setStageClusterOf(mma);
  auto yield = cast<scf::YieldOp>(forOp.getBody()->getTerminator());
  builder.setInsertionPoint(yield);
  Value nextPhase = arith::XOrIOp::create(builder, builder.getLoc(), phase, one);
  Value nextBarrierIdx = barrierIdx;
  if (numBarriers > 1) {
    Value wrapped;
    nextBarrierIdx = createIncrementModulo(builder, builder.getLoc(),
                                           barrierIdx, numBarriersValue, zero,
                                           one, &wrapped);
    nextPhase = arith::SelectOp::create(builder, builder.getLoc(),
                                        phase.getType(), wrapped, nextPhase,
                                        phase);
  }
  yield->replaceUsesOfWith(phase, nextPhase);
  yield->replaceUsesOfWith(barrierIdx, nextBarrierIdx);
  return success();
}

LogicalResult MMALowering::multibufferAccumulator(ttng::TMEMAllocOp alloc,
                                                  unsigned bufIdxArg,
                                                  int numBuffers) {
  DominanceInfo dominance(forOp);
  Value bufIdx = forOp.getRegionIterArg(bufIdxArg);
  // The buffer index each op sees: the last one defined before it.
  SmallVector<std::pair<Operation *, Value>> bufIdxDefs{
      {&forOp.getBody()->front(), bufIdx}};
  auto currentBufIdx = [&](Operation *op) {
    for (auto [def, value] : llvm::reverse(bufIdxDefs))
      if (dominance.properlyDominates(def, op))
        return value;
    return Value();
  };
  // Triton would dereference a null index for a user that is the first op
  // of the body.
  for (Operation *user : alloc->getUsers())
    if (user == &forOp.getBody()->front())
      return user->emitError("tritongpu-pipeline: multi-buffering an MMAv5 "
                             "accumulator whose user is the first op of the "
                             "loop body is not implemented");

  OpBuilderForStage builder(alloc.getLoc(), alloc, schedule);
  auto oldType = cast<MemDescType>(alloc.getResult().getType());
  SmallVector<int64_t> shape{numBuffers};
  llvm::append_range(shape, oldType.getShape());
  auto newAlloc = ttng::TMEMAllocOp::create(
      builder, alloc.getLoc(),
      MemDescType::get(shape, oldType.getElementType(), oldType.getEncoding(),
                       oldType.getMemorySpace(), /*mutableMemory=*/true),
      builder.getType<AsyncTokenType>(), /*src=*/Value());
  Value numBuffersValue = constantI32(builder, builder.getLoc(), numBuffers);
  Value zero = constantI32(builder, builder.getLoc(), 0);
  Value one = constantI32(builder, builder.getLoc(), 1);

  bool canMultibuffer = false;
  SmallVector<Operation *> users(alloc.getResult().getUsers());
  OpBuilder beforeLoop(forOp);
  // The buffers are ordered by their index now, not by tokens.
  Value noToken = ub::PoisonOp::create(beforeLoop, forOp.getLoc(),
                                       builder.getType<AsyncTokenType>());
  if (newAlloc.getToken())
    newAlloc.getToken().replaceAllUsesWith(noToken);
  auto dropTokens = [&](auto access) {
    access.getDepMutable().clear();
    if (access.getToken())
      access.getToken().replaceAllUsesWith(noToken);
  };
  for (Operation *user : users) {
    if (auto store = dyn_cast<ttng::TMEMStoreOp>(user)) {
      dropTokens(store);
      if (!forOp->isAncestor(store)) {
        if (store->getBlock() != forOp->getBlock() ||
            !store->isBeforeInBlock(forOp))
          return store.emitError("tritongpu-pipeline: multi-buffering an "
                                 "MMAv5 accumulator stored to outside the "
                                 "loop other than before it is not "
                                 "implemented");
        builder.setInsertionPoint(store);
        store.getDstMutable().assign(
            createSingleBufferView(builder, newAlloc.getResult(), zero));
        continue;
      }
      // A store overwrites the accumulator: it may take the next buffer.
      canMultibuffer = true;
      builder.setStageClusterOf(store);
      builder.setInsertionPoint(store);
      Value current = currentBufIdx(store);
      Value next = createIncrementModulo(builder, forOp.getLoc(), current,
                                         numBuffersValue, zero, one);
      next = arith::SelectOp::create(builder, builder.getLoc(),
                                     next.getType(), store.getPred(), next,
                                     current);
      replaceUsesAfter(store, next, current, dominance);
      bufIdxDefs.push_back({store, next});
      store.getDstMutable().assign(
          createSingleBufferView(builder, newAlloc.getResult(), next));
    } else if (auto load = dyn_cast<ttng::TMEMLoadOp>(user)) {
      dropTokens(load);
      if (!forOp->isAncestor(load)) {
        if (load->getBlock() != forOp->getBlock() ||
            !forOp->isBeforeInBlock(load))
          return load.emitError("tritongpu-pipeline: multi-buffering an "
                                "MMAv5 accumulator loaded outside the loop "
                                "other than after it is not implemented");
        builder.setInsertionPoint(load);
        load.getSrcMutable().assign(createSingleBufferView(
            builder, newAlloc.getResult(), forOp->getResult(bufIdxArg)));
        continue;
      }
      builder.setStageClusterOf(load);
      builder.setInsertionPoint(load);
      load.getSrcMutable().assign(createSingleBufferView(
          builder, newAlloc.getResult(), currentBufIdx(load)));
    } else if (isMMAv5(user)) {
      if (user->getNumResults() > 0)
        user->getResult(0).replaceAllUsesWith(noToken);
      builder.setStageClusterOf(user);
      builder.setInsertionPoint(user);
      // An MMA that does not accumulate overwrites the accumulator: it may
      // take the next buffer (as Triton, the last MMA decides).
      Value useAcc = getMMAv5UseAccumulator(user);
      canMultibuffer = !isConstantTrue(useAcc);
      Value current = currentBufIdx(user);
      Value next = createIncrementModulo(builder, forOp.getLoc(), current,
                                         numBuffersValue, zero, one);
      next = arith::SelectOp::create(builder, builder.getLoc(),
                                     next.getType(), useAcc, current, next);
      replaceUsesAfter(user, next, current, dominance);
      bufIdxDefs.push_back({user, next});
      setAccumulatorBuffer(
          user, createSingleBufferView(builder, newAlloc.getResult(), next));
    } else {
      return user->emitError("tritongpu-pipeline: multi-buffering an MMAv5 "
                             "accumulator with this user (Triton supports "
                             "tmem_store, tmem_load and MMAv5 ops) is not "
                             "implemented");
    }
  }
  if (!canMultibuffer)
    return alloc.emitError(
        "tritongpu-pipeline: the MMAv5 accumulator needs several buffers "
        "but is never overwritten in the loop (no tmem_store, and the MMA "
        "always accumulates); Triton stops with a fatal error here");
  if (alloc.getToken())
    alloc.getToken().replaceAllUsesWith(newAlloc.getToken());
  schedule.erase(alloc);
  alloc->erase();
  // The next iteration starts from the last buffer index of this one.
  Value last = bufIdxDefs.back().second;
  replaceUsesAfter(last.getDefiningOp(), last, bufIdx, dominance);
  return success();
}

FailureOr<scf::ForOp> MMALowering::lower(Operation *mma) {
  // Triton 3.6 lowers only MMAs accumulating into a tmem_alloc's buffer;
  // others (in a warp-specialized partition, a view of a captured buffer)
  // stay as they are, `tt.self_latency` included.
  Value acc = getMMAv5Accumulator(mma);
  auto alloc = acc.getDefiningOp<ttng::TMEMAllocOp>();
  if (!alloc) {
    TT_DEBUG(TT_DBGS() << describeOp(mma) << ": not pipelined (its "
                       << "accumulator is no tmem_alloc)\n");
    return forOp;
  }
  int selfLatency = takeSelfLatency(mma);
  if (selfLatency == 0)
    return forOp;
  if (mma->getBlock() != forOp.getBody() || !schedule.count(mma))
    return mma->emitError("tritongpu-pipeline: an MMAv5 op with "
                          "`tt.self_latency` that is not a scheduled op of "
                          "the loop body (Triton would read a default "
                          "schedule entry) is not implemented");
  auto [firstUse, lastUse] = accUseBounds(acc);
  int numAccBuffers =
      schedule.lookup(lastUse).first - schedule.lookup(firstUse).first;
  // The first use in an earlier cluster (or earlier in the same one) than
  // the last: both live at once, one buffer more.
  if (schedule.isOpInEarlierCluster(firstUse, lastUse) ||
      (schedule.isOpInSameCluster(firstUse, lastUse) &&
       firstUse->isBeforeInBlock(lastUse)))
    ++numAccBuffers;
  TT_DEBUG(TT_DBGS() << describeOp(mma) << ": self latency " << selfLatency
                     << ", accumulator used from " << describeOp(firstUse)
                     << " to " << describeOp(lastUse) << ": "
                     << numAccBuffers << " buffer(s)\n");

  OpBuilder builder(forOp);
  Value minusOne = constantI32(builder, forOp.getLoc(), -1);
  Value zero = constantI32(builder, forOp.getLoc(), 0);
  unsigned phaseArg = forOp.getInitArgs().size();
  SmallVector<Value> inits{zero, zero};
  if (numAccBuffers > 1)
    inits.push_back(minusOne);
  forOp = addIterArgsToLoop(builder, forOp, inits);
  // Placeholders, replaced as the indices are computed.
  SmallVector<Value> yielded{forOp.getRegionIterArg(phaseArg),
                             forOp.getRegionIterArg(phaseArg + 1)};
  if (numAccBuffers > 1)
    yielded.push_back(forOp.getRegionIterArg(phaseArg + 2));
  cast<scf::YieldOp>(forOp.getBody()->getTerminator())
      .getResultsMutable()
      .append(yielded);

  if (failed(createBarrierAndWaits(mma, selfLatency, acc, phaseArg,
                                   phaseArg + 1)))
    return failure();
  if (numAccBuffers > 1 &&
      failed(multibufferAccumulator(alloc, phaseArg + 2, numAccBuffers)))
    return failure();
  return forOp;
}

} // namespace

FailureOr<scf::ForOp>
mlir::triton::gpu::lowerMMAv5Ops(scf::ForOp forOp, CoarseSchedule &schedule) {
  SmallVector<Operation *> mmas;
  forOp.walk([&](Operation *op) {
    if (isMMAv5(op))
      mmas.push_back(op);
  });
  for (Operation *mma : mmas) {
    FailureOr<scf::ForOp> lowered = MMALowering(forOp, schedule).lower(mma);
    if (failed(lowered))
      return failure();
    forOp = *lowered;
  }
  return forOp;
}
