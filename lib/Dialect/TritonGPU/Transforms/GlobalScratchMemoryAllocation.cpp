//===- GlobalScratchMemoryAllocation.cpp - Global scratch offsets ---------===//
//
// Each function's global scratch is laid out in post-order without reuse;
// a call takes its callee's whole scratch (callees are allocated first).
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"

#include "llvm/ADT/SetVector.h"

#define DEBUG_TYPE "tritongpu-global-scratch-memory-allocation"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUGLOBALSCRATCHALLOCATIONPASS
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;

namespace {

constexpr StringLiteral kSizeAttr = "ttg.global_scratch_memory_size";
constexpr StringLiteral kAlignmentAttr = "ttg.global_scratch_memory_alignment";
constexpr StringLiteral kOffsetAttr = "ttg.global_scratch_memory_offset";

/// The scratch `op` needs: an allocation's own, a call's callee's.
std::pair<uint32_t, uint32_t> getScratchNeed(Operation *op) {
  if (auto alloc = dyn_cast<triton::gpu::GlobalScratchAllocOp>(op))
    return {alloc.getNbytes(), alloc.getAlignment()};
  if (auto call = dyn_cast<CallOp>(op)) {
    Operation *callee = call.resolveCallable();
    auto size = callee->getAttrOfType<IntegerAttr>(kSizeAttr);
    auto alignment = callee->getAttrOfType<IntegerAttr>(kAlignmentAttr);
    return {uint32_t(size.getInt()), uint32_t(alignment.getInt())};
  }
  return {0, 0};
}

struct TritonGPUGlobalScratchAllocationPass
    : public triton::gpu::impl::TritonGPUGlobalScratchAllocationPassBase<
          TritonGPUGlobalScratchAllocationPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    llvm::SetVector<Operation *> callStack;
    bool seenKernel = false;
    WalkResult result = module.walk([&](FuncOp func) {
      if (failed(allocate(func, callStack)))
        return WalkResult::interrupt();
      if (func.getVisibility() != SymbolTable::Visibility::Public)
        return WalkResult::advance();
      if (seenKernel) {
        func.emitError("global scratch allocation expects one public "
                       "function (the kernel)");
        return WalkResult::interrupt();
      }
      seenKernel = true;
      module->setAttr(kSizeAttr, func->getAttr(kSizeAttr));
      module->setAttr(kAlignmentAttr, func->getAttr(kAlignmentAttr));
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }

  LogicalResult allocate(FuncOp func, llvm::SetVector<Operation *> &callStack) {
    if (func->hasAttr(kSizeAttr))
      return success();
    // Callees first: a call reserves its callee's whole scratch.
    WalkResult calls = func.walk([&](CallOp call) {
      auto callee = dyn_cast_or_null<FuncOp>(call.resolveCallable());
      if (!callee) {
        call.emitError("global scratch allocation: callee not found");
        return WalkResult::interrupt();
      }
      if (!callStack.insert(func)) {
        call.emitError("global scratch allocation: recursive call");
        return WalkResult::interrupt();
      }
      LogicalResult done = allocate(callee, callStack);
      callStack.remove(func);
      return failed(done) ? WalkResult::interrupt() : WalkResult::advance();
    });
    if (calls.wasInterrupted())
      return failure();

    Builder builder(func.getContext());
    uint32_t offset = 0, largestAlignment = 1;
    func.walk<WalkOrder::PostOrder>([&](Operation *op) {
      auto [nbytes, alignment] = getScratchNeed(op);
      if (nbytes == 0)
        return;
      offset = llvm::alignTo(offset, alignment);
      TT_DEBUG(TT_DBGS() << nbytes << " bytes at " << offset << " for "
                         << describeOp(op) << "\n");
      op->setAttr(kOffsetAttr, builder.getI32IntegerAttr(offset));
      offset += nbytes;
      largestAlignment = std::max(largestAlignment, alignment);
    });
    uint32_t size = llvm::alignTo(offset, largestAlignment);
    func->setAttr(kSizeAttr, builder.getI32IntegerAttr(size));
    func->setAttr(kAlignmentAttr, builder.getI32IntegerAttr(largestAlignment));
    return success();
  }
};

} // namespace
