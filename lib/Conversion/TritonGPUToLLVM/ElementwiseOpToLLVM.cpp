//===- ElementwiseOpToLLVM.cpp - arith and math, register by register -----===//
//
// An elementwise op on distributed tensors is the same op on each register
// (its operands have the result's layout, so register i of each operand is
// the same element). Scalars are the one-register case. Most ops map to one
// LLVM op; the ones below follow Triton 3.6's NVIDIA choices:
//
//   arith.divf f32   llvm.nvvm.div.full (div.full.f32, 2 ulp)
//   math.exp f32     llvm.nvvm.ex2.approx.f(x * log2(e))
//   math.exp2 f32    llvm.nvvm.ex2.approx.f
//   math.sqrt        libdevice __nv_sqrtf / __nv_sqrt
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"


using namespace mlir;
using namespace mlir::triton;

namespace {

/// Applies Derived::createDestOp to each register of the operands.
/// Registers that AxisInfo proves equal share one value (see
/// deduplicateConstantRegisters).
template <typename SourceOp, typename Derived>
struct ElementwiseOpConversionBase : public ConvertOpToLLVMPattern<SourceOp> {
  using OpAdaptor = typename SourceOp::Adaptor;

  ElementwiseOpConversionBase(TritonGPUToLLVMTypeConverter &typeConverter,
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
    SmallVector<Value> results;
    for (size_t reg = 0; reg < numRegisters; ++reg) {
      SmallVector<Value> args;
      for (const SmallVector<Value> &values : operands)
        args.push_back(values.size() == 1 ? values[0] : values[reg]);
      Value result = static_cast<const Derived *>(this)->createDestOp(
          op, rewriter, elementType, args, loc);
      if (!result)
        return rewriter.notifyMatchFailure(op, "unsupported element type");
      results.push_back(result);
    }
    results = deduplicateConstantRegisters(op->getResult(0), results, axisInfo);
    rewriter.replaceOp(op, packLLElements(loc, this->getTypeConverter(),
                                          results, rewriter, resultType));
    return success();
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

/// arith.divf: f32 is div.full.f32 (Triton's default, not IEEE-rounded);
/// other widths are the IEEE division.
struct DivFOpConversion
    : public ElementwiseOpConversionBase<arith::DivFOp, DivFOpConversion> {
  using ElementwiseOpConversionBase::ElementwiseOpConversionBase;
  Value createDestOp(arith::DivFOp op, OpBuilder &builder, Type elementType,
                     ValueRange operands, Location loc) const {
    if (elementType.isF32())
      return createIntrinsicCall(builder, loc, "llvm.nvvm.div.full",
                                 elementType, operands);
    return LLVM::FDivOp::create(builder, loc, elementType, operands);
  }
};

/// exp(x) = 2^(x * log2(e)) with the approximate ex2 for f32; libdevice's
/// __nv_exp for f64.
struct ExpOpConversion
    : public ElementwiseOpConversionBase<math::ExpOp, ExpOpConversion> {
  using ElementwiseOpConversionBase::ElementwiseOpConversionBase;
  Value createDestOp(math::ExpOp op, OpBuilder &builder, Type elementType,
                     ValueRange operands, Location loc) const {
    if (elementType.isF64())
      return callLibdevice(builder, op, "__nv_exp", elementType, operands);
    if (!elementType.isF32())
      return {};
    TritonLLVMOpBuilder b(loc, builder);
    Value scaled = LLVM::FMulOp::create(
        builder, loc, operands[0], b.floatVal(elementType, llvm::numbers::log2e));
    return createIntrinsicCall(builder, loc, "llvm.nvvm.ex2.approx.f",
                               elementType, scaled);
  }

  static Value callLibdevice(OpBuilder &builder, Operation *op, StringRef name,
                             Type elementType, ValueRange operands) {
    auto type = LLVM::LLVMFunctionType::get(
        elementType, SmallVector<Type>(operands.getTypes()));
    LLVM::LLVMFuncOp func = getOrInsertFunction(builder, op, name, type);
    return LLVM::CallOp::create(builder, op->getLoc(), func, operands)
        .getResult();
  }
};

struct Exp2OpConversion
    : public ElementwiseOpConversionBase<math::Exp2Op, Exp2OpConversion> {
  using ElementwiseOpConversionBase::ElementwiseOpConversionBase;
  Value createDestOp(math::Exp2Op op, OpBuilder &builder, Type elementType,
                     ValueRange operands, Location loc) const {
    if (elementType.isF64())
      return ExpOpConversion::callLibdevice(builder, op, "__nv_exp2",
                                            elementType, operands);
    if (!elementType.isF32())
      return {};
    return createIntrinsicCall(builder, loc, "llvm.nvvm.ex2.approx.f",
                               elementType, operands);
  }
};

struct SqrtOpConversion
    : public ElementwiseOpConversionBase<math::SqrtOp, SqrtOpConversion> {
  using ElementwiseOpConversionBase::ElementwiseOpConversionBase;
  Value createDestOp(math::SqrtOp op, OpBuilder &builder, Type elementType,
                     ValueRange operands, Location loc) const {
    if (elementType.isF32())
      return ExpOpConversion::callLibdevice(builder, op, "__nv_sqrtf",
                                            elementType, operands);
    if (elementType.isF64())
      return ExpOpConversion::callLibdevice(builder, op, "__nv_sqrt",
                                            elementType, operands);
    return {};
  }
};

template <typename SourceOp, typename DestOp>
void addOneToOne(TritonGPUToLLVMTypeConverter &typeConverter,
                 RewritePatternSet &patterns,
                 const ModuleAxisInfoAnalysis &axisInfo) {
  patterns.add<ElementwiseOpConversion<SourceOp, DestOp>>(typeConverter,
                                                          axisInfo);
}

} // namespace

void mlir::triton::populateElementwiseOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns,
    const ModuleAxisInfoAnalysis &axisInfo) {
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
  addOneToOne<math::FloorOp, LLVM::FFloorOp>(tc, p, axisInfo);
  addOneToOne<math::CeilOp, LLVM::FCeilOp>(tc, p, axisInfo);
  addOneToOne<math::FmaOp, LLVM::FMAOp>(tc, p, axisInfo);
  // Casts.
  addOneToOne<arith::ExtFOp, LLVM::FPExtOp>(tc, p, axisInfo);
  addOneToOne<arith::TruncFOp, LLVM::FPTruncOp>(tc, p, axisInfo);
  addOneToOne<arith::ExtSIOp, LLVM::SExtOp>(tc, p, axisInfo);
  addOneToOne<arith::ExtUIOp, LLVM::ZExtOp>(tc, p, axisInfo);
  addOneToOne<arith::TruncIOp, LLVM::TruncOp>(tc, p, axisInfo);
  addOneToOne<arith::SIToFPOp, LLVM::SIToFPOp>(tc, p, axisInfo);
  addOneToOne<arith::UIToFPOp, LLVM::UIToFPOp>(tc, p, axisInfo);
  addOneToOne<arith::FPToSIOp, LLVM::FPToSIOp>(tc, p, axisInfo);
  addOneToOne<arith::FPToUIOp, LLVM::FPToUIOp>(tc, p, axisInfo);
  addOneToOne<arith::BitcastOp, LLVM::BitcastOp>(tc, p, axisInfo);
  // Ops with rules of their own.
  p.add<CmpIOpConversion, CmpFOpConversion, SelectOpConversion,
        DivFOpConversion, ExpOpConversion, Exp2OpConversion,
        SqrtOpConversion>(tc, axisInfo);
}
