//===- FoldZeroTripEdges.cpp - Undo split zero-trip edges -----------------===//

#include "tt/Target/FoldZeroTripEdges.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace {

/// More than this and the work moved onto the guard's other path (the
/// loop's) would no longer be negligible; PRE's blocks hold a handful.
constexpr unsigned kMaxHoisted = 16;

/// The block's single predecessor when `block` is an edge a conditional
/// branch was split into: one predecessor ending in a conditional branch,
/// one successor, and a body that can run on the other path too.
BasicBlock *splitEdgeSource(BasicBlock &block) {
  BasicBlock *source = block.getSinglePredecessor();
  auto *branch = dyn_cast_or_null<BranchInst>(
      source ? source->getTerminator() : nullptr);
  auto *exit = dyn_cast<BranchInst>(block.getTerminator());
  if (!branch || !branch->isConditional() || !exit || exit->isConditional() ||
      &block == &block.getParent()->getEntryBlock())
    return nullptr;
  unsigned count = 0;
  for (Instruction &inst : block.instructionsWithoutDebug()) {
    if (inst.isTerminator())
      continue;
    if (isa<PHINode>(inst) || inst.mayReadOrWriteMemory() ||
        !isSafeToSpeculativelyExecute(&inst) || ++count > kMaxHoisted)
      return nullptr;
  }
  // An empty edge block is left to LLVM: only split edges that got code
  // are ours to fold.
  return count > 0 ? source : nullptr;
}

} // namespace

PreservedAnalyses
mlir::triton::FoldZeroTripEdgesPass::run(Function &function,
                                         FunctionAnalysisManager &) {
  SmallVector<std::pair<BasicBlock *, BasicBlock *>> edges;
  for (BasicBlock &block : function)
    if (BasicBlock *source = splitEdgeSource(block))
      edges.push_back({&block, source});
  bool changed = false;
  for (auto [block, source] : edges) {
    Instruction *guard = source->getTerminator();
    for (Instruction &inst :
         make_early_inc_range(block->instructionsWithoutDebug())) {
      if (inst.isTerminator())
        break;
      inst.moveBefore(guard->getIterator());
      inst.dropUBImplyingAttrsAndMetadata();
      changed = true;
    }
    changed |= TryToSimplifyUncondBranchFromEmptyBlock(block);
  }
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
