//===- LayoutViews.h - What tt-layout prints and draws ----------*- C++ -*-===//
//
// The views of one linear layout: its bases (the summary), every element
// and who holds it, every thread and what it holds, JSON, and an SVG grid.
// The element views enumerate the layout; they refuse layouts too large to
// enumerate instead of allocating without bound.
//
//===----------------------------------------------------------------------===//
#ifndef TT_TOOLS_TT_LAYOUT_LAYOUTVIEWS_H
#define TT_TOOLS_TT_LAYOUT_LAYOUTVIEWS_H

#include "tt/Dialect/TritonGPU/IR/LinearLayout.h"

#include "mlir/IR/Location.h"
#include "llvm/Support/raw_ostream.h"

namespace tt_layout {

using mlir::triton::LinearLayout;

/// The element views enumerate at most this many hardware locations and
/// elements (2^20: a million lines of output).
constexpr unsigned kMaxEnumeratedLog2 = 20;

/// The SVG draws at most this many rows and columns.
constexpr int64_t kMaxSvgSide = 256;

/// One encoding applied to one shape, and where it came from (for
/// diagnostics: the op in the input file, or the `-t` string).
struct LayoutCase {
  mlir::Attribute encoding;
  llvm::SmallVector<int64_t> shape;
  mlir::Location loc;
  LinearLayout layout;
};

/// The encoding as MLIR prints it.
std::string printed(mlir::Attribute attr);

/// "ENCODING on [SHAPE]".
std::string describe(const LayoutCase &c);

/// "# ENCODING on [SHAPE]".
void printHeader(llvm::raw_ostream &os, const LayoutCase &c);

/// The size of every input dim and its bases, one dim per line.
void printBases(llvm::raw_ostream &os, const LayoutCase &c);

/// The layout as one line of JSON.
void printJson(llvm::raw_ostream &os, const LayoutCase &c);

/// Fails, at `c.loc`, when the layout has more hardware locations or
/// elements than the element views enumerate.
mlir::LogicalResult checkEnumerable(const LayoutCase &c);

/// The layout evaluated at every input: for each input (first input dim
/// fastest), its values per input dim and the element it holds (row-major
/// index). Only for layouts that pass checkEnumerable.
struct Table {
  llvm::SmallVector<mlir::StringAttr> inDims;
  llvm::SmallVector<llvm::SmallVector<int32_t>> inputs;
  llvm::SmallVector<int64_t> elements;

  explicit Table(const LayoutCase &c);

  /// The index of input dim `name`, if the layout has it.
  std::optional<unsigned> indexOf(llvm::StringRef name) const;
  /// `(block, warp, lane, register)`: input dims slowest first.
  void printLocation(llvm::raw_ostream &os,
                     llvm::ArrayRef<int32_t> input) const;
  std::string locationHeader() const;
};

/// For each element, the locations that hold it.
void printTensorView(llvm::raw_ostream &os, const LayoutCase &c,
                     const Table &table);

/// For each thread (or CTA), its elements in register (or offset) order.
void printHardwareView(llvm::raw_ostream &os, const LayoutCase &c,
                       const Table &table);

/// Fails, at `c.loc`, when the tensor is too large to draw.
mlir::LogicalResult checkDrawable(const LayoutCase &c);

/// Writes the tensor as an SVG grid to `path` (only for layouts that pass
/// checkDrawable and checkEnumerable).
mlir::LogicalResult writeSvg(llvm::StringRef path, const LayoutCase &c,
                             const Table &table);

} // namespace tt_layout

#endif // TT_TOOLS_TT_LAYOUT_LAYOUTVIEWS_H
