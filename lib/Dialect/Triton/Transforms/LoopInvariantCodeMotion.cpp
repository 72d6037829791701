//===- LoopInvariantCodeMotion.cpp - LICM that also hoists loads ----------===//
//
// MLIR's loop-invariant code motion, innermost loops first, with one
// addition: a `tt.load` of loop-invariant operands leaves an `scf.for` whose
// body only reads memory, masked by "the loop runs at least once" so that
// the hoisted load touches memory only when the loop would have.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/Transforms/Passes.h"
#include "tt/Dialect/Triton/Transforms/Utility.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

#include <optional>
#include <string>

#define DEBUG_TYPE "triton-licm"

namespace mlir::triton {
#define GEN_PASS_DEF_TRITONLOOPINVARIANTCODEMOTION
#include "tt/Dialect/Triton/Transforms/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

/// Whether `op` and everything nested in it at most read memory.
bool onlyReadsMemory(Operation *op) {
  std::optional<SmallVector<MemoryEffects::EffectInstance>> effects =
      getEffectsRecursively(op);
  return effects &&
         llvm::all_of(*effects, [](const MemoryEffects::EffectInstance &e) {
           return isa<MemoryEffects::Read>(e.getEffect());
         });
}

/// Masks a load that leaves `loop` with "the loop runs at least once"
/// (built before the loop). Only `scf.for` has a trip count to test; a load
/// leaving any other loop is left where it is.
bool maskHoistedLoad(LoadOp load, LoopLikeOpInterface loop) {
  auto forOp = dyn_cast<scf::ForOp>(loop.getOperation());
  if (!forOp)
    return false;
  IRRewriter rewriter(forOp);
  Value runsOnce =
      arith::CmpIOp::create(rewriter, forOp.getLoc(), arith::CmpIPredicate::slt,
                            forOp.getLowerBound(), forOp.getUpperBound());
  Value mask =
      getPredMask(rewriter, load.getPtr().getType(), load.getMask(), runsOnce);
  load.getMaskMutable().assign(mask);
  return true;
}

void hoistInvariants(LoopLikeOpInterface loop) {
  // Computed on the first load that could leave the loop.
  std::optional<bool> loopOnlyReads;
  auto shouldMove = [&](Operation *op, Region *) {
    if (!isa<LoadOp>(op))
      return isSpeculatable(op) && isMemoryEffectFree(op);
    if (!loopOnlyReads)
      loopOnlyReads = onlyReadsMemory(loop);
    if (!*loopOnlyReads)
      TT_DEBUG(TT_DBGS() << "keeping " << describeOp(op)
                         << "\n  the loop writes memory\n");
    return *loopOnlyReads && onlyReadsMemory(op);
  };
  auto move = [&](Operation *op, Region *) {
    if (auto load = dyn_cast<LoadOp>(op)) {
      if (!maskHoistedLoad(load, loop)) {
        TT_DEBUG(TT_DBGS() << "keeping " << describeOp(op)
                           << "\n  only loads leaving an scf.for are masked\n");
        return;
      }
      TT_DEBUG(TT_DBGS() << "masked with the loop's trip count: "
                         << describeOp(op) << "\n");
    }
    TT_DEBUG(TT_DBGS() << "hoisting " << describeOp(op) << "\n");
    loop.moveOutOfLoop(op);
  };
  moveLoopInvariantCode(
      loop.getLoopRegions(),
      [&](Value value, Region *) { return loop.isDefinedOutsideOfLoop(value); },
      shouldMove, move);
}

class LoopInvariantCodeMotionPass
    : public mlir::triton::impl::TritonLoopInvariantCodeMotionBase<
          LoopInvariantCodeMotionPass> {
public:
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    // Post-order: an inner loop's invariants land in the outer loop, which is
    // visited next and may hoist them further.
    getOperation()->walk(
        [](LoopLikeOpInterface loop) { hoistInvariants(loop); });
  }
};

} // namespace
