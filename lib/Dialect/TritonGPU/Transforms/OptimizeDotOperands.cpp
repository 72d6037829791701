//===- OptimizeDotOperands.cpp - Transposes of dot operands in shared memory -===//
//
// Triton 3.6's tritongpu-optimize-dot-operands: after a canonicalization of
// the module, transposes and reshapes feeding MMA operands become views of
// shared memory (memdesc_trans / memdesc_reshape) instead of register
// shuffles. See the pass description in Passes.td.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"

#define DEBUG_TYPE "tritongpu-optimize-dot-operands"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUOPTIMIZEDOTOPERANDS
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// Set by a pattern that matched a rewrite this pass does not implement;
/// the pattern has emitted the diagnostic.
struct UnsupportedMatch {
  bool found = false;
};

bool isTranspose2D(TransOp trans) {
  return trans && trans.getOrder() == ArrayRef<int32_t>{1, 0};
}

/// dot(convert(trans(x)) #dot_op) -> dot(local_load(memdesc_trans(alloc(x))))
/// with `x` stored in the dot operand's swizzle, computed on the
/// untransposed shape (needTrans) since memdesc_trans only renames dims.
class SwizzleShmemConvert : public OpRewritePattern<ConvertLayoutOp> {
public:
  SwizzleShmemConvert(MLIRContext *context, UnsupportedMatch &unsupported)
      : OpRewritePattern(context), unsupported(unsupported) {}

  LogicalResult matchAndRewrite(ConvertLayoutOp cvt,
                                PatternRewriter &rewriter) const override {
    if (!cvt->hasOneUse() || !isa<DotOp>(*cvt->user_begin()))
      return failure();
    auto trans = cvt.getSrc().getDefiningOp<TransOp>();
    if (!isTranspose2D(trans))
      return failure();
    auto dotOperand =
        dyn_cast<DotOperandEncodingAttr>(cvt.getType().getEncoding());
    if (!dotOperand)
      return failure();
    // The order in which the data sits in registers before any convert.
    RankedTensorType srcType = trans.getSrc().getType();
    if (auto innerCvt = trans.getSrc().getDefiningOp<ConvertLayoutOp>())
      srcType = innerCvt.getSrc().getType();
    CGAEncodingAttr cga =
        permuteCGADims(getCGALayout(srcType.getEncoding()), trans.getOrder());
    SwizzledSharedEncodingAttr sharedEncoding = getSwizzledSharedForDotOperand(
        dotOperand, srcType.getShape(), getOrderForMemory(srcType), cga,
        srcType.getElementType(), /*needTrans=*/true);
    if (!sharedEncoding) {
      cvt.emitError("tritongpu-optimize-dot-operands: NYI: staging a "
                    "transposed dot operand of ")
          << dotOperand.getParent() << " in shared memory";
      unsupported.found = true;
      return failure();
    }
    TT_DEBUG(TT_DBGS() << "transpose " << describeOp(trans)
                       << " through shared memory " << sharedEncoding << "\n");
    rewriter.setInsertionPoint(trans);
    auto allocType = MemDescType::get(
        srcType.getShape(), srcType.getElementType(), sharedEncoding,
        SharedMemorySpaceAttr::get(getContext()));
    Value alloc = LocalAllocOp::create(rewriter, trans.getLoc(), allocType,
                                       trans.getSrc(), /*alignment=*/nullptr);
    Value view = MemDescTransOp::create(rewriter, trans.getLoc(), alloc,
                                        trans.getOrder());
    Value load = LocalLoadOp::create(rewriter, trans.getLoc(), cvt.getType(),
                                     view, /*token=*/Value());
    rewriter.modifyOpInPlace(cvt, [&] { cvt.getSrcMutable().assign(load); });
    return success();
  }

private:
  UnsupportedMatch &unsupported;
};

/// mma(alloc(trans(x)) #shared) -> mma(memdesc_trans(alloc(x) #shared^T))
/// for wgmma and tcgen05, which read either major order from shared memory.
class FuseTransMMAV3Plus : public OpRewritePattern<LocalAllocOp> {
public:
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LocalAllocOp alloc,
                                PatternRewriter &rewriter) const override {
    if (!alloc.getSrc() || !alloc->hasOneUse() ||
        !isa<ttng::WarpGroupDotOp, ttng::TCGen5MMAOp, ttng::TCGen5MMAScaledOp>(
            *alloc->user_begin()))
      return failure();
    auto trans = alloc.getSrc().getDefiningOp<TransOp>();
    if (!isTranspose2D(trans))
      return failure();
    MemDescType allocType = alloc.getType();
    RankedTensorType srcType = trans.getSrc().getType();
    Attribute innerEncoding;
    const DialectInferLayoutInterface *infer =
        getInferLayoutInterface(allocType.getEncoding());
    if (!infer ||
        failed(infer->inferTransOpEncoding(allocType.getEncoding(),
                                           srcType.getShape(),
                                           trans.getOrder(), innerEncoding,
                                           alloc.getLoc())))
      return failure();
    TT_DEBUG(TT_DBGS() << "fold transpose " << describeOp(trans)
                       << " into the alloc as " << innerEncoding << "\n");
    auto innerType =
        MemDescType::get(srcType.getShape(), srcType.getElementType(),
                         innerEncoding, allocType.getMemorySpace());
    Value inner = LocalAllocOp::create(rewriter, alloc.getLoc(), innerType,
                                       trans.getSrc(), /*alignment=*/nullptr);
    rewriter.replaceOpWithNewOp<MemDescTransOp>(alloc, inner,
                                                trans.getOrder());
    return success();
  }
};

