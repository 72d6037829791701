//===- LinearLayoutConversions.cpp - Encodings as linear layouts ----------===//
//
// Each encoding first describes one CTA's tile (the "CTA layout", listing the
// output dims fastest first so that wrapping around repeats along the fastest
// dim), then combineWithCGA fits it to the shape and appends the CTAs.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/MmaOperandLayouts.h"

#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

using Basis = LinearLayout::Basis;
using EmitErrorFn = function_ref<InFlightDiagnostic()>;

SmallVector<StringAttr> mlir::triton::gpu::standardOutDimNames(MLIRContext *ctx,
                                                               unsigned rank) {
  SmallVector<StringAttr> names;
  for (unsigned i = 0; i < rank; ++i)
    names.push_back(StringAttr::get(ctx, "dim" + Twine(i)));
  return names;
}

FailureOr<LinearLayout> mlir::triton::gpu::layoutError(EmitErrorFn emitError,
                                                       const Twine &message) {
  if (emitError)
    emitError() << message;
  return failure();
}

namespace {

/// The dimension names used below.
struct Names {
  explicit Names(MLIRContext *ctx, unsigned rank)
      : reg(StringAttr::get(ctx, "register")),
        lane(StringAttr::get(ctx, "lane")), warp(StringAttr::get(ctx, "warp")),
        block(StringAttr::get(ctx, "block")),
        offset(StringAttr::get(ctx, "offset")),
        dims(standardOutDimNames(ctx, rank)) {}

  StringAttr reg, lane, warp, block, offset;
  SmallVector<StringAttr> dims;

  /// `dims` permuted by `order`.
  SmallVector<StringAttr> inOrder(ArrayRef<unsigned> order) const {
    return llvm::map_to_vector(order, [&](unsigned d) { return dims[d]; });
  }
  /// `shape` labelled with `dims`.
  SmallVector<std::pair<StringAttr, int64_t>>
  named(ArrayRef<int64_t> shape) const {
    SmallVector<std::pair<StringAttr, int64_t>> result;
    for (auto [name, size] : llvm::zip(dims, shape))
      result.push_back({name, size});
    return result;
  }
};

/// `inDim` walks `sizes` along `order` (fastest first); the output dims
/// are listed in that order.
LinearLayout identityND(const Names &names, StringAttr inDim,
                        ArrayRef<unsigned> sizes, ArrayRef<unsigned> order) {
  LinearLayout layout;
  for (unsigned d : order)
    layout *= LinearLayout::identity1D(sizes[d], inDim, names.dims[d]);
  return layout;
}

/// Like identityND, but every `inDim` value along `kDim` holds the same data:
/// the lanes or warps of a dot operand are broadcast along K.
LinearLayout broadcastAlongK(const Names &names, StringAttr inDim,
                             ArrayRef<unsigned> sizes, ArrayRef<unsigned> order,
                             unsigned kDim) {
  LinearLayout layout;
  for (unsigned d : order)
    layout *= d == kDim
                  ? LinearLayout::zeros1D(sizes[d], inDim, names.dims[d])
                  : LinearLayout::identity1D(sizes[d], inDim, names.dims[d]);
  return layout;
}

/// [rank-1, ..., 0]; column major swaps the two fastest dims.
SmallVector<unsigned> matrixOrder(unsigned rank, bool rowMajor) {
  SmallVector<unsigned> order;
  for (unsigned d = rank; d-- > 0;)
    order.push_back(d);
  if (!rowMajor)
    std::swap(order[0], order[1]);
  return order;
}

/// The dims of a dot operand: K first, then the other matrix dim, then the
/// batch dim.
SmallVector<unsigned> dotOperandOrder(unsigned opIdx, unsigned rank) {
  unsigned kDim = opIdx == 0 ? rank - 1 : rank - 2;
  unsigned nonKDim = opIdx == 0 ? rank - 2 : rank - 1;
  SmallVector<unsigned> order = {kDim, nonKDim};
  if (rank == 3)
    order.push_back(0);
  return order;
}

/// The register layout with all of register/lane/warp/block present, in that
/// order (dims a layout never mentions have no bases).
LinearLayout withInDims(const LinearLayout &layout,
                        ArrayRef<StringAttr> inDims) {
  LinearLayout::BasesT bases;
  for (StringAttr inDim : inDims)
    bases[inDim] = layout.getBases(inDim).vec();
  return LinearLayout(std::move(bases), layout.getOutDims());
}

/// The CGA's `block` bases (in units of one CTA's part) for `shape`: CTAs
/// beyond the shape hold copies.
LinearLayout cgaLayoutFor(const Names &names, CGAEncodingAttr cga,
                          ArrayRef<int64_t> shape) {
  return cga.getLinearLayout().ensureNotLargerThan(names.named(shape));
}

/// Fits one CTA's layout to its part of `shape` and appends the CGA's
/// `block` bases; the result has standard output dims.
LinearLayout combineWithCGA(const Names &names, const LinearLayout &ctaLayout,
                            CGAEncodingAttr cga, ArrayRef<int64_t> shape) {
  LinearLayout cgaLayout = cgaLayoutFor(names, cga, shape);
  SmallVector<int64_t> ctaShape = getShapePerCTA(cga, shape);
  StringAttr growDim = *ctaLayout.getInDimNames().begin();
  LinearLayout fitted =
      ctaLayout.ensureNotSmallerThan(names.named(ctaShape), growDim)
          .ensureNotLargerThan(names.named(ctaShape));
  return (fitted *
          cgaLayout.transposeOuts(llvm::to_vector(fitted.getOutDimNames())))
      .transposeOuts(names.dims);
}

bool allPowersOfTwo(ArrayRef<unsigned> values) {
  return llvm::all_of(values,
                      [](unsigned v) { return llvm::isPowerOf2_32(v); });
}

/// Converts encodings for one shape; failures go to `emitError` when set.
struct Converter {
  ArrayRef<int64_t> shape;
  EmitErrorFn emitError;

