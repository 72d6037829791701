//===- FuseNestedLoops.cpp - Flatten marked loop nests into one loop ------===//
//
// An `scf.for` marked `tt.flatten` around exactly one inner `scf.for` becomes
// a single loop, which the pipeliner can then software-pipeline across outer
// iterations (a persistent matmul's tile loop around its K loop, say).
//
// One level of
//
//   for i in range(lbi, ubi, stepi):
//     prologue0(i); for j0: body0(i, j0); prologue1(i); ...; for jN: bodyN;
//     epilogue(i)
//
// becomes, with len_x = ceildiv(ub - lb, step) and
// inner_len = max(1, len_j0) + ... + max(1, len_jN) - N (Triton 3.6's
// construction, as its dumps show it):
//
//   total = for _ in range(lbi, ubi, stepi) carrying len_i * inner_len:
//             [+ max(1, len_jk) of each loop whose bounds vary with i]
//   T = 0; i = lbi - stepi
//   for _ in range(total), also carrying each len_jk and inner_len:
//     if T == start_k (= max(1, len_j0) + ... + max(1, len_jk-1) - k):
//       [k == 0: i += stepi; the varying len_jk and inner_len]
//       prologuek(i); jk = lbjk; init bodyk's iter_args
//     if start_k <= T < start_k + len_jk:   (true when marked ttg.must-execute)
//       bodyk(i, jk); jk += stepjk
//     if T == inner_len - 1: epilogue(i)
//     T = 0 if T == inner_len - 1 else T + 1
//
// with every value that crosses those ifs carried as an iter_arg of the new
// loop (zero or poison until first written). The first loop only passes
// its count through when every inner loop is outer-loop invariant; Triton
// builds it all the same, and canonicalization folds it. Before fusing a
// `tt.flatten` nest, the outer loop's invariants are hoisted, pure prologue
// ops used only after the inner loop are sunk past it, and the nest is
// versioned on "the inner loop is empty" (which needs invariant inner
// bounds) so that in the fused copy the inner body runs unconditionally.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/LoopAttributes.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Analysis/TopologicalSortUtils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/BitVector.h"

#include <memory>
#include <queue>

#define DEBUG_TYPE "tritongpu-fuse-nested-loops"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUFUSENESTEDLOOPS
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;

namespace {

/// Set by the front end (`tl.range(..., flatten=True)`): fuse this nest.
constexpr StringLiteral kFlattenAttr = "tt.flatten";
/// On an inner loop whose length was speculated non-zero.
constexpr StringLiteral kMustExecuteAttr = "ttg.must-execute";
/// For tests: fuse this nest whatever its shape, without preprocessing.
constexpr StringLiteral kAlwaysFuseAttr = "ttg.always-fuse";

//===----------------------------------------------------------------------===//
// Loop nests
//===----------------------------------------------------------------------===//

/// One `scf.for` and the loops immediately nested in it.
struct LoopNestNode {
  explicit LoopNestNode(scf::ForOp loop) : loop(loop) {}
  scf::ForOp loop;
  SmallVector<LoopNestNode *, 1> children;
};

/// A tree of directly nested loops (no other region op in between).
struct LoopNest {
  explicit LoopNest(scf::ForOp outermost)
      : root(nodes.emplace_back(std::make_unique<LoopNestNode>(outermost))
                 .get()) {}
  SmallVector<std::unique_ptr<LoopNestNode>> nodes;
  LoopNestNode *root;
};

void findLoopNests(Operation *container, SmallVectorImpl<LoopNest> &nests);

/// Adds the loops nested in `parent` to `nest`. Another region op (an
/// `scf.if`, an `scf.while`) ends the nest: loops inside it start new ones.
void buildLoopNest(LoopNestNode *parent, LoopNest &nest,
                   SmallVectorImpl<LoopNest> &nests) {
  parent->loop->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == parent->loop)
      return WalkResult::advance();
    if (auto loop = dyn_cast<scf::ForOp>(op)) {
      LoopNestNode *child =
          nest.nodes.emplace_back(std::make_unique<LoopNestNode>(loop)).get();
      parent->children.push_back(child);
      buildLoopNest(child, nest, nests);
      return WalkResult::skip();
    }
    if (op->getNumRegions()) {
      findLoopNests(op, nests);
      return WalkResult::skip();
    }
    return WalkResult::advance();
  });
}

/// The loop nests of `container`, inner nests (behind other region ops)
/// before the nest around them.
void findLoopNests(Operation *container, SmallVectorImpl<LoopNest> &nests) {
  container->walk<WalkOrder::PreOrder>([&](scf::ForOp loop) {
    LoopNest nest(loop);
    buildLoopNest(nest.root, nest, nests);
    nests.push_back(std::move(nest));
    return WalkResult::skip();
  });
}

//===----------------------------------------------------------------------===//
// Logues: the straight-line code around the inner loops
//===----------------------------------------------------------------------===//

