//===- PipelineSchedule.h - The software pipeliner's coarse schedule -*- C++ -*-===//
//
// The software pipeliner runs in three passes that talk through attributes:
//
//   tritongpu-assign-latencies  writes `tt.latency` (and `tt.self_latency`)
//                               on the ops worth overlapping with later
//                               iterations;
//   tritongpu-schedule-loops    reads them back and writes a coarse
//                               schedule: `loop.stage` / `loop.cluster` on
//                               every op of the loop body, and
//                               `tt.scheduled_max_stage` on the loop;
//   tritongpu-pipeline          expands the loop from that schedule.
//
// A coarse schedule gives each op of a loop body a stage (how many
// iterations later than its loop iteration it runs) and a cluster (where,
// among the ops of the expanded body, it goes: clusters are ordered, and
// ops of one cluster keep their program order).
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TTG_TRANSFORMS_PIPELINESCHEDULE_H
#define TT_DIALECT_TTG_TRANSFORMS_PIPELINESCHEDULE_H

#include "tt/Dialect/Triton/IR/LoopAttributes.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Operation.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <list>
#include <optional>
#include <string>
#include <tuple>
#include <utility>

namespace mlir::triton::gpu {

// The attributes the pipeliner's passes write, under Triton 3.6's names.
/// On an op: cycles before its result is needed (assign-latencies).
inline constexpr llvm::StringLiteral kLatencyAttrName = "tt.latency";
/// On an MMAv5 op: it may overlap with itself in the next iteration.
inline constexpr llvm::StringLiteral kSelfLatencyAttrName = "tt.self_latency";
/// On an op of a scheduled loop: its stage and cluster.
inline constexpr llvm::StringLiteral kLoopStageAttrName = "loop.stage";
inline constexpr llvm::StringLiteral kLoopClusterAttrName = "loop.cluster";
/// On a scheduled loop: its last stage.
inline constexpr llvm::StringLiteral kScheduledMaxStageAttrName =
    "tt.scheduled_max_stage";
// The loop attributes the user sets are in tt/Dialect/Triton/IR/LoopAttributes.h.

/// An op's place in a scheduled loop as its attributes record it (stage,
/// cluster number); none unless it has both.
using StageCluster = std::optional<std::pair<int, int>>;
StageCluster getStageCluster(Operation *op);
/// Writes `loop.stage` and `loop.cluster` on `op` (nothing for none).
void setStageCluster(Operation *op, StageCluster stageCluster);

/// The ordered clusters of a schedule and the (stage, cluster) of each
/// scheduled op. A cluster is a handle that stays valid as clusters are
/// added around it; its number is its position, renumbered on each
/// insertion, which is what `loop.cluster` records.
class CoarseSchedule {
public:
  class ClusterList {
  public:
    using iterator = std::list<int>::iterator;
    iterator begin() { return numbers.begin(); }
    iterator end() { return numbers.end(); }
    size_t size() const { return numbers.size(); }
    iterator newAtBack();
    iterator newAtFront();
    iterator newBefore(iterator cluster);

  private:
    void renumber();
    std::list<int> numbers;
  };
  using Cluster = ClusterList::iterator;
  using StageAndCluster = std::pair<int, Cluster>;

  explicit CoarseSchedule(int numStages = 0) : numStages(numStages) {}
  // Moving keeps the cluster handles valid; copying would not.
  CoarseSchedule(CoarseSchedule &&) = default;
  CoarseSchedule &operator=(CoarseSchedule &&) = default;
  CoarseSchedule(const CoarseSchedule &) = delete;
  CoarseSchedule &operator=(const CoarseSchedule &) = delete;

  ClusterList clusters;

  int getNumStages() const { return numStages; }
  bool empty() const { return ops.empty(); }
  bool count(Operation *op) const { return ops.count(op); }
  StageAndCluster lookup(Operation *op) const { return ops.lookup(op); }
  const llvm::MapVector<Operation *, StageAndCluster> &entries() const {
    return ops;
  }

