//===- TensorMemoryUtils.cpp - Register <-> tensor memory layouts ---------===//
#include "tt/Dialect/TritonNvidiaGPU/IR/TensorMemoryUtils.h"

#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::nvidia_gpu;

namespace {

/// A (row, col) position in tensor memory.
using RowCol = std::pair<int32_t, int32_t>;

/// Where each register, lane and warp bit of a register layout lands in
/// tensor memory: the convert from registers to TMEM as a linear map.
struct TmemAccess {
  SmallVector<RowCol> regs, lanes, warps;
};

/// The bits one tcgen05 message covers (warps 1 and 2 always cover rows 32
/// and 64); Triton 3.6's getTileLayout for 32-bit cells.
struct MessageTile {
  SmallVector<RowCol> regs, lanes;
};

MessageTile messageTile32x32b() {
  return {{}, {{1, 0}, {2, 0}, {4, 0}, {8, 0}, {16, 0}}};
}
MessageTile messageTile16x256b() {
  return {{{0, 1}, {8, 0}}, {{0, 2}, {0, 4}, {1, 0}, {2, 0}, {4, 0}}};
}
MessageTile messageTile16x64b() {
  return {{}, {{8, 0}, {0, 1}, {1, 0}, {2, 0}, {4, 0}}};
}
MessageTile messageTile16x128b() {
  return {{{8, 0}}, {{0, 1}, {0, 2}, {1, 0}, {2, 0}, {4, 0}}};
}
/// Half a warp per 16 rows; the last lane bit picks the second half's offset,
/// which may be anything.
MessageTile messageTile16x32bx2() {
  return {{}, {{1, 0}, {2, 0}, {4, 0}, {8, 0}}};
}

/// Whether `tile`'s bits are the leading bits of `access` (its register bits
/// anywhere among the registers) and every other bit stays clear of the
/// rows and columns the tile covers: then the message, repeated, moves the
/// whole tensor.
bool tileDivides(const TmemAccess &access, const MessageTile &tile) {
  if (tile.lanes.size() > access.lanes.size() ||
      !llvm::equal(tile.lanes,
                   ArrayRef(access.lanes).take_front(tile.lanes.size())))
    return false;
  SmallVector<RowCol> rest(access.lanes.begin() + tile.lanes.size(),
                           access.lanes.end());
  rest.append(access.warps.begin() + 2, access.warps.end());
  SmallVector<RowCol> regs(access.regs);
  for (RowCol bit : tile.regs) {
    auto it = llvm::find(regs, bit);
    if (it == regs.end())
      return false;
    regs.erase(it);
  }
  rest.append(regs);
  int32_t rowMask = 32 | 64, colMask = 0;
  for (RowCol bit : llvm::concat<const RowCol>(tile.regs, tile.lanes)) {
    rowMask |= bit.first;
    colMask |= bit.second;
  }
  return llvm::all_of(rest, [&](RowCol bit) {
    return !(bit.first & rowMask) && !(bit.second & colMask);
  });
}

/// `access` without its leading `numRegs` register bits, its columns divided
/// by `factor` (the bits must leave no remainder).
std::optional<TmemAccess> packColumns(const TmemAccess &access,
                                      unsigned numRegs, int32_t factor) {
  if (access.regs.size() < numRegs)
    return std::nullopt;
  TmemAccess packed;
  packed.regs.assign(access.regs.begin() + numRegs, access.regs.end());
  packed.lanes = access.lanes;
  packed.warps = access.warps;
  for (auto *bits : {&packed.regs, &packed.lanes, &packed.warps})
    for (RowCol &bit : *bits) {
      if (bit.second % factor)
        return std::nullopt;
      bit.second /= factor;
    }
  return packed;
}

/// Whether the leading register bits are columns 1, 2, ..., `contig` / 2.
bool hasContiguousColumns(const TmemAccess &access, int32_t contig) {
  for (unsigned i = 0, e = llvm::Log2_32(contig); i < e; ++i)
    if (i >= access.regs.size() || access.regs[i] != RowCol{0, 1 << i})
      return false;
  return true;
}

bool isLowerable(TmemAccess access, unsigned bitwidth) {
  // Registers holding copies of one element need no message of their own.
  llvm::erase(access.regs, RowCol{0, 0});
  if (bitwidth < 32) {
    // Contiguous columns pack into wider cells.
    int32_t contig = 1;
    std::optional<TmemAccess> packed;
    for (int32_t next = 2; bitwidth * next <= 32; next *= 2) {
      if (!hasContiguousColumns(access, next))
        break;
      std::optional<TmemAccess> candidate =
          packColumns(access, llvm::Log2_32(next), next);
      if (!candidate)
        break;
      contig = next;
      packed = std::move(candidate);
    }
    if (contig > 1)
      return isLowerable(*packed, bitwidth * contig);
    // Unpacked 16-bit: one element per 32-bit cell, pairs in registers.
    if (bitwidth == 16 && !access.regs.empty() &&
        access.regs.front() == RowCol{0, 2})
      if (std::optional<TmemAccess> unpacked = packColumns(access, 1, 4))
        return isLowerable(*unpacked, 32);
    // Padded: each element alone in its cell.
    if (std::optional<TmemAccess> padded =
            packColumns(access, 0, 32 / bitwidth))
      return isLowerable(*padded, 32);
    return false;
  }
  return llvm::any_of(
      std::initializer_list<MessageTile>{
          messageTile32x32b(), messageTile16x256b(), messageTile16x64b(),
          messageTile16x128b(), messageTile16x32bx2()},
      [&](const MessageTile &tile) { return tileDivides(access, tile); });
}

SmallVector<RowCol> rowCols(const LinearLayout &layout, StringAttr name) {
  SmallVector<RowCol> bits;
  if (!layout.hasInDim(name))
    return bits;
  for (const LinearLayout::Basis &basis : layout.getBases(name))
    bits.push_back({basis[0], basis[1]});
  return bits;
}

} // namespace

