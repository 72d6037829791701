//===- TestWSDataPartition.cpp - nvgpu-test-ws-data-partition -------------===//
//
// nvgpu-warp-specialization's third step on its own, as Triton 3.6's test
// pass runs it on every tt.func: num-warp-groups-1 consumers, and no retry
// with fewer (dots that cannot be cut are an error).
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/HopperWarpSpecialization.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Support/PreserveIfUnchanged.h"

#define DEBUG_TYPE "nvgpu-test-ws-data-partition"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_NVGPUTESTWSDATAPARTITION
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;

namespace {

struct NVGPUTestWSDataPartition
    : public triton::nvidia_gpu::impl::NVGPUTestWSDataPartitionBase<
          NVGPUTestWSDataPartition> {
  using NVGPUTestWSDataPartitionBase::NVGPUTestWSDataPartitionBase;

  void runOnOperation() override {
    triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    if (numWarpGroups <= 2)
      return;
    unsigned consumers = numWarpGroups - 1;
    for (auto func : getOperation().getOps<triton::FuncOp>()) {
      switch (triton::nvidia_gpu::partitionData(func, consumers)) {
      case triton::nvidia_gpu::DataPartitionResult::Done:
        continue;
      case triton::nvidia_gpu::DataPartitionResult::Retry:
        emitError(func.getLoc())
            << "nvgpu-test-ws-data-partition: the dots of @" << func.getName()
            << " cannot be split among " << consumers
            << " consumers (-debug-only=nvgpu-warp-specialization says why)";
        [[fallthrough]];
      case triton::nvidia_gpu::DataPartitionResult::Error:
        return signalPassFailure();
      }
    }
  }
};

} // namespace
