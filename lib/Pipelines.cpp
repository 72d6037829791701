//===- Pipelines.cpp - Triton 3.6's compile stages as named pipelines -----===//
//
// Each stage is the pipeline string Triton 3.6's backend builds in Python
// (third_party/<backend>/backend/compiler.py, make_ttir), with its target
// conditions, checked against the stages of the corpus's dump logs. Passes
// are named by their flags, so `--mlir-print-ir-before-all` shows the same
// headers as Triton's MLIR_ENABLE_DUMP.
//
//===----------------------------------------------------------------------===//
#include "tt/Pipelines.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;

namespace {

struct MakeTTIROptions : public PassPipelineOptions<MakeTTIROptions> {
  Option<std::string> target{
      *this, "target",
      llvm::cl::desc("Triton target the stage is run for: cuda:<capability> "
                     "(cuda:80, cuda:90, cuda:100) or hip:<arch> "
                     "(hip:gfx942); required, as .source files carry none")};
};

/// Which of make_ttir's target-dependent passes run.
struct TTIRTargetRules {
  /// Tensor descriptors become pointers below Hopper and on AMD (no TMA).
  bool rewriteDescriptorsToPointers;
  /// AMD hoists loop invariants before the loop unroller.
  bool hoistLoopInvariants;
};

FailureOr<TTIRTargetRules>
rulesForTarget(StringRef target, function_ref<void(const Twine &)> error) {
  if (target.empty()) {
    error("triton-make-ttir needs target=<cuda:NN|hip:gfxNNN> (a .source "
          "module has no ttg.target to take it from)");
    return failure();
  }
  if (std::optional<int> capability =
          triton::gpu::parseNVIDIAComputeCapability(target))
    return TTIRTargetRules{/*rewriteDescriptorsToPointers=*/*capability < 90,
                           /*hoistLoopInvariants=*/false};
  if (target.starts_with("hip:gfx") && target.size() > strlen("hip:gfx"))
    return TTIRTargetRules{/*rewriteDescriptorsToPointers=*/true,
                           /*hoistLoopInvariants=*/true};
  error("triton-make-ttir: target '" + target +
        "' is not one Triton names (cuda:<capability> or hip:<gfx arch>)");
  return failure();
}

} // namespace

FailureOr<std::string>
triton::getMakeTTIRPipeline(StringRef target,
                            function_ref<void(const Twine &)> error) {
  FailureOr<TTIRTargetRules> rules = rulesForTarget(target, error);
  if (failed(rules))
    return failure();
  SmallVector<StringRef> passes = {
      // Triton's add_inliner: canonicalize each function it inlines into.
      "inline{default-pipeline=canonicalize inlining-threshold=4294967295 "
      "max-iterations=4 }",
      "triton-rewrite-tensor-pointer"};
  if (rules->rewriteDescriptorsToPointers)
    passes.push_back("triton-rewrite-tensor-descriptor-to-pointer");
  passes.append({"canonicalize", "triton-combine", "triton-reorder-broadcast",
                 "cse"});
  if (rules->hoistLoopInvariants)
    passes.push_back("triton-licm");
  passes.append({"symbol-dce", "triton-loop-unroll"});
  return llvm::join(passes, ",");
}

void triton::registerTritonPipelines() {
  registerPassPipeline(
      "triton-make-ttir",
      "Triton 3.6's make_ttir for a target: the .source to the .ttir",
      [](OpPassManager &pm, StringRef optionsText,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        MakeTTIROptions options;
        if (failed(options.parseFromString(optionsText)))
          return failure();
        FailureOr<std::string> pipeline = getMakeTTIRPipeline(
            options.target,
            [&](const Twine &message) { (void)errorHandler(message); });
        if (failed(pipeline))
          return failure();
        std::string problems;
        llvm::raw_string_ostream problemStream(problems);
        if (failed(parsePassPipeline(*pipeline, pm, problemStream)))
          return errorHandler("triton-make-ttir: " + problems);
        return success();
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> optionsHandler) {
        optionsHandler(MakeTTIROptions());
      });
}
