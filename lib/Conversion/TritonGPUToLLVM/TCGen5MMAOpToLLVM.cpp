//===- TCGen5MMAOpToLLVM.cpp - Blackwell tcgen05 MMAs ----------------------===//
//
// Triton 3.6's lowering of `ttng.tc_gen5_mma` (sm100). One thread issues
// the whole product: warp 0, under the op's predicate, branches to a block
// where `elect.sync` picks the thread, then
//
//   for each (m, n) accumulator block, for each k step:
//     tcgen05.mma.cta_group::1.kind::<f16|tf32|f8f6f4>
//         [d + block], descA(m, k) | [a + ...], descB(k, n), idesc, useD
//     (useD is the op's for the first k step, true after)
//   for each barrier %bar[%pred]:
//     tcgen05.commit.cta_group::1.mbarrier::arrive::one.b64 [bar]
//
// `ttng.tc_gen5_commit` is that commit alone, from the same thread.
// `ttng.tmem_copy` of block scales into a `#tmem_scales` buffer is, from
// the same thread, one `tcgen05.cp.cta_group::1.warpx4.32x128b` per 32 x
// 128-bit chunk (512 bytes) of the source, then the commit for its barrier.
//
// An instruction covers blockM rows (64 or 128) and blockN columns of the
// tensor memory accumulator, and 32 bytes of K. Shared operands go in as
// MMADescriptors.h's descriptors (version 1); an A operand in tensor memory
// by its address. An fp4-padded operand (fp4 mixed with fp8/fp6, kind
// mxf8f6f4) is read as an 8-bit one: 32 fp4 per k step, in 32 bytes of
// which half are padding. The 32-bit instruction descriptor holds the accumulator
// type (bits 4-5: f16 0, f32 1), A and B types (7-9, 10-12), whether A and
// B are MN-major (15, 16), N / 8 (17-22) and M / 16 (24-28).
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/MMADescriptors.h"
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMAUtilities.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TensorMemoryUtils.h"
#include "tt/Support/Debug.h"

#include <functional>

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// The instruction kind and the A/B type codes of its descriptor.
struct MMAKind {
  StringRef name;
  unsigned aType, bType;
};

std::optional<unsigned> typeCode(Type type, StringRef kind) {
  if (kind == "f16")
    return type.isF16() ? std::optional<unsigned>(0)
           : type.isBF16() ? std::optional<unsigned>(1)
                           : std::nullopt;
  if (kind == "tf32")
    return type.isF32() ? std::optional<unsigned>(2) : std::nullopt;
  if (isa<Float8E4M3FNType>(type))
    return 0;
  if (isa<Float8E5M2Type>(type))
    return 1;
  return std::nullopt;
}

FailureOr<MMAKind> mmaKind(ttng::TCGen5MMAOp op, Type a, Type b) {
  StringRef name = a.isF16() || a.isBF16() ? "f16"
                   : a.isF32()             ? "tf32"
                   : isa<Float8E4M3FNType, Float8E5M2Type>(a) ? "f8f6f4"
                                                              : "";
  std::optional<unsigned> aCode, bCode;
  if (!name.empty()) {
    aCode = typeCode(a, name);
    bCode = typeCode(b, name);
  }
  if (!aCode || !bCode)
    return op.emitError() << "ttng.tc_gen5_mma: operands of " << a << " and "
                          << b << " are not lowered (f16, bf16, tf32 and fp8 "
                          << "e4m3/e5m2 are; Triton 3.6 gives integer dots "
                             "mma.sync on sm100)";
  return MMAKind{name, *aCode, *bCode};
}

/// What differs between the plain and the block-scaled MMA: the opcode,
/// the instruction descriptor of each k step, and the scale operands of
/// each instruction (TMEM addresses, after the descriptors).
struct MMAInstruction {
  std::string opcode;
  std::function<uint32_t(int64_t k)> descriptor;
  std::function<SmallVector<Value>(int64_t m, int64_t n, int64_t k)> scales;
};

