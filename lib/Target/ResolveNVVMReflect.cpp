//===- ResolveNVVMReflect.cpp - __nvvm_reflect before O3 ------------------===//

#include "tt/Target/ResolveNVVMReflect.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace {

int32_t moduleFlag(const Module &module, StringRef name) {
  if (auto *flag =
          mdconst::extract_or_null<ConstantInt>(module.getModuleFlag(name)))
    return flag->getSExtValue();
  return 0;
}

/// The string a reflect call asks about, if it is a constant.
std::optional<StringRef> reflectQuery(CallInst &call) {
  auto *global = dyn_cast<GlobalVariable>(
      getUnderlyingObject(call.getArgOperand(0)));
  if (!global || !global->hasInitializer())
    return std::nullopt;
  auto *data = dyn_cast<ConstantDataSequential>(global->getInitializer());
  if (!data || !data->isCString())
    return std::nullopt;
  return data->getAsCString();
}

} // namespace

PreservedAnalyses
mlir::triton::ResolveNVVMReflectPass::run(Module &module,
                                          ModuleAnalysisManager &) {
  SmallVector<CallInst *> calls;
  for (StringRef name : {"__nvvm_reflect", "llvm.nvvm.reflect"})
    if (Function *reflect = module.getFunction(name))
      for (User *user : reflect->users())
        if (auto *call = dyn_cast<CallInst>(user);
            call && call->getCalledFunction() == reflect)
          calls.push_back(call);
  bool changed = false;
  for (CallInst *call : calls) {
    std::optional<StringRef> query = reflectQuery(*call);
    if (!query)
      continue;
    int32_t value = 0;
    if (*query == "__CUDA_ARCH")
      value = capability * 10;
    else if (*query == "__CUDA_FTZ")
      value = moduleFlag(module, "nvvm-reflect-ftz");
    else if (*query == "__CUDA_PREC_SQRT")
      value = moduleFlag(module, "nvvm-reflect-prec-sqrt");
    call->replaceAllUsesWith(ConstantInt::get(call->getType(), value));
    call->eraseFromParent();
    changed = true;
  }
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
