//===- SourceNames.cpp - Keep SSA names written in the source -------------===//
#include "tt/Support/SourceNames.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;

llvm::StringRef mlir::triton::nameLocPrefixForSSAName(llvm::StringRef ssaName) {
  if (ssaName.empty() || llvm::isDigit(ssaName.front()))
    return {};
  if (ssaName.consume_front("arg") && !ssaName.empty() &&
      llvm::all_of(ssaName, llvm::isDigit))
    return {};
  llvm::StringRef prefix = ssaName;
  size_t underscore = ssaName.rfind('_');
  if (underscore != llvm::StringRef::npos && underscore + 1 < ssaName.size() &&
      underscore > 0 &&
      llvm::all_of(ssaName.drop_front(underscore + 1), llvm::isDigit))
    prefix = ssaName.take_front(underscore);
  return prefix;
}

namespace {
/// Maps 1-based line/column positions of one buffer back to its text.
class SourceText {
public:
  explicit SourceText(const llvm::MemoryBuffer &buffer)
      : name(buffer.getBufferIdentifier()), text(buffer.getBuffer()) {
    lineStarts.push_back(0);
    for (size_t i = 0, e = text.size(); i < e; ++i)
      if (text[i] == '\n')
        lineStarts.push_back(i + 1);
  }

  /// The SSA name (without `%`) written at `loc`, if `loc` points at one.
  llvm::StringRef ssaNameAt(FileLineColLoc loc) const {
    if (loc.getFilename() != name || loc.getLine() == 0 ||
        loc.getLine() > lineStarts.size() || loc.getColumn() == 0)
      return {};
    size_t offset = lineStarts[loc.getLine() - 1] + loc.getColumn() - 1;
    if (offset >= text.size() || text[offset] != '%')
      return {};
    llvm::StringRef rest = text.drop_front(offset + 1);
    return rest.take_while([](char c) {
      return llvm::isAlnum(c) || c == '_' || c == '$' || c == '.' || c == '-';
    });
  }

private:
  llvm::StringRef name;
  llvm::StringRef text;
  std::vector<size_t> lineStarts;
};

/// A block argument whose syntax printed no location (scf.for iter_args)
/// has the parser's position of its name in `source`. Triton's had no
/// position (its builder adds arguments at an unknown location, then names
/// them), and passes copy argument locations onto new ops, so the argument
/// gets Triton's: the name written there over an unknown location.
void restoreName(BlockArgument arg, const SourceText &source) {
  auto fileLoc = dyn_cast<FileLineColLoc>(arg.getLoc());
  if (!fileLoc)
    return;
  llvm::StringRef ssaName = source.ssaNameAt(fileLoc);
  if (ssaName.empty())
    return;
  Location unknown = UnknownLoc::get(arg.getContext());
  StringRef prefix = triton::nameLocPrefixForSSAName(ssaName);
  arg.setLoc(prefix.empty()
                 ? unknown
                 : NameLoc::get(StringAttr::get(arg.getContext(), prefix),
                                unknown));
}

struct RestoreBlockArgumentNamesPass
    : PassWrapper<RestoreBlockArgumentNamesPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(RestoreBlockArgumentNamesPass)

  explicit RestoreBlockArgumentNamesPass(const llvm::MemoryBuffer &buffer)
      : source(buffer) {}

  StringRef getArgument() const override { return "tt-restore-source-names"; }
  StringRef getDescription() const override {
    return "Name block arguments after the SSA names written in the input "
           "(run by tt-opt before the user's pipeline)";
  }

  void runOnOperation() override {
    triton::restoreBlockArgumentNames(getOperation(), source);
  }

  const llvm::MemoryBuffer &source;
};
} // namespace

void mlir::triton::restoreBlockArgumentNames(Operation *root,
                                             const llvm::MemoryBuffer &source) {
  SourceText text(source);
  root->walk([&](Block *block) {
    for (BlockArgument arg : block->getArguments())
      restoreName(arg, text);
  });
}

std::unique_ptr<Pass>
mlir::triton::createRestoreBlockArgumentNamesPass(const llvm::MemoryBuffer &source) {
  return std::make_unique<RestoreBlockArgumentNamesPass>(source);
}
