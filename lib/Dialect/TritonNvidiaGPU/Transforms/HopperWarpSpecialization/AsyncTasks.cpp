//===- AsyncTasks.cpp - The async_task_id attribute -----------------------===//
#include "tt/Dialect/TritonNvidiaGPU/Transforms/HopperWarpSpecialization.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;

namespace mlir::triton::nvidia_gpu {

static constexpr char kAsyncTaskIdAttr[] = "async_task_id";

SmallVector<AsyncTaskId> getAsyncTaskIds(Operation *op) {
  if (auto ids = op->getAttrOfType<DenseI32ArrayAttr>(kAsyncTaskIdAttr))
    return SmallVector<AsyncTaskId>(ids.asArrayRef());
  return {};
}

void setAsyncTaskIds(Operation *op, ArrayRef<AsyncTaskId> ids) {
  SmallVector<AsyncTaskId> sorted(ids);
  llvm::sort(sorted);
  op->setAttr(kAsyncTaskIdAttr,
              DenseI32ArrayAttr::get(op->getContext(), sorted));
}

void addAsyncTaskIds(Operation *op, ArrayRef<AsyncTaskId> ids) {
  SmallVector<AsyncTaskId> all = getAsyncTaskIds(op);
  for (AsyncTaskId id : ids)
    if (!llvm::is_contained(all, id))
      all.push_back(id);
  if (!all.empty())
    setAsyncTaskIds(op, all);
}

void labelParentOps(Operation *op) {
  SmallVector<AsyncTaskId> ids = getAsyncTaskIds(op);
  for (Operation *parent = op->getParentOp();
       parent && !isa<triton::FuncOp>(parent); parent = parent->getParentOp())
    addAsyncTaskIds(parent, ids);
}

} // namespace mlir::triton::nvidia_gpu
