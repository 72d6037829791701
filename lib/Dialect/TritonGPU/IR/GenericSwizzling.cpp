//===- GenericSwizzling.cpp - Shared-memory layouts for converts ----------===//
//
// Triton 3.6's choice of the shared-memory layout of a convert, rule for rule
// (lib/Tools/GenericSwizzling.cpp there): the scratch size of every convert
// depends on it, so the numbers must match Triton's exactly.
//
// Vectors of bases are sets of GF(2) vectors of `dim` bits (flattened tensor
// indices); echelon forms use the lowest set bit as the pivot, as Triton's
// f2reduce does.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/IR/GenericSwizzling.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/MathExtras.h"

#include <optional>

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

using Bases = SmallVector<int32_t>;

StringAttr named(MLIRContext *ctx, StringRef name) {
  return StringAttr::get(ctx, name);
}

/// The bases of `inDim` in a layout with a single output dim.
Bases flatBases(const LinearLayout &layout, StringRef inDim) {
  Bases out;
  auto *ctx = layout.getInDimNames().begin()->getContext();
  StringAttr dim = named(ctx, inDim);
  if (!layout.hasInDim(dim))
    return out;
  for (const auto &basis : layout.getBases(dim))
    out.push_back(basis[0]);
  return out;
}

LinearLayout flattenOuts(const LinearLayout &layout) {
  auto name = *layout.getOutDimNames().begin();
  return layout.reshapeOuts({{name, int32_t(layout.getTotalOutDimSize())}});
}

/// Reduced row echelon form over GF(2), pivots at the lowest set bit; the
/// non-zero rows are returned.
SmallVector<uint64_t> rowEchelon(ArrayRef<int32_t> vectors, int32_t dim) {
  SmallVector<uint64_t> rows;
  for (int32_t v : vectors)
    rows.push_back(uint64_t(uint32_t(v)));
  size_t pivotRow = 0;
  for (int32_t col = 0; col < dim && pivotRow < rows.size(); ++col) {
    uint64_t bit = uint64_t(1) << col;
    auto it = std::find_if(rows.begin() + pivotRow, rows.end(),
                           [&](uint64_t r) { return r & bit; });
    if (it == rows.end())
      continue;
    std::swap(rows[pivotRow], *it);
    for (size_t r = 0; r < rows.size(); ++r)
      if (r != pivotRow && (rows[r] & bit))
        rows[r] ^= rows[pivotRow];
    ++pivotRow;
  }
  rows.resize(pivotRow);
  return rows;
}

int32_t pivotOf(uint64_t row) { return llvm::countr_zero(row); }

/// Basis of {x : <x, v> = 0 for every v in `vectors`}.
Bases nullspaceBasis(ArrayRef<int32_t> vectors, int32_t dim) {
  SmallVector<uint64_t> rows = rowEchelon(vectors, dim);
  llvm::SmallDenseSet<int32_t> pivots;
  for (uint64_t r : rows)
    pivots.insert(pivotOf(r));
  Bases basis;
  for (int32_t freeCol = 0; freeCol < dim; ++freeCol) {
    if (pivots.contains(freeCol))
      continue;
    uint64_t vec = uint64_t(1) << freeCol;
    for (uint64_t r : rows)
      if (r & (uint64_t(1) << freeCol))
        vec ^= uint64_t(1) << pivotOf(r);
    basis.push_back(int32_t(vec));
  }
  return basis;
}

/// Unit vectors completing `basis` to the whole space.
Bases complementBasis(ArrayRef<int32_t> basis, int32_t dim) {
  llvm::SmallDenseSet<int32_t> pivots;
  for (uint64_t r : rowEchelon(basis, dim))
    pivots.insert(pivotOf(r));
  Bases comp;
  for (int32_t i = 0; i < dim; ++i)
    if (!pivots.contains(i))
      comp.push_back(1 << i);
  return comp;
}

/// A basis of span(b1) ∩ span(b2); for unit vectors, in the order of b1.
Bases intersectionBasis(ArrayRef<int32_t> b1, ArrayRef<int32_t> b2,
                        int32_t dim) {
  auto isPow2 = [](int32_t x) { return llvm::isPowerOf2_32(uint32_t(x)); };
  if (llvm::all_of(b1, isPow2) && llvm::all_of(b2, isPow2)) {
    llvm::SmallDenseSet<int32_t> set2(b2.begin(), b2.end());
    Bases result;
    for (int32_t b : b1)
      if (b != 0 && set2.contains(b))
        result.push_back(b);
    return result;
  }
  Bases joint = nullspaceBasis(b1, dim);
  llvm::append_range(joint, nullspaceBasis(b2, dim));
  return nullspaceBasis(joint, dim);
}