/// alloc(reshape(x)) #nvmma -> memdesc_reshape(alloc(x) #nvmma'), when an
/// nvmma_shared layout of x's shape places the elements like the alloc.
class ReshapeMemDesc : public OpRewritePattern<LocalAllocOp> {
public:
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LocalAllocOp alloc,
                                PatternRewriter &rewriter) const override {
    if (!alloc.getSrc())
      return failure();
    auto reshape = alloc.getSrc().getDefiningOp<ReshapeOp>();
    if (!reshape)
      return failure();
    MemDescType allocType = alloc.getType();
    auto nvmma = dyn_cast<NVMMASharedEncodingAttr>(allocType.getEncoding());
    if (!nvmma)
      return failure();
    RankedTensorType srcType = reshape.getSrc().getType();
    NVMMASharedEncodingAttr innerEncoding = inferReshapedNVMMAEncoding(
        allocType.getShape(), nvmma, srcType.getShape());
    if (!innerEncoding) {
      TT_DEBUG(TT_DBGS() << "keep reshape " << describeOp(reshape)
                         << ": no nvmma_shared layout of its source fits\n");
      return failure();
    }
    TT_DEBUG(TT_DBGS() << "fold reshape " << describeOp(reshape)
                       << " into the alloc as " << innerEncoding << "\n");
    auto innerType = MemDescType::get(
        srcType.getShape(), srcType.getElementType(), innerEncoding,
        allocType.getMemorySpace(), allocType.getMutableMemory());
    Value inner = LocalAllocOp::create(rewriter, alloc.getLoc(), innerType,
                                       reshape.getSrc(), /*alignment=*/nullptr);
    rewriter.replaceOpWithNewOp<MemDescReshapeOp>(alloc, allocType, inner);
    return success();
  }
};

/// The op defining `value` if it is an `OpTy`, looking through converts.
template <typename OpTy> OpTy getProducerThroughConverts(Value value) {
  while (auto cvt = value.getDefiningOp<ConvertLayoutOp>())
    value = cvt.getSrc();
  return value.getDefiningOp<OpTy>();
}

/// Whether tcgen05.cp can copy scales straight from `type`: 512-element
/// chunks stored contiguously, whole 32x128-bit chunks per row unless a TMA
/// load wrote them.
bool isTmemCopyCompatible(MemDescType type, bool writtenByTMA) {
  if (!isInnermostContiguous(type, 512))
    return false;
  if (writtenByTMA)
    return true;
  if (type.getRank() != 2)
    return false;
  int64_t innerBits =
      type.getShape().back() * type.getElementType().getIntOrFloatBitWidth();
  return innerBits % (32 * 128) == 0;
}

/// sm100 block scales loaded from shared memory and rearranged in registers
/// into the tensor-memory scale layout (local_load, reshape to
/// [MN/128, K/4, 32, 4, 4], trans [0, 3, 2, 1, 4], reshape back, tmem_alloc):
/// the MMA reads them from the shared buffer through the same reshape,
/// transpose and reshape as memdesc views instead (shared_linear layouts
/// where nvmma_shared cannot express them), as Triton 3.6 does; the copy
/// into tensor memory is made later (triton-nvidia-mma-lowering).
class UseShmemForScales : public OpRewritePattern<ttng::TCGen5MMAScaledOp> {
public:
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ttng::TCGen5MMAScaledOp mma,
                                PatternRewriter &rewriter) const override {
    bool changed = false;
    for (OpOperand *operand :
         {&mma.getAScaleMutable(), &mma.getBScaleMutable()}) {
      std::optional<ScaleCopy> copy = matchScaleCopy(operand->get());
      if (!copy)
        continue;
      FailureOr<Value> views = viewScalesInSharedMemory(*copy, rewriter);
      if (failed(views))
        continue;
      TT_DEBUG(TT_DBGS() << describeOp(mma)
                         << ": scales read from shared memory through views, "
                            "not copied from registers by "
                         << describeOp(copy->tmemAlloc) << "\n");
      rewriter.modifyOpInPlace(mma, [&] { operand->set(*views); });
      changed = true;
    }
    return success(changed);
  }

