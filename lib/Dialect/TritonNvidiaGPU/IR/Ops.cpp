//===- Ops.cpp - Operations of the TritonNvidiaGPU (ttng) dialect ---------===//
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TensorMemoryUtils.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::nvidia_gpu;

//===----------------------------------------------------------------------===//
// custom<Token>: `%buf[%dep]` when the op consumes and produces an access
// token, `%buf[]` for a produced token without a dependency, nothing else.
//===----------------------------------------------------------------------===//

static ParseResult parseToken(OpAsmParser &parser,
                              std::optional<OpAsmParser::UnresolvedOperand> &dep,
                              Type &tokenType) {
  if (failed(parser.parseOptionalLSquare()))
    return success();
  tokenType = parser.getBuilder().getType<AsyncTokenType>();
  if (succeeded(parser.parseOptionalRSquare()))
    return success();
  dep.emplace();
  return failure(parser.parseOperand(*dep) || parser.parseRSquare());
}

static void printToken(OpAsmPrinter &printer, Operation *, Value dep,
                       Type tokenType) {
  if (!tokenType)
    return;
  printer << '[';
  if (dep)
    printer << dep;
  printer << ']';
}

//===----------------------------------------------------------------------===//
// custom<BarriersAndPreds>: `, %bar0[%pred0], %bar1[%pred1]`.
//===----------------------------------------------------------------------===//

ParseResult mlir::triton::nvidia_gpu::parseBarriersAndPreds(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &barriers,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &preds) {
  while (succeeded(parser.parseOptionalComma()))
    if (parser.parseOperand(barriers.emplace_back()) || parser.parseLSquare() ||
        parser.parseOperand(preds.emplace_back()) || parser.parseRSquare())
      return failure();
  return success();
}

void mlir::triton::nvidia_gpu::printBarriersAndPreds(OpAsmPrinter &printer,
                                                     Operation *,
                                                     OperandRange barriers,
                                                     OperandRange preds) {
  for (auto [barrier, pred] : llvm::zip(barriers, preds))
    printer << ", " << barrier << '[' << pred << ']';
}

#define GET_OP_CLASSES
#include "tt/Dialect/TritonNvidiaGPU/IR/Ops.cpp.inc"

//===----------------------------------------------------------------------===//
// Shared verifier helpers
//===----------------------------------------------------------------------===//

static bool isInSharedMemory(MemDescType type) {
  return isa_and_nonnull<SharedMemorySpaceAttr>(type.getMemorySpace());
}

static bool isInTensorMemory(MemDescType type) {
  return isa_and_nonnull<TensorMemorySpaceAttr>(type.getMemorySpace());
}

/// An mbarrier is a one-dimensional i64 shared-memory buffer (one i64 per
/// CTA of the cluster).
static LogicalResult verifyBarrierType(Operation *op, Type type) {
  auto barrier = cast<MemDescType>(type);
  if (!isInSharedMemory(barrier) || barrier.getRank() != 1 ||
      !barrier.getElementType().isInteger(64))
    return op->emitOpError("barrier allocation must be a descriptor of Nxi64 "
                           "type in shared memory, got ")
           << type;
  return success();
}

static LogicalResult verifyBarriersAndPreds(Operation *op, ValueRange barriers,
                                            ValueRange preds, bool isAsync) {
  if (barriers.size() != preds.size())
    return op->emitOpError("expected one predicate per barrier");
  if (!isAsync && !barriers.empty())
    return op->emitOpError("a synchronous MMA cannot signal barriers");
  for (Value barrier : barriers)
    if (failed(verifyBarrierType(op, barrier.getType())))
      return failure();
  return success();
}

static LogicalResult verifyMutableSharedBuffer(Operation *op, MemDescType type) {
  if (!isInSharedMemory(type))
    return op->emitOpError("destination must be in shared memory");
  if (!type.getMutableMemory())
    return op->emitOpError("cannot store into immutable memory");
  return success();
}

/// A TMA transfer moves the descriptor's block element type, signless (a
/// descriptor of ui8 fills an i8 buffer, as Triton's packed fp4 does).
static LogicalResult verifyTMAElementType(Operation *op, TensorDescType desc,
                                          MemDescType buffer) {
  Type blockElement = desc.getSignlessBlockType().getElementType();
  if (blockElement != buffer.getElementType())
    return op->emitOpError("descriptor element type ")
           << blockElement << " must match buffer element type "
           << buffer.getElementType();
  return success();
}

static LogicalResult verifyTMACoords(Operation *op, TensorDescType desc,
                                     ValueRange coords) {
  int64_t rank = desc.getBlockType().getRank();
  if (static_cast<int64_t>(coords.size()) != rank)
    return op->emitOpError("expected ")
           << rank << " coordinates for the descriptor, got " << coords.size();
  return success();
}

