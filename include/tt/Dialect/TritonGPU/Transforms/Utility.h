//===- Utility.h - Helpers shared by TritonGPU passes -----------*- C++ -*-===//
#ifndef TT_DIALECT_TTG_TRANSFORMS_UTILITY_H
#define TT_DIALECT_TTG_TRANSFORMS_UTILITY_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
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

/// The order of dims in which to store a register tensor of `type` in
/// shared memory: its register order, unless its lanes run along another dim
/// and a thread holds one element along that dim (then the lane order).
SmallVector<unsigned> getOrderForMemory(RankedTensorType type);

/// The NVMMA shared layout Triton gives a tile of `shape` stored in `order`:
/// the widest swizzle (128, 64 or 32 bytes) that the contiguous dim of one
/// CTA's tile fills and divides, none when fewer than 8 rows remain;
/// transposed when dim 0 is the contiguous one.
NVMMASharedEncodingAttr getNVMMASharedEncoding(ArrayRef<int64_t> shape,
                                               ArrayRef<unsigned> order,
                                               CGAEncodingAttr cga,
                                               Type elementType,
                                               bool fp4Padded = false);

/// The instruction shape of an MMA of `version` for a result tile of one CTA
/// (`shapePerCTA`) with operands of `elementType`: v2 {16, 8} (batched
/// {1, 16, 8}); v3 {16, n, 256/bits} with n the largest valid width that
/// divides N and fits the warps; v5 {128 or 64, min(N, 256), 256/bits}.
/// Empty when no v3 width fits.
SmallVector<unsigned> mmaVersionToInstrShape(int version,
                                             ArrayRef<int64_t> shapePerCTA,
                                             Type elementType, int numWarps);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TTG_TRANSFORMS_UTILITY_H
