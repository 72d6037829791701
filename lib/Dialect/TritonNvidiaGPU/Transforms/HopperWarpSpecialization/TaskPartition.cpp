//===- TaskPartition.cpp - nvgpu-warp-specialization step 1 ---------------===//
//
// Which ops start each task: the loads that feed a warp-group dot's
// operands make the producer (task 0), the dots and the stores the
// consumers. The other ops follow in step 2 (TaskIdPropagation.cpp).
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/HopperWarpSpecialization.h"
#include "tt/Support/Debug.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/SetVector.h"

#define DEBUG_TYPE "nvgpu-warp-specialization"

using namespace mlir;

namespace mlir::triton::nvidia_gpu {

namespace {

/// The loads the A and B operands of `dot` come from: descriptor loads and
/// the tt.loads that are expensive (tensors of many pointers).
void collectFeedingLoads(WarpGroupDotOp dot,
                         llvm::SetVector<Operation *> &loads) {
  BackwardSliceOptions options;
  options.omitBlockArguments = true;
  options.inclusive = true;
  llvm::SetVector<Operation *> slice;
  (void)getBackwardSlice(dot.getA(), &slice, options);
  (void)getBackwardSlice(dot.getB(), &slice, options);
  for (Operation *op : slice)
    if (isa<DescriptorLoadOp>(op) ||
        (isa<LoadOp>(op) && triton::gpu::isExpensiveLoadOrStore(op)))
      loads.insert(op);
}

} // namespace

void partitionTasks(FuncOp func, unsigned numWarpGroups) {
  if (numWarpGroups <= 1)
    return;
  bool hasLoop = false, hasLoad = false, hasTaskIds = false;
  SmallVector<WarpGroupDotOp> dots;
  SmallVector<Operation *> stores;
  func.walk([&](Operation *op) {
    hasTaskIds |= !getAsyncTaskIds(op).empty();
    if (isa<scf::ForOp>(op))
      hasLoop = true;
    else if (auto dot = dyn_cast<WarpGroupDotOp>(op))
      dots.push_back(dot);
    else if (isa<LoadOp, DescriptorLoadOp>(op))
      hasLoad = true;
    else if (isa<StoreOp, DescriptorStoreOp>(op))
      stores.push_back(op);
  });
  // Task ids the kernel author wrote win: nothing is partitioned then.
  if (hasTaskIds)
    return;
  if (!hasLoop || !hasLoad || dots.empty())
    return;
  llvm::SetVector<Operation *> producers;
  for (WarpGroupDotOp dot : dots)
    collectFeedingLoads(dot, producers);
  if (producers.empty()) {
    TT_DEBUG(TT_DBGS() << "@" << func.getName()
                       << ": no load feeds a dot, no tasks\n");
    return;
  }
  SmallVector<AsyncTaskId> consumerTasks;
  for (unsigned task = 1; task < numWarpGroups; ++task)
    consumerTasks.push_back(task);
  for (Operation *load : producers) {
    TT_DEBUG(TT_DBGS() << describeOp(load)
                       << ": task 0 (the producer: it feeds a dot)\n");
    setAsyncTaskIds(load, {0});
  }
  for (WarpGroupDotOp dot : dots) {
    TT_DEBUG(TT_DBGS() << describeOp(dot) << ": the consumer tasks (a dot)\n");
    setAsyncTaskIds(dot, consumerTasks);
  }
  // The stores go with the consumers, whatever they store.
  for (Operation *store : stores) {
    TT_DEBUG(TT_DBGS() << describeOp(store)
                       << ": the consumer tasks (a store)\n");
    setAsyncTaskIds(store, consumerTasks);
  }
}

} // namespace mlir::triton::nvidia_gpu
