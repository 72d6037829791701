//===- LinearLayout.cpp - Linear layouts over GF(2) -----------------------===//
#include "tt/Dialect/TritonGPU/IR/LinearLayout.h"

#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::triton;

LinearLayout::LinearLayout(BasesT bases, ArrayRef<StringAttr> outDimNames)
    : bases(std::move(bases)) {
  for (auto [i, name] : llvm::enumerate(outDimNames)) {
    int32_t maxValue = 0;
    for (const auto &dimBases : llvm::make_second_range(this->bases))
      for (const Basis &basis : dimBases)
        if (i < basis.size())
          maxValue = std::max(maxValue, basis[i]);
    outDims[name] = maxValue == 0 ? 1 : int32_t(llvm::NextPowerOf2(maxValue));
  }
}

LinearLayout::LinearLayout(BasesT bases,
                           ArrayRef<std::pair<StringAttr, int32_t>> outDims)
    : bases(std::move(bases)) {
  for (auto [name, size] : outDims)
    this->outDims[name] = size;
}

ArrayRef<LinearLayout::Basis> LinearLayout::getBases(StringAttr inDim) const {
  auto it = bases.find(inDim);
  if (it == bases.end())
    return {};
  return it->second;
}

SmallVector<int32_t> LinearLayout::getOutDimSizes() const {
  return llvm::to_vector(llvm::make_second_range(outDims));
}

int64_t LinearLayout::getTotalInDimSize() const {
  unsigned log2 = 0;
  for (const auto &dimBases : llvm::make_second_range(bases))
    log2 += dimBases.size();
  return int64_t(1) << log2;
}

int32_t LinearLayout::getOutDimSize(StringAttr outDim) const {
  return outDims.lookup(outDim);
}

unsigned LinearLayout::getTotalOutDimSizeLog2() const {
  unsigned log2 = 0;
  for (int32_t size : llvm::make_second_range(outDims))
    log2 += llvm::Log2_32(size);
  return log2;
}

unsigned LinearLayout::getRank() const {
  // Flatten each basis into one bit vector (dim0 in the low bits) and run
  // Gaussian elimination; layouts wider than 64 output bits do not occur.
  SmallVector<uint64_t> outShifts;
  unsigned shift = 0;
  for (int32_t size : llvm::make_second_range(outDims)) {
    outShifts.push_back(shift);
    shift += llvm::Log2_32(size);
  }
  SmallVector<uint64_t> pivots(64, 0);
  unsigned rank = 0;
  for (const auto &dimBases : llvm::make_second_range(bases)) {
    for (const Basis &basis : dimBases) {
      uint64_t bits = 0;
      for (auto [value, outShift] : llvm::zip(basis, outShifts))
        bits |= uint64_t(uint32_t(value)) << outShift;
      for (int bit = 63; bit >= 0 && bits; --bit) {
        if (!(bits >> bit & 1))
          continue;
        if (!pivots[bit]) {
          pivots[bit] = bits;
          ++rank;
          break;
        }
        bits ^= pivots[bit];
      }
    }
  }
  return rank;
}

bool LinearLayout::isSurjective() const {
  return getRank() == getTotalOutDimSizeLog2();
}

bool LinearLayout::isInvertible() const {
  return isSurjective() &&
         llvm::Log2_64(getTotalInDimSize()) == getTotalOutDimSizeLog2();
}

LinearLayout LinearLayout::removeZeroBases() const {
  LinearLayout result = *this;
  for (auto &dimBases : llvm::make_second_range(result.bases))
    llvm::erase_if(dimBases, [](const Basis &basis) {
      return llvm::all_of(basis, [](int32_t v) { return v == 0; });
    });
  return result;
}

void LinearLayout::printBasisList(raw_ostream &os, ArrayRef<Basis> list) {
  os << "[";
  llvm::interleaveComma(list, os, [&](const Basis &basis) {
    os << "[";
    llvm::interleaveComma(basis, os);
    os << "]";
  });
  os << "]";
}

void LinearLayout::printBases(raw_ostream &os, bool skipEmpty) const {
  bool first = true;
  for (const auto &[inDim, dimBases] : bases) {
    if (skipEmpty && dimBases.empty())
      continue;
    if (!first)
      os << ", ";
    first = false;
    os << inDim.getValue() << " = ";
    printBasisList(os, dimBases);
  }
}

bool LinearLayout::operator==(const LinearLayout &other) const {
  return llvm::equal(bases, other.bases) && llvm::equal(outDims, other.outDims);
}

llvm::hash_code mlir::triton::hash_value(const LinearLayout &layout) {
  llvm::hash_code hash = llvm::hash_value(layout.getNumInDims());
  for (const auto &[inDim, dimBases] : layout.getBases()) {
    hash = llvm::hash_combine(hash, inDim);
    for (const auto &basis : dimBases)
      hash = llvm::hash_combine(hash, llvm::hash_combine_range(basis));
  }
  for (auto [name, size] :
       llvm::zip(layout.getOutDimNames(), layout.getOutDimSizes()))
    hash = llvm::hash_combine(hash, name, size);
  return hash;
}

raw_ostream &mlir::triton::operator<<(raw_ostream &os,
                                      const LinearLayout &layout) {
  layout.printBases(os);
  return os;
}
