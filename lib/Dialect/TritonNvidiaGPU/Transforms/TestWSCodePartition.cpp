//===- TestWSCodePartition.cpp - nvgpu-test-ws-code-partition -------------===//
//
// nvgpu-warp-specialization's fourth step on its own, as Triton 3.6's test
// pass runs it on every tt.func: channels through num-buffers buffers,
// then a ttg.warp_specialize with a region per task.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/NVWS/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/HopperWarpSpecialization.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Support/PreserveIfUnchanged.h"

#define DEBUG_TYPE "nvgpu-test-ws-code-partition"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_NVGPUTESTWSCODEPARTITION
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;

namespace {

struct NVGPUTestWSCodePartition
    : public triton::nvidia_gpu::impl::NVGPUTestWSCodePartitionBase<
          NVGPUTestWSCodePartition> {
  using NVGPUTestWSCodePartitionBase::NVGPUTestWSCodePartitionBase;

  void runOnOperation() override {
    triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    // Triton's test pass does nothing without buffers.
    if (numBuffers <= 0)
      return;
    for (auto func : getOperation().getOps<triton::FuncOp>())
      if (failed(triton::nvidia_gpu::partitionCode(func, numBuffers)))
        return signalPassFailure();
  }
};

} // namespace
