//===- PipelineExpander.cpp - Modulo-schedule loop expansion --------------===//
//
// See PipelineExpander.h. The ops are created in the order Triton 3.6's
// expander creates them, so that the canonicalization that follows folds
// and orders them as Triton's does.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/Transforms/PipelineExpander.h"
#include "tt/Support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/MathExtras.h"

#define DEBUG_TYPE "tritongpu-pipeline"

using namespace mlir;
using namespace mlir::triton::gpu;

namespace {

/// The stages a value crossing stages lives through.
struct LiveRange {
  unsigned defStage = 0;
  unsigned lastUseStage = 0;
};

class LoopExpander {
public:
  LoopExpander(scf::ForOp forOp, const PipeliningOptions &options)
      : forOp(forOp), predicate(options.predicate),
        emitStagePredicate(options.emitStagePredicate) {
    if (!emitStagePredicate)
      emitStagePredicate = emitPredicateForStage;
    for (auto [op, stage] : options.schedule) {
      maxStage = std::max(maxStage, stage);
      stages[op] = stage;
      opOrder.push_back(op);
    }
    // Known trip counts longer than the pipeline need no prologue
    // predicates (Triton looks for index constants only).
    auto lb = forOp.getLowerBound().getDefiningOp<arith::ConstantIndexOp>();
    auto ub = forOp.getUpperBound().getDefiningOp<arith::ConstantIndexOp>();
    auto step = forOp.getStep().getDefiningOp<arith::ConstantIndexOp>();
    if (lb && ub && step &&
        llvm::divideCeilSigned(ub.value() - lb.value(), step.value()) >
            maxStage)
      dynamicLoop = false;
  }

  /// Why the schedule cannot be expanded; empty if it can.
  std::string whyNotExpandable();
  FailureOr<scf::ForOp> expand(RewriterBase &rewriter);

private:
  std::pair<Operation *, int64_t> definitionAndDistance(Value value);
  std::string checkDefinitionsBeforeUses();
  Value createConstant(RewriterBase &rewriter, Location loc, Type type,
                       int64_t value);
  /// `lb + i * step`.
  Value iterationValue(RewriterBase &rewriter, Location loc, int64_t i);
  LogicalResult emitPrologue(RewriterBase &rewriter);
  llvm::MapVector<Value, LiveRange> crossStageValues();
  scf::ForOp createKernelLoop(
      RewriterBase &rewriter,
      const llvm::MapVector<Value, LiveRange> &crossStage,
      DenseMap<std::pair<Value, unsigned>, unsigned> &loopArgOf);
  LogicalResult createKernel(
      RewriterBase &rewriter, scf::ForOp newForOp,
      const llvm::MapVector<Value, LiveRange> &crossStage,
      const DenseMap<std::pair<Value, unsigned>, unsigned> &loopArgOf);
  void remapKernelOperands(
      RewriterBase &rewriter, scf::ForOp newForOp, Operation *op,
      Operation *newOp, IRMapping &mapping,
      const DenseMap<std::pair<Value, unsigned>, unsigned> &loopArgOf);
  void setVersion(Value key, Value version, int64_t index);

  scf::ForOp forOp;
  std::function<Operation *(RewriterBase &, Operation *, Value)> predicate;
  std::function<Value(RewriterBase &, Value, Value, Value, unsigned, unsigned)>
      emitStagePredicate;
  unsigned maxStage = 0;
  DenseMap<Operation *, unsigned> stages;
  std::vector<Operation *> opOrder;
  bool dynamicLoop = true;
  /// The versions of each value of the loop peeled into the prologue:
  /// `versions[v][k]` is `v` of the k-th peeled iteration.
  DenseMap<Value, SmallVector<Value>> versions;
};

std::pair<Operation *, int64_t>
LoopExpander::definitionAndDistance(Value value) {
  int64_t distance = 0;
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    if (arg.getOwner() != forOp.getBody() || arg.getArgNumber() == 0)
      return {nullptr, 0};
    distance = 1;
    value = forOp.getBody()->getTerminator()->getOperand(arg.getArgNumber() - 1);
  }
  return {value.getDefiningOp(), distance};
}

