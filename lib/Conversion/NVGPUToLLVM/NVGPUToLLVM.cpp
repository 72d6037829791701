//===- NVGPUToLLVM.cpp - The nvg ops the TritonGPU lowering leaves --------===//
//
// Triton 3.6's convert-nv-gpu-to-llvm, for the ops our TritonGPU lowering
// emits: `nvg.cluster_id` reads `%cluster_ctarank`; `nvg.ld_acquire` is
// Triton's inline PTX
//   mov.u32 $0, 0x0;
//   @$2 ld.global.<scope>.<sem>.b32 $0, [ $1 + 0 ];
// Other nvg ops are reported by name.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/NVGPUToLLVM/Passes.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

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

struct LoadAcquireOpLowering : public OpRewritePattern<nvgpu::LoadAcquireOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(nvgpu::LoadAcquireOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type type = op.getType();
    unsigned width = std::max(8u, type.getIntOrFloatBitWidth());
    // Triton's register classes: 64 -> l, 32 -> r, narrower -> c (16 bits).
    std::string constraint = width == 64 ? "l" : width == 32 ? "r" : "c";
    std::string asmString =
        "mov.u" + std::to_string(std::max(16u, width)) + " $0, 0x0;\n\t";
    if (op.getMask())
      asmString += "@$2 ";
    asmString += ("ld.global." + nvgpu::stringifyMemSyncScope(op.getScope()) +
                  "." + nvgpu::stringifyMemSemantic(op.getSem()) + ".b" +
                  Twine(width) + " $0, [ $1 + 0 ];")
                     .str();
    SmallVector<Value> operands{op.getAddr()};
    std::string constraints = "=" + constraint + ",l";
    if (Value mask = op.getMask()) {
      operands.push_back(mask);
      constraints += ",b";
    }
    TT_DEBUG(TT_DBGS() << "nvg.ld_acquire -> " << asmString << "\n");
    Value bits = createInlineAsm(rewriter, loc, rewriter.getIntegerType(width),
                                 asmString, constraints, operands);
    rewriter.replaceOp(op,
                       TritonLLVMOpBuilder(loc, rewriter).bitcast(bits, type));
    return success();
  }
};

struct ConvertNVGPUToLLVM
    : public triton::impl::ConvertNVGPUToLLVMBase<ConvertNVGPUToLLVM> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    RewritePatternSet patterns(&getContext());
    patterns.add<ClusterCTAIdOpLowering, LoadAcquireOpLowering>(&getContext());
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
