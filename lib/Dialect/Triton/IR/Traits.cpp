//===- Traits.cpp - Op traits of the tt dialect ---------------------------===//
#include "tt/Dialect/Triton/IR/Traits.h"

#include "tt/Dialect/Triton/IR/Interfaces.h"
#include "tt/Dialect/Triton/IR/Dialect.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;

namespace {

Attribute getTensorEncoding(Type type) {
  if (auto tensorType = dyn_cast<RankedTensorType>(type))
    return tensorType.getEncoding();
  return {};
}

bool isBlockPointer(Type type) {
  auto ptrType = dyn_cast<PointerType>(type);
  return ptrType && isa<RankedTensorType>(ptrType.getPointeeType());
}

LogicalResult checkTensorSize(Operation *op, Type type) {
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!tensorType || !tensorType.hasStaticShape())
    return success();
  int64_t numElements = tensorType.getNumElements();
  if (numElements > OpTrait::impl::kMaxTensorNumElements)
    return op->emitError("maximum allowed number of elements is ")
           << OpTrait::impl::kMaxTensorNumElements << ", but " << tensorType
           << " has " << numElements;
  if (!llvm::isPowerOf2_64(numElements))
    return op->emitError("number of elements must be a power of two, but ")
           << tensorType << " has " << numElements;
  return success();
}

/// Encodings on tensors without one are unconstrained (scalars mix freely
/// with tensors in elementwise ops).
bool haveSameEncodings(TypeRange types) {
  Attribute common;
  for (Type type : types) {
    Attribute encoding = getTensorEncoding(type);
    if (!encoding)
      continue;
    if (common && encoding != common)
      return false;
    common = encoding;
  }
  return true;
}

LogicalResult checkLayout(Operation *op, Type type,
                          function_ref<InFlightDiagnostic()> emitError) {
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!tensorType || !tensorType.getEncoding())
    return success();
  Attribute layout = tensorType.getEncoding();
  auto *verifier = dyn_cast<DialectVerifyTensorLayoutInterface>(
      &layout.getDialect());
  if (!verifier)
    return success();
  return verifier->verifyTensorLayout(layout, tensorType, op, emitError);
}

} // namespace

LogicalResult OpTrait::impl::verifyTensorSize(Operation *op) {
  for (Type type : op->getOperandTypes())
    if (failed(checkTensorSize(op, type)))
      return failure();
  for (Type type : op->getResultTypes())
    if (failed(checkTensorSize(op, type)))
      return failure();
  return success();
}

LogicalResult OpTrait::impl::verifyValueLayouts(
    Operation *op,
    function_ref<LogicalResult(Type, function_ref<InFlightDiagnostic()>)>
        checkLayout) {
  auto checkValue = [&](Type type, StringRef kind, size_t index) {
    return checkLayout(type, [&]() {
      return op->emitError() << kind << " " << index
                             << " has an invalid layout: ";
    });
  };
  for (auto [index, operand] : llvm::enumerate(op->getOperands()))
    if (failed(checkValue(operand.getType(), "operand", index)))
      return failure();
  for (auto [index, result] : llvm::enumerate(op->getResults()))
    if (failed(checkValue(result.getType(), "result", index)))
      return failure();
  return success();
}

LogicalResult OpTrait::impl::verifyTensorLayouts(Operation *op) {
  return verifyValueLayouts(
      op, [&](Type type, function_ref<InFlightDiagnostic()> emitError) {
        return checkLayout(op, type, emitError);
      });
}

LogicalResult OpTrait::impl::verifySameOperandsEncoding(Operation *op) {
  if (!haveSameEncodings(op->getOperandTypes()))
    return op->emitOpError("requires the same encoding for all operands");
  return success();
}

LogicalResult OpTrait::impl::verifySameOperandsAndResultEncoding(Operation *op) {
  SmallVector<Type> types(op->getOperandTypes());
  llvm::append_range(types, op->getResultTypes());
  if (!haveSameEncodings(types))
    return op->emitOpError(
        "requires the same encoding for all operands and results");
  return success();
}

// Operands of loads and stores through a block pointer are checked against
// the pointee tensor by the op itself (boundary checks), not by these traits.
static bool accessesBlockPointer(Operation *op) {
  return op->getNumOperands() > 0 && isBlockPointer(op->getOperand(0).getType());
}

LogicalResult OpTrait::impl::verifySameLoadStoreOperandsShape(Operation *op) {
  if (accessesBlockPointer(op))
    return success();
  return verifySameOperandsShape(op);
}

LogicalResult
OpTrait::impl::verifySameLoadStoreOperandsAndResultShape(Operation *op) {
  if (accessesBlockPointer(op))
    return success();
  return verifySameOperandsAndResultShape(op);
}

LogicalResult OpTrait::impl::verifySameLoadStoreOperandsEncoding(Operation *op) {
  if (accessesBlockPointer(op))
    return success();
  return verifySameOperandsEncoding(op);
}

LogicalResult
OpTrait::impl::verifySameLoadStoreOperandsAndResultEncoding(Operation *op) {
  if (accessesBlockPointer(op))
    return success();
  return verifySameOperandsAndResultEncoding(op);
}
