//===- InsertAref.cpp - nvws-insert-aref ----------------------------------===//
//
// After tritongpu-partition-scheduling, a value one partition makes and
// another uses must travel through memory: Triton 3.6 puts an asynchronous
// reference (aref) of one shared-memory buffer between them.
//
// - Before the warp-specialized loop: `ttg.local_alloc` of a 1-deep buffer
//   (the value's shared layout: a local_alloc's own, else that of the
//   local_allocs using it, a TMA load's descriptor's, a dot operand's or
//   the generic one) and `nvws.aref.create`.
// - In the producer (the first of the value's partitions), where the value
//   is made: `nvws.aref.put.enter`, then a TMA load straight into the
//   buffer (`nvws.descriptor_load`: a tt.descriptor_load, and the
//   local_alloc of it in the same partitions, disappear) or a
//   `ttg.local_store` of the value (a scalar splat to tensor<1xT>), then
//   `nvws.aref.put.exit` naming the TMA load (`tma_load`) or nothing
//   (`none`).
// - In each other partition that uses it, before its first use there:
//   `nvws.aref.get.enter`; a local_alloc's users take the buffer (views
//   recreated), a tensor's a `ttg.local_load` (a scalar's, unsplat); then
//   `nvws.aref.get.exit` after that load, or after the nearest common
//   post-dominator of the consumers, naming their kinds (`tc5mma` for
//   tcgen05 MMAs, `wgmma`, `none`).
// Each op gets its partition, and the stage and cluster (`loop.stage`,
// `loop.cluster`) of the producer or of the first and last consumer in the
// loop's schedule. Values are visited as Triton does: the tensor and scalar
// iter args of each loop (inner loops first), then every local_alloc,
// then every other op but the loop, MMAs and tensor-memory allocs/stores.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/NVWS/IR/Dialect.h"
#include "tt/Dialect/NVWS/Transforms/Passes.h"
#include "tt/Dialect/NVWS/Transforms/Utility.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/LoopAttributes.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Partition.h"
#include "tt/Dialect/TritonGPU/Transforms/PipelineSchedule.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMAUtilities.h"
#include "tt/Support/Debug.h"

#include "mlir/IR/Dominance.h"
#include "llvm/ADT/DenseMap.h"

#define DEBUG_TYPE "nvws-insert-aref"

