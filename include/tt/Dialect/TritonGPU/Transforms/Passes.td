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

def TritonGPURemoveLayoutConversions
    : Pass<"tritongpu-remove-layout-conversions", "mlir::ModuleOp"> {
  let summary = "Remove ttg.convert_layout ops by propagating and rematerialising layouts";
  let description = [{
    Triton 3.6's layout cleanup, in four phases per function:

    1. forward propagation: the layouts of anchors (expensive loads and
       stores, dots, atomics, `ttng.tmem_load`, reordering reshapes,
       function arguments) flow to their users through elementwise ops,
       reduce, expand_dims, reshape, trans, join/split, converts and scf
       control flow; a value reached by several layouts keeps a blocked one
       if it is a memory op and an mma one otherwise, and the function is
       rewritten in the chosen layouts;
    2. backward rematerialisation: each remaining convert is replaced by a
       copy of the ops producing its source, in the target layout, when no
       expensive load, dot or atomic is on the way and the ops duplicated
       cost no more than the convert (repeated until nothing changes);
    3. hoisting: a convert moves above the one ext/broadcast/expand_dims
       that widens its data, into the branch of an `scf.if` (in a loop)
       that cannot produce the layout, and next to the loads of a dot
       operand;
    4. cleanup: dead loop-carried values, convert canonicalization, then
       `scf.for`/`scf.if` canonicalization.

    Before (the load is the anchor):

    ```mlir
    %x = tt.load %ptrs : tensor<128x!tt.ptr<f32>, #blocked1>
    %a = ttg.convert_layout %x : tensor<128xf32, #blocked1> -> tensor<128xf32, #blocked>
    %b = arith.addf %a, %a : tensor<128xf32, #blocked>
    %c = ttg.convert_layout %b : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked1>
    tt.store %out, %c : tensor<128x!tt.ptr<f32>, #blocked1>
    ```

    After:

    ```mlir
    %x = tt.load %ptrs : tensor<128x!tt.ptr<f32>, #blocked1>
    %b = arith.addf %x, %x : tensor<128xf32, #blocked1>
    tt.store %out, %b : tensor<128x!tt.ptr<f32>, #blocked1>
    ```

    `-debug-only=tritongpu-remove-layout-conversions` traces anchors,
    propagation, conflicts, rewrites, each rematerialisation with its costs,
    and each hoist.
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect",
                           "mlir::scf::SCFDialect"];
}

#endif // TT_DIALECT_TTG_TRANSFORMS_PASSES_TD
