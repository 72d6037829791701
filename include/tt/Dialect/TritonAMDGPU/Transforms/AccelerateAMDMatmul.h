//===- AccelerateAMDMatmul.h - Shared by the pass's files ----*- C++ -*-===//
//
// The pass is split by rule: MFMA for tt.dot (AccelerateAMDMatmulMfma.cpp),
// MFMA for tt.dot_scaled (AccelerateAMDMatmulScaled.cpp), FMA legalization
// and the mixed-operand promotion (AccelerateAMDMatmulFma.cpp), the driver
// (AccelerateAMDMatmul.cpp). This header is what they share.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_AMDG_TRANSFORMS_ACCELERATEAMDMATMUL_H
#define TT_DIALECT_AMDG_TRANSFORMS_ACCELERATEAMDMATMUL_H

#include "tt/Dialect/TritonAMDGPU/Transforms/MfmaTable.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::triton::amdgpu {

/// The pass options as the patterns use them.
struct MatmulOptions {
  int mfmaVersion;     ///< 1-4 (gfx908, gfx90a, gfx942, gfx950)
  int enforcedNonKDim; ///< matrix-instruction-size; 0: from the shape
  int kPack;           ///< kWidth = kBase * kPack
};

/// Whether the result of `dot` reaches operand `opIdx` (0: A, 1: B) of
/// another dot in its region (the first dot of attention's QK^T -> PV).
bool isChainDotHead(Operation *dot, unsigned opIdx = 0);

/// Whether the A operand of `dot` comes from another dot in its region.
bool isChainDotTail(Operation *dot);

/// Triton's warpsPerTile: how `numWarps` warps tile the `shape` result of
/// `dot` with mDim x nDim instructions.
SmallVector<unsigned> warpsPerTile(Operation *dot, ArrayRef<int64_t> shape,
                                   unsigned numWarps, unsigned mDim,
                                   unsigned nDim);

/// Triton's chooseMfmaInstruction: M/N from `enforcedNonKDim` or from the
/// result shape of `cType`, then the table's instruction, which fails unless
/// `inputKDim` is a multiple of its K.
FailureOr<MfmaInstruction>
chooseMfmaInstruction(Location loc, const MatmulOptions &options,
                      RankedTensorType cType, Type aElemType, Type bElemType,
                      int64_t inputKDim, bool withScale, bool allowXF32);

/// A convert_layout of `value` to `encoding`, then a cast to `elemType`
/// when that differs (Triton's convertAndCastTensor).
Value convertAndCast(PatternRewriter &rewriter, Value value, Attribute encoding,
                     Type elemType);

/// tt.dot with a blocked result -> MFMA (Triton's BlockedToMFMA). A dot it
/// cannot rewrite as Triton would is reported and sets `*reportedError`.
void populateBlockedToMfmaPatterns(RewritePatternSet &patterns,
                                   const MatmulOptions &options,
                                   bool *reportedError);

/// tt.dot_scaled with a blocked result -> MFMA on bf16/f16 operands
/// (Triton's ScaledBlockedToMFMA, gfx908 to gfx942). A dot it cannot
/// rewrite as Triton would is reported and sets `*reportedError`.
void populateScaledBlockedToMfmaPatterns(RewritePatternSet &patterns,
                                         const MatmulOptions &options,
                                         bool *reportedError);

/// tt.dot left blocked -> a form the FMA lowering takes (Triton's
/// AccelerateBlocked). `cdna4` allows bf16 v_dot2.
void populateFmaLegalizationPatterns(RewritePatternSet &patterns, bool cdna4,
                                     bool *reportedError);

/// Triton's decomposeMixedModeDotOp: MFMA dots whose A and B differ (and are
/// wider than 8 bits) get both promoted to f16 or f32.
LogicalResult promoteMixedMfmaOperands(ModuleOp module);

} // namespace mlir::triton::amdgpu

#endif // TT_DIALECT_AMDG_TRANSFORMS_ACCELERATEAMDMATMUL_H
