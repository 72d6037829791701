//===- PartitionLoops.cpp - tritongpu-partition-loops ---------------------===//
//
// The step of Triton 3.6's automatic warp specialization that splits each
// loop tritongpu-partition-scheduling partitioned (its ops carry
// `ttg.partition`, the loop `ttg.partition.stages`, one entry per
// partition) into an `nvws.warp_group` with one region per partition:
//
// - each region gets its own copy of the loop (when the loop is in that
//   partition), keeping the iter args whose `ttg.partition.outputs` entry
//   names the partition, and of each op of the loop's block that is in
//   the partition (the ops of the loop's warp-specialization tag); nested
//   scf.for and scf.if are split the same way, an scf.if keeping the
//   results its outputs give the partition; other ops are cloned whole;
// - the copies lose `ttg.partition` (inside the loops), the loop
//   `ttg.partition.outputs` and `ttg.partition.stages`;
// - region 0 yields its loop's results (the warp_group's results, which
//   replace the loop's where an op outside the partitions uses them); the
//   others end in `nvws.warp_group.return`, or in an empty yield when the
//   loop is not in them; every region has the loop's warps.
//
// A loop with one partition or none is left alone. A value a partition
// makes that another partition's op uses directly (not through an
// asynchronous reference) is an error, as in Triton, and so is an op of
// the loop without partitions.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/NVWS/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Partition.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

#define DEBUG_TYPE "tritongpu-partition-loops"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUPARTITIONLOOPS
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton::gpu;
namespace nvws = mlir::triton::nvws;

