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

def TritonGPUProxyFenceInsertion
    : Pass<"triton-nvidia-gpu-proxy-fence-insertion", "mlir::ModuleOp"> {
  let summary = "Fence shared memory between the generic proxy and TMA writes";
  let description = [{
    Triton 3.6's make_llir runs this after shared and global scratch
    allocation, on the control-flow graph: from compute capability 9.0 on, a
    TMA load or gather writes its shared-memory destination through the
    async proxy, so threads' earlier reads and writes of any byte it covers
    (through the allocation's offsets: scratch buffers reused by later
    allocations count) must be fenced first. A forward dataflow of pending
    accesses, as Membar's, puts a `ttng.fence_async_shared` before each
    TMA load or gather whose destination overlaps a pending access of an
    op other than async-proxy ops (TMA copies, wgmma, tcgen05 MMAs and
    copies) and mbarrier inits, invalidations, arrivals and waits; a fence
    clears what is pending, and the other proxy reads (wgmma, tcgen05,
    TMA stores) are left to `triton-nvidia-gpu-fence-insertion`.

    Before (a tensor map built in shared scratch that the first stage's
    buffer reuses):

    ```mlir
    ttng.tensormap_create %desc, ... {allocation.offset = 0 : i32}
    ...
    ttng.async_tma_copy_global_to_local %d[%x, %y] %buf, %bar, %true : ...
    ```

    After:

    ```mlir
    ttng.tensormap_create %desc, ... {allocation.offset = 0 : i32}
    ...
    ttng.fence_async_shared {bCluster = false}
    ttng.async_tma_copy_global_to_local %d[%x, %y] %buf, %bar, %true : ...
    ```

    `-debug-only=triton-nvidia-gpu-proxy-fence-insertion` names each fenced
    op and the earlier access it is fenced from.
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
    before the software pipeliner, on each `tt.func`. It only acts on
    functions with an `scf.for` that carries `tt.warp_specialize`
    (`tl.range(..., warp_specialize=True)`), and of those it leaves
    unchanged the ones whose kernel does not have 4 warps and the ones with
    an `scf.if` that has an else block; the rest it splits into producer
    and consumer warp groups. tt-opt follows those rules.

    The split's first four steps are Triton's (3 warp groups: task 0 the
    producer, tasks 1 and 2 the consumers), each op getting an
    `async_task_id`:

    1. doTaskPartition: the `tt.descriptor_load`s (and expensive `tt.load`s)
       the operands of a `ttng.warp_group_dot` come from go to task 0, the
       dots and every store to tasks 1 and 2;
    2. doTaskIdPropagate: every other op gets the tasks of the ops that use
       its results (a backward data-flow analysis; loop bounds and if
       conditions also get the tasks of the ops inside), and so do the ops
       around it;
    3. doDataPartition: each dot of tasks 1 and 2 is cut in two along M
       (halves of at least 64 rows) or else N (at least 128 columns), one
       half per consumer, and so are the ops that feed its operand and
       accumulator and those its result flows into: a copy per half, on
       that consumer's task (the producer's loads on task 0), the second
       half's descriptor coordinates moved by the first half's size, the
       loop carrying both accumulators. When no dot can be cut, Triton
       tries again with 2 warp groups: the task ids stay, the dots stay
       whole.

    4. doCodePartition: each value a task produces and other tasks read
       (a load's result read by a consumer's `ttg.local_alloc`) goes
       through `num-stages` shared-memory buffers (the loop's
       `tt.num_stages` when it has one), each loop around it carrying an
       i64 count that gives the buffer index and phase; one
       `nvws.create_token` per consumer task guards them
       (`producer_acquire`/`consumer_release`, and `producer_commit`/
       `consumer_wait` for cp.async and local_store copies), a descriptor
       load becomes a `ttng.async_tma_copy_global_to_local` completed on
       an mbarrier (`barrier_expect`, `wait_barrier`), and the ops move
       into a `ttg.warp_specialize`: task 0 in the default region, each
       consumer in a partition of 4 warps requesting 232 registers. Where
       Triton inserts the ops of two channel groups at one place, its
       order follows the heap addresses of its channel objects (a
       DenseMap keyed by pointers); tt-opt keeps the groups in program
       order, so such ops can stand in another order than in a given
       Triton dump.

    The step after them (doTokenLowering) is not implemented yet (issue
    17): a function that code partitioning split is then an error at the
    function rather than left as Triton would not. One where nothing
    crosses tasks gets `tt.num_stages = 0` on its loops, Triton's last
    step. With `dump-intermediate-steps=true` the module is printed after
    each step as Triton prints it
    (`// -----// WarpSpec internal IR Dump After: doTaskPartition`).

    ```mlir
    // Unchanged: the module has 8 warps ("ttg.num-warps" = 8), or the
    // function has an scf.if with an else block, or no loop is marked.
    scf.for %k = %c0 to %K step %c64 iter_args(%acc = %zero) -> (...) {
      ...
    } {tt.warp_specialize}
    // With 4 warps and no else block, after the first two steps:
    scf.for %k = ... {
      %a = tt.descriptor_load %da[%m, %k] {async_task_id = array<i32: 0>} : ... -> tensor<128x64xf16, ...>
      %sa = ttg.local_alloc %a {async_task_id = array<i32: 1, 2>} : ...
      %d = ttng.warp_group_dot %sa, %sb, %acc {async_task_id = array<i32: 1, 2>, ...} : ... -> tensor<128x128xf32, #mma>
      scf.yield {async_task_id = array<i32: 1, 2>} %d : ...
    } {async_task_id = array<i32: 1, 2>, tt.warp_specialize}
    // After the third, a 64-row half per consumer:
    %m64 = arith.addi %m, %c64_i32 {async_task_id = array<i32: 0>} : i32
    %r:2 = scf.for %k = ... iter_args(%acc0 = %zero64, %acc1 = %zero64) -> (...) {
      %a0 = tt.descriptor_load %da[%m, %k] {async_task_id = array<i32: 0>} : ... -> tensor<64x64xf16, ...>
      %a1 = tt.descriptor_load %da[%m64, %k] {async_task_id = array<i32: 0>} : ... -> tensor<64x64xf16, ...>
      %sa0 = ttg.local_alloc %a0 {async_task_id = array<i32: 1>} : ...
      %sa1 = ttg.local_alloc %a1 {async_task_id = array<i32: 2>} : ...
      %d0 = ttng.warp_group_dot %sa0, %sb, %acc0 {async_task_id = array<i32: 1>, ...} : ... -> tensor<64x128xf32, #mma>
      %d1 = ttng.warp_group_dot %sa1, %sb, %acc1 {async_task_id = array<i32: 2>, ...} : ... -> tensor<64x128xf32, #mma>
      scf.yield {async_task_id = array<i32: 1, 2>} %d0, %d1 : ...
    } {async_task_id = array<i32: 1, 2>, tt.warp_specialize}
    // then the ttg.warp_specialize of doCodePartition, and an error: "the
    // step after code partitioning ... is not implemented yet".
    ```

    `-debug-only=nvgpu-warp-specialization` says, per function, why it was
    left unchanged, names each op the steps put in a task and why, and,
    per dot, the dimension it and each op with it are cut along or why no
    cut fits. An op data partitioning has no rule for (Triton 3.6 aborts
    there) is an error naming the op.
  }];
  let options = [
    Option<"numStages", "num-stages", "int32_t", /*default*/"3",
           "Pipeline stages the split loop's buffers get">,
    Option<"dumpIntermediateSteps", "dump-intermediate-steps", "bool",
           /*default*/"false",
           "Print the IR after each internal step (Triton's WarpSpec dumps)">,
  ];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect",
                           "mlir::triton::nvws::NVWSDialect"];
}

