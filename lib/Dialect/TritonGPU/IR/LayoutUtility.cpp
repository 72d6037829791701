//===- LayoutUtility.cpp - Building and querying ttg layouts --------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonGPU/IR/MmaOperandLayouts.h"

#include "llvm/ADT/Sequence.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

CGAEncodingAttr mlir::triton::gpu::getCGALayout(Attribute layout) {
  if (auto encoding = dyn_cast_or_null<LayoutEncodingTrait>(layout))
    return encoding.getCGALayout();
  return {};
}

SmallVector<int64_t>
mlir::triton::gpu::getShapePerCTA(CGAEncodingAttr cga,
                                  ArrayRef<int64_t> shape) {
  SmallVector<int32_t> splits = cga.getLinearLayout().getOutDimSizes();
  SmallVector<int64_t> shapePerCTA;
  for (auto [size, split] : llvm::zip(shape, splits))
    shapePerCTA.push_back(size / std::min<int64_t>(size, split));
  return shapePerCTA;
}

NVMMASharedEncodingAttr NVMMASharedEncodingAttr::get(
    MLIRContext *context, ArrayRef<int64_t> shape, ArrayRef<unsigned> order,
    CGAEncodingAttr cgaLayout, Type elementType, bool fp4Padded) {
  SmallVector<int64_t> shapePerCTA = getShapePerCTA(cgaLayout, shape);
  unsigned elementBits = elementType.getIntOrFloatBitWidth();
  // fp4 tiles padded for tcgen05 take a byte per element.
  int64_t packing = fp4Padded ? 2 : 1;
  int64_t contigBytes = shapePerCTA[order[0]] * packing * elementBits / 8;
  unsigned swizzle = 0;
  for (unsigned bytes : {128u, 64u, 32u})
    if (contigBytes >= bytes && contigBytes % bytes == 0) {
      swizzle = bytes;
      break;
    }
  // A swizzle pattern spans 8 rows.
  int64_t rows = 1;
  for (unsigned dim : order.drop_front())
    rows *= shapePerCTA[dim];
  if (shapePerCTA.size() < 2 || rows < 8)
    swizzle = 0;
  bool transposed = order.size() > 1 && order[0] == 0;
  return get(context, swizzle, transposed, elementBits, fp4Padded, cgaLayout);
}

BlockedEncodingAttr BlockedEncodingAttr::get(
    MLIRContext *context, ArrayRef<int64_t> shape,
    ArrayRef<unsigned> sizePerThread, ArrayRef<unsigned> order,
    unsigned numWarps, unsigned threadsPerWarp, CGAEncodingAttr cgaLayout) {
  unsigned rank = sizePerThread.size();
  SmallVector<int64_t> shapePerCTA = getShapePerCTA(cgaLayout, shape);
  SmallVector<unsigned> lanes(rank), warps(rank);
  unsigned lanesLeft = threadsPerWarp, warpsLeft = numWarps;
  unsigned threadsLeft = numWarps * threadsPerWarp;
  unsigned lanesUsed = 1, warpsUsed = 1;
  for (unsigned i = 0; i + 1 < rank; ++i) {
    unsigned dim = order[i];
    // Threads this dim can use without a thread holding nothing new.
    unsigned fit = std::max<int64_t>(1, shapePerCTA[dim] / sizePerThread[dim]);
    unsigned threads = std::clamp(threadsLeft, 1u, fit);
    lanes[dim] = std::clamp(threads, 1u, lanesLeft);
    warps[dim] = std::clamp(threads / lanes[dim], 1u, warpsLeft);
    warpsLeft /= warps[dim];
    lanesLeft /= lanes[dim];
    threadsLeft /= threads;
    lanesUsed *= lanes[dim];
    warpsUsed *= warps[dim];
  }
  // The slowest dim takes every lane and warp left, even past its size.
  lanes[order[rank - 1]] = threadsPerWarp / lanesUsed;
  warps[order[rank - 1]] = numWarps / warpsUsed;
  return get(context, sizePerThread, ArrayRef<unsigned>(lanes),
             ArrayRef<unsigned>(warps), order, cgaLayout);
}

