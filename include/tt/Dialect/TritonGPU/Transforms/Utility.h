//===- Utility.h - Helpers shared by TritonGPU passes -----------*- C++ -*-===//
#ifndef TT_DIALECT_TTG_TRANSFORMS_UTILITY_H
#define TT_DIALECT_TTG_TRANSFORMS_UTILITY_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::triton::gpu {

/// The global-memory pointer operand of a load, store, atomic or async copy;
/// null for other ops.
Value getMemAccessPtr(Operation *op);

/// Dims by decreasing contiguity; ties keep the lower dim first.
SmallVector<unsigned> getOrderFromContiguity(ArrayRef<int64_t> contiguity);

/// Rebuilds `op` with every tensor operand and result in `encoding`: a
/// `ttg.convert_layout` to `encoding` before each tensor operand and one back
/// to the old type after each result (an async copy keeps its results).
/// Replaces `op` and returns the new op.
Operation *convertDistributedOpEncoding(Attribute encoding, Operation *op);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TTG_TRANSFORMS_UTILITY_H
