//===- PartitionScheduling.cpp - tritongpu-partition-scheduling -----------===//
//
// The first step of Triton 3.6's automatic warp specialization: each loop
// marked `tt.warp_specialize` has its body split into partitions that will
// run on different warps, written as `ttg.partition` on its ops (see
// Partition.h). Triton 3.6's rules, in its order:
//
// 1. Seeds. Partition 0 (stage 0) is the default, 1 (stage 1) the MMA
//    partition, 2 (stage 0) the load partition. TMA loads (and their
//    local_alloc users in the load's shared layout, and tmem_alloc users)
//    go to the load partition; tcgen05 MMAs to the MMA partition, with the
//    tmem_store that resets an accumulator the loop does not read back,
//    and the memdesc views feeding them (copied when another op uses them
//    too). Without a TMA load or an MMA the loop is left alone.
//    Exponentials (math.exp2, inline asm) of more than 256 elements go to
//    the default partition with the ops they depend on that are reachable
//    from a seed; the users of the loads go to the default partition, and
//    the users of the i-th MMA to partition i (one user partition per MMA,
//    the default first, created at stage i).
// 2. Clusters. The unassigned ops next to a partition's inputs and outputs
//    are grouped with their unassigned neighbours; a cluster whose outputs
//    no partition uses goes to its first defining partition, as does one
//    that lies wholly on the path into its first sink partition; otherwise
//    that path is copied into the sink partition.
// 3. Broadcast and expand_dims chains used by another partition are
//    copied into the user's partition.
// 4. Ops nested in a region op take its partitions; the others still
//    unassigned take the union of their users' partitions, iterated to a
//    fixed point (then scalars and ops without results take their
//    operands' definers'). Region ops get the union of their bodies' and
//    their results' partitions (`ttg.partition.outputs`, per result).
// 5. The loop gets `ttg.warp_specialize.tag` (its index among the marked
//    loops, in walk order) and `ttg.partition.stages`.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/LoopAttributes.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Traits.h"
#include "tt/Dialect/TritonGPU/Transforms/Partition.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include "mlir/Analysis/TopologicalSortUtils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/MapVector.h"

#include <functional>
#include <optional>

#define DEBUG_TYPE "tritongpu-partition-scheduling"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUPARTITIONSCHEDULING
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

//===----------------------------------------------------------------------===//
// Walking the loop's dependences
//===----------------------------------------------------------------------===//

/// Traces `op` being put in `partition`, and why.
void traceAssignment(Operation *op, int partition, StringRef why) {
  TT_DEBUG(TT_DBGS() << describeOp(op) << ": partition " << partition << " ("
                     << why << ")\n");
}

/// Puts `op` in `partition` unless it has a partition already.
bool trySetPartition(Operation *op, Partition *partition, StringRef why) {
  if (hasPartition(op))
    return false;
  setPartition(op, partition);
  traceAssignment(op, partition->getIndex(), why);
  return true;
}

/// The op of the loop body that defines `value` in this iteration or the
/// previous one; null for anything else.
Operation *findDefOpInLoop(scf::ForOp loop, Value value, int distance = 0) {
  if (!value)
    return nullptr;
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    if (arg.getParentBlock() != loop.getBody() ||
        arg == loop.getInductionVar() || distance == 1)
      return nullptr;
    return findDefOpInLoop(
        loop, loop.getYieldedValues()[arg.getArgNumber() - 1], distance + 1);
  }
  Operation *def = value.getDefiningOp();
  if (!loop.getBodyRegion().isAncestor(def->getParentRegion()))
    return nullptr;
  return def;
}

/// Calls `callback` on the loop-body definitions of `op`'s (nested)
/// operands, in this or an earlier iteration.
void iterateDefs(scf::ForOp loop, Operation *op,
                 function_ref<void(OpResult)> callback) {
  visitNestedOperands(op, [&](OpOperand &operand) {
    Value value = operand.get();
    if (value.getParentBlock() != loop.getBody() ||
        value == loop.getInductionVar())
      return;
    auto [def, distance] = getDefinitionAndDistance(loop, value);
    if (def && def.getParentBlock() == loop.getBody())
      callback(def);
  });
}

/// Calls `callback` on the loop-body ops that use `op`'s results, in this
/// or a later iteration (through the yield).
void iterateUsers(scf::ForOp loop, Operation *op,
                  function_ref<void(Operation *)> callback) {
  SmallVector<OpOperand *> uses;
  for (OpOperand &use : op->getUses())
    uses.push_back(&use);
  while (!uses.empty()) {
    OpOperand *use = uses.pop_back_val();
    Operation *owner = loop.getBody()->findAncestorOpInBlock(*use->getOwner());
    if (!owner)
      continue;
    if (!isa<scf::YieldOp>(owner)) {
      callback(owner);
      continue;
    }
    for (OpOperand &next :
         loop.getRegionIterArg(use->getOperandNumber()).getUses())
      uses.push_back(&next);
  }
}

