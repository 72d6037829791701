//===- TritonToTritonGPUPass.cpp - TTIR to TTGIR --------------------------===//
//
// Gives every tensor of a TTIR module a layout, as Triton 3.6's
// `convert-triton-to-tritongpu` does: a dialect conversion whose type
// converter adds Triton's default blocked layout to tensors without one, and
// whose target materialization is `ttg.convert_layout`. Most ops are rebuilt
// with converted types; the shape ops whose layout follows from their
// operand have patterns of their own. The type converter and target are
// TritonGPUConversion.h's, shared with relayout-tritongpu. See the pass
// description in Passes.td.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonToTritonGPU/Passes.h"
#include "tt/Conversion/TritonToTritonGPU/TritonGPUConversion.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/Interfaces.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Support/Debug.h"
#include "tt/Support/OptionsFromModule.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/Support/MathExtras.h"

#define DEBUG_TYPE "convert-triton-to-tritongpu"

namespace mlir::triton {
#define GEN_PASS_DEF_CONVERTTRITONTOTRITONGPU
#include "tt/Conversion/TritonToTritonGPU/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

/// Keeps the discardable attributes (`tt.contiguity`, ...) of `from` that the
/// builder of `to` did not set.
void copyDiscardableAttrs(Operation *from, Operation *to) {
  for (NamedAttribute attr : from->getDiscardableAttrs())
    if (!to->hasAttr(attr.getName()))
      to->setAttr(attr.getName(), attr.getValue());
}

RankedTensorType getTensorType(Value value) {
  return cast<RankedTensorType>(value.getType());
}

const TritonGPUTypeConverter &getConverter(const ConversionPattern &pattern) {
  return *pattern.getTypeConverter<TritonGPUTypeConverter>();
}

//===----------------------------------------------------------------------===//
// Ops rebuilt with converted types
//===----------------------------------------------------------------------===//

/// The op again, on the converted operands, with its result types converted.
template <typename OpT>
struct GenericOpPattern : public OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(this->getTypeConverter()->convertTypes(op->getResultTypes(),
                                                      resultTypes)))
      return failure();
    rewriter.replaceOpWithNewOp<OpT>(op, resultTypes, adaptor.getOperands(),
                                     op->getAttrs());
    return success();
  }
};

/// A constant tensor keeps its value under the new type.
struct ArithConstantPattern : public OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<ShapedType>(getTypeConverter()->convertType(op.getType()));
    auto value = dyn_cast<DenseElementsAttr>(adaptor.getValue());
    if (!value)
      return rewriter.notifyMatchFailure(op, "tensor constant is not dense");
    auto newOp = rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, type, value.reshape(type));
    copyDiscardableAttrs(op, newOp);
    return success();
  }
};

/// The result keeps the layout of the operand, only the shape grows.
struct BroadcastPattern : public OpConversionPattern<BroadcastOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(BroadcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Attribute layout = getTensorType(adaptor.getSrc()).getEncoding();
    auto newOp = rewriter.replaceOpWithNewOp<BroadcastOp>(
        op, op.getType().cloneWithEncoding(layout), adaptor.getSrc());
    copyDiscardableAttrs(op, newOp);
    return success();
  }
};

/// A 1 is inserted at `axis` in the operand's blocked layout (its order
/// becomes `[0, 1, ...]`); the operand is converted to a slice of that
/// layout, which is what the op infers back.
struct ExpandDimsPattern : public OpConversionPattern<ExpandDimsOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ExpandDimsOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType srcType = getTensorType(adaptor.getSrc());
    auto src = dyn_cast_or_null<BlockedEncodingAttr>(srcType.getEncoding());
    if (!src)
      return rewriter.notifyMatchFailure(op, "operand layout is not blocked");
    unsigned axis = op.getAxis();
    auto insertOne = [axis](ArrayRef<unsigned> values) {
      SmallVector<unsigned> result(values);
      result.insert(result.begin() + axis, 1);
      return result;
    };
    SmallVector<unsigned> order =
        llvm::to_vector(llvm::seq<unsigned>(srcType.getRank() + 1));
    auto parent = BlockedEncodingAttr::get(
        getContext(), insertOne(src.getSizePerThread()),
        insertOne(src.getThreadsPerWarp()), insertOne(src.getWarpsPerCTA()),
        order, insertCGADim(src.getCGALayout(), axis));
    auto slice = SliceEncodingAttr::get(getContext(), axis, parent);
    TT_DEBUG(TT_DBGS() << describeOp(op) << ": operand as " << slice << "\n");
    Value newSrc = ConvertLayoutOp::create(
        rewriter, op.getLoc(), srcType.cloneWithEncoding(slice),
        adaptor.getSrc());
    auto newOp = rewriter.replaceOpWithNewOp<ExpandDimsOp>(op, newSrc, axis);
    copyDiscardableAttrs(op, newOp);
    return success();
  }
};

