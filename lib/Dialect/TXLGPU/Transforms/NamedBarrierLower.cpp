//===- NamedBarrierLower.cpp - txlgpu-named-barrier-lower -----------------===//
//
// TXL's stage that turns the kernel author's named barriers (txl dialect)
// into the target's (txlgpu dialect, lowered to bar.arrive / bar.sync by
// convert-txlgpu-to-llvm): one op for one, barrier id and thread count
// kept.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TXL/IR/Dialect.h"
#include "tt/Dialect/TXLGPU/IR/Dialect.h"
#include "tt/Dialect/TXLGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "txlgpu-named-barrier-lower"

namespace mlir::triton::txlgpu {
#define GEN_PASS_DEF_TXLGPUNAMEDBARRIERLOWER
#include "tt/Dialect/TXLGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::txlgpu

using namespace mlir;
namespace txl = mlir::triton::txl;
namespace txlgpu = mlir::triton::txlgpu;

namespace {

/// `From` (txl) becomes `To` (txlgpu) with the same barrier and count.
template <typename From, typename To>
struct LowerNamedBarrier : public OpRewritePattern<From> {
  using OpRewritePattern<From>::OpRewritePattern;

  LogicalResult matchAndRewrite(From op,
                                PatternRewriter &rewriter) const override {
    TT_DEBUG(TT_DBGS() << triton::describeOp(op) << ": barrier "
                       << op.getBar() << " of " << op.getNumThreads()
                       << " threads\n");
    rewriter.replaceOpWithNewOp<To>(op, op.getBar(), op.getNumThreads());
    return success();
  }
};

struct NamedBarrierLower
    : public txlgpu::impl::TXLGPUNamedBarrierLowerBase<NamedBarrierLower> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<
        LowerNamedBarrier<txl::NamedBarrierArriveOp, txlgpu::NamedBarrierArriveOp>,
        LowerNamedBarrier<txl::NamedBarrierWaitOp, txlgpu::NamedBarrierWaitOp>>(
        &getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