  FailureOr<LinearLayout> fail(const Twine &message) const {
    return layoutError(emitError, message);
  }

  FailureOr<LinearLayout> convert(Attribute encoding) const;

  FailureOr<LinearLayout> blocked(BlockedEncodingAttr blocked) const;
  FailureOr<LinearLayout> slice(SliceEncodingAttr slice) const;
  FailureOr<LinearLayout> dotOperand(DotOperandEncodingAttr dot) const;
  FailureOr<LinearLayout> nvidiaMma(NvidiaMmaEncodingAttr mma) const;
  FailureOr<LinearLayout> nvidiaDot(DotOperandEncodingAttr dot,
                                    NvidiaMmaEncodingAttr mma) const;
  FailureOr<LinearLayout> mfma(AMDMfmaEncodingAttr mfma) const;
  FailureOr<LinearLayout> mfmaDot(DotOperandEncodingAttr dot,
                                  AMDMfmaEncodingAttr mfma) const;
  FailureOr<LinearLayout> wmma(AMDWmmaEncodingAttr wmma) const;
  FailureOr<LinearLayout> wmmaDot(DotOperandEncodingAttr dot,
                                  AMDWmmaEncodingAttr wmma) const;
  FailureOr<LinearLayout> fmaDot(DotOperandEncodingAttr dot,
                                 BlockedEncodingAttr blocked) const;
  FailureOr<LinearLayout> swizzled(unsigned vec, unsigned perPhase,
                                   unsigned maxPhase, ArrayRef<unsigned> order,
                                   CGAEncodingAttr cga, bool rotating) const;
  FailureOr<LinearLayout> nvmmaShared(NVMMASharedEncodingAttr shared) const;
  FailureOr<LinearLayout> fitToShape(const LinearLayout &layout,
                                     StringAttr growDim,
                                     StringAttr dropDim = {}) const;
};

FailureOr<LinearLayout> Converter::blocked(BlockedEncodingAttr blocked) const {
  Names names(blocked.getContext(), shape.size());
  ArrayRef<unsigned> order = blocked.getOrder();
  LinearLayout cta =
      identityND(names, names.reg, blocked.getSizePerThread(), order) *
      identityND(names, names.lane, blocked.getThreadsPerWarp(), order) *
      identityND(names, names.warp, blocked.getWarpsPerCTA(), order);
  return combineWithCGA(names, cta, blocked.getCGALayout(), shape);
}

FailureOr<LinearLayout> Converter::slice(SliceEncodingAttr slice) const {
  MLIRContext *ctx = slice.getContext();
  unsigned dim = slice.getDim();
  SmallVector<int64_t> parentShape(shape);
  parentShape.insert(parentShape.begin() + dim, 1);
  FailureOr<LinearLayout> parent =
      Converter{parentShape, emitError}.convert(slice.getParent());
  if (failed(parent))
    return failure();
  // Drop output dim `dim` by composing with a map that sends it to 0, then
  // forget the registers that only walked along it.
  Names names(ctx, shape.size());
  LinearLayout dropDim;
  for (auto [i, outDim] : llvm::enumerate(parent->getOutDims())) {
    auto [name, size] = outDim;
    dropDim *= i == dim ? LinearLayout::zeros1D(size, name, names.dims[0])
                        : LinearLayout::identity1D(
                              size, name, names.dims[i < dim ? i : i - 1]);
  }
  LinearLayout sliced = parent->compose(dropDim);
  LinearLayout::BasesT bases = sliced.getBases();
  llvm::erase_if(bases[names.reg], [](const Basis &basis) {
    return llvm::all_of(basis, [](int32_t v) { return v == 0; });
  });
  return LinearLayout(std::move(bases), sliced.getOutDims());
}

/// One MMA fragment of NVIDIA's mma.sync/wgmma: kWidth registers, then 4
/// lanes along the fastest dim, 8 lanes along the next, then registers
/// repeat down the tile and across it. Output dims are listed in `repOrder`.
LinearLayout nvidiaMmaTile(const Names &names, ArrayRef<unsigned> tileShape,
                           unsigned kWidth, ArrayRef<unsigned> order,
                           ArrayRef<unsigned> repOrder) {
  SmallVector<unsigned> ones(repOrder.size(), 1);
  unsigned inner = order[0], outer = order[1];
  int32_t m = tileShape[outer], n = tileShape[inner];
  return identityND(names, names.reg, ones, repOrder) *
         LinearLayout::identity1D(kWidth, names.reg, names.dims[inner]) *
         LinearLayout::identity1D(4, names.lane, names.dims[inner]) *
         LinearLayout::identity1D(8, names.lane, names.dims[outer]) *
         LinearLayout::identity1D(m / 8, names.reg, names.dims[outer]) *
         LinearLayout::identity1D(n / (kWidth * 4), names.reg,
                                  names.dims[inner]);
}

FailureOr<LinearLayout> Converter::nvidiaMma(NvidiaMmaEncodingAttr mma) const {
  Names names(mma.getContext(), shape.size());
  unsigned rank = shape.size();
  ArrayRef<unsigned> instr = mma.getInstrShape();
  unsigned version = mma.getVersionMajor();
  bool hopper = version == 3;
  if (version != 2 && version != 3)
    return fail("linear layouts of nvidia_mma version " + Twine(version) +
                " are not supported (Triton 3.6 has versions 2 and 3)");
  if ((version == 2 && instr.size() != rank) ||
      (hopper && (instr.size() != 3 || rank != 2)))
    return fail("nvidia_mma instrShape does not match the tensor rank");
  // The accumulator tile is M x N; the MMA fragment always pairs two
  // consecutive N elements per thread.
  SmallVector<unsigned> tileShape(instr.begin(), instr.begin() + rank);
  if (!allPowersOfTwo(tileShape) || tileShape[rank - 2] < 8 ||
      tileShape[rank - 1] < 8)
    return fail("nvidia_mma instrShape must be powers of two, at least 8 in "
                "M and N");
  SmallVector<unsigned> order = matrixOrder(rank, /*rowMajor=*/true);
  LinearLayout cta = nvidiaMmaTile(names, tileShape, 2, order, order);
  // Ampere numbers warps row-major, Hopper's warp groups go down M.
  cta *= identityND(names, names.warp, mma.getWarpsPerCTA(),
                    matrixOrder(rank, /*rowMajor=*/!hopper))
             .transposeOuts(llvm::to_vector(cta.getOutDimNames()));
  return combineWithCGA(names, cta, mma.getCGALayout(), shape);
}

FailureOr<LinearLayout> Converter::nvidiaDot(DotOperandEncodingAttr dot,
                                             NvidiaMmaEncodingAttr mma) const {
  Names names(dot.getContext(), shape.size());
  unsigned rank = shape.size(), kWidth = dot.getKWidth();
  bool isA = dot.getOpIdx() == 0;
  bool hopper = mma.getVersionMajor() == 3;
  if (mma.getVersionMajor() != 2 && !hopper)
    return fail("dot_op over nvidia_mma version " +
                Twine(mma.getVersionMajor()) + " is not supported");
  if (!isA && hopper)
    return fail("wgmma reads operand B from shared memory; it has no "
                "register layout");
  if (kWidth == 0 || !llvm::isPowerOf2_32(kWidth))
    return fail("dot_op over nvidia_mma needs a power-of-two kWidth");
  // A is a 16 x (8 kWidth) tile, B an (8 kWidth) x 8 one, K fastest.
  SmallVector<unsigned> tileShape(rank, 1);
  tileShape[rank - 2] = isA ? 16 : kWidth * 8;
  tileShape[rank - 1] = isA ? kWidth * 8 : 8;
  SmallVector<unsigned> order = dotOperandOrder(dot.getOpIdx(), rank);
  LinearLayout cta = nvidiaMmaTile(names, tileShape, kWidth, order, order);
  unsigned kDim = isA ? rank - 1 : rank - 2;
  cta *= broadcastAlongK(names, names.warp, mma.getWarpsPerCTA(),
                         matrixOrder(rank, /*rowMajor=*/!hopper), kDim)
             .transposeOuts(llvm::to_vector(cta.getOutDimNames()));
  return combineWithCGA(names, cta, mma.getCGALayout(), shape);
}

FailureOr<LinearLayout> Converter::mfma(AMDMfmaEncodingAttr mfma) const {
  Names names(mfma.getContext(), shape.size());
  unsigned rank = shape.size();
  if (rank != 2 && rank != 3)
    return fail("amd_mfma layouts have rank 2 or 3");
  unsigned mIndex = rank - 2, nIndex = rank - 1;
  StringAttr dimM = names.dims[mIndex], dimN = names.dims[nIndex];
  int32_t mDim = mfma.getInstrShape()[0], nDim = mfma.getInstrShape()[1];
  bool transposed = mfma.getIsTransposed();
  if (mDim == 64 && nDim == 4 && !transposed)
    return fail("a 64x4 amd_mfma layout must be transposed");
  if (!allPowersOfTwo(mfma.getTilesPerWarp()))
    return fail("amd_mfma tilesPerWarp must be powers of two");
  constexpr int32_t waveSize = 64;
  // Each lane holds `height` consecutive elements (1 for 64-bit results),
  // lanes cover N, then M (transposed: the roles of M and N swap).
  int32_t height = mfma.getElementBitWidth() == 64 ? 1 : 4;
  int32_t tiles = mDim * nDim / (waveSize * height);
  StringAttr regDim = transposed ? dimN : dimM;
  StringAttr laneFast = transposed ? dimM : dimN;
  int32_t laneFastSize = transposed ? mDim : nDim;
  LinearLayout tile =
      LinearLayout::identity1D(height, names.reg, regDim) *
      LinearLayout::identity1D(laneFastSize, names.lane, laneFast) *
      LinearLayout::identity1D(waveSize / laneFastSize, names.lane, regDim) *
      LinearLayout::identity1D(tiles, names.reg, regDim);
  tile = tile.transposeOuts({dimN, dimM});
  // Tiles are N-contiguous over the whole tensor, as the dot lowering
  // expects: N tiles of a warp, N warps, the rest of N, then M.
  ArrayRef<unsigned> tilesPerWarp = mfma.getTilesPerWarp();
  ArrayRef<unsigned> warps = mfma.getWarpsPerCTA();
  tile *= LinearLayout::identity1D(tilesPerWarp[nIndex], names.reg, dimN);
  tile *= LinearLayout::identity1D(warps[nIndex], names.warp, dimN);
  tile *= LinearLayout::identity1D(
      shape[nIndex] / (nDim * warps[nIndex] * tilesPerWarp[nIndex]), names.reg,
      dimN);
  tile *= LinearLayout::identity1D(tilesPerWarp[mIndex], names.reg, dimM);
  tile *= LinearLayout::identity1D(warps[mIndex], names.warp, dimM);
  if (rank == 3)
    tile *= LinearLayout::identity1D(1, names.reg, names.dims[0]) *
            LinearLayout::identity1D(1, names.lane, names.dims[0]) *
            LinearLayout::identity1D(warps[0], names.warp, names.dims[0]);
  return combineWithCGA(names, tile, mfma.getCGALayout(), shape);
}

FailureOr<LinearLayout> Converter::mfmaDot(DotOperandEncodingAttr dot,
                                           AMDMfmaEncodingAttr mfma) const {
  Names names(dot.getContext(), shape.size());
  unsigned rank = shape.size(), opIdx = dot.getOpIdx();
  int32_t kWidth = dot.getKWidth();
  if (rank != 2 && rank != 3)
    return fail("amd_mfma layouts have rank 2 or 3");
  if (kWidth == 0 || !llvm::isPowerOf2_32(kWidth))
    return fail("dot_op over amd_mfma needs a power-of-two kWidth");
  if (!allPowersOfTwo(mfma.getTilesPerWarp()))
    return fail("amd_mfma tilesPerWarp must be powers of two");
  unsigned kIndex = opIdx == 0 ? rank - 1 : rank - 2;
  unsigned nonKIndex = opIdx == 0 ? rank - 2 : rank - 1;
  int32_t mDim = mfma.getInstrShape()[0], nDim = mfma.getInstrShape()[1];
  int32_t nonKDim = opIdx == 0 ? mDim : nDim;
  constexpr int32_t waveSize = 64;
  SmallVector<unsigned> order = dotOperandOrder(opIdx, rank);
  StringAttr dimK = names.dims[order[0]], dimNonK = names.dims[order[1]];
  // kWidth consecutive K elements per lane; lanes cover the non-K dim, then
  // step along K.
  LinearLayout tile =
      LinearLayout::identity1D(kWidth, names.reg, dimK) *
      LinearLayout::identity1D(nonKDim, names.lane, dimNonK) *
      LinearLayout::identity1D(waveSize / nonKDim, names.lane, dimK);
  int64_t kTileSize = waveSize / nonKDim * kWidth;
  // The 64x64 operand of a 4x64 / 64x4 MFMA repeats 16 times along K.
  if ((mDim == 64 && nDim == 4 && opIdx == 0) ||
      (mDim == 4 && nDim == 64 && opIdx == 1)) {
    tile *= LinearLayout::identity1D(16, names.reg, dimK);
    kTileSize *= 16;
  }
  if (shape[kIndex] > kTileSize)
    tile *=
        LinearLayout::identity1D(shape[kIndex] / kTileSize, names.reg, dimK);
  tile *= LinearLayout::identity1D(mfma.getTilesPerWarp()[nonKIndex], names.reg,
                                   dimNonK);
  tile = tile.transposeOuts({dimK, dimNonK});
  if (rank == 3)
    tile *= LinearLayout::identity1D(1, names.reg, names.dims[0]) *
            LinearLayout::identity1D(1, names.lane, names.dims[0]);
  // Registers already span all of K, so warps along K end up broadcast.
  LinearLayout cta =
      tile * identityND(names, names.warp, mfma.getWarpsPerCTA(),
                        matrixOrder(rank, true))
                 .transposeOuts(llvm::to_vector(tile.getOutDimNames()));
  return combineWithCGA(names, cta, mfma.getCGALayout(), shape);
}

FailureOr<LinearLayout> Converter::wmma(AMDWmmaEncodingAttr wmma) const {
  Names names(wmma.getContext(), shape.size());
  unsigned rank = shape.size();
  if (rank != 2 && rank != 3)
    return fail("amd_wmma layouts have rank 2 or 3");
  unsigned version = wmma.getVersion();
  unsigned mIndex = rank - 2, nIndex = rank - 1;
  ArrayRef<unsigned> instr = wmma.getInstrShape();
  if (!allPowersOfTwo(instr))
    return fail("amd_wmma instrShape must be powers of two");
  auto fits = [](int64_t size, unsigned tile) {
    return size == 1 || size >= tile;
  };
  if (!fits(shape[mIndex], instr[0]) || !fits(shape[nIndex], instr[1]))
    return fail("tensor shape is smaller than the amd_wmma instruction");
  // 16x16 tile, 32 lanes: lanes cover the fast dim, registers the other one
  // (version 1 interleaves the two half-waves by row, later ones stack
  // them).
  SmallVector<unsigned> threadOrder =
      matrixOrder(rank, !wmma.getIsTransposed());
  StringAttr fast = names.dims[threadOrder[0]],
             slow = names.dims[threadOrder[1]];
  LinearLayout::BasesT bases;
  if (version == 1) {
    bases[names.reg] = {{0, 2}, {0, 4}, {0, 8}};
    bases[names.lane] = {{1, 0}, {2, 0}, {4, 0}, {8, 0}, {0, 1}};
  } else {
    bases[names.reg] = {{0, 1}, {0, 2}, {0, 4}};
    bases[names.lane] = {{1, 0}, {2, 0}, {4, 0}, {8, 0}, {0, 8}};
  }
  LinearLayout tile(std::move(bases), {{fast, 16}, {slow, 16}});
  if (rank == 3)
    tile *= LinearLayout::identity1D(1, names.reg, names.dims[0]) *
            LinearLayout::identity1D(1, names.lane, names.dims[0]);
  SmallVector<unsigned> rowMajor = matrixOrder(rank, true);
  SmallVector<StringAttr> repDims = names.inOrder(rowMajor);
  LinearLayout cta =
      tile.transposeOuts(repDims) *
      identityND(names, names.warp, wmma.getWarpsPerCTA(), rowMajor)
          .transposeOuts(repDims);
  return combineWithCGA(names, cta, wmma.getCGALayout(), shape);
}

FailureOr<LinearLayout> Converter::wmmaDot(DotOperandEncodingAttr dot,
                                           AMDWmmaEncodingAttr wmma) const {
  Names names(dot.getContext(), shape.size());
  unsigned rank = shape.size(), opIdx = dot.getOpIdx();
  if (rank != 2 && rank != 3)
    return fail("amd_wmma layouts have rank 2 or 3");
  int32_t kWidth = dot.getKWidth();
  if (kWidth == 0 || !llvm::isPowerOf2_32(kWidth))
    return fail("dot_op over amd_wmma needs a power-of-two kWidth");
  SmallVector<unsigned> order = dotOperandOrder(opIdx, rank);
  StringAttr dimK = names.dims[order[0]], dimNonK = names.dims[order[1]];
  ArrayRef<unsigned> instr = wmma.getInstrShape();
  int32_t kDim = instr[2], nonKDim = opIdx == 0 ? instr[0] : instr[1];
  constexpr int32_t waveSize = 32;
  if (!allPowersOfTwo(instr) || nonKDim > waveSize)
    return fail("amd_wmma instrShape must be powers of two, M and N at most "
                "32");
  // kWidth K registers, non-K lanes, then the other half-wave: a copy of
  // the same K values (version 1) or the next K values (later versions),
  // then registers until the instruction's K is covered.
  int32_t depth = waveSize / nonKDim;
  LinearLayout tile =
      LinearLayout::identity1D(kWidth, names.reg, dimK) *
      LinearLayout::identity1D(nonKDim, names.lane, dimNonK) *
      (wmma.getVersion() == 1
           ? LinearLayout::zeros1D(depth, names.lane, dimK)
           : LinearLayout::identity1D(depth, names.lane, dimK)) *
      LinearLayout::identity1D(kDim / (depth * kWidth), names.reg, dimK);
  if (rank == 3)
    tile *= LinearLayout::identity1D(1, names.reg, names.dims[0]) *
            LinearLayout::identity1D(1, names.lane, names.dims[0]);
  unsigned kIndex = opIdx == 0 ? rank - 1 : rank - 2;
  SmallVector<StringAttr> repDims = names.inOrder(order);
  LinearLayout cta = tile.transposeOuts(repDims) *
                     broadcastAlongK(names, names.warp, wmma.getWarpsPerCTA(),
                                     matrixOrder(rank, true), kIndex)
                         .transposeOuts(repDims);
  return combineWithCGA(names, cta, wmma.getCGALayout(), shape);
}

FailureOr<LinearLayout> Converter::fmaDot(DotOperandEncodingAttr dot,
                                          BlockedEncodingAttr blocked) const {
  Names names(dot.getContext(), shape.size());
  unsigned rank = shape.size();
  unsigned kIndex = dot.getOpIdx() == 0 ? rank - 1 : rank - 2;
  ArrayRef<unsigned> order = blocked.getOrder();
  // Each thread holds all of K for its rows (A) or columns (B); lanes and
  // warps that differ only along K hold the same data.
  SmallVector<unsigned> perThread(blocked.getSizePerThread());
  perThread[kIndex] = shape[kIndex];
  SmallVector<StringAttr> repDims = names.inOrder(order);
  LinearLayout cta =
      identityND(names, names.reg, perThread, order).transposeOuts(repDims) *
      broadcastAlongK(names, names.lane, blocked.getThreadsPerWarp(), order,
                      kIndex)
          .transposeOuts(repDims) *
      broadcastAlongK(names, names.warp, blocked.getWarpsPerCTA(), order,
                      kIndex)
          .transposeOuts(repDims);
  return combineWithCGA(names, cta, blocked.getCGALayout(), shape);
}

FailureOr<LinearLayout>
Converter::dotOperand(DotOperandEncodingAttr dot) const {
  Attribute parent = dot.getParent();
  if (auto mma = dyn_cast<NvidiaMmaEncodingAttr>(parent))
    return nvidiaDot(dot, mma);
  if (auto mfma = dyn_cast<AMDMfmaEncodingAttr>(parent))
    return mfmaDot(dot, mfma);
  if (auto wmma = dyn_cast<AMDWmmaEncodingAttr>(parent))
    return wmmaDot(dot, wmma);
  if (auto blocked = dyn_cast<BlockedEncodingAttr>(parent))
    return fmaDot(dot, blocked);
  return fail("dot_op with this parent has no linear layout");
}

FailureOr<LinearLayout> Converter::swizzled(unsigned vec, unsigned perPhase,
                                            unsigned maxPhase,
                                            ArrayRef<unsigned> order,
                                            CGAEncodingAttr cga,
                                            bool rotating) const {
  Names names(cga.getContext(), shape.size());
  SmallVector<int64_t> perCTA = getShapePerCTA(cga, shape);
  if (perPhase == 0 || maxPhase == 0)
    return fail("perPhase and maxPhase must be positive");
  LinearLayout cta;
  if (shape.size() == 1) {
    cta = LinearLayout::identity1D(perCTA[0], names.offset, names.dims[0]);
  } else {
    // Row r of the two fastest dims starts its columns at
    // vec * (phase of r); the rotating variant also XORs the block of rows.
    unsigned colDim = order[0], rowDim = order[1];
    int32_t numCols = perCTA[colDim], numRows = perCTA[rowDim];
    std::vector<Basis> offsets;
    for (int32_t col = 1; col < numCols; col *= 2)
      offsets.push_back({0, col});
    for (int32_t row = 1; row < numRows; row *= 2) {
      int32_t phase = (row / perPhase) % maxPhase;
      if (rotating)
        phase ^= row / maxPhase / perPhase % maxPhase;
      offsets.push_back({row, int32_t(vec * phase % numCols)});
    }
    LinearLayout::BasesT bases;
    bases[names.offset] = std::move(offsets);
    cta = LinearLayout(std::move(bases), {{names.dims[rowDim], numRows},
                                          {names.dims[colDim], numCols}});
    for (unsigned dim : order.drop_front(2))
      cta *=
          LinearLayout::identity1D(perCTA[dim], names.offset, names.dims[dim]);
  }
  return combineWithCGA(names, cta, cga, shape);
}

/// Outputs of `layout` permuted: result dim i is input dim order[i].
LinearLayout permuteOuts(const Names &names, const LinearLayout &layout,
                         ArrayRef<unsigned> order) {
  LinearLayout permuted = layout.transposeOuts(names.inOrder(order));
  LinearLayout::BasesT bases = permuted.getBases();
  SmallVector<std::pair<StringAttr, int32_t>> outs;
  for (auto [name, size] : llvm::zip(names.dims, permuted.getOutDimSizes()))
    outs.push_back({name, size});
  return LinearLayout(std::move(bases), outs);
}

FailureOr<LinearLayout>
Converter::nvmmaShared(NVMMASharedEncodingAttr shared) const {
  unsigned rank = shape.size();
  Names names(shared.getContext(), rank);
  SmallVector<int64_t> perCTA = getShapePerCTA(shared.getCGALayout(), shape);
  unsigned swizzle = shared.getSwizzlingByteWidth();
  int32_t bitWidth = shared.getElementBitWidth();
  bool transposed = shared.getTransposed(), fp4Padded = shared.getFp4Padded();
  // The TMA box: at most 256 per dim, and exactly one swizzle row along the
  // contiguous dim (fp4Padded stores two fp4 per byte padded to 16 bytes).
  unsigned contigDim = transposed ? 0 : rank - 1;
  SmallVector<int64_t> box(perCTA);
  if (fp4Padded)
    box[contigDim] *= 2;
  for (int64_t &size : box)
    size = std::min<int64_t>(size, 256);
  if (swizzle != 0) {
    int64_t swizzleElems = 8 * swizzle / bitWidth;
    if (box[contigDim] < swizzleElems)
      return fail("nvmma_shared: the contiguous dim holds " +
                  Twine(box[contigDim]) + " elements, less than one " +
                  Twine(swizzle) + "-byte swizzle row");
    box[contigDim] = swizzleElems;
  }
  if (fp4Padded)
    box[contigDim] /= 2;
  if (swizzle == 0) {
    LinearLayout layout;
    for (unsigned d = rank; d-- > 0;)
      layout *= LinearLayout::identity1D(box[d], names.offset, names.dims[d]);
    layout = layout.ensureNotSmallerThan(names.named(perCTA), names.offset);
    return combineWithCGA(names, layout, shared.getCGALayout(), shape);
  }
  if (rank < 2)
    return fail("a swizzled nvmma_shared layout needs rank 2 or more");
  // The 8-row core matrix: row r is XOR-shifted by vec * (r / perPhase %
  // maxPhase) elements, with vec one 16-byte chunk.
  int32_t vec = 128 / bitWidth, perPhase = 128 / swizzle,
          maxPhase = swizzle / 16;
  int32_t tileRows = 8, tileCols = 8 * std::max(16u, swizzle) / bitWidth;
  auto packFp4 = [&](int32_t col) {
    return fp4Padded ? col / 16 * 8 + col % 8 : col;
  };
  std::vector<Basis> offsets;
  for (int32_t col = 1; col < tileCols; col *= 2)
    offsets.push_back({0, packFp4(col)});
  for (int32_t row = 1; row < tileRows; row *= 2)
    offsets.push_back({row, packFp4(vec * (row / perPhase % maxPhase))});
  LinearLayout::BasesT bases;
  bases[names.offset] = std::move(offsets);
  Names names2(shared.getContext(), 2);
  LinearLayout tile(std::move(bases), names2.dims);
  // All outer dims collapse into rows (transposed: into columns).
  SmallVector<int64_t> collapsed = {1, box.back()};
  for (unsigned d = 0; d + 1 < rank; ++d)
    collapsed[0] *= box[d];
  if (transposed)
    std::swap(collapsed[0], collapsed[1]);
  int32_t packing = fp4Padded ? 2 : 1;
  if (collapsed[1] * packing < tileCols || collapsed[0] < tileRows)
    return fail("nvmma_shared needs at least " + Twine(tileRows) + "x" +
                Twine(tileCols / packing) + " elements per CTA");
  LinearLayout layout =
      tile.ensureNotSmallerThan(names2.named(collapsed), names.offset);
  // Transposed, the box is stored with dim0 innermost: reshape to the box
  // rotated by one, then move the last dim back to the front.
  if (!transposed) {
    layout = reshapeLayout(layout, box);
  } else {
    SmallVector<int64_t> rotated(box.begin() + 1, box.end());
    rotated.push_back(box[0]);
    SmallVector<unsigned> order = {rank - 1};
    for (unsigned d = 0; d + 1 < rank; ++d)
      order.push_back(d);
    layout = permuteOuts(names, reshapeLayout(layout, rotated), order);
  }
  layout = layout.ensureNotSmallerThan(names.named(perCTA), names.offset);
  return combineWithCGA(names, layout, shared.getCGALayout(), shape);
}

/// `fitted` without the bases of `inDim` that fitting `grown` to a smaller
/// shape turned (in some output dim) into broadcasts.
LinearLayout dropBroadcastBases(const LinearLayout &grown,
                                const LinearLayout &fitted, StringAttr inDim) {
  ArrayRef<LinearLayout::Basis> before = grown.getBases(inDim);
  LinearLayout::BasesT bases = fitted.getBases();
  std::vector<LinearLayout::Basis> kept;
  for (auto [index, basis] : llvm::enumerate(bases[inDim])) {
    bool broadcast = false;
    for (auto [was, is] : llvm::zip(before[index], basis))
      broadcast |= was != 0 && is == 0;
    if (!broadcast)
      kept.push_back(basis);
  }
  bases[inDim] = std::move(kept);
  return LinearLayout(std::move(bases), fitted.getOutDims());
}

/// A layout given by its bases, fitted to the shape along its register (or
/// offset) order: grown along `growDim`, then its largest bases broadcast
/// where it is larger (LinearLayout::ensureNotLargerThan); the broadcast
/// bases of `dropDim`, when given, are removed instead.
FailureOr<LinearLayout> Converter::fitToShape(const LinearLayout &layout,
                                              StringAttr growDim,
                                              StringAttr dropDim) const {
  Names names(growDim.getContext(), shape.size());
  SmallVector<StringAttr> order = names.inOrder(layout.getOrderOf(growDim));
  LinearLayout grown = layout.transposeOuts(order).ensureNotSmallerThan(
      names.named(shape), growDim);
  LinearLayout fitted = grown.ensureNotLargerThan(names.named(shape));
  if (dropDim)
    fitted = dropBroadcastBases(grown, fitted, dropDim);
  return fitted.transposeOuts(names.dims);
}

FailureOr<LinearLayout> Converter::convert(Attribute encoding) const {
  MLIRContext *ctx = encoding.getContext();
  if (auto layout = dyn_cast<LayoutEncodingTrait>(encoding))
    if (layout.getRank() != shape.size())
      return fail("the encoding has rank " + Twine(layout.getRank()) +
                  " but the shape has rank " + Twine(shape.size()));
  // Sizes are int32 in a linear layout; no tensor comes near 2^30 per dim.
  if (!llvm::all_of(shape, [](int64_t s) {
        return s > 0 && s <= (int64_t(1) << 30) && llvm::isPowerOf2_64(s);
      }))
    return fail("linear layouts need a shape of powers of two (at most 2^30)");
  Names names(ctx, shape.size());
  SmallVector<StringAttr> registerDims = {names.reg, names.lane, names.warp,
                                          names.block};
  SmallVector<StringAttr> sharedDims = {names.offset, names.block};
  auto distributed = [&](FailureOr<LinearLayout> layout) {
    if (failed(layout))
      return layout;
    return FailureOr<LinearLayout>(withInDims(*layout, registerDims));
  };
  auto shared = [&](FailureOr<LinearLayout> layout) {
    if (failed(layout))
      return layout;
    return FailureOr<LinearLayout>(withInDims(*layout, sharedDims));
  };
  return llvm::TypeSwitch<Attribute, FailureOr<LinearLayout>>(encoding)
      .Case([&](BlockedEncodingAttr e) { return distributed(blocked(e)); })
      .Case([&](SliceEncodingAttr e) { return distributed(slice(e)); })
      .Case(
          [&](DotOperandEncodingAttr e) { return distributed(dotOperand(e)); })
      .Case([&](NvidiaMmaEncodingAttr e) { return distributed(nvidiaMma(e)); })
      .Case([&](AMDMfmaEncodingAttr e) { return distributed(mfma(e)); })
      .Case([&](AMDWmmaEncodingAttr e) { return distributed(wmma(e)); })
      .Case([&](LinearEncodingAttr e) {
        // Triton 3.6's LinearEncodingAttr::toLinearLayout (its
        // broadcastRegisters=false): a tensor smaller than the layout has
        // fewer registers, not copies in them.
        return distributed(
            fitToShape(e.getLinearLayout(), names.reg, names.reg));
      })
      .Case([&](SwizzledSharedEncodingAttr e) {
        return shared(swizzled(e.getVec(), e.getPerPhase(), e.getMaxPhase(),
                               e.getOrder(), e.getCGALayout(), false));
      })
      .Case([&](AMDRotatingSharedEncodingAttr e) {
        return shared(swizzled(e.getVec(), e.getPerPhase(), e.getMaxPhase(),
                               e.getOrder(), e.getCGALayout(), true));
      })
      .Case([&](NVMMASharedEncodingAttr e) { return shared(nvmmaShared(e)); })
      .Case([&](PaddedSharedEncodingAttr e) {
        return shared(fitToShape(e.getLinearComponent(), names.offset));
      })
      .Case([&](SharedLinearEncodingAttr e) {
        return shared(fitToShape(e.getLinearLayout(), names.offset));
      })
      .Case([&](MemDescEncodingInterface e) {
        return e.toLinearLayout(shape, emitError);
      })
      .Default([&](Attribute) {
        return fail("not a layout encoding; it has no linear layout");
      });
}

} // namespace

