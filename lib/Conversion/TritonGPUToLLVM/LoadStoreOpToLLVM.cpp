//===- LoadStoreOpToLLVM.cpp - Global loads and stores as predicated PTX --===//
//
// tt.load / tt.store through a tensor of pointers (or one pointer) become
// Triton 3.6's inline PTX, one instruction per vector of `vec` registers:
//
//   vec      = min(128 bits / element bits, pointer contiguity (axis info,
//              alignment and the layout's contiguous registers), mask
//              constancy); 1 for a scalar
//   width    = min(vec * element bits, max(32, element bits)) bits a word,
//   nWords   = vec * element bits / width  (the .v2/.v4 of the access)
//
//   load:  mov.u32 $0, <other or 0x0>; ...
//          @$p ld.global[.volatile][.ca|.cg][.L1::evict_*].v4.b32 { $0, ... }, [ $a + 0 ];
//   store: @$p st.global[.wb|.cg|.cs|.wt][.L1::evict_*].v4.b32 [ $a + 0 ], { $0, ... };
//
// A load's predicate is its mask (all threads load); a store's is the mask
// AND "this thread holds the first copy of the elements" (the layout's
// broadcast lanes, warps and CTAs store nothing; for a scalar, only thread
// 0 of CTA 0 of the cluster stores). An access with neither has no
// predicate at all, as in Triton (no `@$p` and no `i1 true` operand).
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "tt/Analysis/AxisInfo.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Support/Debug.h"
#include "llvm/ADT/StringExtras.h"

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;

namespace {

/// How one access of `vec` elements splits into PTX words.
struct AccessShape {
  unsigned vec;
  unsigned elementBits;
  unsigned width;  // bits of one word
  unsigned nWords; // words of one access

  AccessShape(unsigned vec, unsigned elementBits)
      : vec(vec), elementBits(elementBits) {
    unsigned totalWidth = vec * elementBits;
    width = std::min(totalWidth, std::max(32u, elementBits));
    nWords = std::max(1u, totalWidth / width);
  }
  unsigned elementsPerWord() const { return width / elementBits; }
  /// The register constraint of one word (Triton's: 64 -> l, 32 -> r,
  /// narrower -> c).
  StringRef constraint() const {
    return width == 64 ? "l" : width == 32 ? "r" : "c";
  }
  /// ".v4" for four words, nothing for one.
  std::string vectorSuffix() const {
    return nWords > 1 ? ".v" + std::to_string(nWords) : "";
  }
};

unsigned bitWidthOf(Type type) {
  return type.isIntOrFloat() ? type.getIntOrFloatBitWidth() : 64;
}

/// Global accesses move whole bytes; Triton's frontend loads and stores
/// booleans as i8, so i1 elements only come from hand-written IR.
LogicalResult checkWholeBytes(Operation *op, Type elementType) {
  if (bitWidthOf(elementType) >= 8)
    return success();
  return op->emitError() << op->getName() << " of " << elementType
                         << " elements: sub-byte global accesses are not "
                            "lowered (Triton's frontend uses i8 for i1)";
}

/// "$i, $j, ..." of `count` consecutive operands from `first`.
std::string operandList(unsigned first, unsigned count) {
  SmallVector<std::string> names;
  for (unsigned i = 0; i < count; ++i)
    names.push_back("$" + std::to_string(first + i));
  return llvm::join(names, ", ");
}

std::string evictionSuffix(EvictionPolicy policy) {
  switch (policy) {
  case EvictionPolicy::EVICT_FIRST:
    return ".L1::evict_first";
  case EvictionPolicy::EVICT_LAST:
    return ".L1::evict_last";
  default:
    return "";
  }
}

/// Common to loads and stores: the axis info (vector widths) and packing.
template <typename SourceOp>
struct MemoryAccessConversion : public ConvertOpToLLVMPattern<SourceOp> {
  MemoryAccessConversion(TritonGPUToLLVMTypeConverter &typeConverter,
                         const ModuleAxisInfoAnalysis &axisInfo)
      : ConvertOpToLLVMPattern<SourceOp>(typeConverter), axisInfo(axisInfo) {}

  /// The registers of `value`, or `count` copies of a scalar.
  static SmallVector<Value> registersOf(Location loc, Value value,
                                        size_t count, OpBuilder &builder) {
    SmallVector<Value> values = unpackLLElements(loc, value, builder);
    if (values.size() == 1 && count > 1)
      values.assign(count, values.front());
    return values;
  }

