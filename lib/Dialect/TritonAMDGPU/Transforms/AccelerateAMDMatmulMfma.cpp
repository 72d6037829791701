//===- AccelerateAMDMatmulMfma.cpp - tt.dot onto MFMA ---------------------===//
//
// Triton 3.6's BlockedToMFMA and the helpers it shares with the scaled-dot
// pattern: the MFMA size from the result shape, the instruction from the
// table, the warps, the #ttg.amd_mfma layout and the operands' kWidth.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonAMDGPU/Transforms/AccelerateAMDMatmul.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/TypeSwitch.h"

#define DEBUG_TYPE "tritonamdgpu-accelerate-matmul"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::amdgpu;

namespace {

bool isDotLike(Operation *op) { return isa<DotOp, DotScaledOp>(op); }

bool inSameRegion(Operation *op, Operation *anchor) {
  return op->getParentRegion() == anchor->getParentRegion();
}

} // namespace

bool mlir::triton::amdgpu::isChainDotHead(Operation *dot, unsigned opIdx) {
  ForwardSliceOptions options;
  options.filter = [&](Operation *op) { return inSameRegion(op, dot); };
  SetVector<Operation *> slice;
  getForwardSlice(dot, &slice, options);
  return llvm::any_of(slice, [&](Operation *op) {
    if (!isDotLike(op))
      return false;
    Operation *operand = op->getOperand(opIdx).getDefiningOp();
    return operand && slice.contains(operand);
  });
}

bool mlir::triton::amdgpu::isChainDotTail(Operation *dot) {
  Operation *a = dot->getOperand(0).getDefiningOp();
  if (!a)
    return false;
  BackwardSliceOptions options;
  options.omitBlockArguments = true;
  options.filter = [&](Operation *op) { return inSameRegion(op, dot); };
  SetVector<Operation *> slice;
  (void)getBackwardSlice(a, &slice, options);
  return llvm::any_of(slice, isDotLike);
}

SmallVector<unsigned>
mlir::triton::amdgpu::warpsPerTile(Operation *dot, ArrayRef<int64_t> shape,
                                   unsigned numWarps, unsigned mDim,
                                   unsigned nDim) {
  if (shape.size() == 3) {
    TT_DEBUG(TT_DBGS() << "  batched dot: all warps along the batch\n");
    return {numWarps, 1, 1};
  }
  if (isChainDotHead(dot)) {
    TT_DEBUG(TT_DBGS() << "  head of a dot chain (its result feeds another "
                          "dot's A): all warps along M\n");
    return {numWarps, 1};
  }
  if (isChainDotTail(dot)) {
    unsigned m = std::min<int64_t>(numWarps, llvm::divideCeil(shape[0], mDim));
    TT_DEBUG(TT_DBGS() << "  tail of a dot chain (A comes from another dot): "
                          "warps along M first, at most ceil(M / "
                       << mDim << ")\n");
    return {m, numWarps / m};
  }
  // Double M while M has at least twice as many instruction tiles per warp
  // as N (and warps left to take), else N; swap when N got more warps than
  // it has tiles.
  SmallVector<unsigned> warps = {1, 1};
  while (warps[0] * warps[1] < numWarps) {
    if (shape[0] / (mDim * 2) / warps[0] >= shape[1] / nDim / warps[1]) {
      if (warps[0] < shape[0] / mDim)
        warps[0] *= 2;
      else
        warps[1] *= 2;
    } else {
      warps[1] *= 2;
    }
  }
  if (warps[1] * nDim > shape[1]) {
    TT_DEBUG(TT_DBGS() << "  warps [" << warps[0] << ", " << warps[1]
                       << "] give N more warps than tiles: swapped\n");
    return {warps[1], warps[0]};
  }
  TT_DEBUG(TT_DBGS() << "  warps [" << warps[0] << ", " << warps[1]
                     << "]: doubled along M while M has at least twice N's "
                        "tiles per warp\n");
  return warps;
}