SmallVector<unsigned> mlir::triton::gpu::getDotOperandOrder(unsigned opIdx,
                                                            unsigned rank) {
  return dotOperandOrder(opIdx, rank);
}

LinearLayout mlir::triton::gpu::getNvidiaMmaTile(MLIRContext *context,
                                                 ArrayRef<unsigned> tileShape,
                                                 unsigned kWidth,
                                                 ArrayRef<unsigned> order,
                                                 ArrayRef<unsigned> repOrder) {
  return nvidiaMmaTile(Names(context, repOrder.size()), tileShape, kWidth,
                       order, repOrder);
}

FailureOr<LinearLayout>
mlir::triton::gpu::toLinearLayout(ArrayRef<int64_t> shape, Attribute encoding,
                                  EmitErrorFn emitError) {
  if (!encoding)
    return layoutError(emitError, "the type has no encoding");
  return Converter{shape, emitError}.convert(encoding);
}

SmallVector<int64_t> mlir::triton::gpu::getLayoutShape(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return llvm::to_vector(tensor.getShape());
  auto memDesc = dyn_cast<MemDescType>(type);
  if (!memDesc)
    return {};
  ArrayRef<int64_t> shape =
      memDesc.getAllocShape().take_back(memDesc.getRank());
  Attribute encoding = memDesc.getEncoding();
  if (auto layout = dyn_cast_or_null<LayoutEncodingTrait>(encoding))
    shape = shape.take_back(std::min<size_t>(shape.size(), layout.getRank()));
  else if (isa_and_nonnull<MemDescEncodingInterface>(encoding))
    shape = shape.take_back(std::min<size_t>(shape.size(), 2));
  return llvm::to_vector(shape);
}

FailureOr<LinearLayout>
mlir::triton::gpu::toLinearLayout(Type type, EmitErrorFn emitError) {
  Attribute encoding;
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    encoding = tensor.getEncoding();
  else if (auto memDesc = dyn_cast<MemDescType>(type))
    encoding = memDesc.getEncoding();
  else
    return layoutError(emitError, "only tensors and memdescs have layouts");
  return toLinearLayout(getLayoutShape(type), encoding, emitError);
}

LinearLayout mlir::triton::gpu::reshapeLayout(const LinearLayout &layout,
                                              ArrayRef<int64_t> shape) {
  assert(layout.getNumOutDims() > 0 && "a tensor layout has output dims");
  MLIRContext *ctx = (*layout.getOutDimNames().begin()).getContext();
  SmallVector<StringAttr> dims = standardOutDimNames(ctx, shape.size());
  SmallVector<StringAttr> from = llvm::to_vector(layout.getOutDimNames());
  std::reverse(from.begin(), from.end());
  SmallVector<std::pair<StringAttr, int32_t>> to;
  for (unsigned d = shape.size(); d-- > 0;)
    to.push_back({dims[d], int32_t(shape[d])});
  return layout.transposeOuts(from).reshapeOuts(to).transposeOuts(dims);
}