/// A prologue or epilogue: a contiguous range of ops of the outer body, and
/// those of its results used after its last op.
struct Logue {
  void moveInto(Block *block) {
    for (Operation *op : ops)
      op->moveBefore(block, block->end());
  }
  /// Uses outside `region` (where the logue now lives) take `values`.
  void replaceUsesOutside(ValueRange values, Region &region) {
    for (auto [newValue, output] : llvm::zip(values, outputs))
      output.replaceUsesWithIf(newValue, [&](OpOperand &use) {
        return !region.isAncestor(use.getOwner()->getParentRegion());
      });
  }
  TypeRange getOutputTypes() const { return ValueRange(outputs).getTypes(); }

  SmallVector<Operation *> ops;
  SmallVector<Value> outputs;
};

Logue makeLogue(Block::iterator begin, Block::iterator end,
                DominanceInfo &dominance) {
  Logue logue;
  for (Operation &op : llvm::make_range(begin, end))
    logue.ops.push_back(&op);
  if (logue.ops.empty())
    return logue;
  Operation *last = logue.ops.back();
  for (Operation *op : logue.ops)
    for (OpResult result : op->getResults())
      if (llvm::any_of(result.getUsers(), [&](Operation *user) {
            return dominance.properlyDominates(last, user);
          }))
        logue.outputs.push_back(result);
  return logue;
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Walks the use-def chains of `values` up to values defined before `outer`
/// (and, with `allowOuterIV`, `outer`'s induction variable) through pure
/// scalar ops inside `outer`. Fails on any other op or block argument;
/// otherwise the ops crossed join `ops`, and `usesOuterIV` says whether the
/// induction variable was reached.
bool collectBoundOps(DominanceInfo &dominance, scf::ForOp outer,
                     ArrayRef<Value> values, bool allowOuterIV,
                     llvm::SetVector<Operation *> &ops, bool &usesOuterIV) {
  auto isScalar = [](Type type) { return type.isIntOrIndexOrFloat(); };
  llvm::SetVector<Operation *> visited;
  std::queue<Value> queue;
  for (Value value : values)
    queue.push(value);
  usesOuterIV = false;
  while (!queue.empty()) {
    Value value = queue.front();
    queue.pop();
    if (dominance.properlyDominates(value, outer))
      continue;
    if (allowOuterIV && value == outer.getInductionVar()) {
      usesOuterIV = true;
      continue;
    }
    if (isa<BlockArgument>(value))
      return false;
    Operation *op = value.getDefiningOp();
    if (visited.contains(op))
      continue;
    if (!isMemoryEffectFree(op) ||
        !llvm::all_of(op->getOperandTypes(), isScalar) ||
        !llvm::all_of(op->getResultTypes(), isScalar))
      return false;
    visited.insert(op);
    for (Value operand : op->getOperands())
      queue.push(operand);
  }
  ops.insert(visited.begin(), visited.end());
  return true;
}

SmallVector<Value> getBounds(scf::ForOp loop) {
  return {loop.getLowerBound(), loop.getUpperBound(), loop.getStep()};
}

/// Whether the bounds of `inner` are, or become by hoisting pure scalar ops
/// out of `outer`, defined before `outer`. The ops to hoist join `toHoist`
/// only when all three bounds qualify.
bool canMakeOuterLoopInvariant(DominanceInfo &dominance, scf::ForOp outer,
                               scf::ForOp inner,
                               llvm::SetVector<Operation *> &toHoist) {
  bool usesOuterIV;
  return collectBoundOps(dominance, outer, getBounds(inner),
                         /*allowOuterIV=*/false, toHoist, usesOuterIV);
}

void hoistBefore(llvm::SetVector<Operation *> ops, Operation *point) {
  for (Operation *op : topologicalSort(ops))
    op->moveBefore(point);
}

/// Index counts as 64 bits.
unsigned getIntWidth(Type type) {
  if (isa<IndexType>(type))
    return IndexType::kInternalStorageBitWidth;
  return cast<IntegerType>(type).getWidth();
}

/// ceildiv(ub - lb, step): the trip count, also for negative steps.
Value buildTripCount(ImplicitLocOpBuilder &b, Value lb, Value ub, Value step) {
  Value diff = arith::SubIOp::create(b, ub, lb);
  return arith::CeilDivSIOp::create(b, diff, step);
}

Value buildTripCount(ImplicitLocOpBuilder &b, scf::ForOp loop) {
  return buildTripCount(b, loop.getLowerBound(), loop.getUpperBound(),
                        loop.getStep());
}

Value castInt(ImplicitLocOpBuilder &b, Value value, Type type) {
  if (value.getType() == type)
    return value;
  if (isa<IndexType>(value.getType()) || isa<IndexType>(type))
    return arith::IndexCastOp::create(b, type, value);
  if (getIntWidth(value.getType()) > getIntWidth(type))
    return arith::TruncIOp::create(b, type, value);
  return arith::ExtSIOp::create(b, type, value);
}

Value buildIntConstant(ImplicitLocOpBuilder &b, Type type, int64_t value) {
  return arith::ConstantOp::create(b, IntegerAttr::get(type, value));
}

/// sum + max(1, len): an inner loop takes at least one step of the fused
/// loop, even when it runs no iteration.
Value addAtLeastOne(ImplicitLocOpBuilder &b, Value sum, Value len) {
  Value one = buildIntConstant(b, len.getType(), 1);
  return arith::AddIOp::create(b, sum, arith::MaxSIOp::create(b, one, len));
}

/// T == inner_len - 1: the last step of an outer iteration.
Value buildIsLastStep(ImplicitLocOpBuilder &b, Value T, Value innerLen) {
  Value one = buildIntConstant(b, innerLen.getType(), 1);
  Value last = arith::SubIOp::create(b, innerLen, one);
  return arith::CmpIOp::create(b, arith::CmpIPredicate::eq, T, last);
}

/// A value never read before it is written: zero where `type` has one
/// (ptxas does better with zeros), else `ub.poison`.
Value buildUndef(ImplicitLocOpBuilder &b, Type type) {
  Type elementType = getElementTypeOrSelf(type);
  if (!elementType.isIntOrIndexOrFloat() ||
      (!isa<RankedTensorType>(type) && type != elementType))
    return ub::PoisonOp::create(b, type);
  TypedAttr zero = isa<FloatType>(elementType)
                       ? TypedAttr(b.getFloatAttr(elementType, 0))
                       : b.getIntegerAttr(elementType, 0);
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    zero = SplatElementsAttr::get(tensor, zero);
  return arith::ConstantOp::create(b, zero);
}

scf::YieldOp getYield(Region &region) {
  return cast<scf::YieldOp>(region.front().back());
}

/// Moves both regions of `ifOp` into a new if (at `ifOp`'s place) whose
/// result types are those its then-yield now yields.
scf::IfOp rebuildIf(ImplicitLocOpBuilder &b, scf::IfOp ifOp) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(ifOp);
  TypeRange types = getYield(ifOp.getThenRegion()).getOperandTypes();
  auto newIf = scf::IfOp::create(b, types, ifOp.getCondition());
  newIf.getThenRegion().takeBody(ifOp.getThenRegion());
  newIf.getElseRegion().takeBody(ifOp.getElseRegion());
  return newIf;
}