namespace {

/// The MFMA M x N for an m x n result: the enforced size, else 32x32 when
/// min(m, n) >= 32 (16x16 for f64, which has no 32x32), 16x16 for [16, 32),
/// 64x4 / 4x64 for [4, 16) beside an m / n >= 64; 0x0 when none.
std::pair<unsigned, unsigned> chooseMfmaSize(int enforcedNonKDim, int64_t m,
                                             int64_t n, bool f64) {
  if (enforcedNonKDim != 0) {
    TT_DEBUG(TT_DBGS() << "  matrix-instruction-size enforces "
                       << enforcedNonKDim << "x" << enforcedNonKDim << "\n");
    return {enforcedNonKDim, enforcedNonKDim};
  }
  int64_t minSize = std::min(m, n);
  if (minSize >= 32) {
    unsigned size = f64 ? 16 : 32;
    TT_DEBUG(TT_DBGS() << "  min(M, N) = " << minSize << " >= 32: " << size
                       << "x" << size << (f64 ? " (f64 has only 16x16)" : "")
                       << "\n");
    return {size, size};
  }
  if (minSize >= 16) {
    TT_DEBUG(TT_DBGS() << "  min(M, N) = " << minSize
                       << " in [16, 32): 16x16\n");
    return {16, 16};
  }
  if (minSize >= 4 && (m >= 64 || n >= 64)) {
    std::pair<unsigned, unsigned> size =
        m >= 64 ? std::pair{64u, 4u} : std::pair{4u, 64u};
    TT_DEBUG(TT_DBGS() << "  min(M, N) = " << minSize << " in [4, 16) with "
                       << (m >= 64 ? "M" : "N") << " >= 64: " << size.first
                       << "x" << size.second << "\n");
    return size;
  }
  TT_DEBUG(TT_DBGS() << "  " << m << "x" << n
                     << " result: no MFMA size (min(M, N) < 16, and not "
                        "[4, 16) beside a 64)\n");
  return {0, 0};
}

} // namespace

FailureOr<MfmaInstruction> mlir::triton::amdgpu::chooseMfmaInstruction(
    Location loc, const MatmulOptions &options, RankedTensorType cType,
    Type aElemType, Type bElemType, int64_t inputKDim, bool withScale,
    bool allowXF32) {
  ArrayRef<int64_t> shape = cType.getShape();
  auto [mDim, nDim] =
      chooseMfmaSize(options.enforcedNonKDim, shape[shape.size() - 2],
                     shape.back(), aElemType.isF64() || bElemType.isF64());
  // Looked up even without a size, as Triton does (the OCP fp8 remark
  // comes from the lookup).
  FailureOr<MfmaInstruction> instr =
      selectMfmaInstruction(loc, options.mfmaVersion, mDim, nDim, inputKDim,
                            aElemType, bElemType, withScale, allowXF32);
  if (failed(instr))
    return failure();
  if (inputKDim % instr->kDim != 0) {
    // Triton 3.6 refuses this even when matrix-instruction-size is given.
    TT_DEBUG(TT_DBGS() << "  rejects " << instr->name << ": tile K "
                       << inputKDim << " is not a multiple of its K "
                       << instr->kDim
                       << " (the layout would duplicate data)\n");
    return failure();
  }
  return instr;
}

Value mlir::triton::amdgpu::convertAndCast(PatternRewriter &rewriter,
                                           Value value, Attribute encoding,
                                           Type elemType) {
  Location loc = value.getLoc();
  auto type = cast<RankedTensorType>(value.getType());
  Type oldElem = type.getElementType();
  auto converted = RankedTensorType::get(type.getShape(), oldElem, encoding);
  Value result = ConvertLayoutOp::create(rewriter, loc, converted, value);
  if (oldElem == elemType)
    return result;
  auto casted = RankedTensorType::get(type.getShape(), elemType, encoding);
  if (elemType.isIntOrIndex()) {
    unsigned from = oldElem.getIntOrFloatBitWidth();
    unsigned to = elemType.getIntOrFloatBitWidth();
    if (from == to)
      return arith::BitcastOp::create(rewriter, loc, casted, result);
    if (from > to)
      return arith::TruncIOp::create(rewriter, loc, casted, result);
    if (oldElem.isSignedInteger())
      return arith::ExtSIOp::create(rewriter, loc, casted, result);
    return arith::ExtUIOp::create(rewriter, loc, casted, result);
  }
  if (oldElem.isF16() && elemType.isF32())
    return arith::ExtFOp::create(rewriter, loc, casted, result);
  if (oldElem.isF32() && elemType.isF16())
    return arith::TruncFOp::create(rewriter, loc, casted, result);
  return FpToFpOp::create(rewriter, loc, casted, result);
}

