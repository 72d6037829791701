//===- LayoutInference.cpp - Result layouts of tt shape ops ---------------===//
//
// The ttg dialect's DialectInferLayoutInterface: given the layout of the
// operand of a tt shape op (reduce, expand_dims, trans, join, split, reshape,
// dot operands), the layout Triton 3.6 gives its result, chosen so that the op
// moves no data between threads.
//
// Only blocked and slice layouts are handled here. Triton answers the other
// cases (trans/join/split of non-blocked layouts, reshapes that are not a
// renaming of a blocked layout) with a #ttg.linear layout computed by its
// linear-layout library; until that library is merged (branch
// `linear-layout`), those cases infer a null encoding, which the tt verifiers
// take as "any result layout", and layout equivalence is only decided
// between blocked layouts.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "tt/Dialect/Triton/IR/Interfaces.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

template <typename T>
SmallVector<T> permute(ArrayRef<T> values, ArrayRef<int32_t> order) {
  SmallVector<T> result;
  for (int32_t dim : order)
    result.push_back(values[dim]);
  return result;
}

template <typename T> SmallVector<T> append(ArrayRef<T> values, T value) {
  SmallVector<T> result(values);
  result.push_back(value);
  return result;
}

/// The default blocked layout of a tensor of `shape` for the warps, lanes and
/// CTAs that `layout` spans.
BlockedEncodingAttr defaultBlockedLike(BlockedEncodingAttr layout,
                                       ArrayRef<int64_t> shape) {
  auto product = [](ArrayRef<unsigned> values) {
    unsigned result = 1;
    for (unsigned value : values)
      result *= value;
    return result;
  };
  return getDefaultBlockedEncoding(layout.getContext(), shape,
                                   product(layout.getWarpsPerCTA()),
                                   product(layout.getThreadsPerWarp()),
                                   layout.getCGALayout().getNumCTAs());
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
    if (llvm::equal(order, llvm::seq<int32_t>(order.size()))) {
      resultEncoding = operandEncoding;
      return success();
    }
    if (auto shared = dyn_cast<SharedEncodingTrait>(operandEncoding))
      return inferSharedTransEncoding(shared, order, resultEncoding, loc);
    auto blocked = dyn_cast<BlockedEncodingAttr>(operandEncoding);
    if (!blocked)
      return success(); // A #ttg.linear layout in Triton; see the header.
    if (blocked.getOrder().size() != order.size())
      return emitOptionalError(loc, "rank of encoding does not match order: ",
                               blocked.getOrder().size(), " vs ",
                               order.size());
    SmallVector<unsigned> newName(order.size());
    for (auto [newDim, oldDim] : llvm::enumerate(order))
      newName[oldDim] = newDim;
    SmallVector<unsigned> newOrder;
    for (unsigned dim : blocked.getOrder())
      newOrder.push_back(newName[dim]);
    resultEncoding = BlockedEncodingAttr::get(
        getContext(), permute(blocked.getSizePerThread(), order),
        permute(blocked.getThreadsPerWarp(), order),
        permute(blocked.getWarpsPerCTA(), order), newOrder,
        permuteCGADims(blocked.getCGALayout(), order));
    return success();
  }

  /// A swizzled layout keeps its swizzle along the renamed order; an
  /// nvmma_shared one flips `transposed` (2-D transposes only). Other shared
  /// layouts become shared_linear in Triton, which is not implemented here.
  LogicalResult
  inferSharedTransEncoding(SharedEncodingTrait operandEncoding,
                           ArrayRef<int32_t> order, Attribute &resultEncoding,
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
    return emitOptionalError(loc, "NYI: transposing ", operandEncoding,
                             " (a shared_linear layout in Triton)");
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

  /// A reshape that keeps the shape, or maps a default layout to the default
  /// layout of the new shape, renames elements without moving them.
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
    dstEncoding = {};
    if (srcShape == dstShape) {
      dstEncoding = srcEncoding;
      return success();
    }
    auto blocked = dyn_cast<BlockedEncodingAttr>(srcEncoding);
    if (blocked && blocked == defaultBlockedLike(blocked, srcShape))
      dstEncoding = defaultBlockedLike(blocked, dstShape);
    // Other reshapes need Triton's general blocked rule or linear layouts;
    // see the header.
    return success();
  }

  /// The new dim of size 2 is held whole by each thread, fastest of all. A
  /// slice along that dim joins back into its parent when splitting the
  /// parent gives the slice.
  LogicalResult inferJoinOpEncoding(Attribute operandEncoding,
                                    Attribute &resultEncoding,
                                    ArrayRef<int64_t> shape,
                                    std::optional<Location> loc) const override {
    resultEncoding = {};
    if (auto slice = dyn_cast<SliceEncodingAttr>(operandEncoding);
        slice && slice.getDim() == shape.size()) {
      auto parent = dyn_cast<BlockedEncodingAttr>(slice.getParent());
      if (parent && splitBlocked(parent) == operandEncoding)
        resultEncoding = parent;
      return success();
    }
    auto blocked = dyn_cast<BlockedEncodingAttr>(operandEncoding);
    if (!blocked)
      return success(); // A #ttg.linear layout in Triton; see the header.
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

  /// The inverse of join: a blocked operand whose threads hold both halves
  /// of the last dim loses that dim.
  LogicalResult inferSplitOpEncoding(Attribute operandEncoding,
                                     Attribute &resultEncoding,
                                     ArrayRef<int64_t> shape,
                                     std::optional<Location> loc) const override {
    resultEncoding = {};
    if (auto blocked = dyn_cast<BlockedEncodingAttr>(operandEncoding))
      if (BlockedEncodingAttr split = splitBlocked(blocked)) {
        resultEncoding = split;
        return success();
      }
    if (shape.empty() || shape.back() != 2)
      return emitOptionalError(
          loc, "SplitOp input shape should have 2 in the last dim");
    return success(); // A #ttg.linear layout in Triton; see the header.
  }

  /// Identical layouts are equal; two different blocked layouts are taken
  /// as different. Anything else needs linear layouts to decide, and passes.
  LogicalResult
  verifyLayoutsAreEqual(ArrayRef<int64_t> shape, Attribute expected,
                        Attribute actual,
                        std::optional<Location> loc) const override {
    if (expected == actual)
      return success();
    if (isa<BlockedEncodingAttr>(expected) && isa<BlockedEncodingAttr>(actual))
      return emitOptionalError(loc, "Expected result encoding ", expected,
                               " but was ", actual);
    return success();
  }
};

} // namespace

std::unique_ptr<DialectInterface>
mlir::triton::gpu::createInferLayoutInterface(Dialect *dialect) {
  return std::make_unique<TritonGPUInferLayoutInterface>(dialect);
}
