//===- Utility.cpp - Helpers shared by Triton passes ----------------------===//
#include "tt/Dialect/Triton/Transforms/Utility.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "tt/Dialect/Triton/IR/Dialect.h"

using namespace mlir;

bool mlir::triton::isZeroConstant(Value value) {
  return matchPattern(value, m_Zero()) || matchPattern(value, m_AnyZeroFloat());
}

Value mlir::triton::getPredMask(RewriterBase &rewriter, Type ptrLike,
                                Value currentMask, Value pred) {
  Location loc = pred.getLoc();
  Value mask = pred;
  Type maskType = getI1SameShape(ptrLike);
  if (isa<RankedTensorType>(maskType))
    mask = SplatOp::create(rewriter, loc, maskType, pred);
  if (currentMask)
    mask = arith::AndIOp::create(rewriter, loc, mask, currentMask);
  return mask;
}

//===----------------------------------------------------------------------===//
// scf.for iter-arg folding, as Triton 3.6's MLIR did it
//===----------------------------------------------------------------------===//

namespace {
struct ForOpIterArgsFolder : OpRewritePattern<scf::ForOp> {
  // Ahead of MLIR's own scf.for patterns, which would drop the same args
  // in place.
  ForOpIterArgsFolder(MLIRContext *context)
      : OpRewritePattern(context, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(scf::ForOp loop,
                                PatternRewriter &rewriter) const override {
    // For each old iter arg: the value replacing its block argument and its
    // result, or null where the rebuilt loop keeps it.
    SmallVector<Value> argReplacements, resultReplacements;
    SmallVector<Value> keptInits;
    SmallVector<unsigned> keptIndices;
    DenseMap<std::pair<Value, Value>, unsigned> keptByInitAndYield;
    bool folds = false;
    for (auto [index, init, arg, result, yielded] :
         llvm::enumerate(loop.getInitArgs(), loop.getRegionIterArgs(),
                         loop.getResults(), loop.getYieldedValues())) {
      Value next = yielded;
      if (next == arg || next == init || (arg.use_empty() && result.use_empty())) {
        folds = true;
        argReplacements.push_back(init);
        resultReplacements.push_back(init);
        continue;
      }
      // Same init and same yield as a kept arg: the same value throughout.
      auto [it, inserted] =
          keptByInitAndYield.try_emplace({init, next}, index);
      if (!inserted) {
        folds = true;
        argReplacements.push_back(loop.getRegionIterArgs()[it->second]);
        resultReplacements.push_back(loop.getResult(it->second));
        continue;
      }
      keptIndices.push_back(index);
      keptInits.push_back(init);
      argReplacements.push_back(Value());
      resultReplacements.push_back(Value());
    }
    if (!folds)
      return failure();

    auto newLoop = scf::ForOp::create(
        rewriter, loop.getLoc(), loop.getLowerBound(), loop.getUpperBound(),
        loop.getStep(), keptInits, /*bodyBuilder=*/nullptr,
        loop.getUnsignedCmp());
    newLoop->setDiscardableAttrs(loop->getDiscardableAttrDictionary());
    Block *newBody = newLoop.getBody();
    // A loop without iter args comes with a yield; the old body brings one.
    if (!newBody->empty())
      rewriter.eraseOp(newBody->getTerminator());
    // Duplicates point at a kept arg of the old loop: map those to the new
    // loop's too.
    DenseMap<Value, Value> keptToNew;
    for (auto [newIndex, oldIndex] : llvm::enumerate(keptIndices)) {
      keptToNew[loop.getRegionIterArgs()[oldIndex]] =
          newLoop.getRegionIterArgs()[newIndex];
      keptToNew[loop.getResult(oldIndex)] = newLoop.getResult(newIndex);
      argReplacements[oldIndex] = newLoop.getRegionIterArgs()[newIndex];
      resultReplacements[oldIndex] = newLoop.getResult(newIndex);
    }
    for (Value &value : llvm::concat<Value>(argReplacements, resultReplacements))
      if (Value mapped = keptToNew.lookup(value))
        value = mapped;

    SmallVector<Value> blockArgs = {newLoop.getInductionVar()};
    blockArgs.append(argReplacements);
    Operation *oldYield = loop.getBody()->getTerminator();
    rewriter.mergeBlocks(loop.getBody(), newBody, blockArgs);
    rewriter.setInsertionPoint(oldYield);
    // The kept yields may have been block arguments of the old body.
    SmallVector<Value> yields;
    for (unsigned index : keptIndices)
      yields.push_back(oldYield->getOperand(index));
    rewriter.replaceOpWithNewOp<scf::YieldOp>(oldYield, yields);
    rewriter.replaceOp(loop, resultReplacements);
    return success();
  }
};
} // namespace

void mlir::triton::populateForOpIterArgsFolder(
    RewritePatternSet &patterns) {
  patterns.add<ForOpIterArgsFolder>(patterns.getContext());
}
