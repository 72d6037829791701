//===- GluonCanonicalize.cpp - -gluon-canonicalize -------------------------===//
//
// Triton 3.6's canonicalizer for Gluon (and make_llir's gluon-inline): the
// arith/scf/cf canonicalizations, a few Triton ops' own, and every folder,
// but none of the patterns that change layouts (convert_layout's).
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_GLUONCANONICALIZE
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;

namespace {

/// The canonicalization patterns of `dialect` and of each of its ops.
template <typename DialectTy>
void addDialectPatterns(MLIRContext *context, RewritePatternSet &patterns) {
  Dialect *dialect = context->getOrLoadDialect<DialectTy>();
  dialect->getCanonicalizationPatterns(patterns);
  for (RegisteredOperationName op :
       context->getRegisteredOperationsByDialect(dialect->getNamespace()))
    op.getCanonicalizationPatterns(patterns, context);
}

struct GluonCanonicalize
    : mlir::triton::gpu::impl::GluonCanonicalizeBase<GluonCanonicalize> {
  /// The patterns, frozen once: the inliner of gluon-inline runs this pass
  /// on every function it visits.
  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet owning(context);
    addDialectPatterns<arith::ArithDialect>(context, owning);
    addDialectPatterns<scf::SCFDialect>(context, owning);
    addDialectPatterns<cf::ControlFlowDialect>(context, owning);
    // Only these Triton ops' patterns: the ones that change layouts (those
    // of ttg.convert_layout above all) must not run on Gluon's layouts.
    LoadOp::getCanonicalizationPatterns(owning, context);
    StoreOp::getCanonicalizationPatterns(owning, context);
    BroadcastOp::getCanonicalizationPatterns(owning, context);
    ExpandDimsOp::getCanonicalizationPatterns(owning, context);
    triton::gpu::WarpSpecializeOp::getCanonicalizationPatterns(owning,
                                                               context);
    triton::gpu::WarpSpecializePartitionsOp::getCanonicalizationPatterns(
        owning, context);
    patterns = std::make_shared<FrozenRewritePatternSet>(std::move(owning));
    return success();
  }

  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    (void)applyPatternsGreedily(getOperation(), *patterns);
  }

  std::shared_ptr<const FrozenRewritePatternSet> patterns;
};

} // namespace
