//===- InlineAsm.cpp - Operand references of inline assembly --------------===//
#include "tt/Support/InlineAsm.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

using llvm::StringRef;

unsigned mlir::triton::countInlineAsmOperands(StringRef constraints) {
  if (constraints.trim().empty())
    return 0;
  llvm::SmallVector<StringRef> codes;
  constraints.split(codes, ',');
  return llvm::count_if(
      codes, [](StringRef code) { return !code.trim().starts_with("~"); });
}

namespace {
/// The operand reference that starts at `rest`, just after its `$`: `5` in
/// `$5`, `{5:x}` in `${5:x}`, `-1` in `$-1`; else the character there.
StringRef referenceText(StringRef rest) {
  if (rest.starts_with("{")) {
    size_t close = rest.find('}');
    return close == StringRef::npos ? rest : rest.take_front(close + 1);
  }
  StringRef number =
      rest.take_while([](char c) { return c == '-' || llvm::isDigit(c); });
  return number.empty() ? rest.take_front(1) : number;
}

/// "operands $0..$2" and its like, for messages.
std::string describeOperands(unsigned numOperands) {
  if (numOperands == 0)
    return "the asm has no operands";
  if (numOperands == 1)
    return "the asm has 1 operand ($0)";
  return "the asm has " + std::to_string(numOperands) + " operands ($0..$" +
         std::to_string(numOperands - 1) + ")";
}
} // namespace

std::optional<std::string>
mlir::triton::findBadInlineAsmOperand(StringRef asmString,
                                      unsigned numOperands) {
  for (size_t at = asmString.find('$'); at != StringRef::npos;
       at = asmString.find('$', at)) {
    StringRef rest = asmString.drop_front(at + 1);
    // `$$` is a dollar sign; `$(`, `$|`, `$)` pick an asm dialect variant.
    if (!rest.empty() && StringRef("$(|)").contains(rest.front())) {
      at += 2;
      continue;
    }
    StringRef reference = referenceText(rest);
    at += 1 + reference.size();
    StringRef number = reference;
    // `${:uid}` and its like are AsmPrinter's own strings, not operands.
    if (number.consume_front("{") && number.starts_with(":"))
      continue;
    StringRef digits = number.take_while(llvm::isDigit);
    unsigned index;
    if (digits.empty() || digits.getAsInteger(10, index))
      return "'$" + reference.str() + "' does not name an operand";
    if (index >= numOperands)
      return "'$" + reference.str() + "' names operand " + digits.str() +
             ", but " + describeOperands(numOperands);
  }
  return std::nullopt;
}
