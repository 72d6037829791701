//===- tt-opt.cpp - Run Triton-style passes on Triton 3.6 IR --------------===//
//
// mlir-opt with Triton's dialects and passes, printing IR the way Triton does
// (SSA names taken from NameLocs), with -debug/-debug-only for our passes even
// on a release LLVM.
//
//===----------------------------------------------------------------------===//
#include "mlir/IR/AsmState.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include "tt/InitAll.h"
#include "tt/Support/Debug.h"
#include "TestPasses.h"

#ifndef TT_OPT_VERSION
#define TT_OPT_VERSION "0.1.0"
#endif

using namespace llvm;

/// Triton prints `%pid`, `%offs_0`, ... from NameLocs; so do we unless the
/// user passes --mlir-use-nameloc-as-prefix=false.
static void printNameLocsAsPrefixByDefault() {
  mlir::registerAsmPrinterCLOptions();
  auto &options = cl::getRegisteredOptions();
  auto it = options.find("mlir-use-nameloc-as-prefix");
  if (it != options.end())
    static_cast<cl::opt<bool> *>(it->second)->setInitialValue(true);
}

static void printVersion(raw_ostream &os) {
  os << "tt-opt " TT_OPT_VERSION " (reads and writes Triton 3.6 IR)\n"
     << "  built with LLVM/MLIR " LLVM_VERSION_STRING "\n";
}

int main(int argc, char **argv) {
  mlir::triton::registerDebugOptions();
  printNameLocsAsPrefixByDefault();
  cl::SetVersionPrinter(printVersion);

  mlir::DialectRegistry registry;
  mlir::triton::registerAllDialects(registry);
  mlir::triton::registerAllPasses();
  mlir::triton::test::registerTestPasses();

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "tt-opt: optimizer for Triton 3.6 IR\n", registry));
}
