//===- ViewOpToLLVM.cpp - Ops that create or rearrange registers ----------===//
//
// tt.splat and dense splat constants copy one value into every register;
// tt.make_range is the first coordinate of each register plus `start`;
// tt.addptr is one getelementptr per register.
//
// tt.broadcast, tt.expand_dims, tt.reshape, tt.trans, tt.join and tt.split
// do not move data between threads: the result's register r holds the
// element that some source register holds in the same thread. Which one follows from the two linear
// layouts: map the coordinates of each result register to source
// coordinates (drop the broadcast dims / the new axis / re-split the flat
// index / permute the dims) and look them up among the source's registers. That holds for
// every thread only when the lane, warp and block bases map alike, which is
// checked; otherwise the op is reported (Triton would need shared memory).
// tt.join / tt.split see the two halves as one tensor with one more
// register bit (stackOnLastDim). tt.cat concatenates registers; tt.unsplat
// reads the first.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Support/Debug.h"
#include "llvm/ADT/DenseMap.h"

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;

namespace {

//===----------------------------------------------------------------------===//
// Register correspondence between two layouts of the same thread
//===----------------------------------------------------------------------===//

using Coords = SmallVector<int32_t>;
using CoordMap = function_ref<Coords(ArrayRef<int32_t>)>;

Coords valuesOf(const LinearLayout::Point &point) {
  return llvm::to_vector(llvm::make_second_range(point));
}

/// For each register of `dst`, the register of `src` that holds the element
/// `toSrc` maps it to, in every thread.
FailureOr<SmallVector<unsigned>>
correspondingRegisters(MLIRContext *ctx, const LinearLayout &src,
                       const LinearLayout &dst, CoordMap toSrc) {
  for (StringRef name : {"lane", "warp", "block"}) {
    auto dim = StringAttr::get(ctx, name);
    if (src.getInDimSizeLog2(dim) != dst.getInDimSizeLog2(dim))
      return failure();
    for (unsigned bit = 0; bit < dst.getInDimSizeLog2(dim); ++bit) {
      int32_t index = 1 << bit;
      if (toSrc(valuesOf(dst.apply({{dim, index}}))) !=
          valuesOf(src.apply({{dim, index}})))
        return failure();
    }
  }
  auto kRegister = StringAttr::get(ctx, "register");
  std::map<Coords, unsigned> srcRegisterOf;
  for (int32_t reg = src.getInDimSize(kRegister) - 1; reg >= 0; --reg)
    srcRegisterOf[valuesOf(src.apply({{kRegister, reg}}))] = reg;
  SmallVector<unsigned> registers;
  for (int32_t reg = 0, e = dst.getInDimSize(kRegister); reg < e; ++reg) {
    auto it = srcRegisterOf.find(toSrc(valuesOf(dst.apply({{kRegister, reg}}))));
    if (it == srcRegisterOf.end())
      return failure();
    registers.push_back(it->second);
  }
  return registers;
}

/// The error for a view whose layouts would make data cross threads: Triton
/// goes through shared memory (or a layout conversion) there.
LogicalResult reportDataMovement(Operation *op) {
  return op->emitError() << op->getName()
                         << ": the result layout moves data between threads "
                            "(through shared memory in Triton), not lowered";
}

/// The linear layouts of `type`, with an error on `op` when it has none.
FailureOr<LinearLayout> getLinearLayout(Operation *op, Type type) {
  FailureOr<LinearLayout> layout =
      triton::gpu::toLinearLayout(cast<RankedTensorType>(type));
  if (failed(layout))
    op->emitError() << op->getName() << ": " << type
                    << " has no linear layout";
  return layout;
}

/// `layout` with one more register bit, above the others, that selects
/// coordinate 0 or 1 of the last tensor dim `lastDim`: the registers of two
/// tensors of `layout`, one after the other, as one [..., 2] tensor.
LinearLayout stackOnLastDim(const LinearLayout &layout, StringAttr lastDim) {
  auto kRegister = StringAttr::get(lastDim.getContext(), "register");
  return layout * LinearLayout::identity1D(2, kRegister, lastDim);
}

/// The name of the last output dim of `layout` (the tensor's last dim).
StringAttr lastOutDim(const LinearLayout &layout) {
  return llvm::to_vector(layout.getOutDimNames()).back();
}

/// Shared by broadcast, expand_dims, reshape and trans: result register r is
/// source register registers[r].
template <typename SourceOp>
struct RegisterRenamingConversion : public ConvertOpToLLVMPattern<SourceOp> {
  using ConvertOpToLLVMPattern<SourceOp>::ConvertOpToLLVMPattern;
  using OpAdaptor = typename SourceOp::Adaptor;