/// Drops the results of `ifOp` at `indices` (the yields' operands too); their
/// uses take `replaceWith`, in order.
void eraseIfResults(ImplicitLocOpBuilder &b, scf::IfOp ifOp,
                    llvm::BitVector indices, ArrayRef<Value> replaceWith) {
  indices.resize(ifOp.getNumResults());
  getYield(ifOp.getThenRegion())->eraseOperands(indices);
  getYield(ifOp.getElseRegion())->eraseOperands(indices);
  scf::IfOp newIf = rebuildIf(b, ifOp);
  SmallVector<Value> replacements;
  const Value *removed = replaceWith.begin();
  auto kept = newIf->result_begin();
  for (unsigned i : llvm::seq(ifOp.getNumResults()))
    replacements.push_back(indices[i] ? *removed++ : Value(*kept++));
  ifOp->replaceAllUsesWith(replacements);
  ifOp.erase();
}

//===----------------------------------------------------------------------===//
// fuseOneLevel
//===----------------------------------------------------------------------===//

/// An inner loop to fuse, and how its trip count is known.
struct InnerLoop {
  scf::ForOp loop;
  /// Its bounds vary with the outer induction variable: `boundOps` (pure
  /// scalar ops of the outer body) compute them, and are cloned wherever
  /// its trip count is needed.
  bool variant = false;
  llvm::SetVector<Operation *> boundOps;
};

/// The children of `parent` that can be fused: bounds outer-loop invariant
/// (possibly after hoisting the ops in `toHoist`) or computed from the outer
/// induction variable by pure scalar ops.
SmallVector<InnerLoop>
collectFusableInners(LoopNestNode *parent, DominanceInfo &dominance,
                     llvm::SetVector<Operation *> &toHoist) {
  scf::ForOp outer = parent->loop;
  SmallVector<InnerLoop> inners;
  for (LoopNestNode *child : parent->children) {
    InnerLoop inner{child->loop};
    if (canMakeOuterLoopInvariant(dominance, outer, inner.loop, toHoist)) {
      inners.push_back(std::move(inner));
      continue;
    }
    if (collectBoundOps(dominance, outer, getBounds(inner.loop),
                        /*allowOuterIV=*/true, inner.boundOps, inner.variant)) {
      TT_DEBUG(TT_DBGS() << "the bounds of the loop " << describeOp(inner.loop)
                         << " vary with the outer loop: its trip count is "
                            "recomputed in each outer iteration\n");
      inners.push_back(std::move(inner));
      continue;
    }
    TT_DEBUG(TT_DBGS() << "not fusing the loop " << describeOp(inner.loop)
                       << ": its bounds depend on more than the outer "
                          "induction variable\n");
  }
  return inners;
}