  /// Word `word` of the access starting at register `start`: its elements
  /// packed into an integer of the word's width.
  static Value packWord(TritonLLVMOpBuilder &b, ArrayRef<Value> values,
                        const AccessShape &shape, Type elementType,
                        size_t start, unsigned word) {
    unsigned perWord = shape.elementsPerWord();
    auto vectorType = VectorType::get(perWord, elementType);
    Value vector = b.undef(vectorType);
    for (unsigned i = 0; i < perWord; ++i) {
      Value element = values[start + word * perWord + i];
      if (isa<LLVM::LLVMPointerType>(element.getType()))
        element = LLVM::PtrToIntOp::create(*b.builder, b.loc,
                                           b.builder->getI64Type(), element);
      vector = b.insertElement(vector, element, i);
    }
    return b.bitcast(vector, b.builder->getIntegerType(shape.width));
  }

  const ModuleAxisInfoAnalysis &axisInfo;
};

struct LoadOpConversion : public MemoryAccessConversion<triton::LoadOp> {
  using MemoryAccessConversion::MemoryAccessConversion;

  LogicalResult
  matchAndRewrite(triton::LoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type resultType = op.getType();
    Type elementType =
        getTypeConverter()->convertType(getElementTypeOrSelf(resultType));
    if (!elementType || !getTypeConverter()->convertType(resultType))
      return rewriter.notifyMatchFailure(op, "unconvertible type");
    if (!isa<triton::PointerType>(getElementTypeOrSelf(op.getPtr().getType())))
      return rewriter.notifyMatchFailure(op, "block pointers");
    if (isa<LLVM::LLVMPointerType>(elementType))
      return rewriter.notifyMatchFailure(op, "loads of pointers");
    TritonLLVMOpBuilder b(loc, rewriter);
    SmallVector<Value> ptrs = unpackLLElements(loc, adaptor.getPtr(), rewriter);
    size_t numElements = ptrs.size();
    SmallVector<Value> masks, others;
    if (adaptor.getMask())
      masks = registersOf(loc, adaptor.getMask(), numElements, rewriter);
    if (adaptor.getOther())
      others = registersOf(loc, adaptor.getOther(), numElements, rewriter);

    if (failed(checkWholeBytes(op, elementType)))
      return failure();
    unsigned elementBits = bitWidthOf(elementType);
    AccessShape shape(
        getAccessVectorSize(axisInfo, op.getPtr(), op.getMask(), elementBits),
        elementBits);
    TT_DEBUG(TT_DBGS() << "tt.load: " << numElements << " registers, vec "
                       << shape.vec << ", " << shape.nWords << " x b"
                       << shape.width << (masks.empty() ? "" : ", masked")
                       << (others.empty() ? "" : ", other") << "\n");

    SmallVector<Value> loaded;
    for (size_t start = 0; start < numElements; start += shape.vec) {
      Value pred = masks.empty() ? Value() : masks[start];
      SmallVector<Value> operands;
      if (!others.empty())
        for (unsigned word = 0; word < shape.nWords; ++word)
          operands.push_back(
              packWord(b, others, shape, elementType, start, word));
      operands.push_back(ptrs[start]);
      if (pred)
        operands.push_back(pred);
      Value words = emitLoad(rewriter, loc, op, shape, operands,
                             /*hasOther=*/!others.empty(), pred);
      appendElements(b, words, shape, elementType, loaded);
    }
    rewriter.replaceOp(op, packLLElements(loc, getTypeConverter(), loaded,
                                          rewriter, resultType));
    return success();
  }

  /// The asm: destinations initialised (from `other` or to 0), then the
  /// predicated load.
  static Value emitLoad(OpBuilder &builder, Location loc, triton::LoadOp op,
                        const AccessShape &shape, ValueRange operands,
                        bool hasOther, Value pred) {
    unsigned nWords = shape.nWords;
    unsigned addressIndex = hasOther ? 2 * nWords : nWords;
    unsigned movWidth = std::max(shape.width, 16u);
    SmallVector<std::string> lines;
    for (unsigned word = 0; word < nWords; ++word)
      lines.push_back("mov.u" + std::to_string(movWidth) + " $" +
                      std::to_string(word) + ", " +
                      (hasOther ? "$" + std::to_string(nWords + word)
                                : std::string("0x0")) +
                      ";");
    std::string ld = "ld";
    if (op.getIsVolatile())
      ld += ".volatile";
    ld += ".global";
    if (op.getCache() == CacheModifier::CA)
      ld += ".ca";
    if (op.getCache() == CacheModifier::CG)
      ld += ".cg";
    ld += evictionSuffix(op.getEvict());
    ld += shape.vectorSuffix() + ".b" + std::to_string(shape.width);
    lines.push_back(predicatePrefix(pred, addressIndex + 1) + ld + " { " + operandList(0, nWords) + " }, [ $" +
                    std::to_string(addressIndex) + " + 0 ];");

    SmallVector<std::string> constraints(nWords, "=" + shape.constraint().str());
    if (hasOther)
      constraints.append(nWords, shape.constraint().str());
    constraints.push_back("l");
    if (pred)
      constraints.push_back("b");

    Type word = builder.getIntegerType(shape.width);
    Type resultType =
        nWords == 1 ? word
                    : LLVM::LLVMStructType::getLiteral(
                          builder.getContext(), SmallVector<Type>(nWords, word));
    return createInlineAsm(builder, loc, resultType, llvm::join(lines, "\n\t"),
                           llvm::join(constraints, ","), operands);
  }