/// The tiling of one tcgen05 MMA: blockM x blockN accumulator blocks, 32
/// bytes of K per instruction.
struct MMATiling {
  int64_t mmaM, mmaN, mmaK, numRepM, numRepN, numRepK;
};

MMATiling tilingOf(ttg::MemDescType aType, ttg::MemDescType dType) {
  auto dEncoding = cast<ttng::TensorMemoryEncodingAttr>(dType.getEncoding());
  MMATiling t;
  int64_t M = dType.getShape()[0], N = dType.getShape()[1];
  t.mmaM = dEncoding.getBlockM();
  t.mmaN = std::min<int64_t>(dEncoding.getBlockN(), N);
  t.mmaK = 256 / aType.getElementTypeBitWidth();
  t.numRepM = llvm::divideCeil(M, t.mmaM);
  t.numRepN = llvm::divideCeil(N, t.mmaN);
  // Padded fp4 holds one fp4 per byte slot: K is twice its packed bytes.
  int64_t kSlots =
      aType.getShape()[1] * (ttng::isFp4Padded(aType.getEncoding()) ? 2 : 1);
  t.numRepK = llvm::divideCeil(kSlots, t.mmaK);
  return t;
}

/// The A, B and D buffer types of either MMA.
struct MMATypes {
  ttg::MemDescType a, b, d;
};

template <typename OpTy> MMATypes typesOf(OpTy op) {
  return {cast<ttg::MemDescType>(op.getA().getType()),
          cast<ttg::MemDescType>(op.getB().getType()),
          cast<ttg::MemDescType>(op.getD().getType())};
}

/// The operand checks both MMAs share; the operands' majorness.
FailureOr<std::pair<bool, bool>> checkOperands(Operation *op,
                                               const MMATypes &types) {
  auto [aType, bType, dType] = types;
  auto dEncoding =
      dyn_cast<ttng::TensorMemoryEncodingAttr>(dType.getEncoding());
  auto bEncoding = dyn_cast<ttg::NVMMASharedEncodingAttr>(bType.getEncoding());
  bool aInTmem = isa<ttng::TensorMemorySpaceAttr>(aType.getMemorySpace());
  auto aEncoding = dyn_cast<ttg::NVMMASharedEncodingAttr>(aType.getEncoding());
  if (!dEncoding || !bEncoding || (!aInTmem && !aEncoding))
    return op->emitError() << op->getName()
                           << ": lowering needs NVMMA shared operands (A may "
                              "be in tensor memory) and a tensor memory "
                              "accumulator";
  // A padded fp4 operand is read as an 8-bit one of twice the packed K
  // (each 8 bytes of data followed by 8 of padding); only along K, the
  // dim the fp4 are packed in.
  if ((aEncoding && aEncoding.getFp4Padded() && aEncoding.getTransposed()) ||
      (bEncoding.getFp4Padded() && !bEncoding.getTransposed()))
    return op->emitError() << op->getName()
                           << ": lowering of MN-major fp4-padded operands "
                              "is not supported yet (K-major ones are)";
  Type dElement = dType.getElementType();
  if (!dElement.isF32() && !dElement.isF16())
    return op->emitError() << op->getName() << ": " << dElement
                           << " accumulators are not lowered (f32 and f16 "
                              "are)";
  return std::make_pair(!aInTmem && aEncoding.getTransposed(),
                        !bEncoding.getTransposed());
}

/// One elected thread of warp 0: the thread that issues tcgen05 MMAs,
/// copies and commits outside an MMA's own issue block.
Value electedThreadOfWarp0(TritonLLVMOpBuilder &b) {
  OpBuilder &builder = *b.builder;
  Value warp = nvgpu::WarpIdOp::create(builder, b.loc);
  return b.bitAnd(
      b.icmpEq(warp, b.i32Val(0)),
      NVVM::ElectSyncOp::create(builder, b.loc, builder.getI1Type(), Value()));
}

/// `tcgen05.commit`: the mbarrier at `barrier` is arrived on once the
/// thread's earlier tcgen05 operations complete; issued where `pred` holds.
void createCommit(OpBuilder &builder, Location loc, Value pred,
                  Value barrier) {
  createInlineAsm(builder, loc, Type(),
                  "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one."
                  "b64 [$1];",
                  "b,l", {pred, barrier});
}

