//===- WarpSpecialization.cpp - nvgpu-warp-specialization ----------------===//
//
// Triton 3.6 runs its Hopper warp specialization in make_ttgir for cuda:80
// and cuda:90, one tt.func at a time. It only touches functions with a loop
// marked `tt.warp_specialize`, and of those it leaves alone, unchanged, the
// ones whose kernel does not have 4 warps and the ones with an `scf.if`
// that has an else block (its code partitioning cannot split channels in
// else blocks yet). The others it splits into a producer and consumer
// tasks, trying 3 warp groups (two consumers) first, then 2: task
// partitioning, task id propagation and data partitioning
// (HopperWarpSpecialization/), then code partitioning and token lowering.
// Token lowering is not implemented yet: such a function gets its task
// ids, its split dots and its partitions, shown with
// dump-intermediate-steps as Triton shows them, then is an error at the
// function instead of a silent difference from Triton.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/NVWS/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/LoopAttributes.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/HopperWarpSpecialization.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"
#include "tt/Support/TritonDump.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#define DEBUG_TYPE "nvgpu-warp-specialization"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_NVGPUWARPSPECIALIZATION
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;

namespace {

struct NVGPUWarpSpecialization
    : public triton::nvidia_gpu::impl::NVGPUWarpSpecializationBase<
          NVGPUWarpSpecialization> {
  using NVGPUWarpSpecializationBase::NVGPUWarpSpecializationBase;

  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    for (auto func : getOperation().getOps<triton::FuncOp>()) {
      scf::ForOp marked = loopToSplit(func);
      if (marked && failed(split(func)))
        return signalPassFailure();
    }
  }

  void dumpStep(StringRef step) {
    if (dumpIntermediateSteps)
      mlir::triton::printInternalStepDump(getOperation(), "WarpSpec", step);
  }

  /// Triton's steps on `func`, as far as they are implemented.
  LogicalResult split(triton::FuncOp func) {
    // Two consumer warp groups first; one when the dots cannot be split
    // between two. The second try keeps the first one's task ids (task
    // partitioning leaves a function with ids alone), so with one consumer
    // group the dots still have two consumer tasks and stay whole.
    bool partitioned = false;
    for (unsigned numWarpGroups = 3; numWarpGroups >= 2 && !partitioned;
         --numWarpGroups) {
      triton::nvidia_gpu::partitionTasks(func, numWarpGroups);
      dumpStep("doTaskPartition");
      if (failed(triton::nvidia_gpu::propagateTaskIds(func)))
        continue;
      dumpStep("doTaskIdPropagate");
      switch (triton::nvidia_gpu::partitionData(func, numWarpGroups - 1)) {
      case triton::nvidia_gpu::DataPartitionResult::Error:
        return failure();
      case triton::nvidia_gpu::DataPartitionResult::Retry:
        TT_DEBUG(TT_DBGS() << "@" << func.getName() << ": no data partition "
                           << "for " << numWarpGroups - 1
                           << " consumer groups, trying one fewer\n");
        continue;
      case triton::nvidia_gpu::DataPartitionResult::Done:
        dumpStep("doDataPartition");
        partitioned = true;
      }
    }
    if (!partitioned)
      return emitError(getOperation().getLoc(),
                       "failed to partition the function into "
                       "warp-specialized code");
    if (failed(triton::nvidia_gpu::partitionCode(func, numStages)))
      return failure();
    dumpStep("doCodePartition");
    bool specialized = !func.getOps<triton::gpu::WarpSpecializeOp>().empty();
    if (!specialized) {
      // Nothing crosses tasks: token lowering has nothing to do, and
      // Triton's last step turns the software pipeliner off.
      TT_DEBUG(TT_DBGS() << "@" << func.getName()
                         << ": no channels between tasks, only num_stages 0\n");
      OpBuilder builder(func.getContext());
      func.walk([&](scf::ForOp loop) {
        loop->setAttr(triton::kNumStagesAttrName, builder.getI32IntegerAttr(0));
      });
      return success();
    }
    // At the function, without printing it after the error.
    return emitError(func.getLoc(),
                     "nvgpu-warp-specialization: the step after code "
                     "partitioning (Triton 3.6's doTokenLowering) is not "
                     "implemented yet; dump-intermediate-steps=true shows "
                     "the steps before");
  }

  /// The first loop marked tt.warp_specialize of a function Triton 3.6
  /// splits; null where it leaves the function as it is.
  scf::ForOp loopToSplit(triton::FuncOp func) {
    scf::ForOp marked;
    func.walk([&](scf::ForOp loop) {
      if (!loop->hasAttr(triton::kWarpSpecializeAttrName))
        return WalkResult::advance();
      marked = loop;
      return WalkResult::interrupt();
    });
    if (!marked) {
      TT_DEBUG(TT_DBGS() << "@" << func.getName()
                         << ": no loop marked tt.warp_specialize, unchanged\n");
      return {};
    }
    std::optional<int64_t> numWarps = triton::gpu::lookupNumWarps(func);
    if (numWarps && *numWarps != 4) {
      TT_DEBUG(TT_DBGS() << "@" << func.getName() << ": " << *numWarps
                         << " warps (Triton 3.6 warp-specializes only 4-warp "
                            "kernels), unchanged\n");
      return {};
    }
    bool hasElse = func.walk([](scf::IfOp ifOp) {
                         return ifOp.elseBlock() ? WalkResult::interrupt()
                                                 : WalkResult::advance();
                       }).wasInterrupted();
    if (hasElse) {
      TT_DEBUG(TT_DBGS() << "@" << func.getName()
                         << ": an scf.if with an else block (Triton 3.6 "
                            "does not partition those), unchanged\n");
      return {};
    }
    return marked;
  }
};

} // namespace
