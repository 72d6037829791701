//===- BackendErrors.h - LLVM backend failures as MLIR errors ---*- C++ -*-===//
//
// LLVM's code generator reports what it cannot do in two ways: through the
// LLVMContext's diagnostic handler (an AsmPrinter error such as an invalid
// inline asm operand; without a handler LLVM prints "error: ..." and exits)
// or, when it cannot go on (instruction selection: "Cannot select: ..."),
// through report_fatal_error, which prints "LLVM ERROR: ..." with a stack
// dump and aborts. Both work the same in release builds such as Debian's.
// While a BackendErrorScope lives, both become MLIR errors at the function
// being compiled (its llvm.func), so a tool reports them like any other
// error, exits with status 1, and leaves no half-written output file.
//
//===----------------------------------------------------------------------===//
#ifndef TT_TARGET_BACKENDERRORS_H
#define TT_TARGET_BACKENDERRORS_H

#include "mlir/IR/BuiltinOps.h"

namespace llvm {
class LLVMContext;
} // namespace llvm

namespace mlir::triton {

class BackendErrorScope {
public:
  /// Reports the backend errors of `context`'s modules (translated from
  /// `source`) as errors at the functions of `source`, while this lives.
  BackendErrorScope(ModuleOp source, llvm::LLVMContext &context,
                    StringRef arch);
  ~BackendErrorScope();
  BackendErrorScope(const BackendErrorScope &) = delete;
  BackendErrorScope &operator=(const BackendErrorScope &) = delete;

  /// Whether an error was reported (a fatal one ends the process: status 1).
  bool hadErrors() const { return errors > 0; }

  /// Reports `message` from the backend as an error at the function it was
  /// compiling (or at the module, when it names none).
  void report(StringRef message, StringRef function);

private:
  ModuleOp source;
  llvm::LLVMContext &context;
  std::string arch;
  unsigned errors = 0;
};

} // namespace mlir::triton

#endif // TT_TARGET_BACKENDERRORS_H
