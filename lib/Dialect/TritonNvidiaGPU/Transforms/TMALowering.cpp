//===- TMALowering.cpp - triton-nvidia-tma-lowering -----------------------===//
//
// Tensor-descriptor ops the pipeliner left synchronous become TMA copies
// through shared memory, and descriptors made in the kernel become
// tensormaps written to global scratch memory. Triton 3.6 does it with one
// greedy pattern driver over the module, which also folds what it visits
// and merges equal constants (hoisted to the start of the function).
//
// The patterns create their ops in Triton's order and tell the driver
// about changes only where Triton does: the driver's visiting order, and
// with it the order of the merged constants, stays Triton's.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Traits.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMAUtilities.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "triton-nvidia-tma-lowering"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONNVIDIAGPUTMALOWERINGPASS
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::nvidia_gpu;

namespace {

Value createI32(PatternRewriter &rewriter, Location loc, int32_t value) {
  return arith::ConstantIntOp::create(rewriter, loc, value, 32);
}

/// The one-CTA mbarrier of a synchronous TMA load.
MemDescType barrierType(MLIRContext *context) {
  auto encoding = SwizzledSharedEncodingAttr::get(
      context, /*vec=*/1, /*perPhase=*/1, /*maxPhase=*/1, /*order=*/{0},
      CGAEncodingAttr::get1CTALayout(context, /*rank=*/1));
  return MemDescType::get({1}, IntegerType::get(context, 64), encoding,
                          SharedMemorySpaceAttr::get(context),
                          /*mutableMemory=*/true);
}

/// Rewrites a descriptor load or gather into a TMA copy to a new buffer,
/// waited on with a one-use barrier; `issue(barrier, buffer, pred)` makes
/// the copy.
LogicalResult
lowerLoad(Operation *op, RankedTensorType type, TensorDescType desc,
          function_ref<void(Value, Value, Value)> issue,
          PatternRewriter &rewriter) {
  MLIRContext *context = op->getContext();
  Location loc = op->getLoc();
  auto emitError = [&] {
    return op->emitError("triton-nvidia-tma-lowering: ");
  };
  FailureOr<Attribute> encoding =
      getSharedEncodingOfAccess(type, desc, emitError);
  if (failed(encoding))
    return failure();
  auto bufferType =
      MemDescType::get(type.getShape(), type.getElementType(), *encoding,
                       SharedMemorySpaceAttr::get(context),
                       /*mutableMemory=*/true);
  TT_DEBUG(TT_DBGS() << describeOp(op) << ": TMA copy to shared memory\n");
  auto buffer = cast<TypedValue<MemDescType>>(LocalAllocOp::create(
      rewriter, loc, bufferType, /*src=*/Value(), IntegerAttr()).getResult());
  Value barrier = LocalAllocOp::create(rewriter, loc, barrierType(context),
                                       /*src=*/Value(), IntegerAttr());
  InitBarrierOp::create(rewriter, loc, barrier, /*count=*/1);
  SmallVector<int64_t> shapePerCTA =
      getShapePerCTA(getCGALayout(*encoding), type.getShape());
  int64_t bytes = type.getElementTypeBitWidth() / 8;
  for (int64_t size : shapePerCTA)
    bytes *= size;
  Value always = arith::ConstantIntOp::create(rewriter, loc, 1, 1);
  BarrierExpectOp::create(rewriter, loc, barrier, bytes, always);
  issue(barrier, buffer, always);
  Value phase = createI32(rewriter, loc, 0);
  WaitBarrierOp::create(rewriter, loc, barrier, phase, /*pred=*/Value(),
                        /*deps=*/ValueRange());
  InvalBarrierOp::create(rewriter, loc, barrier);
  replaceUsesWithLocalLoad(rewriter, op->getResult(0), buffer);
  // Erased behind the driver's back, as Triton does (it was popped).
  op->erase();
  return success();
}

struct LowerDescriptorLoad : OpRewritePattern<DescriptorLoadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(DescriptorLoadOp load,
                                PatternRewriter &rewriter) const override {
    TensorDescType desc = load.getDesc().getType();
    auto issue = [&](Value barrier, Value buffer, Value pred) {
      SmallVector<Value> indices =
          translateTMAIndices(rewriter, load.getLoc(),
                              desc.getBlockType().getEncoding(),
                              load.getIndices());
      // Triton's copy keeps the default cache and eviction policies.
      AsyncTMACopyGlobalToLocalOp::create(
          rewriter, load.getLoc(), load.getDesc(), indices, barrier, buffer,
          pred, /*multicast=*/false, CacheModifier::NONE,
          EvictionPolicy::NORMAL, /*isVolatile=*/false);
    };
    return lowerLoad(load, load.getType(), desc, issue, rewriter);
  }
};

struct LowerDescriptorGather : OpRewritePattern<DescriptorGatherOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(DescriptorGatherOp gather,
                                PatternRewriter &rewriter) const override {
    auto issue = [&](Value barrier, Value buffer, Value pred) {
      AsyncTMAGatherOp::create(rewriter, gather.getLoc(), gather.getDesc(),
                               gather.getXOffsets(), gather.getYOffset(),
                               barrier, buffer, pred);
    };
    return lowerLoad(gather, gather.getType(), gather.getDesc().getType(),
                     issue, rewriter);
  }
};