CGAEncodingAttr mlir::triton::gpu::getDefaultCGALayout(
    MLIRContext *context, ArrayRef<int64_t> shape,
    ArrayRef<unsigned> sizePerThread, ArrayRef<unsigned> order,
    unsigned numCTAs) {
  unsigned rank = shape.size();
  if (numCTAs == 1)
    return CGAEncodingAttr::get1CTALayout(context, rank);
  // CTAs per dim, and how many of them hold distinct tiles (the rest repeat).
  SmallVector<unsigned> ctas(rank), splits(rank);
  unsigned left = numCTAs;
  for (unsigned dim : llvm::reverse(order)) {
    int64_t tiles = std::max<int64_t>(1, shape[dim] / sizePerThread[dim]);
    ctas[dim] = std::clamp<int64_t>(left, 1, tiles);
    splits[dim] = ctas[dim];
    left /= ctas[dim];
  }
  ctas[rank - 1] *= left;
  // One basis per bit of the CTA id, fastest dim first: the distinct tiles,
  // then the repeats.
  std::vector<LinearLayout::Basis> bases;
  for (unsigned dim : order) {
    for (unsigned tile = 1; tile < splits[dim]; tile *= 2) {
      LinearLayout::Basis basis(rank, 0);
      basis[dim] = tile;
      bases.push_back(std::move(basis));
    }
    for (unsigned repeat = 1; repeat < ctas[dim] / splits[dim]; repeat *= 2)
      bases.emplace_back(rank, 0);
  }
  return CGAEncodingAttr::get(
      context, CGAEncodingAttr::makeLayout(context, std::move(bases), rank));
}

BlockedEncodingAttr mlir::triton::gpu::getBlockedEncoding(
    MLIRContext *context, ArrayRef<int64_t> shape,
    ArrayRef<unsigned> sizePerThread, ArrayRef<unsigned> order,
    unsigned numWarps, unsigned threadsPerWarp, unsigned numCTAs) {
  CGAEncodingAttr cga =
      getDefaultCGALayout(context, shape, sizePerThread, order, numCTAs);
  return BlockedEncodingAttr::get(context, shape, sizePerThread, order,
                                  numWarps, threadsPerWarp, cga);
}

BlockedEncodingAttr mlir::triton::gpu::getDefaultBlockedEncoding(
    MLIRContext *context, ArrayRef<int64_t> shape, unsigned numWarps,
    unsigned threadsPerWarp, unsigned numCTAs) {
  unsigned rank = shape.size();
  SmallVector<unsigned> sizePerThread(rank, 1);
  SmallVector<unsigned> order =
      llvm::to_vector(llvm::reverse(llvm::seq<unsigned>(rank)));
  return getBlockedEncoding(context, shape, sizePerThread, order, numWarps,
                            threadsPerWarp, numCTAs);
}

/// `cga` with each block basis rewritten by `edit`, at rank `rank`.
static CGAEncodingAttr
mapBlockBases(CGAEncodingAttr cga, unsigned rank,
              function_ref<LinearLayout::Basis(LinearLayout::Basis)> edit) {
  std::vector<LinearLayout::Basis> bases;
  for (const LinearLayout::Basis &basis : cga.getBlockBases())
    bases.push_back(edit(basis));
  MLIRContext *context = cga.getContext();
  return CGAEncodingAttr::get(
      context, CGAEncodingAttr::makeLayout(context, std::move(bases), rank));
}

CGAEncodingAttr mlir::triton::gpu::insertCGADim(CGAEncodingAttr cga,
                                                unsigned axis) {
  return mapBlockBases(cga, cga.getRank() + 1, [&](LinearLayout::Basis basis) {
    basis.insert(basis.begin() + axis, 0);
    return basis;
  });
}

