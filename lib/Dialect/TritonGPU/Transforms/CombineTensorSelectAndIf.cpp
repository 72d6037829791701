//===- CombineTensorSelectAndIf.cpp - Fold selects into scf.if ------------===//
//
// A tensor `arith.select %c, %a, %b` next to an `scf.if %c` costs a
// select per element although the branch already decides: the if yields
// %a in its then block and %b in its else block instead. Uses of a select
// inside an if on the same condition take the branch's value directly.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dominance.h"
#include "llvm/ADT/MapVector.h"

#include <tuple>

#define DEBUG_TYPE "tritongpu-combine-tensor-select-and-if"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUCOMBINETENSORSELECTANDIF
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;

namespace {

/// Inside `scf.if %c`, `select %c, %a, %b` is %a in the then region and %b in
/// the else region: every op there using the select uses that value instead.
/// Decided for all selects first, then applied, so that no select sees
/// another's rewrite.
void forwardSelectsIntoIfs(ModuleOp module) {
  SmallVector<std::tuple<Operation *, Value, Value>> rewrites;
  module.walk([&](arith::SelectOp select) {
    for (Operation *condUser : select.getCondition().getUsers()) {
      auto ifOp = dyn_cast<scf::IfOp>(condUser);
      if (!ifOp)
        continue;
      // A user with several uses of the select is listed once per use.
      SmallPtrSet<Operation *, 4> seen;
      for (Operation *user : select.getResult().getUsers()) {
        if (!ifOp->isProperAncestor(user) || !seen.insert(user).second)
          continue;
        bool inThen = ifOp.getThenRegion().findAncestorOpInRegion(*user);
        Value branchValue =
            inThen ? select.getTrueValue() : select.getFalseValue();
        TT_DEBUG(TT_DBGS() << "inside the " << (inThen ? "then" : "else")
                           << " region of " << triton::describeOp(ifOp) << ", "
                           << triton::describeOp(user) << " uses the select's "
                           << (inThen ? "true" : "false") << " value\n");
        rewrites.emplace_back(user, select.getResult(), branchValue);
      }
    }
  });
  for (auto [user, from, to] : rewrites)
    from.replaceUsesWithIf(
        to, [user = user](OpOperand &use) { return use.getOwner() == user; });
}

/// The first `scf.if` on the select's condition, in its block and after it,
/// that dominates every use of the select; null if there is none.
scf::IfOp findIfToMergeInto(arith::SelectOp select, DominanceInfo &dominance) {
  Block *block = select->getBlock();
  SmallVector<scf::IfOp> candidates;
  for (Operation *user : select.getCondition().getUsers())
    if (auto ifOp = dyn_cast<scf::IfOp>(user))
      if (ifOp->getBlock() == block && !llvm::is_contained(candidates, ifOp))
        candidates.push_back(ifOp);
  llvm::sort(candidates,
             [](scf::IfOp a, scf::IfOp b) { return a->isBeforeInBlock(b); });
  for (scf::IfOp ifOp : candidates) {
    if (!dominance.dominates(select.getOperation(), ifOp.getOperation()))
      continue;
    if (llvm::all_of(select->getUsers(), [&](Operation *user) {
          return dominance.dominates(ifOp.getOperation(), user);
        }))
      return ifOp;
  }
  return nullptr;
}

/// Replaces `ifOp` by one that also yields each select's true value in its
/// then block and false value in its else block, and the selects by those
/// results. The new if and yields carry the old if's location.
void mergeSelectsIntoIf(scf::IfOp ifOp, ArrayRef<arith::SelectOp> selects) {
  Location loc = ifOp.getLoc();
  SmallVector<Type> resultTypes(ifOp.getResultTypes());
  for (arith::SelectOp select : selects)
    resultTypes.push_back(select.getType());
  OpBuilder builder(ifOp);
  auto newIf = scf::IfOp::create(builder, loc, resultTypes, ifOp.getCondition(),
                                 /*withElseRegion=*/true);
  newIf.getThenRegion().takeBody(ifOp.getThenRegion());
  if (ifOp.elseBlock())
    newIf.getElseRegion().takeBody(ifOp.getElseRegion());
  else {
    OpBuilder elseBuilder = newIf.getElseBodyBuilder();
    scf::YieldOp::create(elseBuilder, loc);
  }

  auto extendYield = [&](scf::YieldOp yield, bool thenSide) {
    SmallVector<Value> operands(yield.getOperands());
    for (arith::SelectOp select : selects)
      operands.push_back(thenSide ? select.getTrueValue()
                                  : select.getFalseValue());
    builder.setInsertionPoint(yield);
    scf::YieldOp::create(builder, loc, operands);
    yield.erase();
  };
  extendYield(newIf.thenYield(), /*thenSide=*/true);
  extendYield(newIf.elseYield(), /*thenSide=*/false);

  unsigned numOld = ifOp.getNumResults();
  ifOp.replaceAllUsesWith(newIf.getResults().take_front(numOld));
  for (auto [i, select] : llvm::enumerate(selects)) {
    arith::SelectOp merged = select;
    merged.replaceAllUsesWith(newIf.getResult(numOld + i));
    merged.erase();
  }
  ifOp.erase();
}

class CombineTensorSelectAndIfPass
    : public mlir::triton::gpu::impl::TritonGPUCombineTensorSelectAndIfBase<
          CombineTensorSelectAndIfPass> {
public:
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    forwardSelectsIntoIfs(module);

    DominanceInfo dominance(module);
    llvm::MapVector<scf::IfOp, SmallVector<arith::SelectOp>> selectsOfIf;
    module.walk([&](arith::SelectOp select) {
      // A scalar select is as cheap as the branch it would become.
      if (!isa<RankedTensorType>(select.getType()))
        return;
      if (scf::IfOp ifOp = findIfToMergeInto(select, dominance)) {
        TT_DEBUG(TT_DBGS() << "merging " << triton::describeOp(select)
                           << " into " << triton::describeOp(ifOp) << "\n");
        selectsOfIf[ifOp].push_back(select);
      }
    });
    for (auto &[ifOp, selects] : selectsOfIf)
      mergeSelectsIntoIf(ifOp, selects);
  }
};

} // namespace
