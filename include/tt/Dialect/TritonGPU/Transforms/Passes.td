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
    from `ttg.num-warps`. Two-CTA MMAs are not rewritten.

    `tt.dot_scaled` becomes `ttng.tc_gen5_mma_scaled` on sm10x (both
    operands scaled, 4 or 8 warps, a tile of at least 128x8; scales in
    tensor memory); elsewhere it is decomposed into upcasts to bf16/f16,
    multiplication by the broadcast scales, NaN masking (unless fastMath)
    and a `tt.dot`, which is then rewritten as above:

    ```mlir
    %v = ttg.fp4_to_fp %a {axis = 1 : i32} : tensor<128x64xi8, #b>
           -> tensor<128x128xbf16, #b2>
    %s = tt.bitcast (arith.shli (arith.extui %scale), 7) : ... -> tensor<128x4xbf16, #b1>
    ... tt.expand_dims, tt.broadcast, tt.reshape -> tensor<128x128xbf16, #linear>
    %m = arith.mulf %v, %s2 : tensor<128x128xbf16, #b2>
    %a16 = arith.select %isNan, %nan, %m
    ```

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
    and each hoist. `-debug-only=tritongpu-remove-layout-conversions-ir`
    prints the module after each phase as Triton's own trace does (layouts
    written out, no locations), to diff against
    `TRITON_LLVM_DEBUG_ONLY=tritongpu-remove-layout-conversions`.
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
    - A float add/mul/max/min `tt.reduce` of a `tt.load` along the
      innermost dim of a blocked tensor, accumulated in an `scf.for`
      (`acc = acc op reduce(x)` yielded, acc from a constant), with more than
      one element per thread along that dim: the load is reshaped to
      `[..., N / e, e]` (`e` elements per thread, `allow_reorder
      efficient_layout`, the new dim wholly in each thread) and reduced along
      the new dim only, into a partial carried by a new iter arg that starts
      from the combiner's identity; after the loop the partial is reduced
      along the original axis, converted back and combined with the initial
      value.

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

def TritonGPUCombineTensorSelectAndIf
    : Pass<"tritongpu-combine-tensor-select-and-if", "mlir::ModuleOp"> {
  let summary = "Turn tensor selects into results of an scf.if on the same condition";
  let description = [{
    Two rewrites, in this order:

    1. An op inside an `scf.if %c` that uses `arith.select %c, %a, %b` (any
       type, any block) uses `%a` in the then region and `%b` in the else
       region instead.
    2. A select of a tensor joins the first `scf.if` on its condition in its
       block that comes after it and dominates all its uses: the if gets an
       else block if it had none, yields `%a` from its then block and `%b`
       from its else block as new last results, and the select's uses take
       that result. Several selects joining one if keep their program order.
       The rebuilt if and yields carry the old if's location; the old if's
       other attributes are not kept.

    Scalar selects are left as they are (as cheap as the branch).

    Before:

    ```mlir
    %sel = arith.select %c, %a, %b : tensor<64xf32>
    scf.if %c {
      tt.store %p, %x : tensor<64x!tt.ptr<f32>>
    }
    tt.store %p, %sel : tensor<64x!tt.ptr<f32>>
    ```

    After:

    ```mlir
    %r = scf.if %c -> (tensor<64xf32>) {
      tt.store %p, %x : tensor<64x!tt.ptr<f32>>
      scf.yield %a : tensor<64xf32>
    } else {
      scf.yield %b : tensor<64xf32>
    }
    tt.store %p, %r : tensor<64x!tt.ptr<f32>>
    ```

    `-debug-only=tritongpu-combine-tensor-select-and-if` prints each use
    forwarded into a branch and each select merged.
  }];
  let dependentDialects = ["mlir::scf::SCFDialect", "mlir::arith::ArithDialect"];
}

def TritonGPUF32DotTC : Pass<"tritongpu-F32DotTC", "mlir::ModuleOp"> {
  let summary = "Split f32 dots of tf32x3/bf16x3/bf16x6 precision into tensor-core dots";
  let description = [{
    Rewrites (greedily, with folding) every `tt.dot` of f32 operands whose
    `inputPrecision` asks for more than one tensor-core pass:

    - `bf16x3`: each operand splits into bf16 parts `hi = bf16(x)` and
      `mid = bf16(x - hi)`; `mid*hi + hi*mid` (`ieee` dots of bf16, from a
      zero accumulator), NaNs replaced by 0, `+ hi*hi`, then `+ c`.
    - `bf16x6`: a third part `lo`; `mid*mid + lo*hi + hi*lo` come first,
      then as `bf16x3`.
    - `tf32x3` (only with `emu-tf32`): `big = cvt.rna.tf32.f32(x)` (an
      `tt.elementwise_inline_asm`), `small = x - big`; `small_a*big_b +
      big_a*small_b` as `tf32` dots, NaNs replaced by 0, `+ big_a*big_b`,
      then `+ c`. Without `emu-tf32` the dot is left for the backend.

    NaNs are zeroed because a zero part times an infinite operand gives NaN
    in a small product that the big product must not inherit.

    `emu-tf32` is taken from the flag when given; otherwise, where the module
    holds a `tf32x3` dot, from `ttg.target` as Triton's backends pass it
    (`cuda:N`, N >= 80: true; anything else: false), and it is an error
    naming the option when there is no target.

    Before:

    ```mlir
    %d = tt.dot %a, %b, %c, inputPrecision = bf16x3 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
    ```

    After (zero accumulator folded to a constant):

    ```mlir
    %a_hi = arith.truncf %a : tensor<16x16xf32> to tensor<16x16xbf16>
    %0 = arith.extf %a_hi : tensor<16x16xbf16> to tensor<16x16xf32>
    %1 = arith.subf %a, %0 : tensor<16x16xf32>
    %a_mid = arith.truncf %1 : tensor<16x16xf32> to tensor<16x16xbf16>
    ... the same for %b ...
    %2 = tt.dot %a_mid, %b_hi, %zero : ...
    %3 = tt.dot %a_hi, %b_mid, %2 : ...
    %4 = arith.cmpf uno, %3, %3 : tensor<16x16xf32>
    %5 = arith.select %4, %zero, %3 : tensor<16x16xi1>, tensor<16x16xf32>
    %6 = tt.dot %a_hi, %b_hi, %5 : ...
    %d = arith.addf %6, %c : tensor<16x16xf32>
    ```

    `-debug-only=tritongpu-F32DotTC` prints the `emu-tf32` value used and
    each dot decomposed.
  }];
  let dependentDialects = ["mlir::triton::TritonDialect", "mlir::arith::ArithDialect"];
  let options = [
    Option<"emuTF32", "emu-tf32", "bool", /*default=*/"false",
           "Emulate tf32x3 dots with three tf32 dots (default: from "
           "`ttg.target`, true for cuda:80 and newer)">
  ];
}

