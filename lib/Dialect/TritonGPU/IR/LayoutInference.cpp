//===- LayoutInference.cpp - Result layouts of tt shape ops ---------------===//
//
// The ttg dialect's DialectInferLayoutInterface: given the layout of the
// operand of a tt shape op (reduce, expand_dims, trans, join, split, reshape,
// dot operands), the layout Triton 3.6 gives its result, chosen so that the op
// moves no data between threads.
//
// Blocked (and slice, for join) operands keep a blocked result where Triton's
// rules give one; every other distributed layout, and a reshape the blocked
// rule cannot express, gets the operand's linear layout with its dims
// transposed, reshaped, joined or split: a #ttg.linear. Two layouts are
// equal when their linear layouts are.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"

#include "tt/Dialect/Triton/IR/Interfaces.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

template <typename T> SmallVector<T> append(ArrayRef<T> values, T value) {
  SmallVector<T> result(values);
  result.push_back(value);
  return result;
}

/// The layout of `tt.split`'s results for a blocked operand that holds both
/// halves of the last dim in one thread, or null.
BlockedEncodingAttr splitBlocked(BlockedEncodingAttr layout) {
  unsigned last = layout.getOrder().size() - 1;
  bool lastDimInThread =
      layout.getSizePerThread().back() == 2 &&
      layout.getThreadsPerWarp().back() == 1 &&
      layout.getWarpsPerCTA().back() == 1 &&
      llvm::all_of(layout.getCGALayout().getBlockBases(),
                   [](const LinearLayout::Basis &b) { return b.back() == 0; });
  if (!lastDimInThread)
    return {};
  SmallVector<unsigned> order;
  llvm::copy_if(layout.getOrder(), std::back_inserter(order),
                [&](unsigned dim) { return dim != last; });
  return BlockedEncodingAttr::get(
      layout.getContext(), layout.getSizePerThread().drop_back(),
      layout.getThreadsPerWarp().drop_back(),
      layout.getWarpsPerCTA().drop_back(), order,
      eraseCGADim(layout.getCGALayout(), last));
}

/// The register layout of a distributed encoding for `shape`, or failure
/// with a diagnostic at `loc`.
FailureOr<LinearLayout> registerLayout(Attribute encoding,
                                       ArrayRef<int64_t> shape,
                                       std::optional<Location> loc) {
  if (!isa<DistributedEncodingTrait>(encoding))
    return emitOptionalError(loc, "expected a distributed layout, got ",
                             encoding);
  if (!loc)
    return toLinearLayout(shape, encoding);
  return toLinearLayout(shape, encoding, [&] { return emitError(*loc); });
}

/// The linear encoding of what `transform` makes of `encoding`'s register
/// layout for `shape`: the last step of every inference that has no rule
/// of its own for the operand's encoding.
LogicalResult inferThroughLinearLayout(
    Attribute encoding, ArrayRef<int64_t> shape, std::optional<Location> loc,
    Attribute &result,
    llvm::function_ref<FailureOr<LinearLayout>(const LinearLayout &)>
        transform) {
  FailureOr<LinearLayout> layout = registerLayout(encoding, shape, loc);
  if (failed(layout))
    return failure();
  FailureOr<LinearLayout> transformed = transform(*layout);
  if (failed(transformed))
    return failure();
  result = LinearEncodingAttr::get(encoding.getContext(), *transformed);
  return success();
}

/// Each basis with its entries permuted: result dim i is dim order[i].
LinearLayout transposeLayout(const LinearLayout &layout,
                             ArrayRef<int32_t> order) {
  LinearLayout::BasesT bases = layout.getBases();
  for (auto &dimBases : llvm::make_second_range(bases))
    for (LinearLayout::Basis &basis : dimBases) {
      LinearLayout::Basis permuted;
      for (int32_t dim : order)
        permuted.push_back(basis[dim]);
      basis = std::move(permuted);
    }
  return LinearLayout(std::move(bases),
                      llvm::to_vector(layout.getOutDimNames()));
}