def NVGPUTestWSTaskPartition
    : Pass<"nvgpu-test-ws-task-partition", "mlir::ModuleOp"> {
  let summary = "test warp specialization task partition";
  let description = [{
    Triton 3.6's test pass for nvgpu-warp-specialization's first step
    (doTaskPartition), per `tt.func`, with `num-warp-groups` warp groups
    (nothing below 2): the loads that feed a `ttng.warp_group_dot` go to
    task 0, the dots and stores to tasks 1 .. num-warp-groups-1. A function
    with task ids already, or without a loop, a load or a dot, is left
    alone. No loop needs `tt.warp_specialize` here. The step traces under
    `-debug-only=nvgpu-warp-specialization`.

    ```mlir
    // nvgpu-test-ws-task-partition{num-warp-groups=3}
    %a = tt.descriptor_load %da[%m, %k] : ... // {async_task_id = array<i32: 0>}
    %d = ttng.warp_group_dot %sa, %sb, %acc : ... // {async_task_id = array<i32: 1, 2>}
    ```
  }];
  let options = [
    Option<"numWarpGroups", "num-warp-groups", "int32_t", /*default*/"0",
           "number of warp groups for warp specialization">,
  ];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect"];
}

def NVGPUTestWSTaskIdPropagate
    : Pass<"nvgpu-test-taskid-propagate", "mlir::ModuleOp"> {
  let summary = "test warp specialization task id propagation";
  let description = [{
    Triton 3.6's test pass for the second step (doTaskIdPropagate), per
    `tt.func`: each `async_task_id` is sorted, then every op without one
    gets the tasks of the ops that use it (its operands' when it has no
    results), and so do the ops around it. With `num-warp-groups=0` (the
    default) it removes every `async_task_id` instead; a function whose
    only ids are on constants is left alone. The step traces under
    `-debug-only=nvgpu-warp-specialization`.

    ```mlir
    // nvgpu-test-taskid-propagate{num-warp-groups=3}
    %p = arith.muli %pid, %c128 : i32          // gets array<i32: 0, 1, 2>
    %a = tt.descriptor_load %da[%p, %k] {async_task_id = array<i32: 0>} : ...
    tt.descriptor_store %dc[%p, %n], %c {async_task_id = array<i32: 1, 2>} : ...
    ```
  }];
  let options = [
    Option<"numWarpGroups", "num-warp-groups", "int32_t", /*default*/"0",
           "number of warp groups for warp specialization">,
  ];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect"];
}

