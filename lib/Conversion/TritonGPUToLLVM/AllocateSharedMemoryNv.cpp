//===- AllocateSharedMemoryNv.cpp - allocate-shared-memory-nv -------------===//
//
// Writes the shared-memory allocation into the IR as Triton 3.6 does
// (`attachAllocationSizeAndOffsetAttr`): `allocation.offset` on every op
// owning a buffer (its scratch or call frame, else the explicit buffer its
// single result is), `ttg.shared` on the module.
//
//===----------------------------------------------------------------------===//

#include "tt/Analysis/Allocation.h"
#include "tt/Conversion/TritonGPUToLLVM/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/OptionsFromModule.h"

#define DEBUG_TYPE "allocate-shared-memory-nv"

namespace mlir::triton {
#define GEN_PASS_DEF_ALLOCATESHAREDMEMORYNV
#include "tt/Conversion/TritonGPUToLLVM/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

/// The buffer `op` owns: its scratch or call frame, else the explicit
/// buffer of its single result.
Allocation::BufferId getOwnedBuffer(const Allocation &allocation,
                                    Operation *op) {
  Allocation::BufferId id = allocation.getBufferId(op);
  if (id == Allocation::InvalidBufferId && op->getNumResults() == 1)
    id = allocation.getBufferId(op->getResult(0));
  return id;
}

struct AllocateSharedMemoryNv
    : public triton::impl::AllocateSharedMemoryNvBase<AllocateSharedMemoryNv>,
      public triton::PassOptionsFromModule<AllocateSharedMemoryNv> {
  using AllocateSharedMemoryNvBase::AllocateSharedMemoryNvBase;

  /// `compute-capability` 0 (the default) means "from `ttg.target`".
  void takeOptionsFromModule(ModuleOp module) override {
    if (computeCapability != 0)
      return;
    if (std::optional<int> capability =
            triton::gpu::findNVIDIAComputeCapability(module))
      computeCapability = *capability;
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    int capability = computeCapability;
    if (capability == 0) {
      FailureOr<int> fromTarget = triton::gpu::getNVIDIAComputeCapability(module);
      if (failed(fromTarget))
        return signalPassFailure();
      capability = *fromTarget;
    }
    ModuleAllocation allocation(
        module, getNvidiaAllocationAnalysisScratchSizeFn(capability));
    if (failed(allocation.getStatus()))
      return signalPassFailure();
    attachOffsets(module, allocation);
  }

  void attachOffsets(ModuleOp module, ModuleAllocation &allocation) {
    auto i32 = IntegerType::get(module.getContext(), 32);
    for (auto func : module.getOps<FunctionOpInterface>()) {
      Allocation *funcAllocation = allocation.getFuncData(func);
      if (!funcAllocation)
        continue;
      func.walk([&](Operation *op) {
        Allocation::BufferId id = getOwnedBuffer(*funcAllocation, op);
        if (id == Allocation::InvalidBufferId)
          return;
        op->setAttr("allocation.offset",
                    IntegerAttr::get(i32, funcAllocation->getOffset(id)));
      });
    }
    size_t total = allocation.getSharedMemorySize();
    TT_DEBUG(TT_DBGS() << "ttg.shared = " << total << "\n");
    module->setAttr("ttg.shared", IntegerAttr::get(i32, total));
  }
};

} // namespace
