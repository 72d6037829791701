//===- Attributes.cpp - Layout encodings of the ttg dialect ---------------===//
//
// Parsers, printers and verifiers of the ttg encodings. Most encodings are
// written `#ttg.NAME<{key = value, ...}>`: the body is read as a dictionary
// (so keys come in any order) and printed in Triton 3.6's fixed key order.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

using Basis = LinearLayout::Basis;

#define GET_ATTRDEF_CLASSES
#include "tt/Dialect/TritonGPU/IR/CGAAttr.cpp.inc"
#include "tt/Dialect/TritonGPU/IR/AttrInterfaces.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "tt/Dialect/TritonGPU/IR/AttrDefs.cpp.inc"

void TritonGPUDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tt/Dialect/TritonGPU/IR/CGAAttr.cpp.inc"
      ,
#define GET_ATTRDEF_LIST
#include "tt/Dialect/TritonGPU/IR/AttrDefs.cpp.inc"
      >();
}

Attribute TritonGPUDialect::parseAttribute(DialectAsmParser &parser,
                                           Type type) const {
  SMLoc loc = parser.getCurrentLocation();
  StringRef mnemonic;
  Attribute attr;
  OptionalParseResult result =
      generatedAttributeParser(parser, &mnemonic, type, attr);
  if (result.has_value())
    return attr;
  parser.emitError(loc, "unknown attribute `")
      << mnemonic << "` in dialect `" << getNamespace() << "`";
  return {};
}