/// Triton 3.6's issue block (see the file comment) for `op`, whose A, B,
/// D, use-D, predicate and barriers are given lowered.
template <typename OpTy>
LogicalResult lowerMMA(OpTy op, typename OpTy::Adaptor adaptor,
                       ConversionPatternRewriter &rewriter, bool aMNMajor,
                       bool bMNMajor, const MMAInstruction &instruction) {
  if (op.getTwoCtas())
    return op.emitError() << op->getName()
                          << ": lowering of two-CTA MMAs is not supported yet";
  Location loc = op.getLoc();
  TritonLLVMOpBuilder b(loc, rewriter);
  auto [aType, bType, dType] = typesOf(op);
  bool aInTmem = isa<ttng::TensorMemorySpaceAttr>(aType.getMemorySpace());
  MMATiling t = tilingOf(aType, dType);

  // Operands the issuing block uses are computed before the branch.
  Value dAddress = b.ptrToInt(adaptor.getD(), rewriter.getI32Type());
  Value aAddress =
      aInTmem ? b.ptrToInt(adaptor.getA(), rewriter.getI32Type()) : Value();
  FailureOr<Value> aBase = aInTmem ? FailureOr<Value>(Value())
                                   : operandBase(op, b, aType, adaptor.getA());
  FailureOr<Value> bBase = operandBase(op, b, bType, adaptor.getB());
  if (failed(aBase) || failed(bBase))
    return failure();
  SmallVector<Value> barriers;
  for (Value barrier : adaptor.getBarriers())
    barriers.push_back(unpackSharedMemoryObject(loc, barrier, rewriter).base);
  Value token = op.getToken() ? b.i32Val(0) : Value();

  Value warp = nvgpu::WarpIdOp::create(rewriter, loc);
  Value issue = b.bitAnd(adaptor.getPred(), b.icmpEq(warp, b.i32Val(0)));
  Block *before = rewriter.getInsertionBlock();
  Block *after = rewriter.splitBlock(before, rewriter.getInsertionPoint());
  Block *mmaBlock = rewriter.createBlock(after);
  rewriter.setInsertionPointToEnd(before);
  LLVM::CondBrOp::create(rewriter, loc, issue, mmaBlock, after);
  rewriter.setInsertionPointToStart(mmaBlock);

  Value elected =
      NVVM::ElectSyncOp::create(rewriter, loc, rewriter.getI1Type(), Value());
  Value zero = b.i32Val(0);
  std::optional<SharedOperandDescriptors> aDescriptors;
  if (!aInTmem)
    aDescriptors.emplace(b, aType, *aBase, aMNMajor, t.mmaM, t.mmaK, t.mmaM,
                         zero, /*version1=*/true);
  SharedOperandDescriptors bDescriptors(b, bType, *bBase, bMNMajor, t.mmaN,
                                        t.mmaK, t.mmaN, zero,
                                        /*version1=*/true);
  for (int64_t m = 0; m < t.numRepM; ++m)
    for (int64_t n = 0; n < t.numRepN; ++n) {
      Value useD = adaptor.getUseD();
      int32_t accOffset = ttng::getTmemOffset(dType, m * t.mmaM, n * t.mmaN);
      for (int64_t k = 0; k < t.numRepK; ++k) {
        SmallVector<Value> operands{dAddress};
        std::string asmString = instruction.opcode + " [ $0 + " +
                                std::to_string(accOffset) + " ], ";
        std::string constraints = "r";
        if (aInTmem) {
          operands.push_back(aAddress);
          asmString += "[ $1 + " +
                       std::to_string(ttng::getTmemOffset(aType, m * t.mmaM,
                                                   k * t.mmaK)) +
                       " ], ";
          constraints += ",r";
        } else {
          operands.push_back(aDescriptors->get(m, k));
          asmString += "$1, ";
          constraints += ",l";
        }
        operands.push_back(bDescriptors.get(n, k));
        operands.push_back(b.i32Val(int32_t(instruction.descriptor(k))));
        asmString += "$2, $3, ";
        constraints += ",l,r";
        if (instruction.scales)
          for (Value scale : instruction.scales(m, n, k)) {
            asmString +=
                "[ $" + std::to_string(operands.size()) + " + 0 ], ";
            operands.push_back(scale);
            constraints += ",r";
          }
        asmString += "$" + std::to_string(operands.size()) + ";";
        operands.push_back(useD);
        asmString = "@$" + std::to_string(operands.size()) + " " + asmString;
        operands.push_back(elected);
        constraints += ",b,b";
        createInlineAsm(rewriter, loc, Type(), asmString, constraints,
                        operands);
        useD = b.trueVal();
      }
    }
  for (auto [barrier, pred] : llvm::zip(barriers, adaptor.getBarrierPreds()))
    createCommit(rewriter, loc, b.bitAnd(pred, elected), barrier);
  LLVM::BrOp::create(rewriter, loc, ValueRange(), after);
  TT_DEBUG(TT_DBGS() << op->getName() << ": " << t.numRepM << "x"
                     << t.numRepN << "x" << t.numRepK << " " << instruction.opcode
                     << " (M " << t.mmaM << ", N " << t.mmaN << ", idesc 0x"
                     << llvm::utohexstr(instruction.descriptor(0)) << "), "
                     << barriers.size() << " commit(s)\n");
  if (token)
    rewriter.replaceOp(op, token);
  else
    rewriter.eraseOp(op);
  return success();
}

