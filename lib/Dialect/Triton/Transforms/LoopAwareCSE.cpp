//===- LoopAwareCSE.cpp - CSE that also merges equal loop-carried values --===//
//
// CSE cannot see that two iter_args of an `scf.for` always hold the same
// value: that holds only by induction over the iterations (same init, and
// the yielded values equal whenever the iter_args are). This pass proves it
// for every pair of iter_args, merges the equal ones, and then cleans up
// with CSE and the `scf.for` canonicalization patterns.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <map>
#include <numeric>

#define DEBUG_TYPE "triton-loop-aware-cse"

namespace mlir::triton {
#define GEN_PASS_DEF_TRITONLOOPAWARECSE
#include "tt/Dialect/Triton/Transforms/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;

namespace {

/// Proves values of one loop's body equal for every iteration, assuming the
/// iter_arg pairs under proof are equal (coinduction: the assumption is
/// sound because both sides start from the same init value).
class IterArgEquivalence {
public:
  explicit IterArgEquivalence(scf::ForOp loop) : loop(loop) {}

  bool iterArgsEqual(unsigned i, unsigned j);

private:
  bool valuesEqual(Value a, Value b);

  scf::ForOp loop;
  SmallVector<std::pair<unsigned, unsigned>> assumed;
};

bool IterArgEquivalence::iterArgsEqual(unsigned i, unsigned j) {
  if (i == j)
    return true;
  if (loop.getInitArgs()[i] != loop.getInitArgs()[j])
    return false;
  if (llvm::is_contained(assumed, std::make_pair(i, j)))
    return true;
  assumed.push_back({i, j});
  bool equal =
      valuesEqual(loop.getYieldedValues()[i], loop.getYieldedValues()[j]);
  assumed.pop_back();
  return equal;
}

bool IterArgEquivalence::valuesEqual(Value a, Value b) {
  if (a == b)
    return true;
  if (a.getType() != b.getType())
    return false;
  // Distinct values from outside the body: CSE has already merged the equal
  // ones.
  Block *body = loop.getBody();
  if (a.getParentBlock() != body || b.getParentBlock() != body)
    return false;
  if (isa<BlockArgument>(a) != isa<BlockArgument>(b))
    return false;
  Value iv = loop.getInductionVar();
  if (a == iv || b == iv)
    return false;
  if (auto aArg = dyn_cast<BlockArgument>(a))
    return iterArgsEqual(aArg.getArgNumber() - 1,
                         cast<BlockArgument>(b).getArgNumber() - 1);

  // Two results: the same result of equivalent side-effect free ops.
  if (cast<OpResult>(a).getResultNumber() !=
      cast<OpResult>(b).getResultNumber())
    return false;
  Operation *aDef = a.getDefiningOp();
  Operation *bDef = b.getDefiningOp();
  if (!isMemoryEffectFree(aDef) || !isMemoryEffectFree(bDef))
    return false;
  if (aDef->getNumRegions() || bDef->getNumRegions())
    return false;
  return OperationEquivalence::isEquivalentTo(
      aDef, bDef, [&](Value x, Value y) { return success(valuesEqual(x, y)); },
      /*markEquivalent=*/nullptr, OperationEquivalence::IgnoreLocations);
}

/// Groups the iter_args of `loop` that are equal (the transitive closure of
/// the pairs proven equal), each group sorted, groups by their first member.
std::map<unsigned, SmallVector<unsigned>> groupEqualIterArgs(scf::ForOp loop) {
  unsigned numArgs = loop.getNumRegionIterArgs();
  SmallVector<unsigned> root(numArgs);
  std::iota(root.begin(), root.end(), 0);
  auto find = [&](unsigned i) {
    while (root[i] != i)
      i = root[i];
    return i;
  };
  IterArgEquivalence equivalence(loop);
  for (unsigned i = 0; i < numArgs; ++i)
    for (unsigned j = i + 1; j < numArgs; ++j)
      if (equivalence.iterArgsEqual(i, j)) {
        unsigned ri = find(i), rj = find(j);
        root[std::max(ri, rj)] = std::min(ri, rj);
      }
  std::map<unsigned, SmallVector<unsigned>> groups;
  for (unsigned i = 0; i < numArgs; ++i)
    groups[find(i)].push_back(i);
  return groups;
}

/// Replaces every iter_arg (and loop result) of a group by the group's first
/// one. The others now yield themselves, which the `scf.for` canonicalizer
/// removes.
void mergeEqualIterArgs(scf::ForOp loop) {
  for (auto &[first, members] : groupEqualIterArgs(loop)) {
    if (members.size() < 2)
      continue;
    BlockArgument kept = loop.getRegionIterArg(first);
    Value keptResult = loop.getResult(first);
    for (unsigned other : llvm::drop_begin(members)) {
      TT_DEBUG(TT_DBGS() << triton::describeOp(loop) << ": iter_arg #" << other
                         << " always equals iter_arg #" << first << "\n");
      BlockArgument arg = loop.getRegionIterArg(other);
      arg.replaceAllUsesWith(kept);
      (*loop.getYieldedValuesMutable())[other].set(arg);
      loop.getResult(other).replaceAllUsesWith(keptResult);
    }
  }
}

class LoopAwareCSEPass
    : public mlir::triton::impl::TritonLoopAwareCSEBase<LoopAwareCSEPass> {
public:
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    // Equal values from outside the loops must be the same SSA value before
    // iter_args are compared, and merging iter_args leaves duplicates inside
    // the loop bodies: CSE before and after.
    IRRewriter rewriter(&getContext());
    auto &dominance = getAnalysis<DominanceInfo>();
    eliminateCommonSubExpressions(rewriter, dominance, getOperation());
    getOperation()->walk(mergeEqualIterArgs);
    eliminateCommonSubExpressions(rewriter, dominance, getOperation());

    RewritePatternSet patterns(&getContext());
    scf::ForOp::getCanonicalizationPatterns(patterns, &getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
