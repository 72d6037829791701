//===- ElementwiseOpToLLVM.cpp - arith, math and tt elementwise ops -------===//
//
// An elementwise op on distributed tensors is the same op on each register
// (its operands have the result's layout, so register i of each operand is
// the same element). Scalars are the one-register case. Most ops map to one
// LLVM op; the others follow Triton 3.6's NVIDIA lowering:
//
//   arith.divf        f32: llvm.nvvm.div.full (2 ulp); f64: llvm.nvvm.div.rn.d
//   math.exp          f32: llvm.nvvm.ex2.approx.f(x * log2(e)); else libdevice
//   math.{log,log2,exp2,sin,cos,rsqrt,erf,floor,ceil,sqrt}
//                     libdevice __nv_<name>f / __nv_<name>; f16 and bf16 go
//                     through f32 (fpext, call, fptrunc), as MLIR's libdevice
//                     lowering that Triton uses does
//   tt.precise_sqrt   llvm.nvvm.sqrt.rn.{f,d}
//   tt.precise_divf   llvm.nvvm.div.rn.{f,d}
//   tt.mulhiui        libdevice __nv_umulhi / __nv_umul64hi
//   tt.extern_elementwise  a call of `symbol`, declared with libname/libpath
//   arith.minimumf/maximumf (NaN-propagating): llvm.intr.minimum/maximum
//   arith.minnumf/maxnumf: llvm.intr.minnum/maxnum
//   tt.clampf         sm90+ and clamp(x, -m, m): llvm.nvvm.fmin[.nan].xorsign
//                     .abs(x, m); otherwise max then min (NaN-propagating
//                     for propagateNan = all)
//   tt.fp_to_fp       f16 -> f32 fpext; f32 -> f16 cvt.{rn,rz}.f16.f32;
//                     f32 -> bf16 llvm.nvvm.f2bf16.{rn,rz}; fp8 <-> f16 / bf16
//                     / f32 with sm90's packed cvt instructions, two (or four)
//                     registers per instruction (see getFp8Conversion)
//   arith.sitofp      i8 -> bf16, four registers at a time: sm90's bit trick
//   tt.elementwise_inline_asm  the asm once per packed_element registers,
//                     narrow elements packed into 32-bit vectors
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"


using namespace mlir;
using namespace mlir::triton;

namespace {

/// Applies Derived::createDestOp to each register of the operands. A pattern
/// that converts several registers at once (packed conversions) defines
/// convertRegisters instead. Registers that AxisInfo proves equal share one
/// value (see deduplicateConstantRegisters).
template <typename SourceOp, typename Derived>
struct ElementwiseOpConversionBase : public ConvertOpToLLVMPattern<SourceOp> {
  using OpAdaptor = typename SourceOp::Adaptor;

  ElementwiseOpConversionBase(const LLVMTypeConverter &typeConverter,
                              const ModuleAxisInfoAnalysis &axisInfo)
      : ConvertOpToLLVMPattern<SourceOp>(typeConverter), axisInfo(axisInfo) {}

  LogicalResult
  matchAndRewrite(SourceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type resultType = op->getResult(0).getType();
    Type convertedResult = this->getTypeConverter()->convertType(resultType);
    Type elementType = this->getTypeConverter()->convertType(
        getElementTypeOrSelf(resultType));
    if (!convertedResult || !elementType)
      return rewriter.notifyMatchFailure(op, "unconvertible result type");
    // One list of registers per operand; a scalar operand (the condition of
    // a select) is the same in every register.
    SmallVector<SmallVector<Value>> operands;
    size_t numRegisters = 1;
    for (Value operand : adaptor.getOperands()) {
      operands.push_back(unpackLLElements(loc, operand, rewriter));
      numRegisters = std::max(numRegisters, operands.back().size());
    }
    for (SmallVector<Value> &values : operands)
      if (values.size() == 1)
        values.resize(numRegisters, values[0]);
    FailureOr<SmallVector<Value>> results =
        static_cast<const Derived *>(this)->convertRegisters(
            op, rewriter, elementType, operands, loc);
    if (failed(results))
      return rewriter.notifyMatchFailure(op, "unsupported element type");
    SmallVector<Value> deduplicated =
        deduplicateConstantRegisters(op->getResult(0), *results, axisInfo);
    rewriter.replaceOp(op, packLLElements(loc, this->getTypeConverter(),
                                          deduplicated, rewriter, resultType));
    return success();
  }

  /// operands[i][r]: register r of operand i.
  FailureOr<SmallVector<Value>>
  convertRegisters(SourceOp op, OpBuilder &builder, Type elementType,
                   ArrayRef<SmallVector<Value>> operands, Location loc) const {
    SmallVector<Value> results;
    for (size_t reg = 0, e = operands.empty() ? 1 : operands[0].size();
         reg < e; ++reg) {
      SmallVector<Value> args;
      for (const SmallVector<Value> &values : operands)
        args.push_back(values[reg]);
      Value result = static_cast<const Derived *>(this)->createDestOp(
          op, builder, elementType, args, loc);
      if (!result)
        return failure();
      results.push_back(result);
    }
    return results;
  }

