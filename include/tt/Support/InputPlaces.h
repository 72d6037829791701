//===- InputPlaces.h - Diagnostics at a place in the input -----*- C++ -*-===//
//
// Triton's IR locates its ops in the Python source (`loc("kernels.py":12:5)`)
// or nowhere: dumps without line info say `loc(unknown)`, and some ops say
// only `loc("acc")`. An error at such an op does not say where it is in the
// file the user gave. The tools therefore parse their input while recording
// where each op begins in it (its place), and
//  - give ops whose location holds no file position their place (a name
//    stays: `loc("acc")` becomes `loc("acc"(place))`);
//  - report verifier errors at the op's place, with the op's own location
//    (Triton's Python source) as a note.
//
//===----------------------------------------------------------------------===//
#ifndef TT_SUPPORT_INPUTPLACES_H
#define TT_SUPPORT_INPUTPLACES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/DenseMap.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir {
class AsmParserState;
class FallbackAsmResourceMap;
} // namespace mlir

namespace mlir::triton {

/// Where each op of a module parsed from a file begins in that file.
class InputPlaces {
public:
  InputPlaces() = default;
  /// Where the parser that filled `state` found each op in `sourceMgr`'s
  /// main buffer.
  InputPlaces(const AsmParserState &state, const llvm::SourceMgr &sourceMgr,
              MLIRContext *context);

  /// The places of the ops under `root` (`root` included), in pre-order.
  SmallVector<Location> inPreOrder(Operation *root) const;

  /// The places of a copy of the ops `inPreOrder` listed: the same text
  /// parsed again gives the same ops in the same order. Empty (no places)
  /// if `root` has a different number of ops.
  static InputPlaces fromPreOrder(Operation *root, ArrayRef<Location> places);

  /// The place of `op` in the input; none for ops not parsed from it.
  std::optional<FileLineColLoc> lookup(Operation *op) const;

private:
  llvm::DenseMap<Operation *, FileLineColLoc> places;
};

/// Gives each op under `root` whose location holds no file position its
/// place in the input (a name it has stays, placed there). Returns the
/// locations it replaced, keyed by the new ones (see restoreLocations).
llvm::DenseMap<Location, Location> placeUnlocatedOps(Operation *root,
                                                     const InputPlaces &places);

/// Undoes placeUnlocatedOps on every op and block argument under `root`, the
/// locations passes made from placed ops (fused, named, inlined locations)
/// included.
void restoreLocations(Operation *root,
                      const llvm::DenseMap<Location, Location> &replaced);

/// Undoes placeUnlocatedOps on `op` alone (not on the ops inside it).
void restoreLocation(Operation *op,
                     const llvm::DenseMap<Location, Location> &replaced);

/// Verifies `root`. An error at an op located outside the input (in
/// Triton's Python source) is reported at the op's place in the input, with
/// its own location as a note.
LogicalResult verifyAtInputPlaces(Operation *root, const InputPlaces &places);

/// Parses the MLIR text of `sourceMgr`'s main buffer as a module (top-level
/// ops without a module get one), recording each op's place in `places`,
/// gives the ops without a file position their place and, if `verify`,
/// verifies it at input places. `resources` takes the external resources
/// the text holds (a reproducer's pipeline). Null (errors reported) if it
/// cannot.
OwningOpRef<ModuleOp>
parseModuleAtInputPlaces(const llvm::SourceMgr &sourceMgr, MLIRContext *context,
                         InputPlaces &places, bool verify = true,
                         FallbackAsmResourceMap *resources = nullptr);

/// Reads a module as the tools do: rejects input MLIR 22's parser would
/// crash on, then parses the main buffer of `sourceMgr`, MLIR bytecode or
/// text (with parseModuleAtInputPlaces). Null (errors reported) if it
/// cannot.
OwningOpRef<ModuleOp> parseInputModule(llvm::SourceMgr &sourceMgr,
                                       MLIRContext &context);

} // namespace mlir::triton

#endif // TT_SUPPORT_INPUTPLACES_H