CGAEncodingAttr mlir::triton::gpu::eraseCGADim(CGAEncodingAttr cga,
                                               unsigned axis) {
  return mapBlockBases(cga, cga.getRank() - 1, [&](LinearLayout::Basis basis) {
    basis.erase(basis.begin() + axis);
    return basis;
  });
}

CGAEncodingAttr mlir::triton::gpu::permuteCGADims(CGAEncodingAttr cga,
                                                  ArrayRef<int32_t> order) {
  return mapBlockBases(cga, cga.getRank(), [&](const LinearLayout::Basis &in) {
    LinearLayout::Basis out;
    for (int32_t dim : order)
      out.push_back(in[dim]);
    return out;
  });
}

static std::optional<int64_t> elemsPerThread(ArrayRef<int64_t> shape,
                                             Attribute encoding) {
  FailureOr<LinearLayout> layout = toLinearLayout(shape, encoding);
  if (failed(layout))
    return std::nullopt;
  return layout->getTotalElemsPerThread();
}

bool mlir::triton::gpu::isExpensiveCat(CatOp cat, Attribute targetEncoding) {
  RankedTensorType type = cat.getType();
  auto before = elemsPerThread(type.getShape(), type.getEncoding());
  auto after = elemsPerThread(type.getShape(), targetEncoding);
  return !before || !after || *after < *before;
}

bool mlir::triton::gpu::isExpensiveView(RankedTensorType src,
                                        RankedTensorType dst) {
  FailureOr<LinearLayout> srcLayout = toLinearLayout(src);
  FailureOr<LinearLayout> dstLayout = toLinearLayout(dst);
  if (failed(srcLayout) || failed(dstLayout))
    return true;
  // Broadcast (replicated) bits must be the same hardware bits.
  for (auto [srcMask, dstMask] : llvm::zip(srcLayout->getFreeVariableMasks(),
                                           dstLayout->getFreeVariableMasks()))
    if (srcMask != dstMask)
      return true;
  return srcLayout->getTotalElemsPerThread() !=
         dstLayout->getTotalElemsPerThread();
}

/// MFMA operands: when K is the fastest dim in memory, rows of `kWidth`
/// elements are swizzled so that the 16 lanes of a SIMD row read distinct
/// banks of the 32 x 32-bit bank row; a K dim that is not innermost is not
/// swizzled.
static SwizzledSharedEncodingAttr getSwizzledSharedForMfmaOperand(
    AMDMfmaEncodingAttr mfma, DotOperandEncodingAttr dotOperand,
    ArrayRef<int64_t> shape, ArrayRef<unsigned> order, CGAEncodingAttr cga,
    Type elementType, bool needTrans) {
  MLIRContext *context = dotOperand.getContext();
  unsigned kDim = dotOperand.getOpIdx() == 0 ? 1 : 0;
  if (needTrans)
    kDim = 1 - kDim;
  if (order[0] != kDim)
    return SwizzledSharedEncodingAttr::get(context, 1, 1, 1, order, cga);
  constexpr int kBanks = 32, kBankBits = 32, kSimdWidth = 16;
  int innerDimLength = shape[order[0]];
  int elementsPerBankRow =
      kBanks * kBankBits / elementType.getIntOrFloatBitWidth();
  int perPhase = std::max(1, elementsPerBankRow / innerDimLength);
  int vec = dotOperand.getKWidth();
  int maxPhase = std::min(kSimdWidth / perPhase, innerDimLength / vec);
  // Triton's setting for the 4x4 instructions.
  if (mfma.getInstrShape()[0] == 4)
    maxPhase = 4;
  return SwizzledSharedEncodingAttr::get(context, vec, perPhase, maxPhase,
                                         order, cga);
}