static LogicalResult verifyGatherOffsets(Operation *op, TensorDescType desc,
                                         Value xOffsets) {
  if (cast<RankedTensorType>(xOffsets.getType()).getRank() != 1)
    return op->emitOpError("x_offsets must be a 1D tensor");
  if (desc.getBlockType().getRank() != 2)
    return op->emitOpError("descriptor block must be 2D");
  return success();
}

/// A register tensor and a tensor-memory buffer holding the same elements.
static LogicalResult verifyTMEMTransfer(Operation *op, RankedTensorType tensor,
                                        MemDescType buffer) {
  if (!isInTensorMemory(buffer))
    return op->emitOpError("buffer must be in tensor memory");
  if (tensor.getElementType() != buffer.getElementType())
    return op->emitOpError("tensor element type ")
           << tensor.getElementType() << " must match buffer element type "
           << buffer.getElementType();
  if (tensor.getShape() != buffer.getShape())
    return op->emitOpError("tensor shape [")
           << tensor.getShape() << "] must match buffer shape ["
           << buffer.getShape() << "]";
  return success();
}

/// The buffers an MMA reads and writes, in Triton 3.6's order. A tcgen05
/// MMA reads its accumulator unless `useD` is a constant false. Its
/// completion barriers are no effect: the hardware arrives on them when
/// the MMA is done, so the barrier analysis must not order the issuing
/// threads against an mbarrier.init before it (Triton 3.6 puts no bar.sync
/// there).
template <typename MMAOp>
static void addMMAEffects(
    MMAOp op,
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  auto readIfBuffer = [&](OpOperand &operand) {
    auto type = dyn_cast<MemDescType>(operand.get().getType());
    if (!type)
      return;
    if (isInTensorMemory(type))
      effects.emplace_back(MemoryEffects::Read::get(), &operand,
                           TensorMemory::get());
    else
      effects.emplace_back(MemoryEffects::Read::get(), &operand,
                           SharedMemory::get());
  };
  if constexpr (!std::is_same_v<MMAOp, WarpGroupDotOp>) {
    APInt useD;
    if (!matchPattern(op.getUseD(), m_ConstantInt(&useD)) || !useD.isZero())
      effects.emplace_back(MemoryEffects::Read::get(), &op.getDMutable(),
                           TensorMemory::get());
    effects.emplace_back(MemoryEffects::Write::get(), &op.getDMutable(),
                         TensorMemory::get());
  }
  readIfBuffer(op.getAMutable());
  readIfBuffer(op.getBMutable());
}

//===----------------------------------------------------------------------===//
// Hopper MMA
//===----------------------------------------------------------------------===//

void WarpGroupDotOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  addMMAEffects(*this, effects);
}

bool WarpGroupDotOp::needsPartialAccumulator() {
  auto aType = cast<ShapedType>(getA().getType());
  bool fp8 = isa<Float8E5M2Type, Float8E4M3FNType, Float8E5M2FNUZType,
                 Float8E4M3FNUZType>(aType.getElementType());
  bool f32Acc = getD().getType().getElementType().isF32();
  return fp8 && f32Acc && getMaxNumImpreciseAcc() <= aType.getShape()[1];
}

LogicalResult WarpGroupDotOp::verify() {
  auto aType = cast<ShapedType>(getA().getType());
  MemDescType bType = getB().getType();
  auto dType = cast<RankedTensorType>(getD().getType());
  if (auto aBuffer = dyn_cast<MemDescType>(aType); aBuffer && !isInSharedMemory(aBuffer))
    return emitOpError("operand a must be a register tensor or in shared memory");
  if (!isInSharedMemory(bType))
    return emitOpError("operand b must be in shared memory");
  if (aType.getElementType() != bType.getElementType())
    return emitOpError("operands a and b must have the same element type");
  if (aType.getRank() != 2 || bType.getRank() != 2 || dType.getRank() != 2)
    return emitOpError("operands and result must be 2D");
  if (aType.getDimSize(1) != bType.getDimSize(0) ||
      aType.getDimSize(0) != dType.getDimSize(0) ||
      bType.getDimSize(1) != dType.getDimSize(1))
    return emitOpError("shapes do not form an MxK * KxN -> MxN product");
  return success();
}

LogicalResult WarpGroupDotWaitOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferredReturnTypes) {
  llvm::append_range(inferredReturnTypes, operands.getTypes());
  return success();
}

//===----------------------------------------------------------------------===//
// mbarriers
//===----------------------------------------------------------------------===//

LogicalResult InitBarrierOp::verify() {
  if (getCount() < 1)
    return emitOpError("count must be at least 1");
  return verifyBarrierType(*this, getAlloc().getType());
}

