//===- PipelineLowering.h - The steps of tritongpu-pipeline -----*- C++ -*-===//
//
// tritongpu-pipeline (SoftwarePipeliner.cpp) runs, on the loops
// tritongpu-schedule-loops scheduled:
//
//   lowerLoops          MMAv5 ops -> asynchronous, with completion barriers
//                       (MMAv5Lowering.cpp); loads -> async copies into
//                       multi-buffers (LowerLoops.cpp)
//   expansion           prologue + kernel loop (PipelineExpander.h), the
//                       last iteration peeled for MMAv5 loops that wait in
//                       their last stage
//   asyncLaunchDots     wgmma made asynchronous (WGMMAPipeline.cpp)
//   updateWaits         each async_wait waits for no more than it must
//   pipelineTMAStores   descriptor stores through one reused buffer
//                       (TMAStoresPipeline.cpp)
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TTG_TRANSFORMS_PIPELINELOWERING_H
#define TT_DIALECT_TTG_TRANSFORMS_PIPELINELOWERING_H

#include "tt/Dialect/TritonGPU/Transforms/PipelineSchedule.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::triton::gpu {

/// Lowers the MMAv5 ops and then the loads of every scheduled loop of
/// `module` to asynchronous ops (schedule attributes kept up to date).
/// Errors at the op.
LogicalResult lowerLoops(ModuleOp module);

/// Makes each MMAv5 op of `forOp` with `tt.self_latency` asynchronous: a
/// completion barrier ring, its waits, operand buffers hoisted out of the
/// loop and a multi-buffered accumulator where needed (MMAv5Lowering.cpp).
/// The loop, recreated with the new iter args.
FailureOr<scf::ForOp> lowerMMAv5Ops(scf::ForOp forOp,
                                    CoarseSchedule &schedule);

/// Gives each `tt.make_tensor_descriptor` in `forOp` a rotating slot of a
/// global scratch buffer (one per stage of `schedule`, one more with a
/// wgmma) its tensormap is written to, so that a TMA op of an earlier
/// iteration still reads its own.
FailureOr<scf::ForOp> lowerTMADescriptors(scf::ForOp forOp,
                                          CoarseSchedule &schedule);

/// Makes the `ttng.warp_group_dot`s of `forOp` asynchronous, with the
/// `ttng.warp_group_dot_wait`s that keep them correct.
void asyncLaunchDots(scf::ForOp forOp);

/// Sets each `ttg.async_wait`'s count to the fewest commit groups issued
/// after its tokens on any path, then merges adjacent waits.
void updateWaits(ModuleOp module);

/// Rewrites the descriptor stores of `forOp` into TMA copies from one
/// shared buffer per tile type, waited on before it is overwritten.
LogicalResult pipelineTMAStores(scf::ForOp forOp);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TTG_TRANSFORMS_PIPELINELOWERING_H
