//===- Ops.cpp - Verifiers of the amdg ops ---------------------------------===//
#include "tt/Dialect/TritonAMDGPU/IR/Dialect.h"

#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace ::mlir::triton::amdgpu;
namespace ttg = ::mlir::triton::gpu;

#define GET_OP_CLASSES
#include "tt/Dialect/TritonAMDGPU/IR/Ops.cpp.inc"

//===----------------------------------------------------------------------===//
// Register-level reshaping
//===----------------------------------------------------------------------===//

LogicalResult ExtractSliceOp::verify() {
  auto srcTy = getSource().getType();
  auto dstTy = getResult().getType();
  if (srcTy.getElementType() != dstTy.getElementType())
    return emitOpError("result element type must match source element type");
  if (srcTy.getRank() != dstTy.getRank())
    return emitOpError("result rank must be equal to source rank");
  ArrayRef<int64_t> offsets = getStaticOffsets();
  if (static_cast<int64_t>(offsets.size()) != srcTy.getRank())
    return emitOpError("expects one offset per dimension, got ")
           << offsets.size() << " for rank " << srcTy.getRank();
  for (auto [dim, src, dst, offset] :
       llvm::enumerate(srcTy.getShape(), dstTy.getShape(), offsets)) {
    if (dst > src)
      return emitOpError("result shape cannot exceed source shape at dimension ")
             << dim;
    if (offset < 0 || offset + dst > src)
      return emitOpError("invalid offset ") << offset << " at dimension " << dim;
  }
  return success();
}

LogicalResult ConcatOp::verify() {
  if (getSources().empty())
    return emitOpError("expects at least one source");
  auto srcTy = cast<RankedTensorType>(getSources().front().getType());
  if (!llvm::all_equal(getSources().getTypes()))
    return emitOpError("all sources must have identical tensor types");
  auto dstTy = getResult().getType();
  if (dstTy.getElementType() != srcTy.getElementType())
    return emitOpError("element types of sources and result must match");
  if (dstTy.getRank() != srcTy.getRank())
    return emitOpError("sources and result must have the same rank");
  // The sources tile the result: count the source-shaped tiles.
  int64_t numTiles = 1;
  for (auto [dim, src, dst] :
       llvm::enumerate(srcTy.getShape(), dstTy.getShape())) {
    if (dst % src != 0)
      return emitOpError("result dimension ")
             << dim << " (" << dst << ") is not a multiple of the source's ("
             << src << ")";
    numTiles *= dst / src;
  }
  if (numTiles != static_cast<int64_t>(getSources().size()))
    return emitOpError("expects ") << numTiles << " sources to tile the result, got "
                                   << getSources().size();
  return success();
}

LogicalResult InThreadTransposeOp::verify() {
  auto srcTy = getSrc().getType();
  auto dstTy = getResult().getType();
  if (srcTy.getElementType() != dstTy.getElementType())
    return emitOpError("expects input and output tensors of the same element type");
  if (srcTy.getShape() != dstTy.getShape())
    return emitOpError("expects equal input and output shapes");
  if (srcTy.getRank() != 2)
    return emitOpError("expects a 2-D tensor");
  if (!isa_and_nonnull<ttg::BlockedEncodingAttr>(srcTy.getEncoding()))
    return emitOpError("expects the input tensor in a blocked encoding");
  return success();
}

//===----------------------------------------------------------------------===//
// Microscaling upcasts
//===----------------------------------------------------------------------===//

