//===- F32DotTC.cpp - f32 dots as sums of low-precision tensor-core dots --===//
//
// A `tt.dot` of f32 operands asking for `tf32x3`, `bf16x3` or `bf16x6`
// precision becomes several dots of the operands split into a high and low
// (and middle) part, each cheap on tensor cores, summed back in f32:
//
//   tf32x3 (emu-tf32 only): a = aBig + aSmall with aBig = tf32(a) through
//     `cvt.rna.tf32.f32`; aSmall*bBig + aBig*bSmall, NaNs zeroed, then
//     + aBig*bBig, all `tf32` dots, then + c.
//   bf16x3: a = hi + mid (bf16 truncations); mid*hi + hi*mid, NaNs zeroed,
//     + hi*hi, all `ieee` dots of bf16, then + c.
//   bf16x6: a = hi + mid + lo; mid*mid + lo*hi + hi*lo first, then as bf16x3.
//
// The NaN zeroing matters where a part is 0 and the other operand infinite:
// inf * 0 = NaN in a small product must not poison the big one.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/OptionsFromModule.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "tritongpu-F32DotTC"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUF32DOTTC
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;

namespace {

bool isF32Tensor(Value value) {
  return cast<RankedTensorType>(value.getType()).getElementType().isF32();
}

/// `value` (a tensor) converted elementwise to `elementType` by `CastOp`.
template <typename CastOp>
Value castElements(PatternRewriter &rewriter, Value value, Type elementType) {
  auto type = cast<RankedTensorType>(value.getType());
  return CastOp::create(rewriter, value.getLoc(), type.clone(elementType),
                        value);
}

/// The first `count` bf16 parts of `value`: each is the bf16 truncation of
/// what the previous parts leave over.
SmallVector<Value, 3> splitIntoBF16(PatternRewriter &rewriter, Value value,
                                    unsigned count) {
  SmallVector<Value, 3> parts;
  for (unsigned i = 0; i < count; ++i) {
    Value part =
        castElements<arith::TruncFOp>(rewriter, value, rewriter.getBF16Type());
    if (i + 1 != count) {
      Value back =
          castElements<arith::ExtFOp>(rewriter, part, rewriter.getF32Type());
      value = arith::SubFOp::create(rewriter, value.getLoc(), value, back);
    }
    parts.push_back(part);
  }
  return parts;
}

/// A tensor like `like` full of f32 zeros.
Value zerosLike(PatternRewriter &rewriter, Value like) {
  Location loc = like.getLoc();
  Value zero =
      arith::ConstantOp::create(rewriter, loc, rewriter.getF32FloatAttr(0));
  return SplatOp::create(rewriter, loc, like.getType(), zero);
}

/// `value` with its NaN elements replaced by zeros.
Value zeroNaNs(PatternRewriter &rewriter, Value value) {
  Location loc = value.getLoc();
  Value isNaN = arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::UNO,
                                      value, value);
  return arith::SelectOp::create(rewriter, loc, isNaN,
                                 zerosLike(rewriter, value), value);
}

Value dot(PatternRewriter &rewriter, Value a, Value b, Value acc,
          InputPrecision precision = InputPrecision::IEEE,
          uint32_t maxNumImpreciseAcc = 0) {
  return DotOp::create(rewriter, a.getLoc(), acc.getType(), a, b, acc,
                       precision, maxNumImpreciseAcc);
}

/// bf16x3 and bf16x6 dots of f32 operands.
struct DecomposeBF16Dot : OpRewritePattern<DotOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(DotOp op,
                                PatternRewriter &rewriter) const override {
    InputPrecision precision = op.getInputPrecision();
    bool x6 = precision == InputPrecision::BF16x6;
    if (!(x6 || precision == InputPrecision::BF16x3) ||
        !isF32Tensor(op.getA()) || !isF32Tensor(op.getB()))
      return failure();
    TT_DEBUG(TT_DBGS() << "decomposing the "
                       << stringifyInputPrecision(precision) << " dot "
                       << describeOp(op) << " into " << (x6 ? 6 : 3)
                       << " ieee dots of bf16 parts\n");
    enum { hi = 0, mid = 1, lo = 2 };
    unsigned numParts = x6 ? 3 : 2;
    SmallVector<Value, 3> a = splitIntoBF16(rewriter, op.getA(), numParts);
    SmallVector<Value, 3> b = splitIntoBF16(rewriter, op.getB(), numParts);
    Value acc = zerosLike(rewriter, op.getC());
    if (x6) {
      acc = dot(rewriter, a[mid], b[mid], acc);
      acc = dot(rewriter, a[lo], b[hi], acc);
      acc = dot(rewriter, a[hi], b[lo], acc);
    }
    acc = dot(rewriter, a[mid], b[hi], acc);
    acc = dot(rewriter, a[hi], b[mid], acc);
    acc = zeroNaNs(rewriter, acc);
    acc = dot(rewriter, a[hi], b[hi], acc);
    rewriter.replaceOpWithNewOp<arith::AddFOp>(op, acc, op.getC());
    return success();
  }
};

