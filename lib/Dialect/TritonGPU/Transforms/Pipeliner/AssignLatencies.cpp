//===- AssignLatencies.cpp - tritongpu-assign-latencies -------------------===//
//
// The first pass of Triton 3.6's software pipeliner: in each innermost
// loop it marks the ops whose results should be ready some iterations
// ahead, with `tt.latency` (how many stages the value takes to arrive):
//
//  - loads feeding a dot (directly, or through the address of another such
//    load) and cheap enough to copy asynchronously: the stages the loop
//    has, shared among the levels of indirection;
//  - MMAv5 (tcgen05) ops whose operands are so loaded: 1, so their users
//    can wait an iteration (2 in a warp-specialized loop), and
//    `tt.self_latency = 1`: an MMA may overlap the next one.
//
// Loops that already carry `tt.latency` keep theirs.
//
//===----------------------------------------------------------------------===//
#include "tt/Analysis/AxisInfo.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/PipelineSchedule.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/MapVector.h"

#include <string>

#define DEBUG_TYPE "tritongpu-assign-latencies"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUASSIGNLATENCIES
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

using LatencyMap = llvm::DenseMap<Operation *, int>;
/// Why each op of a loop got its latency (or none), for the trace.
using Notes = llvm::MapVector<Operation *, std::string>;

/// Why the pipeliner leaves `forOp` alone; empty when it may pipeline it.
std::string whyNotPipelined(scf::ForOp forOp) {
  if (loopHasDistGreaterThanOne(forOp))
    return "it yields a value its body does not compute (a dependence "
           "longer than one iteration)";
  if (isOuterLoop(forOp))
    return "it holds another loop";
  return "";
}

bool hasUserLatencies(scf::ForOp forOp) {
  return llvm::any_of(forOp.getBody()->without_terminator(), [](Operation &op) {
    return op.hasAttr(kLatencyAttrName);
  });
}

//===----------------------------------------------------------------------===//
// Loads
//===----------------------------------------------------------------------===//

/// Finds the loads worth copying asynchronously in one loop and gives them
/// the loop's stages, shared among their levels of indirection.
class LoadLatencies {
public:
  LoadLatencies(scf::ForOp forOp, int numStages,
                const ModuleAxisInfoAnalysis &axisInfo, LatencyMap &opLatency,
                Notes &notes)
      : forOp(forOp), numStages(numStages), axisInfo(axisInfo),
        opLatency(opLatency), notes(notes) {}

  LogicalResult run();

private:
  LogicalResult visit(Operation *op, int distance);
  FailureOr<bool> isPipeliningBeneficial(Operation *load);
  FailureOr<bool> computeBeneficial(Operation *load);

  scf::ForOp forOp;
  int numStages;
  const ModuleAxisInfoAnalysis &axisInfo;
  LatencyMap &opLatency;
  Notes &notes;

  /// Each load reached from a dot, with its level of indirection (0: it
  /// feeds the dot, 1: it feeds the address of a level-0 load, ...).
  llvm::MapVector<Operation *, int> levels;
  /// Ops visited from the current dot.
  DenseSet<Operation *> seen;
  /// Loads reached at two levels: Triton cannot tell which to use.
  DenseSet<Operation *> excluded;
  DenseMap<Operation *, bool> beneficial;
};

LogicalResult LoadLatencies::run() {
  // Triton's seeds: every dot, and tmem_store (kept to match the IR from
  // before tensor-memory allocs were hoisted).
  bool seenDot = false;
  for (Operation &op : forOp.getBody()->without_terminator()) {
    if (!isDotLike(&op) && !isa<ttng::TMEMStoreOp>(op))
      continue;
    seenDot = true;
    seen.clear();
    if (failed(visit(&op, 0)))
      return failure();
  }
  // A loop with its own tt.num_stages pipelines loads without a dot: from
  // every op but the loads themselves.
  if (forOp->hasAttr(kNumStagesAttrName) && !seenDot)
    for (Operation &op : forOp.getBody()->without_terminator())
      if (!isPipelinableLoadKind(&op) && failed(visit(&op, 0)))
        return failure();

  // Each level takes at least one stage of its own, so a level as deep as
  // the stages after the first is not pipelined.
  for (auto it = levels.begin(); it != levels.end();) {
    if (it->second < numStages - 1) {
      ++it;
      continue;
    }
    notes[it->first] = "indirection level " + std::to_string(it->second) +
                       " leaves no stage (num_stages " +
                       std::to_string(numStages) + ")";
    it = levels.erase(it);
  }
  int maxLevel = 0;
  for (auto [load, level] : levels)
    maxLevel = std::max(maxLevel, level);
  int latency = (numStages - 1) / (maxLevel + 1);
  for (auto [load, level] : levels) {
    opLatency[load] = latency;
    notes[load] = "load at indirection level " + std::to_string(level) +
                  ": (num_stages - 1) / (deepest level + 1) = (" +
                  std::to_string(numStages) + " - 1) / (" +
                  std::to_string(maxLevel) + " + 1)";
  }
  return success();
}

