//===- InsertTmemAref.cpp - nvws-insert-tmem-aref -------------------------===//
//
// Tensor memory that more than one partition touches (an accumulator the
// MMA partition writes and the epilogue reads) changes hands through an
// aref, as Triton 3.6 does it:
//
// 1. Per `ttng.tmem_alloc` of the function, the chain of its accesses is
//    followed through their tokens (tmem_load/store, tcgen05 MMAs, into
//    loops through iter args and into both branches of an scf.if): a DAG
//    whose nodes are the accesses with the partition that makes each
//    (none outside the warp-specialized loop).
// 2. Memory with more than one owner (the ops outside the loop count when
//    a partition owns it too) becomes an `nvws.aref.create` of a new
//    tmem_alloc (two copies when its MMA's accumulator can be
//    multi-buffered in its loop, else one), before the warp-specialized
//    loop or the alloc. The first owner enters it (`nvws.aref.put.enter`)
//    at the alloc (a tmem_alloc with a value becomes a tmem_store of it).
//    Walking the DAG, wherever the owner changes the previous owner exits
//    (put.exit or get.exit, naming what finished with it: `tc5mma` after
//    an MMA, else `none`) after its last access (at the top of a region
//    entered with another owner) and the next enters (get.enter after a
//    put, put.enter after a get) before its first one; the accesses use
//    `nvws.aref.buffer` of the held copy and lose their tokens (a token
//    result's uses take a `ub.poison`); loops and ifs carry the aref's
//    token instead. After the last access its owner exits; a put left
//    without its get gets an empty get.enter/exit in the other partition.
// 3. An scf.if whose then-branch starts with a put.exit and ends with a
//    put.enter is split in three (exit, body, enter), each with its
//    partitions, for the loop scheduler (Triton's workaround).
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/NVWS/IR/Dialect.h"
#include "tt/Dialect/NVWS/Transforms/Passes.h"
#include "tt/Dialect/NVWS/Transforms/Utility.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/LoopAttributes.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Partition.h"
#include "tt/Dialect/TritonGPU/Transforms/PipelineSchedule.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

#include <memory>
#include <set>

#define DEBUG_TYPE "nvws-insert-tmem-aref"

namespace mlir::triton::nvws {
#define GEN_PASS_DEF_NVWSINSERTTMEMAREF
#include "tt/Dialect/NVWS/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvws

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;
using mlir::triton::nvws::findPosition;

namespace {

/// A partition of a warp-specialized loop: its index and the loop's tag.
using PartitionId = std::pair<int, int>;

/// The tag of the warp-specialized loop around `op` (or `op` itself).
FailureOr<int> getWarpSpecializeTag(Operation *op) {
  for (Operation *at = op; at; at = at->getParentOfType<scf::ForOp>())
    if (auto tag = at->getAttrOfType<IntegerAttr>(kWarpSpecializeTagAttrName))
      return static_cast<int>(tag.getInt());
  return op->emitError("nvws-insert-tmem-aref: a partitioned op outside a "
                       "warp-specialized loop");
}

/// The partition that makes `op`'s result `pos` (a region op's output
/// partitions for it); none for an op without partitions.
FailureOr<std::optional<PartitionId>> getPartitionId(Operation *op,
                                                     unsigned pos = 0) {
  if (!hasPartition(op))
    return std::optional<PartitionId>();
  llvm::SetVector<int> ids = getPartitionIds(op);
  if (op->getNumRegions() > 0) {
    SmallVector<llvm::SetVector<int>> outputs = getPartitionOutputs(op);
    ids = pos < outputs.size() ? outputs[pos] : llvm::SetVector<int>();
  }
  if (ids.empty())
    return op->emitError("nvws-insert-tmem-aref: a tensor-memory access "
                         "without a partition for its token");
  FailureOr<int> tag = getWarpSpecializeTag(op);
  if (failed(tag))
    return failure();
  // Triton takes the first when there are several.
  return std::optional<PartitionId>(PartitionId(ids.front(), *tag));
}

/// The accesses to one tensor-memory allocation, in token order.
struct AccessNode {
  AccessNode(Operation *op, OpOperand *tokenOperand,
             std::optional<PartitionId> partition, AccessNode *parent)
      : op(op), tokenOperand(tokenOperand), partition(partition),
        parent(parent) {}

