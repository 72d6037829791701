//===- AccelerateMatmul.cpp - Tensor-core layouts for tt.dot --------------===//
//
// Rewrites every blocked `tt.dot` into the tensor-core MMA Triton 3.6 picks
// for the module's `ttg.target`: mma v2 (`tt.dot` in #nvidia_mma v2 with
// dot-operand inputs), v3 (`ttng.warp_group_dot` reading shared memory) or
// v5 (`ttng.tc_gen5_mma` accumulating in tensor memory), then upcasts the
// operands that the chosen MMA cannot take natively. See the pass
// description in Passes.td for the rules.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonGPU/Transforms/DecomposeScaledBlocked.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TensorMemoryUtils.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "tritongpu-accelerate-matmul"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUACCELERATEMATMUL
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// Triton's DotOpInterface: the ops that multiply matrices.
bool isDotLike(Operation *op) {
  return isa<DotOp, DotScaledOp, ttng::WarpGroupDotOp, ttng::TCGen5MMAOp,
             ttng::TCGen5MMAScaledOp>(op);
}

bool isNativeFp8(Type type) {
  return isa<Float8E5M2Type, Float8E4M3FNType>(type);
}

bool isAnyFp8(Type type) {
  return isa<Float8E5M2Type, Float8E4M3FNType, Float8E5M2FNUZType,
             Float8E4M3FNUZType>(type);
}

template <typename T> std::string list(ArrayRef<T> values) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "[";
  llvm::interleaveComma(values, os);
  os << "]";
  return text;
}

/// The facts about a dot that every rule reads.
struct DotInfo {
  mutable DotOp dot;
  int computeCapability;
  int numWarps;
  CGAEncodingAttr cga;
  SmallVector<int64_t> shapePerCTA;
  Type aElt, bElt, dElt;
};

DotInfo getDotInfo(DotOp dot, int computeCapability) {
  RankedTensorType type = dot.getType();
  CGAEncodingAttr cga = getCGALayout(type.getEncoding());
  return {dot,
          computeCapability,
          static_cast<int>(*lookupNumWarps(dot)),
          cga,
          getShapePerCTA(cga, type.getShape()),
          dot.getA().getType().getElementType(),
          dot.getB().getType().getElementType(),
          type.getElementType()};
}

/// Whether one operand element type suits the tensor cores of `version`
/// (fp8 always does: it can be upcast to f16).
bool operandSupportsMMA(Type elt, int version) {
  return isAnyFp8(elt) || elt.isF16() || elt.isBF16() ||
         ((elt.isF32() || elt.isF64()) && version >= 2) ||
         (elt.isInteger(8) && version >= 2);
}

/// Why the tile does not fit wgmma/tcgen05 (M a multiple of 64, N of 8),
/// with its sizes; empty if it fits.
std::string tileMismatch(const DotInfo &info) {
  unsigned rank = info.shapePerCTA.size();
  int64_t m = info.shapePerCTA[rank - 2], n = info.shapePerCTA[rank - 1];
  if (m % 64 != 0)
    return "M = " + std::to_string(m) + " is not a multiple of 64";
  if (n % 8 != 0)
    return "N = " + std::to_string(n) + " is not a multiple of 8";
  return "";
}

/// Why K is too small for one wgmma/tcgen05 instruction (256 bits of
/// operand), with the sizes; empty if it is not.
std::string kMismatch(const DotInfo &info) {
  int64_t k = info.dot.getA().getType().getShape().back();
  unsigned minK = 256 / info.aElt.getIntOrFloatBitWidth();
  if (k >= minK)
    return "";
  return "K = " + std::to_string(k) + " is smaller than one instruction's " +
         std::to_string(minK);
}

