//===- WarpSpecialization.cpp - nvgpu-warp-specialization ----------------===//
//
// Triton 3.6 runs its Hopper warp specialization in make_ttgir for cuda:80
// and cuda:90, one tt.func at a time. It only touches functions with a loop
// marked `tt.warp_specialize`, and of those it leaves alone, unchanged, the
// ones whose kernel does not have 4 warps and the ones with an `scf.if`
// that has an else block (its code partitioning cannot split channels in
// else blocks yet). Splitting the remaining functions into producer and
// consumer tasks (task and data partitioning, code partitioning, token
// lowering) is not implemented yet, so such a function is an error at its
// first marked loop instead of a silent difference from Triton.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/LoopAttributes.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#define DEBUG_TYPE "nvgpu-warp-specialization"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_NVGPUWARPSPECIALIZATION
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;

namespace {

struct NVGPUWarpSpecialization
    : public triton::nvidia_gpu::impl::NVGPUWarpSpecializationBase<
          NVGPUWarpSpecialization> {
  using NVGPUWarpSpecializationBase::NVGPUWarpSpecializationBase;

  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    for (auto func : getOperation().getOps<triton::FuncOp>())
      if (failed(checkFunctionIsLeftAlone(func)))
        return signalPassFailure();
  }

  /// Succeeds where Triton 3.6 leaves `func` as it is; an error at the
  /// first marked loop where it would warp-specialize it.
  LogicalResult checkFunctionIsLeftAlone(triton::FuncOp func) {
    scf::ForOp marked;
    func.walk([&](scf::ForOp loop) {
      if (!loop->hasAttr(triton::kWarpSpecializeAttrName))
        return WalkResult::advance();
      marked = loop;
      return WalkResult::interrupt();
    });
    if (!marked) {
      TT_DEBUG(TT_DBGS() << "@" << func.getName()
                         << ": no loop marked tt.warp_specialize, unchanged\n");
      return success();
    }
    std::optional<int64_t> numWarps = triton::gpu::lookupNumWarps(func);
    if (numWarps && *numWarps != 4) {
      TT_DEBUG(TT_DBGS() << "@" << func.getName() << ": " << *numWarps
                         << " warps (Triton 3.6 warp-specializes only 4-warp "
                            "kernels), unchanged\n");
      return success();
    }
    bool hasElse = func.walk([](scf::IfOp ifOp) {
                         return ifOp.elseBlock() ? WalkResult::interrupt()
                                                 : WalkResult::advance();
                       }).wasInterrupted();
    if (hasElse) {
      TT_DEBUG(TT_DBGS() << "@" << func.getName()
                         << ": an scf.if with an else block (Triton 3.6 "
                            "does not partition those), unchanged\n");
      return success();
    }
    // At the loop's place, without printing the whole loop after it.
    return emitError(marked.getLoc(),
                     "nvgpu-warp-specialization does not split loops marked "
                     "tt.warp_specialize yet (Triton 3.6 partitions a 4-warp "
                     "function without else blocks into producer and "
                     "consumer warp groups)");
  }
};

} // namespace