void TritonGPUDialect::printAttribute(Attribute attr,
                                      DialectAsmPrinter &printer) const {
  (void)generatedAttributePrinter(attr, printer);
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

namespace {

constexpr StringLiteral kCGALayout = "CGALayout";

bool allPowersOfTwo(ArrayRef<unsigned> values) {
  return llvm::all_of(values, [](unsigned v) { return llvm::isPowerOf2_32(v); });
}

bool isPermutation(ArrayRef<unsigned> order) {
  SmallVector<bool> seen(order.size(), false);
  for (unsigned dim : order) {
    if (dim >= order.size() || seen[dim])
      return false;
    seen[dim] = true;
  }
  return true;
}

LogicalResult verifyOrder(function_ref<InFlightDiagnostic()> emitError,
                          ArrayRef<unsigned> order) {
  if (isPermutation(order))
    return success();
  return emitError() << "order must be a permutation of 0..(rank-1), but was ["
                     << order << "]";
}

unsigned countNonZero(const Basis &basis) {
  return llvm::count_if(basis, [](int32_t v) { return v != 0; });
}

/// Every basis moves along at most one dim by a power of two, and without the
/// zero (broadcast) bases the layout is a bijection.
bool isPermutationAfterRemovingBroadcast(const LinearLayout &layout) {
  for (const auto &dimBases : llvm::make_second_range(layout.getBases()))
    for (const Basis &basis : dimBases)
      if (countNonZero(basis) > 1 ||
          llvm::any_of(basis, [](int32_t v) {
            return v != 0 && !llvm::isPowerOf2_32(v);
          }))
        return false;
  return layout.removeZeroBases().isInvertible();
}

LogicalResult verifyInDims(function_ref<InFlightDiagnostic()> emitError,
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

LogicalResult verifyStandardOutDims(function_ref<InFlightDiagnostic()> emitError,
                                    const LinearLayout &layout) {
  for (auto [i, dim] : llvm::enumerate(layout.getOutDimNames()))
    if (dim.getValue() != ("dim" + Twine(i)).str())
      return emitError()
             << "Expected output dimensions to be ['dim0', 'dim1', ...]. Got "
             << dim << " at position " << i;
  return success();
}

/// The CGA layout of a linear layout with a `block` input dim: its block
/// bases in units of one CTA's tile.
CGAEncodingAttr cgaLayoutOfBlockDim(const LinearLayout &layout) {
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

/// Reads the `<{key = value, ...}>` body of an encoding.
DictionaryAttr parseEncodingDict(AsmParser &parser) {
  DictionaryAttr dict;
  if (parser.parseLess() || parser.parseAttribute(dict) ||
      parser.parseGreater())
    return {};
  return dict;
}

std::optional<SmallVector<int64_t>> readIntList(Attribute value) {
  auto list = dyn_cast<ArrayAttr>(value);
  if (!list)
    return std::nullopt;
  SmallVector<int64_t> result;
  for (Attribute element : list) {
    auto integer = dyn_cast<IntegerAttr>(element);
    if (!integer)
      return std::nullopt;
    result.push_back(integer.getValue().getSExtValue());
  }
  return result;
}

/// Reads the keys of an encoding's dictionary into typed values. Keys that
/// nobody reads are rejected by `finish`, like Triton's "unexpected key".
class KeyReader {
public:
  KeyReader(AsmParser &parser, DictionaryAttr dict)
      : parser(parser), dict(dict) {}

  KeyReader &uint(StringRef key, unsigned &value, bool required = true) {
    if (Attribute attr = take(key, required)) {
      auto integer = dyn_cast<IntegerAttr>(attr);
      if (!integer || integer.getValue().isNegative()) {
        fail() << "expected an unsigned integer for '" << key << "'";
        return *this;
      }
      value = integer.getValue().getZExtValue();
    }
    return *this;
  }

  KeyReader &uints(StringRef key, SmallVector<unsigned> &values,
                   bool required = true) {
    if (Attribute attr = take(key, required)) {
      std::optional<SmallVector<int64_t>> list = readIntList(attr);
      if (!list || llvm::any_of(*list, [](int64_t v) { return v < 0; })) {
        fail() << "expected an array of unsigned integers for '" << key << "'";
        return *this;
      }
      values.assign(list->begin(), list->end());
    }
    return *this;
  }

  KeyReader &boolean(StringRef key, bool &value, bool required = true) {
    if (Attribute attr = take(key, required)) {
      auto boolAttr = dyn_cast<BoolAttr>(attr);
      if (!boolAttr) {
        fail() << "expected a bool for '" << key << "'";
        return *this;
      }
      value = boolAttr.getValue();
    }
    return *this;
  }

  /// The raw value of an optional key (null when absent).
  KeyReader &raw(StringRef key, Attribute &value) {
    value = take(key, /*required=*/false);
    return *this;
  }

  LogicalResult finish() {
    if (failed)
      return failure();
    for (NamedAttribute entry : dict)
      if (!read.contains(entry.getName().getValue()))
        return parser.emitError(parser.getNameLoc(), "unexpected key: ")
               << entry.getName().getValue();
    return success();
  }

private:
  Attribute take(StringRef key, bool required) {
    read.insert(key);
    Attribute attr = dict.get(key);
    if (!attr && required && !failed)
      fail() << "missing key '" << key << "'";
    return attr;
  }

  InFlightDiagnostic fail() {
    failed = true;
    return parser.emitError(parser.getNameLoc());
  }

  AsmParser &parser;
  DictionaryAttr dict;
  llvm::DenseSet<StringRef> read;
  bool failed = false;
};

/// The value of a `CGALayout` key (null: one CTA) for a layout of `rank`.
CGAEncodingAttr parseCGALayout(AsmParser &parser, Attribute value,
                               unsigned rank) {
  MLIRContext *ctx = parser.getContext();
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
    std::optional<SmallVector<int64_t>> basis = readIntList(entry);
    if (!basis) {
      parser.emitError(parser.getNameLoc(),
                       "expected an array of integers in 'CGALayout'");
      return {};
    }
    if (basis->size() != rank) {
      parser.emitError(parser.getNameLoc())
          << "'CGALayout' entry length does not match rank " << rank;
      return {};
    }
    bases.emplace_back(basis->begin(), basis->end());
  }
  return parser.getChecked<CGAEncodingAttr>(
      ctx, CGAEncodingAttr::makeLayout(ctx, std::move(bases), rank));
}

/// Prints `, CGALayout = [[...]]` when the layout spans more than one CTA.
void printCGALayout(AsmPrinter &printer, CGAEncodingAttr layout) {
  if (layout.getNumCTAs() == 1)
    return;
  printer << ", " << kCGALayout << " = ";
  LinearLayout::printBasisList(printer.getStream(), layout.getBlockBases());
}

/// Reads the bases of `inDims` (all required, in this order) from `dict`.
std::optional<LinearLayout> parseBases(AsmParser &parser, DictionaryAttr dict,
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
    for (Attribute entry : list) {
      std::optional<SmallVector<int64_t>> basis = readIntList(entry);
      if (!basis) {
        parser.emitError(parser.getNameLoc(),
                         "Expected array of integers in basis for '")
            << inDim << "'";
        return std::nullopt;
      }
      if (rank && *rank != basis->size()) {
        parser.emitError(parser.getNameLoc(), "basis of '")
            << inDim << "' has " << basis->size() << " entries, expected "
            << *rank;
        return std::nullopt;
      }
      rank = basis->size();
      dimBases.emplace_back(basis->begin(), basis->end());
    }
  }
  if (!rank || *rank == 0) {
    parser.emitError(parser.getNameLoc(), "Empty Layout not supported");
    return std::nullopt;
  }
  return LinearLayout(std::move(bases), standardOutDimNames(ctx, *rank));
}

/// Fails with "unexpected key" on a key of `dict` outside `known`.
LogicalResult rejectUnknownKeys(AsmParser &parser, DictionaryAttr dict,
                                ArrayRef<StringRef> known) {
  for (NamedAttribute entry : dict)
    if (!llvm::is_contained(known, entry.getName().getValue()))
      return parser.emitError(parser.getNameLoc(), "unexpected key: ")
             << entry.getName().getValue();
  return success();
}

void printList(AsmPrinter &printer, StringRef key, ArrayRef<unsigned> values) {
  printer << key << " = [" << values << "]";
}

bool allOnes(ArrayRef<unsigned> values) {
  return llvm::all_of(values, [](unsigned v) { return v == 1; });
}

LogicalResult verifyCGARank(function_ref<InFlightDiagnostic()> emitError,
                            StringRef what, size_t rank,
                            CGAEncodingAttr cgaLayout) {
  if (rank == cgaLayout.getRank())
    return success();
  return emitError() << what << " (" << rank
                     << ") must match CGALayout rank (" << cgaLayout.getRank()
                     << ")";
}

} // namespace

//===----------------------------------------------------------------------===//
// CGA layout
//===----------------------------------------------------------------------===//

LinearLayout CGAEncodingAttr::makeLayout(MLIRContext *context,
                                         std::vector<Basis> blockBases,
                                         unsigned rank) {
  LinearLayout::BasesT bases;
  bases[StringAttr::get(context, "block")] = std::move(blockBases);
  return LinearLayout(std::move(bases), standardOutDimNames(context, rank));
}

CGAEncodingAttr CGAEncodingAttr::get1CTALayout(MLIRContext *context,
                                               unsigned rank) {
  return get(context, makeLayout(context, {}, rank));
}

ArrayRef<Basis> CGAEncodingAttr::getBlockBases() const {
  return getLinearLayout().getBases(StringAttr::get(getContext(), "block"));
}

LogicalResult
CGAEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        LinearLayout linearLayout) {
  if (failed(verifyInDims(emitError, linearLayout, {"block"})) ||
      failed(verifyStandardOutDims(emitError, linearLayout)))
    return failure();
  if (!isPermutationAfterRemovingBroadcast(linearLayout))
    return emitError() << "After removing broadcast bases the CGA encoding "
                          "must be a permutation matrix";
  return success();
}

