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

def TritonNvidiaGPUOptimizeDescriptorEncodingPass
    : Pass<"triton-nvidia-optimize-descriptor-encoding", "mlir::ModuleOp"> {
  let summary = "Give tensor descriptors the shared layout of their TMA tiles";
  let description = [{
    Assigns the block type of every `!tt.tensordesc` value a shared layout,
    per function:

    1. Seeds: a `tt.descriptor_load`/`tt.descriptor_gather` whose result
       goes to a `ttg.local_alloc`/`ttg.local_store` of a non-transposed
       `#ttg.nvmma_shared` layout wants that layout (the first such user);
       every load, gather, store, reduce and scatter contributes its CGA
       layout and tile shape. Descriptors that are arguments of a non-public
       function, or operands/results of `tt.call`, `tt.return` or
       `ttng.reinterpret_tensor_descriptor`, are forced to the default.
    2. Propagation to a fixed point through `scf.for`/`scf.while` inits,
       iter_args, yields and results and `scf.if` results: tied values share
       one fact; shapes shrink to their minimum, clashing CGA layouts give
       the default one, two different wanted layouts force the default.
    3. Each descriptor takes its wanted layout, else Triton's default NVMMA
       layout (order `[rank-1, ..., 0]`) for its smallest use shape: swizzle
       128, 64 or 32 bytes when the contiguous dim's bytes are a multiple of
       it, none for fewer than 8 rows. Function results take the default.

    Only single-CTA modules are handled: with `ttg.num-ctas` > 1 the pass
    stops with an error naming it (CGA layouts would have to be reshaped
    across ranks with linear layouts).

    Before:

    ```mlir
    %d = tt.make_tensor_descriptor %p, [%M, %K], [%K64, %c1] : <f16>, <tensor<128x64xf16>>
    %t = tt.descriptor_load %d[%i, %j] : !tt.tensordesc<tensor<128x64xf16>> -> tensor<128x64xf16, #blocked>
    %s = ttg.local_alloc %t : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
    ```

    After (`#shared` = `#ttg.nvmma_shared<{swizzlingByteWidth = 128, ...}>`):

    ```mlir
    %d = tt.make_tensor_descriptor %p, [%M, %K], [%K64, %c1] : <f16>, <tensor<128x64xf16, #shared>>
    %t = tt.descriptor_load %d[%i, %j] : !tt.tensordesc<tensor<128x64xf16, #shared>> -> tensor<128x64xf16, #blocked>
    ```

    `-debug-only=triton-nvidia-optimize-descriptor-encoding` prints each
    descriptor's new type and why.
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect"];
}

def TritonGPUFenceInsertion
    : Pass<"triton-nvidia-gpu-fence-insertion", "mlir::ModuleOp"> {
  let summary = "Fence shared memory written by threads before an MMA reads it";
  let description = [{
    From compute capability 9.0 on, wgmma and tcgen05 read shared memory
    through the async proxy: what threads wrote there (a `ttg.local_alloc`
    with a value, a `ttg.local_store`) must be fenced first. For each dot
    (`tt.dot`, `tt.dot_scaled`, `ttng.warp_group_dot`, `ttng.tc_gen5_mma`,
    `ttng.tc_gen5_mma_scaled`) whose A or B buffer such an op writes, found
    by walking back through memdesc views, loop-carried values and
    `ttg.warp_specialize` captures, a `ttng.fence_async_shared` goes before
    the dot. It is hoisted out of each enclosing loop that holds none of
    those writes, and dropped when the op before it is already that fence.
    Below capability 9.0 the module is left unchanged.

    Before:

    ```mlir
    %a = ttg.local_alloc %x : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
    scf.for ... {
      %d = ttng.warp_group_dot %a, %b, %acc : ...
    }
    ```

    After:

    ```mlir
    %a = ttg.local_alloc %x : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
    ttng.fence_async_shared {bCluster = false}
    scf.for ... {
      %d = ttng.warp_group_dot %a, %b, %acc : ...
    }
    ```

    `-debug-only=triton-nvidia-gpu-fence-insertion` names each fenced dot,
    the writes that need it, and where the fence ended up.
  }];
  let options = [
    Option<"computeCapability", "compute-capability", "int32_t",
           /*default*/"0",
           "Device compute capability (default: the module's ttg.target)">,
  ];
  let dependentDialects = ["mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect"];
}

def NVGPUWarpSpecialization
    : Pass<"nvgpu-warp-specialization", "mlir::ModuleOp"> {
  let summary = "Hopper warp specialization of loops marked tt.warp_specialize";
  let description = [{
    Triton 3.6's make_ttgir runs this pass for cuda:80 and cuda:90 right
    before the software pipeliner. It only acts on `scf.for` loops that
    carry `tt.warp_specialize` (`tl.range(..., warp_specialize=True)`),
    splitting them into producer and consumer tasks; every other module
    goes through unchanged, which is what tt-opt does.

    A loop that asks for warp specialization is not rewritten yet (issue
    17): the pass stops with an error at that loop rather than leave it as
    Triton would not.

    ```mlir
    // Unchanged: no loop is marked.
    scf.for %k = %c0 to %K step %c64 iter_args(%acc = %zero) -> (...) {
      ...
    }
    // An error: "nvgpu-warp-specialization does not split loops marked
    // tt.warp_specialize yet".
    scf.for %k = %c0 to %K step %c64 iter_args(%acc = %zero) -> (...) {
      ...
    } {tt.warp_specialize}
    ```

    `-debug-only=nvgpu-warp-specialization` says which loops it looked at.
  }];
  let options = [
    Option<"numStages", "num-stages", "int32_t", /*default*/"3",
           "Pipeline stages the split loop's buffers get">,
    Option<"dumpIntermediateSteps", "dump-intermediate-steps", "bool",
           /*default*/"false",
           "Print the IR after each internal step (Triton's WarpSpec dumps)">,
  ];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect"];
}

#endif // TT_DIALECT_TTNG_TRANSFORMS_PASSES_TD
