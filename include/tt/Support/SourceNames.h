//===- SourceNames.h - Keep SSA names written in the source ----*- C++ -*-===//
//
// Triton names values from NameLocs (`%acc_89` is NameLoc "acc", uniqued by
// MLIR with `_89`). Ops print their locations, so their names survive a
// round trip, but some syntaxes (scf.for's induction variable and iter_args,
// for example) print no location for their block arguments: the parser then
// gives them the source position of the `%name` token, and the name is lost.
// This restores it from the source text, so tt-opt prints what Triton printed.
//
//===----------------------------------------------------------------------===//
#ifndef TT_SUPPORT_SOURCENAMES_H
#define TT_SUPPORT_SOURCENAMES_H

#include "mlir/Pass/Pass.h"
#include "llvm/ADT/StringRef.h"

#include <memory>

namespace llvm {
class MemoryBuffer;
} // namespace llvm

namespace mlir::triton {
/// The NameLoc prefix MLIR would need to print `ssaName` (written without
/// `%`): the name without its `_<digits>` uniquing suffix. Empty for names
/// MLIR makes up itself (`0`, `arg3`), which need no NameLoc.
llvm::StringRef nameLocPrefixForSSAName(llvm::StringRef ssaName);

/// Gives each block argument under `root` that is located in `source` a
/// NameLoc carrying the name written there.
void restoreBlockArgumentNames(Operation *root,
                               const llvm::MemoryBuffer &source);

/// A pass that runs restoreBlockArgumentNames on its anchor. `source` must
/// outlive the pass.
std::unique_ptr<Pass>
createRestoreBlockArgumentNamesPass(const llvm::MemoryBuffer &source);
} // namespace mlir::triton

#endif // TT_SUPPORT_SOURCENAMES_H