def TritonGPUFuseNestedLoops : Pass<"tritongpu-fuse-nested-loops", "mlir::ModuleOp"> {
  let summary = "Flatten `tt.flatten` loop nests into a single loop";
  let description = [{
    In each `tt.func`, every `scf.for` marked `tt.flatten` (set by
    `tl.range(..., flatten=True)`) around exactly one `scf.for` (no other
    region op between them) is fused into one loop:

    1. MLIR's loop-invariant code motion on the outer loop; pure, non-dot
       prologue ops used only after the inner loop move past it.
    2. If the inner bounds are (or, by hoisting pure scalar ops, become)
       outer-loop invariant, the nest is versioned on `ceildiv(ub - lb, step)
       == 0` of the inner loop: the then branch runs a copy without the inner
       loop, the else branch the nest, with the inner loop marked
       `ttg.must-execute`. Otherwise the nest stays.
    3. The nest becomes one loop of `total` iterations, as Triton 3.6 builds
       it: `total` is carried through a copy of the outer loop (initialized
       to `len_outer * inner_len`, `inner_len = max(1, len_inner)`, or the
       sum minus N for N + 1 fused inner loops; a loop whose bounds vary
       with the outer induction variable adds its share in each outer
       iteration, which only `ttg.always-fuse` nests reach). A counter `T`
       starts at 0 and walks each outer iteration, updated last; the
       prologue (and `i += step`) runs at `T == 0` in an `scf.if` that also
       yields the inner trip counts and `inner_len` (carried as iter_args),
       the inner body in an `scf.if` on `start <= T < start + len_inner` (on
       `true` for a must-execute loop), the epilogue at `T == inner_len - 1`.
       Values crossing these ifs become iter_args, zero (or `ub.poison`)
       until first written; inner iter_args initialized outside the nest
       are reset in the epilogue instead. The fused loop keeps the largest
       `tt.num_stages` and any `tt.disallow_acc_multi_buffer` of the nest,
       and drops the other loop attributes. Loops marked `ttg.always-fuse`
       (for tests) are fused at every level without steps 1 and 2.

    Before (shape only):

    ```mlir
    scf.for %i = %lbi to %ubi step %si : i32 {
      %a = "prologue"(%i)
      scf.for %j = %lbj to %ubj step %sj : i32 {
        "body"(%a, %j)
      }
      "epilogue"(%i)
    } {tt.flatten}
    ```

    After (before canonicalization):

    ```mlir
    %len = arith.ceildivsi (%ubj - %lbj), %sj
    scf.if (%len == 0) { <the outer loop without the inner one> } else {
      %total = scf.for %x = %lbi to %ubi step %si
          iter_args(%n = len_i * max(1, %len)) { scf.yield %n }
      scf.for %t = 0 to %total step 1
          iter_args(%T = 0, %i = %lbi - %si, %lj = %len, %il = max(1, %len),
                    %j = 0, %a = 0) {
        %j1, %a1, %i1, %lj1, %il1 = scf.if (%T == 0 - 0) {
          %i2 = %i + %si; %a2 = "prologue"(%i2)
          yield %lbj, %a2, %i2, %lj, %il } else { yield %j, %a, %i, %lj, %il }
        %j2 = scf.if (%true) { "body"(%a1, %j1); yield %j1 + %sj }
        scf.if (%T == %il1 - 1) { "epilogue"(%i1) }
        %T1 = (%T == %il1 - 1) ? 0 : %T + 1
      }
    }
    ```

    `-debug-only=tritongpu-fuse-nested-loops` prints each sinking,
    speculation and fusion, each inner loop whose trip count is recomputed
    per outer iteration, and why a nest or loop is not fused.
  }];
  let dependentDialects = ["mlir::scf::SCFDialect", "mlir::arith::ArithDialect",
                           "mlir::ub::UBDialect"];
}

