//===- GluonInline.cpp - -gluon-inline -------------------------------------===//
//
// MLIR's inliner with gluon-canonicalize as its per-function pipeline, as
// Triton 3.6's make_llir runs it after convert-scf-to-cf.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_GLUONINLINE
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;

namespace {

struct GluonInline : mlir::triton::gpu::impl::GluonInlineBase<GluonInline> {
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    PassManager pm(&getContext());
    pm.addPass(createInlinerPass(
        /*opPipelines=*/{}, [](OpPassManager &functionPipeline) {
          functionPipeline.addPass(
              mlir::triton::gpu::createGluonCanonicalize());
        }));
    if (failed(pm.run(getOperation())))
      signalPassFailure();
  }
};

} // namespace
