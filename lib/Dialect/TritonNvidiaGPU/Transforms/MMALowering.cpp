//===- MMALowering.cpp - triton-nvidia-mma-lowering -----------------------===//
//
// A tcgen05 MMA is asynchronous in hardware: completion is observed through
// an mbarrier it arrives on. Before the LLVM lowering, Triton 3.6 rewrites,
// with one greedy pattern driver over the module:
//  1. each MMA still synchronous (no `is_async`): it gets a fresh barrier
//     and is waited on right after, then the barrier is invalidated;
//  2. each `ttng.tc_gen5_mma_scaled` scale still in shared memory: copied
//     to tensor memory (`tmem_alloc` + `tmem_copy`) before the MMA;
//  3. `ttng.tc_gen5_commit`s following an MMA across pure ops only: their
//     barrier becomes one of the MMA's completion barriers.
// The driver also folds what it visits and merges the constants it creates
// with equal ones (`arith.constant true` becomes an existing `%true`).
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SetVector.h"

#include <functional>

#define DEBUG_TYPE "triton-nvidia-mma-lowering"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONNVIDIAGPUMMALOWERINGPASS
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::nvidia_gpu;

namespace {

/// An mbarrier for one CTA, allocated in shared memory and initialized to
/// an arrival count of 1, at the rewriter's insertion point.
Value createBarrier(PatternRewriter &rewriter, Location loc) {
  MLIRContext *context = rewriter.getContext();
  auto encoding = SwizzledSharedEncodingAttr::get(
      context, /*vec=*/1, /*perPhase=*/1, /*maxPhase=*/1, /*order=*/{0},
      CGAEncodingAttr::get1CTALayout(context, /*rank=*/1));
  auto type = MemDescType::get({1}, rewriter.getI64Type(), encoding,
                               SharedMemorySpaceAttr::get(context),
                               /*mutableMemory=*/true);
  Value barrier = LocalAllocOp::create(rewriter, loc, type, /*src=*/Value(),
                                       /*alignment=*/IntegerAttr());
  InitBarrierOp::create(rewriter, loc, barrier, /*count=*/1);
  return barrier;
}

template <typename MMAOp>
void addCompletionBarrier(MMAOp mma, Value barrier, Value pred) {
  mma.getBarrierPredsMutable().append(pred);
  mma.getBarriersMutable().append(barrier);
}

/// 1. A synchronous MMA: made asynchronous, arriving on a fresh barrier
/// that is waited on (phase 0, under the MMA's predicate) right after it.
template <typename MMAOp>
struct LowerSynchronousMMA : OpRewritePattern<MMAOp> {
  using OpRewritePattern<MMAOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(MMAOp mma,
                                PatternRewriter &rewriter) const override {
    if (mma.getIsAsync())
      return failure();
    TT_DEBUG(TT_DBGS() << describeOp(mma)
                       << ": synchronous, waits on a new barrier\n");
    Location loc = mma.getLoc();
    Value barrier = createBarrier(rewriter, loc);
    Value always = arith::ConstantIntOp::create(rewriter, loc, 1, 1);
    // Modified without telling the driver, as Triton does: the order in
    // which the driver then visits ops (and so where merged constants end
    // up) stays Triton's.
    addCompletionBarrier(mma, barrier, always);
    mma.setIsAsync(true);
    rewriter.setInsertionPointAfter(mma);
    Value phase = arith::ConstantIntOp::create(rewriter, loc, 0, 32);
    WaitBarrierOp::create(rewriter, loc, barrier, phase, mma.getPred(),
                          /*deps=*/ValueRange());
    InvalBarrierOp::create(rewriter, loc, barrier);
    return success();
  }
};

/// 2. Scales of a scaled MMA read from shared memory: copied into a tensor
/// memory buffer of `rows` rows (the MMA's M for A's scales, N for B's).
struct MoveScalesToTensorMemory : OpRewritePattern<TCGen5MMAScaledOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TCGen5MMAScaledOp mma,
                                PatternRewriter &rewriter) const override {
    bool changed = false;
    if (inSharedMemory(mma.getAScale())) {
      copyToTensorMemory(mma, mma.getAScaleMutable(), blockM(mma), rewriter);
      changed = true;
    }
    if (inSharedMemory(mma.getBScale())) {
      copyToTensorMemory(mma, mma.getBScaleMutable(), blockN(mma), rewriter);
      changed = true;
    }
    return success(changed);
  }

  static bool inSharedMemory(Value buffer) {
    return isa<SharedMemorySpaceAttr>(
        cast<MemDescType>(buffer.getType()).getMemorySpace());
  }

  /// Whether the operand is e2m1 (two values a byte) packed along the dim
  /// that is not K: then that dim holds twice the rows its shape says.
  static bool packedAlongRows(Value operand, ScaleDotElemType type,
                              bool kContiguousWhenTransposed) {
    auto shared = dyn_cast<NVMMASharedEncodingAttr>(
        cast<MemDescType>(operand.getType()).getEncoding());
    bool transposed = shared && shared.getTransposed();
    return type == ScaleDotElemType::E2M1 &&
           (kContiguousWhenTransposed ? transposed : !transposed);
  }

  static int64_t blockM(TCGen5MMAScaledOp mma) {
    ArrayRef<int64_t> shape = mma.getA().getType().getShape();
    int64_t rows = shape[shape.size() - 2];
    bool packed = packedAlongRows(mma.getA(), mma.getAType(), true);
    return packed ? 2 * rows : rows;
  }

  static int64_t blockN(TCGen5MMAScaledOp mma) {
    ArrayRef<int64_t> shape = mma.getB().getType().getShape();
    int64_t columns = shape[shape.size() - 1];
    bool packed = packedAlongRows(mma.getB(), mma.getBType(), false);
    return packed ? 2 * columns : columns;
  }

  static void copyToTensorMemory(TCGen5MMAScaledOp mma, OpOperand &scales,
                                 int64_t rows, PatternRewriter &rewriter) {
    MLIRContext *context = mma.getContext();
    auto sharedType = cast<MemDescType>(scales.get().getType());
    int64_t elements = 1;
    for (int64_t size : sharedType.getShape())
      elements *= size;
    TT_DEBUG(TT_DBGS() << describeOp(mma) << ": scales "
                       << describeValue(scales.get())
                       << " copied to tensor memory as " << rows << " rows\n");
    auto tmemType = MemDescType::get(
        {rows, elements / rows}, sharedType.getElementType(),
        TensorMemoryScalesEncodingAttr::get(context, /*CTASplitM=*/1,
                                            /*CTASplitN=*/1),
        TensorMemorySpaceAttr::get(context), /*mutableMemory=*/true);
    Location loc = mma.getLoc();
    auto alloc = TMEMAllocOp::create(rewriter, loc, tmemType, /*token=*/Type(),
                                     /*src=*/Value());
    TMEMCopyOp::create(rewriter, loc, scales.get(), alloc.getResult(),
                       /*barrier=*/Value());
    scales.set(alloc.getResult());
  }
};

