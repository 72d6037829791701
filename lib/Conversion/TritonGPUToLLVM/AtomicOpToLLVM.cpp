//===- AtomicOpToLLVM.cpp - Global atomics as predicated PTX --------------===//
//
// tt.atomic_rmw / tt.atomic_cas become Triton 3.6's inline PTX, one `atom`
// per group of registers (the two orders of .sem and .scope are Triton's):
//
//   rmw: mov.u32 $0, 0x0;
//        @$3 atom.global.<scope>.<sem>.<op>[.vN].<type> $0, [ $1 + 0 ], $2;
//   cas: mov.u32 $0, 0x0;
//        @$4 atom.global.<sem>.<scope>.cas.b<bits> $0, [ $1 + 0 ], $2, $3;
//
//   <op>.<type>: and/or/xor/exch .b, add .u, max/min .s, umax/umin max/min .u,
//   fadd add[.noftz] .f/.bf (16-bit floats take .noftz).
//
// Group size: an fadd of f16/bf16/f32 from sm_90 (PTX 8.1) is vectorised by
// the axis info (`.v2`..`.v8`, `{ $0, $1 }` lists); before that, two f16
// fadds pack into one `.f16x2`. Everything else is one register at a time.
//
// A scalar relaxed/acquire add of constant 0 is a load: nvg.ld_acquire
// (`ld.global.<scope>.<sem>`, lowered by convert-nv-gpu-to-llvm), as in
// Triton.
//
// Predicate: the mask AND "this thread holds the first copy" (broadcast
// lanes, warps and CTAs issue nothing; a register the layout duplicates
// reuses its first copy's result). A scalar atomic is issued by thread 0 of
// CTA 0 only; when its result is used, it reaches every thread through the
// op's scratch (allocation.offset): atom, predicated st.shared, barrier,
// ld.shared (Membar puts a barrier before the op where the scratch may still
// be read, e.g. in a loop).
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "tt/Analysis/AxisInfo.h"
#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Support/Debug.h"
#include "llvm/ADT/StringExtras.h"

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;

namespace {

/// The register class of a `bits`-wide operand.
std::string registerConstraint(unsigned bits) {
  return bits == 64 ? "l" : bits == 32 ? "r" : "h";
}

/// "$first" or, for several, "{ $first, ..., $(first+count-1) }".
std::string operandGroup(unsigned first, unsigned count) {
  if (count == 1)
    return "$" + std::to_string(first);
  SmallVector<std::string> names;
  for (unsigned i = 0; i < count; ++i)
    names.push_back("$" + std::to_string(first + i));
  return "{ " + llvm::join(names, ", ") + " }";
}

/// One predicated atom: `numResults` destinations (zeroed first, as Triton's
/// PTXBuilder does) of `resultBits` each, the address, then each group of
/// `values`, the predicate last (none when `pred` is null). Returns the
/// asm's result (`resultType`).
Value emitAtom(OpBuilder &builder, Location loc, StringRef instruction,
               Type resultType, unsigned numResults, unsigned resultBits,
               Value ptr, ArrayRef<SmallVector<Value>> values, Value pred) {
  std::string constraint = registerConstraint(resultBits);
  SmallVector<std::string> lines, constraints;
  for (unsigned i = 0; i < numResults; ++i) {
    lines.push_back("mov.u" + std::to_string(resultBits) + " $" +
                    std::to_string(i) + ", 0x0;");
    constraints.push_back("=" + constraint);
  }
  SmallVector<Value> operands{ptr};
  constraints.push_back("l");
  std::string atom = instruction.str() + " " + operandGroup(0, numResults) +
                     ", [ $" + std::to_string(numResults) + " + 0 ]";
  for (const SmallVector<Value> &group : values) {
    atom += ", " + operandGroup(numResults + operands.size(), group.size());
    for (Value value : group) {
      operands.push_back(value);
      constraints.push_back(constraint);
    }
  }
  if (pred) {
    operands.push_back(pred);
    constraints.push_back("b");
  }
  lines.push_back(predicatePrefix(pred, numResults + operands.size() - 1) +
                  atom + ";");
  return createInlineAsm(builder, loc, resultType, llvm::join(lines, "\n\t"),
                         llvm::join(constraints, ","), operands);
}

/// What tt.atomic_rmw and tt.atomic_cas share: the first-copy predicate,
/// the duplicated registers, and the result (a register struct, or a scalar
/// broadcast through shared memory).
template <typename SourceOp>
struct AtomicConversionBase : public ConvertOpToLLVMPattern<SourceOp> {
  using ConvertOpToLLVMPattern<SourceOp>::ConvertOpToLLVMPattern;

