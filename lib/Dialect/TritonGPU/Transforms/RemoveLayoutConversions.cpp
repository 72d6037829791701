//===- RemoveLayoutConversions.cpp - -tritongpu-remove-layout-conversions -===//
//
// Removes ttg.convert_layout ops the way Triton 3.6 does, in four phases:
//
// 1. forward propagation: the layouts of anchors (expensive loads/stores,
//    descriptor loads, dots, atomics, tmem loads, reordering reshapes,
//    function arguments) flow
//    to their users; a value reached by several picks one (blocked for memory
//    ops, mma otherwise) and the function is rewritten in those layouts;
// 2. backward rematerialisation: each remaining convert is replaced by a copy
//    of its producers in the target layout when that costs no more than the
//    convert (repeated until nothing changes);
// 3. hoisting: converts move above widening ops and broadcasts, into the
//    branch of an scf.if that needs them, and next to the loads of dot
//    operands;
// 4. cleanup: dead iter args, convert canonicalization, scf.for/scf.if
//    canonicalization.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/Triton/Transforms/Utility.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Analysis/TopologicalSortUtils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/MapVector.h"

#include <deque>

#define DEBUG_TYPE "tritongpu-remove-layout-conversions"
/// The module after each phase, printed as Triton's own trace prints it
/// (layouts written out, no locations), so the two can be diffed.
#define DEBUG_TYPE_IR DEBUG_TYPE "-ir"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUREMOVELAYOUTCONVERSIONS
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

Attribute encodingOf(Value value) {
  return cast<RankedTensorType>(value.getType()).getEncoding();
}

Type withEncoding(Value value, Attribute encoding) {
  return cast<RankedTensorType>(value.getType()).cloneWithEncoding(encoding);
}

//===----------------------------------------------------------------------===//
// Phase 1: forward propagation
//===----------------------------------------------------------------------===//

/// Ops whose result layout is worth keeping: layouts flow from them.
bool isLayoutAnchor(Operation *op) {
  if (isa<LoadOp, StoreOp>(op))
    return isExpensiveLoadOrStore(op);
  // Triton 3.6 also anchors descriptor loads (its trace considers them
  // first): a convert after one moves past a following tt.trans instead of
  // the load changing layout.
  if (isa<DotOp, DotScaledOp, nvidia_gpu::WarpGroupDotOp, AtomicRMWOp,
          AtomicCASOp, nvidia_gpu::TMEMLoadOp, DescriptorLoadOp>(op))
    return true;
  if (auto gather = dyn_cast<GatherOp>(op))
    return gather.getEfficientLayout();
  // A reordering reshape can produce any layout, so nothing flows through
  // it; making it an anchor lets its users be covered too.
  if (auto reshape = dyn_cast<ReshapeOp>(op))
    return reshape.getAllowReorder();
  return false;
}

/// Ops forward propagation carries a layout through, operand to results.
bool propagatesLayout(Operation *op) {
  return op->hasTrait<OpTrait::SameOperandsAndResultEncoding>() ||
         op->hasTrait<OpTrait::Elementwise>() ||
         isa<ReduceOp, ExpandDimsOp, ReshapeOp, TransOp, JoinOp, SplitOp,
             ConvertLayoutOp>(op);
}

class LayoutPropagation {
public:
  explicit LayoutPropagation(FuncOp func) : func(func) {}

  void run() {
    initAnchors();
    propagate();
    resolveConflicts();
    rewriteRegion(func.getBody());
  }

private:
  /// The candidate encodings of each value, in the order they arrived.
  using Candidates = llvm::SmallSetVector<Attribute, 8>;

  void initAnchors();
  void propagate();
  SmallVector<Value> propagateToUsers(Value value, const Candidates &from);
  void addCandidates(ValueRange values, const Candidates &from, Operation *op,
                     SmallVector<Value> &changed);
  void resolveConflicts();

  Attribute chosen(Value value) const {
    auto it = layouts.find(value);
    return it == layouts.end() ? Attribute() : it->second.front();
  }
  void rewriteRegion(Region &region);
  Operation *rewriteOp(Operation *op);
  Operation *rewriteForOp(scf::ForOp forOp);
  Operation *rewriteWhileOp(scf::WhileOp whileOp);
  Operation *rewriteIfOp(scf::IfOp ifOp);
  void remapOperands(Operation *op);
  void setOperandsTo(Operation *op, unsigned first, TypeRange types);
  void remap(Value old, Value replacement);
  Value getValueAs(Value value, Attribute encoding);

  FuncOp func;
  llvm::MapVector<Value, Candidates> layouts;
  DenseMap<std::pair<Value, Attribute>, Value> rewritten;
  SetVector<Operation *> toErase;
};

void LayoutPropagation::initAnchors() {
  auto seed = [&](Value value) {
    if (auto type = dyn_cast<RankedTensorType>(value.getType()))
      layouts[value].insert(type.getEncoding());
  };
  // Arguments are anchors too, which lets tests pass in encoded tensors.
  for (BlockArgument arg : func.getArguments())
    seed(arg);
  func.walk([&](Operation *op) {
    if (!isLayoutAnchor(op))
      return;
    TT_DEBUG(TT_DBGS() << "anchor: " << describeOp(op) << "\n");
    for (Value result : op->getResults())
      seed(result);
  });
}

void LayoutPropagation::addCandidates(ValueRange values, const Candidates &from,
                                      Operation *op,
                                      SmallVector<Value> &changed) {
  for (Value value : values) {
    if (!isa<RankedTensorType>(value.getType()))
      continue;
    bool grew = false;
    for (Attribute encoding : from) {
      // Through a convert, try its source layout: the convert disappears.
      Attribute dst =
          isa<ConvertLayoutOp>(op) ? encoding : inferDstEncoding(op, encoding);
      if (dst)
        grew |= layouts[value].insert(dst);
    }
    if (grew)
      changed.push_back(value);
  }
}

