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

def TritonGPUAccelerateMatmul : Pass<"tritongpu-accelerate-matmul", "mlir::ModuleOp"> {
  let summary = "Put every tt.dot on the tensor cores of the target (mma v2, wgmma v3, tcgen05 v5)";
  let description = [{
    For every `tt.dot` in a blocked layout, picks the MMA Triton 3.6 picks
    for the compute capability of `ttg.target` and rewrites the dot for it:

    - version: sm80-sm89 v2; sm90 v3, else v2; sm100-sm103 v5, else v2;
      sm120 v2; none (FMA) when no version supports the dot (operand types,
      K smaller than one instruction, tiles not multiples of 64x8, warps).
      Below sm80 the dot stays on FMA units.
    - v2: `tt.dot` in `#ttg.nvidia_mma<{versionMajor = 2, instrShape =
      [16, 8]}>`, operands converted to `#ttg.dot_op` with kWidth 32 / the
      narrowest bit width they were loaded with; warpsPerCTA balances the
      16x8 tiles along M and N, or follows a chained dot.
    - v3: `ttng.warp_group_dot`; B (and A when it comes from a load) in
      `ttg.local_alloc`s with an NVMMA shared layout (K-major unless the
      operands are 16-bit), A otherwise in registers; instrShape [16, n,
      256 / bits] with the widest n dividing N; warp groups along M first
      (all warps along M when the result feeds another dot).
    - v5: `ttng.tc_gen5_mma` with both operands in shared memory and the
      accumulator in tensor memory (`ttng.tmem_alloc` / `ttng.tmem_load`,
      block [128 or 64, min(N, 256)]), in the 32x32b message layout.

    Then the operands a chosen MMA cannot read natively are upcast (fp8 on
    mma v2 before sm89 to f16; mixed-type FMA dots to the result type).
    The compute capability comes from `ttg.target` ("cuda:90"); the warps
    from `ttg.num-warps`. Scaled dots and two-CTA MMAs are not rewritten.

    Before (sm90, 8 warps):

    ```mlir
    %a = ttg.convert_layout %x : tensor<128x64xf16, #blocked2>
           -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %d = tt.dot %a, %b, %c : ... -> tensor<128x128xf32, #blocked>
    ```

    After:

    ```mlir
    #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0,
             warpsPerCTA = [8, 1], instrShape = [16, 128, 16]}>
    %sa = ttg.local_alloc %x : (tensor<128x64xf16, #blocked2>)
            -> !ttg.memdesc<128x64xf16, #shared, #smem>
    %c1 = ttg.convert_layout %c : ... -> tensor<128x128xf32, #mma>
    %d1 = ttng.warp_group_dot %sa, %sb, %c1 : ... -> tensor<128x128xf32, #mma>
    %d = ttg.convert_layout %d1 : ... -> tensor<128x128xf32, #blocked>
    ```

    `-debug-only=tritongpu-accelerate-matmul` prints, for each dot, why
    each MMA version was taken or not and the instrShape and warpsPerCTA.
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect",
                           "mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect",
                           "mlir::arith::ArithDialect"];
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

def TritonGPUOptimizeThreadLocality : Pass<"tritongpu-optimize-thread-locality", "mlir::ModuleOp"> {
  let summary = "Keep reductions and gathers within a thread or a warp";
  let description = [{
    Triton 3.6's rewrites that cut cross-thread traffic:

    - A `tt.reshape ... allow_reorder` whose `tt.reduce` users all reduce
      along one axis gets the default blocked layout (one element per thread)
      with that axis slowest in `order`, marked `efficient_layout`, and a
      `ttg.convert_layout` back to the old layout for its users. Kept when
      the axis is already in one thread (blocked, 1 lane, 1 warp and 1 CTA
      along it), when the layout is unchanged, or when the view would change
      the elements per thread.
    - A `tt.gather` of rank > 1 without `efficient_layout` gets a blocked
      layout in which each gather column lives in one warp: lanes along the
      axis first (up to its size), the rest in the source's lane order, one
      warp along the axis, warps in the source's warp order (indices keep
      their width).
    - A `tt.reduce` of a `tt.load` accumulated in an `scf.for`
      (`acc = acc + reduce(x)` yielded, acc from a constant) is recognized;
      Triton rewrites it into a thread-local partial sum merged after the
      loop. tt-opt does not implement that rewrite yet and stops with an
      error naming the reduction.

    Before (4 warps):

    ```mlir
    %v = tt.reshape %x allow_reorder : tensor<256xf32, #blocked1>
           -> tensor<32x8xf32, #blocked>
    %r = "tt.reduce"(%v) <{axis = 1 : i32}> ...
    ```

    After:

    ```mlir
    #blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1],
                  warpsPerCTA = [1, 4], order = [0, 1]}>
    %v = tt.reshape %x allow_reorder efficient_layout : tensor<256xf32, #blocked1>
           -> tensor<32x8xf32, #blocked2>
    %c = ttg.convert_layout %v : tensor<32x8xf32, #blocked2>
           -> tensor<32x8xf32, #blocked>
    %r = "tt.reduce"(%c) <{axis = 1 : i32}> ...
    ```

    `-debug-only=tritongpu-optimize-thread-locality` prints each rewrite
    and why each reshape, gather and reduction was kept.
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect",
                           "mlir::arith::ArithDialect",
                           "mlir::scf::SCFDialect"];
}

#endif // TT_DIALECT_TTG_TRANSFORMS_PASSES_TD
