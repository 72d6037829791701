//===- Pipelines.cpp - Triton 3.6's compile stages as named pipelines -----===//
//
// Each stage is the pipeline string Triton 3.6's backend builds in Python
// (third_party/<backend>/backend/compiler.py, make_ttir and make_ttgir),
// with its target conditions, checked against the stages of the corpus's
// dump logs. Passes
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

// cl::desc keeps a pointer to its text: it must be a literal.
#define TT_TARGET_HELP                                                         \
  "Triton target the stage is run for: cuda:<capability> (cuda:80, "         \
  "cuda:90, cuda:100) or hip:<arch> (hip:gfx942)"

struct MakeTTIROptions : public PassPipelineOptions<MakeTTIROptions> {
  Option<std::string> target{
      *this, "target",
      llvm::cl::desc(TT_TARGET_HELP "; required, as .source files carry none")};
};

/// The CUDAOptions of Triton 3.6 that change make_ttgir, with its defaults.
struct MakeTTGIROptions : public PassPipelineOptions<MakeTTGIROptions> {
  Option<std::string> target{*this, "target",
                             llvm::cl::desc(TT_TARGET_HELP "; required")};
  Option<int> numWarps{*this, "num-warps",
                       llvm::cl::desc("Warps per CTA (Triton's num_warps)"),
                       llvm::cl::init(4)};
  Option<int> numCTAs{*this, "num-ctas",
                      llvm::cl::desc("CTAs per cluster (Triton's num_ctas)"),
                      llvm::cl::init(1)};
  Option<int> numStages{
      *this, "num-stages",
      llvm::cl::desc("Software pipelining stages (Triton's num_stages)"),
      llvm::cl::init(3)};
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

FailureOr<std::string>
triton::getMakeTTGIRPipeline(StringRef target, int numWarps, int numCTAs,
                             int numStages,
                             function_ref<void(const Twine &)> error) {
  std::optional<int> capability =
      triton::gpu::parseNVIDIAComputeCapability(target);
  if (!capability) {
    error("triton-make-ttgir: target '" + target +
          "' is not supported yet: cuda:<capability> is (Triton's NVIDIA "
          "make_ttgir; hip is not implemented)");
    return failure();
  }
  std::string cap = std::to_string(*capability);
  std::string stages = std::to_string(numStages);
  SmallVector<std::string> passes = {
      "convert-triton-to-tritongpu{target=cuda:" + cap +
          " num-warps=" + std::to_string(numWarps) +
          " threads-per-warp=32 num-ctas=" + std::to_string(numCTAs) + "}",
      "tritongpu-coalesce",
      std::string("tritongpu-F32DotTC{emu-tf32=") +
          (*capability >= 80 ? "true" : "false") + "}",
      "triton-nvidia-gpu-plan-cta",
      "tritongpu-remove-layout-conversions",
      "tritongpu-optimize-thread-locality",
      "tritongpu-accelerate-matmul",
      "tritongpu-remove-layout-conversions",
      // Runs Triton's canonicalizer itself (its own block in dump logs).
      std::string("tritongpu-optimize-dot-operands{hoist-layout-conversion=") +
          (*capability >= 80 ? "true" : "false") + "}",
      "triton-nvidia-optimize-descriptor-encoding",
      "triton-loop-aware-cse"};
  if (*capability / 10 == 8 || *capability / 10 == 9) {
    passes.append({"tritongpu-fuse-nested-loops", "canonicalize", "triton-licm",
                   "canonicalize", "tritongpu-combine-tensor-select-and-if",
                   "nvgpu-warp-specialization{num-stages=" + stages + "}",
                   "tritongpu-assign-latencies{num-stages=" + stages + "}",
                   "tritongpu-schedule-loops",
                   "tritongpu-pipeline{num-stages=" + stages + "}"});
  } else if (*capability / 10 >= 10) {
    // Blackwell: tensor-memory accumulators and automatic warp
    // specialization around the pipeliner; tmem tokens dropped after it.
    passes.append({"tritongpu-fuse-nested-loops", "canonicalize", "triton-licm",
                   "tritongpu-optimize-accumulator-init",
                   "tritongpu-hoist-tmem-alloc{hoist-out-of-if=false}",
                   "tritongpu-promote-lhs-to-tmem",
                   "tritongpu-assign-latencies{num-stages=" + stages + "}",
                   "tritongpu-schedule-loops",
                   "tritongpu-automatic-warp-specialization{num-stages=" +
                       stages + "}",
                   "tritongpu-pipeline{num-stages=" + stages + "}",
                   "tritongpu-optimize-partition-warps",
                   "tritongpu-combine-tensor-select-and-if",
                   "tritongpu-hoist-tmem-alloc{hoist-out-of-if=true}",
                   "triton-nvidia-gpu-remove-tmem-tokens"});
  } else {
    passes.push_back("triton-licm");
  }
  passes.append({"canonicalize", "triton-loop-aware-cse", "tritongpu-prefetch",
                 std::string("tritongpu-optimize-dot-operands{hoist-layout-"
                             "conversion=") +
                     (*capability >= 80 ? "true" : "false") + "}",
                 "tritongpu-coalesce-async-copy",
                 "triton-nvidia-optimize-tmem-layouts"});
  if (*capability >= 90)
    passes.push_back("triton-nvidia-tma-lowering");
  passes.append({"tritongpu-remove-layout-conversions",
                 "triton-nvidia-interleave-tmem",
                 "tritongpu-reduce-data-duplication",
                 "tritongpu-reorder-instructions", "triton-loop-aware-cse",
                 "symbol-dce",
                 "triton-nvidia-gpu-fence-insertion{compute-capability=" + cap +
                     "}",
                 "triton-nvidia-mma-lowering", "sccp", "cse", "canonicalize"});
  return llvm::join(passes, ",");
}

/// Registers a named pipeline whose pass list `build` makes from the
/// parsed options.
template <typename OptionsT>
static void registerStage(StringRef name, StringRef description,
                   std::function<FailureOr<std::string>(
                       const OptionsT &, function_ref<void(const Twine &)>)>
                       build) {
  registerPassPipeline(
      name, description,
      [name, build](OpPassManager &pm, StringRef optionsText,
                    function_ref<LogicalResult(const Twine &)> errorHandler) {
        OptionsT options;
        if (failed(options.parseFromString(optionsText)))
          return failure();
        FailureOr<std::string> pipeline = build(
            options, [&](const Twine &message) { (void)errorHandler(message); });
        if (failed(pipeline))
          return failure();
        std::string problems;
        llvm::raw_string_ostream problemStream(problems);
        if (failed(parsePassPipeline(*pipeline, pm, problemStream)))
          return errorHandler(name + ": " + problems);
        return success();
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> optionsHandler) {
        optionsHandler(OptionsT());
      });
}

void triton::registerTritonPipelines() {
  registerStage<MakeTTIROptions>(
      "triton-make-ttir",
      "Triton 3.6's make_ttir for a target: the .source to the .ttir",
      [](const MakeTTIROptions &options,
         function_ref<void(const Twine &)> error) {
        return getMakeTTIRPipeline(options.target, error);
      });
  registerStage<MakeTTGIROptions>(
      "triton-make-ttgir",
      "Triton 3.6's make_ttgir for an NVIDIA target: the .ttir to the "
      ".ttgir",
      [](const MakeTTGIROptions &options,
         function_ref<void(const Twine &)> error) {
        return getMakeTTGIRPipeline(options.target, options.numWarps,
                                    options.numCTAs, options.numStages, error);
      });
}
