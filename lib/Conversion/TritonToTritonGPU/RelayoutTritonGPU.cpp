//===- RelayoutTritonGPU.cpp - relayout-tritongpu -------------------------===//
//
// The layouts that convert-triton-to-tritongpu cannot give: those of the
// tensors that tensor-memory ops read and write, fixed by the buffer's
// encoding and the warps, and the row offsets of TMA gathers and scatters.
// Triton 3.6 runs it right after convert-triton-to-tritongpu when
// tritongpu-optimize-partition-warps lays out a partition again. See the
// pass description in Passes.td.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonToTritonGPU/Passes.h"
#include "tt/Conversion/TritonToTritonGPU/TritonGPUConversion.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TensorMemoryUtils.h"
#include "tt/Support/Debug.h"

#define DEBUG_TYPE "relayout-tritongpu"

namespace mlir::triton {
#define GEN_PASS_DEF_RELAYOUTTRITONGPU
#include "tt/Conversion/TritonToTritonGPU/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// The register type of `type` (its layout converted first) as `memType`
/// holds it in tensor memory for `op`'s warps: the scale layout of
/// tcgen05.st for scale buffers, else a 32x32b message of the buffer's
/// blockM x blockN. Fails with an error at `op` when there is none.
FailureOr<RankedTensorType> tmemRegisterType(Operation *op,
                                             const TypeConverter &converter,
                                             RankedTensorType type,
                                             MemDescType memType) {
  type = cast<RankedTensorType>(converter.convertType(type));
  unsigned numWarps = lookupNumWarps(op).value_or(4);
  Attribute encoding;
  if (isa<ttng::TensorMemoryScalesEncodingAttr>(memType.getEncoding())) {
    FailureOr<LinearLayout> layout = ttng::getScaleTMEMStoreLayout(
        type, numWarps, [op] { return op->emitError(); });
    if (failed(layout))
      return failure();
    encoding = LinearEncodingAttr::get(op->getContext(), *layout);
  } else if (auto tmem = dyn_cast<ttng::TensorMemoryEncodingAttr>(
                 memType.getEncoding())) {
    encoding = ttng::getTmemCompatibleLayout(
        tmem.getBlockM(), tmem.getBlockN(), type,
        getCGALayout(type.getEncoding()), numWarps);
  }
  if (!encoding)
    return op->emitError("relayout-tritongpu: no register layout for ")
           << type << " in " << memType;
  TT_DEBUG(TT_DBGS() << describeOp(op) << ": " << encoding << "\n");
  return type.cloneWithEncoding(encoding);
}

struct TMEMLoadPattern : public OpConversionPattern<ttng::TMEMLoadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ttng::TMEMLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<RankedTensorType> type =
        tmemRegisterType(op, *getTypeConverter(), op.getResult().getType(),
                         op.getSrc().getType());
    if (failed(type))
      return failure();
    rewriter.modifyOpInPlace(op, [&] { op.getResult().setType(*type); });
    return success();
  }
};

/// A tensor-memory op that writes its tensor operand `src`: the operand is
/// converted to the layout of the buffer `dst`.
template <typename OpT>
struct TMEMWritePattern : public OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // Only a tensor operand makes the op illegal: a tmem_alloc without a
    // source never gets here.
    FailureOr<RankedTensorType> type = tmemRegisterType(
        op, *this->getTypeConverter(), op.getSrc().getType(), memDesc(op));
    if (failed(type))
      return failure();
    Value src =
        ConvertLayoutOp::create(rewriter, op.getLoc(), *type, adaptor.getSrc());
    rewriter.modifyOpInPlace(op, [&] { op.getSrcMutable().assign(src); });
    return success();
  }

  static MemDescType memDesc(ttng::TMEMStoreOp op) {
    return op.getDst().getType();
  }
  static MemDescType memDesc(ttng::TMEMAllocOp op) {
    return op.getResult().getType();
  }
};

class RelayoutTritonGPU
    : public triton::impl::RelayoutTritonGPUBase<RelayoutTritonGPU> {
public:
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    TritonGPUTypeConverter converter(
        context, lookupNumWarps(module).value_or(4),
        lookupThreadsPerWarp(module), lookupNumCTAs(module),
        /*enableSourceRemat=*/true, DEBUG_TYPE);
    TritonGPUConversionTarget target(*context, converter);
    target.addDynamicallyLegalDialect<ttng::TritonNvidiaGPUDialect>(
        [&converter](Operation *op) {
          return TritonGPUConversionTarget::hasConvertedTypes(op, converter);
        });
    RewritePatternSet patterns(context);
    patterns.add<GatherScatterPattern<ttng::AsyncTMAGatherOp>,
                 GatherScatterPattern<ttng::AsyncTMAScatterOp>, TMEMLoadPattern,
                 TMEMWritePattern<ttng::TMEMStoreOp>,
                 TMEMWritePattern<ttng::TMEMAllocOp>>(converter, context);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