/// Triton's supportMMA: whether MMA `version` can run the dot; `why` names
/// the condition that rules it out, with the values that fail it.
bool supportsMMA(const DotInfo &info, int version, std::string &why) {
  unsigned rank = info.shapePerCTA.size();
  std::string numWarps = "num-warps = " + std::to_string(info.numWarps);
  if (version == 5) {
    // Triton 3.6 keeps integer dots (even i8 x i8 -> i32) off tcgen05.
    if (info.aElt.isInteger() || info.bElt.isInteger() ||
        info.dElt.isInteger())
      return why = "integer types", false;
    if (rank != 2)
      return why = "batched (rank-3) dot", false;
    if (info.numWarps != 4 && info.numWarps != 8)
      return why = numWarps + " is not 4 or 8", false;
    why = kMismatch(info);
    if (why.empty())
      why = tileMismatch(info);
    if (!why.empty())
      return false;
    if (info.aElt.isF64() || info.bElt.isF64() || info.dElt.isF64())
      return why = "f64", false;
    return true;
  }
  if (version == 3) {
    why = kMismatch(info);
    if (!why.empty())
      return false;
    if (rank == 3)
      return why = "batched (rank-3) dot", false;
    if (info.numWarps % 4 != 0)
      return why = numWarps + " is not a multiple of 4", false;
    why = tileMismatch(info);
    if (!why.empty())
      return false;
    bool typeOk = isNativeFp8(info.aElt) || info.aElt.isInteger(8) ||
                  info.aElt.isF16() || info.aElt.isBF16() || info.aElt.isF32();
    if (!typeOk) {
      llvm::raw_string_ostream os(why);
      os << "operand type " << info.aElt << " is not fp8, i8, f16, bf16 or f32";
      return false;
    }
    // fp8 wgmma accumulates in reduced precision unless told it may.
    if (info.dot.getMaxNumImpreciseAcc() < 32 && isNativeFp8(info.aElt) &&
        info.dElt.isF32())
      return why = "fp8 with f32 accumulation and max_num_imprecise_acc < 32",
             false;
  }
  if (info.aElt.isF32() && info.bElt.isF32()) {
    if (info.dot.getInputPrecision() != InputPrecision::TF32)
      return why = "f32 operands without tf32", false;
    return version >= 2;
  }
  if (!operandSupportsMMA(info.aElt, version) ||
      !operandSupportsMMA(info.bElt, version))
    return why = "operand types", false;
  return true;
}

/// Triton's getMMAVersionSafe: the best MMA version the target offers that
/// can run the dot, 0 for none (the dot stays on FMA units). Both patterns
/// ask; only the first to see each dot (`report`) traces the choice and
/// remarks on a version it rules out, with the condition that failed.
int chooseMMAVersion(const DotInfo &info, bool report) {
  int cc = info.computeCapability;
  SmallVector<int> candidates;
  if (cc < 75)
    candidates = {1};
  else if (cc < 90)
    candidates = {2};
  else if (cc < 100)
    candidates = {3, 2};
  else if (cc < 110)
    candidates = {5, 2};
  else
    candidates = {2};
  for (int version : candidates) {
    std::string why;
    if (supportsMMA(info, version, why)) {
      TT_DEBUG(if (report) TT_DBGS() << describeOp(info.dot) << ": sm" << cc
                                     << " -> mma v" << version << "\n");
      return version;
    }
    if (!report)
      continue;
    TT_DEBUG(TT_DBGS() << describeOp(info.dot) << ": no mma v" << version
                       << " (" << why << ")\n");
    // Triton's remark, then the condition that failed.
    if (version == 3 || version == 5)
      info.dot.emitRemark() << "MMA version " << version
                            << " acceleration not applied due to unsupported "
                               "shapes or data types: "
                            << why;
  }
  return 0;
}

/// mma v2 warps: those of a chained dot that already has an mma layout, all
/// on the larger dim for any other chain, else split to balance the repeats
/// of 16x8 tiles along M and N (ties to M).
SmallVector<unsigned> warpsPerTileV2(const DotInfo &info) {
  ArrayRef<int64_t> shape = info.shapePerCTA;
  unsigned numWarps = info.numWarps;
  if (shape.size() == 3)
    return {numWarps, 1, 1};
  Region *region = info.dot->getParentRegion();
  auto filter = [&](Operation *op) {
    return op->getParentRegion() == region && !isa<TransOp>(op);
  };
  BackwardSliceOptions backward;
  backward.filter = filter;
  ForwardSliceOptions forward;
  forward.filter = filter;
  bool hasChainedDot = false;
  for (Operation *op : getSlice(info.dot, backward, forward)) {
    if (op == info.dot || !isDotLike(op) || op->getNumResults() == 0)
      continue;
    auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!type || type.getRank() != 2)
      continue;
    if (auto mma = dyn_cast<NvidiaMmaEncodingAttr>(type.getEncoding())) {
      TT_DEBUG(TT_DBGS() << "  warps of the chained " << describeOp(op)
                         << "\n");
      return llvm::to_vector(mma.getWarpsPerCTA());
    }
    hasChainedDot = true;
  }
  if (hasChainedDot) {
    TT_DEBUG(TT_DBGS() << "  chained dot: all warps on the larger dim\n");
    if (shape[0] >= shape[1])
      return {numWarps, 1};
    return {1, numWarps};
  }
  SmallVector<int64_t> reps = {llvm::divideCeil(shape[0], 16),
                               llvm::divideCeil(shape[1], 8)};
  SmallVector<unsigned> warps = {1, 1};
  while (warps[0] * warps[1] < numWarps) {
    if (reps[0] >= reps[1]) {
      warps[0] *= 2;
      // With a single 16-row tile the extra warps repeat it along M.
      if (reps[0] != 1)
        reps[0] /= 2;
    } else {
      warps[1] *= 2;
      reps[1] /= 2;
    }
  }
  return warps;
}