LogicalResult InvalBarrierOp::verify() {
  return verifyBarrierType(*this, getAlloc().getType());
}

LogicalResult BarrierExpectOp::verify() {
  return verifyBarrierType(*this, getAlloc().getType());
}

LogicalResult WaitBarrierOp::verify() {
  return verifyBarrierType(*this, getAlloc().getType());
}

LogicalResult ArriveBarrierOp::verify() {
  if (getCount() < 1)
    return emitOpError("count must be at least 1");
  return verifyBarrierType(*this, getAlloc().getType());
}

LogicalResult TCGen5CommitOp::verify() {
  return verifyBarrierType(*this, getBarrier().getType());
}

//===----------------------------------------------------------------------===//
// TMA
//===----------------------------------------------------------------------===//

LogicalResult AsyncTMACopyGlobalToLocalOp::verify() {
  if (failed(verifyBarrierType(*this, getBarrier().getType())) ||
      failed(verifyMutableSharedBuffer(*this, getResult().getType())) ||
      failed(verifyTMACoords(*this, getDesc().getType(), getCoord())))
    return failure();
  return verifyTMAElementType(*this, getDesc().getType(), getResult().getType());
}

LogicalResult AsyncTMACopyLocalToGlobalOp::verify() {
  if (failed(verifyTMACoords(*this, getDesc().getType(), getCoord())))
    return failure();
  return verifyTMAElementType(*this, getDesc().getType(), getSrc().getType());
}

LogicalResult AsyncTMAReduceOp::verify() {
  if (failed(verifyTMACoords(*this, getDesc().getType(), getCoord())))
    return failure();
  return verifyTMAElementType(*this, getDesc().getType(), getSrc().getType());
}

LogicalResult AsyncTMAGatherOp::verify() {
  if (failed(verifyBarrierType(*this, getBarrier().getType())) ||
      failed(verifyMutableSharedBuffer(*this, getResult().getType())) ||
      failed(verifyGatherOffsets(*this, getDesc().getType(), getXOffsets())))
    return failure();
  return verifyTMAElementType(*this, getDesc().getType(), getResult().getType());
}

LogicalResult AsyncTMAScatterOp::verify() {
  if (failed(verifyGatherOffsets(*this, getDesc().getType(), getXOffsets())))
    return failure();
  return verifyTMAElementType(*this, getDesc().getType(), getSrc().getType());
}

LogicalResult TensormapCreateOp::verify() {
  size_t rank = getBoxDim().size();
  if (rank < 1 || rank > 5)
    return emitOpError("rank must be between 1 and 5, got ") << rank;
  if (getGlobalDim().size() != rank)
    return emitOpError("expected ") << rank << " global dims";
  if (getGlobalStride().size() != rank - 1)
    return emitOpError("expected ") << rank - 1 << " global strides";
  if (getElementStride().size() != rank)
    return emitOpError("expected ") << rank << " element strides";
  return success();
}

//===----------------------------------------------------------------------===//
// Tensor memory
//===----------------------------------------------------------------------===//

void TMEMAllocOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  // As for ttg.local_alloc, an immutable buffer behaves as a value.
  if (!getResult().getType().getMutableMemory())
    return;
  OpResult buffer = getOperation()->getOpResult(0);
  effects.emplace_back(MemoryEffects::Allocate::get(), buffer, TensorMemory::get());
  if (getSrc())
    effects.emplace_back(MemoryEffects::Write::get(), buffer, TensorMemory::get());
}

LogicalResult TMEMAllocOp::verify() {
  MemDescType type = getResult().getType();
  if (!isInTensorMemory(type))
    return emitOpError("should create a buffer of tensor memory");
  if (!isa_and_nonnull<TensorMemoryEncodingAttr, TensorMemoryScalesEncodingAttr>(
          type.getEncoding()))
    return emitOpError("should use a tensor memory encoding");
  if (!getSrc()) {
    if (!type.getMutableMemory())
      return emitOpError("uninitialized alloc must have a mutable memdesc type");
    return success();
  }
  return verifyTMEMTransfer(*this, getSrc().getType(), type);
}

LogicalResult TMEMLoadOp::verify() {
  return verifyTMEMTransfer(*this, getResult().getType(), getSrc().getType());
}

LogicalResult TMEMStoreOp::verify() {
  if (!getDst().getType().getMutableMemory())
    return emitOpError("cannot store into immutable memory");
  return verifyTMEMTransfer(*this, getSrc().getType(), getDst().getType());
}

