//===- WarpConversion.h - Within-warp converts as permutations -*- C++ -*-===//
//
// A `ttg.convert_layout` whose data stays inside each warp, seen as Triton
// 3.6 sees it (getWarpLayoutConvertDecomposition, lib/Analysis/Utility.cpp):
// once broadcast registers are dropped and the smaller register dim padded,
// the conversion is a permutation P of the hardware index bits (register
// bits r_*, lane bits l_*) with src = dst o P. Walking P's cycles factors it
// as
//
//                    P = P_mixed o P_lane o P_reg,
//
// P_reg / P_lane permuting register / lane bits only, and P_mixed a product
// of disjoint transpositions (r_i l_j): each run "r_m -> l_j -> .. -> l_k ->
// r_i" of a cycle becomes r_m -> r_i in P_reg, l_k -> l_j in P_lane and the
// transposition (r_i l_j). The lowering renames registers for P_reg and
// moves data with selects and `shfl.sync` for the rest; with two or more
// transpositions Triton goes through shared memory instead.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TTG_IR_WARPCONVERSION_H
#define TT_DIALECT_TTG_IR_WARPCONVERSION_H

#include "tt/Dialect/TritonGPU/IR/LinearLayout.h"

#include <optional>

namespace mlir::triton::gpu {

struct WarpConversion {
  /// Register bits (of the padded, broadcast-free registers) and lane bits.
  unsigned numRegisterBits = 0;
  unsigned numLaneBits = 0;
  /// P_reg: register bit b moves to bit registerPerm[b].
  SmallVector<unsigned> registerPerm;
  /// P_lane: lane bit b moves to bit lanePerm[b].
  SmallVector<unsigned> lanePerm;
  /// P_mixed: (register bit, lane bit) pairs swapped, disjoint.
  SmallVector<std::pair<unsigned, unsigned>> transpositions;

  bool laneIsIdentity() const;
  /// Where register `reg` goes under P_reg.
  int64_t permuteRegister(int64_t reg) const;
  /// P_lane^-1: lane bit b comes from bit inverseLanePerm()[b].
  SmallVector<unsigned> inverseLanePerm() const;
};

/// The factorisation of the convert from `src` to `dst` (full layouts,
/// warps and CTAs included), or nullopt when the data leaves a warp or the
/// register and lane bases of the two layouts are not the same vectors in
/// another order.
std::optional<WarpConversion> decomposeWarpConversion(const LinearLayout &src,
                                                      const LinearLayout &dst);

/// Triton's `cvtNeedsWarpShuffle` (or its `cvtReordersRegisters` when P
/// moves registers only): the data stays in its warp and P has at most one
/// mixed transposition. Warps broadcast alike on both sides count as
/// staying, as Triton's invertAndCompose maps identical dims to themselves.
bool convertUsesWarpShuffles(const LinearLayout &src, const LinearLayout &dst);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TTG_IR_WARPCONVERSION_H
