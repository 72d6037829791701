//===- AccelerateAMDMatmulScaled.cpp - tt.dot_scaled onto MFMA ------------===//
//
// Triton 3.6's ScaledBlockedToMFMA (gfx908 to gfx942; on gfx950 Triton
// rewrites scaled dots with other patterns first, which tt-opt reports as not
// implemented): the dot is computed by a bf16 (or f16, when an operand is
// f16) MFMA; fp8 operands are converted, the scaled operand is decoded with
// amdg.upcast_mxfp, and the warps all go along the unscaled dimension so a
// warp holds the scales of its values.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonAMDGPU/IR/Dialect.h"
#include "tt/Dialect/TritonAMDGPU/Transforms/AccelerateAMDMatmul.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#define DEBUG_TYPE "tritonamdgpu-accelerate-matmul"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::amdgpu;

namespace {

using TensorValue = TypedValue<RankedTensorType>;

bool isUpcastable(ScaleDotElemType type) {
  return type == ScaleDotElemType::E2M1 || type == ScaleDotElemType::E4M3 ||
         type == ScaleDotElemType::E5M2 || type == ScaleDotElemType::BF16 ||
         type == ScaleDotElemType::FP16;
}

/// The type amdg.upcast_mxfp makes of `input` (Triton's
/// UpcastMXFPOp::deduceOutputType): e2m1 doubles K (and kWidth), the other
/// formats arrive already converted and keep their type.
RankedTensorType upcastType(TensorValue input, ScaleDotElemType format,
                            Type outputElem) {
  RankedTensorType type = input.getType();
  if (format != ScaleDotElemType::E2M1)
    return type;
  auto enc = cast<DotOperandEncodingAttr>(type.getEncoding());
  SmallVector<int64_t> shape(type.getShape());
  unsigned rank = shape.size();
  shape[enc.getOpIdx() == 0 ? rank - 1 : rank - 2] *= 2;
  auto newEnc = DotOperandEncodingAttr::get(
      type.getContext(), enc.getOpIdx(), enc.getParent(), enc.getKWidth() * 2);
  return RankedTensorType::get(shape, outputElem, newEnc);
}

struct ScaledBlockedToMfma : OpRewritePattern<DotScaledOp> {
  ScaledBlockedToMfma(MLIRContext *ctx, const MatmulOptions &options,
                      bool *reportedError)
      : OpRewritePattern(ctx, /*benefit=*/2), options(options),
        reportedError(reportedError) {}

  /// Why Triton 3.6 leaves `dot` as it is, or "" when it rewrites it.
  static StringRef unsupported(DotScaledOp dot) {
    if (!dot.getLhsKPack() || !dot.getRhsKPack())
      return "an operand is packed along M/N";
    if (dot.getType().getRank() == 3)
      return "batched (rank 3)";
    if (dot.getAScale() && dot.getBScale())
      return "both operands are scaled";
    if (!isUpcastable(dot.getAElemType()) || !isUpcastable(dot.getBElemType()))
      return "an mxfp6 operand";
    return "";
  }

  LogicalResult matchAndRewrite(DotScaledOp dot,
                                PatternRewriter &rewriter) const override {
    RankedTensorType retType = dot.getType();
    if (!isa_and_nonnull<BlockedEncodingAttr>(retType.getEncoding()))
      return failure();
    TT_DEBUG(TT_DBGS() << "dot_scaled at " << dot.getLoc() << ": "
                       << stringifyScaleDotElemType(dot.getAElemType()) << " x "
                       << stringifyScaleDotElemType(dot.getBElemType())
                       << " -> " << retType << "\n");
    StringRef why = unsupported(dot);
    if (!why.empty()) {
      TT_DEBUG(TT_DBGS() << "  left as it is (Triton 3.6 does not handle it): "
                         << why << "\n");
      return failure();
    }
    ScaleDotElemType aFormat = dot.getAElemType(), bFormat = dot.getBElemType();
    bool useFp16 =
        aFormat == ScaleDotElemType::FP16 || bFormat == ScaleDotElemType::FP16;
    Type computeType =
        useFp16 ? Type(rewriter.getF16Type()) : Type(rewriter.getBF16Type());
    TT_DEBUG(TT_DBGS() << "  computed in " << computeType
                       << (useFp16 ? " (an operand is f16)" : "") << "\n");
    FailureOr<MfmaInstruction> instr = chooseMfmaInstruction(
        dot.getLoc(), options, dot.getC().getType(), computeType, computeType,
        dot.getA().getType().getShape().back(), /*withScale=*/false,
        /*allowXF32=*/false);
    if (failed(instr)) {
      TT_DEBUG(TT_DBGS() << "  no MFMA: left as it is\n");
      return failure();
    }
    if (instr->mDim != instr->nDim) {
      // Triton asserts mDim == nDim: the scale layout needs square tiles.
      *reportedError = true;
      return dot.emitError("tt.dot_scaled would take the ")
             << instr->mDim << "x" << instr->nDim << " MFMA instruction "
             << instr->name
             << ", but the scale layout needs a square one; Triton 3.6 "
                "asserts on this";
    }
    if (useFp16)
      dot.emitRemark("Warning: detected one dot_scaled operand is fp16 tensor "
                     "so upcasting to fp16 for computation, which impacts "
                     "precision; experimental behavior and may change in "
                     "future");
    rewrite(dot, *instr, computeType, rewriter);
    return success();
  }