/// The first bases of the segment: unit vectors outside both banks, then
/// XORs pairing the bases only one side has (conflict free), then the
/// leftovers of each side (bank conflicts).
Bases computeSegment(ArrayRef<int32_t> bankSrc, ArrayRef<int32_t> bankDst,
                     int32_t dim, int32_t lenSegment) {
  llvm::SmallDenseSet<int32_t> setSrc(bankSrc.begin(), bankSrc.end());
  llvm::SmallDenseSet<int32_t> setDst(bankDst.begin(), bankDst.end());
  setSrc.erase(0);
  setDst.erase(0);
  Bases segment;
  for (int32_t b = 0; b < dim; ++b)
    if (!setSrc.contains(1 << b) && !setDst.contains(1 << b))
      segment.push_back(1 << b);
  if (int32_t(segment.size()) >= lenSegment) {
    segment.resize(lenSegment);
    return segment;
  }
  Bases a, b;
  for (int32_t v : setSrc)
    if (!setDst.contains(v))
      a.push_back(v);
  for (int32_t v : setDst)
    if (!setSrc.contains(v))
      b.push_back(v);
  if (a.size() > b.size())
    std::swap(a, b);
  llvm::sort(a);
  llvm::sort(b);
  int32_t logConflicts = std::min<int32_t>(
      std::max<int32_t>(0, lenSegment - int32_t(a.size()) -
                               int32_t(segment.size())),
      a.size());
  for (size_t i = logConflicts; i < a.size(); ++i)
    segment.push_back(a[i] ^ b[i]);
  segment.append(a.begin(), a.begin() + logConflicts);
  segment.append(b.begin(), b.begin() + logConflicts);
  if (int32_t(segment.size()) > lenSegment)
    segment.resize(lenSegment);
  return segment;
}

/// Vector, bank and segment bases for the given vectorisation and access
/// tiles; then the segment bases both sides hold in registers become `reps`
/// (but the first `leaveReps`, which ldmatrix/stmatrix need to vectorise).
SwizzledSmem swizzle(const LinearLayout &src, const LinearLayout &dst,
                     int32_t bitwidth, ArrayRef<int32_t> vbasis,
                     ArrayRef<int32_t> tileSrc, ArrayRef<int32_t> tileDst,
                     int32_t leaveReps) {
  const int32_t dim = src.getTotalOutDimSizeLog2();
  Bases bankSrc(vbasis), bankDst(vbasis);
  bankSrc.append(tileSrc.begin(), tileSrc.end());
  bankDst.append(tileDst.begin(), tileDst.end());
  // One bank segment is 32 banks of 32 bits.
  constexpr int32_t bankBits = 32 * 32;
  const int32_t lenBank = std::min<int32_t>(
      llvm::Log2_32(bankBits / ((1 << vbasis.size()) * bitwidth)),
      dim - int32_t(vbasis.size()));
  const int32_t lenSegment = dim - lenBank - int32_t(vbasis.size());
  Bases segment = computeSegment(bankSrc, bankDst, dim, lenSegment);
  Bases used(vbasis);
  used.append(segment.begin(), segment.end());

  SwizzledSmem smem;
  smem.dimLog2 = dim;
  smem.vector.assign(vbasis.begin(), vbasis.end());
  smem.bank = complementBasis(used, dim);
  llvm::SmallDenseSet<int32_t> srcRegs, dstRegs;
  for (int32_t r : flatBases(src, "register"))
    srcRegs.insert(r);
  for (int32_t r : flatBases(dst, "register"))
    dstRegs.insert(r);
  llvm::SetVector<int32_t> uniqueSegment(segment.begin(), segment.end());
  for (int32_t s : uniqueSegment) {
    bool inBothRegisters = srcRegs.contains(s) && dstRegs.contains(s);
    if (inBothRegisters && leaveReps == 0)
      smem.reps.push_back(s);
    else
      smem.segment.push_back(s);
    if (inBothRegisters && leaveReps > 0)
      --leaveReps;
  }
  return smem;
}

Bases withoutZeros(ArrayRef<int32_t> bases) {
  Bases out;
  for (int32_t b : bases)
    if (b != 0)
      out.push_back(b);
  return out;
}

