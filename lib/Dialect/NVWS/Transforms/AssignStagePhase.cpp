//===- AssignStagePhase.cpp - nvws-assign-stage-phase ---------------------===//
//
// Gives every `nvws.aref.put.enter` and `.get.enter` the copy of the aref
// it takes and the mbarrier phase it waits for, as Triton 3.6 does (it
// runs inside nvws-lower-aref, before the lowering):
//
// - per aref and side (put, then get) and per partition that enters it
//   (partition 0 for an aref entered outside the partitions), a counter
//   pair starts after the aref.create: the copy at depth - 1 and the phase
//   at 0 for puts, 1 for gets (the first wait of a put passes at once);
// - walking the aref's block, each enter advances them (copy + 1, wrapped
//   to 0 at the depth, the phase flipped on the wrap) in its partition and
//   schedule place, and takes them; loops and ifs that enter it carry the
//   pair as new iter args and results, with their partitions;
// - the exits and `nvws.aref.buffer`s take the copy of the enter whose
//   token they use, following it through loops and ifs;
// - a scalar result of a warp-specialized loop used outside it puts the
//   ops computing it in the default partition too.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/NVWS/IR/Dialect.h"
#include "tt/Dialect/NVWS/Transforms/Passes.h"
#include "tt/Dialect/NVWS/Transforms/Utility.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/LoopAttributes.h"
#include "tt/Dialect/TritonGPU/Transforms/Partition.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

#include <set>

#define DEBUG_TYPE "nvws-assign-stage-phase"

namespace mlir::triton::nvws {
#define GEN_PASS_DEF_NVWSASSIGNSTAGEPHASE
#include "tt/Dialect/NVWS/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvws

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using mlir::triton::nvws::findPosition;

namespace {

/// The copies an aref holds (its buffers' leading dimension).
int64_t getArefDepth(nvws::ArefCreateOp aref) {
  return cast<MemDescType>(aref.getOperand(0).getType()).getShape().front();
}

/// The partitions of `value` where a loop or if yields it: its definer's
/// (a region op's for that result), else those of its users but yields.
llvm::SetVector<int> getValuePartitions(Value value) {
  llvm::SetVector<int> ids;
  if (Operation *def = value.getDefiningOp()) {
    if (def->getNumRegions() == 0)
      return getPartitionIds(def);
    SmallVector<llvm::SetVector<int>> outputs = getPartitionOutputs(def);
    unsigned pos = *findPosition(def->getResults(), value);
    return pos < outputs.size() ? outputs[pos] : ids;
  }
  for (Operation *user : value.getUsers())
    if (!isa<scf::YieldOp>(user))
      ids.insert_range(getPartitionIds(user));
  return ids;
}

/// Sets the copy operand of an exit or `nvws.aref.buffer`.
void setStageOperand(Operation *op, Value stage) {
  if (auto exit = dyn_cast<nvws::ArefPutExitOp>(op))
    exit.getStageMutable().assign(stage);
  else if (auto exit = dyn_cast<nvws::ArefGetExitOp>(op))
    exit.getStageMutable().assign(stage);
  else
    cast<nvws::ArefBufferOp>(op).getStageMutable().assign(stage);
}

/// The copy and phase counters of one side of an aref in one partition.
template <class EnterOp> struct StagePhaseAssigner {
  struct StagePhase {
    Value stage;
    Value phase;
    Value token;
  };

  Value aref;
  int partition;
  /// Where a loop or if carries the copy of the token it carries: (loop or
  /// yield, token) -> position of the copy among the iter args / results.
  DenseMap<std::pair<Operation *, Value>, unsigned> stagePositions;
  LogicalResult status = success();

  StagePhaseAssigner(Value aref, int partition)
      : aref(aref), partition(partition) {}

  /// `op` as an enter of this side of the aref in this partition.
  EnterOp getEnter(Operation *op) {
    auto enter = dyn_cast<EnterOp>(op);
    if (!enter || enter.getAref() != aref)
      return {};
    if (hasPartition(op) && !getPartitionIds(op).contains(partition))
      return {};
    return enter;
  }

  bool usesBuffer(Operation *op, Value token) {
    auto buffer = dyn_cast<nvws::ArefBufferOp>(op);
    return buffer && buffer.getAref() == aref && buffer.getToken() == token;
  }

  /// Whether `block` (or a region below) enters the aref or uses `token`'s
  /// copy.
  bool isArefUsedIn(Block *block, Value token) {
    for (Operation &op : *block) {
      if (getEnter(&op) || usesBuffer(&op, token))
        return true;
      if (auto forOp = dyn_cast<scf::ForOp>(op)) {
        Value inner;
        if (auto pos = findPosition(forOp.getInitArgs(), token))
          inner = forOp.getRegionIterArgs()[*pos];
        if (isArefUsedIn(forOp.getBody(), inner))
          return true;
      } else if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
        if (isArefUsedIn(ifOp.thenBlock(), token) ||
            (ifOp.elseBlock() && isArefUsedIn(ifOp.elseBlock(), token)))
          return true;
      }
    }
    return false;
  }

