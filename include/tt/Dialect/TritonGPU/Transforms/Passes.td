#ifndef TT_DIALECT_TTG_TRANSFORMS_PASSES_TD
#define TT_DIALECT_TTG_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TritonGPUCoalesce : Pass<"tritongpu-coalesce", "mlir::ModuleOp"> {
  let summary = "Give every global memory access a blocked layout that coalesces it";
  let description = [{
    For every `tt.load`, `tt.store`, `tt.atomic_rmw`, `tt.atomic_cas` and
    `ttg.async_copy_global_to_local` on a tensor of pointers, picks the
    blocked layout Triton 3.6 picks, from the axis info of the pointers:

    - `order`: dims by decreasing contiguity, ties to the lower dim;
    - elements per thread along `order[0]`: min(divisibility in elements,
      contiguity, 128 bits), raised to the best of the other memory ops of
      the same shape and order in the op's slice, capped by the tensor's
      elements per thread (and, for writes, by the op's own value, so that a
      warp's stores leave no gaps);
    - lanes then warps spread along `order` (see
      `BlockedEncodingAttr::get`).

    `tt.descriptor_load`/`tt.descriptor_store`/`tt.descriptor_reduce` get a
    row-major layout with up to 128 bits per thread. The op is rebuilt in the
    new layout between `ttg.convert_layout`s, which
    `-tritongpu-remove-layout-conversions` later folds away. Everything else
    is left as it is.

    Before (4 warps, `%ptr` divisible by 16 and contiguous):

    ```mlir
    #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32],
                            warpsPerCTA = [4], order = [0]}>
    %v = tt.load %ptrs : tensor<1024x!tt.ptr<f32>, #blocked>
    ```

    After:

    ```mlir
    #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32],
                             warpsPerCTA = [4], order = [0]}>
    %0 = ttg.convert_layout %ptrs : tensor<1024x!tt.ptr<f32>, #blocked>
           -> tensor<1024x!tt.ptr<f32>, #blocked1>
    %1 = tt.load %0 : tensor<1024x!tt.ptr<f32>, #blocked1>
    %v = ttg.convert_layout %1 : tensor<1024xf32, #blocked1>
           -> tensor<1024xf32, #blocked>
    ```

    `-debug-only=tritongpu-coalesce` prints, for each op, the axis info of
    its pointer and how each number of the layout was chosen.
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect"];
}

#endif // TT_DIALECT_TTG_TRANSFORMS_PASSES_TD