/// The result gets a blocked layout with 1, 2x2 or 4x4 elements per thread
/// (as many as the tile has per thread, at most the size of the two last
/// dims), fastest along the last dim; `a` and `b` get dot operand layouts of
/// it and `c` is converted to it.
struct DotPattern : public OpConversionPattern<DotOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(DotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = op.getType();
    const TritonGPUTypeConverter &converter = getConverter(*this);
    BlockedEncodingAttr layout = chooseLayout(type.getShape(), converter);
    TT_DEBUG(TT_DBGS() << describeOp(op) << ": result as " << layout << "\n");
    Value a = toOperandLayout(adaptor.getA(), 0, layout, rewriter);
    Value b = toOperandLayout(adaptor.getB(), 1, layout, rewriter);
    RankedTensorType resultType = type.cloneWithEncoding(layout);
    Value c = ConvertLayoutOp::create(rewriter, adaptor.getC().getLoc(),
                                      resultType, adaptor.getC());
    auto newOp = rewriter.replaceOpWithNewOp<DotOp>(
        op, resultType, a, b, c, adaptor.getInputPrecision(),
        adaptor.getMaxNumImpreciseAcc());
    copyDiscardableAttrs(op, newOp);
    return success();
  }

private:
  BlockedEncodingAttr
  chooseLayout(ArrayRef<int64_t> shape,
               const TritonGPUTypeConverter &converter) const {
    unsigned rank = shape.size();
    int64_t perThread = ShapedType::getNumElements(shape) /
                        (converter.numWarps * converter.threadsPerWarp);
    unsigned tile = perThread >= 16 ? 4 : perThread >= 4 ? 2 : 1;
    SmallVector<unsigned> sizePerThread(rank, 1);
    for (unsigned dim : {rank - 2, rank - 1})
      sizePerThread[dim] = std::min<int64_t>(tile, shape[dim]);
    SmallVector<unsigned> order =
        llvm::to_vector(llvm::reverse(llvm::seq<unsigned>(rank)));
    return getBlockedEncoding(getContext(), shape, sizePerThread, order,
                              converter.numWarps, converter.threadsPerWarp,
                              converter.numCTAs);
  }

  /// `operand` converted to operand `opIdx` of a dot with result `layout`,
  /// unless it already has a dot operand layout.
  Value toOperandLayout(Value operand, unsigned opIdx,
                        BlockedEncodingAttr layout,
                        ConversionPatternRewriter &rewriter) const {
    auto type = cast<RankedTensorType>(operand.getType());
    if (isa_and_nonnull<DotOperandEncodingAttr>(type.getEncoding()))
      return operand;
    auto operandLayout =
        DotOperandEncodingAttr::get(getContext(), opIdx, layout, 0);
    return ConvertLayoutOp::create(rewriter, operand.getLoc(),
                                   type.cloneWithEncoding(operandLayout),
                                   operand);
  }
};

