//===- WarpGroupDotOpToLLVM.cpp - Hopper wgmma ----------------------------===//
//
// Triton 3.6's lowering of `ttng.warp_group_dot` (B in shared memory, A in
// shared memory or in registers), into `nvg.wgmma` ops that
// convert-nv-gpu-to-llvm turns into `wgmma.mma_async`:
//
//   wgmma.fence
//   for each (m, n) tile of the #mma accumulator a warp group owns:
//     for each k step:  acc = nvg.wgmma descA(m, k), descB(n, k), acc
//   wgmma.commit_group
//   (a synchronous dot, isAsync = false, waits for it: wgmma.wait_group 0)
//
// The operands' descriptors are MMADescriptors.h's, per warp group tile.
// An A operand in registers (a #dot_op of the #mma) goes in as 32-bit
// words, 16 rows x K of one instruction at a time (wgmma reads them while
// later code runs: RegisterOperandWaits.cpp waits before they are
// rewritten).
//
// The accumulator's registers are wgmma's own fragments only if the #mma
// linear layout numbers them as wgmma does (tiles along N inside tiles
// along M); that is checked, not assumed. fp8 dots that must not
// accumulate more than `maxNumImpreciseAcc` products in wgmma's reduced
// precision keep a partial accumulator and add it in f32, as Triton does.
//
// `ttng.warp_group_dot_wait {pendings}` passes its tensors' registers
// through `nvg.wgmma_wait_group`, which ties them to the
// `wgmma.wait_group` so that nothing reads them earlier.
// `ttng.fence_async_shared` is `fence.proxy.async.shared::{cta,cluster}`.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/MMADescriptors.h"
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Dialect/Triton/Transforms/Utility.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"
#include "llvm/ADT/SetVector.h"

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

std::optional<nvgpu::WGMMAEltType> getOperandEltType(Type type,
                                                     bool allowTF32) {
  if (type.isF16())
    return nvgpu::WGMMAEltType::f16;
  if (type.isBF16())
    return nvgpu::WGMMAEltType::bf16;
  if (type.isF32() && allowTF32)
    return nvgpu::WGMMAEltType::tf32;
  if (type.isInteger(8))
    return nvgpu::WGMMAEltType::s8;
  if (isa<Float8E5M2Type>(type))
    return nvgpu::WGMMAEltType::e5m2;
  if (isa<Float8E4M3FNType>(type))
    return nvgpu::WGMMAEltType::e4m3;
  return std::nullopt;
}

std::optional<nvgpu::WGMMAEltType> getResultEltType(Type type) {
  if (type.isF32())
    return nvgpu::WGMMAEltType::f32;
  if (type.isF16())
    return nvgpu::WGMMAEltType::f16;
  if (type.isInteger(32))
    return nvgpu::WGMMAEltType::s32;
  return std::nullopt;
}

/// Whether the #mma layout of `type` numbers a thread's registers as
/// Triton's wgmma loop produces them: per (m, n) tile, wgmma's fragment
/// order (column pair, row + 8, then 8-column groups), tiles along N
/// inside tiles along M.
LogicalResult checkAccumulatorOrder(Operation *op, RankedTensorType type,
                                    ttg::NvidiaMmaEncodingAttr mma,
                                    int numRepM, int numRepN) {
  FailureOr<LinearLayout> layout = ttg::toLinearLayout(type);
  if (failed(layout))
    return op->emitError("ttng.warp_group_dot: the accumulator's layout has "
                         "no linear layout");
  ArrayRef<unsigned> instr = mma.getInstrShape();
  ArrayRef<unsigned> warps = mma.getWarpsPerCTA();
  std::vector<LinearLayout::Basis> expected{{0, 1}, {8, 0}};
  for (unsigned col = 8; col < instr[1]; col *= 2)
    expected.push_back({0, int32_t(col)});
  for (int rep = 1; rep < numRepN; rep *= 2)
    expected.push_back({0, int32_t(rep * instr[1] * warps[1])});
  for (int rep = 1; rep < numRepM; rep *= 2)
    expected.push_back({int32_t(rep * instr[0] * warps[0]), 0});
  auto kRegister = StringAttr::get(op->getContext(), "register");
  if (layout->getBases(kRegister) == ArrayRef(expected))
    return success();
  return op->emitError("ttng.warp_group_dot: the #mma layout does not number "
                       "registers in wgmma's fragment order; lowering it is "
                       "not supported");
}