def NVGPUTestWSDataPartition
    : Pass<"nvgpu-test-ws-data-partition", "mlir::ModuleOp"> {
  let summary = "test warp specialization data partition";
  let description = [{
    Triton 3.6's test pass for the third step (doDataPartition), per
    `tt.func` with task ids, for `num-warp-groups` above 2: each dot with
    num-warp-groups-1 consumer tasks is cut along M (or N) into one dot per
    consumer, with what feeds and uses it (nvgpu-warp-specialization says
    how). Dots that cannot be cut are an error here, where the full pass
    retries with one consumer. The step traces under
    `-debug-only=nvgpu-warp-specialization`.

    ```mlir
    // nvgpu-test-ws-data-partition{num-warp-groups=3}, before:
    %d = ttng.warp_group_dot %sa, %sb, %acc {async_task_id = array<i32: 1, 2>, ...} : ... -> tensor<128x128xf32, #mma>
    // after:
    %d0 = ttng.warp_group_dot %sa0, %sb, %acc0 {async_task_id = array<i32: 1>, ...} : ... -> tensor<64x128xf32, #mma>
    %d1 = ttng.warp_group_dot %sa1, %sb, %acc1 {async_task_id = array<i32: 2>, ...} : ... -> tensor<64x128xf32, #mma>
    ```
  }];
  let options = [
    Option<"numWarpGroups", "num-warp-groups", "int32_t", /*default*/"0",
           "number of warp groups for warp specialization">,
  ];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect"];
}

