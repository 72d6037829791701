//===- Ops.cpp - Operations of the TritonGPU (ttg) dialect ----------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/Interfaces.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "tt/Dialect/Triton/IR/Interfaces.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

//===----------------------------------------------------------------------===//
// custom<Offsets>: the constant offsets of memdesc_subslice, `[0, 32]`.
//===----------------------------------------------------------------------===//

static ParseResult parseOffsets(OpAsmParser &parser, DenseI32ArrayAttr &offsets) {
  SmallVector<int32_t> values;
  if (parser.parseCommaSeparatedList([&] {
        return parser.parseInteger(values.emplace_back());
      }))
    return failure();
  offsets = parser.getBuilder().getDenseI32ArrayAttr(values);
  return success();
}

static void printOffsets(OpAsmPrinter &printer, Operation *,
                         DenseI32ArrayAttr offsets) {
  llvm::interleaveComma(offsets.asArrayRef(), printer);
}

#define GET_OP_CLASSES
#include "tt/Dialect/TritonGPU/IR/Ops.cpp.inc"

//===----------------------------------------------------------------------===//
// Traits
//===----------------------------------------------------------------------===//

/// A memdesc encoding spans the CTAs the module runs with, like a tensor
/// layout; encodings without an extent (tensor memory) always fit.
static LogicalResult verifyMemDescLayout(Operation *op, Type type,
                                         function_ref<InFlightDiagnostic()> emitError) {
  auto memDesc = dyn_cast<MemDescType>(type);
  if (!memDesc || !memDesc.getEncoding())
    return success();
  return verifyLayoutInContext(memDesc.getEncoding(), op, emitError);
}

LogicalResult mlir::triton::gpu::verifyMemDescLayouts(Operation *op) {
  return OpTrait::impl::verifyValueLayouts(
      op, [&](Type type, function_ref<InFlightDiagnostic()> emitError) {
        return verifyMemDescLayout(op, type, emitError);
      });
}

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

/// `src` and `dst` hold the same elements: equal shapes and element types.
static LogicalResult verifySameShapeAndElementType(Operation *op, ShapedType src,
                                                   ShapedType dst) {
  if (src.getElementType() != dst.getElementType())
    return op->emitOpError("source element type ")
           << src.getElementType() << " must match destination element type "
           << dst.getElementType();
  if (src.getShape() != dst.getShape())
    return op->emitOpError("source shape [")
           << src.getShape() << "] must match destination shape ["
           << dst.getShape() << "]";
  return success();
}

static bool isSubview(MemDescType type) {
  return type.getShape() != type.getAllocShape();
}

static bool isIota(ArrayRef<int32_t> order) {
  for (auto [i, dim] : llvm::enumerate(order))
    if (dim != static_cast<int32_t>(i))
      return false;
  return true;
}

static bool isPermutation(ArrayRef<int32_t> order) {
  llvm::SmallBitVector seen(order.size());
  for (int32_t dim : order) {
    if (dim < 0 || dim >= static_cast<int32_t>(order.size()) || seen.test(dim))
      return false;
    seen.set(dim);
  }
  return true;
}

//===----------------------------------------------------------------------===//
// ConvertLayoutOp
//===----------------------------------------------------------------------===//

namespace {

/// cvt(x : T -> T) -> x.
struct EraseIdentityConvert : OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvertLayoutOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getSrc().getType() != op.getType())
      return failure();
    rewriter.replaceOp(op, op.getSrc());
    return success();
  }
};

