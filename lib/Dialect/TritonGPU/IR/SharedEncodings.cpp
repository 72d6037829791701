//===- SharedEncodings.cpp - Shared memory encodings of the ttg dialect ---===//
//
// Parsers, printers and verifiers of the encodings of shared memory:
// swizzled_shared, amd_rotating_shared, nvmma_shared, padded_shared and
// shared_linear (register layouts are in Attributes.cpp).
//
//===----------------------------------------------------------------------===//
#include "AttrHelpers.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LayoutLimits.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::gpu::attrs;

using Basis = LinearLayout::Basis;

// The attributes' storage classes are generated into Attributes.cpp only:
// build them here through their generated getChecked, whose parameters
// (ArrayRef, not SmallVector) the arguments must match exactly.

//===----------------------------------------------------------------------===//
// Swizzled shared and AMD rotating shared
//===----------------------------------------------------------------------===//

namespace {

template <typename SwizzledAttr> Attribute parseSwizzled(AsmParser &parser) {
  DictionaryAttr dict = parseEncodingDict(parser);
  if (!dict)
    return {};
  unsigned vec = 0, perPhase = 0, maxPhase = 0;
  SmallVector<unsigned> order;
  CGAKeys cga;
  if (failed(KeyReader(parser, dict, attrName<SwizzledAttr>())
                 .uint("vec", vec)
                 .uint("perPhase", perPhase)
                 .uint("maxPhase", maxPhase)
                 .uints("order", order)
                 .cga(cga)
                 .finish()))
    return {};
  CGAEncodingAttr cgaLayout = parseCGALayout(parser, cga, order.size());
  if (!cgaLayout)
    return {};
  return parser.getChecked<SwizzledAttr>(parser.getContext(), vec, perPhase,
                                         maxPhase, ArrayRef(order), cgaLayout);
}

template <typename SwizzledAttr>
void printSwizzled(AsmPrinter &printer, SwizzledAttr attr) {
  printer << "<{vec = " << attr.getVec()
          << ", perPhase = " << attr.getPerPhase()
          << ", maxPhase = " << attr.getMaxPhase() << ", ";
  printList(printer, "order", attr.getOrder());
  printCGALayout(printer, attr.getCGALayout());
  printer << "}>";
}

LogicalResult verifySwizzled(function_ref<InFlightDiagnostic()> emitError,
                             unsigned vec, unsigned perPhase, unsigned maxPhase,
                             ArrayRef<unsigned> order,
                             CGAEncodingAttr cgaLayout) {
  if (failed(verifyCGARank(emitError, "order size", order.size(), cgaLayout)))
    return failure();
  for (auto [name, value] :
       {std::pair{"vec", vec}, std::pair{"perPhase", perPhase},
        std::pair{"maxPhase", maxPhase}})
    if (failed(verifyCount(emitError, name, value, /*powerOfTwo=*/false)))
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

LogicalResult
SwizzledSharedEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                   unsigned vec, unsigned perPhase,
                                   unsigned maxPhase, ArrayRef<unsigned> order,
                                   CGAEncodingAttr cgaLayout) {
  return verifySwizzled(emitError, vec, perPhase, maxPhase, order, cgaLayout);
}

Attribute AMDRotatingSharedEncodingAttr::parse(AsmParser &parser, Type) {
  return parseSwizzled<AMDRotatingSharedEncodingAttr>(parser);
}

void AMDRotatingSharedEncodingAttr::print(AsmPrinter &printer) const {
  printSwizzled(printer, *this);
}

LogicalResult AMDRotatingSharedEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned vec,
    unsigned perPhase, unsigned maxPhase, ArrayRef<unsigned> order,
    CGAEncodingAttr cgaLayout) {
  return verifySwizzled(emitError, vec, perPhase, maxPhase, order, cgaLayout);
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
  CGAKeys cga;
  if (failed(KeyReader(parser, dict, attrName<NVMMASharedEncodingAttr>())
                 .uint("swizzlingByteWidth", swizzlingByteWidth)
                 .boolean("transposed", transposed, /*required=*/false)
                 .uint("elementBitWidth", elementBitWidth)
                 .boolean("fp4Padded", fp4Padded, /*required=*/false)
                 .cga(cga)
                 .uint("rank", rank, /*required=*/false)
                 .finish()))
    return {};
  // Without a `rank` key, the CGA layout's keys tell the rank (when they
  // say anything: a non-empty CGALayout, or 3.5's lists).
  if (!dict.get("rank"))
    if (std::optional<unsigned> cgaRank = cga.rank())
      rank = *cgaRank;
  if (rank == 0 || rank > kMaxLayoutRank) {
    parser.emitError(parser.getNameLoc(), "rank must be between 1 and ")
        << kMaxLayoutRank << "; got " << rank;
    return {};
  }
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
  if (cgaLayout.getNumCTAs() == 1 && !cgaLayout.hasLegacySpelling()) {
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
  // The width of one tensor element; a swizzle row of wider ones would hold
  // no element at all.
  if (!llvm::isPowerOf2_32(elementBitWidth) || elementBitWidth > 64)
    return emitError() << "elementBitWidth must be a power of two between 1 "
                          "and 64; got "
                       << elementBitWidth;
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
    layout *= LinearLayout::identity1D(
        shape[dim], StringAttr::get(ctx, "offset"), dims[dim]);
  // Padded layouts of one CTA have an empty `block` dim.
  layout *= LinearLayout::zeros1D(1, StringAttr::get(ctx, "block"), dims[0]);
  return layout.transposeOuts(dims);
}

/// The `{order = [...], shape = [...]}` form of a padded layout.
static std::optional<LinearLayout> parsePaddedShortForm(AsmParser &parser,
                                                        DictionaryAttr dict) {
  SmallVector<unsigned> order, shape;
  if (failed(KeyReader(parser, dict, attrName<PaddedSharedEncodingAttr>())
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
  if (failed(
          verifyTileSize([&] { return parser.emitError(parser.getNameLoc()); },
                         "'shape'", {shape})))
    return std::nullopt;
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
  // Either the bases or the short form's keys.
  std::string name = attrName<PaddedSharedEncodingAttr>();
  if (failed(rejectUnknownKeys(parser, dict, name,
                               {"offset", "block", "order", "shape"})))
    return {};
  std::optional<LinearLayout> layout;
  if (dict.contains("offset") || dict.contains("block")) {
    if (failed(rejectUnknownKeys(parser, dict, name, kSharedInDims)))
      return {};
    layout = parseBases(parser, dict, kSharedInDims);
  } else {
    layout = parsePaddedShortForm(parser, dict);
  }
  if (!layout || parser.parseGreater())
    return {};
  return parser.getChecked<PaddedSharedEncodingAttr>(
      parser.getContext(), ArrayRef(intervals), ArrayRef(paddings),
      std::move(*layout));
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
  auto isOffset = [](unsigned v) { return v < (1u << kMaxLayoutSizeLog2); };
  if (!llvm::all_of(intervals, isOffset) || !llvm::all_of(paddings, isOffset))
    return emitError() << "interval and padding values must be less than 2^"
                       << kMaxLayoutSizeLog2;
  if (llvm::DenseSet<unsigned>(intervals.begin(), intervals.end()).size() !=
      intervals.size())
    return emitError() << "interval values cannot have duplicates";
  if (linearComponent.getNumOutDims() == 0)
    return emitError() << "linearComponent cannot be empty";
  if (failed(verifyInDims(emitError, linearComponent, kSharedInDims)) ||
      failed(verifyStandardOutDims(emitError, linearComponent)))
    return failure();
  if (failed(verifyLayoutSize(emitError, linearComponent)))
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
  if (failed(rejectUnknownKeys(
          parser, dict, attrName<SharedLinearEncodingAttr>(), kSharedInDims)))
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
  printer << "}, alignment = " << getLayoutAlignment() << ">";
}

int32_t SharedLinearEncodingAttr::getAlignment() const {
  return getLayoutAlignment();
}

LogicalResult
SharedLinearEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 LinearLayout linearLayout,
                                 unsigned alignment) {
  if (!llvm::isPowerOf2_32(alignment))
    return emitError() << "alignment must be a positive power of two";
  if (failed(verifyCount(emitError, "alignment", alignment)) ||
      failed(verifyInDims(emitError, linearLayout, kSharedInDims)) ||
      failed(verifyStandardOutDims(emitError, linearLayout)) ||
      failed(verifyLayoutSize(emitError, linearLayout)))
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
