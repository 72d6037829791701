//===- BackendErrors.cpp - LLVM backend failures as MLIR errors -----------===//
#include "tt/Target/BackendErrors.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/Signals.h"

#include <cstdlib>

using namespace mlir;
using namespace mlir::triton;

namespace {

/// The function the backend is compiling. LLVM's legacy pass manager keeps
/// "Running pass 'X' on function '@f'" on its pretty stack trace (what its
/// crash report prints); the newest such entry names it.
std::string functionBeingCompiled() {
  constexpr StringRef marker = "on function '@";
  for (auto *entry = static_cast<const llvm::PrettyStackTraceEntry *>(
           llvm::SavePrettyStackState());
       entry; entry = entry->getNextEntry()) {
    std::string text;
    llvm::raw_string_ostream os(text);
    entry->print(os);
    size_t at = StringRef(text).find(marker);
    if (at != StringRef::npos)
      return StringRef(text)
          .drop_front(at + marker.size())
          .take_until([](char c) { return c == '\''; })
          .str();
  }
  return "";
}

/// The function a diagnostic is about: its instruction's, else the one
/// being compiled.
std::string functionOf(const llvm::DiagnosticInfo &info) {
  const llvm::Instruction *instruction = nullptr;
  if (auto *inlineAsm = dyn_cast<llvm::DiagnosticInfoInlineAsm>(&info))
    instruction = inlineAsm->getInstruction();
  else if (auto *generic = dyn_cast<llvm::DiagnosticInfoGeneric>(&info))
    instruction = generic->getInstruction();
  if (instruction && instruction->getFunction())
    return instruction->getFunction()->getName().str();
  return functionBeingCompiled();
}

/// The LLVMContext's handler: errors become MLIR errors; warnings and
/// remarks keep LLVM's own handling.
struct ReportingHandler : llvm::DiagnosticHandler {
  explicit ReportingHandler(BackendErrorScope &scope) : scope(scope) {}

  bool handleDiagnostics(const llvm::DiagnosticInfo &info) override {
    if (info.getSeverity() != llvm::DS_Error)
      return false;
    std::string message;
    llvm::raw_string_ostream os(message);
    llvm::DiagnosticPrinterRawOStream printer(os);
    info.print(printer);
    scope.report(message, functionOf(info));
    return true;
  }

  BackendErrorScope &scope;
};

/// report_fatal_error's handler. It must not return: LLVM aborts then.
[[noreturn]] void reportFatalError(void *scope, const char *reason,
                                   bool /*genCrashDiag*/) {
  static_cast<BackendErrorScope *>(scope)->report(reason,
                                                  functionBeingCompiled());
  // Removes the files registered for removal on a crash: the tools' output
  // files that were not kept.
  llvm::sys::RunInterruptHandlers();
  std::exit(1);
}

} // namespace

BackendErrorScope::BackendErrorScope(ModuleOp source,
                                     llvm::LLVMContext &context, StringRef arch)
    : source(source), context(context), arch(arch.str()) {
  context.setDiagnosticHandler(std::make_unique<ReportingHandler>(*this));
  llvm::install_fatal_error_handler(reportFatalError, this);
}

BackendErrorScope::~BackendErrorScope() {
  llvm::remove_fatal_error_handler();
  context.setDiagnosticHandler(std::make_unique<llvm::DiagnosticHandler>());
}

void BackendErrorScope::report(StringRef message, StringRef function) {
  ++errors;
  auto func = function.empty()
                  ? LLVM::LLVMFuncOp()
                  : source.lookupSymbol<LLVM::LLVMFuncOp>(function);
  InFlightDiagnostic diag = emitError(func ? func.getLoc() : source.getLoc());
  if (!function.empty())
    diag << "in function @" << function << ": ";
  diag << "LLVM's NVPTX backend failed for " << arch << ": "
       << StringRef(message).trim();
}