bool mlir::triton::nvidia_gpu::isDistributedLayoutTMemCompatible(
    RankedTensorType tensorType, MemDescType memType) {
  FailureOr<LinearLayout> regLayout = toLinearLayout(tensorType);
  FailureOr<LinearLayout> memLayout = toLinearLayout(memType);
  if (failed(regLayout) || failed(memLayout) || tensorType.getRank() != 2)
    return false;
  MLIRContext *ctx = tensorType.getContext();
  StringAttr row = StringAttr::get(ctx, "row");
  StringAttr warp = StringAttr::get(ctx, "warp");
  // Warps 1 and 2 must sit at rows 32 and 64: a warp reaches only its own
  // quarter of the TMEM lanes.
  if (regLayout->getInDimSizeLog2(warp) < 2 ||
      memLayout->getInDimSizeLog2(row) < 7 ||
      regLayout->getBases(warp)[0] != memLayout->getBases(row)[5] ||
      regLayout->getBases(warp)[1] != memLayout->getBases(row)[6])
    return false;
  LinearLayout cvt = regLayout->invertAndCompose(*memLayout);
  // The tensor memory layouts have no CTA dim: a multi-CTA tensor is not
  // handled (and keeps its convert).
  if (llvm::any_of(rowCols(cvt, StringAttr::get(ctx, "block")),
                   [](RowCol bit) { return bit != RowCol{0, 0}; }))
    return false;
  if (cvt.getOutDimIndex(row) != 0)
    return false;
  TmemAccess access{rowCols(cvt, StringAttr::get(ctx, "register")),
                    rowCols(cvt, StringAttr::get(ctx, "lane")),
                    rowCols(cvt, warp)};
  access.warps[0] = {32, 0};
  access.warps[1] = {64, 0};
  return isLowerable(std::move(access),
                     memType.getElementType().getIntOrFloatBitWidth());
}

