//===- LowerAref.cpp - nvws-lower-aref ------------------------------------===//
//
// Lowers the asynchronous references to multi-buffered memory and
// mbarriers, as Triton 3.6 does:
//
// 1. In each warp-specialized loop, arefs whose get.enters feed the same
//    consumer (the nearest common dominator of their MMA and local_load
//    readers, in one partition) and whose producers share a partition are
//    combined into one aref of all their buffers, entered and exited once.
// 2. Arefs filled by TMA loads get `num-stages` copies of their buffers.
// 3. nvws-assign-stage-phase gives each enter its copy and phase.
// 4. Each aref becomes two rows of `depth` mbarriers ("empty", counted by
//    the consumers' exits; "full", by the producers'), initialized after
//    the aref's buffers and invalidated after its last use: a put.enter
//    waits on its copy's empty barrier (and a TMA load into it expects its
//    bytes on the full one), a get.enter on the full one; enters, exits and
//    `nvws.aref.buffer` take `ttg.memdesc_index` views of the copy; an exit
//    arrives on the other barrier (`arrive_barrier`, or `tc_gen5_commit`
//    after a tcgen05 MMA, nothing after a TMA load, which arrives itself),
//    after a `fence_async_shared` where the generic proxy hands a buffer to
//    the async one; MMAs reading TMA-loaded buffers become asynchronous.
//    The aref ops' tokens give way to `ub.poison` (hoisted to the top).
// Stage 4 runs as Triton's greedy rewrite (no folding, no constant CSE),
// which also drops the ops left without uses.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/NVWS/IR/Dialect.h"
#include "tt/Dialect/NVWS/Transforms/Passes.h"
#include "tt/Dialect/NVWS/Transforms/Utility.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/LoopAttributes.h"
#include "tt/Dialect/TritonGPU/Transforms/Partition.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMAUtilities.h"
#include "tt/Support/Debug.h"

#include "mlir/Analysis/TopologicalSortUtils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/MapVector.h"

#define DEBUG_TYPE "nvws-lower-aref"