SmallVector<Value> LayoutPropagation::propagateToUsers(Value value,
                                                       const Candidates &from) {
  SmallVector<Value> changed;
  for (OpOperand &use : value.getUses()) {
    Operation *user = use.getOwner();
    unsigned index = use.getOperandNumber();
    if (auto forOp = dyn_cast<scf::ForOp>(user)) {
      addCandidates({forOp.getTiedLoopRegionIterArg(&use),
                     forOp.getTiedLoopResult(&use)},
                    from, user, changed);
    } else if (auto whileOp = dyn_cast<scf::WhileOp>(user)) {
      addCandidates(whileOp.getBeforeArguments()[index], from, user, changed);
    } else if (isa<scf::YieldOp>(user)) {
      Operation *parent = user->getParentOp();
      SmallVector<Value> targets;
      if (isa<scf::ForOp, scf::IfOp, scf::WhileOp>(parent))
        targets.push_back(parent->getResult(index));
      if (auto forOp = dyn_cast<scf::ForOp>(parent))
        targets.push_back(forOp.getRegionIterArgs()[index]);
      if (auto whileOp = dyn_cast<scf::WhileOp>(parent))
        targets.push_back(whileOp.getBeforeArguments()[index]);
      addCandidates(targets, from, user, changed);
    } else if (isa<scf::ConditionOp>(user)) {
      // Operand 0 is the condition.
      auto whileOp = cast<scf::WhileOp>(user->getParentOp());
      addCandidates({whileOp.getAfterArguments()[index - 1],
                     whileOp->getResult(index - 1)},
                    from, user, changed);
    } else if (isa<nvidia_gpu::WarpGroupDotWaitOp>(user)) {
      addCandidates(user->getResult(index), from, user, changed);
    } else if (auto gather = dyn_cast<GatherOp>(user);
               gather && !gather.getEfficientLayout() &&
               &use == &gather.getIndicesMutable()) {
      // The result follows the indices only.
      addCandidates(gather.getResult(), from, user, changed);
    } else if (propagatesLayout(user)) {
      addCandidates(user->getResults(), from, user, changed);
    }
  }
  return changed;
}

void LayoutPropagation::propagate() {
  SmallVector<Value> queue;
  for (auto &entry : layouts)
    queue.push_back(entry.first);
  while (!queue.empty()) {
    Value value = queue.pop_back_val();
    Candidates from = layouts[value];
    SmallVector<Value> changed = propagateToUsers(value, from);
    TT_DEBUG({
      TT_DBGS() << "propagate " << describeValue(value) << ": " << from.size()
                << " candidate(s)\n";
      for (Attribute encoding : from)
        TT_DBGS() << "  " << describeAttr(encoding, func) << "\n";
    });
    queue.append(changed.begin(), changed.end());
  }
}

void LayoutPropagation::resolveConflicts() {
  for (auto &[value, candidates] : layouts) {
    if (candidates.size() <= 1)
      continue;
    // Triton's heuristic: memory ops keep a blocked layout, everything else
    // prefers an mma layout; otherwise the first candidate wins.
    Operation *def = value.getDefiningOp();
    bool memoryOp = def && isa<LoadOp, StoreOp, AtomicRMWOp, AtomicCASOp>(def);
    Attribute pick = candidates.front();
    for (Attribute encoding : candidates)
      if (memoryOp ? isa<BlockedEncodingAttr>(encoding)
                   : isa<MmaEncodingTrait>(encoding)) {
        pick = encoding;
        break;
      }
    TT_DEBUG(TT_DBGS() << "conflict on " << describeValue(value) << ": "
                       << candidates.size() << " candidates, picked "
                       << describeAttr(pick, func) << "\n");
    candidates.clear();
    candidates.insert(pick);
  }
}

void LayoutPropagation::remap(Value old, Value replacement) {
  if (old.getType() == replacement.getType()) {
    old.replaceAllUsesWith(replacement);
    return;
  }
  rewritten[{old, encodingOf(replacement)}] = replacement;
}

Value LayoutPropagation::getValueAs(Value value, Attribute encoding) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type)
    return value;
  Value current = value;
  if (Attribute picked = chosen(value); picked && picked != type.getEncoding())
    current = rewritten.lookup({value, picked});
  assert(current && "value rewritten before its uses");
  if (encodingOf(current) == encoding)
    return current;
  OpBuilder builder(value.getContext());
  builder.setInsertionPointAfterValue(current);
  return ConvertLayoutOp::create(builder, value.getLoc(),
                                 type.cloneWithEncoding(encoding), current);
}

/// Sets the operands of `op` from `first` on to the rewritten values in the
/// encodings of `types` (yields and conditions follow their parent's types).
void LayoutPropagation::setOperandsTo(Operation *op, unsigned first,
                                      TypeRange types) {
  for (auto [i, type] : llvm::enumerate(types)) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor)
      continue;
    op->setOperand(first + i,
                   getValueAs(op->getOperand(first + i), tensor.getEncoding()));
  }
}

/// An op that keeps its layout still reads rewritten operands in the layout
/// it had.
void LayoutPropagation::remapOperands(Operation *op) {
  for (OpOperand &operand : op->getOpOperands())
    if (layouts.contains(operand.get()))
      operand.set(getValueAs(operand.get(), encodingOf(operand.get())));
}

void LayoutPropagation::rewriteRegion(Region &root) {
  std::deque<Region *> queue = {&root};
  while (!queue.empty()) {
    Region *region = queue.front();
    queue.pop_front();
    for (Operation &op : region->getOps()) {
      bool needsRewrite = llvm::any_of(op.getResults(), [&](Value result) {
        Attribute picked = chosen(result);
        return picked && picked != encodingOf(result);
      });
      Operation *next = &op;
      if (needsRewrite) {
        next = rewriteOp(&op);
      } else if (auto yield = dyn_cast<scf::YieldOp>(&op)) {
        Operation *parent = yield->getParentOp();
        if (auto whileOp = dyn_cast<scf::WhileOp>(parent))
          setOperandsTo(yield, 0,
                        ValueRange(whileOp.getBeforeArguments()).getTypes());
        else if (isa<scf::ForOp, scf::IfOp>(parent))
          setOperandsTo(yield, 0, parent->getResultTypes());
      } else if (auto condition = dyn_cast<scf::ConditionOp>(&op)) {
        setOperandsTo(condition, 1, condition->getParentOp()->getResultTypes());
      } else if (isa<ReduceOp>(op) && !isa<RankedTensorType>(op.getResultTypes()[0])) {
        // A reduction to scalars reads its operands in any one layout.
        auto known = llvm::find_if(op.getOperands(), [&](Value operand) {
          return layouts.contains(operand);
        });
        if (known != op.getOperands().end()) {
          Attribute encoding = chosen(*known);
          for (OpOperand &operand : op.getOpOperands())
            operand.set(getValueAs(operand.get(), encoding));
        }
      } else if (isa<AssertOp>(op)) {
        // Only the condition matters, in whatever layout it was given.
        if (Attribute encoding = chosen(op.getOperand(0)))
          op.setOperand(0, getValueAs(op.getOperand(0), encoding));
      } else {
        remapOperands(&op);
      }
      for (Region &nested : next->getRegions())
        queue.push_back(&nested);
    }
  }
  for (Operation *op : llvm::reverse(toErase))
    op->erase();
}

