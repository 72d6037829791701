//===- LinearLayout.h - Linear layouts over GF(2) ---------------*- C++ -*-===//
//
// A linear layout maps named input dimensions (hardware coordinates such as
// register/lane/warp/block, or offset/block for shared memory) to named output
// dimensions (tensor dims dim0..dimN-1). The map is linear over GF(2): it is
// fully described by the image of every power of two of every input dimension
// (its "bases"); other inputs map to the XOR of the bases of their set bits.
//
// Every layout fact of the project (who holds which element, how many
// elements a thread holds, whether a convert_layout moves data between lanes
// or warps) is computed from this one model; see docs/layouts.md.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TTG_IR_LINEARLAYOUT_H
#define TT_DIALECT_TTG_IR_LINEARLAYOUT_H

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"

#include <optional>
#include <vector>

namespace mlir::triton {

class LinearLayout {
public:
  /// One basis vector has an entry per output dimension.
  using Basis = std::vector<int32_t>;
  /// The bases of each input dimension, in input-dimension order.
  using BasesT = llvm::MapVector<StringAttr, std::vector<Basis>>;
  /// A point of the input or output space: a value per named dimension.
  using Point = SmallVector<std::pair<StringAttr, int32_t>>;

  LinearLayout() = default;
  /// Builds a layout whose output dimension sizes are the smallest powers of
  /// two that contain every basis value.
  LinearLayout(BasesT bases, ArrayRef<StringAttr> outDimNames);
  /// Builds a layout with explicit output dimension sizes (powers of two).
  LinearLayout(BasesT bases, ArrayRef<std::pair<StringAttr, int32_t>> outDims);

  //===--------------------------------------------------------------------===//
  // Construction
  //===--------------------------------------------------------------------===//

  /// The layout with no input and no output dimensions (unit of `*`).
  static LinearLayout empty() { return LinearLayout(); }
  /// inDim = x maps to outDim = x, for x < size (a power of two; 0 and 1 give
  /// a layout without bases).
  static LinearLayout identity1D(int32_t size, StringAttr inDim,
                                 StringAttr outDim);
  /// inDim = x maps to outDim = x * stride.
  static LinearLayout strided1D(int32_t size, int32_t stride, StringAttr inDim,
                                StringAttr outDim);
  /// Every inDim = x < size maps to outDim = 0 (broadcast).
  static LinearLayout zeros1D(int32_t size, StringAttr inDim, StringAttr outDim,
                              int32_t outDimSize = 1);

  /// The product of two layouts: `rhs` is laid out "above" this one. Input
  /// dims shared by both get this layout's bases first, then rhs's; output
  /// dims shared by both get rhs's values scaled by this layout's size.
  /// Dims new in rhs come after this layout's dims.
  LinearLayout &operator*=(const LinearLayout &rhs);
  friend LinearLayout operator*(LinearLayout lhs, const LinearLayout &rhs) {
    lhs *= rhs;
    return lhs;
  }

  //===--------------------------------------------------------------------===//
  // Accessors
  //===--------------------------------------------------------------------===//

  const BasesT &getBases() const { return bases; }
  /// The bases of `inDim`; empty when the layout has no such input dim.
  ArrayRef<Basis> getBases(StringAttr inDim) const;

  auto getInDimNames() const { return llvm::make_first_range(bases); }
  auto getOutDimNames() const { return llvm::make_first_range(outDims); }
  SmallVector<std::pair<StringAttr, int32_t>> getOutDims() const;
  SmallVector<int32_t> getOutDimSizes() const;
  unsigned getNumInDims() const { return bases.size(); }
  unsigned getNumOutDims() const { return outDims.size(); }
  bool hasInDim(StringAttr inDim) const { return bases.contains(inDim); }
  bool hasOutDim(StringAttr outDim) const { return outDims.contains(outDim); }
  unsigned getOutDimIndex(StringAttr outDim) const;

  /// log2 of the size of `inDim`, i.e. its number of bases.
  unsigned getInDimSizeLog2(StringAttr inDim) const {
    return getBases(inDim).size();
  }
  int64_t getInDimSize(StringAttr inDim) const {
    return int64_t(1) << getInDimSizeLog2(inDim);
  }
  int64_t getTotalInDimSize() const;
  /// The size of `outDim`; 1 when the layout has no such output dim.
  int32_t getOutDimSize(StringAttr outDim) const;
  unsigned getTotalOutDimSizeLog2() const;
  int64_t getTotalOutDimSize() const {
    return int64_t(1) << getTotalOutDimSizeLog2();
  }

  //===--------------------------------------------------------------------===//
  // Algebra
  //===--------------------------------------------------------------------===//

  /// Applies the layout to one input point (missing dims read as 0).
  Point apply(ArrayRef<std::pair<StringAttr, int32_t>> ins) const;
  /// outer(this(x)): this layout's outputs must be inputs of `outer`.
  LinearLayout compose(const LinearLayout &outer) const;
  /// A layout C from this layout's inputs to `outer`'s inputs with
  /// outer(C(x)) = this(x). `outer` must reach every output of this layout;
  /// where several inputs of `outer` give the same output, the one using the
  /// earliest input bits (registers before lanes before warps) is chosen.
  LinearLayout invertAndCompose(const LinearLayout &outer) const;
  /// The inverse of an invertible layout.
  LinearLayout invert() const;
  /// A right inverse of a surjective layout (broadcast inputs map to 0).
  LinearLayout pseudoinvert() const;

