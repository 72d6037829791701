//===- LinearLayout.cpp - Linear layouts over GF(2) -----------------------===//
#include "tt/Dialect/TritonGPU/IR/LinearLayout.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cassert>
#include <functional>

using namespace mlir;
using namespace mlir::triton;

using Basis = LinearLayout::Basis;

namespace {

/// Output points flattened into one bit vector, the first output dim in the
/// low bits. Tensors never have 2^64 elements, so 64 bits suffice.
class OutBits {
public:
  explicit OutBits(ArrayRef<std::pair<StringAttr, int32_t>> dims) {
    unsigned shift = 0;
    for (auto [name, size] : dims) {
      names.push_back(name);
      shifts.push_back(shift);
      shift += llvm::Log2_32(size);
    }
    assert(shift <= 64 && "output space too large");
  }

  /// `basis` lists values for `basisDims`, which must all be dims here.
  uint64_t flatten(const Basis &basis, ArrayRef<StringAttr> basisDims) const {
    uint64_t bits = 0;
    for (auto [value, name] : llvm::zip(basis, basisDims))
      bits ^= uint64_t(uint32_t(value)) << shifts[indexOf(name)];
    return bits;
  }

private:
  unsigned indexOf(StringAttr name) const {
    auto it = llvm::find(names, name);
    assert(it != names.end() && "unknown output dim");
    return it - names.begin();
  }

  SmallVector<StringAttr> names;
  SmallVector<unsigned> shifts;
};

/// Gaussian elimination over GF(2): columns are added in order and kept when
/// independent of the earlier ones, each with the set of columns it is made
/// of, so that any vector in their span can be written as a combination.
class Span {
public:
  void add(uint64_t value, uint64_t combo) {
    for (int bit = 63; bit >= 0 && value; --bit) {
      if (!(value >> bit & 1))
        continue;
      if (!pivots[bit].first) {
        pivots[bit] = {value, combo};
        ++rank;
        return;
      }
      value ^= pivots[bit].first;
      combo ^= pivots[bit].second;
    }
  }

  /// The columns whose XOR is `target`, or nullopt if it is not in the span.
  std::optional<uint64_t> solve(uint64_t target) const {
    uint64_t combo = 0;
    for (int bit = 63; bit >= 0 && target; --bit) {
      if (!(target >> bit & 1))
        continue;
      if (!pivots[bit].first)
        return std::nullopt;
      target ^= pivots[bit].first;
      combo ^= pivots[bit].second;
    }
    return combo;
  }

  unsigned getRank() const { return rank; }

private:
  std::pair<uint64_t, uint64_t> pivots[64] = {};
  unsigned rank = 0;
};

bool isZero(const Basis &basis) {
  return llvm::all_of(basis, [](int32_t v) { return v == 0; });
}

} // namespace

//===----------------------------------------------------------------------===//
// Construction
//===----------------------------------------------------------------------===//

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

LinearLayout LinearLayout::strided1D(int32_t size, int32_t stride,
                                     StringAttr inDim, StringAttr outDim) {
  if (size == 0)
    return empty();
  BasesT bases;
  std::vector<Basis> &dimBases = bases[inDim];
  for (int32_t i = 1; i < size; i *= 2)
    dimBases.push_back({i * stride});
  return LinearLayout(std::move(bases), {{outDim, size * stride}});
}

LinearLayout LinearLayout::identity1D(int32_t size, StringAttr inDim,
                                      StringAttr outDim) {
  return strided1D(size, 1, inDim, outDim);
}

LinearLayout LinearLayout::zeros1D(int32_t size, StringAttr inDim,
                                   StringAttr outDim, int32_t outDimSize) {
  BasesT bases;
  bases[inDim] = std::vector<Basis>(llvm::Log2_32(std::max(size, 1)), {0});
  return LinearLayout(std::move(bases), {{outDim, outDimSize}});
}