/// Whether an op that `op` depends on (itself included) is in some but not
/// all partitions: only such ops need a partition of their own.
bool hasDefPartition(scf::ForOp loop, Operation *op, PartitionSet &partitions) {
  SmallVector<Operation *> worklist{op};
  DenseSet<Operation *> seen;
  while (!worklist.empty()) {
    Operation *next = worklist.pop_back_val();
    if (!seen.insert(next).second)
      continue;
    if (hasPartition(next) &&
        getPartitionIds(next).size() != partitions.getNumPartitions())
      return true;
    iterateDefs(loop, next,
                [&](OpResult def) { worklist.push_back(def.getDefiningOp()); });
  }
  return false;
}

/// Puts the unassigned ops `op`'s tensor and memdesc operands come from
/// (transitively, where a seed reaches them) in `partition`.
void scheduleDependencies(scf::ForOp loop, PartitionSet &partitions,
                          Partition *partition, Operation *op) {
  SmallVector<Value> deps;
  for (Value value : getNestedOperands(op))
    if (isa<RankedTensorType, MemDescType>(value.getType()))
      deps.push_back(value);
  while (!deps.empty()) {
    Value dep = deps.pop_back_val();
    if (auto arg = dyn_cast<BlockArgument>(dep)) {
      if (arg.getOwner() == loop.getBody() && arg != loop.getInductionVar())
        deps.push_back(loop.getYieldedValues()[arg.getArgNumber() - 1]);
      continue;
    }
    Operation *def =
        loop.getBody()->findAncestorOpInBlock(*dep.getDefiningOp());
    if (!def || !hasDefPartition(loop, def, partitions) ||
        !trySetPartition(def, partition, "a dependency of an exponential"))
      continue;
    llvm::append_range(deps, getNestedOperands(def));
  }
}

/// Puts the unassigned users of `op` (transitively, through later
/// iterations) in `partition`.
void scheduleUsers(scf::ForOp loop, Partition *partition, Operation *op,
                   StringRef why) {
  SmallVector<OpOperand *> uses;
  for (OpOperand &use : op->getUses())
    uses.push_back(&use);
  while (!uses.empty()) {
    OpOperand *use = uses.pop_back_val();
    Operation *user = loop.getBody()->findAncestorOpInBlock(*use->getOwner());
    if (!user)
      continue;
    if (user == loop.getBody()->getTerminator()) {
      for (OpOperand &next :
           loop.getRegionIterArg(use->getOperandNumber()).getUses())
        uses.push_back(&next);
      continue;
    }
    if (!trySetPartition(user, partition, why))
      continue;
    for (OpOperand &next : user->getUses())
      uses.push_back(&next);
  }
}

//===----------------------------------------------------------------------===//
// 1. Seeds
//===----------------------------------------------------------------------===//

/// Puts the TMA loads in `loads` with their local_alloc users in the load's
/// shared layout and their tmem_alloc users; returns them all.
FailureOr<SmallVector<Operation *>> seedLoads(scf::ForOp loop,
                                              Partition *loads) {
  SmallVector<Operation *> seeded;
  for (Operation &op : loop.getOps()) {
    if (!isa<DescriptorLoadOp, DescriptorGatherOp>(op))
      continue;
    setPartition(&op, loads);
    traceAssignment(&op, loads->getIndex(), "a TMA load");
    seeded.push_back(&op);
    FailureOr<Attribute> shared = getSharedEncodingForLoad(&op);
    if (failed(shared))
      return failure();
    for (Operation *user : op.getUsers()) {
      auto alloc = dyn_cast<LocalAllocOp>(user);
      bool passThrough = alloc && alloc.getType().getEncoding() == *shared;
      if (!passThrough && !isa<ttng::TMEMAllocOp>(user))
        continue;
      // The load's buffer becomes the alloc's: they go together.
      setPartition(user, loads);
      traceAssignment(user, loads->getIndex(), "an alloc of a TMA load");
      seeded.push_back(user);
    }
  }
  return seeded;
}

/// Puts the memdesc views feeding `mma` (through view chains) in
/// `mmaPartition`, copying a view that an op outside it uses too.
void seedOperandViews(Operation *mma, Partition *mmaPartition) {
  SmallVector<Operation *> views;
  for (Value operand : mma->getOperands())
    if (Operation *def = operand.getDefiningOp())
      views.push_back(def);
  while (!views.empty()) {
    Operation *view = views.pop_back_val();
    if (!view->hasTrait<MemDescViewTrait>())
      continue;
    if (!llvm::all_of(view->getUsers(), [&](Operation *user) {
          return mmaPartition->hasOp(user);
        })) {
      Operation *copy = OpBuilder(view).clone(*view);
      view->replaceUsesWithIf(copy->getResults(), [&](OpOperand &use) {
        return mmaPartition->hasOp(use.getOwner());
      });
      view = copy;
    }
    setPartition(view, mmaPartition);
    traceAssignment(view, mmaPartition->getIndex(), "a view an MMA reads");
    if (Operation *def = view->getOperand(0).getDefiningOp())
      views.push_back(def);
  }
}

