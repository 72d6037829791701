//===- ReshapeInference.cpp - Blocked layouts through tt.reshape ----------===//
//
// Triton 3.6's blocked rule for the result layout of a reshape that moves no
// data ("inferReshapeOpLegacyEncoding"): the dims a reshape merges or splits
// must be consecutive in the layout's order, and each chunk's
// sizePerThread / threadsPerWarp / warpsPerCTA must fill its minor dims
// before its major ones. Then the same per-thread, per-warp and per-CTA
// blocks can be re-expressed over the new shape. Where the rule does not
// apply, the caller falls back to the reshaped linear layout (a #ttg.linear).
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

using namespace mlir;
using namespace mlir::triton::gpu;

namespace {

/// Groups of source dims merged and re-split into groups of result dims, in
/// order (Triton's getReshapeDecomposition): [4,4,4] -> [2,2,8,2] is
/// ([0] -> [0, 1]), ([1, 2] -> [2, 3]). Size-1 dims join the current group.
using ReshapeChunks = SmallVector<std::pair<SmallVector<int64_t>, SmallVector<int64_t>>>;

ReshapeChunks decomposeReshape(ArrayRef<int64_t> srcShape,
                               ArrayRef<int64_t> dstShape) {
  ReshapeChunks chunks;
  if (srcShape.empty())
    return chunks;
  chunks.emplace_back();
  size_t srcIdx = 0, dstIdx = 0;
  int64_t srcElems = 1, dstElems = 1;
  while (srcIdx < srcShape.size() || dstIdx < dstShape.size()) {
    bool srcLeft = srcIdx < srcShape.size();
    bool dstLeft = dstIdx < dstShape.size();
    if (srcLeft && (srcElems < dstElems || srcElems == 1 ||
                    srcShape[srcIdx] == 1)) {
      srcElems *= srcShape[srcIdx];
      chunks.back().first.push_back(srcIdx++);
    } else if (dstLeft && (dstElems < srcElems || dstShape[dstIdx] == 1)) {
      dstElems *= dstShape[dstIdx];
      chunks.back().second.push_back(dstIdx++);
    } else {
      chunks.emplace_back();
      srcElems = dstElems = 1;
    }
  }
  return chunks;
}

template <typename T>
SmallVector<T> gather(ArrayRef<T> values, ArrayRef<int64_t> indices) {
  SmallVector<T> result;
  for (int64_t i : indices)
    result.push_back(values[i]);
  return result;
}

/// Whether each value is the previous one plus one.
bool isConsecutive(ArrayRef<unsigned> values) {
  for (size_t i = 1; i < values.size(); ++i)
    if (values[i] != values[i - 1] + 1)
      return false;
  return true;
}

SmallVector<unsigned> invertOrder(ArrayRef<unsigned> order) {
  SmallVector<unsigned> inverse(order.size());
  for (auto [position, dim] : llvm::enumerate(order))
    inverse[dim] = position;
  return inverse;
}

/// A chunk's subblock (the sizePerThread, threadsPerWarp or warpsPerCTA of
/// its source dims, most major first) may only grow a dim once every more
/// minor dim of the chunk is used up; past the shape only in the chunk's
/// most major dim. `shapeLeft` carries what is left of the chunk's shape
/// from one subblock to the next.
bool fillsMinorDimsFirst(ArrayRef<int64_t> srcDims,
                         ArrayRef<unsigned> subblock,
                         MutableArrayRef<int64_t> shapeLeft) {
  for (int i = int(srcDims.size()) - 1; i >= 0; --i) {
    unsigned size = subblock[srcDims[i]];
    if (size == 1)
      continue;
    for (size_t j = i + 1; j < srcDims.size(); ++j)
      if (shapeLeft[j] != 1)
        return false;
    shapeLeft[i] = shapeLeft[i] >= size ? shapeLeft[i] / size : 0;
    if (shapeLeft[i] == 0 && i != 0)
      return false;
  }
  return true;
}

/// The result's subblock: each chunk's total, spread greedily over its
/// result dims from the most minor, within what is left of their shape;
/// what does not fit goes to the chunk's most major result dim.
SmallVector<unsigned> spreadSubblock(const ReshapeChunks &chunks,
                                     ArrayRef<unsigned> srcSubblock,
                                     MutableArrayRef<int64_t> dstShapeLeft) {
  SmallVector<unsigned> dstSubblock(dstShapeLeft.size(), 1);
  for (const auto &[srcDims, dstDims] : chunks) {
    int64_t left = 1;
    for (unsigned size : gather(srcSubblock, srcDims))
      left *= size;
    for (int i = int(dstDims.size()) - 1; i >= 0; --i) {
      int64_t &shapeLeft = dstShapeLeft[dstDims[i]];
      int64_t size = std::min(left, shapeLeft);
      dstSubblock[dstDims[i]] = size;
      left /= size;
      shapeLeft /= size;
    }
    if (!dstDims.empty())
      dstSubblock[dstDims.front()] *= left;
  }
  return dstSubblock;
}

} // namespace