  virtual Coords toSourceCoords(SourceOp op, ArrayRef<int32_t> coords) const = 0;

  LogicalResult
  matchAndRewrite(SourceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto dstType = cast<RankedTensorType>(op->getResult(0).getType());
    FailureOr<LinearLayout> src =
        getLinearLayout(op, op->getOperand(0).getType());
    FailureOr<LinearLayout> dst = getLinearLayout(op, dstType);
    if (failed(src) || failed(dst))
      return failure();
    FailureOr<SmallVector<unsigned>> registers =
        correspondingRegisters(op.getContext(), *src, *dst, [&](ArrayRef<int32_t> coords) {
          return toSourceCoords(op, coords);
        });
    if (failed(registers))
      return reportDataMovement(op);
    SmallVector<Value> srcValues =
        unpackLLElements(op.getLoc(), adaptor.getOperands()[0], rewriter);
    SmallVector<Value> dstValues;
    for (unsigned reg : *registers)
      dstValues.push_back(srcValues[reg]);
    rewriter.replaceOp(op, packLLElements(op.getLoc(), this->getTypeConverter(),
                                          dstValues, rewriter, dstType));
    return success();
  }
};

struct BroadcastOpConversion
    : public RegisterRenamingConversion<triton::BroadcastOp> {
  using RegisterRenamingConversion::RegisterRenamingConversion;
  /// A broadcast dim (size 1 in the source) reads coordinate 0.
  Coords toSourceCoords(triton::BroadcastOp op,
                        ArrayRef<int32_t> coords) const override {
    ArrayRef<int64_t> srcShape = op.getSrc().getType().getShape();
    Coords result;
    for (auto [size, coord] : llvm::zip(srcShape, coords))
      result.push_back(size == 1 ? 0 : coord);
    return result;
  }
};

struct ExpandDimsOpConversion
    : public RegisterRenamingConversion<triton::ExpandDimsOp> {
  using RegisterRenamingConversion::RegisterRenamingConversion;
  Coords toSourceCoords(triton::ExpandDimsOp op,
                        ArrayRef<int32_t> coords) const override {
    Coords result(coords);
    result.erase(result.begin() + op.getAxis());
    return result;
  }
};

struct ReshapeOpConversion
    : public RegisterRenamingConversion<triton::ReshapeOp> {
  using RegisterRenamingConversion::RegisterRenamingConversion;
  /// Row-major flat index, re-split into the source shape.
  Coords toSourceCoords(triton::ReshapeOp op,
                        ArrayRef<int32_t> coords) const override {
    ArrayRef<int64_t> dstShape = op.getType().getShape();
    ArrayRef<int64_t> srcShape = op.getSrc().getType().getShape();
    int64_t flat = 0;
    for (auto [size, coord] : llvm::zip(dstShape, coords))
      flat = flat * size + coord;
    Coords result(srcShape.size());
    for (int dim = srcShape.size() - 1; dim >= 0; --dim) {
      result[dim] = flat % srcShape[dim];
      flat /= srcShape[dim];
    }
    return result;
  }
};

struct TransOpConversion : public RegisterRenamingConversion<TransOp> {
  using RegisterRenamingConversion::RegisterRenamingConversion;
  /// Result dim i is source dim order[i].
  Coords toSourceCoords(TransOp op, ArrayRef<int32_t> coords) const override {
    Coords result(coords.size());
    for (auto [dim, srcDim] : llvm::enumerate(op.getOrder()))
      result[srcDim] = coords[dim];
    return result;
  }
};

/// tt.join: the result's last dim (size 2) says which operand an element
/// comes from. Triton's layouts keep it in the lowest register bit, so the
/// registers interleave lhs and rhs; the linear layouts check that.
struct JoinOpConversion : public ConvertOpToLLVMPattern<JoinOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(JoinOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<LinearLayout> src = getLinearLayout(op, op.getLhs().getType());
    FailureOr<LinearLayout> dst = getLinearLayout(op, op.getType());
    if (failed(src) || failed(dst))
      return failure();
    FailureOr<SmallVector<unsigned>> registers = correspondingRegisters(
        op.getContext(), stackOnLastDim(*src, lastOutDim(*dst)), *dst,
        [](ArrayRef<int32_t> coords) { return Coords(coords); });
    if (failed(registers))
      return reportDataMovement(op);
    Location loc = op.getLoc();
    SmallVector<Value> stacked = unpackLLElements(loc, adaptor.getLhs(), rewriter);
    llvm::append_range(stacked,
                       unpackLLElements(loc, adaptor.getRhs(), rewriter));
    SmallVector<Value> values;
    for (unsigned reg : *registers)
      values.push_back(stacked[reg]);
    rewriter.replaceOp(op, packLLElements(loc, getTypeConverter(), values,
                                          rewriter, op.getType()));
    return success();
  }
};