Operation *LayoutPropagation::rewriteForOp(scf::ForOp forOp) {
  SmallVector<Value> inits;
  for (auto [init, result] : llvm::zip(forOp.getInitArgs(), forOp.getResults())) {
    Attribute picked = chosen(result);
    inits.push_back(picked ? getValueAs(init, picked) : init);
  }
  OpBuilder builder(forOp);
  auto newFor =
      scf::ForOp::create(builder, forOp.getLoc(), forOp.getLowerBound(),
                         forOp.getUpperBound(), forOp.getStep(), inits);
  newFor->setAttrs(forOp->getAttrs());
  newFor.getBody()->getOperations().splice(newFor.getBody()->begin(),
                                           forOp.getBody()->getOperations());
  for (auto [oldResult, newResult] :
       llvm::zip(forOp.getResults(), newFor.getResults()))
    remap(oldResult, newResult);
  for (auto [oldArg, newArg] : llvm::zip(forOp.getBody()->getArguments(),
                                         newFor.getBody()->getArguments()))
    remap(oldArg, newArg);
  return newFor;
}

Operation *LayoutPropagation::rewriteWhileOp(scf::WhileOp whileOp) {
  SmallVector<Value> inits;
  for (auto [init, arg] :
       llvm::zip(whileOp.getInits(), whileOp.getBeforeArguments())) {
    Attribute picked = chosen(arg);
    inits.push_back(picked ? getValueAs(init, picked) : init);
  }
  SmallVector<Type> resultTypes;
  for (Value result : whileOp.getResults()) {
    Attribute picked = chosen(result);
    resultTypes.push_back(picked ? withEncoding(result, picked)
                                 : result.getType());
  }
  OpBuilder builder(whileOp);
  auto newWhile =
      scf::WhileOp::create(builder, whileOp.getLoc(), resultTypes, inits);
  SmallVector<Type> beforeTypes(ValueRange(inits).getTypes());
  builder.createBlock(&newWhile.getBefore(), {}, beforeTypes,
                      SmallVector<Location>(beforeTypes.size(), whileOp.getLoc()));
  builder.createBlock(&newWhile.getAfter(), {}, resultTypes,
                      SmallVector<Location>(resultTypes.size(), whileOp.getLoc()));
  for (unsigned i = 0; i < 2; ++i)
    newWhile->getRegion(i).front().getOperations().splice(
        newWhile->getRegion(i).front().begin(),
        whileOp->getRegion(i).front().getOperations());
  for (auto [oldValue, newValue] :
       llvm::zip(whileOp.getResults(), newWhile.getResults()))
    remap(oldValue, newValue);
  for (auto [oldValue, newValue] :
       llvm::zip(whileOp.getBeforeArguments(), newWhile.getBeforeArguments()))
    remap(oldValue, newValue);
  for (auto [oldValue, newValue] :
       llvm::zip(whileOp.getAfterArguments(), newWhile.getAfterArguments()))
    remap(oldValue, newValue);
  return newWhile;
}

Operation *LayoutPropagation::rewriteIfOp(scf::IfOp ifOp) {
  SmallVector<Type> types;
  for (Value result : ifOp.getResults()) {
    Attribute picked = chosen(result);
    types.push_back(picked ? withEncoding(result, picked) : result.getType());
  }
  OpBuilder builder(ifOp);
  auto newIf = scf::IfOp::create(builder, ifOp.getLoc(), types,
                                 ifOp.getCondition(), true, true);
  newIf.getThenRegion().takeBody(ifOp.getThenRegion());
  newIf.getElseRegion().takeBody(ifOp.getElseRegion());
  for (auto [oldResult, newResult] :
       llvm::zip(ifOp.getResults(), newIf.getResults()))
    remap(oldResult, newResult);
  return newIf;
}

Operation *LayoutPropagation::rewriteOp(Operation *op) {
  toErase.insert(op);
  TT_DEBUG(TT_DBGS() << "rewrite in new layout: " << describeOp(op) << "\n");
  if (auto forOp = dyn_cast<scf::ForOp>(op))
    return rewriteForOp(forOp);
  if (auto whileOp = dyn_cast<scf::WhileOp>(op))
    return rewriteWhileOp(whileOp);
  if (auto ifOp = dyn_cast<scf::IfOp>(op))
    return rewriteIfOp(ifOp);

  OpBuilder builder(op);
  Value result = op->getResult(0);
  Attribute encoding = chosen(result);
  if (auto convert = dyn_cast<ConvertLayoutOp>(op)) {
    Value src = convert.getSrc();
    Attribute srcEncoding = chosen(src);
    src = getValueAs(src, srcEncoding ? srcEncoding : encodingOf(src));
    auto newConvert = ConvertLayoutOp::create(
        builder, op->getLoc(), withEncoding(result, encoding), src);
    remap(result, newConvert);
    return newConvert;
  }
  if (canFoldIntoConversion(op, encoding)) {
    // The convert folds into the op when canonicalized.
    Operation *copy = builder.clone(*op);
    auto newConvert = ConvertLayoutOp::create(
        builder, op->getLoc(), withEncoding(result, encoding), copy->getResult(0));
    remap(result, newConvert);
    return newConvert;
  }
  if (!propagatesLayout(op) &&
      !isa<GatherOp, nvidia_gpu::WarpGroupDotWaitOp>(op)) {
    op->emitOpError("cannot be rewritten in layout ") << encoding;
    toErase.remove(op);
    return op;
  }
  Operation *copy = builder.clone(*op);
  if (op->getNumOperands() > 0) {
    Attribute srcEncoding = inferSrcEncoding(op, encoding);
    for (OpOperand &operand : op->getOpOperands())
      copy->setOperand(operand.getOperandNumber(),
                       getValueAs(operand.get(), srcEncoding));
  }
  for (auto [oldResult, newResult] :
       llvm::zip(op->getResults(), copy->getResults())) {
    if (isa<RankedTensorType>(oldResult.getType()))
      newResult.setType(withEncoding(oldResult, encoding));
    remap(oldResult, newResult);
  }
  return copy;
}