/// mma v3 warps: all on M when the result feeds another dot (so a row's
/// reduction stays in one warp), else warp groups of {4, 1} doubled along M
/// while M has rows left, then along N.
SmallVector<unsigned> warpsPerTileV3(const DotInfo &info) {
  SetVector<Operation *> slice;
  getForwardSlice(info.dot.getD(), &slice);
  unsigned numWarps = info.numWarps;
  if (llvm::any_of(slice, isDotLike)) {
    TT_DEBUG(TT_DBGS() << "  result feeds a dot: all warps on M\n");
    return {numWarps, 1};
  }
  SmallVector<unsigned> warps = {4, 1};
  while (warps[0] * warps[1] < numWarps) {
    if (info.shapePerCTA[0] > 16 * warps[0])
      warps[0] *= 2;
    else
      warps[1] *= 2;
  }
  return warps;
}

/// The value a dot operand was converted from (through convert_layouts).
Value skipConverts(Value value) {
  while (auto cvt = value.getDefiningOp<ConvertLayoutOp>())
    value = cvt.getSrc();
  return value;
}

bool isBitwidthPreserving(Operation *op) {
  return (op->hasTrait<OpTrait::Elementwise>() && isMemoryEffectFree(op)) ||
         isa<ExpandDimsOp, ReshapeOp, TransOp, JoinOp, SplitOp, Fp4ToFpOp,
             LoadOp, DescriptorLoadOp, BroadcastOp, ConvertLayoutOp>(op);
}

/// The narrowest element width `value` was loaded with, through
/// elementwise and view ops: the k-width of an mma v2 operand (packed fp4
/// counts 4 bits; a join halves it, as layout propagation through the join
/// will).
int computeOrigBitWidth(Value value) {
  SetVector<Operation *> slice;
  BackwardSliceOptions options;
  options.omitBlockArguments = true;
  options.filter = isBitwidthPreserving;
  (void)getBackwardSlice(value, &slice, options);
  if (llvm::any_of(slice, [](Operation *op) { return isa<Fp4ToFpOp>(op); }))
    return 4;
  int bits = getElementTypeOrSelf(value).getIntOrFloatBitWidth();
  for (Operation *op : slice)
    if (isa<LoadOp, DescriptorLoadOp>(op))
      if (auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType()))
        bits = std::min<int>(bits, type.getElementTypeBitWidth());
  if (llvm::any_of(slice, [](Operation *op) { return isa<JoinOp>(op); }))
    bits /= 2;
  return bits;
}

/// Converts a dot operand to the register layout of operand `opIdx` of
/// `mma`, with k-width 32 / `bitwidth`.
Value convertToDotOperand(PatternRewriter &rewriter, Value value, int opIdx,
                          int bitwidth, NvidiaMmaEncodingAttr mma) {
  auto type = cast<RankedTensorType>(value.getType());
  auto encoding = DotOperandEncodingAttr::get(value.getContext(), opIdx, mma,
                                              32 / bitwidth);
  return ConvertLayoutOp::create(rewriter, value.getLoc(),
                                 type.cloneWithEncoding(encoding), value);
}

/// Stores a dot operand in shared memory for wgmma or tcgen05: a
/// `ttg.local_alloc` of the value it was converted from, right after its
/// definition, in an NVMMA layout. Without `allowTranspose` the MMA only
/// reads K-major tiles, which may force the registers to be transposed.
/// `fp4Padded` is tcgen05's padded layout for fp4 mixed with fp8/fp6.
Value allocSharedOperand(PatternRewriter &rewriter, Value value, int opIdx,
                         bool allowTranspose, Operation *warnAt,
                         bool fp4Padded = false) {
  OpBuilder::InsertionGuard guard(rewriter);
  Value source = skipConverts(value);
  auto type = cast<RankedTensorType>(source.getType());
  SmallVector<unsigned> order = getOrderForMemory(type);
  SmallVector<unsigned> newOrder = order;
  if (!allowTranspose)
    newOrder = opIdx == 1 ? SmallVector<unsigned>{0, 1}
                          : SmallVector<unsigned>{1, 0};
  if (newOrder != order && warnAt)
    warnAt->emitWarning("Warning: Forcing a different order [")
        << newOrder[0] << ", " << newOrder[1]
        << "] on SMEM than the register order for the operand " << opIdx
        << ". Registers will be transposed before SMEM store and the "
           "pipelined load for this operand will be disabled, so poor "
           "performance is expected. Recommendation: consider transposing "
           "the operand in global memory to remove the need to transpose the "
           "tensor in registers.";
  auto encoding = NVMMASharedEncodingAttr::get(
      type.getContext(), type.getShape(), newOrder,
      getCGALayout(type.getEncoding()), type.getElementType(), fp4Padded);
  TT_DEBUG(TT_DBGS() << "  operand " << opIdx << " through shared memory, "
                     << "order " << list<unsigned>(newOrder) << ": "
                     << encoding << "\n");
  auto memType = MemDescType::get(type.getShape(), type.getElementType(),
                                  encoding,
                                  SharedMemorySpaceAttr::get(type.getContext()));
  rewriter.setInsertionPointAfterValue(source);
  return LocalAllocOp::create(rewriter, source.getLoc(), memType, source,
                              /*alignment=*/nullptr);
}