/// For each variant loop of `inners`: clones its bound computation at `b`
/// (through `mapping`, which maps the outer induction variable) and adds
/// max(1, its trip count) to `sum`. The trip counts go to `lens` unless it
/// is empty.
Value addVariantLengths(ImplicitLocOpBuilder &b, ArrayRef<InnerLoop> inners,
                        IRMapping &mapping, Value sum,
                        MutableArrayRef<Value> lens) {
  for (auto [k, inner] : llvm::enumerate(inners)) {
    if (!inner.variant)
      continue;
    for (Operation *op : topologicalSort(inner.boundOps))
      if (!mapping.contains(op))
        b.clone(*op, mapping);
    scf::ForOp loop = inner.loop;
    Value len = buildTripCount(b, mapping.lookupOrDefault(loop.getLowerBound()),
                               mapping.lookupOrDefault(loop.getUpperBound()),
                               mapping.lookupOrDefault(loop.getStep()));
    len = castInt(b, len, sum.getType());
    if (!lens.empty())
      lens[k] = len;
    sum = addAtLeastOne(b, sum, len);
  }
  return sum;
}

/// The fused loop's trip count: `invariantIters` (len_outer times the
/// invariant part of inner_len) plus, over the outer iterations, the
/// variant loops' share. Triton 3.6 always builds this as a copy of the
/// outer loop carrying the count, even when it only passes it through.
Value buildTotalIters(ImplicitLocOpBuilder &b, scf::ForOp outer,
                      ArrayRef<InnerLoop> inners, Value invariantIters) {
  auto counter =
      scf::ForOp::create(b, outer.getLowerBound(), outer.getUpperBound(),
                         outer.getStep(), ValueRange{invariantIters});
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(counter.getBody());
  IRMapping mapping;
  mapping.map(outer.getInductionVar(), counter.getInductionVar());
  Value total =
      addVariantLengths(b, inners, mapping, counter.getRegionIterArg(0), {});
  scf::YieldOp::create(b, total);
  return counter.getResult(0);
}

/// The new loop's iter_args, in order: T, i, the outer iter_args, each inner
/// trip count, inner_len, each inner induction variable, each inner loop's
/// results, each prologue's outputs.
struct FusedLayout {
  unsigned outerArgs, lenInners, innerLen, innerIVs, innerOuts, logueOuts;
};