def NVGPUTestWSCodePartition
    : Pass<"nvgpu-test-ws-code-partition", "mlir::ModuleOp"> {
  let summary = "test warp specialization code partition";
  let description = [{
    Triton 3.6's test pass for the fourth step (doCodePartition), per
    `tt.func` with task ids, for `num-buffers` above 0 (the buffers of a
    channel in a loop without a `tt.num_stages` of its own): every value
    one task produces and others read goes through shared-memory buffers
    guarded by `nvws` tokens (and mbarriers for TMA copies), and the ops
    move into a `ttg.warp_specialize` with a region per task
    (nvgpu-warp-specialization says how). A function without task ids, or
    with nothing crossing tasks, is left as it is.

    ```mlir
    // nvgpu-test-ws-code-partition{num-buffers=3}, before:
    %a = tt.descriptor_load %da[%m, %k] {async_task_id = array<i32: 0>} : ... -> tensor<128x64xf16, #blocked>
    %sa = ttg.local_alloc %a {async_task_id = array<i32: 1>} : ...
    // after:
    ttg.warp_specialize(...) attributes {requestedRegisters = array<i32: 232>}
    default {
      nvws.producer_acquire %token, %idx, %phase {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
      ttng.barrier_expect %bar, 16384 {async_task_id = array<i32: 0>}, %true : ...
      ttng.async_tma_copy_global_to_local %da[%m, %k] %buf, %bar, %true {async_task_id = array<i32: 0>} : ...
    }
    partition0(...) num_warps(4) {
      ttng.wait_barrier %bar1, %phase1 {async_task_id = array<i32: 1>} : ...
      %view = ttg.memdesc_index %bufs[%idx1] {async_task_id = array<i32: 1>} : ...
      %d = ttng.warp_group_dot %view, ...
      nvws.consumer_release %token1, %idx1 {async_task_id = array<i32: 1>} : tensor<3x!nvws.token>, i32
    }
    ```
  }];
  let options = [
    Option<"numBuffers", "num-buffers", "int32_t", /*default*/"0",
           "buffers per channel in a loop (0 leaves the module alone)">,
  ];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect",
                           "mlir::triton::nvws::NVWSDialect"];
}

def TritonNvidiaGPUMMALoweringPass
    : Pass<"triton-nvidia-mma-lowering", "mlir::ModuleOp"> {
  let summary = "Make tcgen05 MMAs asynchronous, with their barriers and scales in place";
  let description = [{
    Three rewrites of Triton 3.6, by one greedy pattern driver over the
    module (which also folds what it visits and merges equal constants):

    1. A `ttng.tc_gen5_mma`/`ttng.tc_gen5_mma_scaled` without `is_async`
       gets a new one-CTA barrier (`ttg.local_alloc` + `ttng.init_barrier`)
       as a completion barrier under `true`, becomes `is_async`, and is
       followed by a `ttng.wait_barrier` on phase 0 under the MMA's
       predicate and a `ttng.inval_barrier`.
    2. A `ttng.tc_gen5_mma_scaled` scale in shared memory is copied into a
       `ttng.tmem_alloc` of `#ttng.tensor_memory_scales_encoding` (M or N
       rows) by a `ttng.tmem_copy` right before the MMA, which then reads it.
    3. `ttng.tc_gen5_commit`s after an MMA, across pure ops only, whose
       predicate is the MMA's (or any, when the MMA's is constant true)
       become completion barriers of the MMA; the ops their barrier and
       predicate need are moved above the MMA when they are pure.

    Before:

    ```mlir
    ttng.tc_gen5_mma %a, %b, %acc, %useD, %true : ...
    ```

    After (`#shared1` a swizzled layout of vec 1, order [0]):

    ```mlir
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.tc_gen5_mma %a, %b, %acc, %useD, %true, %bar[%true] {is_async} : ...
    ttng.wait_barrier %bar, %c0_i32, %true : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.inval_barrier %bar : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ```

    With `ttg.num-ctas` > 1 the pass stops with an error naming it.

    `-debug-only=triton-nvidia-mma-lowering` names each MMA made
    asynchronous, each scale copied and each commit merged or left.
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect",
                           "mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect",
                           "mlir::arith::ArithDialect"];
}

