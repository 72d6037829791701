//===- ProxyFenceInsertion.cpp - triton-nvidia-gpu-proxy-fence-insertion --===//
//
// From sm90 on, TMA loads write shared memory through the async proxy:
// bytes that threads read or wrote through the generic proxy since the last
// `fence.proxy.async` must be fenced before a TMA load may overwrite them.
// Triton 3.6 finds them with Membar's dataflow over the allocation's byte
// intervals (SharedMemoryDataflow), after allocation, so that a scratch
// buffer (a tensor map's, a convert's) that a later buffer reuses counts.
//
//===----------------------------------------------------------------------===//
#include "tt/Analysis/Membar.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "CapabilityFromModule.h"
#include "tt/Support/OptionsFromModule.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#define DEBUG_TYPE "triton-nvidia-gpu-proxy-fence-insertion"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONGPUPROXYFENCEINSERTION
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::nvidia_gpu;

namespace {

/// Ops that write shared memory through the async proxy, and what.
Value asyncProxyDestination(Operation *op) {
  if (auto load = dyn_cast<AsyncTMACopyGlobalToLocalOp>(op))
    return load.getResult();
  if (auto gather = dyn_cast<AsyncTMAGatherOp>(op))
    return gather.getResult();
  return Value();
}

bool isAsyncProxyRead(Operation *op) {
  return isa<WarpGroupDotOp, TCGen5MMAOp, TCGen5MMAScaledOp,
             AsyncTMACopyGlobalToLocalOp, AsyncTMAScatterOp, AsyncTMAReduceOp>(
      op);
}

/// Earlier accesses of these ops need no fence: they are async-proxy ops
/// themselves, or mbarrier operations.
bool needsNoFenceFrom(Operation *op) {
  return isAsyncProxyRead(op) || asyncProxyDestination(op) ||
         isa<ArriveBarrierOp, TMEMCopyOp, WaitBarrierOp, InitBarrierOp,
             InvalBarrierOp>(op);
}

class ProxyFenceAnalysis : public SharedMemoryDataflow {
public:
  using SharedMemoryDataflow::SharedMemoryDataflow;

private:
  // A partition's accesses are fenced where the warp-specialization passes
  // hand buffers over; what the default warps left pending before the
  // ttg.warp_specialize is not the partition's (Triton 3.6 inserts no
  // fence for it).
  bool partitionsStartClean() const override { return true; }

  void update(Operation *op, BlockInfo &pending) override {
    if (isa<FenceAsyncSharedOp>(op)) {
      pending.sync();
      return;
    }
    Value destination = asyncProxyDestination(op);
    BlockInfo generic, asyncWrites;
    if (destination) {
      // Only the destination goes through the async proxy; the mbarrier
      // the load completes on is no generic access either.
      for (Allocation::BufferId id : allocation.getBufferIds(destination))
        asyncWrites.syncWriteIntervals[allocation.getAllocatedInterval(id)]
            .insert(op);
    } else {
      generic = effectAccessesOf(op);
    }
    // A scratch buffer is used by the op's threads: a generic read.
    if (!isa<CallOpInterface>(op)) {
      Allocation::BufferId scratch = allocation.getBufferId(op);
      if (scratch != Allocation::InvalidBufferId)
        generic.syncReadIntervals[allocation.getAllocatedInterval(scratch)]
            .insert(op);
    }
    if (destination || isAsyncProxyRead(op)) {
      Operation *from = nullptr;
      MembarFilterFn filter = [&](Operation *, Operation *earlier) {
        if (needsNoFenceFrom(earlier))
          return true;
        from = earlier;
        return false;
      };
      if (asyncWrites.isIntersected(pending, filter)) {
        builder.setInsertionPoint(op);
        FenceAsyncSharedOp::create(builder, op->getLoc(), /*bCluster=*/false);
        TT_DEBUG(TT_DBGS() << "fence before " << describeOp(op)
                           << ": it overwrites bytes of "
                           << describeOp(from) << "\n");
        pending.sync();
      }
    }
    pending.join(generic);
  }
};

struct ProxyFenceInsertion
    : public triton::nvidia_gpu::impl::TritonGPUProxyFenceInsertionBase<
          ProxyFenceInsertion>,
      public triton::PassOptionsFromModule<ProxyFenceInsertion> {
  using TritonGPUProxyFenceInsertionBase::TritonGPUProxyFenceInsertionBase;

  /// `compute-capability` 0 (the default) means "from `ttg.target`".
  void takeOptionsFromModule(ModuleOp module) override {
    takeCapabilityFromModule(computeCapability, module);
  }

  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    FailureOr<int> found = resolveCapability(computeCapability, module);
    if (failed(found))
      return signalPassFailure();
    int capability = *found;
    // Before Hopper there is no async proxy to fence from.
    if (capability < 90)
      return;
    // Triton sizes the scratch buffers with the target-independent rules
    // here, not with the NVIDIA convert sizes the allocation used.
    ModuleAllocation allocation(module, defaultAllocationAnalysisScratchSizeFn);
    if (failed(allocation.getStatus()))
      return signalPassFailure();
    SharedMemoryDataflow::runOnModule(
        allocation, [](Allocation &funcAllocation, FuncBlockInfoMapT &infos) {
          return std::make_unique<ProxyFenceAnalysis>(funcAllocation, infos);
        });
  }
};

} // namespace
