//===- ScheduleLoops.cpp - tritongpu-schedule-loops -----------------------===//
//
// The second pass of Triton 3.6's software pipeliner: it reads the
// `tt.latency` of each innermost loop's ops (and drops them) and gives
// every op of the loop body a stage and a cluster, in five steps:
//
//  1. key ops: an op's distance is its latency plus the longest distance
//     of its users in the body; stage = longest distance - distance, so
//     the loads start in stage 0 and their consumers come `latency` stages
//     later. Stage s goes to cluster (last stage - s), so the next
//     iterations' loads are issued after this iteration's compute; scf.ifs
//     among them go to an epilogue cluster;
//  2. scf.ifs that feed a scheduled op go to a new first cluster, at that
//     op's stage; other scf.ifs to the epilogue, last stage;
//  3. producers of scheduled ops join them (earliest place wins);
//  4. a value an op reads from the previous iteration is produced one
//     stage later, in a new cluster just before the op's (loads: with it);
//  5. everything else goes to the last stage, in the first cluster after
//     the prologue, or later where a producer's cluster is later.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/PipelineSchedule.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/MapVector.h"

#include <functional>
#include <string>

#define DEBUG_TYPE "tritongpu-schedule-loops"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUSCHEDULELOOPS
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

using LatencyMap = llvm::DenseMap<Operation *, int>;
using Cluster = CoarseSchedule::Cluster;

/// Why the pass may not pipeline `forOp`; empty when it may.
std::string whyUnsafe(scf::ForOp forOp) {
  if (loopHasDistGreaterThanOne(forOp))
    return "it yields a value its body does not compute (a dependence "
           "longer than one iteration)";
  if (isOuterLoop(forOp))
    return "it holds another loop";
  if (hasGpuBarriers(forOp))
    return "it holds a gpu.barrier";
  return "";
}

bool hasLatencies(scf::ForOp forOp, const LatencyMap &opLatency) {
  return llvm::any_of(forOp.getBody()->without_terminator(),
                      [&](Operation &op) { return opLatency.count(&op); });
}

/// Records, for the trace, which step gave each op its place: the ops a
/// step placed or moved are those whose place differs from before it.
class StepNotes {
public:
  void before(const CoarseSchedule &schedule) {
    snapshot.clear();
    for (auto &[op, place] : schedule.entries())
      snapshot[op] = {place.first, &*place.second};
  }
  void after(const CoarseSchedule &schedule, StringRef step) {
    for (auto &[op, place] : schedule.entries()) {
      auto old = snapshot.find(op);
      if (old == snapshot.end() || old->second.first != place.first ||
          old->second.second != &*place.second)
        why[op] = step.str();
    }
  }
  std::string lookup(Operation *op) const { return why.lookup(op); }

private:
  DenseMap<Operation *, std::pair<int, int *>> snapshot;
  DenseMap<Operation *, std::string> why;
};

//===----------------------------------------------------------------------===//
// 1. Key ops
//===----------------------------------------------------------------------===//

/// Each op reachable from a latency op through users in the body, with its
/// distance: its latency plus the longest distance of its users (not the
/// yield).
DenseMap<Operation *, int> computeDistances(scf::ForOp forOp,
                                            const LatencyMap &opLatency) {
  Block *body = forOp.getBody();
  DenseMap<Operation *, int> distance;
  std::function<int(Operation *)> visit = [&](Operation *op) -> int {
    auto it = distance.find(op);
    if (it != distance.end())
      return it->second;
    int longest = 0;
    for (Operation *user : op->getUsers()) {
      Operation *inBody = body->findAncestorOpInBlock(*user);
      if (inBody && inBody != body->getTerminator())
        longest = std::max(longest, visit(inBody));
    }
    int d = opLatency.lookup(op) + longest;
    distance[op] = d;
    return d;
  };
  for (Operation &op : body->without_terminator())
    if (opLatency.count(&op))
      visit(&op);
  return distance;
}

/// Whether an op of `ifOp`'s forward slice (its users, theirs, and the ops
/// nested in them) is in `placed`.
bool feedsPlacedOp(scf::IfOp ifOp,
                   const llvm::MapVector<Operation *, int> &placed) {
  SetVector<Operation *> slice;
  getForwardSlice(ifOp.getOperation(), &slice);
  return llvm::any_of(slice, [&](Operation *op) { return placed.count(op); });
}