namespace {

std::optional<ScaleDotElemType> scaledElemType(Type type) {
  return llvm::TypeSwitch<Type, std::optional<ScaleDotElemType>>(type)
      .Case<Float8E4M3FNType>([](auto) { return ScaleDotElemType::E4M3; })
      .Case<Float8E5M2Type>([](auto) { return ScaleDotElemType::E5M2; })
      .Case<Float6E3M2FNType>([](auto) { return ScaleDotElemType::E3M2; })
      .Case<Float6E2M3FNType>([](auto) { return ScaleDotElemType::E2M3; })
      .Case<Float4E2M1FNType>([](auto) { return ScaleDotElemType::E2M1; })
      .Default([](auto) { return std::nullopt; });
}

/// The accumulator type of the MFMA: i32 for integer results, f64 for f64,
/// f32 otherwise.
Type mfmaAccType(Builder &builder, Type resultElem) {
  if (resultElem.isIntOrIndex())
    return builder.getI32Type();
  if (resultElem.isF64())
    return builder.getF64Type();
  return builder.getF32Type();
}

struct MfmaShape {
  bool isTransposed;
  SmallVector<unsigned> tilesPerWarp;
};

/// Transposed unless 4x64 (which would need A broadcast); on gfx950 a 16x16
/// f16/bf16 dot whose result feeds another dot takes two tiles per warp
/// along M (feeding A, transposed) or N (feeding B, not transposed) so the
/// result converts to the next dot's operand within a warp.
MfmaShape chooseMfmaShape(DotOp dot, const MatmulOptions &options,
                          const MfmaInstruction &instr,
                          ArrayRef<unsigned> warps) {
  MfmaShape result{!(instr.mDim == 4 && instr.nDim == 64), {1, 1}};
  if (!result.isTransposed)
    TT_DEBUG(TT_DBGS() << "  4x64: not transposed (it would broadcast A)\n");
  ArrayRef<int64_t> shape = dot.getType().getShape();
  bool is16Bit = instr.aElemType.isF16() || instr.aElemType.isBF16();
  if (options.mfmaVersion == 4 && is16Bit && instr.mDim == 16 &&
      instr.nDim == 16 && shape.size() == 2) {
    if (isChainDotHead(dot, 0) && shape[0] >= 16 * 2 * warps[0] &&
        shape[1] == 16 && warps[1] == 1) {
      TT_DEBUG(TT_DBGS() << "  gfx950 16x16 head feeding A: tilesPerWarp "
                            "[2, 1], transposed\n");
      result = {true, {2, 1}};
    } else if (isChainDotHead(dot, 1) && shape[0] == 16 &&
               shape[1] >= 16 * 2 * warps[1] && warps[0] == 1) {
      TT_DEBUG(TT_DBGS() << "  gfx950 16x16 head feeding B: tilesPerWarp "
                            "[1, 2], not transposed\n");
      result = {false, {1, 2}};
    }
  }
  if (shape.size() == 3)
    result.tilesPerWarp.insert(result.tilesPerWarp.begin(), 1);
  return result;
}

/// kBase, times kPack except for a chain tail (its A is the previous dot's
/// MFMA result); a 16-bit chain tail takes 4 so that conversion is free.
unsigned chooseKWidth(DotOp dot, const MatmulOptions &options,
                      const MfmaInstruction &instr) {
  bool tail = isChainDotTail(dot);
  bool is16Bit = instr.aElemType.isF16() || instr.aElemType.isBF16();
  if (tail && is16Bit) {
    TT_DEBUG(TT_DBGS() << "  kWidth 4: f16/bf16 tail of a dot chain\n");
    return 4;
  }
  if (tail) {
    TT_DEBUG(TT_DBGS() << "  kWidth = kBase " << instr.kBase
                       << ": tail of a dot chain ignores kPack\n");
    return instr.kBase;
  }
  TT_DEBUG(TT_DBGS() << "  kWidth = kBase " << instr.kBase << " * kPack "
                     << options.kPack << "\n");
  return instr.kBase * options.kPack;
}

/// "MxNxK, A x B -> D" for traces.
std::string describeDot(DotOp dot) {
  std::string text;
  llvm::raw_string_ostream os(text);
  ArrayRef<int64_t> shape = dot.getType().getShape();
  llvm::interleave(shape, os, "x");
  os << "x" << dot.getA().getType().getShape().back() << ", "
     << dot.getA().getType().getElementType() << " x "
     << dot.getB().getType().getElementType() << " -> "
     << dot.getType().getElementType();
  if (dot.getInputPrecision() != InputPrecision::IEEE)
    os << " (inputPrecision "
       << stringifyInputPrecision(dot.getInputPrecision()) << ")";
  return text;
}

struct BlockedToMfma : OpRewritePattern<DotOp> {
  BlockedToMfma(MLIRContext *ctx, const MatmulOptions &options,
                bool *reportedError)
      : OpRewritePattern(ctx, /*benefit=*/2), options(options),
        reportedError(reportedError) {}