/// tt.dot -> mma v2 (`tt.dot` in #nvidia_mma) or v3 (`ttng.warp_group_dot`).
class BlockedToMMA : public OpRewritePattern<DotOp> {
public:
  BlockedToMMA(MLIRContext *context, int computeCapability)
      : OpRewritePattern(context, /*benefit=*/1),
        computeCapability(computeCapability) {}

  LogicalResult matchAndRewrite(DotOp dot,
                                PatternRewriter &rewriter) const override {
    if (computeCapability < 70)
      return failure();
    if (computeCapability < 80) {
      dot.emitRemark() << "Dot op using MMA for compute capability "
                       << computeCapability
                       << " has been deprecated. It falls back to the FMA "
                          "path.";
      return failure();
    }
    RankedTensorType type = dot.getType();
    if (!type.getEncoding() || isa<NvidiaMmaEncodingAttr>(type.getEncoding()))
      return failure();
    DotInfo info = getDotInfo(dot, computeCapability);
    // f64 tensor cores are fast only on sm80 and sm90.
    bool anyF64 = info.aElt.isF64() || info.bElt.isF64() || info.dElt.isF64();
    if (anyF64 && computeCapability != 80 && computeCapability != 90)
      return failure();
    // BlockedToMMAv5 (benefit 10) saw the dot first and reported the choice.
    int version = chooseMMAVersion(info, /*report=*/false);
    if (version != 2 && version != 3)
      return failure();

    SmallVector<unsigned> instrShape = mmaVersionToInstrShape(
        version, info.shapePerCTA, info.aElt, info.numWarps);
    if (instrShape.empty())
      return rewriter.notifyMatchFailure(dot, "no wgmma width fits N");
    SmallVector<unsigned> warps =
        version == 2 ? warpsPerTileV2(info) : warpsPerTileV3(info);
    auto mma = NvidiaMmaEncodingAttr::get(
        getContext(), version, computeCapability == 75 ? 1 : 0, warps,
        info.cga, instrShape);
    TT_DEBUG(TT_DBGS() << "  mma v" << version << ", instrShape "
                       << list<unsigned>(instrShape) << ", warpsPerCTA "
                       << list<unsigned>(warps) << "\n");
    auto newType = type.cloneWithEncoding(mma);
    Value acc = dot.getC();
    Value newAcc =
        ConvertLayoutOp::create(rewriter, acc.getLoc(), newType, acc);

    Value a = dot.getA(), b = dot.getB();
    Operation *newDot;
    if (version == 3) {
      // wgmma reads transposed (MN-major) tiles only for 16-bit types.
      bool allowTranspose = info.aElt.isF16() || info.aElt.isBF16();
      if (comesFromLoadOrBlockArg(a))
        a = allocSharedOperand(rewriter, a, 0, allowTranspose, dot);
      else
        a = convertToDotOperand(rewriter, a, 0,
                                info.aElt.getIntOrFloatBitWidth(), mma);
      b = allocSharedOperand(rewriter, b, 1, allowTranspose, dot);
      newDot = ttng::WarpGroupDotOp::create(
          rewriter, dot.getLoc(), newType, a, b, newAcc, /*useC=*/nullptr,
          dot.getInputPrecision(), dot.getMaxNumImpreciseAcc(),
          /*isAsync=*/false);
    } else {
      int bits = std::min(computeOrigBitWidth(a), computeOrigBitWidth(b));
      TT_DEBUG(TT_DBGS() << "  operands loaded with " << bits
                         << " bits: kWidth " << 32 / bits << "\n");
      a = convertToDotOperand(rewriter, a, 0, bits, mma);
      b = convertToDotOperand(rewriter, b, 1, bits, mma);
      newDot = DotOp::create(rewriter, dot.getLoc(), newType, a, b, newAcc,
                             dot.getInputPrecision(),
                             dot.getMaxNumImpreciseAcc());
    }
    rewriter.replaceOpWithNewOp<ConvertLayoutOp>(dot, type,
                                                 newDot->getResult(0));
    return success();
  }

private:
  int computeCapability;
};

/// The accumulator of a tcgen05 MMA in tensor memory: the dot's C converted
/// to the 32x32b register layout of an m x n block and `ttng.tmem_alloc`ed
/// with a token. Fails, creating nothing, when no register layout fits.
struct TmemAccumulator {
  ttng::TMEMAllocOp alloc;
  RankedTensorType registerType;
};

