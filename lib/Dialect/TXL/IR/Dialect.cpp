//===- Dialect.cpp - TXL's txl dialect ------------------------------------===//
#include "tt/Dialect/TXL/IR/Dialect.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "tt/Dialect/Triton/IR/Interfaces.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::txl;
// txl.dotx prints its barriers as ttng's MMAs do.
using mlir::triton::nvidia_gpu::parseBarriersAndPreds;
using mlir::triton::nvidia_gpu::printBarriersAndPreds;

#include "tt/Dialect/TXL/IR/Dialect.cpp.inc"
#include "tt/Dialect/TXL/IR/Enums.cpp.inc"

void TXLDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/TXL/IR/Ops.cpp.inc"
      >();
}

#define GET_OP_CLASSES
#include "tt/Dialect/TXL/IR/Ops.cpp.inc"

//===----------------------------------------------------------------------===//
// Allocations write memory (so that nothing merges or drops them)
//===----------------------------------------------------------------------===//

using EffectList =
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>;

void SmemAllocOp::getEffects(EffectList &effects) {
  effects.emplace_back(MemoryEffects::Write::get());
}

void MbarAllocOp::getEffects(EffectList &effects) {
  effects.emplace_back(MemoryEffects::Write::get());
}

void TmemAllocOp::getEffects(EffectList &effects) {
  effects.emplace_back(MemoryEffects::Write::get());
}

//===----------------------------------------------------------------------===//
// AsyncLoadOp
//===----------------------------------------------------------------------===//

namespace {

/// A mask that is a constant splat: all true drops it (and `other`), all
/// false gives `other` for the copy's token (when there is one).
struct FoldConstantMask : public OpRewritePattern<AsyncLoadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AsyncLoadOp load,
                                PatternRewriter &rewriter) const override {
    Value mask = load.getMask();
    auto constant = mask ? mask.getDefiningOp<arith::ConstantOp>() : nullptr;
    auto splat =
        constant ? dyn_cast<SplatElementsAttr>(constant.getValue()) : nullptr;
    if (!splat)
      return failure();
    if (splat.getSplatValue<bool>()) {
      rewriter.modifyOpInPlace(load, [&] {
        load.getMaskMutable().clear();
        load.getOtherMutable().clear();
      });
      return success();
    }
    if (!load.getOther())
      return failure();
    rewriter.replaceOp(load, load.getOther());
    return success();
  }
};

} // namespace

void AsyncLoadOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  results.add<FoldConstantMask>(context);
}

//===----------------------------------------------------------------------===//
// DotXOp
//===----------------------------------------------------------------------===//

void DotXOp::getEffects(EffectList &effects) {
  // The accumulator is read unless `useD` is a constant false.
  APInt useD;
  if (!getUseD() || !matchPattern(getUseD(), m_ConstantInt(&useD)) ||
      !useD.isZero())
    effects.emplace_back(MemoryEffects::Read::get(), &getCMutable());
  effects.emplace_back(MemoryEffects::Write::get(), &getCMutable());
  effects.emplace_back(MemoryEffects::Read::get(), &getAMutable());
  effects.emplace_back(MemoryEffects::Read::get(), &getBMutable(),
                       gpu::SharedMemory::get());
}

LogicalResult DotXOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferredReturnTypes) {
  inferredReturnTypes.push_back(operands[2].getType());
  return success();
}

LogicalResult DotXOp::verify() {
  RankedTensorType aType = getA().getType(), bType = getB().getType();
  if (aType.getElementType().getIntOrFloatBitWidth() !=
      bType.getElementType().getIntOrFloatBitWidth())
    return emitOpError(
        "element types of operands A and B must have the same bit width");
  Attribute aEncoding = aType.getEncoding(), bEncoding = bType.getEncoding();
  if (!aEncoding && !bEncoding)
    return success();
  if (!aEncoding || !bEncoding)
    return emitOpError("mismatching encoding between A and B operands");
  Attribute cEncoding = getC().getType().getEncoding();
  if (!cEncoding)
    return emitOpError("the accumulator C has no encoding");
  auto *inferLayout =
      dyn_cast<DialectInferLayoutInterface>(&cEncoding.getDialect());
  if (!inferLayout)
    return emitOpError("the accumulator's encoding cannot say which operand "
                       "encodings fit it");
  if (failed(
          inferLayout->inferDotOpEncoding(aEncoding, 0, cEncoding, getLoc())) ||
      failed(
          inferLayout->inferDotOpEncoding(bEncoding, 1, cEncoding, getLoc())))
    return failure();
  return success();
}
