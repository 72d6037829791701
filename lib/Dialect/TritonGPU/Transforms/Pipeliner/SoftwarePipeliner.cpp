//===- SoftwarePipeliner.cpp - tritongpu-pipeline -------------------------===//
//
// The last pass of Triton 3.6's software pipeliner: it lowers the loads of
// each loop tritongpu-schedule-loops scheduled to asynchronous copies,
// expands the loop by its schedule (prologue and predicated kernel), makes
// wgmma asynchronous, sets the async_wait counts and pipelines the TMA
// stores. The steps are declared in PipelineLowering.h.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/PipelineExpander.h"
#include "tt/Dialect/TritonGPU/Transforms/PipelineLowering.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "tritongpu-pipeline"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUPIPELINE
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// Triton peels the last iteration of a loop whose last stage waits on an
/// MMAv5 barrier; that path is not implemented.
LogicalResult checkNoEpiloguePeeling(scf::ForOp forOp,
                                     const CoarseSchedule &schedule) {
  int lastStage = schedule.getNumStages() - 1;
  Operation *lastStageWait = nullptr;
  bool hasMMAv5 = false;
  for (Operation &op : forOp.getBody()->without_terminator()) {
    if (isa<ttng::WaitBarrierOp>(op) && schedule.count(&op) &&
        schedule.lookup(&op).first == lastStage)
      lastStageWait = &op;
    hasMMAv5 |= isMMAv5(&op);
  }
  if (!hasMMAv5 || !lastStageWait ||
      forOp->getParentOfType<WarpSpecializeOp>())
    return success();
  return lastStageWait->emitError(
      "tritongpu-pipeline: peeling the epilogue of an MMAv5 loop whose last "
      "stage waits on a barrier is not implemented");
}

void traceSchedule(scf::ForOp forOp,
                   const std::vector<std::pair<Operation *, unsigned>> &order,
                   const CoarseSchedule &schedule) {
  TT_DEBUG({
    int maxStage = schedule.getNumStages() - 1;
    TT_DBGS() << "expanding " << describeOp(forOp) << " (" << maxStage + 1
              << " stages; stage s runs iteration iv + (" << maxStage
              << " - s) * step), body in this order:\n";
    SmallVector<ScheduleTableRow> rows;
    for (auto [op, stage] : order) {
      ScheduleTableRow row;
      row.op = op;
      row.stage = stage;
      row.cluster = *schedule.lookup(op).second;
      if (int(stage) < maxStage)
        row.why = "predicated: runs while its iteration < ub";
      rows.push_back(std::move(row));
    }
    printScheduleTable(llvm::dbgs(), "[" DEBUG_TYPE "]   ", rows);
  });
}

LogicalResult expandLoops(ModuleOp module) {
  SmallVector<scf::ForOp> loops;
  module->walk([&](scf::ForOp forOp) { loops.push_back(forOp); });
  for (scf::ForOp forOp : loops) {
    FailureOr<CoarseSchedule> schedule = CoarseSchedule::deserialize(forOp);
    if (failed(schedule))
      continue;
    if (failed(checkNoEpiloguePeeling(forOp, *schedule)))
      return failure();
    PipeliningOptions options;
    for (auto [op, stage, cluster] : schedule->getOpsInOrder(forOp))
      options.schedule.push_back({op, unsigned(stage)});
    options.predicate = wrapInMaskOp;
    traceSchedule(forOp, options.schedule, *schedule);
    IRRewriter rewriter(forOp);
    if (failed(pipelineForLoop(rewriter, forOp, options)))
      return failure();
  }
  return resolveMaskOps(module);
}

LogicalResult canonicalizeArith(ModuleOp module) {
  RewritePatternSet patterns(module.getContext());
  module.getContext()
      ->getLoadedDialect<arith::ArithDialect>()
      ->getCanonicalizationPatterns(patterns);
  return applyPatternsGreedily(module, std::move(patterns));
}

struct Pipeline
    : mlir::triton::gpu::impl::TritonGPUPipelineBase<Pipeline> {
  using TritonGPUPipelineBase::TritonGPUPipelineBase;

  /// Prints the module as Triton's `llvm::dbgs() << moduleOp` does: local
  /// scope (no aliases), no locations, values named by number.
  void dumpStep(ModuleOp module, StringRef step) {
    if (!dumpIntermediateSteps)
      return;
    llvm::dbgs() << "// -----// SoftwarePipeliner internal IR Dump After: "
                 << step << "\n";
    module->print(llvm::dbgs(), OpPrintingFlags()
                                    .useLocalScope()
                                    .enableDebugInfo(false)
                                    .printNameLocAsPrefix(false));
    llvm::dbgs() << "\n\n\n";
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(lowerLoops(module)))
      return signalPassFailure();
    dumpStep(module, "LowerLoops");
    if (failed(expandLoops(module)))
      return signalPassFailure();
    dumpStep(module, "ExpandLoops");
    removePipeliningAttributes(module);
    SmallVector<scf::ForOp> loops;
    module->walk([&](scf::ForOp forOp) { loops.push_back(forOp); });
    for (scf::ForOp forOp : loops)
      if (getNumStagesOrDefault(forOp, numStages) >= 1)
        asyncLaunchDots(forOp);
    updateWaits(module);
    if (failed(canonicalizeArith(module))) {
      module.emitError("tritongpu-pipeline: arith canonicalization did not "
                       "converge");
      return signalPassFailure();
    }
    loops.clear();
    module->walk([&](scf::ForOp forOp) {
      if (getNumStagesOrDefault(forOp, numStages) > 1)
        loops.push_back(forOp);
    });
    for (scf::ForOp forOp : loops)
      if (failed(pipelineTMAStores(forOp)))
        return signalPassFailure();
  }
};

} // namespace
