//===- Debug.h - Tracing that survives release builds ----------*- C++ -*-===//
//
// LLVM_DEBUG is compiled out by -DNDEBUG, and Debian's LLVM is a release
// build. Our passes trace through TT_DEBUG instead: it checks the same
// llvm::DebugFlag / -debug-only machinery at run time, so `tt-opt
// -debug-only=tritongpu-coalesce` works in every build of tt-opt.
//
//   #define DEBUG_TYPE "tritongpu-coalesce"
//   TT_DEBUG(TT_DBGS() << describeOp(op) << ": picked "
//                      << describeAttr(layout, op) << "\n");
//
// Trace lines name ops and layouts as the printed IR does, without printing
// them: an op by its SSA name, op name and function (a location means
// nothing in IR without line info, and a printed scf.for is its whole
// body), a layout by its alias.
//
//===----------------------------------------------------------------------===//
#ifndef TT_SUPPORT_DEBUG_H
#define TT_SUPPORT_DEBUG_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir::triton {
/// Registers `-debug` and `-debug-only=a,b` unless LLVM already did (it does
/// only in builds with assertions). Call before parsing the command line.
void registerDebugOptions();

/// Whether tracing for `debugType` was asked for on the command line.
bool isDebugTypeEnabled(const char *debugType);

/// `op` for a trace line: its results as the printed IR names them, its op
/// name (a function's with its name), its operands when it has no results,
/// its function, and its place in the source when its location has one:
///   `%acc_89 = tt.dot in @matmul_kernel (kernels.py:12:5)`
///   `%53:3 = scf.for in @matmul_kernel (kernel.ttgir:74:13)`
///   `tt.store %ptrs, %x, %mask in @add_kernel`
std::string describeOp(Operation *op);

/// `value` for a trace line: an op result as describeOp says its op (the
/// result's own name first where the op has several); a block argument
/// with the op it belongs to:
///   `%53#1 of %53:3 = scf.for in @matmul_kernel (kernel.ttgir:74:13)`
///   `%acc (argument 3 of %53:3 = scf.for in @matmul_kernel (...))`
std::string describeValue(Value value);

/// `attr` (a layout, mostly) for a trace line, by the alias the printed
/// module gives it (`#blocked1`); in full when it has none (a layout the
/// pass just made). `scope` is an op of the module.
std::string describeAttr(Attribute attr, Operation *scope);
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