/// Rematerializes the producer of a convert_layout in the target layout when
/// that is free: cvt(cvt(x)), cvt(splat), cvt(make_range), cvt(splat
/// constant), cvt(histogram) and cvt(local_load) become a single op producing the new type.
struct FoldConvertIntoProducer : OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvertLayoutOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType dstType = op.getType();
    // Keeping mma -> dot_op conversions helps fused attention (as in Triton).
    if (isa<DotOperandEncodingAttr>(dstType.getEncoding()) &&
        isa<NvidiaMmaEncodingAttr>(op.getSrc().getType().getEncoding()))
      return failure();

    Operation *producer = op.getSrc().getDefiningOp();
    if (!producer)
      return failure();
    if (auto reshape = dyn_cast<ReshapeOp>(producer)) {
      // A reordering reshape can produce any layout that keeps the data in
      // its threads; dot operands are packed differently, so never those.
      if (!reshape.getAllowReorder() || reshape.getEfficientLayout() ||
          isExpensiveView(reshape.getSrc().getType(), dstType) ||
          isa<DotOperandEncodingAttr>(op.getSrc().getType().getEncoding()) ||
          isa<DotOperandEncodingAttr>(dstType.getEncoding()))
        return failure();
      // Triton 3.6 reshapes the reshape's result (not its source): the
      // first reshape stays, the second one replaces the convert.
      rewriter.replaceOpWithNewOp<ReshapeOp>(op, dstType, reshape.getResult(),
                                             /*allow_reorder=*/true);
      return success();
    }
    if (auto cat = dyn_cast<CatOp>(producer)) {
      if (isExpensiveCat(cat, dstType.getEncoding()))
        return failure();
      rewriter.replaceOpWithNewOp<CatOp>(op, dstType, cat.getLhs(), cat.getRhs());
      return success();
    }
    if (auto convert = dyn_cast<ConvertLayoutOp>(producer)) {
      rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, dstType, convert.getSrc());
      return success();
    }
    if (auto splat = dyn_cast<SplatOp>(producer)) {
      rewriter.replaceOpWithNewOp<SplatOp>(op, dstType, splat.getSrc());
      return success();
    }
    if (auto range = dyn_cast<MakeRangeOp>(producer)) {
      rewriter.replaceOpWithNewOp<MakeRangeOp>(op, dstType, range.getStart(),
                                               range.getEnd());
      return success();
    }
    if (auto constant = dyn_cast<arith::ConstantOp>(producer)) {
      auto splat = dyn_cast<SplatElementsAttr>(constant.getValue());
      if (!splat)
        return failure();
      rewriter.replaceOpWithNewOp<arith::ConstantOp>(
          op, SplatElementsAttr::get(dstType, splat.getSplatValue<Attribute>()));
      return success();
    }
    if (auto histogram = dyn_cast<HistogramOp>(producer)) {
      rewriter.replaceOpWithNewOp<HistogramOp>(op, dstType, histogram.getSrc(),
                                               histogram.getMask());
      return success();
    }
    if (auto load = dyn_cast<LocalLoadOp>(producer)) {
      // Memory ops may sit between the load and the convert: load in place.
      rewriter.setInsertionPoint(load);
      rewriter.replaceOpWithNewOp<LocalLoadOp>(op, dstType, load.getSrc(),
                                               load.getToken());
      return success();
    }
    return failure();
  }
};

/// Whether `convert` only renames: both layouts are the same linear layout.
static bool isTrivialConvert(ConvertLayoutOp convert) {
  FailureOr<LinearLayout> src = toLinearLayout(convert.getSrc().getType());
  FailureOr<LinearLayout> dst = toLinearLayout(convert.getType());
  return succeeded(src) && succeeded(dst) && *src == *dst;
}

/// reshape(cvt(x)) -> reshape(x) when the convert is trivial, or when the
/// reshape may reorder and x's layout reaches the result without moving data.
struct FoldConvertIntoReshape : OpRewritePattern<ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReshapeOp op,
                                PatternRewriter &rewriter) const override {
    auto convert = op.getSrc().getDefiningOp<ConvertLayoutOp>();
    if (!convert)
      return failure();
    if (!isTrivialConvert(convert) &&
        (!op.getAllowReorder() ||
         isExpensiveView(convert.getSrc().getType(), op.getType())))
      return failure();
    rewriter.replaceOpWithNewOp<ReshapeOp>(op, op.getType(), convert.getSrc(),
                                           op.getAllowReorder(),
                                           op.getEfficientLayout());
    return success();
  }
};

/// trans(x, identity order) -> cvt(x); trans(cvt(x)) -> trans(x) for a
/// trivial convert.
struct FoldConvertIntoTrans : OpRewritePattern<TransOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransOp op,
                                PatternRewriter &rewriter) const override {
    if (isIota(op.getOrder())) {
      rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, op.getType(), op.getSrc());
      return success();
    }
    auto convert = op.getSrc().getDefiningOp<ConvertLayoutOp>();
    if (!convert || !isTrivialConvert(convert))
      return failure();
    rewriter.replaceOpWithNewOp<TransOp>(op, op.getType(), convert.getSrc(),
                                         op.getOrder());
    return success();
  }
};

