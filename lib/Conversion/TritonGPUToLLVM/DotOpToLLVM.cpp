//===- DotOpToLLVM.cpp - tt.dot on mma.sync (sm80) and FMA ----------------===//
//
// Triton 3.6's lowering of `tt.dot` for register operands:
//
// - an `#ttg.nvidia_mma` version 2 result: `mma.sync.aligned.m16n8kK`
//   instructions (K = 256 bits of the operand type: f16/bf16 k16, tf32 k8,
//   int8 and fp8 k32), k steps outermost, then m tiles, then n tiles, as
//   Triton issues them; each thread's A fragment is four 32-bit words (rows
//   g and g + 8, K halves), B two, C four accumulators (rows g, g + 8,
//   column pairs; f16 accumulators two 32-bit words of a pair each),
//   g = lane / 4.
// - any other (blocked) result: per output element, the products over K in
//   order, `llvm.intr.fmuladd` for floats (mul and add for integers).
//
// Which register holds which element comes from the operands' linear
// layouts, looked up by coordinates at lane 0 of warp 0 (the other
// threads' elements are those XOR their lane and warp offsets). The lane
// bits are checked against the instruction's fragment shape, so a layout
// that does not fit is an error naming the op, never a wrong product.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Support/Debug.h"

#include <map>

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;

namespace {

using Coords = SmallVector<int32_t>;

/// The elements one thread holds: coordinates (lane 0, warp 0) -> its first
/// register holding them; and the layout's lane and warp bases.
struct RegisterMap {
  std::map<Coords, int64_t> registerAt;
  LinearLayout layout;

