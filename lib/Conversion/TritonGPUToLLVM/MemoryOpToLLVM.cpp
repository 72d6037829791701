//===- MemoryOpToLLVM.cpp - Shared-memory buffers and their views ---------===//
//
// A `!ttg.memdesc` in shared memory lowers to Triton's SharedMemoryObject
// (TypeConverter.h): the buffer's address and one offset per dim.
//
// - `ttg.local_alloc` is its buffer's address, @global_smem + the
//   `allocation.offset` allocate-shared-memory-nv chose; with a source
//   tensor, each thread first stores its registers there;
// - `ttg.local_store` stores a tensor's registers into a buffer,
//   `ttg.local_load` loads them: vectors as wide as the register layout
//   composed with the inverse of the shared layout allows
//   (SharedMemoryAccess.h), each element stored once; into or out of a
//   view (a memdesc_subslice), the view's coordinates through the
//   allocation's layout, XOR the origin's offset (SharedView);
// - `ttg.local_dealloc` is nothing (the allocation is static);
// - `ttg.memdesc_index %buf[%i]` moves the address by %i times one slice
//   (the product of the remaining allocation dims) and drops the first
//   offset, as Triton 3.6 does;
// - `ttg.memdesc_subslice` adds its offsets to the view's, `memdesc_trans`
//   permutes them, `memdesc_reshape` and `memdesc_reinterpret` start a view
//   of the same address with offsets 0 (consumers find the origin of a view
//   through the allocation's layout: getViewOriginOffset).
//
// An fp4-padded NVMMA buffer (two fp4 per byte, 8 bytes of data then 8 of
// padding, as tcgen05's mixed-precision MMAs read it) is a layout whose
// padding offsets map onto the same elements as the data: loads and stores
// go through its inverse, which never picks a padding offset, and a slice
// of it takes twice its elements' bytes. Buffers whose layout pads rows, and
// those of clusters of several CTAs, are reported: their slices are not a
// plain product of dims.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/SharedMemoryAccess.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMAUtilities.h"
#include "tt/Support/Debug.h"

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// Why slices of `type` (in `op`'s module) are not `product(dims) * element
/// size` apart, or an empty string when they are.
std::string unsupportedSliceLayout(ttg::MemDescType type, Operation *op) {
  Attribute encoding = type.getEncoding();
  if (isa<ttg::PaddedSharedEncodingAttr>(encoding))
    return "padded shared layouts";
  if (ttg::lookupNumCTAs(op) != 1)
    return "buffers split across the CTAs of a cluster";
  return "";
}

/// The linear layouts of a register tensor and of the buffer it moves to
/// or from, or an error on `op`.
FailureOr<std::pair<LinearLayout, LinearLayout>>
getTransferLayouts(Operation *op, RankedTensorType tensorType,
                   ttg::MemDescType bufferType) {
  if (std::string why = unsupportedSliceLayout(bufferType, op); !why.empty())
    return op->emitError() << op->getName() << ": lowering of " << why
                           << " is not supported yet";
  auto emitError = [&] { return op->emitError(); };
  FailureOr<LinearLayout> regs = ttg::toLinearLayout(tensorType, emitError);
  FailureOr<LinearLayout> shared = ttg::toLinearLayout(bufferType, emitError);
  if (failed(regs) || failed(shared))
    return failure();
  return std::make_pair(*regs, *shared);
}

/// Where a view (`bufferType` smaller than its allocation, lowered as
/// `object`) sits in its allocation of layout `shared`; nothing for a whole
/// buffer. Constant offsets (the usual: memdesc_subslice's) give a constant
/// origin and its exact bits; others an origin computed at run time, which
/// can set any offset bit.
FailureOr<std::optional<SharedView>>
getSharedView(Operation *op, OpBuilder &builder, ttg::MemDescType bufferType,
              const LinearLayout &shared, const SharedMemoryObject &object) {
  if (coversWholeAllocation(bufferType))
    return std::optional<SharedView>();
  TritonLLVMOpBuilder b(op->getLoc(), builder);
  SharedView view{llvm::to_vector(bufferType.getShape()), Value(), 0};
  LinearLayout::Point coords;
  for (auto [dim, offset] : llvm::zip(
           ttg::standardOutDimNames(op->getContext(), bufferType.getRank()),
           object.offsets)) {
    std::optional<int64_t> known = foldedConstantInt(offset);
    if (!known)
      break;
    coords.push_back({dim, int32_t(*known)});
  }
  if (coords.size() == object.offsets.size()) {
    int32_t origin = shared.invert().apply(coords).front().second;
    view.origin = b.i32Val(origin);
    view.originMask = origin;
  } else {
    FailureOr<Value> origin =
        getViewOriginOffset(op, builder, bufferType, object);
    if (failed(origin))
      return failure();
    view.origin = *origin;
    view.originMask = int32_t(shared.getTotalOutDimSize() - 1);
  }
  TT_DEBUG(TT_DBGS() << op->getName() << ": a view into its allocation, "
                     << "origin offset mask " << view.originMask << "\n");
  return std::optional<SharedView>(view);
}