//===----------------------------------------------------------------------===//
// Phases 2 and 3: backward rematerialisation and hoisting
//===----------------------------------------------------------------------===//

/// Ops that must not be duplicated into another layout.
bool canBeRemat(Operation *op) {
  if (isa<LoadOp, StoreOp>(op))
    return !isExpensiveLoadOrStore(op);
  if (isa<AtomicRMWOp, AtomicCASOp, DotOp>(op))
    return false;
  if (auto gather = dyn_cast<GatherOp>(op))
    return !gather.getEfficientLayout();
  return !isa<scf::WhileOp, scf::ConditionOp>(op);
}

/// Special-function or multi-instruction math, 8x an FMA.
bool isExpensiveMathOp(Operation *op) {
  return isa<arith::DivFOp, math::ErfcOp, math::SinhOp, math::CoshOp,
             math::TanhOp, math::AsinhOp, math::AcoshOp, math::AtanhOp,
             math::CtPopOp, math::CountLeadingZerosOp,
             math::CountTrailingZerosOp, math::ExpOp, math::Exp2Op,
             math::ExpM1Op, math::LogOp, math::Log2Op, math::Log10Op,
             math::Log1pOp, math::SinOp, math::CosOp, math::TanOp, math::AsinOp,
             math::AcosOp, math::AtanOp, math::Atan2Op, math::PowFOp,
             math::SqrtOp, math::RsqrtOp, math::ErfOp, math::CbrtOp>(op);
}

int64_t byteCount(Value value, int64_t minElements = 0, int64_t minBits = 0) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type)
    return 0;
  int64_t bits = type.getElementType().isIntOrFloat()
                     ? type.getElementType().getIntOrFloatBitWidth()
                     : 0;
  return (std::max(type.getNumElements(), minElements) *
          std::max(bits, minBits)) >> 3;
}

/// Cost of converting `src`, in Triton's milli-SM-cycles: a round trip
/// through shared memory of at least a warp of 32-bit values, doubled for
/// the synchronisation. Triton 3.6 prices a convert that only renames
/// registers the same (its trace shows 16384 for such a 128 x i32 convert),
/// so the encoding does not enter.
int64_t convertCost(Value src) {
  return 32 * byteCount(src, 32, 32);
}

/// Whether a reduction gives the same result in any combine order: integer
/// ones, tiny ones and those without a floating-point add or multiply.
bool isOrderInsensitiveReduce(ReduceOp reduce) {
  auto type = cast<RankedTensorType>(reduce.getOperands()[0].getType());
  if (!isa<FloatType>(type.getElementType()) ||
      type.getShape()[reduce.getAxis()] <= 2)
    return true;
  WalkResult found = reduce.getCombineOp().walk([](Operation *op) {
    return isa<arith::AddFOp, arith::MulFOp>(op) ? WalkResult::interrupt()
                                                 : WalkResult::advance();
  });
  return !found.wasInterrupted();
}

/// Triton's cost of a reduction: the lanes exchanging distinct data along
/// the axis (shuffles), plus 8x the warps doing so (shared memory).
int64_t reduceDataMovementCost(ReduceOp reduce) {
  auto type = cast<RankedTensorType>(reduce.getOperands()[0].getType());
  FailureOr<LinearLayout> layout = toLinearLayout(type);
  if (failed(layout))
    return std::numeric_limits<int32_t>::max();
  MLIRContext *ctx = reduce.getContext();
  unsigned axis = reduce.getAxis();
  auto distinctAlongAxis = [&](StringRef inDim) -> int64_t {
    StringAttr name = StringAttr::get(ctx, inDim);
    if (!layout->hasInDim(name))
      return 1;
    return int64_t(1) << llvm::count_if(
               layout->getBases(name),
               [&](const LinearLayout::Basis &basis) { return basis[axis]; });
  };
  return distinctAlongAxis("lane") + 8 * distinctAlongAxis("warp");
}

/// Whether rematerialising `slice` costs no more than `convert`. Only ops
/// whose results are also used outside the slice are duplicated; the others
/// just move.
bool isRematBeneficial(ConvertLayoutOp convert, const SetVector<Value> &slice) {
  SetVector<Operation *> sliceOps;
  for (Value value : slice)
    if (Operation *def = value.getDefiningOp())
      sliceOps.insert(def);
  SetVector<Value> usedOutside;
  for (Value value : slice)
    if (llvm::any_of(value.getUsers(), [&](Operation *user) {
          return user != convert && !sliceOps.contains(user);
        }))
      usedOutside.insert(value);
  for (size_t i = 0; i < usedOutside.size(); ++i)
    if (Operation *def = usedOutside[i].getDefiningOp())
      for (Value operand : def->getOperands())
        if (slice.contains(operand))
          usedOutside.insert(operand);

  int64_t keep = convertCost(convert.getSrc());
  int64_t remat = 0;
  for (Operation *op : sliceOps) {
    if (llvm::none_of(op->getResults(),
                      [&](Value v) { return usedOutside.contains(v); }))
      continue;
    if (isa<arith::ConstantOp>(op))
      continue;
    if (auto reduce = dyn_cast<ReduceOp>(op)) {
      // Copying a reduction whose floating-point result depends on the
      // order of its combines could change the result.
      if (!isOrderInsensitiveReduce(reduce)) {
        TT_DEBUG(TT_DBGS() << "  kept: duplicates a non-associative reduce\n");
        return false;
      }
      remat += reduceDataMovementCost(reduce);
      continue;
    }
    // Loads are assumed to hit in L1.
    int64_t perByte = 0;
    if (isa<LoadOp, LocalLoadOp>(op))
      perByte = 8;
    else if (isa<arith::ArithDialect, math::MathDialect>(op->getDialect()))
      perByte = isExpensiveMathOp(op) ? 8 : 1;
    for (Value result : op->getResults())
      remat += perByte * byteCount(result);
  }
  TT_DEBUG(TT_DBGS() << "  convert cost " << keep << ", rematerialisation cost "
                     << remat << "\n");
  return keep >= remat;
}

