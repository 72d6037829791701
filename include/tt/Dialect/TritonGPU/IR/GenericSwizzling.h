//===- GenericSwizzling.h - Shared-memory layouts for converts --*- C++ -*-===//
//
// The shared-memory layout a register-to-register `ttg.convert_layout` goes
// through, chosen like Triton 3.6's `optimalSwizzling` (lib/Tools/
// GenericSwizzling.cpp): vectorised, bank-conflict-minimising, and split into
// `reps` rounds when both sides hold the same bases in registers. The
// allocation sizes the convert's scratch buffer from it (elements per round);
// the lowering addresses shared memory through it.
//
// Layouts are handled flattened: a basis is the linear index (dim0 fastest)
// of the tensor element it maps to.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TTG_IR_GENERICSWIZZLING_H
#define TT_DIALECT_TTG_IR_GENERICSWIZZLING_H

#include "tt/Dialect/TritonGPU/IR/LinearLayout.h"

namespace mlir::triton::gpu {

/// A shared-memory access instruction, by the lane bits that form its
/// contiguous chunk (`laneContig`) and the lane bits that give its row
/// addresses (`laneAddr`): ld/st.shared is `{}, {0, 1, 2}`, ldmatrix and
/// stmatrix are `{0, 1}, {2, 3, 4}`, their `.trans` forms `{2, 3, 4}, {0, 1}`.
struct LocalMemOpTile {
  SmallVector<int32_t> laneContig;
  SmallVector<int32_t> laneAddr;
};

/// ld/st.shared: every convert may use it, on either side.
LocalMemOpTile getLdStSharedTile();

/// The instructions a convert may use on each side: ld/st.shared always;
/// stmatrix (source side) from sm90 and ldmatrix (destination side) from sm75
/// for elements of at most 32 bits, and their transposed forms for 16 bits.
std::pair<SmallVector<LocalMemOpTile>, SmallVector<LocalMemOpTile>>
getSrcDstTiles(int computeCapability, int bitwidth);

/// The chosen shared-memory layout as flattened bases per input dim
/// (`vector`, `bank`, `segment`, `reps`), covering a tensor of 2^`dimLog2`
/// elements, and the indices of the source and destination instructions.
struct SwizzledSmem {
  SmallVector<int32_t> vector, bank, segment, reps;
  int32_t dimLog2 = 0;
  std::pair<int32_t, int32_t> instrs = {0, 0};

  /// Elements live in shared memory at once (one round of `reps`).
  int64_t getElemsPerRep() const {
    return int64_t(1) << (dimLog2 - reps.size());
  }
  /// As a linear layout from (vector, bank, segment, reps) to `outDims`.
  LinearLayout toLinearLayout(ArrayRef<std::pair<StringAttr, int32_t>> outDims,
                              MLIRContext *ctx) const;
};

/// Triton's `optimalSwizzling(src, dst, srcTiles, dstTiles, bitwidth)`: the
/// layout for converting `src` into `dst`, both register layouts without
/// broadcast registers (see `removeBroadcastRegisters`).
SwizzledSmem optimalSwizzling(const LinearLayout &src, const LinearLayout &dst,
                              ArrayRef<LocalMemOpTile> srcTiles,
                              ArrayRef<LocalMemOpTile> dstTiles,
                              int32_t bitwidth);

/// `layout` without its zero (broadcast) register bases, like Triton's
/// `actionRemoveBroadcastedRegs(layout).apply(layout)`.
LinearLayout removeBroadcastRegisters(const LinearLayout &layout);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TTG_IR_GENERICSWIZZLING_H
