//===- AccelerateAMDMatmulFma.cpp - Dots left on FMA units ----------------===//
//
// Triton 3.6's AccelerateBlocked (a tt.dot no matrix-core pattern took is
// cast into a form the FMA lowering takes) and decomposeMixedModeDotOp
// (matrix-core dots whose A and B types differ get both promoted).
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonAMDGPU/Transforms/AccelerateAMDMatmul.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#define DEBUG_TYPE "tritonamdgpu-accelerate-matmul"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::amdgpu;

namespace {

bool isFloat(Type t) { return isa<FloatType>(t); }

struct DotTypes {
  Type a, b, c, d;
  SmallVector<Type, 4> all() const { return {a, b, c, d}; }
};

struct LegalizeFma : OpRewritePattern<DotOp> {
  LegalizeFma(MLIRContext *ctx, bool cdna4, bool *reportedError)
      : OpRewritePattern(ctx), cdna4(cdna4), reportedError(reportedError) {}

  /// Casts `v` to `elem`. Float conversions round to nearest even only when
  /// they narrow (Triton 3.6: no rounding mode on exact upcasts).
  static Value cast(PatternRewriter &rewriter, Value v, Type elem) {
    auto type = llvm::cast<RankedTensorType>(v.getType());
    Type from = type.getElementType();
    if (from == elem)
      return v;
    auto to = type.clone(elem);
    if (isFloat(from) && isFloat(elem)) {
      RoundingModeAttr rounding;
      if (from.getIntOrFloatBitWidth() > elem.getIntOrFloatBitWidth())
        rounding =
            RoundingModeAttr::get(rewriter.getContext(), RoundingMode::RTNE);
      return FpToFpOp::create(rewriter, v.getLoc(), to, v, rounding);
    }
    if (!isFloat(from))
      return arith::SIToFPOp::create(rewriter, v.getLoc(), to, v);
    return arith::FPToSIOp::create(rewriter, v.getLoc(), to, v);
  }

  /// Whether the FMA lowering takes the dot as it is: the v_dot forms
  /// (f16 x f16 -> f32 with even K, bf16 likewise on gfx950, i8 x i8 -> i32
  /// with K a multiple of 4) or one f16/f32/f64 type everywhere.
  bool isLegal(const DotTypes &t, int64_t k) const {
    if (t.a.isF16() && t.b.isF16() && t.c.isF32() && t.d.isF32() &&
        k % 2 == 0) {
      TT_DEBUG(TT_DBGS() << "  legal: v_dot2 f16 x f16 -> f32\n");
      return true;
    }
    if (cdna4 && t.a.isBF16() && t.b.isBF16() && t.c.isF32() && t.d.isF32() &&
        k % 2 == 0) {
      TT_DEBUG(TT_DBGS() << "  legal: gfx950 v_dot2 bf16 x bf16 -> f32\n");
      return true;
    }
    if (t.a.isInteger(8) && t.b.isInteger(8) && t.c.isInteger(32) &&
        t.d.isInteger(32) && k % 4 == 0) {
      TT_DEBUG(TT_DBGS() << "  legal: v_dot4 i8 x i8 -> i32\n");
      return true;
    }
    bool oneFloatType =
        t.a == t.b && t.a == t.c && (t.a.isF16() || t.a.isF32() || t.a.isF64());
    if (oneFloatType)
      TT_DEBUG(TT_DBGS() << "  legal: " << t.a << " everywhere\n");
    return oneFloatType;
  }