/// Each thread holds two neighbours along `axis` where it held one: a
/// first register steps along it and every other basis doubles along it
/// (Triton's tryJoinOnAxis, forward).
LinearLayout doubleAlongAxis(const LinearLayout &layout, unsigned axis) {
  LinearLayout::BasesT bases = layout.getBases();
  for (auto &dimBases : llvm::make_second_range(bases))
    for (LinearLayout::Basis &basis : dimBases)
      basis[axis] *= 2;
  StringAttr reg = StringAttr::get(layout.getOutDimNames().begin()->getContext(),
                                   "register");
  LinearLayout::Basis step(layout.getNumOutDims(), 0);
  step[axis] = 1;
  auto &registers = bases[reg];
  registers.insert(registers.begin(), step);
  return LinearLayout(std::move(bases),
                      llvm::to_vector(layout.getOutDimNames()));
}

/// The inverse of doubleAlongAxis: the registers that step along `axis` by
/// one go and every other basis halves along it (Triton's tryJoinOnAxis,
/// backward). `op` names the op in the error when no register does.
FailureOr<LinearLayout> halveAlongAxis(const LinearLayout &layout,
                                       unsigned axis, StringRef op,
                                       std::optional<Location> loc) {
  StringAttr reg = StringAttr::get(layout.getOutDimNames().begin()->getContext(),
                                   "register");
  bool found = false;
  LinearLayout::BasesT bases;
  for (const auto &[inDim, dimBases] : layout.getBases()) {
    std::vector<LinearLayout::Basis> kept;
    for (LinearLayout::Basis basis : dimBases) {
      if (inDim == reg && basis[axis] == 1) {
        found = true;
        continue;
      }
      basis[axis] /= 2;
      kept.push_back(std::move(basis));
    }
    bases.insert({inDim, std::move(kept)});
  }
  if (!found)
    return emitOptionalError(loc, op, " requires at least 2 elements per "
                                      "thread along dim ", axis);
  return LinearLayout(std::move(bases),
                      llvm::to_vector(layout.getOutDimNames()));
}

/// A new last dim of size 2 held by each thread.
LinearLayout joinLastDim(const LinearLayout &layout, ArrayRef<int64_t> shape) {
  SmallVector<int64_t> joined(shape);
  joined.push_back(1);
  return doubleAlongAxis(reshapeLayout(layout, joined), shape.size());
}

/// The inverse of joinLastDim: the last dim halves to size 1 and is dropped.
FailureOr<LinearLayout> splitLastDim(const LinearLayout &layout,
                                     ArrayRef<int64_t> shape,
                                     std::optional<Location> loc) {
  FailureOr<LinearLayout> halved =
      halveAlongAxis(layout, shape.size() - 1, "SplitOp", loc);
  if (failed(halved))
    return failure();
  SmallVector<int64_t> halvedShape(shape.drop_back());
  halvedShape.push_back(1);
  if (ArrayRef(llvm::to_vector_of<int64_t>(halved->getOutDimSizes())) !=
      ArrayRef(halvedShape))
    return emitOptionalError(loc, "SplitOp: the layout without its last dim "
                                  "does not cover the result shape");
  return reshapeLayout(*halved, shape.drop_back());
}

