//===- AsyncCopyOpToLLVM.cpp - cp.async copies into shared memory ---------===//
//
// Triton 3.6's lowering of the copies the software pipeliner issues on
// sm80 and later:
//
// - `ttg.async_copy_global_to_local %ptrs, %buf mask %m other %zero`: each
//   thread copies its elements of the pointer tensor into the buffer with
//   `cp.async.{ca,cg}.shared.global [dst], [src], bytes, srcSize;`. Where a
//   register lands in the buffer comes from the pointer tensor's linear
//   layout composed with the inverse of the buffer's shared layout; a vector
//   is as wide as both the pointers' contiguity (axis info, and the mask's
//   alignment) and the run of consecutive shared offsets allow, and must be
//   4, 8 or 16 bytes. 16-byte copies bypass L1 (`.cg`), as in Triton. A mask
//   becomes the source size (bytes or 0: cp.async zero-fills the rest), so
//   `other` must be zero. Registers and threads that hold a copy of another
//   one's elements copy nothing.
// - `ttg.async_commit_group` is `cp.async.commit_group`,
//   `ttg.async_wait {num}` is `cp.async.wait_group num`; their tokens are 0.
//   (Membar puts the barrier after the wait that makes the data visible to
//   every thread.)
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/SharedMemoryAccess.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "tt/Analysis/Allocation.h"
#include "tt/Analysis/AxisInfo.h"
#include "tt/Dialect/Triton/Transforms/Utility.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Support/Debug.h"

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;