/// tt.split, the inverse of tt.join: the registers with last coordinate 0
/// make outLHS, those with 1 outRHS.
struct SplitOpConversion : public ConvertOpToLLVMPattern<SplitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(SplitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<LinearLayout> src = getLinearLayout(op, op.getSrc().getType());
    FailureOr<LinearLayout> dst =
        getLinearLayout(op, op.getOutLHS().getType());
    if (failed(src) || failed(dst))
      return failure();
    FailureOr<SmallVector<unsigned>> registers = correspondingRegisters(
        op.getContext(), *src, stackOnLastDim(*dst, lastOutDim(*src)),
        [](ArrayRef<int32_t> coords) { return Coords(coords); });
    if (failed(registers))
      return reportDataMovement(op);
    Location loc = op.getLoc();
    SmallVector<Value> srcValues =
        unpackLLElements(loc, adaptor.getSrc(), rewriter);
    size_t half = registers->size() / 2;
    SmallVector<Value> lhs, rhs;
    for (auto [index, reg] : llvm::enumerate(*registers))
      (index < half ? lhs : rhs).push_back(srcValues[reg]);
    Type type = op.getOutLHS().getType();
    rewriter.replaceOp(
        op, {packLLElements(loc, getTypeConverter(), lhs, rewriter, type),
             packLLElements(loc, getTypeConverter(), rhs, rewriter, type)});
    return success();
  }
};

/// tt.cat may reorder elements (its result is only used as a whole, e.g.
/// reduced): as in Triton, the result's registers are lhs's then rhs's.
struct CatOpConversion : public ConvertOpToLLVMPattern<CatOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(CatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = dyn_cast_or_null<LLVM::LLVMStructType>(
        getTypeConverter()->convertType(op.getType()));
    if (!type)
      return rewriter.notifyMatchFailure(op, "unconvertible result");
    SmallVector<Value> values =
        unpackLLElements(loc, adaptor.getLhs(), rewriter);
    llvm::append_range(values,
                       unpackLLElements(loc, adaptor.getRhs(), rewriter));
    if (values.size() != type.getBody().size())
      return op->emitError()
             << op->getName() << ": the result has " << type.getBody().size()
             << " registers per thread, the operands " << values.size()
             << " together; not lowered";
    rewriter.replaceOp(op, packLLElements(loc, getTypeConverter(), values,
                                          rewriter, op.getType()));
    return success();
  }
};

/// tt.unsplat: the one element of the tensor, which every thread holds in
/// its first register.
struct UnsplatOpConversion : public ConvertOpToLLVMPattern<UnsplatOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(UnsplatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(
        op, unpackLLElements(op.getLoc(), adaptor.getSrc(), rewriter)[0]);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Ops that create registers
//===----------------------------------------------------------------------===//

struct SplatOpConversion : public ConvertOpToLLVMPattern<triton::SplatOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(triton::SplatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast_or_null<LLVM::LLVMStructType>(
        getTypeConverter()->convertType(op.getType()));
    if (!type)
      return rewriter.notifyMatchFailure(op, "unconvertible result");
    SmallVector<Value> values(type.getBody().size(), adaptor.getSrc());
    rewriter.replaceOp(op, packLLElements(op.getLoc(), getTypeConverter(),
                                          values, rewriter, op.getType()));
    return success();
  }
};

