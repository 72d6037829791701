//===- BreakStructPhiNodes.h - Split phis of literal structs ----*- C++ -*-===//
//
// The TritonGPU lowering carries each thread's registers of a tensor as one
// LLVM struct, so a loop-carried tensor becomes a phi of a struct. LLVM's
// scalar optimisations and the NVPTX backend treat such a phi as one opaque
// value: its fields are not separately live, and ptxas later schedules the
// loop worse (in layer_norm, loads were no longer issued ahead of their
// uses). Triton runs a pass that splits them before the vectorizers; this is
// ours.
//
//===----------------------------------------------------------------------===//
#ifndef TT_TARGET_BREAKSTRUCTPHINODES_H
#define TT_TARGET_BREAKSTRUCTPHINODES_H

#include "llvm/IR/PassManager.h"

namespace mlir::triton {

/// Replaces each phi whose type is a literal struct of non-aggregate fields
/// by one phi per field (the incoming values' fields extracted at the end of
/// their blocks) and rebuilds the struct after the phis for the old uses;
/// InstCombine then folds the extract/insert pairs away.
struct BreakStructPhiNodesPass
    : llvm::PassInfoMixin<BreakStructPhiNodesPass> {
  llvm::PreservedAnalyses run(llvm::Function &function,
                              llvm::FunctionAnalysisManager &);
};

} // namespace mlir::triton

#endif // TT_TARGET_BREAKSTRUCTPHINODES_H