/// gather(cvt(src), idx) -> gather(src, idx): without an efficient layout the
/// source goes through shared memory, whatever its layout.
struct FoldConvertIntoGatherSource : OpRewritePattern<GatherOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(GatherOp op,
                                PatternRewriter &rewriter) const override {
    auto convert = op.getSrc().getDefiningOp<ConvertLayoutOp>();
    if (op.getEfficientLayout() || !convert)
      return failure();
    rewriter.modifyOpInPlace(op, [&] { op.getSrcMutable().assign(convert.getSrc()); });
    return success();
  }
};

/// split(cvt(x)) -> split(x) when x's layout splits into the same result
/// layout.
struct FoldConvertIntoSplit : OpRewritePattern<SplitOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SplitOp op,
                                PatternRewriter &rewriter) const override {
    auto convert = op.getSrc().getDefiningOp<ConvertLayoutOp>();
    if (!convert)
      return failure();
    Attribute srcEncoding = convert.getSrc().getType().getEncoding();
    const DialectInferLayoutInterface *inferLayout =
        getInferLayoutInterface(srcEncoding);
    Attribute dstEncoding;
    if (!inferLayout ||
        failed(inferLayout->inferSplitOpEncoding(
            srcEncoding, dstEncoding, convert.getType().getShape(),
            std::nullopt)) ||
        dstEncoding != op.getOutLHS().getType().getEncoding())
      return failure();
    rewriter.modifyOpInPlace(op, [&] { op.getSrcMutable().assign(convert.getSrc()); });
    return success();
  }
};

/// local_alloc(cvt(x)) -> local_alloc(x) and local_store(cvt(x), buf) ->
/// local_store(x, buf): the shared layout is independent of the register
/// layout it is written from.
template <typename SharedWriteOp>
struct FoldConvertIntoSharedWrite : OpRewritePattern<SharedWriteOp> {
  using OpRewritePattern<SharedWriteOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(SharedWriteOp op,
                                PatternRewriter &rewriter) const override {
    // local_alloc's source is optional.
    auto convert = op.getSrc() ? op.getSrc().template getDefiningOp<ConvertLayoutOp>()
                               : ConvertLayoutOp();
    if (!convert)
      return failure();
    rewriter.modifyOpInPlace(op, [&] { op.getSrcMutable().assign(convert.getSrc()); });
    return success();
  }
};

/// histogram(cvt(x)) -> histogram(x): the bins do not depend on the layout
/// of the input; a mask follows the input into its layout.
struct FoldConvertIntoHistogram : OpRewritePattern<HistogramOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(HistogramOp op,
                                PatternRewriter &rewriter) const override {
    auto convert = op.getSrc().getDefiningOp<ConvertLayoutOp>();
    if (!convert)
      return failure();
    Value src = convert.getSrc();
    Value mask = op.getMask();
    if (mask)
      mask = ConvertLayoutOp::create(
          rewriter, op.getLoc(),
          cast<RankedTensorType>(mask.getType())
              .cloneWithEncoding(convert.getSrc().getType().getEncoding()),
          mask);
    rewriter.replaceOpWithNewOp<HistogramOp>(op, op.getType(), src, mask);
    return success();
  }
};

} // namespace

void ConvertLayoutOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                                  MLIRContext *context) {
  patterns.add<EraseIdentityConvert, FoldConvertIntoProducer,
               FoldConvertIntoSharedWrite<LocalAllocOp>,
               FoldConvertIntoSharedWrite<LocalStoreOp>,
               FoldConvertIntoHistogram, FoldConvertIntoReshape,
               FoldConvertIntoTrans, FoldConvertIntoGatherSource,
               FoldConvertIntoSplit>(context);
}

//===----------------------------------------------------------------------===//
// Asynchronous copies
//===----------------------------------------------------------------------===//

