//===- Canonicalize.cpp - canonicalize, as Triton 3.6's MLIR did it -------===//
//
// MLIR's canonicalizer with one pattern of the MLIR Triton 3.6 was built
// with: scf.for iter-arg folding by rebuilding the loop (see the pass
// description). It takes precedence over MLIR 22's in-place version; the
// rest is MLIR's own patterns and folders.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/Transforms/Passes.h"
#include "tt/Dialect/Triton/Transforms/Utility.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/IR/Dialect.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::triton {
#define GEN_PASS_DEF_CANONICALIZER
#include "tt/Dialect/Triton/Transforms/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;

namespace {

struct Canonicalizer
    : mlir::triton::impl::CanonicalizerBase<Canonicalizer> {
  using CanonicalizerBase::CanonicalizerBase;

  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet owning(context);
    triton::populateForOpIterArgsFolder(owning);
    for (Dialect *dialect : context->getLoadedDialects())
      dialect->getCanonicalizationPatterns(owning);
    for (RegisteredOperationName op : context->getRegisteredOperations())
      op.getCanonicalizationPatterns(owning, context);
    patterns = std::make_shared<FrozenRewritePatternSet>(
        std::move(owning), disabledPatterns, enabledPatterns);
    return success();
  }

  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    GreedyRewriteConfig config;
    config.setUseTopDownTraversal(topDownProcessingEnabled)
        .setRegionSimplificationLevel(enableRegionSimplification)
        .setMaxIterations(maxIterations)
        .setMaxNumRewrites(maxNumRewrites);
    LogicalResult converged =
        applyPatternsGreedily(getOperation(), *patterns, config);
    if (testConvergence && failed(converged))
      signalPassFailure();
  }

  std::shared_ptr<const FrozenRewritePatternSet> patterns;
};

} // namespace