/// The fields plain and scaled instruction descriptors share.
uint32_t shapeAndMajorness(const MMATiling &t, bool aMNMajor, bool bMNMajor) {
  return (uint32_t(aMNMajor) << 15) | (uint32_t(bMNMajor) << 16) |
         (uint32_t(t.mmaN >> 3) << 17) | (uint32_t(t.mmaM >> 4) << 24);
}

struct TCGen5MMAOpConversion
    : public ConvertOpToLLVMPattern<ttng::TCGen5MMAOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::TCGen5MMAOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto [aType, bType, dType] = typesOf(op);
    FailureOr<std::pair<bool, bool>> majorness =
        checkOperands(op, {aType, bType, dType});
    if (failed(majorness))
      return failure();
    auto [aMNMajor, bMNMajor] = *majorness;
    FailureOr<MMAKind> kind =
        mmaKind(op, aType.getElementType(), bType.getElementType());
    if (failed(kind))
      return failure();
    if (kind->name == "tf32" && (aMNMajor || bMNMajor))
      return op.emitError("ttng.tc_gen5_mma: tf32 operands must be K-major "
                          "(tcgen05 cannot transpose 32-bit elements)");
    uint32_t descriptor =
        (uint32_t(dType.getElementType().isF32()) << 4) | (kind->aType << 7) |
        (kind->bType << 10) |
        shapeAndMajorness(tilingOf(aType, dType), aMNMajor, bMNMajor);
    MMAInstruction instruction{
        "tcgen05.mma.cta_group::1.kind::" + kind->name.str(),
        [=](int64_t) { return descriptor; }, nullptr};
    return lowerMMA(op, adaptor, rewriter, aMNMajor, bMNMajor, instruction);
  }
};

/// The block-scaled kinds: mxf4 (both operands e2m1, K-major, e8m0
/// scales), mxf4nvf4 (the same with e4m3 scales), else mxf8f6f4.
struct ScaledKind {
  StringRef name;
  int colsPerSet;      // scale columns one K step of 32 bytes reads
  StringRef scaleVec;  // the opcode's scale_vec
};

std::optional<unsigned> scaledTypeCode(ScaleDotElemType type, bool mxf4) {
  if (mxf4)
    return type == ScaleDotElemType::E2M1 ? std::optional<unsigned>(1)
                                          : std::nullopt;
  switch (type) {
  case ScaleDotElemType::E4M3:
    return 0;
  case ScaleDotElemType::E5M2:
    return 1;
  case ScaleDotElemType::E2M3:
    return 3;
  case ScaleDotElemType::E3M2:
    return 4;
  case ScaleDotElemType::E2M1:
    return 5;
  default:
    return std::nullopt;
  }
}

