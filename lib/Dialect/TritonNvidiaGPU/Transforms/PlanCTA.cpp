//===- PlanCTA.cpp - CTA tiling of a cluster ------------------------------===//
//
// Triton plans how the CTAs of a cluster split each tensor only when there
// is more than one CTA; with one, its pass returns at once. That is the part
// done here; the multi-CTA planner is not, and says so.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#define DEBUG_TYPE "triton-nvidia-gpu-plan-cta"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONGPUPLANCTAPASS
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;

namespace {

class PlanCTAPass
    : public mlir::triton::nvidia_gpu::impl::TritonGPUPlanCTAPassBase<
          PlanCTAPass> {
public:
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    int64_t numCTAs = 1;
    if (auto attr = module->getAttrOfType<IntegerAttr>("ttg.num-ctas"))
      numCTAs = attr.getInt();
    TT_DEBUG(TT_DBGS() << "ttg.num-ctas = " << numCTAs << "\n");
    if (numCTAs == 1)
      return;
    emitError(module.getLoc(), "triton-nvidia-gpu-plan-cta: `ttg.num-ctas` = ")
        << numCTAs
        << ": planning the CTA tiling of a multi-CTA cluster is not "
           "implemented yet (only ttg.num-ctas = 1, where Triton changes "
           "nothing)";
    signalPassFailure();
  }
};

} // namespace