LogicalResult AsyncCopyGlobalToLocalOp::verify() {
  MemDescType dstType = getResult().getType();
  if (!dstType.getMutableMemory())
    return emitOpError("cannot store into immutable memory");
  auto srcType = cast<RankedTensorType>(getSrc().getType());
  if (srcType.getShape() != dstType.getShape())
    return emitOpError("source shape [")
           << srcType.getShape() << "] must match destination shape ["
           << dstType.getShape() << "]";
  auto pointee = cast<PointerType>(srcType.getElementType()).getPointeeType();
  if (pointee != dstType.getElementType())
    return emitOpError("pointee type ")
           << pointee << " must match destination element type "
           << dstType.getElementType();
  return success();
}

//===----------------------------------------------------------------------===//
// Shared memory
//===----------------------------------------------------------------------===//

void LocalAllocOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  // An immutable buffer is a value: no effect lets CSE and DCE treat it so
  // until shared memory has been assigned.
  if (!getType().getMutableMemory() && !(*this)->hasAttr("allocation.offset"))
    return;
  OpResult buffer = getOperation()->getOpResult(0);
  effects.emplace_back(MemoryEffects::Allocate::get(), buffer, SharedMemory::get());
  if (getSrc())
    effects.emplace_back(MemoryEffects::Write::get(), buffer, SharedMemory::get());
}

OpFoldResult LocalAllocOp::fold(FoldAdaptor) {
  // local_alloc(local_load(buf)) -> buf for an identical immutable buffer.
  if (getType().getMutableMemory() || !getSrc())
    return {};
  auto load = getSrc().getDefiningOp<LocalLoadOp>();
  if (!load || load.getSrc().getType() != getType())
    return {};
  return load.getSrc();
}

LogicalResult LocalAllocOp::verify() {
  MemDescType type = getType();
  if (!isa_and_nonnull<SharedMemorySpaceAttr>(type.getMemorySpace()))
    return emitOpError("should create a buffer of shared memory");
  if (isSubview(type))
    return emitOpError("result shape and its alloc shape must match");
  if (!getSrc()) {
    if (!type.getMutableMemory())
      return emitOpError("uninitialized alloc must have a mutable memdesc type");
    return success();
  }
  return verifySameShapeAndElementType(*this, getSrc().getType(), type);
}

LogicalResult LocalLoadOp::verify() {
  return verifySameShapeAndElementType(*this, getSrc().getType(), getType());
}

LogicalResult LocalStoreOp::verify() {
  if (!getDst().getType().getMutableMemory())
    return emitOpError("cannot store into immutable memory");
  return verifySameShapeAndElementType(*this, getSrc().getType(),
                                       getDst().getType());
}

//===----------------------------------------------------------------------===//
// Memory descriptor views
//===----------------------------------------------------------------------===//

/// Views keep the memory space of their source and, when
/// `checkMutability`, its mutability.
static LogicalResult verifyViewKeepsMemory(Operation *op, MemDescType src,
                                           MemDescType dst,
                                           bool checkMutability = true) {
  if (src.getMemorySpace() != dst.getMemorySpace())
    return op->emitOpError("source and result must be in the same memory space");
  if (checkMutability && src.getMutableMemory() != dst.getMutableMemory())
    return op->emitOpError("source and result must have the same mutability");
  return success();
}

// Triton 3.6 checks no mutability on memdesc_index and memdesc_subslice:
// its prefetch pass takes immutable subslices of mutable buffers.
LogicalResult MemDescIndexOp::verify() {
  MemDescType srcType = getSrc().getType();
  MemDescType dstType = getType();
  if (failed(verifyViewKeepsMemory(*this, srcType, dstType,
                                   /*checkMutability=*/false)))
    return failure();
  if (srcType.getElementType() != dstType.getElementType())
    return emitOpError("result element type must match desc element type");
  if (srcType.getRank() != dstType.getRank() + 1)
    return emitOpError("result rank must be one less than the source rank");
  if (srcType.getShape().drop_front() != dstType.getShape())
    return emitOpError("result shape must equal srcShape[1:]");
  // Triton 3.6: neither is a view; Triton 3.5 (TXL's IR): the result keeps
  // its source's allocation shape.
  bool whole = !isSubview(srcType) && !isSubview(dstType);
  bool keepsAllocation = srcType.getAllocShape() == dstType.getAllocShape();
  if (!whole && !keepsAllocation)
    return emitOpError("alloc shape must match shape for both result and src "
                       "(or, as in Triton 3.5, be the source's alloc shape)");
  return success();
}

