//===- AccumCounts.cpp - Iteration counts for channel buffers -------------===//
//
// A channel inside a loop cycles through its buffers: iteration k uses
// buffer k mod numBuffers, with phase (k / numBuffers) & 1. Triton 3.6
// counts the iterations of every region that directly holds a channel in
// an i64 carried by each loop around it (one per such region, in pre-order,
// after the loop's own iter args): a loop holding a channel adds one per
// iteration; an outer loop carries the inner loop's count on, so the count
// keeps growing across the outer iterations. Each loop around a channel is
// recreated with the extra iter args.
//
//===----------------------------------------------------------------------===//
#include "CodePartition.h"

#include "tt/Support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#define DEBUG_TYPE "nvgpu-warp-specialization"

using namespace mlir;

namespace mlir::triton::nvidia_gpu::code_partition {

namespace {

/// How many counts `ctrlOp` carries: one per region with channels it is or
/// holds.
unsigned countsOf(Operation *ctrlOp, const DenseSet<Operation *> &regions) {
  return llvm::count_if(regions, [&](Operation *region) {
    return ctrlOp->isAncestor(region);
  });
}

/// The regions with channels in `ctrlOp` (itself included), in pre-order:
/// the order of their counts.
SmallVector<Operation *>
regionsInPreOrder(Operation *ctrlOp, const DenseSet<Operation *> &regions) {
  SmallVector<Operation *> ordered;
  ctrlOp->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<scf::ForOp, scf::IfOp>(op) && regions.contains(op))
      ordered.push_back(op);
  });
  return ordered;
}

/// Which of `loop`'s counts belongs to region `ctrlOp`: the number of
/// regions with channels before it in pre-order.
unsigned countIndex(scf::ForOp loop, Operation *ctrlOp,
                    const DenseSet<Operation *> &regions) {
  unsigned index = 0, found = 0;
  loop->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == ctrlOp)
      found = index;
    if (regions.contains(op))
      ++index;
  });
  return found;
}

/// The body argument of `loop` for count `index` (its counts come last).
Value countArg(scf::ForOp loop, unsigned index,
               const DenseSet<Operation *> &regions) {
  Block *body = loop.getBody();
  return body->getArgument(body->getNumArguments() - countsOf(loop, regions) +
                           index);
}

/// `loop` with `initialCounts` as extra iter args (yielded unchanged for
/// now), taking over its body; the old loop is erased.
scf::ForOp appendCountArgs(scf::ForOp loop, ArrayRef<Value> initialCounts) {
  Location loc = loop.getLoc();
  Block *body = loop.getBody();
  TaskBuilder builder(loop);
  builder.setTasks(getNestedAsyncTaskIds(loop));
  auto yield = cast<scf::YieldOp>(body->getTerminator());
  for (size_t i = 0; i < initialCounts.size(); ++i) {
    BlockArgument arg =
        body->insertArgument(body->getNumArguments(), builder.getI64Type(),
                             loc);
    yield->insertOperands(yield.getNumOperands(), arg);
  }
  SmallVector<Value> inits(loop.getInitArgs());
  llvm::append_range(inits, initialCounts);
  auto newLoop = builder.make<scf::ForOp>(loc, loop.getLowerBound(),
                                          loop.getUpperBound(), loop.getStep(),
                                          inits);
  newLoop.getRegion().takeBody(loop.getRegion());
  for (auto [oldResult, newResult] :
       llvm::zip(loop.getResults(), newLoop.getResults()))
    oldResult.replaceAllUsesWith(newResult);
  loop.erase();
  return newLoop;
}

void replaceIn(SmallVectorImpl<Operation *> &ops, Operation *from,
               Operation *to) {
  for (Operation *&op : ops)
    if (op == from)
      op = to;
}

struct CountAppender {
  SmallVectorImpl<Operation *> &topOps;
  DenseSet<Operation *> &regions;

  LogicalResult update(SmallVectorImpl<Operation *> &ops);
  FailureOr<scf::ForOp> rewriteLoop(scf::ForOp loop);
};

/// The scf.for and scf.if ops directly in `block`.
SmallVector<Operation *> controlOpsIn(Block *block) {
  SmallVector<Operation *> ops;
  for (Operation &op : *block)
    if (isa<scf::ForOp, scf::IfOp>(op))
      ops.push_back(&op);
  return ops;
}

LogicalResult CountAppender::update(SmallVectorImpl<Operation *> &ops) {
  for (Operation *&op : ops) {
    if (auto loop = dyn_cast<scf::ForOp>(op)) {
      FailureOr<scf::ForOp> newLoop = rewriteLoop(loop);
      if (failed(newLoop))
        return failure();
      op = *newLoop;
      continue;
    }
    // Triton 3.6 gives an scf.if around a channel counts of its own
    // (rewriteIfOp); no kernel it warp-specializes on Hopper has one yet.
    if (countsOf(op, regions) != 0 ||
        op->walk([](scf::ForOp) { return WalkResult::interrupt(); })
            .wasInterrupted())
      return op->emitError("nvgpu-warp-specialization: buffer counts through "
                           "an scf.if (Triton 3.6's rewriteIfOp) are not "
                           "implemented");
  }
  return success();
}