/// Walks back from `op` through the producers in its block: a load reached
/// gets `distance` as its level, and the loads feeding it one more. A dot's
/// accumulator is not followed (only its A and B are pipelined).
LogicalResult LoadLatencies::visit(Operation *op, int distance) {
  if (!seen.insert(op).second || excluded.count(op))
    return success();
  if (isPipelinableLoadKind(op)) {
    FailureOr<bool> worth = isPipeliningBeneficial(op);
    if (failed(worth))
      return failure();
    if (!*worth)
      return success();
    auto [it, inserted] = levels.insert({op, distance});
    if (!inserted && it->second != distance) {
      notes[op] = "reached at indirection levels " +
                  std::to_string(it->second) + " and " +
                  std::to_string(distance);
      levels.erase(it);
      excluded.insert(op);
      return success();
    }
    ++distance;
  }
  for (Value operand : getNestedOperands(op)) {
    if (isDotLike(op) && operand == op->getOperand(2))
      continue;
    Operation *def = operand.getDefiningOp();
    if (def && def->getBlock() == op->getBlock() &&
        failed(visit(def, distance)))
      return failure();
  }
  return success();
}

FailureOr<bool> LoadLatencies::isPipeliningBeneficial(Operation *load) {
  auto it = beneficial.find(load);
  if (it != beneficial.end())
    return it->second;
  FailureOr<bool> worth = computeBeneficial(load);
  if (succeeded(worth))
    beneficial[load] = *worth;
  return worth;
}

/// Whether an asynchronous copy can carry `load`: cp.async moves at least
/// 4 bytes a thread, into one shared layout all users agree on.
FailureOr<bool> LoadLatencies::computeBeneficial(Operation *load) {
  if (auto plain = dyn_cast<LoadOp>(load)) {
    unsigned width = 0;
    if (!canBeConvertedToAsyncLoad(plain, axisInfo, &width)) {
      notes[load] = "too small: " + std::to_string(width) +
                    " bits per access, cp.async needs 32";
      return false;
    }
  }
  if (isa<DescriptorLoadOp, DescriptorGatherOp>(load))
    return true;
  bool incompatible = false;
  getSharedEncIfAllUsersAreDotEnc(load->getResult(0), incompatible);
  if (incompatible) {
    notes[load] = "its dot users need different shared layouts";
    return false;
  }
  Attribute allocEncoding;
  for (Operation *user : load->getUsers()) {
    auto alloc = dyn_cast<LocalAllocOp>(user);
    if (!alloc)
      continue;
    Attribute encoding = alloc.getType().getEncoding();
    if (allocEncoding && encoding != allocEncoding) {
      notes[load] = "its local_allocs use different shared layouts";
      return false;
    }
    allocEncoding = encoding;
  }
  if (!allocEncoding)
    return true;
  auto type = cast<RankedTensorType>(load->getResult(0).getType());
  FailureOr<int> bytes = getCopyVecBytes(type, allocEncoding);
  if (failed(bytes))
    return load->emitError("tritongpu-assign-latencies: no linear layout to "
                           "copy ")
           << type << " into " << allocEncoding;
  if (*bytes < 4) {
    notes[load] = "copies " + std::to_string(*bytes) +
                  " byte(s) per thread into its shared layout, cp.async "
                  "needs 4";
    return false;
  }
  return true;
}

//===----------------------------------------------------------------------===//
// MMAv5 ops
//===----------------------------------------------------------------------===//

/// Gives the MMAv5 ops of a loop whose operands arrive pipelined (or that
/// at least have no accumulator read after them) a self latency of 1, and
/// a latency (their users wait an iteration) where the accumulator allows.
class MMALatencies {
public:
  MMALatencies(scf::ForOp forOp, LatencyMap &opLatency, Notes &notes)
      : forOp(forOp), opLatency(opLatency), notes(notes) {}

  LogicalResult run();

private:
  LogicalResult assign(Operation *mma, LatencyMap &selfLatency);

  scf::ForOp forOp;
  LatencyMap &opLatency;
  Notes &notes;
};

LogicalResult MMALatencies::run() {
  LatencyMap selfLatency;
  for (Operation &op : forOp.getBody()->without_terminator())
    if (isMMAv5(&op) && failed(assign(&op, selfLatency)))
      return failure();
  serializeSelfLatencies(selfLatency);
  return success();
}