  void rewrite(DotScaledOp dot, const MfmaInstruction &instr, Type computeType,
               PatternRewriter &rewriter) const {
    MLIRContext *ctx = dot.getContext();
    RankedTensorType retType = dot.getType();
    unsigned rank = retType.getRank();
    unsigned numWarps = *lookupNumWarps(dot);
    CGAEncodingAttr cga = getCGALayout(retType.getEncoding());
    TensorValue aScale = dot.getAScale(), bScale = dot.getBScale();

    // Packed e2m1 fixes the kWidths (the upcast doubles them): 4 for the
    // packed side, 8 for the other; otherwise kBase * kPack.
    bool aPacked = dot.getAElemType() == ScaleDotElemType::E2M1;
    bool bPacked = dot.getBElemType() == ScaleDotElemType::E2M1;
    unsigned plain = instr.kBase * options.kPack;
    unsigned kWidths[2] = {aPacked   ? 4u
                           : bPacked ? 8u
                                     : plain,
                           aPacked   ? 8u
                           : bPacked ? 4u
                                     : plain};
    // All warps along M when A is scaled, else along N.
    SmallVector<unsigned> warps(rank, 1);
    warps[aScale ? 0 : 1] = numWarps;
    auto enc = AMDMfmaEncodingAttr::get(
        ctx, options.mfmaVersion, warps, {instr.mDim, instr.nDim, instr.kDim},
        /*isTransposed=*/true, cga, SmallVector<unsigned>(rank, 1),
        retType.getElementType().getIntOrFloatBitWidth());
    TT_DEBUG(TT_DBGS() << "  -> " << enc << ", kWidth " << kWidths[0] << "/"
                       << kWidths[1] << "\n");
    auto newRetType = retType.cloneWithEncoding(enc);
    Value acc = ConvertLayoutOp::create(rewriter, dot.getC().getLoc(),
                                        newRetType, dot.getC());

    auto toOperand = [&](TensorValue v, unsigned opIdx,
                         ScaleDotElemType format) -> TensorValue {
      auto opEnc = DotOperandEncodingAttr::get(ctx, opIdx, enc, kWidths[opIdx]);
      TensorValue converted = ConvertLayoutOp::create(
          rewriter, v.getLoc(), v.getType().cloneWithEncoding(opEnc), v);
      // bf16/f16 are used as they are; e2m1 stays packed for the upcast.
      if (format == ScaleDotElemType::BF16 ||
          format == ScaleDotElemType::FP16 || format == ScaleDotElemType::E2M1)
        return converted;
      return cast<TensorValue>(
          FpToFpOp::create(rewriter, v.getLoc(),
                           converted.getType().clone(computeType), converted,
                           RoundingModeAttr())
              .getResult());
    };
    // One scale per lane: mDim lanes along M/N, the rest along K.
    auto scaleEnc = BlockedEncodingAttr::get(
        ctx, {1, 1},
        {instr.mDim, unsigned(lookupThreadsPerWarp(dot)) / instr.mDim},
        {numWarps, 1}, {1, 0}, cga);
    auto upcast = [&](TensorValue v, TensorValue scale,
                      ScaleDotElemType format) -> Value {
      if (!scale)
        return v;
      Value newScale = ConvertLayoutOp::create(
          rewriter, scale.getLoc(), scale.getType().cloneWithEncoding(scaleEnc),
          scale);
      return UpcastMXFPOp::create(rewriter, dot.getLoc(),
                                  upcastType(v, format, computeType), v,
                                  newScale, format, dot.getFastMath());
    };
    // Both operands first, then both upcasts: Triton's order of ops.
    TensorValue aOperand = toOperand(dot.getA(), 0, dot.getAElemType());
    TensorValue bOperand = toOperand(dot.getB(), 1, dot.getBElemType());
    Value a = upcast(aOperand, aScale, dot.getAElemType());
    Value b = upcast(bOperand, bScale, dot.getBElemType());
    Value newDot = DotOp::create(rewriter, dot.getLoc(), newRetType, a, b, acc);
    rewriter.replaceOpWithNewOp<ConvertLayoutOp>(dot, retType, newDot);
  }

  MatmulOptions options;
  bool *reportedError;
};

} // namespace

void mlir::triton::amdgpu::populateScaledBlockedToMfmaPatterns(
    RewritePatternSet &patterns, const MatmulOptions &options,
    bool *reportedError) {
  patterns.add<ScaledBlockedToMfma>(patterns.getContext(), options,
                                    reportedError);
}