SwizzledSharedEncodingAttr mlir::triton::gpu::getSwizzledSharedForDotOperand(
    DotOperandEncodingAttr dotOperand, ArrayRef<int64_t> shape,
    ArrayRef<unsigned> order, CGAEncodingAttr cga, Type elementType,
    bool needTrans) {
  MLIRContext *context = dotOperand.getContext();
  Attribute parent = dotOperand.getParent();
  if (auto mfma = dyn_cast<AMDMfmaEncodingAttr>(parent))
    return getSwizzledSharedForMfmaOperand(mfma, dotOperand, shape, order, cga,
                                           elementType, needTrans);
  if (isa<AMDWmmaEncodingAttr>(parent))
    return {};
  auto mma = dyn_cast<NvidiaMmaEncodingAttr>(parent);
  if (!mma || (mma.getVersionMajor() != 2 && mma.getVersionMajor() != 3))
    return SwizzledSharedEncodingAttr::get(context, 1, 1, 1, order, cga);
  return getSwizzledSharedForMmaOperand(
      context, dotOperand.getOpIdx(), dotOperand.getKWidth(), shape, order, cga,
      elementType.getIntOrFloatBitWidth(), needTrans);
}

SwizzledSharedEncodingAttr mlir::triton::gpu::getSwizzledSharedForMmaOperand(
    MLIRContext *context, unsigned opIdx, unsigned kWidth,
    ArrayRef<int64_t> shape, ArrayRef<unsigned> order, CGAEncodingAttr cga,
    unsigned elementBitWidth, bool needTrans) {
  // ldmatrix reads 8 rows of 4*kWidth elements along K: a vector is one
  // such row piece, and the 8 rows (mmaStride) take different phases, as
  // many as fit in one 128-byte line of banks. Short rows share a phase
  // (perPhase rows per line), which leaves fewer phases.
  int rowLength = getShapePerCTA(cga, shape)[order[0]];
  int perPhase = std::max<int>(1024 / (elementBitWidth * rowLength), 1);
  int vec = 4 * kWidth, mmaStride = 8;
  // A transposed read swaps the roles, as does a layout whose contiguous
  // dim is not K.
  if (needTrans)
    std::swap(vec, mmaStride);
  unsigned rank = order.size();
  unsigned kDim = opIdx == 0 ? rank - 1 : rank - 2;
  if (order[0] != kDim)
    std::swap(vec, mmaStride);
  int maxPhase =
      std::max(std::min<int>(mmaStride, 1024 / (vec * elementBitWidth)), 1);
  maxPhase = std::max(maxPhase / perPhase, 1);
  return SwizzledSharedEncodingAttr::get(context, vec, perPhase, maxPhase,
                                         order, cga);
}

SwizzledSharedEncodingAttr
mlir::triton::gpu::getSwizzledSharedLikeMmaOperand(RankedTensorType type,
                                                   CGAEncodingAttr cga) {
  // The lanes of an MMA operand run 4 along K, then 8 along the other dim:
  // a layout whose lanes (and the fragment below) go the same way is read
  // like that operand, so it gets that operand's swizzle.
  unsigned rank = type.getRank();
  FailureOr<LinearLayout> layout = toLinearLayout(type);
  if (rank < 2 || failed(layout))
    return {};
  MLIRContext *context = type.getContext();
  SmallVector<unsigned> order =
      layout->getOrderOf(StringAttr::get(context, "lane"));
  unsigned opIdx;
  if (order == getDotOperandOrder(0, rank))
    opIdx = 0;
  else if (order == getDotOperandOrder(1, rank))
    opIdx = 1;
  else
    return {};
  unsigned kWidth = layout->getContigPerThread()[order[0]];
  SmallVector<unsigned> tileShape(rank, 1);
  tileShape[order[0]] = 4 * kWidth;
  tileShape[order[1]] = 8;
  // Linear layouts list their output dims dim0 first.
  auto repOrder = llvm::to_vector(llvm::seq<unsigned>(rank));
  LinearLayout tile =
      getNvidiaMmaTile(context, tileShape, kWidth, order, repOrder);
  if (!divideLeft(*layout, tile))
    return {};
  return getSwizzledSharedForMmaOperand(context, opIdx, kWidth,
                                        type.getShape(), order, cga,
                                        type.getElementTypeBitWidth(),
                                        /*needTrans=*/false);
}