/// The shortest list holding `a` and `b` as subsequences, `a`'s dims first
/// where both orders allow it: sup([a, b], [b, c]) = [a, b, c] and
/// sup([b], [a, b]) = [a, b].
static SmallVector<StringAttr> supremum(ArrayRef<StringAttr> a,
                                        ArrayRef<StringAttr> b) {
  SmallVector<StringAttr> result;
  size_t j = 0;
  for (StringAttr x : a) {
    if (llvm::is_contained(b, x)) {
      for (; j < b.size() && b[j] != x; ++j) {
        assert(!llvm::is_contained(a, b[j]) && "dims in different orders");
        result.push_back(b[j]);
      }
      j = std::min(j + 1, b.size());
    }
    if (!llvm::is_contained(result, x))
      result.push_back(x);
  }
  result.append(b.begin() + j, b.end());
  return result;
}

LinearLayout &LinearLayout::operator*=(const LinearLayout &rhs) {
  SmallVector<StringAttr> ins = supremum(llvm::to_vector(getInDimNames()),
                                         llvm::to_vector(rhs.getInDimNames()));
  SmallVector<StringAttr> outs = supremum(
      llvm::to_vector(getOutDimNames()), llvm::to_vector(rhs.getOutDimNames()));
  // rhs's values are scaled by this layout's size along each output dim.
  auto spread = [&](const LinearLayout &from, const Basis &basis, bool scale) {
    Basis result(outs.size(), 0);
    for (auto [i, outDim] : llvm::enumerate(from.getOutDimNames()))
      result[llvm::find(outs, outDim) - outs.begin()] =
          basis[i] * (scale ? getOutDimSize(outDim) : 1);
    return result;
  };
  BasesT product;
  for (StringAttr inDim : ins) {
    std::vector<Basis> &dimBases = product[inDim];
    for (const Basis &basis : getBases(inDim))
      dimBases.push_back(spread(*this, basis, false));
    for (const Basis &basis : rhs.getBases(inDim))
      dimBases.push_back(spread(rhs, basis, true));
  }
  llvm::MapVector<StringAttr, int32_t> sizes;
  for (StringAttr outDim : outs)
    sizes[outDim] = getOutDimSize(outDim) * rhs.getOutDimSize(outDim);
  bases = std::move(product);
  outDims = std::move(sizes);
  return *this;
}

//===----------------------------------------------------------------------===//
// Accessors
//===----------------------------------------------------------------------===//

ArrayRef<Basis> LinearLayout::getBases(StringAttr inDim) const {
  auto it = bases.find(inDim);
  if (it == bases.end())
    return {};
  return it->second;
}

unsigned LinearLayout::getOutDimIndex(StringAttr outDim) const {
  auto it = outDims.find(outDim);
  assert(it != outDims.end() && "unknown output dim");
  return it - outDims.begin();
}

SmallVector<std::pair<StringAttr, int32_t>> LinearLayout::getOutDims() const {
  return llvm::to_vector(outDims);
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
  auto it = outDims.find(outDim);
  return it == outDims.end() ? 1 : it->second;
}

unsigned LinearLayout::getTotalOutDimSizeLog2() const {
  unsigned log2 = 0;
  for (int32_t size : llvm::make_second_range(outDims))
    log2 += llvm::Log2_32(size);
  return log2;
}

MLIRContext *LinearLayout::getContext() const {
  if (!bases.empty())
    return bases.begin()->first.getContext();
  assert(!outDims.empty() && "empty layout has no context");
  return outDims.begin()->first.getContext();
}

//===----------------------------------------------------------------------===//
// Algebra
//===----------------------------------------------------------------------===//

LinearLayout::Point
LinearLayout::apply(ArrayRef<std::pair<StringAttr, int32_t>> ins) const {
  Basis out(outDims.size(), 0);
  for (auto [inDim, value] : ins) {
    ArrayRef<Basis> dimBases = getBases(inDim);
    for (auto [bit, basis] : llvm::enumerate(dimBases))
      if (value >> bit & 1)
        for (auto [o, b] : llvm::zip(out, basis))
          o ^= b;
  }
  Point result;
  for (auto [name, value] : llvm::zip(getOutDimNames(), out))
    result.push_back({name, value});
  return result;
}

LinearLayout LinearLayout::compose(const LinearLayout &outer) const {
  BasesT result;
  SmallVector<StringAttr> names = llvm::to_vector(getOutDimNames());
  for (const auto &[inDim, dimBases] : bases) {
    std::vector<Basis> &composed = result[inDim];
    for (const Basis &basis : dimBases) {
      Point point;
      for (auto [name, value] : llvm::zip(names, basis))
        point.push_back({name, value});
      Point image = outer.apply(point);
      auto values = llvm::make_second_range(image);
      composed.emplace_back(values.begin(), values.end());
    }
  }
  return LinearLayout(std::move(result), outer.getOutDims());
}

