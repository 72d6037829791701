//===- Debug.cpp - -debug and -debug-only for release LLVM ----------------===//
#include "tt/Support/Debug.h"

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
