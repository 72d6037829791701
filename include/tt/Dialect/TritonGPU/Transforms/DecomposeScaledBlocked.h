//===- DecomposeScaledBlocked.h - tt.dot_scaled as upcasts and tt.dot -----===//
//
// Where no tensor-core instruction takes microscaled operands (sm80, sm90,
// and sm100 dots the tcgen05 pattern leaves), Triton 3.6 rewrites a blocked
// `tt.dot_scaled` into ordinary IR: each operand is upcast to bf16 (f16 when
// an operand is f16), multiplied by its scale broadcast along K, set to NaN
// where the scale is 0xFF (unless fastMath), and fed to a `tt.dot` that
// accelerate-matmul then maps to MMA like any other dot.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TRITONGPU_TRANSFORMS_DECOMPOSESCALEDBLOCKED_H
#define TT_DIALECT_TRITONGPU_TRANSFORMS_DECOMPOSESCALEDBLOCKED_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::triton::gpu {

/// Adds the rewrite of blocked `tt.dot_scaled` into upcasts, scaling and
/// `tt.dot` (Triton's DecomposeScaledBlocked) at `benefit`.
void populateDecomposeScaledBlockedPatterns(RewritePatternSet &patterns,
                                            int benefit);

/// Why the decomposition cannot rewrite `dot` the way Triton 3.6 does (an
/// operand layout whose fp4 unpacking rule tt-opt does not implement);
/// empty when it can.
std::string unsupportedScaledDotDecomposition(Operation *dot);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TRITONGPU_TRANSFORMS_DECOMPOSESCALEDBLOCKED_H
