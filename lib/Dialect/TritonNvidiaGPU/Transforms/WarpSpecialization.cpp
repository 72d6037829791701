//===- WarpSpecialization.cpp - nvgpu-warp-specialization ----------------===//
//
// Triton 3.6 runs its Hopper warp specialization in make_ttgir for cuda:80
// and cuda:90. It only touches loops marked `tt.warp_specialize`; a module
// without one passes through unchanged. Splitting marked loops into
// producer and consumer tasks is not implemented yet, so such a loop is an
// error at the loop instead of a silent difference from Triton.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/LoopAttributes.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

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
    WalkResult result = getOperation().walk([](scf::ForOp loop) {
      if (!loop->hasAttr(triton::kWarpSpecializeAttrName)) {
        TT_DEBUG(TT_DBGS() << triton::describeOp(loop)
                           << ": not marked tt.warp_specialize, unchanged\n");
        return WalkResult::advance();
      }
      // At the loop's place, without printing the whole loop after it.
      emitError(loop.getLoc(),
                "nvgpu-warp-specialization does not split loops marked "
                "tt.warp_specialize yet (Triton 3.6 partitions them into "
                "producer and consumer warp groups)");
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
