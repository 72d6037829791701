//===- NVGPUToLLVM.cpp - The nvg ops the TritonGPU lowering leaves --------===//
//
// Triton 3.6's convert-nv-gpu-to-llvm, for the ops our TritonGPU lowering
// emits: `nvg.cluster_id` reads `%cluster_ctarank`. Other nvg ops are
// reported by name.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/NVGPUToLLVM/Passes.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#define DEBUG_TYPE "convert-nv-gpu-to-llvm"

namespace mlir::triton {
#define GEN_PASS_DEF_CONVERTNVGPUTOLLVM
#include "tt/Conversion/NVGPUToLLVM/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

struct ClusterCTAIdOpLowering
    : public OpRewritePattern<nvgpu::ClusterCTAIdOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(nvgpu::ClusterCTAIdOp op,
                                PatternRewriter &rewriter) const override {
    TT_DEBUG(TT_DBGS() << "nvg.cluster_id -> cluster.ctarank\n");
    rewriter.replaceOpWithNewOp<NVVM::ClusterId>(op, rewriter.getI32Type());
    return success();
  }
};

struct ConvertNVGPUToLLVM
    : public triton::impl::ConvertNVGPUToLLVMBase<ConvertNVGPUToLLVM> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    RewritePatternSet patterns(&getContext());
    patterns.add<ClusterCTAIdOpLowering>(&getContext());
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return signalPassFailure();
    WalkResult leftover = module.walk([](Operation *op) {
      if (op->getName().getDialectNamespace() != "nvg")
        return WalkResult::advance();
      op->emitError() << op->getName()
                      << ": lowering to LLVM is not supported yet";
      return WalkResult::interrupt();
    });
    if (leftover.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