/// Whether the registers of an A operand in registers (a #dot_op of the
/// #mma, 32 bits of K per register group) come in wgmma's A fragment order
/// per (m, k) instruction (k pairs/quads, row + 8, k + 4 * kWidth), k steps
/// inside m tiles, as Triton's loop takes them.
LogicalResult checkOperandOrder(Operation *op, RankedTensorType type,
                                ttg::NvidiaMmaEncodingAttr mma, int numRepM,
                                int numRepK) {
  auto dotOp = dyn_cast<ttg::DotOperandEncodingAttr>(type.getEncoding());
  unsigned bits = type.getElementTypeBitWidth();
  if (!dotOp || dotOp.getOpIdx() != 0 || dotOp.getParent() != mma ||
      dotOp.getKWidth() * bits != 32)
    return op->emitError("ttng.warp_group_dot: an A operand in registers "
                         "must be a #ttg.dot_op of the result's #mma with "
                         "32 bits of K per kWidth");
  FailureOr<LinearLayout> layout = ttg::toLinearLayout(type);
  if (failed(layout))
    return failure();
  ArrayRef<unsigned> instr = mma.getInstrShape();
  int32_t kWidth = dotOp.getKWidth();
  std::vector<LinearLayout::Basis> expected;
  for (int32_t k = 1; k < kWidth; k *= 2)
    expected.push_back({0, k});
  expected.push_back({8, 0});
  expected.push_back({0, 4 * kWidth});
  for (int rep = 1; rep < numRepK; rep *= 2)
    expected.push_back({0, int32_t(rep * instr[2])});
  for (int rep = 1; rep < numRepM; rep *= 2)
    expected.push_back(
        {int32_t(rep * instr[0] * mma.getWarpsPerCTA()[0]), 0});
  auto kRegister = StringAttr::get(op->getContext(), "register");
  if (layout->getBases(kRegister) == ArrayRef(expected))
    return success();
  return op->emitError("ttng.warp_group_dot: the A operand's layout does not "
                       "number registers in wgmma's fragment order; lowering "
                       "it is not supported");
}

Value addStructs(TritonLLVMOpBuilder &b, Value lhs, Value rhs) {
  auto structType = cast<LLVM::LLVMStructType>(lhs.getType());
  Value sum = b.undef(structType);
  for (size_t i = 0; i < structType.getBody().size(); ++i) {
    Value add = LLVM::FAddOp::create(*b.builder, b.loc, b.extractVal(lhs, i),
                                     b.extractVal(rhs, i));
    sum = b.insertVal(sum, add, i);
  }
  return sum;
}

/// Registers as wgmma takes them: 32-bit words, narrower elements packed
/// (f16 accumulators in pairs, A operands 32 bits at a time).
SmallVector<Value> packWords(TritonLLVMOpBuilder &b, ArrayRef<Value> values) {
  Type type = values.front().getType();
  unsigned bits = type.getIntOrFloatBitWidth();
  if (bits >= 32)
    return SmallVector<Value>(values);
  unsigned perWord = 32 / bits;
  auto packType = VectorType::get(perWord, type);
  SmallVector<Value> words;
  for (size_t i = 0; i < values.size(); i += perWord) {
    Value pack = b.undef(packType);
    for (unsigned j = 0; j < perWord; ++j)
      pack = b.insertElement(pack, values[i + j], j);
    words.push_back(b.bitcast(pack, b.builder->getI32Type()));
  }
  return words;
}

SmallVector<Value> unpackAccumulator(TritonLLVMOpBuilder &b,
                                     ArrayRef<Value> words, Type elementType) {
  if (!elementType.isF16())
    return SmallVector<Value>(words);
  auto pairType = VectorType::get(2, elementType);
  SmallVector<Value> values;
  for (Value word : words) {
    Value pair = b.bitcast(word, pairType);
    values.push_back(b.extractElement(pair, 0));
    values.push_back(b.extractElement(pair, 1));
  }
  return values;
}