  int64_t at(const Coords &coords) const {
    auto it = registerAt.find(coords);
    return it == registerAt.end() ? -1 : it->second;
  }
};

FailureOr<RegisterMap> getRegisterMap(Operation *op, RankedTensorType type) {
  FailureOr<LinearLayout> layout =
      ttg::toLinearLayout(type, [&] { return op->emitError(); });
  if (failed(layout))
    return failure();
  MLIRContext *ctx = op->getContext();
  auto kRegister = StringAttr::get(ctx, "register");
  RegisterMap map{{}, *layout};
  for (int32_t reg = 0, e = layout->getInDimSize(kRegister); reg < e; ++reg) {
    Coords coords;
    for (auto &[dim, value] : layout->apply({{kRegister, reg}}))
      coords.push_back(value);
    map.registerAt.emplace(coords, reg);
  }
  return map;
}

/// The bases of `inDim` (lane, warp) of `layout`, as coordinates.
ArrayRef<LinearLayout::Basis> basesOf(const LinearLayout &layout,
                                      StringRef inDim) {
  return layout.getBases(StringAttr::get(
      (*layout.getInDimNames().begin()).getContext(), inDim));
}

//===----------------------------------------------------------------------===//
// mma.sync
//===----------------------------------------------------------------------===//

/// The PTX type of an mma.sync operand, or "" when there is none.
StringRef mmaOperandType(Type type, InputPrecision precision) {
  if (type.isF16())
    return "f16";
  if (type.isBF16())
    return "bf16";
  if (type.isF32() && precision == InputPrecision::TF32)
    return "tf32";
  if (type.isInteger(8))
    return "s8";
  if (isa<Float8E4M3FNType>(type))
    return "e4m3";
  if (isa<Float8E5M2Type>(type))
    return "e5m2";
  return "";
}

/// Whether the lane bases of the (2-d part of the) layout are the
/// fragment's: lane bits 0, 1 along `contiguous` by `step`, 2, 4; lane bits
/// 2-4 along the other dim by 1, 2, 4.
bool lanesFitFragment(const LinearLayout &layout, unsigned rank,
                      unsigned contiguous, int32_t step) {
  ArrayRef<LinearLayout::Basis> lanes = basesOf(layout, "lane");
  if (lanes.size() != 5)
    return false;
  unsigned other = contiguous == rank - 1 ? rank - 2 : rank - 1;
  for (unsigned i = 0; i < 5; ++i) {
    Coords expected(rank, 0);
    if (i < 2)
      expected[contiguous] = step << i;
    else
      expected[other] = 1 << (i - 2);
    if (Coords(lanes[i].begin(), lanes[i].end()) != expected)
      return false;
  }
  return true;
}

/// Whether an operand's warps hold the result's rows (A) or columns (B):
/// the same warp bases along `keptDim` (and the batch dims), none along
/// the K dim `kDim`.
bool warpsAgree(const LinearLayout &operand, const LinearLayout &result,
                unsigned keptDim, unsigned kDim) {
  ArrayRef<LinearLayout::Basis> ours = basesOf(operand, "warp");
  ArrayRef<LinearLayout::Basis> theirs = basesOf(result, "warp");
  if (ours.size() != theirs.size())
    return false;
  for (auto [o, t] : llvm::zip(ours, theirs)) {
    unsigned rank = o.size();
    for (unsigned d = 0; d < rank; ++d) {
      bool batch = d + 2 < rank;
      if (d == kDim ? o[d] != 0 : (d == keptDim || batch) && o[d] != t[d])
        return false;
    }
  }
  return true;
}

struct MMAv2Plan {
  StringRef aType, bType, cType;
  int64_t kInstr = 0;
  unsigned elemsPerWord = 0;
};

LogicalResult lowerMMAv2(DotOp op, ArrayRef<Value> aValues,
                         ArrayRef<Value> bValues, ArrayRef<Value> c,
                         SmallVector<Value> &results,
                         ConversionPatternRewriter &rewriter) {
  auto aType = cast<RankedTensorType>(op.getA().getType());
  auto bType = cast<RankedTensorType>(op.getB().getType());
  RankedTensorType dType = op.getType();
  unsigned rank = dType.getRank();
  MMAv2Plan plan;
  plan.aType = mmaOperandType(aType.getElementType(), op.getInputPrecision());
  plan.bType = mmaOperandType(bType.getElementType(), op.getInputPrecision());
  Type cElem = dType.getElementType();
  // f16 accumulators only for f16 operands (Triton 3.6's rule too).
  bool f16Operands = plan.aType == "f16" && plan.bType == "f16";
  plan.cType = cElem.isF32()                   ? "f32"
               : cElem.isInteger(32)           ? "s32"
               : cElem.isF16() && f16Operands ? "f16"
                                               : "";
  if (plan.aType.empty() || plan.bType.empty() || plan.cType.empty() ||
      (plan.aType == "s8") != (plan.cType == "s32"))
    return op.emitError("tt.dot: mma.sync has no instruction for these "
                        "element types (f16, bf16, tf32, int8 and fp8 into "
                        "f32 or s32, and f16 into f16, are lowered)");
  unsigned bits = aType.getElementTypeBitWidth();
  plan.kInstr = 256 / bits;
  plan.elemsPerWord = 32 / bits;

  // A thread may hold kWidth > elemsPerWord consecutive elements of K (an
  // operand made in registers, e.g. upcast from fp8): the instructions of
  // one chunk of kWidth / elemsPerWord k steps then take, in turn, the
  // successive words of each such group (Triton 3.6's operand order): a
  // permutation of K both operands share.
  auto aDot = dyn_cast<ttg::DotOperandEncodingAttr>(aType.getEncoding());
  auto bDot = dyn_cast<ttg::DotOperandEncodingAttr>(bType.getEncoding());
  int64_t kWidth = aDot ? aDot.getKWidth() : plan.elemsPerWord;
  if (!aDot || !bDot || bDot.getKWidth() != kWidth ||
      kWidth % plan.elemsPerWord != 0)
    return op.emitError("tt.dot: mma.sync operands must be #ttg.dot_op "
                        "layouts of one kWidth, a multiple of the elements "
                        "of a 32-bit word");
  int64_t stepsPerChunk = kWidth / plan.elemsPerWord;

  FailureOr<RegisterMap> aMap = getRegisterMap(op, aType);
  FailureOr<RegisterMap> bMap = getRegisterMap(op, bType);
  FailureOr<RegisterMap> cMap = getRegisterMap(op, dType);
  if (failed(aMap) || failed(bMap) || failed(cMap))
    return failure();
  unsigned mDim = rank - 2, nDim = rank - 1;
  if (!lanesFitFragment(aMap->layout, rank, nDim, kWidth) ||
      !lanesFitFragment(bMap->layout, rank, mDim, kWidth) ||
      !lanesFitFragment(cMap->layout, rank, nDim, 2) ||
      !warpsAgree(aMap->layout, cMap->layout, mDim, nDim) ||
      !warpsAgree(bMap->layout, cMap->layout, nDim, mDim))
    return op.emitError("tt.dot: the operands' layouts are not mma.sync's "
                        "fragments; lowering them is not supported");

  // The tiles this thread computes: (batch, m, n) origins of its
  // accumulators at lane 0.
  std::map<Coords, Coords> tileOrigins; // origin -> itself, sorted m, n
  for (auto &[coords, reg] : cMap->registerAt) {
    Coords origin = coords;
    origin[mDim] -= origin[mDim] % 16;
    origin[nDim] -= origin[nDim] % 8;
    tileOrigins.emplace(origin, origin);
  }
  int64_t kSize = aType.getShape()[rank - 1];
  // f16 accumulators come two to a 32-bit register: D and C are two words
  // (rows g and g + 8, a column pair each) instead of four.
  bool packedAcc = plan.cType == "f16";
  std::string asmString =
      ("mma.sync.aligned.m16n8k" + Twine(plan.kInstr) + ".row.col." +
       plan.cType + "." + plan.aType + "." + plan.bType + "." + plan.cType +
       (packedAcc ? " {$0,$1}, {$2,$3,$4,$5}, {$6,$7}, {$8,$9};"
                  : " {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, "
                    "{$10,$11,$12,$13};"))
          .str();
  std::string constraints =
      packedAcc ? "=r,=r,r,r,r,r,r,r,0,1"
      : plan.cType == "f32" ? "=f,=f,=f,=f,r,r,r,r,r,r,0,1,2,3"
                            : "=r,=r,=r,=r,r,r,r,r,r,r,0,1,2,3";
  TT_DEBUG(TT_DBGS() << "tt.dot: " << tileOrigins.size() << " m16n8k"
                     << plan.kInstr << " tiles x " << kSize / plan.kInstr
                     << " k steps per thread\n");

  TritonLLVMOpBuilder b(op.getLoc(), rewriter);
  Type i32 = rewriter.getI32Type();
  auto word = [&](const RegisterMap &map, ArrayRef<Value> values,
                  Coords first, unsigned dimOfElems) -> FailureOr<Value> {
    Type elemTy = values.front().getType();
    if (plan.elemsPerWord == 1) {
      int64_t reg = map.at(first);
      if (reg < 0)
        return failure();
      return b.bitcast(values[reg], i32);
    }
    auto packTy = VectorType::get(plan.elemsPerWord, elemTy);
    Value pack = b.undef(packTy);
    for (unsigned e = 0; e < plan.elemsPerWord; ++e) {
      Coords coords = first;
      coords[dimOfElems] += e;
      int64_t reg = map.at(coords);
      if (reg < 0)
        return failure();
      pack = b.insertElement(pack, values[reg], e);
    }
    return b.bitcast(pack, i32);
  };

  SmallVector<Value> acc(c);
  auto fragmentError = [&] {
    return op.emitError("tt.dot: a thread lacks an element of its mma.sync "
                        "fragment; lowering this layout is not supported");
  };
  int64_t chunkSize = plan.kInstr * stepsPerChunk;
  if (kSize % chunkSize != 0)
    return op.emitError() << "tt.dot: K = " << kSize
                          << " is not a multiple of the " << chunkSize
                          << " elements one kWidth group of instructions "
                             "covers";
  // The first K coordinate (at lane 0) of an instruction's first or second
  // half of K (`half`), for step `step` of the chunk at `chunk`.
  auto kOf = [&](int64_t chunk, int64_t step, unsigned half) {
    return chunk + (plan.kInstr / 2) * stepsPerChunk * half +
           plan.elemsPerWord * step;
  };
  for (int64_t k0 = 0; k0 < kSize; k0 += plan.kInstr) {
    int64_t chunk = k0 - k0 % chunkSize;
    int64_t step = (k0 % chunkSize) / plan.kInstr;
    for (auto &[origin, unused] : tileOrigins) {
      SmallVector<Value> operands;
      SmallVector<int64_t> accRegs;
      for (unsigned w = 0; w < 4; ++w) {
        Coords coords = origin;
        coords[mDim] += 8 * (w >> 1);
        coords[nDim] += w & 1;
        int64_t reg = cMap->at(coords);
        if (reg < 0)
          return fragmentError();
        accRegs.push_back(reg);
      }
      for (unsigned w = 0; w < 4; ++w) {
        Coords coords = origin;
        coords[nDim] = kOf(chunk, step, w >> 1);
        coords[mDim] += 8 * (w & 1);
        FailureOr<Value> aWord = word(*aMap, aValues, coords, nDim);
        if (failed(aWord))
          return fragmentError();
        operands.push_back(*aWord);
      }
      for (unsigned w = 0; w < 2; ++w) {
        Coords coords = origin;
        coords[mDim] = kOf(chunk, step, w);
        FailureOr<Value> bWord = word(*bMap, bValues, coords, mDim);
        if (failed(bWord))
          return fragmentError();
        operands.push_back(*bWord);
      }
      if (packedAcc) {
        auto pairTy = VectorType::get(2, acc[accRegs.front()].getType());
        for (unsigned w = 0; w < 4; w += 2) {
          Value pair = b.undef(pairTy);
          pair = b.insertElement(pair, acc[accRegs[w]], 0);
          pair = b.insertElement(pair, acc[accRegs[w + 1]], 1);
          operands.push_back(b.bitcast(pair, i32));
        }
        auto resultType = LLVM::LLVMStructType::getLiteral(
            rewriter.getContext(), SmallVector<Type>(2, i32));
        Value result = createInlineAsm(rewriter, op.getLoc(), resultType,
                                       asmString, constraints, operands,
                                       /*hasSideEffects=*/false);
        for (unsigned w = 0; w < 4; w += 2) {
          Value pair = b.bitcast(b.extractVal(result, w / 2), pairTy);
          acc[accRegs[w]] = b.extractElement(pair, 0);
          acc[accRegs[w + 1]] = b.extractElement(pair, 1);
        }
        continue;
      }
      for (int64_t reg : accRegs)
        operands.push_back(acc[reg]);
      Type accType = acc[accRegs.front()].getType();
      auto resultType = LLVM::LLVMStructType::getLiteral(
          rewriter.getContext(), SmallVector<Type>(4, accType));
      Value result = createInlineAsm(rewriter, op.getLoc(), resultType,
                                     asmString, constraints, operands,
                                     /*hasSideEffects=*/false);
      for (auto [w, reg] : llvm::enumerate(accRegs))
        acc[reg] = b.extractVal(result, w);
    }
  }
  // Broadcast registers hold their first copy's value.
  results.clear();
  auto kRegister = StringAttr::get(op.getContext(), "register");
  for (int32_t reg = 0, e = acc.size(); reg < e; ++reg) {
    Coords coords;
    for (auto &[dim, value] : cMap->layout.apply({{kRegister, reg}}))
      coords.push_back(value);
    results.push_back(acc[cMap->at(coords)]);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// FMA
//===----------------------------------------------------------------------===//

/// Whether `operand`'s thread bases equal the result's along `keptDim` and
/// are 0 along the K dim (each thread holds all of K for its elements).
bool holdsAllOfK(const LinearLayout &operand, const LinearLayout &result,
                 unsigned keptDim, unsigned kDim) {
  for (StringRef inDim : {"lane", "warp"}) {
    ArrayRef<LinearLayout::Basis> ours = basesOf(operand, inDim);
    ArrayRef<LinearLayout::Basis> theirs = basesOf(result, inDim);
    if (ours.size() != theirs.size())
      return false;
    for (auto [o, t] : llvm::zip(ours, theirs))
      if (o[keptDim] != t[keptDim] || o[kDim] != 0)
        return false;
  }
  return true;
}

LogicalResult lowerFMA(DotOp op, ArrayRef<Value> a, ArrayRef<Value> b,
                       ArrayRef<Value> c, SmallVector<Value> &results,
                       ConversionPatternRewriter &rewriter) {
  auto aType = cast<RankedTensorType>(op.getA().getType());
  RankedTensorType dType = op.getType();
  unsigned rank = dType.getRank();
  unsigned mDim = rank - 2, nDim = rank - 1;
  FailureOr<RegisterMap> aMap = getRegisterMap(op, aType);
  FailureOr<RegisterMap> bMap =
      getRegisterMap(op, cast<RankedTensorType>(op.getB().getType()));
  FailureOr<RegisterMap> cMap = getRegisterMap(op, dType);
  if (failed(aMap) || failed(bMap) || failed(cMap))
    return failure();
  if (!holdsAllOfK(aMap->layout, cMap->layout, mDim, nDim) ||
      !holdsAllOfK(bMap->layout, cMap->layout, nDim, mDim))
    return op.emitError("tt.dot: FMA lowering needs operands whose threads "
                        "hold all of K for their rows and columns");
  Type elemTy = dType.getElementType();
  bool isFloat = isa<FloatType>(elemTy);
  if (aType.getElementType() != elemTy)
    return op.emitError("tt.dot: FMA lowering of operands of another type "
                        "than the result is not supported");
  int64_t kSize = aType.getShape()[rank - 1];
  TT_DEBUG(TT_DBGS() << "tt.dot: FMA over K = " << kSize << "\n");
  TritonLLVMOpBuilder bld(op.getLoc(), rewriter);
  auto kRegister = StringAttr::get(op.getContext(), "register");
  results.clear();
  for (int32_t reg = 0, e = c.size(); reg < e; ++reg) {
    Coords coords;
    for (auto &[dim, value] : cMap->layout.apply({{kRegister, reg}}))
      coords.push_back(value);
    Value acc = c[reg];
    for (int64_t k = 0; k < kSize; ++k) {
      Coords aCoords = coords, bCoords = coords;
      aCoords[nDim] = k;
      bCoords[mDim] = k;
      int64_t aReg = aMap->at(aCoords), bReg = bMap->at(bCoords);
      if (aReg < 0 || bReg < 0)
        return op.emitError("tt.dot: a thread lacks an operand element of "
                            "its products; lowering this layout is not "
                            "supported");
      if (isFloat) {
        acc = LLVM::FMulAddOp::create(rewriter, op.getLoc(), a[aReg], b[bReg],
                                      acc);
      } else {
        acc = bld.add(bld.mul(a[aReg], b[bReg]), acc);
      }
    }
    results.push_back(acc);
  }
  return success();
}

struct DotOpConversion : public ConvertOpToLLVMPattern<DotOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(DotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (ttg::lookupNumCTAs(op) != 1)
      return op.emitError("tt.dot: lowering for clusters of several CTAs is "
                          "not supported yet");
    Location loc = op.getLoc();
    SmallVector<Value> a = unpackLLElements(loc, adaptor.getA(), rewriter);
    SmallVector<Value> b = unpackLLElements(loc, adaptor.getB(), rewriter);
    SmallVector<Value> c = unpackLLElements(loc, adaptor.getC(), rewriter);
    SmallVector<Value> results;
    auto mma = dyn_cast<ttg::NvidiaMmaEncodingAttr>(op.getType().getEncoding());
    LogicalResult lowered = failure();
    if (mma && mma.getVersionMajor() == 2)
      lowered = lowerMMAv2(op, a, b, c, results, rewriter);
    else if (mma)
      return op.emitError("tt.dot: an #ttg.nvidia_mma of version ")
             << mma.getVersionMajor() << " is lowered from ttng ops, not tt.dot";
    else if (isa<ttg::BlockedEncodingAttr>(op.getType().getEncoding()))
      lowered = lowerFMA(op, a, b, c, results, rewriter);
    else
      return op.emitError("tt.dot: lowering of this result layout is not "
                          "supported yet");
    if (failed(lowered))
      return failure();
    rewriter.replaceOp(op, packLLElements(loc, getTypeConverter(), results,
                                          rewriter, op.getType()));
    return success();
  }
};

} // namespace

void mlir::triton::populateDotOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<DotOpConversion>(typeConverter);
}
