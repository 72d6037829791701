//===- OnSymbol.cpp - Run a pass pipeline on one symbol of a module -------===//
#include "tt/Support/OnSymbol.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include <optional>

using namespace mlir;

namespace {
struct OnSymbolPass : PassWrapper<OnSymbolPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(OnSymbolPass)

  OnSymbolPass() = default;
  OnSymbolPass(const OnSymbolPass &other) : PassWrapper(other) {
    nested = other.nested;
  }

  StringRef getName() const override { return "OnSymbol"; }
  StringRef getArgument() const override { return "tt-on-symbol"; }
  StringRef getDescription() const override {
    return "Run a pipeline on the op that defines one symbol, as Triton's "
           "logs show a pass on ('tt.func' operation: @f)";
  }

  /// The nested pipeline is parsed here, with the options, so that a bad
  /// one is reported where the pipeline is given and its passes' dialects
  /// can be declared before the pass runs.
  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (failed(Pass::initializeOptions(options, errorHandler)))
      return failure();
    if (symbol.empty() || pipeline.empty())
      return errorHandler("tt-on-symbol needs symbol=NAME and "
                          "pipeline=ANCHOR(PASSES), e.g. "
                          "tt-on-symbol{symbol=f pipeline=tt.func(cse)}");
    std::string errors;
    llvm::raw_string_ostream errorStream(errors);
    FailureOr<OpPassManager> parsed = parsePassPipeline(pipeline, errorStream);
    if (failed(parsed))
      return errorHandler("tt-on-symbol: bad pipeline '" + pipeline +
                          "': " + errors);
    nested = std::move(*parsed);
    return success();
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    if (nested)
      nested->getDependentDialects(registry);
  }

  void runOnOperation() override {
    Operation *root = getOperation();
    Operation *target = SymbolTable::lookupSymbolIn(root, symbol.getValue());
    if (!target) {
      // Not Operation::emitError: it would print the whole module.
      emitError(root->getLoc()) << "tt-on-symbol: no symbol @" << symbol.getValue()
                        << " in this op";
      return signalPassFailure();
    }
    StringRef anchor = nested->getOpAnchorName();
    if (anchor != OpPassManager::getAnyOpAnchorName() &&
        target->getName().getStringRef() != anchor) {
      emitError(target->getLoc()) << "tt-on-symbol: @" << symbol.getValue()
                          << " is a '" << target->getName()
                          << "', the pipeline runs on '" << anchor << "'";
      return signalPassFailure();
    }
    if (failed(runPipeline(*nested, target)))
      signalPassFailure();
  }

  Option<std::string> symbol{*this, "symbol",
                             llvm::cl::desc("The symbol (without '@') whose "
                                            "defining op the pipeline runs on")};
  Option<std::string> pipeline{
      *this, "pipeline",
      llvm::cl::desc("The pipeline, anchored on the symbol's op, e.g. "
                     "tt.func(canonicalize)")};
  std::optional<OpPassManager> nested;
};
} // namespace

void mlir::triton::registerOnSymbolPass() {
  PassRegistration<OnSymbolPass>();
}