private:
  /// The ops from the shared buffer's local_load to the scales' tmem_alloc.
  struct ScaleCopy {
    LocalLoadOp load;
    ReshapeOp reshape5D;
    TransOp trans;
    ReshapeOp reshape2D;
    ttng::TMEMAllocOp tmemAlloc;
  };

  /// The chain matchScaleCopy found, rebuilt on the shared buffer the
  /// local_load read: memdesc_reshape, memdesc_trans, memdesc_reshape.
  static FailureOr<Value> viewScalesInSharedMemory(ScaleCopy copy,
                                                   PatternRewriter &rewriter) {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(copy.tmemAlloc);
    FailureOr<Value> view =
        reshapeView(rewriter, copy.reshape5D.getLoc(), copy.load.getSrc(),
                    copy.reshape5D.getType().getShape());
    if (failed(view))
      return failure();
    view = MemDescTransOp::create(rewriter, copy.trans.getLoc(), *view,
                                  copy.trans.getOrder())
               .getResult();
    return reshapeView(rewriter, copy.reshape2D.getLoc(), *view,
                       copy.reshape2D.getType().getShape());
  }

  /// `src` viewed with `shape` (its leading buffer dims kept in the
  /// allocation shape).
  static FailureOr<Value> reshapeView(PatternRewriter &rewriter, Location loc,
                                      Value src, ArrayRef<int64_t> shape) {
    auto srcType = cast<MemDescType>(src.getType());
    Attribute encoding = inferSharedReshapeEncoding(
        srcType.getShape(), srcType.getEncoding(), shape);
    if (!encoding)
      return failure();
    SmallVector<int64_t> allocShape(
        srcType.getAllocShape().drop_back(srcType.getRank()));
    allocShape.append(shape.begin(), shape.end());
    auto type = MemDescType::get(shape, srcType.getElementType(), encoding,
                                 srcType.getMemorySpace(),
                                 srcType.getMutableMemory(), allocShape);
    return MemDescReshapeOp::create(rewriter, loc, type, src).getResult();
  }

  static std::optional<ScaleCopy> matchScaleCopy(Value scale) {
    auto scaleType = cast<MemDescType>(scale.getType());
    if (!isa<ttng::TensorMemoryScalesEncodingAttr>(scaleType.getEncoding()))
      return std::nullopt;
    auto tmemAlloc = scale.getDefiningOp<ttng::TMEMAllocOp>();
    if (!tmemAlloc || !tmemAlloc.getSrc())
      return std::nullopt;
    ArrayRef<int64_t> shape2D = tmemAlloc.getResult().getType().getShape();
    if (shape2D.size() != 2)
      return std::nullopt;
    SmallVector<int64_t> shape5D{shape2D[0] / 128, shape2D[1] / 4, 32, 4, 4};
    auto reshape2D = getProducerThroughConverts<ReshapeOp>(tmemAlloc.getSrc());
    if (!reshape2D || reshape2D.getType().getShape() != shape2D)
      return std::nullopt;
    auto trans = getProducerThroughConverts<TransOp>(reshape2D.getSrc());
    if (!trans || trans.getOrder() != ArrayRef<int32_t>{0, 3, 2, 1, 4})
      return std::nullopt;
    auto reshape5D = getProducerThroughConverts<ReshapeOp>(trans.getSrc());
    if (!reshape5D ||
        reshape5D.getType().getShape() != ArrayRef<int64_t>(shape5D))
      return std::nullopt;
    auto load = getProducerThroughConverts<LocalLoadOp>(reshape5D.getSrc());
    if (!load)
      return std::nullopt;
    auto sharedAlloc = getProducerThroughConverts<LocalAllocOp>(load.getSrc());
    bool writtenByTMA =
        sharedAlloc && sharedAlloc.getSrc() &&
        getProducerThroughConverts<DescriptorLoadOp>(sharedAlloc.getSrc());
    if (!isTmemCopyCompatible(load.getSrc().getType(), writtenByTMA))
      return std::nullopt;
    return ScaleCopy{load, reshape5D, trans, reshape2D, tmemAlloc};
  }
};

struct OptimizeDotOperands
    : mlir::triton::gpu::impl::TritonGPUOptimizeDotOperandsBase<
          OptimizeDotOperands> {
  using Base::Base;

  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    OpPassManager canonicalize;
    // Triton 3.6 runs its canonicalizer here (the `canonicalize` block its
    // dump log shows after this pass).
    canonicalize.addPass(triton::createCanonicalizer());
    if (failed(runPipeline(canonicalize, module)))
      return signalPassFailure();

    MLIRContext *context = &getContext();
    UnsupportedMatch unsupported;
    RewritePatternSet patterns(context);
    patterns.add<SwizzleShmemConvert>(context, unsupported);
    patterns.add<FuseTransMMAV3Plus, ReshapeMemDesc, UseShmemForScales>(
        context);
    ConvertLayoutOp::getCanonicalizationPatterns(patterns, context);
    if (failed(applyPatternsGreedily(module, std::move(patterns)))) {
      emitError(module.getLoc(),
                "tritongpu-optimize-dot-operands: the rewrites did "
                "not converge");
      return signalPassFailure();
    }
    if (unsupported.found)
      signalPassFailure();
  }
};

} // namespace
