//===- Traits.h - Op traits of the tt dialect ------------------*- C++ -*-===//
//
// Traits shared by tt, ttg and ttng ops. They live in ::mlir::OpTrait so that
// ODS `NativeOpTrait`s name them without a namespace override.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TRITON_IR_TRAITS_H
#define TT_DIALECT_TRITON_IR_TRAITS_H

#include "mlir/IR/OpDefinition.h"

namespace mlir::OpTrait {
namespace impl {

/// Triton tensors hold a power-of-two number of elements, at most 2^20.
constexpr int64_t kMaxTensorNumElements = 1 << 20;

LogicalResult verifyTensorSize(Operation *op);
LogicalResult verifyTensorLayouts(Operation *op);
/// Runs `checkLayout` on the type of each operand and result of `op`, with a
/// diagnostic that names the value ("operand 1 has an invalid layout: ...").
LogicalResult verifyValueLayouts(
    Operation *op,
    function_ref<LogicalResult(Type, function_ref<InFlightDiagnostic()>)>
        checkLayout);
LogicalResult verifySameOperandsEncoding(Operation *op);
LogicalResult verifySameOperandsAndResultEncoding(Operation *op);
LogicalResult verifySameLoadStoreOperandsShape(Operation *op);
LogicalResult verifySameLoadStoreOperandsAndResultShape(Operation *op);
LogicalResult verifySameLoadStoreOperandsEncoding(Operation *op);
LogicalResult verifySameLoadStoreOperandsAndResultEncoding(Operation *op);

} // namespace impl

/// Every ranked tensor operand and result has a power-of-two element count
/// no larger than impl::kMaxTensorNumElements.
template <typename ConcreteType>
class TensorSizeTrait : public TraitBase<ConcreteType, TensorSizeTrait> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return impl::verifyTensorSize(op);
  }
};

/// Every encoding on a ranked tensor operand or result is checked by the
/// encoding's dialect (DialectVerifyTensorLayoutInterface), if it has one.
template <typename ConcreteType>
class VerifyTensorLayoutsTrait
    : public TraitBase<ConcreteType, VerifyTensorLayoutsTrait> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return impl::verifyTensorLayouts(op);
  }
};

/// Tensor operands that carry an encoding all carry the same one.
template <typename ConcreteType>
class SameOperandsEncoding
    : public TraitBase<ConcreteType, SameOperandsEncoding> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return impl::verifySameOperandsEncoding(op);
  }
};

/// Tensor operands and results that carry an encoding all carry the same one.
template <typename ConcreteType>
class SameOperandsAndResultEncoding
    : public TraitBase<ConcreteType, SameOperandsAndResultEncoding> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return impl::verifySameOperandsAndResultEncoding(op);
  }
};

/// Like SameOperandsShape, except that a block-pointer first operand (whose
/// operands are checked against the pointee tensor) is exempt.
template <typename ConcreteType>
class SameLoadStoreOperandsShape
    : public TraitBase<ConcreteType, SameLoadStoreOperandsShape> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return impl::verifySameLoadStoreOperandsShape(op);
  }
};

template <typename ConcreteType>
class SameLoadStoreOperandsAndResultShape
    : public TraitBase<ConcreteType, SameLoadStoreOperandsAndResultShape> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return impl::verifySameLoadStoreOperandsAndResultShape(op);
  }
};

template <typename ConcreteType>
class SameLoadStoreOperandsEncoding
    : public TraitBase<ConcreteType, SameLoadStoreOperandsEncoding> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return impl::verifySameLoadStoreOperandsEncoding(op);
  }
};

template <typename ConcreteType>
class SameLoadStoreOperandsAndResultEncoding
    : public TraitBase<ConcreteType, SameLoadStoreOperandsAndResultEncoding> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return impl::verifySameLoadStoreOperandsAndResultEncoding(op);
  }
};

} // namespace mlir::OpTrait

#endif // TT_DIALECT_TRITON_IR_TRAITS_H