/// tf32x3 dots of f32 operands, emulated with three tf32 dots.
struct DecomposeTF32x3Dot : OpRewritePattern<DotOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(DotOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getInputPrecision() != InputPrecision::TF32x3 ||
        !isF32Tensor(op.getA()) || !isF32Tensor(op.getB()))
      return failure();
    TT_DEBUG(TT_DBGS() << "decomposing the tf32x3 dot " << describeOp(op)
                       << " into 3 tf32 dots\n");
    Location loc = op.getLoc();
    auto toTF32 = [&](Value value) -> Value {
      return ElementwiseInlineAsmOp::create(
                 rewriter, loc, value.getType(), "cvt.rna.tf32.f32 $0, $1;",
                 "=r,r", /*pure=*/true, /*packed_element=*/1, value)
          .getResult()[0];
    };
    auto split = [&](Value value) {
      Value big = toTF32(value);
      Value small = arith::SubFOp::create(rewriter, loc, value, big);
      return std::make_pair(big, small);
    };
    auto [aBig, aSmall] = split(op.getA());
    auto [bBig, bSmall] = split(op.getB());
    uint32_t maxImprecise = op.getMaxNumImpreciseAcc();
    Value acc = zerosLike(rewriter, op.getC());
    acc = dot(rewriter, aSmall, bBig, acc, InputPrecision::TF32, maxImprecise);
    acc = dot(rewriter, aBig, bSmall, acc, InputPrecision::TF32, maxImprecise);
    acc = zeroNaNs(rewriter, acc);
    acc = dot(rewriter, aBig, bBig, acc, InputPrecision::TF32, maxImprecise);
    rewriter.replaceOpWithNewOp<arith::AddFOp>(op, acc, op.getC());
    return success();
  }
};

/// Whether tf32x3 is emulated when `emu-tf32` is not given: as Triton's
/// NVIDIA backend passes it, for `cuda:N` targets with N >= 80. None for a
/// module without a `ttg.target`.
std::optional<bool> emulateTF32ForTarget(ModuleOp module) {
  auto target = module->getAttrOfType<StringAttr>("ttg.target");
  if (!target)
    return std::nullopt;
  std::optional<int> capability =
      triton::gpu::parseNVIDIAComputeCapability(target.getValue());
  return capability && *capability >= 80;
}

class F32DotTCPass
    : public mlir::triton::gpu::impl::TritonGPUF32DotTCBase<F32DotTCPass>,
      public triton::PassOptionsFromModule<F32DotTCPass> {
public:
  using TritonGPUF32DotTCBase::TritonGPUF32DotTCBase;

  void takeOptionsFromModule(ModuleOp module) override {
    if (!emuTF32.hasValue())
      if (std::optional<bool> fromTarget = emulateTF32ForTarget(module))
        emuTF32 = *fromTarget;
  }

  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    bool emulateTF32 = emuTF32;
    // The target matters only where there is a tf32x3 dot to decide on.
    bool hasTF32x3 =
        module
            .walk([](DotOp dot) {
              return dot.getInputPrecision() == InputPrecision::TF32x3
                         ? WalkResult::interrupt()
                         : WalkResult::advance();
            })
            .wasInterrupted();
    if (!emuTF32.hasValue() && hasTF32x3) {
      std::optional<bool> fromTarget = emulateTF32ForTarget(module);
      if (!fromTarget) {
        emitError(module.getLoc(), "tritongpu-F32DotTC: pass `emu-tf32` or "
                                   "give the module a `ttg.target`");
        return signalPassFailure();
      }
      emulateTF32 = *fromTarget;
    }
    TT_DEBUG(TT_DBGS() << "emu-tf32 = " << emulateTF32 << "\n");

    RewritePatternSet patterns(&getContext());
    if (emulateTF32)
      patterns.add<DecomposeTF32x3Dot>(&getContext());
    patterns.add<DecomposeBF16Dot>(&getContext());
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