  const ModuleAxisInfoAnalysis &axisInfo;
};

/// One LLVM op per register, same operands.
template <typename SourceOp, typename DestOp>
struct ElementwiseOpConversion
    : public ElementwiseOpConversionBase<
          SourceOp, ElementwiseOpConversion<SourceOp, DestOp>> {
  using ElementwiseOpConversionBase<
      SourceOp,
      ElementwiseOpConversion<SourceOp, DestOp>>::ElementwiseOpConversionBase;

  Value createDestOp(SourceOp op, OpBuilder &builder, Type elementType,
                     ValueRange operands, Location loc) const {
    return DestOp::create(builder, loc, elementType, operands);
  }
};

LLVM::ICmpPredicate toLLVMPredicate(arith::CmpIPredicate predicate) {
  switch (predicate) {
  case arith::CmpIPredicate::eq:
    return LLVM::ICmpPredicate::eq;
  case arith::CmpIPredicate::ne:
    return LLVM::ICmpPredicate::ne;
  case arith::CmpIPredicate::slt:
    return LLVM::ICmpPredicate::slt;
  case arith::CmpIPredicate::sle:
    return LLVM::ICmpPredicate::sle;
  case arith::CmpIPredicate::sgt:
    return LLVM::ICmpPredicate::sgt;
  case arith::CmpIPredicate::sge:
    return LLVM::ICmpPredicate::sge;
  case arith::CmpIPredicate::ult:
    return LLVM::ICmpPredicate::ult;
  case arith::CmpIPredicate::ule:
    return LLVM::ICmpPredicate::ule;
  case arith::CmpIPredicate::ugt:
    return LLVM::ICmpPredicate::ugt;
  case arith::CmpIPredicate::uge:
    return LLVM::ICmpPredicate::uge;
  }
  llvm_unreachable("every arith.cmpi predicate");
}

struct CmpIOpConversion
    : public ElementwiseOpConversionBase<arith::CmpIOp, CmpIOpConversion> {
  using ElementwiseOpConversionBase::ElementwiseOpConversionBase;
  Value createDestOp(arith::CmpIOp op, OpBuilder &builder, Type elementType,
                     ValueRange operands, Location loc) const {
    return LLVM::ICmpOp::create(builder, loc,
                                toLLVMPredicate(op.getPredicate()),
                                operands[0], operands[1]);
  }
};

struct CmpFOpConversion
    : public ElementwiseOpConversionBase<arith::CmpFOp, CmpFOpConversion> {
  using ElementwiseOpConversionBase::ElementwiseOpConversionBase;
  Value createDestOp(arith::CmpFOp op, OpBuilder &builder, Type elementType,
                     ValueRange operands, Location loc) const {
    // Both enums list the sixteen predicates in the same order.
    auto predicate =
        static_cast<LLVM::FCmpPredicate>(static_cast<uint64_t>(op.getPredicate()));
    return LLVM::FCmpOp::create(builder, loc, predicate, operands[0],
                                operands[1]);
  }
};

struct SelectOpConversion
    : public ElementwiseOpConversionBase<arith::SelectOp, SelectOpConversion> {
  using ElementwiseOpConversionBase::ElementwiseOpConversionBase;
  Value createDestOp(arith::SelectOp op, OpBuilder &builder, Type elementType,
                     ValueRange operands, Location loc) const {
    return LLVM::SelectOp::create(builder, loc, operands[0], operands[1],
                                  operands[2]);
  }
};

//===----------------------------------------------------------------------===//
// Division, square root, libdevice
//===----------------------------------------------------------------------===//

/// The type of a function taking `operands` and returning `resultType`.
LLVM::LLVMFunctionType functionTypeFor(Type resultType, ValueRange operands) {
  return LLVM::LLVMFunctionType::get(resultType,
                                     SmallVector<Type>(operands.getTypes()));
}

Value createCall(OpBuilder &builder, Location loc, LLVM::LLVMFuncOp func,
                 ValueRange operands) {
  return LLVM::CallOp::create(builder, loc, func, operands).getResult();
}

/// `name`(operands) of libdevice, declared in the module if missing.
Value callLibdevice(OpBuilder &builder, Operation *op, StringRef name,
                    Type resultType, ValueRange operands) {
  LLVM::LLVMFuncOp func = getOrInsertFunction(
      builder, op, name, functionTypeFor(resultType, operands));
  return createCall(builder, op->getLoc(), func, operands);
}

/// libdevice's f32 or f64 function for `elementType`; f16 and bf16 operands
/// are extended to f32 and the result truncated back. Null for other types.
Value callLibdeviceFloat(OpBuilder &builder, Operation *op, StringRef f32Name,
                         StringRef f64Name, Type elementType,
                         ValueRange operands) {
  Location loc = op->getLoc();
  if (elementType.isF64())
    return callLibdevice(builder, op, f64Name, elementType, operands);
  if (elementType.isF32())
    return callLibdevice(builder, op, f32Name, elementType, operands);
  if (!isa<Float16Type, BFloat16Type>(elementType))
    return {};
  Type f32 = builder.getF32Type();
  SmallVector<Value> extended;
  for (Value operand : operands)
    extended.push_back(LLVM::FPExtOp::create(builder, loc, f32, operand));
  Value result = callLibdevice(builder, op, f32Name, f32, extended);
  return LLVM::FPTruncOp::create(builder, loc, elementType, result);
}

/// The NVVM intrinsic `f32Name` or `f64Name` for `elementType`; null for
/// other types.
Value callFloatIntrinsic(OpBuilder &builder, Operation *op, StringRef f32Name,
                         StringRef f64Name, Type elementType,
                         ValueRange operands) {
  if (!elementType.isF32() && !elementType.isF64())
    return {};
  return createIntrinsicCall(builder, op->getLoc(),
                             elementType.isF32() ? f32Name : f64Name,
                             elementType, operands);
}

/// An op that is one call per register, chosen by float width: libdevice
/// (callLibdeviceFloat) or an NVVM intrinsic (callFloatIntrinsic).
template <typename SourceOp>
struct FloatCallConversion
    : public ElementwiseOpConversionBase<SourceOp,
                                         FloatCallConversion<SourceOp>> {
  using Base =
      ElementwiseOpConversionBase<SourceOp, FloatCallConversion<SourceOp>>;
  using Emitter = Value (*)(OpBuilder &, Operation *, StringRef, StringRef,
                            Type, ValueRange);

  FloatCallConversion(const LLVMTypeConverter &typeConverter,
                      const ModuleAxisInfoAnalysis &axisInfo, Emitter emit,
                      StringRef f32Name, StringRef f64Name)
      : Base(typeConverter, axisInfo), emit(emit), f32Name(f32Name),
        f64Name(f64Name) {}

  Value createDestOp(SourceOp op, OpBuilder &builder, Type elementType,
                     ValueRange operands, Location loc) const {
    return emit(builder, op, f32Name, f64Name, elementType, operands);
  }

  Emitter emit;
  StringRef f32Name, f64Name;
};

/// exp(x) = 2^(x * log2(e)) with the approximate ex2 for f32; libdevice's
/// __nv_expf / __nv_exp otherwise.
struct ExpOpConversion
    : public ElementwiseOpConversionBase<math::ExpOp, ExpOpConversion> {
  using ElementwiseOpConversionBase::ElementwiseOpConversionBase;
  Value createDestOp(math::ExpOp op, OpBuilder &builder, Type elementType,
                     ValueRange operands, Location loc) const {
    if (!elementType.isF32())
      return callLibdeviceFloat(builder, op, "__nv_expf", "__nv_exp",
                                elementType, operands);
    TritonLLVMOpBuilder b(loc, builder);
    Value scaled = LLVM::FMulOp::create(
        builder, loc, operands[0], b.floatVal(elementType, llvm::numbers::log2e));
    return createIntrinsicCall(builder, loc, "llvm.nvvm.ex2.approx.f",
                               elementType, scaled);
  }
};

struct MulhiUIOpConversion
    : public ElementwiseOpConversionBase<MulhiUIOp, MulhiUIOpConversion> {
  using ElementwiseOpConversionBase::ElementwiseOpConversionBase;
  Value createDestOp(MulhiUIOp op, OpBuilder &builder, Type elementType,
                     ValueRange operands, Location loc) const {
    StringRef name = elementType.isInteger(32)   ? "__nv_umulhi"
                     : elementType.isInteger(64) ? "__nv_umul64hi"
                                                 : "";
    if (name.empty())
      return {};
    LLVM::LLVMFuncOp func = getOrInsertExternFunction(
        builder, op, name, functionTypeFor(elementType, operands));
    return createCall(builder, loc, func, operands);
  }
};

struct ExternElementwiseOpConversion
    : public ElementwiseOpConversionBase<ExternElementwiseOp,
                                         ExternElementwiseOpConversion> {
  using ElementwiseOpConversionBase::ElementwiseOpConversionBase;
  Value createDestOp(ExternElementwiseOp op, OpBuilder &builder,
                     Type elementType, ValueRange operands,
                     Location loc) const {
    LLVM::LLVMFuncOp func = getOrInsertExternFunction(
        builder, op, op.getSymbol(), functionTypeFor(elementType, operands),
        op.getLibname(), op.getLibpath());
    return createCall(builder, loc, func, operands);
  }
};

struct AbsIOpConversion
    : public ElementwiseOpConversionBase<math::AbsIOp, AbsIOpConversion> {
  using ElementwiseOpConversionBase::ElementwiseOpConversionBase;
  Value createDestOp(math::AbsIOp op, OpBuilder &builder, Type elementType,
                     ValueRange operands, Location loc) const {
    return LLVM::AbsOp::create(builder, loc, elementType, operands[0],
                               /*is_int_min_poison=*/false);
  }
};

//===----------------------------------------------------------------------===//
// tt.clampf
//===----------------------------------------------------------------------===//

/// The value of a float constant, scalar or splat.
std::optional<double> getSplatFloat(Value value) {
  Attribute attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  if (auto splat = dyn_cast<SplatElementsAttr>(attr))
    attr = splat.getSplatValue<Attribute>();
  if (auto number = dyn_cast<FloatAttr>(attr))
    return number.getValueAsDouble();
  return std::nullopt;
}

/// The source of a tt.splat, or the value itself.
Value stripSplat(Value value) {
  if (auto splat = value.getDefiningOp<SplatOp>())
    return splat.getSrc();
  return value;
}

/// clamp(x, -m, m), which sm90's min.xorsign.abs computes in one
/// instruction: the lower bound is negf(m) or 0 - m (through splats), or
/// both bounds are constants of opposite value.
bool isSymmetricClamp(ClampFOp op) {
  Value lower = stripSplat(op.getMin()), upper = stripSplat(op.getMax());
  if (auto neg = lower.getDefiningOp<arith::NegFOp>())
    if (neg.getOperand() == upper)
      return true;
  if (auto sub = lower.getDefiningOp<arith::SubFOp>())
    if (sub.getRhs() == upper && getSplatFloat(sub.getLhs()) == 0.0)
      return true;
  std::optional<double> low = getSplatFloat(op.getMin());
  std::optional<double> high = getSplatFloat(op.getMax());
  return low && high && *low == -*high;
}

struct ClampFOpConversion
    : public ElementwiseOpConversionBase<ClampFOp, ClampFOpConversion> {
  ClampFOpConversion(const LLVMTypeConverter &typeConverter,
                     const ModuleAxisInfoAnalysis &axisInfo,
                     int computeCapability)
      : ElementwiseOpConversionBase(typeConverter, axisInfo),
        computeCapability(computeCapability) {}

  Value createDestOp(ClampFOp op, OpBuilder &builder, Type elementType,
                     ValueRange operands, Location loc) const {
    bool propagateNan = op.getPropagateNan() == PropagateNan::ALL;
    if (computeCapability >= 90 && (elementType.isF32() || elementType.isF16()) &&
        isSymmetricClamp(op)) {
      std::string name = "llvm.nvvm.fmin";
      name += propagateNan ? ".nan.xorsign.abs" : ".xorsign.abs";
      name += elementType.isF32() ? ".f" : ".f16";
      return createIntrinsicCall(builder, loc, name, elementType,
                                 {operands[0], operands[2]});
    }
    if (propagateNan) {
      Value low =
          LLVM::MaximumOp::create(builder, loc, operands[0], operands[1]);
      return LLVM::MinimumOp::create(builder, loc, low, operands[2]);
    }
    Value low = LLVM::MaxNumOp::create(builder, loc, operands[0], operands[1]);
    return LLVM::MinNumOp::create(builder, loc, low, operands[2]);
  }

  int computeCapability;
};

//===----------------------------------------------------------------------===//
// Float conversions
//===----------------------------------------------------------------------===//

/// One inline PTX conversion of `count` registers (2 or 4): the inputs are
/// packed into 16- or 32-bit operands ($n after the outputs), the outputs
/// come back packed the same way ($0..).
struct PackedConversion {
  const char *ptx;
  unsigned inBits, outBits, count;
};

/// Runs `conversion` on `values` (exactly conversion.count of them).
SmallVector<Value> runPackedConversion(OpBuilder &builder, Location loc,
                                       const PackedConversion &conversion,
                                       ArrayRef<Value> values, Type outType) {
  TritonLLVMOpBuilder b(loc, builder);
  Type inType = values[0].getType();
  unsigned inPerReg = conversion.inBits / inType.getIntOrFloatBitWidth();
  unsigned outPerReg = conversion.outBits / outType.getIntOrFloatBitWidth();
  auto inVector = VectorType::get(inPerReg, inType);
  SmallVector<Value> inputs;
  for (unsigned i = 0; i < values.size(); i += inPerReg) {
    Value packed = b.undef(inVector);
    for (unsigned j = 0; j < inPerReg; ++j)
      packed = b.insertElement(packed, values[i + j], j);
    inputs.push_back(b.bitcast(packed, builder.getIntegerType(conversion.inBits)));
  }
  unsigned numOutputs = values.size() / outPerReg;
  std::string constraints;
  for (unsigned i = 0; i < numOutputs; ++i)
    constraints += conversion.outBits == 16 ? "=h," : "=r,";
  for (unsigned i = 0; i < inputs.size(); ++i)
    constraints += conversion.inBits == 16 ? "h," : "r,";
  constraints.pop_back();
  auto outVector = VectorType::get(outPerReg, outType);
  Type resultType =
      numOutputs == 1
          ? Type(outVector)
          : LLVM::LLVMStructType::getLiteral(
                builder.getContext(), SmallVector<Type>(numOutputs, outVector));
  Value result = createInlineAsm(builder, loc, resultType, conversion.ptx,
                                 constraints, inputs, /*hasSideEffects=*/false);
  SmallVector<Value> outputs;
  for (unsigned i = 0; i < numOutputs; ++i) {
    Value packed = numOutputs == 1 ? result : b.extractVal(result, i);
    for (unsigned j = 0; j < outPerReg; ++j)
      outputs.push_back(b.extractElement(packed, j));
  }
  return outputs;
}

/// Applies `conversion` to `values` in groups of conversion.count, padding
/// the last group with undef.
SmallVector<Value> convertInGroups(OpBuilder &builder, Location loc,
                                   const PackedConversion &conversion,
                                   ArrayRef<Value> values, Type outType) {
  TritonLLVMOpBuilder b(loc, builder);
  SmallVector<Value> results;
  for (size_t i = 0; i < values.size(); i += conversion.count) {
    SmallVector<Value> group(values.slice(i, std::min<size_t>(
                                                 conversion.count,
                                                 values.size() - i)));
    size_t used = group.size();
    group.resize(conversion.count, b.undef(values[0].getType()));
    SmallVector<Value> converted =
        runPackedConversion(builder, loc, conversion, group, outType);
    results.append(converted.begin(), converted.begin() + used);
  }
  return results;
}

// sm90 conversions between fp8 and f16 / bf16 / f32 (Triton's native-fp8
// choices). Input pairs are $1 (low half) and, for f32, $2; `cvt ... f32`
// takes its high element first.
const PackedConversion kE4M3ToF16 = {"cvt.rn.f16x2.e4m3x2 $0, $1;", 16, 32, 2};
const PackedConversion kE5M2ToF16 = {"cvt.rn.f16x2.e5m2x2 $0, $1;", 16, 32, 2};
const PackedConversion kF16ToE4M3 = {"cvt.rn.satfinite.e4m3x2.f16x2 $0, $1;",
                                     32, 16, 2};
const PackedConversion kF16ToE5M2 = {"cvt.rn.satfinite.e5m2x2.f16x2 $0, $1;",
                                     32, 16, 2};
const PackedConversion kF32ToE4M3 = {"cvt.rn.satfinite.e4m3x2.f32 $0, $2, $1;",
                                     32, 16, 2};
const PackedConversion kF32ToE5M2 = {"cvt.rn.satfinite.e5m2x2.f32 $0, $2, $1;",
                                     32, 16, 2};
// f16 -> e5m2 rounding toward zero: e5m2 is the high byte of f16, so drop
// the low bytes (the last bit is cleared first, as Triton does).
const PackedConversion kF16ToE5M2Rtz = {
    "{\n.reg .b32 a<2>;\nand.b32 a0, $1, 0xfffefffe;\n"
    "and.b32 a1, $2, 0xfffefffe;\nprmt.b32 $0, a0, a1, 0x7531;\n}",
    32, 32, 4};
// bf16 -> fp8 through f32 (no direct cvt).
const PackedConversion kBF16ToE4M3 = {
    "{\n.reg .b16 a<2>;\n.reg .f32 b<2>;\nmov.b32 {a0, a1}, $1;\n"
    "cvt.f32.bf16 b0, a0;\ncvt.f32.bf16 b1, a1;\n"
    "cvt.rn.satfinite.e4m3x2.f32 $0, b1, b0;\n}",
    32, 16, 2};
const PackedConversion kBF16ToE5M2 = {
    "{\n.reg .b16 a<2>;\n.reg .f32 b<2>;\nmov.b32 {a0, a1}, $1;\n"
    "cvt.f32.bf16 b0, a0;\ncvt.f32.bf16 b1, a1;\n"
    "cvt.rn.satfinite.e5m2x2.f32 $0, b1, b0;\n}",
    32, 16, 2};
// e4m3 -> bf16 through f16.
const PackedConversion kE4M3ToBF16 = {
    "{\n.reg .b32 a;\n.reg .f16 a<2>;\n.reg .b16 b<2>;\n"
    "cvt.rn.f16x2.e4m3x2 a, $1;\nmov.b32 {a0, a1}, a;\n"
    "cvt.bf16.f16 b0, a0;\ncvt.bf16.f16 b1, a1;\nmov.b32 $0, {b0, b1};\n}",
    16, 32, 2};
// e5m2 -> bf16: move the bits into bf16 position (exponent bias 15 -> 127
// is a multiplication by 2^112, exact, done in bf16x2 as an fma with -0.0,
// which sm80 has: mul.bf16x2 is sm90's).
const PackedConversion kE5M2ToBF16 = {
    "{\n.reg .b32 a<2>, b<2>;\n.reg .b32 e112, nz;\nmov.u32 e112, 0x77807780;\n"
    "mov.u32 nz, 0x80008000;\n"
    "prmt.b32 a0, 0, $2, 0x5140;\nprmt.b32 a1, 0, $2, 0x7362;\n"
    "lop3.b32 b0, a0, 0x7fff7fff, 0, 0xc0;\n"
    "lop3.b32 b1, a1, 0x7fff7fff, 0, 0xc0;\n"
    "shr.b32 b0, b0, 3;\nshr.b32 b1, b1, 3;\n"
    "lop3.b32 b0, b0, 0x80008000, a0, 0xf8;\n"
    "lop3.b32 b1, b1, 0x80008000, a1, 0xf8;\n"
    "fma.rn.bf16x2 $0, b0, e112, nz;\nfma.rn.bf16x2 $1, b1, e112, nz;\n}",
    32, 32, 4};
// e5m2 -> f16 without sm90's cvt: e5m2 is the high byte of f16.
const PackedConversion kE5M2ToF16Bytes = {
    "{\n.reg .b32 a;\ncvt.u32.u16 a, $1;\nprmt.b32 $0, a, 0, 0x1404;\n}", 16,
    32, 2};
// i8 -> bf16 on sm90: place each byte in a bf16 mantissa of 2^7 (0x43xx)
// and subtract the offset, instead of four slow cvt instructions.
const PackedConversion kS8ToBF16 = {
    "{\n.reg .b32 l<3>;\n.reg .b32 h<3>;\n"
    "prmt.b32 l0, $2, 0x43, 0x4140;\nprmt.b32 h0, $2, 0x43, 0x4342;\n"
    "and.b32 l1, l0, 0xff7fff7f;\nand.b32 h1, h0, 0xff7fff7f;\n"
    "and.b32 l2, l0, 0xff80ff80;\nand.b32 h2, h0, 0xff80ff80;\n"
    "sub.bf16x2 $0, l1, l2;\nsub.bf16x2 $1, h1, h2;\n}",
    32, 32, 4};

bool isFp8(Type type) { return isa<Float8E4M3FNType, Float8E5M2Type>(type); }

/// The packed conversion from `src` to `dst` (f16, bf16 or f32 on one
/// side, fp8 on the other), or null. Below sm90 (no fp8 cvt) only e5m2 to
/// f16 and bf16, which move bits.
const PackedConversion *getFp8Conversion(Type src, Type dst,
                                         std::optional<RoundingMode> rounding,
                                         bool nativeFp8) {
  if (!isFp8(src) && !isFp8(dst))
    return nullptr;
  bool e4m3 = isa<Float8E4M3FNType>(src) || isa<Float8E4M3FNType>(dst);
  if (!nativeFp8) {
    if (e4m3 || !isFp8(src))
      return nullptr;
    return dst.isF16() ? &kE5M2ToF16Bytes : dst.isBF16() ? &kE5M2ToBF16
                                                         : nullptr;
  }
  if (isFp8(src)) {
    if (dst.isF16())
      return e4m3 ? &kE4M3ToF16 : &kE5M2ToF16;
    if (dst.isBF16())
      return e4m3 ? &kE4M3ToBF16 : &kE5M2ToBF16;
    return nullptr;
  }
  if (rounding == RoundingMode::RTZ)
    return src.isF16() && !e4m3 ? &kF16ToE5M2Rtz : nullptr;
  if (src.isF16())
    return e4m3 ? &kF16ToE4M3 : &kF16ToE5M2;
  if (src.isBF16())
    return e4m3 ? &kBF16ToE4M3 : &kBF16ToE5M2;
  if (src.isF32())
    return e4m3 ? &kF32ToE4M3 : &kF32ToE5M2;
  return nullptr;
}

/// f32 -> f16 with an explicit rounding: cvt.rn / cvt.rz.
Value truncF32ToF16(OpBuilder &builder, Location loc, Value value,
                    RoundingMode rounding) {
  const char *ptx = rounding == RoundingMode::RTZ ? "cvt.rz.f16.f32 $0, $1;"
                                                  : "cvt.rn.f16.f32 $0, $1;";
  return createInlineAsm(builder, loc, builder.getF16Type(), ptx, "=h,r",
                         value, /*hasSideEffects=*/false);
}

struct FpToFpOpConversion
    : public ElementwiseOpConversionBase<FpToFpOp, FpToFpOpConversion> {
  FpToFpOpConversion(const LLVMTypeConverter &typeConverter,
                     const ModuleAxisInfoAnalysis &axisInfo,
                     int computeCapability)
      : ElementwiseOpConversionBase(typeConverter, axisInfo),
        computeCapability(computeCapability) {}

  FailureOr<SmallVector<Value>>
  convertRegisters(FpToFpOp op, OpBuilder &builder, Type elementType,
                   ArrayRef<SmallVector<Value>> operands, Location loc) const {
    Type src = getElementTypeOrSelf(op.getSrc().getType());
    Type dst = getElementTypeOrSelf(op.getType());
    std::optional<RoundingMode> rounding = op.getRounding();
    ArrayRef<Value> values = operands[0];
    SmallVector<Value> results;
    if (src.isF16() && dst.isF32()) {
      for (Value value : values)
        results.push_back(
            LLVM::FPExtOp::create(builder, loc, elementType, value));
      return results;
    }
    if (src.isF32() && dst.isF16() && rounding) {
      for (Value value : values)
        results.push_back(truncF32ToF16(builder, loc, value, *rounding));
      return results;
    }
    if (src.isF32() && dst.isBF16() && rounding) {
      StringRef name = *rounding == RoundingMode::RTZ ? "llvm.nvvm.f2bf16.rz"
                                                      : "llvm.nvvm.f2bf16.rn";
      for (Value value : values)
        results.push_back(
            createIntrinsicCall(builder, loc, name, elementType, value));
      return results;
    }
    return convertFp8(op, builder, src, dst, rounding, values, loc);
  }

  /// fp8 on one side. f32 sources without a direct cvt (rtz) go through
  /// f16 truncated toward zero; f32 results are the f16 ones extended.
  FailureOr<SmallVector<Value>>
  convertFp8(FpToFpOp op, OpBuilder &builder, Type src, Type dst,
             std::optional<RoundingMode> rounding, ArrayRef<Value> values,
             Location loc) const {
    if (isFp8(dst) && !rounding) {
      op->emitError() << op->getName()
                      << ": a conversion to fp8 needs a rounding mode";
      return failure();
    }
    bool viaF16 = src.isF32() && rounding == RoundingMode::RTZ;
    Type f16 = Float16Type::get(op.getContext());
    Type from = viaF16 ? f16 : src;
    Type to = dst.isF32() ? f16 : dst;
    const PackedConversion *conversion =
        getFp8Conversion(from, to, rounding, computeCapability >= 90);
    if (!conversion) {
      op->emitError() << op->getName() << ": conversion from " << src
                      << " to " << dst
                      << (rounding ? " with rounding " +
                                         stringifyRoundingMode(*rounding).str()
                                   : std::string())
                      << " is not supported"
                      << (computeCapability < 90
                              ? " below sm_90 (e5m2 to f16/bf16 is)"
                              : "");
      return failure();
    }
    SmallVector<Value> inputs(values);
    if (viaF16)
      for (Value &value : inputs)
        value = truncF32ToF16(builder, loc, value, RoundingMode::RTZ);
    Type toType = getTypeConverter()->convertType(to);
    SmallVector<Value> results =
        convertInGroups(builder, loc, *conversion, inputs, toType);
    if (dst.isF32())
      for (Value &value : results)
        value = LLVM::FPExtOp::create(builder, loc, builder.getF32Type(), value);
    return results;
  }

  int computeCapability;
};

/// arith.sitofp; i8 -> bf16 with four or more registers uses sm90's packed
/// bit trick, four at a time.
struct SIToFPOpConversion
    : public ElementwiseOpConversionBase<arith::SIToFPOp, SIToFPOpConversion> {
  SIToFPOpConversion(const LLVMTypeConverter &typeConverter,
                     const ModuleAxisInfoAnalysis &axisInfo,
                     int computeCapability)
      : ElementwiseOpConversionBase(typeConverter, axisInfo),
        computeCapability(computeCapability) {}

  FailureOr<SmallVector<Value>>
  convertRegisters(arith::SIToFPOp op, OpBuilder &builder, Type elementType,
                   ArrayRef<SmallVector<Value>> operands, Location loc) const {
    ArrayRef<Value> values = operands[0];
    Type src = getElementTypeOrSelf(op.getIn().getType());
    if (computeCapability >= 90 && src.isInteger(8) && elementType.isBF16() &&
        values.size() % kS8ToBF16.count == 0)
      return convertInGroups(builder, loc, kS8ToBF16, values, elementType);
    SmallVector<Value> results;
    for (Value value : values)
      results.push_back(LLVM::SIToFPOp::create(builder, loc, elementType, value));
    return results;
  }

  int computeCapability;
};

//===----------------------------------------------------------------------===//
// tt.elementwise_inline_asm
//===----------------------------------------------------------------------===//

/// How many elements of `type` share one asm operand or result: narrow
/// elements go in 32-bit registers, at most `packed` of them.
unsigned elementsPerAsmRegister(Type type, unsigned packed) {
  unsigned bits = type.isIntOrFloat() ? type.getIntOrFloatBitWidth() : 64;
  return std::min(bits < 32 ? 32 / bits : 1u, packed);
}

/// The asm runs once per `packed_element` registers; within a run, operands
/// and results narrower than 32 bits travel as vectors filling 32 bits, as
/// in Triton.
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
    // Without operands the results are scalars (the verifier's rule): one
    // run.
    size_t numRegisters = operands.empty() ? packed : operands[0].size();
    if (numRegisters % packed != 0)
      return op->emitError() << op->getName() << ": packed_element " << packed
                             << " does not divide the " << numRegisters
                             << " registers per thread";
    SmallVector<Type> elementTypes;
    for (Type type : op.getResultTypes())
      elementTypes.push_back(
          getTypeConverter()->convertType(getElementTypeOrSelf(type)));