  /// The instruction for `dot`; on gfx950 with F8F6F4 operands the scaled
  /// instructions first, then the plain ones.
  FailureOr<MfmaInstruction> choose(DotOp dot) const {
    Type a = dot.getA().getType().getElementType();
    Type b = dot.getB().getType().getElementType();
    int64_t k = dot.getA().getType().getShape().back();
    bool allowXF32 = dot.getInputPrecision() == InputPrecision::TF32 &&
                     options.mfmaVersion == 3;
    bool withScale = options.mfmaVersion == 4 && isF8F6F4(a) && isF8F6F4(b);
    FailureOr<MfmaInstruction> instr =
        chooseMfmaInstruction(dot.getLoc(), options, dot.getC().getType(), a, b,
                              k, withScale, allowXF32);
    if (succeeded(instr) || !withScale)
      return instr;
    TT_DEBUG(TT_DBGS() << "  no scaled f8f6f4 instruction fits: trying the "
                          "plain ones\n");
    return chooseMfmaInstruction(dot.getLoc(), options, dot.getC().getType(), a,
                                 b, k, /*withScale=*/false, allowXF32);
  }

  LogicalResult matchAndRewrite(DotOp dot,
                                PatternRewriter &rewriter) const override {
    RankedTensorType retType = dot.getType();
    if (!isa_and_nonnull<BlockedEncodingAttr>(retType.getEncoding()))
      return failure();
    TT_DEBUG(TT_DBGS() << "dot at " << dot.getLoc() << ": " << describeDot(dot)
                       << "\n");
    FailureOr<MfmaInstruction> instr = choose(dot);
    if (failed(instr)) {
      TT_DEBUG(TT_DBGS() << "  no MFMA: left for the FMA legalization\n");
      return failure();
    }
    unsigned kWidth = chooseKWidth(dot, options, *instr);
    if (instr->scaled && kWidth != 32) {
      // Triton asserts kWidth == 32 here (kPack must be 1).
      *reportedError = true;
      return dot.emitError("the scaled MFMA instruction ")
             << instr->name << " needs kWidth 32, but kPack " << options.kPack
             << " makes it " << kWidth
             << "; Triton 3.6 asserts on this (use kPack=1 on gfx950)";
    }
    unsigned numWarps = *lookupNumWarps(dot);
    SmallVector<unsigned> warps = warpsPerTile(
        dot, retType.getShape(), numWarps, instr->mDim, instr->nDim);
    MfmaShape shape = chooseMfmaShape(dot, options, *instr, warps);
    Type accType = mfmaAccType(rewriter, retType.getElementType());
    MLIRContext *ctx = dot.getContext();
    auto enc = AMDMfmaEncodingAttr::get(
        ctx, options.mfmaVersion, warps,
        {instr->mDim, instr->nDim, instr->kDim}, shape.isTransposed,
        getCGALayout(retType.getEncoding()), shape.tilesPerWarp,
        accType.getIntOrFloatBitWidth());
    TT_DEBUG(TT_DBGS() << "  -> " << enc << ", kWidth " << kWidth << "\n");

    Value acc = convertAndCast(rewriter, dot.getC(), enc, accType);
    // The scaled instructions hold 32 fp8 (or 64 packed fp4) per lane: the
    // operands' kWidth counts bytes, 16.
    unsigned operandKWidth = instr->scaled ? kWidth / 2 : kWidth;
    Value a =
        convertAndCast(rewriter, dot.getA(),
                       DotOperandEncodingAttr::get(ctx, 0, enc, operandKWidth),
                       instr->aElemType);
    Value b =
        convertAndCast(rewriter, dot.getB(),
                       DotOperandEncodingAttr::get(ctx, 1, enc, operandKWidth),
                       instr->bElemType);
    Value newDot;
    if (instr->scaled) {
      TT_DEBUG(TT_DBGS() << "  becomes tt.dot_scaled without scales\n");
      newDot = DotScaledOp::create(
          rewriter, dot.getLoc(), acc.getType(), a, b, acc, Value(), Value(),
          *scaledElemType(instr->aElemType), *scaledElemType(instr->bElemType),
          /*fastMath=*/false);
    } else {
      newDot =
          DotOp::create(rewriter, dot.getLoc(), acc.getType(), a, b, acc,
                        dot.getInputPrecision(), dot.getMaxNumImpreciseAcc());
    }
    rewriter.replaceOp(dot,
                       convertAndCast(rewriter, newDot, retType.getEncoding(),
                                      retType.getElementType()));
    return success();
  }

  MatmulOptions options;
  bool *reportedError;
};

} // namespace

void mlir::triton::amdgpu::populateBlockedToMfmaPatterns(
    RewritePatternSet &patterns, const MatmulOptions &options,
    bool *reportedError) {
  patterns.add<BlockedToMfma>(patterns.getContext(), options, reportedError);
}
