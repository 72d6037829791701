//===- TestAllocation.cpp - Print the shared-memory allocation ------------===//
#include "TestPasses.h"

#include "tt/Analysis/Allocation.h"
#include "tt/Analysis/Membar.h"

namespace mlir::triton::test {
#define GEN_PASS_DEF_TESTPRINTALLOCATION
#define GEN_PASS_DEF_TESTPRINTMEMBAR
#include "TestPasses.h.inc"
} // namespace mlir::triton::test

using namespace mlir;
using namespace mlir::triton;

namespace {

/// The allocation of `module` with NVIDIA's rules for its `ttg.target`.
std::optional<ModuleAllocation> allocate(ModuleOp module) {
  FailureOr<int> capability = triton::gpu::getNVIDIAComputeCapability(module);
  if (failed(capability))
    return std::nullopt;
  std::optional<ModuleAllocation> allocation;
  allocation.emplace(module,
                     getNvidiaAllocationAnalysisScratchSizeFn(*capability));
  if (failed(allocation->getStatus()))
    return std::nullopt;
  return allocation;
}

struct TestPrintAllocationPass
    : test::impl::TestPrintAllocationBase<TestPrintAllocationPass> {
  void runOnOperation() override {
    std::optional<ModuleAllocation> allocation = allocate(getOperation());
    if (!allocation)
      return signalPassFailure();
    for (auto func : getOperation().getOps<FunctionOpInterface>()) {
      Allocation *funcAllocation = allocation->getFuncData(func);
      func.walk([&](Operation *op) {
        Allocation::BufferId id = funcAllocation->getBufferId(op);
        if (id != Allocation::InvalidBufferId)
          remark(op, *funcAllocation, id,
                 funcAllocation->isVirtualBuffer(id) ? "virtual " : "scratch ");
        for (Value result : op->getResults()) {
          id = funcAllocation->getBufferId(result);
          if (id != Allocation::InvalidBufferId)
            remark(op, *funcAllocation, id, "");
        }
      });
      func.emitRemark() << "size = " << funcAllocation->getSharedMemorySize();
    }
  }

  static void remark(Operation *op, const Allocation &allocation,
                     Allocation::BufferId id, StringRef kind) {
    const Allocation::BufferT &buffer = allocation.getBuffer(id);
    Interval<size_t> live =
        allocation.getLiveness().lookup(const_cast<Allocation::BufferT *>(&buffer));
    op->emitRemark() << kind << "offset = " << buffer.offset
                     << ", size = " << buffer.size << ", live = ["
                     << live.start() << ", " << live.end() << ")";
  }
};

struct TestPrintMembarPass
    : test::impl::TestPrintMembarBase<TestPrintMembarPass> {
  void runOnOperation() override {
    std::optional<ModuleAllocation> allocation = allocate(getOperation());
    if (!allocation)
      return signalPassFailure();
    insertSharedMemoryBarriers(*allocation);
  }
};

} // namespace
