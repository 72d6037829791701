//===- ParserCrashGuard.cpp - Input MLIR 22's parser crashes on -----------===//
#include "tt/Support/ParserCrashGuard.h"

#include "mlir/Bytecode/BytecodeReader.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SourceMgr.h"

#include <cstdint>

using namespace mlir;
using llvm::StringRef;

namespace {
/// The position list of the llvm.insertvalue/extractvalue whose name ends
/// where `rest` begins: `position = array<i64: ...>` in the generic form,
/// else the first `[...]` of the line (`%s[1, 2]`).
StringRef positionList(StringRef rest) {
  StringRef line = rest.take_until([](char c) { return c == '\n'; });
  size_t generic = line.find("position = array<i64:");
  if (generic != StringRef::npos) {
    StringRef list = line.drop_front(generic).split(':').second;
    return list.take_until([](char c) { return c == '>'; });
  }
  size_t open = line.find('[');
  if (open == StringRef::npos)
    return {};
  return line.drop_front(open + 1).take_until([](char c) { return c == ']'; });
}

/// Reports each position of `list` that does not fit in 32 bits.
bool reportHugePositions(const llvm::SourceMgr &sourceMgr, StringRef opName,
                         StringRef list) {
  bool found = false;
  for (size_t at = 0; at < list.size();) {
    StringRef rest = list.drop_front(at);
    StringRef number = rest.take_while(llvm::isDigit);
    if (number.empty()) {
      ++at;
      continue;
    }
    uint64_t value;
    // A number too large even for 64 bits is the parser's own error.
    if (!number.getAsInteger(10, value) && value > UINT32_MAX) {
      sourceMgr.PrintMessage(
          llvm::SMLoc::getFromPointer(number.data()), llvm::SourceMgr::DK_Error,
          "'" + opName + "' position " + number +
              " does not fit in 32 bits (LLVM's positions are 32-bit); "
              "MLIR 22's parser would crash on it");
      found = true;
    }
    at += number.size();
  }
  return found;
}
} // namespace

LogicalResult mlir::triton::rejectInputThatCrashesTheParser(
    const llvm::SourceMgr &sourceMgr) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  if (isBytecode(*buffer))
    return success();
  StringRef text = buffer->getBuffer();
  bool found = false;
  for (StringRef opName : {"llvm.insertvalue", "llvm.extractvalue"})
    for (size_t at = text.find(opName); at != StringRef::npos;
         at = text.find(opName, at + 1))
      found |= reportHugePositions(
          sourceMgr, opName, positionList(text.drop_front(at + opName.size())));
  return failure(found);
}