/// Whether `a` and `b` map their input dim `inDim` alike, with `b`'s output
/// dims taken in `a`'s order.
static bool sameSublayout(const LinearLayout &a, const LinearLayout &b,
                          StringAttr inDim) {
  if (!a.hasInDim(inDim) || !b.hasInDim(inDim) ||
      a.getInDimSize(inDim) != b.getInDimSize(inDim))
    return false;
  SmallVector<unsigned> bIndexOfOut;
  for (StringAttr out : a.getOutDimNames())
    bIndexOfOut.push_back(b.getOutDimIndex(out));
  for (auto [aBasis, bBasis] :
       llvm::zip(a.getBases(inDim), b.getBases(inDim)))
    for (auto [i, value] : llvm::enumerate(aBasis))
      if (value != bBasis[bIndexOfOut[i]])
        return false;
  return true;
}

LinearLayout LinearLayout::invertAndCompose(const LinearLayout &outer) const {
  OutBits outBits(outer.getOutDims());
  SmallVector<StringAttr> names = llvm::to_vector(getOutDimNames());
  // An input dim both layouts map alike maps to itself, as Triton's
  // broadcasting rule has it: where both broadcast over it (zero bases),
  // solving would send every element to index 0 of that dim instead, and a
  // register-only convert would look like one between lanes or warps.
  SmallVector<StringAttr> identityDims;
  for (StringAttr inDim : outer.getInDimNames())
    if (sameSublayout(*this, outer, inDim))
      identityDims.push_back(inDim);
  // The other columns of `outer`, in input order, so earlier inputs become
  // pivots: the least-squares solution of minimal norm.
  Span span;
  SmallVector<std::pair<StringAttr, int32_t>> outerIns;
  unsigned column = 0;
  SmallVector<StringAttr> outerOutNames =
      llvm::to_vector(outer.getOutDimNames());
  for (const auto &[inDim, dimBases] : outer.bases) {
    outerIns.push_back({inDim, int32_t(outer.getInDimSize(inDim))});
    bool identity = llvm::is_contained(identityDims, inDim);
    for (const Basis &basis : dimBases) {
      assert(column < 64 && "input space too large");
      if (!identity)
        span.add(outBits.flatten(basis, outerOutNames), uint64_t(1) << column);
      ++column;
    }
  }
  BasesT result;
  for (const auto &[inDim, dimBases] : bases) {
    std::vector<Basis> &solved = result[inDim];
    if (llvm::is_contained(identityDims, inDim)) {
      for (unsigned bit = 0; bit < dimBases.size(); ++bit) {
        Basis point;
        for (StringAttr outerIn : outer.getInDimNames())
          point.push_back(outerIn == inDim ? int32_t(1) << bit : 0);
        solved.push_back(std::move(point));
      }
      continue;
    }
    for (const Basis &basis : dimBases) {
      std::optional<uint64_t> combo = span.solve(outBits.flatten(basis, names));
      assert(combo && "invertAndCompose: outer does not reach this output");
      // Split the chosen columns back into outer's input dims.
      Basis point;
      unsigned shift = 0;
      for (const auto &dimBases : llvm::make_second_range(outer.bases)) {
        uint64_t mask = (uint64_t(1) << dimBases.size()) - 1;
        point.push_back(int32_t(combo.value_or(0) >> shift & mask));
        shift += dimBases.size();
      }
      solved.push_back(std::move(point));
    }
  }
  return LinearLayout(std::move(result), outerIns);
}

/// The identity map of the output space of `layout`, as a layout whose input
/// dims are named like its output dims.
static LinearLayout outputIdentity(const LinearLayout &layout) {
  LinearLayout identity;
  for (auto [name, size] : layout.getOutDims())
    identity *= LinearLayout::identity1D(size, name, name);
  return identity;
}

LinearLayout LinearLayout::pseudoinvert() const {
  return outputIdentity(*this).invertAndCompose(*this);
}

