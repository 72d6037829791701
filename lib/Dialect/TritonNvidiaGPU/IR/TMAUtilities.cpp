//===- TMAUtilities.cpp - TMA descriptor facts ----------------------------===//
#include "tt/Dialect/TritonNvidiaGPU/IR/TMAUtilities.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace mlir::triton::nvidia_gpu {

bool isFp4Padded(Attribute encoding) {
  auto nvmma = dyn_cast_or_null<NVMMASharedEncodingAttr>(encoding);
  return nvmma && nvmma.getFp4Padded();
}

FailureOr<SmallVector<int64_t>>
getTMABlockShape(NVMMASharedEncodingAttr encoding,
                 ArrayRef<int64_t> shapePerCTA, bool packedSize,
                 function_ref<InFlightDiagnostic()> emitError) {
  SmallVector<int64_t> block(shapePerCTA);
  unsigned contiguousDim = encoding.getTransposed() ? 0 : block.size() - 1;
  bool fp4Padded = encoding.getFp4Padded();
  if (fp4Padded)
    block[contiguousDim] *= 2;
  // A TMA box is at most 256 elements along each dim.
  for (int64_t &size : block)
    size = std::min<int64_t>(size, 256);
  if (unsigned swizzleBytes = encoding.getSwizzlingByteWidth()) {
    int64_t swizzleElements = 8 * swizzleBytes / encoding.getElementBitWidth();
    if (block[contiguousDim] < swizzleElements)
      return emitError() << "a TMA block of " << block[contiguousDim]
                         << " contiguous elements is narrower than its "
                         << swizzleBytes << "-byte swizzle";
    block[contiguousDim] = swizzleElements;
  }
  if (fp4Padded && packedSize)
    block[contiguousDim] /= 2;
  return block;
}

FailureOr<int> getTMASwizzleMode(Attribute encoding,
                                 function_ref<InFlightDiagnostic()> emitError) {
  auto nvmma = dyn_cast<NVMMASharedEncodingAttr>(encoding);
  if (!nvmma) {
    auto swizzled = dyn_cast<SwizzledSharedEncodingAttr>(encoding);
    if (!swizzled || swizzled.getVec() != 1 || swizzled.getPerPhase() != 1 ||
        swizzled.getMaxPhase() != 1)
      return emitError() << "unhandled shared memory layout for a TMA "
                            "descriptor: "
                         << encoding;
    return 0;
  }
  unsigned swizzleBytes = nvmma.getSwizzlingByteWidth();
  if (nvmma.getFp4Padded() && swizzleBytes != 128)
    return emitError() << "fp4 padded operands (.b4x16_p64) support only "
                          "128-byte swizzling, not "
                       << swizzleBytes;
  switch (swizzleBytes) {
  case 128:
    return 3;
  case 64:
    return 2;
  case 32:
    return 1;
  default:
    return 0;
  }
}

FailureOr<int> getTMAElementType(Type elementType, Attribute encoding,
                                 function_ref<InFlightDiagnostic()> emitError) {
  // CUtensorMapDataType.
  enum { U8 = 0, U16 = 1, U32 = 2, S32 = 3, U64 = 4, S64 = 5, F16 = 6,
         F32 = 7, F64 = 9, BF16 = 10, B4x16P64 = 14 };
  if (isFp4Padded(encoding))
    return B4x16P64;
  if (elementType.isBF16())
    return BF16;
  if (elementType.isF16())
    return F16;
  if (elementType.isF32())
    return F32;
  if (elementType.isF64())
    return F64;
  unsigned bytes = elementType.getIntOrFloatBitWidth() / 8;
  bool isSigned = elementType.isSignedInteger();
  switch (bytes) {
  case 1:
    return U8;
  case 2:
    return U16;
  case 4:
    return isSigned ? S32 : U32;
  case 8:
    return isSigned ? S64 : U64;
  default:
    return emitError() << "a tensor descriptor's elements must be 1, 2, 4 "
                          "or 8 bytes, not "
                       << bytes;
  }
}

