//===- OptimizeTMemLayouts.cpp - triton-nvidia-optimize-tmem-layouts ------===//
//
// Register layouts of the tensors that go between registers and tensor
// memory (sm100), chosen from how they are used. Triton 3.6 runs five
// rewrites with one greedy pattern driver over the module (which also folds
// what it visits and merges equal constants):
//  1. split load: `tt.split(tt.trans{0,2,1}(tt.reshape(tmem_load)))`, with
//     converts looked through, of a 128-row buffer, becomes two
//     `ttng.tmem_subslice` + `ttng.tmem_load` of half the columns each;
//  2. join store: `tmem_store(tt.reshape(tt.trans{0,2,1}(tt.join)))` becomes
//     two stores of half the columns;
//  3. reduce load: with 8 warps, a `tmem_load` whose value reaches (through
//     converts and elementwise ops) a reduction along dim 1 loads in the
//     split-along-M layout (the second warp group takes rows 16-31 of each
//     32), then converts back;
//  4. store from shared memory: a `tmem_store` whose value comes from a
//     16-bit `ttg.local_load` that cannot vectorize stores in the 16x256b
//     message layout (a convert before it);
//  5. load to shared memory: a `tmem_load` whose value reaches an 8- or
//     16-bit `ttg.local_store` that cannot vectorize loads in the 16x256b
//     layout (a convert after it).
// Modules without tensor memory ops (sm80, sm90) only get the driver's
// folding, which leaves the canonical IR of Triton's pipeline unchanged.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TensorMemoryUtils.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#define DEBUG_TYPE "triton-nvidia-optimize-tmem-layouts"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONNVIDIAGPUOPTIMIZETMEMLAYOUTSPASS
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::nvidia_gpu;