class LayoutRematerialization {
public:
  explicit LayoutRematerialization(FuncOp func)
      : func(func), domInfo(func), postDomInfo(func) {}

  /// Runs `step` on every convert of the function; converts it keeps are
  /// remembered for reuse by later slices. Returns whether any was removed.
  bool forEachConvert(bool (LayoutRematerialization::*step)(ConvertLayoutOp));

  bool backwardRematerialization(ConvertLayoutOp convert);
  bool hoistConvertOnTopOfExtOrBroadcast(ConvertLayoutOp convert);
  bool hoistConvertIntoConditionals(ConvertLayoutOp convert);
  bool hoistConvertDotOperand(ConvertLayoutOp convert);

private:
  using RematMap = DenseMap<std::pair<Value, Attribute>, Value>;

  void addRematValue(Value old, Attribute encoding, Value copy) {
    rematMapping[{old, encoding}] = copy;
    mappedValues[old] = encoding;
  }
  Value getRematValue(Value value, Attribute encoding) const {
    return rematMapping.lookup({value, encoding});
  }
  LogicalResult getBackwardSlice(OpOperand &root, Attribute encoding,
                                 SetVector<Value> &slice,
                                 DenseMap<Value, Attribute> &layout,
                                 RematMap &existing,
                                 std::function<bool(Operation *)> stop);
  LogicalResult getRematerializableSlice(
      OpOperand &root, Attribute encoding, SetVector<Value> &slice,
      DenseMap<Value, Attribute> &layout, RematMap &existing,
      std::function<bool(Operation *)> stop = nullptr);
  void rewriteSlice(SetVector<Value> &slice, DenseMap<Value, Attribute> &layout,
                    const RematMap &existing, ConvertLayoutOp convert,
                    IRMapping &mapping);
  void updateRematMapping(ArrayRef<std::tuple<Value, Value>> replacements);

  FuncOp func;
  DominanceInfo domInfo;
  PostDominanceInfo postDomInfo;
  RematMap rematMapping;
  /// The encoding each value of rematMapping was copied to, to follow it
  /// when an scf op is recreated.
  DenseMap<Value, Attribute> mappedValues;
};

bool LayoutRematerialization::forEachConvert(
    bool (LayoutRematerialization::*step)(ConvertLayoutOp)) {
  SmallVector<ConvertLayoutOp> converts;
  func.walk([&](ConvertLayoutOp convert) { converts.push_back(convert); });
  bool changed = false;
  for (ConvertLayoutOp convert : converts) {
    if ((this->*step)(convert)) {
      changed = true;
      continue;
    }
    addRematValue(convert.getSrc(), convert.getType().getEncoding(), convert);
  }
  return changed;
}

LogicalResult LayoutRematerialization::getBackwardSlice(
    OpOperand &root, Attribute encoding, SetVector<Value> &slice,
    DenseMap<Value, Attribute> &layout, RematMap &existing,
    std::function<bool(Operation *)> stop) {
  // An earlier copy of a value in the layout can be reused where it
  // dominates the use; one that does not must not be used at all.
  auto reuse = [&](OpOperand &use, Attribute wanted) {
    Value copy = getRematValue(use.get(), wanted);
    if (!copy)
      return Value();
    if (domInfo.properlyDominates(copy, use.getOwner())) {
      existing.try_emplace({use.get(), wanted}, copy);
      return copy;
    }
    existing[{use.get(), wanted}] = Value();
    return Value();
  };
  return getConvertBackwardSlice(root, slice, encoding, layout, stop, reuse);
}

LogicalResult LayoutRematerialization::getRematerializableSlice(
    OpOperand &root, Attribute encoding, SetVector<Value> &slice,
    DenseMap<Value, Attribute> &layout, RematMap &existing,
    std::function<bool(Operation *)> stop) {
  // Work on copies: the caller's slice only grows on success.
  SetVector<Value> newSlice = slice;
  DenseMap<Value, Attribute> newLayout = layout;
  RematMap newExisting = existing;
  if (failed(getBackwardSlice(root, encoding, newSlice, newLayout, newExisting,
                              stop)) ||
      newSlice.empty())
    return failure();
  for (Value value : newSlice)
    if (Operation *def = value.getDefiningOp(); def && !canBeRemat(def))
      return failure();
  slice = std::move(newSlice);
  layout = std::move(newLayout);
  existing = std::move(newExisting);
  return success();
}

void LayoutRematerialization::updateRematMapping(
    ArrayRef<std::tuple<Value, Value>> replacements) {
  for (auto [old, replacement] : replacements) {
    auto it = mappedValues.find(old);
    if (it == mappedValues.end())
      continue;
    Attribute encoding = it->second;
    auto remat = rematMapping.find({old, encoding});
    assert(remat != rematMapping.end());
    Value copy = remat->second;
    rematMapping.erase(remat);
    mappedValues.erase(it);
    // The copy may itself be a result of the recreated op.
    for (auto [before, after] : replacements)
      if (before == copy) {
        copy = after;
        break;
      }
    rematMapping[{replacement, encoding}] = copy;
    mappedValues[replacement] = encoding;
  }
}