FailureOr<TmemAccumulator>
allocAccumulatorInTmem(PatternRewriter &rewriter, Operation *dot, unsigned m,
                       unsigned n, ArrayRef<int64_t> split,
                       CGAEncodingAttr cga, unsigned numWarps) {
  auto type = cast<RankedTensorType>(dot->getResult(0).getType());
  Attribute regLayout = ttng::getTmemCompatibleLayout(m, n, type, cga, numWarps);
  if (!regLayout)
    return failure();
  MLIRContext *ctx = rewriter.getContext();
  auto encoding = ttng::TensorMemoryEncodingAttr::get(
      ctx, m, n, /*colStride=*/32 / type.getElementTypeBitWidth(), split[0],
      split[1], /*twoCTAs=*/false);
  auto memType =
      MemDescType::get(type.getShape(), type.getElementType(), encoding,
                       ttng::TensorMemorySpaceAttr::get(ctx),
                       /*mutableMemory=*/true);
  auto regType = type.cloneWithEncoding(regLayout);
  Location loc = dot->getLoc();
  // C is the dot's third operand (tt.dot and tt.dot_scaled alike).
  Value c =
      ConvertLayoutOp::create(rewriter, loc, regType, dot->getOperand(2));
  auto alloc = ttng::TMEMAllocOp::create(rewriter, loc, memType,
                                         rewriter.getType<AsyncTokenType>(), c);
  return TmemAccumulator{alloc, regType};
}

/// Loads the accumulator after the MMA (`token`) and replaces the dot with
/// it, converted back to the dot's layout.
void replaceWithAccumulator(PatternRewriter &rewriter, Operation *dot,
                            TmemAccumulator acc, Value token) {
  auto load = ttng::TMEMLoadOp::create(
      rewriter, dot->getLoc(), acc.registerType,
      rewriter.getType<AsyncTokenType>(), acc.alloc.getResult(), token);
  rewriter.replaceOpWithNewOp<ConvertLayoutOp>(
      dot, dot->getResult(0).getType(), load.getResult());
}

/// tt.dot -> `ttng.tc_gen5_mma` (sm100): operands in shared memory, the
/// accumulator in tensor memory.
class BlockedToMMAv5 : public OpRewritePattern<DotOp> {
public:
  BlockedToMMAv5(MLIRContext *context, int computeCapability)
      : OpRewritePattern(context, /*benefit=*/10),
        computeCapability(computeCapability) {}

  LogicalResult matchAndRewrite(DotOp dot,
                                PatternRewriter &rewriter) const override {
    RankedTensorType type = dot.getType();
    if (!type.getEncoding() || isa<NvidiaMmaEncodingAttr>(type.getEncoding()))
      return failure();
    DotInfo info = getDotInfo(dot, computeCapability);
    // Tried first on every dot (benefit 10): it reports the choice.
    if (chooseMMAVersion(info, /*report=*/true) != 5)
      return failure();
    Value a = dot.getA(), b = dot.getB();
    if (std::min(computeOrigBitWidth(a), computeOrigBitWidth(b)) >= 32 &&
        dot.getInputPrecision() != InputPrecision::TF32)
      return rewriter.notifyMatchFailure(dot, "32-bit operands without tf32");
    SmallVector<int64_t> split = {type.getShape()[0] / info.shapePerCTA[0],
                                  type.getShape()[1] / info.shapePerCTA[1]};
    if (split[0] == 2 && split[1] == 1) {
      dot.emitWarning("two-CTA tcgen05 MMA is not implemented in tt-opt; "
                      "the dot is left on FMA units");
      return failure();
    }
    // tf32 transposes need a 128-byte swizzle with 32-byte atoms, which
    // Triton does not model; f32 operands stay K-major.
    bool allowTranspose = !info.aElt.isF32();
    a = allocSharedOperand(rewriter, a, 0, allowTranspose, nullptr);
    b = allocSharedOperand(rewriter, b, 1, allowTranspose, nullptr);

    SmallVector<unsigned> instrShape = mmaVersionToInstrShape(
        5, info.shapePerCTA, info.aElt, info.numWarps);
    FailureOr<TmemAccumulator> acc = allocAccumulatorInTmem(
        rewriter, dot, instrShape[0], instrShape[1], split, info.cga,
        info.numWarps);
    if (failed(acc))
      return rewriter.notifyMatchFailure(dot, "no tensor-memory layout");
    TT_DEBUG(TT_DBGS() << "  mma v5, instrShape " << list<unsigned>(instrShape)
                       << ", accumulator "
                       << acc->alloc.getResult().getType().getEncoding()
                       << ", registers " << acc->registerType.getEncoding()
                       << "\n");
    Location loc = dot.getLoc();
    auto tokenType = rewriter.getType<AsyncTokenType>();
    ttng::TMEMAllocOp alloc = acc->alloc;
    Value vTrue =
        arith::ConstantOp::create(rewriter, loc, rewriter.getBoolAttr(true));
    auto mma = ttng::TCGen5MMAOp::create(
        rewriter, loc, tokenType, a, b, alloc.getResult(), alloc.getToken(),
        /*useD=*/vTrue, /*pred=*/vTrue, /*barriers=*/ValueRange(),
        /*barrier_preds=*/ValueRange(), /*is_async=*/false,
        /*two_ctas=*/false);
    replaceWithAccumulator(rewriter, dot, *acc, mma.getToken());
    return success();
  }

private:
  int computeCapability;
};