namespace {

constexpr const char *kPassName = "triton-nvidia-optimize-tmem-layouts";

/// The value a chain of `ttg.convert_layout`s converts.
Value lookThroughConverts(Value value) {
  while (auto convert = value.getDefiningOp<ConvertLayoutOp>())
    value = convert.getSrc();
  return value;
}

/// The warps running `op`; an error on `op` when no `ttg.num-warps` says.
FailureOr<unsigned> warpsOf(Operation *op) {
  if (std::optional<int64_t> warps = lookupNumWarps(op))
    return unsigned(*warps);
  return op->emitError(kPassName) << ": no ttg.num-warps around the op";
}

/// The rows and columns of `type` one CTA holds (Triton's getShapePerCTA of
/// a tensor memory buffer).
SmallVector<int64_t> shapePerCTA(MemDescType type) {
  SmallVector<int64_t> shape(type.getShape());
  auto encoding = dyn_cast<TensorMemoryEncodingAttr>(type.getEncoding());
  if (!encoding || shape.size() != 2)
    return shape;
  return {shape[0] / encoding.getCTASplitM(),
          shape[1] / encoding.getCTASplitN()};
}

/// `ttng.tmem_subslice` of `buffer`'s columns [offset, offset + size), typed
/// as Triton's builder types it: the block width clipped to the slice, the
/// allocation shape kept.
Value createSubslice(PatternRewriter &rewriter, Location loc, Value buffer,
                     int64_t offset, int64_t size) {
  auto type = cast<MemDescType>(buffer.getType());
  auto encoding = cast<TensorMemoryEncodingAttr>(type.getEncoding());
  SmallVector<int64_t> shape(type.getShape());
  shape.back() = size;
  auto sliceEncoding = TensorMemoryEncodingAttr::get(
      rewriter.getContext(), encoding.getBlockM(),
      std::min<int64_t>(encoding.getBlockN(), size), encoding.getColStride(),
      encoding.getCTASplitM(), encoding.getCTASplitN(), encoding.getTwoCTAs());
  auto sliceType = MemDescType::get(
      shape, type.getElementType(), sliceEncoding, type.getMemorySpace(),
      type.getMutableMemory(), type.getAllocShape());
  return TMEMSubSliceOp::create(rewriter, loc, sliceType, buffer,
                                rewriter.getI32IntegerAttr(offset));
}

/// The default (32x32b) register layout for `buffer`; an error on `op`
/// when there is none (Triton asserts).
FailureOr<Attribute> defaultLayout(Operation *op, Value buffer,
                                   unsigned numWarps, CGAEncodingAttr cga) {
  Attribute layout = getDefaultLayoutForTmemLdSt(
      cast<MemDescType>(buffer.getType()), numWarps, cga);
  if (!layout)
    return op->emitError(kPassName)
           << ": no 32x32b register layout for " << buffer.getType();
  return layout;
}

/// 1. A split of a loaded buffer along its columns loads each half alone.
struct TMemSplitLoadPattern : OpRewritePattern<SplitOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SplitOp split,
                                PatternRewriter &rewriter) const override {
    auto trans = lookThroughConverts(split.getSrc()).getDefiningOp<TransOp>();
    if (!trans || trans.getOrder() != ArrayRef<int32_t>({0, 2, 1}))
      return failure();
    auto reshape = trans.getSrc().getDefiningOp<ReshapeOp>();
    if (!reshape)
      return failure();
    Value reshapeSrc = lookThroughConverts(reshape.getSrc());
    auto load = reshapeSrc.getDefiningOp<TMEMLoadOp>();
    if (!load)
      return failure();
    ArrayRef<int64_t> shape = reshape.getType().getShape();
    if (shape[0] != cast<RankedTensorType>(reshapeSrc.getType()).getDimSize(0))
      return failure();
    MemDescType bufferType = load.getSrc().getType();
    if (shapePerCTA(bufferType)[0] != 128) {
      TT_DEBUG(TT_DBGS() << describeOp(split) << ": split load left, "
                         << "the buffer has not 128 rows per CTA\n");
      return failure();
    }
    int64_t half = shape[2];
    if (half < 8)
      return failure();
    FailureOr<unsigned> numWarps = warpsOf(load);
    if (failed(numWarps))
      return failure();
    RankedTensorType halfType = split.getOutLHS().getType();
    CGAEncodingAttr cga = getCGALayout(halfType.getEncoding());
    Location loc = load.getLoc();
    rewriter.setInsertionPoint(load);
    SmallVector<Value> halves;
    for (int64_t offset : {int64_t(0), half}) {
      Value slice = createSubslice(rewriter, loc, load.getSrc(), offset, half);
      FailureOr<Attribute> layout = defaultLayout(load, slice, *numWarps, cga);
      if (failed(layout))
        return failure();
      auto part =
          TMEMLoadOp::create(rewriter, loc, halfType.cloneWithEncoding(*layout),
                             /*token=*/Type(), slice, /*dep=*/Value());
      halves.push_back(
          ConvertLayoutOp::create(rewriter, loc, halfType, part.getResult()));
    }
    TT_DEBUG(TT_DBGS() << describeOp(split) << ": split load of "
                       << describeOp(load) << ", two loads of " << half
                       << " columns\n");
    rewriter.replaceOp(split, halves);
    return success();
  }
};