namespace mlir::triton::nvws {
#define GEN_PASS_DEF_NVWSINSERTAREF
#include "tt/Dialect/NVWS/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvws

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using nvws::createInto;
using nvws::getBufferViewType;
namespace nvws = mlir::triton::nvws;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// A value crossing partitions and the partitions that make it.
struct ProducedValue {
  llvm::SetVector<int> partitions;
  Value value;
};

/// The values `op` makes that other partitions may use: each result but
/// tokens, with the op's partitions (a region op's per result).
SmallVector<ProducedValue> getProducedValues(Operation *op) {
  if (!hasPartition(op))
    return {};
  SmallVector<llvm::SetVector<int>> outputs =
      op->getNumRegions() == 0
          ? SmallVector<llvm::SetVector<int>>(op->getNumResults(),
                                              getPartitionIds(op))
          : getPartitionOutputs(op);
  SmallVector<ProducedValue> produced;
  for (OpResult result : op->getResults())
    if (!isa<AsyncTokenType>(result.getType()) &&
        result.getResultNumber() < outputs.size())
      produced.push_back({outputs[result.getResultNumber()], result});
  return produced;
}

/// The partitions a use is in: a yield's or loop init's are the region
/// op's output partitions for it, other uses their owner's.
llvm::SetVector<int> getUsePartitions(OpOperand &use) {
  Operation *owner = use.getOwner();
  if (isa<scf::YieldOp>(owner)) {
    SmallVector<llvm::SetVector<int>> outputs =
        getPartitionOutputs(owner->getParentOp());
    unsigned index = use.getOperandNumber();
    return index < outputs.size() ? outputs[index] : llvm::SetVector<int>();
  }
  if (auto forOp = dyn_cast<scf::ForOp>(owner)) {
    int index = static_cast<int>(use.getOperandNumber()) -
                static_cast<int>(forOp.getNumControlOperands());
    if (index < 0)
      return getPartitionIds(forOp);
    SmallVector<llvm::SetVector<int>> outputs = getPartitionOutputs(forOp);
    return index < static_cast<int>(outputs.size()) ? outputs[index]
                                                    : llvm::SetVector<int>();
  }
  return getPartitionIds(owner);
}

/// `value` is a local_alloc of a TMA load (descriptor load or gather) in
/// the same partitions: the pair, else none.
std::optional<std::pair<LocalAllocOp, Operation *>>
getTMALoadAndAlloc(Value value) {
  auto alloc = value.getDefiningOp<LocalAllocOp>();
  if (!alloc || !alloc.getSrc())
    return std::nullopt;
  Operation *load = alloc.getSrc().getDefiningOp();
  if (!isa_and_nonnull<DescriptorLoadOp, DescriptorGatherOp>(load) ||
      getPartitionIds(alloc) != getPartitionIds(load))
    return std::nullopt;
  return std::make_pair(alloc, load);
}

/// The same for a tt.load (a cp.async copy, which Triton 3.6 does not
/// lower through arefs).
bool isGlobalLoadAndAlloc(Value value) {
  auto alloc = value.getDefiningOp<LocalAllocOp>();
  if (!alloc || !alloc.getSrc())
    return false;
  auto load = alloc.getSrc().getDefiningOp<LoadOp>();
  return load && getPartitionIds(alloc) == getPartitionIds(load);
}

/// A scalar crosses as a tensor<1xT> in the module's default layout.
RankedTensorType getTensorTypeOfScalar(Value scalar) {
  Operation *scope = scalar.getParentRegion()->getParentOp();
  MLIRContext *ctx = scalar.getContext();
  Attribute encoding = getDefaultBlockedEncoding(
      ctx, {1}, lookupNumWarps(scope).value_or(4), lookupThreadsPerWarp(scope),
      lookupNumCTAs(scope));
  return RankedTensorType::get({1}, scalar.getType(), encoding);
}

/// The one-deep shared buffer type `produced` crosses in.
FailureOr<MemDescType> getArefBufferType(Value produced) {
  MLIRContext *ctx = produced.getContext();
  MemDescType single;
  if (produced.getDefiningOp<LocalAllocOp>()) {
    single = cast<MemDescType>(produced.getType());
  } else {
    RankedTensorType tensorType;
    Operation *def = produced.getDefiningOp();
    if (auto type = dyn_cast<RankedTensorType>(produced.getType()))
      tensorType = type;
    else if (isa<FloatType, IntegerType>(produced.getType()))
      tensorType = getTensorTypeOfScalar(produced), def = nullptr;
    else
      return emitError(produced.getLoc(),
                       "nvws-insert-aref: a value of type ")
             << produced.getType()
             << " crosses partitions (Triton 3.6 has no rule for it)";
    // The layout Triton's getSharedEncoding gives the producer, or the
    // generic one for a block argument or scalar.
    FailureOr<Attribute> encoding;
    if (def && isa<RankedTensorType>(def->getResultTypes()[0]))
      encoding = getSharedEncodingForLoad(def);
    else
      encoding = getGenericSharedEncoding(tensorType);
    if (failed(encoding))
      return emitError(produced.getLoc(),
                       "nvws-insert-aref: no shared layout for ")
             << tensorType;
    single = MemDescType::get(tensorType.getShape(),
                              tensorType.getElementType(), *encoding,
                              SharedMemorySpaceAttr::get(ctx));
  }
  return nvws::getMultiBufferedType(single, 1);
}

/// The bytes a TMA load moves (what the barrier will expect).
FailureOr<int> getTxCount(Operation *load) {
  auto type = cast<RankedTensorType>(load->getResult(0).getType());
  auto desc = cast<TensorDescType>(load->getOperand(0).getType());
  FailureOr<Attribute> encoding = ttng::getSharedEncodingOfAccess(
      type, desc, [&] { return load->emitError("nvws-insert-aref: "); });
  if (failed(encoding))
    return failure();
  int64_t elements = 1;
  for (int64_t dim : getShapePerCTA(getCGALayout(*encoding), type.getShape()))
    elements *= dim;
  unsigned bits = type.getElementType().isIntOrFloat()
                      ? type.getElementTypeBitWidth()
                      : 64;
  return static_cast<int>(elements * bits / 8);
}

/// The TMA load `load` rebuilt to write into `buffer`.
LogicalResult createNVWSDescriptorLoad(OpBuilder &builder, Operation *load,
                                       Value buffer,
                                       const llvm::SetVector<int> &partitions,
                                       Location loc) {
  FailureOr<int> txCount = getTxCount(load);
  if (failed(txCount))
    return failure();
  Operation *newLoad;
  if (auto descLoad = dyn_cast<DescriptorLoadOp>(load))
    newLoad = nvws::DescriptorLoadOp::create(
        builder, loc, descLoad.getDesc(), descLoad.getIndices(), *txCount,
        buffer, descLoad.getCache(), descLoad.getEvict());
  else {
    auto gather = cast<DescriptorGatherOp>(load);
    newLoad = nvws::DescriptorGatherOp::create(
        builder, loc, gather.getDesc(), gather.getXOffsets(),
        gather.getYOffset(), *txCount, buffer);
  }
  newLoad->setDiscardableAttrs(load->getDiscardableAttrDictionary());
  setPartition(newLoad, partitions);
  return success();
}

/// The producer's place in the schedule: the TMA load's (or tt.load's)
/// for a local_alloc of one, else the defining op's.
StageCluster getProducerStageCluster(Value produced) {
  if (auto pair = getTMALoadAndAlloc(produced))
    return getStageCluster(pair->second);
  if (isGlobalLoadAndAlloc(produced))
    return getStageCluster(
        produced.getDefiningOp<LocalAllocOp>().getSrc().getDefiningOp());
  if (Operation *def = produced.getDefiningOp())
    return getStageCluster(def);
  return std::nullopt;
}

/// The put side at the builder's point; returns the ops it replaces.
FailureOr<SmallVector<Operation *>>
createArefPut(OpBuilder &builder, nvws::ArefCreateOp aref,
              const ProducedValue &produced) {
  Value value = produced.value;
  Location loc = value.getLoc();
  auto bufferType = cast<MemDescType>(aref.getBuffers()[0].getType());
  StageCluster stageCluster = getProducerStageCluster(value);
  // One partition writes the buffer: the first that makes the value.
  llvm::SetVector<int> producer;
  producer.insert(produced.partitions.front());
  auto enter = createInto<nvws::ArefPutEnterOp>(
      builder, loc, producer, stageCluster,
      TypeRange{getBufferViewType(bufferType, /*isMutable=*/true)},
      builder.getType<AsyncTokenType>(), aref, Value(), Value());
  Value buffer = enter.getBuffers()[0];

  nvws::AsyncOp kind = nvws::AsyncOp::NONE;
  SmallVector<Operation *> replaced;
  auto cpAsyncError = [&] {
    return emitError(loc, "nvws-insert-aref: a tt.load crossing partitions "
                          "(cp.async through an aref: Triton 3.6 does not "
                          "support it either)");
  };
  if (auto pair = getTMALoadAndAlloc(value)) {
    if (failed(createNVWSDescriptorLoad(builder, pair->second, buffer,
                                        producer, loc)))
      return failure();
    kind = nvws::AsyncOp::TMALoad;
    replaced = {pair->first, pair->second};
  } else if (isGlobalLoadAndAlloc(value)) {
    return cpAsyncError();
  } else if (auto alloc = value.getDefiningOp<LocalAllocOp>()) {
    if (!alloc.getSrc())
      return alloc.emitError("nvws-insert-aref: a local_alloc without a "
                             "value crosses partitions (Triton 3.6 has no "
                             "rule for it)");
    createInto<LocalStoreOp>(builder, loc, producer, stageCluster,
                             alloc.getSrc(), buffer);
    replaced = {alloc};
  } else if (isa<RankedTensorType>(value.getType())) {
    Operation *def = value.getDefiningOp();
    if (isa_and_nonnull<DescriptorLoadOp, DescriptorGatherOp>(def)) {
      if (failed(createNVWSDescriptorLoad(builder, def, buffer, producer, loc)))
        return failure();
      kind = nvws::AsyncOp::TMALoad;
      replaced = {def};
    } else if (isa_and_nonnull<LoadOp>(def)) {
      return cpAsyncError();
    } else {
      createInto<LocalStoreOp>(builder, loc, producer, stageCluster, value,
                               buffer);
    }
  } else {
    auto splat = createInto<SplatOp>(builder, loc, producer, stageCluster,
                                     getTensorTypeOfScalar(value), value);
    createInto<LocalStoreOp>(builder, loc, producer, stageCluster,
                             splat.getResult(), buffer);
  }
  createInto<nvws::ArefPutExitOp>(
      builder, loc, producer, stageCluster, aref, enter.getToken(), Value(),
      builder.getArrayAttr({nvws::AsyncOpAttr::get(aref.getContext(), kind)}));
  return replaced;
}

/// The ops of `partitions` that read what `op` makes, through ops making
/// memory descriptors (views, allocs) whose readers count instead.
void collectConsumers(Operation *op, const llvm::SetVector<int> &partitions,
                      llvm::SetVector<Operation *> &consumers) {
  for (OpOperand &use : op->getUses()) {
    Operation *owner = use.getOwner();
    if (llvm::any_of(owner->getResultTypes(),
                     [](Type type) { return isa<MemDescType>(type); }))
      collectConsumers(owner, partitions, consumers);
    else if (getUsePartitions(use) == partitions)
      consumers.insert(owner);
  }
}

SmallVector<Operation *>
getTransitiveConsumers(const llvm::SetVector<Value> &values,
                       const llvm::SetVector<int> &partitions) {
  llvm::SetVector<Operation *> consumers;
  for (Value value : values) {
    if (isa<BlockArgument>(value)) {
      for (OpOperand &use : value.getUses())
        if (getUsePartitions(use) == partitions)
          consumers.insert(use.getOwner());
      continue;
    }
    collectConsumers(value.getDefiningOp(), partitions, consumers);
  }
  return consumers.takeVector();
}

/// What finishes with the buffer on the consumer side, each kind once in
/// the consumers' order.
ArrayAttr getConsumerKinds(ArrayRef<Operation *> consumers, MLIRContext *ctx) {
  llvm::SetVector<nvws::AsyncOp> kinds;
  for (Operation *consumer : consumers) {
    if (isa<ttng::WarpGroupDotOp>(consumer))
      kinds.insert(nvws::AsyncOp::WGMMA);
    else if (isMMAv5(consumer))
      kinds.insert(nvws::AsyncOp::TC5MMA);
    else
      kinds.insert(nvws::AsyncOp::NONE);
  }
  SmallVector<Attribute> attrs;
  for (nvws::AsyncOp kind : kinds)
    attrs.push_back(nvws::AsyncOpAttr::get(ctx, kind));
  return ArrayAttr::get(ctx, attrs);
}

/// The places of the first and last uses of `values` by `filter`'s ops in
/// the loop's schedule (none when the loop has none); for an iter arg, the
/// place of what the loop yields for it, both times.
FailureOr<std::pair<StageCluster, StageCluster>>
getConsumerStageClusters(const llvm::SetVector<Value> &values,
                         function_ref<bool(Operation *)> filter,
                         scf::ForOp loop) {
  FailureOr<CoarseSchedule> schedule = CoarseSchedule::deserialize(loop);
  if (failed(schedule))
    return std::make_pair(StageCluster(), StageCluster());
  SmallVector<Operation *> ops;
  for (Value value : values) {
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      auto owner = cast<scf::ForOp>(arg.getOwner()->getParentOp());
      Operation *def =
          owner.getYieldedValues()[arg.getArgNumber() - 1].getDefiningOp();
      StageCluster place = def ? getStageCluster(def) : std::nullopt;
      return std::make_pair(place, place);
    }
    ops.push_back(value.getDefiningOp());
  }
  for (Operation *op : ops)
    for (Operation *user : getTopLevelUsersInLoop(op, loop, filter))
      if (!schedule->count(user))
        return user->emitError("nvws-insert-aref: a consumer outside the "
                               "loop's schedule (Triton 3.6 requires one)");
  Operation *first = getFirstUseOfPipelinedOp(ops, loop, *schedule, filter);
  Operation *last = getLastUseOfPipelinedOp(ops, loop, *schedule, filter);
  if (!first || !last)
    return emitError(values[0].getLoc(), "nvws-insert-aref: no consumer in "
                                         "the loop's schedule");
  return std::make_pair(getStageCluster(first), getStageCluster(last));
}