//===----------------------------------------------------------------------===//
// Register layouts for tcgen05.ld/st messages
//===----------------------------------------------------------------------===//

namespace {

struct LdStNames {
  explicit LdStNames(MLIRContext *ctx)
      : reg(StringAttr::get(ctx, "register")),
        lane(StringAttr::get(ctx, "lane")), warp(StringAttr::get(ctx, "warp")),
        row(StringAttr::get(ctx, "row")), col(StringAttr::get(ctx, "col")) {}
  StringAttr reg, lane, warp, row, col;
};

/// The entries of `layout`'s basis `i` of `inDim`, as a (row, col) or
/// (dim0, dim1) pair.
RowCol basisAt(const LinearLayout &layout, StringAttr inDim, unsigned i) {
  const LinearLayout::Basis &basis = layout.getBases(inDim)[i];
  return {basis[0], basis[1]};
}

/// `layout` with only the first `size` values of `inDim`.
LinearLayout keepFirst(const LinearLayout &layout, StringAttr inDim,
                       int64_t size) {
  LinearLayout::BasesT bases = layout.getBases();
  bases[inDim].resize(llvm::Log2_64(size));
  return LinearLayout(std::move(bases), layout.getOutDims());
}

/// The 32-bit case of distributedLayout below: `layout` maps (row, col) to
/// (dim0, dim1) in 32-bit cells.
std::optional<LinearLayout> distributed32(const LinearLayout &layout,
                                          TMemAccessAtom atom,
                                          unsigned numWarps) {
  MLIRContext *ctx = layout.getBases().begin()->first.getContext();
  LdStNames names(ctx);
  if (layout.getInDimSizeLog2(names.row) < 5)
    return std::nullopt;
  LinearLayout tile = getTMemMessageTile(ctx, atom);
  int64_t columns = layout.getInDimSize(names.col);
  int64_t missingColumns = columns / tile.getOutDimSize(names.col);
  if (missingColumns == 0)
    return std::nullopt;
  bool messageHas32Rows = atom == TMemAccessAtom::I32x32b;
  // Row 16 unused: the buffer has 16 rows per 32-lane sub-partition.
  bool layoutHas16Rows = basisAt(layout, names.row, 4) == RowCol{0, 0};

  // The message must reach distinct elements (lane 16 of a 32x32b message
  // may be given to a 16x32bx2 message instead).
  LinearLayout reached = tile.compose(layout);
  if (messageHas32Rows)
    reached =
        keepFirst(reached, names.lane, reached.getInDimSize(names.lane) / 2);
  if (!reached.isInjective())
    return std::nullopt;

  // Row 16 of each sub-partition, when neither the message nor the layout
  // covers it, goes to warp 4 (8 warps or more), else to a register.
  StringAttr row16;
  if (!messageHas32Rows && !layoutHas16Rows)
    row16 = numWarps > 4 ? names.warp : names.reg;
  // The other warps tile the columns, as far as there are columns left;
  // the rest hold copies.
  int64_t warpsOnColumns = numWarps / (row16 == names.warp ? 8 : 4);
  int64_t warpCopies =
      warpsOnColumns / std::min(missingColumns, warpsOnColumns);
  warpsOnColumns /= warpCopies;
  missingColumns /= warpsOnColumns;

  if (missingColumns > 1) {
    if (messageHas32Rows && layoutHas16Rows) {
      // Lane 16 would read copies: it reads the next columns instead
      // (16x32bx2 messages).
      tile =
          *divideLeft(tile, LinearLayout::identity1D(2, names.lane, names.row));
      tile *=
          LinearLayout::identity1D(missingColumns / 2, names.reg, names.col) *
          LinearLayout::identity1D(2, names.lane, names.col);
    } else {
      tile *= LinearLayout::identity1D(missingColumns, names.reg, names.col);
    }
  }

  LinearLayout::BasesT bases = tile.getBases();
  std::vector<LinearLayout::Basis> &warpBases = bases[names.warp];
  warpBases.push_back({32, 0});
  warpBases.push_back({64, 0});
  if (row16)
    bases[row16].push_back({16, 0});
  tile = LinearLayout(
      std::move(bases),
      {{names.row, 128}, {names.col, tile.getOutDimSize(names.col)}});
  tile *= LinearLayout::identity1D(warpsOnColumns, names.warp, names.col);
  tile *= LinearLayout::zeros1D(warpCopies, names.warp, names.col);
  return tile.compose(layout);
}

/// Triton 3.6's getDistributedLayoutForTmemLdSt on the (row, col) ->
/// (dim0, dim1) layout of a buffer of `bitwidth`-bit elements; with `cga`,
/// the CTAs' column blocks are divided out first and the CTAs added last.
std::optional<LinearLayout>
distributedLayout(const LinearLayout &layout, TMemAccessAtom atom,
                  unsigned numWarps, unsigned bitwidth, CGAEncodingAttr cga) {
  MLIRContext *ctx = layout.getBases().begin()->first.getContext();
  LdStNames names(ctx);
  SmallVector<StringAttr> dims = llvm::to_vector(layout.getOutDimNames());
  if (cga) {
    const LinearLayout &ctas = cga.getLinearLayout();
    SmallVector<int32_t> perDim = ctas.getOutDimSizes();
    // The buffer of each CTA follows the previous one's columns.
    LinearLayout ctaColumns =
        LinearLayout::identity1D(perDim[0], names.col, dims[0]) *
        LinearLayout::identity1D(perDim[1], names.col, dims[1]);
    std::optional<LinearLayout> perCTA = divideRight(layout, ctaColumns);
    if (!perCTA)
      return std::nullopt;
    std::optional<LinearLayout> result =
        distributedLayout(*perCTA, atom, numWarps, bitwidth, {});
    if (!result)
      return std::nullopt;
    return *result * ctas;
  }
  if (bitwidth == 32)
    return distributed32(layout, atom, numWarps);

  // Consecutive columns pack into wider cells (b8 into b16 or b32, b16 into
  // b32).
  LinearLayout packed = layout;
  int64_t contig = 1;
  for (int64_t next = 1; bitwidth * next <= 32; next *= 2) {
    std::optional<LinearLayout> quotient =
        divideLeft(layout, LinearLayout::identity1D(next, names.col, dims[1]));
    if (!quotient)
      break;
    packed = std::move(*quotient);
    contig = next;
  }
  if (contig > 1) {
    std::optional<LinearLayout> result =
        distributedLayout(packed, atom, numWarps, bitwidth * contig, {});
    if (!result)
      return std::nullopt;
    return LinearLayout::identity1D(contig, names.reg, dims[1]) * *result;
  }
  // Unpacked 16-bit: an element per 32-bit cell, pairs of columns in a
  // thread's registers.
  if (bitwidth == 16)
    if (std::optional<LinearLayout> unpacked = divideLeft(
            layout, LinearLayout::zeros1D(32 / bitwidth, names.col, dims[1]) *
                        LinearLayout::identity1D(2, names.col, dims[1]))) {
      std::optional<LinearLayout> result =
          distributedLayout(*unpacked, atom, numWarps, 32, {});
      if (!result)
        return std::nullopt;
      return LinearLayout::identity1D(2, names.reg, dims[1]) * *result;
    }
  // Software padding: an element alone in its cell.
  if (std::optional<LinearLayout> padded = divideLeft(
          layout, LinearLayout::zeros1D(32 / bitwidth, names.col, dims[1])))
    return distributedLayout(*padded, atom, numWarps, 32, {});
  if (layout.getInDimSize(names.col) == 1)
    return distributedLayout(layout, atom, numWarps, 32, {});
  return std::nullopt;
}

} // namespace

