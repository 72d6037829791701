//===- Passes.td - NVWS passes -----------------------------*- tablegen -*-===//
//
// The steps of Triton 3.6's automatic warp specialization in the nvws
// dialect, each with Triton 3.6's rules.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_NVWS_TRANSFORMS_PASSES
#define TT_DIALECT_NVWS_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def NVWSInsertAref : Pass<"nvws-insert-aref", "mlir::ModuleOp"> {
  let summary = "Put asynchronous references where values cross partitions";
  let description = [{
    A step of `tritongpu-automatic-warp-specialization`, after
    `tritongpu-partition-scheduling`, with Triton 3.6's rules. In each loop
    marked `tt.warp_specialize`, a value one partition makes (an iter arg,
    a local_alloc, a result) and another uses gets a one-deep shared buffer
    behind an `nvws.aref.create` (allocated before the loop); its first
    producer partition writes it between `nvws.aref.put.enter` and
    `.exit` (a TMA load and the local_alloc of it become an
    `nvws.descriptor_load` into the buffer, anything else a local_store),
    each consumer partition reads it between `nvws.aref.get.enter` (before
    its first use) and `.exit` (after its local_load, or after the common
    post-dominator of its consumers): local_alloc users take the buffer,
    tensor users a local_load. The new ops get their partition and the
    producer's or consumers' `loop.stage`/`loop.cluster`. `-debug-only=`
    traces each value that crosses and who reads it.

    Before (a TMA load in partition 2, the MMA in 1):
    ```mlir
    %a = tt.descriptor_load %desc[%m, %k] {ttg.partition = array<i32: 2>} : ...
    %sa = ttg.local_alloc %a {ttg.partition = array<i32: 2>} : ... -> !ttg.memdesc<128x64xf16, #shared, #smem>
    %t = ttng.tc_gen5_mma %sa, ... {ttg.partition = array<i32: 1>}
    ```
    After:
    ```mlir
    %buf = ttg.local_alloc : () -> !ttg.memdesc<1x128x64xf16, #shared, #smem, mutable>
    %r = nvws.aref.create %buf : <[!ttg.memdesc<1x128x64xf16, #shared, #smem, mutable>]>
    scf.for ... {
      %b, %tok = nvws.aref.put.enter %r {ttg.partition = array<i32: 2>} : ...
      nvws.descriptor_load %desc[%m, %k] 16384 %b {ttg.partition = array<i32: 2>} : ...
      nvws.aref.put.exit %r, %tok [#nvws.async_op<tma_load>] {ttg.partition = array<i32: 2>} : ...
      %c, %tok2 = nvws.aref.get.enter %r {ttg.partition = array<i32: 1>} : ...
      %t = ttng.tc_gen5_mma %c, ... {ttg.partition = array<i32: 1>}
      nvws.aref.get.exit %r, %tok2 [#nvws.async_op<tc5mma>] {ttg.partition = array<i32: 1>} : ...
    ```
  }];
  let dependentDialects = ["mlir::triton::nvws::NVWSDialect"];
}
def NVWSInsertTmemAref : Pass<"nvws-insert-tmem-aref", "mlir::ModuleOp"> {
  let summary = "Put asynchronous references on tensor memory shared by partitions";
  let description = [{
    A step of `tritongpu-automatic-warp-specialization`, after
    `nvws-insert-aref`, with Triton 3.6's rules. For each `ttng.tmem_alloc`
    the accesses are followed through their tokens (tmem_load/store,
    tcgen05 MMAs, into loops and both branches of ifs); memory owned by
    more than one partition (or by a partition and the ops outside the
    loop) becomes an `nvws.aref.create` of a new tmem_alloc (two copies
    when its MMA's accumulator can rotate in its loop). Where the owner
    changes, the previous one exits (`put.exit`/`get.exit`, `tc5mma` after
    an MMA) and the next enters; accesses use `nvws.aref.buffer` of the
    held copy and lose their tokens (token uses take a `ub.poison`), loops
    carry the aref's token. An scf.if whose then-branch begins with a
    put.exit and ends with a put.enter is split in three. `-debug-only=`
    traces each alloc's owners and each hand-over.

    Before (the MMA in partition 1 accumulates, the epilogue after the
    loop reads):
    ```mlir
    %acc, %t0 = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %t1 = ttng.tmem_store %zero, %acc[%t0], %true : ...
    %r:2 = scf.for ... iter_args(%use = %false, %t = %t1) -> (i1, !ttg.async.token) {
      %t2 = ttng.tc_gen5_mma %a, %b, %acc[%t], %use, %true {ttg.partition = array<i32: 1>} : ...
      scf.yield %true, %t2 : i1, !ttg.async.token
    } {tt.warp_specialize, ...}
    %v, %t3 = ttng.tmem_load %acc[%r#1] : ...
    ```
    After:
    ```mlir
    %buf = ttng.tmem_alloc : () -> !ttg.memdesc<1x128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %aref = nvws.aref.create %buf : <[...]>
    %b0, %k0 = nvws.aref.put.enter %aref : ...
    %c0 = nvws.aref.buffer %aref, %k0 : ...
    ttng.tmem_store %zero, %c0[], %true : ...
    %r:2 = scf.for ... iter_args(%use = %false, %k = %k0) {
      %c = nvws.aref.buffer %aref, %k {ttg.partition = array<i32: 1>} : ...
      ttng.tc_gen5_mma %a, %b, %c[], %use, %true {ttg.partition = array<i32: 1>} : ...
      scf.yield %true, %k : i1, !ttg.async.token
    }
    nvws.aref.put.exit %aref, %r#1 [#nvws.async_op<tc5mma>] {ttg.partition = array<i32: 1>, ttg.warp_specialize.tag = 0 : i32} : ...
    %b1, %k1 = nvws.aref.get.enter %aref : ...
    %c1 = nvws.aref.buffer %aref, %k1 : ...
    %v, %t3 = ttng.tmem_load %c1[] : ...
    nvws.aref.get.exit %aref, %k1 [#nvws.async_op<none>] : ...
    ```
  }];
  let dependentDialects = ["mlir::triton::nvws::NVWSDialect",
                           "mlir::ub::UBDialect",
                           "mlir::arith::ArithDialect"];
}
def NVWSLowerAref : Pass<"nvws-lower-aref", "mlir::ModuleOp"> {
  let summary = "Lower asynchronous references to multi-buffered memory and barriers";
  let description = [{
    A step of `tritongpu-automatic-warp-specialization`, with Triton 3.6's
    rules: arefs of TMA loads read before one consumer of one partition are
    combined (one enter and exit for all their buffers), arefs filled by
    TMA loads get `num-stages` copies, `nvws-assign-stage-phase` runs as a
    pipeline of its own (its block printed inside this pass's, as in
    Triton's logs), then each aref becomes two rows of mbarriers ("empty"
    and "full", one per copy, initialized after its buffers and
    invalidated after its last use): enters wait on them
    (`ttng.wait_barrier` of their phase) and take `ttg.memdesc_index`
    views of their copy, TMA loads become `ttng.async_tma_copy_global_to_local`
    after a `ttng.barrier_expect` of their bytes, exits arrive
    (`ttng.arrive_barrier`, `ttng.tc_gen5_commit` after tcgen05 MMAs, a
    `ttng.fence_async_shared` where plain code hands shared memory to the
    async proxy); MMAs reading TMA-loaded buffers become `is_async`.
    `-debug-only=` traces the combined arefs.

    Before (one copy, after nvws-insert-aref):
    ```mlir
    %buf = ttg.local_alloc : () -> !ttg.memdesc<1x128x64xf16, #shared, #smem, mutable>
    %r = nvws.aref.create %buf : <[...]>
    scf.for ... {
      %b, %t = nvws.aref.put.enter %r {ttg.partition = array<i32: 2>} : ...
      nvws.descriptor_load %desc[%i, %k] 16384 %b {ttg.partition = array<i32: 2>} : ...
      nvws.aref.put.exit %r, %t [#nvws.async_op<tma_load>] {ttg.partition = array<i32: 2>} : ...
    ```
    After (`num-stages=3`):
    ```mlir
    %buf = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
    %empty = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>
    ... ttng.init_barrier ...
    scf.for ... iter_args(..., %stage = %c2_i32, %phase = %c0_i32) {
      ... the next copy and phase ...
      ttng.wait_barrier %e, %p {ttg.partition = array<i32: 2>} : ...
      %view = ttg.memdesc_index %buf[%s] {ttg.partition = array<i32: 2>} : ...
      ttng.barrier_expect %f, 16384 {ttg.partition = array<i32: 2>}, %true : ...
      ttng.async_tma_copy_global_to_local %desc[%i, %k] %view, %f, %true {ttg.partition = array<i32: 2>} : ...
    ```
  }];
  let options = [
    Option<"numStages", "num-stages", "int32_t", /*default*/"3",
           "Copies of the buffers of arefs that TMA loads fill">,
  ];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::ub::UBDialect",
                           "mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect"];
}
def NVWSAssignStagePhase : Pass<"nvws-assign-stage-phase", "mlir::ModuleOp"> {
  let summary = "Give each reference access its buffer index and barrier phase";
  let description = [{
    Run by `nvws-lower-aref` before it lowers the arefs (Triton 3.6's
    rules). Per aref, side (put, get) and partition that enters it, a copy
    counter starts at depth - 1 and a phase at 0 (puts) or 1 (gets); each
    enter advances them (the copy wraps to 0 at the depth and the phase
    flips then) in its partition and schedule place and takes them
    (`nvws.aref.put.enter %r[%stage, %phase]`); loops and ifs that enter it
    carry them as new iter args and results (with their partitions); exits
    and `nvws.aref.buffer` take the copy of the enter whose token they use.
    A scalar result of a warp-specialized loop used outside it puts the ops
    computing it in the default partition too.

    Before: `%b, %t = nvws.aref.put.enter %r : ...` in a loop. After: the
    loop carries `%stage`, `%phase`; in it
    ```mlir
    %c1 = arith.constant 1 : i32
    %n = arith.addi %stage, %c1 : i32
    %c3 = arith.constant 3 : i32
    %w = arith.cmpi eq, %n, %c3 : i32
    %c0 = arith.constant 0 : i32
    %s = arith.select %w, %c0, %n : i32
    %c1_0 = arith.constant 1 : i32
    %x = arith.xori %phase, %c1_0 : i32
    %p = arith.select %w, %x, %phase : i32
    %b, %t = nvws.aref.put.enter %r[%s, %p] : ...
    nvws.aref.put.exit %r[%s], %t [...] : ...
    ```
  }];
  let dependentDialects = ["mlir::arith::ArithDialect"];
}
def NVWSLowerWarpGroup : Pass<"nvws-lower-warp-group", "mlir::ModuleOp"> {
  let summary = "Lower nvws.warp_group regions to ttg.warp_specialize";
  let description = [{
    A step of `tritongpu-automatic-warp-specialization`, after
    `tritongpu-partition-loops`. A first region with the module's
    `ttg.num-warps` warps becomes the default region; the others become
    isolated partitions. What a partition uses from above is a capture,
    except constants and pure ops making tensors, which are cloned into
    each partition, and other tensors, which go through shared memory. The
    greedy rewrite also folds and cleans the module, as Triton 3.6's.

    Before:
    ```mlir
    %k = arith.muli %pid, %c128_i32 : i32
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #l>
    nvws.warp_group
    partition0 num_warps(4) {
      nvws.warp_group.yield
    }
    partition1 num_warps(1) {
      %s = tt.splat %k : i32 -> tensor<128xi32, #l>
      %x = arith.addi %s, %r : tensor<128xi32, #l>
      ...
      nvws.warp_group.return
    }
    ```
    After:
    ```mlir
    ttg.warp_specialize(%k)
    default {
      ttg.warp_yield
    }
    partition0(%arg0: i32) num_warps(1) {
      %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #l>
      %s = tt.splat %arg0 : i32 -> tensor<128xi32, #l>
      %x = arith.addi %s, %r : tensor<128xi32, #l>
      ...
      ttg.warp_return
    } : (i32) -> ()
    ```
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect"];
}

#endif // TT_DIALECT_NVWS_TRANSFORMS_PASSES