  /// The layout restricted to the given input and output dims (in this
  /// layout's order).
  LinearLayout sublayout(ArrayRef<StringAttr> inDims,
                         ArrayRef<StringAttr> outDims) const;
  /// Whether the given input dims map to 0 in the given output dims.
  bool sublayoutIsZero(ArrayRef<StringAttr> inDims,
                       ArrayRef<StringAttr> outDims) const;
  /// Whether `dims` (input and output dims at once) are untouched by the
  /// layout: each maps identically to its namesake and does not mix with the
  /// other dims. A convert whose layout is trivial over {lane, warp, block}
  /// only moves registers.
  bool isTrivialOver(ArrayRef<StringAttr> dims) const;
  /// The layout without `dims`; requires isTrivialOver(dims).
  LinearLayout quotient(ArrayRef<StringAttr> dims) const;

  LinearLayout transposeOuts(ArrayRef<StringAttr> newOrder) const;
  /// Re-splits the output space: the outputs flattened with the first dim
  /// fastest, then cut into `newOutDims` (first fastest). Sizes must agree.
  LinearLayout
  reshapeOuts(ArrayRef<std::pair<StringAttr, int32_t>> newOutDims) const;
  /// Per output dim, at least / at most the given size: a larger size grows
  /// `growDim` (register or offset); a smaller one turns the largest bases of
  /// that dim, whatever their input dim, into broadcasts until it fits
  /// (Triton's ensureLayoutNotLargerThan).
  using NamedShape = ArrayRef<std::pair<StringAttr, int64_t>>;
  LinearLayout ensureNotSmallerThan(NamedShape shape, StringAttr growDim) const;
  LinearLayout ensureNotLargerThan(NamedShape shape) const;

  /// Every output value is reached by some input.
  bool isSurjective() const;
  /// No two inputs give the same output.
  bool isInjective() const;
  /// The map is a bijection between inputs and outputs.
  bool isInvertible() const;
  /// The same layout without the all-zero (broadcast) bases.
  LinearLayout removeZeroBases() const;
  /// Per input dim, the bits whose basis is 0: inputs differing only in them
  /// hold the same element.
  llvm::MapVector<StringAttr, int32_t> getFreeVariableMasks() const;

  //===--------------------------------------------------------------------===//
  // Queries of distributed (register/lane/warp/block) layouts
  //===--------------------------------------------------------------------===//

  /// How many consecutive values of the first input dim map to consecutive
  /// values of `outDim` (the vector width along it).
  int32_t getNumConsecutiveInOut(StringAttr outDim) const;
  /// Elements a thread holds (registers, broadcast registers included).
  int64_t getTotalElemsPerThread() const;
  /// Per output dim, the distinct elements one thread holds along it.
  SmallVector<unsigned> getSizePerThread() const;
  /// Per output dim, the consecutive elements one thread holds along it
  /// starting at register 0.
  SmallVector<unsigned> getContigPerThread() const;
  /// Per output dim, how far `inDim` spreads along it (skipping broadcast).
  SmallVector<unsigned> getSizeAlong(StringAttr inDim) const;
  /// Output dims in the order the bases of `inDim` first move along them
  /// (fastest first); dims it never moves along follow, last dim first.
  SmallVector<unsigned> getOrderOf(StringAttr inDim) const;
  /// The order of registers (Triton's getOrder of a distributed layout).
  SmallVector<unsigned> getOrder() const;

  /// Facts about converting a tensor from this layout to `dst` (same
  /// shape): whether nothing moves, only registers are renumbered, data
  /// stays within each warp (shuffles), or must cross warps/CTAs.
  bool isTrivialConvertTo(const LinearLayout &dst) const;
  bool convertOnlyPermutesRegisters(const LinearLayout &dst) const;
  bool convertStaysWithinWarp(const LinearLayout &dst) const;

  //===--------------------------------------------------------------------===//
  // Printing and comparison
  //===--------------------------------------------------------------------===//

  /// Prints `inDim = [[a, b], ...]` for every input dim, comma separated;
  /// input dims without bases are left out when `skipEmpty` is set.
  void printBases(raw_ostream &os, bool skipEmpty = false) const;
  /// Prints one list of bases: `[[a, b], [c, d]]`.
  static void printBasisList(raw_ostream &os, ArrayRef<Basis> list);

  bool operator==(const LinearLayout &other) const;
  bool operator!=(const LinearLayout &other) const { return !(*this == other); }

private:
  /// Rank over GF(2) of all bases.
  unsigned getRank() const;
  /// The part of a convert to `dst` that is not trivial over block, warp
  /// and lane, peeled in that order.
  LinearLayout minimalConvertTo(const LinearLayout &dst) const;
  MLIRContext *getContext() const;

  BasesT bases;
  llvm::MapVector<StringAttr, int32_t> outDims;
};

llvm::hash_code hash_value(const LinearLayout &layout);
raw_ostream &operator<<(raw_ostream &os, const LinearLayout &layout);

/// The layout C with `a` = `b` * C, when there is one (Triton's divideLeft):
/// every input dim of `a` starts with `b`'s bases of that dim (0 on the
/// output dims `b` lacks), and its other bases are multiples of `b`'s output
/// sizes. C has `a`'s input and output dims.
std::optional<LinearLayout> divideLeft(const LinearLayout &a,
                                       const LinearLayout &b);
/// The layout C with `a` = C * `b`, when there is one (Triton's
/// divideRight): every input dim of `a` ends with `b`'s bases, scaled by
/// C's output sizes. C has `a`'s input and output dims.
std::optional<LinearLayout> divideRight(const LinearLayout &a,
                                        const LinearLayout &b);

} // namespace mlir::triton

#endif // TT_DIALECT_TTG_IR_LINEARLAYOUT_H
