//===- DecomposeScaledBlocked.cpp - tt.dot_scaled as upcasts and tt.dot ---===//
//
// Triton 3.6's rewrite of a blocked `tt.dot_scaled` for targets whose tensor
// cores take no scales. For operand A (fp4, packed along K, scale 128x4):
//
//   %v    = ttg.fp4_to_fp %a {axis = 1}              // 128x64xi8 -> 128x128xbf16
//   %s16  = tt.bitcast (arith.shli (arith.extui %scale), 7)   // e8m0 -> bf16
//   %s    = tt.reshape (tt.broadcast (tt.expand_dims %s16)) // 128x4 -> 128x128
//   %m    = arith.mulf %v, %s
//   %nan  = ... the same broadcast of (%scale == 0xFF)
//   %a16  = arith.select %nan, NaN, %m
//   ttg.convert_layout %a16 -> #ttg.dot_op<{opIdx = 0, parent = ...}>
//
// B is handled alike with K as dim 0 (its scale, given N x K/32, is
// transposed first), and the scaled operands feed a plain `tt.dot`.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/Transforms/DecomposeScaledBlocked.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#define DEBUG_TYPE "tritongpu-accelerate-matmul"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

using TensorValue = TypedValue<RankedTensorType>;

TensorValue asTensor(Value value) { return cast<TensorValue>(value); }

/// The shape of `type` once its fp4 pairs along `axis` are unpacked.
SmallVector<int64_t> unpackedShape(RankedTensorType type, unsigned axis) {
  SmallVector<int64_t> shape(type.getShape());
  shape[axis] *= 2;
  return shape;
}

bool isFp4(DotScaledOp dot, int opIdx) {
  return (opIdx == 0 ? dot.getAElemType() : dot.getBElemType()) ==
         ScaleDotElemType::E2M1;
}

/// The axis along which operand `opIdx`'s fp4 values are packed: K unless
/// the op says the operand is packed along M (A) or N (B).
unsigned packedAxis(DotScaledOp dot, int opIdx) {
  unsigned rank = dot.getA().getType().getRank();
  unsigned kDim = opIdx == 0 ? rank - 1 : rank - 2;
  bool kPack = opIdx == 0 ? dot.getLhsKPack() : dot.getRhsKPack();
  if (kPack)
    return kDim;
  return opIdx == 0 ? rank - 2 : rank - 1;
}

/// How many K elements share one scale (Triton's deduceScaleFactor).
int64_t scaleFactor(DotScaledOp dot) {
  unsigned rank = dot.getA().getType().getRank();
  int64_t k = dot.getA().getType().getDimSize(rank - 1);
  if (isFp4(dot, 0) && dot.getLhsKPack())
    k *= 2;
  Value scale = dot.getAScale() ? dot.getAScale() : dot.getBScale();
  return k / cast<RankedTensorType>(scale.getType()).getDimSize(rank - 1);
}

/// The rewrite of one `tt.dot_scaled`; the ops are created in Triton's
/// order, which fixes the order of the constants the driver hoists.
class ScaledDotDecomposition {
public:
  ScaledDotDecomposition(DotScaledOp dot, PatternRewriter &rewriter)
      : dot(dot), rewriter(rewriter), loc(dot.getLoc()) {
    bool anyF16 = dot.getAElemType() == ScaleDotElemType::FP16 ||
                  dot.getBElemType() == ScaleDotElemType::FP16;
    computeType = anyF16 ? FloatType(rewriter.getF16Type())
                         : FloatType(rewriter.getBF16Type());
  }

  /// Operand `opIdx` upcast, scaled and in the dot-operand layout.
  Value scaledOperand(int opIdx) {
    TensorValue value = upcast(opIdx);
    Value scale = opIdx == 0 ? dot.getAScale() : dot.getBScale();
    if (scale) {
      unsigned rank = value.getType().getRank();
      unsigned kDim = opIdx == 0 ? rank - 1 : rank - 2;
      TensorValue scaleTensor = asTensor(scale);
      // The op takes B's scale as N x K/factor, like A's (M x K/factor);
      // K is B's dim 0, so the scale is transposed to K/factor x N.
      if (opIdx == 1)
        scaleTensor = asTensor(TransOp::create(rewriter, loc, scaleTensor,
                                               transposeLastTwo(rank)));
      Value broadcast =
          broadcastAlongK(toFloat(scaleTensor, computeType), kDim);
      Value fitted =
          ConvertLayoutOp::create(rewriter, loc, value.getType(), broadcast);
      value = asTensor(arith::MulFOp::create(rewriter, loc, value, fitted));
      value = maskNan(value, scaleTensor, kDim);
    }
    // A blocked (FMA) parent takes no k-width.
    auto encoding = DotOperandEncodingAttr::get(
        rewriter.getContext(), opIdx, dot.getType().getEncoding(),
        /*kWidth=*/0);
    return ConvertLayoutOp::create(
        rewriter, loc, value.getType().cloneWithEncoding(encoding), value);
  }

private:
  DenseI32ArrayAttr transposeLastTwo(unsigned rank) {
    SmallVector<int32_t> order;
    for (unsigned dim = 0; dim + 2 < rank; ++dim)
      order.push_back(dim);
    order.push_back(rank - 1);
    order.push_back(rank - 2);
    return DenseI32ArrayAttr::get(dot.getContext(), order);
  }

