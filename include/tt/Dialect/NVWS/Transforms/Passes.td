//===- Passes.td - NVWS passes -----------------------------*- tablegen -*-===//
//
// The steps of Triton 3.6's automatic warp specialization that work on
// asynchronous references (`nvws.aref.*`) between partitions. The nvws
// dialect itself is not there yet: these passes only let modules without
// warp specialization through (unchanged, as Triton's), and stop with an
// error at the op on ones with it.
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

def NVWSInsertAref
    : NVWSStep<"nvws-insert-aref",
               "Put asynchronous references where values cross partitions">;
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
def NVWSLowerWarpGroup
    : NVWSStep<"nvws-lower-warp-group",
               "Lower nvws.warp_group regions to ttg.warp_specialize">;

#endif // TT_DIALECT_NVWS_TRANSFORMS_PASSES