/// Puts the tcgen05 MMAs in `mmaPartition` with the accumulator resets
/// and operand views that go with them; returns the MMAs.
SmallVector<Operation *> seedMMAs(scf::ForOp loop, Partition *mmaPartition) {
  SmallVector<Operation *> mmas;
  for (Operation &op : loop.getOps()) {
    if (!isMMAv5(&op))
      continue;
    setPartition(&op, mmaPartition);
    traceAssignment(&op, mmaPartition->getIndex(), "a tcgen05 MMA");
    mmas.push_back(&op);
    // A reset of an accumulator the loop does not read back belongs with
    // the MMA.
    Value accDep = isa<ttng::TCGen5MMAOp>(op)
                       ? cast<ttng::TCGen5MMAOp>(op).getAccDep()
                       : cast<ttng::TCGen5MMAScaledOp>(op).getAccDep();
    auto store =
        dyn_cast_or_null<ttng::TMEMStoreOp>(findDefOpInLoop(loop, accDep));
    if (!hasAccReadModifyWrite(&op, loop) && store &&
        loop.isDefinedOutsideOfLoop(store.getSrc())) {
      setPartition(store, mmaPartition);
      traceAssignment(store, mmaPartition->getIndex(),
                      "resets the accumulator of an MMA");
    }
    seedOperandViews(&op, mmaPartition);
  }
  return mmas;
}

/// Elementwise ops whose result tensors hold this many elements or fewer
/// stay where their users put them; larger exponentials anchor the default
/// partition (Triton 3.6's threshold).
constexpr int64_t kMaxElementsOutsideDefault = 256;

/// Triton 3.6's first-order assignment, or none when the loop has neither
/// a TMA load nor a tcgen05 MMA.
FailureOr<std::optional<PartitionSet>> getInitialPartitions(scf::ForOp loop) {
  // A loop scheduled before (or by hand) keeps its partitions.
  if (loop->hasAttr(kPartitionStagesAttrName) &&
      loop->hasAttr(kWarpSpecializeTagAttrName)) {
    FailureOr<PartitionSet> given = PartitionSet::fromLoop(loop);
    if (failed(given))
      return failure();
    return std::optional<PartitionSet>(std::move(*given));
  }
  PartitionSet partitions;
  Partition *defaultPartition = partitions.addPartition(0);
  Partition *mmaPartition = partitions.addPartition(1);
  Partition *loadPartition = partitions.addPartition(0);

  FailureOr<SmallVector<Operation *>> loads = seedLoads(loop, loadPartition);
  if (failed(loads))
    return failure();
  SmallVector<Operation *> mmas = seedMMAs(loop, mmaPartition);
  if (loads->empty() && mmas.empty()) {
    TT_DEBUG(TT_DBGS() << describeOp(loop)
                       << ": no TMA load and no tcgen05 MMA, left alone\n");
    return std::optional<PartitionSet>();
  }

  for (Operation &op : loop.getOps()) {
    if (!isa<math::Exp2Op, ElementwiseInlineAsmOp>(op))
      continue;
    int64_t elements = 0;
    for (Type type : op.getResultTypes())
      if (auto tensor = dyn_cast<RankedTensorType>(type))
        elements += tensor.getNumElements();
    if (elements <= kMaxElementsOutsideDefault)
      continue;
    setPartition(&op, defaultPartition);
    traceAssignment(&op, 0, "an exponential of more than 256 elements");
    scheduleDependencies(loop, partitions, defaultPartition, &op);
  }

  for (Operation *load : *loads)
    scheduleUsers(loop, defaultPartition, load, "uses a TMA load");
  SmallVector<Partition *> userPartitions{defaultPartition};
  while (userPartitions.size() < mmas.size())
    userPartitions.push_back(partitions.addPartition(userPartitions.size()));
  for (auto [mma, users] : llvm::reverse(llvm::zip(mmas, userPartitions)))
    scheduleUsers(loop, users, mma, "uses an MMA");
  return std::optional<PartitionSet>(std::move(partitions));
}

//===----------------------------------------------------------------------===//
// 2. Clusters of unassigned ops between partitions
//===----------------------------------------------------------------------===//

/// Unassigned ops next to each other in the use-def graph, each reachable
/// from a partition: the partitions their inputs come from and the ones
/// their outputs go to.
struct OpCluster {
  llvm::SetVector<Operation *> ops;
  llvm::SetVector<Partition *> defPartitions;
  llvm::SetVector<Partition *> sinkPartitions;
};

