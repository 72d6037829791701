//===- Ops.cpp - Operations of the Triton (tt) dialect --------------------===//
//
// Verifiers, result type inference, side effects and the tt.func/tt.call
// symbol machinery. Folders and canonicalization patterns are in
// Canonicalize.cpp.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionImplementation.h"
#include "tt/Support/InlineAsm.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;

#define GET_OP_CLASSES
#include "tt/Dialect/Triton/IR/Ops.cpp.inc"

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

const DialectInferLayoutInterface *
mlir::triton::getInferLayoutInterface(Attribute encoding) {
  if (!encoding)
    return nullptr;
  return dyn_cast<DialectInferLayoutInterface>(&encoding.getDialect());
}

/// Inferred result types are compared modulo layout equivalence. An encoding
/// that could not be inferred (its dialect has no DialectInferLayoutInterface)
/// is left null and accepts the encoding written in the IR, which the layout
/// trait verifies on its own.
static bool isCompatibleInferredType(Type inferred, Type actual) {
  if (inferred == actual)
    return true;
  auto inferredTensor = dyn_cast<RankedTensorType>(inferred);
  auto actualTensor = dyn_cast<RankedTensorType>(actual);
  if (!inferredTensor || !actualTensor ||
      inferredTensor.getShape() != actualTensor.getShape() ||
      inferredTensor.getElementType() != actualTensor.getElementType())
    return false;
  Attribute inferredEncoding = inferredTensor.getEncoding();
  Attribute actualEncoding = actualTensor.getEncoding();
  if (!inferredEncoding)
    return true;
  if (!actualEncoding)
    return false;
  const auto *inferLayout = getInferLayoutInterface(inferredEncoding);
  return inferLayout &&
         succeeded(inferLayout->verifyLayoutsAreEqual(
             actualTensor.getShape(), inferredEncoding, actualEncoding,
             std::nullopt));
}

static bool areCompatibleInferredTypes(TypeRange inferred, TypeRange actual) {
  return inferred.size() == actual.size() &&
         llvm::all_of(llvm::zip(inferred, actual), [](auto pair) {
           return isCompatibleInferredType(std::get<0>(pair),
                                           std::get<1>(pair));
         });
}

#define TT_COMPATIBLE_INFERRED_TYPES(OP)                                        \
  bool OP::isCompatibleReturnTypes(TypeRange inferred, TypeRange actual) {     \
    return areCompatibleInferredTypes(inferred, actual);                       \
  }
TT_COMPATIBLE_INFERRED_TYPES(UnsplatOp)
TT_COMPATIBLE_INFERRED_TYPES(ExpandDimsOp)
TT_COMPATIBLE_INFERRED_TYPES(SplitOp)
TT_COMPATIBLE_INFERRED_TYPES(TransOp)
TT_COMPATIBLE_INFERRED_TYPES(GatherOp)
TT_COMPATIBLE_INFERRED_TYPES(DotOp)
TT_COMPATIBLE_INFERRED_TYPES(ReduceOp)
TT_COMPATIBLE_INFERRED_TYPES(ScanOp)
#undef TT_COMPATIBLE_INFERRED_TYPES

static bool isPermutationOfIota(ArrayRef<int32_t> order) {
  SmallVector<bool> seen(order.size(), false);
  for (int32_t dim : order) {
    if (dim < 0 || dim >= static_cast<int32_t>(order.size()) || seen[dim])
      return false;
    seen[dim] = true;
  }
  return true;
}

static Type getElementTypeOrSelfOf(Value value) {
  return getElementTypeOrSelf(value.getType());
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

LogicalResult BitcastOp::verify() {
  Type srcType = getElementTypeOrSelfOf(getSrc());
  Type dstType = getElementTypeOrSelfOf(getResult());
  auto srcPtr = dyn_cast<PointerType>(srcType);
  auto dstPtr = dyn_cast<PointerType>(dstType);
  if (srcPtr && dstPtr) {
    if (srcPtr.getAddressSpace() != dstPtr.getAddressSpace())
      return emitOpError(
          "cannot bitcast pointers between different address spaces");
    return success();
  }
  if (srcPtr || dstPtr)
    return emitOpError("cannot bitcast between pointer and non-pointer types");
  if (!srcType.isIntOrFloat() || !dstType.isIntOrFloat())
    return emitOpError("can only bitcast integers, floats and pointers");
  unsigned srcBits = srcType.getIntOrFloatBitWidth();
  unsigned dstBits = dstType.getIntOrFloatBitWidth();
  if (srcBits != dstBits)
    return emitOpError("cannot bitcast data-type of size ")
           << srcBits << " to data-type of size " << dstBits;
  return success();
}

LogicalResult FpToFpOp::verify() {
  unsigned srcBits = getElementTypeOrSelfOf(getSrc()).getIntOrFloatBitWidth();
  unsigned dstBits =
      getElementTypeOrSelfOf(getResult()).getIntOrFloatBitWidth();
  if (dstBits < srcBits && !getRounding())
    return emitOpError("rounding mode is required for FP downcast");
  return success();
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

void LoadOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), &getPtrMutable(),
                       GlobalMemory::get());
  // A volatile load must neither be removed nor reordered with other
  // accesses.
  if (getIsVolatile())
    effects.emplace_back(MemoryEffects::Write::get());
}