/// The get side for `consumer`, at the builder's point (before its first
/// use of `values` in the block).
LogicalResult createArefGet(OpBuilder &builder, scf::ForOp loop,
                            nvws::ArefCreateOp aref,
                            const llvm::SetVector<Value> &values, int consumer,
                            ArrayRef<OpOperand *> uses) {
  OpBuilder::InsertionGuard guard(builder);
  Location loc = values[0].getLoc();
  auto inConsumer = [&](Operation *user) {
    return getPartitionIds(user).contains(consumer);
  };
  FailureOr<std::pair<StageCluster, StageCluster>> places =
      getConsumerStageClusters(values, inConsumer, loop);
  if (failed(places))
    return failure();
  auto [enterPlace, exitPlace] = *places;
  llvm::SetVector<int> partitions;
  partitions.insert(consumer);
  auto bufferType = cast<MemDescType>(aref.getOperand(0).getType());
  auto enter = createInto<nvws::ArefGetEnterOp>(
      builder, loc, partitions, enterPlace,
      TypeRange{getBufferViewType(bufferType, /*isMutable=*/false)},
      builder.getType<AsyncTokenType>(), aref, Value(), Value());
  SmallVector<Operation *> consumers =
      getTransitiveConsumers(values, partitions);
  if (consumers.empty())
    return emitError(loc, "nvws-insert-aref: no consumer in partition ")
           << consumer;
  ArrayAttr kinds = getConsumerKinds(consumers, aref.getContext());
  Value buffer = enter.getBuffers()[0];

  Operation *exitAfter = nullptr;
  for (Value value : values) {
    if (auto alloc = value.getDefiningOp<LocalAllocOp>()) {
      replaceUsesAndPropagateType(builder, alloc, buffer,
                                  [&](Operation *, Operation *view) {
                                    setPartition(view, partitions);
                                  });
    } else if (isa<RankedTensorType>(value.getType())) {
      auto load = createInto<LocalLoadOp>(builder, loc, partitions, enterPlace,
                                          value.getType(), buffer, Value());
      for (OpOperand *use : uses)
        if (use->get() == value)
          use->set(load.getResult());
      // Only this load reads the buffer: it can be released right after.
      if (buffer.hasOneUse())
        exitAfter = load;
    } else {
      auto load =
          createInto<LocalLoadOp>(builder, loc, partitions, enterPlace,
                                  getTensorTypeOfScalar(value), buffer, Value());
      auto scalar = createInto<UnsplatOp>(builder, loc, partitions, enterPlace,
                                          load.getResult());
      for (OpOperand *use : uses)
        use->set(scalar.getResult());
      exitAfter = load;
    }
  }
  if (!exitAfter) {
    PostDominanceInfo postDominance(loop);
    exitAfter = findNearestCommonPostDominator(consumers, postDominance);
    if (!exitAfter)
      return emitError(loc, "nvws-insert-aref: the consumers in partition ")
             << consumer << " have no common post-dominator";
  }
  builder.setInsertionPointAfter(exitAfter);
  createInto<nvws::ArefGetExitOp>(builder, loc, partitions, exitPlace, aref,
                                  enter.getToken(), Value(), kinds);
  TT_DEBUG(TT_DBGS() << "  partition " << consumer << " reads it ("
                     << consumers.size() << " consumers)\n");
  return success();
}