struct MakeRangeOpConversion
    : public ConvertOpToLLVMPattern<triton::MakeRangeOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(triton::MakeRangeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getType());
    if (!getTypeConverter()->convertType(type))
      return rewriter.notifyMatchFailure(op, "unconvertible result");
    Location loc = op.getLoc();
    FailureOr<SmallVector<SmallVector<Value>>> indices =
        emitIndices(loc, rewriter, type);
    if (failed(indices))
      return failure();
    TritonLLVMOpBuilder b(loc, rewriter);
    Value start = b.i32Val(static_cast<int32_t>(op.getStart()));
    SmallVector<Value> values;
    for (const SmallVector<Value> &coords : *indices)
      values.push_back(b.add(coords[0], start));
    rewriter.replaceOp(op, packLLElements(loc, getTypeConverter(), values,
                                          rewriter, type));
    return success();
  }
};

/// Scalars and dense splats; other dense tensors stay unlowered.
struct ConstantOpConversion : public ConvertOpToLLVMPattern<arith::ConstantOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = op.getType();
    Type converted = getTypeConverter()->convertType(type);
    Type elementType =
        getTypeConverter()->convertType(getElementTypeOrSelf(type));
    if (!converted || !elementType)
      return rewriter.notifyMatchFailure(op, "unconvertible type");
    TypedAttr scalar = dyn_cast<TypedAttr>(op.getValue());
    if (auto dense = dyn_cast<SplatElementsAttr>(op.getValue()))
      scalar = dense.getSplatValue<TypedAttr>();
    else if (isa<ElementsAttr>(op.getValue()))
      return rewriter.notifyMatchFailure(op, "not a splat");
    if (!scalar)
      return rewriter.notifyMatchFailure(op, "not a number");
    if (isa<IndexType>(scalar.getType()))
      scalar = rewriter.getIntegerAttr(
          elementType, cast<IntegerAttr>(scalar).getValue().getSExtValue());
    Value value =
        LLVM::ConstantOp::create(rewriter, op.getLoc(), elementType, scalar);
    auto structType = dyn_cast<LLVM::LLVMStructType>(converted);
    SmallVector<Value> values(structType ? structType.getBody().size() : 1,
                              value);
    rewriter.replaceOp(op, packLLElements(op.getLoc(), getTypeConverter(),
                                          values, rewriter, type));
    return success();
  }
};

struct AddPtrOpConversion : public ConvertOpToLLVMPattern<triton::AddPtrOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(triton::AddPtrOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type type = op.getType();
    auto ptrType = cast<PointerType>(getElementTypeOrSelf(type));
    Type llvmPtrType = getTypeConverter()->convertType(ptrType);
    Type pointee = getTypeConverter()->convertType(ptrType.getPointeeType());
    if (!llvmPtrType || !pointee || !getTypeConverter()->convertType(type))
      return rewriter.notifyMatchFailure(op, "unconvertible type");
    SmallVector<Value> ptrs = unpackLLElements(loc, adaptor.getPtr(), rewriter);
    SmallVector<Value> offsets =
        unpackLLElements(loc, adaptor.getOffset(), rewriter);
    TritonLLVMOpBuilder b(loc, rewriter);
    SmallVector<Value> results;
    for (auto [ptr, offset] : llvm::zip_equal(ptrs, offsets))
      results.push_back(b.gep(llvmPtrType, pointee, ptr, offset));
    rewriter.replaceOp(op, packLLElements(loc, getTypeConverter(), results,
                                          rewriter, type));
    return success();
  }
};

} // namespace

void mlir::triton::populateViewOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<SplatOpConversion, MakeRangeOpConversion, ConstantOpConversion,
               AddPtrOpConversion, BroadcastOpConversion,
               ExpandDimsOpConversion, ReshapeOpConversion, TransOpConversion,
               JoinOpConversion, SplitOpConversion, CatOpConversion,
               UnsplatOpConversion>(
      typeConverter);
}