CoarseSchedule scheduleKeyOps(scf::ForOp forOp, const LatencyMap &opLatency) {
  DenseMap<Operation *, int> distance = computeDistances(forOp, opLatency);
  int maxDistance = 0;
  for (auto [op, d] : distance)
    if (opLatency.count(op))
      maxDistance = std::max(maxDistance, d);
  // Program order, so that the result does not depend on pointer values.
  llvm::MapVector<Operation *, int> opToStage;
  for (Operation &op : forOp.getBody()->without_terminator())
    if (distance.count(&op))
      opToStage[&op] = maxDistance - distance.lookup(&op);

  int maxStage = 0;
  for (auto [op, stage] : opToStage)
    maxStage = std::max(maxStage, stage);
  CoarseSchedule schedule(maxStage + 1);
  SmallVector<Cluster> clusters;
  for (int i = 0; i <= maxStage; ++i)
    clusters.push_back(schedule.clusters.newAtBack());
  for (auto [op, stage] : opToStage)
    schedule.insert(op, stage, clusters[maxStage - stage]);

  // scf.ifs that only feed unscheduled ops wait for the end of the body.
  Cluster epilogue = schedule.clusters.newAtBack();
  for (auto [op, stage] : opToStage) {
    auto ifOp = dyn_cast<scf::IfOp>(op);
    if (ifOp && !opLatency.count(op) && !feedsPlacedOp(ifOp, opToStage))
      schedule.insert(op, stage, epilogue);
  }
  return schedule;
}

/// The ops whose stage decides whether a loop that warp specialization
/// split off still needs several stages (Triton 3.6's list).
bool isPartitionLatencyOp(Operation *op, const LatencyMap &opLatency) {
  return opLatency.count(op) ||
         isa<LoadOp, DescriptorLoadOp, DescriptorGatherOp, LocalStoreOp,
             LocalLoadOp, AsyncCopyGlobalToLocalOp, ttng::TMEMLoadOp,
             ttng::TMEMStoreOp, ttng::AsyncTMACopyGlobalToLocalOp,
             ttng::AsyncTMAGatherOp, ttng::WaitBarrierOp,
             ttng::ArriveBarrierOp>(op) ||
         isMMAv5(op);
}

/// A loop of a warp-specialized partition keeps the schedule it was split
/// with, stages renumbered from 0; when its latency ops all sit in one
/// stage it needs no pipelining: everything goes to stage 0, cluster 0.
FailureOr<CoarseSchedule> partitionSchedule(scf::ForOp forOp,
                                            const LatencyMap &opLatency) {
  if (!forOp->hasAttr(kWarpSpecializeAttrName))
    return failure();
  FailureOr<CoarseSchedule> schedule = CoarseSchedule::deserialize(forOp);
  if (failed(schedule))
    return failure();
  DenseSet<int> latencyStages;
  for (Operation &op : forOp.getBody()->without_terminator())
    if (isPartitionLatencyOp(&op, opLatency) && schedule->count(&op))
      latencyStages.insert(schedule->lookup(&op).first);
  if (latencyStages.size() > 1) {
    schedule->shrinkToFit();
    return std::move(*schedule);
  }
  CoarseSchedule oneStage(/*numStages=*/1);
  Cluster cluster = oneStage.clusters.newAtFront();
  for (Operation &op : forOp.getBody()->without_terminator())
    oneStage.insert(&op, 0, cluster);
  return std::move(oneStage);
}

//===----------------------------------------------------------------------===//
// 2. scf.ifs before and after
//===----------------------------------------------------------------------===//

