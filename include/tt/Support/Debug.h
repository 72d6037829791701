//===- Debug.h - Tracing that survives release builds ----------*- C++ -*-===//
//
// LLVM_DEBUG is compiled out by -DNDEBUG, and Debian's LLVM is a release
// build. Our passes trace through TT_DEBUG instead: it checks the same
// llvm::DebugFlag / -debug-only machinery at run time, so `tt-opt
// -debug-only=tritongpu-coalesce` works in every build of tt-opt.
//
//   #define DEBUG_TYPE "tritongpu-coalesce"
//   TT_DEBUG(TT_DBGS() << "picked " << layout << "\n");
//
//===----------------------------------------------------------------------===//
#ifndef TT_SUPPORT_DEBUG_H
#define TT_SUPPORT_DEBUG_H

#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::triton {
/// Registers `-debug` and `-debug-only=a,b` unless LLVM already did (it does
/// only in builds with assertions). Call before parsing the command line.
void registerDebugOptions();

/// Whether tracing for `debugType` was asked for on the command line.
bool isDebugTypeEnabled(const char *debugType);
} // namespace mlir::triton

#define TT_DEBUG_WITH_TYPE(TYPE, ...)                                          \
  do {                                                                         \
    if (::mlir::triton::isDebugTypeEnabled(TYPE)) {                            \
      __VA_ARGS__;                                                             \
    }                                                                          \
  } while (false)

#define TT_DEBUG(...) TT_DEBUG_WITH_TYPE(DEBUG_TYPE, __VA_ARGS__)

/// The stream for trace lines, each prefixed by the pass's flag name.
#define TT_DBGS() (::llvm::dbgs() << "[" DEBUG_TYPE "] ")

#endif // TT_SUPPORT_DEBUG_H
