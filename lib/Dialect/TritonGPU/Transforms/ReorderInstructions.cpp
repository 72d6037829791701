//===- ReorderInstructions.cpp - tritongpu-reorder-instructions -----------===//
//
// After pipelining, some ops sit far from where their results are needed
// and keep registers (or shared memory) live meanwhile. Triton 3.6 moves
// them, in five walks whose order matters: each sees the IR the previous
// ones left.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dominance.h"
#include "llvm/ADT/MapVector.h"

#define DEBUG_TYPE "tritongpu-reorder-instructions"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUREORDERINSTRUCTIONS
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

/// Loads from shared memory and converts to dot operands: their results
/// take more registers than their operands.
bool increasesRegisterPressure(Operation *op) {
  if (isa<LocalLoadOp>(op))
    return true;
  auto convert = dyn_cast<ConvertLayoutOp>(op);
  return convert && isa<DotOperandEncodingAttr>(convert.getType().getEncoding());
}

/// The first op of `op`'s block that is or holds a user of `op`.
Operation *firstUseInBlock(Operation *op) {
  Operation *first = nullptr;
  for (Operation *user : op->getUsers())
    if (Operation *ancestor = op->getBlock()->findAncestorOpInBlock(*user))
      if (!first || ancestor->isBeforeInBlock(first))
        first = ancestor;
  return first;
}

void moveAfter(Operation *op, Operation *anchor) {
  TT_DEBUG(TT_DBGS() << "move " << describeOp(op) << " after "
                     << describeOp(anchor) << "\n");
  op->moveAfter(anchor);
}

/// 1. A convert goes after the deallocations that come before its first use.
void sinkConvertsAfterDeallocs(ModuleOp module) {
  module.walk([](ConvertLayoutOp convert) {
    Operation *firstUse = firstUseInBlock(convert);
    Block *block = convert->getBlock();
    for (auto it = Block::iterator(convert);
         it != block->end() && &*it != firstUse; ++it)
      if (isa<LocalDeallocOp>(&*it))
        moveAfter(convert, &*it);
  });
}

/// 2. An op whose result costs registers moves into the loop of its single
/// user, right before it.
void sinkIntoUserLoops(ModuleOp module) {
  llvm::MapVector<Operation *, Operation *> moves;
  module.walk([&](Operation *op) {
    if (!increasesRegisterPressure(op) || !op->hasOneUse())
      return;
    Operation *user = *op->user_begin();
    if (user->getParentOfType<scf::ForOp>() == op->getParentOfType<scf::ForOp>())
      return;
    moves.insert({op, user});
  });
  for (auto [op, user] : moves) {
    TT_DEBUG(TT_DBGS() << "move " << describeOp(op) << " before its user "
                       << describeOp(user) << "\n");
    op->moveBefore(user);
  }
}

/// 3 and 4. Allocations of a value, and transposes (`tt.trans`,
/// `ttg.memdesc_trans`), follow their operand's definition.
void hoistNextToOperands(ModuleOp module) {
  module.walk([](LocalAllocOp alloc) {
    if (!alloc.getSrc())
      return;
    if (Operation *def = alloc.getSrc().getDefiningOp())
      moveAfter(alloc, def);
  });
  // Both transposes, of registers and of memory descriptors, in one walk.
  module.walk([](Operation *op) {
    if (!isa<TransOp, MemDescTransOp>(op))
      return;
    if (Operation *def = op->getOperand(0).getDefiningOp())
      moveAfter(op, def);
  });
}

/// 5. A dot's B operand is loaded from shared memory after its A operand.
void loadDotOperandBAfterA(ModuleOp module) {
  DominanceInfo dominance(module);
  module.walk([&](LocalLoadOp load) {
    auto encoding = dyn_cast<DotOperandEncodingAttr>(load.getType().getEncoding());
    if (!encoding || encoding.getOpIdx() != 1 || !load->hasOneUse())
      return;
    auto dot = dyn_cast<DotOp>(*load->user_begin());
    if (!dot)
      return;
    auto loadA = dot.getA().getDefiningOp<LocalLoadOp>();
    if (loadA && dominance.dominates(load.getOperation(), loadA.getOperation()))
      moveAfter(load, loadA);
  });
}

struct ReorderInstructions
    : mlir::triton::gpu::impl::TritonGPUReorderInstructionsBase<
          ReorderInstructions> {
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    sinkConvertsAfterDeallocs(module);
    sinkIntoUserLoops(module);
    hoistNextToOperands(module);
    loadDotOperandBAfterA(module);
  }
};

} // namespace