  LogicalResult matchAndRewrite(DotOp dot,
                                PatternRewriter &rewriter) const override {
    if (!isa_and_nonnull<BlockedEncodingAttr>(dot.getType().getEncoding()))
      return failure();
    DotTypes t{dot.getA().getType().getElementType(),
               dot.getB().getType().getElementType(),
               dot.getC().getType().getElementType(),
               dot.getType().getElementType()};
    TT_DEBUG(TT_DBGS() << "FMA dot at " << dot.getLoc() << ": " << t.a << " x "
                       << t.b << " + " << t.c << " -> " << t.d << "\n");
    if (isLegal(t, dot.getA().getType().getShape().back()))
      return failure();
    unsigned bits = 8;
    for (Type type : t.all())
      bits = std::max(bits, type.getIntOrFloatBitWidth());
    if (bits > 32) {
      // Triton asserts that no operand is wider than 32 bits here.
      *reportedError = true;
      return dot.emitError("the FMA legalization of Triton 3.6 handles "
                           "operands of at most 32 bits, but this dot mixes ")
             << t.a << ", " << t.b << ", " << t.c << " and " << t.d;
    }
    // The narrowest of f16/f32 that holds every operand: f32 once one is
    // wider than 16 bits, bf16, or an integer wider than 8 bits.
    bool needsF32 =
        bits > 16 || llvm::any_of(t.all(), [](Type type) {
          return type.isBF16() ||
                 (type.isInteger() && type.getIntOrFloatBitWidth() > 8);
        });
    Type common =
        needsF32 ? Type(rewriter.getF32Type()) : Type(rewriter.getF16Type());
    TT_DEBUG(TT_DBGS() << "  not a legal FMA form: computed in " << common
                       << "\n");
    Value a = cast(rewriter, dot.getA(), common);
    Value b = cast(rewriter, dot.getB(), common);
    Value c = cast(rewriter, dot.getC(), common);
    Value newDot =
        DotOp::create(rewriter, dot.getLoc(), c.getType(), a, b, c,
                      dot.getInputPrecision(), dot.getMaxNumImpreciseAcc());
    rewriter.replaceOp(dot, cast(rewriter, newDot, t.d));
    return success();
  }

  bool cdna4;
  bool *reportedError;
};

/// The type both operands of a matrix-core dot with A and B of different
/// types are promoted to, or null when they stay.
FailureOr<Type> promotedOperandType(DotOp dot) {
  Type a = dot.getA().getType().getElementType();
  Type b = dot.getB().getType().getElementType();
  if (a == b)
    return Type();
  Attribute enc = dot.getType().getEncoding();
  bool wmma = isa<AMDWmmaEncodingAttr>(enc);
  if (!wmma && !isa<AMDMfmaEncodingAttr>(enc))
    return Type();
  unsigned aBits = a.getIntOrFloatBitWidth(), bBits = b.getIntOrFloatBitWidth();
  unsigned bits = std::max(aBits, bBits);
  // Mixed 8-bit pairs (fp8 x bf8) are native MFMA instructions.
  if (!wmma && bits == 8)
    return Type();
  if (!isFloat(a) || !isFloat(b) || (!wmma && bits > 32)) {
    // Triton promotes with tt.fp_to_fp, to f16 or f32 for MFMA: it has no
    // promotion for these and crashes.
    return dot.emitError("a matrix-core dot of ")
           << a << " x " << b << " has no type Triton 3.6 promotes both to";
  }
  if (wmma)
    return aBits > bBits ? a : b;
  Builder builder(dot.getContext());
  return bits < 16 ? builder.getF16Type() : builder.getF32Type();
}

} // namespace

void mlir::triton::amdgpu::populateFmaLegalizationPatterns(
    RewritePatternSet &patterns, bool cdna4, bool *reportedError) {
  patterns.add<LegalizeFma>(patterns.getContext(), cdna4, reportedError);
}

LogicalResult mlir::triton::amdgpu::promoteMixedMfmaOperands(ModuleOp module) {
  WalkResult walk = module.walk([](DotOp dot) {
    FailureOr<Type> type = promotedOperandType(dot);
    if (failed(type))
      return WalkResult::interrupt();
    if (!*type)
      return WalkResult::advance();
    TT_DEBUG(TT_DBGS() << "dot at " << dot.getLoc()
                       << ": A and B differ, both promoted to " << *type
                       << "\n");
    OpBuilder builder(dot);
    // Both operands, even one that has the type already, as Triton does.
    for (unsigned i : {0u, 1u}) {
      Value operand = dot->getOperand(i);
      auto promoted = cast<RankedTensorType>(operand.getType()).clone(*type);
      dot->setOperand(i, FpToFpOp::create(builder, dot.getLoc(), promoted,
                                          operand, RoundingModeAttr()));
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}