/// 2. A store of a join along the columns stores each half alone.
struct TMemStoreJoinPattern : OpRewritePattern<TMEMStoreOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TMEMStoreOp store,
                                PatternRewriter &rewriter) const override {
    auto reshape =
        lookThroughConverts(store.getSrc()).getDefiningOp<ReshapeOp>();
    if (!reshape)
      return failure();
    ArrayRef<int64_t> shape = reshape.getSrc().getType().getShape();
    if (reshape.getType().getDimSize(0) != shape[0])
      return failure();
    auto trans = reshape.getSrc().getDefiningOp<TransOp>();
    if (!trans || trans.getOrder() != ArrayRef<int32_t>({0, 2, 1}))
      return failure();
    auto join = trans.getSrc().getDefiningOp<JoinOp>();
    if (!join)
      return failure();
    if (shapePerCTA(store.getDst().getType())[0] != 128) {
      TT_DEBUG(TT_DBGS() << describeOp(store) << ": join store left, "
                         << "the buffer has not 128 rows per CTA\n");
      return failure();
    }
    int64_t half = shape[2];
    if (half < 8)
      return failure();
    FailureOr<unsigned> numWarps = warpsOf(store);
    if (failed(numWarps))
      return failure();
    Location loc = store.getLoc();
    Value always =
        arith::ConstantOp::create(rewriter, loc, rewriter.getBoolAttr(true));
    CGAEncodingAttr cga = getCGALayout(join.getLhs().getType().getEncoding());
    for (auto [value, offset] : {std::pair(join.getLhs(), int64_t(0)),
                                 std::pair(join.getRhs(), half)}) {
      Value slice = createSubslice(rewriter, loc, store.getDst(), offset, half);
      FailureOr<Attribute> layout = defaultLayout(store, slice, *numWarps, cga);
      if (failed(layout))
        return failure();
      auto converted = ConvertLayoutOp::create(
          rewriter, loc, value.getType().cloneWithEncoding(*layout), value);
      TMEMStoreOp::create(rewriter, loc, /*token=*/Type(), slice,
                          /*dep=*/Value(), converted.getResult(), always);
    }
    TT_DEBUG(TT_DBGS() << describeOp(store) << ": join store, two stores of "
                       << half << " columns\n");
    rewriter.eraseOp(store);
    return success();
  }
};

/// 3. A load reduced along dim 1 by 8 warps: the second warp group takes
/// rows instead of columns, so the reduction stays within warps.
struct TMemLoadReducePattern : OpRewritePattern<TMEMLoadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TMEMLoadOp load,
                                PatternRewriter &rewriter) const override {
    FailureOr<unsigned> numWarps = warpsOf(load);
    if (failed(numWarps) || *numWarps != 8)
      return failure();
    // Triton keeps the axis of the last reduction the walk meets.
    bool reducedAlongN = false;
    ForwardSliceOptions options;
    options.filter = [&](Operation *op) {
      if (isa<ConvertLayoutOp>(op) || op->hasTrait<OpTrait::Elementwise>())
        return true;
      if (auto reduce = dyn_cast<ReduceOp>(op))
        reducedAlongN = reduce.getAxis() == 1;
      return false;
    };
    SetVector<Operation *> slice;
    getForwardSlice(load.getResult(), &slice, options);
    if (!reducedAlongN)
      return failure();
    RankedTensorType type = load.getResult().getType();
    Attribute layout =
        getTmemLoadLayoutSplitLongM(type, load.getSrc().getType(), *numWarps);
    if (!layout || layout == type.getEncoding())
      return failure();
    TT_DEBUG(TT_DBGS() << describeOp(load)
                       << ": reduced along dim 1, loaded split along M as "
                       << describeAttr(layout, load) << "\n");
    // Retyped and converted behind the driver's back, as Triton does: the
    // new convert and the users are not revisited in this sweep.
    load.getResult().setType(type.cloneWithEncoding(layout));
    OpBuilder builder(load);
    builder.setInsertionPointAfter(load);
    auto convert =
        ConvertLayoutOp::create(builder, load.getLoc(), type, load.getResult());
    load.getResult().replaceAllUsesExcept(convert.getResult(), convert);
    return success();
  }
};

/// The 16x256b register layout for `buffer` (moved by `numWarps` warps,
/// tensor CTAs as `like`), or null.
Attribute layout16x256b(Value buffer, unsigned numWarps, Attribute like) {
  std::optional<LinearLayout> layout = getDistributedLayoutForTmemLdSt(
      cast<MemDescType>(buffer.getType()), TMemAccessAtom::I16x256b, numWarps,
      getCGALayout(like));
  if (!layout)
    return {};
  return LinearEncodingAttr::get(buffer.getContext(), std::move(*layout));
}