/// Block pointer and descriptor operand lists name one value per dimension
/// of the block.
static LogicalResult verifyOnePerDimension(Operation *op, StringRef what,
                                           size_t count, int64_t rank) {
  if (static_cast<int64_t>(count) != rank)
    return op->emitOpError("expected ")
           << rank << " " << what << " (one per block dimension), but got "
           << count;
  return success();
}

LogicalResult MakeTensorPtrOp::verify() {
  auto blockType = cast<RankedTensorType>(getType().getPointeeType());
  int64_t rank = blockType.getRank();
  if (failed(verifyOnePerDimension(*this, "shape values", getShape().size(),
                                   rank)))
    return failure();
  if (getOrder().size() != static_cast<size_t>(rank) ||
      !isPermutationOfIota(getOrder()))
    return emitOpError("order must be a permutation of 0..")
           << rank - 1;
  return success();
}

LogicalResult MakeTensorDescOp::verify() {
  return verifyOnePerDimension(*this, "shape values", getShape().size(),
                               getType().getBlockType().getRank());
}

/// A descriptor load or store moves a whole block: same element type
/// (signless) and element count (the tensor may have a different shape).
static LogicalResult verifyDescriptorAccess(Operation *op, TensorDescType desc,
                                            size_t numIndices,
                                            RankedTensorType tensor) {
  RankedTensorType block = desc.getSignlessBlockType();
  if (failed(verifyOnePerDimension(op, "indices", numIndices,
                                   block.getRank())))
    return failure();
  if (block.getElementType() != tensor.getElementType())
    return op->emitOpError("descriptor block and tensor element types must "
                           "match, but got descriptor element type ")
           << block.getElementType() << " and tensor element type "
           << tensor.getElementType();
  if (block.getNumElements() != tensor.getNumElements())
    return op->emitOpError("descriptor block and tensor must have the same "
                           "number of elements, but got ")
           << block.getNumElements() << " and " << tensor.getNumElements();
  return success();
}

LogicalResult DescriptorLoadOp::verify() {
  return verifyDescriptorAccess(*this, getDesc().getType(),
                                getIndices().size(), getType());
}

LogicalResult DescriptorStoreOp::verify() {
  return verifyDescriptorAccess(*this, getDesc().getType(),
                                getIndices().size(), getSrc().getType());
}

LogicalResult DescriptorReduceOp::verify() {
  return verifyDescriptorAccess(*this, getDesc().getType(),
                                getIndices().size(), getSrc().getType());
}

/// Gathers and scatters move `N` rows of a `1xM` descriptor block to or from
/// an `NxM` tensor, N given by the 1-D x offsets. TMA needs at least 8 rows
/// and 32 bytes per row.
static LogicalResult verifyGatherScatter(Operation *op, TensorDescType desc,
                                         RankedTensorType xOffsets,
                                         RankedTensorType tensor) {
  RankedTensorType block = desc.getBlockType();
  if (block.getRank() != 2 || block.getDimSize(0) != 1)
    return op->emitOpError("descriptor block must be a 2D tensor with "
                           "exactly 1 row, but got ")
           << block;
  if (xOffsets.getRank() != 1)
    return op->emitOpError("x offsets must be a 1D tensor, but got ")
           << xOffsets;
  if (tensor.getRank() != 2)
    return op->emitOpError("result must be a 2D tensor, but got ") << tensor;
  if (tensor.getElementType() != block.getElementType())
    return op->emitOpError("tensor element type must match the descriptor "
                           "block, but got ")
           << tensor;
  if (tensor.getDimSize(0) < 8)
    return op->emitOpError("must have at least 8 rows, but got ")
           << tensor.getDimSize(0);
  unsigned bitWidth = tensor.getElementType().getIntOrFloatBitWidth();
  if (bitWidth > 32)
    return op->emitOpError("TMA dtype cannot be greater than 32 bits");
  int64_t minCols = 32 / bitWidth * 8;
  if (tensor.getDimSize(1) < minCols)
    return op->emitOpError("must have at least ")
           << minCols << " columns for " << tensor.getElementType()
           << ", but got " << tensor.getDimSize(1);
  if (tensor.getDimSize(0) != xOffsets.getDimSize(0))
    return op->emitOpError("tensor must have as many rows as x offsets (")
           << xOffsets.getDimSize(0) << "), but got " << tensor;
  if (tensor.getDimSize(1) != block.getDimSize(1))
    return op->emitOpError("tensor columns must match the descriptor block (")
           << block.getDimSize(1) << "), but got " << tensor;
  return success();
}