  static void appendElements(TritonLLVMOpBuilder &b, Value words,
                             const AccessShape &shape, Type elementType,
                             SmallVector<Value> &loaded) {
    unsigned perWord = shape.elementsPerWord();
    auto vectorType = VectorType::get(perWord, elementType);
    for (unsigned word = 0; word < shape.nWords; ++word) {
      Value bits = shape.nWords == 1 ? words : b.extractVal(words, word);
      Value vector = b.bitcast(bits, vectorType);
      for (unsigned i = 0; i < perWord; ++i)
        loaded.push_back(b.extractElement(vector, i));
    }
  }
};

struct StoreOpConversion : public MemoryAccessConversion<triton::StoreOp> {
  using MemoryAccessConversion::MemoryAccessConversion;

  LogicalResult
  matchAndRewrite(triton::StoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type valueType = op.getValue().getType();
    Type elementType =
        getTypeConverter()->convertType(getElementTypeOrSelf(valueType));
    if (!elementType || !getTypeConverter()->convertType(valueType))
      return rewriter.notifyMatchFailure(op, "unconvertible type");
    if (!isa<triton::PointerType>(getElementTypeOrSelf(op.getPtr().getType())))
      return rewriter.notifyMatchFailure(op, "block pointers");
    TritonLLVMOpBuilder b(loc, rewriter);
    SmallVector<Value> ptrs = unpackLLElements(loc, adaptor.getPtr(), rewriter);
    size_t numElements = ptrs.size();
    SmallVector<Value> values =
        registersOf(loc, adaptor.getValue(), numElements, rewriter);
    SmallVector<Value> masks;
    if (adaptor.getMask())
      masks = registersOf(loc, adaptor.getMask(), numElements, rewriter);

    if (failed(checkWholeBytes(op, elementType)))
      return failure();
    std::optional<LinearLayout> layout;
    if (isa<RankedTensorType>(op.getPtr().getType()))
      layout = *triton::gpu::toLinearLayout(op.getPtr().getType());
    Value firstCopy =
        emitRedundantThreadPredicate(loc, rewriter, layout ? &*layout : nullptr);

    unsigned elementBits = bitWidthOf(elementType);
    AccessShape shape(
        getAccessVectorSize(axisInfo, op.getPtr(), op.getMask(), elementBits),
        elementBits);
    TT_DEBUG(TT_DBGS() << "tt.store: " << numElements << " registers, vec "
                       << shape.vec << ", " << shape.nWords << " x b"
                       << shape.width << (masks.empty() ? "" : ", masked")
                       << "\n");

    for (size_t start = 0; start < numElements; start += shape.vec) {
      Value pred = andPredicates(b, firstCopy,
                                 masks.empty() ? Value() : masks[start]);
      SmallVector<Value> operands;
      for (unsigned word = 0; word < shape.nWords; ++word)
        operands.push_back(packWord(b, values, shape, elementType, start, word));
      operands.push_back(ptrs[start]);
      if (pred)
        operands.push_back(pred);
      emitStore(rewriter, loc, op, shape, operands, pred);
    }
    rewriter.eraseOp(op);
    return success();
  }

  static void emitStore(OpBuilder &builder, Location loc, triton::StoreOp op,
                        const AccessShape &shape, ValueRange operands,
                        Value pred) {
    unsigned nWords = shape.nWords;
    std::string st = "st.global";
    switch (op.getCache()) {
    case CacheModifier::WB:
      st += ".wb";
      break;
    case CacheModifier::CG:
      st += ".cg";
      break;
    case CacheModifier::CS:
      st += ".cs";
      break;
    case CacheModifier::WT:
      st += ".wt";
      break;
    default:
      break;
    }
    st += evictionSuffix(op.getEvict());
    st += shape.vectorSuffix() + ".b" + std::to_string(shape.width);
    std::string asmString = predicatePrefix(pred, nWords + 1) + st + " [ $" + std::to_string(nWords) + " + 0 ], { " +
                            operandList(0, nWords) + " };";
    SmallVector<std::string> constraints(nWords, shape.constraint().str());
    constraints.push_back("l");
    if (pred)
      constraints.push_back("b");
    createInlineAsm(builder, loc, Type(), asmString,
                    llvm::join(constraints, ","), operands);
  }
};

} // namespace

void mlir::triton::populateLoadStoreOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns,
    const ModuleAxisInfoAnalysis &axisInfo) {
  patterns.add<LoadOpConversion, StoreOpConversion>(typeConverter, axisInfo);
}