/// The operands of `op` and of the ops nested in it.
SetVector<Value> nestedOperands(Operation *op) {
  SetVector<Value> operands;
  op->walk([&](Operation *nested) {
    operands.insert(nested->getOperands().begin(), nested->getOperands().end());
  });
  return operands;
}

std::string LoopExpander::checkDefinitionsBeforeUses() {
  // Unrolled, op k of stage s runs at cycle k + s * n.
  int64_t cyclesPerIteration = opOrder.size();
  DenseMap<Operation *, int64_t> cycle;
  for (auto [index, op] : llvm::enumerate(opOrder))
    cycle[op] = index + stages[op] * cyclesPerIteration;
  for (Operation *consumer : opOrder) {
    for (Value operand : nestedOperands(consumer)) {
      auto [producer, distance] = definitionAndDistance(operand);
      auto it = producer ? cycle.find(producer) : cycle.end();
      if (it == cycle.end())
        continue;
      if (cycle[consumer] < it->second - cyclesPerIteration * distance)
        return triton::describeOp(consumer) + " is scheduled before its operand " +
               triton::describeOp(producer);
    }
  }
  return "";
}

std::string LoopExpander::whyNotExpandable() {
  if (opOrder.empty())
    return "its schedule is empty";
  for (Operation &op : forOp.getBody()->without_terminator())
    if (!stages.contains(&op))
      return triton::describeOp(&op) + " has no pipeline stage";
  for (Operation *op : opOrder)
    if (op->getBlock() != forOp.getBody() ||
        op == forOp.getBody()->getTerminator())
      return triton::describeOp(op) + " has a stage but is not an op of the loop "
                              "body (terminator aside)";
  if (std::string why = checkDefinitionsBeforeUses(); !why.empty())
    return why;
  // Loop-carried values must come from the previous iteration's body or
  // from outside the loop, or be the iter arg itself, unchanged (Triton 3.6
  // expands those: warp-specialized partitions pass buffer indices and
  // tokens through their loops).
  for (auto [arg, yielded] :
       llvm::zip(forOp.getRegionIterArgs(),
                 forOp.getBody()->getTerminator()->getOperands())) {
    if (yielded == arg)
      continue;
    Operation *def = yielded.getDefiningOp();
    if (!def || (!stages.contains(def) && forOp->isAncestor(def)))
      return "a value it yields is carried more than one iteration";
  }
  return "";
}

Value LoopExpander::createConstant(RewriterBase &rewriter, Location loc,
                                   Type type, int64_t value) {
  return arith::ConstantOp::create(rewriter, loc,
                                   rewriter.getIntegerAttr(type, value));
}

Value LoopExpander::iterationValue(RewriterBase &rewriter, Location loc,
                                   int64_t i) {
  Value lb = forOp.getLowerBound();
  Value times = createConstant(rewriter, loc, lb.getType(), i);
  Value offset = arith::MulIOp::create(rewriter, loc, forOp.getStep(), times);
  return arith::AddIOp::create(rewriter, loc, lb, offset);
}

void LoopExpander::setVersion(Value key, Value version, int64_t index) {
  auto it = versions.try_emplace(key, SmallVector<Value>(maxStage + 1)).first;
  it->second[index] = version;
}

/// Clones `op` and lets `remap` replace its operands (and those of nested
/// ops) defined outside the clone.
Operation *cloneWithRemap(RewriterBase &rewriter, Operation *op,
                          function_ref<void(OpOperand &)> remap) {
  Operation *clone = rewriter.clone(*op);
  clone->walk<WalkOrder::PreOrder>([&](Operation *nested) {
    for (OpOperand &operand : nested->getOpOperands()) {
      Operation *def = operand.get().getDefiningOp();
      if ((def && !clone->isAncestor(def)) ||
          isa<BlockArgument>(operand.get()))
        remap(operand);
    }
  });
  return clone;
}