/// The result holds both operands: each thread gets more elements along the
/// fastest dim, their sum rounded up to a power of two.
struct CatPattern : public OpConversionPattern<CatOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(CatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type =
        cast<RankedTensorType>(getTypeConverter()->convertType(op.getType()));
    auto layout = dyn_cast<BlockedEncodingAttr>(type.getEncoding());
    RankedTensorType lhsType = getTensorType(adaptor.getLhs());
    auto lhsLayout = dyn_cast_or_null<BlockedEncodingAttr>(lhsType.getEncoding());
    if (!layout || !lhsLayout)
      return rewriter.notifyMatchFailure(op, "layouts are not blocked");
    // Both operands have the same type.
    FailureOr<LinearLayout> operandLayout = toLinearLayout(lhsType);
    FailureOr<LinearLayout> resultLayout = toLinearLayout(type);
    if (failed(operandLayout) || failed(resultLayout))
      return rewriter.notifyMatchFailure(op, "no linear layout");
    int64_t operandElems = operandLayout->getTotalElemsPerThread();
    int64_t resultElems = resultLayout->getTotalElemsPerThread();
    int64_t needed = llvm::PowerOf2Ceil(2 * operandElems);
    SmallVector<unsigned> sizePerThread(layout.getSizePerThread());
    sizePerThread[layout.getOrder()[0]] *= needed / resultElems;
    auto newLayout = BlockedEncodingAttr::get(
        getContext(), sizePerThread, layout.getThreadsPerWarp(),
        layout.getWarpsPerCTA(), layout.getOrder(), layout.getCGALayout());
    TT_DEBUG(TT_DBGS() << describeOp(op) << ": " << operandElems << " + "
                       << operandElems << " elements per thread -> "
                       << newLayout << "\n");
    auto newOp = rewriter.replaceOpWithNewOp<CatOp>(
        op, type.cloneWithEncoding(newLayout), adaptor.getLhs(),
        adaptor.getRhs());
    copyDiscardableAttrs(op, newOp);
    return success();
  }
};

/// The result layout is what the ttg dialect infers from the operand's.
struct JoinPattern : public OpConversionPattern<JoinOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(JoinOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType srcType = getTensorType(adaptor.getLhs());
    Attribute layout;
    const auto *inferLayout = getInferLayoutInterface(srcType.getEncoding());
    if (!inferLayout ||
        failed(inferLayout->inferJoinOpEncoding(
            srcType.getEncoding(), layout, srcType.getShape(), op.getLoc())) ||
        !layout)
      return rewriter.notifyMatchFailure(op, "cannot infer the join layout");
    auto newOp = rewriter.replaceOpWithNewOp<JoinOp>(
        op, op.getType().cloneWithEncoding(layout), adaptor.getLhs(),
        adaptor.getRhs());
    copyDiscardableAttrs(op, newOp);
    return success();
  }
};

/// The operand must hold both halves of its last dim in each thread, that
/// dim fastest; otherwise it is converted to the default layout of the
/// result with a last dim of 2 elements per thread added.
struct SplitPattern : public OpConversionPattern<SplitOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SplitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value src = adaptor.getSrc();
    RankedTensorType srcType = getTensorType(adaptor.getSrc());
    auto layout = dyn_cast_or_null<BlockedEncodingAttr>(srcType.getEncoding());
    unsigned last = srcType.getRank() - 1;
    if (!layout || layout.getSizePerThread().back() != 2 ||
        layout.getOrder().front() != last) {
      const TritonGPUTypeConverter &converter = getConverter(*this);
      BlockedEncodingAttr result = getDefaultBlockedEncoding(
          getContext(), op.getOutLHS().getType().getShape(),
          converter.numWarps, converter.threadsPerWarp, converter.numCTAs);
      auto append = [](ArrayRef<unsigned> values, unsigned value) {
        SmallVector<unsigned> appended(values);
        appended.push_back(value);
        return appended;
      };
      SmallVector<unsigned> order{last};
      llvm::append_range(order, result.getOrder());
      auto newLayout = BlockedEncodingAttr::get(
          getContext(), append(result.getSizePerThread(), 2),
          append(result.getThreadsPerWarp(), 1),
          append(result.getWarpsPerCTA(), 1), order,
          insertCGADim(result.getCGALayout(), last));
      TT_DEBUG(TT_DBGS() << describeOp(op) << ": operand as " << newLayout
                         << "\n");
      src = ConvertLayoutOp::create(rewriter, op.getLoc(),
                                    srcType.cloneWithEncoding(newLayout), src);
    }
    auto newOp = rewriter.replaceOpWithNewOp<SplitOp>(op, src);
    copyDiscardableAttrs(op, newOp);
    return success();
  }
};