/// The vectorisation bases of ld/st.shared, and which side's registers
/// filled the first bank word (none when the shared registers alone fill
/// it): the registers both sides share; below 32 bits, then the registers
/// of one side that are warps of the other (the side with more, on a tie
/// the one holding the lowest basis), then warps both share, then warps of
/// either side in turn, up to one bank word. Warps never contend for banks
/// with each other, so these bases cost no conflicts.
std::pair<Bases, std::optional<bool>>
getVbasis(const LinearLayout &src, const LinearLayout &dst, int32_t bitwidth) {
  Bases regSrc = flatBases(src, "register");
  Bases regDst = flatBases(dst, "register");
  const int32_t dim = src.getTotalOutDimSizeLog2();
  Bases vbasis = intersectionBasis(regSrc, regDst, dim);
  unsigned maxVecBases = llvm::Log2_32(128 / bitwidth);
  if (vbasis.size() > maxVecBases)
    vbasis.resize(maxVecBases);
  if ((1 << vbasis.size()) * bitwidth >= 32)
    return {vbasis, std::nullopt};

  size_t basesPerBank = llvm::Log2_32(32 / bitwidth);
  Bases warpSrc = withoutZeros(flatBases(src, "warp"));
  Bases warpDst = withoutZeros(flatBases(dst, "warp"));
  auto notInVbasis = [&](ArrayRef<int32_t> bases) {
    Bases out;
    for (int32_t b : bases)
      if (!llvm::is_contained(vbasis, b))
        out.push_back(b);
    return out;
  };
  Bases regSrcWarp = intersectionBasis(notInVbasis(regSrc), warpDst, dim);
  Bases regDstWarp = intersectionBasis(notInVbasis(regDst), warpSrc, dim);
  bool srcFillsBank;
  if (regSrcWarp.size() == regDstWarp.size() && !regSrcWarp.empty())
    srcFillsBank =
        *llvm::min_element(regSrcWarp) < *llvm::min_element(regDstWarp);
  else
    srcFillsBank = regSrcWarp.size() > regDstWarp.size();
  llvm::append_range(vbasis, srcFillsBank ? regSrcWarp : regDstWarp);
  if (vbasis.size() < basesPerBank)
    llvm::append_range(vbasis, intersectionBasis(warpSrc, warpDst, dim));
  for (size_t i = 0; vbasis.size() < basesPerBank &&
                     (i < warpSrc.size() || i < warpDst.size());
       ++i) {
    if (i < warpSrc.size() && !llvm::is_contained(vbasis, warpSrc[i]))
      vbasis.push_back(warpSrc[i]);
    if (vbasis.size() < basesPerBank && i < warpDst.size() &&
        !llvm::is_contained(vbasis, warpDst[i]))
      vbasis.push_back(warpDst[i]);
  }
  // Wider than one bank word would need the vector bases in the swizzle
  // (Triton does not do that).
  if (vbasis.size() > basesPerBank)
    vbasis.resize(basesPerBank);
  return {vbasis, srcFillsBank};
}

/// Only ld/st.shared: vectorise as the registers and warps allow; the
/// access tile is each side's lanes but for those a 64/128-bit access
/// covers. Below 64-bit accesses, the bank bases in the registers of the
/// side that filled the first bank word (else of the side with more of
/// them) go first, so that side's accesses vectorise further.
SwizzledSmem swizzleLdSt(const LinearLayout &src, const LinearLayout &dst,
                         int32_t bitwidth) {
  auto [vbasis, srcFillsBank] = getVbasis(src, dst, bitwidth);
  int32_t log2Vec = llvm::Log2_32(
      std::max<int32_t>(1, ((1 << vbasis.size()) * bitwidth) / 32));
  auto accessTile = [&](const LinearLayout &side) {
    Bases tile = flatBases(side, "lane");
    tile.resize(tile.size() - log2Vec);
    return tile;
  };
  SwizzledSmem smem = swizzle(src, dst, bitwidth, vbasis, accessTile(src),
                              accessTile(dst), /*leaveReps=*/0);
  if (log2Vec >= 2)
    return smem;
  Bases regSrc = flatBases(src, "register");
  Bases regDst = flatBases(dst, "register");
  Bases inSrc, inDst;
  for (int32_t b : smem.bank) {
    if (llvm::is_contained(regSrc, b))
      inSrc.push_back(b);
    if (llvm::is_contained(regDst, b))
      inDst.push_back(b);
  }
  Bases first = srcFillsBank ? (*srcFillsBank ? inSrc : inDst)
                             : (inSrc.size() > inDst.size() ? inSrc : inDst);
  Bases bank = first;
  for (int32_t b : smem.bank)
    if (!llvm::is_contained(first, b))
      bank.push_back(b);
  smem.bank = std::move(bank);
  return smem;
}