LogicalResult LoopExpander::emitPrologue(RewriterBase &rewriter) {
  for (auto [arg, init] :
       llvm::zip(forOp.getRegionIterArgs(), forOp.getInitArgs()))
    setVersion(arg, init, 0);
  auto yield = cast<scf::YieldOp>(forOp.getBody()->getTerminator());
  // An iter arg the loop yields a value from outside for holds that value
  // from the second iteration on; one it yields unchanged, its init.
  for (auto [arg, init, yielded] :
       llvm::zip(forOp.getRegionIterArgs(), forOp.getInitArgs(),
                 yield->getOperands())) {
    Value later = yielded == arg ? init : yielded;
    if (forOp.getBodyRegion().isAncestor(later.getParentRegion()))
      continue;
    for (int64_t i = 1; i < maxStage; ++i)
      setVersion(arg, later, i);
  }
  Location loc = forOp.getLoc();
  SmallVector<Value> predicates(maxStage);
  for (int64_t i = 0; i < maxStage; ++i) {
    // Iteration i's induction variable, lb + i * step; it runs when that is
    // below ub.
    Value iv = iterationValue(rewriter, loc, i);
    if (dynamicLoop)
      predicates[i] = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::slt, iv, forOp.getUpperBound());
    setVersion(forOp.getInductionVar(), iv, i);
    for (Operation *op : opOrder) {
      if (stages[op] > i)
        continue;
      int64_t version = i - stages[op];
      Operation *newOp = cloneWithRemap(rewriter, op, [&](OpOperand &operand) {
        auto it = versions.find(operand.get());
        if (it != versions.end())
          operand.set(it->second[version]);
      });
      if (Value pred = predicates[version]) {
        OpBuilder::InsertionGuard guard(rewriter);
        newOp = predicate(rewriter, newOp, pred);
        if (!newOp)
          return failure();
      }
      for (unsigned r = 0; r < op->getNumResults(); ++r) {
        Value result = newOp->getResult(r);
        for (OpOperand &yielded : yield->getOpOperands()) {
          if (yielded.get() != op->getResult(r))
            continue;
          unsigned index = yielded.getOperandNumber();
          Value next = result;
          // A loop result read after the loop keeps its previous version
          // when this iteration does not run.
          if (predicates[version] && !forOp.getResult(index).use_empty()) {
            Value previous =
                versions[forOp.getRegionIterArgs()[index]][version];
            next = arith::SelectOp::create(rewriter, loc, predicates[version],
                                           result, previous);
          }
          setVersion(forOp.getRegionIterArgs()[index], next, version + 1);
        }
        setVersion(op->getResult(r), result, version);
      }
    }
  }
  return success();
}

llvm::MapVector<Value, LiveRange> LoopExpander::crossStageValues() {
  llvm::MapVector<Value, LiveRange> crossStage;
  for (Operation *op : opOrder) {
    unsigned stage = stages[op];
    auto note = [&](OpOperand &operand) {
      auto [def, distance] = definitionAndDistance(operand.get());
      if (!def)
        return;
      auto defStage = stages.find(def);
      if (defStage == stages.end() || defStage->second == stage ||
          defStage->second == stage + distance)
        return;
      LiveRange &range = crossStage[operand.get()];
      range.defStage = defStage->second;
      range.lastUseStage = std::max(range.lastUseStage, stage);
    };
    for (OpOperand &operand : op->getOpOperands())
      note(operand);
    visitUsedValuesDefinedAbove(op->getRegions(),
                                [&](OpOperand *operand) { note(*operand); });
  }
  return crossStage;
}

