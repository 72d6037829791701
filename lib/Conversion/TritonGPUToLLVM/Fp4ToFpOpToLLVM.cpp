//===- Fp4ToFpOpToLLVM.cpp - fp4 (e2m1) pairs to f16 or bf16 ---------------===//
//
// ttg.fp4_to_fp unpacks i8 registers that each hold two e2m1 values (low
// nibble first) into f16 or bf16 registers, two per input register, in
// register order (the op's result layout puts a byte's two values in
// consecutive registers). As in Triton 3.6, four bytes go through one
// inline-PTX block that writes four 32-bit registers of two results each.
//
// Every e2m1 value is exact in f16 and bf16, so the conversion is a table
// lookup: `prmt` picks, for four 3-bit magnitudes at once, each result's
// high byte (and for bf16 its low byte) from an 8-entry byte table held in
// two 32-bit immediates; a second `prmt` turns the sign bits into 0x80
// bytes; two more interleave low and high bytes into 16-bit lanes.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"
#include "llvm/ADT/StringExtras.h"

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;

namespace {

/// An 8-entry byte table for `prmt`: entry m is byte m of {high:low}.
struct ByteTable {
  uint32_t low;  // entries 0-3
  uint32_t high; // entries 4-7
};

/// The bytes of the result for the e2m1 magnitudes 0, 0.5, 1, 1.5, 2, 3,
/// 4, 6.
struct Fp4Tables {
  ByteTable highBytes;
  std::optional<ByteTable> lowBytes; // none: all zero (f16)
};

constexpr Fp4Tables kToF16{{0x3E3C3800, 0x46444240}, std::nullopt};
constexpr Fp4Tables kToBF16{{0x3F3F3F00, 0x40404040},
                            ByteTable{0xC0800000, 0xC0804000}};

/// The inline PTX converting the eight e2m1 values of $4 into $0-$3, in
/// Triton 3.6's instruction count for bf16 (17): `prmt` reads only the low
/// 16 bits of its selector, so one mask gives the magnitudes of values 0-3
/// and, shifted down 16, of 4-7, and one the sign bits of both halves
/// (shifted down 3 and 19 onto the selectors' low bits). Masking each half
/// on its own cost two more instructions per four bytes, a 5% longer loop
/// in test/corpus's dot_scaled_e2m1_w8.
std::string upcastPtx(const Fp4Tables &tables) {
  auto lookup = [](StringRef dst, const ByteTable &table, StringRef sel) {
    return ("prmt.b32 " + dst + ", 0x" + llvm::utohexstr(table.low) + ", 0x" +
            llvm::utohexstr(table.high) + ", " + sel + ";\n\t")
        .str();
  };
  std::string ptx = "{\n\t.reg .b32 mag<2>, sgn<3>, hi<2>, lo<2>;\n\t"
                    // 3-bit magnitudes: values 0-3 in mag0's low half,
                    // 4-7 in mag1's
                    "and.b32 mag0, $4, 0x77777777;\n\t"
                    "shr.u32 mag1, mag0, 16;\n\t"
                    // sign bits as 0/1 selectors into {0x00, 0x80}
                    "and.b32 sgn2, $4, 0x88888888;\n\t"
                    "shr.u32 sgn0, sgn2, 3;\n\t"
                    "shr.u32 sgn1, sgn2, 19;\n\t"
                    "prmt.b32 sgn0, 0x8000, 0, sgn0;\n\t"
                    "prmt.b32 sgn1, 0x8000, 0, sgn1;\n\t";
  ptx += lookup("hi0", tables.highBytes, "mag0");
  ptx += lookup("hi1", tables.highBytes, "mag1");
  ptx += "or.b32 hi0, hi0, sgn0;\n\tor.b32 hi1, hi1, sgn1;\n\t";
  if (tables.lowBytes) {
    ptx += lookup("lo0", *tables.lowBytes, "mag0");
    ptx += lookup("lo1", *tables.lowBytes, "mag1");
  } else {
    ptx += "mov.b32 lo0, 0;\n\tmov.b32 lo1, 0;\n\t";
  }
  // result lanes: (lo, hi) byte pairs of values 0,1 | 2,3 | 4,5 | 6,7
  ptx += "prmt.b32 $0, lo0, hi0, 0x5140;\n\t"
         "prmt.b32 $1, lo0, hi0, 0x7362;\n\t"
         "prmt.b32 $2, lo1, hi1, 0x5140;\n\t"
         "prmt.b32 $3, lo1, hi1, 0x7362;\n\t}";
  return ptx;
}

struct Fp4ToFpOpConversion
    : public ConvertOpToLLVMPattern<triton::gpu::Fp4ToFpOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(triton::gpu::Fp4ToFpOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type elementType = op.getType().getElementType();
    if (!elementType.isF16() && !elementType.isBF16())
      return op.emitError() << "ttg.fp4_to_fp: results of " << elementType
                            << " are not lowered (f16 and bf16 are)";
    SmallVector<Value> bytes =
        unpackLLElements(loc, adaptor.getSrc(), rewriter);
    if (bytes.size() % 4 != 0)
      return op.emitError()
             << "ttg.fp4_to_fp: " << bytes.size()
             << " input registers per thread; the lowering converts groups "
                "of four bytes";
    TritonLLVMOpBuilder b(loc, rewriter);
    std::string ptx = upcastPtx(elementType.isF16() ? kToF16 : kToBF16);
    Type i32 = rewriter.getI32Type();
    auto resultType = LLVM::LLVMStructType::getLiteral(
        rewriter.getContext(), SmallVector<Type>(4, i32));
    auto byteVector = VectorType::get(4, rewriter.getI8Type());
    auto pairVector = VectorType::get(2, elementType);
    SmallVector<Value> results;
    for (size_t i = 0; i < bytes.size(); i += 4) {
      Value packed = b.undef(byteVector);
      for (unsigned j = 0; j < 4; ++j)
        packed = b.insertElement(packed, bytes[i + j], j);
      Value words =
          createInlineAsm(rewriter, loc, resultType, ptx, "=r,=r,=r,=r,r",
                          {b.bitcast(packed, i32)}, /*hasSideEffects=*/false);
      for (unsigned w = 0; w < 4; ++w) {
        Value pair = b.bitcast(b.extractVal(words, w), pairVector);
        results.push_back(b.extractElement(pair, 0));
        results.push_back(b.extractElement(pair, 1));
      }
    }
    TT_DEBUG(TT_DBGS() << "fp4_to_fp: " << bytes.size() << " bytes -> "
                       << results.size() << " " << elementType
                       << " per thread\n");
    rewriter.replaceOp(op, packLLElements(loc, getTypeConverter(), results,
                                          rewriter, op.getType()));
    return success();
  }
};

} // namespace

void mlir::triton::populateFp4ToFpOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<Fp4ToFpOpConversion>(typeConverter);
}