LogicalResult UpcastMXFPOp::verify() {
  auto srcTy = getSrc().getType();
  auto scaleTy = getScale().getType();
  auto dstTy = getResult().getType();
  Type srcElt = srcTy.getElementType();
  switch (getFpType()) {
  case triton::ScaleDotElemType::E2M1:
    // fp4 values come packed two per byte.
    if (!srcElt.isInteger(8))
      return emitOpError("expects e2m1 values packed in an i8 tensor");
    break;
  // fp8 values may arrive already converted to bf16/f16, as
  // tritonamdgpu-accelerate-matmul makes them before gfx950.
  case triton::ScaleDotElemType::E4M3:
    if (!isa<Float8E4M3FNType, BFloat16Type, Float16Type>(srcElt))
      return emitOpError("expects an f8E4M3FN, bf16 or f16 tensor for e4m3");
    break;
  case triton::ScaleDotElemType::E5M2:
    if (!isa<Float8E5M2Type, BFloat16Type, Float16Type>(srcElt))
      return emitOpError("expects an f8E5M2, bf16 or f16 tensor for e5m2");
    break;
  default:
    return emitOpError("fp_type must be e2m1, e4m3 or e5m2");
  }
  if (!scaleTy.getElementType().isInteger(8))
    return emitOpError("expects i8 (e8m0) scales");
  if (!dstTy.getElementType().isBF16() && !dstTy.getElementType().isF16())
    return emitOpError("expects a bf16 or f16 result");
  if (srcTy.getRank() != dstTy.getRank() || scaleTy.getRank() != dstTy.getRank())
    return emitOpError("expects src, scale and result of the same rank");
  return success();
}

