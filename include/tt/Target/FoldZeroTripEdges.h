//===- FoldZeroTripEdges.h - Undo split zero-trip edges --------*- C++ -*-===//
//
// LLVM rotates a loop behind a guard `br %n_positive, %preheader, %exit`,
// LICM hoists the loop's invariant index math (thread-id arithmetic) into
// the preheader, and when code after the loop recomputes the same values,
// GVN-PRE splits the guard's zero-trip edge into a block that computes them
// there too. Codegen then also puts the exit phis' copies into that block:
// for a wgmma loop these are the accumulator's initial zeros, and the block
// is laid out between the loop and its final `wgmma.wait_group`, where
// ptxas takes them for non-wgmma definitions of accumulator registers
// inside a pipeline stage and serializes every wgmma of the loop (C7515;
// 0.75x of Triton's speed on pipe_tf32_s2). Triton's IR happens not to
// trigger the PRE; ours, with the same semantics, sometimes does.
//
//===----------------------------------------------------------------------===//
#ifndef TT_TARGET_FOLDZEROTRIPEDGES_H
#define TT_TARGET_FOLDZEROTRIPEDGES_H

#include "llvm/IR/PassManager.h"

namespace mlir::triton {

/// Moves the instructions of a block that a conditional branch splits onto
/// one of its edges (single predecessor ending in a conditional branch,
/// single successor) into that predecessor, when they are few, touch no
/// memory and are safe to execute speculatively, and then folds the empty
/// block into its successor, so that the successor's phis take their values
/// straight from the branch's block.
struct FoldZeroTripEdgesPass : llvm::PassInfoMixin<FoldZeroTripEdgesPass> {
  llvm::PreservedAnalyses run(llvm::Function &function,
                              llvm::FunctionAnalysisManager &);
};

} // namespace mlir::triton

#endif // TT_TARGET_FOLDZEROTRIPEDGES_H