//===----------------------------------------------------------------------===//
// Blocked
//===----------------------------------------------------------------------===//

Attribute BlockedEncodingAttr::parse(AsmParser &parser, Type) {
  DictionaryAttr dict = parseEncodingDict(parser);
  if (!dict)
    return {};
  SmallVector<unsigned> sizePerThread, threadsPerWarp, warpsPerCTA, order;
  Attribute cga;
  if (failed(KeyReader(parser, dict)
                 .uints("sizePerThread", sizePerThread)
                 .uints("threadsPerWarp", threadsPerWarp)
                 .uints("warpsPerCTA", warpsPerCTA)
                 .uints("order", order)
                 .raw(kCGALayout, cga)
                 .finish()))
    return {};
  CGAEncodingAttr cgaLayout = parseCGALayout(parser, cga, sizePerThread.size());
  if (!cgaLayout)
    return {};
  return parser.getChecked<BlockedEncodingAttr>(
      parser.getContext(), sizePerThread, threadsPerWarp, warpsPerCTA, order,
      cgaLayout);
}

void BlockedEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{";
  printList(printer, "sizePerThread", getSizePerThread());
  printer << ", ";
  printList(printer, "threadsPerWarp", getThreadsPerWarp());
  printer << ", ";
  printList(printer, "warpsPerCTA", getWarpsPerCTA());
  printer << ", ";
  printList(printer, "order", getOrder());
  printCGALayout(printer, getCGALayout());
  printer << "}>";
}

LogicalResult
BlockedEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                            ArrayRef<unsigned> sizePerThread,
                            ArrayRef<unsigned> threadsPerWarp,
                            ArrayRef<unsigned> warpsPerCTA,
                            ArrayRef<unsigned> order,
                            CGAEncodingAttr cgaLayout) {
  if (!llvm::all_equal({sizePerThread.size(), threadsPerWarp.size(),
                        warpsPerCTA.size(), order.size()}))
    return emitError() << "sizePerThread, threadsPerWarp, warpsPerCTA, and "
                          "order must all have the same rank.";
  for (auto [name, values] :
       {std::pair{"sizePerThread", sizePerThread},
        std::pair{"threadsPerWarp", threadsPerWarp},
        std::pair{"warpsPerCTA", warpsPerCTA}})
    if (!allPowersOfTwo(values))
      return emitError() << "Every element in " << name
                         << " must be a power of two.";
  if (order.size() != cgaLayout.getRank())
    return emitError() << "BlockedEncodingAttr and CGALayout's fields must "
                          "have the same rank.";
  return verifyOrder(emitError, order);
}

//===----------------------------------------------------------------------===//
// Slice
//===----------------------------------------------------------------------===//

Attribute SliceEncodingAttr::parse(AsmParser &parser, Type) {
  DictionaryAttr dict = parseEncodingDict(parser);
  if (!dict)
    return {};
  unsigned dim = 0;
  Attribute parent;
  if (failed(KeyReader(parser, dict).uint("dim", dim).raw("parent", parent)
                 .finish()))
    return {};
  auto distributed = dyn_cast_or_null<DistributedEncodingTrait>(parent);
  if (!distributed) {
    parser.emitError(parser.getNameLoc(),
                     "expected a distributed encoding trait");
    return {};
  }
  return parser.getChecked<SliceEncodingAttr>(parser.getContext(), dim,
                                              distributed);
}

void SliceEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{dim = " << getDim() << ", parent = " << getParent() << "}>";
}

LogicalResult
SliceEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                          unsigned dim, DistributedEncodingTrait parent) {
  unsigned rank = cast<LayoutEncodingTrait>(parent).getRank();
  if (rank <= 1)
    return emitError() << "parent layout must have at least rank >= 2";
  if (dim >= rank)
    return emitError() << "slice dim=" << dim
                       << " must be less than the parent rank=" << rank;
  return success();
}

CGAEncodingAttr SliceEncodingAttr::getCGALayout() const {
  return eraseCGADim(cast<LayoutEncodingTrait>(getParent()).getCGALayout(),
                     getDim());
}

//===----------------------------------------------------------------------===//
// Dot operand
//===----------------------------------------------------------------------===//