/// The op of `block` holding the first of `uses`.
Operation *getEarliestUserInBlock(Block *block, ArrayRef<OpOperand *> uses) {
  Operation *earliest = nullptr;
  for (OpOperand *use : uses) {
    Operation *owner = block->findAncestorOpInBlock(*use->getOwner());
    if (!earliest || owner->isBeforeInBlock(earliest))
      earliest = owner;
  }
  return earliest;
}

/// Puts an aref between `produced` and the other partitions using it (the
/// register value a TMA-loaded local_alloc is made of counts too).
LogicalResult insertArefs(OpBuilder &builder, scf::ForOp loop, Block *block,
                          const ProducedValue &produced) {
  // DenseMap, as Triton's: its order is the order of the get sides.
  llvm::DenseMap<int, llvm::SetVector<Value>> valuesPerPartition;
  llvm::DenseMap<int, SmallVector<OpOperand *>> usesPerPartition;
  auto addUses = [&](Value value) {
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (!hasPartition(user))
        continue;
      llvm::SetVector<int> users = isa<scf::YieldOp>(user)
                                       ? getUsePartitions(use)
                                       : getPartitionIds(user);
      for (int id : produced.partitions)
        users.remove(id);
      for (int id : users) {
        valuesPerPartition[id].insert(value);
        usesPerPartition[id].push_back(&use);
      }
    }
  };
  addUses(produced.value);
  if (auto pair = getTMALoadAndAlloc(produced.value))
    addUses(pair->first.getSrc());
  if (valuesPerPartition.empty())
    return success();

  TT_DEBUG(TT_DBGS() << describeValue(produced.value) << ": made in partition "
                     << produced.partitions.front() << ", crosses to "
                     << valuesPerPartition.size() << " partition(s)\n");
  nvws::ArefCreateOp aref;
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPoint(loop);
    FailureOr<MemDescType> bufferType = getArefBufferType(produced.value);
    if (failed(bufferType))
      return failure();
    Location loc = produced.value.getLoc();
    auto alloc = LocalAllocOp::create(builder, loc, *bufferType, Value(),
                                      IntegerAttr());
    aref = nvws::createArefCreateOp(builder, loc, alloc.getResult());
  }
  FailureOr<SmallVector<Operation *>> replaced =
      createArefPut(builder, aref, produced);
  if (failed(replaced))
    return failure();
  for (auto &[consumer, values] : valuesPerPartition) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPoint(
        getEarliestUserInBlock(block, usesPerPartition[consumer]));
    if (failed(createArefGet(builder, loop, aref, values, consumer,
                             usesPerPartition[consumer])))
      return failure();
  }
  for (Operation *op : *replaced)
    op->erase();
  return success();
}