OpFoldResult MemDescSubsliceOp::fold(FoldAdaptor) {
  // subslice(subslice(x, a), b) -> subslice(x, a + b)
  auto inner = getSrc().getDefiningOp<MemDescSubsliceOp>();
  if (!inner)
    return {};
  SmallVector<int32_t> offsets;
  for (auto [outer, base] : llvm::zip_equal(getOffsets(), inner.getOffsets()))
    offsets.push_back(outer + base);
  setOffsets(offsets);
  getSrcMutable().assign(inner.getSrc());
  return getResult();
}

LogicalResult MemDescSubsliceOp::verify() {
  MemDescType srcType = getSrc().getType();
  MemDescType dstType = getType();
  if (failed(verifyViewKeepsMemory(*this, srcType, dstType,
                                   /*checkMutability=*/false)))
    return failure();
  if (srcType.getElementType() != dstType.getElementType())
    return emitOpError("result element type must match desc element type");
  if (srcType.getEncoding() != dstType.getEncoding())
    return emitOpError("src and result must have the same encoding");
  if (srcType.getRank() != dstType.getRank())
    return emitOpError("result rank must equal to input rank");
  if (getOffsets().size() != static_cast<size_t>(srcType.getRank()))
    return emitOpError("offsets must have the same rank as input");
  if (srcType.getAllocShape() != dstType.getAllocShape())
    return emitOpError("result alloc shape must match the source alloc shape");
  for (auto [dim, offset] : llvm::enumerate(getOffsets())) {
    int64_t srcSize = srcType.getDimSize(dim);
    int64_t dstSize = dstType.getDimSize(dim);
    if (dstSize > srcSize)
      return emitOpError("result dimension ") << dim << " exceeds the source";
    if (srcSize == dstSize) {
      if (offset != 0)
        return emitOpError("a non zero offset found in a dimension that is "
                           "not being split");
      continue;
    }
    if (offset < 0 || offset % dstSize != 0)
      return emitOpError("the split offset may not touch the tile");
    if (offset >= srcSize)
      return emitOpError("the split offset may not exceed the source shape");
  }
  return success();
}

OpFoldResult MemDescTransOp::fold(FoldAdaptor) {
  // trans(x, iota) -> x
  if (isIota(getOrder()) && getSrc().getType() == getType())
    return getSrc();
  // trans(trans(x, a), b) -> trans(x, a o b)
  auto inner = getSrc().getDefiningOp<MemDescTransOp>();
  if (!inner)
    return {};
  SmallVector<int32_t> order;
  for (int32_t dim : getOrder())
    order.push_back(inner.getOrder()[dim]);
  setOrder(order);
  getSrcMutable().assign(inner.getSrc());
  return getResult();
}

void MemDescTransOp::build(OpBuilder &builder, OperationState &state,
                           Value src, ArrayRef<int32_t> order) {
  auto srcType = cast<MemDescType>(src.getType());
  Attribute encoding;
  if (auto *infer = getInferLayoutInterface(srcType.getEncoding()))
    (void)infer->inferTransOpEncoding(srcType.getEncoding(),
                                      srcType.getShape(), order, encoding,
                                      state.location);
  auto permuted = [&](ArrayRef<int64_t> dims) {
    // Leading buffer dims of the alloc shape stay in front.
    SmallVector<int64_t> result(dims.drop_back(order.size()));
    for (int32_t dim : order)
      result.push_back(dims.take_back(order.size())[dim]);
    return result;
  };
  auto type = MemDescType::get(
      permuted(srcType.getShape()), srcType.getElementType(), encoding,
      srcType.getMemorySpace(), srcType.getMutableMemory(),
      permuted(srcType.getAllocShape()));
  build(builder, state, type, src, builder.getDenseI32ArrayAttr(order));
}

LogicalResult MemDescTransOp::verify() {
  MemDescType srcType = getSrc().getType();
  MemDescType dstType = getType();
  if (failed(verifyViewKeepsMemory(*this, srcType, dstType)))
    return failure();
  ArrayRef<int32_t> order = getOrder();
  if (order.size() != static_cast<size_t>(srcType.getRank()) ||
      !isPermutation(order))
    return emitOpError("order must be a permutation of the source dimensions");
  for (auto [dstDim, srcDim] : llvm::enumerate(order))
    if (dstType.getDimSize(dstDim) != srcType.getDimSize(srcDim))
      return emitOpError("result shape must be the source shape permuted by "
                         "order");
  return success();
}