/// The K elements a lane holds for each WMMA generation (Triton 3.6): RDNA3
/// (v1) 8 or 16, RDNA4 (v2) 4, 8 or 16, gfx1250 (v3) 2, 8 or 16.
static LogicalResult
verifyWmmaKWidth(function_ref<InFlightDiagnostic()> emitError,
                 unsigned version, unsigned kWidth) {
  ArrayRef<unsigned> allowed;
  static const unsigned v1[] = {8, 16}, v2[] = {4, 8, 16}, v3[] = {2, 8, 16};
  if (version == 1)
    allowed = v1;
  else if (version == 2)
    allowed = v2;
  else if (version == 3)
    allowed = v3;
  if (allowed.empty() || llvm::is_contained(allowed, kWidth))
    return success();
  InFlightDiagnostic diag = emitError();
  diag << "ttg.dot_op kWidth parameter must be ";
  llvm::interleave(allowed, [&](unsigned k) { diag << k; },
                   [&] { diag << "/"; });
  return diag << " for WMMA v" << version << ", got " << kWidth;
}

LogicalResult
DotOperandEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               unsigned opIdx, Attribute parent,
                               unsigned kWidth) {
  if (opIdx != 0 && opIdx != 1)
    return emitError() << "ttg.dot_op opIdx parameter can be 0 or 1, got: "
                       << opIdx;
  if (auto mma = dyn_cast<NvidiaMmaEncodingAttr>(parent)) {
    bool ampereOrHopper =
        mma.getVersionMajor() == 2 || mma.getVersionMajor() == 3;
    if (kWidth != 0 && !ampereOrHopper)
      return emitError() << "ttg.dot_op kWidth parameter can only be non-zero "
                            "for Ampere or Hopper MMA parent";
    if (kWidth == 0 && ampereOrHopper)
      return emitError() << "ttg.dot_op kWidth parameter is mandatory for "
                            "Ampere or Hopper MMA parent";
    if (opIdx != 0 && mma.getVersionMajor() == 3)
      return emitError()
             << "ttg.dot_op opIdx parameter must be 0 for Hopper MMA parent, "
                "since Hopper WGMMA only allows first operand to be in "
                "registers";
    return success();
  }
  if (isa<AMDMfmaEncodingAttr, AMDWmmaEncodingAttr>(parent)) {
    if (kWidth == 0)
      return emitError()
             << "ttg.dot_op kWidth parameter is mandatory for an AMD MMA parent";
    if (auto wmma = dyn_cast<AMDWmmaEncodingAttr>(parent))
      return verifyWmmaKWidth(emitError, wmma.getVersion(), kWidth);
    return success();
  }
  if (isa<BlockedEncodingAttr>(parent)) {
    if (kWidth != 0)
      return emitError() << "ttg.dot_op kWidth parameter is not supported "
                            "when the parent is a blocked layout";
    return success();
  }
  if (!isa<DistributedEncodingTrait>(parent))
    return emitError() << "ttg.dot_op unexpected parent layout: " << parent;
  return success();
}

CGAEncodingAttr DotOperandEncodingAttr::getCGALayout() const {
  return cast<LayoutEncodingTrait>(getParent()).getCGALayout();
}

//===----------------------------------------------------------------------===//
// NVIDIA MMA
//===----------------------------------------------------------------------===//

Attribute NvidiaMmaEncodingAttr::parse(AsmParser &parser, Type) {
  DictionaryAttr dict = parseEncodingDict(parser);
  if (!dict)
    return {};
  unsigned versionMajor = 0, versionMinor = 0;
  SmallVector<unsigned> warpsPerCTA, instrShape;
  Attribute cga;
  if (failed(KeyReader(parser, dict)
                 .uint("versionMajor", versionMajor)
                 .uint("versionMinor", versionMinor, /*required=*/false)
                 .uints("warpsPerCTA", warpsPerCTA)
                 .raw(kCGALayout, cga)
                 .uints("instrShape", instrShape, /*required=*/false)
                 .finish()))
    return {};
  CGAEncodingAttr cgaLayout = parseCGALayout(parser, cga, warpsPerCTA.size());
  if (!cgaLayout)
    return {};
  return parser.getChecked<NvidiaMmaEncodingAttr>(
      parser.getContext(), versionMajor, versionMinor, warpsPerCTA, cgaLayout,
      instrShape);
}

void NvidiaMmaEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{versionMajor = " << getVersionMajor()
          << ", versionMinor = " << getVersionMinor() << ", ";
  printList(printer, "warpsPerCTA", getWarpsPerCTA());
  printCGALayout(printer, getCGALayout());
  printer << ", ";
  printList(printer, "instrShape", getInstrShape());
  printer << "}>";
}

LogicalResult
NvidiaMmaEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                              unsigned versionMajor, unsigned versionMinor,
                              ArrayRef<unsigned> warpsPerCTA,
                              CGAEncodingAttr cgaLayout,
                              ArrayRef<unsigned> instrShape) {
  if (versionMajor < 1 || versionMajor > 3)
    return emitError() << "versionMajor must be 1, 2 or 3";
  if (!allPowersOfTwo(warpsPerCTA))
    return emitError() << "Every element in warpsPerCTA must be a power of two.";
  return verifyCGARank(emitError, "warpsPerCTA size", warpsPerCTA.size(),
                       cgaLayout);
}

//===----------------------------------------------------------------------===//
// AMD MFMA
//===----------------------------------------------------------------------===//

