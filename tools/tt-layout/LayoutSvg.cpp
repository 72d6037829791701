//===- LayoutSvg.cpp - tt-layout's SVG picture of a layout ----------------===//
//
// The tensor as a grid (leading dims folded into rows), with row and column
// indices, each cell coloured by who owns it and labelled with where it is
// held, and a legend of the colours. The file is well-formed XML: every text
// is escaped (an encoding prints `<` and `>`).
//
//===----------------------------------------------------------------------===//
#include "LayoutViews.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
using namespace tt_layout;
using llvm::ArrayRef;
using llvm::raw_ostream;
using llvm::SmallVector;
using llvm::StringRef;

namespace {

constexpr const char *kPalette[] = {"#8dd3c7", "#ffffb3", "#bebada", "#fb8072",
                                    "#80b1d3", "#fdb462", "#b3de69", "#fccde5",
                                    "#d9d9d9", "#bc80bd", "#ccebc5", "#ffed6f"};
constexpr int kNumColours = std::size(kPalette);

// Geometry, in pixels; monospace text of size 10 is about 6 wide per char.
constexpr int kCellW = 44, kCellH = 22, kCharW = 6, kTitleCharW = 7;
constexpr int kTop = 52, kMargin = 10, kSwatch = 14;

/// Text content or attribute value, escaped for XML.
void writeXml(raw_ostream &os, StringRef text) {
  for (char c : text) {
    switch (c) {
    case '&':
      os << "&amp;";
      break;
    case '<':
      os << "&lt;";
      break;
    case '>':
      os << "&gt;";
      break;
    case '"':
      os << "&quot;";
      break;
    case '\'':
      os << "&apos;";
      break;
    default:
      // XML 1.0 allows no other control characters.
      os << (static_cast<unsigned char>(c) < 0x20 && c != '\t' ? '?' : c);
    }
  }
}

void writeText(raw_ostream &os, int x, int y, StringRef text,
               StringRef attributes = "") {
  os << "<text x=\"" << x << "\" y=\"" << y << "\"" << attributes << ">";
  writeXml(os, text);
  os << "</text>\n";
}

void writeRect(raw_ostream &os, int x, int y, int w, int h, StringRef fill) {
  os << "<rect x=\"" << x << "\" y=\"" << y << "\" width=\"" << w
     << "\" height=\"" << h << "\" fill=\"" << fill
     << "\" stroke=\"#555\" stroke-width=\"0.5\"/>\n";
}

/// How cells are coloured and labelled: register layouts by warp, with
/// lane:register; shared layouts by groups of 8 offsets, with the offset;
/// tensor memory by the 32-row sub-partition a warp accesses, with row:col.
struct Scheme {
  unsigned groupDim;
  int groupSize;
  StringRef groupName;
  SmallVector<unsigned> labelDims;
  int numGroups;

  Scheme(const LayoutCase &c, const Table &table) {
    auto dim = [&](StringRef name) { return table.indexOf(name); };
    if (dim("warp") && dim("lane")) {
      set(*dim("warp"), 1, "warp", {*dim("lane"), 0});
    } else if (dim("offset")) {
      set(*dim("offset"), 8, "offsets", {*dim("offset")});
    } else if (dim("row") && dim("col")) {
      set(*dim("row"), 32, "rows", {*dim("row"), *dim("col")});
    } else {
      set(0, 1, table.inDims[0].getValue(), {0});
    }
    int64_t size = c.layout.getInDimSize(table.inDims[groupDim]);
    numGroups = (size + groupSize - 1) / groupSize;
  }

  int colourOf(ArrayRef<int32_t> input) const {
    return input[groupDim] / groupSize % kNumColours;
  }

  std::string label(ArrayRef<int32_t> input) const {
    std::string text;
    llvm::raw_string_ostream os(text);
    llvm::interleave(
        labelDims, os, [&](unsigned d) { os << input[d]; }, ":");
    return text;
  }

  /// "lane:register"
  std::string labelName(const Table &table) const {
    std::string text;
    llvm::raw_string_ostream os(text);
    llvm::interleave(
        labelDims, os, [&](unsigned d) { os << table.inDims[d].getValue(); },
        ":");
    return text;
  }