LogicalResult DescriptorGatherOp::verify() {
  return verifyGatherScatter(*this, getDesc().getType(),
                             getXOffsets().getType(), getType());
}

LogicalResult DescriptorScatterOp::verify() {
  return verifyGatherScatter(*this, getDesc().getType(),
                             getXOffsets().getType(), getSrc().getType());
}

//===----------------------------------------------------------------------===//
// Shape manipulation
//===----------------------------------------------------------------------===//

LogicalResult UnsplatOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  auto srcType = dyn_cast<RankedTensorType>(adaptor.getSrc().getType());
  if (!srcType)
    return emitOptionalError(loc, "tt.unsplat expects a ranked tensor");
  inferredReturnTypes.push_back(srcType.getElementType());
  return success();
}

LogicalResult UnsplatOp::verify() {
  if (getSrc().getType().getNumElements() != 1)
    return emitOpError("source tensor must have exactly one element");
  return success();
}

LogicalResult ExpandDimsOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  auto srcType = dyn_cast<RankedTensorType>(adaptor.getSrc().getType());
  if (!srcType)
    return emitOptionalError(loc, "tt.expand_dims expects a ranked tensor");
  int64_t axis = adaptor.getAxis();
  if (axis < 0 || axis > srcType.getRank())
    return emitOptionalError(loc, "axis ", axis,
                             " out of range for a tensor of rank ",
                             srcType.getRank());
  SmallVector<int64_t> shape(srcType.getShape());
  shape.insert(shape.begin() + axis, 1);
  Attribute encoding;
  if (const auto *inferLayout =
          getInferLayoutInterface(srcType.getEncoding()))
    if (failed(inferLayout->inferExpandDimsOpEncoding(
            srcType.getEncoding(), axis, encoding, loc)))
      return failure();
  inferredReturnTypes.push_back(
      RankedTensorType::get(shape, srcType.getElementType(), encoding));
  return success();
}

/// Encodings are all-or-nothing across a shape op's operand and result: a
/// result layout cannot come from nowhere, nor vanish.
static LogicalResult verifyEncodingPresenceMatches(Operation *op,
                                                   RankedTensorType src,
                                                   RankedTensorType dst) {
  if (!src.getEncoding() != !dst.getEncoding())
    return op->emitOpError("requires that either (a) src and dst both have "
                           "encodings, or (b) neither does");
  return success();
}

LogicalResult ReshapeOp::verify() {
  RankedTensorType srcType = getSrc().getType();
  RankedTensorType dstType = getType();
  if (srcType.getNumElements() != dstType.getNumElements())
    return emitOpError(
        "number of src and dst elements of reshape must be the same");
  if (failed(verifyEncodingPresenceMatches(*this, srcType, dstType)))
    return failure();
  // A reshape that may not reorder elements must keep each in its thread.
  const auto *inferLayout = getInferLayoutInterface(srcType.getEncoding());
  if (getAllowReorder() || !inferLayout)
    return success();
  Attribute inferred;
  if (failed(inferLayout->inferReshapeOpEncoding(
          srcType.getShape(), srcType.getEncoding(), dstType.getShape(),
          inferred, getLoc())))
    return failure();
  if (!inferred)
    return success();
  return inferLayout->verifyLayoutsAreEqual(dstType.getShape(), inferred,
                                            dstType.getEncoding(), getLoc());
}

