//===- OptionsFromModule.h - Pass options from the module ------*- C++ -*-===//
//
// Some passes take an option, when it is not given, from the module they
// run on (convert-triton-gpu-to-llvm's `compute-capability` from
// `ttg.target`). MLIR writes every option of every pass into the pipeline
// strings it prints (crash reproducers, --dump-pass-pipeline), taken when
// the pipeline starts, so such an option would be written with its default
// and the reproducer would replay something else. Drivers therefore call
// takeOptionsFromModule on the pipeline before running it: the options not
// given get the module's values, and the pipeline says what runs. Each such
// pass still resolves a missing option from the module it runs on, for
// pipelines built without a driver that does.
//
//   struct MyPass : impl::MyPassBase<MyPass>,
//                   triton::PassOptionsFromModule<MyPass> {
//     void takeOptionsFromModule(ModuleOp module) override { ... }
//   };
//
//===----------------------------------------------------------------------===//
#ifndef TT_SUPPORT_OPTIONSFROMMODULE_H
#define TT_SUPPORT_OPTIONSFROMMODULE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Support/TypeID.h"

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace mlir::triton {

/// A pass whose options, when not given, come from the module.
class OptionsFromModule {
public:
  virtual ~OptionsFromModule() = default;
  /// Gives each option that was not given the module's value, where the
  /// module has one. Reports nothing: the pass says what it misses when it
  /// runs.
  virtual void takeOptionsFromModule(ModuleOp module) = 0;
};

namespace detail {
using OptionsFromModuleGetter = OptionsFromModule *(*)(Pass &);
/// Records that passes of type `passID` are OptionsFromModule (Debian's
/// LLVM has no RTTI, so a Pass cannot be cross-cast to it otherwise).
void registerOptionsFromModule(TypeID passID, OptionsFromModuleGetter getter);
} // namespace detail

/// The base that makes pass `PassT` an OptionsFromModule.
template <typename PassT>
class PassOptionsFromModule : public OptionsFromModule {
protected:
  PassOptionsFromModule() {
    detail::registerOptionsFromModule(TypeID::get<PassT>(),
                                      [](Pass &pass) -> OptionsFromModule * {
                                        return static_cast<PassT *>(&pass);
                                      });
  }
};

/// Calls takeOptionsFromModule on each pass of `pm` that has it (those at
/// its top level: they run on the module itself).
void takeOptionsFromModule(OpPassManager &pm, ModuleOp module);

} // namespace mlir::triton

#endif // TT_SUPPORT_OPTIONSFROMMODULE_H