  void assignInFor(scf::ForOp forOp, StagePhase &index) {
    Value innerToken;
    if (auto pos = findPosition(forOp.getInitArgs(), index.token))
      innerToken = forOp.getRegionIterArgs()[*pos];
    if (!isArefUsedIn(forOp.getBody(), innerToken))
      return;
    SmallVector<Value> inits{index.stage, index.phase};
    std::optional<unsigned> tokenPos =
        findPosition(forOp.getInitArgs(), index.token);
    unsigned numArgs = forOp.getRegionIterArgs().size();
    llvm::SetVector<int> loopIds = getPartitionIds(forOp);
    SmallVector<llvm::SetVector<int>> outputs = getPartitionOutputs(forOp);
    OpBuilder builder(forOp);
    forOp = addIterArgsToLoop(builder, forOp, inits);
    index.stage = forOp.getRegionIterArgs()[numArgs];
    index.phase = forOp.getRegionIterArgs()[numArgs + 1];
    if (tokenPos)
      index.token = forOp.getRegionIterArgs()[*tokenPos];

    StagePhase inBody = assignInBlock(forOp.getBody(), index);
    auto yield = cast<scf::YieldOp>(forOp.getBody()->getTerminator());
    SmallVector<Value> yielded{inBody.stage, inBody.phase};
    yield.getResultsMutable().append(yielded);
    stagePositions[{forOp, index.token}] = numArgs;
    stagePositions[{yield, inBody.token}] = numArgs;

    for (Value value : yielded) {
      llvm::SetVector<int> ids = getValuePartitions(value);
      loopIds.insert_range(ids);
      outputs.push_back(ids);
    }
    setPartition(forOp, loopIds);
    setPartitionOutputs(forOp, outputs);

    index.stage = forOp.getResult(numArgs);
    index.phase = forOp.getResult(numArgs + 1);
    if (tokenPos)
      index.token = forOp.getResult(*tokenPos);
  }