LogicalResult BroadcastOp::verify() {
  ArrayRef<int64_t> srcShape = getSrc().getType().getShape();
  ArrayRef<int64_t> dstShape = getType().getShape();
  if (srcShape.size() != dstShape.size())
    return emitOpError("rank of source must be same as rank of result");
  for (auto [dim, sizes] : llvm::enumerate(llvm::zip(srcShape, dstShape))) {
    auto [srcSize, dstSize] = sizes;
    if (srcSize != 1 && srcSize != dstSize)
      return emitOpError("different dimensions at index ")
             << dim << " between source and result; broadcast requires the "
             << "source dimension to be 1";
  }
  return success();
}

LogicalResult CatOp::verify() {
  RankedTensorType lhsType = getLhs().getType();
  RankedTensorType resultType = getType();
  int64_t expected = 2 * lhsType.getNumElements();
  if (resultType.getNumElements() != expected)
    return emitOpError("result element count must equal the sum of the "
                       "operand element counts, expected ")
           << expected << " but got " << resultType.getNumElements();
  if (resultType.getRank() != lhsType.getRank())
    return emitOpError("result must have the rank of the operands");
  return verifyEncodingPresenceMatches(*this, lhsType, resultType);
}

LogicalResult JoinOp::verify() {
  RankedTensorType srcType = getLhs().getType();
  RankedTensorType resultType = getType();
  SmallVector<int64_t> expectedShape(srcType.getShape());
  expectedShape.push_back(2);
  if (resultType.getShape() != ArrayRef<int64_t>(expectedShape))
    return emitOpError("result shape must be (")
           << expectedShape << "), but got " << resultType.getShape();
  if (resultType.getElementType() != srcType.getElementType())
    return emitOpError("result element type must match the input element type");
  if (srcType.getEncoding() && !resultType.getEncoding())
    return emitOpError("result encoding must be specified");
  const auto *inferLayout = getInferLayoutInterface(srcType.getEncoding());
  if (!inferLayout)
    return success();
  Attribute inferred;
  if (failed(inferLayout->inferJoinOpEncoding(
          srcType.getEncoding(), inferred, srcType.getShape(), getLoc())))
    return failure();
  if (!inferred)
    return success();
  return inferLayout->verifyLayoutsAreEqual(
      resultType.getShape(), inferred, resultType.getEncoding(), getLoc());
}

LogicalResult SplitOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  auto srcType = dyn_cast<RankedTensorType>(adaptor.getSrc().getType());
  if (!srcType || srcType.getRank() == 0 || srcType.getShape().back() != 2)
    return emitOptionalError(loc, "last dimension of input tensor must be 2");
  Attribute encoding;
  if (const auto *inferLayout =
          getInferLayoutInterface(srcType.getEncoding()))
    if (failed(inferLayout->inferSplitOpEncoding(
            srcType.getEncoding(), encoding, srcType.getShape(), loc)))
      return failure();
  auto resultType = RankedTensorType::get(srcType.getShape().drop_back(),
                                          srcType.getElementType(), encoding);
  inferredReturnTypes.append(2, resultType);
  return success();
}

LogicalResult TransOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  auto srcType = dyn_cast<RankedTensorType>(adaptor.getSrc().getType());
  ArrayRef<int32_t> order = adaptor.getOrder();
  if (!srcType || order.size() != static_cast<size_t>(srcType.getRank()) ||
      !isPermutationOfIota(order))
    return emitOptionalError(
        loc, "order must be a permutation of the source dimensions");
  SmallVector<int64_t> shape;
  for (int32_t dim : order)
    shape.push_back(srcType.getDimSize(dim));
  Attribute encoding;
  if (const auto *inferLayout =
          getInferLayoutInterface(srcType.getEncoding()))
    if (failed(inferLayout->inferTransOpEncoding(
            srcType.getEncoding(), srcType.getShape(), order, encoding, loc)))
      return failure();
  inferredReturnTypes.push_back(
      RankedTensorType::get(shape, srcType.getElementType(), encoding));
  return success();
}

LogicalResult TransOp::verify() {
  ArrayRef<int32_t> order = getOrder();
  if (order.size() != static_cast<size_t>(getSrc().getType().getRank()))
    return emitOpError("order must have the same size as the source tensor");
  if (!isPermutationOfIota(order))
    return emitOpError("order must be a permutation of 0..n-1");
  return success();
}

LogicalResult GatherOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  auto srcType = dyn_cast<RankedTensorType>(adaptor.getSrc().getType());
  auto indicesType =
      dyn_cast<RankedTensorType>(adaptor.getIndices().getType());
  if (!srcType || !indicesType)
    return emitOptionalError(loc, "tt.gather expects ranked tensors");
  inferredReturnTypes.push_back(indicesType.clone(srcType.getElementType()));
  return success();
}

