//===- CommandLine.cpp - --help that shows a tool's own options -----------===//
#include "tt/Support/CommandLine.h"

#include "llvm/ADT/STLExtras.h"

using namespace llvm;

void mlir::triton::showOnlyToolOptions(cl::OptionCategory &toolCategory) {
  for (auto &entry : cl::getRegisteredOptions()) {
    cl::Option *option = entry.second;
    bool shown = llvm::any_of(option->Categories, [&](cl::OptionCategory *c) {
      return c == &toolCategory || c->getName() == "Generic Options";
    });
    if (!shown && option->getOptionHiddenFlag() == cl::NotHidden)
      option->setHiddenFlag(cl::Hidden);
  }
}
