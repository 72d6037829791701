//===- CodePartition.cpp - nvgpu-warp-specialization step 4 ---------------===//
//
// Triton 3.6's doCodePartition turns a function whose ops carry task ids
// into a ttg.warp_specialize with one region per task, the values that
// cross tasks passed through shared memory:
//
//  1. Channels: each load (or dot) on one task whose result an op of other
//     tasks uses is a channel, with the loop's tt.num_stages (or the
//     pass's num-stages) buffers.
//  2. Groups: channels that feed the same consumer share their tokens; the
//     producers are reordered so that those of the first consumer task
//     come first, each right after what it needs.
//  3. Counts: every loop around a channel carries i64 iteration counts
//     (AccumCounts.cpp), which give the buffer index and phase.
//  4. Buffers at the top of the function: a local_alloc of numBuffers
//     tiles per producer, in the layout its consumer wants.
//  5. Copies (LowerLoads.cpp), then tokens (nvws.create_token, one per
//     consumer task) and, for descriptor loads, mbarriers.
//  6. Synchronisation: producer_acquire before the producer and
//     producer_commit after it, consumer_wait before the consumer and
//     consumer_release after its last use; descriptor loads become TMA
//     copies completed on their barrier instead of a commit and a wait.
//  7. A local_alloc of a local_load of a buffer becomes the buffer, and
//     the ops go into their regions (Specialize.cpp).
//
//===----------------------------------------------------------------------===//
#include "CodePartition.h"

#include "tt/Dialect/NVWS/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/LoopAttributes.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMAUtilities.h"
#include "tt/Support/Debug.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dominance.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

#include <map>

#define DEBUG_TYPE "nvgpu-warp-specialization"

using namespace mlir;

