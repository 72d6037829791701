//===- AccelerateAMDMatmul.cpp - MFMA layouts for tt.dot ------------------===//
//
// Rewrites every blocked tt.dot of a CDNA module onto the MFMA instruction
// Triton 3.6 picks (#ttg.amd_mfma accumulator, dot-operand inputs), or, when
// no MFMA fits, casts its operands into a form the FMA lowering takes. See
// the pass description in Passes.td for the rules.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonAMDGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonAMDGPU/Transforms/Utility.h"
#include "tt/Support/Debug.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringSwitch.h"

#define DEBUG_TYPE "tritonamdgpu-accelerate-matmul"

namespace mlir::triton::amdgpu {
#define GEN_PASS_DEF_TRITONAMDGPUACCELERATEMATMUL
#include "tt/Dialect/TritonAMDGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::amdgpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

bool isDotLike(Operation *op) { return isa<DotOp, DotScaledOp>(op); }

/// Whether the result of `dot` reaches the A operand of another dot in its
/// region (the first dot of attention's QK^T -> PV chain).
bool isChainDotHead(Operation *dot) {
  ForwardSliceOptions options;
  options.filter = [&](Operation *op) {
    return op->getParentRegion() == dot->getParentRegion();
  };
  SetVector<Operation *> slice;
  getForwardSlice(dot, &slice, options);
  for (Operation *op : slice) {
    if (!isDotLike(op))
      continue;
    Operation *a = op->getOperand(0).getDefiningOp();
    if (a && slice.contains(a))
      return true;
  }
  return false;
}

/// Whether the A operand of `dot` comes from another dot in its region.
bool isChainDotTail(Operation *dot) {
  Operation *a = dot->getOperand(0).getDefiningOp();
  if (!a)
    return false;
  BackwardSliceOptions options;
  options.omitBlockArguments = true;
  options.filter = [&](Operation *op) {
    return op->getParentRegion() == dot->getParentRegion();
  };
  SetVector<Operation *> slice;
  (void)getBackwardSlice(a, &slice, options);
  return llvm::any_of(slice, isDotLike);
}

bool isFp8Fnuz(Type t) { return isa<Float8E5M2FNUZType, Float8E4M3FNUZType>(t); }
bool isAnyFp8(Type t) {
  return isa<Float8E5M2FNUZType, Float8E4M3FNUZType, Float8E4M3FNType,
             Float8E5M2Type>(t);
}

/// One MFMA instruction: M x N x K and the K elements a lane holds.
struct Mfma {
  unsigned m, n, k, kBase;
};

/// The MFMA instruction of `version` for an (mDim x mDim) tile with operands
/// of `a` and `b`; kDim/kBase per Triton's MFMA table.
FailureOr<Mfma> lookupMfma(int version, unsigned mDim, Type a, Type b,
                           bool xf32) {
  bool is32 = mDim == 32;
  if (mDim != 32 && mDim != 16)
    return failure();
  auto make = [&](unsigned k32, unsigned k16, unsigned kBase) {
    return Mfma{mDim, mDim, is32 ? k32 : k16, kBase};
  };
  if (isFp8Fnuz(a) && isFp8Fnuz(b) && version == 3)
    return make(16, 32, 8);
  if (a != b)
    return failure();
  if (a.isF32())
    return xf32 ? make(4, 8, 2) : make(2, 4, 1);
  if (a.isF16())
    return version == 4 ? make(16, 32, 8) : make(8, 16, 4);
  if (a.isBF16()) {
    if (version == 1)
      return make(4, 8, 2);
    return version == 4 ? make(16, 32, 8) : make(8, 16, 4);
  }
  if (a.isInteger(8)) {
    if (version <= 2)
      return make(8, 16, 4);
    return version == 3 ? make(16, 32, 8) : make(32, 64, 16);
  }
  if (a.isF64() && version >= 2 && !is32)
    return Mfma{16, 16, 4, 1};
  return failure();
}

/// Triton's chooseMfmaInstruction: M/N from the result (32 when both are
/// at least 32, 16 when the smaller is 16..31) or from `nonKDim`; fails
/// when K is not a multiple of the instruction's K (unless enforced).
FailureOr<Mfma> chooseMfma(DotOp dot, int version, int nonKDim) {
  ArrayRef<int64_t> shape = dot.getType().getShape();
  int64_t m = shape[shape.size() - 2], n = shape.back();
  unsigned mDim = nonKDim;
  if (nonKDim == 0) {
    int64_t minSize = std::min(m, n);
    mDim = minSize >= 32 ? 32 : minSize >= 16 ? 16 : 0;
  }
  if (mDim == 0)
    return failure();
  Type a = dot.getA().getType().getElementType();
  Type b = dot.getB().getType().getElementType();
  bool xf32 = dot.getInputPrecision() == InputPrecision::TF32 && version == 3;
  FailureOr<Mfma> mfma = lookupMfma(version, mDim, a, b, xf32);
  if (failed(mfma))
    return failure();
  int64_t k = dot.getA().getType().getShape().back();
  if (nonKDim == 0 && k % mfma->k != 0)
    return failure();
  return mfma;
}

SmallVector<unsigned> warpsPerTile(DotOp dot, ArrayRef<int64_t> shape,
                                   unsigned numWarps, unsigned mDim,
                                   unsigned nDim) {
  if (shape.size() == 3)
    return {numWarps, 1, 1};
  if (isChainDotHead(dot)) {
    TT_DEBUG(TT_DBGS() << "  head of a dot chain: all warps along M\n");
    return {numWarps, 1};
  }
  if (isChainDotTail(dot)) {
    unsigned m = std::min<int64_t>(numWarps, llvm::divideCeil(shape[0], mDim));
    TT_DEBUG(TT_DBGS() << "  tail of a dot chain: warps along M first\n");
    return {m, numWarps / m};
  }
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
  if (warps[1] * nDim > shape[1])
    return {warps[1], warps[0]};
  return warps;
}

/// A convert_layout of `value` to `encoding`, then a cast to `elemType`
/// when that differs.
Value convertAndCast(PatternRewriter &rewriter, Value value, Attribute encoding,
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

struct BlockedToMfma : OpRewritePattern<DotOp> {
  BlockedToMfma(MLIRContext *ctx, int version, int nonKDim, int kPack)
      : OpRewritePattern(ctx, /*benefit=*/2), version(version),
        nonKDim(nonKDim), kPack(kPack) {}

  LogicalResult matchAndRewrite(DotOp dot,
                                PatternRewriter &rewriter) const override {
    RankedTensorType retType = dot.getType();
    if (!isa_and_nonnull<BlockedEncodingAttr>(retType.getEncoding()))
      return failure();
    FailureOr<Mfma> mfma = chooseMfma(dot, version, nonKDim);
    if (failed(mfma)) {
      TT_DEBUG(TT_DBGS() << "no mfma for the dot at " << dot.getLoc()
                         << "\n");
      return failure();
    }
    unsigned numWarps = *lookupNumWarps(dot);
    SmallVector<unsigned> warps =
        warpsPerTile(dot, retType.getShape(), numWarps, mfma->m, mfma->n);
    Type aElem = dot.getA().getType().getElementType();
    bool transposed =
        isChainDotHead(dot) || isChainDotTail(dot) || !isAnyFp8(aElem);
    MLIRContext *ctx = dot.getContext();
    SmallVector<unsigned> tiles(warps.size(), 1);
    auto enc = AMDMfmaEncodingAttr::get(
        ctx, version, warps, {mfma->m, mfma->n, mfma->k}, transposed,
        getCGALayout(retType.getEncoding()), tiles, /*elementBitWidth=*/32);
    unsigned kWidth = mfma->kBase;
    if (!isChainDotTail(dot))
      kWidth *= kPack;
    TT_DEBUG(TT_DBGS() << "dot at " << dot.getLoc() << " -> " << enc
                       << ", kWidth " << kWidth << "\n");

    Type accElem = retType.getElementType().isIntOrIndex()
                       ? Type(rewriter.getI32Type())
                       : Type(rewriter.getF32Type());
    Value acc = convertAndCast(rewriter, dot.getC(), enc, accElem);
    Value a = convertAndCast(rewriter, dot.getA(),
                             DotOperandEncodingAttr::get(ctx, 0, enc, kWidth),
                             aElem);
    Value b = convertAndCast(
        rewriter, dot.getB(), DotOperandEncodingAttr::get(ctx, 1, enc, kWidth),
        dot.getB().getType().getElementType());
    Value newDot = DotOp::create(rewriter, dot.getLoc(), acc.getType(), a, b,
                                 acc, dot.getInputPrecision(),
                                 dot.getMaxNumImpreciseAcc());
    rewriter.replaceOp(dot, convertAndCast(rewriter, newDot,
                                           retType.getEncoding(),
                                           retType.getElementType()));
    return success();
  }

  int version, nonKDim, kPack;
};

/// A dot left on FMA units: cast to one f16/f32 type unless it already is
/// a form the FMA (or v_dot) lowering takes.
struct LegalizeFma : OpRewritePattern<DotOp> {
  LegalizeFma(MLIRContext *ctx, bool vdot)
      : OpRewritePattern(ctx, /*benefit=*/1), vdot(vdot) {}

  static bool isFloat(Type t) { return isa<FloatType>(t); }

  Value cast(PatternRewriter &rewriter, Value v, Type elem) const {
    auto type = llvm::cast<RankedTensorType>(v.getType());
    if (type.getElementType() == elem)
      return v;
    auto to = type.clone(elem);
    Type from = type.getElementType();
    if (isFloat(from) && isFloat(elem))
      return FpToFpOp::create(
          rewriter, v.getLoc(), to, v,
          RoundingModeAttr::get(rewriter.getContext(), RoundingMode::RTNE));
    if (!isFloat(from))
      return arith::SIToFPOp::create(rewriter, v.getLoc(), to, v);
    return arith::FPToSIOp::create(rewriter, v.getLoc(), to, v);
  }

  LogicalResult matchAndRewrite(DotOp dot,
                                PatternRewriter &rewriter) const override {
    if (!isa_and_nonnull<BlockedEncodingAttr>(dot.getType().getEncoding()))
      return failure();
    Type a = dot.getA().getType().getElementType();
    Type b = dot.getB().getType().getElementType();
    Type c = dot.getC().getType().getElementType();
    Type d = dot.getType().getElementType();
    int64_t k = dot.getA().getType().getShape().back();
    if (vdot && a.isF16() && b.isF16() && c.isF32() && d.isF32() && k % 2 == 0)
      return failure();
    if (vdot && a.isInteger(8) && b.isInteger(8) && c.isInteger(32) &&
        d.isInteger(32) && k % 4 == 0)
      return failure();
    if (a == b && a == c && a == d && (a.isF16() || a.isF32()))
      return failure();
    unsigned bits = 8;
    for (Type t : {a, b, c, d})
      bits = std::max(bits, t.getIntOrFloatBitWidth());
    Type common = bits <= 16 ? Type(rewriter.getF16Type())
                             : Type(rewriter.getF32Type());
    if (common.isF16())
      for (Type t : {a, b, c, d})
        if ((t.isInteger() && t.getIntOrFloatBitWidth() > 8) || t.isBF16())
          common = rewriter.getF32Type();
    TT_DEBUG(TT_DBGS() << "fma dot at " << dot.getLoc() << " computed in "
                       << common << "\n");
    Value newA = cast(rewriter, dot.getA(), common);
    Value newB = cast(rewriter, dot.getB(), common);
    Value newC = cast(rewriter, dot.getC(), common);
    Value newDot =
        DotOp::create(rewriter, dot.getLoc(), newC.getType(), newA, newB, newC,
                      dot.getInputPrecision(), dot.getMaxNumImpreciseAcc());
    rewriter.replaceOp(dot, cast(rewriter, newDot, d));
    return success();
  }

  bool vdot;
};

struct AccelerateAMDMatmul
    : mlir::triton::amdgpu::impl::TritonAMDGPUAccelerateMatmulBase<
          AccelerateAMDMatmul> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<std::string> archName =
        mlir::triton::amdgpu::lookupArchGenerationName(module,
                                                       archGenerationName);
    if (failed(archName))
      return signalPassFailure();
    const std::string &arch = *archName;
    int version = llvm::StringSwitch<int>(arch)
                      .Case("gfx908", 1)
                      .Case("gfx90a", 2)
                      .Cases("gfx940", "gfx941", "gfx942", 3)
                      .Case("gfx950", 4)
                      .Default(0);
    if (version == 0) {
      module.emitError("arch-generation-name `") << arch
                                     << "` is not a CDNA target (MFMA); "
                                        "WMMA targets are not supported yet";
      return signalPassFailure();
    }
    WalkResult walk = module.walk([](DotOp dot) {
      if (isa_and_nonnull<BlockedEncodingAttr>(dot.getType().getEncoding()) &&
          !lookupNumWarps(dot)) {
        dot.emitError("cannot tell how many warps run this op: no "
                      "`ttg.num-warps` attribute");
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return signalPassFailure();
    TT_DEBUG(TT_DBGS() << arch << ": mfma version " << version
                       << ", matrix-instruction-size " << matrixInstructionSize
                       << ", kPack " << kPack << "\n");
    RewritePatternSet patterns(&getContext());
    patterns.add<BlockedToMfma>(&getContext(), version, matrixInstructionSize,
                                kPack);
    patterns.add<LegalizeFma>(&getContext(), /*vdot=*/true);
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