def TritonGPUOptimizeDotOperands : Pass<"tritongpu-optimize-dot-operands", "mlir::ModuleOp"> {
  let summary = "Fuse transposes and reshapes of dot operands into shared memory views";
  let description = [{
    Triton 3.6's pass: the module is canonicalized first, then these
    rewrites and the `ttg.convert_layout` canonicalizations run to a fixed
    point:

    1. A `tt.trans` (order [1, 0]) of `x` (or of `convert_layout(x)`)
       converted to a dot operand of a `tt.dot` goes through shared memory:
       `x` is stored with the swizzle of the dot operand (computed on the
       untransposed shape), viewed transposed with `ttg.memdesc_trans` and
       loaded in the dot operand layout.
    2. A `ttg.local_alloc` of a 2-D `tt.trans` whose only user is a
       `ttng.warp_group_dot` or `ttng.tc_gen5_mma(_scaled)` stores the
       untransposed tensor with `transposed` flipped and views it through a
       `ttg.memdesc_trans`.
    3. A `ttg.local_alloc` with an `nvmma_shared` layout of a `tt.reshape`
       stores the unreshaped tensor and views it through a
       `ttg.memdesc_reshape`, when an `nvmma_shared` layout of the source
       shape places the elements alike.
    4. sm100 block scales: a `ttng.tmem_alloc` scale operand of
       `ttng.tc_gen5_mma_scaled` loaded from shared memory and reshaped to
       5-D, transposed and reshaped back (Triton reads it from shared memory
       through memdesc views) is not implemented: the pass fails naming the
       `ttng.tmem_alloc`.

    ```mlir
    %t = tt.trans %x {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    %b = ttg.local_alloc %t : (tensor<64x64xf16, #blocked1>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %d = ttng.warp_group_dot %a, %b, %c ...
    ```
    becomes
    ```mlir
    %0 = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared1, #smem>
    %b = ttg.memdesc_trans %0 {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared1, #smem> -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %d = ttng.warp_group_dot %a, %b, %c ...
    ```

    `hoist-layout-conversion` is accepted for Triton's pipeline strings;
    Triton 3.6 no longer reads it (the hoisting moved to other passes).
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect",
                           "mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect",
                           "mlir::triton::TritonDialect"];
  let options = [
    Option<"hoistLayoutConversion", "hoist-layout-conversion", "bool",
           /*default=*/"true",
           "whether to move conver to dot operand earlier pass elementwise ops (unused in Triton 3.6)">
  ];
}

def TritonGPUGlobalScratchAllocationPass
    : Pass<"tritongpu-global-scratch-memory-allocation", "mlir::ModuleOp"> {
  let summary = "Give every ttg.global_scratch_alloc its offset in the kernel's global scratch";
  let description = [{
    Triton 3.6's global scratch allocation: no liveness, no reuse. In each
    function (callees first), the ops needing global scratch are visited in
    post-order; each `ttg.global_scratch_alloc` (its `nbytes`, `alignment`)
    and each `tt.call` of a function with scratch (that function's size and
    alignment) is placed at the next offset aligned for it and gets
    `ttg.global_scratch_memory_offset`. The function gets
    `ttg.global_scratch_memory_size` (the end rounded up to the largest
    alignment) and `ttg.global_scratch_memory_alignment` (the largest, 1 if
    none); the kernel (the public function) passes both to the module.

    Before:

    ```mlir
    %0 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    %1 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    ```

    After (the function and the module get size 256, alignment 128):

    ```mlir
    %0 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32, ttg.global_scratch_memory_offset = 0 : i32} : !tt.ptr<i8>
    %1 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32, ttg.global_scratch_memory_offset = 128 : i32} : !tt.ptr<i8>
    ```
  }];
}

def TritonGPUReduceDataDuplication
    : Pass<"tritongpu-reduce-data-duplication", "mlir::ModuleOp"> {
  let summary = "Stage register-to-dot-operand conversions through shared memory";
  let description = [{
    Every `ttg.convert_layout` from a distributed layout to a
    `#ttg.dot_op` layout that moves data between threads (neither a register
    renaming nor a warp shuffle) becomes a `ttg.local_alloc` of its source
    into a swizzled shared buffer and a `ttg.local_load` in the dot-operand
    layout. The buffer's swizzle is the one Triton derives from the dot
    operand (`SwizzledSharedEncodingAttr::get` from a dot operand: ldmatrix
    tiles for an NVIDIA MMA parent, the bank swizzle of an AMD MFMA parent
    when K is innermost, none for an FMA parent), its order the source's
    order for memory. Without this, each thread would read the elements its
    fragment repeats once per repetition through the generic conversion.

    Before (sm80):

    ```mlir
    %b = ttg.convert_layout %x : tensor<64x128xf16, #blocked>
        -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    ```

    After:

    ```mlir
    %0 = ttg.local_alloc %x : (tensor<64x128xf16, #blocked>)
        -> !ttg.memdesc<64x128xf16, #shared, #smem>
    %b = ttg.local_load %0 : !ttg.memdesc<64x128xf16, #shared, #smem>
        -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    ```

    A dot operand of an AMD WMMA parent needs a swizzle rule tt-opt does not
    have: such a conversion is an error naming the op.
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect"];
}

def TritonGPUCoalesceAsyncCopy
    : Pass<"tritongpu-coalesce-async-copy", "mlir::ModuleOp"> {
  let summary = "Copy to shared memory no more contiguous elements per thread than one cp.async stores";
  let description = [{
    A `ttg.async_copy_global_to_local` (cp.async) loads and stores with one
    instruction, so a thread's contiguous run of the source can be no longer
    than the run the swizzled shared layout keeps contiguous. When the
    source's blocked layout gives a thread more along its fastest dim (an
    operand upcast after loading, int8 to bf16: 16 bytes per thread against
    8 contiguous in shared memory), Triton 3.6 clips that size per thread
    to the shared run, rebuilds the default blocked layout of the shape for
    it, converts the pointers, mask and `other` to it, and resets the copy's
    `contiguity` (to 1: the copy is on new values, unknown to the axis
    analysis taken before). Copies into NVMMA or other shared layouts, or
    from non-blocked layouts, are left alone, as in Triton.

    Before:

    ```mlir
    %c = ttg.async_copy_global_to_local %ptrs, %buf mask %m {contiguity = 16 : i32}
        : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared, #smem, mutable>
    ```

    After (`#blocked` holds 16 i8 per thread along K, `#blocked1` 8):

    ```mlir
    %p = ttg.convert_layout %ptrs : tensor<64x64x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked1>
    %mm = ttg.convert_layout %m : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked1>
    %c = ttg.async_copy_global_to_local %p, %buf mask %mm
        : tensor<64x64x!tt.ptr<i8>, #blocked1> -> <64x64xi8, #shared, #smem, mutable>
    ```

    `-debug-only=tritongpu-coalesce-async-copy` prints each copy's run per
    thread against the shared run, and the layout it gets.
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect"];
}

def TritonGPUPipeline : Pass<"tritongpu-pipeline", "mlir::ModuleOp"> {
  let summary = "Expand the scheduled loops: asynchronous copies, multi-buffers, prologue and predicated kernel";
  let description = [{
    The last pass of Triton 3.6's software pipeliner, on each loop
    `tritongpu-schedule-loops` gave a schedule (`loop.stage`/`loop.cluster`):

    1. Each MMAv5 op (`ttng.tc_gen5_mma[_scaled]`, sm100) with a
       `tt.self_latency` (read and removed) becomes asynchronous: it
       arrives on a ring of mbarriers (one per stage from it to its wait,
       indexed and phased by two new iter args), and a `ttng.wait_barrier`
       (deps: its operand buffers) goes before the first op after it in the
       unrolled schedule that reads its accumulator (or writes an operand
       buffer it reads), in a cluster split off just before that op, else
       `tt.self_latency` stages later; accumulator loads in conditional
       blocks that run earlier wait themselves. Operands allocated in the
       loop that cannot be pipelined get a buffer allocated before the loop
       and stored to in it; an accumulator used across stages gets several
       tensor-memory buffers, the index moving on where it is overwritten
       (its tokens become poison).
    2. Each load used a stage or more after it is issued becomes an
       asynchronous copy into a shared-memory buffer of as many tiles as
       stages between them (one more when a wgmma reads it): `tt.load` a
       `ttg.async_copy_global_to_local` + `ttg.async_commit_group`, and
       `ttg.async_wait` + `ttg.local_load` at its first use (a
       `ttg.local_alloc` of it reads the buffer instead); a descriptor load
       a TMA copy signalling an mbarrier (`ttng.barrier_expect`,
       `ttng.wait_barrier` with a phase). The loop counts an insert and an
       extract index (and a phase) modulo the buffer count.
    3. The loop is expanded: a prologue runs the first stages of the first
       iterations; the new loop runs stage s on iteration
       `iv + (last stage - s) * step`, each op of a stage that may run past
       `ub` predicated (its mask or predicate ANDed with `iteration < ub`).
       Values used stages after their definition become iter args. A loop
       with an MMAv5 op and a barrier wait in its last stage (outside
       `ttg.warp_specialize`) has its last iteration peeled: the loop stops
       a step early, and an `scf.if lb < ub` after it runs only the last
       stage of that iteration (the other stages' results are `ub.poison`).
    4. `ttng.warp_group_dot`s become asynchronous, one kept in flight
       across iterations when its operands are multi-buffered
       (`ttng.warp_group_dot_wait`); each `ttg.async_wait` waits for the
       fewest commit groups it must; arith ops are canonicalized.
    5. `tt.descriptor_store`s in the loop write a buffer reused across
       iterations, copied asynchronously (`ttng.async_tma_store_wait` before
       it is overwritten).

    Before (`num-stages=3`, sm80):

    ```mlir
    scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero, %pa = %a0) -> ... {
      %a = tt.load %pa, %m {loop.cluster = 3 : i32, loop.stage = 0 : i32} : ...
      %ad = ttg.convert_layout %a {loop.cluster = 0 : i32, loop.stage = 2 : i32} : ...
      %d = tt.dot %ad, %bd, %acc {loop.cluster = 0 : i32, loop.stage = 2 : i32} : ...
      %pa2 = tt.addptr %pa, %step {loop.cluster = 2 : i32, loop.stage = 1 : i32} : ...
      scf.yield %d, %pa2 : ...
    } {tt.scheduled_max_stage = 2 : i32}
    ```

    After (prologue copies of iterations 0 and 1, then):

    ```mlir
    %A = ttg.local_alloc : () -> !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable>
    ...
    scf.for %k = %c0 to %n step %c1 iter_args(..., %ins = %c1, %ext = %cm1, %t0 = %g0, %t1 = %g1) {
      %e = arith.select ... // extract index + 1 mod 2
      %w = ttg.async_wait %t0 {num = 2 : i32}
      %a = ttg.local_load (ttg.memdesc_index %A[%e]) token %w : ...
      %d = tt.dot ...
      %p = arith.cmpi slt, %k, (%n - 2)      // iteration k + 2 runs?
      %c = ttg.async_copy_global_to_local %pa2, (ttg.memdesc_index %A[%i]) mask (%p and %m) ...
      %g = ttg.async_commit_group tokens %c
      scf.yield %d, ..., %i, %e, %t1, %g : ...
    }
    ttg.async_wait {num = 0 : i32}
    ```

    With `dump-intermediate-steps`, the module after lowering the loads and
    after expansion is printed to stderr as Triton prints it
    (`// -----// SoftwarePipeliner internal IR Dump After: LowerLoops`).
    `-debug-only=tritongpu-pipeline` names each MMAv5 op lowered (its
    accumulator's buffers, its barrier ring and where it is waited on),
    each load lowered (and why it gets its buffer count), each mbarrier,
    the expanded body as a table (op, stage, cluster), each peeled loop and
    each wgmma's waits.

    Not implemented (an error at the op): predicating an op with side
    effects and no mask; multi-buffering an MMAv5 accumulator that is never
    overwritten in the loop, or that has a user other than a tmem_load,
    tmem_store or MMAv5 op (Triton stops with a fatal error); an MMAv5 op
    with `tt.self_latency` nested in a region of the loop body.
  }];
  let options = [
    Option<"numStages", "num-stages", "int32_t", /*default=*/"3",
           "number of pipeline stages (a loop's tt.num_stages overrides it)">,
    Option<"dumpIntermediateSteps", "dump-intermediate-steps", "bool",
           /*default=*/"false",
           "print the module after each internal step to stderr">
  ];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect",
                           "mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect",
                           "mlir::arith::ArithDialect", "mlir::scf::SCFDialect"];
}

def TritonGPUOptimizeAccumulatorInit
    : Pass<"tritongpu-optimize-accumulator-init", "mlir::ModuleOp"> {
  let summary = "Replace zeroing an MMA accumulator by the MMA's use-accumulator flag";
  let description = [{
    A `ttng.warp_group_dot` (unless it needs a partial accumulator: fp8
    operands, f32 result, `maxNumImpreciseAcc` at most K) or an MMAv5 op
    (`ttng.tc_gen5_mma`, `ttng.tc_gen5_mma_scaled`, whose accumulator is a
    `ttng.tmem_alloc` from a tensor, read back by a `ttng.tmem_load` in the
    same region) directly in an `scf.for` body can ignore its accumulator
    (`useC`/`useD` false) instead of adding to a tensor of zeros. The pass
    finds where the accumulator is zero:

    1. a constant zero: the flag becomes `false`;
    2. a loop argument that starts at zero, or the yielded accumulator
       chosen by an `arith.select` or an `scf.if` between zero and another
       value: the loop carries a new i1 (`false` when the argument starts
       at zero, else `true`); a zeroing select's or if's condition now
       selects `false` for the flag instead, and the select is replaced by
       its other value (the if yields the other value). A zeroing that
       comes before the MMA decides this iteration's flag; one after it,
       the next iteration's.

    An MMA whose loop argument starts at zero but which already has a flag
    other than the constant `true` is left alone. Finally, a `ttng.tmem_alloc` whose only
    users are an MMAv5 op with a constant-false flag (and a later
    `ttng.tmem_load`) loses its initial tensor, with MLIR's greedy
    rewriter (which also folds and hoists constants module-wide).

    Before:

    ```mlir
    %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) {
      %d = ttng.warp_group_dot %a, %b, %acc : ...
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    ```

    After:

    ```mlir
    %r:2 = scf.for %i = %lb to %ub step %s iter_args(%acc = %zero, %use = %false) -> (tensor<128x128xf32, #mma>, i1) {
      %d = ttng.warp_group_dot %a, %b, %acc, %use : ...
      scf.yield %d, %true : tensor<128x128xf32, #mma>, i1
    }
    ```

    Triton 3.6 runs it for cuda:100 only (before `tritongpu-hoist-tmem-alloc`).
    `-debug-only=tritongpu-optimize-accumulator-init` says for each MMA
    where its accumulator is zeroed and what became of its flag.
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect",
                           "mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect",
                           "mlir::arith::ArithDialect",
                           "mlir::scf::SCFDialect"];
}

def TritonGPUHoistTMEMAlloc
    : Pass<"tritongpu-hoist-tmem-alloc", "mlir::ModuleOp"> {
  let summary = "Hoist tcgen05 accumulators' tensor memory out of their loops";
  let description = [{
    Triton 3.6's make_ttgir for cuda:100 runs it twice: after
    `tritongpu-optimize-accumulator-init` with `hoist-out-of-if=false`, and
    after the pipeliner with `hoist-out-of-if=true`. It needs the tensor
    memory tokens (`ttng.tmem_alloc` ... `[%tok]`) to see which accesses may
    alias.

    Without `hoist-out-of-if`, for each `ttng.tc_gen5_mma` or
    `ttng.tc_gen5_mma_scaled` directly in an `scf.for`: immutable
    `ttng.tmem_alloc` operands whose value is loop-invariant (through pure
    unary ops) move out of the loop, and the accumulator's `tmem_alloc`, if
    it is in the loop's region, is hoisted before the loop without its
    value (a `ttng.tmem_store` writes that where the alloc was) and its
    token becomes a loop-carried iter arg.

    Then, greedily with scf.for canonicalization (iter-arg folding as
    Triton's MLIR did it):

    - a store of a loop-carried tensor is rotated into the previous
      iteration (a store before the loop, one before the yield, a load
      after the loop); a load whose result only goes to the yield is
      rotated into the next iteration (a store before the loop of the init
      value, the load at the top of the body, one after the loop);
    - a store of a value just loaded from the same buffer, and loads
      whose result is unused, are dropped; a store of a `select` between a
      value just loaded from its buffer and another stores the other under
      the select's predicate (negated when the loaded value is the true
      one);
    - a load inside a loop sinks to the nearest common dominator of its
      users when every use of its token post-dominates that point (not
      past other loads only);
    - with `hoist-out-of-if`: a store right after the alloc of its buffer
      (same block, predicate true) folds into the alloc's value; an alloc
      with a value inside an `scf.if` whose then-branch yields a load of it
      and else-branch its initial value moves before the if, which then
      yields tokens; a `tmem_alloc` of the result of a load from a buffer
      of the same type, used nowhere else, is that buffer.

    Last, a mutable `tmem_alloc` with a value is split into the alloc and
    a `tmem_store` of the value under `true` (later passes expect that).

    Before:

    ```mlir
    %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %zero) -> (tensor<128x128xf32, #linear>) : i32 {
      %t, %tok = ttng.tmem_alloc %acc : (tensor<128x128xf32, #linear>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
      %tok1 = ttng.tc_gen5_mma %a, %b, %t[%tok], %true, %true : ...
      %v, %tok2 = ttng.tmem_load %t[%tok1] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
      scf.yield %v : tensor<128x128xf32, #linear>
    }
    ```

    After:

    ```mlir
    %t, %tok = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %tok0 = ttng.tmem_store %zero, %t[%tok], %true : tensor<128x128xf32, #linear> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %last = scf.for %i = %lb to %ub step %s iter_args(%k = %tok0) -> (!ttg.async.token) : i32 {
      %tok1 = ttng.tc_gen5_mma %a, %b, %t[%k], %true, %true : ...
      scf.yield %tok1 : !ttg.async.token
    }
    %r, %tok3 = ttng.tmem_load %t[%last] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    ```

    A hoisted accumulator whose token ends in several or conditional last
    uses is an error naming the alloc (Triton stops there too).
    `-debug-only=tritongpu-hoist-tmem-alloc` names each alloc hoisted and
    each rewrite applied.
  }];
  let options = [
    Option<"hoistOutOfIf", "hoist-out-of-if", "bool", /*default*/"false",
           "Also hoist allocs out of scf.if (the second run, after the pipeliner)">,
  ];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect",
                           "mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect",
                           "mlir::arith::ArithDialect",
                           "mlir::scf::SCFDialect"];
}

def TritonGPUAutomaticWarpSpecialization
    : Pass<"tritongpu-automatic-warp-specialization", "mlir::ModuleOp"> {
  let summary = "Split loops marked tt.warp_specialize into partitions (the WS pipeline)";
  let description = [{
    Triton 3.6's make_ttgir for cuda:100 runs this after
    `tritongpu-schedule-loops`. It runs a pipeline of its own, each step of
    which the dump logs show as a block (and `--mlir-print-ir-before-all`
    prints too): `tritongpu-partition-scheduling`, `nvws-insert-aref`,
    `nvws-insert-tmem-aref`, `sccp`, `cse`, `nvws-lower-aref{num-stages}`,
    `nvws-assign-stage-phase`, `tritongpu-partition-loops`,
    `nvws-lower-warp-group`, `tritongpu-schedule-loops`.

    Only modules without warp specialization are handled yet: there every
    step but `sccp`, `cse` and `tritongpu-schedule-loops` changes nothing,
    as in Triton (checked on all 58 sm100 kernels of the corpora). A loop
    marked `tt.warp_specialize` (`tl.range(..., warp_specialize=True)`), a
    `ttg.warp_specialize` or partition attributes are an error at the op,
    from the first step.

    Before and after, for a module without warp specialization: what
    `sccp`, `cse` and `tritongpu-schedule-loops` make of it (constants
    materialized and merged, the loop's schedule recomputed).
  }];
  let options = [
    Option<"numStages", "num-stages", "int32_t", /*default*/"3",
           "Stages of the partitions' buffers (nvws-lower-aref)">,
  ];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect",
                           "mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect",
                           "mlir::triton::nvws::NVWSDialect",
                           "mlir::arith::ArithDialect",
                           "mlir::scf::SCFDialect"];
}

def TritonGPUPartitionScheduling
    : Pass<"tritongpu-partition-scheduling", "mlir::ModuleOp"> {
  let summary = "Assign the ops of loops marked tt.warp_specialize to partitions";
  let description = [{
    The first step of `tritongpu-automatic-warp-specialization`, with
    Triton 3.6's rules: in each loop marked `tt.warp_specialize` that has a
    TMA load or a tcgen05 MMA, TMA loads (and their allocs) seed a load
    partition (2), MMAs (with their operand views and accumulator resets)
    an MMA partition (1); users of the loads and of the first MMA go to the
    default partition (0), users of the i-th MMA to partition i. The ops
    in between are clustered and assigned (or their path copied into the
    consuming partition), broadcasts another partition uses are copied
    into it, and what is left takes its users' partitions. Every op of the
    loop gets `ttg.partition`, region ops `ttg.partition.outputs`, the
    loop `ttg.partition.stages` and `ttg.warp_specialize.tag`. Ops nested
    in a loop's region op take its partitions. `-debug-only=` traces each
    op's partition and why.

    Before (a loop whose MMA reads operands loaded with tt.load):
    ```mlir
    %r = scf.for %k = %lb to %ub step %c64 iter_args(%use = %false, %tok = %t0) -> (i1, !ttg.async.token) {
      %a = tt.load %pa : tensor<128x64x!tt.ptr<f16>, #blocked>
      %sa = ttg.local_alloc %a : (...) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      ...
      %t = ttng.tc_gen5_mma %sa, %sb, %acc[%tok], %use, %true : ...
      scf.yield %true, %t : i1, !ttg.async.token
    } {tt.warp_specialize}
    ```
    After: every op in the MMA partition (its operands are made for it),
    the loop tagged:
    ```mlir
      %a = tt.load %pa {ttg.partition = array<i32: 1>} : ...
      ...
      scf.yield {ttg.partition = array<i32: 1>} %true, %t : i1, !ttg.async.token
    } {tt.warp_specialize, ttg.partition = array<i32: 1>,
       ttg.partition.outputs = [array<i32: 1>, array<i32: 1>],
       ttg.partition.stages = [0 : i32, 1 : i32, 0 : i32],
       ttg.warp_specialize.tag = 0 : i32}
    ```
  }];
}

def TritonGPUPartitionLoops
    : Pass<"tritongpu-partition-loops", "mlir::ModuleOp"> {
  let summary = "Split partitioned loops into the regions of an nvws.warp_group";
  let description = [{
    A step of `tritongpu-automatic-warp-specialization`, after the nvws
    steps. Each loop with `ttg.partition.stages` (one entry per partition)
    becomes an `nvws.warp_group` with a region per partition, each holding
    its partition's copy of the loop (the iter args its
    `ttg.partition.outputs` entries name; nested loops and ifs split the
    same way) and of the loop block's ops of its `ttg.partition`, as
    Triton 3.6 does. Region 0 yields its loop's results; the others return
    (or yield nothing when the loop is not theirs). A loop with one
    partition is left alone; a value crossing partitions directly is an
    error.

    Before:
    ```mlir
    %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i32) {
      %u = arith.addi %a, %c1 {ttg.partition = array<i32: 0>} : i32
      %v = arith.addi %b, %c2 {ttg.partition = array<i32: 1>} : i32
      scf.yield {ttg.partition = array<i32: 0, 1>} %u, %v : i32, i32
    } {ttg.partition = array<i32: 0, 1>, ttg.partition.outputs = [array<i32: 0>, array<i32: 1>], ttg.partition.stages = [0 : i32, 0 : i32]}
    ```
    After:
    ```mlir
    %r = nvws.warp_group
    partition0 num_warps(4) {
      %0 = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) {
        %u = arith.addi %a, %c1 : i32
        scf.yield %u : i32
      }
      nvws.warp_group.yield %0 : i32
    }
    partition1 num_warps(4) {
      %1 = scf.for %i = %lb to %ub step %s iter_args(%b = %y) -> (i32) {
        %v = arith.addi %b, %c2 : i32
        scf.yield %v : i32
      }
      nvws.warp_group.return
    }
    ```
  }];
  let dependentDialects = ["mlir::triton::nvws::NVWSDialect",
                           "mlir::scf::SCFDialect"];
}

def TritonGPUOptimizePartitionWarps
    : Pass<"tritongpu-optimize-partition-warps", "mlir::ModuleOp"> {
  let summary = "Give each ttg.warp_specialize partition the warps and registers it needs";
  let description = [{
    Triton 3.6's make_ttgir for cuda:100 runs this after the pipeliner.
    Each partition's register need is twice the 32-bit words of its largest
    tensor (pointers 64 bits) over all its threads. Its lower limit is 1
    warp, 2 if the last of its TMA copies/gathers/scatters and tensor-memory
    accesses (walk order) is a TMA op, 4 if it is a tensor-memory alloc,
    load or store. Repeatedly, the first partition above its limit whose
    need still fits in half its warps (65536 registers shared evenly by all
    the kernel's warps after the cut) is halved. Its register request is 88
    with tensors, 24 without.

    A partition with tensors whose warps change has its layouts assigned
    again, as Triton 3.6 does: its body becomes `tt.func @container` of a
    module of its own (with the module's attributes; each argument gets the
    AxisInfo of the capture it receives as `tt.contiguity`,
    `tt.divisibility`, `tt.constancy`), every tensor loses its layout (but
    those inside tensor descriptors), and the container goes through
    `convert-triton-to-tritongpu{enable-source-remat=true}` for the new
    warps and `relayout-tritongpu`; the `builtin.unrealized_conversion_cast`s
    they leave are bypassed, then `tritongpu-coalesce`,
    `tritongpu-remove-layout-conversions`,
    `tritongpu-optimize-thread-locality`, `tritongpu-accelerate-matmul` and
    `tritongpu-remove-layout-conversions` run and the body moves back. With
    `--mlir-print-ir-before-all` these seven passes print the whole module,
    the container inside it, as Triton's logs show them. The conversion
    does not touch ttg ops, so a `ttg.local_load` makes a tensor without a
    layout until remove-layout-conversions gives it that of its users; a
    tensor left without one at the end is an error at its op.

    Before (a load partition without tensors, 4 warps):
    ```mlir
    ttg.warp_specialize(%a, %b)
    default { ttg.warp_yield }
    partition0(...) num_warps(4) { ... tmem_load ... ttg.warp_return }
    partition1(...) num_warps(4) { ... async_tma_copy_global_to_local ... }
    ```
    After:
    ```mlir
    ttg.warp_specialize(%a, %b) attributes {requestedRegisters = array<i32: 88, 24>}
    default { ttg.warp_yield }
    partition0(...) num_warps(4) { ... }
    partition1(...) num_warps(2) { ... }
    ```
  }];
}

def TritonGPUPrefetch : Pass<"tritongpu-prefetch", "mlir::ModuleOp"> {
  let summary = "Load the first K slice of a dot's shared operands one iteration early";
  let description = [{
    First folds layout conversions module-wide (the `ttg.convert_layout`
    canonicalization patterns, greedily). Then, for each `scf.for`, inner
    loops first, as Triton 3.6 does:

    - A loop whose body holds exactly one `tt.dot`, of an MMA v2 or MFMA
      result layout (and no other dot), is rebuilt; other loops are left
      alone. The rebuilt loop keeps none of the old loop's attributes.
    - The dot is prefetched when both operands come, through ops of one
      operand and one use, from a `ttg.local_load` (without token) into a
      dot-operand layout of a loop-carried buffer, and K is at least one
      slice: 8 x kWidth elements (256 bits' worth when kWidth is 0).
      The first slice of each buffer is loaded before the loop and at the
      end of each iteration from the buffer yielded, and carried; the dot
      becomes one dot on the carried slices and one per further slice,
      loaded from `ttg.memdesc_subslice`s. The last dot goes after the
      ops that do not use it, the next slices included. The original dot
      is also cloned once, unused, as in Triton.

    Before (`#A`/`#B`: dot operands of kWidth 2, slices of 16 along K):

    ```mlir
    %r:3 = scf.for %i = %lb to %ub step %s iter_args(%acc = %c, %a = %a0, %b = %b0) -> (...) {
      %x = ttg.local_load %a : !ttg.memdesc<128x32xf16, #shared, #smem> -> tensor<128x32xf16, #A>
      %y = ttg.local_load %b : !ttg.memdesc<32x128xf16, #shared1, #smem> -> tensor<32x128xf16, #B>
      %d = tt.dot %x, %y, %acc : ...
      scf.yield %d, %a_next, %b_next : ...
    }
    ```

    After:

    ```mlir
    %h = ttg.memdesc_subslice %a0[0, 0] : ... -> !ttg.memdesc<128x16xf16, #shared, #smem, 128x32>
    %ha = ttg.local_load %h : ... -> tensor<128x16xf16, #A>
    ... (%hb likewise, [0, 0] of %b0, 16x128)
    %r:5 = scf.for ... iter_args(%acc = %c, %a = %a0, %b = %b0, %pa = %ha, %pb = %hb) {
      ... (the old loads and an unused copy of the dot)
      %d0 = tt.dot %pa, %pb, %acc : ...
      %sa = ttg.memdesc_subslice %a[0, 16] : ...
      %ra = ttg.local_load %sa : ... (%rb likewise, [16, 0] of %b)
      %na = ttg.local_load (ttg.memdesc_subslice %a_next[0, 0]) : ... (%nb likewise)
      %d1 = tt.dot %ra, %rb, %d0 : ...
      scf.yield %d1, %a_next, %b_next, %na, %nb : ...
    }
    ```

    IR Triton 3.6 crashes or never finishes on (a dot operand that is a
    block argument, a yielded buffer defined outside the loop, K not a
    multiple of the slice) is an error naming the dot.

    `-debug-only=tritongpu-prefetch` says for each loop whether it is
    rebuilt and why its dot is, or is not, prefetched.
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect",
                           "mlir::scf::SCFDialect"];
}

def TritonGPUReorderInstructions
    : Pass<"tritongpu-reorder-instructions", "mlir::ModuleOp"> {
  let summary = "Move ops to where they cost the fewest live registers";
  let description = [{
    Triton 3.6's reordering after the pipeliner, in five walks over the
    module:

    1. a `ttg.convert_layout` moves after the last `ttg.local_dealloc`
       between it and its first use (so the buffer is freed first);
    2. a `ttg.local_load`, or a convert to a `#ttg.dot_op` layout, whose
       single user sits in another loop moves right before that user;
    3. a `ttg.local_alloc` of a value moves right after the op defining it;
    4. a `tt.trans` or `ttg.memdesc_trans` moves right after the op
       defining its operand;
    5. a `ttg.local_load` to a B dot operand used only by a `tt.dot` whose A
       is also a `ttg.local_load` moves right after A's load, when it comes
       before it.

    Before:

    ```mlir
    %b = ttg.local_load %sb : ... -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, ...}>>
    %a = ttg.local_load %sa : ... -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, ...}>>
    %d = tt.dot %a, %b, %c : ...
    ```

    After:

    ```mlir
    %a = ttg.local_load %sa : ... -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, ...}>>
    %b = ttg.local_load %sb : ... -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, ...}>>
    %d = tt.dot %a, %b, %c : ...
    ```

    `-debug-only=tritongpu-reorder-instructions` names each op moved and
    the op it now follows or precedes.
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect"];
}

def TritonGPUAssignLatencies
    : Pass<"tritongpu-assign-latencies", "mlir::ModuleOp"> {
  let summary = "Mark the loads and MMAs of innermost loops with the stages their results take";
  let description = [{
    The first pass of Triton 3.6's software pipeliner. In each innermost
    `scf.for` whose yields all come from its body and whose stage count (its
    `tt.num_stages`, else `num-stages`) is above 1:

    - a load that feeds a dot (`tt.dot`, `tt.dot_scaled`,
      `ttng.warp_group_dot`, `ttng.tc_gen5_mma[_scaled]`, or a
      `ttng.tmem_store`), directly or through the address of another such
      load, gets `tt.latency = (stages - 1) / (deepest indirection + 1)`,
      unless it moves fewer than 32 bits per access, its users disagree on
      its shared layout, or it is too deep for the stages; with a
      `tt.num_stages` and no dot, every load feeding another op counts;
    - an MMAv5 op whose operands are so loaded (or that has no accumulator
      read after it) gets `tt.self_latency = 1`, and `tt.latency = 1` when
      its accumulator need not, or can, be multi-buffered (one more in a
      `tt.warp_specialize` loop), unless the loop also has a `tt.dot`.

    A loop whose ops already carry `tt.latency` keeps them.

    Before (`num-stages=3`):

    ```mlir
    scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero, %pa = %a0) -> ... {
      %a = tt.load %pa : tensor<128x64x!tt.ptr<f16>, #blocked>
      %sa = ttg.local_alloc %a : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %sa, %sb, %acc : ...
      ...
    }
    ```

    After:

    ```mlir
      %a = tt.load %pa {tt.latency = 2 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked>
    ```

    `-debug-only=tritongpu-assign-latencies` prints, per loop, a table of
    the ops considered, their latency and why.
  }];
  let options = [
    Option<"numStages", "num-stages", "int32_t", /*default=*/"3",
           "number of pipeline stages (a loop's tt.num_stages overrides it)">
  ];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect"];
}

def TritonGPUScheduleLoops
    : Pass<"tritongpu-schedule-loops", "mlir::ModuleOp"> {
  let summary = "Give each op of a loop with latencies a pipeline stage and cluster";
  let description = [{
    The second pass of Triton 3.6's software pipeliner. It takes the
    `tt.latency` off every op, and for each innermost `scf.for` holding such
    ops, whose yields all come from its body and which has no `gpu.barrier`,
    writes `loop.stage` and `loop.cluster` on every op of the body and
    `tt.scheduled_max_stage` on the loop:

    1. an op's distance is its latency plus the longest distance of its
       users in the body; its stage is the longest distance minus its own,
       its cluster `last stage - stage` (scf.ifs that feed nothing scheduled
       go to an epilogue cluster);
    2. scf.ifs feeding a scheduled op go to a new first cluster at its
       stage, other scf.ifs to a new last cluster at the last stage;
    3. producers join their consumers' stage and cluster;
    4. the producer of a value read from the previous iteration goes one
       stage later, in a new cluster before its reader's (a load: with it);
    5. the rest goes to the last stage, in the first cluster after the
       prologue or a later one its producers need.

    Before:

    ```mlir
    %acc:3 = scf.for ... iter_args(%a = ..., %pa = ..., %pb = ...) {
      %x = tt.load %pa {tt.latency = 2 : i32} : ...
      %sx = ttg.local_alloc %x : ...
      %d = ttng.warp_group_dot %sx, %sy, %a : ...
      %pa2 = tt.addptr %pa, %step : ...
      scf.yield %d, %pa2, %pb2 : ...
    }
    ```

    After:

    ```mlir
      %x = tt.load %pa {loop.cluster = 3 : i32, loop.stage = 0 : i32} : ...
      %sx = ttg.local_alloc %x {loop.cluster = 0 : i32, loop.stage = 2 : i32} : ...
      %d = ttng.warp_group_dot %sx, %sy, %a {loop.cluster = 0 : i32, loop.stage = 2 : i32} : ...
      %pa2 = tt.addptr %pa, %step {loop.cluster = 2 : i32, loop.stage = 1 : i32} : ...
    } {tt.scheduled_max_stage = 2 : i32}
    ```

    `-debug-only=tritongpu-schedule-loops` prints, per loop, a table of
    every op with its latency, stage, cluster and the step that placed it.
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect"];
}

// Triton keeps these two in its Gluon dialect's Transforms; make_llir runs
// gluon-inline on every kernel, Gluon or not, right after convert-scf-to-cf.
def SCCP : Pass<"sccp"> {
  let summary = "Sparse conditional constant propagation (MLIR's SCCP; warp-specialize partitions left as Triton 3.6 leaves them)";
  let description = [{
    MLIR's `sccp`: constants propagate through arithmetic, branches and
    region control flow, values that are constant on every live path are
    replaced by constants materialized at the top of their function (or
    other isolated region), and ops whose results all became constants and
    that have no side effects are erased.

    One rule is Triton 3.6's: its `ttg.warp_specialize` branches only into
    the default region, so SCCP never reaches the partition regions and
    leaves them as they are. tt-opt's `ttg.warp_specialize` also branches
    into its partitions (so that AxisInfo and the shared-memory alias
    analysis see the partitions through their captures), so this pass
    analyses them but rewrites nothing inside them.

    Before:

    ```mlir
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %three = arith.addi %c1, %c2 : i32
    ttg.warp_specialize(%p)
    default {
      %x = arith.addi %c1, %c2 : i32
      ttg.warp_yield
    }
    partition0(%arg0: !tt.ptr<i32>) num_warps(1) {
      %c1_0 = arith.constant 1 : i32
      %y = arith.addi %c1_0, %c1_0 : i32
      ttg.warp_return
    }
    ```

    After: `%three` and `%x` are `arith.constant 3 : i32` (materialized at
    the function's top, where the constants now sit in reverse order of
    creation); partition0 is unchanged.

    `-debug-only=sccp` names each value replaced by a constant and each
    warp_specialize whose partitions were left alone.
  }];
}

def GluonCanonicalize : Pass<"gluon-canonicalize"> {
  let summary = "Canonicalize without the patterns that change layouts";
  let description = [{
    Triton 3.6's canonicalizer for Gluon: one greedy rewrite with the
    canonicalization patterns of the `arith`, `scf` and `cf` dialects and
    their ops, and of `tt.load`, `tt.store`, `tt.broadcast`,
    `tt.expand_dims`, `ttg.warp_specialize` and its partitions; every op's
    folder; region simplification (unreachable blocks, dead and redundant
    block arguments, identical blocks merged). No `ttg.convert_layout`
    pattern runs, so layouts stay as they are.

    Before (after convert-scf-to-cf):

    ```mlir
      cf.cond_br %c, ^bb2(%i : i32), ^bb3
    ^bb2(%j: i32):  // pred: ^bb1
      %k = arith.addi %j, %c1 : i32
    ```

    After (a block argument with one predecessor becomes its value):

    ```mlir
      cf.cond_br %c, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %k = arith.addi %i, %c1 : i32
    ```
  }];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::scf::SCFDialect",
                           "mlir::cf::ControlFlowDialect"];
}

def GluonInline : Pass<"gluon-inline", "mlir::ModuleOp"> {
  let summary = "Inline calls, simplifying each function with gluon-canonicalize";
  let description = [{
    MLIR's inliner with `gluon-canonicalize` as the pipeline it runs on each
    function it visits (Triton 3.6 runs it in make_llir after
    convert-scf-to-cf). A call of a `noinline` function stays; with no call
    to inline it is `gluon-canonicalize` on every function: for example,
    two blocks that only branch to the same block merge, and a branch to
    the one left goes there:

    Before:

    ```mlir
    ^bb4:  // pred: ^bb2
      cf.br ^bb17
      ...
      cf.cond_br %59, ^bb7, ^bb16
      ...
    ^bb16:  // pred: ^bb6
      cf.br ^bb17
    ```

    After:

    ```mlir
    ^bb4:  // 2 preds: ^bb2, ^bb6
      cf.br ^bb16
      ...
      cf.cond_br %59, ^bb7, ^bb4
    ```
  }];
}

#endif // TT_DIALECT_TTG_TRANSFORMS_PASSES_TD