LinearLayout mlir::triton::nvidia_gpu::getTMemMessageTile(MLIRContext *ctx,
                                                          TMemAccessAtom atom) {
  LdStNames names(ctx);
  std::vector<LinearLayout::Basis> regs, lanes;
  int32_t rows = 1, cols = 1;
  switch (atom) {
  case TMemAccessAtom::I32x32b:
    lanes = {{1, 0}, {2, 0}, {4, 0}, {8, 0}, {16, 0}};
    rows = 32;
    break;
  case TMemAccessAtom::I16x32bx2:
    lanes = {{1, 0}, {2, 0}, {4, 0}, {8, 0}};
    rows = 16;
    break;
  case TMemAccessAtom::I16x64b:
    lanes = {{8, 0}, {0, 1}, {1, 0}, {2, 0}, {4, 0}};
    rows = 16;
    cols = 2;
    break;
  case TMemAccessAtom::I16x128b:
    regs = {{8, 0}};
    lanes = {{0, 1}, {0, 2}, {1, 0}, {2, 0}, {4, 0}};
    rows = 16;
    cols = 4;
    break;
  case TMemAccessAtom::I16x256b:
    regs = {{0, 1}, {8, 0}};
    lanes = {{0, 2}, {0, 4}, {1, 0}, {2, 0}, {4, 0}};
    rows = 16;
    cols = 8;
    break;
  }
  LinearLayout::BasesT bases;
  bases[names.reg] = std::move(regs);
  bases[names.lane] = std::move(lanes);
  return LinearLayout(std::move(bases), {{names.row, rows}, {names.col, cols}});
}

