//===- LayoutLimits.h - Bounds on the counts of encodings -------*- C++ -*-===//
//
// Layout arithmetic is int32 (the dim sizes and basis vectors of a linear
// layout, as in Triton) and multiplies the counts of an encoding together:
// elements per thread, lanes, warps, CTAs, instruction shapes. A count that
// passes the power-of-two check can still overflow it (threadsPerWarp =
// [2^31] times anything wraps to 0) and divide by zero far from the input.
// The attribute verifiers bound every count, and the product of the counts
// of one tile, with these limits, so such input is a diagnostic at the
// attribute instead.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TTG_IR_LAYOUTLIMITS_H
#define TT_DIALECT_TTG_IR_LAYOUTLIMITS_H

#include "tt/Dialect/TritonGPU/IR/LinearLayout.h"

#include "mlir/IR/Diagnostics.h"

namespace mlir::triton::gpu {

/// Any one count of an encoding (elements per thread, lanes, warps, CTA
/// splits, an instruction's M, N or K, kWidth, swizzle parameters, tensor
/// memory block sizes, element bit widths): at most 2^16, far above any GPU.
constexpr unsigned kMaxLayoutCountLog2 = 16;
constexpr unsigned kMaxLayoutCount = 1u << kMaxLayoutCountLog2;

/// The elements of one tile of an encoding (the product of its counts), the
/// hardware locations of a layout given by bases, and a basis coordinate's
/// dim: at most 2^30, so that sizes and their products stay within int32.
constexpr unsigned kMaxLayoutSizeLog2 = 30;

/// The rank an encoding may declare without listing its dims (the `rank`
/// of `nvmma_shared`); TMA handles at most 5.
constexpr unsigned kMaxLayoutRank = 16;

/// Every value of the list `name` is in [1, 2^16], and a power of two where
/// `powerOfTwo` (in Triton's words: "Every element in NAME must be a power
/// of two.").
LogicalResult verifyCounts(function_ref<InFlightDiagnostic()> emitError,
                           StringRef name, ArrayRef<unsigned> values,
                           bool powerOfTwo = true);

/// The single count `name` is in [1, 2^16] (a power of two where
/// `powerOfTwo`).
LogicalResult verifyCount(function_ref<InFlightDiagnostic()> emitError,
                          StringRef name, unsigned value,
                          bool powerOfTwo = true);

/// The product of all `factors` (already verified counts), the elements of
/// the tile that `what` describes, is at most 2^30.
LogicalResult verifyTileSize(function_ref<InFlightDiagnostic()> emitError,
                             StringRef what,
                             ArrayRef<ArrayRef<unsigned>> factors);

/// A layout given by its bases spans at most 2^30 input locations (the
/// product of its input dim sizes).
LogicalResult verifyLayoutSize(function_ref<InFlightDiagnostic()> emitError,
                               const LinearLayout &layout);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TTG_IR_LAYOUTLIMITS_H
