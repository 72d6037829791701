//===- Utility.cpp - Helpers shared by TritonAMDGPU passes ----------------===//
#include "tt/Dialect/TritonAMDGPU/Transforms/Utility.h"

using namespace mlir;

FailureOr<std::string>
mlir::triton::amdgpu::lookupArchGenerationName(ModuleOp module,
                                               StringRef option) {
  if (!option.empty())
    return option.str();
  auto target = module->getAttrOfType<StringAttr>("ttg.target");
  StringRef value = target ? target.getValue() : StringRef();
  if (!value.consume_front("hip:")) {
    emitError(module.getLoc(),
              "requires the option `arch-generation-name` or a module "
              "attribute `ttg.target` = \"hip:<arch>\"");
    return failure();
  }
  return value.str();
}
