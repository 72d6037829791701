//===- PipelinePredication.cpp - Running pipelined ops conditionally ------===//
//
// The expander runs the ops of a stage for iterations past the loop's end
// (the prologue's and the last stages' speculative iterations); each such
// op is wrapped in a `ttg.mask %pred` region. Once the loop is expanded the
// masks are dissolved: an op with a mask, predicate or condition gets
// `pred` ANDed into it, an op without side effects runs anyway.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/Transforms/Utility.h"
#include "tt/Dialect/TritonGPU/IR/Traits.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// ANDs `pred` into `current` (a mask or predicate of `ptrLike`'s shape, or
/// none) where the op is.
Value andPredicate(RewriterBase &rewriter, Operation *op, Type ptrLike,
                   Value current, Value pred) {
  rewriter.setInsertionPoint(op);
  return getPredMask(rewriter, ptrLike, current, pred);
}

/// ANDs `pred` into an optional i1 predicate operand (just `pred` without).
Value andOptionalPredicate(RewriterBase &rewriter, Operation *op,
                           Value current, Value pred) {
  if (!current)
    return pred;
  return andPredicate(rewriter, op, current.getType(), current, pred);
}

/// Ops the pipeline may run for an iteration past the end: they change
/// nothing visible, or only what the next real iteration overwrites.
bool runsUnpredicated(Operation *op) {
  return isMemoryEffectFree(op) ||
         isa<LLVM::AssumeOp, ttng::FenceAsyncSharedOp, AsyncCommitGroupOp,
             AsyncWaitOp, LocalStoreOp, ttng::TMEMAllocOp, ttng::TMEMLoadOp>(
             op) ||
         op->hasTrait<LocalLoadTrait>();
}

/// Predicates an op with a mask or predicate operand; false for other ops.
bool predicateOperand(RewriterBase &rewriter, Operation *op, Value pred) {
  if (auto load = dyn_cast<LoadOp>(op)) {
    load.getMaskMutable().assign(andPredicate(
        rewriter, op, load.getPtr().getType(), load.getMask(), pred));
  } else if (auto copy = dyn_cast<AsyncCopyGlobalToLocalOp>(op)) {
    copy.getMaskMutable().assign(andPredicate(
        rewriter, op, copy.getSrc().getType(), copy.getMask(), pred));
  } else if (auto store = dyn_cast<StoreOp>(op)) {
    store.getMaskMutable().assign(andPredicate(
        rewriter, op, store.getPtr().getType(), store.getMask(), pred));
  } else if (auto atomic = dyn_cast<AtomicRMWOp>(op)) {
    atomic.getMaskMutable().assign(andPredicate(
        rewriter, op, atomic.getPtr().getType(), atomic.getMask(), pred));
  } else if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    Value cond = ifOp.getCondition();
    ifOp.getConditionMutable().set(
        andPredicate(rewriter, op, cond.getType(), cond, pred));
  } else if (auto copy = dyn_cast<ttng::AsyncTMACopyGlobalToLocalOp>(op)) {
    copy.getPredMutable().set(andPredicate(
        rewriter, op, copy.getPred().getType(), copy.getPred(), pred));
  } else if (auto gather = dyn_cast<ttng::AsyncTMAGatherOp>(op)) {
    gather.getPredMutable().set(andPredicate(
        rewriter, op, gather.getPred().getType(), gather.getPred(), pred));
  } else if (auto expect = dyn_cast<ttng::BarrierExpectOp>(op)) {
    expect.getPredMutable().set(andPredicate(
        rewriter, op, expect.getPred().getType(), expect.getPred(), pred));
  } else if (auto mma = dyn_cast<ttng::TCGen5MMAOp>(op)) {
    mma.getPredMutable().set(andPredicate(
        rewriter, op, mma.getPred().getType(), mma.getPred(), pred));
  } else if (auto mma = dyn_cast<ttng::TCGen5MMAScaledOp>(op)) {
    mma.getPredMutable().set(andPredicate(
        rewriter, op, mma.getPred().getType(), mma.getPred(), pred));
  } else if (auto store = dyn_cast<ttng::TMEMStoreOp>(op)) {
    store.getPredMutable().set(andPredicate(
        rewriter, op, store.getPred().getType(), store.getPred(), pred));
  } else if (auto wait = dyn_cast<ttng::WaitBarrierOp>(op)) {
    wait.getPredMutable().assign(
        andOptionalPredicate(rewriter, op, wait.getPred(), pred));
  } else if (auto arrive = dyn_cast<ttng::ArriveBarrierOp>(op)) {
    arrive.getPredMutable().assign(
        andOptionalPredicate(rewriter, op, arrive.getPred(), pred));
  } else if (auto commit = dyn_cast<ttng::TCGen5CommitOp>(op)) {
    commit.getPredMutable().assign(
        andOptionalPredicate(rewriter, op, commit.getPred(), pred));
  } else {
    return false;
  }
  return true;
}

} // namespace

Operation *mlir::triton::gpu::predicateOp(RewriterBase &rewriter,
                                          Operation *op, Value pred) {
  OpBuilder::InsertionGuard guard(rewriter);
  // A constant true predicate is ANDed in all the same (Triton 3.6's
  // pipeliner leaves `arith.andi %true, %true` for the canonicalizer).
  if (runsUnpredicated(op))
    return op;
  if (predicateOperand(rewriter, op, pred))
    return op;
  // Triton stops with a fatal error here; tt-opt reports the op.
  op->emitOpError("tritongpu-pipeline: the pipeliner does not know how to "
                  "predicate this op (it has side effects and no mask, "
                  "predicate or condition to AND the stage's predicate into)");
  return nullptr;
}

Operation *mlir::triton::gpu::wrapInMaskOp(RewriterBase &rewriter,
                                           Operation *op, Value pred) {
  auto mask = MaskOp::create(rewriter, op->getLoc(), op->getResultTypes(), pred);
  rewriter.createBlock(&mask->getRegion(0));
  rewriter.setInsertionPointToStart(&mask->getRegion(0).front());
  Operation *inner = rewriter.clone(*op);
  MaskReturnOp::create(rewriter, op->getLoc(), inner->getResults());
  op->replaceAllUsesWith(mask->getResults());
  rewriter.eraseOp(op);
  return mask;
}

LogicalResult mlir::triton::gpu::resolveMaskOps(ModuleOp module) {
  // Folding the stage predicates first (a predicate of a constant-bound
  // iteration becomes a constant) leaves fewer ANDs to create.
  RewritePatternSet patterns(module.getContext());
  module.getContext()
      ->getLoadedDialect<arith::ArithDialect>()
      ->getCanonicalizationPatterns(patterns);
  if (failed(applyPatternsGreedily(module, std::move(patterns))))
    return module.emitError("tritongpu-pipeline: canonicalizing the stage "
                            "predicates did not converge");
  SmallVector<MaskOp> masks;
  module->walk([&](MaskOp mask) { masks.push_back(mask); });
  IRRewriter rewriter(module.getContext());
  bool failedAny = false;
  for (MaskOp mask : masks) {
    rewriter.setInsertionPoint(mask);
    Block *body = &mask.getRegion().front();
    while (&body->front() != body->getTerminator()) {
      Operation *op = &body->front();
      rewriter.moveOpBefore(op, mask);
      if (!predicateOp(rewriter, op, mask.getPred()))
        failedAny = true;
    }
    mask->replaceAllUsesWith(body->getTerminator()->getOperands());
    mask->erase();
  }
  return failure(failedAny);
}
