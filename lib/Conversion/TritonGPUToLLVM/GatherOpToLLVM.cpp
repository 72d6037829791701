//===- GatherOpToLLVM.cpp - tt.gather by shuffles or shared memory --------===//
//
// tt.gather reads src[..., indices[i], ...] along `axis`. As in Triton 3.6,
// when the gathered columns cross warps the whole source goes through the
// op's scratch buffer (Allocation sizes it, getGatherScratchSize): every
// thread stores its source registers at their element's offset (dim 0
// fastest, Triton's linearize), a CTA barrier, then every thread loads each
// result element from the offset of its coordinates with the axis
// coordinate replaced by its index.
//
// When each warp owns the columns it gathers from (Allocation's warp-local
// case, no scratch), Triton shuffles instead: for each index register, the
// thread's column (from the index layout) and the index give, through the
// inverse of the source layout, the lane and register holding the element;
// each source register of that column is read from that lane
// (shfl.sync.idx) and the one with the right register number selected.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "tt/Analysis/Allocation.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"

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

/// `value` as lane `lane` holds it (shfl.sync.idx over the whole warp), in
/// 32-bit pieces.
Value shuffleIdx(TritonLLVMOpBuilder &b, Value value, Value lane) {
  OpBuilder &builder = *b.builder;
  Type type = value.getType();
  Type i32 = builder.getI32Type();
  auto shuffle32 = [&](Value word) -> Value {
    return NVVM::ShflOp::create(builder, b.loc, i32, b.i32Val(-1), word, lane,
                                b.i32Val(0x1f), NVVM::ShflKind::idx,
                                /*return_value_and_is_valid=*/UnitAttr());
  };
  if (isa<LLVM::LLVMPointerType>(type)) {
    Value bits = LLVM::PtrToIntOp::create(builder, b.loc,
                                          builder.getI64Type(), value);
    return LLVM::IntToPtrOp::create(builder, b.loc, type,
                                    shuffleIdx(b, bits, lane));
  }
  unsigned width = type.getIntOrFloatBitWidth();
  if (width == 64) {
    auto pair = VectorType::get(2, i32);
    Value words = b.bitcast(value, pair);
    Value result = b.undef(pair);
    for (int half = 0; half < 2; ++half)
      result = b.insertElement(
          result, shuffle32(b.extractElement(words, half)), half);
    return b.bitcast(result, type);
  }
  Type bitsType = builder.getIntegerType(width);
  Value bits = b.bitcast(value, bitsType);
  if (width < 32)
    bits = LLVM::ZExtOp::create(builder, b.loc, i32, bits);
  Value shuffled = shuffle32(bits);
  if (width < 32)
    shuffled = LLVM::TruncOp::create(builder, b.loc, bitsType, shuffled);
  return b.bitcast(shuffled, type);
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
      return gatherWithinWarps(op, adaptor, rewriter);
    return gatherThroughSharedMemory(op, adaptor, rewriter);
  }

  LogicalResult
  gatherThroughSharedMemory(GatherOp op, OpAdaptor adaptor,
                            ConversionPatternRewriter &rewriter) const {
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

  LogicalResult gatherWithinWarps(GatherOp op, OpAdaptor adaptor,
                                  ConversionPatternRewriter &rewriter) const {
    MLIRContext *ctx = op.getContext();
    Location loc = op.getLoc();
    auto name = [&](const Twine &text) { return StringAttr::get(ctx, text); };
    StringAttr kRegister = name("register"), kLane = name("lane"),
               kWarp = name("warp"), kBlock = name("block");
    StringAttr gatherDim = name("dim" + Twine(op.getAxis()));
    SmallVector<StringAttr> allDims, otherDims;
    for (unsigned dim = 0; dim < op.getType().getRank(); ++dim) {
      allDims.push_back(name("dim" + Twine(dim)));
      if (dim != op.getAxis())
        otherDims.push_back(allDims.back());
    }
    FailureOr<LinearLayout> src =
        triton::gpu::toLinearLayout(op.getSrc().getType());
    FailureOr<LinearLayout> idx =
        triton::gpu::toLinearLayout(op.getIndices().getType());
    if (failed(src) || failed(idx))
      return op->emitError() << op->getName() << ": no linear layout";
    // Tensor coordinates -> (register, lane) of the source; the warp does
    // not depend on the gather coordinate here.
    LinearLayout srcPosition =
        src->pseudoinvert().sublayout(allDims, {kRegister, kLane});
    LinearLayout idxColumn =
        idx->sublayout({kRegister, kLane, kWarp, kBlock}, otherDims);
    LinearLayout srcRegisterColumn = src->sublayout({kRegister}, otherDims);
    LinearLayout idxRegisterColumn = idx->sublayout({kRegister}, otherDims);

    TritonLLVMOpBuilder b(loc, rewriter);
    auto [lane, warp] = getLaneAndWarpId(rewriter, loc);
    Value block = getBlockId(rewriter, loc);
    SmallVector<Value> srcValues =
        unpackLLElements(loc, adaptor.getSrc(), rewriter);
    SmallVector<Value> indices =
        unpackLLElements(loc, adaptor.getIndices(), rewriter);
    SmallVector<Value> results;
    for (auto [idxRegister, index] : llvm::enumerate(indices)) {
      int32_t reg = idxRegister;
      SmallVector<std::pair<StringAttr, Value>> coords = applyLinearLayout(
          loc, rewriter, idxColumn,
          {{kRegister, b.i32Val(reg)}, {kLane, lane}, {kWarp, warp},
           {kBlock, block}});
      coords.push_back({gatherDim, toI32(b, index)});
      Value srcRegister, srcLane;
      for (auto [dim, value] :
           applyLinearLayout(loc, rewriter, srcPosition, coords))
        (dim == kRegister ? srcRegister : srcLane) = value;
      // The source registers of this column (the lanes and warps agree
      // between the layouts, so the register part decides).
      LinearLayout::Point column = idxRegisterColumn.apply({{kRegister, reg}});
      Value result = b.undef(srcValues[0].getType());
      for (auto [candidate, value] : llvm::enumerate(srcValues)) {
        int32_t candidateReg = candidate;
        if (srcRegisterColumn.apply({{kRegister, candidateReg}}) != column)
          continue;
        result = b.select(b.icmpEq(b.i32Val(candidateReg), srcRegister),
                          shuffleIdx(b, value, srcLane), result);
      }
      results.push_back(result);
    }
    rewriter.replaceOp(op, packLLElements(loc, getTypeConverter(), results,
                                          rewriter, op.getType()));
    return success();
  }
};

} // namespace

void mlir::triton::populateGatherOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<GatherOpConversion>(typeConverter);
}