LogicalResult ScaledUpcastFp4Op::verify() {
  auto inputTy = getInput().getType();
  auto scaleTy = getScale().getType();
  auto outputTy = getOutput().getType();
  if (outputTy.getShape() != scaleTy.getShape())
    return emitOpError("scale and output should have the same shape");
  int64_t rank = inputTy.getRank();
  if (rank != outputTy.getRank())
    return emitOpError("source rank ")
           << rank << " != result rank " << outputTy.getRank();
  int32_t axis = getAxis();
  if (axis < 0 || axis >= rank)
    return emitOpError("axis ") << axis << " out of range for rank " << rank;
  // Two fp4 values per byte along `axis`; every other dimension is kept.
  for (auto [dim, src, dst] :
       llvm::enumerate(inputTy.getShape(), outputTy.getShape())) {
    int64_t expected = static_cast<int64_t>(dim) == axis ? 2 * src : src;
    if (dst != expected)
      return emitOpError("result dimension ")
             << dim << " must be " << expected << ", got " << dst;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Shared memory (LDS)
//===----------------------------------------------------------------------===//

LogicalResult BufferLoadToLocalOp::verify() {
  Value other = getOther();
  if (!other)
    return success();
  Type expected = getI32TensorLike(getOffsets().getType());
  expected = cast<RankedTensorType>(expected).clone(
      getPtr().getType().getPointeeType());
  if (other.getType() != expected)
    return emitOpError("expects `other` of type ")
           << expected << " (the offsets' shape, the pointee type), got "
           << other.getType();
  return success();
}

LogicalResult LocalLoadPackedTransposedOp::verify() {
  auto srcTy = getSrc().getType();
  auto dstTy = getResult().getType();
  auto dotEnc = dyn_cast_or_null<ttg::DotOperandEncodingAttr>(dstTy.getEncoding());
  if (!dotEnc)
    return emitOpError("only works with a dot operand result encoding");
  auto sharedEnc =
      dyn_cast<ttg::SwizzledSharedEncodingAttr>(srcTy.getEncoding());
  if (!sharedEnc)
    return emitOpError("only works with a swizzled_shared source encoding");
  ArrayRef<int64_t> srcShape = srcTy.getShape();
  if (srcShape.size() != 2 && srcShape.size() != 3)
    return emitOpError("expects a 2-D or batched 3-D source");
  if (dstTy.getRank() != static_cast<int64_t>(srcShape.size()))
    return emitOpError("expects source and result of the same rank");

  // The source is M/N-contiguous: operand A keeps dim M fastest, B dim N.
  bool isA = dotEnc.getOpIdx() == 0;
  bool batched = srcShape.size() == 3;
  SmallVector<unsigned> expectedOrder;
  if (batched)
    expectedOrder = isA ? SmallVector<unsigned>{1, 2, 0}
                        : SmallVector<unsigned>{2, 1, 0};
  else
    expectedOrder = isA ? SmallVector<unsigned>{0, 1} : SmallVector<unsigned>{1, 0};
  if (!llvm::equal(sharedEnc.getOrder(), expectedOrder))
    return emitOpError("order of dimensions doesn't match the operand");

  // Repacking doubles M/N and halves K.
  SmallVector<int64_t> expectedSrc(dstTy.getShape());
  unsigned dimM = batched ? 1 : 0, dimK = dimM + 1;
  unsigned packedDim = isA ? dimM : dimK, kDim = isA ? dimK : dimM;
  expectedSrc[packedDim] /= 2;
  expectedSrc[kDim] *= 2;
  if (ArrayRef<int64_t>(expectedSrc) != srcShape)
    return emitOpError(
        "input and output dimensions don't match after packing changes");
  return success();
}

/// Barriers are a single i64 in shared memory.
static LogicalResult verifyBarrierType(Operation *op, ttg::MemDescType type) {
  if (!type.getElementType().isInteger(64) || type.getShape().size() != 1 ||
      type.getShape()[0] != 1)
    return op->emitOpError("barrier must be a 1xi64 memory descriptor, got ")
           << type;
  return success();
}

static LogicalResult verifyArrivalCount(Operation *op, uint32_t count) {
  if (count < 1)
    return op->emitOpError("count must be greater than or equal to 1");
  return success();
}

LogicalResult InitBarrierOp::verify() {
  if (failed(verifyBarrierType(*this, getAlloc().getType())))
    return failure();
  return verifyArrivalCount(*this, getCount());
}

LogicalResult WaitBarrierOp::verify() {
  return verifyBarrierType(*this, getAlloc().getType());
}

LogicalResult ArriveBarrierOp::verify() {
  if (failed(verifyBarrierType(*this, getAlloc().getType())))
    return failure();
  return verifyArrivalCount(*this, getCount());
}

LogicalResult AsyncCopyMbarrierArriveOp::verify() {
  return verifyBarrierType(*this, getBarrier().getType());
}

//===----------------------------------------------------------------------===//
// Tensor data mover (TDM)
//===----------------------------------------------------------------------===//

/// TDM block dimensions are 16-bit, it does not swizzle, and it pads LDS
/// rows only in whole dwords.
static LogicalResult verifyTDMCopy(Operation *op, triton::TensorDescType desc,
                                   ttg::MemDescType smem) {
  ArrayRef<int64_t> block = desc.getBlockType().getShape();
  for (auto [dim, size] : llvm::enumerate(block))
    if (size > std::numeric_limits<uint16_t>::max())
      return op->emitOpError("TDM block dimension ")
             << dim << " (" << size << ") exceeds 65535";
  Attribute enc = smem.getEncoding();
  if (auto swizzled = dyn_cast<ttg::SwizzledSharedEncodingAttr>(enc)) {
    if (swizzled.getMaxPhase() != 1)
      return op->emitOpError("TDM does not support swizzling");
    return success();
  }
  auto padded = dyn_cast<ttg::PaddedSharedEncodingAttr>(enc);
  if (!padded)
    return op->emitOpError("TDM needs a swizzled_shared or padded_shared layout");
  unsigned bits = smem.getElementType().getIntOrFloatBitWidth();
  for (auto [interval, padding] :
       llvm::zip(padded.getIntervals(), padded.getPaddings())) {
    if (interval * bits / 32 < 2)
      return op->emitOpError("TDM padding interval must be at least 2 dwords");
    if (padding * bits / 32 < 1)
      return op->emitOpError("TDM padding amount must be at least 1 dword");
  }
  return success();
}

LogicalResult AsyncTDMCopyGlobalToLocalOp::verify() {
  return verifyTDMCopy(*this, getDesc().getType(), getResult().getType());
}

LogicalResult AsyncTDMCopyLocalToGlobalOp::verify() {
  return verifyTDMCopy(*this, getDesc().getType(), getSrc().getType());
}