LogicalResult GatherOp::verify() {
  RankedTensorType srcType = getSrc().getType();
  RankedTensorType indicesType = getIndices().getType();
  if (srcType.getRank() != indicesType.getRank())
    return emitOpError("input and indices ranks must match");
  if (getAxis() >= srcType.getRank())
    return emitOpError("gather dimension must be less than the input rank");
  for (int64_t dim = 0; dim < indicesType.getRank(); ++dim)
    if (dim != getAxis() &&
        indicesType.getDimSize(dim) != srcType.getDimSize(dim))
      return emitOpError("indices dimension ")
             << dim << " must match the corresponding input dimension";
  return success();
}

LogicalResult MakeRangeOp::verify() {
  int64_t start = getStartAttr().getInt();
  int64_t end = getEndAttr().getInt();
  if (start >= end)
    return emitOpError("start must be less than end");
  auto type = cast<RankedTensorType>(getType());
  if (type.getRank() != 1)
    return emitOpError("return type must be a 1D tensor");
  if (end - start != type.getDimSize(0))
    return emitOpError("number of elements in returned tensor, ")
           << type.getDimSize(0) << ", must match size of range [" << start
           << ", " << end << "), which has " << end - start << " elements";
  if (!type.getElementType().isInteger(32))
    return emitOpError("returned tensor must have i32 elements");
  return success();
}

//===----------------------------------------------------------------------===//
// Dots
//===----------------------------------------------------------------------===//

LogicalResult DotOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, Adaptor adaptor,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  inferredReturnTypes.push_back(adaptor.getC().getType());
  return success();
}

/// Checks `a: [B..] M x K`, `b: [B..] K x N`, `c: [B..] M x N` given the K
/// extents of a and b after unpacking.
static LogicalResult verifyDotShapes(Operation *op, ArrayRef<int64_t> aShape,
                                     ArrayRef<int64_t> bShape,
                                     ArrayRef<int64_t> cShape, int64_t aK,
                                     int64_t bK, int64_t aM, int64_t bN) {
  size_t rank = aShape.size();
  if (rank < 2 || rank > 3)
    return op->emitOpError("operands must be 2D or 3D (batched) tensors");
  if (bShape.size() != rank || cShape.size() != rank)
    return op->emitOpError("expected all operands to have the same rank");
  if (aK != bK)
    return op->emitOpError("the K dimension of the first operand (")
           << aK << ") must match the K dimension of the second operand ("
           << bK << ")";
  if (rank == 3 && (aShape[0] != bShape[0] || aShape[0] != cShape[0]))
    return op->emitOpError("expected the batch dimensions to match");
  if (aM != cShape[rank - 2] || bN != cShape[rank - 1])
    return op->emitOpError("expected the accumulator shape to be M x N = ")
           << aM << "x" << bN;
  return success();
}

LogicalResult DotOp::verify() {
  RankedTensorType aType = getA().getType();
  RankedTensorType bType = getB().getType();
  ArrayRef<int64_t> aShape = aType.getShape();
  ArrayRef<int64_t> bShape = bType.getShape();
  if (aShape.size() < 2 || bShape.size() < 2)
    return emitOpError("operands must be 2D or 3D (batched) tensors");
  if (failed(verifyDotShapes(*this, aShape, bShape, getC().getType().getShape(),
                             aShape.back(), bShape[bShape.size() - 2],
                             aShape[aShape.size() - 2], bShape.back())))
    return failure();
  if (aType.getElementType().getIntOrFloatBitWidth() !=
      bType.getElementType().getIntOrFloatBitWidth())
    return emitOpError(
        "element types of operands A and B must have same bit width");
  if (!aType.getEncoding() != !bType.getEncoding())
    return emitOpError("mismatching encoding between A and B operands");
  Attribute retEncoding = getC().getType().getEncoding();
  if (aType.getEncoding() && !retEncoding)
    return emitOpError("miss encoding of C operand");
  const auto *inferLayout = getInferLayoutInterface(retEncoding);
  if (!inferLayout || !aType.getEncoding())
    return success();
  if (failed(inferLayout->inferDotOpEncoding(aType.getEncoding(), 0,
                                             retEncoding, getLoc())) ||
      failed(inferLayout->inferDotOpEncoding(bType.getEncoding(), 1,
                                             retEncoding, getLoc())))
    return failure();
  return success();
}