Attribute AMDMfmaEncodingAttr::parse(AsmParser &parser, Type) {
  DictionaryAttr dict = parseEncodingDict(parser);
  if (!dict)
    return {};
  unsigned version = 0, elementBitWidth = 32;
  SmallVector<unsigned> warpsPerCTA, instrShape, tilesPerWarp;
  bool isTransposed = false;
  Attribute cga;
  if (failed(KeyReader(parser, dict)
                 .uint("version", version)
                 .uints("warpsPerCTA", warpsPerCTA)
                 .uints("instrShape", instrShape)
                 .boolean("isTransposed", isTransposed)
                 .raw(kCGALayout, cga)
                 .uints("tilesPerWarp", tilesPerWarp, /*required=*/false)
                 .uint("elementBitWidth", elementBitWidth, /*required=*/false)
                 .finish()))
    return {};
  CGAEncodingAttr cgaLayout = parseCGALayout(parser, cga, warpsPerCTA.size());
  if (!cgaLayout)
    return {};
  if (tilesPerWarp.empty())
    tilesPerWarp.assign(warpsPerCTA.size(), 1);
  return parser.getChecked<AMDMfmaEncodingAttr>(
      parser.getContext(), version, warpsPerCTA, instrShape, isTransposed,
      cgaLayout, tilesPerWarp, elementBitWidth);
}

void AMDMfmaEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{version = " << getVersion() << ", ";
  printList(printer, "warpsPerCTA", getWarpsPerCTA());
  printer << ", ";
  printList(printer, "instrShape", getInstrShape());
  printer << ", isTransposed = " << getIsTransposed();
  printCGALayout(printer, getCGALayout());
  if (!allOnes(getTilesPerWarp())) {
    printer << ", ";
    printList(printer, "tilesPerWarp", getTilesPerWarp());
  }
  if (getElementBitWidth() != 32)
    printer << ", elementBitWidth = " << getElementBitWidth();
  printer << "}>";
}

LogicalResult AMDMfmaEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned version,
    ArrayRef<unsigned> warpsPerCTA, ArrayRef<unsigned> instrShape,
    bool isTransposed, CGAEncodingAttr cgaLayout,
    ArrayRef<unsigned> tilesPerWarp, unsigned elementBitWidth) {
  if (version > 4)
    return emitError() << "version must be in the [0, 4] range";
  if (instrShape.size() != 3)
    return emitError() << "instrShape must be [M, N, K]";
  static constexpr std::pair<unsigned, unsigned> validMN[] = {
      {32, 32}, {16, 16}, {64, 4}, {4, 64}};
  if (!llvm::is_contained(validMN, std::pair{instrShape[0], instrShape[1]}))
    return emitError() << "invalid (mDim, nDim) combination: ("
                       << instrShape[0] << ", " << instrShape[1] << ")";
  if (elementBitWidth != 32 && elementBitWidth != 64)
    return emitError() << "elementBitWidth must be 32 or 64";
  if (tilesPerWarp.size() != warpsPerCTA.size())
    return emitError() << "tilesPerWarp and warpsPerCTA must have the same rank";
  return verifyCGARank(emitError, "warpsPerCTA size", warpsPerCTA.size(),
                       cgaLayout);
}

//===----------------------------------------------------------------------===//
// AMD WMMA
//===----------------------------------------------------------------------===//

static constexpr unsigned kDefaultWmmaInstrShape[] = {16, 16, 16};

Attribute AMDWmmaEncodingAttr::parse(AsmParser &parser, Type) {
  DictionaryAttr dict = parseEncodingDict(parser);
  if (!dict)
    return {};
  unsigned version = 0;
  bool isTransposed = false;
  SmallVector<unsigned> warpsPerCTA, tilesPerWarp;
  SmallVector<unsigned> instrShape(std::begin(kDefaultWmmaInstrShape),
                                   std::end(kDefaultWmmaInstrShape));
  Attribute cga;
  if (failed(KeyReader(parser, dict)
                 .uint("version", version)
                 .boolean("isTranspose", isTransposed, /*required=*/false)
                 .uints("warpsPerCTA", warpsPerCTA)
                 .uints("tilesPerWarp", tilesPerWarp, /*required=*/false)
                 .raw(kCGALayout, cga)
                 .uints("instrShape", instrShape, /*required=*/false)
                 .finish()))
    return {};
  CGAEncodingAttr cgaLayout = parseCGALayout(parser, cga, warpsPerCTA.size());
  if (!cgaLayout)
    return {};
  if (tilesPerWarp.empty())
    tilesPerWarp.assign(warpsPerCTA.size(), 1);
  return parser.getChecked<AMDWmmaEncodingAttr>(
      parser.getContext(), version, isTransposed, warpsPerCTA, tilesPerWarp,
      cgaLayout, instrShape);
}

void AMDWmmaEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{version = " << getVersion()
          << ", isTranspose = " << getIsTransposed() << ", ";
  printList(printer, "warpsPerCTA", getWarpsPerCTA());
  printCGALayout(printer, getCGALayout());
  if (!allOnes(getTilesPerWarp())) {
    printer << ", ";
    printList(printer, "tilesPerWarp", getTilesPerWarp());
  }
  if (getInstrShape() != ArrayRef(kDefaultWmmaInstrShape)) {
    printer << ", ";
    printList(printer, "instrShape", getInstrShape());
  }
  printer << "}>";
}

LogicalResult AMDWmmaEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned version,
    bool isTransposed, ArrayRef<unsigned> warpsPerCTA,
    ArrayRef<unsigned> tilesPerWarp, CGAEncodingAttr cgaLayout,
    ArrayRef<unsigned> instrShape) {
  if (version < 1 || version > 3)
    return emitError() << "WMMA version must be in the [1, 3] range";
  if (instrShape.size() != 3)
    return emitError() << "instrShape must be [M, N, K]";
  if (tilesPerWarp.size() != warpsPerCTA.size())
    return emitError() << "tilesPerWarp and warpsPerCTA must have the same rank";
  return verifyCGARank(emitError, "warpsPerCTA size", warpsPerCTA.size(),
                       cgaLayout);
}

