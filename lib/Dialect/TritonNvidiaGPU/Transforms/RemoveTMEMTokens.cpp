//===- RemoveTMEMTokens.cpp - triton-nvidia-gpu-remove-tmem-tokens --------===//
//
// Tensor-memory ops carry async tokens while the pipeliner and warp
// specialization need an order between them; Triton 3.6 drops them after
// those passes, replacing every token result by one poison value per
// function, which the canonicalizer then removes with the loop-carried
// copies it fed.
//
//===----------------------------------------------------------------------===//
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"

#define DEBUG_TYPE "triton-nvidia-gpu-remove-tmem-tokens"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONNVIDIAGPUREMOVETMEMTOKENSPASS
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::nvidia_gpu;

namespace {

/// `op` rebuilt without its result `index`, whose uses take `replacement`.
/// (The token results are optional: the same op without one is valid.)
void dropResult(Operation *op, unsigned index, Value replacement) {
  OperationState state(op->getLoc(), op->getName(), op->getOperands(),
                       op->getResultTypes(), op->getAttrs());
  state.types.erase(state.types.begin() + index);
  OpBuilder builder(op);
  Operation *rebuilt = builder.create(state);
  SmallVector<Value> replacements(rebuilt->getResults());
  replacements.insert(replacements.begin() + index, replacement);
  op->replaceAllUsesWith(replacements);
  op->erase();
}

/// Drops `op`'s token operand and result; whether it had any.
template <typename MMAOp> bool dropMMATokens(MMAOp mma, Value poison) {
  bool had = !mma.getAccDepMutable().empty() || mma.getToken();
  mma.getAccDepMutable().clear();
  if (mma.getToken())
    dropResult(mma, 0, poison);
  return had;
}

bool dropTokens(Operation *op, Value poison) {
  if (auto mma = dyn_cast<TCGen5MMAOp>(op))
    return dropMMATokens(mma, poison);
  if (auto mma = dyn_cast<TCGen5MMAScaledOp>(op))
    return dropMMATokens(mma, poison);
  if (auto store = dyn_cast<TMEMStoreOp>(op)) {
    bool had = !store.getDepMutable().empty() || store.getToken();
    store.getDepMutable().clear();
    if (store.getToken())
      dropResult(store, 0, poison);
    return had;
  }
  if (auto alloc = dyn_cast<TMEMAllocOp>(op)) {
    if (!alloc.getToken())
      return false;
    dropResult(alloc, 1, poison);
    return true;
  }
  if (auto load = dyn_cast<TMEMLoadOp>(op)) {
    bool had = !load.getDepMutable().empty() || load.getToken();
    load.getDepMutable().clear();
    if (load.getToken())
      dropResult(load, 1, poison);
    return had;
  }
  return false;
}

struct RemoveTMEMTokens
    : public nvidia_gpu::impl::TritonNvidiaGPURemoveTMEMTokensPassBase<
          RemoveTMEMTokens> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<FuncOp>()) {
      auto builder = OpBuilder::atBlockBegin(&func.getBody().front());
      // One placeholder for every token use; the canonicalizer drops it.
      Value poison =
          ub::PoisonOp::create(builder, func.getLoc(),
                               builder.getType<triton::gpu::AsyncTokenType>());
      int changed = 0;
      // Post-order: an op is rebuilt only after the ops nested in it.
      func.walk([&](Operation *op) { changed += dropTokens(op, poison); });
      TT_DEBUG(TT_DBGS() << "@" << func.getName() << ": tokens dropped from "
                         << changed << " tensor-memory ops\n");
    }
  }
};

} // namespace
