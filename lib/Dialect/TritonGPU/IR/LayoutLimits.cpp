//===- LayoutLimits.cpp - Bounds on the counts of encodings ---------------===//
#include "tt/Dialect/TritonGPU/IR/LayoutLimits.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton::gpu;

namespace {

/// "a power of two between 1 and 65536 (2^16)".
void describeRange(InFlightDiagnostic &diag, bool powerOfTwo) {
  diag << (powerOfTwo ? "a power of two " : "") << "between 1 and "
       << kMaxLayoutCount << " (2^" << kMaxLayoutCountLog2 << ")";
}

bool isValidCount(unsigned value, bool powerOfTwo) {
  return value >= 1 && value <= kMaxLayoutCount &&
         (!powerOfTwo || llvm::isPowerOf2_32(value));
}

} // namespace

LogicalResult
mlir::triton::gpu::verifyCounts(function_ref<InFlightDiagnostic()> emitError,
                                StringRef name, ArrayRef<unsigned> values,
                                bool powerOfTwo) {
  for (unsigned value : values) {
    if (isValidCount(value, powerOfTwo))
      continue;
    // Triton's message for the values it rejects too.
    if (powerOfTwo && !llvm::isPowerOf2_32(value))
      return emitError() << "Every element in " << name
                         << " must be a power of two.";
    InFlightDiagnostic diag = emitError();
    diag << "Every element in " << name << " must be ";
    describeRange(diag, powerOfTwo);
    return diag << "; got " << value;
  }
  return success();
}

LogicalResult
mlir::triton::gpu::verifyCount(function_ref<InFlightDiagnostic()> emitError,
                               StringRef name, unsigned value,
                               bool powerOfTwo) {
  if (isValidCount(value, powerOfTwo))
    return success();
  InFlightDiagnostic diag = emitError();
  diag << name << " must be ";
  describeRange(diag, powerOfTwo);
  return diag << "; got " << value;
}

LogicalResult
mlir::triton::gpu::verifyTileSize(function_ref<InFlightDiagnostic()> emitError,
                                  StringRef what,
                                  ArrayRef<ArrayRef<unsigned>> factors) {
  // Each factor is at most 2^16, so the sum of their (rounded up) log2 is
  // small; the product itself could overflow.
  unsigned log2 = 0;
  for (ArrayRef<unsigned> list : factors)
    for (unsigned value : list)
      log2 += llvm::Log2_32_Ceil(value);
  if (log2 <= kMaxLayoutSizeLog2)
    return success();
  return emitError() << "the tile of " << what << " has 2^" << log2
                     << " elements; at most 2^" << kMaxLayoutSizeLog2
                     << " are supported";
}

LogicalResult mlir::triton::gpu::verifyLayoutSize(
    function_ref<InFlightDiagnostic()> emitError, const LinearLayout &layout) {
  unsigned log2 = 0;
  for (const auto &dimBases : llvm::make_second_range(layout.getBases()))
    log2 += dimBases.size();
  if (log2 <= kMaxLayoutSizeLog2)
    return success();
  return emitError() << "the layout has " << log2 << " bases, 2^" << log2
                     << " locations; at most 2^" << kMaxLayoutSizeLog2
                     << " are supported";
}