//===----------------------------------------------------------------------===//
// Linear
//===----------------------------------------------------------------------===//

static constexpr StringRef kDistributedInDims[] = {"register", "lane", "warp",
                                                   "block"};

Attribute LinearEncodingAttr::parse(AsmParser &parser, Type) {
  DictionaryAttr dict = parseEncodingDict(parser);
  if (!dict)
    return {};
  std::optional<LinearLayout> layout =
      parseBases(parser, dict, kDistributedInDims);
  if (!layout || failed(rejectUnknownKeys(parser, dict, kDistributedInDims)))
    return {};
  return parser.getChecked<LinearEncodingAttr>(parser.getContext(),
                                               std::move(*layout));
}

void LinearEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{";
  getLinearLayout().printBases(printer.getStream());
  printer << "}>";
}

LogicalResult
LinearEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                           LinearLayout linearLayout) {
  if (failed(verifyInDims(emitError, linearLayout, kDistributedInDims)) ||
      failed(verifyStandardOutDims(emitError, linearLayout)))
    return failure();
  if (!isPermutationAfterRemovingBroadcast(linearLayout))
    return emitError() << "LinearEncodingAttr requires a permutation matrix "
                          "layout after removing broadcast bases";
  return success();
}

CGAEncodingAttr LinearEncodingAttr::getCGALayout() const {
  return cgaLayoutOfBlockDim(getLinearLayout());
}

//===----------------------------------------------------------------------===//
// Swizzled shared and AMD rotating shared
//===----------------------------------------------------------------------===//

namespace {

template <typename SwizzledAttr>
Attribute parseSwizzled(AsmParser &parser) {
  DictionaryAttr dict = parseEncodingDict(parser);
  if (!dict)
    return {};
  unsigned vec = 0, perPhase = 0, maxPhase = 0;
  SmallVector<unsigned> order;
  Attribute cga;
  if (failed(KeyReader(parser, dict)
                 .uint("vec", vec)
                 .uint("perPhase", perPhase)
                 .uint("maxPhase", maxPhase)
                 .uints("order", order)
                 .raw(kCGALayout, cga)
                 .finish()))
    return {};
  CGAEncodingAttr cgaLayout = parseCGALayout(parser, cga, order.size());
  if (!cgaLayout)
    return {};
  return parser.getChecked<SwizzledAttr>(parser.getContext(), vec, perPhase,
                                         maxPhase, order, cgaLayout);
}

template <typename SwizzledAttr>
void printSwizzled(AsmPrinter &printer, SwizzledAttr attr) {
  printer << "<{vec = " << attr.getVec() << ", perPhase = "
          << attr.getPerPhase() << ", maxPhase = " << attr.getMaxPhase()
          << ", ";
  printList(printer, "order", attr.getOrder());
  printCGALayout(printer, attr.getCGALayout());
  printer << "}>";
}

LogicalResult verifySwizzled(function_ref<InFlightDiagnostic()> emitError,
                             ArrayRef<unsigned> order,
                             CGAEncodingAttr cgaLayout) {
  if (failed(verifyCGARank(emitError, "order size", order.size(), cgaLayout)))
    return failure();
  return verifyOrder(emitError, order);
}

} // namespace

Attribute SwizzledSharedEncodingAttr::parse(AsmParser &parser, Type) {
  return parseSwizzled<SwizzledSharedEncodingAttr>(parser);
}

void SwizzledSharedEncodingAttr::print(AsmPrinter &printer) const {
  printSwizzled(printer, *this);
}

LogicalResult SwizzledSharedEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned, unsigned, unsigned,
    ArrayRef<unsigned> order, CGAEncodingAttr cgaLayout) {
  return verifySwizzled(emitError, order, cgaLayout);
}

Attribute AMDRotatingSharedEncodingAttr::parse(AsmParser &parser, Type) {
  return parseSwizzled<AMDRotatingSharedEncodingAttr>(parser);
}

void AMDRotatingSharedEncodingAttr::print(AsmPrinter &printer) const {
  printSwizzled(printer, *this);
}

LogicalResult AMDRotatingSharedEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned, unsigned, unsigned,
    ArrayRef<unsigned> order, CGAEncodingAttr cgaLayout) {
  return verifySwizzled(emitError, order, cgaLayout);
}

//===----------------------------------------------------------------------===//
// NVMMA shared
//===----------------------------------------------------------------------===//

static constexpr unsigned kDefaultNVMMARank = 2;