  /// Issues the atomics of `op`: `issue(first, pred)` emits one for the
  /// `step` registers from `first` and returns their old values. `masks`
  /// (one per register, or none) narrow the predicate.
  LogicalResult
  lowerAtomic(SourceOp op, size_t numRegisters, unsigned step,
              ArrayRef<Value> masks,
              function_ref<SmallVector<Value>(size_t, Value)> issue,
              ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    Type ptrType = op.getPtr().getType();
    bool isScalar = !isa<RankedTensorType>(ptrType);
    bool broadcastsResult = isScalar && !op.getResult().use_empty();
    if (broadcastsResult && triton::gpu::lookupNumCTAs(op) != 1)
      return op.emitError()
             << op->getName() << ": a scalar atomic's result cannot be "
             << "broadcast across CTAs (ttg.num-ctas > 1) yet";

    std::optional<LinearLayout> layout;
    int32_t duplicateRegisters = 0;
    if (!isScalar) {
      layout = *triton::gpu::toLinearLayout(ptrType);
      duplicateRegisters = layout->getFreeVariableMasks().lookup(
          StringAttr::get(rewriter.getContext(), "register"));
    }
    Value firstCopy = emitRedundantThreadPredicate(loc, rewriter,
                                                   layout ? &*layout : nullptr);

    SmallVector<Value> results(numRegisters);
    Value pred;
    for (size_t start = 0; start < numRegisters; start += step) {
      size_t copyOf = start & ~size_t(duplicateRegisters);
      if (copyOf != start) {
        std::copy_n(results.begin() + copyOf, step, results.begin() + start);
        continue;
      }
      pred = andPredicates(b, firstCopy,
                           masks.empty() ? Value() : masks[start]);
      llvm::copy(issue(start, pred), results.begin() + start);
    }

    if (!isScalar) {
      rewriter.replaceOp(op, packLLElements(loc, this->getTypeConverter(),
                                            results, rewriter, op.getType()));
      return success();
    }
    if (!broadcastsResult) {
      rewriter.eraseOp(op);
      return success();
    }
    FailureOr<Value> scratch = getSharedMemoryBase(loc, rewriter, op);
    if (failed(scratch))
      return failure();
    storeShared(rewriter, loc, *scratch, results.front(), pred);
    NVVM::Barrier0Op::create(rewriter, loc);
    rewriter.replaceOp(op, LLVM::LoadOp::create(rewriter, loc,
                                                results.front().getType(),
                                                *scratch));
    return success();
  }

  /// The converted element type of `op`'s result, if atomics of it exist
  /// (16 bits only when `allow16`), else null (with an error on `op`, or a
  /// match failure when the type does not convert: the pass reports that).
  Type atomicElementType(SourceOp op, bool allow16,
                         ConversionPatternRewriter &rewriter) const {
    const TypeConverter *converter = this->getTypeConverter();
    Type type = converter->convertType(getElementTypeOrSelf(op.getType()));
    if (!type || !converter->convertType(op.getType())) {
      (void)rewriter.notifyMatchFailure(op, "unconvertible type");
      return Type();
    }
    unsigned bits = type.isIntOrFloat() ? type.getIntOrFloatBitWidth() : 0;
    if (bits == 32 || bits == 64 || (allow16 && bits == 16))
      return type;
    op.emitError() << op->getName() << ": atomics of " << type
                   << " are not supported (PTX atom takes "
                   << (allow16 ? "16, " : "") << "32 or 64 bits here)";
    return Type();
  }
};

struct AtomicCASOpConversion : public AtomicConversionBase<AtomicCASOp> {
  using AtomicConversionBase::AtomicConversionBase;

