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
// An instruction covers blockM rows (64 or 128) and blockN columns of the
// tensor memory accumulator, and 32 bytes of K. Shared operands go in as
// MMADescriptors.h's descriptors (version 1); an A operand in tensor memory
// by its address. The 32-bit instruction descriptor holds the accumulator
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
#include "tt/Support/Debug.h"

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

/// The (row << 16 | 32-bit column) offset of element (dim0, dim1) of a
/// tensor memory buffer from its address.
int32_t tmemOffsetOf(ttg::MemDescType type, int32_t dim0, int32_t dim1) {
  MLIRContext *ctx = type.getContext();
  FailureOr<LinearLayout> layout =
      ttg::toLinearLayout(type.getShape(), type.getEncoding());
  SmallVector<StringAttr> dims = ttg::standardOutDimNames(ctx, 2);
  LinearLayout::Point cell =
      layout->pseudoinvert().apply({{dims[0], dim0}, {dims[1], dim1}});
  int32_t row = cell[0].second, col = cell[1].second;
  col = col * int32_t(type.getElementTypeBitWidth()) / 32;
  return (row << 16) | col;
}

struct TCGen5MMAOpConversion
    : public ConvertOpToLLVMPattern<ttng::TCGen5MMAOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::TCGen5MMAOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getTwoCtas())
      return op.emitError("ttng.tc_gen5_mma: lowering of two-CTA MMAs is "
                          "not supported yet");
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    auto aType = cast<ttg::MemDescType>(op.getA().getType());
    auto bType = cast<ttg::MemDescType>(op.getB().getType());
    auto dType = cast<ttg::MemDescType>(op.getD().getType());
    auto dEncoding =
        dyn_cast<ttng::TensorMemoryEncodingAttr>(dType.getEncoding());
    auto bEncoding =
        dyn_cast<ttg::NVMMASharedEncodingAttr>(bType.getEncoding());
    bool aInTmem = isa<ttng::TensorMemorySpaceAttr>(aType.getMemorySpace());
    auto aEncoding =
        dyn_cast<ttg::NVMMASharedEncodingAttr>(aType.getEncoding());
    if (!dEncoding || !bEncoding || (!aInTmem && !aEncoding))
      return op.emitError("ttng.tc_gen5_mma: lowering needs NVMMA shared "
                          "operands (A may be in tensor memory) and a tensor "
                          "memory accumulator");
    Type dElement = dType.getElementType();
    if (!dElement.isF32() && !dElement.isF16())
      return op.emitError() << "ttng.tc_gen5_mma: " << dElement
                            << " accumulators are not lowered (f32 and f16 "
                               "are)";
    FailureOr<MMAKind> kind =
        mmaKind(op, aType.getElementType(), bType.getElementType());
    if (failed(kind))
      return failure();
    bool aMNMajor = !aInTmem && aEncoding.getTransposed();
    bool bMNMajor = !bEncoding.getTransposed();
    if (kind->name == "tf32" && (aMNMajor || bMNMajor))
      return op.emitError("ttng.tc_gen5_mma: tf32 operands must be K-major "
                          "(tcgen05 cannot transpose 32-bit elements)");

    int64_t M = dType.getShape()[0], N = dType.getShape()[1];
    int64_t K = aType.getShape()[1];
    unsigned aBits = aType.getElementTypeBitWidth();
    int64_t mmaM = dEncoding.getBlockM();
    int64_t mmaN = std::min<int64_t>(dEncoding.getBlockN(), N);
    int64_t mmaK = 256 / aBits;
    int64_t numRepM = llvm::divideCeil(M, mmaM);
    int64_t numRepN = llvm::divideCeil(N, mmaN);
    int64_t numRepK = llvm::divideCeil(K, mmaK);
    uint32_t idesc = (uint32_t(dElement.isF32()) << 4) |
                     (kind->aType << 7) | (kind->bType << 10) |
                     (uint32_t(aMNMajor) << 15) | (uint32_t(bMNMajor) << 16) |
                     (uint32_t(mmaN >> 3) << 17) | (uint32_t(mmaM >> 4) << 24);

    // Operands the issuing block uses are computed before the branch.
    Value dAddress = b.ptrToInt(adaptor.getD(), rewriter.getI32Type());
    Value aAddress = aInTmem
                         ? b.ptrToInt(adaptor.getA(), rewriter.getI32Type())
                         : Value();
    FailureOr<Value> aBase =
        aInTmem ? FailureOr<Value>(Value())
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

    Value elected = NVVM::ElectSyncOp::create(rewriter, loc,
                                              rewriter.getI1Type(), Value());
    Value zero = b.i32Val(0);
    std::optional<SharedOperandDescriptors> aDescriptors;
    if (!aInTmem)
      aDescriptors.emplace(b, aType, *aBase, aMNMajor, mmaM, mmaK, mmaM, zero,
                           /*version1=*/true);
    SharedOperandDescriptors bDescriptors(b, bType, *bBase, bMNMajor, mmaN,
                                          mmaK, mmaN, zero, /*version1=*/true);
    Value instrDescriptor = b.i32Val(int32_t(idesc));
    std::string opcode =
        "tcgen05.mma.cta_group::1.kind::" + kind->name.str() + " ";
    for (int64_t m = 0; m < numRepM; ++m)
      for (int64_t n = 0; n < numRepN; ++n) {
        Value useD = adaptor.getUseD();
        int32_t accOffset = tmemOffsetOf(dType, m * mmaM, n * mmaN);
        for (int64_t k = 0; k < numRepK; ++k) {
          std::string acc = "[ $0 + " + std::to_string(accOffset) + " ]";
          Value bDesc = bDescriptors.get(n, k);
          if (aInTmem) {
            int32_t aOffset = tmemOffsetOf(aType, m * mmaM, k * mmaK);
            createInlineAsm(rewriter, loc, Type(),
                            "@$5 " + opcode + acc + ", [ $1 + " +
                                std::to_string(aOffset) + " ], $2, $3, $4;",
                            "r,r,l,r,b,b",
                            {dAddress, aAddress, bDesc, instrDescriptor, useD,
                             elected});
          } else {
            createInlineAsm(rewriter, loc, Type(),
                            "@$5 " + opcode + acc + ", $1, $2, $3, $4;",
                            "r,l,l,r,b,b",
                            {dAddress, aDescriptors->get(m, k), bDesc,
                             instrDescriptor, useD, elected});
          }
          useD = b.trueVal();
        }
      }
    for (auto [barrier, pred] : llvm::zip(barriers, adaptor.getBarrierPreds()))
      createInlineAsm(rewriter, loc, Type(),
                      "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one."
                      "b64 [$1];",
                      "b,l", {b.bitAnd(pred, elected), barrier});
    LLVM::BrOp::create(rewriter, loc, ValueRange(), after);
    TT_DEBUG(TT_DBGS() << "tc_gen5_mma: " << numRepM << "x" << numRepN << "x"
                       << numRepK << " tcgen05.mma.kind::" << kind->name
                       << " (M " << mmaM << ", N " << mmaN << ", idesc 0x"
                       << llvm::utohexstr(idesc) << "), "
                       << barriers.size() << " commit(s)\n");
    if (token)
      rewriter.replaceOp(op, token);
    else
      rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::triton::populateTCGen5MMAOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<TCGen5MMAOpConversion>(typeConverter);
}