Attribute NVMMASharedEncodingAttr::parse(AsmParser &parser, Type) {
  DictionaryAttr dict = parseEncodingDict(parser);
  if (!dict)
    return {};
  unsigned swizzlingByteWidth = 0, elementBitWidth = 0;
  unsigned rank = kDefaultNVMMARank;
  bool transposed = false, fp4Padded = false;
  Attribute cga;
  if (failed(KeyReader(parser, dict)
                 .uint("swizzlingByteWidth", swizzlingByteWidth)
                 .boolean("transposed", transposed, /*required=*/false)
                 .uint("elementBitWidth", elementBitWidth)
                 .boolean("fp4Padded", fp4Padded, /*required=*/false)
                 .raw(kCGALayout, cga)
                 .uint("rank", rank, /*required=*/false)
                 .finish()))
    return {};
  // Without a `rank` key, a non-empty CGA layout tells the rank.
  auto cgaList = dyn_cast_or_null<ArrayAttr>(cga);
  if (!dict.get("rank") && cgaList && !cgaList.empty())
    if (auto first = dyn_cast<ArrayAttr>(cgaList[0]))
      rank = first.size();
  CGAEncodingAttr cgaLayout = parseCGALayout(parser, cga, rank);
  if (!cgaLayout)
    return {};
  return parser.getChecked<NVMMASharedEncodingAttr>(
      parser.getContext(), swizzlingByteWidth, transposed, elementBitWidth,
      fp4Padded, cgaLayout);
}

void NVMMASharedEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{swizzlingByteWidth = " << getSwizzlingByteWidth()
          << ", transposed = " << getTransposed()
          << ", elementBitWidth = " << getElementBitWidth();
  if (getFp4Padded())
    printer << ", fp4Padded = true";
  // A one-CTA layout says nothing but its rank, printed when not 2.
  CGAEncodingAttr cgaLayout = getCGALayout();
  if (cgaLayout.getNumCTAs() == 1) {
    if (cgaLayout.getRank() != kDefaultNVMMARank)
      printer << ", rank = " << cgaLayout.getRank();
  } else {
    printCGALayout(printer, cgaLayout);
  }
  printer << "}>";
}

LogicalResult
NVMMASharedEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                unsigned swizzlingByteWidth, bool transposed,
                                unsigned elementBitWidth, bool fp4Padded,
                                CGAEncodingAttr cgaLayout) {
  if (elementBitWidth == 0)
    return emitError() << "elementBitWidth must be non-zero";
  if (!llvm::is_contained({0u, 32u, 64u, 128u}, swizzlingByteWidth))
    return emitError() << "swizzlingByteWidth must be 0, 32, 64, or 128";
  return success();
}

int32_t NVMMASharedEncodingAttr::getAlignment() const {
  unsigned maxPhase =
      getSwizzlingByteWidth() == 0 ? 1 : getSwizzlingByteWidth() / 16;
  return 128 * maxPhase;
}

//===----------------------------------------------------------------------===//
// Padded shared
//===----------------------------------------------------------------------===//

static constexpr StringRef kSharedInDims[] = {"offset", "block"};

/// The offset layout that walks `shape` along `order` (fastest dim first).
static LinearLayout identityOffsetLayout(MLIRContext *ctx,
                                         ArrayRef<unsigned> shape,
                                         ArrayRef<unsigned> order) {
  SmallVector<StringAttr> dims = standardOutDimNames(ctx, shape.size());
  LinearLayout layout;
  for (unsigned dim : order)
    layout *= LinearLayout::identity1D(shape[dim], StringAttr::get(ctx, "offset"),
                                       dims[dim]);
  // Padded layouts of one CTA have an empty `block` dim.
  layout *= LinearLayout::zeros1D(1, StringAttr::get(ctx, "block"), dims[0]);
  return layout.transposeOuts(dims);
}

/// The `{order = [...], shape = [...]}` form of a padded layout.
static std::optional<LinearLayout>
parsePaddedShortForm(AsmParser &parser, DictionaryAttr dict) {
  SmallVector<unsigned> order, shape;
  if (failed(KeyReader(parser, dict)
                 .uints("order", order)
                 .uints("shape", shape)
                 .finish()))
    return std::nullopt;
  if (order.size() != shape.size()) {
    parser.emitError(parser.getNameLoc(),
                     "Mismatch of shape and order ranks in padded layout");
    return std::nullopt;
  }
  if (!isPermutation(order) || !allPowersOfTwo(shape)) {
    parser.emitError(parser.getNameLoc(),
                     "padded layout needs a permutation as order and powers "
                     "of two as shape");
    return std::nullopt;
  }
  return identityOffsetLayout(parser.getContext(), shape, order);
}

Attribute PaddedSharedEncodingAttr::parse(AsmParser &parser, Type) {
  SmallVector<unsigned> intervals, paddings;
  auto parseIntervalPadding = [&]() -> ParseResult {
    unsigned interval = 0, padding = 0;
    if (parser.parseInteger(interval) || parser.parseColon() ||
        parser.parsePlus() || parser.parseInteger(padding))
      return failure();
    intervals.push_back(interval);
    paddings.push_back(padding);
    return success();
  };
  DictionaryAttr dict;
  if (parser.parseLess() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                     parseIntervalPadding) ||
      parser.parseAttribute(dict))
    return {};
  std::optional<LinearLayout> layout;
  if (dict.contains("offset") || dict.contains("block")) {
    layout = parseBases(parser, dict, kSharedInDims);
    if (layout && failed(rejectUnknownKeys(parser, dict, kSharedInDims)))
      return {};
  } else {
    layout = parsePaddedShortForm(parser, dict);
  }
  if (!layout || parser.parseGreater())
    return {};
  return parser.getChecked<PaddedSharedEncodingAttr>(
      parser.getContext(), intervals, paddings, std::move(*layout));
}