    SmallVector<SmallVector<Value>> results(op.getNumResults());
    for (size_t first = 0; first < numRegisters; first += packed) {
      SmallVector<Value> asmOperands = packOperands(op, operands, first, rewriter);
      runAsm(op, asmOperands, elementTypes, results, rewriter);
    }
    SmallVector<Value> packedResults;
    for (auto [values, type] : llvm::zip_equal(results, op.getResultTypes()))
      packedResults.push_back(
          packLLElements(loc, getTypeConverter(), values, rewriter, type));
    rewriter.replaceOp(op, packedResults);
    return success();
  }

  /// The asm operands of registers [first, first + packed) of each operand.
  SmallVector<Value> packOperands(ElementwiseInlineAsmOp op,
                                  ArrayRef<SmallVector<Value>> operands,
                                  size_t first, OpBuilder &builder) const {
    TritonLLVMOpBuilder b(op.getLoc(), builder);
    unsigned packed = op.getPackedElement();
    SmallVector<Value> asmOperands;
    for (const SmallVector<Value> &values : operands) {
      Type type = values[first].getType();
      unsigned perRegister = elementsPerAsmRegister(type, packed);
      for (unsigned j = 0; j < packed; j += perRegister) {
        if (perRegister == 1) {
          asmOperands.push_back(values[first + j]);
          continue;
        }
        Value vector = b.undef(VectorType::get(perRegister, type));
        for (unsigned k = 0; k < perRegister; ++k)
          vector = b.insertElement(vector, values[first + j + k], k);
        asmOperands.push_back(vector);
      }
    }
    return asmOperands;
  }

  /// One run of the asm; appends `packed` values to each result list.
  void runAsm(ElementwiseInlineAsmOp op, ValueRange asmOperands,
              ArrayRef<Type> elementTypes,
              MutableArrayRef<SmallVector<Value>> results,
              OpBuilder &builder) const {
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, builder);
    unsigned packed = op.getPackedElement();
    SmallVector<Type> asmResultTypes;
    for (Type type : elementTypes) {
      unsigned perRegister = elementsPerAsmRegister(type, packed);
      Type registerType =
          perRegister > 1 ? VectorType::get(perRegister, type) : type;
      asmResultTypes.append(packed / perRegister, registerType);
    }
    Type resultType =
        asmResultTypes.size() == 1
            ? asmResultTypes[0]
            : LLVM::LLVMStructType::getLiteral(builder.getContext(),
                                               asmResultTypes);
    Value asmResult =
        createInlineAsm(builder, loc, resultType, op.getAsmString(),
                        op.getConstraints(), asmOperands,
                        /*hasSideEffects=*/!op.getPure());
    unsigned field = 0;
    for (SmallVector<Value> &values : results) {
      for (unsigned j = 0; j < packed;) {
        Value value = asmResultTypes.size() == 1
                          ? asmResult
                          : b.extractVal(asmResult, field);
        ++field;
        auto vector = dyn_cast<VectorType>(value.getType());
        if (!vector) {
          values.push_back(value);
          ++j;
          continue;
        }
        for (int64_t k = 0; k < vector.getNumElements(); ++k)
          values.push_back(b.extractElement(value, k));
        j += vector.getNumElements();
      }
    }
  }
};