  void assignInIf(scf::IfOp ifOp, StagePhase &index) {
    bool inThen = isArefUsedIn(ifOp.thenBlock(), index.token);
    bool inElse = ifOp.elseBlock() && isArefUsedIn(ifOp.elseBlock(), index.token);
    if (!inThen && !inElse)
      return;
    if (!ifOp.elseBlock()) {
      status = ifOp.emitError("nvws-assign-stage-phase: an scf.if without "
                              "an else branch enters an aref (Triton 3.6 "
                              "requires both branches)");
      return;
    }
    unsigned numResults = ifOp.getNumResults();
    OpBuilder builder(ifOp);
    SmallVector<std::tuple<Value, Value>> replacements;
    scf::IfOp newIf = replaceIfOpWithNewSignature(
        builder, ifOp, TypeRange{index.stage.getType(), index.phase.getType()},
        replacements);
    for (auto [oldResult, newResult] : replacements)
      oldResult.replaceAllUsesWith(newResult);
    StagePhase inThenIndex = assignInBlock(newIf.thenBlock(), index);
    StagePhase inElseIndex = assignInBlock(newIf.elseBlock(), index);
    scf::YieldOp thenYield = newIf.thenYield(), elseYield = newIf.elseYield();
    std::optional<unsigned> tokenPos =
        findPosition(thenYield->getOperands(), index.token);
    if (auto pos = findPosition(elseYield->getOperands(), index.token))
      tokenPos = pos;
    stagePositions[{thenYield, inThenIndex.token}] = thenYield.getNumOperands();
    stagePositions[{elseYield, inElseIndex.token}] = elseYield.getNumOperands();
    thenYield->insertOperands(thenYield.getNumOperands(), inThenIndex.stage);
    elseYield->insertOperands(elseYield.getNumOperands(), inElseIndex.stage);
    thenYield->insertOperands(thenYield.getNumOperands(), inThenIndex.phase);
    elseYield->insertOperands(elseYield.getNumOperands(), inElseIndex.phase);

    llvm::SetVector<int> ifIds = getPartitionIds(ifOp);
    SmallVector<llvm::SetVector<int>> outputs = getPartitionOutputs(ifOp);
    ifOp.erase();
    // The copy's and phase's partitions: those of their definers in the
    // branches.
    for (auto [thenValue, elseValue] :
         {std::make_pair(inThenIndex.stage, inElseIndex.stage),
          std::make_pair(inThenIndex.phase, inElseIndex.phase)}) {
      llvm::SetVector<int> ids;
      for (Value value : {thenValue, elseValue})
        if (Operation *def = value.getDefiningOp())
          ids.insert_range(getPartitionIds(def));
      outputs.push_back(ids);
    }
    setPartition(newIf, ifIds);
    setPartitionOutputs(newIf, outputs);
    index.stage = newIf.getResult(numResults);
    index.phase = newIf.getResult(numResults + 1);
    if (tokenPos)
      index.token = newIf.getResult(*tokenPos);
  }

  /// Advances the counters at each enter of `block` (and below).
  StagePhase assignInBlock(Block *block, StagePhase index) {
    for (Operation &op : llvm::make_early_inc_range(*block)) {
      if (failed(status))
        return index;
      if (EnterOp enter = getEnter(&op)) {
        ImplicitLocOpBuilder builder(enter.getLoc(), enter);
        std::optional<llvm::SetVector<int>> ids;
        if (hasPartition(&op))
          ids = getPartitionIds(&op);
        auto tag = op.getAttrOfType<IntegerAttr>(kWarpSpecializeTagAttrName);
        StageCluster place = getStageCluster(&op);
        auto create = [&](auto opType, auto &&...args) {
          using OpTy = decltype(opType);
          auto created = nvws::createInto<OpTy>(
              builder, builder.getLoc(), ids, place,
              std::forward<decltype(args)>(args)...);
          if (tag)
            created->setAttr(kWarpSpecializeTagAttrName, tag);
          return created;
        };
        // The operands are made before the ops using them, as Triton's.
        Value one = create(arith::ConstantIntOp{}, 1, 32);
        Value next = create(arith::AddIOp{}, index.stage, one);
        int64_t depth = getArefDepth(
            enter.getAref().template getDefiningOp<nvws::ArefCreateOp>());
        Value depthValue = create(arith::ConstantIntOp{}, depth, 32);
        Value wraps = create(arith::CmpIOp{}, arith::CmpIPredicate::eq, next,
                             depthValue);
        Value zero = create(arith::ConstantIntOp{}, 0, 32);
        index.stage = create(arith::SelectOp{}, wraps, zero, next);
        Value flipOne = create(arith::ConstantIntOp{}, 1, 32);
        Value flipped = create(arith::XOrIOp{}, index.phase, flipOne);
        index.phase = create(arith::SelectOp{}, wraps, flipped, index.phase);
        index.token = enter.getToken();
        enter.getStageMutable().assign(index.stage);
        enter.getPhaseMutable().assign(index.phase);
      } else if (auto forOp = dyn_cast<scf::ForOp>(op)) {
        assignInFor(forOp, index);
      } else if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
        assignInIf(ifOp, index);
      }
    }
    return index;
  }