  LogicalResult
  matchAndRewrite(AtomicCASOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type elementType = atomicElementType(op, /*allow16=*/true, rewriter);
    if (!elementType)
      return failure();
    Location loc = op.getLoc();
    unsigned bits = elementType.getIntOrFloatBitWidth();
    std::string instruction =
        ("atom.global." + stringifyMemSemantic(op.getSem()) + "." +
         stringifyMemSyncScope(op.getScope()) + ".cas.b" + Twine(bits))
            .str();
    SmallVector<Value> ptrs = unpackLLElements(loc, adaptor.getPtr(), rewriter);
    SmallVector<Value> cmps = unpackLLElements(loc, adaptor.getCmp(), rewriter);
    SmallVector<Value> vals = unpackLLElements(loc, adaptor.getVal(), rewriter);
    TT_DEBUG(TT_DBGS() << "tt.atomic_cas: " << ptrs.size() << " registers, "
                       << instruction << "\n");
    auto issue = [&](size_t i, Value pred) -> SmallVector<Value> {
      return {emitAtom(rewriter, loc, instruction, elementType, 1, bits,
                       ptrs[i], {{cmps[i]}, {vals[i]}}, pred)};
    };
    return lowerAtomic(op, ptrs.size(), /*step=*/1, /*masks=*/{}, issue,
                       rewriter);
  }
};

struct AtomicRMWOpConversion : public AtomicConversionBase<AtomicRMWOp> {
  AtomicRMWOpConversion(TritonGPUToLLVMTypeConverter &typeConverter,
                        const ModuleAxisInfoAnalysis &axisInfo,
                        int computeCapability, int ptxVersion)
      : AtomicConversionBase(typeConverter), axisInfo(axisInfo),
        computeCapability(computeCapability), ptxVersion(ptxVersion) {}

  LogicalResult
  matchAndRewrite(AtomicRMWOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RMWOp kind = op.getAtomicRmwOp();
    Type elementType =
        atomicElementType(op, /*allow16=*/kind == RMWOp::FADD, rewriter);
    if (!elementType)
      return failure();
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    unsigned bits = elementType.getIntOrFloatBitWidth();
    if (elementType.isBF16() && computeCapability < 90)
      return op.emitError() << op->getName()
                            << ": bf16 atomics before sm_90 are not "
                               "supported (Triton uses an LLVM atomicrmw)";
    // Floats take fadd and exch only (the frontend turns float max/min into
    // integer atomics); fadd takes floats only.
    bool isFloat = isa<FloatType>(elementType);
    if ((kind == RMWOp::FADD && !isFloat) ||
        (isFloat && kind != RMWOp::FADD && kind != RMWOp::XCHG))
      return op.emitError() << op->getName() << ": " << stringifyRMWOp(kind)
                            << " of " << elementType << " is not supported";

    // vec registers in one `atom.vN`, or `packed` f16s in one f16x2.
    unsigned vec = 1, packed = 1;
    if (isa<RankedTensorType>(op.getType())) {
      unsigned contiguous =
          getAccessVectorSize(axisInfo, op.getPtr(), op.getMask(), bits);
      if (vectorizes(kind, elementType))
        vec = contiguous;
      else if (kind == RMWOp::FADD && elementType.isF16())
        packed = std::min(contiguous, 2u);
    }
    bool readsOnly = isLoadOfZeroAdd(op);
    std::string instruction =
        readsOnly ? std::string("nvg.ld_acquire")
                  : rmwInstruction(op, elementType, vec, packed);
    Type packedType = VectorType::get(packed, elementType);
    Type resultType = vec > 1 ? LLVM::LLVMStructType::getLiteral(
                                    rewriter.getContext(),
                                    SmallVector<Type>(vec, elementType))
                      : packed > 1 ? packedType
                                   : elementType;

    SmallVector<Value> ptrs = unpackLLElements(loc, adaptor.getPtr(), rewriter);
    SmallVector<Value> vals = unpackLLElements(loc, adaptor.getVal(), rewriter);
    SmallVector<Value> masks;
    if (adaptor.getMask())
      masks = unpackLLElements(loc, adaptor.getMask(), rewriter);
    TT_DEBUG(TT_DBGS() << "tt.atomic_rmw: " << ptrs.size() << " registers, "
                       << instruction << " (vec " << vec << ", packed "
                       << packed << ")" << (masks.empty() ? "" : ", masked")
                       << "\n");

    auto issue = [&](size_t start, Value pred) -> SmallVector<Value> {
      if (readsOnly)
        return {loadAcquire(rewriter, loc, op, elementType, ptrs[start], pred)};
      SmallVector<Value> operands(vals.begin() + start,
                                  vals.begin() + start + vec);
      if (packed > 1) {
        Value pair = b.undef(packedType);
        for (unsigned i = 0; i < packed; ++i)
          pair = b.insertElement(pair, vals[start + i], i);
        operands = {pair};
      }
      Value old = emitAtom(rewriter, loc, instruction, resultType, vec,
                           bits * packed, ptrs[start], {operands}, pred);
      SmallVector<Value> olds;
      for (unsigned i = 0; i < vec * packed; ++i)
        olds.push_back(vec > 1      ? b.extractVal(old, i)
                       : packed > 1 ? b.extractElement(old, i)
                                    : old);
      return olds;
    };
    return lowerAtomic(op, ptrs.size(), vec * packed, masks, issue, rewriter);
  }

