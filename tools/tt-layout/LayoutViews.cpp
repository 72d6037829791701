//===- LayoutViews.cpp - tt-layout's text and JSON views ------------------===//
#include "LayoutViews.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace tt_layout;
using llvm::ArrayRef;
using llvm::raw_ostream;
using llvm::SmallVector;
using llvm::StringRef;

namespace {

/// Row-major index of an element given as a layout output.
int64_t flatIndex(const LinearLayout::Point &element, ArrayRef<int64_t> shape) {
  int64_t index = 0;
  for (auto [value, size] : llvm::zip(llvm::make_second_range(element), shape))
    index = index * size + value;
  return index;
}

void printElement(raw_ostream &os, int64_t flat, ArrayRef<int64_t> shape) {
  SmallVector<int64_t> coords(shape.size());
  for (unsigned d = shape.size(); d-- > 0;) {
    coords[d] = flat % shape[d];
    flat /= shape[d];
  }
  os << "[";
  llvm::interleaveComma(coords, os);
  os << "]";
}

/// log2 of the number of hardware locations (all input dims together).
unsigned locationsLog2(const LinearLayout &layout) {
  unsigned log2 = 0;
  for (StringAttr inDim : layout.getInDimNames())
    log2 += layout.getInDimSizeLog2(inDim);
  return log2;
}

/// log2 of the number of elements; toLinearLayout accepted only shapes of
/// powers of two.
unsigned elementsLog2(ArrayRef<int64_t> shape) {
  unsigned log2 = 0;
  for (int64_t size : shape)
    log2 += llvm::Log2_64(size);
  return log2;
}

} // namespace

std::string tt_layout::printed(Attribute attr) {
  std::string text;
  llvm::raw_string_ostream os(text);
  attr.print(os);
  return text;
}

std::string tt_layout::describe(const LayoutCase &c) {
  std::string text = printed(c.encoding);
  llvm::raw_string_ostream os(text);
  os << " on [";
  llvm::interleaveComma(c.shape, os);
  os << "]";
  return text;
}

void tt_layout::printHeader(raw_ostream &os, const LayoutCase &c) {
  os << "# " << describe(c) << "\n";
}

void tt_layout::printBases(raw_ostream &os, const LayoutCase &c) {
  os << "bases (";
  llvm::interleaveComma(c.layout.getInDimNames(), os, [&](StringAttr inDim) {
    // Sizes past int32 (a huge shape's registers) as powers of two.
    unsigned log2 = c.layout.getInDimSizeLog2(inDim);
    os << inDim.getValue() << " ";
    if (log2 < 31)
      os << (int64_t(1) << log2);
    else
      os << "2^" << log2;
  });
  os << "):\n";
  for (const auto &[inDim, bases] : c.layout.getBases()) {
    os << "  " << inDim.getValue() << " = ";
    LinearLayout::printBasisList(os, bases);
    os << "\n";
  }
}

void tt_layout::printJson(raw_ostream &os, const LayoutCase &c) {
  os << "{\"encoding\": \"";
  os.write_escaped(printed(c.encoding));
  os << "\", \"shape\": [";
  llvm::interleaveComma(c.shape, os);
  os << "], \"bases\": {";
  llvm::interleaveComma(c.layout.getBases(), os, [&](const auto &entry) {
    os << "\"" << entry.first.getValue() << "\": ";
    LinearLayout::printBasisList(os, entry.second);
  });
  os << "}}\n";
}

LogicalResult tt_layout::checkEnumerable(const LayoutCase &c) {
  // The views index elements by the layout's outputs: they must be the
  // shape's, or an element would land outside it.
  SmallVector<int32_t> covered = c.layout.getOutDimSizes();
  if (!llvm::equal(covered, c.shape))
    return emitError(c.loc)
           << describe(c) << ": its linear layout covers ["
           << ArrayRef<int32_t>(covered)
           << "], not the shape, so the element views and --svg cannot show "
              "it (--summary and --json show its bases)";
  unsigned locations = locationsLog2(c.layout),
           elements = elementsLog2(c.shape);
  if (locations <= kMaxEnumeratedLog2 && elements <= kMaxEnumeratedLog2)
    return success();
  return emitError(c.loc) << describe(c) << " has 2^" << locations
                          << " hardware locations and 2^" << elements
                          << " elements; the element views and --svg list at "
                             "most 2^"
                          << kMaxEnumeratedLog2
                          << " of each (--summary and --json do not list "
                             "them)";
}

Table::Table(const LayoutCase &c)
    : inDims(llvm::to_vector(c.layout.getInDimNames())) {
  int64_t total = int64_t(1) << locationsLog2(c.layout);
  for (int64_t flat = 0; flat < total; ++flat) {
    SmallVector<int32_t> input;
    LinearLayout::Point point;
    int64_t rest = flat;
    for (StringAttr inDim : inDims) {
      int64_t size = c.layout.getInDimSize(inDim);
      input.push_back(int32_t(rest % size));
      point.push_back({inDim, int32_t(rest % size)});
      rest /= size;
    }
    inputs.push_back(std::move(input));
    elements.push_back(flatIndex(c.layout.apply(point), c.shape));
  }
}

std::optional<unsigned> Table::indexOf(StringRef name) const {
  for (auto [i, d] : llvm::enumerate(inDims))
    if (d.getValue() == name)
      return i;
  return std::nullopt;
}

void Table::printLocation(raw_ostream &os, ArrayRef<int32_t> input) const {
  os << "(";
  llvm::interleaveComma(llvm::reverse(input), os);
  os << ")";
}

std::string Table::locationHeader() const {
  std::string text = "(";
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(llvm::reverse(inDims), os,
                        [&](StringAttr d) { os << d.getValue(); });
  return text + ")";
}

void tt_layout::printTensorView(raw_ostream &os, const LayoutCase &c,
                                const Table &table) {
  SmallVector<SmallVector<unsigned>> holders(int64_t(1)
                                             << elementsLog2(c.shape));
  for (auto [i, element] : llvm::enumerate(table.elements))
    holders[element].push_back(i);
  os << "element -> " << table.locationHeader() << "\n";
  for (auto [element, who] : llvm::enumerate(holders)) {
    printElement(os, element, c.shape);
    os << ":";
    for (unsigned i : who) {
      os << " ";
      table.printLocation(os, table.inputs[i]);
    }
    os << "\n";
  }
}

void tt_layout::printHardwareView(raw_ostream &os, const LayoutCase &c,
                                  const Table &table) {
  // Inputs are enumerated with the first dim (register/offset) fastest, so
  // each run of that dim's size is one thread (or one CTA's buffer).
  int64_t run = c.layout.getInDimSize(table.inDims.front());
  std::string header = table.locationHeader();
  os << header.substr(0, header.rfind(',')) << ") -> elements by "
     << table.inDims.front().getValue() << "\n";
  for (size_t start = 0; start < table.inputs.size(); start += run) {
    ArrayRef<int32_t> input = table.inputs[start];
    table.printLocation(os, input.drop_front());
    os << ":";
    for (size_t i = start; i < start + run; ++i) {
      os << " ";
      printElement(os, table.elements[i], c.shape);
    }
    os << "\n";
  }
}