LinearLayout mlir::triton::gpu::reshapeLayout(MLIRContext *context,
                                              const LinearLayout &layout,
                                              ArrayRef<int64_t> shape) {
  // reshapeOuts flattens with the first out dim fastest, so walk the dims
  // minor to major.
  SmallVector<StringAttr> srcDims(layout.getOutDimNames());
  std::reverse(srcDims.begin(), srcDims.end());
  SmallVector<StringAttr> dstDims = standardOutDimNames(context, shape.size());
  SmallVector<std::pair<StringAttr, int32_t>> minorToMajor;
  for (int dim = shape.size() - 1; dim >= 0; --dim)
    minorToMajor.push_back({dstDims[dim], static_cast<int32_t>(shape[dim])});
  return layout.transposeOuts(srcDims)
      .reshapeOuts(minorToMajor)
      .transposeOuts(dstDims);
}

NVMMASharedEncodingAttr mlir::triton::gpu::inferReshapedNVMMAEncoding(
    ArrayRef<int64_t> srcShape, NVMMASharedEncodingAttr srcEncoding,
    ArrayRef<int64_t> dstShape) {
  if (srcEncoding.getCGALayout().getNumCTAs() != 1)
    return {};
  auto contiguousDim = [&](ArrayRef<int64_t> shape) {
    return srcEncoding.getTransposed() ? shape.front() : shape.back();
  };
  if (contiguousDim(srcShape) != contiguousDim(dstShape))
    return {};
  MLIRContext *context = srcEncoding.getContext();
  auto candidate = NVMMASharedEncodingAttr::get(
      context, srcEncoding.getSwizzlingByteWidth(),
      srcEncoding.getTransposed(), srcEncoding.getElementBitWidth(),
      srcEncoding.getFp4Padded(),
      CGAEncodingAttr::get1CTALayout(context, dstShape.size()));
  FailureOr<LinearLayout> src = toLinearLayout(srcShape, srcEncoding);
  FailureOr<LinearLayout> dst = toLinearLayout(dstShape, candidate);
  if (failed(src) || failed(dst) ||
      reshapeLayout(context, *src, dstShape) != *dst)
    return {};
  return candidate;
}

Attribute mlir::triton::gpu::inferSharedReshapeEncoding(
    ArrayRef<int64_t> srcShape, Attribute srcEncoding,
    ArrayRef<int64_t> dstShape) {
  if (auto nvmma = dyn_cast<NVMMASharedEncodingAttr>(srcEncoding))
    if (NVMMASharedEncodingAttr same =
            inferReshapedNVMMAEncoding(srcShape, nvmma, dstShape))
      return same;
  auto shared = dyn_cast<SharedEncodingTrait>(srcEncoding);
  CGAEncodingAttr cga = getCGALayout(srcEncoding);
  if (!shared || !cga || cga.getNumCTAs() != 1)
    return {};
  FailureOr<LinearLayout> layout = toLinearLayout(srcShape, srcEncoding);
  if (failed(layout))
    return {};
  MLIRContext *context = srcEncoding.getContext();
  return SharedLinearEncodingAttr::get(
      context, reshapeLayout(context, *layout, dstShape),
      shared.getAlignment());
}

bool mlir::triton::gpu::isInnermostContiguous(MemDescType type,
                                              unsigned numElements) {
  FailureOr<LinearLayout> layout = toLinearLayout(type);
  if (failed(layout))
    return false;
  MLIRContext *context = type.getContext();
  // Offset bit i must reach the element 2^i places further in row-major
  // order: the layout flattened row-major starts as the identity.
  int64_t total = 1;
  for (int64_t size : getLayoutShape(type))
    total *= size;
  if (total < numElements)
    return false;
  LinearLayout flat = reshapeLayout(context, *layout, {total});
  StringAttr offset = StringAttr::get(context, "offset");
  if (flat.getInDimSize(offset) < numElements)
    return false;
  for (unsigned bit = 0; (1u << bit) < numElements; ++bit)
    if (flat.getBases().lookup(offset)[bit][0] != (1 << bit))
      return false;
  return true;
}