/// e2m1 packs two values per i8 along K when packed, along M/N otherwise.
static int64_t unpackFactor(ScaleDotElemType type, bool packedAlongK,
                            bool alongK) {
  return type == ScaleDotElemType::E2M1 && packedAlongK == alongK ? 2 : 1;
}

LogicalResult DotScaledOp::verify() {
  ArrayRef<int64_t> aShape = getA().getType().getShape();
  ArrayRef<int64_t> bShape = getB().getType().getShape();
  ArrayRef<int64_t> cShape = getC().getType().getShape();
  if (aShape.size() < 2 || bShape.size() < 2)
    return emitOpError("operands must be at least 2D");
  size_t rank = aShape.size();
  ScaleDotElemType aFormat = getAElemType(), bFormat = getBElemType();
  bool lhsKPack = getLhsKPack(), rhsKPack = getRhsKPack();
  int64_t k = aShape[rank - 1] * unpackFactor(aFormat, lhsKPack, true);
  int64_t bK = bShape[bShape.size() - 2] * unpackFactor(bFormat, rhsKPack, true);
  int64_t m = aShape[rank - 2] * unpackFactor(aFormat, lhsKPack, false);
  int64_t n = bShape.back() * unpackFactor(bFormat, rhsKPack, false);
  if (failed(verifyDotShapes(*this, aShape, bShape, cShape, k, bK, m, n)))
    return failure();
  // Scales hold one value per 16 or 32 elements along K.
  auto verifyScale = [&](Value scale, int64_t rows,
                         StringRef rowsName) -> LogicalResult {
    if (!scale)
      return success();
    ArrayRef<int64_t> shape = cast<RankedTensorType>(scale.getType()).getShape();
    if (shape.size() != rank)
      return emitOpError("scales must have the rank of the operands");
    if (shape[rank - 2] != rows)
      return emitOpError("scales ")
             << rowsName << " dimension must match the operand " << rowsName
             << " dimension";
    int64_t blocks = shape[rank - 1];
    if (blocks <= 0 || (k != 16 * blocks && k != 32 * blocks))
      return emitOpError("scale factor must be 16 or 32, but K = ")
             << k << " and the scales have " << blocks << " blocks";
    return success();
  };
  if (failed(verifyScale(getAScale(), m, "M")) ||
      failed(verifyScale(getBScale(), n, "N")))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Reduce, scan, map_elementwise
//===----------------------------------------------------------------------===//

static SmallVector<Type> getElementTypes(ValueRange values) {
  return llvm::map_to_vector(values, getElementTypeOrSelfOf);
}

/// The result of reducing `srcType` along `axis`: a scalar for 1-D tensors.
static FailureOr<Type> inferReducedType(RankedTensorType srcType, int64_t axis,
                                        std::optional<Location> loc) {
  if (axis < 0 || axis >= srcType.getRank())
    return emitOptionalError(loc, "axis out of bounds for operand rank ",
                             srcType.getRank());
  if (srcType.getRank() == 1)
    return srcType.getElementType();
  SmallVector<int64_t> shape(srcType.getShape());
  shape.erase(shape.begin() + axis);
  Attribute encoding;
  if (const auto *inferLayout =
          getInferLayoutInterface(srcType.getEncoding()))
    if (failed(inferLayout->inferReduceOpEncoding(srcType.getEncoding(), axis,
                                                  encoding, loc)))
      return failure();
  return Type(RankedTensorType::get(shape, srcType.getElementType(), encoding));
}

LogicalResult ReduceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  for (Value src : adaptor.getSrcs()) {
    auto srcType = dyn_cast<RankedTensorType>(src.getType());
    if (!srcType)
      return emitOptionalError(loc, "tt.reduce expects ranked tensors");
    FailureOr<Type> reduced = inferReducedType(srcType, adaptor.getAxis(), loc);
    if (failed(reduced))
      return failure();
    inferredReturnTypes.push_back(*reduced);
  }
  return success();
}

LogicalResult ScanOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, Adaptor adaptor,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  llvm::append_range(inferredReturnTypes, adaptor.getSrcs().getTypes());
  return success();
}