struct TCGen5MMAScaledOpConversion
    : public ConvertOpToLLVMPattern<ttng::TCGen5MMAScaledOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::TCGen5MMAScaledOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto [aType, bType, dType] = typesOf(op);
    auto aScaleType = cast<ttg::MemDescType>(op.getAScale().getType());
    auto bScaleType = cast<ttg::MemDescType>(op.getBScale().getType());
    FailureOr<std::pair<bool, bool>> majorness =
        checkOperands(op, {aType, bType, dType});
    if (failed(majorness))
      return failure();
    auto [aMNMajor, bMNMajor] = *majorness;
    if (!dType.getElementType().isF32())
      return op.emitError("ttng.tc_gen5_mma_scaled: the accumulator must be "
                          "f32");
    bool bothFp4 = op.getAType() == ScaleDotElemType::E2M1 &&
                   op.getBType() == ScaleDotElemType::E2M1;
    bool mxf4 = bothFp4 && !aMNMajor && !bMNMajor;
    bool e4m3Scales = isa<Float8E4M3FNType>(aScaleType.getElementType());
    ScaledKind kind = !mxf4       ? ScaledKind{"mxf8f6f4", 1, "1X"}
                      : e4m3Scales ? ScaledKind{"mxf4nvf4", 4, "4X"}
                                   : ScaledKind{"mxf4", 2, "2X"};
    std::optional<unsigned> aCode = scaledTypeCode(op.getAType(), mxf4);
    std::optional<unsigned> bCode = scaledTypeCode(op.getBType(), mxf4);
    if (!aCode || !bCode)
      return op.emitError() << "ttng.tc_gen5_mma_scaled: operand formats "
                            << stringifyScaleDotElemType(op.getAType())
                            << " x "
                            << stringifyScaleDotElemType(op.getBType())
                            << " are not lowered";
    if (bothFp4 && !mxf4)
      return op.emitError("ttng.tc_gen5_mma_scaled: packed e2m1 operands "
                          "must both be K-major");
    std::optional<ttng::TMemAllocation> aScaleSize =
        ttng::getTmemAllocSizes(aScaleType);
    std::optional<ttng::TMemAllocation> bScaleSize =
        ttng::getTmemAllocSizes(bScaleType);
    if (!aScaleSize || !bScaleSize)
      return op.emitError("ttng.tc_gen5_mma_scaled: the scales are not in "
                          "tensor memory scale layouts");

    MMATiling t = tilingOf(aType, dType);
    // A K step reads `colsPerSet` columns of each scale set of 4 columns:
    // `perSet` K steps share a column block, told apart by the scale ids.
    int64_t perSet = 4 / kind.colsPerSet;
    int64_t kBlocks = llvm::divideCeil(t.numRepK, perSet);
    int64_t aColumns =
        llvm::divideCeil(aScaleSize->numCols, t.numRepM * kBlocks);
    int64_t bColumns = std::max<int64_t>(
        2, llvm::divideCeil(bScaleSize->numCols, t.numRepN * kBlocks));
    int64_t idScale = kind.name == "mxf4" ? 2 : 1;
    uint32_t common = (*aCode << 7) | (*bCode << 10) |
                      (uint32_t(!e4m3Scales) << 23) |
                      shapeAndMajorness(t, aMNMajor, bMNMajor);
    TritonLLVMOpBuilder b(op.getLoc(), rewriter);
    Value aScale = b.ptrToInt(adaptor.getAScale(), rewriter.getI32Type());
    Value bScale = b.ptrToInt(adaptor.getBScale(), rewriter.getI32Type());
    MMAInstruction instruction{
        "tcgen05.mma.cta_group::1.kind::" + kind.name.str() +
            ".block_scale.scale_vec::" + kind.scaleVec.str(),
        [=](int64_t k) {
          uint32_t id = uint32_t((k % perSet) * idScale);
          return common | (id << 4) | (id << 29);
        },
        [=, &b](int64_t m, int64_t n, int64_t k) {
          int64_t block = k / perSet;
          return SmallVector<Value>{
              b.add(aScale, b.i32Val((m + block * t.numRepM) * aColumns)),
              b.add(bScale, b.i32Val((n + block * t.numRepN) * bColumns))};
        }};
    return lowerMMA(op, adaptor, rewriter, aMNMajor, bMNMajor, instruction);
  }
};