Value makeStruct(TritonLLVMOpBuilder &b, ArrayRef<Value> values) {
  SmallVector<Type> types;
  for (Value value : values)
    types.push_back(value.getType());
  auto structType =
      LLVM::LLVMStructType::getLiteral(b.builder->getContext(), types);
  Value result = b.undef(structType);
  for (auto [i, value] : llvm::enumerate(values))
    result = b.insertVal(result, value, i);
  return result;
}

struct WarpGroupDotOpConversion
    : public ConvertOpToLLVMPattern<ttng::WarpGroupDotOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::WarpGroupDotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto aShared = dyn_cast<ttg::MemDescType>(op.getA().getType());
    auto aRegisters = dyn_cast<RankedTensorType>(op.getA().getType());
    ttg::MemDescType bType = op.getB().getType();
    SmallVector<ttg::MemDescType, 2> sharedOperands{bType};
    if (aShared)
      sharedOperands.push_back(aShared);
    for (ttg::MemDescType type : sharedOperands) {
      auto nvmma = dyn_cast<ttg::NVMMASharedEncodingAttr>(type.getEncoding());
      if (!nvmma || nvmma.getSwizzlingByteWidth() == 0 ||
          nvmma.getFp4Padded() || type.getRank() != 2)
        return op.emitError("ttng.warp_group_dot: lowering needs 2-d "
                            "operands in swizzled NVMMA shared layouts");
    }
    Type aElement = aShared ? aShared.getElementType()
                            : aRegisters.getElementType();
    RankedTensorType dType = op.getType();
    auto mma = dyn_cast<ttg::NvidiaMmaEncodingAttr>(dType.getEncoding());
    if (!mma || mma.getVersionMajor() != 3)
      return op.emitError("ttng.warp_group_dot: the result must have a "
                          "#ttg.nvidia_mma layout of version 3");
    if (ttg::lookupNumCTAs(op) != 1)
      return op.emitError("ttng.warp_group_dot: lowering for clusters of "
                          "several CTAs is not supported yet");
    bool allowTF32 = op.getInputPrecision() == InputPrecision::TF32;
    std::optional<nvgpu::WGMMAEltType> eltA =
        getOperandEltType(aElement, allowTF32);
    std::optional<nvgpu::WGMMAEltType> eltB =
        getOperandEltType(bType.getElementType(), allowTF32);
    std::optional<nvgpu::WGMMAEltType> eltC =
        getResultEltType(dType.getElementType());
    if (!eltA || !eltB || !eltC)
      return op.emitError("ttng.warp_group_dot: wgmma has no instruction for "
                          "these element types");

    ArrayRef<unsigned> instr = mma.getInstrShape();
    ArrayRef<unsigned> warps = mma.getWarpsPerCTA();
    ArrayRef<int64_t> dShape = dType.getShape();
    int64_t kSize = aShared ? aShared.getShape()[1] : aRegisters.getShape()[1];
    int numRepM = llvm::divideCeil(dShape[0], int64_t(instr[0]) * warps[0]);
    int numRepN = llvm::divideCeil(dShape[1], int64_t(instr[1]) * warps[1]);
    int numRepK = llvm::divideCeil(kSize, int64_t(instr[2]));
    if (failed(checkAccumulatorOrder(op, dType, mma, numRepM, numRepN)))
      return failure();
    if (aRegisters && failed(checkOperandOrder(op, aRegisters, mma, numRepM,
                                               numRepK)))
      return failure();
    TT_DEBUG(TT_DBGS() << "warp_group_dot: " << numRepM << " x " << numRepN
                       << " tiles of m64n" << instr[1] << "k" << instr[2]
                       << ", " << numRepK << " k steps\n");

    TritonLLVMOpBuilder b(loc, rewriter);
    // The descriptors are computed from the warp group's first warp. Its
    // M and N indices are folded to 0 here when they must be (one warp group
    // along M, one warp along N, one tile): the warp id is a convergent
    // shuffle, which LLVM keeps in the loop even once nothing uses it.
    Value firstWarp;
    auto warpGroupFirstWarp = [&]() {
      if (!firstWarp)
        firstWarp = b.bitAnd(nvgpu::WarpIdOp::create(rewriter, loc),
                             b.i32Val(~3u & 0xffffffffu));
      return firstWarp;
    };
    int64_t tilesM = dShape[0] / instr[0], tilesN = dShape[1] / instr[1];
    Value warpM = warps[0] <= 4 || tilesM == 1
                      ? b.i32Val(0)
                      : b.urem(b.urem(warpGroupFirstWarp(),
                                      b.i32Val(warps[0])),
                               b.i32Val(tilesM));
    Value warpN = warps[1] == 1 || tilesN == 1
                      ? b.i32Val(0)
                      : b.urem(b.urem(b.udiv(warpGroupFirstWarp(),
                                             b.i32Val(warps[0])),
                                      b.i32Val(warps[1])),
                               b.i32Val(tilesN));
    auto bEncoding = cast<ttg::NVMMASharedEncodingAttr>(bType.getEncoding());
    bool transA =
        aShared &&
        cast<ttg::NVMMASharedEncodingAttr>(aShared.getEncoding()).getTransposed();
    bool transB = !bEncoding.getTransposed();
    std::optional<SharedOperandDescriptors> aDescriptors;
    SmallVector<Value> aValues;
    FailureOr<Value> aBase =
        aShared ? operandBase(op, b, aShared, adaptor.getA()) : Value();
    FailureOr<Value> bBase = operandBase(op, b, bType, adaptor.getB());
    if (failed(aBase) || failed(bBase))
      return failure();
    if (aShared)
      aDescriptors.emplace(b, aShared, *aBase, transA, instr[0], instr[2],
                           instr[0] * warps[0], warpM);
    else
      aValues = unpackLLElements(loc, adaptor.getA(), rewriter);
    // An A tile of one instruction: 16 rows x K per warp, 32-bit words.
    int aTileSize = instr[0] * instr[2] / 32;
    SharedOperandDescriptors bDescriptors(b, bType, *bBase, transB, instr[1],
                                          instr[2], instr[1] * warps[1],
                                          warpN);

    SmallVector<Value> acc = unpackLLElements(loc, adaptor.getC(), rewriter);
    bool zeroAcc = isZeroConstant(op.getC());
    bool partial = op.needsPartialAccumulator();
    int accSize = acc.size() / (numRepM * numRepN);
    // Every register wgmma reads is packed before the fence: ptxas must see
    // them defined before it (else it injects a warpgroup.arrive).
    SmallVector<Value> accWords;
    for (int tile = 0; tile < numRepM * numRepN; ++tile)
      llvm::append_range(accWords,
                         packWords(b, ArrayRef(acc).slice(tile * accSize,
                                                          accSize)));
    int accWordsPerTile = accWords.size() / (numRepM * numRepN);
    SmallVector<SmallVector<Value>> aWords;
    for (int i = 0; aRegisters && i < numRepM * numRepK; ++i)
      aWords.push_back(
          packWords(b, ArrayRef(aValues).slice(i * aTileSize, aTileSize)));
    NVVM::WgmmaFenceAlignedOp::create(rewriter, loc);
    SmallVector<Value> results;
    for (int m = 0; m < numRepM; ++m) {
      for (int n = 0; n < numRepN; ++n) {
        ArrayRef<Value> words = ArrayRef(accWords).slice(
            (m * numRepN + n) * accWordsPerTile, accWordsPerTile);
        Value d = zeroAcc ? Value() : makeStruct(b, words);
        Type accType = LLVM::LLVMStructType::getLiteral(
            rewriter.getContext(),
            SmallVector<Type>(words.size(), words.front().getType()));
        Value useC = b.i1Val(!zeroAcc);
        if (Value useCOperand = adaptor.getUseC())
          useC = b.bitAnd(useC, useCOperand);
        Value partialAcc;
        uint32_t imprecise = 0;
        for (int k = 0; k < numRepK; ++k) {
          Value descA = aShared ? aDescriptors->get(m, k)
                                : makeStruct(b, aWords[m * numRepK + k]);
          Value descB = bDescriptors.get(n, k);
          Value mmaAcc = partial ? partialAcc : d;
          mmaAcc = nvgpu::WGMMAOp::create(
              rewriter, loc, accType, descA, descB, useC, mmaAcc,
              /*m=*/64, instr[1], instr[2], *eltC, *eltA, *eltB,
              transA ? nvgpu::WGMMALayout::col : nvgpu::WGMMALayout::row,
              transB ? nvgpu::WGMMALayout::row : nvgpu::WGMMALayout::col);
          useC = b.i1Val(true);
          imprecise += instr[2];
          if (!partial) {
            d = mmaAcc;
            continue;
          }
          partialAcc = mmaAcc;
          if (imprecise >= op.getMaxNumImpreciseAcc() || k == numRepK - 1) {
            d = d ? addStructs(b, d, partialAcc) : partialAcc;
            partialAcc = Value();
            imprecise = 0;
          }
        }
        llvm::append_range(results, unpackLLElements(loc, d, rewriter));
      }
    }
    NVVM::WgmmaGroupSyncAlignedOp::create(rewriter, loc);
    // A synchronous dot waits for itself. An asynchronous one with A in
    // registers has the waits RegisterOperandWaits.cpp put before A is
    // rewritten.
    if (!op.getIsAsync()) {
      Value waited = nvgpu::WGMMAWaitGroupOp::create(
          rewriter, loc, makeStruct(b, results), /*pendings=*/0);
      results = unpackLLElements(loc, waited, rewriter);
    }
    results = unpackAccumulator(b, results, dType.getElementType());
    rewriter.replaceOp(op, packLLElements(loc, getTypeConverter(), results,
                                          rewriter, dType));
    return success();
  }

};

