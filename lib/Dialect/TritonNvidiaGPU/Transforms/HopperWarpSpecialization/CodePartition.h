//===- CodePartition.h - nvgpu-warp-specialization step 4 -*- C++ -*-===//
//
// What the files of Triton 3.6's doCodePartition share: the channels (a
// value one task produces and other tasks read), the tokens and barriers
// that guard a channel's buffers, a builder that labels what it creates
// with task ids, and the steps that live in files of their own (the
// accumulation counts of AccumCounts.cpp, the copies of LowerLoads.cpp,
// the partitions of Specialize.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef TT_LIB_TRITONNVIDIAGPU_HOPPERWS_CODEPARTITION_H
#define TT_LIB_TRITONNVIDIAGPU_HOPPERWS_CODEPARTITION_H

#include "tt/Dialect/TritonNvidiaGPU/Transforms/HopperWarpSpecialization.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"

namespace mlir::triton::nvidia_gpu::code_partition {

/// A value that a producer task computes and consumer tasks read: operand
/// `operandIdx` of `dst`, kept in `numBuffers` shared-memory buffers.
struct Channel {
  AsyncTaskId producer;
  SmallVector<AsyncTaskId> consumers;
  Operation *dst;
  unsigned operandIdx;
  unsigned numBuffers;

  Value getSrcOperand() const { return dst->getOperand(operandIdx); }
  Operation *getSrcOp() const { return getSrcOperand().getDefiningOp(); }
};

/// What guards the buffers of a group of channels that share consumers: a
/// token per consumer task, and for a TMA producer the barrier the copy
/// completes. `tokens` is in the order Triton's DenseMap<int, Value> visits
/// them, which decides the order of the ops created per token.
struct CommChannel {
  SmallVector<std::pair<AsyncTaskId, Value>> tokens;
  Value producerBarrier;
};

/// An OpBuilder that gives every op it creates the `async_task_id`s it is
/// set to (none when empty), as Triton's OpBuilderWithAsyncTaskIds.
class TaskBuilder : public OpBuilder {
public:
  using OpBuilder::OpBuilder;
  void setTasks(ArrayRef<AsyncTaskId> ids) { tasks.assign(ids); }
  void setTasksFrom(Operation *op) { tasks = getAsyncTaskIds(op); }
  /// The union of the task ids of `value`'s users.
  void setTasksFromUsers(Value value);

  template <typename OpTy, typename... Args>
  OpTy make(Location loc, Args &&...args) {
    auto op = OpTy::create(*this, loc, std::forward<Args>(args)...);
    if (!tasks.empty())
      setAsyncTaskIds(op, tasks);
    return op;
  }
  Value constant(Location loc, int64_t value, unsigned width);

private:
  SmallVector<AsyncTaskId> tasks;
};

/// The items of `items` that no other dominates (`dominates(a, b)`: a
/// properly dominates b), in the order they were kept: Triton's scan for
/// the one consumer that dominates the others, or the one last use.
template <typename T, typename Dominates>
SmallVector<T> undominated(ArrayRef<T> items, Dominates dominates) {
  SmallVector<T> kept;
  for (T item : items) {
    bool dominated = false;
    for (auto it = kept.begin(); it != kept.end();) {
      if (dominates(item, *it)) {
        it = kept.erase(it);
      } else if (dominates(*it, item)) {
        dominated = true;
        break;
      } else {
        ++it;
      }
    }
    if (!dominated)
      kept.push_back(item);
  }
  return kept;
}

/// Every task id of `op` and the ops nested in it, sorted.
SmallVector<AsyncTaskId> getNestedAsyncTaskIds(Operation *op);
bool hasAsyncTaskId(Operation *op, AsyncTaskId id);

/// For a `ttg.local_alloc`, the ops that really read the buffer (through
/// transposes); otherwise the op itself.
SmallVector<Operation *> getActualConsumers(Operation *consumer);
/// The one actual consumer, or `consumer` when there are several.
Operation *getUniqueActualConsumer(Operation *consumer);
/// The one actual consumer on task `task`, or `consumer`.
Operation *getUniqueActualConsumer(Operation *consumer, AsyncTaskId task);

// AccumCounts.cpp: loop-carried counts of how often each region with a
// channel has run, which give a channel's buffer index and phase.

/// The scf.for/scf.if ops that directly hold a channel's consumer.
void collectRegionsWithChannels(ArrayRef<Channel *> channels,
                                DenseSet<Operation *> &regions);
/// Adds an i64 count per region with channels to each loop around it
/// (`topOps`, updated as the loops are replaced), incremented once per
/// iteration. Fails at an scf.if around a channel.
LogicalResult appendAccumCounts(SmallVectorImpl<Operation *> &topOps,
                                DenseSet<Operation *> &regions);
/// The buffer index (i32) and phase (i1) of the iteration `op` runs in,
/// created at the builder's insertion point.
std::pair<Value, Value>
getBufferIdxAndPhase(TaskBuilder &builder, Operation *op, unsigned numBuffers,
                     const DenseSet<Operation *> &regions);

// LowerLoads.cpp.

/// What a channel's producer and consumer became: the op that writes the
/// buffer and the op that reads it.
using CopyOps = std::pair<Operation *, Operation *>;

/// Channels grouped (by producer, or by the consumer they share tokens
/// with), keyed by their first channel, in the order the groups formed.
using ChannelGroups = llvm::MapVector<Channel *, SmallVector<Channel *>>;

/// Per producer, the copy into its buffer: a cp.async for a tt.load, a
/// local_store for a value computed in registers; a descriptor load stays
/// for insertAsyncComm.
LogicalResult insertAsyncCopies(
    FuncOp func, const ChannelGroups &byProducer,
    const DenseMap<Channel *, Value> &buffers,
    DenseMap<Channel *, CopyOps> &copyOps,
    const DenseSet<Operation *> &regions);

/// Turns `loads` (descriptor loads sharing `barrier`) into TMA copies into
/// `buffers` behind one barrier_expect at `headProducer`, read back with
/// local_loads after a wait_barrier at `headConsumer`.
void lowerTMALoads(TaskBuilder &builder, ArrayRef<DescriptorLoadOp> loads,
                   ArrayRef<Value> buffers, Value barrier, Value bufferIdx,
                   Value phase, Operation *headProducer,
                   Operation *headConsumer);

// Specialize.cpp.

/// Moves the function's ops into a ttg.warp_specialize: task 0 in its
/// default region, each other task in a partition with 4 warps, each op
/// copied into the regions of its tasks.
LogicalResult specializeRegions(FuncOp func);

} // namespace mlir::triton::nvidia_gpu::code_partition

#endif // TT_LIB_TRITONNVIDIAGPU_HOPPERWS_CODEPARTITION_H