/// `ttng.tc_gen5_commit`: the commit an MMA issues for its barriers, on
/// its own, from the thread that issues the MMAs (elected in warp 0) and
/// under the op's predicate.
struct TCGen5CommitOpConversion
    : public ConvertOpToLLVMPattern<ttng::TCGen5CommitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::TCGen5CommitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    Value pred = electedThreadOfWarp0(b);
    if (adaptor.getPred())
      pred = b.bitAnd(adaptor.getPred(), pred);
    createCommit(rewriter, loc, pred,
                 unpackSharedMemoryObject(loc, adaptor.getBarrier(), rewriter)
                     .base);
    rewriter.eraseOp(op);
    return success();
  }
};

/// Where tcgen05.cp's 32x128b message expects each element of a 128 x 4
/// block of scales: 32 lines of 16 bytes, line r holding rows r, r + 32,
/// r + 64 and r + 96, 4 bytes (K columns) each. `bit` is a row bit (0-6)
/// or, from 7, a column bit.
int32_t scaleChunkOffset(unsigned bit) {
  if (bit >= 7)
    return int32_t(1) << (bit - 7);
  return bit < 5 ? int32_t(16) << bit : int32_t(4) << (bit - 5);
}

/// The shared-memory offset (in the source's elements) of each 128 x 4
/// scale block of `op`'s destination, block (mn, k) at [mn * repK + k];
/// an error unless each block is 512 contiguous bytes in tcgen05.cp's order.
FailureOr<SmallVector<int32_t>> scaleChunkOffsets(ttng::TMEMCopyOp op,
                                                  int64_t repMN,
                                                  int64_t repK) {
  ttg::MemDescType srcType = op.getSrc().getType();
  FailureOr<LinearLayout> shared = ttg::toLinearLayout(srcType);
  if (failed(shared) || !shared->isInvertible())
    return op.emitError("ttng.tmem_copy: the source's layout is not a "
                        "bijection onto its elements");
  LinearLayout toOffset = shared->invert();
  SmallVector<StringAttr> dims =
      ttg::standardOutDimNames(op.getContext(), srcType.getRank());
  ArrayRef<int64_t> srcShape = srcType.getShape();
  int64_t columns = op.getDst().getType().getShape()[1];
  // The source holds the destination's elements in C order (a reshape).
  auto offsetOf = [&](int64_t row, int64_t column) {
    int64_t index = row * columns + column;
    SmallVector<std::pair<StringAttr, int32_t>> coords(srcShape.size());
    for (int64_t d = int64_t(srcShape.size()) - 1; d >= 0; --d) {
      coords[d] = {dims[d], int32_t(index % srcShape[d])};
      index /= srcShape[d];
    }
    return toOffset.apply(coords).front().second;
  };
  SmallVector<int32_t> offsets;
  for (int64_t mn = 0; mn < repMN; ++mn)
    for (int64_t k = 0; k < repK; ++k) {
      int32_t origin = offsetOf(mn * 128, k * 4);
      bool inOrder = origin % 512 == 0;
      for (unsigned bit = 0; bit < 9; ++bit) {
        int64_t row = bit < 7 ? int64_t(1) << bit : 0;
        int64_t column = bit < 7 ? 0 : int64_t(1) << (bit - 7);
        inOrder &= (offsetOf(mn * 128 + row, k * 4 + column) ^ origin) ==
                   scaleChunkOffset(bit);
      }
      if (!inOrder)
        return op.emitError("ttng.tmem_copy: the scales of block (")
               << mn << ", " << k
               << ") are not 512 contiguous bytes in tcgen05.cp's 32x128b "
                  "order (32 lines of rows r, r+32, r+64, r+96 x 4 bytes)";
      offsets.push_back(origin);
    }
  return offsets;
}