/// How many consecutive elements of a thread a shared memory access of
/// `tensorType` to `memType` moves at once; an error on `op` when a layout
/// has no linear form.
FailureOr<int32_t> sharedVectorWidth(Operation *op, RankedTensorType tensorType,
                                     MemDescType memType) {
  FailureOr<LinearLayout> registers = toLinearLayout(tensorType);
  FailureOr<LinearLayout> shared = toLinearLayout(memType);
  if (failed(registers) || failed(shared))
    return op->emitError(kPassName)
           << ": no linear layout for " << tensorType << " or " << memType;
  LinearLayout cvt = registers->invertAndCompose(*shared);
  return cvt.getNumConsecutiveInOut(*cvt.getOutDimNames().begin());
}

/// 4. A store of what an unvectorizable 16-bit shared memory load gave:
/// stored in the 16x256b layout, whose loads vectorize better.
struct TMemFromSharedMemPattern : OpRewritePattern<TMEMStoreOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TMEMStoreOp store,
                                PatternRewriter &rewriter) const override {
    if (!isa<TensorMemoryEncodingAttr>(store.getDst().getType().getEncoding()))
      return failure();
    FailureOr<unsigned> numWarps = warpsOf(store);
    if (failed(numWarps))
      return failure();
    RankedTensorType type = store.getSrc().getType();
    Attribute layout =
        layout16x256b(store.getDst(), *numWarps, type.getEncoding());
    if (!layout)
      return failure();
    RankedTensorType newType = type.cloneWithEncoding(layout);
    if (newType == type)
      return failure();
    SetVector<Value> slice;
    DenseMap<Value, Attribute> sliceLayouts;
    if (failed(getConvertBackwardSlice(store.getSrcMutable(), slice, layout,
                                       sliceLayouts)))
      return failure();
    bool improves = false;
    for (Value value : slice) {
      auto localLoad = value.getDefiningOp<LocalLoadOp>();
      if (!localLoad)
        continue;
      if (localLoad.getType().getElementType().getIntOrFloatBitWidth() != 16)
        return failure();
      FailureOr<int32_t> vector = sharedVectorWidth(
          localLoad, localLoad.getType(), localLoad.getSrc().getType());
      if (failed(vector) || *vector != 1)
        return failure();
      improves = true;
    }
    if (!improves)
      return failure();
    TT_DEBUG(TT_DBGS() << describeOp(store)
                       << ": from an unvectorized 16-bit shared memory load, "
                       << "stored as " << describeAttr(layout, store) << "\n");
    auto convert = ConvertLayoutOp::create(rewriter, store.getLoc(), newType,
                                           store.getSrc());
    rewriter.modifyOpInPlace(
        store, [&] { store.getSrcMutable().assign(convert.getResult()); });
    return success();
  }
};