  /// Operand `opIdx` as `computeType`: fp4 unpacked, the rest converted.
  TensorValue upcast(int opIdx) {
    TensorValue value = asTensor(opIdx == 0 ? dot.getA() : dot.getB());
    RankedTensorType type = value.getType();
    if (!isFp4(dot, opIdx))
      return asTensor(FpToFpOp::create(rewriter, loc,
                                       type.clone(computeType), value,
                                       /*rounding=*/nullptr));
    unsigned axis = packedAxis(dot, opIdx);
    SmallVector<int64_t> shape = unpackedShape(type, axis);
    // Triton's builder infers the layout with the unpacked shape.
    auto resultType = RankedTensorType::get(
        shape, computeType,
        inferFp4ToFpEncoding(shape, axis, type.getEncoding(),
                             /*forward=*/true));
    return asTensor(Fp4ToFpOp::create(rewriter, loc, resultType, value,
                                      rewriter.getI32IntegerAttr(axis)));
  }

  /// An e8m0 scale (or a float one) as `target` (bf16 or f16): the
  /// exponent byte shifted into the exponent field of a float wide enough
  /// to hold it (bf16, or f32 then truncated for f16).
  TensorValue toFloat(TensorValue scale, FloatType target) {
    RankedTensorType type = scale.getType();
    if (isa<FloatType>(type.getElementType()))
      return asTensor(FpToFpOp::create(rewriter, loc, type.clone(target),
                                       scale, /*rounding=*/nullptr));
    FloatType wide =
        target.isF16() ? FloatType(rewriter.getF32Type()) : target;
    unsigned width = wide.getIntOrFloatBitWidth();
    Type intType = rewriter.getIntegerType(width);
    Value extended =
        arith::ExtUIOp::create(rewriter, loc, type.clone(intType), scale);
    // getFPMantissaWidth counts the sign bit.
    Value shiftBy = arith::ConstantIntOp::create(
        rewriter, loc, intType, wide.getFPMantissaWidth() - 1);
    Value shift = SplatOp::create(rewriter, loc, type.clone(intType), shiftBy);
    Value shifted = arith::ShLIOp::create(rewriter, loc, extended, shift);
    Value asFloat = BitcastOp::create(rewriter, loc, type.clone(wide), shifted);
    if (wide != target)
      asFloat =
          arith::TruncFOp::create(rewriter, loc, type.clone(target), asFloat);
    return asTensor(asFloat);
  }

  /// `scale` (one value per `factor` elements along `kDim`) repeated to
  /// the operand's shape: a new last dim of `factor` copies, moved next to
  /// `kDim`, then merged into it.
  TensorValue broadcastAlongK(TensorValue scale, unsigned kDim) {
    RankedTensorType type = scale.getType();
    unsigned rank = type.getRank();
    SmallVector<int64_t> expandedShape(type.getShape());
    expandedShape.push_back(1);
    Operation *anchor = dot;
    auto blocked = getDefaultBlockedEncoding(
        rewriter.getContext(), expandedShape, *lookupNumWarps(anchor),
        lookupThreadsPerWarp(anchor), lookupNumCTAs(anchor));
    auto slice = SliceEncodingAttr::get(rewriter.getContext(), rank, blocked);
    Value sliced = ConvertLayoutOp::create(
        rewriter, loc, type.cloneWithEncoding(slice), scale);
    auto expanded = ExpandDimsOp::create(rewriter, loc, sliced,
                                         rewriter.getI32IntegerAttr(rank));
    int64_t factor = scaleFactor(dot);
    SmallVector<int64_t> repeatedShape(type.getShape());
    repeatedShape.push_back(factor);
    auto repeated = BroadcastOp::create(
        rewriter, loc, expanded.getType().clone(repeatedShape), expanded);
    SmallVector<int32_t> order;
    for (unsigned dim = 0; dim < rank; ++dim)
      order.push_back(dim);
    order.insert(order.begin() + kDim + 1, rank);
    auto moved = TransOp::create(rewriter, loc, repeated,
                                 DenseI32ArrayAttr::get(dot.getContext(),
                                                        order));
    SmallVector<int64_t> shape(type.getShape());
    shape[kDim] *= factor;
    RankedTensorType movedType = moved.getType();
    Attribute encoding = inferReshapeEncoding(
        movedType.getShape(), movedType.getEncoding(), shape, loc);
    return asTensor(ReshapeOp::create(
        rewriter, loc,
        RankedTensorType::get(shape, movedType.getElementType(), encoding),
        moved));
  }

