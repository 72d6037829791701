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
#include "tt/Support/Debug.h"

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

/// An fp4-padded block is addressed in fp4 elements along its contiguous
/// dim: the last index, counted in bytes, doubles.
SmallVector<Value> translateTMAIndices(PatternRewriter &rewriter, Location loc,
                                       Attribute encoding, ValueRange indices) {
  SmallVector<Value> translated(indices);
  if (isFp4Padded(encoding)) {
    Value two = createI32(rewriter, loc, 2);
    translated.back() =
        arith::MulIOp::create(rewriter, loc, translated.back(), two);
  }
  return translated;
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

/// Uses of `loaded` read `buffer` instead: a `ttg.local_alloc` of it in
/// the buffer's layout is replaced by the buffer, other users read a
/// `ttg.local_load` of it. The buffer is mutable, the alloc was not: Triton
/// then retypes the alloc's views and `ttng.warp_group_dot_wait`s, which is
/// not implemented; fails (changing nothing) on those.
LogicalResult checkForwardable(Value loaded, MemDescType bufferType,
                               Operation *op) {
  for (Operation *user : loaded.getUsers()) {
    auto alloc = dyn_cast<LocalAllocOp>(user);
    if (!alloc || alloc.getType().getEncoding() != bufferType.getEncoding())
      continue;
    for (Operation *allocUser : alloc->getUsers())
      if (allocUser->hasTrait<MemDescViewTrait>() ||
          isa<WarpGroupDotWaitOp>(allocUser))
        return op->emitError("triton-nvidia-tma-lowering: forwarding the "
                             "buffer of a TMA load to ")
               << describeOp(alloc) << ", which " << describeOp(allocUser)
               << " uses, is not supported (Triton retypes that user)";
  }
  return success();
}

void replaceUsesWithLocalLoad(PatternRewriter &rewriter, OpResult loaded,
                              Value buffer) {
  auto bufferType = cast<MemDescType>(buffer.getType());
  SmallVector<LocalAllocOp> forwarded;
  for (Operation *user : loaded.getUsers()) {
    auto alloc = dyn_cast<LocalAllocOp>(user);
    if (alloc && alloc.getType().getEncoding() == bufferType.getEncoding()) {
      alloc.getResult().replaceAllUsesWith(buffer);
      forwarded.push_back(alloc);
    }
  }
  if (size_t(llvm::range_size(loaded.getUsers())) > forwarded.size()) {
    auto load = LocalLoadOp::create(rewriter, loaded.getOwner()->getLoc(),
                                    loaded.getType(), buffer);
    loaded.replaceAllUsesWith(load.getResult());
  }
  for (LocalAllocOp alloc : forwarded)
    alloc.erase();
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
  if (failed(checkForwardable(op->getResult(0), bufferType, op)))
    return failure();
  TT_DEBUG(TT_DBGS() << describeOp(op) << ": TMA copy to shared memory\n");
  Value buffer = LocalAllocOp::create(rewriter, loc, bufferType,
                                      /*src=*/Value(), IntegerAttr());
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
    auto encoding = dyn_cast_or_null<NVMMASharedEncodingAttr>(
        make.getType().getBlockType().getEncoding());
    // Triton 3.6 reads the block layout as an NVMMA one unchecked.
    if (!encoding)
      return make.emitError("triton-nvidia-tma-lowering: a tensor descriptor "
                            "made in the kernel must have an NVMMA shared "
                            "layout (Triton 3.6 assumes one)");
    TT_DEBUG(TT_DBGS() << describeOp(make)
                       << ": tensormap in global scratch memory\n");
    Value scratch = GlobalScratchAllocOp::create(
        rewriter, loc, PointerType::get(rewriter.getI8Type(), 1),
        kTMADescriptorBytes, kTMADescriptorAlignment);
    if (failed(createTensormap(make, encoding, scratch, rewriter)))
      return failure();
    TensormapFenceproxyAcquireOp::create(rewriter, loc, scratch);
    Value desc =
        ReinterpretTensorDescOp::create(rewriter, loc, make.getType(), scratch);
    rewriter.replaceOp(make, desc);
    return success();
  }

  /// The `ttng.tensormap_create` of `make`: its box (the TMA block, fastest
  /// dim first), global dims and byte strides in the same reversed order
  /// (the innermost stride, 1, left out), unit element strides.
  static LogicalResult createTensormap(MakeTensorDescOp make,
                                       NVMMASharedEncodingAttr encoding,
                                       Value scratch,
                                       PatternRewriter &rewriter) {
    Location loc = make.getLoc();
    auto emitError = [&] {
      return make.emitError("triton-nvidia-tma-lowering: ");
    };
    RankedTensorType blockType = make.getType().getBlockType();
    Type elementType =
        cast<PointerType>(make.getBase().getType()).getPointeeType();
    int64_t elementBytes = elementType.getIntOrFloatBitWidth() / 8;
    bool fp4Padded = encoding.getFp4Padded();
    SmallVector<int64_t> shapePerCTA =
        getShapePerCTA(encoding.getCGALayout(), blockType.getShape());
    FailureOr<SmallVector<int64_t>> block = getTMABlockShape(
        encoding, shapePerCTA, /*packedSize=*/false, emitError);
    if (failed(block))
      return failure();
    if (fp4Padded && block->back() != 128)
      return emitError() << "FP4 padded loads require 128 elements or more "
                            "in the last dim";
    SmallVector<Value> boxDims{createI32(rewriter, loc, block->back())};
    for (int dim = int(shapePerCTA.size()) - 2; dim >= 0; --dim)
      boxDims.push_back(createI32(rewriter, loc, (*block)[dim]));
    FailureOr<int> swizzleMode = getTMASwizzleMode(encoding, emitError);
    if (failed(swizzleMode))
      return failure();
    Value elementSize = arith::ConstantOp::create(
        rewriter, loc, rewriter.getI64IntegerAttr(elementBytes));
    SmallVector<Value> globalDims(llvm::reverse(make.getShape()));
    SmallVector<Value> strides;
    for (int dim = int(make.getStrides().size()) - 2; dim >= 0; --dim)
      strides.push_back(make.getStrides()[dim]);
    // fp4 counted in elements, two a byte.
    if (fp4Padded)
      globalDims[0] = arith::MulIOp::create(rewriter, loc, globalDims[0],
                                            createI32(rewriter, loc, 2));
    SmallVector<Value> elementStrides(globalDims.size(),
                                      createI32(rewriter, loc, 1));
    for (Value &stride : strides)
      stride = arith::MulIOp::create(rewriter, loc, stride, elementSize);
    FailureOr<int> elementTypeCode =
        getTMAElementType(blockType.getElementType(), encoding, emitError);
    if (failed(elementTypeCode))
      return failure();
    int fillMode = make.getPadding() == PaddingOption::PAD_NAN ? 1 : 0;
    TensormapCreateOp::create(
        rewriter, loc, scratch, make.getBase(), boxDims, globalDims, strides,
        elementStrides, rewriter.getI32IntegerAttr(*elementTypeCode),
        /*interleave_layout=*/rewriter.getI32IntegerAttr(0),
        rewriter.getI32IntegerAttr(*swizzleMode),
        rewriter.getI32IntegerAttr(fillMode));
    return success();
  }
};

struct TMALowering
    : mlir::triton::nvidia_gpu::impl::TritonNvidiaGPUTMALoweringPassBase<
          TMALowering> {
  void runOnOperation() override {
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