/// 5. A load whose value an unvectorizable 8- or 16-bit shared memory store
/// takes: loaded in the 16x256b layout, whose stores vectorize better.
struct TMemToSharedMemPattern : OpRewritePattern<TMEMLoadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TMEMLoadOp load,
                                PatternRewriter &rewriter) const override {
    if (!isa<TensorMemoryEncodingAttr>(load.getSrc().getType().getEncoding()))
      return failure();
    FailureOr<unsigned> numWarps = warpsOf(load);
    if (failed(numWarps))
      return failure();
    RankedTensorType type = load.getResult().getType();
    Attribute layout =
        layout16x256b(load.getSrc(), *numWarps, type.getEncoding());
    if (!layout)
      return failure();
    RankedTensorType newType = type.cloneWithEncoding(layout);
    if (newType == type)
      return failure();

    // Follow the value, with the layout each op would carry it in, to a
    // `ttg.local_store` (the store's own layout is the one judged, as in
    // Triton); control flow ends the walk.
    SmallVector<std::pair<Value, Attribute>> worklist{
        {load.getResult(), layout}};
    DenseSet<std::pair<Value, Attribute>> visited;
    Operation *improvedStore = nullptr;
    while (!worklist.empty() && !improvedStore) {
      auto [value, encoding] = worklist.pop_back_val();
      if (!visited.insert({value, encoding}).second)
        continue;
      for (Operation *user : value.getUsers()) {
        if (auto localStore = dyn_cast<LocalStoreOp>(user)) {
          RankedTensorType srcType = localStore.getSrc().getType();
          if (srcType.getElementType().getIntOrFloatBitWidth() >= 32)
            continue;
          FailureOr<int32_t> vector = sharedVectorWidth(
              localStore, srcType, localStore.getDst().getType());
          if (failed(vector))
            return failure();
          if (*vector != 1)
            continue;
          improvedStore = localStore;
          break;
        }
        if (isa<RegionBranchOpInterface, scf::YieldOp, BranchOpInterface>(user))
          continue;
        Attribute userEncoding = inferDstEncoding(user, encoding);
        if (!userEncoding) {
          if (!isa<ConvertLayoutOp>(user))
            continue;
          userEncoding = encoding;
        }
        for (Value result : user->getResults())
          worklist.push_back({result, userEncoding});
      }
    }
    if (!improvedStore)
      return failure();
    TT_DEBUG(TT_DBGS() << describeOp(load) << ": stored by the unvectorized "
                       << describeOp(improvedStore) << ", loaded as "
                       << describeAttr(layout, load) << "\n");
    rewriter.modifyOpInPlace(load, [&] { load.getResult().setType(newType); });
    rewriter.setInsertionPointAfter(load);
    auto convert = ConvertLayoutOp::create(rewriter, load.getLoc(), type,
                                           load.getResult());
    rewriter.replaceAllUsesExcept(load.getResult(), convert.getResult(),
                                  convert);
    return success();
  }
};

struct OptimizeTMemLayouts
    : mlir::triton::nvidia_gpu::impl::
          TritonNvidiaGPUOptimizeTMemLayoutsPassBase<OptimizeTMemLayouts> {
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    // Every tensor memory load and store gets a layout computed (rules 4
    // and 5); those of several CTAs go through the CTA splits of tensor
    // memory, which tt-opt has not checked against Triton 3.6.
    if (lookupNumCTAs(module) > 1) {
      WalkResult refusedCTAs = module.walk([](Operation *op) {
        if (!isa<TMEMLoadOp, TMEMStoreOp>(op))
          return WalkResult::advance();
        op->emitError(kPassName)
            << ": ttg.num-ctas > 1 is not supported (the tensor memory "
               "layouts of several CTAs are not checked against Triton 3.6)";
        return WalkResult::interrupt();
      });
      if (refusedCTAs.wasInterrupted())
        return signalPassFailure();
    }
    RewritePatternSet patterns(context);
    // Triton's order: for a `tmem_load`, the reduction rule is tried first.
    patterns
        .add<TMemSplitLoadPattern, TMemStoreJoinPattern, TMemLoadReducePattern,
             TMemFromSharedMemPattern, TMemToSharedMemPattern>(context);
    // A pattern that meets what it cannot handle emits an error and fails
    // to match; the pass then fails.
    bool refused = false;
    ScopedDiagnosticHandler noteErrors(context, [&](Diagnostic &diag) {
      refused |= diag.getSeverity() == DiagnosticSeverity::Error;
      return failure(); // Passed on to be reported.
    });
    if (failed(applyPatternsGreedily(module, std::move(patterns)))) {
      module.emitError(kPassName) << ": the rewrites did not converge";
      return signalPassFailure();
    }
    if (refused)
      signalPassFailure();
  }
};

} // namespace
