//===- Attributes.cpp - Layout encodings of the ttg dialect ---------------===//
//
// Parsers, printers and verifiers of the ttg encodings of registers (and
// the CGA layout); the shared memory encodings are in SharedEncodings.cpp.
// Most encodings are written `#ttg.NAME<{key = value, ...}>`: the body is
// read as a dictionary (so keys come in any order) and printed in Triton
// 3.6's fixed key order.
//
//===----------------------------------------------------------------------===//
#include "AttrHelpers.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LayoutLimits.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::gpu::attrs;

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

LinearLayout CGAEncodingAttr::fromLegacyKeys(MLIRContext *context,
                                             ArrayRef<unsigned> ctasPerCGA,
                                             ArrayRef<unsigned> ctaSplitNum,
                                             ArrayRef<unsigned> ctaOrder) {
  std::vector<Basis> bases;
  for (unsigned dim : ctaOrder) {
    unsigned split = llvm::Log2_32(ctaSplitNum[dim]);
    for (unsigned bit = 0, e = llvm::Log2_32(ctasPerCGA[dim]); bit < e;
         ++bit) {
      Basis basis(ctasPerCGA.size(), 0);
      if (bit < split)
        basis[dim] = 1 << bit;
      bases.push_back(std::move(basis));
    }
  }
  return makeLayout(context, std::move(bases), ctasPerCGA.size());
}