/// The clusters (owned) and, per op, the cluster it is in.
struct OpClusters : public llvm::MapVector<Operation *, OpCluster *> {
  OpCluster *getOrCreate(Operation *op) {
    OpCluster *&cluster = (*this)[op];
    if (!cluster) {
      cluster = clusters.emplace_back(std::make_unique<OpCluster>()).get();
      cluster->ops.insert(op);
    }
    return cluster;
  }
  /// Moves `src` into `dst`; `src` is left empty (dead).
  void merge(OpCluster *dst, OpCluster *src) {
    dst->ops.insert_range(src->ops);
    dst->defPartitions.insert_range(src->defPartitions);
    dst->sinkPartitions.insert_range(src->sinkPartitions);
    for (Operation *op : src->ops)
      (*this)[op] = dst;
    src->ops.clear();
    src->defPartitions.clear();
    src->sinkPartitions.clear();
  }
  SmallVector<std::unique_ptr<OpCluster>> clusters;
};

/// One cluster per unassigned op next to a partition's inputs or outputs.
void seedClusters(scf::ForOp loop, PartitionSet &partitions,
                  OpClusters &clusters) {
  for (Partition &partition : partitions.getPartitions()) {
    partition.iterateDefs(loop, [&](OpResult result, unsigned) {
      Operation *def = result.getDefiningOp();
      if (!hasPartition(def) && hasDefPartition(loop, def, partitions))
        clusters.getOrCreate(def)->sinkPartitions.insert(&partition);
    });
    partition.iterateUses(loop, [&](OpResult, OpOperand &use, unsigned) {
      Operation *user = loop.getBody()->findAncestorOpInBlock(*use.getOwner());
      if (!hasPartition(user))
        clusters.getOrCreate(user)->defPartitions.insert(&partition);
    });
  }
}

/// Grows the clusters through their unassigned neighbours, merging those
/// that meet.
void growClusters(scf::ForOp loop, PartitionSet &partitions,
                  OpClusters &clusters) {
  SmallVector<Operation *> worklist =
      llvm::to_vector(llvm::make_first_range(clusters));
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    OpCluster *cluster = clusters.find(op)->second;
    iterateDefs(loop, op, [&](OpResult result) {
      Operation *def = result.getDefiningOp();
      if (hasPartition(def)) {
        for (int id : getPartitionIds(def))
          cluster->defPartitions.insert(partitions.getPartition(id));
        return;
      }
      if (!hasDefPartition(loop, def, partitions))
        return;
      OpCluster *&defCluster = clusters[def];
      if (!defCluster) {
        defCluster = cluster;
        cluster->ops.insert(def);
        worklist.push_back(def);
      } else if (defCluster != cluster) {
        clusters.merge(cluster, defCluster);
      }
    });
    iterateUsers(loop, op, [&](Operation *user) {
      if (hasPartition(user)) {
        for (int id : getPartitionIds(user))
          cluster->sinkPartitions.insert(partitions.getPartition(id));
        return;
      }
      // A user already in another cluster merges when it is visited.
      OpCluster *&userCluster = clusters[user];
      if (userCluster)
        return;
      userCluster = cluster;
      cluster->ops.insert(user);
      worklist.push_back(user);
    });
  }
}

/// The cluster's ops that the first sink partition's inputs depend on.
llvm::SetVector<Operation *> criticalPath(scf::ForOp loop, OpCluster &cluster) {
  llvm::SetVector<Operation *> path;
  DenseSet<Operation *> inCluster(cluster.ops.begin(), cluster.ops.end());
  cluster.sinkPartitions.front()->iterateDefs(
      loop, [&](OpResult result, unsigned) {
        if (inCluster.contains(result.getDefiningOp()))
          path.insert(result.getDefiningOp());
      });
  for (unsigned i = 0; i < path.size(); ++i)
    iterateDefs(loop, path[i], [&](OpResult def) {
      if (inCluster.contains(def.getDefiningOp()))
        path.insert(def.getDefiningOp());
    });
  return path;
}