struct TritonGPUInferLayoutInterface
    : public triton::DialectInferLayoutInterface {
  using DialectInferLayoutInterface::DialectInferLayoutInterface;

  /// The result holds what the operand held, minus the reduced dim.
  LogicalResult
  inferReduceOpEncoding(Attribute operandEncoding, unsigned axis,
                        Attribute &resultEncoding,
                        std::optional<Location> loc) const override {
    auto parent = dyn_cast<DistributedEncodingTrait>(operandEncoding);
    if (!parent)
      return emitOptionalError(
          loc, "tt.reduce operand encoding must be a distributed layout");
    resultEncoding = SliceEncodingAttr::get(getContext(), axis, parent);
    return success();
  }

  /// Each thread keeps its elements; only the dims are renamed. Properties
  /// indexed by dim are permuted like the shape; `order` lists dims, so its
  /// entries are renamed instead.
  LogicalResult
  inferTransOpEncoding(Attribute operandEncoding, ArrayRef<int64_t> shape,
                       ArrayRef<int32_t> order, Attribute &resultEncoding,
                       std::optional<Location> loc) const override {
    if (auto shared = dyn_cast<SharedEncodingTrait>(operandEncoding))
      return inferSharedTransEncoding(shared, shape, order, resultEncoding,
                                      loc);
    auto blocked = dyn_cast<BlockedEncodingAttr>(operandEncoding);
    if (!blocked)
      return inferThroughLinearLayout(
          operandEncoding, shape, loc, resultEncoding,
          [&](const LinearLayout &layout) {
            return transposeLayout(layout, order);
          });
    if (blocked.getOrder().size() != order.size())
      return emitOptionalError(loc, "rank of encoding does not match order: ",
                               blocked.getOrder().size(), " vs ",
                               order.size());
    SmallVector<int64_t> permutation(order.begin(), order.end());
    SmallVector<int64_t> newName = invertPermutationVector(permutation);
    SmallVector<unsigned> newOrder;
    for (unsigned dim : blocked.getOrder())
      newOrder.push_back(newName[dim]);
    resultEncoding = BlockedEncodingAttr::get(
        getContext(), applyPermutation(blocked.getSizePerThread(), permutation),
        applyPermutation(blocked.getThreadsPerWarp(), permutation),
        applyPermutation(blocked.getWarpsPerCTA(), permutation), newOrder,
        permuteCGADims(blocked.getCGALayout(), order));
    return success();
  }

  /// A swizzled layout keeps its swizzle along the renamed order; an
  /// nvmma_shared one flips `transposed` (2-D transposes only). Others become
  /// a shared_linear layout of the transposed linear layout, with the
  /// operand's alignment (Triton's fallback).
  LogicalResult
  inferSharedTransEncoding(SharedEncodingTrait operandEncoding,
                           ArrayRef<int64_t> shape, ArrayRef<int32_t> order,
                           Attribute &resultEncoding,
                           std::optional<Location> loc) const {
    MLIRContext *ctx = getContext();
    CGAEncodingAttr cga = getCGALayout(operandEncoding);
    if (!cga || cga.getRank() != order.size())
      return emitOptionalError(loc, "rank of encoding does not match order");
    CGAEncodingAttr transposedCGA = permuteCGADims(cga, order);
    if (auto swizzled = dyn_cast<SwizzledSharedEncodingAttr>(
            Attribute(operandEncoding))) {
      SmallVector<unsigned> newName(order.size());
      for (auto [newDim, oldDim] : llvm::enumerate(order))
        newName[oldDim] = newDim;
      SmallVector<unsigned> newOrder;
      for (unsigned dim : swizzled.getOrder())
        newOrder.push_back(newName[dim]);
      resultEncoding = SwizzledSharedEncodingAttr::get(
          ctx, swizzled.getVec(), swizzled.getPerPhase(),
          swizzled.getMaxPhase(), newOrder, transposedCGA);
      return success();
    }
    auto nvmma = dyn_cast<NVMMASharedEncodingAttr>(Attribute(operandEncoding));
    if (nvmma && order == ArrayRef<int32_t>{1, 0}) {
      resultEncoding = NVMMASharedEncodingAttr::get(
          ctx, nvmma.getSwizzlingByteWidth(), !nvmma.getTransposed(),
          nvmma.getElementBitWidth(), nvmma.getFp4Padded(), transposedCGA);
      return success();
    }
    FailureOr<LinearLayout> layout = toLinearLayout(shape, operandEncoding);
    if (failed(layout) || cga.getNumCTAs() != 1)
      return emitOptionalError(loc, "NYI: transposing ", operandEncoding,
                               " (a shared_linear layout in Triton)");
    resultEncoding = SharedLinearEncodingAttr::get(
        ctx, transposeLayout(*layout, order), operandEncoding.getAlignment());
    return success();
  }

  /// Only a slice along `axis` can grow that dim back: the result is its
  /// parent.
  LogicalResult
  inferExpandDimsOpEncoding(Attribute operandEncoding, unsigned axis,
                            Attribute &resultEncoding,
                            std::optional<Location> loc) const override {
    auto slice = dyn_cast<SliceEncodingAttr>(operandEncoding);
    if (!slice)
      return emitOptionalError(
          loc, "ExpandDimsOp operand encoding must be SliceEncodingAttr");
    if (slice.getDim() != axis)
      return emitOptionalError(
          loc, "Incompatible slice dimension for ExpandDimsOp operand");
    resultEncoding = slice.getParent();
    return success();
  }

  /// Hopper's wgmma reads A from registers in an mma-parented dot operand
  /// layout, or from shared memory; every other dot takes dot operand
  /// layouts of its own result layout.
  LogicalResult inferDotOpEncoding(Attribute operandEncoding, unsigned opIdx,
                                   Attribute retEncoding,
                                   std::optional<Location> loc) const override {
    auto operand = dyn_cast<DotOperandEncodingAttr>(operandEncoding);
    auto mma = dyn_cast<NvidiaMmaEncodingAttr>(retEncoding);
    if (mma && mma.getVersionMajor() == 3) {
      if (opIdx != 0 || !operand || operand.getOpIdx() != 0 ||
          !isa<NvidiaMmaEncodingAttr>(operand.getParent()))
        return emitOptionalError(
            loc, "unexpected operand layout for NvidiaMmaEncodingAttr v3");
      return success();
    }
    if (!operand)
      return emitOptionalError(
          loc, "Dot's a/b's encoding should be of DotOperandEncodingAttr");
    if (operand.getOpIdx() != opIdx)
      return emitOptionalError(loc, "Wrong opIdx");
    if (operand.getParent() != retEncoding)
      return emitOptionalError(loc, "Incompatible parent encoding");
    return success();
  }

  /// A blocked layout keeps a blocked result where Triton's rule finds one
  /// (inferReshapeBlockedEncoding); anything else gets its linear layout
  /// re-split over the new shape.
  LogicalResult
  inferReshapeOpEncoding(ArrayRef<int64_t> srcShape, Attribute srcEncoding,
                         ArrayRef<int64_t> dstShape, Attribute &dstEncoding,
                         std::optional<Location> loc) const override {
    auto numel = [](ArrayRef<int64_t> shape) {
      int64_t n = 1;
      for (int64_t size : shape)
        n *= size;
      return n;
    };
    if (numel(srcShape) != numel(dstShape))
      return emitOptionalError(
          loc, "numel of dst shape does not match numel of src shape");
    if (auto blocked = dyn_cast<BlockedEncodingAttr>(srcEncoding))
      if (BlockedEncodingAttr result =
              inferReshapeBlockedEncoding(srcShape, blocked, dstShape)) {
        dstEncoding = result;
        return success();
      }
    return inferThroughLinearLayout(
        srcEncoding, srcShape, loc, dstEncoding,
        [&](const LinearLayout &layout) {
          return reshapeLayout(layout, dstShape);
        });
  }

  /// The new dim of size 2 is held whole by each thread, fastest of all. A
  /// slice along that dim joins back into its parent when splitting the
  /// parent gives the slice.
  LogicalResult inferJoinOpEncoding(Attribute operandEncoding,
                                    Attribute &resultEncoding,
                                    ArrayRef<int64_t> shape,
                                    std::optional<Location> loc) const override {
    if (auto slice = dyn_cast<SliceEncodingAttr>(operandEncoding);
        slice && slice.getDim() == shape.size()) {
      SmallVector<int64_t> joinedShape(shape);
      joinedShape.push_back(2);
      Attribute split;
      if (succeeded(inferSplitOpEncoding(slice.getParent(), split, joinedShape,
                                         std::nullopt)) &&
          succeeded(verifyLayoutsAreEqual(shape, split, operandEncoding,
                                          std::nullopt))) {
        resultEncoding = slice.getParent();
        return success();
      }
    } else if (auto blocked = dyn_cast<BlockedEncodingAttr>(operandEncoding)) {
      unsigned rank = blocked.getOrder().size();
      SmallVector<unsigned> order{rank};
      llvm::append_range(order, blocked.getOrder());
      resultEncoding = BlockedEncodingAttr::get(
          getContext(), append(blocked.getSizePerThread(), 2u),
          append(blocked.getThreadsPerWarp(), 1u),
          append(blocked.getWarpsPerCTA(), 1u), order,
          insertCGADim(blocked.getCGALayout(), rank));
      return success();
    }
    return inferThroughLinearLayout(operandEncoding, shape, loc,
                                    resultEncoding,
                                    [&](const LinearLayout &layout) {
                                      return joinLastDim(layout, shape);
                                    });
  }

  /// The inverse of join: a blocked operand whose threads hold both halves
  /// of the last dim loses that dim; otherwise the linear layout must have a
  /// register stepping along the last dim, which goes.
  LogicalResult inferSplitOpEncoding(Attribute operandEncoding,
                                     Attribute &resultEncoding,
                                     ArrayRef<int64_t> shape,
                                     std::optional<Location> loc) const override {
    if (auto blocked = dyn_cast<BlockedEncodingAttr>(operandEncoding))
      if (BlockedEncodingAttr split = splitBlocked(blocked)) {
        resultEncoding = split;
        return success();
      }
    if (shape.empty() || shape.back() != 2)
      return emitOptionalError(
          loc, "SplitOp input shape should have 2 in the last dim");
    return inferThroughLinearLayout(operandEncoding, shape, loc,
                                    resultEncoding,
                                    [&](const LinearLayout &layout) {
                                      return splitLastDim(layout, shape, loc);
                                    });
  }

  /// Blocked and dot-operand layouts whose fastest register dim is `axis`
  /// stay such layouts, with twice (forward) or half the elements per thread
  /// along it; any other layout goes through its linear layout.
  LogicalResult
  inferFp4ToFpOpEncoding(ArrayRef<int64_t> shape, unsigned axis,
                         Attribute inEncoding, Attribute &outEncoding,
                         bool forward,
                         std::optional<Location> loc) const override {
    FailureOr<LinearLayout> layout = registerLayout(inEncoding, shape, loc);
    if (failed(layout))
      return failure();
    if (axis >= shape.size())
      return emitOptionalError(loc, "Fp4ToFpOp axis ", axis,
                               " out of range for rank ", shape.size());
    // Triton's test, literally: the order's entry at position `axis` is 0.
    if (layout->getOrder()[axis] == 0) {
      auto tooFew = [&] {
        return emitOptionalError(loc, "Fp4ToFpOp requires at least 2 elements "
                                      "per thread in the axis dimension");
      };
      if (auto dot = dyn_cast<DotOperandEncodingAttr>(inEncoding)) {
        unsigned kWidth = dot.getKWidth();
        if (!forward && kWidth < 2)
          return tooFew();
        outEncoding = DotOperandEncodingAttr::get(
            getContext(), dot.getOpIdx(), dot.getParent(),
            forward ? kWidth * 2 : kWidth / 2);
        return success();
      }
      if (auto blocked = dyn_cast<BlockedEncodingAttr>(inEncoding)) {
        SmallVector<unsigned> sizePerThread(blocked.getSizePerThread());
        if (!forward && sizePerThread[axis] < 2)
          return tooFew();
        sizePerThread[axis] =
            forward ? sizePerThread[axis] * 2 : sizePerThread[axis] / 2;
        outEncoding = BlockedEncodingAttr::get(
            getContext(), sizePerThread, blocked.getThreadsPerWarp(),
            blocked.getWarpsPerCTA(), blocked.getOrder(),
            blocked.getCGALayout());
        return success();
      }
    }
    FailureOr<LinearLayout> result =
        forward ? FailureOr<LinearLayout>(doubleAlongAxis(*layout, axis))
                : halveAlongAxis(*layout, axis, "Fp4ToFpOp", loc);
    if (failed(result))
      return failure();
    outEncoding = LinearEncodingAttr::get(getContext(), *result);
    return success();
  }

  /// Two layouts are the same when they map every (register, lane, warp,
  /// block) to the same element of `shape`.
  LogicalResult
  verifyLayoutsAreEqual(ArrayRef<int64_t> shape, Attribute expected,
                        Attribute actual,
                        std::optional<Location> loc) const override {
    if (expected == actual)
      return success();
    auto mismatch = [&] {
      return emitOptionalError(loc, "Expected result encoding ", expected,
                               " but was ", actual);
    };
    if (!expected || !actual)
      return mismatch();
    FailureOr<LinearLayout> expectedLayout = toLinearLayout(shape, expected);
    FailureOr<LinearLayout> actualLayout = toLinearLayout(shape, actual);
    if (failed(expectedLayout) || failed(actualLayout) ||
        *expectedLayout != *actualLayout)
      return mismatch();
    return success();
  }
};

} // namespace

std::unique_ptr<DialectInterface>
mlir::triton::gpu::createInferLayoutInterface(Dialect *dialect) {
  return std::make_unique<TritonGPUInferLayoutInterface>(dialect);
}