/// Stages a scale load (tt.load or tt.descriptor_load) through shared
/// memory: `load` becomes
/// `local_load(local_alloc(load))` in an unswizzled NVMMA layout. It adds
/// nothing once the pipeliner buffers the load in shared memory, and lets
/// tensor-memory copies of scales be formed later. Scales reached through
/// reshapes, transposes and layout conversions are staged at their load;
/// others are returned as they are.
Value stageScaleThroughSharedMemory(Value scale, PatternRewriter &rewriter) {
  OpBuilder::InsertionGuard guard(rewriter);
  Operation *def = scale.getDefiningOp();
  bool throughViews = false;
  while (def && !isa<LoadOp, DescriptorLoadOp>(def)) {
    if (!isa<ReshapeOp, TransOp, ConvertLayoutOp>(def))
      return scale;
    def = def->getOperand(0).getDefiningOp();
    throughViews = true;
  }
  if (!def)
    return scale;
  Value loaded = def->getResult(0);
  auto type = cast<RankedTensorType>(loaded.getType());
  auto encoding = NVMMASharedEncodingAttr::get(
      type.getContext(), /*swizzlingByteWidth=*/0, /*transposed=*/false,
      type.getElementTypeBitWidth(), /*fp4Padded=*/false,
      getCGALayout(type.getEncoding()));
  auto memType =
      MemDescType::get(type.getShape(), type.getElementType(), encoding,
                       SharedMemorySpaceAttr::get(type.getContext()));
  rewriter.setInsertionPointAfterValue(loaded);
  auto alloc = LocalAllocOp::create(rewriter, def->getLoc(), memType, loaded,
                                    /*alignment=*/nullptr);
  auto reload = LocalLoadOp::create(rewriter, def->getLoc(), type, alloc,
                                    /*token=*/Value());
  rewriter.replaceAllUsesExcept(loaded, reload.getResult(), alloc);
  return throughViews ? scale : reload.getResult();
}

/// Whether Triton 3.6 maps `dot` to tcgen05's scaled MMA: on sm10x, with
/// both operands scaled, 4 or 8 warps and a tile of at least 128x8.
bool takesScaledTcgen05(DotScaledOp dot, int computeCapability) {
  RankedTensorType type = dot.getType();
  if (!type.getEncoding() || isa<MmaEncodingTrait>(type.getEncoding()))
    return false;
  if (!dot.getAScale() || !dot.getBScale() || computeCapability / 10 != 10)
    return false;
  std::optional<int64_t> numWarps = lookupNumWarps(dot);
  if (numWarps != 4 && numWarps != 8)
    return false;
  SmallVector<int64_t> shapePerCTA =
      getShapePerCTA(getCGALayout(type.getEncoding()), type.getShape());
  return shapePerCTA[0] >= 128 && shapePerCTA[1] >= 8;
}

/// tt.dot_scaled -> `ttng.tc_gen5_mma_scaled` (sm100): operands in shared
/// memory, accumulator and scales in tensor memory.
class ScaledBlockedToMMAv5 : public OpRewritePattern<DotScaledOp> {
public:
  ScaledBlockedToMMAv5(MLIRContext *context, int computeCapability)
      : OpRewritePattern(context, /*benefit=*/10),
        computeCapability(computeCapability) {}