LogicalResult MMALatencies::assign(Operation *mma, LatencyMap &selfLatency) {
  // Triton's heuristic: a loop that also runs a synchronous tt.dot would
  // rather peel its last iteration than wait a whole masked one.
  if (llvm::any_of(forOp.getBody()->without_terminator(),
                   [](Operation &op) { return isa<DotOp>(op); })) {
    notes[mma] = "not pipelined: the loop also has a synchronous tt.dot";
    return success();
  }
  auto isLoadToBePipelined = [&](Operation *load) {
    return opLatency.lookup(load) > 0;
  };
  FailureOr<MMAv5OperandsState> operands =
      analyzeMMAv5Operands(mma, forOp, isLoadToBePipelined);
  if (failed(operands))
    return failure();
  if (!operands->pipelineable &&
      !(operands->determined && !hasLoadsAfterMMA(mma, forOp))) {
    notes[mma] = "not pipelined: its operands are not all loaded by "
                 "pipelined loads";
    return success();
  }
  selfLatency[mma] = 1;
  std::string why = operands->pipelineable
                        ? "operands loaded by pipelined loads; self latency 1"
                        : "no accumulator read after it; self latency 1";
  bool accumulatorRotates = !requiresAccMultiBuffering(mma, forOp) ||
                            (isAccMultibufferingPossible(mma, forOp) &&
                             !forOp->hasAttr(kDisallowAccMultiBufferAttrName));
  if (accumulatorRotates)
    opLatency[mma] = 1;
  else
    why += "; no latency: its accumulator is read in the loop and cannot "
           "be multi-buffered";
  // Triton's hack for warp-specialized loops: one more stage (the user
  // sits in another partition), unless the accumulator is read, modified
  // and written back. A loop nested in a warp-specialized one counts too
  // (Triton 3.6 on a persistent matmul left unflattened: latency 2 with
  // the outer loop marked, 1 without).
  bool warpSpecialized = false;
  for (Operation *loop = forOp; loop; loop = loop->getParentOfType<scf::ForOp>())
    warpSpecialized |= loop->hasAttr(kWarpSpecializeAttrName);
  if (warpSpecialized) {
    if (hasAccReadModifyWrite(mma, forOp)) {
      opLatency.erase(mma);
      why += "; warp-specialized, accumulator read-modify-written: no latency";
    } else {
      opLatency[mma] += 1;
      why += "; warp-specialized: one stage more";
    }
  }
  notes[mma] = why;
  return success();
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

void traceLoop(scf::ForOp forOp, int numStages, const LatencyMap &opLatency,
               const Notes &notes) {
  TT_DEBUG({
    TT_DBGS() << describeOp(forOp) << ": num_stages " << numStages << "\n";
    SmallVector<ScheduleTableRow> rows;
    for (Operation &op : forOp.getBody()->without_terminator()) {
      auto note = notes.find(&op);
      if (note == notes.end())
        continue;
      ScheduleTableRow row{&op, std::nullopt, std::nullopt, std::nullopt,
                           note->second};
      if (opLatency.count(&op))
        row.latency = opLatency.lookup(&op);
      rows.push_back(row);
    }
    printScheduleTable(llvm::dbgs(), "[" DEBUG_TYPE "]   ", rows);
  });
}

struct AssignLatencies
    : mlir::triton::gpu::impl::TritonGPUAssignLatenciesBase<AssignLatencies> {
  using TritonGPUAssignLatenciesBase::TritonGPUAssignLatenciesBase;

  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    SmallVector<scf::ForOp> loops = loopsToPipeline(module);
    if (loops.empty())
      return;
    ModuleAxisInfoAnalysis axisInfo(module);
    LatencyMap opLatency;
    for (scf::ForOp forOp : loops)
      if (failed(assignLoop(forOp, axisInfo, opLatency)))
        return signalPassFailure();
    serializeLatencies(opLatency);
  }

private:
  SmallVector<scf::ForOp> loopsToPipeline(ModuleOp module) {
    SmallVector<scf::ForOp> loops;
    module.walk([&](scf::ForOp forOp) {
      int stages = getNumStagesOrDefault(forOp, numStages);
      std::string whyNot = whyNotPipelined(forOp);
      if (whyNot.empty() && stages <= 1)
        whyNot = "it has " + std::to_string(stages) + " stage(s)";
      if (whyNot.empty()) {
        loops.push_back(forOp);
        return;
      }
      TT_DEBUG(TT_DBGS() << describeOp(forOp) << ": not pipelined: "
                         << whyNot << "\n");
    });
    return loops;
  }

  LogicalResult assignLoop(scf::ForOp forOp,
                           const ModuleAxisInfoAnalysis &axisInfo,
                           LatencyMap &opLatency) {
    int stages = getNumStagesOrDefault(forOp, numStages);
    Notes notes;
    if (hasUserLatencies(forOp)) {
      for (Operation &op : forOp.getBody()->without_terminator())
        if (auto attr = op.getAttrOfType<IntegerAttr>(kLatencyAttrName)) {
          opLatency[&op] = attr.getInt();
          notes[&op] = "given in the input";
        }
    } else {
      if (failed(LoadLatencies(forOp, stages, axisInfo, opLatency, notes)
                     .run()) ||
          failed(MMALatencies(forOp, opLatency, notes).run()))
        return failure();
    }
    traceLoop(forOp, stages, opLatency, notes);
    return success();
  }
};

} // namespace
