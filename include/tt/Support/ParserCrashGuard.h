//===- ParserCrashGuard.h - Input MLIR 22's parser crashes on ---*- C++ -*-===//
//
// MLIR 22's parser crashes (segfault) on some invalid input instead of
// reporting it. The tools scan the text for those cases before parsing it
// and report them as ordinary errors. One case is known so far:
//
//   llvm.insertvalue / llvm.extractvalue with a position >= 2^32
//   (`%s[4294967296]`, or `position = array<i64: 4294967296>`): the bounds
//   check truncates the position to 32 bits, then the struct's body is
//   indexed with the full one. docs/debugging.md has the upstream report.
//
//===----------------------------------------------------------------------===//
#ifndef TT_SUPPORT_PARSERCRASHGUARD_H
#define TT_SUPPORT_PARSERCRASHGUARD_H

#include "mlir/Support/LLVM.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir::triton {
/// Reports, through `sourceMgr` (`file:line:col: error: ...`), each place in
/// its main buffer (MLIR text; bytecode is left alone) that MLIR 22's parser
/// would crash on; fails if there is one.
LogicalResult rejectInputThatCrashesTheParser(const llvm::SourceMgr &sourceMgr);
} // namespace mlir::triton

#endif // TT_SUPPORT_PARSERCRASHGUARD_H
