//===- LinearLayout.h - Linear layouts over GF(2) ---------------*- C++ -*-===//
//
// A linear layout maps named input dimensions (hardware coordinates such as
// register/lane/warp/block, or offset/block for shared memory) to named output
// dimensions (tensor dims dim0..dimN-1). The map is linear over GF(2): it is
// fully described by the image of every power of two of every input dimension
// (its "bases"); other inputs map to the XOR of the bases of their set bits.
//
// This class only stores, compares, hashes and prints a layout and answers a
// few structural queries; the layout algebra (composition, inversion, ...) is
// meant to grow here.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TTG_IR_LINEARLAYOUT_H
#define TT_DIALECT_TTG_IR_LINEARLAYOUT_H

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"

#include <vector>

namespace mlir::triton {

class LinearLayout {
public:
  /// One basis vector has an entry per output dimension.
  using Basis = std::vector<int32_t>;
  /// The bases of each input dimension, in input-dimension order.
  using BasesT = llvm::MapVector<StringAttr, std::vector<Basis>>;

  LinearLayout() = default;
  /// Builds a layout whose output dimension sizes are the smallest powers of
  /// two that contain every basis value.
  LinearLayout(BasesT bases, ArrayRef<StringAttr> outDimNames);
  /// Builds a layout with explicit output dimension sizes (powers of two).
  LinearLayout(BasesT bases,
               ArrayRef<std::pair<StringAttr, int32_t>> outDims);

  const BasesT &getBases() const { return bases; }
  /// The bases of `inDim`; empty when the layout has no such input dim.
  ArrayRef<Basis> getBases(StringAttr inDim) const;

  auto getInDimNames() const { return llvm::make_first_range(bases); }
  auto getOutDimNames() const { return llvm::make_first_range(outDims); }
  SmallVector<int32_t> getOutDimSizes() const;
  unsigned getNumInDims() const { return bases.size(); }
  unsigned getNumOutDims() const { return outDims.size(); }
  bool hasInDim(StringAttr inDim) const { return bases.contains(inDim); }

  /// log2 of the size of `inDim`, i.e. its number of bases.
  unsigned getInDimSizeLog2(StringAttr inDim) const {
    return getBases(inDim).size();
  }
  int64_t getInDimSize(StringAttr inDim) const {
    return int64_t(1) << getInDimSizeLog2(inDim);
  }
  int64_t getTotalInDimSize() const;
  int32_t getOutDimSize(StringAttr outDim) const;
  unsigned getTotalOutDimSizeLog2() const;

  /// Every output value is reached by some input.
  bool isSurjective() const;
  /// The map is a bijection between inputs and outputs.
  bool isInvertible() const;
  /// The same layout without the all-zero (broadcast) bases.
  LinearLayout removeZeroBases() const;

  /// Prints `inDim = [[a, b], ...]` for every input dim, comma separated;
  /// input dims without bases are left out when `skipEmpty` is set.
  void printBases(raw_ostream &os, bool skipEmpty = false) const;
  /// Prints one list of bases: `[[a, b], [c, d]]`.
  static void printBasisList(raw_ostream &os, ArrayRef<Basis> list);

  bool operator==(const LinearLayout &other) const;
  bool operator!=(const LinearLayout &other) const {
    return !(*this == other);
  }

private:
  /// Rank over GF(2) of all bases, each flattened to one bit vector.
  unsigned getRank() const;

  BasesT bases;
  llvm::MapVector<StringAttr, int32_t> outDims;
};

llvm::hash_code hash_value(const LinearLayout &layout);
raw_ostream &operator<<(raw_ostream &os, const LinearLayout &layout);

} // namespace mlir::triton

#endif // TT_DIALECT_TTG_IR_LINEARLAYOUT_H