void LayoutRematerialization::rewriteSlice(SetVector<Value> &slice,
                                           DenseMap<Value, Attribute> &layout,
                                           const RematMap &existing,
                                           ConvertLayoutOp convert,
                                           IRMapping &mapping) {
  SetVector<Operation *> opsToRewrite;
  // Yield operands to duplicate for the new results of their scf op.
  DenseMap<Operation *, SmallVector<unsigned>> yieldOperands;
  SetVector<Value> reused;
  for (Value value : slice) {
    if (Value copy = existing.lookup({value, layout.at(value)})) {
      mapping.map(value, copy);
      reused.insert(value);
      continue;
    }
    if (Operation *def = value.getDefiningOp()) {
      opsToRewrite.insert(def);
      if (auto ifOp = dyn_cast<scf::IfOp>(def)) {
        unsigned index = cast<OpResult>(value).getResultNumber();
        for (Operation *yield : {ifOp.thenYield(), ifOp.elseYield()}) {
          opsToRewrite.insert(yield);
          yieldOperands[yield].push_back(index);
        }
      }
      continue;
    }
    auto arg = cast<BlockArgument>(value);
    auto loop = cast<scf::ForOp>(arg.getOwner()->getParentOp());
    opsToRewrite.insert(loop);
    Operation *yield = arg.getOwner()->getTerminator();
    yieldOperands[yield].push_back(
        loop.getTiedLoopYieldedValue(arg)->getOperandNumber());
    opsToRewrite.insert(yield);
  }
  slice.set_subtract(reused);
  opsToRewrite = mlir::topologicalSort(opsToRewrite);

  // Replacing uses waits until the end: slice membership is checked on the
  // old values meanwhile.
  SmallVector<std::tuple<Value, Value>> replacements;
  SmallVector<Operation *> deadOps;
  IRRewriter builder(convert.getContext());
  for (Operation *op : opsToRewrite) {
    if (auto loop = dyn_cast<scf::ForOp>(op)) {
      SmallVector<std::pair<unsigned, unsigned>> argMapping;
      SmallVector<Value> newInits;
      for (BlockArgument arg : loop.getRegionIterArgs()) {
        if (!slice.contains(arg))
          continue;
        OpOperand &init = *loop.getTiedLoopInit(arg);
        argMapping.push_back({loop.getTiedLoopResult(&init).getResultNumber(),
                              loop.getInitArgs().size() + newInits.size()});
        newInits.push_back(mapping.lookup(init.get()));
      }
      scf::ForOp newLoop =
          replaceForOpWithNewSignature(builder, loop, newInits, replacements);
      deadOps.push_back(loop);
      Block &body = *newLoop.getBody();
      unsigned ivs = newLoop.getNumInductionVars();
      for (auto [oldIndex, newIndex] : argMapping) {
        BlockArgument oldArg = body.getArgument(oldIndex + ivs);
        BlockArgument newArg = body.getArgument(newIndex + ivs);
        mapping.map(loop.getResult(oldIndex), newLoop.getResult(newIndex));
        mapping.map(oldArg, newArg);
        addRematValue(newLoop.getResult(oldIndex), layout[oldArg],
                      newLoop.getResult(newIndex));
        addRematValue(oldArg, layout[oldArg], newArg);
      }
      continue;
    }
    if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
      SmallVector<Type> newTypes;
      for (Value result : ifOp.getResults())
        if (slice.contains(result))
          newTypes.push_back(withEncoding(result, layout.at(result)));
      scf::IfOp newIf =
          replaceIfOpWithNewSignature(builder, ifOp, newTypes, replacements);
      unsigned newIndex = ifOp.getNumResults();
      for (Value result : ifOp.getResults()) {
        if (!slice.contains(result))
          continue;
        mapping.map(result, newIf.getResult(newIndex));
        addRematValue(result, layout[result], newIf.getResult(newIndex));
        ++newIndex;
      }
      deadOps.push_back(ifOp);
      continue;
    }
    builder.setInsertionPoint(op);
    if (auto yield = dyn_cast<scf::YieldOp>(op)) {
      SmallVector<Value> operands(yield.getOperands());
      SmallVector<unsigned> indices = yieldOperands[op];
      // In the order the new results were added.
      llvm::sort(indices);
      for (unsigned index : indices)
        operands.push_back(mapping.lookup(yield.getOperand(index)));
      scf::YieldOp::create(builder, op->getLoc(), operands);
      op->erase();
      continue;
    }
    if (isa<arith::ConstantOp>(op)) {
      // Cloned and converted: the convert folds into the constant later.
      Value result = op->getResult(0);
      Operation *copy = builder.clone(*op);
      auto converted =
          ConvertLayoutOp::create(builder, op->getLoc(),
                                  withEncoding(result, layout[result]),
                                  copy->getResult(0));
      mapping.map(result, converted.getResult());
      addRematValue(result, layout[result], converted);
      continue;
    }
    Operation *copy = builder.clone(*op, mapping);
    for (auto [old, result] : llvm::zip(op->getResults(), copy->getResults())) {
      auto it = layout.find(old);
      if (it == layout.end())
        continue;
      result.setType(withEncoding(old, it->second));
      addRematValue(old, it->second, result);
    }
  }
  convert.replaceAllUsesWith(mapping.lookup(convert.getSrc()));
  updateRematMapping(replacements);
  for (auto [old, replacement] : replacements)
    builder.replaceAllUsesWith(old, replacement);
  convert->erase();
  for (Operation *op : deadOps)
    op->erase();
}

