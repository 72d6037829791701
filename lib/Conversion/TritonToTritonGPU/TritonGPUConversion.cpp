//===- TritonGPUConversion.cpp - Layout assignment by dialect conversion --===//
#include "tt/Conversion/TritonToTritonGPU/TritonGPUConversion.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

/// A trace line of the pass `debugType`, as TT_DEBUG writes it.
static void trace(const char *debugType,
                  function_ref<void(raw_ostream &)> write) {
  TT_DEBUG_WITH_TYPE(debugType, {
    llvm::dbgs() << "[" << debugType << "] ";
    write(llvm::dbgs());
  });
}

TritonGPUTypeConverter::TritonGPUTypeConverter(MLIRContext *context,
                                               unsigned numWarps,
                                               unsigned threadsPerWarp,
                                               unsigned numCTAs,
                                               bool enableSourceRemat,
                                               const char *debugType)
    : numWarps(numWarps), threadsPerWarp(threadsPerWarp), numCTAs(numCTAs),
      debugType(debugType) {
  addConversion([](Type type) { return type; });
  addConversion([this, context](RankedTensorType type) -> Type {
    if (type.getEncoding())
      return type;
    BlockedEncodingAttr layout = getDefaultBlockedEncoding(
        context, type.getShape(), this->numWarps, this->threadsPerWarp,
        this->numCTAs);
    trace(this->debugType, [&](raw_ostream &os) {
      os << "default layout of " << type << ": " << layout << "\n";
    });
    return type.cloneWithEncoding(layout);
  });
  addConversion([this](PointerType type) -> Type {
    auto pointee = dyn_cast<RankedTensorType>(type.getPointeeType());
    if (!pointee)
      return type;
    return PointerType::get(convertType(pointee), type.getAddressSpace());
  });
  // A value whose old-typed users survive the conversion.
  if (enableSourceRemat)
    addSourceMaterialization([](OpBuilder &builder, RankedTensorType type,
                                ValueRange inputs, Location loc) -> Value {
      return UnrealizedConversionCastOp::create(builder, loc, type, inputs)
          .getResult(0);
    });
  // A value used where another layout is expected.
  addTargetMaterialization([](OpBuilder &builder, RankedTensorType type,
                              ValueRange inputs, Location loc) -> Value {
    return ConvertLayoutOp::create(builder, loc, type, inputs.front());
  });
}

bool TritonGPUConversionTarget::hasConvertedTypes(
    Operation *op, const TypeConverter &typeConverter) {
  return typeConverter.isLegal(op) &&
         llvm::all_of(op->getRegions(), [&](Region &region) {
           return typeConverter.isLegal(&region);
         });
}

TritonGPUConversionTarget::TritonGPUConversionTarget(
    MLIRContext &context, const TypeConverter &typeConverter)
    : ConversionTarget(context) {
  addLegalDialect<TritonGPUDialect>();
  addIllegalOp<scf::ExecuteRegionOp, scf::ParallelOp, scf::ReduceOp,
               scf::ReduceReturnOp>();
  addDynamicallyLegalDialect<arith::ArithDialect, math::MathDialect,
                             TritonDialect, cf::ControlFlowDialect,
                             scf::SCFDialect, ub::UBDialect>(
      [&typeConverter](Operation *op) {
        return hasConvertedTypes(op, typeConverter);
      });
  addDynamicallyLegalOp<DotOp>([](DotOp dot) {
    return isa_and_nonnull<DotOperandEncodingAttr>(
               dot.getA().getType().getEncoding()) &&
           isa_and_nonnull<DotOperandEncodingAttr>(
               dot.getB().getType().getEncoding());
  });
}

LogicalResult mlir::triton::gpu::convertGatherScatterOp(
    Operation *op, ValueRange operands, OpOperand &offsets,
    const TritonGPUTypeConverter &converter,
    ConversionPatternRewriter &rewriter) {
  MLIRContext *context = op->getContext();
  // The CTAs split the second dim, as the warps do.
  auto ctas = CGAEncodingAttr::get(
      context, CGAEncodingAttr::fromLegacyKeys(
                   context, {1, converter.numCTAs}, {1, converter.numCTAs},
                   {1, 0}));
  auto parent = BlockedEncodingAttr::get(
      context, ArrayRef<unsigned>{1, 4},
      ArrayRef<unsigned>{converter.threadsPerWarp, 1},
      ArrayRef<unsigned>{1, converter.numWarps}, ArrayRef<unsigned>{1, 0},
      ctas);
  auto layout = SliceEncodingAttr::get(context, 0, parent);
  auto offsetsType =
      cast<RankedTensorType>(operands[offsets.getOperandNumber()].getType());
  if (offsetsType.getEncoding() == layout)
    return rewriter.notifyMatchFailure(op, "offsets already in place");
  trace(converter.debugType, [&](raw_ostream &os) {
    os << describeOp(op) << ": offsets as " << layout << "\n";
  });
  rewriter.modifyOpInPlace(op, [&] {
    op->setOperands(operands);
    for (OpResult result : op->getResults())
      result.setType(converter.convertType(result.getType()));
    Value converted = ConvertLayoutOp::create(
        rewriter, op->getLoc(), offsetsType.cloneWithEncoding(layout),
        offsets.get());
    offsets.set(converted);
  });
  return success();
}