/// The scf.ifs a scheduled op depends on go to a new first cluster, at the
/// earliest stage that needs them; other scf.ifs of the body to a new last
/// cluster, last stage. Returns the cluster that was first before.
Cluster schedulePrologueAndEpilogue(scf::ForOp forOp,
                                   CoarseSchedule &schedule) {
  int numStages = schedule.getNumStages();
  Cluster afterPrologue = schedule.clusters.begin();
  // Any scf.if of a backward slice counts, even one outside the loop (it
  // gets a place no op of the body shows, but still opens the cluster).
  llvm::MapVector<Operation *, int> ifsToStage;
  for (int stage = 0; stage < numStages; ++stage) {
    for (auto [op, opStage, cluster] : schedule.getOpsInOrder(forOp)) {
      if (opStage != stage)
        continue;
      SetVector<Operation *> slice;
      BackwardSliceOptions options;
      options.omitBlockArguments = true;
      options.omitUsesFromAbove = false;
      (void)getBackwardSlice(op, &slice, options);
      for (Operation *sliceOp : slice)
        if (isa<scf::IfOp>(sliceOp))
          ifsToStage.insert({sliceOp, stage});
    }
  }
  if (!ifsToStage.empty()) {
    Cluster prologue = schedule.clusters.newAtFront();
    for (auto [ifOp, stage] : ifsToStage)
      schedule.insertIfAbsent(ifOp, stage, prologue);
  }
  Cluster epilogue = schedule.clusters.newAtBack();
  for (Operation &op : forOp.getBody()->without_terminator())
    if (isa<scf::IfOp>(op) && !ifsToStage.count(&op))
      schedule.insertIfAbsent(&op, numStages - 1, epilogue);
  return afterPrologue;
}

//===----------------------------------------------------------------------===//
// 4. Values from the previous iteration
//===----------------------------------------------------------------------===//

/// For an op of stage s < last that reads an iter arg, the op yielding
/// that arg's value (if unscheduled) goes to stage s + 1 in a new cluster
/// before the op's (one per cluster of readers), with its producers; a
/// load instead joins the op.
void scheduleDistanceOneDependencies(scf::ForOp forOp,
                                     CoarseSchedule &schedule) {
  int numStages = schedule.getNumStages();
  DenseMap<int *, Cluster> clusterBefore;
  Block *body = forOp.getBody();
  for (Operation &op : body->without_terminator()) {
    if (!schedule.count(&op))
      continue;
    auto [stage, cluster] = schedule.lookup(&op);
    if (stage == numStages - 1)
      continue;
    for (Value operand : getNestedOperands(&op)) {
      auto arg = dyn_cast<BlockArgument>(operand);
      if (!arg || arg.getArgNumber() == 0 || arg.getOwner() != body)
        continue;
      Value yielded = body->getTerminator()->getOperand(arg.getArgNumber() - 1);
      Operation *def = yielded.getDefiningOp();
      if (!def || schedule.count(def))
        continue;
      if (isa<LoadOp>(def)) {
        schedule.insertIfAbsent(def, stage, cluster);
        schedule.insertDepsOfOp(def, stage, cluster, /*includeArg=*/true,
                                /*insertIfEarlier=*/true);
        continue;
      }
      auto [it, isNew] = clusterBefore.try_emplace(&*cluster, cluster);
      if (isNew)
        it->second = schedule.clusters.newBefore(cluster);
      schedule.insertIfAbsent(def, stage + 1, it->second);
      schedule.insertDepsOfOp(def, stage + 1, it->second,
                              /*includeArg=*/true, /*insertIfEarlier=*/true);
    }
  }
}

//===----------------------------------------------------------------------===//
// 5. The rest
//===----------------------------------------------------------------------===//