template <typename SourceOp, typename DestOp>
void addOneToOne(TritonGPUToLLVMTypeConverter &typeConverter,
                 RewritePatternSet &patterns,
                 const ModuleAxisInfoAnalysis &axisInfo) {
  patterns.add<ElementwiseOpConversion<SourceOp, DestOp>>(typeConverter,
                                                          axisInfo);
}

template <typename SourceOp>
void addLibdevice(TritonGPUToLLVMTypeConverter &typeConverter,
                  RewritePatternSet &patterns,
                  const ModuleAxisInfoAnalysis &axisInfo, StringRef f32Name,
                  StringRef f64Name) {
  patterns.add<FloatCallConversion<SourceOp>>(
      typeConverter, axisInfo, callLibdeviceFloat, f32Name, f64Name);
}

template <typename SourceOp>
void addFloatIntrinsic(TritonGPUToLLVMTypeConverter &typeConverter,
                       RewritePatternSet &patterns,
                       const ModuleAxisInfoAnalysis &axisInfo,
                       StringRef f32Name, StringRef f64Name) {
  patterns.add<FloatCallConversion<SourceOp>>(
      typeConverter, axisInfo, callFloatIntrinsic, f32Name, f64Name);
}

} // namespace

void mlir::triton::populateElementwiseOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns,
    const ModuleAxisInfoAnalysis &axisInfo, int computeCapability) {
  auto &tc = typeConverter;
  auto &p = patterns;
  // Integer arithmetic.
  addOneToOne<arith::AddIOp, LLVM::AddOp>(tc, p, axisInfo);
  addOneToOne<arith::SubIOp, LLVM::SubOp>(tc, p, axisInfo);
  addOneToOne<arith::MulIOp, LLVM::MulOp>(tc, p, axisInfo);
  addOneToOne<arith::DivSIOp, LLVM::SDivOp>(tc, p, axisInfo);
  addOneToOne<arith::DivUIOp, LLVM::UDivOp>(tc, p, axisInfo);
  addOneToOne<arith::RemSIOp, LLVM::SRemOp>(tc, p, axisInfo);
  addOneToOne<arith::RemUIOp, LLVM::URemOp>(tc, p, axisInfo);
  addOneToOne<arith::AndIOp, LLVM::AndOp>(tc, p, axisInfo);
  addOneToOne<arith::OrIOp, LLVM::OrOp>(tc, p, axisInfo);
  addOneToOne<arith::XOrIOp, LLVM::XOrOp>(tc, p, axisInfo);
  addOneToOne<arith::ShLIOp, LLVM::ShlOp>(tc, p, axisInfo);
  addOneToOne<arith::ShRSIOp, LLVM::AShrOp>(tc, p, axisInfo);
  addOneToOne<arith::ShRUIOp, LLVM::LShrOp>(tc, p, axisInfo);
  addOneToOne<arith::MaxSIOp, LLVM::SMaxOp>(tc, p, axisInfo);
  addOneToOne<arith::MinSIOp, LLVM::SMinOp>(tc, p, axisInfo);
  addOneToOne<arith::MaxUIOp, LLVM::UMaxOp>(tc, p, axisInfo);
  addOneToOne<arith::MinUIOp, LLVM::UMinOp>(tc, p, axisInfo);
  // Floating point.
  addOneToOne<arith::AddFOp, LLVM::FAddOp>(tc, p, axisInfo);
  addOneToOne<arith::SubFOp, LLVM::FSubOp>(tc, p, axisInfo);
  addOneToOne<arith::MulFOp, LLVM::FMulOp>(tc, p, axisInfo);
  addOneToOne<arith::RemFOp, LLVM::FRemOp>(tc, p, axisInfo);
  addOneToOne<arith::NegFOp, LLVM::FNegOp>(tc, p, axisInfo);
  addOneToOne<arith::MaxNumFOp, LLVM::MaxNumOp>(tc, p, axisInfo);
  addOneToOne<arith::MinNumFOp, LLVM::MinNumOp>(tc, p, axisInfo);
  addOneToOne<arith::MaximumFOp, LLVM::MaximumOp>(tc, p, axisInfo);
  addOneToOne<arith::MinimumFOp, LLVM::MinimumOp>(tc, p, axisInfo);
  addOneToOne<math::AbsFOp, LLVM::FAbsOp>(tc, p, axisInfo);
  addOneToOne<math::FmaOp, LLVM::FMAOp>(tc, p, axisInfo);
  // libdevice.
  addLibdevice<math::LogOp>(tc, p, axisInfo, "__nv_logf", "__nv_log");
  addLibdevice<math::Log2Op>(tc, p, axisInfo, "__nv_log2f", "__nv_log2");
  addLibdevice<math::Exp2Op>(tc, p, axisInfo, "__nv_exp2f", "__nv_exp2");
  addLibdevice<math::SinOp>(tc, p, axisInfo, "__nv_sinf", "__nv_sin");
  addLibdevice<math::CosOp>(tc, p, axisInfo, "__nv_cosf", "__nv_cos");
  addLibdevice<math::RsqrtOp>(tc, p, axisInfo, "__nv_rsqrtf", "__nv_rsqrt");
  addLibdevice<math::ErfOp>(tc, p, axisInfo, "__nv_erff", "__nv_erf");
  addLibdevice<math::FloorOp>(tc, p, axisInfo, "__nv_floorf", "__nv_floor");
  addLibdevice<math::CeilOp>(tc, p, axisInfo, "__nv_ceilf", "__nv_ceil");
  addLibdevice<math::SqrtOp>(tc, p, axisInfo, "__nv_sqrtf", "__nv_sqrt");
  // Division and square root. Triton 3.6 names llvm.nvvm.{sqrt,div}.rn.f
  // for f64 too (an invalid call); the .d intrinsics are what it means.
  addFloatIntrinsic<arith::DivFOp>(tc, p, axisInfo, "llvm.nvvm.div.full",
                                   "llvm.nvvm.div.rn.d");
  addFloatIntrinsic<PreciseDivFOp>(tc, p, axisInfo, "llvm.nvvm.div.rn.f",
                                   "llvm.nvvm.div.rn.d");
  addFloatIntrinsic<PreciseSqrtOp>(tc, p, axisInfo, "llvm.nvvm.sqrt.rn.f",
                                   "llvm.nvvm.sqrt.rn.d");
  // Casts.
  addOneToOne<arith::ExtFOp, LLVM::FPExtOp>(tc, p, axisInfo);
  addOneToOne<arith::TruncFOp, LLVM::FPTruncOp>(tc, p, axisInfo);
  addOneToOne<arith::ExtSIOp, LLVM::SExtOp>(tc, p, axisInfo);
  addOneToOne<arith::ExtUIOp, LLVM::ZExtOp>(tc, p, axisInfo);
  addOneToOne<arith::TruncIOp, LLVM::TruncOp>(tc, p, axisInfo);
  addOneToOne<arith::UIToFPOp, LLVM::UIToFPOp>(tc, p, axisInfo);
  addOneToOne<arith::FPToSIOp, LLVM::FPToSIOp>(tc, p, axisInfo);
  addOneToOne<arith::FPToUIOp, LLVM::FPToUIOp>(tc, p, axisInfo);
  addOneToOne<arith::BitcastOp, LLVM::BitcastOp>(tc, p, axisInfo);
  addOneToOne<BitcastOp, LLVM::BitcastOp>(tc, p, axisInfo);
  addOneToOne<IntToPtrOp, LLVM::IntToPtrOp>(tc, p, axisInfo);
  addOneToOne<PtrToIntOp, LLVM::PtrToIntOp>(tc, p, axisInfo);
  p.add<SIToFPOpConversion, FpToFpOpConversion, ClampFOpConversion>(
      tc, axisInfo, computeCapability);
  // Ops with rules of their own.
  p.add<CmpIOpConversion, CmpFOpConversion, SelectOpConversion,
        ExpOpConversion, MulhiUIOpConversion, ExternElementwiseOpConversion,
        AbsIOpConversion>(tc, axisInfo);
  p.add<ElementwiseInlineAsmOpConversion>(tc);
}