namespace {
/// tmem_store(cvt(x)) -> tmem_store(x) when tcgen05 messages can store x's
/// layout directly.
struct FoldConvertIntoTMEMStore : OpRewritePattern<TMEMStoreOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TMEMStoreOp op,
                                PatternRewriter &rewriter) const override {
    auto convert = op.getSrc().getDefiningOp<ConvertLayoutOp>();
    if (!convert || !isDistributedLayoutTMemCompatible(convert.getSrc().getType(),
                                                       op.getDst().getType()))
      return failure();
    rewriter.modifyOpInPlace(op,
                             [&] { op.getSrcMutable().assign(convert.getSrc()); });
    return success();
  }
};
} // namespace

void TMEMStoreOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                              MLIRContext *context) {
  patterns.add<FoldConvertIntoTMEMStore>(context);
}

LogicalResult TMEMSubSliceOp::verify() {
  MemDescType srcType = getSrc().getType();
  MemDescType dstType = getType();
  if (!isInTensorMemory(srcType) ||
      !isa_and_nonnull<TensorMemoryEncodingAttr>(srcType.getEncoding()))
    return emitOpError("source must be a tensor memory buffer with a "
                       "tensor_memory_encoding");
  if (srcType.getRank() != 2 || dstType.getRank() != 2)
    return emitOpError("source and result must be 2D");
  if (srcType.getMemorySpace() != dstType.getMemorySpace() ||
      srcType.getMutableMemory() != dstType.getMutableMemory() ||
      srcType.getElementType() != dstType.getElementType())
    return emitOpError("result must keep the memory space, mutability and "
                       "element type of the source");
  if (srcType.getDimSize(0) != dstType.getDimSize(0))
    return emitOpError("result must keep all rows of the source");
  int64_t offset = getN();
  if (offset < 0 || offset + dstType.getDimSize(1) > srcType.getDimSize(1))
    return emitOpError("column range [")
           << offset << ", " << offset + dstType.getDimSize(1)
           << ") is out of the source's " << srcType.getDimSize(1) << " columns";
  return success();
}

LogicalResult TMEMCopyOp::verify() {
  if (!isInSharedMemory(getSrc().getType()))
    return emitOpError("source must be in shared memory");
  if (!isInTensorMemory(getDst().getType()))
    return emitOpError("destination must be in tensor memory");
  if (getBarrier())
    return verifyBarrierType(*this, getBarrier().getType());
  return success();
}

//===----------------------------------------------------------------------===//
// tcgen05 MMA
//===----------------------------------------------------------------------===//

template <typename MMAOp>
static LogicalResult verifyTCGen5Operands(MMAOp op) {
  MemDescType aType = op.getA().getType();
  MemDescType bType = op.getB().getType();
  MemDescType dType = op.getD().getType();
  if (!isInTensorMemory(dType))
    return op.emitOpError("accumulator must be in tensor memory");
  if (!dType.getMutableMemory())
    return op.emitOpError("accumulator must be mutable");
  if (!isInSharedMemory(bType))
    return op.emitOpError("operand b must be in shared memory");
  if (!isInSharedMemory(aType) && !isInTensorMemory(aType))
    return op.emitOpError("operand a must be in shared or tensor memory");
  return verifyBarriersAndPreds(op, op.getBarriers(), op.getBarrierPreds(),
                                op.getIsAsync());
}

void TCGen5MMAOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  addMMAEffects(*this, effects);
}

LogicalResult TCGen5MMAOp::verify() {
  if (failed(verifyTCGen5Operands(*this)))
    return failure();
  MemDescType aType = getA().getType();
  MemDescType bType = getB().getType();
  MemDescType dType = getD().getType();
  if (aType.getRank() != 2 || bType.getRank() != 2 || dType.getRank() != 2)
    return emitOpError("operands must be 2D");
  if (aType.getDimSize(1) != bType.getDimSize(0) ||
      aType.getDimSize(0) != dType.getDimSize(0) ||
      bType.getDimSize(1) != dType.getDimSize(1))
    return emitOpError("shapes do not form an MxK * KxN -> MxN product");
  return success();
}

void TCGen5MMAScaledOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  addMMAEffects(*this, effects);
  for (OpOperand *scale : {&getAScaleMutable(), &getBScaleMutable()}) {
    auto type = cast<MemDescType>(scale->get().getType());
    if (isInTensorMemory(type))
      effects.emplace_back(MemoryEffects::Read::get(), scale, TensorMemory::get());
    else
      effects.emplace_back(MemoryEffects::Read::get(), scale, SharedMemory::get());
  }
}

LogicalResult TCGen5MMAScaledOp::verify() {
  if (failed(verifyTCGen5Operands(*this)))
    return failure();
  if (!isInTensorMemory(getAScale().getType()) &&
      !isInSharedMemory(getAScale().getType()))
    return emitOpError("a_scale must be in tensor or shared memory");
  if (!isInTensorMemory(getBScale().getType()) &&
      !isInSharedMemory(getBScale().getType()))
    return emitOpError("b_scale must be in tensor or shared memory");
  return success();
}
