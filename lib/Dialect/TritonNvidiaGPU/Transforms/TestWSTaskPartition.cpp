//===- TestWSTaskPartition.cpp - nvgpu-test-ws-task-partition -------------===//
//
// nvgpu-warp-specialization's first step on its own, as Triton 3.6's test
// pass runs it: every tt.func, whether or not a loop is marked, with the
// warp groups the option asks for.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/HopperWarpSpecialization.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Support/PreserveIfUnchanged.h"

#define DEBUG_TYPE "nvgpu-test-ws-task-partition"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_NVGPUTESTWSTASKPARTITION
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;

namespace {

struct NVGPUTestWSTaskPartition
    : public triton::nvidia_gpu::impl::NVGPUTestWSTaskPartitionBase<
          NVGPUTestWSTaskPartition> {
  using NVGPUTestWSTaskPartitionBase::NVGPUTestWSTaskPartitionBase;

  void runOnOperation() override {
    triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    if (numWarpGroups <= 1)
      return;
    getOperation().walk([&](triton::FuncOp func) {
      triton::nvidia_gpu::partitionTasks(func, numWarpGroups);
    });
  }
};

} // namespace