/// Fuses the children of `parent` whose bounds are (or can be made) outer
/// loop invariant, or vary with its induction variable only, into it, as
/// described at the top of the file.
void fuseOneLevel(LoopNestNode *parent, DominanceInfo &dominance) {
  scf::ForOp outer = parent->loop;
  llvm::SetVector<Operation *> toHoist;
  SmallVector<InnerLoop> inners =
      collectFusableInners(parent, dominance, toHoist);
  // Loops left out are now opaque to the levels above.
  parent->children.clear();
  if (inners.empty())
    return;
  TT_DEBUG(TT_DBGS() << "fusing " << inners.size()
                     << " inner loop(s) into the loop " << describeOp(outer)
                     << "\n");
  hoistBefore(toHoist, outer);

  ImplicitLocOpBuilder b(outer.getLoc(), outer);
  // Twice the widest induction variable would be safer; Triton takes the
  // widest.
  unsigned width = getIntWidth(outer.getInductionVar().getType());
  for (InnerLoop &inner : inners)
    width =
        std::max(width, getIntWidth(inner.loop.getInductionVar().getType()));
  IntegerType intTy = b.getIntegerType(width);
  auto cst = [&](int64_t v) { return buildIntConstant(b, intTy, v); };
  bool allInvariant = llvm::none_of(
      inners, [](const InnerLoop &inner) { return inner.variant; });

  // len_outer, each invariant len_jk (a placeholder for a variant one), the
  // invariant part of inner_len, and the total.
  Value lenOuter = buildTripCount(b, outer);
  SmallVector<Value> lenInners;
  for (InnerLoop &inner : inners)
    lenInners.push_back(inner.variant
                            ? buildUndef(b, intTy)
                            : castInt(b, buildTripCount(b, inner.loop), intTy));
  unsigned N = inners.size() - 1;
  Value innerLen = cst(0);
  for (auto [inner, len] : llvm::zip(inners, lenInners))
    if (!inner.variant)
      innerLen = addAtLeastOne(b, innerLen, len);
  innerLen = arith::SubIOp::create(b, innerLen, cst(N));
  Value totalIters = buildTotalIters(
      b, outer, inners,
      arith::MulIOp::create(b, castInt(b, lenOuter, intTy), innerLen));

  // prologue_0 .. prologue_N, then the epilogue (without the yield).
  Block *outerBody = outer.getBody();
  SmallVector<Logue> logues;
  logues.push_back(makeLogue(outerBody->begin(),
                             inners.front().loop->getIterator(), dominance));
  for (unsigned k = 0; k < N; ++k)
    logues.push_back(makeLogue(std::next(inners[k].loop->getIterator()),
                               inners[k + 1].loop->getIterator(), dominance));
  logues.push_back(makeLogue(std::next(inners.back().loop->getIterator()),
                             std::prev(outerBody->end()), dominance));

  // Initial values of the new loop's iter_args.
  SmallVector<Value> inits{cst(0)};
  inits.push_back(
      arith::SubIOp::create(b, outer.getLowerBound(), outer.getStep()));
  FusedLayout at;
  at.outerArgs = inits.size();
  llvm::append_range(inits, outer.getInits());
  at.lenInners = inits.size();
  llvm::append_range(inits, lenInners);
  at.innerLen = inits.size();
  inits.push_back(innerLen);
  at.innerIVs = inits.size();
  for (InnerLoop &inner : inners)
    inits.push_back(buildUndef(b, inner.loop.getInductionVar().getType()));
  at.innerOuts = inits.size();
  for (InnerLoop &inner : inners)
    for (Type type : inner.loop.getResultTypes())
      inits.push_back(buildUndef(b, type));
  at.logueOuts = inits.size();
  for (Logue &logue : llvm::drop_end(logues))
    for (Type type : logue.getOutputTypes())
      inits.push_back(buildUndef(b, type));

  Value lb = cst(0);
  Value step = cst(1);
  auto fused = scf::ForOp::create(b, lb, totalIters, step, inits);
  for (auto [arg, fusedArg] :
       llvm::zip(outer.getRegionIterArgs(),
                 fused.getRegionIterArgs().drop_front(at.outerArgs)))
    arg.replaceAllUsesWith(fusedArg);
  ArrayRef<BlockArgument> fusedArgs = fused.getRegionIterArgs();
  ArrayRef<BlockArgument> lenInnerArgs =
      fusedArgs.slice(at.lenInners, inners.size());
  llvm::copy(lenInnerArgs, lenInners.begin());
  b.setInsertionPointToStart(fused.getBody());

  Value T = fused.getRegionIterArg(0);
  Value prevI = fused.getRegionIterArg(1);
  Value i;
  ArrayRef<BlockArgument> ivs = fusedArgs.slice(at.innerIVs, inners.size());
  const BlockArgument *bodyOuts = fusedArgs.begin() + at.innerOuts;
  const BlockArgument *logueOuts = fusedArgs.begin() + at.logueOuts;
  SmallVector<scf::IfOp> prologueIfs, bodyIfs;
  for (unsigned k = 0; k <= N; ++k) {
    scf::ForOp inner = inners[k].loop;
    Logue &prologue = logues[k];
    unsigned numOuts = prologue.outputs.size();
    unsigned numResults = inner.getNumResults();

    // if T == start_k: [k == 0: i += stepi, variant trip counts];
    // prologuek(i); jk = lbjk; init bodyk's iter_args.
    Value startT = cst(0);
    for (unsigned prev = 0; prev < k; ++prev)
      startT = addAtLeastOne(b, startT, lenInners[prev]);
    startT = arith::SubIOp::create(b, startT, cst(k));
    Value isStart =
        arith::CmpIOp::create(b, arith::CmpIPredicate::eq, T, startT);
    SmallVector<Type> types{inner.getInductionVar().getType()};
    llvm::append_range(types, prologue.getOutputTypes());
    llvm::append_range(types, inner.getInits().getTypes());
    if (k == 0) {
      types.push_back(prevI.getType());
      types.append(inners.size(), intTy);
      types.push_back(intTy);
    }
    auto prologueIf = scf::IfOp::create(b, types, isStart);
    prologueIfs.push_back(prologueIf);
    Block *thenBlock = b.createBlock(&prologueIf.getThenRegion());
    prologue.moveInto(thenBlock);
    if (k == 0) {
      b.setInsertionPointToStart(thenBlock);
      i = arith::AddIOp::create(b, prevI, outer.getStep());
      replaceAllUsesInRegionWith(outer.getInductionVar(), i,
                                 prologueIf.getThenRegion());
      IRMapping mapping;
      mapping.map(outer.getInductionVar(), i);
      innerLen = addVariantLengths(b, inners, mapping, innerLen, lenInners);
    }
    b.setInsertionPointToEnd(thenBlock);
    SmallVector<Value> thenValues{inner.getLowerBound()};
    llvm::append_range(thenValues, prologue.outputs);
    llvm::append_range(thenValues, inner.getInits());
    if (k == 0) {
      thenValues.push_back(i);
      llvm::append_range(thenValues, lenInners);
      thenValues.push_back(innerLen);
    }
    scf::YieldOp::create(b, thenValues);

    b.createBlock(&prologueIf.getElseRegion());
    SmallVector<Value> elseValues{ivs[k]};
    elseValues.append(logueOuts, logueOuts + numOuts);
    elseValues.append(bodyOuts, bodyOuts + numResults);
    if (k == 0) {
      elseValues.push_back(prevI);
      llvm::append_range(elseValues, lenInnerArgs);
      // Invariant: inner_len itself, not its iter_arg (as Triton, which
      // avoids a pass-through MLIR would not fold).
      elseValues.push_back(allInvariant ? innerLen
                                        : Value(fusedArgs[at.innerLen]));
    }
    logueOuts += numOuts;
    scf::YieldOp::create(b, elseValues);

    Value jk = prologueIf.getResult(0);
    inner.getInductionVar().replaceAllUsesWith(jk);
    prologue.replaceUsesOutside(prologueIf.getResults().slice(1, numOuts),
                                prologueIf.getThenRegion());
    for (auto [init, iterArg] :
         llvm::zip(prologueIf.getResults().slice(1 + numOuts, numResults),
                   inner.getRegionIterArgs()))
      iterArg.replaceAllUsesWith(init);
    if (k == 0) {
      ResultRange results = prologueIf.getResults();
      unsigned firstLen = results.size() - 1 - inners.size();
      i = results[firstLen - 1];
      llvm::copy(results.slice(firstLen, inners.size()), lenInners.begin());
      innerLen = results.back();
      outer.getInductionVar().replaceAllUsesWith(i);
    }

    // if start_k <= T < start_k + len_jk: bodyk(i, jk); jk += stepjk
    b.setInsertionPointAfter(prologueIf);
    Value endT =
        arith::AddIOp::create(b, startT, castInt(b, lenInners[k], intTy));
    Value ge = arith::CmpIOp::create(b, arith::CmpIPredicate::sge, T, startT);
    Value lt = arith::CmpIOp::create(b, arith::CmpIPredicate::slt, T, endT);
    Value inBody = arith::AndIOp::create(b, ge, lt);
    SmallVector<Type> bodyTypes{jk.getType()};
    llvm::append_range(bodyTypes, inner.getResultTypes());
    auto bodyIf = scf::IfOp::create(b, bodyTypes, inBody);
    bodyIfs.push_back(bodyIf);
    inner.getBody()->eraseArguments([](BlockArgument) { return true; });
    bodyIf.getThenRegion().takeBody(inner.getBodyRegion());
    scf::YieldOp bodyYield = getYield(bodyIf.getThenRegion());
    b.setInsertionPoint(bodyYield);
    Value nextJk = arith::AddIOp::create(b, jk, inner.getStep());
    bodyYield->insertOperands(0, nextJk);
    b.createBlock(&bodyIf.getElseRegion());
    SmallVector<Value> forwarded{jk};
    forwarded.append(bodyOuts, bodyOuts + numResults);
    bodyOuts += numResults;
    scf::YieldOp::create(b, forwarded);
    inner->replaceAllUsesWith(bodyIf.getResults().drop_front());

    if (inner->hasAttr(kMustExecuteAttr)) {
      b.setInsertionPoint(bodyIf);
      bodyIf.getConditionMutable().assign(
          arith::ConstantOp::create(b, b.getBoolAttr(true)));
    }
    b.setInsertionPointAfter(bodyIf);
  }

  // if T == inner_len - 1: epilogue(i). Its outputs can only feed the
  // outer yield; otherwise the loop keeps the previous iteration's values.
  Logue &epilogue = logues.back();
  auto outerYield = cast<scf::YieldOp>(outerBody->getTerminator());
  SmallVector<Value> unchanged;
  for (Value output : epilogue.outputs)
    for (OpOperand &use : output.getUses())
      if (use.getOwner() == outerYield)
        unchanged.push_back(fusedArgs[at.outerArgs + use.getOperandNumber()]);
  Value isEnd = buildIsLastStep(b, T, innerLen);
  auto epilogueIf = scf::IfOp::create(b, epilogue.getOutputTypes(), isEnd);
  Block *thenBlock = b.createBlock(&epilogueIf.getThenRegion());
  epilogue.moveInto(thenBlock);
  b.setInsertionPointToEnd(thenBlock);
  scf::YieldOp::create(b, epilogue.outputs);
  b.createBlock(&epilogueIf.getElseRegion());
  scf::YieldOp::create(b, unchanged);
  epilogue.replaceUsesOutside(epilogueIf.getResults(),
                              epilogueIf.getThenRegion());

  // T = 0 if T == inner_len - 1 else T + 1, last: T is the step that
  // starts at 0 in each outer iteration.
  b.setInsertionPointToEnd(fused.getBody());
  Value nextT = arith::AddIOp::create(b, T, cst(1));
  Value rollover = buildIsLastStep(b, T, innerLen);
  nextT = arith::SelectOp::create(b, rollover, cst(0), nextT);

  SmallVector<Value> yielded{nextT, i};
  llvm::append_range(yielded, outerYield.getOperands());
  llvm::append_range(yielded, lenInners);
  yielded.push_back(innerLen);
  for (scf::IfOp bodyIf : bodyIfs)
    yielded.push_back(bodyIf.getResult(0));
  for (scf::IfOp bodyIf : bodyIfs)
    llvm::append_range(yielded, bodyIf.getResults().drop_front());
  for (auto [prologueIf, prologue] :
       llvm::zip(prologueIfs, llvm::drop_end(logues)))
    llvm::append_range(
        yielded, prologueIf.getResults().slice(1, prologue.outputs.size()));
  scf::YieldOp::create(b, yielded);
  outer->replaceAllUsesWith(
      fused.getResults().slice(at.outerArgs, outer.getNumResults()));

  // Inner iter_args initialized outside the fused loop: set once as the new
  // loop's init, reset in the epilogue, instead of in each prologue.
  MutableArrayRef<OpOperand> fusedInits = fused.getInitsMutable();
  unsigned offset = at.innerOuts;
  SmallVector<OpOperand *> yieldOperandsToReset;
  SmallVector<Value> reset, forwardedOuts;
  for (auto [inner, prologueIf, bodyIf, prologue] :
       llvm::zip(inners, prologueIfs, bodyIfs, logues)) {
    unsigned numResults = inner.loop.getNumResults();
    unsigned skip = 1 + prologue.outputs.size();
    llvm::BitVector remove(skip + numResults);
    SmallVector<Value> replaceWith;
    for (auto [n, init] : llvm::enumerate(inner.loop.getInits())) {
      if (init.getParentRegion() == &fused.getBodyRegion())
        continue;
      fusedInits[offset + n].set(init);
      replaceWith.push_back(fusedArgs[offset + n]);
      remove.set(skip + n);
      yieldOperandsToReset.push_back(
          &getYield(fused.getBodyRegion())->getOpOperand(offset + n));
      forwardedOuts.push_back(bodyIf.getResult(1 + n));
      reset.push_back(init);
    }
    eraseIfResults(b, prologueIf, remove, replaceWith);
    offset += numResults;
  }
  if (!yieldOperandsToReset.empty()) {
    MutableOperandRange(getYield(epilogueIf.getThenRegion())).append(reset);
    MutableOperandRange(getYield(epilogueIf.getElseRegion()))
        .append(forwardedOuts);
    scf::IfOp newIf = rebuildIf(b, epilogueIf);
    unsigned numOld = epilogueIf.getNumResults();
    epilogueIf->replaceAllUsesWith(newIf.getResults().take_front(numOld));
    for (auto [operand, result] :
         llvm::zip(yieldOperandsToReset, newIf.getResults().drop_front(numOld)))
      operand->set(result);
    epilogueIf.erase();
  }

  // Pipeliner hints: the strictest of the nest.
  bool disallowAccMultiBuffer =
      outer->hasAttr(kDisallowAccMultiBufferAttrName);
  int64_t numStages = 1;
  if (auto stages = outer->getAttrOfType<IntegerAttr>(kNumStagesAttrName))
    numStages = stages.getInt();
  for (InnerLoop &inner : inners) {
    disallowAccMultiBuffer |=
        inner.loop->hasAttr(kDisallowAccMultiBufferAttrName);
    if (auto stages =
            inner.loop->getAttrOfType<IntegerAttr>(kNumStagesAttrName))
      numStages = std::max<int64_t>(numStages, stages.getInt());
  }
  if (disallowAccMultiBuffer)
    fused->setAttr(kDisallowAccMultiBufferAttrName, b.getUnitAttr());
  // A warp-specialized outer loop is warp-specialized fused (Triton's
  // persistent matmuls mark the tile loop).
  if (outer->hasAttr(kWarpSpecializeAttrName)) {
    fused->setAttr(kWarpSpecializeAttrName, b.getUnitAttr());
    TT_DEBUG(TT_DBGS() << "the fused loop keeps the outer loop's "
                       << kWarpSpecializeAttrName << "\n");
  }
  for (InnerLoop &inner : inners)
    inner.loop.erase();
  outer.erase();
  parent->loop = fused;
  if (numStages > 1)
    fused->setAttr(kNumStagesAttrName, b.getI32IntegerAttr(numStages));
}