namespace mlir::triton::nvws {
#define GEN_PASS_DEF_NVWSLOWERAREF
#include "tt/Dialect/NVWS/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvws

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

//===----------------------------------------------------------------------===//
// Where a new op goes: the partitions, tag and schedule place of an old one
//===----------------------------------------------------------------------===//

/// An op's partitions and warp-specialization tag, when it has partitions.
struct Placement {
  std::optional<llvm::SetVector<int>> partitions;
  IntegerAttr tag;
  StageCluster stageCluster;
};

Placement placementOf(Operation *op) {
  Placement placement;
  if (hasPartition(op)) {
    placement.partitions = getPartitionIds(op);
    placement.tag = op->getAttrOfType<IntegerAttr>(kWarpSpecializeTagAttrName);
    placement.stageCluster = getStageCluster(op);
  }
  return placement;
}

/// Puts `op` where `placement` says (nothing for an op outside partitions).
void place(Operation *op, const Placement &placement) {
  if (!placement.partitions)
    return;
  setPartition(op, *placement.partitions);
  if (placement.tag)
    op->setAttr(kWarpSpecializeTagAttrName, placement.tag);
  setStageCluster(op, placement.stageCluster);
}

SmallVector<nvws::AsyncOp> getAsyncOps(ArrayAttr attrs) {
  SmallVector<nvws::AsyncOp> kinds;
  for (Attribute attr : attrs)
    kinds.push_back(cast<nvws::AsyncOpAttr>(attr).getValue());
  return kinds;
}

int64_t getArefDepth(Type bufferType) {
  return cast<MemDescType>(bufferType).getShape().front();
}

//===----------------------------------------------------------------------===//
// 1. Combining the arefs of TMA loads read by one consumer
//===----------------------------------------------------------------------===//

/// The MMAs and local_loads that read `value`, through views.
void collectSharedMemorySinks(Value value, SmallVectorImpl<Operation *> &sinks) {
  for (Operation *user : value.getUsers()) {
    if (isMMAv5(user) || isa<LocalLoadOp>(user))
      sinks.push_back(user);
    else if (user->hasTrait<MemDescViewTrait>())
      collectSharedMemorySinks(user->getResult(0), sinks);
  }
}

/// The op of `body` before which every reader of the get.enter's buffer
/// runs; null without readers.
Operation *getDominantConsumer(nvws::ArefGetEnterOp enter, Block &body,
                               DominanceInfo &dominance) {
  SmallVector<Operation *> sinks;
  collectSharedMemorySinks(enter->getResult(0), sinks);
  if (sinks.empty())
    return nullptr;
  Operation *common = findNearestCommonDominator(sinks, dominance);
  return common ? body.findAncestorOpInBlock(*common) : nullptr;
}

template <typename OpTy> OpTy firstInBlock(ArrayRef<OpTy> ops) {
  return *llvm::min_element(
      ops, [](OpTy a, OpTy b) { return a->isBeforeInBlock(b); });
}

template <typename OpTy> OpTy lastInBlock(ArrayRef<OpTy> ops) {
  return *llvm::max_element(
      ops, [](OpTy a, OpTy b) { return a->isBeforeInBlock(b); });
}

/// Moves the users of `op` that stand before `target` (in its block) after
/// it, and theirs.
void moveUsersAfter(Operation *op, Operation *target) {
  Block *block = target->getBlock();
  for (Operation *user : op->getUsers()) {
    Operation *inBlock = block->findAncestorOpInBlock(*user);
    if (inBlock && inBlock->isBeforeInBlock(target)) {
      inBlock->moveAfter(target);
      moveUsersAfter(inBlock, inBlock);
    }
  }
}

/// One enter and one exit of `aref` for all of `enters` and `exits`: the
/// enter before the first one (or after `enterAfter`), the exit before the
/// last exit, both at copy and phase 0 (assign-stage-phase sets them).
template <typename EnterOp, typename ExitOp>
ExitOp combineEntersAndExits(ArrayRef<EnterOp> enters, ArrayRef<ExitOp> exits,
                             nvws::ArefCreateOp aref, OpBuilder &builder,
                             Operation *enterAfter = nullptr) {
  EnterOp firstEnter = firstInBlock(enters);
  ExitOp lastExit = lastInBlock(exits);
  SmallVector<Type> bufferTypes;
  for (EnterOp enter : enters)
    bufferTypes.push_back(enter->getResult(0).getType());
  llvm::SmallSetVector<Attribute, 5> kinds;
  for (ExitOp exit : exits)
    kinds.insert(exit.getAsyncOps().begin(), exit.getAsyncOps().end());

  builder.setInsertionPointAfter(aref);
  auto zero = arith::ConstantIntOp::create(builder, aref.getLoc(), 0, 32);
  place(zero, placementOf(firstEnter));
  if (enterAfter)
    builder.setInsertionPointAfter(enterAfter);
  else
    builder.setInsertionPoint(firstEnter);
  auto enter = EnterOp::create(builder, firstEnter.getLoc(), bufferTypes,
                               builder.getType<AsyncTokenType>(), aref, zero,
                               zero);
  place(enter, placementOf(firstEnter));
  builder.setInsertionPoint(lastExit);
  auto exit = ExitOp::create(builder, firstEnter.getLoc(), aref,
                             enter.getToken(), zero,
                             builder.getArrayAttr(kinds.getArrayRef()));
  place(exit, placementOf(lastExit));
  for (auto [index, old] : llvm::enumerate(enters)) {
    EnterOp oldEnter = old;
    moveUsersAfter(oldEnter, enter);
    oldEnter.getBuffers()[0].replaceAllUsesWith(enter.getBuffers()[index]);
  }
  return exit;
}

/// Combines the arefs of `gets` (get.enters of one consumer partition
/// before one consumer) into one, when their producers share a partition.
void combineGroup(ArrayRef<nvws::ArefGetEnterOp> gets) {
  SmallVector<nvws::ArefCreateOp> arefs;
  for (nvws::ArefGetEnterOp get : gets)
    arefs.push_back(cast<nvws::ArefCreateOp>(get.getAref().getDefiningOp()));
  SmallVector<nvws::ArefPutEnterOp> putEnters;
  SmallVector<nvws::ArefPutExitOp> putExits;
  SmallVector<nvws::ArefGetExitOp> getExits;
  SmallVector<int> producers;
  for (nvws::ArefCreateOp aref : arefs)
    for (Operation *user : aref->getUsers()) {
      if (auto put = dyn_cast<nvws::ArefPutEnterOp>(user)) {
        putEnters.push_back(put);
        producers.push_back(getPartitionIds(put).front());
      } else if (auto exit = dyn_cast<nvws::ArefPutExitOp>(user)) {
        putExits.push_back(exit);
      } else if (auto exit = dyn_cast<nvws::ArefGetExitOp>(user)) {
        getExits.push_back(exit);
      }
    }
  if (llvm::any_of(producers, [&](int id) { return id != producers[0]; }))
    return;
  SmallVector<Type> bufferTypes;
  SmallVector<Value> buffers;
  for (nvws::ArefCreateOp aref : arefs) {
    bufferTypes.push_back(aref.getOperand(0).getType());
    buffers.push_back(aref.getOperand(0));
  }
  nvws::ArefCreateOp lastAref = lastInBlock(ArrayRef(arefs));
  OpBuilder builder(lastAref);
  MLIRContext *ctx = builder.getContext();
  auto aref = nvws::ArefCreateOp::create(
      builder, lastAref.getLoc(),
      nvws::ArefType::get(ctx, nvws::TypeArrayAttr::get(ctx, bufferTypes)),
      buffers);
  TT_DEBUG(TT_DBGS() << arefs.size() << " arefs combined into "
                     << describeOp(aref) << "\n");
  nvws::ArefPutExitOp putExit = combineEntersAndExits(
      ArrayRef(putEnters), ArrayRef(putExits), aref, builder);
  combineEntersAndExits(gets, ArrayRef(getExits), aref, builder, putExit);
  for (Operation *op : putExits)
    op->erase();
  for (Operation *op : putEnters)
    op->erase();
  for (Operation *op : getExits)
    op->erase();
  for (nvws::ArefGetEnterOp op : gets)
    op->erase();
  for (Operation *op : arefs)
    op->erase();
}

void combineArefs(scf::ForOp loop) {
  SmallVector<nvws::ArefGetEnterOp> gets;
  loop.walk([&](nvws::ArefGetEnterOp get) { gets.push_back(get); });
  DominanceInfo dominance(loop);
  // By consumer and partition, in the order Triton's groups are found.
  llvm::MapVector<std::pair<Operation *, int>,
                  SmallVector<nvws::ArefGetEnterOp>>
      groups;
  for (nvws::ArefGetEnterOp get : gets)
    if (Operation *consumer =
            getDominantConsumer(get, *loop.getBody(), dominance))
      groups[{consumer, getPartitionIds(get).front()}].push_back(get);
  for (auto &group : llvm::make_second_range(groups))
    if (group.size() > 1)
      combineGroup(group);
}

//===----------------------------------------------------------------------===//
// 2. Multi-buffering the arefs of TMA loads
//===----------------------------------------------------------------------===//

/// Whether a put.enter of `aref` feeds a TMA load (nvws.descriptor_load or
/// gather).
bool isFilledByLoads(nvws::ArefCreateOp aref) {
  for (Operation *user : aref.getResult().getUsers())
    if (auto put = dyn_cast<nvws::ArefPutEnterOp>(user))
      if (llvm::any_of(put->getUsers(), [](Operation *op) {
            return isa<nvws::DescriptorLoadOp, nvws::DescriptorGatherOp>(op);
          }))
        return true;
  return false;
}

void multiBufferArefs(ArrayRef<nvws::ArefCreateOp> arefs, int numStages) {
  SmallVector<Operation *> oldAllocs;
  for (nvws::ArefCreateOp aref : arefs) {
    // Tensor memory keeps its copies.
    if (llvm::any_of(aref.getOperands(), [](Value buffer) {
          return !buffer.getDefiningOp() ||
                 isa<ttng::TMEMAllocOp>(buffer.getDefiningOp());
        }))
      continue;
    OpBuilder builder(aref);
    SmallVector<Value> buffers;
    for (Value old : aref.getOperands()) {
      MemDescType type = nvws::getMultiBufferedType(
          nvws::getBufferViewType(cast<MemDescType>(old.getType()), true),
          numStages);
      Operation *oldAlloc = old.getDefiningOp();
      auto alloc = LocalAllocOp::create(builder, oldAlloc->getLoc(), type,
                                        Value(), IntegerAttr());
      buffers.push_back(alloc.getResult());
      oldAlloc->replaceAllUsesWith(alloc);
      oldAlloc->erase();
    }
    SmallVector<Type> types;
    for (Value buffer : buffers)
      types.push_back(buffer.getType());
    MLIRContext *ctx = builder.getContext();
    auto multiBuffered = nvws::ArefCreateOp::create(
        builder, aref.getLoc(),
        nvws::ArefType::get(ctx, nvws::TypeArrayAttr::get(ctx, types)),
        buffers);
    aref.getResult().replaceAllUsesWith(multiBuffered.getResult());
    aref.erase();
  }
}

//===----------------------------------------------------------------------===//
// 4. Barriers and views
//===----------------------------------------------------------------------===//

/// An aref as lowered: its two rows of barriers and its buffers.
struct LoweredAref {
  Value emptyBarriers;
  Value fullBarriers;
  SmallVector<Value> buffers;
};

/// How many arrivals complete a barrier: one per kind of asynchronous op
/// named by the first exit of each partition on the other side.
std::pair<int, int> getArrivalCounts(nvws::ArefCreateOp aref) {
  llvm::SetVector<int> producers, consumers;
  int producerPending = 0, consumerPending = 0;
  for (Operation *user : aref->getUsers()) {
    if (!hasPartition(user))
      continue;
    int partition = getPartitionIds(user).front();
    if (auto exit = dyn_cast<nvws::ArefPutExitOp>(user)) {
      if (producers.insert(partition))
        consumerPending += exit.getAsyncOps().size();
    } else if (auto exit = dyn_cast<nvws::ArefGetExitOp>(user)) {
      if (consumers.insert(partition))
        producerPending += exit.getAsyncOps().size();
    }
  }
  // Outside a warp-specialized loop: one arrival.
  return {std::max(producerPending, 1), std::max(consumerPending, 1)};
}

/// `count` mbarriers of `arrivals`, initialized by `init`, invalidated and
/// freed by `cleanup`.
Value createBarriers(ImplicitLocOpBuilder &init, ImplicitLocOpBuilder &cleanup,
                     int count, int arrivals) {
  Value barriers = createBarrierBuffer(init, init.getLoc(), count);
  for (int i = 0; i < count; ++i)
    ttng::InitBarrierOp::create(init, init.getLoc(),
                                createSingleBufferView(init, barriers, i),
                                arrivals);
  for (int i = 0; i < count; ++i)
    ttng::InvalBarrierOp::create(cleanup, cleanup.getLoc(),
                                 createSingleBufferView(cleanup, barriers, i));
  LocalDeallocOp::create(cleanup, cleanup.getLoc(), barriers);
  return barriers;
}

LoweredAref createBarriersOf(nvws::ArefCreateOp aref) {
  auto [producerPending, consumerPending] = getArrivalCounts(aref);
  int64_t depth = getArefDepth(aref.getOperand(0).getType());
  llvm::SetVector<Operation *> users(aref->getUsers().begin(),
                                     aref->getUsers().end());
  users = topologicalSort(users);
  ImplicitLocOpBuilder init(aref.getLoc(), aref), cleanup(aref.getLoc(), aref);
  cleanup.setInsertionPointAfter(
      aref->getBlock()->findAncestorOpInBlock(*users.back()));
  LoweredAref lowered;
  lowered.emptyBarriers = createBarriers(init, cleanup, depth, producerPending);
  lowered.fullBarriers = createBarriers(init, cleanup, depth, consumerPending);
  lowered.buffers.assign(aref.getOperands().begin(), aref.getOperands().end());
  return lowered;
}

/// The barrier of copy `stage` in `barriers`, placed as `at`.
Value getBarrier(OpBuilder &builder, Value barriers, Value stage,
                 Operation *at) {
  Value barrier = createSingleBufferView(builder, barriers, stage);
  place(barrier.getDefiningOp(), placementOf(at));
  return barrier;
}

/// Views of copy `stage` of each buffer (tensor-memory scales, which have
/// one copy, as they are).
SmallVector<Value> getCopyViews(OpBuilder &builder, const LoweredAref &aref,
                                Value stage, Location loc, Operation *at) {
  SmallVector<Value> views;
  for (Value buffer : aref.buffers) {
    auto type = cast<MemDescType>(buffer.getType());
    if (isa<ttng::TensorMemoryScalesEncodingAttr>(type.getEncoding())) {
      views.push_back(buffer);
      continue;
    }
    auto viewType =
        MemDescType::get(type.getShape().drop_front(), type.getElementType(),
                         type.getEncoding(), type.getMemorySpace(), true);
    auto view = MemDescIndexOp::create(builder, loc, viewType, buffer, stage);
    place(view, placementOf(at));
    views.push_back(view);
  }
  return views;
}

void waitOn(OpBuilder &builder, Operation *at, Value barrier, Value phase) {
  auto wait = ttng::WaitBarrierOp::create(builder, at->getLoc(), barrier, phase,
                                          Value(), ValueRange());
  place(wait, placementOf(at));
}

/// Whether `v` (through transposes and reshapes) is defined outside the
/// loop or by an aref entry.
bool isFromAref(Value value, scf::ForOp forOp) {
  if (forOp.isDefinedOutsideOfLoop(value))
    return true;
  if (!value.getDefiningOp())
    return false;
  return isa_and_nonnull<nvws::ArefPutEnterOp, nvws::ArefGetEnterOp,
                         nvws::ArefBufferOp>(
      lookThroughTransAndReshape(value).getDefiningOp());
}

/// An MMA reading TMA-loaded buffers runs asynchronously, but for a scaled
/// one whose scales do not come (pipelined) from arefs.
void setIsAsync(Operation *mma) {
  bool isAsync = true;
  auto forOp = mma->getParentOfType<scf::ForOp>();
  if (auto scaled = dyn_cast<ttng::TCGen5MMAScaledOp>(mma)) {
    if (!areScalesPipelineable(scaled, forOp) ||
        !isFromAref(scaled.getAScale(), forOp) ||
        !isFromAref(scaled.getBScale(), forOp))
      isAsync = false;
    scaled.setIsAsync(isAsync);
    return;
  }
  cast<ttng::TCGen5MMAOp>(mma).setIsAsync(isAsync);
}

/// A TMA load into the put's buffers expects its bytes on `fullBarrier`
/// and becomes an async_tma_copy (or gather) arriving on it.
void lowerTMALoads(nvws::ArefPutEnterOp put, Value fullBarrier,
                   PatternRewriter &rewriter) {
  int txCount = 0;
  SmallVector<Operation *> loads;
  for (Value buffer : put.getBuffers())
    for (Operation *user : buffer.getUsers())
      if (auto load = dyn_cast<nvws::DescriptorLoadOp>(user)) {
        loads.push_back(load);
        txCount += load.getTxCount();
      } else if (auto gather = dyn_cast<nvws::DescriptorGatherOp>(user)) {
        loads.push_back(gather);
        txCount += gather.getTxCount();
      }
  if (loads.empty())
    return;
  Location loc = put.getLoc();
  auto pred = arith::ConstantIntOp::create(rewriter, loc, 1, 1);
  place(pred, placementOf(put));
  auto expect = ttng::BarrierExpectOp::create(rewriter, loc, fullBarrier,
                                              txCount, pred);
  place(expect, placementOf(put));
  for (Operation *load : loads) {
    rewriter.setInsertionPoint(load);
    Operation *copy;
    if (auto descLoad = dyn_cast<nvws::DescriptorLoadOp>(load)) {
      SmallVector<Value> indices = ttng::translateTMAIndices(
          rewriter, descLoad.getLoc(),
          descLoad.getDesc().getType().getBlockType().getEncoding(),
          descLoad.getIndices());
      // New index ops go where the load is.
      for (auto [newIndex, oldIndex] : llvm::zip(indices, descLoad.getIndices()))
        if (newIndex != oldIndex) {
          place(newIndex.getDefiningOp(), placementOf(load));
          for (Value operand : newIndex.getDefiningOp()->getOperands())
            if (Operation *def = operand.getDefiningOp(); def && !hasPartition(def))
              place(def, placementOf(load));
        }
      copy = ttng::AsyncTMACopyGlobalToLocalOp::create(
          rewriter, descLoad.getLoc(), descLoad.getDesc(), indices,
          fullBarrier, descLoad.getResult(), pred);
    } else {
      auto gather = cast<nvws::DescriptorGatherOp>(load);
      copy = ttng::AsyncTMAGatherOp::create(
          rewriter, gather.getLoc(), gather.getDesc(), gather.getXOffsets(),
          gather.getYOffset(), fullBarrier, gather.getResult(), pred);
    }
    place(copy, placementOf(load));
    rewriter.eraseOp(load);
  }
}

void lowerPutEnter(nvws::ArefPutEnterOp put, PatternRewriter &rewriter,
                   const LoweredAref &aref,
                   const llvm::SetVector<Operation *> &asyncMMAs) {
  rewriter.setInsertionPointAfter(put);
  Value empty = getBarrier(rewriter, aref.emptyBarriers, put.getStage(), put);
  waitOn(rewriter, put, empty, put.getPhase());
  SmallVector<Value> views =
      getCopyViews(rewriter, aref, put.getStage(), put.getLoc(), put);
  nvws::ArefPutExitOp exit;
  for (Operation *user : put.getToken().getUsers())
    if ((exit = dyn_cast<nvws::ArefPutExitOp>(user)))
      break;
  if (exit) {
    SmallVector<nvws::AsyncOp> kinds = getAsyncOps(exit.getAsyncOps());
    if (llvm::is_contained(kinds, nvws::AsyncOp::TMALoad)) {
      Value full = getBarrier(rewriter, aref.fullBarriers, put.getStage(), put);
      lowerTMALoads(put, full, rewriter);
    }
    if (llvm::any_of(kinds, [](nvws::AsyncOp kind) {
          return kind == nvws::AsyncOp::TMALoad ||
                 kind == nvws::AsyncOp::CpAsync;
        }))
      for (Operation *mma : asyncMMAs)
        setIsAsync(mma);
  }
  for (auto [old, view] : llvm::zip(put.getBuffers(), views))
    old.replaceAllUsesWith(view);
}

/// Views of a consumer's immutable buffers become mutable like the copy.
void propagateMutability(Value value) {
  for (Operation *user : value.getUsers()) {
    if (!user->hasTrait<MemDescViewTrait>())
      continue;
    auto type = cast<MemDescType>(user->getResult(0).getType());
    user->getResult(0).setType(MemDescType::get(
        type.getShape(), type.getElementType(), type.getEncoding(),
        type.getMemorySpace(), /*mutableMemory=*/true));
    propagateMutability(user->getResult(0));
  }
}

void lowerGetEnter(nvws::ArefGetEnterOp get, PatternRewriter &rewriter,
                   const LoweredAref &aref) {
  rewriter.setInsertionPointAfter(get);
  Value full = getBarrier(rewriter, aref.fullBarriers, get.getStage(), get);
  waitOn(rewriter, get, full, get.getPhase());
  SmallVector<Value> views =
      getCopyViews(rewriter, aref, get.getStage(), get.getLoc(), get);
  for (auto [old, view] : llvm::zip(get.getBuffers(), views)) {
    old.replaceAllUsesWith(view);
    propagateMutability(view);
  }
}

void lowerBuffer(nvws::ArefBufferOp buffer, PatternRewriter &rewriter,
                 const LoweredAref &aref) {
  rewriter.setInsertionPointAfter(buffer);
  SmallVector<Value> views =
      getCopyViews(rewriter, aref, buffer.getStage(), buffer.getLoc(), buffer);
  for (auto [old, view] : llvm::zip(buffer.getBuffers(), views))
    old.replaceAllUsesWith(view);
}

/// An exit's arrival on `barrier`, one per kind: an arrive_barrier (plain
/// code, wgmma), a tcgen05 commit (tcgen05 MMAs and copies), nothing for a
/// TMA load (the hardware arrives).
LogicalResult arriveOn(OpBuilder &builder, Operation *exit, Value barrier,
                       ArrayRef<nvws::AsyncOp> kinds) {
  for (nvws::AsyncOp kind : kinds) {
    Operation *arrive = nullptr;
    switch (kind) {
    case nvws::AsyncOp::NONE:
    case nvws::AsyncOp::WGMMA:
      arrive = ttng::ArriveBarrierOp::create(builder, exit->getLoc(), barrier,
                                             1, Value());
      break;
    case nvws::AsyncOp::TC5MMA:
    case nvws::AsyncOp::TMEMCopy:
      arrive = ttng::TCGen5CommitOp::create(builder, exit->getLoc(), barrier,
                                            Value());
      break;
    case nvws::AsyncOp::TMALoad:
      break;
    case nvws::AsyncOp::CpAsync:
      return exit->emitError("nvws-lower-aref: a cp.async exit (Triton 3.6 "
                             "does not lower it either)");
    }
    if (arrive)
      place(arrive, placementOf(exit));
  }
  return success();
}

/// A `fence_async_shared` after the exit, placed as it.
void fenceAfter(OpBuilder &builder, Operation *exit) {
  auto fence =
      ttng::FenceAsyncSharedOp::create(builder, exit->getLoc(), false);
  place(fence, placementOf(exit));
}

bool namesKind(ArrayAttr kinds, nvws::AsyncOp kind) {
  return llvm::is_contained(getAsyncOps(kinds), kind);
}

LogicalResult lowerPutExit(nvws::ArefPutExitOp exit, PatternRewriter &rewriter,
                           const LoweredAref &aref) {
  rewriter.setInsertionPointAfter(exit);
  // Plain stores into shared memory a tcgen05 MMA reads need the proxy
  // fence (tensor memory does not).
  auto arefType = cast<nvws::ArefType>(exit.getAref().getType());
  bool inTensorMemory =
      isa<ttng::TensorMemorySpaceAttr>(
          cast<MemDescType>(arefType.getBaseType()[0]).getMemorySpace());
  bool readByMMA = llvm::any_of(exit.getAref().getUsers(), [](Operation *user) {
    auto get = dyn_cast<nvws::ArefGetExitOp>(user);
    return get && namesKind(get.getAsyncOps(), nvws::AsyncOp::TC5MMA);
  });
  if (namesKind(exit.getAsyncOps(), nvws::AsyncOp::NONE) && !inTensorMemory &&
      readByMMA)
    fenceAfter(rewriter, exit);
  Value full = getBarrier(rewriter, aref.fullBarriers, exit.getStage(), exit);
  return arriveOn(rewriter, exit, full, getAsyncOps(exit.getAsyncOps()));
}

LogicalResult lowerGetExit(nvws::ArefGetExitOp exit, PatternRewriter &rewriter,
                           const LoweredAref &aref) {
  rewriter.setInsertionPointAfter(exit);
  // Plain reads of a buffer TMA will overwrite need the proxy fence.
  bool filledByTMA =
      llvm::any_of(exit.getAref().getUsers(), [](Operation *user) {
        auto put = dyn_cast<nvws::ArefPutExitOp>(user);
        return put && namesKind(put.getAsyncOps(), nvws::AsyncOp::TMALoad);
      });
  if (namesKind(exit.getAsyncOps(), nvws::AsyncOp::NONE) && filledByTMA)
    fenceAfter(rewriter, exit);
  Value empty = getBarrier(rewriter, aref.emptyBarriers, exit.getStage(), exit);
  return arriveOn(rewriter, exit, empty, getAsyncOps(exit.getAsyncOps()));
}

/// The tcgen05 MMAs outside the default partition that read the aref's
/// consumer buffers (directly or in the loop).
llvm::SetVector<Operation *> getAsyncMMAConsumers(Value aref) {
  llvm::SetVector<Operation *> mmas;
  for (Operation *user : aref.getUsers()) {
    auto get = dyn_cast<nvws::ArefGetEnterOp>(user);
    if (!get || (hasPartition(get) && getPartitionIds(get).front() == 0))
      continue;
    for (Operation *consumer : get->getUsers()) {
      if (isMMAv5(consumer)) {
        mmas.insert(consumer);
      } else if (auto forOp = consumer->getParentOfType<scf::ForOp>()) {
        for (Operation *mma : getTopLevelUsersInLoop(
                 consumer, forOp, [](Operation *op) { return isMMAv5(op); }))
          mmas.insert(mma);
      }
    }
  }
  return mmas;
}

struct LowerArefCreate : public OpRewritePattern<nvws::ArefCreateOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(nvws::ArefCreateOp aref,
                                PatternRewriter &rewriter) const override {
    LoweredAref lowered = createBarriersOf(aref);
    llvm::SetVector<Operation *> toErase;
    toErase.insert(aref);
    // Before the get.enters go: the MMAs their buffers feed.
    llvm::SetVector<Operation *> asyncMMAs = getAsyncMMAConsumers(aref);
    for (Operation *user : aref->getUsers()) {
      toErase.insert(user);
      LogicalResult lowered_ = success();
      if (auto put = dyn_cast<nvws::ArefPutEnterOp>(user))
        lowerPutEnter(put, rewriter, lowered, asyncMMAs);
      else if (auto get = dyn_cast<nvws::ArefGetEnterOp>(user))
        lowerGetEnter(get, rewriter, lowered);
      else if (auto exit = dyn_cast<nvws::ArefPutExitOp>(user))
        lowered_ = lowerPutExit(exit, rewriter, lowered);
      else if (auto exit = dyn_cast<nvws::ArefGetExitOp>(user))
        lowered_ = lowerGetExit(exit, rewriter, lowered);
      else if (auto buffer = dyn_cast<nvws::ArefBufferOp>(user))
        lowerBuffer(buffer, rewriter, lowered);
      else
        lowered_ = user->emitError("nvws-lower-aref: an aref used by an op "
                                   "other than its enters, exits and buffers");
      if (failed(lowered_))
        return failure();
    }
    llvm::SetVector<Operation *> sorted = topologicalSort(toErase);
    OpBuilder builder(aref);
    auto poison = ub::PoisonOp::create(builder, aref.getLoc(),
                                       builder.getType<AsyncTokenType>());
    for (Operation *op : sorted) {
      if (auto put = dyn_cast<nvws::ArefPutEnterOp>(op))
        put.getToken().replaceAllUsesWith(poison);
      else if (auto get = dyn_cast<nvws::ArefGetEnterOp>(op))
        get.getToken().replaceAllUsesWith(poison);
    }
    for (Operation *op : llvm::reverse(sorted))
      rewriter.eraseOp(op);
    return success();
  }
};