LogicalResult MemDescReshapeOp::verify() {
  MemDescType srcType = getSrc().getType();
  MemDescType dstType = getType();
  if (failed(verifyViewKeepsMemory(*this, srcType, dstType)))
    return failure();
  if (srcType.getNumElements() != dstType.getNumElements())
    return emitOpError("number of src and dst elements of reshape must be the "
                       "same");
  // One copy of a multi-buffered allocation (its leading dims dropped) is
  // whole; a subslice of one is not (Triton 3.6's rule).
  if (srcType.getAllocShape().take_back(srcType.getRank()) !=
      srcType.getShape())
    return emitOpError("NYI: memdesc_reshape of memdesc_subslice");
  return success();
}

OpFoldResult MemDescReinterpretOp::fold(FoldAdaptor) {
  if (getSrc().getType() == getType())
    return getSrc();
  return {};
}

LogicalResult MemDescReinterpretOp::verify() {
  return verifyViewKeepsMemory(*this, getSrc().getType(), getType());
}

//===----------------------------------------------------------------------===//
// Fp4ToFpOp
//===----------------------------------------------------------------------===//

LogicalResult Fp4ToFpOp::verify() {
  RankedTensorType srcType = getSrc().getType();
  RankedTensorType dstType = getType();
  Type elementType = dstType.getElementType();
  if (!elementType.isBF16() && !elementType.isF16())
    return emitOpError("only bf16 or f16 is supported for now, got ")
           << elementType;
  int64_t rank = srcType.getRank();
  if (rank != dstType.getRank())
    return emitOpError("source rank ")
           << rank << " != result rank " << dstType.getRank();
  int64_t axis = getAxis();
  if (axis < 0 || axis >= rank)
    return emitOpError("axis ") << axis << " out of range for rank " << rank;
  for (int64_t dim = 0; dim < rank; ++dim) {
    int64_t expected = srcType.getDimSize(dim) * (dim == axis ? 2 : 1);
    if (dstType.getDimSize(dim) != expected)
      return emitOpError("result dimension ")
             << dim << " must be " << expected << ", got "
             << dstType.getDimSize(dim);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Warp specialization
//===----------------------------------------------------------------------===//

WarpSpecializePartitionsOp WarpSpecializeOp::getPartitionOp() {
  return cast<WarpSpecializePartitionsOp>(getPartitionOpHolder().front().front());
}

RegionRange WarpSpecializeOp::getPartitionRegions() {
  return getPartitionOp().getPartitionRegions();
}

/// Bytes one capture takes in the capture block: scalars their width,
/// pointers and descriptors 8, a shared-memory descriptor its base pointer
/// and one i32 offset per dimension, a tensor-memory descriptor 8.
static std::optional<uint64_t> captureBytes(Type type) {
  if (isa<IntegerType, FloatType>(type))
    return llvm::divideCeil(type.getIntOrFloatBitWidth(), 8);
  if (isa<PointerType, TensorDescType>(type))
    return 8;
  if (auto memDesc = dyn_cast<MemDescType>(type)) {
    if (!isa<SharedMemorySpaceAttr>(memDesc.getMemorySpace()))
      return 8;
    return 8 + memDesc.getRank() * 4;
  }
  return std::nullopt;
}

FailureOr<std::pair<uint64_t, uint64_t>>
WarpSpecializeOp::getCaptureSizeAlign() {
  uint64_t size = 0;
  for (Type type : getPartitionOp().getExplicitCaptures().getTypes()) {
    std::optional<uint64_t> bytes = captureBytes(type);
    if (!bytes)
      // At the op's place, without printing its regions after it.
      return mlir::emitError(getLoc(), "'ttg.warp_specialize' op cannot pass "
                                       "a capture of type ")
             << type << " through shared memory (Triton 3.6 packs only "
             << "scalars, pointers, tensor descriptors and memory "
             << "descriptors)";
    size += *bytes;
  }
  // Packed without padding; the block itself is 8-byte aligned.
  return std::make_pair(size, uint64_t(8));
}

unsigned WarpSpecializeOp::getTotalPartitionWarps() {
  unsigned total = 0;
  for (int32_t warps : getPartitionNumWarps())
    total += warps;
  return total;
}

void WarpSpecializeOp::getSuccessorRegions(
    RegionBranchPoint point, SmallVectorImpl<RegionSuccessor> &successors) {
  // Entering runs the default region and the partitions; only the default
  // region flows back to the op's results.
  if (point.isParent()) {
    successors.emplace_back(&getDefaultRegion());
    successors.emplace_back(&getPartitionOpHolder());
    return;
  }
  Operation *terminator = point.getTerminatorPredecessorOrNull();
  if (terminator && terminator->getParentRegion() == &getDefaultRegion())
    successors.emplace_back(getOperation(), getResults());
}

void WarpSpecializePartitionsOp::getSuccessorRegions(
    RegionBranchPoint point, SmallVectorImpl<RegionSuccessor> &successors) {
  // Control enters every partition; nothing flows out of them.
  if (point.isParent())
    for (Region &region : getPartitionRegions())
      successors.emplace_back(&region, region.getArguments());
}

OperandRange WarpSpecializePartitionsOp::getEntrySuccessorOperands(RegionSuccessor) {
  return getExplicitCaptures();
}

ParseResult WarpSpecializeOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> captures;
  SMLoc capturesLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(captures, AsmParser::Delimiter::Paren) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.parseKeyword("default") || parser.parseRegion(*result.addRegion()))
    return failure();

  OperationState partitions(parser.getEncodedSourceLoc(parser.getCurrentLocation()),
                            WarpSpecializePartitionsOp::getOperationName());
  SmallVector<int32_t> numWarps;
  while (succeeded(parser.parseOptionalKeyword(
      ("partition" + Twine(numWarps.size())).str()))) {
    SmallVector<OpAsmParser::Argument> arguments;
    if (parser.parseArgumentList(arguments, AsmParser::Delimiter::Paren,
                                 /*allowType=*/true) ||
        parser.parseKeyword("num_warps") || parser.parseLParen() ||
        parser.parseInteger(numWarps.emplace_back()) || parser.parseRParen() ||
        parser.parseRegion(*partitions.addRegion(), arguments))
      return failure();
  }

  FunctionType type;
  if (parser.parseColonType(type) ||
      parser.resolveOperands(captures, type.getInputs(), capturesLoc,
                             partitions.operands))
    return failure();
  result.addTypes(type.getResults());
  result.addAttribute(getPartitionNumWarpsAttrName(result.name),
                      parser.getBuilder().getDenseI32ArrayAttr(numWarps));

  OpBuilder builder(parser.getContext());
  builder.setInsertionPointToStart(&result.addRegion()->emplaceBlock());
  builder.create(partitions);
  return success();
}

