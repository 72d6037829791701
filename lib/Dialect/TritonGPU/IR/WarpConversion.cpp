//===- WarpConversion.cpp - Within-warp converts as bit permutations ------===//
#include "tt/Dialect/TritonGPU/IR/WarpConversion.h"
#include "tt/Dialect/TritonGPU/IR/GenericSwizzling.h"

#include "llvm/ADT/BitVector.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

/// The bases of `inDim` as flat element indices, padded with zeros to
/// `size` bits.
SmallVector<int32_t> paddedFlatBases(const LinearLayout &flat, StringAttr dim,
                                     unsigned size) {
  SmallVector<int32_t> bases;
  for (const LinearLayout::Basis &basis : flat.getBases(dim))
    bases.push_back(basis[0]);
  bases.resize(std::max<size_t>(size, bases.size()), 0);
  return bases;
}

LinearLayout flatten(const LinearLayout &layout,
                     ArrayRef<StringAttr> outOrder) {
  LinearLayout ordered = layout.transposeOuts(outOrder);
  return ordered.reshapeOuts(
      {{outOrder.front(), int32_t(ordered.getTotalOutDimSize())}});
}

/// P as a map on hardware bits (registers first, then lanes): src bit b
/// holds the element that dst holds at bit perm[b]. Equal non-zero bases
/// pair up; zero bases pair with zero bases, the same bit first (a fixed
/// point costs nothing).
std::optional<SmallVector<unsigned>> bitPermutation(ArrayRef<int32_t> srcBits,
                                                    ArrayRef<int32_t> dstBits) {
  unsigned n = srcBits.size();
  SmallVector<unsigned> perm(n, n);
  llvm::BitVector taken(n);
  for (unsigned b = 0; b < n; ++b)
    if (srcBits[b] == 0 && dstBits[b] == 0) {
      perm[b] = b;
      taken.set(b);
    }
  for (unsigned b = 0; b < n; ++b) {
    if (perm[b] != n)
      continue;
    for (unsigned d = 0; d < n; ++d)
      if (!taken.test(d) && dstBits[d] == srcBits[b]) {
        perm[b] = d;
        taken.set(d);
        break;
      }
    if (perm[b] == n)
      return std::nullopt;
  }
  return perm;
}

} // namespace

bool WarpConversion::laneIsIdentity() const {
  for (auto [bit, to] : llvm::enumerate(lanePerm))
    if (bit != to)
      return false;
  return true;
}

int64_t WarpConversion::permuteRegister(int64_t reg) const {
  int64_t result = 0;
  for (auto [bit, to] : llvm::enumerate(registerPerm))
    if (reg >> bit & 1)
      result |= int64_t(1) << to;
  return result;
}

SmallVector<unsigned> WarpConversion::inverseLanePerm() const {
  SmallVector<unsigned> inverse(lanePerm.size());
  for (auto [bit, to] : llvm::enumerate(lanePerm))
    inverse[to] = bit;
  return inverse;
}

std::optional<WarpConversion>
mlir::triton::gpu::decomposeWarpConversion(const LinearLayout &src,
                                           const LinearLayout &dst) {
  MLIRContext *ctx = src.getOutDimNames().begin()->getContext();
  SmallVector<StringAttr> outOrder = llvm::to_vector(src.getOutDimNames());
  LinearLayout srcFlat = flatten(removeBroadcastRegisters(src), outOrder);
  LinearLayout dstFlat = flatten(removeBroadcastRegisters(dst), outOrder);
  // Warps and CTAs must hold the same elements on both sides.
  for (StringRef dim : {"warp", "block"}) {
    StringAttr name = StringAttr::get(ctx, dim);
    if (srcFlat.getBases(name) != dstFlat.getBases(name))
      return std::nullopt;
  }
  StringAttr kReg = StringAttr::get(ctx, "register");
  StringAttr kLane = StringAttr::get(ctx, "lane");
  WarpConversion result;
  result.numRegisterBits =
      std::max(srcFlat.getInDimSizeLog2(kReg), dstFlat.getInDimSizeLog2(kReg));
  result.numLaneBits = std::max(srcFlat.getInDimSizeLog2(kLane),
                                dstFlat.getInDimSizeLog2(kLane));
  unsigned numRegs = result.numRegisterBits;
  SmallVector<int32_t> srcBits = paddedFlatBases(srcFlat, kReg, numRegs);
  SmallVector<int32_t> dstBits = paddedFlatBases(dstFlat, kReg, numRegs);
  llvm::append_range(srcBits,
                     paddedFlatBases(srcFlat, kLane, result.numLaneBits));
  llvm::append_range(dstBits,
                     paddedFlatBases(dstFlat, kLane, result.numLaneBits));
  std::optional<SmallVector<unsigned>> perm = bitPermutation(srcBits, dstBits);
  if (!perm)
    return std::nullopt;

  result.registerPerm.assign(numRegs, 0);
  result.lanePerm.assign(result.numLaneBits, 0);
  auto isReg = [&](unsigned bit) { return bit < numRegs; };
  // Registers come first, so every cycle that mixes bit kinds starts at a
  // register and each run of lanes lies between two registers.
  llvm::BitVector visited(perm->size());
  for (unsigned start = 0; start < perm->size(); ++start) {
    unsigned runStartReg = 0, runFirstLane = 0;
    for (unsigned bit = start; !visited.test(bit); bit = (*perm)[bit]) {
      visited.set(bit);
      unsigned next = (*perm)[bit];
      if (isReg(bit) && isReg(next)) {
        result.registerPerm[bit] = next;
      } else if (!isReg(bit) && !isReg(next)) {
        result.lanePerm[bit - numRegs] = next - numRegs;
      } else if (isReg(bit)) {
        runStartReg = bit;
        runFirstLane = next - numRegs;
      } else {
        // r_m -> l_j .. l_k -> r_i = (r_i l_j) o (r_m -> r_i) o (l_k -> l_j).
        result.registerPerm[runStartReg] = next;
        result.lanePerm[bit - numRegs] = runFirstLane;
        result.transpositions.push_back({next, runFirstLane});
      }
    }
  }
  return result;
}

bool mlir::triton::gpu::convertUsesWarpShuffles(const LinearLayout &src,
                                                const LinearLayout &dst) {
  std::optional<WarpConversion> conversion = decomposeWarpConversion(src, dst);
  return conversion && conversion->transpositions.size() < 2;
}