/// Operand count, axis and element types shared by tt.reduce and tt.scan.
static LogicalResult verifyReduceOrScan(Operation *op, ValueRange srcs,
                                        int64_t axis) {
  if (srcs.empty())
    return op->emitOpError("must have at least 1 operand");
  if (srcs.size() != op->getNumResults())
    return op->emitOpError("must have the same number of inputs as outputs");
  for (Value src : srcs) {
    int64_t rank = cast<RankedTensorType>(src.getType()).getRank();
    if (axis < 0 || axis >= rank)
      return op->emitOpError("axis out of bounds for operand rank ") << rank;
  }
  for (auto [srcType, resultType] :
       llvm::zip(getElementTypes(srcs), op->getResultTypes()))
    if (srcType != getElementTypeOrSelf(resultType))
      return op->emitOpError("operand types and result types must agree");
  return success();
}

/// The combine region takes (accumulated..., next...) scalars, one of each
/// per operand, and returns one scalar per operand.
template <typename ReturnOpT>
static LogicalResult verifyCombineRegion(Operation *op, Region &region,
                                         ValueRange srcs) {
  SmallVector<Type> elementTypes = getElementTypes(srcs);
  Block &block = region.front();
  size_t numArgs = 2 * srcs.size();
  if (block.getNumArguments() != numArgs)
    return op->emitOpError("nested block must take ")
           << numArgs << " arguments, but given block with "
           << block.getNumArguments() << " arguments";
  for (auto [index, argType] : llvm::enumerate(block.getArgumentTypes())) {
    Type expected = elementTypes[index % srcs.size()];
    if (argType != expected)
      return op->emitOpError("type mismatch on combine operation. Expected "
                             "argument ")
             << index << " to have type " << expected << " but got "
             << argType;
  }
  auto terminator = dyn_cast<ReturnOpT>(block.getTerminator());
  if (!terminator)
    return op->emitOpError("combine operation must be terminated with a ")
           << ReturnOpT::getOperationName();
  if (terminator->getNumOperands() != srcs.size())
    return op->emitOpError("expected combine operation to return ")
           << srcs.size() << " values but got "
           << terminator->getNumOperands();
  for (auto [index, type] :
       llvm::enumerate(terminator->getOperandTypes()))
    if (type != elementTypes[index])
      return op->emitOpError("type mismatch on combine operation. Expected "
                             "result ")
             << index << " to have type " << elementTypes[index]
             << " but got " << type;
  return success();
}

LogicalResult ReduceOp::verify() {
  return verifyReduceOrScan(*this, getSrcs(), getAxis());
}

LogicalResult ReduceOp::verifyRegions() {
  return verifyCombineRegion<ReduceReturnOp>(*this, getCombineOp(), getSrcs());
}

LogicalResult ScanOp::verify() {
  return verifyReduceOrScan(*this, getSrcs(), getAxis());
}

LogicalResult ScanOp::verifyRegions() {
  return verifyCombineRegion<ScanReturnOp>(*this, getCombineOp(), getSrcs());
}

LogicalResult MapElementwiseOp::verify() {
  if (getSrcs().empty())
    return emitOpError("must have at least 1 operand");
  if (!llvm::isPowerOf2_32(getPack()))
    return emitOpError("pack must be a power of 2");
  return success();
}

/// Each type repeated `count` times in place: [a, b] x2 -> [a, a, b, b].
static SmallVector<Type> repeatEach(ArrayRef<Type> types, unsigned count) {
  SmallVector<Type> repeated;
  for (Type type : types)
    repeated.append(count, type);
  return repeated;
}