/// Rewrites a descriptor store, reduce or scatter: the tile is written to
/// a new buffer, fenced for the async proxy, copied by `issue(buffer)`, and
/// waited on.
LogicalResult lowerStore(Operation *op, TypedValue<RankedTensorType> src,
                         TensorDescType desc, function_ref<void(Value)> issue,
                         PatternRewriter &rewriter) {
  MLIRContext *context = op->getContext();
  Location loc = op->getLoc();
  RankedTensorType type = src.getType();
  auto emitError = [&] {
    return op->emitError("triton-nvidia-tma-lowering: ");
  };
  FailureOr<Attribute> encoding =
      getSharedEncodingOfAccess(type, desc, emitError);
  if (failed(encoding))
    return failure();
  TT_DEBUG(TT_DBGS() << describeOp(op) << ": TMA copy from shared memory\n");
  auto bufferType =
      MemDescType::get(type.getShape(), type.getElementType(), *encoding,
                       SharedMemorySpaceAttr::get(context),
                       /*mutableMemory=*/false);
  Value buffer =
      LocalAllocOp::create(rewriter, loc, bufferType, src, IntegerAttr());
  FenceAsyncSharedOp::create(rewriter, loc, /*bCluster=*/false);
  issue(buffer);
  TMAStoreWaitOp::create(rewriter, loc, /*pendings=*/0);
  rewriter.eraseOp(op);
  return success();
}

struct LowerDescriptorStore : OpRewritePattern<DescriptorStoreOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(DescriptorStoreOp store,
                                PatternRewriter &rewriter) const override {
    TensorDescType desc = store.getDesc().getType();
    auto issue = [&](Value buffer) {
      SmallVector<Value> indices =
          translateTMAIndices(rewriter, store.getLoc(),
                              desc.getBlockType().getEncoding(),
                              store.getIndices());
      AsyncTMACopyLocalToGlobalOp::create(rewriter, store.getLoc(),
                                          store.getDesc(), indices, buffer);
    };
    return lowerStore(store, store.getSrc(), desc, issue, rewriter);
  }
};

struct LowerDescriptorReduce : OpRewritePattern<DescriptorReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(DescriptorReduceOp reduce,
                                PatternRewriter &rewriter) const override {
    TensorDescType desc = reduce.getDesc().getType();
    auto issue = [&](Value buffer) {
      SmallVector<Value> indices =
          translateTMAIndices(rewriter, reduce.getLoc(),
                              desc.getBlockType().getEncoding(),
                              reduce.getIndices());
      AsyncTMAReduceOp::create(rewriter, reduce.getLoc(), reduce.getKind(),
                               reduce.getDesc(), indices, buffer);
    };
    return lowerStore(reduce, reduce.getSrc(), desc, issue, rewriter);
  }
};

struct LowerDescriptorScatter : OpRewritePattern<DescriptorScatterOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(DescriptorScatterOp scatter,
                                PatternRewriter &rewriter) const override {
    auto issue = [&](Value buffer) {
      AsyncTMAScatterOp::create(rewriter, scatter.getLoc(), scatter.getDesc(),
                                scatter.getXOffsets(), scatter.getYOffset(),
                                buffer);
    };
    return lowerStore(scatter, scatter.getSrc(), scatter.getDesc().getType(),
                      issue, rewriter);
  }
};

/// A `tt.make_tensor_descriptor`: a tensormap written to a new global
/// scratch buffer, fenced, and reinterpreted as the descriptor.
struct LowerMakeTensorDescriptor : OpRewritePattern<MakeTensorDescOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MakeTensorDescOp make,
                                PatternRewriter &rewriter) const override {
    Location loc = make.getLoc();
    TT_DEBUG(TT_DBGS() << describeOp(make)
                       << ": tensormap in global scratch memory\n");
    Value scratch = GlobalScratchAllocOp::create(
        rewriter, loc, PointerType::get(rewriter.getI8Type(), 1),
        kTMADescriptorBytes, kTMADescriptorAlignment);
    if (failed(createTMADesc(scratch, make, rewriter,
                             "triton-nvidia-tma-lowering: ")))
      return failure();
    TensormapFenceproxyAcquireOp::create(rewriter, loc, scratch);
    Value desc =
        ReinterpretTensorDescOp::create(rewriter, loc, make.getType(), scratch);
    rewriter.replaceOp(make, desc);
    return success();
  }

};

struct TMALowering
    : mlir::triton::nvidia_gpu::impl::TritonNvidiaGPUTMALoweringPassBase<
          TMALowering> {
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    RewritePatternSet patterns(&getContext());
    patterns.add<LowerDescriptorLoad, LowerDescriptorGather,
                 LowerDescriptorStore, LowerDescriptorScatter,
                 LowerDescriptorReduce, LowerMakeTensorDescriptor>(
        &getContext());
    // A pattern that refuses an op emits an error and fails to match; the
    // driver goes on, the pass then fails.
    bool refused = false;
    ScopedDiagnosticHandler noteErrors(&getContext(), [&](Diagnostic &diag) {
      refused |= diag.getSeverity() == DiagnosticSeverity::Error;
      return failure(); // Passed on to be reported.
    });
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))) ||
        refused)
      signalPassFailure();
  }
};

} // namespace
