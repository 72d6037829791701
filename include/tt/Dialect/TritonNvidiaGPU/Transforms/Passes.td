#ifndef TT_DIALECT_TTNG_TRANSFORMS_PASSES_TD
#define TT_DIALECT_TTNG_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TritonGPUPlanCTAPass : Pass<"triton-nvidia-gpu-plan-cta", "mlir::ModuleOp"> {
  let summary = "Plan how the CTAs of a cluster split each tensor (num-ctas > 1)";
  let description = [{
    With one CTA per cluster (`ttg.num-ctas` = 1, or absent) there is nothing
    to plan and the module is left unchanged, as in Triton.

    With several CTAs, Triton 3.6 picks a CTA tiling from the first dot
    (split M, then N, in chunks of at least 64), else from the reductions,
    else from the first store, and propagates the new CGA layouts through
    the function. tt-opt does not do that yet: such a module is an error
    naming `ttg.num-ctas`, never a silent no-op.

    `-debug-only=triton-nvidia-gpu-plan-cta` prints the CTA count seen.
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect"];
}

#endif // TT_DIALECT_TTNG_TRANSFORMS_PASSES_TD