/// The result layout is inferred from the operand's.
struct TransPattern : public OpConversionPattern<TransOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(TransOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!getTensorType(adaptor.getSrc()).getEncoding())
      return rewriter.notifyMatchFailure(op, "operand has no layout");
    auto newOp = rewriter.replaceOpWithNewOp<TransOp>(op, adaptor.getSrc(),
                                                      op.getOrder());
    copyDiscardableAttrs(op, newOp);
    return success();
  }
};

/// tt.reduce and tt.scan infer their result types; tt.map_elementwise takes
/// them converted.
ReduceOp createLike(ReduceOp op, ReduceOp::Adaptor adaptor,
                    const TypeConverter &, ConversionPatternRewriter &rewriter) {
  return ReduceOp::create(rewriter, op.getLoc(), adaptor.getSrcs(),
                          adaptor.getAxis());
}

ScanOp createLike(ScanOp op, ScanOp::Adaptor adaptor, const TypeConverter &,
                  ConversionPatternRewriter &rewriter) {
  return ScanOp::create(rewriter, op.getLoc(), adaptor.getSrcs(),
                        adaptor.getAxis(), adaptor.getReverse());
}

MapElementwiseOp createLike(MapElementwiseOp op,
                            MapElementwiseOp::Adaptor adaptor,
                            const TypeConverter &converter,
                            ConversionPatternRewriter &rewriter) {
  SmallVector<Type> resultTypes;
  if (failed(converter.convertTypes(op.getResultTypes(), resultTypes)))
    return {};
  return MapElementwiseOp::create(rewriter, op.getLoc(), resultTypes,
                                  adaptor.getSrcs(), adaptor.getPack());
}

/// Ops with a scalar region: rebuilt on the converted operands, the region
/// copied as it is.
template <typename OpT>
struct RegionOpPattern : public OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    OpT newOp = createLike(op, adaptor, *this->getTypeConverter(), rewriter);
    if (!newOp)
      return failure();
    copyDiscardableAttrs(op, newOp);
    Region &body = newOp->getRegion(0);
    rewriter.cloneRegionBefore(op->getRegion(0), body, body.end());
    rewriter.replaceOp(op, newOp->getResults());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Functions, regions and blocks
//===----------------------------------------------------------------------===//

/// The function again with converted argument and result types; its blocks
/// move over and the entry block takes the converted signature.
struct FuncPattern : public OpConversionPattern<FuncOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(FuncOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &converter = *getTypeConverter();
    FunctionType type = op.getFunctionType();
    TypeConverter::SignatureConversion signature(type.getNumInputs());
    SmallVector<Type> results;
    if (failed(converter.convertSignatureArgs(type.getInputs(), signature)) ||
        failed(converter.convertTypes(type.getResults(), results)))
      return failure();
    auto newOp = cast<FuncOp>(rewriter.cloneWithoutRegions(*op.getOperation()));
    newOp.setFunctionType(FunctionType::get(
        getContext(), signature.getConvertedTypes(), results));
    rewriter.inlineRegionBefore(op.getBody(), newOp.getBody(),
                                newOp.getBody().end());
    if (failed(rewriter.convertRegionTypes(&newOp.getBody(), converter,
                                           &signature)))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// Converts `newOp`'s regions (moved from `op`) and result types, then
/// replaces `op` by it.
LogicalResult finishStructuredOp(Operation *op, Operation *newOp,
                                 ValueRange operands,
                                 const TypeConverter &converter,
                                 ConversionPatternRewriter &rewriter) {
  SmallVector<Type> resultTypes;
  if (failed(converter.convertTypes(op->getResultTypes(), resultTypes)))
    return rewriter.notifyMatchFailure(op, "result types do not convert");
  for (auto [from, to] : llvm::zip(op->getRegions(), newOp->getRegions())) {
    rewriter.inlineRegionBefore(from, to, to.end());
    if (failed(rewriter.convertRegionTypes(&to, converter)))
      return rewriter.notifyMatchFailure(op, "block types do not convert");
  }
  newOp->setOperands(operands);
  for (auto [result, type] : llvm::zip(newOp->getResults(), resultTypes))
    result.setType(type);
  rewriter.replaceOp(op, newOp->getResults());
  return success();
}

/// scf.for, scf.if and scf.while: a copy without regions takes over the regions, with
/// converted block arguments, operands and results.
template <typename OpT>
struct StructuredOpPattern : public OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *newOp = rewriter.cloneWithoutRegions(*op.getOperation());
    return finishStructuredOp(op, newOp, adaptor.getOperands(),
                              *this->getTypeConverter(), rewriter);
  }
};

