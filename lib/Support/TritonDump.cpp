//===- TritonDump.cpp - Text written by Triton's IR dumps -----------------===//
#include "tt/Support/TritonDump.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Debug.h"

using namespace mlir::triton;

void mlir::triton::printInternalStepDump(Operation *module, llvm::StringRef who,
                                         llvm::StringRef step) {
  llvm::dbgs() << "// -----// " << who << " internal IR Dump After: " << step
               << "\n";
  module->print(llvm::dbgs(), OpPrintingFlags()
                                  .useLocalScope()
                                  .enableDebugInfo(false)
                                  .printNameLocAsPrefix(false));
  llvm::dbgs() << "\n\n\n";
}

static constexpr llvm::StringLiteral kHeaderPrefix = "// -----//";

static bool isHeader(llvm::StringRef line) {
  return line.starts_with(kHeaderPrefix);
}

static bool isTrivia(llvm::StringRef line) {
  llvm::StringRef trimmed = line.trim();
  return trimmed.empty() || trimmed.starts_with("//");
}

bool DumpPiece::isInternalStep() const {
  return leadingText.contains(" internal IR Dump After");
}

bool mlir::triton::hasTritonDumpHeaders(llvm::StringRef text) {
  return text.starts_with(kHeaderPrefix) || text.contains("\n// -----//");
}

namespace {
/// The lines of a text, each with its newline, and their 1-based numbers.
struct Line {
  llvm::StringRef text; // including the trailing '\n', if any
  unsigned number;
};

llvm::SmallVector<Line> splitLines(llvm::StringRef text) {
  llvm::SmallVector<Line> lines;
  unsigned number = 1;
  while (!text.empty()) {
    size_t end = text.find('\n');
    end = end == llvm::StringRef::npos ? text.size() : end + 1;
    lines.push_back({text.take_front(end), number++});
    text = text.drop_front(end);
  }
  return lines;
}

llvm::StringRef joinLines(llvm::ArrayRef<Line> lines) {
  if (lines.empty())
    return {};
  const char *begin = lines.front().text.begin();
  return llvm::StringRef(begin, lines.back().text.end() - begin);
}

/// Builds the piece for lines [begin, end) of one header's section.
DumpPiece makePiece(llvm::ArrayRef<Line> section) {
  size_t first = 0, last = section.size();
  while (first < last && isTrivia(section[first].text))
    ++first;
  while (last > first && section[last - 1].text.trim().empty())
    --last;
  DumpPiece piece;
  piece.leadingText = joinLines(section.take_front(first));
  piece.module = joinLines(section.slice(first, last - first));
  piece.trailingText = joinLines(section.drop_front(last));
  piece.firstLine = first < section.size() ? section[first].number : 0;
  return piece;
}
} // namespace

llvm::SmallVector<DumpPiece> mlir::triton::splitTritonDump(llvm::StringRef text) {
  llvm::SmallVector<Line> lines = splitLines(text);
  llvm::SmallVector<DumpPiece> pieces;
  size_t sectionBegin = 0;
  for (size_t i = 1; i <= lines.size(); ++i) {
    if (i < lines.size() && !isHeader(lines[i].text))
      continue;
    pieces.push_back(makePiece(
        llvm::ArrayRef<Line>(lines).slice(sectionBegin, i - sectionBegin)));
    sectionBegin = i;
  }
  return pieces;
}
