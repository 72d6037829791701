//===- PointerAccess.h - Loads and stores of a block through pointers ----===//
//
// A block of a global tensor (base, shape, strides, i64 offsets) read or
// written through a tensor of pointers, as Triton 3.6 builds it when it
// rewrites block pointers (triton-rewrite-tensor-pointer) and tensor
// descriptors (triton-rewrite-tensor-descriptor-to-pointer).
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TRITON_TRANSFORMS_POINTERACCESS_H
#define TT_DIALECT_TRITON_TRANSFORMS_POINTERACCESS_H

#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::triton {

/// A block of a global tensor: base, shape and strides (i64, as the
/// pointer or descriptor was made), and the block's offsets (i64).
struct BlockPointer {
  Value base;
  SmallVector<Value> shape, strides, offsets;
  SmallVector<int64_t> tensorShape;

  unsigned rank() const { return shape.size(); }
};

/// Builds the tensor of pointers, mask and `other` of one load or store;
/// `offset_i + range_i` is built once per dimension and builder.
class AccessBuilder {
public:
  AccessBuilder(OpBuilder &builder, Location loc, const BlockPointer &ptr)
      : b(builder), loc(loc), ptr(ptr) {}

  /// `offset_i + range_i` as i64, expanded to the rank of the block.
  Value offsetWithRange(unsigned i);
  /// `splat(base) + sum_i broadcast((offset_i + range_i) * stride_i)`.
  Value pointers();
  /// `0 <= offset_i + range_i < shape_i` for the dimensions given.
  Value mask(ArrayRef<int32_t> boundaryCheck);
  /// A splat of zero or NaN for a padding, none without one.
  Value other(std::optional<PaddingOption> padding);

private:
  OpBuilder &b;
  Location loc;
  const BlockPointer &ptr;
  DenseMap<unsigned, Value> cache;
};

} // namespace mlir::triton

#endif // TT_DIALECT_TRITON_TRANSFORMS_POINTERACCESS_H