  /// Places `op`, replacing any earlier place; a later stage than the
  /// schedule has grows it.
  void insert(Operation *op, int stage, Cluster cluster);
  /// Forgets `op` (about to be erased).
  void erase(Operation *op) { ops.erase(op); }
  /// Places `op` unless it has a place; whether it did.
  bool insertIfAbsent(Operation *op, int stage, Cluster cluster);
  /// Places `op` unless it has a place that comes earlier (a lower stage,
  /// or the same stage and an earlier cluster); whether it did.
  bool insertMinimum(Operation *op, int stage, Cluster cluster);
  /// Places the producers of `op`'s operands (those of ops nested in it
  /// too) that sit in `op`'s block, and theirs, at (stage, cluster): where
  /// they have no place, or, with `insertIfEarlier`, where that is earlier.
  /// With `includeArg`, an operand that is an iter arg of the loop stands
  /// for the value the loop yields for it.
  bool insertDepsOfOp(Operation *op, int stage, Cluster cluster,
                      bool includeArg, bool insertIfEarlier);

  /// Moves the ops of `op`'s cluster that come before `op` in `forOp`'s
  /// body (whatever their stage) into a new cluster just before it, and
  /// returns `op`'s cluster, which now starts at `op`. Nothing moves when
  /// `op` is the first op of its cluster. `op` must be scheduled.
  Cluster splitClusterBefore(Operation *op, scf::ForOp forOp);
  /// Whether the expanded loop runs `a` before `b` in one iteration of its
  /// body: a lower stage, else an earlier cluster, else program order.
  bool isOpBefore(Operation *a, Operation *b) const;
  /// Whether `a`'s cluster comes before `b`'s (stages aside).
  bool isOpInEarlierCluster(Operation *a, Operation *b) const;
  /// Whether `a` and `b` share a cluster (stages aside).
  bool isOpInSameCluster(Operation *a, Operation *b) const;
  /// Of the scheduled ops that run after `start` in the unrolled pipeline
  /// (the rest of `start`'s cluster, the later clusters, then the clusters
  /// again from the first for the next iteration, an op of stage s being
  /// reached only once the walk has wrapped to its iteration), the first
  /// one `pred` accepts; null when the walk comes back to `start` past the
  /// last stage. Triton's `linearized(forOp, start).findNext(pred)`.
  Operation *findNextInLinearOrder(
      scf::ForOp forOp, Operation *start,
      llvm::function_ref<bool(Operation *)> pred) const;

  /// The scheduled ops of `forOp`'s body by cluster, in program order
  /// within a cluster.
  SmallVector<std::tuple<Operation *, int, Cluster>>
  getOpsInOrder(scf::ForOp forOp) const;

  /// Writes `loop.stage` and `loop.cluster` on the scheduled ops of the
  /// body and `tt.scheduled_max_stage` on the loop (never lowering one it
  /// has).
  void serialize(scf::ForOp forOp) const;
  /// Reads back a schedule `serialize` wrote (the ops with `loop.stage`);
  /// failure when the loop has no `tt.scheduled_max_stage`. The clusters
  /// are renumbered from 0, from the lowest number the body uses.
  static FailureOr<CoarseSchedule> deserialize(scf::ForOp forOp);

  /// Shifts the stages so that the first one used is 0, and drops the
  /// unused ones after the last.
  void shrinkToFit();

private:
  int numStages = 0;
  llvm::MapVector<Operation *, StageAndCluster> ops;
};

/// Places the producers of every scheduled op with it, stage by stage
/// (earliest place wins).
void scheduleDependencies(scf::ForOp forOp, CoarseSchedule &schedule);

/// One row of the table the pipeliner's passes trace (`-debug-only`): an op
/// of a loop body, what it got, and why.
struct ScheduleTableRow {
  Operation *op = nullptr;
  std::optional<int> latency;
  std::optional<int> stage;
  std::optional<int> cluster;
  std::string why;
};

/// Prints `rows` as a table (op, latency, stage, cluster, why; "-" for a
/// missing value), each line after `prefix`.
void printScheduleTable(llvm::raw_ostream &os, llvm::StringRef prefix,
                        llvm::ArrayRef<ScheduleTableRow> rows);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TTG_TRANSFORMS_PIPELINESCHEDULE_H