void WarpSpecializeOp::print(OpAsmPrinter &printer) {
  WarpSpecializePartitionsOp partitions = getPartitionOp();
  printer << '(' << partitions.getExplicitCaptures() << ')';
  printer.printOptionalAttrDictWithKeyword((*this)->getAttrs(),
                                           {getPartitionNumWarpsAttrName()});
  printer.printNewline();
  printer << "default ";
  printer.printRegion(getDefaultRegion(), /*printEntryBlockArgs=*/false);
  for (auto [index, region, numWarps] :
       llvm::enumerate(partitions.getPartitionRegions(), getPartitionNumWarps())) {
    printer.printNewline();
    printer << "partition" << index << '(';
    llvm::interleaveComma(region.getArguments(), printer, [&](BlockArgument arg) {
      printer.printRegionArgument(arg);
    });
    printer << ") num_warps(" << numWarps << ") ";
    printer.printRegion(region, /*printEntryBlockArgs=*/false);
  }
  printer << " : ";
  printer.printFunctionalType(partitions.getExplicitCaptures().getTypes(),
                              getResultTypes());
}

LogicalResult WarpSpecializeOp::verify() {
  Block &holder = getPartitionOpHolder().front();
  if (holder.empty() || !isa<WarpSpecializePartitionsOp>(holder.front()))
    return emitOpError("expected to find only a `ttg.warp_specialize.partitions` "
                       "op inside its second region");
  size_t numPartitions = getPartitionRegions().size();
  ArrayRef<int32_t> numWarps = getPartitionNumWarps();
  if (numPartitions != numWarps.size())
    return emitOpError("has ") << numPartitions
                               << " partitions but `partitionNumWarps` has "
                               << numWarps.size() << " elements";
  for (auto [index, warps] : llvm::enumerate(numWarps))
    if (warps <= 0 || !llvm::isPowerOf2_32(warps))
      return emitOpError("partition #")
             << index << " number of warps (" << warps
             << ") must be a power of 2";
  if (std::optional<ArrayRef<int32_t>> startIds = getWarpGroupStartIds();
      startIds && startIds->size() != numWarps.size())
    return emitOpError("has ") << startIds->size()
                               << " warp group start IDs but expected "
                               << numWarps.size();
  if ((*this)->getParentOfType<WarpSpecializeOp>())
    return emitOpError("cannot be nested inside another `ttg.warp_specialize` op");
  return success();
}

