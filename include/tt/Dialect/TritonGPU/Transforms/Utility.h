//===- Utility.h - Helpers shared by TritonGPU passes -----------*- C++ -*-===//
#ifndef TT_DIALECT_TTG_TRANSFORMS_UTILITY_H
#define TT_DIALECT_TTG_TRANSFORMS_UTILITY_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/PatternMatch.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"

#include <functional>
#include <tuple>

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

/// The instruction shape of an MMA of `version` for a result tile of one CTA
/// (`shapePerCTA`) with operands of `elementType`: v2 {16, 8} (batched
/// {1, 16, 8}); v3 {16, n, 256/bits} with n the largest valid width that
/// divides N and fits the warps; v5 {128 or 64, min(N, 256), 256/bits}.
/// Empty when no v3 width fits.
SmallVector<unsigned> mmaVersionToInstrShape(int version,
                                             ArrayRef<int64_t> shapePerCTA,
                                             Type elementType, int numWarps);

/// The encoding of `ttg.fp4_to_fp`'s result from its operand's (`forward`)
/// or the other way, for `encoding` unpacked along `axis`; null when there
/// is none. `shape` is the one Triton passes: the result's, except when
/// layout propagation infers a result forward (the operand's).
Attribute inferFp4ToFpEncoding(ArrayRef<int64_t> shape, unsigned axis,
                               Attribute encoding, bool forward);

/// The encoding a reshape of `fromShape` in `encoding` to `toShape` gives
/// when it keeps each thread's elements (no reordering); null when the
/// dialect cannot tell (reported at `loc` when given).
Attribute inferReshapeEncoding(ArrayRef<int64_t> fromShape, Attribute encoding,
                               ArrayRef<int64_t> toShape,
                               std::optional<Location> loc = std::nullopt);

/// The encoding `op`'s tensor operands need for its results to be in
/// `encoding` (elementwise ops, reduce, expand_dims, join/split, trans,
/// reshape without reordering, gather indices); null when there is none.
Attribute inferSrcEncoding(Operation *op, Attribute encoding);

/// The encoding of `op`'s results when its tensor operands are in
/// `encoding`; null when `op` does not carry a layout through.
Attribute inferDstEncoding(Operation *op, Attribute encoding);

/// Whether a dot operand comes straight from memory (a load or a block
/// argument), through layout conversions, transposes and memdesc views
/// (Triton's comesFromLoadOrBlockArg): such an operand goes to wgmma through
/// shared memory, and stays there for a tcgen05 MMA.
bool comesFromLoadOrBlockArg(Value value);

/// A load or store worth keeping in its layout: through a block pointer, or
/// on a tensor with at least one element per thread of the CTA.
bool isExpensiveLoadOrStore(Operation *op);

/// Whether `op` can produce its result in `targetEncoding` directly, so a
/// convert of its result folds into it (constants, splat, make_range,
/// converts, shared-memory ops, cheap cat and reordering reshape).
bool canFoldIntoConversion(Operation *op, Attribute targetEncoding);

/// Whether converting a tensor of `type` to `encoding` only renames the
/// registers each thread holds.
bool convertReordersRegisters(RankedTensorType type, Attribute encoding);

/// The tensor values the value of `root` depends on, each with the encoding
/// it needs for `root` to come out in `rootEncoding`, in `slice` and
/// `layout`. Fails on a value needing two encodings, on an scf.for result or
/// an unsupported block argument, on tt.cat and on an op that cannot carry
/// the encoding. Stops at ops that fold a convert, at ops `stop` accepts,
/// and at values `existing` has a converted copy of (that copy enters the
/// slice instead). Free converts are looked through.
LogicalResult getConvertBackwardSlice(
    OpOperand &root, SetVector<Value> &slice, Attribute rootEncoding,
    DenseMap<Value, Attribute> &layout,
    std::function<bool(Operation *)> stop = nullptr,
    std::function<Value(OpOperand &, Attribute)> existing = nullptr);

/// Re-infers the result types of `op` (an InferTypeOpInterface op) from
/// its operands; fails, leaving them, when it cannot.
LogicalResult inferResultTypes(Operation *op);

/// Clones `op` at `builder` with `mapping`; when that changes an operand's
/// type, the clone's result types are re-inferred (Triton's
/// `cloneWithInferType`). Null when they cannot be.
Operation *cloneWithInferType(OpBuilder &builder, Operation *op,
                              IRMapping &mapping);

/// Recreates `loop` with `newInits` appended to its iter args (the body is
/// moved, the new block arguments appended); the (old, new) result pairs go
/// to `replacements` for the caller to replace.
scf::ForOp replaceForOpWithNewSignature(
    OpBuilder &builder, scf::ForOp loop, ValueRange newInits,
    SmallVectorImpl<std::tuple<Value, Value>> &replacements);

/// Recreates `ifOp` with `newResultTypes` appended to its results (the
/// regions are moved); the (old, new) result pairs go to `replacements`.
scf::IfOp replaceIfOpWithNewSignature(
    OpBuilder &builder, scf::IfOp ifOp, TypeRange newResultTypes,
    SmallVectorImpl<std::tuple<Value, Value>> &replacements);

/// The op, in the nearest block that dominates all of `ops`, that comes
/// first among their ancestors there: the earliest point dominating them
/// all (Triton's findNearestCommonDominator). Null for no ops or no common
/// dominating block.
Operation *findNearestCommonDominator(ArrayRef<Operation *> ops,
                                      DominanceInfo &dominance);
/// The same for post-dominance: the op, in the nearest block that
/// post-dominates all of `ops`, that comes last among their ancestors there.
Operation *findNearestCommonPostDominator(ArrayRef<Operation *> ops,
                                          PostDominanceInfo &postDominance);

/// Makes every scf.for iter arg whose value nothing observes yield its own
/// block argument, so that scf.for canonicalization drops it.
void runDeadIterArgElimination(Operation *root);


/// Replaces the uses of `oldOp`'s result by `value` (a memdesc, possibly of
/// another mutability): shared-memory views of it are recreated on `value`
/// with its mutability (their attributes kept; a transpose's type inferred
/// from `value`), `ttng.warp_group_dot_wait` users are recreated with the
/// new type, and a `ttg.warp_specialize` that captures it gives its
/// partitions the argument in the new type (and so on through their
/// views). The old views are erased. `onView`, when given, sees each view
/// of `oldOp` itself (not of the views) and its replacement.
void replaceUsesAndPropagateType(
    OpBuilder &builder, Operation *oldOp, Value value,
    function_ref<void(Operation *, Operation *)> onView = {});

/// Replaces the uses of `old` by the shared-memory buffer `buffer`: a
/// `ttg.local_alloc` of it in the buffer's layout is replaced by the buffer
/// (and erased), other users read a `ttg.local_load` of it (with `token`),
/// created at the builder's insertion point. Returns that load, if any.
LocalLoadOp replaceUsesWithLocalLoad(OpBuilder &builder, OpResult old,
                                     TypedValue<MemDescType> buffer,
                                     Value token = Value());

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TTG_TRANSFORMS_UTILITY_H