/// Decides each cluster's partitions.
void assignClusters(scf::ForOp loop, OpClusters &clusters) {
  for (OpCluster &cluster : llvm::make_pointee_range(clusters.clusters)) {
    if (cluster.ops.empty())
      continue;
    Partition *defPartition = cluster.defPartitions.front();
    auto assignAllToDef = [&](StringRef why) {
      for (Operation *op : cluster.ops) {
        setPartition(op, defPartition);
        traceAssignment(op, defPartition->getIndex(), why);
      }
    };
    if (cluster.sinkPartitions.empty()) {
      assignAllToDef("its cluster's outputs reach no other partition");
      continue;
    }
    llvm::SetVector<Operation *> path = criticalPath(loop, cluster);
    if (path.size() == cluster.ops.size()) {
      assignAllToDef("its cluster lies on the path into a partition");
      continue;
    }
    // Copy the path into the sink partition; the originals stay with the
    // definitions (dead where nothing else uses them).
    Partition *sinkPartition = cluster.sinkPartitions.front();
    path = topologicalSort(path);
    DenseSet<Operation *> sinkOps(sinkPartition->getOps().begin(),
                                  sinkPartition->getOps().end());
    for (Operation *op : llvm::reverse(path)) {
      Operation *copy = OpBuilder(op).clone(*op);
      op->replaceUsesWithIf(copy->getResults(), [&](OpOperand &use) {
        return sinkOps.contains(use.getOwner());
      });
      sinkOps.insert(copy);
      setPartition(copy, sinkPartition);
      traceAssignment(copy, sinkPartition->getIndex(),
                      "a copy of the path into its partition");
    }
    assignAllToDef("its cluster feeds partitions both ways");
  }
}

//===----------------------------------------------------------------------===//
// 3. Broadcasts
//===----------------------------------------------------------------------===//

/// Copies the broadcast/expand_dims chain feeding `use` into the user's
/// partitions, so that the smaller tensor crosses instead.
LogicalResult rematerializeBroadcasts(PartitionSet &partitions, OpOperand *use) {
  Operation *def = use->get().getDefiningOp();
  while (isa_and_nonnull<BroadcastOp, ExpandDimsOp>(def)) {
    if (!hasPartition(use->getOwner()))
      return use->getOwner()->emitError(
          "tritongpu-partition-scheduling: an op nested in a region uses a "
          "broadcast of another partition (Triton 3.6 requires its user to "
          "be scheduled)");
    Operation *copy = OpBuilder(def).clone(*def);
    for (int id : getPartitionIds(use->getOwner())) {
      setPartition(copy, partitions.getPartition(id));
      traceAssignment(copy, id, "a copy of a broadcast its partition uses");
    }
    use->set(copy->getResult(0));
    def = copy->getOperand(0).getDefiningOp();
    use = &copy->getOpOperand(0);
  }
  return success();
}