/// Stores `tensor` (lowered: `registers`) into the buffer or view `object`.
LogicalResult storeTensor(Operation *op, RewriterBase &rewriter,
                          const LLVMTypeConverter *typeConverter,
                          TypedValue<RankedTensorType> tensor, Value registers,
                          ttg::MemDescType bufferType,
                          const SharedMemoryObject &object,
                          int computeCapability) {
  auto layouts = getTransferLayouts(op, tensor.getType(), bufferType);
  if (failed(layouts))
    return failure();
  FailureOr<std::optional<SharedView>> view =
      getSharedView(op, rewriter, bufferType, layouts->second, object);
  if (failed(view))
    return failure();
  Type elemTy = typeConverter->convertType(tensor.getType().getElementType());
  return storeRegistersToShared(
      op, rewriter, layouts->first, layouts->second, object.base, elemTy,
      unpackLLElements(op->getLoc(), registers, rewriter),
      /*useStMatrix=*/computeCapability >= 90, *view ? &**view : nullptr);
}

struct LocalAllocOpConversion
    : public ConvertOpToLLVMPattern<ttg::LocalAllocOp> {
  LocalAllocOpConversion(TritonGPUToLLVMTypeConverter &typeConverter,
      int computeCapability)
      : ConvertOpToLLVMPattern(typeConverter),
        computeCapability(computeCapability) {}

  LogicalResult
  matchAndRewrite(ttg::LocalAllocOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ttg::MemDescType type = op.getType();
    if (std::string why = unsupportedSliceLayout(type, op); !why.empty())
      return op.emitError("ttg.local_alloc: lowering of " + why +
                          " is not supported yet");
    Location loc = op.getLoc();
    FailureOr<Value> base = getSharedMemoryBase(loc, rewriter, op);
    if (failed(base))
      return failure();
    TritonLLVMOpBuilder b(loc, rewriter);
    SharedMemoryObject object{*base,
                              SmallVector<Value>(type.getRank(), b.i32Val(0))};
    if (op.getSrc() &&
        failed(storeTensor(op, rewriter, getTypeConverter(), op.getSrc(),
                           adaptor.getSrc(), type, object, computeCapability)))
      return failure();
    rewriter.replaceOp(op, packSharedMemoryObject(loc, getTypeConverter(),
                                                  object, type, rewriter));
    return success();
  }

private:
  int computeCapability;
};

struct LocalStoreOpConversion
    : public ConvertOpToLLVMPattern<ttg::LocalStoreOp> {
  LocalStoreOpConversion(TritonGPUToLLVMTypeConverter &typeConverter,
      int computeCapability)
      : ConvertOpToLLVMPattern(typeConverter),
        computeCapability(computeCapability) {}

  LogicalResult
  matchAndRewrite(ttg::LocalStoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SharedMemoryObject dst =
        unpackSharedMemoryObject(op.getLoc(), adaptor.getDst(), rewriter);
    if (failed(storeTensor(op, rewriter, getTypeConverter(), op.getSrc(),
                           adaptor.getSrc(), op.getDst().getType(), dst,
                           computeCapability)))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }

private:
  int computeCapability;
};

struct LocalLoadOpConversion
    : public ConvertOpToLLVMPattern<ttg::LocalLoadOp> {
  LocalLoadOpConversion(TritonGPUToLLVMTypeConverter &typeConverter,
      int computeCapability)
      : ConvertOpToLLVMPattern(typeConverter),
        computeCapability(computeCapability) {}

  LogicalResult
  matchAndRewrite(ttg::LocalLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = op.getType();
    auto layouts = getTransferLayouts(op, type, op.getSrc().getType());
    if (failed(layouts))
      return failure();
    SharedMemoryObject src =
        unpackSharedMemoryObject(op.getLoc(), adaptor.getSrc(), rewriter);
    FailureOr<std::optional<SharedView>> view = getSharedView(
        op, rewriter, op.getSrc().getType(), layouts->second, src);
    if (failed(view))
      return failure();
    Type elemTy = getTypeConverter()->convertType(type.getElementType());
    FailureOr<SmallVector<Value>> vals = loadRegistersFromShared(
        op, rewriter, layouts->first, layouts->second, src.base, elemTy,
        /*useLdMatrix=*/computeCapability >= 75, *view ? &**view : nullptr);
    if (failed(vals))
      return failure();
    rewriter.replaceOp(op, packLLElements(op.getLoc(), getTypeConverter(),
                                          *vals, rewriter, type));
    return success();
  }

private:
  int computeCapability;
};