/// The vector bases two instructions can share, or none: enough registers
/// common to both sides, then the contiguous lanes of `b`'s instruction,
/// which must be registers of `a` (if `a` vectorises more) or `a`'s own
/// contiguous lanes.
std::optional<Bases> swizzlingTile(const LinearLayout &a, const LinearLayout &b,
                                   int32_t nRegA, int32_t nRegB,
                                   ArrayRef<int32_t> laneTileIdsA,
                                   ArrayRef<int32_t> laneTileIdsB) {
  if (nRegA < nRegB)
    return swizzlingTile(b, a, nRegB, nRegA, laneTileIdsB, laneTileIdsA);
  auto *ctx = a.getInDimNames().begin()->getContext();
  StringAttr kReg = named(ctx, "register"), kLane = named(ctx, "lane");
  const int32_t dim = a.getTotalOutDimSizeLog2();
  // For each input of b, the input of a holding the same element.
  LinearLayout cvt = b.invertAndCompose(a);
  auto cvtBasis = [&](StringAttr in, int32_t i, StringAttr out) {
    return cvt.getBases(in)[i][cvt.getOutDimIndex(out)];
  };
  Bases vbasis = intersectionBasis(flatBases(a, "register"),
                                   flatBases(b, "register"), dim);
  if (int32_t(vbasis.size()) < nRegB)
    return std::nullopt;
  vbasis.resize(nRegB);
  Bases laneA = flatBases(a, "lane"), laneB = flatBases(b, "lane");
  Bases tileB;
  for (int32_t id : laneTileIdsB)
    tileB.push_back(laneB[id]);
  auto isZero = [](int32_t v) { return v == 0; };
  if (llvm::any_of(laneTileIdsA, [&](int32_t id) { return laneA[id] == 0; }) ||
      llvm::any_of(tileB, isZero))
    return std::nullopt;
  for (int32_t i = 0; i < nRegA - nRegB; ++i)
    if (cvtBasis(kLane, laneTileIdsB[i], kReg) == 0)
      return std::nullopt;
  for (auto [idA, idB] : llvm::zip(
           laneTileIdsA, laneTileIdsB.take_back(laneTileIdsA.size())))
    if (cvtBasis(kLane, idB, kLane) != (1 << idA))
      return std::nullopt;
  vbasis.append(tileB.begin(), tileB.end());
  return vbasis;
}

/// An instruction's access tile: registers not in `vbasis` up to 8 rows,
/// then its address lanes.
std::optional<Bases> instrTile(const LocalMemOpTile &instr,
                               ArrayRef<int32_t> regs, ArrayRef<int32_t> lanes,
                               ArrayRef<int32_t> vbasis) {
  Bases tile;
  int32_t regsNeeded = 3 - int32_t(instr.laneAddr.size());
  for (int32_t r : regs) {
    if (regsNeeded == 0)
      break;
    if (!llvm::is_contained(vbasis, r)) {
      tile.push_back(r);
      --regsNeeded;
    }
  }
  if (regsNeeded > 0)
    return std::nullopt;
  for (int32_t i : instr.laneAddr)
    tile.push_back(lanes[i]);
  return tile;
}

/// log2 of the (read, write) bank conflicts: segment bases an access tile
/// also spans.
std::pair<int, int> bankConflicts(ArrayRef<int32_t> tileSrc,
                                  ArrayRef<int32_t> tileDst,
                                  const SwizzledSmem &smem) {
  int write =
      1 << intersectionBasis(smem.segment, tileSrc, smem.dimLog2).size();
  int read = 1 << intersectionBasis(smem.segment, tileDst, smem.dimLog2).size();
  return {read - 1, write - 1};
}

} // namespace

LocalMemOpTile mlir::triton::gpu::getLdStSharedTile() {
  return {{}, {0, 1, 2}};
}

std::pair<SmallVector<LocalMemOpTile>, SmallVector<LocalMemOpTile>>
mlir::triton::gpu::getSrcDstTiles(int computeCapability, int bitwidth) {
  bool ldMatrix = computeCapability >= 75;
  bool stMatrix = computeCapability >= 90;
  LocalMemOpTile ldst = getLdStSharedTile();
  SmallVector<LocalMemOpTile> src{ldst}, dst{ldst};
  if (bitwidth <= 32) {
    LocalMemOpTile matrix{{0, 1}, {2, 3, 4}};
    if (stMatrix)
      src.push_back(matrix);
    if (ldMatrix)
      dst.push_back(matrix);
  }
  if (bitwidth == 16) {
    LocalMemOpTile matrixTrans{{2, 3, 4}, {0, 1}};
    if (stMatrix)
      src.push_back(matrixTrans);
    if (ldMatrix)
      dst.push_back(matrixTrans);
  }
  return {std::move(src), std::move(dst)};
}

