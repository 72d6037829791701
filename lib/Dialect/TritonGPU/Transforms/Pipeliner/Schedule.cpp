//===- Schedule.cpp - The software pipeliner's coarse schedule ------------===//
#include "tt/Dialect/TritonGPU/Transforms/PipelineSchedule.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"

#include "tt/Support/Debug.h"

#include "mlir/IR/Builders.h"
#include "llvm/Support/Format.h"

#include <limits>

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

//===----------------------------------------------------------------------===//
// Clusters
//===----------------------------------------------------------------------===//

void CoarseSchedule::ClusterList::renumber() {
  int position = 0;
  for (int &number : numbers)
    number = position++;
}

CoarseSchedule::Cluster CoarseSchedule::ClusterList::newAtBack() {
  numbers.push_back(numbers.size());
  return std::prev(numbers.end());
}

CoarseSchedule::Cluster CoarseSchedule::ClusterList::newAtFront() {
  numbers.push_front(0);
  renumber();
  return numbers.begin();
}

CoarseSchedule::Cluster
CoarseSchedule::ClusterList::newBefore(Cluster cluster) {
  Cluster inserted = numbers.insert(cluster, 0);
  renumber();
  return inserted;
}

//===----------------------------------------------------------------------===//
// Placing ops
//===----------------------------------------------------------------------===//

void CoarseSchedule::insert(Operation *op, int stage, Cluster cluster) {
  numStages = std::max(numStages, stage + 1);
  ops[op] = {stage, cluster};
}

bool CoarseSchedule::insertIfAbsent(Operation *op, int stage,
                                    Cluster cluster) {
  if (ops.count(op))
    return false;
  insert(op, stage, cluster);
  return true;
}

bool CoarseSchedule::insertMinimum(Operation *op, int stage, Cluster cluster) {
  auto [it, inserted] = ops.insert({op, {stage, cluster}});
  if (inserted) {
    numStages = std::max(numStages, stage + 1);
    return true;
  }
  auto &[oldStage, oldCluster] = it->second;
  bool earlier = stage < oldStage || (stage == oldStage && *cluster < *oldCluster);
  if (!earlier)
    return false;
  oldStage = stage;
  oldCluster = cluster;
  return true;
}

/// The value an operand of `op` stands for: itself, or for an iter arg of
/// the loop whose body holds `op` (when `includeArg`), the value the loop
/// yields for it, followed through yielded iter args.
static Value producedValue(Value operand, Operation *op, bool includeArg) {
  Value value = operand;
  llvm::SmallDenseSet<Value> seen;
  while (auto arg = dyn_cast<BlockArgument>(value)) {
    if (!includeArg || !seen.insert(value).second)
      break;
    if (arg.getArgNumber() == 0 || arg.getOwner() != op->getBlock())
      break;
    value = op->getBlock()->getTerminator()->getOperand(arg.getArgNumber() - 1);
  }
  return value;
}

bool CoarseSchedule::insertDepsOfOp(Operation *op, int stage, Cluster cluster,
                                    bool includeArg, bool insertIfEarlier) {
  bool placedAny = false;
  for (Value operand : getNestedOperands(op)) {
    Operation *def = producedValue(operand, op, includeArg).getDefiningOp();
    if (!def || def->getBlock() != op->getBlock())
      continue;
    bool placed = insertIfEarlier ? insertMinimum(def, stage, cluster)
                                  : insertIfAbsent(def, stage, cluster);
    if (!placed)
      continue;
    placedAny = true;
    insertDepsOfOp(def, stage, cluster, includeArg, insertIfEarlier);
  }
  return placedAny;
}

//===----------------------------------------------------------------------===//
// Clusters of scheduled ops
//===----------------------------------------------------------------------===//

