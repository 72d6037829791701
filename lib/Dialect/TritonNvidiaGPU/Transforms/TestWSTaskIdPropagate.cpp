//===- TestWSTaskIdPropagate.cpp - nvgpu-test-taskid-propagate ------------===//
//
// nvgpu-warp-specialization's second step on its own, as Triton 3.6's test
// pass runs it on every tt.func: the task ids written in the IR are its
// anchors (sorted first); num-warp-groups=0 removes them instead.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/HopperWarpSpecialization.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#define DEBUG_TYPE "nvgpu-test-taskid-propagate"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_NVGPUTESTWSTASKIDPROPAGATE
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;

namespace {

struct NVGPUTestWSTaskIdPropagate
    : public triton::nvidia_gpu::impl::NVGPUTestWSTaskIdPropagateBase<
          NVGPUTestWSTaskIdPropagate> {
  using NVGPUTestWSTaskIdPropagateBase::NVGPUTestWSTaskIdPropagateBase;

  void runOnOperation() override {
    triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    for (auto func : getOperation().getOps<triton::FuncOp>())
      if (failed(runOnFunction(func)))
        return signalPassFailure();
  }

  LogicalResult runOnFunction(triton::FuncOp func) {
    // A constant with ids anchors nothing: it takes its users' tasks.
    bool hasAnchor = false;
    func.walk([&](Operation *op) {
      SmallVector<triton::nvidia_gpu::AsyncTaskId> ids =
          triton::nvidia_gpu::getAsyncTaskIds(op);
      if (ids.empty())
        return;
      triton::nvidia_gpu::setAsyncTaskIds(op, ids);
      hasAnchor |= !isa<arith::ConstantOp>(op);
      if (numWarpGroups == 0)
        op->removeAttr("async_task_id");
    });
    if (numWarpGroups == 0 || !hasAnchor) {
      TT_DEBUG(TT_DBGS() << "@" << func.getName()
                         << (numWarpGroups == 0
                                 ? ": num-warp-groups=0, task ids removed\n"
                                 : ": no task ids to start from\n"));
      return success();
    }
    return triton::nvidia_gpu::propagateTaskIds(func);
  }
};

} // namespace