LinearLayout mlir::triton::gpu::removeBroadcastRegisters(
    const LinearLayout &layout) {
  LinearLayout::BasesT bases = layout.getBases();
  auto *ctx = layout.getInDimNames().begin()->getContext();
  auto it = bases.find(named(ctx, "register"));
  if (it != bases.end())
    llvm::erase_if(it->second, [](const LinearLayout::Basis &basis) {
      return llvm::all_of(basis, [](int32_t v) { return v == 0; });
    });
  return LinearLayout(std::move(bases), layout.getOutDims());
}

SwizzledSmem mlir::triton::gpu::optimalSwizzling(
    const LinearLayout &src, const LinearLayout &dst,
    ArrayRef<LocalMemOpTile> srcTiles, ArrayRef<LocalMemOpTile> dstTiles,
    int32_t bitwidth) {
  LinearLayout srcFlat = flattenOuts(src), dstFlat = flattenOuts(dst);
  // ld.shared.b32.v4 moves 128 bits: the bases a full tile needs.
  const int32_t totalBases = llvm::Log2_32(128 / bitwidth);
  Bases regSrc = flatBases(srcFlat, "register");
  Bases regDst = flatBases(dstFlat, "register");
  Bases laneSrc = flatBases(srcFlat, "lane");
  Bases laneDst = flatBases(dstFlat, "lane");

  struct Candidate {
    int conflicts;
    SwizzledSmem smem;
  };
  std::optional<Candidate> best;
  for (auto [idxSrc, instrSrc] : llvm::enumerate(srcTiles)) {
    for (auto [idxDst, instrDst] : llvm::enumerate(dstTiles)) {
      std::optional<Bases> vbasis = swizzlingTile(
          srcFlat, dstFlat, totalBases - int32_t(instrSrc.laneContig.size()),
          totalBases - int32_t(instrDst.laneContig.size()),
          instrSrc.laneContig, instrDst.laneContig);
      if (!vbasis)
        continue;
      std::optional<Bases> tileSrc =
          instrTile(instrSrc, regSrc, laneSrc, *vbasis);
      std::optional<Bases> tileDst =
          instrTile(instrDst, regDst, laneDst, *vbasis);
      if (!tileSrc || !tileDst)
        continue;
      // ldmatrix/stmatrix pairs keep two register bases out of `reps` to
      // issue their .x4 forms.
      auto regsMissing = [](const LocalMemOpTile &instr) {
        return int32_t(instr.laneContig.size() + instr.laneAddr.size()) - 3;
      };
      int32_t leaveReps =
          std::min(regsMissing(instrSrc), regsMissing(instrDst));
      SwizzledSmem smem = swizzle(srcFlat, dstFlat, bitwidth, *vbasis,
                                  *tileSrc, *tileDst, leaveReps);
      smem.instrs = {int32_t(idxSrc), int32_t(idxDst)};
      auto [read, write] = bankConflicts(*tileSrc, *tileDst, smem);
      // Fewest conflicts, then the most rounds (the smallest buffer); the
      // first such pair wins.
      int conflicts = read + write;
      if (!best || conflicts < best->conflicts ||
          (conflicts == best->conflicts &&
           smem.reps.size() > best->smem.reps.size()))
        best = Candidate{conflicts, std::move(smem)};
    }
  }
  if (best)
    return best->smem;
  return swizzleLdSt(srcFlat, dstFlat, bitwidth);
}

LinearLayout SwizzledSmem::toLinearLayout(
    ArrayRef<std::pair<StringAttr, int32_t>> outDims, MLIRContext *ctx) const {
  auto unflatten = [](ArrayRef<int32_t> flat) {
    std::vector<LinearLayout::Basis> bases;
    for (int32_t b : flat)
      bases.push_back({b});
    return bases;
  };
  LinearLayout::BasesT bases;
  bases[named(ctx, "vector")] = unflatten(vector);
  bases[named(ctx, "bank")] = unflatten(bank);
  bases[named(ctx, "segment")] = unflatten(segment);
  bases[named(ctx, "reps")] = unflatten(reps);
  LinearLayout flat(std::move(bases),
                    {{outDims.front().first, int32_t(1) << dimLog2}});
  return flat.reshapeOuts(outDims);
}