struct LowerAref : public mlir::triton::nvws::impl::NVWSLowerArefBase<LowerAref> {
  using NVWSLowerArefBase::NVWSLowerArefBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<scf::ForOp> loops;
    module.walk([&](scf::ForOp loop) {
      if (loop->hasAttr(kWarpSpecializeAttrName))
        loops.push_back(loop);
    });
    for (scf::ForOp loop : loops)
      combineArefs(loop);
    SmallVector<nvws::ArefCreateOp> loaded;
    module.walk([&](nvws::ArefCreateOp aref) {
      if (isFilledByLoads(aref))
        loaded.push_back(aref);
    });
    multiBufferArefs(loaded, numStages);

    // Triton runs the stage and phase assignment as a pipeline of its own.
    OpPassManager pm(ModuleOp::getOperationName());
    pm.addPass(nvws::createNVWSAssignStagePhase());
    if (failed(runPipeline(pm, module)))
      return signalPassFailure();

    RewritePatternSet patterns(&getContext());
    patterns.add<LowerArefCreate>(&getContext());
    GreedyRewriteConfig config;
    config.enableConstantCSE(false);
    config.enableFolding(false);
    if (failed(applyPatternsGreedily(module, std::move(patterns), config)))
      return signalPassFailure();

    // The poisons move to the top of their function, out of the partitions.
    module.walk([&](FuncOp func) {
      Block &entry = func.getBody().front();
      func.walk([&](ub::PoisonOp poison) { poison->moveBefore(&entry.front()); });
    });
  }
};

} // namespace
