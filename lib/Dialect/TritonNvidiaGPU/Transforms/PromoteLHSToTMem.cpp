//===- PromoteLHSToTMem.cpp - tritongpu-promote-lhs-to-tmem ---------------===//
//
// A tcgen05 MMA reads A from shared or tensor memory. When A is computed in
// registers (attention's P, an upcast or scaled operand), Triton 3.6 stores
// it to tensor memory rather than shared memory: tcgen05.st from the
// registers, no shared-memory round trip and no fence. Only when the
// register layout needs no conversion, or the tensor is computed rather
// than loaded: a loaded operand converted in registers would be slower
// than leaving it in shared memory, where the load can go directly.
//
//===----------------------------------------------------------------------===//
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TensorMemoryUtils.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"

#include <cstdlib>

#define DEBUG_TYPE "tritongpu-promote-lhs-to-tmem"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONNVIDIAGPUPROMOTELHSTOTMEMPASS
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::nvidia_gpu;

namespace {

/// Triton's knob for converting even loaded operands (any non-empty value
/// but "0", "false", "off").
bool conversionOfLoadedOperandsAllowed() {
  const char *value = std::getenv("ALLOW_LHS_TMEM_LAYOUT_CONVERSION");
  if (!value || !*value)
    return false;
  std::string text = StringRef(value).lower();
  return text != "0" && text != "false" && text != "off";
}

/// The tensor memory type A takes: the accumulator's blockM, A's columns,
/// unit column stride, the register tensor's split over the CTAs.
MemDescType tmemTypeForA(MemDescType a, MemDescType acc,
                         RankedTensorType source) {
  MLIRContext *ctx = a.getContext();
  auto accEncoding = cast<TensorMemoryEncodingAttr>(acc.getEncoding());
  CGAEncodingAttr cga = getCGALayout(source.getEncoding());
  SmallVector<int64_t> perCTA = getShapePerCTA(cga, source.getShape());
  auto encoding = TensorMemoryEncodingAttr::get(
      ctx, accEncoding.getBlockM(), a.getShape()[1], /*colStride=*/1,
      source.getShape()[0] / perCTA[0], source.getShape()[1] / perCTA[1],
      /*twoCTAs=*/false);
  return MemDescType::get(a.getShape(), a.getElementType(), encoding,
                          TensorMemorySpaceAttr::get(ctx),
                          /*mutableMemory=*/false);
}

template <typename MMAOp> struct PromoteLHS : public OpRewritePattern<MMAOp> {
  PromoteLHS(MLIRContext *ctx, bool convertLoaded)
      : OpRewritePattern<MMAOp>(ctx), convertLoaded(convertLoaded) {}

  LogicalResult matchAndRewrite(MMAOp mma,
                                PatternRewriter &rewriter) const override {
    auto alloc = mma.getA().template getDefiningOp<LocalAllocOp>();
    if (!alloc || !alloc.getSrc())
      return failure();
    // A tensor-memory buffer lives within one region.
    if (alloc->getParentRegion() != mma->getParentRegion())
      return notMoved(mma, "A is allocated in another region");
    MemDescType aType = mma.getA().getType();
    unsigned bits = aType.getElementTypeBitWidth();
    if (bits != 16 && bits != 32)
      return notMoved(mma, "A's elements are neither 16 nor 32 bits");
    Value source = alloc.getSrc();
    auto sourceType = cast<RankedTensorType>(source.getType());
    MemDescType tmemType =
        tmemTypeForA(aType, mma.getD().getType(), sourceType);
    Attribute layout = sourceType.getEncoding();
    if (!isDistributedLayoutTMemCompatible(sourceType, tmemType)) {
      if (comesFromLoadOrBlockArg(source) && !convertLoaded)
        return notMoved(mma, "A is loaded and tcgen05.st cannot store its "
                             "layout as it is");
      auto accEncoding =
          cast<TensorMemoryEncodingAttr>(mma.getD().getType().getEncoding());
      layout = getTmemCompatibleLayout(
          accEncoding.getBlockM(), aType.getShape()[1], sourceType,
          getCGALayout(sourceType.getEncoding()), *lookupNumWarps(mma));
      if (!layout)
        return notMoved(mma, "no 32x32b layout fits A");
    }
    rewriter.setInsertionPointAfter(alloc);
    if (layout != sourceType.getEncoding())
      source = ConvertLayoutOp::create(
          rewriter, mma.getLoc(), sourceType.cloneWithEncoding(layout), source);
    Value tmem = TMEMAllocOp::create(rewriter, mma.getLoc(), tmemType,
                                     /*token=*/Type(), source)
                     .getResult();
    rewriter.modifyOpInPlace(mma, [&] { mma.getAMutable().assign(tmem); });
    TT_DEBUG(TT_DBGS() << mma->getName() << " at " << mma.getLoc()
                       << ": A in tensor memory"
                       << (layout != sourceType.getEncoding()
                               ? " (its layout converted first)"
                               : "")
                       << "\n");
    return success();
  }

  LogicalResult notMoved(MMAOp mma, StringRef why) const {
    TT_DEBUG(TT_DBGS() << mma->getName() << " at " << mma.getLoc()
                       << ": A stays in shared memory: " << why << "\n");
    return failure();
  }

  bool convertLoaded;
};

struct PromoteLHSToTMem
    : public nvidia_gpu::impl::TritonNvidiaGPUPromoteLHSToTMemPassBase<
          PromoteLHSToTMem> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    bool convertLoaded = conversionOfLoadedOperandsAllowed();
    RewritePatternSet patterns(ctx);
    patterns.add<PromoteLHS<TCGen5MMAOp>, PromoteLHS<TCGen5MMAScaledOp>>(
        ctx, convertLoaded);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