LogicalResult optimizePartitions(scf::ForOp loop, PartitionSet &partitions) {
  for (Partition &partition : partitions.getPartitions()) {
    SmallVector<OpOperand *> uses;
    partition.iterateOutputs(loop, [&](Operation *, OpOperand &use) {
      if (!isa<scf::YieldOp>(use.getOwner()))
        uses.push_back(&use);
    });
    for (OpOperand *use : uses)
      if (failed(rematerializeBroadcasts(partitions, use)))
        return failure();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// 4. Nested and remaining ops
//===----------------------------------------------------------------------===//

/// Ops in the regions of a partitioned op of the loop's body take its
/// partitions; region ops (but loops) then lose theirs, to be recomputed
/// from their bodies.
void assignRegionBodyPartition(scf::ForOp loop, PartitionSet &partitions) {
  loop->walk([&](Operation *op) {
    if (isa<scf::YieldOp, scf::ForOp>(op) || hasPartition(op))
      return;
    Operation *parent =
        op->getParentOfType<scf::ForOp>().getBody()->findAncestorOpInBlock(
            *op);
    if (!hasPartition(parent))
      return;
    llvm::SetVector<Partition *> parentPartitions;
    for (int id : getPartitionIds(parent))
      parentPartitions.insert(partitions.getPartition(id));
    setPartition(op, parentPartitions);
    TT_DEBUG(TT_DBGS() << describeOp(op)
                       << ": its region op's partitions\n");
  });
  loop->walk([&](Operation *op) {
    if (!isa<scf::ForOp>(op) && hasPartition(op) && op->getNumRegions() > 0)
      op->removeAttr(kPartitionAttrName);
  });
}

/// The ops that use `value` (through iter args and if results).
void collectUseOps(Value value, llvm::SetVector<Operation *> &useOps,
                   DenseSet<Value> &visited) {
  if (!visited.insert(value).second)
    return;
  for (OpOperand &use : value.getUses()) {
    Operation *owner = use.getOwner();
    if (auto forOp = dyn_cast<scf::ForOp>(owner)) {
      unsigned number = use.getOperandNumber();
      if (number < forOp.getNumControlOperands())
        useOps.insert(forOp);
      else
        collectUseOps(
            forOp.getRegionIterArg(number - forOp.getNumControlOperands()),
            useOps, visited);
    } else if (isa<scf::YieldOp>(owner)) {
      Operation *parent = owner->getParentOp();
      if (auto forOp = dyn_cast<scf::ForOp>(parent))
        collectUseOps(forOp.getRegionIterArg(use.getOperandNumber()), useOps,
                      visited);
      else
        collectUseOps(cast<scf::IfOp>(parent).getResult(use.getOperandNumber()),
                      useOps, visited);
    } else {
      useOps.insert(owner);
    }
  }
}

/// A tmem_load or tmem_store of a tensor-memory buffer an MMA of the loop
/// uses goes where the other SIMT accesses of that buffer are.
LogicalResult assignTMEMAccesses(scf::ForOp loop) {
  WalkResult walk = loop.walk([&](ttng::TMEMAllocOp alloc) {
    std::optional<int> loadPartition, storePartition;
    bool hasSIMT = false;
    for (Operation *user : alloc.getResult().getUsers()) {
      if (isMMAv5(user))
        continue;
      if (!isa<ttng::TMEMLoadOp, ttng::TMEMStoreOp>(user)) {
        user->emitError("tritongpu-partition-scheduling: a use of a tensor-"
                        "memory buffer other than an MMA, tmem_load or "
                        "tmem_store (Triton 3.6 has no rule for it)");
        return WalkResult::interrupt();
      }
      hasSIMT = true;
      std::optional<int> &slot =
          isa<ttng::TMEMLoadOp>(user) ? loadPartition : storePartition;
      if (hasPartition(user))
        slot = getPartitionIds(user).front();
    }
    if (!hasSIMT)
      return WalkResult::advance();
    if (!loadPartition && !storePartition) {
      alloc.emitError("tritongpu-partition-scheduling: no tmem_load or "
                      "tmem_store of this buffer has a partition (Triton 3.6 "
                      "requires one)");
      return WalkResult::interrupt();
    }
    int simt = loadPartition ? *loadPartition : *storePartition;
    for (Operation *user : alloc->getUsers())
      if (isa<ttng::TMEMLoadOp, ttng::TMEMStoreOp>(user) &&
          !hasPartition(user)) {
        setPartition(user, ArrayRef<int>{simt});
        traceAssignment(user, simt, "the other accesses of its tensor memory");
      }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

/// Per op, the partitions it is in as the fixed point iterates.
using PartitionMap = DenseMap<Operation *, DenseSet<int>>;

/// Adds to `ids` the partitions of `op` and of the ops in its regions.
void addPartitionsOf(Operation *op, PartitionMap &partitionMap,
                     DenseSet<int> &ids) {
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : block.without_terminator())
        addPartitionsOf(&nested, partitionMap, ids);
  DenseSet<int> &own = partitionMap[op];
  ids.insert(own.begin(), own.end());
}

/// Gives each op of `sources` the union of the partitions of the ops it
/// names, until nothing changes, and writes every non-empty set.
LogicalResult
iteratePartitions(scf::ForOp loop,
                  llvm::MapVector<Operation *, llvm::SetVector<Operation *>>
                      &sources,
                  PartitionMap &partitionMap, StringRef why) {
  constexpr int kMaxIterations = 100;
  int iterations = kMaxIterations;
  while (iterations-- > 0) {
    bool converged = true;
    for (auto &[op, from] : sources) {
      DenseSet<int> ids = partitionMap[op];
      for (Operation *source : from)
        addPartitionsOf(source, partitionMap, ids);
      converged &= ids == partitionMap[op];
      partitionMap[op] = std::move(ids);
    }
    if (converged)
      break;
  }
  if (iterations <= 0)
    return loop.emitError("assignMissingPartitions failed to converge");
  for (auto &[op, ids] : partitionMap) {
    if (ids.empty())
      continue;
    if (sources.contains(op) && !hasPartition(op))
      TT_DEBUG({
        SmallVector<int> sorted(ids.begin(), ids.end());
        llvm::sort(sorted);
        TT_DBGS() << describeOp(op) << ": partitions";
        for (int id : sorted)
          llvm::dbgs() << " " << id;
        llvm::dbgs() << " (" << why << ")\n";
      });
    setPartition(op, llvm::SetVector<int>(ids.begin(), ids.end()));
  }
  return success();
}

/// Ops still without a partition: the union of their users', then for
/// scalars and ops without results the union of their operands' definers'.
LogicalResult assignMissingPartitions(scf::ForOp loop) {
  if (failed(assignTMEMAccesses(loop)))
    return failure();
  llvm::MapVector<Operation *, llvm::SetVector<Operation *>> sources;
  PartitionMap partitionMap;
  loop.walk([&](Operation *op) {
    if (op->getNumRegions() > 0)
      return;
    DenseSet<int> &ids = partitionMap[op];
    for (int id : getPartitionIds(op))
      ids.insert(id);
    if (hasPartition(op) || isa<scf::YieldOp>(op))
      return;
    llvm::SetVector<Operation *> useOps;
    DenseSet<Value> visited;
    for (OpOperand &use : op->getUses())
      collectUseOps(use.get(), useOps, visited);
    sources[op] = std::move(useOps);
  });
  if (failed(iteratePartitions(loop, sources, partitionMap,
                               "the union of its users'")))
    return failure();

  auto isScalar = [](Operation *op) {
    return llvm::all_of(op->getResultTypes(), [](Type type) {
      return isa<FloatType, IntegerType>(type);
    });
  };
  sources.clear();
  loop.walk([&](Operation *op) {
    if (hasPartition(op) || op->getNumRegions() > 0 ||
        isa<scf::YieldOp, ReduceReturnOp>(op) || !isScalar(op))
      return;
    llvm::SetVector<Operation *> defs;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        defs.insert(def);
    sources[op] = std::move(defs);
  });
  return iteratePartitions(loop, sources, partitionMap,
                           "the union of its operands' definers'");
}

//===----------------------------------------------------------------------===//
// Region ops: their partitions and their results'
//===----------------------------------------------------------------------===//

/// Per operand of `block`'s terminator, the partitions that produce it.
FailureOr<SmallVector<llvm::SetVector<int>>> getYieldPartitions(Block *block) {
  Operation *terminator = block->getTerminator();
  SmallVector<llvm::SetVector<int>> partitions(terminator->getNumOperands());
  for (OpOperand &operand : terminator->getOpOperands()) {
    Operation *op = operand.get().getDefiningOp();
    auto forOp = dyn_cast<scf::ForOp>(block->getParentOp());
    if (forOp && isa<AsyncTokenType>(operand.get().getType())) {
      // A token a loop carries goes where its (single) user is.
      BlockArgument arg = forOp.getRegionIterArg(operand.getOperandNumber());
      if (!arg.hasOneUse())
        return forOp.emitError("tritongpu-partition-scheduling: a loop-"
                               "carried token with ")
               << (arg.use_empty() ? "no use" : "several uses")
               << " (Triton 3.6 requires one)";
      op = arg.getUses().begin()->getOwner();
    }
    if (!op)
      continue;
    std::optional<llvm::SetVector<int>> ids;
    if (hasPartition(op))
      ids = getPartitionIds(op);
    if (op->getNumRegions() > 0) {
      auto result = llvm::find(op->getResults(), operand.get());
      if (result == op->getResults().end())
        return op->emitError("tritongpu-partition-scheduling: a yielded "
                             "token whose user is a region op (Triton 3.6 "
                             "has no rule for it)");
      ids = getPartitionOutputs(op)[result - op->getResults().begin()];
    }
    if (!ids) {
      // Defined outside the block: the partitions of its users inside.
      ids.emplace();
      for (Operation *user : op->getUsers())
        if (Operation *inBlock = block->findAncestorOpInBlock(*user);
            inBlock && hasPartition(inBlock))
          ids->insert_range(getPartitionIds(inBlock));
    }
    partitions[operand.getOperandNumber()] = std::move(*ids);
  }
  return partitions;
}

/// Sets a region op's partitions: `body`'s and its results'.
llvm::SetVector<int>
setOutputPartitions(Operation *op, llvm::SetVector<int> body,
                    ArrayRef<llvm::SetVector<int>> outputs) {
  for (const llvm::SetVector<int> &ids : outputs)
    body.insert_range(ids);
  setPartition(op, body);
  setPartitionOutputs(op, outputs);
  return body;
}

/// Where there is no failure to report, region ops' partitions are found
/// bottom-up; a failure stops the walk and leaves the error emitted.
struct RegionAssigner {
  bool failed = false;

  llvm::SetVector<int> singleRegion(Operation *op) {
    Block *block = &op->getRegion(0).front();
    llvm::SetVector<int> body = blockPartitions(block);
    FailureOr<SmallVector<llvm::SetVector<int>>> outputs =
        getYieldPartitions(block);
    if (mlir::failed(outputs)) {
      failed = true;
      return body;
    }
    return setOutputPartitions(op, body, *outputs);
  }

  /// An if's result comes from the branch that defines it, else the one
  /// that has partitions; a token from the branch that does not make it.
  llvm::SetVector<int> ifOp(scf::IfOp op) {
    llvm::SetVector<int> body = blockPartitions(op.thenBlock());
    FailureOr<SmallVector<llvm::SetVector<int>>> thenIds =
        getYieldPartitions(op.thenBlock());
    if (mlir::failed(thenIds)) {
      failed = true;
      return body;
    }
    if (!op.elseBlock())
      return setOutputPartitions(op, body, *thenIds);
    body.insert_range(blockPartitions(op.elseBlock()));
    FailureOr<SmallVector<llvm::SetVector<int>>> elseIds =
        getYieldPartitions(op.elseBlock());
    if (mlir::failed(elseIds)) {
      failed = true;
      return body;
    }
    SmallVector<llvm::SetVector<int>> outputs;
    for (unsigned i = 0; i < thenIds->size(); ++i) {
      Value thenValue = op.thenYield()->getOperand(i);
      Value elseValue = op.elseYield()->getOperand(i);
      Operation *thenDef = thenValue.getDefiningOp();
      Operation *elseDef = elseValue.getDefiningOp();
      if (isa<AsyncTokenType>(thenValue.getType()))
        outputs.push_back(thenDef && op.thenBlock()->findAncestorOpInBlock(
                                         *thenDef)
                              ? (*elseIds)[i]
                              : (*thenIds)[i]);
      else if (thenDef && thenDef->getBlock() == op.thenBlock())
        outputs.push_back((*thenIds)[i]);
      else if (elseDef && elseDef->getBlock() == op.elseBlock())
        outputs.push_back((*elseIds)[i]);
      else
        outputs.push_back(!(*thenIds)[i].empty() ? (*thenIds)[i]
                                                 : (*elseIds)[i]);
    }
    return setOutputPartitions(op, body, outputs);
  }

  llvm::SetVector<int> blockPartitions(Block *block) {
    llvm::SetVector<int> ids;
    for (Operation &op : block->without_terminator()) {
      if (failed)
        break;
      if (auto nested = dyn_cast<scf::IfOp>(op))
        ids.insert_range(ifOp(nested));
      else if (isa<scf::ForOp, ReduceOp>(op))
        ids.insert_range(singleRegion(&op));
      else
        ids.insert_range(getPartitionIds(&op));
    }
    return ids;
  }
};

/// Gives the loop and its region ops their partitions, and ops without
/// results or partitions (an llvm.intr.assume) their parent's.
LogicalResult assignRegionOpPartitions(scf::ForOp loop) {
  RegionAssigner assigner;
  assigner.singleRegion(loop);
  if (assigner.failed)
    return failure();
  loop.walk([&](Operation *op) {
    if (op->getNumResults() > 0 || hasPartition(op) ||
        op->getNumRegions() > 0 || isa<scf::YieldOp, ReduceReturnOp>(op))
      return;
    if (!hasPartition(op->getParentOp()))
      return;
    setPartition(op, getPartitionIds(op->getParentOp()));
    traceAssignment(op, getPartitionIds(op).front(),
                    "no results: its parent's partitions");
  });
  return success();
}

LogicalResult verifyPartitions(scf::ForOp loop) {
  WalkResult walk = loop.walk([&](Operation *op) {
    if (hasPartition(op) || op->hasAttr(kWarpSpecializeAttrName) ||
        isa<scf::YieldOp, ReduceReturnOp>(op))
      return WalkResult::advance();
    op->emitError("tritongpu-partition-scheduling: no partition for this op "
                  "(Triton 3.6 stops here too)");
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

void traceSummary(scf::ForOp loop, PartitionSet &partitions) {
  TT_DEBUG({
    SmallVector<unsigned> counts(partitions.getNumPartitions(), 0);
    loop.getBody()->walk([&](Operation *op) {
      for (int id : getPartitionIds(op))
        if (id >= 0 && id < static_cast<int>(counts.size()))
          ++counts[id];
    });
    for (Partition &partition : partitions.getPartitions())
      TT_DBGS() << "  partition " << partition.getIndex() << ": stage "
                << partition.getStage() << ", " << counts[partition.getIndex()]
                << " ops\n";
  });
}

LogicalResult schedule(scf::ForOp loop, int tag) {
  FailureOr<std::optional<PartitionSet>> initial = getInitialPartitions(loop);
  if (failed(initial))
    return failure();
  if (!*initial)
    return success();
  PartitionSet &partitions = **initial;
  OpClusters clusters;
  seedClusters(loop, partitions, clusters);
  growClusters(loop, partitions, clusters);
  assignClusters(loop, clusters);
  if (failed(optimizePartitions(loop, partitions)))
    return failure();
  assignRegionBodyPartition(loop, partitions);
  if (failed(assignMissingPartitions(loop)) ||
      failed(assignRegionOpPartitions(loop)) || failed(verifyPartitions(loop)))
    return failure();

  Builder b(loop.getContext());
  loop->setAttr(kWarpSpecializeTagAttrName, b.getI32IntegerAttr(tag));
  SmallVector<Attribute> stages;
  for (Partition &partition : partitions.getPartitions())
    stages.push_back(b.getI32IntegerAttr(partition.getStage()));
  loop->setAttr(kPartitionStagesAttrName, b.getArrayAttr(stages));
  TT_DEBUG(TT_DBGS() << describeOp(loop) << ": tag " << tag << ", "
                     << partitions.getNumPartitions() << " partitions\n");
  traceSummary(loop, partitions);
  return success();
}

struct PartitionScheduling
    : public mlir::triton::gpu::impl::TritonGPUPartitionSchedulingBase<
          PartitionScheduling> {
  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](scf::ForOp loop) {
      if (loop->hasAttr(kWarpSpecializeAttrName))
        loops.push_back(loop);
    });
    for (auto [tag, loop] : llvm::enumerate(loops))
      if (failed(schedule(loop, tag)))
        return signalPassFailure();
  }
};

} // namespace