/// The unscheduled ops go to the last stage, in `afterPrologue` or, where
/// a producer of the last stage sits in a later cluster, in that one.
void scheduleRemainingToLastStage(scf::ForOp forOp, CoarseSchedule &schedule,
                                  Cluster afterPrologue) {
  int lastStage = schedule.getNumStages() - 1;
  llvm::MapVector<Operation *, Cluster> opToCluster;
  for (Operation &op : forOp.getBody()->without_terminator())
    if (!schedule.count(&op))
      opToCluster[&op] = afterPrologue;
  SmallVector<Operation *> queue;
  for (auto [op, stage, cluster] : schedule.getOpsInOrder(forOp))
    if (stage == lastStage)
      queue.push_back(op);
  while (!queue.empty()) {
    Operation *op = queue.pop_back_val();
    Cluster opCluster = schedule.count(op) ? schedule.lookup(op).second
                                           : opToCluster.lookup(op);
    for (Operation *user : op->getUsers()) {
      auto it = opToCluster.find(user);
      if (it == opToCluster.end() || *it->second >= *opCluster)
        continue;
      it->second = opCluster;
      queue.push_back(user);
    }
  }
  for (auto [op, cluster] : opToCluster)
    schedule.insert(op, lastStage, cluster);
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

void traceSchedule(scf::ForOp forOp, const CoarseSchedule &schedule,
                   const LatencyMap &opLatency, const StepNotes &notes) {
  TT_DEBUG({
    TT_DBGS() << describeOp(forOp) << ": " << schedule.getNumStages()
              << " stage(s), " << schedule.clusters.size() << " clusters\n";
    SmallVector<ScheduleTableRow> rows;
    for (Operation &op : forOp.getBody()->without_terminator()) {
      ScheduleTableRow row{&op, std::nullopt, std::nullopt, std::nullopt,
                           notes.lookup(&op)};
      if (opLatency.count(&op))
        row.latency = opLatency.lookup(&op);
      if (schedule.count(&op)) {
        row.stage = schedule.lookup(&op).first;
        row.cluster = *schedule.lookup(&op).second;
      }
      rows.push_back(row);
    }
    printScheduleTable(llvm::dbgs(), "[" DEBUG_TYPE "]   ", rows);
  });
}

/// The schedule the other steps start from: from the latencies, else
/// (a loop warp specialization split off) the one the loop carries.
FailureOr<CoarseSchedule> initialSchedule(scf::ForOp forOp,
                                          const LatencyMap &opLatency,
                                          StepNotes &notes) {
  std::string whyNot = whyUnsafe(forOp);
  if (whyNot.empty() && hasLatencies(forOp, opLatency)) {
    CoarseSchedule schedule = scheduleKeyOps(forOp, opLatency);
    notes.after(schedule, "1: latency op or its user (stage = longest "
                          "distance - distance)");
    return std::move(schedule);
  }
  if (whyNot.empty()) {
    FailureOr<CoarseSchedule> schedule = partitionSchedule(forOp, opLatency);
    if (succeeded(schedule)) {
      notes.after(*schedule, "1: kept from the warp-specialized loop");
      return std::move(*schedule);
    }
    whyNot = "none of its ops has a latency";
  }
  TT_DEBUG(TT_DBGS() << describeOp(forOp) << ": not scheduled: " << whyNot
                     << "\n");
  return failure();
}

void scheduleLoop(scf::ForOp forOp, const LatencyMap &opLatency) {
  StepNotes notes;
  FailureOr<CoarseSchedule> initial = initialSchedule(forOp, opLatency, notes);
  if (failed(initial))
    return;
  CoarseSchedule schedule = std::move(*initial);
  notes.before(schedule);
  Cluster afterPrologue = schedulePrologueAndEpilogue(forOp, schedule);
  notes.after(schedule, "2: scf.if before or after the scheduled ops");
  notes.before(schedule);
  scheduleDependencies(forOp, schedule);
  notes.after(schedule, "3: producer of an op of this stage and cluster");
  notes.before(schedule);
  scheduleDistanceOneDependencies(forOp, schedule);
  notes.after(schedule, "4: yields a value read by an earlier stage");
  notes.before(schedule);
  scheduleRemainingToLastStage(forOp, schedule, afterPrologue);
  notes.after(schedule, "5: the rest: last stage");
  traceSchedule(forOp, schedule, opLatency, notes);
  schedule.serialize(forOp);
}

struct ScheduleLoops
    : mlir::triton::gpu::impl::TritonGPUScheduleLoopsBase<ScheduleLoops> {
  using TritonGPUScheduleLoopsBase::TritonGPUScheduleLoopsBase;

  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    LatencyMap opLatency = deserializeLatencies(module);
    SmallVector<scf::ForOp> loops;
    module.walk([&](scf::ForOp forOp) { loops.push_back(forOp); });
    for (scf::ForOp forOp : loops)
      scheduleLoop(forOp, opLatency);
  }
};

} // namespace
