//===- OptimizeDotOperands.cpp - LDS staging of CDNA4 upcast scales -------===//
//
// Triton 3.6's tritonamdgpu-optimize-dot-operands: on CDNA4 the scales of
// the scaled upcasts in loops are staged through unswizzled shared memory so
// the stream pipeliner keeps that layout; everywhere the convert_layout
// canonicalizations run. See the pass description in Passes.td.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonAMDGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonAMDGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "tritonamdgpu-optimize-dot-operands"

namespace mlir::triton::amdgpu {
#define GEN_PASS_DEF_TRITONAMDGPUOPTIMIZEDOTOPERANDS
#include "tt/Dialect/TritonAMDGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::amdgpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

/// The single tt.load the scale operand of `op` is computed from (block
/// arguments left out), or null when there are several, none, or a
/// local_load shows the scale already comes from shared memory.
LoadOp findSingleScaleLoad(Operation *op) {
  BackwardSliceOptions options;
  options.omitBlockArguments = true;
  SetVector<Operation *> slice;
  (void)getBackwardSlice(op->getOperand(1), &slice, options);
  LoadOp load;
  unsigned numLoads = 0;
  for (Operation *producer : slice) {
    if (isa<LocalLoadOp>(producer)) {
      TT_DEBUG(TT_DBGS() << "keep " << describeOp(op)
                         << ": its scale already comes from shared memory\n");
      return {};
    }
    if (auto producerLoad = dyn_cast<LoadOp>(producer)) {
      load = producerLoad;
      ++numLoads;
    }
  }
  if (numLoads != 1) {
    TT_DEBUG(TT_DBGS() << "keep " << describeOp(op) << ": its scale comes from "
                       << numLoads << " loads, not 1\n");
    return {};
  }
  return load;
}

/// load -> ... -> scaled_upcast(_, scale) in a loop becomes
/// load -> local_alloc (unswizzled) -> local_load -> ... -> scaled_upcast.
template <typename UpcastOp>
class AllocSharedMemForUpcastedScales : public OpRewritePattern<UpcastOp> {
public:
  using OpRewritePattern<UpcastOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(UpcastOp op,
                                PatternRewriter &rewriter) const override {
    if (!op->template getParentOfType<scf::ForOp>()) {
      TT_DEBUG(TT_DBGS() << "keep " << describeOp(op) << ": not in a loop\n");
      return failure();
    }
    LoadOp load = findSingleScaleLoad(op);
    if (!load)
      return failure();
    auto type = dyn_cast<RankedTensorType>(load.getType());
    if (!type)
      return failure();
    MLIRContext *context = op.getContext();
    auto encoding = SwizzledSharedEncodingAttr::get(
        context, /*vec=*/1, /*perPhase=*/1, /*maxPhase=*/1,
        getOrderForMemory(type), getCGALayout(type.getEncoding()));
    TT_DEBUG(TT_DBGS() << "stage the scale load " << describeOp(load) << " of "
                       << describeOp(op) << " through " << encoding << "\n");
    rewriter.setInsertionPointAfter(load);
    auto allocType =
        MemDescType::get(type.getShape(), type.getElementType(), encoding,
                         SharedMemorySpaceAttr::get(context));
    auto alloc = LocalAllocOp::create(rewriter, load.getLoc(), allocType, load,
                                      /*alignment=*/nullptr);
    Value staged = LocalLoadOp::create(rewriter, load.getLoc(), type, alloc,
                                       /*token=*/Value());
    rewriter.replaceAllUsesExcept(load, staged, alloc);
    return success();
  }
};

struct OptimizeDotOperands
    : mlir::triton::amdgpu::impl::TritonAMDGPUOptimizeDotOperandsBase<
          OptimizeDotOperands> {
  using Base::Base;

  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    FailureOr<std::string> arch =
        mlir::triton::amdgpu::lookupArchGenerationName(module,
                                                       archGenerationName);
    if (failed(arch))
      return signalPassFailure();
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    // The scaled upcast instructions exist on CDNA4 only.
    bool isCDNA4 = *arch == "gfx950";
    TT_DEBUG(TT_DBGS() << *arch << (isCDNA4 ? ": CDNA4" : ": not CDNA4")
                       << "\n");
    if (isCDNA4)
      patterns.add<AllocSharedMemForUpcastedScales<amdgpu::ScaledUpcastFp8Op>,
                   AllocSharedMemForUpcastedScales<amdgpu::ScaledUpcastFp4Op>>(
          context);
    ConvertLayoutOp::getCanonicalizationPatterns(patterns, context);
    // As in Triton, a scale whose convert folds into the new local_load
    // matches again and again: the driver gives up and the pass fails.
    if (failed(applyPatternsGreedily(module, std::move(patterns)))) {
      emitError(module.getLoc(),
                "tritonamdgpu-optimize-dot-operands: the rewrites did "
                "not converge");
      signalPassFailure();
    }
  }
};

} // namespace