/// `ttng.tmem_copy` of block scales (Triton 3.6's only tcgen05.cp): the
/// destination's 128 x 4 blocks, block (mn, k) into tensor-memory columns
/// (k * repMN + mn) * 4 (the order the scaled MMA reads them in), each from
/// its 512 bytes of shared memory through a descriptor: the address >> 4
/// (14 bits), 128 bytes between 8-line groups, version 1, no swizzle. One
/// elected thread of warp 0 issues them, then commits to the barrier.
struct TMEMCopyOpConversion : public ConvertOpToLLVMPattern<ttng::TMEMCopyOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::TMEMCopyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ttg::MemDescType srcType = op.getSrc().getType();
    ArrayRef<int64_t> dstShape = op.getDst().getType().getShape();
    if (!isa<ttng::TensorMemoryScalesEncodingAttr>(
            op.getDst().getType().getEncoding()))
      return op.emitError("ttng.tmem_copy: lowering of copies into tensor "
                          "memory other than block scales (#tmem_scales) is "
                          "not supported yet");
    if (ttg::lookupNumCTAs(op) != 1)
      return op.emitError("ttng.tmem_copy: lowering for clusters of several "
                          "CTAs is not supported yet");
    if (srcType.getElementTypeBitWidth() != 8 || dstShape.size() != 2 ||
        dstShape[0] % 128 != 0 || dstShape[1] % 4 != 0)
      return op.emitError("ttng.tmem_copy: scales are copied in blocks of "
                          "128 x 4 bytes; this destination is not made of "
                          "them");
    int64_t repMN = dstShape[0] / 128, repK = dstShape[1] / 4;
    FailureOr<SmallVector<int32_t>> offsets =
        scaleChunkOffsets(op, repMN, repK);
    if (failed(offsets))
      return failure();
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    FailureOr<Value> base = operandBase(op, b, srcType, adaptor.getSrc());
    if (failed(base))
      return failure();
    Value pred = electedThreadOfWarp0(b);
    Value dst = b.ptrToInt(adaptor.getDst(), rewriter.getI32Type());
    constexpr uint64_t descriptorFields =
        (uint64_t(128 >> 4) << 32) | (uint64_t(1) << 46);
    // In tensor-memory column order, as Triton 3.6 issues them.
    for (int64_t k = 0; k < repK; ++k)
      for (int64_t mn = 0; mn < repMN; ++mn) {
        Value address = b.ptrToInt(
            b.gep(base->getType(), rewriter.getI8Type(), *base,
                  b.i32Val((*offsets)[mn * repK + k])),
            rewriter.getI32Type());
        Value field =
            b.bitAnd(b.lshr(address, b.i32Val(4)), b.i32Val(0x3FFF));
        Value descriptor =
            b.bitOr(b.zext(field, rewriter.getI64Type()),
                    b.intVal(64, int64_t(descriptorFields)));
        Value column = b.add(dst, b.i32Val(int32_t((k * repMN + mn) * 4)));
        createInlineAsm(rewriter, loc, Type(),
                        "@$0 tcgen05.cp.cta_group::1.warpx4.32x128b [ $1 + 0 "
                        "], $2;",
                        "b,r,l", {pred, column, descriptor});
      }
    if (Value barrier = adaptor.getBarrier())
      createCommit(rewriter, loc, pred,
                   unpackSharedMemoryObject(loc, barrier, rewriter).base);
    TT_DEBUG(TT_DBGS() << "ttng.tmem_copy: " << repMN << "x" << repK
                       << " blocks of 128x4 scales, tcgen05.cp 32x128b\n");
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::triton::populateTCGen5MMAOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<TCGen5MMAOpConversion, TCGen5MMAScaledOpConversion,
               TCGen5CommitOpConversion, TMEMCopyOpConversion>(typeConverter);
}