namespace {

/// The partitions result `index` of `op` is used in (`ttg.partition.outputs`).
llvm::SetVector<int> outputPartitions(Operation *op, unsigned index) {
  SmallVector<llvm::SetVector<int>> outputs = getPartitionOutputs(op);
  if (index >= outputs.size())
    return {};
  return outputs[index];
}

std::optional<int64_t> tagOf(Operation *op) {
  if (auto tag = op->getAttrOfType<IntegerAttr>(kWarpSpecializeTagAttrName))
    return tag.getInt();
  return std::nullopt;
}

/// A region's builder and the values of the original IR it has copies of.
struct PartitionBuilder : public OpBuilder {
  PartitionBuilder(Block *block, int32_t partition)
      : OpBuilder(block, block->end()), partition(partition) {}
  IRMapping mapping;
  int32_t partition;
};

/// The iter args of `loop` partition `p` keeps: those its outputs give it.
SmallVector<unsigned> keptIterArgs(scf::ForOp loop, int32_t p) {
  SmallVector<unsigned> kept;
  for (unsigned i = 0; i < loop.getNumRegionIterArgs(); ++i)
    if (llvm::is_contained(outputPartitions(loop, i), p))
      kept.push_back(i);
  return kept;
}

void cloneBlock(Block &block, MutableArrayRef<PartitionBuilder> builders);

void cloneFor(scf::ForOp loop, MutableArrayRef<PartitionBuilder> builders) {
  llvm::SetVector<int> ids = getPartitionIds(loop);
  SmallVector<scf::ForOp> copies;
  for (int32_t p : ids) {
    PartitionBuilder &b = builders[p];
    SmallVector<unsigned> kept = keptIterArgs(loop, p);
    SmallVector<Value> inits;
    for (unsigned i : kept)
      inits.push_back(b.mapping.lookupOrDefault(loop.getInitArgs()[i]));
    auto copy = scf::ForOp::create(
        b, loop.getLoc(), b.mapping.lookupOrDefault(loop.getLowerBound()),
        b.mapping.lookupOrDefault(loop.getUpperBound()),
        b.mapping.lookupOrDefault(loop.getStep()), inits);
    copy->setAttrs(loop->getAttrs());
    copy->removeAttr(kPartitionOutputsAttrName);
    b.mapping.map(loop.getInductionVar(), copy.getInductionVar());
    for (auto [newIndex, oldIndex] : llvm::enumerate(kept)) {
      b.mapping.map(loop.getRegionIterArgs()[oldIndex],
                    copy.getRegionIterArgs()[newIndex]);
      b.mapping.map(loop.getResult(oldIndex), copy.getResult(newIndex));
    }
    b.setInsertionPointToStart(copy.getBody());
    copies.push_back(copy);
  }
  cloneBlock(*loop.getBody(), builders);
  for (auto [p, copy] : llvm::zip(ids, copies)) {
    builders[p].setInsertionPointAfter(copy);
    copy.walk([](Operation *op) { op->removeAttr(kPartitionAttrName); });
    copy->removeAttr(kPartitionStagesAttrName);
  }
}

void cloneIf(scf::IfOp ifOp, MutableArrayRef<PartitionBuilder> builders) {
  llvm::SetVector<int> ids = getPartitionIds(ifOp);
  SmallVector<scf::IfOp> copies;
  for (int32_t p : ids) {
    PartitionBuilder &b = builders[p];
    SmallVector<Type> types;
    SmallVector<unsigned> kept;
    for (unsigned i = 0; i < ifOp.getNumResults(); ++i)
      if (llvm::is_contained(outputPartitions(ifOp, i), p)) {
        types.push_back(ifOp.getResult(i).getType());
        kept.push_back(i);
      }
    auto copy = scf::IfOp::create(
        b, ifOp.getLoc(), types, b.mapping.lookupOrDefault(ifOp.getCondition()),
        /*withElseRegion=*/ifOp.elseBlock() != nullptr);
    copy->setAttrs(ifOp->getAttrs());
    copy->removeAttr(kPartitionOutputsAttrName);
    for (auto [newIndex, oldIndex] : llvm::enumerate(kept))
      b.mapping.map(ifOp.getResult(oldIndex), copy.getResult(newIndex));
    b.setInsertionPointToStart(copy.thenBlock());
    copies.push_back(copy);
  }
  cloneBlock(*ifOp.thenBlock(), builders);
  if (Block *elseBlock = ifOp.elseBlock()) {
    for (auto [p, copy] : llvm::zip(ids, copies))
      builders[p].setInsertionPointToStart(copy.elseBlock());
    cloneBlock(*elseBlock, builders);
  }
  for (auto [p, copy] : llvm::zip(ids, copies))
    builders[p].setInsertionPointAfter(copy);
}

/// A yield of a split loop or if: each partition yields what it kept.
void cloneYield(scf::YieldOp yield, MutableArrayRef<PartitionBuilder> builders) {
  if (yield.getNumOperands() == 0)
    return;
  Operation *parent = yield->getParentOp();
  for (int p : getPartitionIds(yield)) {
    PartitionBuilder &b = builders[p];
    SmallVector<unsigned> kept;
    if (auto loop = dyn_cast<scf::ForOp>(parent)) {
      kept = keptIterArgs(loop, p);
    } else {
      for (unsigned i = 0; i < yield.getNumOperands(); ++i)
        if (llvm::is_contained(outputPartitions(parent, i), p))
          kept.push_back(i);
    }
    if (kept.empty())
      continue;
    SmallVector<Value> operands;
    for (unsigned i : kept)
      operands.push_back(b.mapping.lookupOrDefault(yield.getOperand(i)));
    scf::YieldOp::create(b, yield.getLoc(), operands);
  }
}

/// An op without regions, or a tt.reduce (whose copies lose their
/// `ttg.partition.outputs`), cloned into each of its partitions.
void cloneOp(Operation &op, MutableArrayRef<PartitionBuilder> builders) {
  for (int p : getPartitionIds(&op)) {
    Operation *copy = builders[p].clone(op, builders[p].mapping);
    if (isa<triton::ReduceOp>(copy))
      copy->removeAttr(kPartitionOutputsAttrName);
  }
}

void cloneBlock(Block &block, MutableArrayRef<PartitionBuilder> builders) {
  for (Operation &op : block) {
    if (auto loop = dyn_cast<scf::ForOp>(op))
      cloneFor(loop, builders);
    else if (auto ifOp = dyn_cast<scf::IfOp>(op))
      cloneIf(ifOp, builders);
    else if (auto yield = dyn_cast<scf::YieldOp>(op))
      cloneYield(yield, builders);
    else
      cloneOp(op, builders);
  }
}

/// Triton's check, for each partition `p` an op is in: a use of its result
/// (directly, or as the iter arg it yields) by an op not in `p` must be by
/// an op whose partitions are all among the maker's. Every op of the loop
/// must have partitions.
LogicalResult checkPartitions(scf::ForOp loop) {
  auto check = [&](Operation *maker, Operation *user) -> LogicalResult {
    llvm::SetVector<int> makers = getPartitionIds(maker);
    llvm::SetVector<int> users = getPartitionIds(user);
    bool usersAmongMakers = llvm::all_of(
        users, [&](int32_t id) { return llvm::is_contained(makers, id); });
    for (int32_t p : makers)
      if (!llvm::is_contained(users, p) && !usersAmongMakers)
        return maker->emitError("tritongpu-partition-loops: partition ")
               << p << " has a direct SSA consumer in partitions "
               << users.front() << (users.size() > 1 ? ",..." : "")
               << " (values cross partitions through asynchronous "
                  "references)";
    return success();
  };
  WalkResult walk = loop.getBody()->walk([&](Operation *op) {
    if (op->getNumRegions() &&
        !isa<scf::ForOp, scf::IfOp, triton::ReduceOp>(op)) {
      op->emitError("tritongpu-partition-loops: only scf.for, scf.if and "
                    "tt.reduce may have regions in a partitioned loop (as "
                    "in Triton 3.6)");
      return WalkResult::interrupt();
    }
    auto yield = dyn_cast<scf::YieldOp>(op);
    if (!op->hasAttr(kPartitionAttrName) && !(yield && yield.getNumOperands() == 0)) {
      op->emitError("tritongpu-partition-loops: an op of a partitioned loop "
                    "without ttg.partition");
      return WalkResult::interrupt();
    }
    for (OpOperand &use : op->getUses()) {
      Operation *user = use.getOwner();
      SmallVector<Operation *> users{user};
      if (isa<scf::YieldOp>(user) && user->getParentOp() == loop) {
        users.clear();
        for (Operation *next :
             loop.getRegionIterArgs()[use.getOperandNumber()].getUsers())
          users.push_back(next);
      }
      for (Operation *next : users)
        if (failed(check(op, next)))
          return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

LogicalResult partitionLoop(scf::ForOp loop) {
  auto stages = loop->getAttrOfType<ArrayAttr>(kPartitionStagesAttrName);
  int64_t numPartitions = stages.size();
  if (numPartitions <= 1)
    return success();
  if (failed(checkPartitions(loop)))
    return failure();
  std::optional<int64_t> tag = tagOf(loop);
  TT_DEBUG(TT_DBGS() << triton::describeOp(loop) << ": " << numPartitions
                     << " partitions\n");

  SmallVector<unsigned> results = keptIterArgs(loop, 0);
  SmallVector<Type> resultTypes;
  for (unsigned i : results)
    resultTypes.push_back(loop.getResult(i).getType());
  int32_t warps = lookupNumWarps(loop).value_or(4);
  ImplicitLocOpBuilder top(loop.getLoc(), loop);
  auto group = nvws::WarpGroupOp::create(
      top, resultTypes,
      top.getDenseI32ArrayAttr(SmallVector<int32_t>(numPartitions, warps)),
      numPartitions);
  SmallVector<PartitionBuilder> builders;
  for (Region &region : group.getPartitionRegions())
    builders.emplace_back(&region.emplaceBlock(), builders.size());

  SmallVector<Operation *> moved;
  for (Operation &op : *loop->getBlock()) {
    if (!op.hasAttr(kPartitionAttrName) || &op == group.getOperation())
      continue;
    if (std::optional<int64_t> opTag = tagOf(&op); opTag && opTag != tag)
      continue;
    if (&op == loop.getOperation())
      cloneFor(loop, builders);
    else
      cloneOp(op, builders);
    moved.push_back(&op);
  }

  llvm::SetVector<int> loopPartitions = getPartitionIds(loop);
  for (PartitionBuilder &b : builders) {
    TT_DEBUG({
      unsigned ops = 0;
      b.getBlock()->walk([&](Operation *) { ++ops; });
      TT_DBGS() << "  partition " << b.partition << ": " << ops << " ops, ";
      if (llvm::is_contained(loopPartitions, b.partition))
        llvm::dbgs() << "the loop with " << keptIterArgs(loop, b.partition).size()
                     << " of its " << loop.getNumRegionIterArgs()
                     << " iter args\n";
      else
        llvm::dbgs() << "not the loop\n";
    });
    if (!llvm::is_contained(loopPartitions, b.partition)) {
      nvws::WarpGroupYieldOp::create(b, group.getLoc(), ValueRange());
      continue;
    }
    if (b.partition == 0) {
      SmallVector<Value> values;
      for (unsigned i : results)
        values.push_back(b.mapping.lookup(loop.getResult(i)));
      nvws::WarpGroupYieldOp::create(b, group.getLoc(), values);
    } else {
      nvws::WarpGroupReturnOp::create(b, group.getLoc());
    }
  }

  // Ops outside the partitions take the first region's results.
  for (auto [newIndex, oldIndex] : llvm::enumerate(results))
    loop.getResult(oldIndex).replaceUsesWithIf(
        group.getResult(newIndex), [](OpOperand &use) {
          Operation *user = use.getOwner();
          return !user->hasAttr(kPartitionAttrName) ||
                 (isa<scf::ForOp>(user) && user->hasAttr(kWarpSpecializeTagAttrName));
        });
  for (Operation *op : llvm::reverse(moved))
    if (op->use_empty())
      op->erase();
    else
      return op->emitError("tritongpu-partition-loops: a value made in the "
                           "partitions is still used outside them");
  return success();
}

struct PartitionLoops
    : public mlir::triton::gpu::impl::TritonGPUPartitionLoopsBase<
          PartitionLoops> {
  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](scf::ForOp loop) {
      if (loop->hasAttrOfType<ArrayAttr>(kPartitionStagesAttrName))
        loops.push_back(loop);
    });
    for (scf::ForOp loop : loops)
      if (failed(partitionLoop(loop)))
        return signalPassFailure();
  }
};

} // namespace
