//===- TensorMemoryUtils.cpp - Register <-> tensor memory layouts ---------===//
#include "tt/Dialect/TritonNvidiaGPU/IR/TensorMemoryUtils.h"

#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

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
