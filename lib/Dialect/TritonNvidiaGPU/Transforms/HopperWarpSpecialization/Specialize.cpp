//===- Specialize.cpp - One region per task -------------------------------===//
//
// The last part of Triton 3.6's doCodePartition (specializeRegion): the
// function's ops move into a ttg.warp_specialize before its tt.return.
// Task 0 (the producer) fills the default region, every other task a
// partition of 4 warps that requests 232 registers. An op goes to each
// region of its task ids, a loop with just the iter args its task uses.
// Values from above the warp_specialize become partition arguments, but
// constants, which are copied into each partition.
//
//===----------------------------------------------------------------------===//
#include "CodePartition.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

#define DEBUG_TYPE "nvgpu-warp-specialization"

using namespace mlir;

namespace mlir::triton::nvidia_gpu::code_partition {

namespace ttg = mlir::triton::gpu;

namespace {

/// Registers each partition asks for (Triton 3.6 does not estimate yet).
constexpr int32_t kRequestedRegisters = 232;

struct Specializer {
  AsyncTaskId task;
  IRMapping mapping;

  LogicalResult specialize(Operation *op, TaskBuilder &builder);
  LogicalResult specializeLoop(scf::ForOp loop, TaskBuilder &builder);
};

bool initHasTask(scf::ForOp loop, BlockArgument arg, AsyncTaskId task) {
  Value init = loop.getInitArgs()[arg.getArgNumber() - 1];
  Operation *def = init.getDefiningOp();
  return def && hasAsyncTaskId(def, task);
}

/// The iter args of `loop` that task `task` needs: those a real op of the
/// task uses (through nested loops), its results included.
SmallVector<unsigned> iterArgsOfTask(scf::ForOp loop, AsyncTaskId task) {
  llvm::SetVector<unsigned> used;
  std::function<void(scf::ForOp, Value, unsigned)> visit =
      [&](scf::ForOp owner, Value value, unsigned index) {
        for (Operation *user : value.getUsers()) {
          if (!hasAsyncTaskId(user, task))
            continue;
          auto arg = dyn_cast<BlockArgument>(value);
          if (isa<scf::YieldOp>(user)) {
            // Yielded out of an scf.if: needed when its init is the task's.
            if (isa<scf::IfOp>(user->getParentOp()) && arg &&
                initHasTask(owner, arg, task)) {
              used.insert(index);
              return;
            }
            continue;
          }
          if (auto inner = dyn_cast<scf::ForOp>(user)) {
            if (!arg)
              continue;
            Value init = owner.getInitArgs()[arg.getArgNumber() - 1];
            if (Operation *def = init.getDefiningOp()) {
              if (hasAsyncTaskId(def, task)) {
                used.insert(index);
                return;
              }
              continue;
            }
            for (auto [i, innerInit] : llvm::enumerate(inner.getInitArgs()))
              if (innerInit == value) {
                visit(inner, inner.getRegionIterArg(i), index);
                break;
              }
            continue;
          }
          if (user->getNumRegions() == 0) {
            used.insert(index);
            return;
          }
          for (Region &region : user->getRegions())
            for (BlockArgument regionArg : region.getArguments())
              if (regionArg == value)
                visit(owner, regionArg, index);
        }
      };
  for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs()))
    visit(loop, arg, i);
  for (auto [i, result] : llvm::enumerate(loop.getResults()))
    visit(loop, result, i);
  SmallVector<unsigned> indices(used.begin(), used.end());
  llvm::sort(indices);
  return indices;
}

LogicalResult Specializer::specializeLoop(scf::ForOp loop,
                                          TaskBuilder &builder) {
  SmallVector<unsigned> used = iterArgsOfTask(loop, task);
  SmallVector<Value> inits;
  for (unsigned i : used)
    inits.push_back(mapping.lookupOrDefault(loop.getInitArgs()[i]));
  auto newLoop = builder.make<scf::ForOp>(
      loop.getLoc(), mapping.lookupOrDefault(loop.getLowerBound()),
      mapping.lookupOrDefault(loop.getUpperBound()),
      mapping.lookupOrDefault(loop.getStep()), inits);
  if (Attribute schedule = loop->getAttr("tt.loop_schedule"))
    newLoop->setAttr("tt.loop_schedule", schedule);
  mapping.map(loop.getInductionVar(), newLoop.getInductionVar());
  for (auto [newIdx, oldIdx] : llvm::enumerate(used))
    mapping.map(loop.getRegionIterArgs()[oldIdx],
                newLoop.getRegionIterArgs()[newIdx]);

  TaskBuilder bodyBuilder(loop->getContext());
  bodyBuilder.setTasks(task);
  bodyBuilder.setInsertionPointToStart(newLoop.getBody());
  for (Operation &op : loop.getBody()->without_terminator())
    if (failed(specialize(&op, bodyBuilder)))
      return failure();

  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  SmallVector<Value> yielded;
  for (unsigned i : used)
    yielded.push_back(mapping.lookup(yield.getOperand(i)));
  if (yielded.empty()) {
    // The loop came with a yield of its own.
    setAsyncTaskIds(newLoop.getBody()->getTerminator(), task);
  } else {
    auto newYield = scf::YieldOp::create(bodyBuilder, yield.getLoc(), yielded);
    setAsyncTaskIds(newYield, task);
  }
  for (auto [newIdx, oldIdx] : llvm::enumerate(used))
    mapping.map(loop.getResult(oldIdx), newLoop.getResult(newIdx));
  return success();
}