scf::ForOp LoopExpander::createKernelLoop(
    RewriterBase &rewriter, const llvm::MapVector<Value, LiveRange> &crossStage,
    DenseMap<std::pair<Value, unsigned>, unsigned> &loopArgOf) {
  SmallVector<Value> inits;
  // The loop's own iter args start from the prologue's last versions.
  for (auto [index, yielded] :
       llvm::enumerate(forOp.getBody()->getTerminator()->getOperands())) {
    auto defStage = stages.find(yielded.getDefiningOp());
    if (defStage != stages.end())
      inits.push_back(versions[forOp.getRegionIterArgs()[index]]
                              [maxStage - defStage->second]);
    else
      inits.push_back(forOp.getInitArgs()[index]);
  }
  // One iter arg per stage a cross-stage value lives through.
  for (auto &[value, range] : crossStage) {
    unsigned span = range.lastUseStage - range.defStage;
    for (unsigned k = 0; k < span; ++k) {
      inits.push_back(versions[value][maxStage - range.lastUseStage + k]);
      loopArgOf[{value, span - k}] = inits.size() - 1;
    }
  }
  auto newForOp =
      scf::ForOp::create(rewriter, forOp.getLoc(), forOp.getLowerBound(),
                         forOp.getUpperBound(), forOp.getStep(), inits);
  // The loop keeps its attributes (a user's tt.num_stages among them).
  newForOp->setDiscardableAttrs(forOp->getDiscardableAttrDictionary());
  if (!newForOp.getBody()->empty())
    rewriter.eraseOp(newForOp.getBody()->getTerminator());
  return newForOp;
}

void LoopExpander::remapKernelOperands(
    RewriterBase &rewriter, scf::ForOp newForOp, Operation *op,
    Operation *newOp, IRMapping &mapping,
    const DenseMap<std::pair<Value, unsigned>, unsigned> &loopArgOf) {
  unsigned useStage = stages[op];
  SmallVector<OpOperand *> operands;
  op->walk([&](Operation *nested) {
    for (OpOperand &operand : nested->getOpOperands())
      operands.push_back(&operand);
  });
  for (OpOperand *operand : operands) {
    Operation *newOwner = mapping.lookup(operand->getOwner());
    unsigned number = operand->getOperandNumber();
    // Stage s runs iteration iv + (maxStage - s) * step.
    if (operand->get() == forOp.getInductionVar()) {
      rewriter.setInsertionPoint(newOp);
      Value times = createConstant(rewriter, forOp.getLoc(),
                                   forOp.getStep().getType(),
                                   maxStage - useStage);
      Value offset =
          arith::MulIOp::create(rewriter, forOp.getLoc(), forOp.getStep(), times);
      Value iv = arith::AddIOp::create(rewriter, forOp.getLoc(),
                                       newForOp.getInductionVar(), offset);
      newOwner->setOperand(number, iv);
      rewriter.setInsertionPointAfter(newOp);
      continue;
    }
    Value source = operand->get();
    auto arg = dyn_cast<BlockArgument>(source);
    if (arg && arg.getOwner() == forOp.getBody()) {
      Value yielded =
          forOp.getBody()->getTerminator()->getOperand(arg.getArgNumber() - 1);
      // A value from outside the loop, yielded: every stage but the last
      // runs an iteration past the first, which sees it.
      if (forOp.isDefinedOutsideOfLoop(yielded)) {
        if (useStage != maxStage)
          newOwner->setOperand(number, yielded);
        continue;
      }
      Operation *dep = yielded.getDefiningOp();
      if (!dep)
        continue;
      auto depStage = stages.find(dep);
      if (depStage == stages.end() || depStage->second == useStage)
        continue;
      // Defined one stage later: this kernel iteration already computed
      // the previous iteration's value.
      if (depStage->second == useStage + 1) {
        newOwner->setOperand(number, mapping.lookupOrDefault(yielded));
        continue;
      }
      source = yielded;
    }
    Operation *def = source.getDefiningOp();
    if (!def)
      continue;
    auto defStage = stages.find(def);
    if (defStage == stages.end() || defStage->second == useStage)
      continue;
    unsigned argIndex =
        loopArgOf.at({operand->get(), useStage - defStage->second});
    newOwner->setOperand(number, newForOp.getRegionIterArgs()[argIndex]);
  }
}