LinearLayout LinearLayout::invert() const {
  assert(isInvertible() && "layout is not invertible");
  return pseudoinvert();
}

LinearLayout LinearLayout::sublayout(ArrayRef<StringAttr> inDims,
                                     ArrayRef<StringAttr> outDimNames) const {
  SmallVector<unsigned> keep;
  SmallVector<std::pair<StringAttr, int32_t>> keptOuts;
  for (auto [i, out] : llvm::enumerate(outDims))
    if (llvm::is_contained(outDimNames, out.first)) {
      keep.push_back(i);
      keptOuts.push_back(out);
    }
  BasesT result;
  for (const auto &[inDim, dimBases] : bases) {
    if (!llvm::is_contained(inDims, inDim))
      continue;
    std::vector<Basis> &kept = result[inDim];
    for (const Basis &basis : dimBases) {
      Basis sub;
      for (unsigned i : keep)
        sub.push_back(basis[i]);
      kept.push_back(std::move(sub));
    }
  }
  return LinearLayout(std::move(result), keptOuts);
}

bool LinearLayout::sublayoutIsZero(ArrayRef<StringAttr> inDims,
                                   ArrayRef<StringAttr> outDimNames) const {
  LinearLayout sub = sublayout(inDims, outDimNames);
  return llvm::all_of(llvm::make_second_range(sub.bases),
                      [](const auto &bs) { return llvm::all_of(bs, isZero); });
}

bool LinearLayout::isTrivialOver(ArrayRef<StringAttr> dims) const {
  SmallVector<StringAttr> otherIns, otherOuts;
  for (StringAttr in : getInDimNames())
    if (!llvm::is_contained(dims, in))
      otherIns.push_back(in);
  for (StringAttr out : getOutDimNames())
    if (!llvm::is_contained(dims, out))
      otherOuts.push_back(out);
  // As a block matrix, [[A, B], [C, D]] with `dims` last: B and C must be
  // zero and D the identity.
  if (!sublayoutIsZero(otherIns, dims) || !sublayoutIsZero(dims, otherOuts))
    return false;
  LinearLayout square = sublayout(dims, dims);
  for (StringAttr dim : dims) {
    if (square.getInDimSize(dim) != square.getOutDimSize(dim))
      return false;
    for (auto [bit, basis] : llvm::enumerate(square.getBases(dim)))
      for (auto [out, value] : llvm::zip(square.getOutDimNames(), basis))
        if (value != (out == dim ? int32_t(1) << bit : 0))
          return false;
  }
  return true;
}

LinearLayout LinearLayout::quotient(ArrayRef<StringAttr> dims) const {
  assert(isTrivialOver(dims) && "quotient by a non-trivial dim");
  auto notIn = [&](auto names) {
    SmallVector<StringAttr> kept;
    for (StringAttr name : names)
      if (!llvm::is_contained(dims, name))
        kept.push_back(name);
    return kept;
  };
  return sublayout(notIn(getInDimNames()), notIn(getOutDimNames()));
}

LinearLayout LinearLayout::transposeOuts(ArrayRef<StringAttr> newOrder) const {
  assert(newOrder.size() == outDims.size() && "not a permutation of out dims");
  SmallVector<unsigned> from;
  SmallVector<std::pair<StringAttr, int32_t>> newOuts;
  for (StringAttr outDim : newOrder) {
    from.push_back(getOutDimIndex(outDim));
    newOuts.push_back({outDim, getOutDimSize(outDim)});
  }
  BasesT result;
  for (const auto &[inDim, dimBases] : bases) {
    std::vector<Basis> &permuted = result[inDim];
    for (const Basis &basis : dimBases) {
      Basis p;
      for (unsigned i : from)
        p.push_back(basis[i]);
      permuted.push_back(std::move(p));
    }
  }
  return LinearLayout(std::move(result), newOuts);
}