  /// tl.where(scale == 0xFF, nan, value): an all-ones e8m0 scale is NaN.
  TensorValue maskNan(TensorValue value, TensorValue scale, unsigned kDim) {
    if (dot.getFastMath())
      return value;
    RankedTensorType scaleType = scale.getType();
    Value isNan;
    if (isa<FloatType>(scaleType.getElementType())) {
      TensorValue asFloat = toFloat(
          scale, cast<FloatType>(value.getType().getElementType()));
      isNan = arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::UNO,
                                    asFloat, asFloat);
    } else {
      auto allOnes = DenseElementsAttr::get(
          scaleType, APInt(scaleType.getElementTypeBitWidth(), 0xff));
      Value constFF = arith::ConstantOp::create(rewriter, loc, scaleType,
                                                cast<TypedAttr>(allOnes));
      isNan = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                    scale, constFF);
    }
    TensorValue condition = broadcastAlongK(asTensor(isNan), kDim);
    Value fitted = ConvertLayoutOp::create(
        rewriter, loc,
        condition.getType().cloneWithEncoding(value.getType().getEncoding()),
        condition);
    RankedTensorType type = value.getType();
    auto nan = APFloat::getNaN(
        cast<FloatType>(type.getElementType()).getFloatSemantics());
    Value constNan = arith::ConstantOp::create(
        rewriter, loc, type, cast<TypedAttr>(DenseElementsAttr::get(type, nan)));
    return asTensor(
        arith::SelectOp::create(rewriter, loc, fitted, constNan, value));
  }

  DotScaledOp dot;
  PatternRewriter &rewriter;
  Location loc;
  FloatType computeType;
};

class DecomposeScaledBlocked : public OpRewritePattern<DotScaledOp> {
public:
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(DotScaledOp dot,
                                PatternRewriter &rewriter) const override {
    if (isa_and_nonnull<MmaEncodingTrait>(dot.getType().getEncoding()))
      return failure();
    TT_DEBUG(TT_DBGS() << describeOp(dot)
                       << ": no scaled MMA; operands upcast, scaled and "
                          "multiplied by tt.dot\n");
    ScaledDotDecomposition decomposition(dot, rewriter);
    Value a = decomposition.scaledOperand(0);
    Value b = decomposition.scaledOperand(1);
    Value c = dot.getC();
    auto newDot =
        DotOp::create(rewriter, dot.getLoc(), c.getType(), a, b, c,
                      InputPrecision::IEEE, /*maxNumImpreciseAcc=*/0);
    rewriter.replaceOpWithNewOp<ConvertLayoutOp>(dot, dot.getType(), newDot);
    return success();
  }
};

} // namespace

void mlir::triton::gpu::populateDecomposeScaledBlockedPatterns(
    RewritePatternSet &patterns, int benefit) {
  patterns.add<DecomposeScaledBlocked>(patterns.getContext(), benefit);
}

std::string mlir::triton::gpu::unsupportedScaledDotDecomposition(
    Operation *op) {
  auto dot = cast<DotScaledOp>(op);
  for (int opIdx : {0, 1}) {
    if (!isFp4(dot, opIdx))
      continue;
    Value operand = opIdx == 0 ? dot.getA() : dot.getB();
    auto type = cast<RankedTensorType>(operand.getType());
    unsigned axis = packedAxis(dot, opIdx);
    if (!inferFp4ToFpEncoding(unpackedShape(type, axis), axis,
                              type.getEncoding(), /*forward=*/true)) {
      std::string why;
      llvm::raw_string_ostream os(why);
      os << "operand " << (opIdx == 0 ? "A" : "B") << " is e2m1 in "
         << type.getEncoding()
         << ", which has no ttg.fp4_to_fp result layout";
      return why;
    }
  }
  return {};
}