/// Terminators whose operands change in place.
template <typename OpT>
struct UpdateOperandsPattern : public OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.modifyOpInPlace(
        op, [&] { op->setOperands(adaptor.getOperands()); });
    return success();
  }
};

/// Branches: converted operands, and converted block arguments in the
/// region of their successors.
struct BranchPattern : public OpConversionPattern<cf::BranchOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cf::BranchOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto newOp = rewriter.replaceOpWithNewOp<cf::BranchOp>(
        op, op.getSuccessor(), adaptor.getOperands());
    return rewriter.convertRegionTypes(newOp.getSuccessor()->getParent(),
                                       *getTypeConverter());
  }
};

struct CondBranchPattern : public OpConversionPattern<cf::CondBranchOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(cf::CondBranchOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto newOp = rewriter.replaceOpWithNewOp<cf::CondBranchOp>(
        op, adaptor.getCondition(), op.getTrueDest(),
        adaptor.getTrueDestOperands(), op.getFalseDest(),
        adaptor.getFalseDestOperands());
    copyDiscardableAttrs(op, newOp);
    return rewriter.convertRegionTypes(newOp->getParentRegion(),
                                       *getTypeConverter());
  }
};

//===----------------------------------------------------------------------===//
// Pattern lists (Triton's: an op with a tensor and no pattern fails)
//===----------------------------------------------------------------------===//

template <typename... OpTs>
void addGenericPatterns(RewritePatternSet &patterns,
                        const TypeConverter &converter) {
  patterns.add<GenericOpPattern<OpTs>...>(converter, patterns.getContext());
}

void populateArithPatterns(RewritePatternSet &patterns,
                           const TypeConverter &converter) {
  patterns.add<ArithConstantPattern>(converter, patterns.getContext());
  addGenericPatterns<
      arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::DivUIOp,
      arith::DivSIOp, arith::CeilDivUIOp, arith::CeilDivSIOp,
      arith::FloorDivSIOp, arith::RemUIOp, arith::RemSIOp, arith::AndIOp,
      arith::OrIOp, arith::XOrIOp, arith::ShLIOp, arith::ShRUIOp,
      arith::ShRSIOp, arith::AddFOp, arith::SubFOp, arith::MaximumFOp,
      arith::MaxNumFOp, arith::MaxSIOp, arith::MaxUIOp, arith::MinimumFOp,
      arith::MinNumFOp, arith::MinSIOp, arith::MinUIOp, arith::MulFOp,
      arith::DivFOp, arith::RemFOp, arith::CmpIOp, arith::CmpFOp,
      arith::SelectOp, arith::TruncIOp, arith::TruncFOp, arith::ExtUIOp,
      arith::ExtSIOp, arith::ExtFOp, arith::SIToFPOp, arith::FPToSIOp,
      arith::FPToUIOp, arith::UIToFPOp>(patterns, converter);
}

void populateMathPatterns(RewritePatternSet &patterns,
                          const TypeConverter &converter) {
  addGenericPatterns<math::ExpOp, math::Exp2Op, math::FloorOp, math::CeilOp,
                     math::CosOp, math::SinOp, math::LogOp, math::Log2Op,
                     math::ErfOp, math::AbsFOp, math::AbsIOp, math::SqrtOp,
                     math::RsqrtOp, math::FmaOp>(patterns, converter);
}

void populateTritonPatterns(RewritePatternSet &patterns,
                            const TypeConverter &converter) {
  addGenericPatterns<
      ReshapeOp, BitcastOp, FpToFpOp, IntToPtrOp, PtrToIntOp, SplatOp,
      UnsplatOp, AddPtrOp, ClampFOp, PreciseSqrtOp, PreciseDivFOp, MulhiUIOp,
      ElementwiseInlineAsmOp, ReduceReturnOp, ScanReturnOp, MakeRangeOp,
      LoadOp, StoreOp, HistogramOp, GatherOp, ExternElementwiseOp, PrintOp,
      AssertOp, AtomicCASOp, AtomicRMWOp, DescriptorLoadOp, DescriptorStoreOp,
      DescriptorReduceOp, DotScaledOp, CallOp, ReturnOp>(patterns, converter);
  patterns.add<BroadcastPattern, CatPattern, JoinPattern, SplitPattern,
               RegionOpPattern<ReduceOp>, RegionOpPattern<ScanOp>,
               RegionOpPattern<MapElementwiseOp>, ExpandDimsPattern,
               TransPattern, DotPattern,
               GatherScatterPattern<DescriptorGatherOp>,
               GatherScatterPattern<DescriptorScatterOp>, FuncPattern>(
      converter, patterns.getContext());
}