CoarseSchedule::Cluster CoarseSchedule::splitClusterBefore(Operation *op,
                                                           scf::ForOp forOp) {
  Cluster cluster = ops.lookup(op).second;
  std::optional<Cluster> before;
  for (Operation &other : forOp.getBody()->without_terminator()) {
    if (&other == op)
      break;
    auto it = ops.find(&other);
    if (it == ops.end() || it->second.second != cluster)
      continue;
    if (!before)
      before = clusters.newBefore(cluster);
    it->second.second = *before;
  }
  return cluster;
}

bool CoarseSchedule::isOpBefore(Operation *a, Operation *b) const {
  auto [aStage, aCluster] = lookup(a);
  auto [bStage, bCluster] = lookup(b);
  if (aStage != bStage)
    return aStage < bStage;
  if (aCluster != bCluster)
    return *aCluster < *bCluster;
  return a->isBeforeInBlock(b);
}

bool CoarseSchedule::isOpInEarlierCluster(Operation *a, Operation *b) const {
  return *lookup(a).second < *lookup(b).second;
}

bool CoarseSchedule::isOpInSameCluster(Operation *a, Operation *b) const {
  return lookup(a).second == lookup(b).second;
}

Operation *CoarseSchedule::findNextInLinearOrder(
    scf::ForOp forOp, Operation *start,
    function_ref<bool(Operation *)> pred) const {
  auto startPlace = ops.find(start);
  if (startPlace == ops.end())
    return nullptr;
  SmallVector<Operation *> body;
  for (Operation &op : forOp.getBody()->without_terminator())
    body.push_back(&op);
  // Cluster numbers are positions: walk them from `start`'s, the ops of
  // each in program order, from just after `start` the first time.
  int stageLimit = startPlace->second.first;
  int cluster = *startPlace->second.second;
  int numClusters = clusters.size();
  size_t from = llvm::find(body, start) - body.begin() + 1;
  while (true) {
    for (size_t i = from; i < body.size(); ++i) {
      auto it = ops.find(body[i]);
      if (it == ops.end() || *it->second.second != cluster)
        continue;
      if (body[i] == start && stageLimit >= numStages)
        return nullptr;
      if (it->second.first <= stageLimit && pred(body[i]))
        return body[i];
    }
    from = 0;
    if (++cluster == numClusters) {
      // The next iteration of the body: one stage further back.
      cluster = 0;
      ++stageLimit;
    }
  }
}

//===----------------------------------------------------------------------===//
// Reading and writing the schedule
//===----------------------------------------------------------------------===//

SmallVector<std::tuple<Operation *, int, CoarseSchedule::Cluster>>
CoarseSchedule::getOpsInOrder(scf::ForOp forOp) const {
  SmallVector<SmallVector<std::tuple<Operation *, int, Cluster>>> byCluster(
      clusters.size());
  for (Operation &op : forOp.getBody()->without_terminator()) {
    auto it = ops.find(&op);
    if (it == ops.end())
      continue;
    auto [stage, cluster] = it->second;
    byCluster[*cluster].push_back({&op, stage, cluster});
  }
  SmallVector<std::tuple<Operation *, int, Cluster>> inOrder;
  for (auto &clusterOps : byCluster)
    inOrder.append(clusterOps.begin(), clusterOps.end());
  return inOrder;
}

StageCluster mlir::triton::gpu::getStageCluster(Operation *op) {
  auto stage = op->getAttrOfType<IntegerAttr>(kLoopStageAttrName);
  auto cluster = op->getAttrOfType<IntegerAttr>(kLoopClusterAttrName);
  if (!stage || !cluster)
    return std::nullopt;
  return std::pair<int, int>(stage.getInt(), cluster.getInt());
}

void mlir::triton::gpu::setStageCluster(Operation *op,
                                        StageCluster stageCluster) {
  if (!stageCluster)
    return;
  Builder builder(op->getContext());
  op->setAttr(kLoopStageAttrName, builder.getI32IntegerAttr(stageCluster->first));
  op->setAttr(kLoopClusterAttrName,
              builder.getI32IntegerAttr(stageCluster->second));
}

