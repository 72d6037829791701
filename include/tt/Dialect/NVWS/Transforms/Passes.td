//===- Passes.td - NVWS passes -----------------------------*- tablegen -*-===//
//
// The steps of Triton 3.6's automatic warp specialization in the nvws
// dialect. nvws-insert-aref and nvws-lower-warp-group have Triton 3.6's
// rules; the other steps on asynchronous references (`nvws.aref.*`) only
// let modules without warp specialization through (unchanged, as
// Triton's), and stop with an error at the op on ones with it.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_NVWS_TRANSFORMS_PASSES
#define TT_DIALECT_NVWS_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

class NVWSStep<string flag, string what> : Pass<flag, "mlir::ModuleOp"> {
  let summary = what;
  let description = [{
    A step of `tritongpu-automatic-warp-specialization`. Not implemented
    yet: a module without warp specialization (no loop marked
    `tt.warp_specialize`, no partitions, no `ttg.warp_specialize`) passes
    through unchanged, as in Triton 3.6; one with it is an error at the op.

    Before and after (no warp specialization): the same module.
  }];
}

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
def NVWSInsertTmemAref
    : NVWSStep<"nvws-insert-tmem-aref",
               "Put asynchronous references on tensor memory shared by partitions">;
def NVWSLowerAref
    : NVWSStep<"nvws-lower-aref",
               "Lower asynchronous references to multi-buffered memory and barriers"> {
  let options = [
    Option<"numStages", "num-stages", "int32_t", /*default*/"3",
           "Buffers per reference">,
  ];
}
def NVWSAssignStagePhase
    : NVWSStep<"nvws-assign-stage-phase",
               "Give each reference access its buffer index and barrier phase">;
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