struct LocalDeallocOpConversion
    : public ConvertOpToLLVMPattern<ttg::LocalDeallocOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttg::LocalDeallocOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.eraseOp(op);
    return success();
  }
};

struct MemDescIndexOpConversion
    : public ConvertOpToLLVMPattern<ttg::MemDescIndexOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttg::MemDescIndexOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ttg::MemDescType srcType = op.getSrc().getType();
    if (std::string why = unsupportedSliceLayout(srcType, op); !why.empty())
      return op.emitError("ttg.memdesc_index: lowering of " + why +
                          " is not supported yet");
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    ArrayRef<int64_t> allocShape = srcType.getAllocShape();
    int64_t sliceElements = 1;
    for (int64_t dim : allocShape.drop_front())
      sliceElements *= dim;
    // Padded fp4 takes 16 bytes per 8 of data: a slice is twice its bytes.
    if (ttng::isFp4Padded(srcType.getEncoding()))
      sliceElements *= 2;
    unsigned bits = srcType.getElementTypeBitWidth();
    if (bits % 8 != 0 || (sliceElements * bits) % 8 != 0)
      return op.emitError("ttg.memdesc_index: lowering of sub-byte slices is "
                          "not supported yet");
    SharedMemoryObject src =
        unpackSharedMemoryObject(loc, adaptor.getSrc(), rewriter);
    // The slice's address steps in elements of the buffer's type, as
    // Triton's: LLVM then keeps `base + index * slice` apart from the
    // thread's offset in each access, where a byte GEP lets it fold the
    // offset into the base first. Same address, but ptxas schedules the
    // folded form worse (pipelined loops recompute their next stage's
    // addresses after the stage barrier: pipe_nested_f16_s3 at 0.92 of
    // Triton's speed, 96 registers instead of Triton's 108).
    Type elementType = getTypeConverter()->convertType(
        srcType.getElementType());
    Value sliceOffset = b.mul(adaptor.getIndex(), b.i32Val(sliceElements));
    SharedMemoryObject slice{
        b.gep(src.base.getType(), elementType, src.base, sliceOffset),
        SmallVector<Value>(llvm::drop_begin(src.offsets))};
    rewriter.replaceOp(op, packSharedMemoryObject(loc, getTypeConverter(),
                                                  slice, op.getType(),
                                                  rewriter));
    return success();
  }
};

/// A view of the same buffer: `offsets(src offsets)` for the result.
template <typename ViewOp>
struct MemDescViewOpConversion : public ConvertOpToLLVMPattern<ViewOp> {
  using ConvertOpToLLVMPattern<ViewOp>::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ViewOp op, typename ViewOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    SharedMemoryObject src =
        unpackSharedMemoryObject(loc, adaptor.getSrc(), rewriter);
    SharedMemoryObject view{src.base, viewOffsets(op, b, src.offsets)};
    rewriter.replaceOp(op, packSharedMemoryObject(loc, this->getTypeConverter(),
                                                  view, op.getType(),
                                                  rewriter));
    return success();
  }

  static SmallVector<Value> viewOffsets(ViewOp op, TritonLLVMOpBuilder &b,
                                        ArrayRef<Value> offsets) {
    if constexpr (std::is_same_v<ViewOp, ttg::MemDescSubsliceOp>) {
      // Constant offsets stay constants: a view's consumers then know its
      // origin exactly (getSharedView).
      SmallVector<Value> moved;
      for (auto [offset, delta] : llvm::zip(offsets, op.getOffsets())) {
        std::optional<int64_t> known = foldedConstantInt(offset);
        if (!delta)
          moved.push_back(offset);
        else if (known)
          moved.push_back(b.i32Val(*known + delta));
        else
          moved.push_back(b.add(offset, b.i32Val(delta)));
      }
      return moved;
    } else if constexpr (std::is_same_v<ViewOp, ttg::MemDescTransOp>) {
      SmallVector<Value> permuted;
      for (int32_t dim : op.getOrder())
        permuted.push_back(offsets[dim]);
      return permuted;
    } else {
      return SmallVector<Value>(op.getType().getRank(), b.i32Val(0));
    }
  }
};

} // namespace

void mlir::triton::populateMemoryOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns,
    int computeCapability) {
  patterns.add<LocalAllocOpConversion, LocalStoreOpConversion,
               LocalLoadOpConversion>(typeConverter, computeCapability);
  patterns.add<LocalDeallocOpConversion, MemDescIndexOpConversion,
               MemDescViewOpConversion<ttg::MemDescSubsliceOp>,
               MemDescViewOpConversion<ttg::MemDescTransOp>,
               MemDescViewOpConversion<ttg::MemDescReshapeOp>,
               MemDescViewOpConversion<ttg::MemDescReinterpretOp>>(
      typeConverter);
}