  LogicalResult matchAndRewrite(DotScaledOp dot,
                                PatternRewriter &rewriter) const override {
    if (!takesScaledTcgen05(dot, computeCapability))
      return failure();
    RankedTensorType type = dot.getType();
    unsigned numWarps = *lookupNumWarps(dot);
    auto cga = getCGALayout(type.getEncoding());
    SmallVector<int64_t> shapePerCTA = getShapePerCTA(cga, type.getShape());
    TT_DEBUG(TT_DBGS() << describeOp(dot) << ": tcgen05 scaled MMA\n");
    bool aFp4 = dot.getAElemType() == ScaleDotElemType::E2M1;
    bool bFp4 = dot.getBElemType() == ScaleDotElemType::E2M1;
    bool mixed = dot.getAElemType() != dot.getBElemType();
    // fp4 is packed along K, which must stay contiguous in shared memory;
    // next to fp8/fp6 it takes tcgen05's padded layout.
    Value a = allocSharedOperand(rewriter, dot.getA(), 0,
                                 /*allowTranspose=*/!aFp4, dot, mixed && aFp4);
    Value b = allocSharedOperand(rewriter, dot.getB(), 1,
                                 /*allowTranspose=*/!bFp4, dot, mixed && bFp4);

    MLIRContext *ctx = getContext();
    unsigned m = 128, n = std::min<int64_t>(shapePerCTA[1], 256);
    SmallVector<int64_t> split = {type.getShape()[0] / shapePerCTA[0],
                                  type.getShape()[1] / shapePerCTA[1]};
    auto tmemSpace = ttng::TensorMemorySpaceAttr::get(ctx);
    FailureOr<TmemAccumulator> acc =
        allocAccumulatorInTmem(rewriter, dot, m, n, split, cga, numWarps);
    if (failed(acc))
      return rewriter.notifyMatchFailure(dot, "no tensor-memory layout");
    Location loc = dot.getLoc();
    auto tokenType = rewriter.getType<AsyncTokenType>();
    ttng::TMEMAllocOp alloc = acc->alloc;

    auto scaleEncoding =
        ttng::TensorMemoryScalesEncodingAttr::get(ctx, split[0], split[1]);
    auto scaleRegisterType = [&](Value scale) -> RankedTensorType {
      auto scaleType = cast<RankedTensorType>(scale.getType());
      FailureOr<LinearLayout> layout =
          ttng::getScaleTMEMStoreLayout(scaleType, numWarps, {});
      if (failed(layout))
        return {};
      return scaleType.cloneWithEncoding(LinearEncodingAttr::get(ctx, *layout));
    };
    RankedTensorType aScaleType = scaleRegisterType(dot.getAScale());
    RankedTensorType bScaleType = scaleRegisterType(dot.getBScale());
    if (!aScaleType || !bScaleType)
      return rewriter.notifyMatchFailure(dot, "no tensor-memory scale layout");
    Value aScale = stageScaleThroughSharedMemory(dot.getAScale(), rewriter);
    Value bScale = stageScaleThroughSharedMemory(dot.getBScale(), rewriter);
    aScale = ConvertLayoutOp::create(rewriter, loc, aScaleType, aScale);
    bScale = ConvertLayoutOp::create(rewriter, loc, bScaleType, bScale);
    // Scales are not pipelined: their tensor memory needs no token.
    auto scaleMemType = [&](RankedTensorType scaleType) {
      return MemDescType::get(scaleType.getShape(),
                              scaleType.getElementType(), scaleEncoding,
                              tmemSpace, /*mutableMemory=*/false);
    };
    auto aScaleMem = ttng::TMEMAllocOp::create(
        rewriter, loc, scaleMemType(aScaleType), /*token=*/Type(), aScale);
    auto bScaleMem = ttng::TMEMAllocOp::create(
        rewriter, loc, scaleMemType(bScaleType), /*token=*/Type(), bScale);
    Value vTrue =
        arith::ConstantOp::create(rewriter, loc, rewriter.getBoolAttr(true));
    auto mma = ttng::TCGen5MMAScaledOp::create(
        rewriter, loc, tokenType, a, b, alloc.getResult(), alloc.getToken(),
        aScaleMem.getResult(), bScaleMem.getResult(), dot.getAElemTypeAttr(), dot.getBElemTypeAttr(),
        /*useD=*/vTrue, /*pred=*/vTrue, /*barriers=*/ValueRange(),
        /*barrier_preds=*/ValueRange());
    replaceWithAccumulator(rewriter, dot, *acc, mma.getToken());
    return success();
  }

private:
  int computeCapability;
};

/// Scaled dots with a scale on B only become their transpose (B^T A^T),
/// so that the scaled operand is A (Triton's transposeDots).
void transposeScaledDotsWithBScaleOnly(ModuleOp module) {
  SmallVector<DotScaledOp> dots;
  module.walk([&](DotScaledOp dot) {
    if (!dot.getAScale() && dot.getBScale())
      dots.push_back(dot);
  });
  for (DotScaledOp dot : dots) {
    TT_DEBUG(TT_DBGS() << describeOp(dot)
                       << ": only B is scaled; computed as (B^T A^T)^T\n");
    OpBuilder builder(dot);
    auto order = builder.getDenseI32ArrayAttr({1, 0});
    auto transpose = [&](Value value) -> Value {
      return TransOp::create(builder, value.getLoc(), value, order);
    };
    Value a = transpose(dot.getA()), b = transpose(dot.getB());
    Value c = transpose(dot.getC());
    auto swapped = DotScaledOp::create(
        builder, dot.getLoc(), c.getType(), b, a, c, dot.getBScale(),
        dot.getAScale(), dot.getBElemTypeAttr(), dot.getAElemTypeAttr(),
        dot.getFastMathAttr(), dot.getRhsKPackAttr(), dot.getLhsKPackAttr());
    dot.replaceAllUsesWith(transpose(swapped));
    dot.erase();
  }
}