bool LayoutRematerialization::backwardRematerialization(
    ConvertLayoutOp convert) {
  Attribute target = convert.getType().getEncoding();
  // Dot operands are left to hoistConvertDotOperand.
  if (isa<DotOperandEncodingAttr>(target))
    return false;
  TT_DEBUG(TT_DBGS() << "backward remat of " << describeOp(convert) << " to "
                     << describeAttr(target, convert) << "\n");
  Value src = convert.getSrc();
  if (Value copy = getRematValue(src, target);
      copy && domInfo.properlyDominates(copy, convert)) {
    TT_DEBUG(TT_DBGS() << "  reuse " << describeValue(copy) << "\n");
    convert.replaceAllUsesWith(copy);
    convert->erase();
    return true;
  }
  SetVector<Value> slice;
  DenseMap<Value, Attribute> layout;
  RematMap existing;
  if (failed(getRematerializableSlice(convert.getSrcMutable(), target, slice,
                                      layout, existing))) {
    TT_DEBUG(TT_DBGS() << "  no rematerializable slice\n");
    return false;
  }
  if (!isRematBeneficial(convert, slice)) {
    TT_DEBUG(TT_DBGS() << "  kept: rematerialising costs more\n");
    return false;
  }
  TT_DEBUG({
    TT_DBGS() << "  rematerialise " << slice.size() << " value(s)\n";
    for (Value value : slice)
      TT_DBGS() << "    " << describeValue(value) << "\n";
  });
  IRMapping mapping;
  rewriteSlice(slice, layout, existing, convert, mapping);
  return true;
}

/// Ops that make a tensor bigger: converting before them moves less data.
bool isExtOrBroadcast(Operation *op) {
  if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::ExtFOp, BroadcastOp,
          ExpandDimsOp>(op))
    return true;
  if (auto cast = dyn_cast<FpToFpOp>(op))
    return getElementTypeOrSelf(cast.getSrc().getType()).getIntOrFloatBitWidth() <
           getElementTypeOrSelf(cast.getType()).getIntOrFloatBitWidth();
  return false;
}

bool LayoutRematerialization::hoistConvertOnTopOfExtOrBroadcast(
    ConvertLayoutOp convert) {
  Attribute target = convert.getType().getEncoding();
  if (isa<DotOperandEncodingAttr>(target))
    return false;
  SetVector<Value> slice;
  DenseMap<Value, Attribute> layout;
  RematMap existing;
  if (failed(getRematerializableSlice(convert.getSrcMutable(), target, slice,
                                      layout, existing, isExtOrBroadcast)))
    return false;
  // Ext ops whose own inputs rematerialise need no convert; exactly one
  // other may take the convert.
  Operation *hoistAbove = nullptr;
  for (unsigned i = 0, e = slice.size(); i < e; ++i) {
    Value value = slice[i];
    Operation *def = value.getDefiningOp();
    if (!def || !isExtOrBroadcast(def))
      continue;
    Attribute srcEncoding = inferSrcEncoding(def, layout[value]);
    if (!srcEncoding)
      return false;
    if (succeeded(getRematerializableSlice(def->getOpOperand(0), srcEncoding,
                                           slice, layout, existing)))
      continue;
    if (hoistAbove)
      return false;
    hoistAbove = def;
  }
  if (!hoistAbove)
    return false;
  Value extResult = hoistAbove->getResult(0);
  Attribute dstEncoding = layout[extResult];
  Attribute srcEncoding = inferSrcEncoding(hoistAbove, dstEncoding);
  if (!srcEncoding)
    return false;
  // Triton 3.6 hoists without weighing the cost (the cost gate came later).
  Value extSrc = hoistAbove->getOperand(0);
  TT_DEBUG(TT_DBGS() << "hoist " << describeOp(convert) << " above "
                     << describeOp(hoistAbove) << "\n");
  OpBuilder builder(hoistAbove);
  auto newConvert = ConvertLayoutOp::create(
      builder, convert.getLoc(), withEncoding(extSrc, srcEncoding), extSrc);
  Operation *newExt = builder.clone(*hoistAbove);
  newExt->setOperand(0, newConvert);
  newExt->getResult(0).setType(withEncoding(extResult, dstEncoding));
  IRMapping mapping;
  mapping.map(extResult, newExt->getResult(0));
  slice.remove(extResult);
  rewriteSlice(slice, layout, existing, convert, mapping);
  return true;
}

bool LayoutRematerialization::hoistConvertIntoConditionals(
    ConvertLayoutOp convert) {
  auto isIf = [](Operation *op) { return isa<scf::IfOp>(op); };
  SetVector<Value> slice;
  DenseMap<Value, Attribute> layout;
  RematMap existing;
  if (failed(getRematerializableSlice(convert.getSrcMutable(),
                                      convert.getType().getEncoding(), slice,
                                      layout, existing, isIf)))
    return false;
  // (scf.if result, branch edge) pairs to convert on, and scf.if results
  // neither branch can produce in the layout.
  SmallVector<std::pair<Value, OpOperand *>> hoistInto;
  SmallVector<OpResult> terminals;
  for (unsigned i = 0; i != slice.size(); ++i) {
    Value value = slice[i];
    auto ifOp = value.getDefiningOp<scf::IfOp>();
    if (!ifOp)
      continue;
    Attribute encoding = layout.at(value);
    unsigned index = cast<OpResult>(value).getResultNumber();
    OpOperand &thenEdge = ifOp.thenYield()->getOpOperand(index);
    OpOperand &elseEdge = ifOp.elseYield()->getOpOperand(index);
    auto newSlice = slice;
    auto newLayout = layout;
    auto newExisting = existing;
    bool thenOk = succeeded(getRematerializableSlice(
        thenEdge, encoding, newSlice, newLayout, newExisting, isIf));
    bool elseOk = succeeded(getRematerializableSlice(
        elseEdge, encoding, newSlice, newLayout, newExisting, isIf));
    // Only an if in a loop is assumed to run less often than its loop.
    if (thenOk != elseOk && !isa<scf::ForOp>(ifOp->getParentOp()))
      thenOk = elseOk = false;
    if (!thenOk && !elseOk) {
      terminals.push_back(cast<OpResult>(value));
      continue;
    }
    slice = std::move(newSlice);
    layout = std::move(newLayout);
    existing = std::move(newExisting);
    if (thenOk != elseOk)
      hoistInto.push_back({value, thenOk ? &elseEdge : &thenEdge});
  }
  if (hoistInto.empty())
    return false;
  TT_DEBUG(TT_DBGS() << "hoist " << describeOp(convert) << " into "
                     << hoistInto.size() << " branch(es)\n");
  IRMapping mapping;
  auto convertAt = [&](OpBuilder &builder, Value value, Attribute encoding) {
    Value converted = ConvertLayoutOp::create(
        builder, convert.getLoc(), withEncoding(value, encoding), value);
    mapping.map(value, converted);
    slice.remove(value);
  };
  for (OpResult value : terminals) {
    OpBuilder builder(value.getContext());
    builder.setInsertionPointAfter(value.getOwner());
    convertAt(builder, value, layout.at(value));
  }
  for (auto [result, edge] : hoistInto) {
    OpBuilder builder(edge->getOwner());
    convertAt(builder, edge->get(), layout.at(result));
  }
  rewriteSlice(slice, layout, existing, convert, mapping);
  return true;
}