LogicalResult WarpSpecializeOp::canonicalize(WarpSpecializeOp op,
                                             PatternRewriter &rewriter) {
  // Drop unused results, and the values the default region yields for them.
  llvm::BitVector unused(op.getNumResults());
  for (OpResult result : op.getResults())
    if (result.use_empty())
      unused.set(result.getResultNumber());
  if (unused.none())
    return failure();

  for (Block &block : op.getDefaultRegion())
    if (auto yield = dyn_cast<WarpYieldOp>(block.getTerminator()))
      rewriter.modifyOpInPlace(yield, [&] { yield->eraseOperands(unused); });

  SmallVector<Type> types;
  for (OpResult result : op.getResults())
    if (!unused.test(result.getResultNumber()))
      types.push_back(result.getType());
  OperationState state(op.getLoc(), op->getName(), {}, types, op->getAttrs());
  state.addRegion()->takeBody(op.getDefaultRegion());
  state.addRegion()->takeBody(op.getPartitionOpHolder());
  Operation *newOp = rewriter.create(state);

  unsigned next = 0;
  for (OpResult result : op.getResults())
    if (!unused.test(result.getResultNumber()))
      rewriter.replaceAllUsesWith(result, newOp->getResult(next++));
  rewriter.eraseOp(op);
  return success();
}

LogicalResult WarpSpecializePartitionsOp::verify() {
  for (auto [index, region] : llvm::enumerate(getPartitionRegions()))
    if (region.getNumArguments() != getNumOperands())
      return emitOpError("partition region #")
             << index << " has " << region.getNumArguments()
             << " arguments but expected " << getNumOperands();
  return success();
}

LogicalResult
WarpSpecializePartitionsOp::canonicalize(WarpSpecializePartitionsOp op,
                                         PatternRewriter &rewriter) {
  // Drop captures no partition uses, and duplicate captures.
  llvm::BitVector dropped(op.getNumOperands());
  DenseMap<Value, unsigned> firstCapture;
  for (auto [index, capture] : llvm::enumerate(op.getExplicitCaptures())) {
    bool used = llvm::any_of(op.getPartitionRegions(), [&, index = index](Region &region) {
      return !region.getArgument(index).use_empty();
    });
    if (!used) {
      dropped.set(index);
      continue;
    }
    auto [it, inserted] = firstCapture.try_emplace(capture, index);
    if (inserted)
      continue;
    rewriter.modifyOpInPlace(op, [&, index = index] {
      for (Region &region : op.getPartitionRegions())
        region.getArgument(index).replaceAllUsesWith(region.getArgument(it->second));
    });
    dropped.set(index);
  }
  if (dropped.none())
    return failure();
  rewriter.modifyOpInPlace(op, [&] {
    for (Region &region : op.getPartitionRegions())
      region.front().eraseArguments(dropped);
    op->eraseOperands(dropped);
  });
  return success();
}

LogicalResult WarpYieldOp::verify() {
  TypeRange expected = getParentOp().getResultTypes();
  if (getNumOperands() != expected.size())
    return emitOpError("has ") << getNumOperands()
                               << " operands but parent op expected "
                               << expected.size();
  for (auto [index, type, resultType] :
       llvm::enumerate(getOperandTypes(), expected))
    if (type != resultType)
      return emitOpError("operand #") << index << " has type " << type
                                      << " but parent op expected " << resultType;
  return success();
}