namespace {

StringAttr named(MLIRContext *ctx, StringRef name) {
  return StringAttr::get(ctx, name);
}

/// Where each of a thread's registers goes in shared memory, in elements:
/// the offset of register `r` is regOffset(r) combined with this thread's
/// part (lanes, warps), which the caller computes once.
struct RegisterToShared {
  LinearLayout layout;     ///< (register, lane, warp, block) -> offset
  int32_t threadBits = 0;  ///< offset bits the thread's part may set
  int32_t registerFree = 0; ///< register bits that repeat other registers
};

FailureOr<RegisterToShared> getRegisterToShared(ttg::AsyncCopyGlobalToLocalOp op) {
  MLIRContext *ctx = op.getContext();
  auto emitError = [&] { return op.emitError(); };
  FailureOr<LinearLayout> regs =
      ttg::toLinearLayout(op.getSrc().getType(), emitError);
  FailureOr<LinearLayout> shared =
      ttg::toLinearLayout(op.getResult().getType(), emitError);
  if (failed(regs) || failed(shared))
    return failure();
  LinearLayout cvt = regs->invertAndCompose(*shared);
  RegisterToShared result{
      cvt.sublayout({named(ctx, "register"), named(ctx, "lane"),
                     named(ctx, "warp"), named(ctx, "block")},
                    {named(ctx, "offset")}),
      0, regs->getFreeVariableMasks().lookup(named(ctx, "register"))};
  for (StringRef dim : {"lane", "warp", "block"})
    if (result.layout.hasInDim(named(ctx, dim)))
      for (const LinearLayout::Basis &basis :
           result.layout.getBases(named(ctx, dim)))
        result.threadBits |= basis[0];
  return result;
}

struct AsyncCopyGlobalToLocalOpConversion
    : public ConvertOpToLLVMPattern<ttg::AsyncCopyGlobalToLocalOp> {
  AsyncCopyGlobalToLocalOpConversion(
      TritonGPUToLLVMTypeConverter &typeConverter,
      const ModuleAxisInfoAnalysis &axisInfo)
      : ConvertOpToLLVMPattern(typeConverter), axisInfo(axisInfo) {}

  LogicalResult
  matchAndRewrite(ttg::AsyncCopyGlobalToLocalOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = op.getContext();
    Location loc = op.getLoc();
    if (ttg::lookupNumCTAs(op) != 1)
      return op.emitError("ttg.async_copy_global_to_local: lowering for "
                          "clusters of several CTAs is not supported yet");
    if (!coversWholeAllocation(op.getResult().getType()))
      return op.emitError("ttg.async_copy_global_to_local: lowering of a copy "
                          "into part of a buffer (a memdesc_subslice view) "
                          "is not supported yet");
    if (op.getOther() && !isZeroConstant(op.getOther()))
      return op.emitError(
          "ttg.async_copy_global_to_local: `other` must be zero (cp.async "
          "fills masked elements with zeros); Triton's pipeliner selects "
          "other values after the load");
    FailureOr<RegisterToShared> toShared = getRegisterToShared(op);
    if (failed(toShared))
      return failure();

    Type elementType =
        cast<PointerType>(
            cast<RankedTensorType>(op.getSrc().getType()).getElementType())
            .getPointeeType();
    unsigned bits = getScratchBitwidth(elementType);
    unsigned vec = std::min<unsigned>(
        getAccessVectorSize(axisInfo, op.getSrc(), op.getMask(), bits),
        toShared->layout.getNumConsecutiveInOut(named(ctx, "offset")));
    unsigned bytes = vec * bits / 8;
    if (bytes != 4 && bytes != 8 && bytes != 16)
      return op.emitError()
             << "ttg.async_copy_global_to_local: cp.async copies 4, 8 or 16 "
                "bytes, but a thread's contiguous elements here make "
             << bytes << " (" << vec << " x " << bits << " bits)";
    TT_DEBUG(TT_DBGS() << "async copy: " << vec << " elements (" << bytes
                       << " bytes) per cp.async\n");

    TritonLLVMOpBuilder b(loc, rewriter);
    SmallVector<Value> ptrs = unpackLLElements(loc, adaptor.getSrc(), rewriter);
    SmallVector<Value> masks;
    if (adaptor.getMask())
      masks = unpackLLElements(loc, adaptor.getMask(), rewriter);
    SharedMemoryObject dst =
        unpackSharedMemoryObject(loc, adaptor.getResult(), rewriter);
    FailureOr<LinearLayout> srcLayout =
        ttg::toLinearLayout(op.getSrc().getType());
    Value threadPred = emitRedundantThreadPredicate(loc, rewriter, &*srcLayout);

    LinearLayout threadPart = toShared->layout.sublayout(
        {named(ctx, "lane"), named(ctx, "warp"), named(ctx, "block")},
        {named(ctx, "offset")});
    Value threadOffset =
        applyLinearLayoutToThisThread(loc, rewriter, threadPart).front().second;
    Value threadBytes = b.mul(threadOffset, b.i32Val(bits / 8));
    std::string cacheLevel = bytes == 16 ? "cg" : "ca";
    SmallVector<int32_t> bitOffsets;
    for (const LinearLayout::Basis &basis :
         toShared->layout.getBases(named(ctx, "register")))
      bitOffsets.push_back(basis[0]);
    uint64_t skipped = toShared->registerFree | (vec - 1);
    for (int64_t reg : registerAccessOrder(bitOffsets, skipped,
                                           toShared->threadBits)) {
      int32_t regOffset =
          toShared->layout.apply({{named(ctx, "register"), int32_t(reg)}})
              .front()
              .second;
      Value address = registerAddress(b, dst.base, threadBytes,
                                      toShared->threadBits, regOffset,
                                      bits / 8);
      Value srcSize = masks.empty() ? b.i32Val(bytes)
                                    : b.select(masks[reg], b.i32Val(bytes),
                                               b.i32Val(0));
      std::string asmString = predicatePrefix(threadPred, 3) + "cp.async." +
                              cacheLevel +
                              ".shared.global [ $0 + 0 ], [ $1 + 0 ], 0x" +
                              llvm::utohexstr(bytes) + ", $2;";
      SmallVector<Value> operands{address, ptrs[reg], srcSize};
      std::string constraints = "r,l,r";
      if (threadPred) {
        operands.push_back(threadPred);
        constraints += ",b";
      }
      createInlineAsm(rewriter, loc, Type(), asmString, constraints, operands);
    }
    rewriter.replaceOp(op, b.i32Val(0));
    return success();
  }

private:
  const ModuleAxisInfoAnalysis &axisInfo;
};

struct AsyncCommitGroupOpConversion
    : public ConvertOpToLLVMPattern<ttg::AsyncCommitGroupOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttg::AsyncCommitGroupOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    NVVM::CpAsyncCommitGroupOp::create(rewriter, op.getLoc());
    rewriter.replaceOp(op, TritonLLVMOpBuilder(op.getLoc(), rewriter).i32Val(0));
    return success();
  }
};

struct AsyncWaitOpConversion
    : public ConvertOpToLLVMPattern<ttg::AsyncWaitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttg::AsyncWaitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    NVVM::CpAsyncWaitGroupOp::create(rewriter, op.getLoc(), op.getNum());
    rewriter.replaceOp(op, TritonLLVMOpBuilder(op.getLoc(), rewriter).i32Val(0));
    return success();
  }
};

} // namespace

void mlir::triton::populateAsyncCopyOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns,
    const ModuleAxisInfoAnalysis &axisInfo) {
  patterns.add<AsyncCopyGlobalToLocalOpConversion>(typeConverter, axisInfo);
  patterns.add<AsyncCommitGroupOpConversion, AsyncWaitOpConversion>(
      typeConverter);
}
