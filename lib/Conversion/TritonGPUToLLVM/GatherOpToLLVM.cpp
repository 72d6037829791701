//===- GatherOpToLLVM.cpp - tt.gather through shared memory ---------------===//
//
// tt.gather reads src[..., indices[i], ...] along `axis`. As in Triton 3.6,
// when the gathered columns cross warps the whole source goes through the
// op's scratch buffer (Allocation sizes it, getGatherScratchSize): every
// thread stores its source registers at their element's offset (dim 0
// fastest, Triton's linearize), a CTA barrier, then every thread loads each
// result element from the offset of its coordinates with the axis
// coordinate replaced by its index. The warp-local case (scratch size 0),
// which Triton lowers with shuffles, is reported, not lowered yet.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "tt/Analysis/Allocation.h"

using namespace mlir;
using namespace mlir::triton;

namespace {

/// The element offset of `coords` in a tensor of `shape`, dim 0 fastest.
Value linearize(TritonLLVMOpBuilder &b, ArrayRef<Value> coords,
                ArrayRef<int64_t> shape) {
  Value offset = coords.back();
  for (int dim = coords.size() - 2; dim >= 0; --dim)
    offset = b.add(b.mul(offset, b.i32Val(shape[dim])), coords[dim]);
  return offset;
}

/// An index as i32 (the coordinates' type).
Value toI32(TritonLLVMOpBuilder &b, Value index) {
  Type i32 = b.builder->getI32Type();
  unsigned width = index.getType().getIntOrFloatBitWidth();
  if (width > 32)
    return LLVM::TruncOp::create(*b.builder, b.loc, i32, index);
  if (width < 32)
    return LLVM::SExtOp::create(*b.builder, b.loc, i32, index);
  return index;
}

struct GatherOpConversion : public ConvertOpToLLVMPattern<GatherOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(GatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<unsigned> scratchSize = getGatherScratchSize(op);
    if (failed(scratchSize))
      return failure();
    if (*scratchSize == 0)
      return op->emitError()
             << op->getName()
             << ": a gather within each warp (Triton's shuffles) is not "
                "lowered yet";
    Location loc = op.getLoc();
    FailureOr<Value> base = getSharedMemoryBase(loc, rewriter, op);
    if (failed(base))
      return failure();
    RankedTensorType srcType = op.getSrc().getType();
    RankedTensorType dstType = op.getType();
    FailureOr<SmallVector<SmallVector<Value>>> srcCoords =
        emitIndices(loc, rewriter, srcType);
    FailureOr<SmallVector<SmallVector<Value>>> dstCoords =
        emitIndices(loc, rewriter, dstType);
    if (failed(srcCoords) || failed(dstCoords))
      return op->emitError() << op->getName() << ": no linear layout";
    Type elementType =
        getTypeConverter()->convertType(srcType.getElementType());
    auto ptrType = cast<LLVM::LLVMPointerType>(base->getType());
    ArrayRef<int64_t> shape = srcType.getShape();
    TritonLLVMOpBuilder b(loc, rewriter);

    SmallVector<Value> srcValues =
        unpackLLElements(loc, adaptor.getSrc(), rewriter);
    for (auto [value, coords] : llvm::zip_equal(srcValues, *srcCoords)) {
      Value ptr = b.gep(ptrType, elementType, *base, linearize(b, coords, shape));
      LLVM::StoreOp::create(rewriter, loc, value, ptr);
    }
    NVVM::Barrier0Op::create(rewriter, loc);

    SmallVector<Value> indices =
        unpackLLElements(loc, adaptor.getIndices(), rewriter);
    SmallVector<Value> results;
    for (auto [index, coords] : llvm::zip_equal(indices, *dstCoords)) {
      coords[op.getAxis()] = toI32(b, index);
      Value ptr = b.gep(ptrType, elementType, *base, linearize(b, coords, shape));
      results.push_back(LLVM::LoadOp::create(rewriter, loc, elementType, ptr));
    }
    rewriter.replaceOp(op, packLLElements(loc, getTypeConverter(), results,
                                          rewriter, dstType));
    return success();
  }
};

} // namespace

void mlir::triton::populateGatherOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<GatherOpConversion>(typeConverter);
}