LogicalResult LoopExpander::createKernel(
    RewriterBase &rewriter, scf::ForOp newForOp,
    const llvm::MapVector<Value, LiveRange> &crossStage,
    const DenseMap<std::pair<Value, unsigned>, unsigned> &loopArgOf) {
  versions.clear();
  rewriter.setInsertionPointToStart(newForOp.getBody());
  IRMapping mapping;
  mapping.map(forOp.getInductionVar(), newForOp.getInductionVar());
  for (auto [arg, newArg] :
       llvm::zip(forOp.getRegionIterArgs(), newForOp.getRegionIterArgs()))
    mapping.map(arg, newArg);
  // Stage s < maxStage runs iteration iv + (maxStage - s) * step: only
  // while that is below ub.
  SmallVector<Value> predicates(maxStage + 1);
  for (unsigned s = 0; s < maxStage; ++s)
    predicates[s] = emitStagePredicate(rewriter, newForOp.getInductionVar(),
                                       forOp.getUpperBound(), forOp.getStep(),
                                       maxStage, s);
  for (Operation *op : opOrder) {
    Operation *newOp = rewriter.clone(*op, mapping);
    remapKernelOperands(rewriter, newForOp, op, newOp, mapping, loopArgOf);
    if (Value pred = predicates[stages[op]]) {
      OpBuilder::InsertionGuard guard(rewriter);
      newOp = predicate(rewriter, newOp, pred);
      if (!newOp)
        return failure();
      for (auto [result, newResult] :
           llvm::zip(op->getResults(), newOp->getResults()))
        mapping.map(result, newResult);
    }
  }
  SmallVector<Value> yields;
  for (OpOperand &yielded : forOp.getBody()->getTerminator()->getOpOperands()) {
    Value source = mapping.lookupOrDefault(yielded.get());
    unsigned index = yielded.getOperandNumber();
    // A result read after the loop keeps the last real iteration's value
    // when its stage ran past the end.
    if (!forOp.getResult(index).use_empty()) {
      if (Operation *def = definitionAndDistance(yielded.get()).first) {
        auto defStage = stages.find(def);
        if (defStage != stages.end() && defStage->second < maxStage) {
          Value pred = predicates[defStage->second];
          source = arith::SelectOp::create(
              rewriter, pred.getLoc(), pred, source,
              newForOp.getBody()->getArgument(index + 1));
        }
      }
    }
    yields.push_back(source);
  }
  for (auto &[value, range] : crossStage) {
    unsigned span = range.lastUseStage - range.defStage;
    // Each version moves one iter arg older (slot j takes slot j + 1's);
    // the newest is this iteration's.
    for (unsigned k = 1; k < span; ++k)
      yields.push_back(newForOp.getRegionIterArgs()[yields.size() + 1]);
    yields.push_back(mapping.lookupOrDefault(value));
  }
  scf::YieldOp::create(rewriter, forOp.getLoc(), yields);
  return success();
}

FailureOr<scf::ForOp> LoopExpander::expand(RewriterBase &rewriter) {
  if (failed(emitPrologue(rewriter)))
    return failure();
  llvm::MapVector<Value, LiveRange> crossStage = crossStageValues();
  DenseMap<std::pair<Value, unsigned>, unsigned> loopArgOf;
  scf::ForOp newForOp = createKernelLoop(rewriter, crossStage, loopArgOf);
  if (failed(createKernel(rewriter, newForOp, crossStage, loopArgOf)))
    return failure();
  if (forOp->getNumResults() > 0)
    rewriter.replaceOp(
        forOp, newForOp.getResults().take_front(forOp->getNumResults()));
  else
    rewriter.eraseOp(forOp);
  return newForOp;
}

} // namespace