/// Fuses a nest leaves first, so that each level sees a single inner loop
/// per fused child.
void flattenLoopNest(LoopNestNode *node, DominanceInfo &dominance) {
  for (LoopNestNode *child : node->children)
    flattenLoopNest(child, dominance);
  fuseOneLevel(node, dominance);
}

//===----------------------------------------------------------------------===//
// Preprocessing a marked two-level nest
//===----------------------------------------------------------------------===//

/// The ops Triton's DotOpInterface covers.
bool isDot(Operation *op) {
  return isa<DotOp, DotScaledOp, nvidia_gpu::WarpGroupDotOp,
             nvidia_gpu::TCGen5MMAOp, nvidia_gpu::TCGen5MMAScaledOp>(op);
}

/// Moves pure prologue ops (not dots) used only after `inner`, directly or
/// through other such ops, to just after it: shorter live ranges across the
/// fused loop.
void sinkIntoEpilogue(scf::ForOp outer, scf::ForOp inner,
                      DominanceInfo &dominance) {
  auto afterInner = [&](Operation *op) {
    return dominance.properlyDominates(inner, op, /*enclosingOpOk=*/false);
  };
  llvm::SetVector<Operation *> sunk;
  for (Operation &op : llvm::reverse(
           llvm::make_range(outer.getBody()->begin(), inner->getIterator()))) {
    if (!isPure(&op) || isDot(&op))
      continue;
    if (llvm::all_of(op.getUsers(), [&](Operation *user) {
          return afterInner(user) || sunk.contains(user);
        }))
      sunk.insert(&op);
  }
  if (sunk.empty())
    return;
  TT_DEBUG(TT_DBGS() << "sinking " << sunk.size()
                     << " op(s) past the inner loop " << describeOp(inner)
                     << "\n");
  Block *body = outer.getBody();
  Block::iterator point = std::next(inner->getIterator());
  for (Operation *op : topologicalSort(sunk))
    op->moveBefore(body, point);
}