  Operation *op;
  /// The operand taking the previous access's token.
  OpOperand *tokenOperand;
  std::optional<PartitionId> partition;
  /// The previous access in the same region (null for a region's first).
  AccessNode *parent;
  /// A region's first access: the loop or if; a yield: its region's first
  /// access (whose place in the schedule the yield's entry takes).
  AccessNode *parentDag = nullptr;
  /// For a loop or if: the result carrying the token.
  std::optional<unsigned> tokenPos;
  std::unique_ptr<AccessNode> user;
  /// For a loop: its body's accesses; for an if: its branches'.
  SmallVector<std::unique_ptr<AccessNode>> subDags;
};

class AccessDag {
public:
  static FailureOr<std::unique_ptr<AccessDag>> build(ttng::TMEMAllocOp alloc);

  AccessNode *getRoot() { return root.get(); }
  ttng::TMEMAllocOp getAlloc() { return cast<ttng::TMEMAllocOp>(root->op); }

  /// The partitions that own the memory, and whether the ops outside the
  /// loop own it too (only when a partition owned it before them, as
  /// Triton counts).
  std::pair<bool, std::set<PartitionId>> collectOwners();

private:
  FailureOr<Value> addOp(OpOperand &tokenOperand, AccessNode *node);
  FailureOr<Value> addFor(OpOperand &tokenOperand, AccessNode *forNode);
  FailureOr<Value> addIf(Value token, AccessNode *node);
  void collectOwners(AccessNode *node, bool &outsideOwns,
                     std::set<PartitionId> &owners);

