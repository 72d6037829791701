//===- LinearLayoutConversions.h - Encodings as linear layouts --*- C++ -*-===//
//
// Every TTGIR encoding, for a given tensor shape, as a LinearLayout:
//   register layouts: (register, lane, warp, block) -> (dim0, ..., dimN-1)
//   shared layouts:   (offset, block)               -> (dim0, ..., dimN-1)
//   tensor memory:    (row, col)                    -> (dim0, dim1)
// A shape smaller than the encoding's tile broadcasts (the extra bases become
// zero), a larger one wraps around (more registers / offsets), following
// Triton 3.6's LinearLayoutConversions.cpp rule for rule.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TTG_IR_LINEARLAYOUTCONVERSIONS_H
#define TT_DIALECT_TTG_IR_LINEARLAYOUTCONVERSIONS_H

#include "tt/Dialect/TritonGPU/IR/LinearLayout.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/LLVM.h"

namespace mlir::triton::gpu {

/// `dim0`, ..., `dim<rank-1>`: the output dims of every layout.
SmallVector<StringAttr> standardOutDimNames(MLIRContext *ctx, unsigned rank);

/// The linear layout of `encoding` for a tensor of `shape` (for a memdesc,
/// its allocation shape without the leading buffer dims). Unsupported or
/// malformed input is reported through `emitError` when given.
FailureOr<LinearLayout>
toLinearLayout(ArrayRef<int64_t> shape, Attribute encoding,
               function_ref<InFlightDiagnostic()> emitError = {});

/// The shape the encoding of a ranked tensor or memdesc type lays out: the
/// tensor's shape, or the memdesc's allocation shape without the leading
/// (buffer) dims the encoding does not cover.
SmallVector<int64_t> getLayoutShape(Type type);

/// The linear layout of a ranked tensor or memdesc type with an encoding.
FailureOr<LinearLayout>
toLinearLayout(Type type, function_ref<InFlightDiagnostic()> emitError = {});

/// The layout with its (standard) output dims re-split into the standard dims
/// of `shape`, elements taken in row-major order: what a tt.reshape that
/// moves nothing does to a layout (Triton's reshapeLayout).
LinearLayout reshapeLayout(const LinearLayout &layout, ArrayRef<int64_t> shape);

/// Reports through `emitError` (when given) and fails; for encodings that
/// build their layout outside this library (the ttng tensor-memory ones).
FailureOr<LinearLayout>
layoutError(function_ref<InFlightDiagnostic()> emitError, const Twine &message);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TTG_IR_LINEARLAYOUTCONVERSIONS_H