/// Ops that need no data exchanged between threads: pure elementwise ops,
/// broadcasts, upcasts, converts and views.
bool noDataMovement(Operation *op) {
  return (op->hasTrait<OpTrait::Elementwise>() && isMemoryEffectFree(op)) ||
         isa<BroadcastOp, Fp4ToFpOp, ConvertLayoutOp, ExpandDimsOp, ReshapeOp,
             TransOp, JoinOp, SplitOp>(op);
}

bool LayoutRematerialization::hoistConvertDotOperand(ConvertLayoutOp convert) {
  // Only converts a dot on an mma layout post-dominates: those loads are
  // pipelined, and want the convert right after them.
  Operation *parent = convert->getParentOp();
  bool pipelined = false;
  parent->walk([&](Operation *op) {
    if (!isa<DotOp, DotScaledOp, nvidia_gpu::WarpGroupDotOp>(op))
      return;
    auto type = dyn_cast<RankedTensorType>(op->getOperand(0).getType());
    auto dotEncoding =
        type ? dyn_cast<DotOperandEncodingAttr>(type.getEncoding()) : nullptr;
    if (dotEncoding && isa<MmaEncodingTrait>(dotEncoding.getParent()) &&
        postDomInfo.postDominates(op, convert))
      pipelined = true;
  });
  if (!pipelined)
    return false;
  SetVector<Value> slice;
  DenseMap<Value, Attribute> layout;
  RematMap existing;
  if (failed(getBackwardSlice(convert.getSrcMutable(),
                              convert.getType().getEncoding(), slice, layout,
                              existing, std::not_fn(noDataMovement))))
    return false;
  IRMapping mapping;
  SetVector<Value> inner;
  for (Value value : slice) {
    Operation *def = value.getDefiningOp();
    if (!def) {
      TT_DEBUG(TT_DBGS() << "  no hoist over block argument "
                         << describeValue(value) << "\n");
      return false;
    }
    if (!isa<LoadOp, DescriptorLoadOp>(def)) {
      if (!isa<arith::ConstantOp>(def) && !noDataMovement(def)) {
        TT_DEBUG(TT_DBGS() << "  no hoist: leaf " << describeValue(value)
                           << "\n");
        return false;
      }
      inner.insert(value);
      continue;
    }
    OpBuilder builder(def->getContext());
    builder.setInsertionPointAfter(def);
    Value loaded = def->getResult(0);
    mapping.map(loaded, ConvertLayoutOp::create(
                            builder, convert.getLoc(),
                            withEncoding(loaded, layout[loaded]), loaded));
  }
  if (inner.empty())
    return false;
  TT_DEBUG({
    TT_DBGS() << "hoist dot operand " << describeOp(convert) << " over "
              << inner.size() << " value(s)\n";
    for (Value value : inner)
      TT_DBGS() << "    " << describeValue(value) << "\n";
  });
  rewriteSlice(inner, layout, existing, convert, mapping);
  return true;
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct RemoveLayoutConversionsPass
    : mlir::triton::gpu::impl::TritonGPURemoveLayoutConversionsBase<
          RemoveLayoutConversionsPass> {
  void traceModule(StringRef phase) {
    TT_DEBUG_WITH_TYPE(DEBUG_TYPE_IR, {
      llvm::dbgs() << "[" DEBUG_TYPE_IR "] Module after " << phase << ":\n";
      getOperation()->print(llvm::dbgs(), OpPrintingFlags().useLocalScope());
      llvm::dbgs() << "\n";
    });
  }

  LogicalResult canonicalizeConverts() {
    RewritePatternSet patterns(&getContext());
    ConvertLayoutOp::getCanonicalizationPatterns(patterns, &getContext());
    // Triton lists this fold with the convert_layout patterns.
    nvidia_gpu::TMEMStoreOp::getCanonicalizationPatterns(patterns, &getContext());
    return applyPatternsGreedily(getOperation(), std::move(patterns));
  }

  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    module.walk([](FuncOp func) { LayoutPropagation(func).run(); });
    traceModule("propagating layouts forward");
    if (failed(canonicalizeConverts()))
      return signalPassFailure();
    traceModule("canonicalizing");

    bool changed;
    do {
      changed = false;
      module.walk([&](FuncOp func) {
        changed |= LayoutRematerialization(func).forEachConvert(
            &LayoutRematerialization::backwardRematerialization);
      });
      traceModule("backward remat");
      if (failed(canonicalizeConverts()))
        return signalPassFailure();
      traceModule("canonicalizing");
    } while (changed);

    // Each hoist starts from fresh dominance and reuse information.
    module.walk([](FuncOp func) {
      LayoutRematerialization(func).forEachConvert(
          &LayoutRematerialization::hoistConvertOnTopOfExtOrBroadcast);
      LayoutRematerialization(func).forEachConvert(
          &LayoutRematerialization::hoistConvertIntoConditionals);
      LayoutRematerialization(func).forEachConvert(
          &LayoutRematerialization::hoistConvertDotOperand);
    });
    traceModule("hoisting converts");

    runDeadIterArgElimination(module);
    if (failed(canonicalizeConverts()))
      return signalPassFailure();
    RewritePatternSet scfPatterns(&getContext());
    populateForOpIterArgsFolder(scfPatterns);
    scf::ForOp::getCanonicalizationPatterns(scfPatterns, &getContext());
    scf::IfOp::getCanonicalizationPatterns(scfPatterns, &getContext());
    // Not converging here is harmless, as in Triton.
    (void)applyPatternsGreedily(module, std::move(scfPatterns));
    traceModule("final cleanups");
  }
};

} // namespace