def TritonNvidiaGPUTMALoweringPass
    : Pass<"triton-nvidia-tma-lowering", "mlir::ModuleOp"> {
  let summary = "Lower tensor-descriptor ops to TMA copies and device tensormaps";
  let description = [{
    Triton 3.6's rewrites, by one greedy pattern driver over the module
    (which also folds what it visits and merges equal constants, hoisting
    them to the start of the function):

    - `tt.descriptor_load`/`tt.descriptor_gather`: a TMA copy into a new
      mutable buffer of the descriptor's shared layout, with a one-use
      barrier (`ttng.init_barrier`, `ttng.barrier_expect` of the tile's
      bytes, `ttng.async_tma_copy_global_to_local` or
      `ttng.async_tma_gather`, `ttng.wait_barrier` phase 0,
      `ttng.inval_barrier`); users read a `ttg.local_load` of it, except a
      `ttg.local_alloc` of it in the same layout, replaced by the buffer.
    - `tt.descriptor_store`/`_reduce`/`_scatter`: the tile goes to a new
      immutable buffer (`ttg.local_alloc`), `ttng.fence_async_shared`, the
      TMA copy out, `ttng.async_tma_store_wait {pendings = 0}`.
    - `tt.make_tensor_descriptor`: a 128-byte `ttg.global_scratch_alloc`,
      `ttng.tensormap_create` (box: the TMA block, contiguous dim first,
      clamped to the swizzle width and to 256; global dims reversed; byte
      strides reversed, the innermost left out; element type and swizzle
      codes; fill mode NaN for `padding = nan`),
      `ttng.tensormap_fenceproxy_acquire`, and
      `ttng.reinterpret_tensor_descriptor` for the descriptor.

    Indices into fp4-padded blocks double along the contiguous dim.

    Before:

    ```mlir
    %d = tt.make_tensor_descriptor %p, [%M, %N], [%s, %c1_i64] : <f16>, <tensor<128x128xf16, #shared>>
    tt.descriptor_store %d[%i, %j], %x : !tt.tensordesc<tensor<128x128xf16, #shared>>, tensor<128x128xf16, #blocked>
    ```

    After:

    ```mlir
    %0 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    %1 = arith.muli %s, %c2_i64 : i64
    ttng.tensormap_create %0, %p, [%c64_i32, %c128_i32], [%N, %M], [%1], [%c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : ...
    ttng.tensormap_fenceproxy_acquire %0 : !tt.ptr<i8>
    %d = ttng.reinterpret_tensor_descriptor %0 : !tt.ptr<i8> to !tt.tensordesc<tensor<128x128xf16, #shared>>
    %2 = ttg.local_alloc %x : (tensor<128x128xf16, #blocked>) -> !ttg.memdesc<128x128xf16, #shared, #smem>
    ttng.fence_async_shared {bCluster = false}
    ttng.async_tma_copy_local_to_global %d[%i, %j] %2 : !tt.tensordesc<tensor<128x128xf16, #shared>>, !ttg.memdesc<128x128xf16, #shared, #smem>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    ```

    Errors name the op: a descriptor made in the kernel without an NVMMA
    layout (Triton assumes one), a block narrower than its swizzle,
    rank-reducing accesses with several CTAs, and a loaded tile whose
    `ttg.local_alloc` is viewed or waited on by `ttng.warp_group_dot_wait`
    (Triton retypes those users to the mutable buffer; not implemented).

    `-debug-only=triton-nvidia-tma-lowering` names each op lowered.
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect",
                           "mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect",
                           "mlir::arith::ArithDialect"];
}

def TritonNvidiaGPUOptimizeTMemLayoutsPass
    : Pass<"triton-nvidia-optimize-tmem-layouts", "mlir::ModuleOp"> {
  let summary = "Pick the register layouts of tensor memory loads and stores from their uses";
  let description = [{
    Five rewrites of Triton 3.6 (sm100), by one greedy pattern driver over
    the module (which also folds what it visits and merges equal
    constants):

    1. `tt.split(tt.trans {order = [0, 2, 1]}(tt.reshape(ttng.tmem_load)))`,
       converts looked through, of a buffer of 128 rows per CTA and halves
       of 8 columns or more: each half is a `ttng.tmem_subslice` loaded in
       its 32x32b layout and converted to the split's result layout.
    2. `ttng.tmem_store(tt.reshape(tt.trans {order = [0, 2, 1]}(tt.join)))`
       likewise: each joined half is converted to the 32x32b layout of its
       subslice and stored there (predicate `true`).
    3. With 8 warps, a `ttng.tmem_load` whose value reaches, through
       converts and elementwise ops, a `tt.reduce` along dim 1 (the last
       one the forward walk meets decides) is loaded with warp bit 2 and
       lane bit 4 of its 32x32b layout swapped (the second warp group takes
       rows 16-31 of each 32), then converted back.
    4. A `ttng.tmem_store` whose value comes (backward slice in the new
       layout) only from 16-bit `ttg.local_load`s that move one element at
       a time stores in the 16x256b message layout (a convert before it).
    5. A `ttng.tmem_load` whose value reaches an 8- or 16-bit
       `ttg.local_store` that moves one element at a time loads in the
       16x256b layout (a convert after it).

    Modules without tensor memory (sm80, sm90) only get the driver's
    folding, which leaves the canonical IR of Triton's pipeline as it is.

    Before (8 warps, `#linear` the 32x32b layout: warps on rows 32, 64 and
    column 32):

    ```mlir
    %x = ttng.tmem_load %acc : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #linear>
    %m = "tt.reduce"(%x) <{axis = 1 : i32}> ({...}) : (tensor<128x64xf32, #linear>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #linear}>>
    ```

    After (`#linear1`: warp bit 2 on row 16, lane bit 4 on column 32):

    ```mlir
    %x = ttng.tmem_load %acc : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #linear1>
    %0 = ttg.convert_layout %x : tensor<128x64xf32, #linear1> -> tensor<128x64xf32, #linear>
    %m = "tt.reduce"(%0) <{axis = 1 : i32}> ({...}) : (tensor<128x64xf32, #linear>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #linear}>>
    ```

    `TRITON_PREFER_TMEM_16x256_LAYOUT` is taken as unset (32x32b default
    layouts). Errors name the op: no `ttg.num-warps` around it, a layout
    without a linear form, and, with `ttg.num-ctas` > 1, the first tensor
    memory load or store (every one gets a layout computed; those of several
    CTAs are not checked against Triton 3.6).

    `-debug-only=triton-nvidia-optimize-tmem-layouts` names each load and
    store rewritten, the rule and the new layout.
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect",
                           "mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect",
                           "mlir::arith::ArithDialect"];
}

def TritonNvidiaGPUInterleaveTMemPass
    : Pass<"triton-nvidia-interleave-tmem", "mlir::ModuleOp"> {
  let summary = "Sink tensor memory loads and allocations down to where they are needed";
  let description = [{
    Triton 3.6 moves each `ttng.tmem_load`, with the run of pure ops right
    after it that are each the single user of the previous one, and each
    `ttng.tmem_alloc`, in module order and again until it stays, down its
    block to just before the first op that uses them, arrives on a barrier
    (`ttng.arrive_barrier`), or writes or frees memory: any memory through
    an op without memory effects or with effects on no particular
    resource, tensor memory that may alias the buffer. They stop before the
    block's last op when nothing stops them earlier.

    Aliasing follows views back to the `ttng.tmem_alloc` (`memdesc_index`,
    `memdesc_subslice`, `memdesc_trans`, `memdesc_reshape`,
    `ttng.tmem_subslice`, `ttg.warp_specialize` captures) and compares the
    ranges covered per dim: other allocations, or ranges known to be
    disjoint, do not alias. As in Triton, the offsets of `memdesc_index`
    and `memdesc_subslice` views met on the way are built as i32
    `arith.constant`s right before the view and left there.

    Modules without tensor memory (sm80, sm90) are left unchanged.

    Before:

    ```mlir
    %r = ttng.tmem_load %acc : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    %h = arith.truncf %r : tensor<128x128xf32, #linear> to tensor<128x128xf16, #linear>
    %p = tt.splat %c_ptr : !tt.ptr<f16> -> tensor<128x128x!tt.ptr<f16>, #blocked>
    %c = ttg.convert_layout %h : tensor<128x128xf16, #linear> -> tensor<128x128xf16, #blocked>
    tt.store %p, %c : tensor<128x128x!tt.ptr<f16>, #blocked>
    ```

    After:

    ```mlir
    %p = tt.splat %c_ptr : !tt.ptr<f16> -> tensor<128x128x!tt.ptr<f16>, #blocked>
    %r = ttng.tmem_load %acc : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    %h = arith.truncf %r : tensor<128x128xf32, #linear> to tensor<128x128xf16, #linear>
    %c = ttg.convert_layout %h : tensor<128x128xf16, #linear> -> tensor<128x128xf16, #blocked>
    tt.store %p, %c : tensor<128x128x!tt.ptr<f16>, #blocked>
    ```

    `-debug-only=triton-nvidia-interleave-tmem` names each op sunk, the op
    it stopped before and why.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect"];
}

def TritonTensorMemoryAllocationPass
    : Pass<"triton-tensor-memory-allocation", "mlir::ModuleOp"> {
  let summary = "Place each tensor memory buffer at a row and column offset";
  let description = [{
    Triton 3.6's make_llir runs this after shared memory allocation. Tensor
    memory is 128 lanes x 512 32-bit columns per SM; this pass gives every
    `ttng.tmem_alloc` a column offset and a row offset (0, or 16 for a
    buffer of 64 rows that uses lanes 16-31 of each 32-lane sub-partition)
    and the module the number of columns the kernel allocates at entry.

    Allocations are placed in the order of a post-order walk, first fit
    over columns in steps of 4 and over the two 64-row halves, on a map
    from which buffers whose live range (theirs and their views', by MLIR's
    Liveness, in post-order op numbers) ended before this one's start are
    freed. A buffer takes `rows` (128, or 64 for blockM = 64 with one block)
    by `columns` (the layout's columns in 32-bit cells: halved for packed
    16-bit data, quartered for scales, times the buffer count).
    A tcgen05 MMA whose A operand is a 64-row tensor memory buffer puts it
    in the rows of its accumulator (the first placed fixes them). The
    module's `ttg.tensor_memory_size` is the highest column used rounded
    up to 0, 32, 64, 128, 256 or 512 (more is left as it is: the kernel
    then does not fit, which Triton reports at launch).

    Before:

    ```mlir
    module attributes {ttg.shared = 98320 : i32, ...} {
      %acc = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    ```

    After:

    ```mlir
    module attributes {ttg.shared = 98320 : i32, ttg.tensor_memory_size = 128 : i32, ...} {
      %acc = ttng.tmem_alloc {tensor_memory_col_offset = 0 : i32, tensor_memory_row_offset = 0 : i32} : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    ```

    `-debug-only=triton-tensor-memory-allocation` gives each buffer's size,
    live range and place.
  }];
}

def TritonNvidiaGPUCheckMatmulTwoCTAPass
    : Pass<"triton-nvidia-check-matmul-two-cta", "mlir::ModuleOp"> {
  let summary = "Record whether the kernel's tcgen05 MMAs span two CTAs";
  let description = [{
    Triton 3.6's make_llir checks that every `ttng.tc_gen5_mma` and
    `ttng.tc_gen5_mma_scaled` agrees on `two_ctas` (an error at the first
    that differs from the first one) and records the answer on the module
    as `"ttng.two-ctas"` (false when there is no MMA).

    Before: `module attributes {ttg.target = "cuda:100", ...}`

    After: `module attributes {ttg.target = "cuda:100", ..., "ttng.two-ctas" = false}`
  }];
}

#endif // TT_DIALECT_TTNG_TRANSFORMS_PASSES_TD

def TritonNvidiaGPURemoveTMEMTokensPass
    : Pass<"triton-nvidia-gpu-remove-tmem-tokens", "mlir::ModuleOp"> {
  let summary = "Drop the access tokens of tensor-memory ops";
  let description = [{
    Triton 3.6's make_ttgir for cuda:100 runs this after the pipeliner and
    warp specialization, which are the passes that order tensor-memory
    accesses by their tokens. In each `tt.func`, every `ttng.tmem_alloc`,
    `ttng.tmem_load`, `ttng.tmem_store`, `ttng.tc_gen5_mma` and
    `ttng.tc_gen5_mma_scaled` loses its token operand and its token
    result; the uses of a result take one `ub.poison : !ttg.async.token`
    made at the start of the function (loop-carried tokens become poison
    iter_args, which the canonicalizer after it removes).

    Before:

    ```mlir
    %acc, %tok = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %tok1 = ttng.tc_gen5_mma %a, %b, %acc[%tok], %false, %true : ...
    %r, %tok2 = ttng.tmem_load %acc[%tok1] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    ```

    After:

    ```mlir
    %0 = ub.poison : !ttg.async.token
    %acc = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    ttng.tc_gen5_mma %a, %b, %acc, %false, %true : ...
    %r = ttng.tmem_load %acc : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    ```

    `-debug-only=triton-nvidia-gpu-remove-tmem-tokens` counts the ops
    changed in each function.
  }];
  let dependentDialects = ["mlir::ub::UBDialect"];
}

def TritonNvidiaGPUPromoteLHSToTMemPass
    : Pass<"tritongpu-promote-lhs-to-tmem", "mlir::ModuleOp"> {
  let summary = "Give tcgen05 MMAs whose A is computed in registers an A in tensor memory";
  let description = [{
    Triton 3.6's make_ttgir for cuda:100 runs this after the first
    `tritongpu-hoist-tmem-alloc`. A `ttng.tc_gen5_mma` or
    `ttng.tc_gen5_mma_scaled` whose A operand is a `ttg.local_alloc` of a
    register tensor, in the same region as the MMA, of 16- or 32-bit
    elements, reads A from tensor memory instead: a `ttng.tmem_alloc` of the
    tensor (immutable, `#ttng.tensor_memory_encoding` with the
    accumulator's blockM, blockN = A's columns, colStride 1, the source's
    CTA split) takes its place, and the local_alloc, left without users, is
    erased. A tensor whose layout tcgen05.st cannot store as it is goes
    through a `ttg.convert_layout` to the 32x32b message layout first,
    unless it comes straight from a load or a block argument (then it
    stays in shared memory; `ALLOW_LHS_TMEM_LAYOUT_CONVERSION=1` in the
    environment converts it anyway, as in Triton). One greedy pattern
    driver over the module, which also folds what it visits.

    Before:

    ```mlir
    %p = arith.truncf %s : tensor<128x64xf32, #linear> to tensor<128x64xf16, #linear>
    %a = ttg.local_alloc %p : (tensor<128x64xf16, #linear>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
    %t = ttng.tc_gen5_mma %a, %v, %acc[%tok], %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem>, ...
    ```

    After:

    ```mlir
    %p = arith.truncf %s : tensor<128x64xf32, #linear> to tensor<128x64xf16, #linear>
    %a = ttng.tmem_alloc %p : (tensor<128x64xf16, #linear>) -> !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory>
    %t = ttng.tc_gen5_mma %a, %v, %acc[%tok], %true, %true : !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory>, ...
    ```

    `-debug-only=tritongpu-promote-lhs-to-tmem` names each MMA promoted or
    left, and why.
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect",
                           "mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect"];
}
