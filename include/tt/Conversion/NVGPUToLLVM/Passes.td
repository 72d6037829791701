#ifndef TT_CONVERSION_NVGPUTOLLVM_PASSES_TD
#define TT_CONVERSION_NVGPUTOLLVM_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertNVGPUToLLVM : Pass<"convert-nv-gpu-to-llvm", "mlir::ModuleOp"> {
  let summary = "Lower the NVGPU dialect (nvg) to the LLVM and NVVM dialects";
  let description = [{
    Runs after `convert-triton-gpu-to-llvm` in Triton's `make_llir`: the
    `nvg` ops that the TritonGPU lowering leaves become NVVM ops or inline
    PTX.

    - `nvg.cluster_id` (the CTA's rank in its cluster) becomes
      `nvvm.read.ptx.sreg.cluster.ctarank`.
    - `nvg.ld_acquire` becomes Triton's inline
      `@$2 ld.global.<scope>.<sem>.b<N> $0, [ $1 + 0 ];` (destination
      zeroed first; predicated when it has a mask).

    ```mlir
    %0 = nvg.cluster_id
    // becomes
    %0 = nvvm.read.ptx.sreg.cluster.ctarank : i32
    ```

    Any other `nvg` op fails the pass with an error naming it.
    `-debug-only=convert-nv-gpu-to-llvm` traces each lowered op.
  }];
  let dependentDialects = ["mlir::LLVM::LLVMDialect",
                           "mlir::NVVM::NVVMDialect"];
}

#endif // TT_CONVERSION_NVGPUTOLLVM_PASSES_TD