  std::unique_ptr<AccessNode> root;
};

/// The last access of the chain starting at `node`.
AccessNode *lastOfChain(AccessNode *node) {
  while (node->user)
    node = node->user.get();
  return node;
}

FailureOr<Value> AccessDag::addIf(Value token, AccessNode *node) {
  SmallVector<OpOperand *> uses;
  for (OpOperand &use : token.getUses())
    uses.push_back(&use);
  auto ifOp = dyn_cast<scf::IfOp>(uses[0]->getOwner()->getParentOp());
  if (uses.size() != 2 || !ifOp || !ifOp.elseBlock())
    return uses[0]->getOwner()->emitError(
        "nvws-insert-tmem-aref: a tensor-memory token used more than once "
        "other than in the two branches of an scf.if (Triton 3.6 requires "
        "one use)");
  OpOperand *thenUse = uses[0], *elseUse = uses[1];
  if (thenUse->getOwner()->getBlock() != ifOp.thenBlock())
    std::swap(thenUse, elseUse);
  node->user = std::make_unique<AccessNode>(ifOp, nullptr, std::nullopt, node);
  AccessNode *ifNode = node->user.get();

  // Each branch's chain hangs off a placeholder until it is attached.
  AccessNode thenStart(nullptr, nullptr, std::nullopt, nullptr);
  AccessNode elseStart(nullptr, nullptr, std::nullopt, nullptr);
  FailureOr<Value> thenToken = addOp(*thenUse, &thenStart);
  FailureOr<Value> elseToken = addOp(*elseUse, &elseStart);
  if (failed(thenToken) || failed(elseToken))
    return failure();
  auto position = llvm::find(ifOp.thenYield()->getOperands(), *thenToken);
  if (position == ifOp.thenYield()->operand_end())
    return ifOp.emitError("nvws-insert-tmem-aref: the then-branch does not "
                          "yield the tensor-memory token");
  unsigned tokenPos = position - ifOp.thenYield()->operand_begin();
  FailureOr<std::optional<PartitionId>> partition =
      getPartitionId(ifOp, tokenPos);
  if (failed(partition))
    return failure();
  ifNode->partition = *partition;

  // Each branch ends at its yield, which hands the memory back to the if.
  for (auto [start, yield] :
       {std::make_pair(&thenStart, ifOp.thenYield()),
        std::make_pair(&elseStart, ifOp.elseYield())}) {
    AccessNode *last = lastOfChain(start);
    last->user = std::make_unique<AccessNode>(
        yield, &yield->getOpOperand(tokenPos), ifNode->partition, last);
    last->user->parentDag = start->user.get();
    start->user->parent = nullptr;
    start->user->parentDag = ifNode;
    ifNode->subDags.push_back(std::move(start->user));
  }
  ifNode->tokenPos = tokenPos;

  Value result = ifOp.getResult(tokenPos);
  if (!result.hasOneUse())
    return ifOp.emitError("nvws-insert-tmem-aref: the if's tensor-memory "
                          "token has ")
           << (result.use_empty() ? "no use" : "several uses")
           << " (Triton 3.6 requires one)";
  return addOp(*result.getUses().begin(), ifNode);
}

FailureOr<Value> AccessDag::addFor(OpOperand &tokenOperand,
                                   AccessNode *forNode) {
  auto forOp = cast<scf::ForOp>(tokenOperand.getOwner());
  unsigned tokenPos =
      tokenOperand.getOperandNumber() - forOp.getNumControlOperands();
  BlockArgument arg = forOp.getRegionIterArg(tokenPos);
  if (!forOp.getYieldedValues()[tokenPos].getDefiningOp() || !arg.hasOneUse())
    return forOp.emitError("nvws-insert-tmem-aref: a loop-carried tensor-"
                           "memory token that no access in the body uses "
                           "and redefines once (Triton 3.6 requires it)");
  AccessNode start(nullptr, nullptr, std::nullopt, nullptr);
  if (failed(addOp(*arg.getUses().begin(), &start)))
    return failure();
  if (!start.user)
    return forOp.emitError("nvws-insert-tmem-aref: a loop body that only "
                           "passes the tensor-memory token on");
  FailureOr<std::optional<PartitionId>> partition =
      getPartitionId(forOp, tokenPos);
  if (failed(partition))
    return failure();
  forNode->partition = *partition;

  // The body ends at the yield, which hands the memory to the next
  // iteration (or out of the loop).
  AccessNode *last = lastOfChain(start.user.get());
  Operation *yield = forOp.getBody()->getTerminator();
  last->user = std::make_unique<AccessNode>(
      yield, &yield->getOpOperand(tokenPos), forNode->partition, last);
  last->user->parentDag = start.user.get();
  forNode->tokenPos = tokenPos;
  start.user->parent = nullptr;
  start.user->parentDag = forNode;
  forNode->subDags.push_back(std::move(start.user));
  return forOp.getResult(tokenPos);
}

FailureOr<Value> AccessDag::addOp(OpOperand &tokenOperand, AccessNode *node) {
  Operation *op = tokenOperand.getOwner();
  if (isa<scf::YieldOp>(op))
    return tokenOperand.get();
  std::optional<PartitionId> partition;
  // A loop's or if's owner is its region's.
  if (op->getNumRegions() == 0) {
    FailureOr<std::optional<PartitionId>> own = getPartitionId(op);
    if (failed(own))
      return failure();
    partition = *own;
  }
  node->user = std::make_unique<AccessNode>(op, &tokenOperand, partition, node);
  AccessNode *newNode = node->user.get();
  Value token;
  if (auto load = dyn_cast<ttng::TMEMLoadOp>(op)) {
    token = load.getToken();
  } else if (auto store = dyn_cast<ttng::TMEMStoreOp>(op)) {
    token = store.getToken();
  } else if (isMMAv5(op)) {
    token = getMMAv5Token(op);
  } else if (isa<scf::ForOp>(op)) {
    FailureOr<Value> result = addFor(tokenOperand, newNode);
    if (failed(result))
      return failure();
    token = *result;
  } else {
    return op->emitError("nvws-insert-tmem-aref: a tensor-memory token used "
                         "by an op other than tmem_load/store, a tcgen05 MMA, "
                         "scf.for or scf.if (Triton 3.6 has no rule for it)");
  }
  if (!token)
    return op->emitError("nvws-insert-tmem-aref: a tensor-memory access "
                         "without a token result");
  if (token.use_empty())
    return token;
  if (token.hasOneUse())
    return addOp(*token.getUses().begin(), newNode);
  return addIf(token, newNode);
}

FailureOr<std::unique_ptr<AccessDag>>
AccessDag::build(ttng::TMEMAllocOp alloc) {
  auto dag = std::make_unique<AccessDag>();
  std::optional<PartitionId> partition;
  if (alloc.getSrc()) {
    FailureOr<std::optional<PartitionId>> own = getPartitionId(alloc);
    if (failed(own))
      return failure();
    partition = *own;
  }
  dag->root = std::make_unique<AccessNode>(alloc, nullptr, partition, nullptr);
  if (alloc.getSrc() && !alloc.getToken()) {
    // Without a token the alloc's one user is its only access.
    if (!alloc->hasOneUse())
      return alloc.emitError("nvws-insert-tmem-aref: a tmem_alloc with a "
                             "value and no token used more than once "
                             "(Triton 3.6 requires one use)");
    Operation *user = *alloc->getUsers().begin();
    FailureOr<std::optional<PartitionId>> userPartition = getPartitionId(user);
    if (failed(userPartition))
      return failure();
    dag->root->user = std::make_unique<AccessNode>(
        user, nullptr, *userPartition, dag->root.get());
    return dag;
  }
  Value token = alloc.getToken();
  if (!token || !token.hasOneUse())
    return alloc.emitError("nvws-insert-tmem-aref: a tmem_alloc whose token "
                           "is not used exactly once (Triton 3.6 requires "
                           "it)");
  if (failed(dag->addOp(*token.getUses().begin(), dag->root.get())))
    return failure();
  return dag;
}

void AccessDag::collectOwners(AccessNode *node, bool &outsideOwns,
                              std::set<PartitionId> &owners) {
  if (node->partition)
    owners.insert(*node->partition);
  else
    outsideOwns = !owners.empty();
  for (auto &subDag : node->subDags)
    if (subDag)
      collectOwners(subDag.get(), outsideOwns, owners);
  if (node->user)
    collectOwners(node->user.get(), outsideOwns, owners);
}

std::pair<bool, std::set<PartitionId>> AccessDag::collectOwners() {
  std::set<PartitionId> owners;
  bool outsideOwns = false;
  if (getAlloc().getSrc() && root->partition)
    owners.insert(*root->partition);
  if (root->user)
    collectOwners(root->user.get(), outsideOwns, owners);
  return {outsideOwns, owners};
}

/// `OpTy` in `partition` (and the loop's tag when it lands outside the
/// loop, so that partition-loops finds it) at `stageCluster`.
template <typename OpTy, typename... Args>
OpTy createOwned(OpBuilder &builder, Location loc,
                 std::optional<PartitionId> partition,
                 StageCluster stageCluster, Args &&...args) {
  std::optional<llvm::SetVector<int>> ids;
  if (partition) {
    ids.emplace();
    ids->insert(partition->first);
  }
  auto op = nvws::createInto<OpTy>(builder, loc, ids, stageCluster,
                                   std::forward<Args>(args)...);
  if (partition) {
    bool insideLoop = false;
    for (auto loop = op->template getParentOfType<scf::ForOp>(); loop;
         loop = loop->template getParentOfType<scf::ForOp>())
      insideLoop |= loop->hasAttr(kWarpSpecializeTagAttrName);
    if (!insideLoop)
      op->setAttr(kWarpSpecializeTagAttrName,
                  builder.getI32IntegerAttr(partition->second));
  }
  return op;
}

/// The aref being walked: who holds it, with which token, and what last
/// finished with it.
struct ArefState {
  enum class Kind { Put, Get };

