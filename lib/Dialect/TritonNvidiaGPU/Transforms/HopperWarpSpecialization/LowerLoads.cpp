//===- LowerLoads.cpp - Producers write channel buffers -------------------===//
//
// Each producer of a channel writes the channel's shared-memory buffer of
// the current iteration instead of a register tensor, and its consumers
// read that buffer: a tt.load becomes a ttg.async_copy_global_to_local
// (read back with a local_load before the first consumer), a value
// computed in registers is stored with ttg.local_store, and a descriptor
// load becomes ttng.async_tma_copy_global_to_local, completed on a barrier
// (lowerTMALoads, called once its tokens exist).
//
//===----------------------------------------------------------------------===//
#include "CodePartition.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dominance.h"

#define DEBUG_TYPE "nvgpu-warp-specialization"

using namespace mlir;

namespace mlir::triton::nvidia_gpu::code_partition {

namespace ttg = mlir::triton::gpu;

namespace {

/// The view of buffer `bufferIdx` of the array `buffers` (a tile, or one
/// mbarrier), with the given mutability.
Value bufferView(TaskBuilder &builder, Location loc, Value buffers,
                 Value bufferIdx, bool isMutable) {
  auto type = cast<ttg::MemDescType>(buffers.getType());
  auto viewType = ttg::MemDescType::get(
      type.getShape().drop_front(), type.getElementType(), type.getEncoding(),
      type.getMemorySpace(), isMutable);
  return builder.make<ttg::MemDescIndexOp>(loc, viewType, buffers, bufferIdx);
}

/// A tt.load becomes a cp.async into its buffer, read back before the
/// channel's consumer.
CopyOps copyLoad(LoadOp load, Channel *channel, Value buffers,
                 Value bufferIdx) {
  Value result = load.getResult();
  if (!isa<RankedTensorType>(result.getType()))
    return {nullptr, nullptr};
  TaskBuilder builder(load->getContext());
  builder.setTasksFrom(load);
  builder.setInsertionPointAfter(load);
  Location loc = load.getLoc();
  Value view = bufferView(builder, loc, buffers, bufferIdx, /*isMutable=*/true);
  Operation *copy = builder.make<ttg::AsyncCopyGlobalToLocalOp>(
      loc, load.getPtr(), view, load.getMask(), load.getOther(),
      load.getCache(), load.getEvict(), load.getIsVolatile());

  builder.setTasksFromUsers(result);
  builder.setInsertionPoint(channel->dst);
  Value readView =
      bufferView(builder, loc, buffers, bufferIdx, /*isMutable=*/true);
  auto read = builder.make<ttg::LocalLoadOp>(loc, result.getType(), readView,
                                             Value());
  result.replaceAllUsesWith(read.getResult());
  load.erase();
  return {copy, read};
}

/// A value in registers is stored after its producer and loaded before its
/// consumer.
CopyOps copyThroughSharedMemory(Channel *channel, Value buffers,
                                Value bufferIdx) {
  Operation *src = channel->getSrcOp();
  Operation *dst = channel->dst;
  Value value = channel->getSrcOperand();
  if (!isa<RankedTensorType>(value.getType()))
    return {nullptr, nullptr};
  TaskBuilder builder(dst);
  builder.setTasksFrom(dst);
  Value readView =
      bufferView(builder, dst->getLoc(), buffers, bufferIdx, true);
  auto read = builder.make<ttg::LocalLoadOp>(dst->getLoc(), value.getType(),
                                             readView, Value());
  value.replaceAllUsesWith(read.getResult());

  builder.setTasks(channel->producer);
  builder.setInsertionPointAfter(src);
  Value writeView =
      bufferView(builder, src->getLoc(), buffers, bufferIdx, true);
  Operation *store =
      builder.make<ttg::LocalStoreOp>(src->getLoc(), value, writeView);
  return {store, read};
}

/// The channel of `group` whose consumer dominates the others'; null when
/// the consumers are conditional.
Channel *dominatingChannel(ArrayRef<Channel *> group, DominanceInfo &dom) {
  SmallVector<Channel *> candidates =
      undominated(group, [&](Channel *a, Channel *b) {
        return dom.properlyDominates(a->dst, b->dst);
      });
  return candidates.size() == 1 ? candidates.front() : nullptr;
}

int64_t bytesOf(DescriptorLoadOp load) {
  auto type = cast<RankedTensorType>(load.getType());
  return type.getNumElements() * type.getElementTypeBitWidth() / 8;
}

} // namespace

LogicalResult insertAsyncCopies(
    FuncOp func, const ChannelGroups &byProducer,
    const DenseMap<Channel *, Value> &buffers,
    DenseMap<Channel *, CopyOps> &copyOps,
    const DenseSet<Operation *> &regions) {
  DominanceInfo dom(func);
  for (auto &[key, group] : byProducer) {
    Channel *dominating = dominatingChannel(group, dom);
    Operation *src = key->getSrcOp();
    if (!dominating)
      return src->emitError("nvgpu-warp-specialization: a producer whose "
                            "consumers are conditional (Triton 3.6 does not "
                            "support them)");
    // The index is computed for the producer's and the consumer's tasks.
    TaskBuilder builder(src);
    SmallVector<AsyncTaskId> tasks = getAsyncTaskIds(src);
    for (AsyncTaskId task : getAsyncTaskIds(dominating->dst))
      if (!llvm::is_contained(tasks, task))
        tasks.push_back(task);
    builder.setTasks(tasks);
    Value bufferIdx;
    if (src->getParentOfType<scf::ForOp>())
      bufferIdx =
          getBufferIdxAndPhase(builder, src, key->numBuffers, regions).first;
    else
      bufferIdx = builder.constant(src->getLoc(), 0, 32);

    Value buffer = buffers.lookup(key);
    CopyOps ops;
    if (isa<DescriptorLoadOp>(src)) {
      ops = {src, dominating->dst};
    } else if (auto load = dyn_cast<LoadOp>(src)) {
      ops = copyLoad(load, dominating, buffer, bufferIdx);
    } else if (isa<ttg::LocalLoadOp>(src)) {
      return src->emitError("nvgpu-warp-specialization: a channel produced "
                            "by a local_load (Triton 3.6 expects its buffer "
                            "to be reused)");
    } else {
      ops = copyThroughSharedMemory(dominating, buffer, bufferIdx);
    }
    if (!ops.first)
      return src->emitError("nvgpu-warp-specialization: a channel of a value "
                            "that is not a tensor");
    TT_DEBUG({
      TT_DBGS() << "producer at " << src->getLoc() << " writes its "
                << key->numBuffers << " buffers with ";
      if (isa<DescriptorLoadOp>(src))
        llvm::dbgs() << "a TMA copy completed on an mbarrier\n";
      else
        llvm::dbgs() << ops.first->getName() << "\n";
    });
    for (Channel *channel : group)
      copyOps[channel] = ops;
  }
  return success();
}

void lowerTMALoads(TaskBuilder &builder, ArrayRef<DescriptorLoadOp> loads,
                   ArrayRef<Value> buffers, Value barrier, Value bufferIdx,
                   Value phase, Operation *headProducer,
                   Operation *headConsumer) {
  Location loc = barrier.getLoc();
  int64_t bytes = 0;
  for (DescriptorLoadOp load : loads)
    bytes += bytesOf(load);
  SmallVector<DescriptorLoadOp> toCopy(loads);

  // One barrier_expect for all the copies, before the first.
  builder.setInsertionPoint(headProducer);
  builder.setTasksFrom(headProducer);
  Value producerBarrier =
      bufferView(builder, loc, barrier, bufferIdx, /*isMutable=*/true);
  Value pred = builder.constant(loc, 1, 1);
  builder.make<BarrierExpectOp>(loc, producerBarrier, bytes, pred);
  for (auto [load, buffer] : llvm::zip(toCopy, buffers)) {
    builder.setInsertionPoint(load);
    Value view =
        bufferView(builder, loc, buffer, bufferIdx, /*isMutable=*/true);
    builder.make<AsyncTMACopyGlobalToLocalOp>(loc, load.getDesc(),
                                              load.getIndices(),
                                              producerBarrier, view, pred);
  }

  // The consumer waits for the barrier, then reads the buffers.
  builder.setInsertionPoint(headConsumer);
  builder.setTasksFrom(headConsumer);
  Value consumerBarrier =
      bufferView(builder, loc, barrier, bufferIdx, /*isMutable=*/true);
  Value phase32 =
      builder.make<arith::ExtSIOp>(loc, builder.getI32Type(), phase);
  builder.make<WaitBarrierOp>(loc, consumerBarrier, phase32, Value(),
                              ValueRange());
  for (auto [load, buffer] : llvm::zip(toCopy, buffers)) {
    Value view =
        bufferView(builder, loc, buffer, bufferIdx, /*isMutable=*/false);
    auto read = builder.make<ttg::LocalLoadOp>(loc, load.getType(), view,
                                               Value());
    load.getResult().replaceAllUsesWith(read.getResult());
    load.erase();
  }
}

} // namespace mlir::triton::nvidia_gpu::code_partition
