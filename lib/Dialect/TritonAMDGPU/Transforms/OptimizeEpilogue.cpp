//===- OptimizeEpilogue.cpp - Store MFMA accumulators directly ------------===//
//
// A blocked tt.store of convert_layout(x : #amd_mfma), possibly through
// single-use one-operand elementwise ops, stores in the MFMA layout; the
// pointer and mask are converted instead. See the pass description in
// Passes.td.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonAMDGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "tritonamdgpu-optimize-epilogue"

namespace mlir::triton::amdgpu {
#define GEN_PASS_DEF_TRITONAMDGPUOPTIMIZEEPILOGUE
#include "tt/Dialect/TritonAMDGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::amdgpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

/// The one-operand elementwise ops Triton lets the stored value pass through.
bool isUnaryElementwise(Operation *op) {
  if (isa<arith::ExtFOp, arith::ExtSIOp, arith::ExtUIOp, arith::FPToSIOp,
          arith::FPToUIOp, arith::NegFOp, arith::SIToFPOp, arith::TruncFOp,
          arith::TruncIOp, arith::UIToFPOp>(op))
    return true;
  if (isa<math::AbsFOp, math::AbsIOp, math::AtanOp, math::Atan2Op,
          math::CeilOp, math::CosOp, math::SinOp, math::CountLeadingZerosOp,
          math::CountTrailingZerosOp, math::CtPopOp, math::ErfOp, math::ExpOp,
          math::Exp2Op, math::ExpM1Op, math::FloorOp, math::LogOp,
          math::Log10Op, math::Log1pOp, math::Log2Op, math::RsqrtOp,
          math::SqrtOp, math::TanhOp>(op))
    return true;
  if (isa<IntToPtrOp, PtrToIntOp, BitcastOp, FpToFpOp>(op))
    return true;
  if (auto ext = dyn_cast<ExternElementwiseOp>(op))
    return op->getNumOperands() == 1 && op->getNumResults() == 1 &&
           ext.getPure();
  return false;
}

bool isBlockedTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && isa_and_nonnull<BlockedEncodingAttr>(tensor.getEncoding());
}

RankedTensorType withEncoding(Type type, Attribute encoding) {
  auto tensor = cast<RankedTensorType>(type);
  return RankedTensorType::get(tensor.getShape(), tensor.getElementType(),
                               encoding);
}

struct StoreInMfmaLayout : OpRewritePattern<StoreOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(StoreOp store,
                                PatternRewriter &rewriter) const override {
    Value ptr = store.getPtr(), val = store.getValue(), mask = store.getMask();
    if (!isBlockedTensor(ptr.getType()) || !isBlockedTensor(val.getType()))
      return failure();
    // Walk up the elementwise chain to the conversion.
    SmallVector<Operation *> chain;
    Operation *def = val.getDefiningOp();
    while (def && !isa<ConvertLayoutOp>(def)) {
      if (!def->hasOneUse() || !isUnaryElementwise(def))
        return failure();
      chain.push_back(def);
      val = def->getOperand(0);
      def = val.getDefiningOp();
    }
    auto cvt = dyn_cast_or_null<ConvertLayoutOp>(def);
    if (!cvt)
      return failure();
    Attribute mfma = cvt.getSrc().getType().getEncoding();
    if (!isa_and_nonnull<AMDMfmaEncodingAttr>(mfma) ||
        !cvt.getResult().hasOneUse())
      return failure();
    TT_DEBUG(TT_DBGS() << describeOp(store) << " in the mfma layout (through "
                       << chain.size() << " elementwise ops)\n");

    Value newPtr = ConvertLayoutOp::create(
        rewriter, ptr.getLoc(), withEncoding(ptr.getType(), mfma), ptr);
    Value newVal = cvt.getSrc();
    // The chain was collected from the store upwards; retype it top-down.
    for (Operation *op : llvm::reverse(chain)) {
      rewriter.modifyOpInPlace(op, [&] {
        op->setOperand(0, newVal);
        op->getResult(0).setType(withEncoding(op->getResult(0).getType(), mfma));
      });
      newVal = op->getResult(0);
    }
    Value newMask = mask;
    if (mask)
      newMask = ConvertLayoutOp::create(
          rewriter, mask.getLoc(), withEncoding(mask.getType(), mfma), mask);
    rewriter.modifyOpInPlace(store, [&] {
      store.getPtrMutable().assign(newPtr);
      store.getValueMutable().assign(newVal);
      if (mask)
        store.getMaskMutable().assign(newMask);
    });
    return success();
  }
};

struct OptimizeEpilogue
    : mlir::triton::amdgpu::impl::TritonAMDGPUOptimizeEpilogueBase<
          OptimizeEpilogue> {
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    RewritePatternSet patterns(&getContext());
    patterns.add<StoreInMfmaLayout>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