  Value aref;
  /// The tmem_alloc result the accesses used.
  Value origBuffer;
  /// What the accesses' token results are replaced with.
  Value poisonToken;
  Value buffer;
  Value token;
  Kind kind = Kind::Put;
  std::optional<PartitionId> partition;
  std::optional<nvws::AsyncOp> asyncOp;

  MemDescType viewType() {
    return nvws::getBufferViewType(
        cast<MemDescType>(aref.getDefiningOp()->getOperand(0).getType()),
        /*isMutable=*/true);
  }

  /// Enters the aref in `owner` (put or get, whichever comes next).
  void acquire(OpBuilder &builder, Location loc,
               std::optional<PartitionId> owner, StageCluster stageCluster) {
    Type tokenType = builder.getType<AsyncTokenType>();
    if (kind == Kind::Put)
      token = createOwned<nvws::ArefPutEnterOp>(
                  builder, loc, owner, stageCluster, TypeRange{viewType()},
                  tokenType, aref, Value(), Value())
                  .getToken();
    else
      token = createOwned<nvws::ArefGetEnterOp>(
                  builder, loc, owner, stageCluster, TypeRange{viewType()},
                  tokenType, aref, Value(), Value())
                  .getToken();
    partition = owner;
    buffer = {};
  }

  /// Exits it in the current owner, naming what finished with it.
  LogicalResult release(OpBuilder &builder, Location loc,
                        StageCluster stageCluster) {
    if (!asyncOp)
      return emitError(loc, "nvws-insert-tmem-aref: tensor memory changes "
                            "hands before any access");
    ArrayAttr kinds = builder.getArrayAttr(
        {nvws::AsyncOpAttr::get(builder.getContext(), *asyncOp)});
    if (kind == Kind::Put) {
      createOwned<nvws::ArefPutExitOp>(builder, loc, partition, stageCluster,
                                       aref, token, Value(), kinds);
      kind = Kind::Get;
    } else {
      createOwned<nvws::ArefGetExitOp>(builder, loc, partition, stageCluster,
                                       aref, token, Value(), kinds);
      kind = Kind::Put;
    }
    return success();
  }

