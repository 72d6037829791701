//===- InputPlaces.cpp - Diagnostics that name a place in the input -------===//
#include "tt/Support/InputPlaces.h"
#include "tt/Support/ParserCrashGuard.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::triton;

namespace {
bool hasFilePosition(Location loc) {
  return static_cast<bool>(loc->findInstanceOf<FileLineColLoc>());
}

/// Whether `loc` holds a position in `file`.
bool isInFile(Location loc, StringRef file) {
  auto position = loc->findInstanceOf<FileLineColLoc>();
  return position && position.getFilename() == file;
}

/// The ops of `root` in pre-order.
SmallVector<Operation *> preOrder(Operation *root) {
  SmallVector<Operation *> ops;
  root->walk<WalkOrder::PreOrder>([&](Operation *op) { ops.push_back(op); });
  return ops;
}

Location restore(Location loc,
                 const llvm::DenseMap<Location, Location> &replaced) {
  if (auto it = replaced.find(loc); it != replaced.end())
    return it->second;
  auto recurse = [&](Location inner) { return restore(inner, replaced); };
  return llvm::TypeSwitch<LocationAttr, Location>(loc)
      .Case([&](NameLoc name) {
        return NameLoc::get(name.getName(), recurse(name.getChildLoc()));
      })
      .Case([&](CallSiteLoc call) {
        return CallSiteLoc::get(recurse(call.getCallee()),
                                recurse(call.getCaller()));
      })
      .Case([&](FusedLoc fused) {
        // FusedLoc::get simplifies again, as it did for the pass that fused
        // the unplaced locations (unknown ones drop out).
        auto locations = llvm::map_to_vector(fused.getLocations(), recurse);
        return FusedLoc::get(locations, fused.getMetadata(),
                             fused.getContext());
      })
      .Default([](LocationAttr other) { return Location(other); });
}

/// The parsed ops as a module: the one module the input holds, else a new
/// module around the top-level ops (as MLIR's tools make one).
OwningOpRef<ModuleOp> takeModule(Block &block, Location fileStart) {
  if (llvm::hasSingleElement(block))
    if (auto module = dyn_cast<ModuleOp>(&block.front())) {
      module->remove();
      return module;
    }
  OwningOpRef<ModuleOp> module = ModuleOp::create(fileStart);
  module->getBody()->getOperations().splice(module->getBody()->begin(),
                                            block.getOperations());
  return module;
}
} // namespace

InputPlaces::InputPlaces(const AsmParserState &state,
                         const llvm::SourceMgr &sourceMgr,
                         MLIRContext *context) {
  StringRef file = sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())
                       ->getBufferIdentifier();
  for (const AsmParserState::OperationDefinition &def : state.getOpDefs()) {
    auto [line, column] = sourceMgr.getLineAndColumn(def.loc.Start);
    places[def.op] = FileLineColLoc::get(context, file, line, column);
  }
}

SmallVector<Location> InputPlaces::inPreOrder(Operation *root) const {
  return llvm::map_to_vector(preOrder(root), [&](Operation *op) -> Location {
    if (std::optional<FileLineColLoc> place = lookup(op))
      return *place;
    return UnknownLoc::get(op->getContext());
  });
}

InputPlaces InputPlaces::fromPreOrder(Operation *root,
                                      ArrayRef<Location> places) {
  InputPlaces result;
  SmallVector<Operation *> ops = preOrder(root);
  if (ops.size() != places.size())
    return result;
  for (auto [op, place] : llvm::zip_equal(ops, places))
    if (auto position = dyn_cast<FileLineColLoc>(place))
      result.places[op] = position;
  return result;
}

std::optional<FileLineColLoc> InputPlaces::lookup(Operation *op) const {
  auto it = places.find(op);
  if (it == places.end())
    return std::nullopt;
  return it->second;
}

llvm::DenseMap<Location, Location>
mlir::triton::placeUnlocatedOps(Operation *root, const InputPlaces &places) {
  llvm::DenseMap<Location, Location> replaced;
  root->walk([&](Operation *op) {
    Location own = op->getLoc();
    std::optional<FileLineColLoc> place = places.lookup(op);
    if (!place || hasFilePosition(own))
      return;
    // A name Triton gave the value (`loc("acc")`) stays, placed in the file.
    Location placed = *place;
    if (auto name = dyn_cast<NameLoc>(own))
      placed = NameLoc::get(name.getName(), *place);
    op->setLoc(placed);
    replaced.try_emplace(placed, own);
  });
  return replaced;
}

void mlir::triton::restoreLocations(
    Operation *root, const llvm::DenseMap<Location, Location> &replaced) {
  if (replaced.empty())
    return;
  root->walk([&](Operation *op) {
    restoreLocation(op, replaced);
    // Passes give block arguments the locations of placed ops too.
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          arg.setLoc(restore(arg.getLoc(), replaced));
  });
}

void mlir::triton::restoreLocation(
    Operation *op, const llvm::DenseMap<Location, Location> &replaced) {
  op->setLoc(restore(op->getLoc(), replaced));
}

LogicalResult mlir::triton::verifyAtInputPlaces(Operation *root,
                                                const InputPlaces &places) {
  // Ops located elsewhere are verified at their place; their own location
  // is kept for the note and put back afterwards.
  llvm::DenseMap<Location, Location> ownLocations;
  SmallVector<std::pair<Operation *, Location>> moved;
  root->walk([&](Operation *op) {
    std::optional<FileLineColLoc> place = places.lookup(op);
    Location own = op->getLoc();
    if (!place || isInFile(own, place->getFilename().getValue()))
      return;
    moved.push_back({op, own});
    op->setLoc(*place);
    ownLocations.try_emplace(*place, own);
  });
  ScopedDiagnosticHandler noteOwnLocation(
      root->getContext(), [&](Diagnostic &diag) {
        auto it = ownLocations.find(diag.getLocation());
        if (it != ownLocations.end() && hasFilePosition(it->second))
          diag.attachNote(it->second) << "the op's own location";
        return failure(); // The tool's own handler reports it.
      });
  LogicalResult result = verify(root);
  for (auto [op, own] : moved)
    op->setLoc(own);
  return result;
}

OwningOpRef<ModuleOp> mlir::triton::parseModuleAtInputPlaces(
    const llvm::SourceMgr &sourceMgr, MLIRContext *context, InputPlaces &places,
    bool verify, FallbackAsmResourceMap *resources) {
  AsmParserState state;
  Block block;
  // Verified below, at input places, once the places are known.
  ParserConfig config(context, /*verifyAfterParse=*/false, resources);
  if (failed(parseAsmSourceFile(sourceMgr, &block, config, &state)))
    return nullptr;
  places = InputPlaces(state, sourceMgr, context);
  StringRef file = sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())
                       ->getBufferIdentifier();
  OwningOpRef<ModuleOp> module =
      takeModule(block, FileLineColLoc::get(context, file, 1, 1));
  placeUnlocatedOps(*module, places);
  if (verify && failed(verifyAtInputPlaces(*module, places)))
    return nullptr;
  return module;
}

OwningOpRef<ModuleOp> mlir::triton::parseInputModule(llvm::SourceMgr &sourceMgr,
                                                     MLIRContext &context) {
  if (failed(rejectInputThatCrashesTheParser(sourceMgr)))
    return nullptr;
  if (isBytecode(*sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())))
    return parseSourceFile<ModuleOp>(sourceMgr, &context);
  InputPlaces places;
  return parseModuleAtInputPlaces(sourceMgr, &context, places);
}