FailureOr<Attribute>
getSharedEncodingOfAccess(RankedTensorType tensorType, TensorDescType desc,
                          function_ref<InFlightDiagnostic()> emitError) {
  RankedTensorType block = desc.getBlockType();
  Attribute encoding = block.getEncoding();
  if (!encoding || !isa<SharedEncodingTrait>(encoding))
    return emitError() << "the tensor descriptor has no shared layout";
  if (block.getShape() == tensorType.getShape())
    return encoding;
  // A rank-reducing access (leading unit dims dropped).
  MLIRContext *context = encoding.getContext();
  unsigned rank = tensorType.getRank();
  CGAEncodingAttr cga = getCGALayout(encoding);
  if (cga.getNumCTAs() != 1)
    return emitError() << "rank-reducing TMA accesses are supported for one "
                          "CTA only";
  auto oneCTA = CGAEncodingAttr::get1CTALayout(context, rank);
  if (auto nvmma = dyn_cast<NVMMASharedEncodingAttr>(encoding))
    return Attribute(NVMMASharedEncodingAttr::get(
        context, nvmma.getSwizzlingByteWidth(), nvmma.getTransposed(),
        nvmma.getElementBitWidth(), nvmma.getFp4Padded(), oneCTA));
  if (auto swizzled = dyn_cast<SwizzledSharedEncodingAttr>(encoding)) {
    // The leading dims dropped leave the order; the others are renumbered.
    unsigned dropped = block.getRank() - rank;
    SmallVector<unsigned> order;
    for (unsigned dim : swizzled.getOrder())
      if (dim >= dropped)
        order.push_back(dim - dropped);
    return Attribute(SwizzledSharedEncodingAttr::get(
        context, swizzled.getVec(), swizzled.getPerPhase(),
        swizzled.getMaxPhase(), order, oneCTA));
  }
  return emitError() << "unhandled tensor descriptor layout " << encoding;
}


namespace {
Value createI32(OpBuilder &builder, Location loc, int32_t value) {
  return arith::ConstantIntOp::create(builder, loc, value, 32);
}
} // namespace

SmallVector<Value> translateTMAIndices(OpBuilder &builder, Location loc,
                                       Attribute encoding, ValueRange indices) {
  SmallVector<Value> translated(indices);
  if (isFp4Padded(encoding)) {
    Value two = createI32(builder, loc, 2);
    translated.back() =
        arith::MulIOp::create(builder, loc, translated.back(), two);
  }
  return translated;
}

/// The `ttng.tensormap_create` of `make`: its box (the TMA block, fastest
/// dim first), global dims and byte strides in the same reversed order
/// (the innermost stride, 1, left out), unit element strides.
LogicalResult createTMADesc(Value scratch, MakeTensorDescOp make,
                          OpBuilder &builder, StringRef errorPrefix) {
  Location loc = make.getLoc();
  auto emitError = [&] { return make.emitError(errorPrefix); };
  auto encoding = dyn_cast_or_null<NVMMASharedEncodingAttr>(
      make.getType().getBlockType().getEncoding());
  // Triton 3.6 reads the block layout as an NVMMA one unchecked.
  if (!encoding)
    return emitError() << "a tensor descriptor made in the kernel must have "
                          "an NVMMA shared layout (Triton 3.6 assumes one)";
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
  SmallVector<Value> boxDims{createI32(builder, loc, block->back())};
  for (int dim = int(shapePerCTA.size()) - 2; dim >= 0; --dim)
    boxDims.push_back(createI32(builder, loc, (*block)[dim]));
  FailureOr<int> swizzleMode = getTMASwizzleMode(encoding, emitError);
  if (failed(swizzleMode))
    return failure();
  Value elementSize = arith::ConstantOp::create(
      builder, loc, builder.getI64IntegerAttr(elementBytes));
  SmallVector<Value> globalDims(llvm::reverse(make.getShape()));
  SmallVector<Value> strides;
  for (int dim = int(make.getStrides().size()) - 2; dim >= 0; --dim)
    strides.push_back(make.getStrides()[dim]);
  // fp4 counted in elements, two a byte.
  if (fp4Padded)
    globalDims[0] = arith::MulIOp::create(builder, loc, globalDims[0],
                                          createI32(builder, loc, 2));
  SmallVector<Value> elementStrides(globalDims.size(),
                                    createI32(builder, loc, 1));
  for (Value &stride : strides)
    stride = arith::MulIOp::create(builder, loc, stride, elementSize);
  FailureOr<int> elementTypeCode =
      getTMAElementType(blockType.getElementType(), encoding, emitError);
  if (failed(elementTypeCode))
    return failure();
  int fillMode = make.getPadding() == PaddingOption::PAD_NAN ? 1 : 0;
  TensormapCreateOp::create(
      builder, loc, scratch, make.getBase(), boxDims, globalDims, strides,
      elementStrides, builder.getI32IntegerAttr(*elementTypeCode),
      /*interleave_layout=*/builder.getI32IntegerAttr(0),
      builder.getI32IntegerAttr(*swizzleMode),
      builder.getI32IntegerAttr(fillMode));
  return success();
}

} // namespace mlir::triton::nvidia_gpu
