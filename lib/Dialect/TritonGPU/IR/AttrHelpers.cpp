//===- AttrHelpers.cpp - Parsing and verifying ttg encodings --------------===//
#include "AttrHelpers.h"

#include "tt/Dialect/TritonGPU/IR/LayoutLimits.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::gpu::attrs;

using Basis = LinearLayout::Basis;

namespace {

/// The key of `known` that `key` most likely misspells, if any is close.
std::optional<StringRef> closestKey(StringRef key, ArrayRef<StringRef> known) {
  // Allow about one typo in three letters, at least two.
  unsigned maxDistance = std::max<size_t>(2, key.size() / 3);
  std::optional<StringRef> best;
  unsigned bestDistance = maxDistance + 1;
  for (StringRef candidate : known) {
    unsigned distance = key.edit_distance_insensitive(
        candidate, /*AllowReplacements=*/true, maxDistance);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/// A basis coordinate lies in a dim of at most 2^30 elements.
bool isBasisCoordinate(int64_t value) {
  return value >= 0 && value < (int64_t(1) << kMaxLayoutSizeLog2);
}

/// Reads one basis vector; `what` names its list in diagnostics.
std::optional<Basis> parseBasis(AsmParser &parser, Attribute entry,
                                StringRef what) {
  std::optional<SmallVector<int64_t>> basis = readIntList(entry);
  if (!basis) {
    parser.emitError(parser.getNameLoc(), "expected an array of integers in ")
        << what;
    return std::nullopt;
  }
  if (!llvm::all_of(*basis, isBasisCoordinate)) {
    parser.emitError(parser.getNameLoc())
        << "the coordinates of " << what << " must be between 0 and 2^"
        << kMaxLayoutSizeLog2 << " - 1; got [" << *basis << "]";
    return std::nullopt;
  }
  return Basis(basis->begin(), basis->end());
}

} // namespace

DictionaryAttr attrs::parseEncodingDict(AsmParser &parser) {
  DictionaryAttr dict;
  if (parser.parseLess() || parser.parseAttribute(dict) ||
      parser.parseGreater())
    return {};
  return dict;
}

std::optional<SmallVector<int64_t>> attrs::readIntList(Attribute value) {
  auto list = dyn_cast<ArrayAttr>(value);
  if (!list)
    return std::nullopt;
  SmallVector<int64_t> result;
  for (Attribute element : list) {
    auto integer = dyn_cast<IntegerAttr>(element);
    if (!integer || integer.getValue().getSignificantBits() > 64)
      return std::nullopt;
    result.push_back(integer.getValue().getSExtValue());
  }
  return result;
}

LogicalResult attrs::rejectUnknownKeys(AsmParser &parser, DictionaryAttr dict,
                                       StringRef attr,
                                       ArrayRef<StringRef> known) {
  for (NamedAttribute entry : dict) {
    StringRef key = entry.getName().getValue();
    if (llvm::is_contained(known, key))
      continue;
    InFlightDiagnostic diag = parser.emitError(parser.getNameLoc())
                              << "unknown key '" << key << "' in " << attr;
    if (std::optional<StringRef> closest = closestKey(key, known))
      diag << "; did you mean '" << *closest << "'?";
    return diag;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// KeyReader
//===----------------------------------------------------------------------===//

KeyReader &KeyReader::uint(StringRef key, unsigned &value, bool required) {
  if (Attribute attr = take(key, required)) {
    auto integer = dyn_cast<IntegerAttr>(attr);
    if (!integer || integer.getValue().isNegative() ||
        !integer.getValue().isIntN(32))
      badValue(key, "an unsigned 32-bit integer");
    else
      value = integer.getValue().getZExtValue();
  }
  return *this;
}

KeyReader &KeyReader::uints(StringRef key, SmallVector<unsigned> &values,
                            bool required) {
  if (Attribute attr = take(key, required)) {
    std::optional<SmallVector<int64_t>> list = readIntList(attr);
    if (!list || llvm::any_of(*list, [](int64_t v) {
          return v < 0 || v > std::numeric_limits<uint32_t>::max();
        }))
      badValue(key, "an array of unsigned 32-bit integers");
    else
      values.assign(list->begin(), list->end());
  }
  return *this;
}

KeyReader &KeyReader::boolean(StringRef key, bool &value, bool required) {
  if (Attribute attr = take(key, required)) {
    if (auto boolAttr = dyn_cast<BoolAttr>(attr))
      value = boolAttr.getValue();
    else
      badValue(key, "a bool");
  }
  return *this;
}

KeyReader &KeyReader::raw(StringRef key, Attribute &value, bool required) {
  value = take(key, required);
  return *this;
}

LogicalResult KeyReader::finish() {
  if (failed(rejectUnknownKeys(parser, dict, attr, known.getArrayRef())))
    return failure();
  if (missing)
    return parser.emitError(parser.getNameLoc(), "missing key '")
           << *missing << "'";
  if (firstBadValue)
    return parser.emitError(parser.getNameLoc(), "expected ")
           << firstBadValue->second << " for '" << firstBadValue->first << "'";
  return success();
}

Attribute KeyReader::take(StringRef key, bool required) {
  known.insert(key);
  Attribute value = dict.get(key);
  if (!value && required && !missing)
    missing = key;
  return value;
}

void KeyReader::badValue(StringRef key, StringRef expected) {
  if (!firstBadValue)
    firstBadValue = {key, expected};
}

//===----------------------------------------------------------------------===//
// CGA layouts and bases
//===----------------------------------------------------------------------===//

KeyReader &KeyReader::cga(CGAKeys &keys) {
  return raw(kCGALayout, keys.bases)
      .uints("CTAsPerCGA", keys.ctasPerCGA, /*required=*/false)
      .uints("CTASplitNum", keys.ctaSplitNum, /*required=*/false)
      .uints("CTAOrder", keys.ctaOrder, /*required=*/false);
}

std::optional<unsigned> CGAKeys::rank() const {
  if (hasLegacy())
    return ctasPerCGA.size();
  if (auto list = dyn_cast_or_null<ArrayAttr>(bases))
    if (!list.empty())
      if (auto first = dyn_cast<ArrayAttr>(list[0]))
        return first.size();
  return std::nullopt;
}

/// Triton 3.5's three keys, checked to be complete and of the rank.
static CGAEncodingAttr
parseLegacyCGALayout(AsmParser &parser, const CGAKeys &keys, unsigned rank) {
  if (keys.bases) {
    parser.emitError(parser.getNameLoc(),
                     "'CGALayout' and Triton 3.5's 'CTAsPerCGA' keys cannot "
                     "be given together");
    return {};
  }
  if (keys.ctaSplitNum.size() != rank || keys.ctaOrder.size() != rank ||
      keys.ctasPerCGA.size() != rank) {
    parser.emitError(parser.getNameLoc(),
                     "'CTAsPerCGA', 'CTASplitNum' and 'CTAOrder' must all be "
                     "given, with one entry per dim (")
        << rank << ")";
    return {};
  }
  MLIRContext *ctx = parser.getContext();
  if (!allPowersOfTwo(keys.ctasPerCGA) || !allPowersOfTwo(keys.ctaSplitNum) ||
      !isPermutation(keys.ctaOrder)) {
    parser.emitError(parser.getNameLoc(),
                     "'CTAsPerCGA' and 'CTASplitNum' must be powers of two "
                     "and 'CTAOrder' a permutation");
    return {};
  }
  return parser.getChecked<CGAEncodingAttr>(
      ctx,
      CGAEncodingAttr::fromLegacyKeys(ctx, keys.ctasPerCGA, keys.ctaSplitNum,
                                      keys.ctaOrder),
      ArrayRef<unsigned>(keys.ctasPerCGA), ArrayRef<unsigned>(keys.ctaSplitNum),
      ArrayRef<unsigned>(keys.ctaOrder));
}

CGAEncodingAttr attrs::parseCGALayout(AsmParser &parser, const CGAKeys &keys,
                                      unsigned rank) {
  MLIRContext *ctx = parser.getContext();
  if (keys.hasLegacy() || !keys.ctaSplitNum.empty() || !keys.ctaOrder.empty())
    return parseLegacyCGALayout(parser, keys, rank);
  Attribute value = keys.bases;
  if (!value)
    return CGAEncodingAttr::get1CTALayout(ctx, rank);
  auto list = dyn_cast<ArrayAttr>(value);
  if (!list) {
    parser.emitError(parser.getNameLoc(),
                     "expected array value for 'CGALayout'");
    return {};
  }
  std::vector<Basis> bases;
  for (Attribute entry : list) {
    std::optional<Basis> basis = parseBasis(parser, entry, "'CGALayout'");
    if (!basis)
      return {};
    if (basis->size() != rank) {
      parser.emitError(parser.getNameLoc())
          << "'CGALayout' entry length does not match rank " << rank;
      return {};
    }
    bases.push_back(std::move(*basis));
  }
  return parser.getChecked<CGAEncodingAttr>(
      ctx, CGAEncodingAttr::makeLayout(ctx, std::move(bases), rank));
}

std::optional<LinearLayout> attrs::parseBases(AsmParser &parser,
                                              DictionaryAttr dict,
                                              ArrayRef<StringRef> inDims) {
  MLIRContext *ctx = parser.getContext();
  LinearLayout::BasesT bases;
  std::optional<size_t> rank;
  for (StringRef inDim : inDims) {
    Attribute value = dict.get(inDim);
    if (!value) {
      parser.emitError(parser.getNameLoc(), "Expected basis of '")
          << inDim << "' not found";
      return std::nullopt;
    }
    auto list = dyn_cast<ArrayAttr>(value);
    if (!list) {
      parser.emitError(parser.getNameLoc(),
                       "Expected array of arrays for basis of '")
          << inDim << "'";
      return std::nullopt;
    }
    std::vector<Basis> &dimBases = bases[StringAttr::get(ctx, inDim)];
    std::string what = ("the basis of '" + inDim + "'").str();
    for (Attribute entry : list) {
      std::optional<Basis> basis = parseBasis(parser, entry, what);
      if (!basis)
        return std::nullopt;
      if (rank && *rank != basis->size()) {
        parser.emitError(parser.getNameLoc(), "basis of '")
            << inDim << "' has " << basis->size() << " entries, expected "
            << *rank;
        return std::nullopt;
      }
      rank = basis->size();
      dimBases.push_back(std::move(*basis));
    }
  }
  if (!rank || *rank == 0) {
    parser.emitError(parser.getNameLoc(), "Empty Layout not supported");
    return std::nullopt;
  }
  return LinearLayout(std::move(bases), standardOutDimNames(ctx, *rank));
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

void attrs::printList(AsmPrinter &printer, StringRef key,
                      ArrayRef<unsigned> values) {
  printer << key << " = [" << values << "]";
}

void attrs::printCGALayout(AsmPrinter &printer, CGAEncodingAttr layout) {
  if (layout.hasLegacySpelling()) {
    printer << ", ";
    printList(printer, "CTAsPerCGA", layout.getLegacyCTAsPerCGA());
    printer << ", ";
    printList(printer, "CTASplitNum", layout.getLegacyCTASplitNum());
    printer << ", ";
    printList(printer, "CTAOrder", layout.getLegacyCTAOrder());
    return;
  }
  if (layout.getNumCTAs() == 1)
    return;
  printer << ", " << kCGALayout << " = ";
  LinearLayout::printBasisList(printer.getStream(), layout.getBlockBases());
}

//===----------------------------------------------------------------------===//
// Verifying
//===----------------------------------------------------------------------===//

bool attrs::allPowersOfTwo(ArrayRef<unsigned> values) {
  return llvm::all_of(values,
                      [](unsigned v) { return llvm::isPowerOf2_32(v); });
}

bool attrs::allOnes(ArrayRef<unsigned> values) {
  return llvm::all_of(values, [](unsigned v) { return v == 1; });
}

bool attrs::isPermutation(ArrayRef<unsigned> order) {
  SmallVector<bool> seen(order.size(), false);
  for (unsigned dim : order) {
    if (dim >= order.size() || seen[dim])
      return false;
    seen[dim] = true;
  }
  return true;
}

LogicalResult attrs::verifyOrder(function_ref<InFlightDiagnostic()> emitError,
                                 ArrayRef<unsigned> order) {
  if (isPermutation(order))
    return success();
  return emitError() << "order must be a permutation of 0..(rank-1), but was ["
                     << order << "]";
}

unsigned attrs::countNonZero(const Basis &basis) {
  return llvm::count_if(basis, [](int32_t v) { return v != 0; });
}

bool attrs::isPermutationAfterRemovingBroadcast(const LinearLayout &layout) {
  for (const auto &dimBases : llvm::make_second_range(layout.getBases()))
    for (const Basis &basis : dimBases)
      if (countNonZero(basis) > 1 || llvm::any_of(basis, [](int32_t v) {
            return v != 0 && !llvm::isPowerOf2_32(v);
          }))
        return false;
  return layout.removeZeroBases().isInvertible();
}

LogicalResult attrs::verifyInDims(function_ref<InFlightDiagnostic()> emitError,
                                  const LinearLayout &layout,
                                  ArrayRef<StringRef> expected) {
  if (layout.getNumInDims() != expected.size())
    return emitError() << "expected " << expected.size()
                       << " input dimensions, got " << layout.getNumInDims();
  for (auto [i, dims] :
       llvm::enumerate(llvm::zip(layout.getInDimNames(), expected))) {
    auto [dim, name] = dims;
    if (dim.getValue() != name)
      return emitError() << "Expected input dimension " << i << " to be '"
                         << name << "'. Got " << dim;
  }
  return success();
}

LogicalResult
attrs::verifyStandardOutDims(function_ref<InFlightDiagnostic()> emitError,
                             const LinearLayout &layout) {
  for (auto [i, dim] : llvm::enumerate(layout.getOutDimNames()))
    if (dim.getValue() != ("dim" + Twine(i)).str())
      return emitError()
             << "Expected output dimensions to be ['dim0', 'dim1', ...]. Got "
             << dim << " at position " << i;
  return success();
}

LogicalResult attrs::verifyCGARank(function_ref<InFlightDiagnostic()> emitError,
                                   StringRef what, size_t rank,
                                   CGAEncodingAttr cgaLayout) {
  if (rank == cgaLayout.getRank())
    return success();
  return emitError() << what << " (" << rank << ") must match CGALayout rank ("
                     << cgaLayout.getRank() << ")";
}

CGAEncodingAttr attrs::cgaLayoutOfBlockDim(const LinearLayout &layout) {
  MLIRContext *ctx = layout.getOutDimNames().begin()->getContext();
  ArrayRef<Basis> blockBases = layout.getBases(StringAttr::get(ctx, "block"));
  SmallVector<int32_t> tile = layout.getOutDimSizes();
  for (const Basis &basis : blockBases)
    for (auto [i, value] : llvm::enumerate(basis))
      if (value != 0)
        tile[i] /= 2;
  std::vector<Basis> cgaBases;
  for (const Basis &basis : blockBases) {
    Basis cgaBasis(basis.size());
    for (auto [i, value] : llvm::enumerate(basis))
      cgaBasis[i] = tile[i] ? value / tile[i] : 0;
    cgaBases.push_back(std::move(cgaBasis));
  }
  return CGAEncodingAttr::get(
      ctx, CGAEncodingAttr::makeLayout(ctx, std::move(cgaBases),
                                       layout.getNumOutDims()));
}
