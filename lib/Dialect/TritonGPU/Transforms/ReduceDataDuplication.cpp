//===- ReduceDataDuplication.cpp - Dot operands through shared memory -----===//
//
// A dot-operand layout repeats elements across threads (each fragment holds
// what its MMA instruction reads), so converting a register tensor into it
// directly moves the same data many times. Triton stages such conversions
// through a swizzled shared buffer instead: local_alloc, then local_load in
// the dot-operand layout.
//
//===----------------------------------------------------------------------===//
#include "tt/Analysis/Allocation.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#define DEBUG_TYPE "tritongpu-reduce-data-duplication"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUREDUCEDATADUPLICATION
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

/// The shared buffer `convert` goes through, or null when it needs none: the
/// target is not a dot operand, or the conversion stays in registers or
/// within a warp. Failure (with an error at the op) when tt-opt lacks the
/// rule that gives the buffer its swizzle.
FailureOr<MemDescType> stagingBufferFor(ConvertLayoutOp convert) {
  RankedTensorType srcType = convert.getSrc().getType();
  RankedTensorType dstType = convert.getType();
  auto dotOperand = dyn_cast<DotOperandEncodingAttr>(dstType.getEncoding());
  if (!dotOperand)
    return MemDescType();
  FailureOr<bool> needsSharedMemory = cvtNeedsSharedMemory(convert);
  if (failed(needsSharedMemory))
    return convert.emitError("tritongpu-reduce-data-duplication: no linear "
                             "layout for this conversion");
  if (!*needsSharedMemory) {
    TT_DEBUG(TT_DBGS() << "kept " << describeOp(convert)
                       << ": no data crosses warps\n");
    return MemDescType();
  }
  SwizzledSharedEncodingAttr shared = getSwizzledSharedForDotOperand(
      dotOperand, srcType.getShape(), getOrderForMemory(srcType),
      getCGALayout(srcType.getEncoding()), srcType.getElementType(),
      /*needTrans=*/false);
  if (!shared)
    return convert.emitError("tritongpu-reduce-data-duplication: NYI: the "
                             "shared layout of a dot operand of ")
           << dotOperand.getParent();
  return MemDescType::get(dstType.getShape(), dstType.getElementType(), shared,
                          SharedMemorySpaceAttr::get(convert.getContext()));
}

class ReduceDataDuplicationPass
    : public mlir::triton::gpu::impl::TritonGPUReduceDataDuplicationBase<
          ReduceDataDuplicationPass> {
public:
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    SmallVector<ConvertLayoutOp> converts;
    getOperation().walk(
        [&](ConvertLayoutOp convert) { converts.push_back(convert); });
    for (ConvertLayoutOp convert : converts) {
      FailureOr<MemDescType> bufferType = stagingBufferFor(convert);
      if (failed(bufferType))
        return signalPassFailure();
      if (!*bufferType)
        continue;
      TT_DEBUG(TT_DBGS() << "staging " << describeOp(convert)
                         << " through shared memory " << *bufferType << "\n");
      OpBuilder builder(convert);
      Value buffer = LocalAllocOp::create(builder, convert.getLoc(),
                                          *bufferType, convert.getSrc(),
                                          /*alignment=*/nullptr);
      Value load = LocalLoadOp::create(builder, convert.getLoc(),
                                       convert.getType(), buffer,
                                       /*token=*/Value());
      convert.replaceAllUsesWith(load);
      convert.erase();
    }
  }
};

} // namespace
