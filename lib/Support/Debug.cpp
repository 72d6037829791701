//===- Debug.cpp - -debug and -debug-only for release LLVM ----------------===//
#include "tt/Support/Debug.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/CommandLine.h"

// Under NDEBUG, llvm/Support/Debug.h replaces these two functions by no-op
// macros, but libLLVM (release or not) still exports them. Use the real ones
// so that the debug-type filter works in release builds too.
#ifdef NDEBUG
#undef isCurrentDebugType
#undef setCurrentDebugTypes
namespace llvm {
bool isCurrentDebugType(const char *type, int level);
void setCurrentDebugTypes(const char **types, unsigned count);
} // namespace llvm
#endif

#include <string>
#include <vector>

using namespace llvm;

namespace {
/// The types named by every -debug-only occurrence, in order.
std::vector<std::string> &requestedDebugTypes() {
  static std::vector<std::string> types;
  return types;
}

void addDebugType(const std::string &type) {
  requestedDebugTypes().push_back(type);
  std::vector<const char *> names;
  for (const std::string &name : requestedDebugTypes())
    names.push_back(name.c_str());
  DebugFlag = true;
  setCurrentDebugTypes(names.data(), names.size());
}
} // namespace

void mlir::triton::registerDebugOptions() {
  // With assertions LLVM registers both options itself; registering them
  // twice would abort at start-up.
  if (cl::getRegisteredOptions().count("debug"))
    return;
  static cl::opt<bool, /*ExternalStorage=*/true> debug(
      "debug", cl::desc("Print the debug traces of every pass"),
      cl::location(DebugFlag));
  static cl::list<std::string> debugOnly(
      "debug-only",
      cl::desc("Print only the debug traces of these passes (comma-separated "
               "DEBUG_TYPE names, e.g. -debug-only=tritongpu-coalesce)"),
      cl::value_desc("pass flags"), cl::CommaSeparated,
      cl::cb<void, const std::string &>(addDebugType));
}

bool mlir::triton::isDebugTypeEnabled(const char *debugType) {
  return DebugFlag && isCurrentDebugType(debugType, /*level=*/0);
}

namespace {
/// `%name` as the printed IR names the value (from NameLocs, as tt-opt
/// prints by default).
std::string ssaName(mlir::Value value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  value.printAsOperand(os, mlir::OpPrintingFlags());
  return text;
}

/// ` in @f` for the function around `op`, if any.
std::string inFunction(mlir::Operation *op) {
  auto func = op->getParentOfType<mlir::FunctionOpInterface>();
  return func ? " in @" + func.getName().str() : "";
}

/// ` (file:line:col)` for an op whose location has a file position.
std::string sourcePlace(mlir::Operation *op) {
  auto position = op->getLoc()->findInstanceOf<mlir::FileLineColLoc>();
  if (!position)
    return "";
  return " (" + position.getFilename().str() + ":" +
         std::to_string(position.getLine()) + ":" +
         std::to_string(position.getColumn()) + ")";
}
} // namespace

std::string mlir::triton::describeOp(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  unsigned numResults = op->getNumResults();
  if (numResults == 1) {
    os << ssaName(op->getResult(0)) << " = ";
  } else if (numResults > 1) {
    // As the printed IR says the results: `%53:3 = scf.for`.
    std::string first = ssaName(op->getResult(0));
    os << StringRef(first).take_until([](char c) { return c == '#'; }) << ":"
       << numResults << " = ";
  }
  os << op->getName();
  if (auto func = dyn_cast<FunctionOpInterface>(op))
    os << " @" << func.getName();
  else if (numResults == 0)
    for (auto [i, operand] : llvm::enumerate(op->getOperands()))
      os << (i == 0 ? " " : ", ") << ssaName(operand);
  os << inFunction(op) << sourcePlace(op);
  return text;
}

std::string mlir::triton::describeValue(Value value) {
  if (Operation *op = value.getDefiningOp()) {
    // The op says all its results; name the one meant.
    if (op->getNumResults() > 1)
      return ssaName(value) + " of " + describeOp(op);
    return describeOp(op);
  }
  auto arg = cast<BlockArgument>(value);
  std::string text =
      ssaName(value) + " (argument " + std::to_string(arg.getArgNumber());
  if (Operation *owner = arg.getOwner()->getParentOp())
    text += " of " + describeOp(owner);
  return text + ")";
}

std::string mlir::triton::describeAttr(Attribute attr, Operation *scope) {
  std::string text;
  llvm::raw_string_ostream os(text);
  auto module = isa<ModuleOp>(scope) ? cast<ModuleOp>(scope)
                                     : scope->getParentOfType<ModuleOp>();
  if (!module) {
    attr.print(os);
    return text;
  }
  // The module's aliases are chosen when it is printed as a whole.
  AsmState state(module);
  module->print(llvm::nulls(), state);
  attr.print(os, state);
  return text;
}