BlockedEncodingAttr
mlir::triton::gpu::inferReshapeBlockedEncoding(ArrayRef<int64_t> srcShape,
                                               BlockedEncodingAttr src,
                                               ArrayRef<int64_t> dstShape) {
  MLIRContext *ctx = src.getContext();
  if (srcShape == dstShape)
    return src;
  auto product = [](ArrayRef<unsigned> values) {
    unsigned result = 1;
    for (unsigned value : values)
      result *= value;
    return result;
  };
  unsigned numWarps = product(src.getWarpsPerCTA());
  unsigned lanes = product(src.getThreadsPerWarp());
  unsigned numCTAs = src.getCGALayout().getNumCTAs();
  if (src == getDefaultBlockedEncoding(ctx, srcShape, numWarps, lanes, numCTAs))
    return getDefaultBlockedEncoding(ctx, dstShape, numWarps, lanes, numCTAs);
  // Triton does not reshape blocked layouts of several CTAs.
  if (!src.getCGALayout().getBlockBases().empty())
    return {};
  SmallVector<ArrayRef<unsigned>> subblocks = {
      src.getSizePerThread(), src.getThreadsPerWarp(), src.getWarpsPerCTA()};
  for (ArrayRef<unsigned> subblock : subblocks)
    for (auto [size, dim] : llvm::zip(srcShape, subblock))
      if (size >= dim && size % dim != 0)
        return {};

  ReshapeChunks chunks = decomposeReshape(srcShape, dstShape);
  SmallVector<unsigned> srcInvOrder = invertOrder(src.getOrder());
  for (const auto &[srcDims, dstDims] : chunks) {
    // Merged dims must follow each other in the order, most major first.
    SmallVector<unsigned> positions = gather<unsigned>(srcInvOrder, srcDims);
    std::reverse(positions.begin(), positions.end());
    if (!isConsecutive(positions))
      return {};
    SmallVector<int64_t> shapeLeft = gather<int64_t>(srcShape, srcDims);
    for (ArrayRef<unsigned> subblock : subblocks)
      if (!fillsMinorDimsFirst(srcDims, subblock, shapeLeft))
        return {};
  }

  SmallVector<int64_t> dstShapeLeft(dstShape);
  SmallVector<unsigned> sizePerThread =
      spreadSubblock(chunks, src.getSizePerThread(), dstShapeLeft);
  SmallVector<unsigned> threadsPerWarp =
      spreadSubblock(chunks, src.getThreadsPerWarp(), dstShapeLeft);
  SmallVector<unsigned> warpsPerCTA =
      spreadSubblock(chunks, src.getWarpsPerCTA(), dstShapeLeft);

  // The result dims come in the order of the source dims they came from,
  // most minor chunk first, and within a chunk the last dim most minor.
  auto minorPosition = [&](const auto &chunk) {
    return chunk.first.empty() ? unsigned(srcShape.size())
                               : srcInvOrder[chunk.first.front()];
  };
  llvm::stable_sort(chunks, [&](const auto &a, const auto &b) {
    return minorPosition(a) < minorPosition(b);
  });
  SmallVector<unsigned> dstInvOrder(dstShape.size());
  unsigned position = 0;
  for (const auto &chunk : chunks)
    for (int64_t dim : llvm::reverse(chunk.second))
      dstInvOrder[dim] = position++;
  return BlockedEncodingAttr::get(
      ctx, sizePerThread, threadsPerWarp, warpsPerCTA,
      invertOrder(dstInvOrder),
      CGAEncodingAttr::get1CTALayout(ctx, dstShape.size()));
}