namespace mlir::triton::nvidia_gpu {

namespace code_partition {

namespace ttg = mlir::triton::gpu;
namespace nvws = mlir::triton::nvws;

void TaskBuilder::setTasksFromUsers(Value value) {
  llvm::SetVector<AsyncTaskId> ids;
  for (Operation *user : value.getUsers())
    for (AsyncTaskId id : getAsyncTaskIds(user))
      ids.insert(id);
  tasks.assign(ids.begin(), ids.end());
}

Value TaskBuilder::constant(Location loc, int64_t value, unsigned width) {
  return make<arith::ConstantIntOp>(loc, value, width);
}

SmallVector<AsyncTaskId> getNestedAsyncTaskIds(Operation *op) {
  llvm::SetVector<AsyncTaskId> ids;
  op->walk([&](Operation *nested) {
    for (AsyncTaskId id : getAsyncTaskIds(nested))
      ids.insert(id);
  });
  SmallVector<AsyncTaskId> sorted(ids.begin(), ids.end());
  llvm::sort(sorted);
  return sorted;
}

bool hasAsyncTaskId(Operation *op, AsyncTaskId id) {
  return llvm::is_contained(getAsyncTaskIds(op), id);
}

SmallVector<Operation *> getActualConsumers(Operation *consumer) {
  if (!isa<ttg::LocalAllocOp>(consumer))
    return {consumer};
  // A transpose only computes the address its users read.
  llvm::SetVector<Operation *> users;
  SmallVector<Operation *> worklist(consumer->getUsers());
  llvm::SmallPtrSet<Operation *, 8> visited;
  while (!worklist.empty()) {
    Operation *user = worklist.pop_back_val();
    if (!visited.insert(user).second)
      continue;
    if (isa<TransOp, ttg::MemDescTransOp>(user))
      llvm::append_range(worklist, user->getUsers());
    else
      users.insert(user);
  }
  return SmallVector<Operation *>(users.begin(), users.end());
}

Operation *getUniqueActualConsumer(Operation *consumer) {
  SmallVector<Operation *> consumers = getActualConsumers(consumer);
  return consumers.size() == 1 ? consumers.front() : consumer;
}

Operation *getUniqueActualConsumer(Operation *consumer, AsyncTaskId task) {
  SmallVector<Operation *> consumers = getActualConsumers(consumer);
  if (consumers.size() == 1)
    return consumers.front();
  Operation *unique = nullptr;
  for (Operation *op : consumers) {
    SmallVector<AsyncTaskId> ids = getAsyncTaskIds(op);
    if (ids.size() != 1)
      return consumer;
    if (ids.front() == task) {
      if (unique)
        return consumer;
      unique = op;
    }
  }
  return unique ? unique : consumer;
}

namespace {

//===----------------------------------------------------------------------===//
// 1. Channels
//===----------------------------------------------------------------------===//

/// The users of `root`, through the yields of the loops it leaves, with
/// the operand they read it as.
void transitiveUsers(Value root,
                     llvm::SetVector<std::pair<Operation *, unsigned>> &users) {
  for (OpOperand &use : root.getUses()) {
    Operation *user = use.getOwner();
    if (isa<scf::YieldOp>(user)) {
      transitiveUsers(user->getParentOp()->getResult(use.getOperandNumber()),
                      users);
      continue;
    }
    unsigned index = llvm::find(user->getOperands(), root) -
                     user->getOperands().begin();
    users.insert({user, index});
  }
}

unsigned numBuffersOf(Operation *producer, unsigned numStages) {
  auto loop = producer->getParentOfType<scf::ForOp>();
  if (!loop)
    return numStages;
  if (auto stages = loop->getAttrOfType<IntegerAttr>(kNumStagesAttrName))
    return stages.getInt();
  return numStages;
}

/// The channels of Triton's collectAsyncChannels, in walk order.
LogicalResult collectChannels(FuncOp func, unsigned numStages,
                              SmallVectorImpl<std::unique_ptr<Channel>> &out) {
  DominanceInfo dom(func);
  WalkResult walk = func.walk([&](Operation *op) {
    if (!isa<LoadOp, DescriptorLoadOp>(op) && !ttg::isDotLike(op))
      return WalkResult::advance();
    if (isa<TCGen5MMAOp, TCGen5MMAScaledOp>(op)) {
      op->emitError("nvgpu-warp-specialization: tensor-memory channels of "
                    "tcgen5 dots are not implemented (Triton 3.6 runs this "
                    "pass for Hopper)");
      return WalkResult::interrupt();
    }
    SmallVector<AsyncTaskId> ids = getAsyncTaskIds(op);
    if (ids.size() != 1)
      return WalkResult::advance();
    AsyncTaskId producer = ids.front();
    unsigned numBuffers = numBuffersOf(op, numStages);
    for (Value result : op->getResults()) {
      llvm::SetVector<std::pair<Operation *, unsigned>> users;
      transitiveUsers(result, users);
      for (auto [user, index] : users) {
        if (user == op)
          continue;
        bool dominated = op->getBlock() == user->getBlock()
                             ? dom.properlyDominates(op, user)
                             : dom.properlyDominates(op->getParentOp(), user);
        if (!dominated)
          continue;
        SmallVector<AsyncTaskId> consumers = getAsyncTaskIds(user);
        llvm::erase(consumers, producer);
        if (consumers.empty())
          continue;
        out.push_back(std::make_unique<Channel>(
            Channel{producer, consumers, user, index, numBuffers}));
        TT_DEBUG({
          TT_DBGS() << "channel: " << op->getName() << " at " << op->getLoc()
                    << " (task " << producer << ") to " << user->getName()
                    << " (tasks ";
          llvm::interleaveComma(consumers, llvm::dbgs());
          llvm::dbgs() << "), " << numBuffers << " buffers\n";
        });
      }
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

//===----------------------------------------------------------------------===//
// 2. Groups
//===----------------------------------------------------------------------===//

struct Groups {
  ChannelGroups byProducer, byConsumer;
};

/// Channels that can share tokens: producers in one block and, but for the
/// same consumer, producers and consumers on the same tasks whose one
/// actual consumer is the same op of the consumer's block.
bool canMerge(Channel *a, Channel *b) {
  if (a->getSrcOp()->getBlock() != b->getSrcOp()->getBlock())
    return false;
  if (a->dst == b->dst)
    return true;
  if (getAsyncTaskIds(a->getSrcOp()) != getAsyncTaskIds(b->getSrcOp()) ||
      getAsyncTaskIds(a->dst) != getAsyncTaskIds(b->dst))
    return false;
  Operation *userA = getUniqueActualConsumer(a->dst);
  Operation *userB = getUniqueActualConsumer(b->dst);
  return userA == userB && userA->getBlock() == a->dst->getBlock();
}

Groups groupChannels(ArrayRef<Channel *> channels) {
  Groups groups;
  llvm::MapVector<Operation *, SmallVector<Channel *>> byProducerOp;
  for (Channel *channel : channels)
    byProducerOp[channel->getSrcOp()].push_back(channel);

  llvm::MapVector<Operation *, SmallVector<Channel *>> byConsumerOp;
  for (Channel *channel : channels) {
    bool merged = false;
    for (auto &entry : byConsumerOp) {
      if (!entry.second.empty() && canMerge(channel, entry.second.front())) {
        entry.second.push_back(channel);
        merged = true;
        break;
      }
    }
    if (!merged)
      byConsumerOp[channel->dst].push_back(channel);
  }
  // A group's channels in the program order of their producers.
  for (auto &entry : byConsumerOp) {
    Block *block = entry.second.front()->getSrcOp()->getBlock();
    DenseMap<Operation *, unsigned> position;
    for (auto [i, op] : llvm::enumerate(*block))
      position[&op] = i;
    llvm::stable_sort(entry.second, [&](Channel *a, Channel *b) {
      return position.lookup(a->getSrcOp()) < position.lookup(b->getSrcOp());
    });
  }
  for (auto &entry : byProducerOp)
    groups.byProducer[entry.second.front()] = entry.second;
  for (auto &entry : byConsumerOp)
    groups.byConsumer[entry.second.front()] = entry.second;
  return groups;
}

/// Producers for the first consumer task first (fewest consumers first),
/// each with what it needs moved right before it, so that a consumer does
/// not wait on loads only a later consumer reads.
void reorderProducers(ArrayRef<Channel *> channels) {
  if (channels.size() <= 1)
    return;
  Block *block = channels.front()->getSrcOp()->getBlock();
  if (llvm::any_of(channels, [&](Channel *channel) {
        return channel->getSrcOp()->getBlock() != block;
      }))
    return;
  std::map<AsyncTaskId, SmallVector<Channel *>> byFirstConsumer;
  for (Channel *channel : channels)
    byFirstConsumer[channel->consumers.front()].push_back(channel);
  if (byFirstConsumer.size() <= 1)
    return;
  for (auto &entry : byFirstConsumer)
    llvm::stable_sort(entry.second, [](Channel *a, Channel *b) {
      return a->consumers.size() < b->consumers.size();
    });
  Operation *current = channels.front()->getSrcOp();
  for (auto &entry : byFirstConsumer)
    for (Channel *channel : entry.second) {
      channel->getSrcOp()->moveAfter(current);
      current = channel->getSrcOp();
    }
  for (auto &entry : llvm::reverse(byFirstConsumer))
    for (Channel *channel : llvm::reverse(entry.second)) {
      BackwardSliceOptions options;
      options.omitBlockArguments = true;
      SetVector<Operation *> slice;
      (void)getBackwardSlice(channel->getSrcOp(), &slice, options);
      for (Operation *op : slice)
        if (op->getBlock() == block)
          op->moveBefore(channel->getSrcOp());
    }
}

/// The top-level region ops of `func` with several tasks that hold both
/// ends of a channel.
SmallVector<Operation *> taskTopRegions(FuncOp func,
                                        ArrayRef<Channel *> channels) {
  auto topLevel = [](Operation *op) {
    while (!isa<FuncOp>(op->getParentOp()))
      op = op->getParentOp();
    return op;
  };
  SmallVector<Operation *> tops;
  for (Operation &op : func.getBody().front()) {
    if (op.getNumRegions() == 0 || getAsyncTaskIds(&op).size() == 1)
      continue;
    if (llvm::any_of(channels, [&](Channel *channel) {
          return topLevel(channel->getSrcOp()) == &op &&
                 topLevel(channel->dst) == &op;
        }))
      tops.push_back(&op);
  }
  return tops;
}

//===----------------------------------------------------------------------===//
// 4. Buffers
//===----------------------------------------------------------------------===//

FailureOr<Attribute> bufferLayout(Channel *channel, RankedTensorType type) {
  MLIRContext *context = type.getContext();
  SmallVector<unsigned> order = ttg::getOrderForMemory(type);
  ttg::CGAEncodingAttr cga = ttg::getCGALayout(type.getEncoding());
  if (llvm::any_of(getActualConsumers(channel->dst), ttg::isDotLike))
    return Attribute(ttg::NVMMASharedEncodingAttr::get(
        context, type.getShape(), order, cga, type.getElementType(),
        /*fp4Padded=*/false));
  if (auto load = dyn_cast<DescriptorLoadOp>(channel->getSrcOp()))
    return getSharedEncodingOfAccess(
        load.getType(), load.getDesc().getType(),
        [&] { return load->emitError("nvgpu-warp-specialization: "); });
  return Attribute(
      ttg::SwizzledSharedEncodingAttr::get(context, 1, 1, 1, order, cga));
}

/// One buffer array per producer, in channel order, at the top of `func`.
LogicalResult createBuffers(FuncOp func, ArrayRef<Channel *> channels,
                            const Groups &groups,
                            DenseMap<Channel *, Value> &buffers) {
  OpBuilder builder(func.getContext());
  builder.setInsertionPointToStart(&func.getBody().front());
  for (Channel *channel : channels) {
    auto group = groups.byProducer.find(channel);
    if (group == groups.byProducer.end())
      continue;
    auto type = dyn_cast<RankedTensorType>(channel->getSrcOperand().getType());
    if (!type)
      return channel->dst->emitError("nvgpu-warp-specialization: a channel "
                                     "of a value that is not a tensor");
    FailureOr<Attribute> layout = bufferLayout(channel, type);
    if (failed(layout))
      return failure();
    SmallVector<int64_t> shape(type.getShape());
    bool inLoop = channel->getSrcOp()->getParentOfType<scf::ForOp>() != nullptr;
    shape.insert(shape.begin(), inLoop ? channel->numBuffers : 1);
    auto bufferType = ttg::MemDescType::get(
        shape, type.getElementType(), *layout,
        ttg::SharedMemorySpaceAttr::get(func.getContext()),
        /*mutableMemory=*/true);
    Value buffer = ttg::LocalAllocOp::create(
        builder, func.getLoc(), bufferType, Value(), IntegerAttr());
    for (Channel *member : group->second)
      buffers[member] = buffer;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// 5. Tokens and barriers
//===----------------------------------------------------------------------===//

/// An array of `count` mbarriers at the very top of `func`.
Value createBarriers(FuncOp func, unsigned count) {
  OpBuilder builder(func.getContext());
  builder.setInsertionPointToStart(&func.getBody().front());
  Location loc = func.getLoc();
  Value barriers = ttg::createBarrierBuffer(builder, loc, count);
  for (unsigned i = 0; i < count; ++i)
    InitBarrierOp::create(builder, loc,
                          ttg::createSingleBufferView(builder, barriers, i), 1);
  return barriers;
}

FailureOr<nvws::TokenLoadType> tokenLoadType(Operation *copy) {
  if (isa<ttg::AsyncCopyGlobalToLocalOp>(copy))
    return nvws::TokenLoadType::AsyncLoadOp;
  if (isa<DescriptorLoadOp>(copy))
    return nvws::TokenLoadType::TMALoadOp;
  if (isa<ttg::LocalStoreOp>(copy))
    return nvws::TokenLoadType::LocalStoreOp;
  return failure();
}

LogicalResult createTokens(FuncOp func, const Groups &groups,
                           const DenseMap<Channel *, CopyOps> &copyOps,
                           DenseMap<Channel *, CommChannel> &comms) {
  OpBuilder builder(func.getContext());
  builder.setInsertionPointToStart(&func.getBody().front());
  for (auto &[key, group] : groups.byConsumer) {
    Channel *channel = key;
    CommChannel comm;
    if (isa<DescriptorLoadOp>(channel->getSrcOp()))
      comm.producerBarrier = createBarriers(func, channel->numBuffers);
    Operation *copy = copyOps.lookup(channel).first;
    FailureOr<nvws::TokenLoadType> loadType = tokenLoadType(copy);
    if (failed(loadType))
      return copy->emitError("nvgpu-warp-specialization: no token kind for a "
                             "channel written by ")
             << copy->getName();
    unsigned numBuffers =
        channel->getSrcOp()->getParentOfType<scf::ForOp>() ? channel->numBuffers
                                                           : 1;
    auto tokenType = RankedTensorType::get(
        {int64_t(numBuffers)}, nvws::TokenType::get(func.getContext()));
    for (AsyncTaskId consumer : channel->consumers) {
      Value token = nvws::CreateTokenOp::create(builder, func.getLoc(),
                                                tokenType, numBuffers,
                                                *loadType);
      comm.tokens.push_back({consumer, token});
    }
    // A DenseMap<int> visits its keys by bucket: id * 37 modulo its (at
    // least 64) buckets.
    llvm::stable_sort(comm.tokens, [](auto &a, auto &b) {
      return (unsigned(a.first) * 37U & 63U) < (unsigned(b.first) * 37U & 63U);
    });
    for (Channel *member : group)
      comms[member] = comm;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// 6. Synchronisation
//===----------------------------------------------------------------------===//

/// The op around `c` (or `c`) in the block of `p`, else `c` when an op
/// around `p` is in `c`'s block.
Operation *sameLevelOp(Operation *p, Operation *c) {
  for (Operation *op = c; !isa<FuncOp>(op); op = op->getParentOp())
    if (op->getParentOp() == p->getParentOp())
      return op;
  for (Operation *op = p; !isa<FuncOp>(op); op = op->getParentOp())
    if (c->getParentOp() == op->getParentOp())
      return c;
  return nullptr;
}

struct CommInserter {
  FuncOp func;
  const DenseMap<Channel *, CommChannel> &comms;
  const DenseMap<Channel *, Value> &buffers;
  const DenseMap<Channel *, CopyOps> &copyOps;
  const DenseSet<Operation *> &regions;
  PostDominanceInfo &postDom;

  LogicalResult insert(ArrayRef<Channel *> group);
  Operation *releasePoint(Operation *tailProducer, Operation *tailConsumer,
                          AsyncTaskId task);
};

/// After the last use of the consumer's data: the op of its block that
/// post-dominates its actual consumers, else the last op of the task.
Operation *CommInserter::releasePoint(Operation *tailProducer,
                                      Operation *tailConsumer,
                                      AsyncTaskId task) {
  if (tailConsumer->getBlock() != tailProducer->getBlock())
    return sameLevelOp(tailProducer, tailConsumer);
  SmallVector<Operation *> users = getActualConsumers(tailConsumer);
  SmallVector<Operation *> lastUsers =
      undominated(ArrayRef(users), [&](Operation *a, Operation *b) {
        return postDom.properlyPostDominates(a, b);
      });
  if (lastUsers.size() == 1) {
    Operation *user = lastUsers.front();
    while (user && user->getParentOp() != tailConsumer->getParentOp())
      user = user->getParentOp();
    return user;
  }
  for (Operation &op : llvm::reverse(*tailConsumer->getBlock())) {
    SmallVector<AsyncTaskId> ids = getAsyncTaskIds(&op);
    if (ids.size() == 1 && ids.front() == task)
      return &op;
  }
  return nullptr;
}

/// The first and last op of `block` in `ops`.
std::pair<Operation *, Operation *>
firstAndLast(Block *block, const llvm::SmallPtrSetImpl<Operation *> &ops) {
  Operation *first = nullptr, *last = nullptr;
  for (Operation &op : *block)
    if (ops.contains(&op)) {
      if (!first)
        first = &op;
      last = &op;
    }
  return {first, last};
}

LogicalResult CommInserter::insert(ArrayRef<Channel *> group) {
  Channel *master = group.front();
  llvm::SmallPtrSet<Operation *, 8> producerOps, consumerOps;
  for (Channel *channel : group) {
    CopyOps ops = copyOps.lookup(channel);
    producerOps.insert(ops.first);
    consumerOps.insert(ops.second);
    consumerOps.insert(channel->dst);
    consumerOps.insert(getUniqueActualConsumer(channel->dst));
  }
  auto [headProducer, tailProducer] =
      firstAndLast(master->getSrcOp()->getBlock(), producerOps);
  auto [headConsumer, tailConsumer] =
      firstAndLast(master->dst->getBlock(), consumerOps);
  if (!headProducer || !headConsumer)
    return master->dst->emitError("nvgpu-warp-specialization: the producer "
                                  "and consumer of a channel are not in the "
                                  "blocks of its ends");
  const CommChannel &comm = comms.find(master)->second;

  SmallVector<AsyncTaskId> producerAndConsumers{master->producer};
  llvm::append_range(producerAndConsumers, master->consumers);
  TaskBuilder builder(func.getContext());
  builder.setTasks(producerAndConsumers);
  Value bufferIdx, phase;
  if (headProducer->getParentOfType<scf::ForOp>()) {
    builder.setInsertionPoint(headProducer);
    std::tie(bufferIdx, phase) = getBufferIdxAndPhase(
        builder, headProducer, master->numBuffers, regions);
  } else {
    if (isa<FuncOp>(headProducer->getParentOp()))
      builder.setInsertionPointToStart(&func.getBody().front());
    else
      builder.setInsertionPoint(headProducer->getParentOp());
    bufferIdx = builder.constant(headProducer->getLoc(), 0, 32);
    phase = builder.constant(headProducer->getLoc(), 0, 1);
  }
  SmallVector<DescriptorLoadOp> tmaLoads;
  SmallVector<Value> tmaBuffers;
  for (Channel *channel : group)
    if (auto load = dyn_cast<DescriptorLoadOp>(channel->getSrcOp())) {
      tmaLoads.push_back(load);
      tmaBuffers.push_back(buffers.lookup(channel));
    }

  builder.setTasks(master->producer);
  for (auto [task, token] : comm.tokens) {
    Operation *acquirePoint = sameLevelOp(headConsumer, headProducer);
    builder.setInsertionPoint(acquirePoint);
    builder.make<nvws::ProducerAcquireOp>(headProducer->getLoc(), token,
                                          bufferIdx, phase);
    // A TMA copy commits on its barrier.
    if (!comm.producerBarrier) {
      builder.setInsertionPointAfter(sameLevelOp(headConsumer, tailProducer));
      builder.make<nvws::ProducerCommitOp>(tailProducer->getLoc(), token,
                                           bufferIdx);
    }
  }
  for (auto [task, token] : comm.tokens) {
    builder.setTasks(task);
    if (!comm.producerBarrier) {
      builder.setInsertionPoint(sameLevelOp(headProducer, headConsumer));
      builder.make<nvws::ConsumerWaitOp>(headConsumer->getLoc(), token,
                                         bufferIdx, phase);
    }
    Operation *release = releasePoint(tailProducer, tailConsumer, task);
    if (!release)
      return tailConsumer->emitError("nvgpu-warp-specialization: no place "
                                     "to release the buffer for task ")
             << task;
    builder.setInsertionPointAfter(release);
    builder.make<nvws::ConsumerReleaseOp>(release->getLoc(), token, bufferIdx);
  }
  if (!tmaLoads.empty())
    lowerTMALoads(builder, tmaLoads, tmaBuffers, comm.producerBarrier,
                  bufferIdx, phase, headProducer, headConsumer);
  return success();
}

//===----------------------------------------------------------------------===//
// 7. Folding
//===----------------------------------------------------------------------===//

/// A local_alloc of a local_load of the same tasks reads the buffer itself.
void foldLocalLoads(FuncOp func) {
  SmallVector<std::pair<ttg::LocalAllocOp, Value>> folds;
  func.walk([&](ttg::LocalAllocOp alloc) {
    Value src = alloc.getSrc();
    auto load = src ? src.getDefiningOp<ttg::LocalLoadOp>() : nullptr;
    if (load && getAsyncTaskIds(load) == getAsyncTaskIds(alloc))
      folds.push_back({alloc, load.getSrc()});
  });
  OpBuilder builder(func.getContext());
  for (auto [alloc, buffer] : folds)
    ttg::replaceUsesAndPropagateType(builder, alloc, buffer);
}

} // namespace

} // namespace code_partition

LogicalResult partitionCode(FuncOp func, unsigned numStages) {
  using namespace code_partition;
  SmallVector<std::unique_ptr<Channel>> owned;
  if (failed(collectChannels(func, numStages, owned)))
    return failure();
  SmallVector<Channel *> channels;
  for (auto &channel : owned)
    channels.push_back(channel.get());
  if (channels.empty())
    return success();

  Groups groups = groupChannels(channels);
  reorderProducers(channels);
  SmallVector<Operation *> topOps = taskTopRegions(func, channels);
  DenseSet<Operation *> regions;
  collectRegionsWithChannels(channels, regions);
  if (failed(appendAccumCounts(topOps, regions)))
    return failure();

  DenseMap<Channel *, Value> buffers;
  if (failed(createBuffers(func, channels, groups, buffers)))
    return failure();
  DenseMap<Channel *, CopyOps> copyOps;
  if (failed(insertAsyncCopies(func, groups.byProducer,
                               buffers, copyOps, regions)))
    return failure();
  DenseMap<Channel *, CommChannel> comms;
  if (failed(createTokens(func, groups, copyOps, comms)))
    return failure();
  PostDominanceInfo postDom(func);
  CommInserter inserter{func, comms, buffers, copyOps, regions, postDom};
  // Triton visits the groups in the order of a DenseMap keyed by their
  // channels' addresses; the last group first reproduces its dumps.
  for (auto &[key, group] : groups.byConsumer)
    if (failed(inserter.insert(group)))
      return failure();
  foldLocalLoads(func);
  return specializeRegions(func);
}

} // namespace mlir::triton::nvidia_gpu