  /// A scalar relaxed or acquire add of constant 0 only reads: Triton
  /// issues an `ld.global.<scope>.<sem>` (nvg.ld_acquire) instead.
  static bool isLoadOfZeroAdd(AtomicRMWOp op) {
    RMWOp kind = op.getAtomicRmwOp();
    MemSemantic sem = op.getSem();
    return !isa<RankedTensorType>(op.getType()) &&
           (kind == RMWOp::ADD || kind == RMWOp::FADD) &&
           (sem == MemSemantic::RELAXED || sem == MemSemantic::ACQUIRE) &&
           op.getVal().getDefiningOp<arith::ConstantOp>() &&
           (matchPattern(op.getVal(), m_Zero()) ||
            matchPattern(op.getVal(), m_AnyZeroFloat()));
  }

  static Value loadAcquire(OpBuilder &builder, Location loc, AtomicRMWOp op,
                           Type type, Value ptr, Value pred) {
    auto sem = op.getSem() == MemSemantic::ACQUIRE
                   ? nvgpu::MemSemantic::ACQUIRE
                   : nvgpu::MemSemantic::RELAXED;
    auto scope = op.getScope() == MemSyncScope::CTA ? nvgpu::MemSyncScope::CTA
                 : op.getScope() == MemSyncScope::SYSTEM
                     ? nvgpu::MemSyncScope::SYSTEM
                     : nvgpu::MemSyncScope::GPU;
    return nvgpu::LoadAcquireOp::create(builder, loc, type, ptr, pred, sem,
                                        scope);
  }

  /// Triton vectorises only fadd of f16, bf16 or f32, from sm_90 and PTX 8.1.
  bool vectorizes(RMWOp kind, Type elementType) const {
    return kind == RMWOp::FADD && !elementType.isF64() &&
           computeCapability >= 90 && ptxVersion >= 81;
  }

  static std::string rmwInstruction(AtomicRMWOp op, Type elementType,
                                    unsigned vec, unsigned packed) {
    std::string bits = std::to_string(elementType.getIntOrFloatBitWidth());
    std::string opcode, type;
    switch (op.getAtomicRmwOp()) {
    case RMWOp::AND:
    case RMWOp::OR:
    case RMWOp::XOR:
    case RMWOp::XCHG:
      opcode = stringifyRMWOp(op.getAtomicRmwOp()).str();
      type = "b" + bits;
      break;
    case RMWOp::ADD:
      opcode = "add";
      type = "u" + bits;
      break;
    case RMWOp::FADD:
      opcode = bits == "16" ? "add.noftz" : "add";
      type =
          (elementType.isBF16() ? "bf" : "f") + bits + (packed > 1 ? "x2" : "");
      break;
    case RMWOp::MAX:
    case RMWOp::MIN:
      opcode = stringifyRMWOp(op.getAtomicRmwOp()).str();
      type = "s" + bits;
      break;
    case RMWOp::UMAX:
      opcode = "max";
      type = "u" + bits;
      break;
    case RMWOp::UMIN:
      opcode = "min";
      type = "u" + bits;
      break;
    }
    std::string vector = vec > 1 ? ".v" + std::to_string(vec) : "";
    return ("atom.global." + stringifyMemSyncScope(op.getScope()) + "." +
            stringifyMemSemantic(op.getSem()) + "." + opcode + vector + "." +
            type)
        .str();
  }

  const ModuleAxisInfoAnalysis &axisInfo;
  int computeCapability;
  int ptxVersion;
};

} // namespace

void mlir::triton::populateAtomicOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns,
    const ModuleAxisInfoAnalysis &axisInfo, int computeCapability,
    int ptxVersion) {
  patterns.add<AtomicCASOpConversion>(typeConverter);
  patterns.add<AtomicRMWOpConversion>(typeConverter, axisInfo,
                                      computeCapability, ptxVersion);
}