/// The iter args of each loop nested in `loop` (and its own), which carry
/// a value from one iteration's producer to the next one's consumers.
LogicalResult insertIterArgArefs(scf::ForOp loop) {
  WalkResult walk = loop.walk([&](scf::ForOp forOp) {
    for (BlockArgument arg : forOp.getRegionIterArgs()) {
      if (!isa<RankedTensorType, FloatType, IntegerType>(arg.getType()))
        continue;
      SmallVector<llvm::SetVector<int>> outputs = getPartitionOutputs(forOp);
      unsigned index = arg.getArgNumber() - 1;
      if (index >= outputs.size()) {
        forOp.emitError("nvws-insert-aref: iter args without "
                        "ttg.partition.outputs: the loop was not partitioned "
                        "(tritongpu-partition-scheduling partitions loops "
                        "with a TMA load or a tcgen05 MMA, not the loops "
                        "nested in them); Triton 3.6 fails here too");
        return WalkResult::interrupt();
      }
      OpBuilder builder(forOp);
      builder.setInsertionPointToStart(forOp.getBody());
      if (failed(insertArefs(builder, loop, forOp.getBody(),
                             {outputs[index], arg})))
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

LogicalResult insertArefs(scf::ForOp loop) {
  if (failed(insertIterArgArefs(loop)))
    return failure();
  // local_allocs first, so that a TMA load a local_alloc takes is replaced
  // with it; then the other ops (the register uses of TMA loads among them).
  SmallVector<Operation *> allocs;
  loop.walk([&](LocalAllocOp alloc) { allocs.push_back(alloc); });
  for (Operation *alloc : allocs)
    for (const ProducedValue &produced : getProducedValues(alloc)) {
      OpBuilder builder(alloc);
      if (failed(insertArefs(builder, loop, alloc->getBlock(), produced)))
        return failure();
    }
  WalkResult walk = loop.walk([&](Operation *op) {
    if (op == loop.getOperation() ||
        isa<ttng::TMEMAllocOp, ttng::TMEMStoreOp>(op) || isMMAv5(op))
      return WalkResult::advance();
    for (const ProducedValue &produced : getProducedValues(op)) {
      OpBuilder builder(op->getContext());
      builder.setInsertionPointAfter(op);
      if (failed(insertArefs(builder, loop, op->getBlock(), produced)))
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

struct InsertAref
    : public mlir::triton::nvws::impl::NVWSInsertArefBase<InsertAref> {
  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](scf::ForOp loop) {
      if (loop->hasAttr(kWarpSpecializeAttrName))
        loops.push_back(loop);
    });
    for (scf::ForOp loop : loops)
      if (failed(insertArefs(loop)))
        return signalPassFailure();
  }
};

} // namespace