Value promoteOperand(OpBuilder &builder, Location loc, Value operand,
                     Type elementType) {
  auto type = cast<RankedTensorType>(operand.getType());
  Type promoted = type.clone(elementType);
  if (isAnyFp8(type.getElementType()))
    return FpToFpOp::create(builder, loc, promoted, operand,
                            /*rounding=*/nullptr);
  return arith::ExtFOp::create(builder, loc, promoted, operand);
}

/// Upcasts the operands of the dots that cannot take them natively: fp8
/// on mma v2 before sm89 (to f16), and FMA dots whose operands are not
/// of the result type (to it).
void decomposeMixedModeDots(ModuleOp module, int computeCapability) {
  module.walk([&](DotOp dot) {
    Type aElt = dot.getA().getType().getElementType();
    Type dElt = dot.getType().getElementType();
    Type promoted;
    auto mma = dyn_cast<NvidiaMmaEncodingAttr>(dot.getType().getEncoding());
    if (mma) {
      bool fp8Native = computeCapability == 89 || computeCapability == 120 ||
                       mma.getVersionMajor() == 3;
      if (!isNativeFp8(aElt) || fp8Native)
        return;
      promoted = Float16Type::get(dot.getContext());
    } else {
      // Integer FMA dots keep their operands (there is no float upcast).
      if (aElt == dElt || !isa<FloatType>(aElt) || !isa<FloatType>(dElt))
        return;
      promoted = dElt;
    }
    TT_DEBUG(TT_DBGS() << describeOp(dot) << ": operands upcast to " << promoted
                       << "\n");
    OpBuilder builder(dot);
    dot.getAMutable().assign(
        promoteOperand(builder, dot.getLoc(), dot.getA(), promoted));
    dot.getBMutable().assign(
        promoteOperand(builder, dot.getLoc(), dot.getB(), promoted));
  });
}

class AccelerateMatmulPass
    : public mlir::triton::gpu::impl::TritonGPUAccelerateMatmulBase<AccelerateMatmulPass> {
public:
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    FailureOr<int> computeCapability = getNVIDIAComputeCapability(module);
    if (failed(computeCapability) ||
        failed(checkDots(module, *computeCapability)))
      return signalPassFailure();
    TT_DEBUG(TT_DBGS() << "compute capability " << *computeCapability
                       << "\n");
    transposeScaledDotsWithBScaleOnly(module);
    RewritePatternSet patterns(&getContext());
    patterns.add<BlockedToMMA, BlockedToMMAv5, ScaledBlockedToMMAv5>(
        &getContext(), *computeCapability);
    populateDecomposeScaledBlockedPatterns(patterns, /*benefit=*/1);
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return signalPassFailure();
    decomposeMixedModeDots(module, *computeCapability);
  }

private:
  /// Every tt.dot and tt.dot_scaled must be TritonGPU IR in a context that
  /// says its warps, and a scaled dot must fall under the rules tt-opt has.
  LogicalResult checkDots(ModuleOp module, int computeCapability) {
    WalkResult result = module.walk([&](Operation *dot) {
      if (!isa<DotOp, DotScaledOp>(dot))
        return WalkResult::advance();
      auto type = cast<RankedTensorType>(dot->getResult(0).getType());
      if (!getCGALayout(type.getEncoding())) {
        dot->emitError("expects TritonGPU IR: the result has no ttg layout "
                      "(run -convert-triton-to-tritongpu first)");
        return WalkResult::interrupt();
      }
      if (!lookupNumWarps(dot)) {
        dot->emitError("cannot tell how many warps run this op: neither its "
                      "function nor the module has a `ttg.num-warps` "
                      "attribute");
        return WalkResult::interrupt();
      }
      if (auto scaled = dyn_cast<DotScaledOp>(dot)) {
        std::string unsupported = unsupportedScaledDot(scaled,
                                                       computeCapability);
        if (!unsupported.empty()) {
          dot->emitError("tt-opt does not implement this case of Triton's "
                         "accelerate-matmul rules for tt.dot_scaled: ")
              << unsupported;
          return WalkResult::interrupt();
        }
      }
      return WalkResult::advance();
    });
    return failure(result.wasInterrupted());
  }

  /// Why tt-opt cannot rewrite `dot` as Triton does; empty when it can.
  static std::string unsupportedScaledDot(DotScaledOp dot,
                                          int computeCapability) {
    if (!takesScaledTcgen05(dot, computeCapability))
      return unsupportedScaledDotDecomposition(dot);
    if (lookupNumCTAs(dot) != 1)
      return "tcgen05 scaled MMA over several CTAs";
    if (!dot.getLhsKPack() || !dot.getRhsKPack())
      return "tcgen05 scaled MMA of fp4 packed along M or N "
             "(lhs_k_pack/rhs_k_pack = false)";
    return {};
  }
};

} // namespace