void populateControlFlowPatterns(RewritePatternSet &patterns,
                                 const TypeConverter &converter) {
  addGenericPatterns<scf::YieldOp, ub::PoisonOp>(patterns, converter);
  patterns.add<StructuredOpPattern<scf::ForOp>, StructuredOpPattern<scf::IfOp>,
               StructuredOpPattern<scf::WhileOp>, UpdateOperandsPattern<scf::ConditionOp>,
               BranchPattern, CondBranchPattern>(converter,
                                                 patterns.getContext());
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

class ConvertTritonToTritonGPUPass
    : public triton::impl::ConvertTritonToTritonGPUBase<
          ConvertTritonToTritonGPUPass>,
      public triton::PassOptionsFromModule<ConvertTritonToTritonGPUPass> {
public:
  using ConvertTritonToTritonGPUBase::ConvertTritonToTritonGPUBase;

  /// Options not given on the command line come from the module's
  /// attributes of the same names.
  void takeOptionsFromModule(ModuleOp module) override {
    auto fromModule = [&](auto &option, StringRef name) {
      if (option.hasValue())
        return;
      if (auto attr = module->getAttrOfType<IntegerAttr>(name))
        option = attr.getInt();
    };
    fromModule(numWarps, "ttg.num-warps");
    fromModule(threadsPerWarp, "ttg.threads-per-warp");
    fromModule(numCTAs, "ttg.num-ctas");
    if (!target.hasValue())
      if (auto attr = module->getAttrOfType<StringAttr>("ttg.target"))
        target = attr.str();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    takeOptionsFromModule(module);
    if (failed(checkOptions(module)))
      return signalPassFailure();
    TT_DEBUG(TT_DBGS() << "target = " << target << ", num-warps = "
                       << numWarps << ", threads-per-warp = "
                       << threadsPerWarp << ", num-ctas = " << numCTAs
                       << "\n");

    MLIRContext *context = &getContext();
    TritonGPUTypeConverter converter(context, numWarps, threadsPerWarp,
                                     numCTAs, enableSourceRemat, DEBUG_TYPE);
    TritonGPUConversionTarget conversionTarget(*context, converter);
    RewritePatternSet patterns(context);
    populateArithPatterns(patterns, converter);
    populateMathPatterns(patterns, converter);
    populateTritonPatterns(patterns, converter);
    populateControlFlowPatterns(patterns, converter);

    Builder b(context);
    module->setAttr("ttg.num-warps", b.getI32IntegerAttr(numWarps));
    module->setAttr("ttg.threads-per-warp",
                    b.getI32IntegerAttr(threadsPerWarp));
    module->setAttr("ttg.num-ctas", b.getI32IntegerAttr(numCTAs));
    module->setAttr("ttg.target", b.getStringAttr(target));

    if (failed(applyPartialConversion(module, conversionTarget,
                                      std::move(patterns))))
      return signalPassFailure();
  }

private:
  /// `target` has no default; the counts must be powers of two.
  LogicalResult checkOptions(ModuleOp module) {
    if (target.getValue().empty())
      return emitError(module.getLoc(), "'convert-triton-to-tritongpu' "
                                        "requires 'target' option to be set");
    for (auto [value, name] :
         {std::pair<int, StringRef>{numWarps, "num-warps"},
          {threadsPerWarp, "threads-per-warp"},
          {numCTAs, "num-ctas"}})
      if (value <= 0 || !llvm::isPowerOf2_32(value))
        return emitError(module.getLoc(), "'convert-triton-to-tritongpu' "
                                          "option '")
               << name << "' must be a power of two, got " << value;
    return success();
  }
};

} // namespace
