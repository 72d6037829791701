//===- AttrHelpers.h - Parsing and verifying ttg encodings ------*- C++ -*-===//
//
// What the parsers, printers and verifiers of the ttg encodings share
// (Attributes.cpp: register layouts, SharedEncodings.cpp: shared memory).
//
// Most ttg encodings are written `#ttg.NAME<{key = value, ...}>`. Their
// parsers read the body as a dictionary and take the keys out of it with
// these helpers, which also bound the numbers they read (counts are unsigned
// 32-bit, basis coordinates fit a layout of 2^30 elements per dim) and name
// unknown keys with the closest valid one.
//
//===----------------------------------------------------------------------===//
#ifndef TT_LIB_DIALECT_TTG_IR_ATTRHELPERS_H
#define TT_LIB_DIALECT_TTG_IR_ATTRHELPERS_H

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::triton::gpu::attrs {

inline constexpr StringLiteral kCGALayout = "CGALayout";

/// `#ttg.<mnemonic>` of an attribute class, as diagnostics name it.
template <typename AttrT> std::string attrName() {
  return ("#ttg." + AttrT::getMnemonic()).str();
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

/// Reads the `<{key = value, ...}>` body of an encoding.
DictionaryAttr parseEncodingDict(AsmParser &parser);

/// The integers of an array attribute, or none if it is something else.
std::optional<SmallVector<int64_t>> readIntList(Attribute value);

/// Fails on the first key of `dict` outside `known`: "unknown key 'KEY' in
/// ATTR; did you mean 'CLOSEST'?" (the suggestion when one is close).
LogicalResult rejectUnknownKeys(AsmParser &parser, DictionaryAttr dict,
                                StringRef attr, ArrayRef<StringRef> known);

/// The CTA layout keys of an encoding, as read: Triton 3.6's `CGALayout`
/// (bases) or Triton 3.5's `CTAsPerCGA`, `CTASplitNum` and `CTAOrder`
/// (lists; TXL's IR is 3.5's). Null members: absent.
struct CGAKeys {
  Attribute bases;
  SmallVector<unsigned> ctasPerCGA, ctaSplitNum, ctaOrder;
  bool hasLegacy() const { return !ctasPerCGA.empty(); }
  /// The rank the keys give, if they give one.
  std::optional<unsigned> rank() const;
};

/// Reads the keys of an encoding's dictionary into typed values. `finish`
/// reports keys that nobody read (before missing keys: a misspelled key is
/// both), then the first missing required key, then the first bad value.
class KeyReader {
public:
  KeyReader(AsmParser &parser, DictionaryAttr dict, StringRef attr)
      : parser(parser), dict(dict), attr(attr) {}

  KeyReader &uint(StringRef key, unsigned &value, bool required = true);
  KeyReader &uints(StringRef key, SmallVector<unsigned> &values,
                   bool required = true);
  KeyReader &boolean(StringRef key, bool &value, bool required = true);
  /// The raw value of a key (null when absent).
  KeyReader &raw(StringRef key, Attribute &value, bool required = false);
  /// The CGA layout's keys, in either spelling.
  KeyReader &cga(CGAKeys &keys);

  LogicalResult finish();

private:
  Attribute take(StringRef key, bool required);
  void badValue(StringRef key, StringRef expected);

  AsmParser &parser;
  DictionaryAttr dict;
  StringRef attr;
  llvm::SetVector<StringRef> known;
  std::optional<StringRef> missing;
  std::optional<std::pair<StringRef, StringRef>> firstBadValue;
};

/// The encoding's CGA layout from its keys (none: one CTA) for a layout of
/// `rank`; an error for both spellings at once, or 3.5's keys incomplete.
CGAEncodingAttr parseCGALayout(AsmParser &parser, const CGAKeys &keys,
                               unsigned rank);

/// Reads the bases of `inDims` (all required, in this order) from `dict`.
std::optional<LinearLayout> parseBases(AsmParser &parser, DictionaryAttr dict,
                                       ArrayRef<StringRef> inDims);

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

/// Prints `KEY = [v0, v1, ...]`.
void printList(AsmPrinter &printer, StringRef key, ArrayRef<unsigned> values);

/// Prints `, CGALayout = [[...]]` when the layout spans more than one CTA;
/// a layout read in Triton 3.5's spelling prints its three keys as read.
void printCGALayout(AsmPrinter &printer, CGAEncodingAttr layout);

//===----------------------------------------------------------------------===//
// Verifying
//===----------------------------------------------------------------------===//

bool allPowersOfTwo(ArrayRef<unsigned> values);
bool allOnes(ArrayRef<unsigned> values);

/// `order` is a permutation of 0..rank-1.
bool isPermutation(ArrayRef<unsigned> order);
LogicalResult verifyOrder(function_ref<InFlightDiagnostic()> emitError,
                          ArrayRef<unsigned> order);

/// The non-zero coordinates of a basis vector.
unsigned countNonZero(const LinearLayout::Basis &basis);

/// Every basis moves along at most one dim by a power of two, and without the
/// zero (broadcast) bases the layout is a bijection.
bool isPermutationAfterRemovingBroadcast(const LinearLayout &layout);

/// The layout's input dims are `expected`, in this order.
LogicalResult verifyInDims(function_ref<InFlightDiagnostic()> emitError,
                           const LinearLayout &layout,
                           ArrayRef<StringRef> expected);

/// The layout's output dims are dim0, dim1, ...
LogicalResult
verifyStandardOutDims(function_ref<InFlightDiagnostic()> emitError,
                      const LinearLayout &layout);

/// `rank` (of the encoding's `what`) is the CGA layout's.
LogicalResult verifyCGARank(function_ref<InFlightDiagnostic()> emitError,
                            StringRef what, size_t rank,
                            CGAEncodingAttr cgaLayout);

/// The CGA layout of a linear layout with a `block` input dim: its block
/// bases in units of one CTA's tile.
CGAEncodingAttr cgaLayoutOfBlockDim(const LinearLayout &layout);

} // namespace mlir::triton::gpu::attrs

#endif // TT_LIB_DIALECT_TTG_IR_ATTRHELPERS_H