LinearLayout LinearLayout::reshapeOuts(
    ArrayRef<std::pair<StringAttr, int32_t>> newOutDims) const {
  assert(llvm::accumulate(llvm::make_second_range(newOutDims), int64_t(1),
                          std::multiplies<>()) == getTotalOutDimSize() &&
         "reshape changes the output size");
  OutBits flat(getOutDims());
  SmallVector<StringAttr> names = llvm::to_vector(getOutDimNames());
  BasesT result;
  for (const auto &[inDim, dimBases] : bases) {
    std::vector<Basis> &reshaped = result[inDim];
    for (const Basis &basis : dimBases) {
      uint64_t value = flat.flatten(basis, names);
      Basis split;
      for (auto [name, size] : newOutDims) {
        split.push_back(int32_t(value & (uint64_t(size) - 1)));
        value >>= llvm::Log2_32(size);
      }
      reshaped.push_back(std::move(split));
    }
  }
  return LinearLayout(std::move(result), newOutDims);
}

LinearLayout LinearLayout::ensureNotSmallerThan(NamedShape shape,
                                                StringAttr growDim) const {
  LinearLayout result = *this;
  for (auto [outDim, size] : llvm::to_vector(outDims)) {
    auto it = llvm::find_if(shape, [&](auto d) { return d.first == outDim; });
    assert(it != shape.end() && "shape misses an output dim");
    if (it->second > size)
      result *= identity1D(it->second / size, growDim, outDim);
  }
  return result;
}

LinearLayout LinearLayout::ensureNotLargerThan(NamedShape shape) const {
  // Bases that reach past the shape make copies of elements inside it. Triton
  // turns the largest ones into broadcasts, whichever input dim they belong
  // to, so below the tile the registers/lanes/warps that would walk off the
  // end hold copies while the small bases keep their places. (Ties, which
  // only non-injective layouts have, go in input-dim then basis order.)
  LinearLayout result = *this;
  for (auto [o, outDim] : llvm::enumerate(llvm::to_vector(getOutDimNames()))) {
    auto it = llvm::find_if(shape, [&](auto d) { return d.first == outDim; });
    assert(it != shape.end() && "shape misses an output dim");
    int64_t size = result.outDims[outDim];
    if (size <= it->second)
      continue;
    SmallVector<int32_t *> byValue;
    for (auto &dimBases : llvm::make_second_range(result.bases))
      for (Basis &basis : dimBases)
        if (basis[o] != 0)
          byValue.push_back(&basis[o]);
    llvm::stable_sort(byValue, [](int32_t *a, int32_t *b) { return *a > *b; });
    for (int32_t *value : byValue) {
      if (size <= it->second)
        break;
      *value = 0;
      size >>= 1;
    }
    result.outDims[outDim] = int32_t(size);
  }
  return result;
}

unsigned LinearLayout::getRank() const {
  OutBits outBits(getOutDims());
  SmallVector<StringAttr> names = llvm::to_vector(getOutDimNames());
  Span span;
  for (const auto &dimBases : llvm::make_second_range(bases))
    for (const Basis &basis : dimBases)
      span.add(outBits.flatten(basis, names), 0);
  return span.getRank();
}

bool LinearLayout::isSurjective() const {
  return getRank() == getTotalOutDimSizeLog2();
}

bool LinearLayout::isInjective() const {
  return getRank() == llvm::Log2_64(getTotalInDimSize());
}

bool LinearLayout::isInvertible() const {
  return isSurjective() && isInjective();
}

LinearLayout LinearLayout::removeZeroBases() const {
  LinearLayout result = *this;
  for (auto &dimBases : llvm::make_second_range(result.bases))
    llvm::erase_if(dimBases, isZero);
  return result;
}

llvm::MapVector<StringAttr, int32_t>
LinearLayout::getFreeVariableMasks() const {
  llvm::MapVector<StringAttr, int32_t> masks;
  for (const auto &[inDim, dimBases] : bases) {
    int32_t mask = 0;
    for (auto [bit, basis] : llvm::enumerate(dimBases))
      if (isZero(basis))
        mask |= 1 << bit;
    masks[inDim] = mask;
  }
  return masks;
}

//===----------------------------------------------------------------------===//
// Queries of distributed layouts
//===----------------------------------------------------------------------===//