/// Versions the nest on "the inner loop is empty": the then branch runs a
/// copy without the inner loop, the else branch the nest, whose inner loop is
/// marked ttg.must-execute. Fails if the inner bounds vary with the outer
/// loop.
LogicalResult speculateInnerLoopLength(scf::ForOp outer, scf::ForOp inner,
                                       DominanceInfo &dominance) {
  llvm::SetVector<Operation *> toHoist;
  if (!canMakeOuterLoopInvariant(dominance, outer, inner, toHoist)) {
    TT_DEBUG(TT_DBGS() << "not fusing the nest " << describeOp(outer)
                       << ": the inner bounds vary with the outer loop\n");
    return failure();
  }
  hoistBefore(toHoist, outer);

  ImplicitLocOpBuilder b(inner.getLoc(), outer);
  inner->setAttr(kMustExecuteAttr, b.getUnitAttr());
  Value lenInner = buildTripCount(b, inner);
  Value zero =
      arith::ConstantOp::create(b, IntegerAttr::get(lenInner.getType(), 0));
  Value isEmpty =
      arith::CmpIOp::create(b, arith::CmpIPredicate::eq, lenInner, zero);
  auto ifOp = scf::IfOp::create(b, outer.getResultTypes(), isEmpty);

  IRMapping mapping;
  b.createBlock(&ifOp.getThenRegion());
  auto copy = cast<scf::ForOp>(b.clone(*outer, mapping));
  // Only the nest is warp-specialized: the copy without the inner loop runs
  // on the default warps, as Triton's.
  copy->removeAttr(kWarpSpecializeAttrName);
  scf::YieldOp::create(b, copy.getResults());
  auto innerCopy = cast<scf::ForOp>(mapping.lookup(inner.getOperation()));
  innerCopy->replaceAllUsesWith(innerCopy.getInits());
  innerCopy.erase();

  outer->replaceAllUsesWith(ifOp.getResults());
  b.createBlock(&ifOp.getElseRegion());
  outer->remove();
  b.insert(outer);
  scf::YieldOp::create(b, outer.getResults());
  TT_DEBUG(TT_DBGS() << "speculated that the inner loop " << describeOp(inner)
                     << " runs at least once\n");
  return success();
}

