//===- FenceInsertion.cpp - triton-nvidia-gpu-fence-insertion -------------===//
//
// From sm90 on, MMAs read their shared-memory operands through the async
// proxy, so what the threads wrote there through the generic proxy must be
// fenced before. Triton 3.6 fences each dot whose A or B buffer is written
// by a `ttg.local_alloc` with a value or a `ttg.local_store`, as early as
// those writes allow: out of every loop that holds none of them.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Traits.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "CapabilityFromModule.h"
#include "tt/Support/OptionsFromModule.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"

#define DEBUG_TYPE "triton-nvidia-gpu-fence-insertion"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONGPUFENCEINSERTION
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::nvidia_gpu;

namespace {

/// The A and B operands of a dot-like op, or none for other ops.
std::optional<std::pair<Value, Value>> dotOperands(Operation *op) {
  return llvm::TypeSwitch<Operation *, std::optional<std::pair<Value, Value>>>(
             op)
      .Case<DotOp, DotScaledOp, WarpGroupDotOp, TCGen5MMAOp, TCGen5MMAScaledOp>(
          [](auto dot) { return std::make_pair(dot.getA(), dot.getB()); })
      .Default([](Operation *) { return std::nullopt; });
}

/// The ops that write `buffer` from registers: a `ttg.local_alloc` with a
/// value, or the first `ttg.local_store` into an alloc (through single-use
/// views), found back through views, loop-carried values and
/// `ttg.warp_specialize` captures. An op owning a block argument it cannot
/// see through counts as a writer, to be safe.
class RegisterToSharedWrites {
public:
  SetVector<Operation *> of(Value buffer) {
    visit(buffer);
    return std::move(writes);
  }

private:
  void visit(Value value) {
    if (!visited.insert(value).second || !isa<MemDescType>(value.getType()))
      return;
    if (Operation *def = value.getDefiningOp()) {
      if (auto alloc = dyn_cast<LocalAllocOp>(def)) {
        if (alloc.getSrc())
          writes.insert(alloc);
        if (Operation *store = storeInto(alloc)) {
          writes.insert(store);
          return;
        }
      }
      for (Value operand : def->getOperands())
        visit(operand);
      return;
    }
    auto arg = cast<BlockArgument>(value);
    Operation *owner = arg.getOwner()->getParentOp();
    if (auto loop = dyn_cast<scf::ForOp>(owner)) {
      visit(loop.getTiedLoopInit(arg)->get());
      visit(loop.getTiedLoopYieldedValue(arg)->get());
      return;
    }
    if (auto partitions = dyn_cast<WarpSpecializePartitionsOp>(owner)) {
      // The partitions' arguments are the captures, in order.
      visit(partitions.getExplicitCaptures()[arg.getArgNumber()]);
      return;
    }
    writes.insert(owner);
  }

  /// The first user of `alloc` that, through a chain of single-use views,
  /// is a `ttg.local_store`.
  static Operation *storeInto(LocalAllocOp alloc) {
    for (Operation *user : alloc->getUsers()) {
      while (user->hasOneUse() && user->hasTrait<MemDescViewTrait>())
        user = *user->getUsers().begin();
      if (isa<LocalStoreOp>(user))
        return user;
    }
    return nullptr;
  }

  DenseSet<Value> visited;
  SetVector<Operation *> writes;
};

struct FenceInsertion
    : public mlir::triton::nvidia_gpu::impl::TritonGPUFenceInsertionBase<
          FenceInsertion>,
      public triton::PassOptionsFromModule<FenceInsertion> {
  using TritonGPUFenceInsertionBase::TritonGPUFenceInsertionBase;

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
    TT_DEBUG(TT_DBGS() << "compute capability " << capability << "\n");
    // Before Hopper no MMA reads shared memory through the async proxy.
    if (capability < 90)
      return;
    module.walk([&](Operation *op) {
      if (std::optional<std::pair<Value, Value>> operands = dotOperands(op))
        fenceBefore(op, operands->first, operands->second);
    });
  }

  void fenceBefore(Operation *dot, Value a, Value b) {
    SetVector<Operation *> writesA = RegisterToSharedWrites().of(a);
    SetVector<Operation *> writesB = RegisterToSharedWrites().of(b);
    if (writesA.empty() && writesB.empty())
      return;
    TT_DEBUG({
      TT_DBGS() << "fence " << describeOp(dot) << ", its buffers written by:\n";
      SetVector<Operation *> writes = writesA;
      writes.insert(writesB.begin(), writesB.end());
      for (Operation *write : writes)
        TT_DBGS() << "    "
                  << (isa<LocalAllocOp, LocalStoreOp>(write)
                          ? ""
                          : "whoever writes an argument of ")
                  << describeOp(write) << "\n";
    });
    OpBuilder builder(dot);
    auto fence =
        FenceAsyncSharedOp::create(builder, dot->getLoc(), /*bCluster=*/false);
    auto writesIn = [](LoopLikeOpInterface loop,
                       const SetVector<Operation *> &writes) {
      return llvm::any_of(
          writes, [&](Operation *write) { return loop->isAncestor(write); });
    };
    while (auto loop = fence->getParentOfType<LoopLikeOpInterface>()) {
      if (writesIn(loop, writesA) || writesIn(loop, writesB))
        break;
      loop.moveOutOfLoop(fence);
      TT_DEBUG(TT_DBGS() << "  hoisted out of " << describeOp(loop) << "\n");
    }
    auto previous = dyn_cast_or_null<FenceAsyncSharedOp>(fence->getPrevNode());
    if (previous && previous.getBCluster() == fence.getBCluster()) {
      TT_DEBUG(TT_DBGS() << "  dropped: the op before is the same fence\n");
      fence.erase();
    }
  }
};

} // namespace
