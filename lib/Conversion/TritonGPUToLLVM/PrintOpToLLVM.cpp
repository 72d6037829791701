//===- PrintOpToLLVM.cpp - tt.print as device printf ----------------------===//
//
// tt.print becomes CUDA's `vprintf(format, args)`, as in Triton 3.6: one call
// per register of each operand, printing
//
//   pid (<ctaid.x>, <ctaid.y>, <ctaid.z>) idx (<i0>, <i1>, ...)<prefix><value>
//
// (`(operand <n>) ` before the value when there are several operands; the
// index has no digits for scalars; an op without operands prints the pids
// and the prefix). Indices are padded to the digits of their dim, values are
// %f (floats promoted to f64), %i / %u by the op's isSigned (64-bit: %lli /
// %llu), 0x%0<n>x for hex, %p for pointers. The arguments go in a struct on
// the stack (integers narrower than 32 bits widened to i32). The format is
// an internal global "printfFormat_<n>" shared by the calls of one operand.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace mlir;
using namespace mlir::triton;

namespace {

/// The printf conversion of one value.
std::string formatOf(Type type, bool isSigned, bool hex) {
  if (isa<LLVM::LLVMPointerType>(type))
    return "%p";
  unsigned bits = type.getIntOrFloatBitWidth();
  if (hex)
    return "0x%0" + std::to_string(bits / 4) + (bits > 32 ? "ll" : "") + "x";
  if (isa<FloatType>(type))
    return "%f";
  std::string length = bits == 64 ? "ll" : "";
  return "%" + length + (isSigned ? "i" : "u");
}

/// What vprintf reads for `value`: floats as f64, integers as at least i32
/// (hex floats as their bits).
Value promoteForPrintf(OpBuilder &builder, Location loc, Value value,
                       bool isSigned, bool hex) {
  Type type = value.getType();
  if (isa<FloatType>(type)) {
    if (!hex)
      return type.isF64() ? value
                          : LLVM::FPExtOp::create(builder, loc,
                                                  builder.getF64Type(), value);
    type = builder.getIntegerType(type.getIntOrFloatBitWidth());
    value = LLVM::BitcastOp::create(builder, loc, type, value);
  }
  if (!type.isInteger() || type.getIntOrFloatBitWidth() >= 32)
    return value;
  if (isSigned)
    return LLVM::SExtOp::create(builder, loc, builder.getI32Type(), value);
  return LLVM::ZExtOp::create(builder, loc, builder.getI32Type(), value);
}

/// vprintf(format, &{args...}).
void callVprintf(OpBuilder &builder, Location loc, Operation *from,
                 Value format, ArrayRef<Value> args) {
  MLIRContext *ctx = builder.getContext();
  TritonLLVMOpBuilder b(loc, builder);
  auto ptrType = LLVM::LLVMPointerType::get(ctx);
  auto structType = LLVM::LLVMStructType::getLiteral(
      ctx, llvm::to_vector(ValueRange(args).getTypes()));
  Value buffer = LLVM::AllocaOp::create(builder, loc, ptrType, structType,
                                        b.i32Val(1), /*alignment=*/0);
  for (auto [index, arg] : llvm::enumerate(args)) {
    Value field = LLVM::GEPOp::create(
        builder, loc, ptrType, structType, buffer,
        ArrayRef<LLVM::GEPArg>{0, static_cast<int32_t>(index)});
    LLVM::StoreOp::create(builder, loc, arg, field);
  }
  auto vprintfType = LLVM::LLVMFunctionType::get(builder.getI32Type(),
                                                 {ptrType, ptrType});
  LLVM::LLVMFuncOp vprintf =
      getOrInsertFunction(builder, from, "vprintf", vprintfType);
  LLVM::CallOp::create(builder, loc, vprintf, ValueRange{format, buffer});
}

struct PrintOpConversion : public ConvertOpToLLVMPattern<PrintOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(PrintOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type i32 = rewriter.getI32Type();
    SmallVector<Value> pids = {NVVM::BlockIdXOp::create(rewriter, loc, i32),
                               NVVM::BlockIdYOp::create(rewriter, loc, i32),
                               NVVM::BlockIdZOp::create(rewriter, loc, i32)};
    std::string pidFormat = "pid (%u, %u, %u)";
    if (op.getArgs().empty()) {
      Value format = addStringToModule(loc, rewriter, op, "printfFormat_",
                                       pidFormat + op.getPrefix().str() + "\n");
      callVprintf(rewriter, loc, op, format, pids);
      rewriter.eraseOp(op);
      return success();
    }
    for (auto [index, operand] : llvm::enumerate(adaptor.getArgs())) {
      if (failed(printOperand(op, index, operand, pids, pidFormat, rewriter)))
        return failure();
    }
    rewriter.eraseOp(op);
    return success();
  }

  LogicalResult printOperand(PrintOp op, size_t index, Value operand,
                             ArrayRef<Value> pids, StringRef pidFormat,
                             ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    SmallVector<Value> values = unpackLLElements(loc, operand, rewriter);
    SmallVector<SmallVector<Value>> indices(values.size());
    SmallVector<int> widths;
    if (auto type = dyn_cast<RankedTensorType>(op.getArgs()[index].getType())) {
      FailureOr<SmallVector<SmallVector<Value>>> coords =
          emitIndices(loc, rewriter, type);
      if (failed(coords))
        return op->emitError() << op->getName() << ": " << type
                               << " has no linear layout";
      indices = std::move(*coords);
      for (int64_t size : type.getShape())
        widths.push_back(size > 0 ? std::ceil(std::log10(size)) : 0);
    }
    ArrayRef<int32_t> isSignedFlags = op.getIsSigned();
    bool isSigned = index < isSignedFlags.size() && isSignedFlags[index];
    bool hex = op.getHex();

    std::string text;
    llvm::raw_string_ostream format(text);
    format << pidFormat << " idx (";
    for (auto [dim, width] : llvm::enumerate(widths))
      format << (dim ? ", " : "") << "%" << width << "u";
    format << ")" << op.getPrefix();
    if (op.getArgs().size() > 1)
      format << "(operand " << index << ") ";
    format << formatOf(values[0].getType(), isSigned, hex) << "\n";
    Value formatString =
        addStringToModule(loc, rewriter, op, "printfFormat_", text);

    for (auto [value, coords] : llvm::zip_equal(values, indices)) {
      SmallVector<Value> args(pids);
      llvm::append_range(args, coords);
      args.push_back(promoteForPrintf(rewriter, loc, value, isSigned, hex));
      callVprintf(rewriter, loc, op, formatString, args);
    }
    return success();
  }
};

} // namespace

void mlir::triton::populatePrintOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<PrintOpConversion>(typeConverter);
}