SmallVector<unsigned> PaddedSharedEncodingAttr::getOrder() const {
  // Dims in the order the offset bases first move along them; dims the
  // offset never moves along follow, slowest (rank-1) first.
  const LinearLayout &layout = getLinearComponent();
  unsigned rank = layout.getNumOutDims();
  SmallVector<unsigned> order;
  for (const Basis &basis :
       layout.getBases(StringAttr::get(getContext(), "offset"))) {
    auto it = llvm::find_if(basis, [](int32_t v) { return v != 0; });
    unsigned dim = it - basis.begin();
    if (it != basis.end() && !llvm::is_contained(order, dim))
      order.push_back(dim);
  }
  for (unsigned dim = rank; dim-- > 0;)
    if (!llvm::is_contained(order, dim))
      order.push_back(dim);
  return order;
}

void PaddedSharedEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<[";
  llvm::interleaveComma(llvm::zip(getIntervals(), getPaddings()), printer,
                        [&](auto intervalPadding) {
                          printer << std::get<0>(intervalPadding) << ":+"
                                  << std::get<1>(intervalPadding);
                        });
  printer << "] {";
  const LinearLayout &layout = getLinearComponent();
  auto outDimSizes = layout.getOutDimSizes();
  SmallVector<unsigned> shape(outDimSizes.begin(), outDimSizes.end());
  SmallVector<unsigned> order = getOrder();
  if (layout == identityOffsetLayout(getContext(), shape, order)) {
    printList(printer, "order", order);
    printer << ", ";
    printList(printer, "shape", shape);
  } else {
    layout.printBases(printer.getStream());
  }
  printer << "}>";
}

LogicalResult PaddedSharedEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<unsigned> intervals,
    ArrayRef<unsigned> paddings, LinearLayout linearComponent) {
  if (intervals.size() != paddings.size())
    return emitError() << "intervals size (" << intervals.size()
                       << ") must match paddings size (" << paddings.size()
                       << ")";
  if (intervals.empty())
    return emitError() << "must have at least one interval-padding pair";
  if (!allPowersOfTwo(intervals))
    return emitError() << "interval values must all be power of two";
  if (!allPowersOfTwo(paddings))
    return emitError() << "padding values must all be power of two";
  if (llvm::DenseSet<unsigned>(intervals.begin(), intervals.end()).size() !=
      intervals.size())
    return emitError() << "interval values cannot have duplicates";
  if (linearComponent.getNumOutDims() == 0)
    return emitError() << "linearComponent cannot be empty";
  if (failed(verifyInDims(emitError, linearComponent, kSharedInDims)) ||
      failed(verifyStandardOutDims(emitError, linearComponent)))
    return failure();
  if (!linearComponent.isInvertible())
    return emitError() << "Broadcasting is not supported.";
  for (const auto &dimBases :
       llvm::make_second_range(linearComponent.getBases())) {
    for (const Basis &basis : dimBases) {
      if (countNonZero(basis) > 1)
        return emitError()
               << "Each offset basis must move in at most one dimension.";
      if (llvm::any_of(basis, [](int32_t v) {
            return v != 0 && !llvm::isPowerOf2_32(v);
          }))
        return emitError() << "Each offset basis must be 0 or a power of two.";
    }
  }
  return success();
}

CGAEncodingAttr PaddedSharedEncodingAttr::getCGALayout() const {
  return cgaLayoutOfBlockDim(getLinearComponent());
}

//===----------------------------------------------------------------------===//
// Shared linear
//===----------------------------------------------------------------------===//

Attribute SharedLinearEncodingAttr::parse(AsmParser &parser, Type) {
  MLIRContext *ctx = parser.getContext();
  DictionaryAttr dict;
  unsigned alignment = 0;
  if (parser.parseLess() || parser.parseAttribute(dict))
    return {};
  if (dict.contains("alignment")) {
    parser.emitError(parser.getNameLoc())
        << "alignment must be specified outside of the linear layout braces";
    return {};
  }
  if (failed(rejectUnknownKeys(parser, dict, kSharedInDims)))
    return {};
  // `block` is left out when it has no bases.
  NamedAttrList entries(dict);
  if (!entries.get("block"))
    entries.append("block", ArrayAttr::get(ctx, {}));
  std::optional<LinearLayout> layout =
      parseBases(parser, entries.getDictionary(ctx), kSharedInDims);
  if (!layout || parser.parseComma() || parser.parseKeyword("alignment") ||
      parser.parseEqual() || parser.parseInteger(alignment) ||
      parser.parseGreater())
    return {};
  return parser.getChecked<SharedLinearEncodingAttr>(ctx, std::move(*layout),
                                                     alignment);
}

void SharedLinearEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{";
  getLinearLayout().printBases(printer.getStream(), /*skipEmpty=*/true);
  printer << "}, alignment = " << getAlignment() << ">";
}

LogicalResult
SharedLinearEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 LinearLayout linearLayout,
                                 unsigned alignment) {
  if (!llvm::isPowerOf2_32(alignment))
    return emitError() << "alignment must be a positive power of two";
  if (failed(verifyInDims(emitError, linearLayout, kSharedInDims)) ||
      failed(verifyStandardOutDims(emitError, linearLayout)))
    return failure();
  if (!linearLayout.isSurjective())
    return emitError() << "The layout must be surjective";
  if (!linearLayout.removeZeroBases().isInvertible())
    return emitError()
           << "After removing the zero bases the layout must be bijective";
  return success();
}

CGAEncodingAttr SharedLinearEncodingAttr::getCGALayout() const {
  return cgaLayoutOfBlockDim(getLinearLayout());
}