bool isConstantTrue(Value value) {
  auto constant = value.getDefiningOp<arith::ConstantOp>();
  auto flag = constant ? dyn_cast<BoolAttr>(constant.getValue()) : BoolAttr();
  return flag && flag.getValue();
}

/// Moves the ops `value` needs that come after `anchor` in its block to
/// just before it; false (and nothing moved) when one of them is not pure.
bool hoistDefinitionsAbove(Value value, Operation *anchor) {
  SetVector<Operation *> toMove;
  std::function<bool(Value)> collect = [&](Value v) {
    Operation *def = v.getDefiningOp();
    if (!def || def->getBlock() != anchor->getBlock() ||
        !anchor->isBeforeInBlock(def))
      return true;
    if (!isPure(def))
      return false;
    for (Value operand : def->getOperands())
      if (!collect(operand))
        return false;
    toMove.insert(def);
    return true;
  };
  if (!collect(value))
    return false;
  for (Operation *op : toMove)
    op->moveBefore(anchor);
  return true;
}

/// 3. The commits after an MMA, across pure ops, whose predicate is the
/// MMA's (or any, when the MMA's is constant true) are folded into it.
/// Like Triton, this reports success even when a commit stays (what it needs
/// comes from an impure op after the MMA; the walk stops at impure ops, so
/// that is not expected to happen).
template <typename MMAOp>
struct MergeCommitsIntoMMA : OpRewritePattern<MMAOp> {
  using OpRewritePattern<MMAOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(MMAOp mma,
                                PatternRewriter &rewriter) const override {
    SmallVector<TCGen5CommitOp> commits = mergeableCommits(mma);
    if (commits.empty())
      return failure();
    for (TCGen5CommitOp commit : commits) {
      Value pred = commit.getPred();
      if (!pred)
        pred = arith::ConstantIntOp::create(rewriter, mma.getLoc(), 1, 1);
      if (!hoistDefinitionsAbove(commit.getBarrier(), mma) ||
          !hoistDefinitionsAbove(pred, mma)) {
        TT_DEBUG(TT_DBGS() << describeOp(commit) << " stays: what it needs "
                           << "comes from an impure op after "
                           << describeOp(mma) << "\n");
        continue;
      }
      TT_DEBUG(TT_DBGS() << describeOp(commit) << " merged into "
                         << describeOp(mma) << "\n");
      addCompletionBarrier(mma, commit.getBarrier(), pred);
      rewriter.eraseOp(commit);
    }
    return success();
  }

  static SmallVector<TCGen5CommitOp> mergeableCommits(MMAOp mma) {
    SmallVector<TCGen5CommitOp> commits;
    Value mmaPred = mma.getPred();
    for (Operation *op = mma->getNextNode(); op; op = op->getNextNode()) {
      if (auto commit = dyn_cast<TCGen5CommitOp>(op)) {
        if (isConstantTrue(mmaPred) || mmaPred == commit.getPred())
          commits.push_back(commit);
        continue;
      }
      // Another MMA is not pure either.
      if (!isPure(op))
        break;
    }
    return commits;
  }
};

struct MMALowering
    : mlir::triton::nvidia_gpu::impl::TritonNvidiaGPUMMALoweringPassBase<
          MMALowering> {
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    if (lookupNumCTAs(module) > 1) {
      module.emitError("triton-nvidia-mma-lowering: ttg.num-ctas > 1 is not "
                       "supported (the barriers' CGA layout and the scales' "
                       "CTA split are not checked against Triton 3.6)");
      return signalPassFailure();
    }
    RewritePatternSet patterns(&getContext());
    // Triton's order: a synchronous MMA is made asynchronous before its
    // commits are merged.
    patterns.add<LowerSynchronousMMA<TCGen5MMAOp>,
                 LowerSynchronousMMA<TCGen5MMAScaledOp>,
                 MoveScalesToTensorMemory, MergeCommitsIntoMMA<TCGen5MMAOp>,
                 MergeCommitsIntoMMA<TCGen5MMAScaledOp>>(&getContext());
    if (failed(applyPatternsGreedily(module, std::move(patterns)))) {
      module.emitError("triton-nvidia-mma-lowering: the rewrites did not "
                       "converge");
      signalPassFailure();
    }
  }
};

} // namespace
