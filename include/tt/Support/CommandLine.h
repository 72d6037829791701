//===- CommandLine.h - --help that shows a tool's own options ---*- C++ -*-===//
//
// Linking libLLVM registers a few hundred backend options. Our tools list
// their own options (and LLVM's generic ones: --help, --version) under
// --help and move the rest to --help-hidden, where they stay usable.
//
//===----------------------------------------------------------------------===//
#ifndef TT_SUPPORT_COMMANDLINE_H
#define TT_SUPPORT_COMMANDLINE_H

#include "llvm/Support/CommandLine.h"

namespace mlir::triton {
/// Hides every registered option outside `toolCategory` and LLVM's
/// generic options from --help (not from --help-hidden). Call after
/// registering the options and before parsing the command line.
void showOnlyToolOptions(llvm::cl::OptionCategory &toolCategory);
} // namespace mlir::triton

#endif // TT_SUPPORT_COMMANDLINE_H
