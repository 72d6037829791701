//===- OptionsFromModule.cpp - Pass options that default to the module ----===//
#include "tt/Support/OptionsFromModule.h"

#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/DenseMap.h"

#include <mutex>

using namespace mlir;
using namespace mlir::triton;

namespace {
struct Registry {
  std::mutex mutex;
  llvm::DenseMap<TypeID, triton::detail::OptionsFromModuleGetter> getters;
};

Registry &registry() {
  static Registry instance;
  return instance;
}

OptionsFromModule *asOptionsFromModule(Pass &pass) {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  auto it = r.getters.find(pass.getTypeID());
  return it == r.getters.end() ? nullptr : it->second(pass);
}
} // namespace

void mlir::triton::detail::registerOptionsFromModule(
    TypeID passID, OptionsFromModuleGetter getter) {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.getters.try_emplace(passID, getter);
}

void mlir::triton::takeOptionsFromModule(OpPassManager &pm, ModuleOp module) {
  for (Pass &pass : pm.getPasses())
    if (OptionsFromModule *options = asOptionsFromModule(pass))
      options->takeOptionsFromModule(module);
}