  /// The groups drawn in `colour`: "warp 3", "offsets 8-15", and when there
  /// are more groups than colours "warp 3, 15, 27, ...".
  std::string legend(int colour) const {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << groupName << " ";
    int shown = 0;
    for (int group = colour; group < numGroups; group += kNumColours) {
      if (shown++ == 3) {
        os << ", ...";
        break;
      }
      os << (shown > 1 ? ", " : "") << group * groupSize;
      if (groupSize > 1)
        os << "-" << (group + 1) * groupSize - 1;
    }
    return text;
  }

private:
  void set(unsigned dim, int size, StringRef name,
           SmallVector<unsigned> labels) {
    groupDim = dim;
    groupSize = size;
    groupName = name;
    labelDims = std::move(labels);
  }
};

/// The coordinates of the leading dims of grid row `row` ("" for rank 1).
std::string rowLabel(int64_t row, ArrayRef<int64_t> shape) {
  ArrayRef<int64_t> leading = shape.drop_back();
  SmallVector<int64_t> coords(leading.size());
  for (unsigned d = leading.size(); d-- > 0;) {
    coords[d] = row % leading[d];
    row /= leading[d];
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleave(coords, os, ",");
  return text;
}

} // namespace

LogicalResult tt_layout::checkDrawable(const LayoutCase &c) {
  int64_t cols = c.shape.back(), rows = 1;
  for (int64_t size : ArrayRef(c.shape).drop_back())
    rows = std::min(rows * size, kMaxSvgSide + 1);
  if (rows <= kMaxSvgSide && cols <= kMaxSvgSide)
    return success();
  return emitError(c.loc) << describe(c) << ": --svg draws at most "
                          << kMaxSvgSide << "x" << kMaxSvgSide
                          << " elements (leading dims folded into rows)";
}

LogicalResult tt_layout::writeSvg(StringRef path, const LayoutCase &c,
                                  const Table &table) {
  int64_t cols = c.shape.back(), rows = 1;
  for (int64_t size : ArrayRef(c.shape).drop_back())
    rows *= size;
  Scheme scheme(c, table);
  // The first holder of each element; '*' marks elements held by several.
  SmallVector<int> first(rows * cols, -1), count(rows * cols, 0);
  for (auto [i, element] : llvm::enumerate(table.elements)) {
    if (first[element] < 0)
      first[element] = i;
    ++count[element];
  }
  bool broadcast = llvm::any_of(count, [](int n) { return n > 1; });

  std::string title = printed(c.encoding);
  std::string subtitle;
  {
    llvm::raw_string_ostream os(subtitle);
    os << "shape [";
    llvm::interleaveComma(c.shape, os);
    os << "], colour = " << scheme.groupName
       << ", label = " << scheme.labelName(table)
       << (broadcast ? ", * = also held elsewhere (broadcast)" : "");
  }
  int numLegend = std::min(scheme.numGroups, kNumColours);
  size_t legendChars = 0;
  for (int colour = 0; colour < numLegend; ++colour)
    legendChars = std::max(legendChars, scheme.legend(colour).size());
  size_t rowLabelChars = rowLabel(rows - 1, c.shape).size();
  int left = kMargin + int(rowLabelChars) * kCharW + kCharW;
  int gridW = int(cols) * kCellW, gridBottom = kTop + int(rows) * kCellH;
  int legendEntryW = kSwatch + 6 + int(legendChars) * kCharW + 14;
  int perLine = std::max(1, std::max(gridW, 4 * legendEntryW) / legendEntryW);
  int legendLines = (numLegend + perLine - 1) / perLine;
  int width =
      std::max({left + gridW + kMargin,
                8 + int(std::max(title.size(), subtitle.size())) * kTitleCharW,
                left + perLine * legendEntryW});
  int height = gridBottom + 16 + legendLines * (kSwatch + 8) + kMargin;

  std::string error;
  auto file = openOutputFile(path, &error);
  if (!file)
    return emitError(c.loc) << error;
  raw_ostream &os = file->os();
  os << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width
     << "\" height=\"" << height
     << "\" font-family=\"monospace\" font-size=\"10\">\n";
  writeText(os, 4, 14, title, " font-size=\"11\"");
  writeText(os, 4, 30, subtitle, " font-size=\"11\"");
  for (int64_t col = 0; col < cols; ++col)
    writeText(os, left + int(col) * kCellW + kCellW / 2, kTop - 6,
              std::to_string(col), " text-anchor=\"middle\"");
  for (int64_t r = 0; r < rows; ++r) {
    int y = kTop + int(r) * kCellH;
    writeText(os, left - 4, y + 15, rowLabel(r, c.shape),
              " text-anchor=\"end\"");
    for (int64_t col = 0; col < cols; ++col) {
      int64_t element = r * cols + col;
      ArrayRef<int32_t> input = table.inputs[first[element]];
      int x = left + int(col) * kCellW;
      writeRect(os, x, y, kCellW, kCellH, kPalette[scheme.colourOf(input)]);
      writeText(os, x + 3, y + 15,
                scheme.label(input) + (count[element] > 1 ? "*" : ""));
    }
  }
  for (int colour = 0; colour < numLegend; ++colour) {
    int x = left + colour % perLine * legendEntryW;
    int y = gridBottom + 16 + colour / perLine * (kSwatch + 8);
    writeRect(os, x, y, kSwatch, kSwatch, kPalette[colour]);
    writeText(os, x + kSwatch + 6, y + 11, scheme.legend(colour));
  }
  os << "</svg>\n";
  file->keep();
  return success();
}
