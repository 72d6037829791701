//===- Interfaces.h - Dialect interfaces the tt dialect asks for -*- C++ -*-===//
//
// Layout encodings live in other dialects (ttg, ttng); tt ops reach them only
// through these dialect interfaces, so the tt dialect depends on none of them.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TRITON_IR_INTERFACES_H
#define TT_DIALECT_TRITON_IR_INTERFACES_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectInterface.h"
#include "mlir/IR/Operation.h"

#include <optional>

namespace mlir::triton {

/// Implemented by a dialect that owns tensor encodings: checks that a layout
/// fits the tensor it is attached to and the module around `op` (warps, lanes
/// and CTAs per CGA).
class DialectVerifyTensorLayoutInterface
    : public DialectInterface::Base<DialectVerifyTensorLayoutInterface> {
public:
  DialectVerifyTensorLayoutInterface(Dialect *dialect) : Base(dialect) {}

  virtual LogicalResult
  verifyTensorLayout(Attribute layout, RankedTensorType type, Operation *op,
                     function_ref<InFlightDiagnostic()> emitError) const = 0;
};

/// Implemented by a dialect that owns tensor encodings: the encodings of the
/// results of tt shape ops, given the encodings of their operands. A failure
/// means the operand encoding admits no such result.
class DialectInferLayoutInterface
    : public DialectInterface::Base<DialectInferLayoutInterface> {
public:
  DialectInferLayoutInterface(Dialect *dialect) : Base(dialect) {}

  virtual LogicalResult
  inferTransOpEncoding(Attribute operandEncoding, ArrayRef<int64_t> shape,
                       ArrayRef<int32_t> order, Attribute &resultEncoding,
                       std::optional<Location> loc) const = 0;

  virtual LogicalResult
  inferReduceOpEncoding(Attribute operandEncoding, unsigned axis,
                        Attribute &resultEncoding,
                        std::optional<Location> loc) const = 0;

  virtual LogicalResult
  inferExpandDimsOpEncoding(Attribute operandEncoding, unsigned axis,
                            Attribute &resultEncoding,
                            std::optional<Location> loc) const = 0;

  virtual LogicalResult
  inferJoinOpEncoding(Attribute operandEncoding, Attribute &resultEncoding,
                      ArrayRef<int64_t> shape,
                      std::optional<Location> loc) const = 0;

  virtual LogicalResult
  inferSplitOpEncoding(Attribute operandEncoding, Attribute &resultEncoding,
                       ArrayRef<int64_t> shape,
                       std::optional<Location> loc) const = 0;

  /// Checks that `operandEncoding` fits operand `opIdx` (0 = A, 1 = B) of a
  /// dot whose result has `retEncoding`.
  virtual LogicalResult
  inferDotOpEncoding(Attribute operandEncoding, unsigned opIdx,
                     Attribute retEncoding,
                     std::optional<Location> loc) const = 0;

  /// The encoding that makes a reshape of `srcShape` in `srcEncoding` to
  /// `dstShape` a renaming of the elements each thread holds. A null result
  /// means the dialect cannot tell, and accepts any result encoding.
  virtual LogicalResult
  inferReshapeOpEncoding(ArrayRef<int64_t> srcShape, Attribute srcEncoding,
                         ArrayRef<int64_t> dstShape, Attribute &dstEncoding,
                         std::optional<Location> loc) const = 0;

  /// The encoding of `ttg.fp4_to_fp`'s result (`forward`) or operand from
  /// the other one, `inEncoding`, of a tensor of `shape`: each thread
  /// unpacks its own bytes into two values along `axis`.
  virtual LogicalResult
  inferFp4ToFpOpEncoding(ArrayRef<int64_t> shape, unsigned axis,
                         Attribute inEncoding, Attribute &outEncoding,
                         bool forward, std::optional<Location> loc) const = 0;

  /// Whether two encodings describe the same placement of a tensor of type
  /// `type` (used where a different but equivalent result layout is legal).
  virtual LogicalResult
  verifyLayoutsAreEqual(ArrayRef<int64_t> shape, Attribute expected,
                        Attribute actual, std::optional<Location> loc) const = 0;
};

/// The layout inference of the dialect owning `encoding`; null when there
/// is no encoding or its dialect does not infer layouts.
const DialectInferLayoutInterface *getInferLayoutInterface(Attribute encoding);

} // namespace mlir::triton

#endif // TT_DIALECT_TRITON_IR_INTERFACES_H