int32_t LinearLayout::getNumConsecutiveInOut(StringAttr outDim) const {
  if (bases.empty() || !hasOutDim(outDim))
    return 1;
  unsigned o = getOutDimIndex(outDim);
  auto isUnitStep = [&](const Basis &basis, unsigned k) {
    for (auto [i, v] : llvm::enumerate(basis))
      if (v != (i == o ? int32_t(1) << k : 0))
        return false;
    return true;
  };
  const std::vector<Basis> &first = bases.begin()->second;
  unsigned consec = 0;
  while (consec < first.size() && isUnitStep(first[consec], consec))
    ++consec;
  // Other bases that land inside the run would break it.
  int32_t otherBits = 0;
  for (const auto &[inDim, dimBases] : bases)
    for (auto [i, basis] : llvm::enumerate(dimBases))
      if (inDim != bases.begin()->first || i >= consec)
        otherBits |= basis[o];
  unsigned limit = otherBits ? llvm::countr_zero(uint32_t(otherBits)) : 31;
  return int32_t(1) << std::min(consec, limit);
}

int64_t LinearLayout::getTotalElemsPerThread() const {
  return getInDimSize(StringAttr::get(getContext(), "register"));
}

SmallVector<unsigned> LinearLayout::getSizeAlong(StringAttr inDim) const {
  SmallVector<unsigned> sizes(getNumOutDims(), 1);
  for (const Basis &basis : getBases(inDim)) {
    auto it = llvm::find_if(basis, [](int32_t v) { return v != 0; });
    if (it != basis.end())
      sizes[it - basis.begin()] *= 2;
  }
  return sizes;
}

SmallVector<unsigned> LinearLayout::getSizePerThread() const {
  return getSizeAlong(StringAttr::get(getContext(), "register"));
}

SmallVector<unsigned> LinearLayout::getOrderOf(StringAttr inDim) const {
  llvm::SetVector<unsigned> order;
  for (const Basis &basis : getBases(inDim)) {
    auto it = llvm::find_if(basis, [](int32_t v) { return v != 0; });
    if (it != basis.end())
      order.insert(it - basis.begin());
  }
  for (unsigned dim = getNumOutDims(); dim-- > 0;)
    order.insert(dim);
  return order.takeVector();
}

SmallVector<unsigned> LinearLayout::getOrder() const {
  return getOrderOf(StringAttr::get(getContext(), "register"));
}

SmallVector<unsigned> LinearLayout::getContigPerThread() const {
  ArrayRef<Basis> regs = getBases(StringAttr::get(getContext(), "register"));
  SmallVector<unsigned> contig(getNumOutDims(), 1);
  const Basis *it = regs.begin();
  for (unsigned dim : getOrder()) {
    Basis step(getNumOutDims(), 0);
    for (step[dim] = 1; it != regs.end() && *it == step; ++it, step[dim] *= 2)
      contig[dim] *= 2;
  }
  return contig;
}

LinearLayout LinearLayout::minimalConvertTo(const LinearLayout &dst) const {
  // For each register/lane/warp/block of dst, where src holds that element.
  LinearLayout convert = dst.invertAndCompose(*this);
  MLIRContext *ctx = getContext();
  for (StringRef name : {"block", "warp", "lane"}) {
    StringAttr dim = StringAttr::get(ctx, name);
    if (!convert.isTrivialOver(dim))
      break;
    convert = convert.quotient(dim);
  }
  return convert;
}

bool LinearLayout::isTrivialConvertTo(const LinearLayout &dst) const {
  LinearLayout convert = minimalConvertTo(dst);
  return convert.isTrivialOver(llvm::to_vector(convert.getInDimNames()));
}

bool LinearLayout::convertOnlyPermutesRegisters(const LinearLayout &dst) const {
  LinearLayout convert = minimalConvertTo(dst);
  return llvm::all_of(convert.getInDimNames(), [](StringAttr dim) {
    return dim.getValue() == "register";
  });
}

bool LinearLayout::convertStaysWithinWarp(const LinearLayout &dst) const {
  LinearLayout convert = minimalConvertTo(dst);
  return llvm::none_of(convert.getInDimNames(), [](StringAttr dim) {
    return dim.getValue() == "warp" || dim.getValue() == "block";
  });
}

//===----------------------------------------------------------------------===//
// Printing and comparison
//===----------------------------------------------------------------------===//

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
  for (auto [name, size] : layout.getOutDims())
    hash = llvm::hash_combine(hash, name, size);
  return hash;
}

raw_ostream &mlir::triton::operator<<(raw_ostream &os,
                                      const LinearLayout &layout) {
  layout.printBases(os);
  return os;
}