std::optional<LinearLayout>
mlir::triton::nvidia_gpu::getDistributedLayoutForTmemLdSt(MemDescType memType,
                                                          TMemAccessAtom atom,
                                                          unsigned numWarps,
                                                          CGAEncodingAttr cga) {
  assert(atom != TMemAccessAtom::I16x32bx2 && numWarps >= 4 && cga);
  // Triton lays out the memdesc's shape here, not its allocation shape.
  FailureOr<LinearLayout> layout =
      toLinearLayout(memType.getShape(), memType.getEncoding());
  if (failed(layout))
    return std::nullopt;
  return distributedLayout(*layout, atom, numWarps,
                           memType.getElementType().getIntOrFloatBitWidth(),
                           cga);
}

Attribute mlir::triton::nvidia_gpu::getDefaultLayoutForTmemLdSt(
    MemDescType memType, unsigned numWarps, CGAEncodingAttr cga) {
  // TRITON_PREFER_TMEM_16x256_LAYOUT is taken as unset.
  std::optional<LinearLayout> layout = getDistributedLayoutForTmemLdSt(
      memType, TMemAccessAtom::I32x32b, numWarps, cga);
  if (!layout)
    return {};
  return LinearEncodingAttr::get(memType.getContext(), std::move(*layout));
}

Attribute mlir::triton::nvidia_gpu::getTmemLoadLayoutSplitLongM(
    RankedTensorType tensorType, MemDescType memType, unsigned numWarps) {
  if (numWarps != 8)
    return {};
  CGAEncodingAttr cga = getCGALayout(tensorType.getEncoding());
  if (!cga)
    return {};
  std::optional<LinearLayout> layout = getDistributedLayoutForTmemLdSt(
      memType, TMemAccessAtom::I32x32b, numWarps, cga);
  if (!layout)
    return {};
  LdStNames names(tensorType.getContext());
  if (layout->getInDimSizeLog2(names.warp) < 3 ||
      layout->getInDimSizeLog2(names.lane) < 5)
    return {};
  // Whether warp bit `i` (lane bit `i`) stays off dim `dim`.
  auto offDim = [&](StringAttr inDim, unsigned i, unsigned dim) {
    return layout->getBases(inDim)[i][dim] == 0;
  };
  for (unsigned dim : {0u, 1u}) {
    bool warp1 = offDim(names.warp, 0, dim), warp2 = offDim(names.warp, 1, dim);
    bool warp4 = offDim(names.warp, 2, dim),
         lane16 = offDim(names.lane, 4, dim);
    if (lane16 != warp4 && warp1 == warp2 && warp1 == lane16) {
      LinearLayout::BasesT bases = layout->getBases();
      std::swap(bases[names.warp][2], bases[names.lane][4]);
      return LinearEncodingAttr::get(
          tensorType.getContext(),
          LinearLayout(std::move(bases), layout->getOutDims()));
    }
  }
  return {};
}