Value mlir::triton::gpu::emitPredicateForStage(RewriterBase &rewriter,
                                               Value iv, Value ub, Value step,
                                               unsigned maxStage,
                                               unsigned stage) {
  Location loc = iv.getLoc();
  Value times = arith::ConstantOp::create(
      rewriter, loc, rewriter.getIntegerAttr(iv.getType(), maxStage - stage));
  Value offset = arith::MulIOp::create(rewriter, loc, step, times);
  Value last = arith::SubIOp::create(rewriter, loc, ub, offset);
  return arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::slt, iv,
                               last);
}

void mlir::triton::gpu::peelLoopEpilogue(
    scf::ForOp forOp,
    function_ref<Operation *(RewriterBase &, Operation *, bool)>
        processPeeledOp) {
  IRRewriter rewriter(forOp);
  Location loc = forOp.getLoc();
  Value lb = forOp.getLowerBound();
  Value ub = forOp.getUpperBound();
  Value step = forOp.getStep();
  Value newUb = arith::SubIOp::create(rewriter, loc, ub, step);

  // The last induction value: lb + (ub - lb - 1) / step * step.
  rewriter.setInsertionPointAfter(forOp);
  Value diff = arith::SubIOp::create(rewriter, loc, ub, lb);
  Value oneLess = arith::SubIOp::create(
      rewriter, loc, diff,
      arith::ConstantOp::create(rewriter, loc,
                                rewriter.getIntegerAttr(diff.getType(), 1)));
  Value steps = arith::DivSIOp::create(rewriter, loc, oneLess, step);
  Value lastIv = arith::AddIOp::create(
      rewriter, loc, arith::MulIOp::create(rewriter, loc, steps, step), lb);
  Value runsAtAll =
      arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::slt, lb, ub);

  // The copy runs on the loop's results; its yield gives the if's.
  IRMapping mapping;
  mapping.map(forOp.getRegionIterArgs(), forOp.getResults());
  mapping.map(forOp.getInductionVar(), lastIv);
  auto ifOp = scf::IfOp::create(rewriter, loc, forOp.getResultTypes(),
                                runsAtAll, /*withElseRegion=*/true);
  ifOp.getThenRegion().front().erase();
  forOp.getBodyRegion().cloneInto(&ifOp.getThenRegion(), mapping);
  rewriter.setInsertionPointToStart(&ifOp.getElseRegion().front());
  scf::YieldOp::create(rewriter, loc, forOp.getResults());
  forOp->replaceUsesWithIf(ifOp, [&](OpOperand &use) {
    return !ifOp->isAncestor(use.getOwner());
  });
  forOp.getUpperBoundMutable().assign(newUb);

  auto process = [&](Block *block, bool isEpilogue) {
    for (Operation &op : llvm::make_early_inc_range(block->without_terminator())) {
      Operation *replacement = processPeeledOp(rewriter, &op, isEpilogue);
      if (replacement && replacement != &op)
        op.replaceAllUsesWith(replacement);
    }
  };
  process(forOp.getBody(), /*isEpilogue=*/false);
  process(&ifOp.getThenRegion().front(), /*isEpilogue=*/true);
}

FailureOr<scf::ForOp>
mlir::triton::gpu::pipelineForLoop(RewriterBase &rewriter, scf::ForOp forOp,
                                   const PipeliningOptions &options,
                                   std::string *whyNot) {
  LoopExpander expander(forOp, options);
  if (std::string why = expander.whyNotExpandable(); !why.empty()) {
    if (whyNot)
      *whyNot = why;
    return scf::ForOp();
  }
  return expander.expand(rewriter);
}
