//===- CoalesceAsyncCopy.cpp - tritongpu-coalesce-async-copy --------------===//
//
// cp.async loads from global memory and stores to shared memory in one
// instruction, so each thread's contiguous run of the source is split into
// pieces as long as the run the shared layout keeps contiguous. A longer
// run per thread (an operand that is upcast after loading) then costs more
// global transactions than needed; Triton clips it to the shared run.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "tritongpu-coalesce-async-copy"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUCOALESCEASYNCCOPY
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

/// The longest run of a thread's consecutive source elements that one
/// cp.async stores contiguously: the consecutive registers that land on
/// consecutive shared offsets.
FailureOr<int32_t> sharedContiguousRun(RankedTensorType srcType,
                                       MemDescType dstType) {
  FailureOr<LinearLayout> registers = toLinearLayout(srcType);
  FailureOr<LinearLayout> shared = toLinearLayout(dstType);
  if (failed(registers) || failed(shared))
    return failure();
  LinearLayout toOffsets = registers->invertAndCompose(*shared);
  return toOffsets.getNumConsecutiveInOut(
      *toOffsets.getOutDimNames().begin());
}

struct ClipAsyncCopySizePerThread
    : OpRewritePattern<AsyncCopyGlobalToLocalOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AsyncCopyGlobalToLocalOp copy,
                                PatternRewriter &rewriter) const override {
    RankedTensorType srcType = copy.getSrc().getType();
    auto blocked = dyn_cast<BlockedEncodingAttr>(srcType.getEncoding());
    auto dstType = cast<MemDescType>(copy.getResult().getType());
    // Triton's rule covers swizzled shared layouts only.
    if (!blocked || !isa<SwizzledSharedEncodingAttr>(dstType.getEncoding()))
      return failure();
    FailureOr<int32_t> sharedRun = sharedContiguousRun(srcType, dstType);
    FailureOr<LinearLayout> registers = toLinearLayout(srcType);
    if (failed(sharedRun) || failed(registers))
      return failure();
    SmallVector<unsigned> contigPerThread = registers->getContigPerThread();
    unsigned fastest = blocked.getOrder()[0];
    TT_DEBUG(TT_DBGS() << describeOp(copy) << ": " << contigPerThread[fastest]
                       << " contiguous element(s) per thread, "
                       << *sharedRun << " contiguous in shared memory\n");
    if (contigPerThread[fastest] <= unsigned(*sharedRun))
      return failure();
    contigPerThread[fastest] = *sharedRun;
    std::optional<int64_t> numWarps = lookupNumWarps(copy);
    if (!numWarps)
      return rewriter.notifyMatchFailure(copy, "no ttg.num-warps");
    auto clipped = BlockedEncodingAttr::get(
        copy.getContext(), srcType.getShape(), contigPerThread,
        blocked.getOrder(), *numWarps, lookupThreadsPerWarp(copy),
        blocked.getCGALayout());
    TT_DEBUG(TT_DBGS() << "  copied from " << describeAttr(clipped, copy)
                       << "\n");
    retarget(copy, clipped, rewriter);
    return success();
  }

  /// `copy` reading its pointers, mask and `other` in `encoding`, converted
  /// right before it (at the copy's location, as Triton does).
  static void retarget(AsyncCopyGlobalToLocalOp copy, Attribute encoding,
                       PatternRewriter &rewriter) {
    auto convert = [&](Value value) -> Value {
      if (!value)
        return value;
      auto type = cast<RankedTensorType>(value.getType());
      return ConvertLayoutOp::create(rewriter, copy.getLoc(),
                                     type.cloneWithEncoding(encoding), value);
    };
    Value src = convert(copy.getSrc());
    Value mask = convert(copy.getMask());
    Value other = convert(copy.getOther());
    rewriter.modifyOpInPlace(copy, [&] {
      copy.getSrcMutable().assign(src);
      if (mask)
        copy.getMaskMutable().assign(mask);
      if (other)
        copy.getOtherMutable().assign(other);
      // Triton asks its axis analysis, taken before these converts existed,
      // for their contiguity: it knows nothing of them and answers 1.
      copy.setContiguity(1);
    });
  }
};

struct CoalesceAsyncCopy
    : mlir::triton::gpu::impl::TritonGPUCoalesceAsyncCopyBase<
          CoalesceAsyncCopy> {
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    RewritePatternSet patterns(&getContext());
    patterns.add<ClipAsyncCopySizePerThread>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