void CoarseSchedule::serialize(scf::ForOp forOp) const {
  Builder builder(forOp.getContext());
  for (auto [op, stage, cluster] : getOpsInOrder(forOp)) {
    op->setAttr(kLoopStageAttrName, builder.getI32IntegerAttr(stage));
    op->setAttr(kLoopClusterAttrName, builder.getI32IntegerAttr(*cluster));
  }
  int maxStage = numStages - 1;
  if (auto old = forOp->getAttrOfType<IntegerAttr>(kScheduledMaxStageAttrName))
    maxStage = std::max<int>(maxStage, old.getInt());
  forOp->setAttr(kScheduledMaxStageAttrName,
                 builder.getI32IntegerAttr(maxStage));
}

FailureOr<CoarseSchedule> CoarseSchedule::deserialize(scf::ForOp forOp) {
  auto maxStage = forOp->getAttrOfType<IntegerAttr>(kScheduledMaxStageAttrName);
  if (!maxStage)
    return failure();
  auto placeOf = [](Operation &op) { return getStageCluster(&op); };
  // Triton numbers the clusters from the lowest to the highest one used
  // (-1 when none is: one cluster, for nothing).
  int minCluster = -1, maxCluster = -1;
  bool any = false;
  for (Operation &op : forOp.getBody()->without_terminator())
    if (auto place = placeOf(op)) {
      minCluster = any ? std::min(minCluster, place->second) : place->second;
      maxCluster = any ? std::max(maxCluster, place->second) : place->second;
      any = true;
    }
  CoarseSchedule schedule(maxStage.getInt() + 1);
  DenseMap<int, Cluster> clusterOf;
  for (int id = minCluster; id <= maxCluster; ++id)
    clusterOf[id] = schedule.clusters.newAtBack();
  for (Operation &op : forOp.getBody()->without_terminator())
    if (auto place = placeOf(op))
      schedule.insert(&op, place->first, clusterOf[place->second]);
  return std::move(schedule);
}

void CoarseSchedule::shrinkToFit() {
  if (ops.empty())
    return;
  int minStage = std::numeric_limits<int>::max();
  int maxStage = std::numeric_limits<int>::min();
  for (auto &[op, place] : ops) {
    minStage = std::min(minStage, place.first);
    maxStage = std::max(maxStage, place.first);
  }
  for (auto &[op, place] : ops)
    place.first -= minStage;
  numStages = maxStage - minStage + 1;
}

void mlir::triton::gpu::scheduleDependencies(scf::ForOp forOp,
                                             CoarseSchedule &schedule) {
  // The ops placed so far, taken once: producers found on the way are
  // placed by their consumer's walk, not walked again from here.
  auto anchors = schedule.getOpsInOrder(forOp);
  for (int stage = 0, e = schedule.getNumStages(); stage < e; ++stage)
    for (auto [op, opStage, cluster] : anchors)
      if (opStage == stage)
        schedule.insertDepsOfOp(op, stage, cluster, /*includeArg=*/false,
                                /*insertIfEarlier=*/true);
}

//===----------------------------------------------------------------------===//
// Tracing
//===----------------------------------------------------------------------===//

void mlir::triton::gpu::printScheduleTable(llvm::raw_ostream &os,
                                           StringRef prefix,
                                           ArrayRef<ScheduleTableRow> rows) {
  auto cell = [](std::optional<int> value) {
    return value ? std::to_string(*value) : std::string("-");
  };
  SmallVector<std::string> names;
  size_t width = 2;
  for (const ScheduleTableRow &row : rows) {
    names.push_back(describeOp(row.op));
    width = std::max(width, names.back().size());
  }
  os << prefix << llvm::left_justify("op", width)
     << "  latency  stage  cluster  why\n";
  for (auto [row, name] : llvm::zip(rows, names))
    os << prefix << llvm::left_justify(name, width) << "  "
       << llvm::right_justify(cell(row.latency), 7) << "  "
       << llvm::right_justify(cell(row.stage), 5) << "  "
       << llvm::right_justify(cell(row.cluster), 7) << "  " << row.why
       << "\n";
}