//===----------------------------------------------------------------------===//
// Division
//===----------------------------------------------------------------------===//

namespace {

/// The output sizes of C in `a` = `b` * C or C * `b`: `a`'s, divided by
/// `b`'s; none when `b` has a dim `a` lacks or a size does not divide.
std::optional<llvm::MapVector<StringAttr, int32_t>>
quotientOutDims(const LinearLayout &a, const LinearLayout &b) {
  for (StringAttr inDim : b.getInDimNames())
    if (!a.hasInDim(inDim) ||
        a.getInDimSizeLog2(inDim) < b.getInDimSizeLog2(inDim))
      return std::nullopt;
  for (StringAttr outDim : b.getOutDimNames())
    if (!a.hasOutDim(outDim))
      return std::nullopt;
  llvm::MapVector<StringAttr, int32_t> sizes;
  for (auto [outDim, size] : a.getOutDims()) {
    int32_t divisor = b.getOutDimSize(outDim);
    if (size % divisor)
      return std::nullopt;
    sizes[outDim] = size / divisor;
  }
  return sizes;
}

/// Entry `outDim` of `layout`'s basis `i` of `inDim` (0 where the layout
/// lacks the output dim).
int32_t basisEntry(const LinearLayout &layout, StringAttr inDim, unsigned i,
                   StringAttr outDim) {
  if (!layout.hasOutDim(outDim))
    return 0;
  return layout.getBases(inDim)[i][layout.getOutDimIndex(outDim)];
}

} // namespace

std::optional<LinearLayout> mlir::triton::divideLeft(const LinearLayout &a,
                                                     const LinearLayout &b) {
  std::optional<llvm::MapVector<StringAttr, int32_t>> sizes =
      quotientOutDims(a, b);
  if (!sizes)
    return std::nullopt;
  LinearLayout::BasesT bases;
  for (StringAttr inDim : a.getInDimNames()) {
    unsigned inB = b.hasInDim(inDim) ? b.getInDimSizeLog2(inDim) : 0;
    std::vector<Basis> &quotient = bases[inDim];
    for (unsigned i = 0, e = a.getInDimSizeLog2(inDim); i < e; ++i) {
      Basis basis;
      for (StringAttr outDim : a.getOutDimNames()) {
        int32_t value = basisEntry(a, inDim, i, outDim);
        if (i < inB) {
          // `b`'s own bases, exactly.
          if (value != basisEntry(b, inDim, i, outDim))
            return std::nullopt;
          continue;
        }
        int32_t scale = b.getOutDimSize(outDim);
        if (value % scale)
          return std::nullopt;
        basis.push_back(value / scale);
      }
      if (i >= inB)
        quotient.push_back(std::move(basis));
    }
  }
  return LinearLayout(std::move(bases), llvm::to_vector(*sizes));
}

std::optional<LinearLayout> mlir::triton::divideRight(const LinearLayout &a,
                                                      const LinearLayout &b) {
  std::optional<llvm::MapVector<StringAttr, int32_t>> sizes =
      quotientOutDims(a, b);
  if (!sizes)
    return std::nullopt;
  LinearLayout::BasesT bases;
  for (StringAttr inDim : a.getInDimNames()) {
    unsigned inA = a.getInDimSizeLog2(inDim);
    unsigned inC = inA - (b.hasInDim(inDim) ? b.getInDimSizeLog2(inDim) : 0);
    std::vector<Basis> &quotient = bases[inDim];
    for (unsigned i = 0; i < inC; ++i) {
      Basis basis;
      for (StringAttr outDim : a.getOutDimNames())
        basis.push_back(basisEntry(a, inDim, i, outDim));
      quotient.push_back(std::move(basis));
    }
    // The last bases are `b`'s, scaled by C's output sizes.
    for (unsigned i = inC; i < inA; ++i)
      for (StringAttr outDim : b.getOutDimNames()) {
        int32_t scale = (*sizes)[outDim];
        int32_t value = basisEntry(a, inDim, i, outDim);
        if (value % scale ||
            value / scale != basisEntry(b, inDim, i - inC, outDim))
          return std::nullopt;
      }
  }
  return LinearLayout(std::move(bases), llvm::to_vector(*sizes));
}