LogicalResult MapElementwiseOp::verifyRegions() {
  Region &region = getScalarOp();
  if (region.empty())
    return emitOpError("region must not be empty");
  SmallVector<Type> argTypes = repeatEach(getElementTypes(getSrcs()), getPack());
  if (region.front().getArgumentTypes() != ArrayRef<Type>(argTypes))
    return emitOpError("region arguments must be ")
           << getPack() << " scalars of each operand's element type";
  SmallVector<Type> resultTypes =
      repeatEach(getElementTypes(getResult()), getPack());
  WalkResult walk = region.walk([&](Operation *nested) {
    auto effects = dyn_cast<MemoryEffectOpInterface>(nested);
    if (effects && effects.hasEffect<MemoryEffects::Write>()) {
      nested->emitOpError("stores are not supported inside map_elementwise");
      return WalkResult::interrupt();
    }
    if (isa<MapElementwiseReturnOp>(nested) &&
        nested->getOperandTypes() != TypeRange(resultTypes)) {
      nested->emitOpError("region return does not match map_elementwise "
                          "result");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

//===----------------------------------------------------------------------===//
// External code
//===----------------------------------------------------------------------===//

/// Impure external code may read and write anything.
static void addEffectsUnlessPure(
    bool pure,
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  if (pure)
    return;
  effects.emplace_back(MemoryEffects::Write::get());
  effects.emplace_back(MemoryEffects::Read::get());
}

void ExternElementwiseOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addEffectsUnlessPure(getPure(), effects);
}

Speculation::Speculatability ExternElementwiseOp::getSpeculatability() {
  return getPure() ? Speculation::Speculatable : Speculation::NotSpeculatable;
}

void ElementwiseInlineAsmOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addEffectsUnlessPure(getPure(), effects);
}

Speculation::Speculatability ElementwiseInlineAsmOp::getSpeculatability() {
  return getPure() ? Speculation::Speculatable : Speculation::NotSpeculatable;
}

LogicalResult ElementwiseInlineAsmOp::verify() {
  if (getPackedElement() <= 0)
    return emitOpError("packed_element must be positive");
  // LLVM would stop in the middle of code generation on a `$N` that names
  // no operand.
  if (std::optional<std::string> why = findBadInlineAsmOperand(
          getAsmString(), countInlineAsmOperands(getConstraints())))
    return emitOpError() << *why;
  if (getArgs().empty())
    return success();
  auto tensorType = dyn_cast<RankedTensorType>(getArgs().front().getType());
  int64_t numElements = tensorType ? tensorType.getNumElements() : 0;
  if (numElements % getPackedElement() != 0)
    return emitOpError("number of input elements ")
           << numElements
           << " must be a multiple of the op's packed_element attribute, "
           << getPackedElement();
  return success();
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

ParseResult FuncOp::parse(OpAsmParser &parser, OperationState &result) {
  auto buildFuncType = [](Builder &builder, ArrayRef<Type> argTypes,
                          ArrayRef<Type> results,
                          function_interface_impl::VariadicFlag,
                          std::string &) {
    return builder.getFunctionType(argTypes, results);
  };
  return function_interface_impl::parseFunctionOp(
      parser, result, /*allowVariadic=*/false,
      getFunctionTypeAttrName(result.name), buildFuncType,
      getArgAttrsAttrName(result.name), getResAttrsAttrName(result.name));
}

void FuncOp::print(OpAsmPrinter &printer) {
  function_interface_impl::printFunctionOp(
      printer, *this, /*isVariadic=*/false, getFunctionTypeAttrName(),
      getArgAttrsAttrName(), getResAttrsAttrName());
}

LogicalResult CallOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  FlatSymbolRefAttr calleeAttr = getCalleeAttr();
  auto callee = symbolTable.lookupNearestSymbolFrom<FuncOp>(*this, calleeAttr);
  if (!callee)
    return emitOpError() << "'" << calleeAttr.getValue()
                         << "' does not reference a valid function";
  FunctionType calleeType = callee.getFunctionType();
  if (calleeType.getNumInputs() != getNumOperands())
    return emitOpError("incorrect number of operands for callee");
  for (auto [index, types] :
       llvm::enumerate(llvm::zip(calleeType.getInputs(), getOperandTypes()))) {
    auto [expected, actual] = types;
    if (expected != actual)
      return emitOpError("operand type mismatch: expected operand type ")
             << expected << ", but provided " << actual
             << " for operand number " << index;
  }
  if (calleeType.getNumResults() != getNumResults())
    return emitOpError("incorrect number of results for callee");
  for (auto [index, types] :
       llvm::enumerate(llvm::zip(calleeType.getResults(), getResultTypes()))) {
    auto [expected, actual] = types;
    if (expected != actual)
      return emitOpError("result type mismatch at index ")
             << index << ": expected " << expected << ", but got " << actual;
  }
  return success();
}

LogicalResult ReturnOp::verify() {
  auto function = cast<FuncOp>((*this)->getParentOp());
  ArrayRef<Type> results = function.getFunctionType().getResults();
  if (getNumOperands() != results.size())
    return emitOpError("has ")
           << getNumOperands() << " operands, but enclosing function (@"
           << function.getName() << ") returns " << results.size();
  for (auto [index, types] :
       llvm::enumerate(llvm::zip(getOperandTypes(), results))) {
    auto [actual, expected] = types;
    if (actual != expected)
      return emitOpError("type of return operand ")
             << index << " (" << actual
             << ") doesn't match function result type (" << expected
             << ") in function @" << function.getName();
  }
  return success();
}
