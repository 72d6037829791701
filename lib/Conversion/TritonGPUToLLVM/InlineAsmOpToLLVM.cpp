//===- InlineAsmOpToLLVM.cpp - tt.elementwise_inline_asm ------------------===//
//
// `tl.inline_asm_elementwise` as Triton 3.6 lowers it: each thread runs the
// assembly once per `packed_element` consecutive registers. Operands and
// results narrower than 32 bits travel packed in 32-bit vectors (four i8 or
// two f16 per register, at most `packed_element`); several results, or
// several registers of one result, come back as a struct. The assembly has
// side effects unless the op is `pure`.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "tt/Dialect/Triton/IR/Dialect.h"

using namespace mlir;
using namespace mlir::triton;

namespace {

/// Elements of `type` that share one 32-bit register, at most `packed`
/// (pointers and 32/64-bit values travel alone).
unsigned elementsPerRegister(Type type, unsigned packed) {
  unsigned bits = type.isIntOrFloat() ? type.getIntOrFloatBitWidth() : 64;
  return std::min(bits < 32 ? 32 / bits : 1u, packed);
}

/// Registers one operand or result of `elementType` (LLVM) takes for one
/// pack: a vector of elementsPerRegister, or the scalar.
Type registerType(Type elementType, unsigned perRegister) {
  return perRegister == 1 ? elementType
                          : Type(VectorType::get({perRegister}, elementType));
}

struct ElementwiseInlineAsmOpConversion
    : public ConvertOpToLLVMPattern<ElementwiseInlineAsmOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ElementwiseInlineAsmOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    unsigned packed = op.getPackedElement();
    SmallVector<SmallVector<Value>> operands;
    for (Value operand : adaptor.getArgs())
      operands.push_back(unpackLLElements(loc, operand, rewriter));
    size_t numRegisters =
        op.getResult().empty()
            ? (operands.empty() ? 1 : operands.front().size())
            : unpackCount(op.getResult().front().getType());
    if (packed == 0 || numRegisters % packed != 0)
      return op.emitError("tt.elementwise_inline_asm: packed_element ")
             << packed << " does not divide the " << numRegisters
             << " elements each thread holds";

    SmallVector<Type> resultElementTypes;
    SmallVector<Type> asmResultTypes;
    for (Value result : op.getResult()) {
      Type element =
          getTypeConverter()->convertType(getElementTypeOrSelf(result));
      unsigned perRegister = elementsPerRegister(element, packed);
      resultElementTypes.push_back(element);
      asmResultTypes.append(packed / perRegister,
                            registerType(element, perRegister));
    }
    Type asmResultType =
        asmResultTypes.empty()      ? Type()
        : asmResultTypes.size() == 1 ? asmResultTypes.front()
                                     : LLVM::LLVMStructType::getLiteral(
                                           getContext(), asmResultTypes);

    SmallVector<SmallVector<Value>> results(op.getNumResults());
    for (size_t start = 0; start < numRegisters; start += packed) {
      SmallVector<Value> asmOperands = packOperands(
          loc, rewriter, op, operands, start, packed);
      Value asmResult = createInlineAsm(
          rewriter, loc, asmResultType, op.getAsmString(), op.getConstraints(),
          asmOperands, /*hasSideEffects=*/!op.getPure());
      unpackResults(loc, rewriter, asmResult, asmResultTypes.size(),
                    resultElementTypes, packed, results);
    }
    SmallVector<Value> replacements;
    for (auto [result, values] : llvm::zip_equal(op.getResult(), results))
      replacements.push_back(packLLElements(loc, getTypeConverter(), values,
                                            rewriter, result.getType()));
    rewriter.replaceOp(op, replacements);
    return success();
  }

private:
  /// Registers per thread of `type` (1 for a scalar).
  size_t unpackCount(Type type) const {
    auto structType = dyn_cast_or_null<LLVM::LLVMStructType>(
        getTypeConverter()->convertType(type));
    return structType ? structType.getBody().size() : 1;
  }

  /// The asm operands of the pack at `start`: per operand, its registers
  /// start .. start + packed, narrow ones packed into 32-bit vectors.
  SmallVector<Value> packOperands(Location loc, OpBuilder &builder,
                                  ElementwiseInlineAsmOp op,
                                  ArrayRef<SmallVector<Value>> operands,
                                  size_t start, unsigned packed) const {
    TritonLLVMOpBuilder b(loc, builder);
    SmallVector<Value> asmOperands;
    for (auto [operand, values] : llvm::zip_equal(op.getArgs(), operands)) {
      Type element =
          getTypeConverter()->convertType(getElementTypeOrSelf(operand));
      unsigned perRegister = elementsPerRegister(element, packed);
      auto valueAt = [&](size_t index) {
        return values.size() == 1 ? values.front() : values[start + index];
      };
      for (unsigned first = 0; first < packed; first += perRegister) {
        if (perRegister == 1) {
          asmOperands.push_back(valueAt(first));
          continue;
        }
        Value vector = LLVM::UndefOp::create(
            builder, loc, registerType(element, perRegister));
        for (unsigned lane = 0; lane < perRegister; ++lane)
          vector = LLVM::InsertElementOp::create(builder, loc, vector,
                                                 valueAt(first + lane),
                                                 b.i32Val(lane));
        asmOperands.push_back(vector);
      }
    }
    return asmOperands;
  }

  /// Appends one pack's elements of each result to `results`.
  void unpackResults(Location loc, OpBuilder &builder, Value asmResult,
                     size_t numAsmResults, ArrayRef<Type> resultElementTypes,
                     unsigned packed,
                     MutableArrayRef<SmallVector<Value>> results) const {
    TritonLLVMOpBuilder b(loc, builder);
    unsigned asmIndex = 0;
    for (auto [element, values] : llvm::zip_equal(resultElementTypes, results)) {
      unsigned perRegister = elementsPerRegister(element, packed);
      for (unsigned first = 0; first < packed; first += perRegister) {
        Value reg = numAsmResults == 1
                        ? asmResult
                        : LLVM::ExtractValueOp::create(builder, loc, asmResult,
                                                       asmIndex);
        ++asmIndex;
        if (perRegister == 1) {
          values.push_back(reg);
          continue;
        }
        for (unsigned lane = 0; lane < perRegister; ++lane)
          values.push_back(
              LLVM::ExtractElementOp::create(builder, loc, reg, b.i32Val(lane)));
      }
    }
  }
};

} // namespace

void mlir::triton::populateInlineAsmOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<ElementwiseInlineAsmOpConversion>(typeConverter);
}
