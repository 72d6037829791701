//===- TritonDump.h - Text written by Triton's IR dumps --------*- C++ -*-===//
//
// Triton's MLIR_ENABLE_DUMP output is a sequence of modules, each after a
// header line starting with `// -----//` ("IR Dump Before <Pass> (<flag>)",
// or the pipeliner's "SoftwarePipeliner internal IR Dump After: ..."). Some
// of those modules are printed with locations and some without.
//
//===----------------------------------------------------------------------===//
#ifndef TT_SUPPORT_TRITONDUMP_H
#define TT_SUPPORT_TRITONDUMP_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace mlir {
class Operation;
}

namespace mlir::triton {
/// Writes `module` to llvm::dbgs() as a pass of Triton writes an internal
/// step: "// -----// <who> internal IR Dump After: <step>", then the module
/// as `llvm::dbgs() << moduleOp` prints it (local scope: no aliases; no
/// locations; values named by number), then two blank lines.
void printInternalStepDump(Operation *module, llvm::StringRef who,
                           llvm::StringRef step);

/// One module of a dump, with the text around it that is not IR.
struct DumpPiece {
  llvm::StringRef leadingText; // header, comment and blank lines before it
  llvm::StringRef module;      // the IR, up to its last non-blank line
  llvm::StringRef trailingText; // blank lines after it
  unsigned firstLine;           // 1-based line of `module` in the whole text

  /// Whether the module is a pass's internal step ("SoftwarePipeliner
  /// internal IR Dump After: LowerLoops"), printed while that pass ran on
  /// the module before it: not an input of any pass.
  bool isInternalStep() const;
};

/// Whether `text` contains a Triton dump header line.
bool hasTritonDumpHeaders(llvm::StringRef text);

/// Splits `text` at its dump header lines. The pieces, concatenated in
/// order, give back `text` exactly.
llvm::SmallVector<DumpPiece> splitTritonDump(llvm::StringRef text);
} // namespace mlir::triton

#endif // TT_SUPPORT_TRITONDUMP_H