FailureOr<scf::ForOp> CountAppender::rewriteLoop(scf::ForOp loop) {
  auto parent = loop->getParentOfType<scf::ForOp>();
  SmallVector<Operation *> ordered = regionsInPreOrder(loop, regions);
  // A count starts where the outer loop's stands, or at 0.
  SmallVector<Value> initialCounts;
  unsigned first =
      parent && !ordered.empty() ? countIndex(parent, ordered[0], regions) : 0;
  for (size_t i = 0; i < ordered.size(); ++i) {
    if (parent) {
      initialCounts.push_back(countArg(parent, first + i, regions));
      continue;
    }
    TaskBuilder builder(loop);
    builder.setTasks(getNestedAsyncTaskIds(loop));
    initialCounts.push_back(builder.constant(loop.getLoc(), 0, 64));
  }
  bool holdsChannel = regions.contains(loop);
  scf::ForOp newLoop = appendCountArgs(loop, initialCounts);
  replaceIn(topOps, loop, newLoop);
  if (holdsChannel) {
    regions.erase(loop);
    regions.insert(newLoop);
  }
  TT_DEBUG(TT_DBGS() << "loop at " << newLoop.getLoc() << ": "
                     << initialCounts.size() << " buffer counts\n");

  SmallVector<Operation *> inner = controlOpsIn(newLoop.getBody());
  if (failed(update(inner)))
    return failure();
  if (initialCounts.empty())
    return newLoop;

  // Its own count grows by one per iteration; those of the regions inside
  // come from their results.
  Block *body = newLoop.getBody();
  Operation *yield = body->getTerminator();
  unsigned argIdx = body->getNumArguments() - initialCounts.size();
  if (holdsChannel) {
    Value arg = body->getArgument(argIdx++);
    TaskBuilder builder(yield);
    builder.setTasks(getNestedAsyncTaskIds(newLoop));
    Value one = builder.constant(newLoop.getLoc(), 1, 64);
    Value next = builder.make<arith::AddIOp>(newLoop.getLoc(), arg, one);
    yield->replaceUsesOfWith(arg, next);
  }
  for (Operation *op : inner) {
    unsigned counts = countsOf(op, regions);
    unsigned numResults = op->getNumResults();
    for (unsigned i = 0; i < counts; ++i) {
      yield->replaceUsesOfWith(body->getArgument(argIdx++),
                               op->getResult(numResults - counts + i));
    }
  }
  return newLoop;
}

} // namespace

void collectRegionsWithChannels(ArrayRef<Channel *> channels,
                                DenseSet<Operation *> &regions) {
  for (Channel *channel : channels) {
    Operation *parent = channel->dst->getParentOp();
    if (isa_and_nonnull<scf::ForOp, scf::IfOp>(parent))
      regions.insert(parent);
  }
}

LogicalResult appendAccumCounts(SmallVectorImpl<Operation *> &topOps,
                                DenseSet<Operation *> &regions) {
  SmallVector<Operation *> ops;
  for (Operation *op : topOps)
    if (isa<scf::ForOp, scf::IfOp>(op))
      ops.push_back(op);
  CountAppender appender{topOps, regions};
  return appender.update(ops);
}

std::pair<Value, Value>
getBufferIdxAndPhase(TaskBuilder &builder, Operation *op, unsigned numBuffers,
                     const DenseSet<Operation *> &regions) {
  auto loop = op->getParentOfType<scf::ForOp>();
  Value count =
      countArg(loop, countIndex(loop, op->getParentOp(), regions), regions);
  Location loc = op->getLoc();
  // index = count - count / n * n, phase = (count / n) & 1.
  Value n = builder.make<arith::ExtSIOp>(loc, builder.getI64Type(),
                                         builder.constant(loc, numBuffers, 32));
  Value round = builder.make<arith::DivUIOp>(loc, count, n);
  Value index = builder.make<arith::SubIOp>(
      loc, count, builder.make<arith::MulIOp>(loc, round, n));
  index = builder.make<arith::TruncIOp>(loc, builder.getI32Type(), index);
  Value one = builder.constant(loc, 1, 64);
  Value parity = builder.make<arith::AndIOp>(loc, round, one);
  Value phase = builder.make<arith::TruncIOp>(loc, builder.getI1Type(), parity);
  return {index, phase};
}

} // namespace mlir::triton::nvidia_gpu::code_partition