LogicalResult Specializer::specialize(Operation *op, TaskBuilder &builder) {
  if (!hasAsyncTaskId(op, task) && !isa<scf::YieldOp>(op))
    return success();
  if (op->getNumRegions() == 0) {
    Operation *copy = builder.clone(*op, mapping);
    setAsyncTaskIds(copy, task);
    return success();
  }
  if (auto loop = dyn_cast<scf::ForOp>(op))
    return specializeLoop(loop, builder);
  if (isa<ReduceOp>(op)) {
    Operation *copy = builder.clone(*op, mapping);
    copy->walk([&](Operation *inner) { setAsyncTaskIds(inner, task); });
    return success();
  }
  // Triton 3.6 also specializes scf.if (SpecializeIfOp); no kernel it
  // warp-specializes on Hopper reaches it with one yet.
  return op->emitError("nvgpu-warp-specialization: specializing ")
         << op->getName() << " into the partitions is not implemented";
}

/// Partition arguments for the values from above, constants copied in.
void captureValuesFromAbove(ttg::WarpSpecializeOp ws) {
  llvm::SetVector<Value> captures;
  getUsedValuesDefinedAbove(ws.getPartitionOpHolder(), captures);
  auto partitions = cast<ttg::WarpSpecializePartitionsOp>(
      ws.getPartitionOpHolder().front().front());
  OpBuilder builder(ws);
  for (Value capture : captures) {
    Operation *def = capture.getDefiningOp();
    if (def && def->hasTrait<OpTrait::ConstantLike>()) {
      for (Region &region : partitions.getPartitionRegions()) {
        builder.setInsertionPointToStart(&region.front());
        Value copy = builder.clone(*def)->getResult(0);
        replaceAllUsesInRegionWith(capture, copy, region);
      }
      continue;
    }
    partitions->insertOperands(partitions->getNumOperands(), capture);
    for (Region &region : partitions.getPartitionRegions()) {
      BlockArgument arg =
          region.addArgument(capture.getType(), capture.getLoc());
      replaceAllUsesInRegionWith(capture, arg, region);
    }
  }
}

} // namespace

LogicalResult specializeRegions(FuncOp func) {
  SmallVector<Operation *> ops;
  for (Operation &op : func.getBody().front())
    if (!getAsyncTaskIds(&op).empty())
      ops.push_back(&op);
  SmallVector<AsyncTaskId> tasks = getNestedAsyncTaskIds(func);
  if (ops.empty() || tasks.size() < 2 || tasks.front() != 0)
    return func.emitError("nvgpu-warp-specialization: code partitioning "
                          "needs a producer task 0 and consumer tasks");

  MLIRContext *context = func.getContext();
  Operation *ret = func.getBody().back().getTerminator();
  OpBuilder builder(ret);
  Location loc = ops.front()->getLoc();
  SmallVector<int32_t> numWarps(tasks.size() - 1, 4);
  auto ws = ttg::WarpSpecializeOp::create(
      builder, loc, TypeRange(), builder.getDenseI32ArrayAttr(numWarps),
      DenseI32ArrayAttr(), DenseI32ArrayAttr(), DenseI32ArrayAttr());
  Block &holder = ws.getPartitionOpHolder().emplaceBlock();
  builder.setInsertionPointToStart(&holder);
  auto partitions = ttg::WarpSpecializePartitionsOp::create(
      builder, loc, ValueRange(), tasks.size() - 1);

  auto fill = [&](AsyncTaskId task, Block &block) -> LogicalResult {
    TaskBuilder taskBuilder(context);
    taskBuilder.setTasks(task);
    taskBuilder.setInsertionPointToStart(&block);
    Specializer specializer{task, {}};
    for (Operation *op : ops)
      if (failed(specializer.specialize(op, taskBuilder)))
        return failure();
    if (task == 0)
      ttg::WarpYieldOp::create(taskBuilder, func.getLoc(), ValueRange());
    else
      ttg::WarpReturnOp::create(taskBuilder, func.getLoc());
    TT_DEBUG(TT_DBGS() << "task " << task << ": "
                       << (task == 0 ? "the default region"
                                     : "a partition of 4 warps")
                       << ", " << block.getOperations().size() << " ops\n");
    return success();
  };
  if (failed(fill(tasks[0], ws.getDefaultRegion().emplaceBlock())))
    return failure();
  ArrayRef<AsyncTaskId> consumers = ArrayRef(tasks).drop_front();
  for (auto [task, region] :
       llvm::zip(consumers, partitions.getPartitionRegions()))
    if (failed(fill(task, region.emplaceBlock())))
      return failure();
  SmallVector<int32_t> registers(tasks.size() - 1, kRequestedRegisters);
  ws.setRequestedRegisters(ArrayRef<int32_t>(registers));
  captureValuesFromAbove(ws);

  for (Operation *op : llvm::reverse(ops)) {
    if (!op->use_empty())
      return op->emitError("nvgpu-warp-specialization: an op still used "
                           "outside the partitions of its tasks");
    op->erase();
  }
  return success();
}

} // namespace mlir::triton::nvidia_gpu::code_partition