  /// The held copy for an access at `op` (one `nvws.aref.buffer` per
  /// entry, at its first access).
  Value getBuffer(OpBuilder &builder, std::optional<PartitionId> owner,
                  Operation *op) {
    if (!buffer)
      buffer = createOwned<nvws::ArefBufferOp>(
                   builder, op->getLoc(), owner, getStageCluster(op),
                   TypeRange{viewType()}, aref, token, Value())
                   .getBuffers()[0];
    return buffer;
  }
};

/// Hands the memory over where `node`'s owner differs from the current
/// one: the current owner exits after the previous access (at the top of
/// the region for a region's first), the new one enters before `node`.
LogicalResult changeOwner(AccessNode *node, ArefState &state) {
  OpBuilder builder(node->op);
  Operation *previous;
  StageCluster previousPlace;
  if (node->parent) {
    previous = node->parent->op;
    builder.setInsertionPointAfter(previous);
    previousPlace = getStageCluster(previous);
  } else {
    previous = node->parentDag->op;
    builder.setInsertionPointToStart(node->op->getBlock());
  }
  // Outside the loop the exit has no place in its schedule.
  if (!node->partition)
    previousPlace = std::nullopt;
  if (failed(state.release(builder, previous->getLoc(), previousPlace)))
    return failure();
  // A yield's entry takes the place of its region's first access.
  Operation *placeOf =
      isa<scf::YieldOp>(node->op) ? node->parentDag->op : node->op;
  builder.setInsertionPoint(node->op);
  state.acquire(builder, placeOf->getLoc(), node->partition,
                getStageCluster(placeOf));
  TT_DEBUG(TT_DBGS() << "  " << describeOp(node->op) << ": taken over by "
                     << (node->partition
                             ? "partition " + std::to_string(node->partition->first)
                             : std::string("the ops outside the loop"))
                     << "\n");
  return success();
}

/// Rewrites `node`'s access to use the aref's copy.
LogicalResult rewriteAccess(AccessNode *node, ArefState &state) {
  Operation *op = node->op;
  OpBuilder builder(op);
  if (auto load = dyn_cast<ttng::TMEMLoadOp>(op)) {
    load.getSrcMutable().assign(state.getBuffer(builder, node->partition, op));
    load.getDepMutable().clear();
    load.getToken().replaceAllUsesWith(state.poisonToken);
  } else if (auto store = dyn_cast<ttng::TMEMStoreOp>(op)) {
    store.getDstMutable().assign(state.getBuffer(builder, node->partition, op));
    store.getDepMutable().clear();
    store.getToken().replaceAllUsesWith(state.poisonToken);
  } else if (isMMAv5(op)) {
    if (getMMAv5Accumulator(op) == state.origBuffer) {
      (isa<ttng::TCGen5MMAOp>(op)
           ? cast<ttng::TCGen5MMAOp>(op).getAccDepMutable()
           : cast<ttng::TCGen5MMAScaledOp>(op).getAccDepMutable())
          .clear();
      if (Value token = getMMAv5Token(op))
        token.replaceAllUsesWith(state.poisonToken);
    }
    for (OpOperand &operand : op->getOpOperands())
      if (operand.get() == state.origBuffer)
        operand.set(state.getBuffer(builder, node->partition, op));
  } else if (isa<scf::YieldOp>(op)) {
    op->setOperand(node->tokenOperand->getOperandNumber(), state.token);
  } else if (isa<scf::IfOp, scf::ForOp>(op)) {
    // The region op now carries the aref's token.
    if (node->tokenPos) {
      if (isa<scf::ForOp>(op))
        op->setOperand(node->tokenOperand->getOperandNumber(), state.token);
      state.token = op->getResult(*node->tokenPos);
      state.buffer = {};
    }
  } else {
    return op->emitError("nvws-insert-tmem-aref: unsupported tensor-memory "
                         "access");
  }
  return success();
}

/// Walks the accesses from `node` (the memory held by `current`); returns
/// the last one.
FailureOr<AccessNode *> insertTmemArefImpl(AccessNode *node,
                                           std::optional<PartitionId> current,
                                           ArefState &state) {
  // Entering the warp-specialized loop needs no hand-over: the loop starts
  // behind a barrier.
  if (current && node->partition != current)
    if (failed(changeOwner(node, state)))
      return failure();
  for (auto &subDag : node->subDags) {
    ArefState inside = state;
    if (auto forOp = dyn_cast<scf::ForOp>(node->op); forOp && node->tokenOperand) {
      inside.token = forOp.getRegionIterArg(node->tokenOperand->getOperandNumber() -
                                            forOp.getNumControlOperands());
      inside.buffer = {};
    }
    if (failed(insertTmemArefImpl(subDag.get(), node->partition, inside)))
      return failure();
    // Triton carries back what finished with it and who holds it.
    state.asyncOp = inside.asyncOp;
    state.partition = inside.partition;
  }
  if (isMMAv5(node->op))
    state.asyncOp = nvws::AsyncOp::TC5MMA;
  else if (isa<ttng::TMEMLoadOp, ttng::TMEMStoreOp>(node->op))
    state.asyncOp = nvws::AsyncOp::NONE;
  if (failed(rewriteAccess(node, state)))
    return failure();
  if (node->user)
    return insertTmemArefImpl(node->user.get(), node->partition, state);
  return node;
}

/// Whether every MMA of the loop whose accumulator is `alloc` can rotate
/// two accumulators; none when no MMA in a loop uses it.
std::optional<bool> isAccMultiStaged(ttng::TMEMAllocOp alloc) {
  std::optional<bool> multiStaged;
  for (Operation *user : alloc.getResult().getUsers()) {
    auto loop = dyn_cast<scf::ForOp>(user->getParentOp());
    if (!isMMAv5(user) || !loop)
      continue;
    bool rotates = !hasAccReadModifyWrite(user, loop) &&
                   isAccMultibufferingPossible(user, loop) &&
                   !loop->hasAttr(kDisallowAccMultiBufferAttrName);
    multiStaged = multiStaged ? *multiStaged && rotates : rotates;
  }
  return multiStaged;
}

LogicalResult insertTmemAref(AccessDag &dag) {
  AccessNode *root = dag.getRoot();
  ttng::TMEMAllocOp alloc = dag.getAlloc();
  std::optional<bool> multiStaged = isAccMultiStaged(alloc);
  int64_t numStages = multiStaged ? 1 + *multiStaged : 1;
  MemDescType bufferType =
      nvws::getMultiBufferedType(alloc.getResult().getType(), numStages);

  // The aref lives before the warp-specialized loop around the alloc, or
  // where the alloc is.
  OpBuilder builder(alloc);
  auto outerLoop = alloc->getParentOfType<scf::ForOp>();
  while (outerLoop && !outerLoop->hasAttr(kWarpSpecializeAttrName))
    outerLoop = outerLoop->getParentOfType<scf::ForOp>();
  if (outerLoop)
    builder.setInsertionPoint(outerLoop);
  Location loc = alloc.getLoc();
  auto newAlloc = ttng::TMEMAllocOp::create(builder, loc, bufferType, Type(),
                                            Value());
  nvws::ArefCreateOp aref =
      nvws::createArefCreateOp(builder, loc, newAlloc.getResult());

  StageCluster place = getStageCluster(alloc);
  std::optional<PartitionId> first = root->partition;
  // An alloc inside the loop is first owned by its first access's partition.
  if (!alloc.getSrc() && outerLoop)
    first = root->user->partition;
  ArefState state;
  state.aref = aref;
  state.origBuffer = alloc.getResult();
  state.poisonToken =
      ub::PoisonOp::create(builder, loc, builder.getType<AsyncTokenType>());
  builder.setInsertionPoint(alloc);
  state.acquire(builder, loc, first, place);
  // Entered outside the partitions: the first partition that owns it
  // exits for them.
  if (!state.partition)
    for (AccessNode *node = root->user.get(); node && !state.partition;
         node = node->user.get())
      state.partition = node->partition;

  if (Value src = alloc.getSrc()) {
    Value buffer = state.getBuffer(builder, first, alloc);
    state.asyncOp = nvws::AsyncOp::NONE;
    auto isTrue =
        createOwned<arith::ConstantIntOp>(builder, loc, first, place, 1, 1);
    createOwned<ttng::TMEMStoreOp>(builder, loc, first, place, Type(), buffer,
                                   Value(), src, isTrue.getResult());
  }

  FailureOr<AccessNode *> last =
      insertTmemArefImpl(root->user.get(), first, state);
  if (failed(last))
    return failure();
  Operation *lastOp = (*last)->op;
  if (outerLoop)
    builder.setInsertionPointAfter(lastOp);
  else
    builder.setInsertionPointAfter(
        aref->getBlock()->findAncestorOpInBlock(*lastOp));
  if (failed(state.release(builder, lastOp->getLoc(), getStageCluster(lastOp))))
    return failure();

  if (state.kind == ArefState::Kind::Get) {
    // A put must be matched by a get, or the next entry (around an outer
    // loop) waits forever: the other partition takes and returns it.
    auto [outsideOwns, owners] = dag.collectOwners();
    std::optional<PartitionId> other;
    for (const PartitionId &owner : owners)
      if (owner != state.partition) {
        other = owner;
        break;
      }
    state.acquire(builder, lastOp->getLoc(), other, std::nullopt);
    if (failed(state.release(builder, lastOp->getLoc(), std::nullopt)))
      return failure();
  }
  return success();
}

/// Triton's workaround for its loop scheduler: an scf.if whose then-branch
/// starts with a put.exit and ends with a put.enter becomes three ifs on
/// the same condition (the exit, the body, the enter), the exit and enter
/// at stage 1 in partition 1, the body in partition 0.
void splitArefIfs(Operation *func) {
  SmallVector<scf::IfOp> ifs;
  func->walk([&](scf::IfOp ifOp) {
    Block *then = ifOp.thenBlock();
    Operation *lastOp = then->getTerminator()->getPrevNode();
    if (ifOp.elseBlock() && isa<nvws::ArefPutExitOp>(then->front()) &&
        isa_and_nonnull<nvws::ArefPutEnterOp>(lastOp))
      ifs.push_back(ifOp);
  });
  for (scf::IfOp ifOp : ifs) {
    ImplicitLocOpBuilder b(ifOp.getLoc(), ifOp);
    auto exitIf = scf::IfOp::create(b, TypeRange{}, ifOp.getCondition(),
                                    /*withElseRegion=*/false);
    auto exit = cast<nvws::ArefPutExitOp>(ifOp.thenBlock()->front());
    exit->moveBefore(exitIf.thenBlock(), exitIf.thenBlock()->begin());

    b.setInsertionPointAfter(ifOp);
    auto enterIf =
        scf::IfOp::create(b, TypeRange{b.getType<AsyncTokenType>()},
                          ifOp.getCondition(), /*withElseRegion=*/true);
    auto enter = cast<nvws::ArefPutEnterOp>(
        ifOp.thenBlock()->getTerminator()->getPrevNode());
    enter->moveBefore(enterIf.thenBlock(), enterIf.thenBlock()->begin());
    Value token = enter.getToken();
    unsigned pos = *findPosition(ifOp.thenYield()->getOperands(), token);
    ifOp.getResult(pos).replaceAllUsesWith(enterIf.getResult(0));
    b.setInsertionPointToEnd(enterIf.thenBlock());
    scf::YieldOp::create(b, token);
    b.setInsertionPointToEnd(enterIf.elseBlock());
    scf::YieldOp::create(b, ifOp.elseYield().getOperand(pos));

    b.setInsertionPoint(ifOp);
    Value poison = ub::PoisonOp::create(b, b.getType<AsyncTokenType>());
    ifOp.thenYield().setOperand(pos, poison);
    ifOp.elseYield().setOperand(pos, poison);

    enterIf->setAttrs(ifOp->getAttrs());
    exitIf->setAttrs(ifOp->getAttrs());
    enterIf->setAttr(kLoopStageAttrName, b.getI32IntegerAttr(1));
    exitIf->setAttr(kLoopStageAttrName, b.getI32IntegerAttr(1));
    llvm::SetVector<int> one, zero;
    one.insert(1);
    zero.insert(0);
    setPartition(enterIf, one);
    setPartition(exitIf, one);
    setPartition(ifOp, zero);
    setPartitionOutputs(exitIf, {});
    setPartitionOutputs(enterIf, {one});
    setPartitionOutputs(
        ifOp, SmallVector<llvm::SetVector<int>>(ifOp->getNumResults(), zero));
  }
}

LogicalResult runOnFunction(FuncOp func) {
  // All the DAGs are built before any is rewritten, as Triton does.
  SmallVector<std::unique_ptr<AccessDag>> dags;
  WalkResult walk = func.walk([&](ttng::TMEMAllocOp alloc) {
    FailureOr<std::unique_ptr<AccessDag>> dag = AccessDag::build(alloc);
    if (failed(dag))
      return WalkResult::interrupt();
    dags.push_back(std::move(*dag));
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  for (auto &dag : dags) {
    auto [outsideOwns, owners] = dag->collectOwners();
    if (owners.size() > 2)
      return dag->getAlloc().emitError(
          "nvws-insert-tmem-aref: tensor memory owned by more than two "
          "partitions (Triton 3.6 expects at most two)");
    size_t numOwners = outsideOwns + owners.size();
    TT_DEBUG(TT_DBGS() << describeOp(dag->getAlloc()) << ": " << numOwners
                       << " owner(s)"
                       << (numOwners > 1 ? ", an aref" : ", left alone")
                       << "\n");
    if (numOwners > 1 && failed(insertTmemAref(*dag)))
      return failure();
  }
  splitArefIfs(func);
  return success();
}

struct InsertTmemAref
    : public mlir::triton::nvws::impl::NVWSInsertTmemArefBase<InsertTmemAref> {
  void runOnOperation() override {
    WalkResult walk = getOperation().walk([&](FuncOp func) {
      if (failed(runOnFunction(func)))
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
