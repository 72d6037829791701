//===- InlineAsm.h - Operand references of inline assembly -----*- C++ -*-===//
//
// LLVM's AsmPrinter substitutes `$N` / `${N}` / `${N:modifier}` in an inline
// assembly string by operand N of the call. A reference to an operand that
// does not exist (`$5` with two operands, `$-1`) is a fatal error there, in
// the middle of code generation, with no hint of the kernel or op. The
// check below finds such references before code generation, so that
// tt.elementwise_inline_asm and llvm.inline_asm can be rejected with the
// op's location.
//
//===----------------------------------------------------------------------===//
#ifndef TT_SUPPORT_INLINEASM_H
#define TT_SUPPORT_INLINEASM_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace mlir::triton {
/// The operands `$N` may name in an asm string with these constraints: one
/// per comma-separated constraint except clobbers (`~{memory}`).
unsigned countInlineAsmOperands(llvm::StringRef constraints);

/// Why `asmString` cannot be printed with `numOperands` operands (a `$`
/// that is neither an escape, `$$` `$(` `$|` `$)`, nor a reference to an
/// existing operand), as AsmPrinter would read it; none if it can.
std::optional<std::string> findBadInlineAsmOperand(llvm::StringRef asmString,
                                                   unsigned numOperands);
} // namespace mlir::triton

#endif // TT_SUPPORT_INLINEASM_H