std::optional<TMemAllocation>
mlir::triton::nvidia_gpu::getTmemAllocSizes(MemDescType type) {
  ArrayRef<int64_t> shape = type.getShape();
  if (shape.size() < 2)
    return std::nullopt;
  if (!isa_and_nonnull<TensorMemoryEncodingAttr, TensorMemoryScalesEncodingAttr>(
          type.getEncoding()))
    return std::nullopt;
  FailureOr<LinearLayout> cells =
      toLinearLayout(shape.take_back(2), type.getEncoding());
  if (failed(cells))
    return std::nullopt;
  MLIRContext *ctx = type.getContext();
  auto row = StringAttr::get(ctx, "row"), col = StringAttr::get(ctx, "col");
  int numRows = cells->getInDimSize(row);
  int64_t numCols = cells->getInDimSize(col) *
                    type.getElementType().getIntOrFloatBitWidth() / 32;
  // blockM = 64 with a single block leaves lanes 16-31 of each
  // sub-partition to another buffer.
  auto encoding = dyn_cast<TensorMemoryEncodingAttr>(type.getEncoding());
  if (encoding && encoding.getBlockM() == 64 &&
      llvm::all_of(cells->getBases(row)[4], [](int32_t v) { return v == 0; }))
    numRows /= 2;
  if (shape.size() == 3)
    numCols *= shape[0];
  return TMemAllocation{numRows, static_cast<int>(numCols)};
}

int32_t mlir::triton::nvidia_gpu::getTmemOffset(MemDescType type, int32_t dim0,
                                                int32_t dim1) {
  FailureOr<LinearLayout> layout =
      toLinearLayout(type.getShape(), type.getEncoding());
  SmallVector<StringAttr> dims = standardOutDimNames(type.getContext(), 2);
  LinearLayout::Point cell =
      layout->pseudoinvert().apply({{dims[0], dim0}, {dims[1], dim1}});
  int32_t row = cell[0].second;
  int32_t col = cell[1].second * int32_t(type.getElementTypeBitWidth()) / 32;
  return (row << 16) | col;
}

Attribute mlir::triton::nvidia_gpu::getTmemCompatibleLayout(
    unsigned m, unsigned n, RankedTensorType type,
    triton::gpu::CGAEncodingAttr cga, unsigned numWarps) {
  SmallVector<int64_t> shape = getShapePerCTA(cga, type.getShape());
  unsigned groups = numWarps / 4;
  SmallVector<unsigned> sizePerThread, lanes, warps;
  if (m == 64) {
    lanes = {16, 2};
    unsigned blocksM = shape[0] / m;
    unsigned blocks = blocksM * (shape[1] / n);
    if (blocks == 1) {
      sizePerThread = {1, llvm::divideCeil(n, groups * 2)};
      warps = {4, groups};
    } else {
      sizePerThread = {1, llvm::divideCeil(n, 2)};
      unsigned warpsM = 4 * std::min(blocksM, groups);
      warps = {warpsM, llvm::divideCeil(groups, warpsM / 4)};
    }
  } else {
    lanes = {32, 1};
    if (shape[0] > 128) {
      sizePerThread = {1, n};
      warps = {4 * groups, 1};
    } else {
      sizePerThread = {1, llvm::divideCeil(n, groups)};
      warps = {4, groups};
    }
  }
  auto blocked = BlockedEncodingAttr::get(type.getContext(), sizePerThread,
                                          lanes, warps, {0, 1}, cga);
  FailureOr<LinearLayout> layout = toLinearLayout(type.getShape(), blocked);
  if (failed(layout))
    return {};
  return LinearEncodingAttr::get(type.getContext(), *layout);
}