LogicalResult
CGAEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        LinearLayout linearLayout,
                        ArrayRef<unsigned> legacyCTAsPerCGA,
                        ArrayRef<unsigned> legacyCTASplitNum,
                        ArrayRef<unsigned> legacyCTAOrder) {
  if (failed(verifyInDims(emitError, linearLayout, {"block"})) ||
      failed(verifyStandardOutDims(emitError, linearLayout)))
    return failure();
  if (!isPermutationAfterRemovingBroadcast(linearLayout))
    return emitError() << "After removing broadcast bases the CGA encoding "
                          "must be a permutation matrix";
  // verifyInDims checked that `block` is the only input dim.
  unsigned numCTAsLog2 =
      linearLayout.getInDimSizeLog2(*linearLayout.getInDimNames().begin());
  if (numCTAsLog2 > kMaxLayoutCountLog2)
    return emitError() << "the CGA layout has 2^" << numCTAsLog2
                       << " CTAs; at most 2^" << kMaxLayoutCountLog2
                       << " are supported";
  if (legacyCTAsPerCGA.empty() && legacyCTASplitNum.empty() &&
      legacyCTAOrder.empty())
    return success();
  unsigned rank = linearLayout.getNumOutDims();
  if (legacyCTAsPerCGA.size() != rank || legacyCTASplitNum.size() != rank ||
      legacyCTAOrder.size() != rank)
    return emitError() << "CTAsPerCGA, CTASplitNum and CTAOrder must each "
                          "have one entry per dim ("
                       << rank << ")";
  if (!allPowersOfTwo(legacyCTAsPerCGA) || !allPowersOfTwo(legacyCTASplitNum))
    return emitError() << "CTAsPerCGA and CTASplitNum must be powers of two";
  for (auto [ctas, split] : llvm::zip(legacyCTAsPerCGA, legacyCTASplitNum))
    if (split > ctas)
      return emitError() << "CTASplitNum must not exceed CTAsPerCGA";
  if (!isPermutation(legacyCTAOrder))
    return emitError() << "CTAOrder must be a permutation of 0.." << rank - 1;
  if (fromLegacyKeys(linearLayout.getInDimNames().begin()->getContext(),
                     legacyCTAsPerCGA, legacyCTASplitNum,
                     legacyCTAOrder) != linearLayout)
    return emitError() << "the CTAsPerCGA, CTASplitNum and CTAOrder keys do "
                          "not give this CGA layout";
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
  CGAKeys cga;
  if (failed(KeyReader(parser, dict, attrName<BlockedEncodingAttr>())
                 .uints("sizePerThread", sizePerThread)
                 .uints("threadsPerWarp", threadsPerWarp)
                 .uints("warpsPerCTA", warpsPerCTA)
                 .uints("order", order)
                 .cga(cga)
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
    if (failed(verifyCounts(emitError, name, values)))
      return failure();
  if (failed(verifyTileSize(emitError,
                            "sizePerThread x threadsPerWarp x warpsPerCTA",
                            {sizePerThread, threadsPerWarp, warpsPerCTA})))
    return failure();
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
  if (failed(KeyReader(parser, dict, attrName<SliceEncodingAttr>())
                 .uint("dim", dim)
                 .raw("parent", parent, /*required=*/true)
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

Attribute DotOperandEncodingAttr::parse(AsmParser &parser, Type) {
  DictionaryAttr dict = parseEncodingDict(parser);
  if (!dict)
    return {};
  unsigned opIdx = 0, kWidth = 0;
  Attribute parent;
  if (failed(KeyReader(parser, dict, attrName<DotOperandEncodingAttr>())
                 .uint("opIdx", opIdx)
                 .raw("parent", parent, /*required=*/true)
                 .uint("kWidth", kWidth, /*required=*/false)
                 .finish()))
    return {};
  return parser.getChecked<DotOperandEncodingAttr>(parser.getContext(), opIdx,
                                                   parent, kWidth);
}

void DotOperandEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<{opIdx = " << getOpIdx() << ", parent = " << getParent();
  if (getKWidth() != 0)
    printer << ", kWidth = " << getKWidth();
  printer << "}>";
}

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
  // 0 is "no kWidth" (a blocked parent).
  if (kWidth != 0 && failed(verifyCount(emitError, "ttg.dot_op kWidth", kWidth,
                                        /*powerOfTwo=*/false)))
    return failure();
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
  CGAKeys cga;
  if (failed(KeyReader(parser, dict, attrName<NvidiaMmaEncodingAttr>())
                 .uint("versionMajor", versionMajor)
                 .uint("versionMinor", versionMinor, /*required=*/false)
                 .uints("warpsPerCTA", warpsPerCTA)
                 .cga(cga)
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
  // Hopper's instruction N is any multiple of 8.
  if (failed(verifyCounts(emitError, "warpsPerCTA", warpsPerCTA)) ||
      failed(verifyCounts(emitError, "instrShape", instrShape,
                          /*powerOfTwo=*/false)) ||
      failed(verifyTileSize(emitError, "warpsPerCTA x instrShape",
                            {warpsPerCTA, instrShape})))
    return failure();
  return verifyCGARank(emitError, "warpsPerCTA size", warpsPerCTA.size(),
                       cgaLayout);
}

//===----------------------------------------------------------------------===//
// AMD MFMA
//===----------------------------------------------------------------------===//

/// The counts of an MFMA or WMMA layout: all powers of two, one tile of
/// them at most 2^30 elements.
static LogicalResult
verifyAMDMmaCounts(function_ref<InFlightDiagnostic()> emitError,
                   ArrayRef<unsigned> warpsPerCTA,
                   ArrayRef<unsigned> instrShape,
                   ArrayRef<unsigned> tilesPerWarp) {
  if (failed(verifyCounts(emitError, "warpsPerCTA", warpsPerCTA)) ||
      failed(verifyCounts(emitError, "instrShape", instrShape)) ||
      failed(verifyCounts(emitError, "tilesPerWarp", tilesPerWarp)))
    return failure();
  return verifyTileSize(emitError, "warpsPerCTA x instrShape x tilesPerWarp",
                        {warpsPerCTA, instrShape, tilesPerWarp});
}

Attribute AMDMfmaEncodingAttr::parse(AsmParser &parser, Type) {
  DictionaryAttr dict = parseEncodingDict(parser);
  if (!dict)
    return {};
  unsigned version = 0, elementBitWidth = 32;
  SmallVector<unsigned> warpsPerCTA, instrShape, tilesPerWarp;
  bool isTransposed = false;
  CGAKeys cga;
  if (failed(KeyReader(parser, dict, attrName<AMDMfmaEncodingAttr>())
                 .uint("version", version)
                 .uints("warpsPerCTA", warpsPerCTA)
                 .uints("instrShape", instrShape)
                 .boolean("isTransposed", isTransposed)
                 .cga(cga)
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
  if (failed(
          verifyAMDMmaCounts(emitError, warpsPerCTA, instrShape, tilesPerWarp)))
    return failure();
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
  CGAKeys cga;
  if (failed(KeyReader(parser, dict, attrName<AMDWmmaEncodingAttr>())
                 .uint("version", version)
                 .boolean("isTranspose", isTransposed, /*required=*/false)
                 .uints("warpsPerCTA", warpsPerCTA)
                 .uints("tilesPerWarp", tilesPerWarp, /*required=*/false)
                 .cga(cga)
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
  if (failed(
          verifyAMDMmaCounts(emitError, warpsPerCTA, instrShape, tilesPerWarp)))
    return failure();
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
  if (failed(rejectUnknownKeys(parser, dict, attrName<LinearEncodingAttr>(),
                               kDistributedInDims)))
    return {};
  std::optional<LinearLayout> layout =
      parseBases(parser, dict, kDistributedInDims);
  if (!layout)
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
  if (failed(verifyLayoutSize(emitError, linearLayout)))
    return failure();
  if (!isPermutationAfterRemovingBroadcast(linearLayout))
    return emitError() << "LinearEncodingAttr requires a permutation matrix "
                          "layout after removing broadcast bases";
  return success();
}

CGAEncodingAttr LinearEncodingAttr::getCGALayout() const {
  return cgaLayoutOfBlockDim(getLinearLayout());
}