  /// The exits and buffers that use `token` (through loops and ifs) take
  /// `stage`.
  void propagateStage(Value token, Value stage, DenseSet<Operation *> &visited) {
    for (OpOperand &use : token.getUses()) {
      Operation *owner = use.getOwner();
      if (!visited.insert(owner).second)
        continue;
      if (isa<nvws::ArefPutExitOp, nvws::ArefGetExitOp, nvws::ArefBufferOp>(
              owner)) {
        if (auto arg = dyn_cast<BlockArgument>(stage)) {
          // A carried copy: the loop and its copy and phase results are in
          // the user's partitions too.
          auto forOp = cast<scf::ForOp>(arg.getOwner()->getParentOp());
          unsigned pos = *findPosition(forOp.getRegionIterArgs(), stage);
          llvm::SetVector<int> userIds = getPartitionIds(owner);
          llvm::SetVector<int> loopIds = getPartitionIds(forOp);
          loopIds.insert_range(userIds);
          setPartition(forOp, loopIds);
          SmallVector<llvm::SetVector<int>> outputs = getPartitionOutputs(forOp);
          outputs[pos].insert_range(userIds);
          outputs[pos + 1].insert_range(userIds);
          setPartitionOutputs(forOp, outputs);
        }
        setStageOperand(owner, stage);
      } else if (auto forOp = dyn_cast<scf::ForOp>(owner)) {
        unsigned tokenPos =
            use.getOperandNumber() - forOp.getNumControlOperands();
        Value inner = forOp.getRegionIterArg(tokenPos);
        auto it = stagePositions.find({forOp, inner});
        if (it == stagePositions.end()) {
          status = forOp.emitError("nvws-assign-stage-phase: a loop carries "
                                   "an aref token but not its copy");
          return;
        }
        propagateStage(inner, forOp.getRegionIterArgs()[it->second], visited);
      } else if (auto yield = dyn_cast<scf::YieldOp>(owner)) {
        auto it = stagePositions.find({yield, token});
        if (it == stagePositions.end()) {
          status = yield.emitError("nvws-assign-stage-phase: a region yields "
                                   "an aref token but not its copy");
          return;
        }
        Operation *parent = yield->getParentOp();
        propagateStage(parent->getResult(use.getOperandNumber()),
                       parent->getResult(it->second), visited);
      }
    }
  }

  static LogicalResult run(nvws::ArefCreateOp aref) {
    std::set<int> partitions;
    for (Operation *user : aref->getUsers())
      if (isa<EnterOp>(user) && hasPartition(user))
        for (int id : getPartitionIds(user))
          partitions.insert(id);
    // Entered outside the partitions only: one counter pair still.
    if (partitions.empty())
      partitions.insert(0);
    ImplicitLocOpBuilder builder(aref.getLoc(), aref);
    builder.setInsertionPointAfter(aref);
    StagePhase start;
    start.stage = arith::ConstantIntOp::create(builder, getArefDepth(aref) - 1, 32);
    // A put's first wait (on an empty buffer) passes at once.
    start.phase = arith::ConstantIntOp::create(
        builder, std::is_same_v<EnterOp, nvws::ArefPutEnterOp> ? 0 : 1, 32);
    for (int partition : partitions) {
      StagePhaseAssigner assigner(aref.getResult(), partition);
      assigner.assignInBlock(aref->getBlock(), start);
      if (failed(assigner.status))
        return failure();
      for (Operation *user : aref->getUsers()) {
        auto enter = dyn_cast<EnterOp>(user);
        if (!enter || (hasPartition(enter) &&
                       getPartitionIds(enter).front() != partition))
          continue;
        DenseSet<Operation *> visited;
        assigner.propagateStage(enter.getToken(), enter.getStage(), visited);
        if (failed(assigner.status))
          return failure();
      }
      TT_DEBUG(TT_DBGS() << describeOp(aref) << ": "
                         << (std::is_same_v<EnterOp, nvws::ArefPutEnterOp>
                                 ? "put"
                                 : "get")
                         << " counters for partition " << partition << "\n");
    }
    return success();
  }
};