LogicalResult preprocessLoopNest(const LoopNest &nest,
                                 DominanceInfo &dominance) {
  scf::ForOp outer = nest.root->loop;
  scf::ForOp inner = nest.root->children.front()->loop;
  moveLoopInvariantCode(cast<LoopLikeOpInterface>(outer.getOperation()));
  sinkIntoEpilogue(outer, inner, dominance);
  return speculateInnerLoopLength(outer, inner, dominance);
}

/// A nest marked ttg.always-fuse, or a `tt.flatten` loop around exactly one
/// loop.
bool shouldFuse(const LoopNest &nest) {
  if (nest.root->loop->hasAttr(kAlwaysFuseAttr))
    return true;
  return nest.nodes.size() == 2 && nest.root->children.size() == 1 &&
         nest.root->loop->hasAttr(kFlattenAttr);
}

class FuseNestedLoopsPass
    : public mlir::triton::gpu::impl::TritonGPUFuseNestedLoopsBase<
          FuseNestedLoopsPass> {
public:
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    auto &dominance = getAnalysis<DominanceInfo>();
    for (FuncOp func : getOperation().getOps<FuncOp>()) {
      SmallVector<LoopNest> nests;
      findLoopNests(func, nests);
      for (LoopNest &nest : nests) {
        if (!shouldFuse(nest))
          continue;
        if (!nest.root->loop->hasAttr(kAlwaysFuseAttr) &&
            failed(preprocessLoopNest(nest, dominance)))
          continue;
        flattenLoopNest(nest.root, dominance);
      }
    }
  }
};

} // namespace