struct WarpGroupDotWaitOpConversion
    : public ConvertOpToLLVMPattern<ttng::WarpGroupDotWaitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::WarpGroupDotWaitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    // The tensors' registers go through the wait; buffers are only
    // addresses, which the wait does not change. Each register goes
    // through once: a broadcast tensor holds one value many times, and
    // every extra operand of the wait's inline asm is a copy ptxas makes
    // (a select's predicate, threaded by RegisterOperandWaits.cpp, was 64
    // operands for 8 values).
    SmallVector<SmallVector<Value>> elementsOf;
    llvm::SetVector<Value> registers;
    for (auto [input, lowered] :
         llvm::zip(op.getInputs(), adaptor.getInputs()))
      if (isa<RankedTensorType>(input.getType())) {
        elementsOf.push_back(unpackLLElements(loc, lowered, rewriter));
        registers.insert_range(elementsOf.back());
      }
    DenseMap<Value, Value> waited;
    if (registers.empty()) {
      NVVM::WgmmaWaitGroupSyncOp::create(rewriter, loc, op.getPendings());
    } else {
      SmallVector<Value> after = unpackLLElements(
          loc,
          nvgpu::WGMMAWaitGroupOp::create(
              rewriter, loc, makeStruct(b, registers.getArrayRef()),
              op.getPendings()),
          rewriter);
      for (auto [before, value] : llvm::zip(registers, after))
        waited[before] = value;
    }
    SmallVector<Value> results;
    auto tensorElements = elementsOf.begin();
    for (auto [input, lowered] :
         llvm::zip(op.getInputs(), adaptor.getInputs())) {
      if (!isa<RankedTensorType>(input.getType())) {
        results.push_back(lowered);
        continue;
      }
      SmallVector<Value> elements = *tensorElements++;
      for (Value &element : elements)
        element = waited.lookup(element);
      results.push_back(packLLElements(loc, getTypeConverter(), elements,
                                       rewriter, input.getType()));
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

struct FenceAsyncSharedOpConversion
    : public ConvertOpToLLVMPattern<ttng::FenceAsyncSharedOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::FenceAsyncSharedOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::FenceProxyOp>(
        op, NVVM::ProxyKind::async_shared,
        NVVM::SharedSpaceAttr::get(op.getContext(),
                                   op.getBCluster()
                                       ? NVVM::SharedSpace::shared_cluster
                                       : NVVM::SharedSpace::shared_cta));
    return success();
  }
};

} // namespace

void mlir::triton::populateWarpGroupDotOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<WarpGroupDotOpConversion, WarpGroupDotWaitOpConversion,
               FenceAsyncSharedOpConversion>(typeConverter);
}