/// `op` is in the default partition too, with its result `pos`.
void addDefaultPartitionOutput(Operation *op, unsigned pos) {
  llvm::SetVector<int> ids = getPartitionIds(op);
  ids.insert(0);
  setPartition(op, ids);
  SmallVector<llvm::SetVector<int>> outputs = getPartitionOutputs(op);
  if (pos < outputs.size())
    outputs[pos].insert(0);
  setPartitionOutputs(op, outputs);
}

/// Puts the ops of `wsLoop` that `value` is computed from in the default
/// partition too, through loops and ifs (not into the loop's own iter
/// args).
void addDefaultPartitionToSlice(scf::ForOp wsLoop, Value value,
                                DenseSet<Value> &visited) {
  if (!visited.insert(value).second)
    return;
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    auto forOp = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
    if (!forOp || forOp->hasAttr(kWarpSpecializeAttrName))
      return;
    unsigned pos = *findPosition(forOp.getRegionIterArgs(), value);
    addDefaultPartitionToSlice(wsLoop, forOp.getInitArgs()[pos], visited);
    return;
  }
  Operation *def = value.getDefiningOp();
  if (isa<scf::IfOp, scf::ForOp>(def)) {
    unsigned pos = *findPosition(def->getResults(), value);
    addDefaultPartitionOutput(def, pos);
    if (auto ifOp = dyn_cast<scf::IfOp>(def)) {
      addDefaultPartitionToSlice(wsLoop, ifOp.thenYield()->getOperand(pos),
                                 visited);
      if (ifOp.elseBlock())
        addDefaultPartitionToSlice(wsLoop, ifOp.elseYield()->getOperand(pos),
                                   visited);
      addDefaultPartitionToSlice(wsLoop, ifOp.getCondition(), visited);
    } else {
      auto forOp = cast<scf::ForOp>(def);
      addDefaultPartitionToSlice(
          wsLoop, forOp.getBody()->getTerminator()->getOperand(pos), visited);
      for (unsigned i = 0; i < forOp.getNumControlOperands(); ++i)
        addDefaultPartitionToSlice(wsLoop, forOp.getOperand(i), visited);
    }
    return;
  }
  if (!wsLoop.getBody()->findAncestorOpInBlock(*def))
    return;
  if (!isa<scf::YieldOp, triton::ReduceOp>(def)) {
    llvm::SetVector<int> ids = getPartitionIds(def);
    ids.insert(0);
    setPartition(def, ids);
  }
  for (Value operand : def->getOperands())
    addDefaultPartitionToSlice(wsLoop, operand, visited);
}

LogicalResult assignStagePhase(FuncOp func) {
  SmallVector<nvws::ArefCreateOp> arefs;
  func.walk([&](nvws::ArefCreateOp aref) { arefs.push_back(aref); });
  for (nvws::ArefCreateOp aref : arefs)
    if (failed(StagePhaseAssigner<nvws::ArefPutEnterOp>::run(aref)) ||
        failed(StagePhaseAssigner<nvws::ArefGetEnterOp>::run(aref)))
      return failure();
  // A scalar the warp-specialized loop computes for the ops after it (or
  // for another such loop) is computed in the default partition too.
  func.walk([&](scf::ForOp forOp) {
    if (!forOp->hasAttr(kWarpSpecializeAttrName))
      return;
    DenseSet<Value> visited;
    for (OpResult result : forOp.getResults()) {
      if (!isa<IntegerType, FloatType>(result.getType()) || result.use_empty())
        continue;
      bool usedOutside = llvm::any_of(result.getUsers(), [](Operation *user) {
        return !hasPartition(user) ||
               (isa<scf::ForOp>(user) &&
                user->hasAttr(kWarpSpecializeTagAttrName));
      });
      if (!usedOutside)
        continue;
      addDefaultPartitionOutput(forOp, result.getResultNumber());
      addDefaultPartitionToSlice(
          forOp, forOp.getBody()->getTerminator()->getOperand(
                     result.getResultNumber()),
          visited);
    }
  });
  return success();
}

struct AssignStagePhase
    : public mlir::triton::nvws::impl::NVWSAssignStagePhaseBase<
          AssignStagePhase> {
  void runOnOperation() override {
    WalkResult walk = getOperation().walk([&](FuncOp func) {
      if (failed(assignStagePhase(func)))
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
