//===- AutomaticWarpSpecialization.cpp - the WS pipeline ------------------===//
//
// Triton 3.6's automatic warp specialization is a pipeline that one pass
// runs inside itself: assign the ops of marked loops to partitions, put
// asynchronous references (arefs) between them, lower those to barriers
// and buffers, split the loops into the regions of a ttg.warp_specialize,
// and reschedule what is left. The dump logs show each step as a block;
// running the steps through a nested pass manager keeps that (and lets
// -mlir-print-ir-before-all and tt-dump see them the same way).
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/NVWS/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#define DEBUG_TYPE "tritongpu-automatic-warp-specialization"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUAUTOMATICWARPSPECIALIZATION
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;

namespace {

struct AutomaticWarpSpecialization
    : public triton::gpu::impl::TritonGPUAutomaticWarpSpecializationBase<
          AutomaticWarpSpecialization> {
  using TritonGPUAutomaticWarpSpecializationBase::
      TritonGPUAutomaticWarpSpecializationBase;

  /// Triton 3.6's steps, in its order.
  std::string steps() const {
    return "tritongpu-partition-scheduling,nvws-insert-aref,"
           "nvws-insert-tmem-aref,sccp,cse,nvws-lower-aref{num-stages=" +
           std::to_string(numStages) +
           "},tritongpu-partition-loops,"
           "nvws-lower-warp-group,tritongpu-schedule-loops";
  }

  void runOnOperation() override {
    OpPassManager pm(ModuleOp::getOperationName());
    std::string problems;
    llvm::raw_string_ostream problemStream(problems);
    if (failed(parsePassPipeline(steps(), pm, problemStream))) {
      getOperation().emitError()
          << "tritongpu-automatic-warp-specialization: " << problems;
      return signalPassFailure();
    }
    TT_DEBUG(TT_DBGS() << "running " << steps() << "\n");
    if (failed(runPipeline(pm, getOperation())))
      signalPassFailure();
  }
};

} // namespace
