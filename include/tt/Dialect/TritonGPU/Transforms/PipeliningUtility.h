//===- PipeliningUtility.h - Facts the software pipeliner needs -*- C++ -*-===//
//
// Queries shared by the pipeliner's passes (tritongpu-assign-latencies,
// tritongpu-schedule-loops and, later, tritongpu-pipeline): which loops
// may be pipelined, which loads can become asynchronous copies, and what
// an MMAv5 (tcgen05) op's operands and accumulator allow.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TTG_TRANSFORMS_PIPELININGUTILITY_H
#define TT_DIALECT_TTG_TRANSFORMS_PIPELININGUTILITY_H

#include "tt/Analysis/AxisInfo.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

#include <functional>

namespace mlir::triton::gpu {

//===----------------------------------------------------------------------===//
// Loops
//===----------------------------------------------------------------------===//

/// Whether the loop yields a value no op of its body computes (an iter arg
/// or a value from outside): a dependence more than one iteration long,
/// which the expander cannot pipeline.
bool loopHasDistGreaterThanOne(scf::ForOp forOp);

/// Whether the loop holds another loop directly in its body.
bool isOuterLoop(scf::ForOp forOp);

/// Whether a `gpu.barrier` sits anywhere in the loop.
bool hasGpuBarriers(scf::ForOp forOp);

/// The loop's `tt.num_stages`, else `defaultNumStages`.
int getNumStagesOrDefault(scf::ForOp forOp, int defaultNumStages);

/// The operands of `op` and of the ops nested in it that are defined
/// outside `op`, each once, in walk order.
llvm::SetVector<Value> getNestedOperands(Operation *op);

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

/// Triton's DotOpInterface: tt.dot, tt.dot_scaled, ttng.warp_group_dot and
/// the MMAv5 ops.
bool isDotLike(Operation *op);

/// The MMAv5 ops (Triton's MMAv5OpInterface): ttng.tc_gen5_mma and
/// ttng.tc_gen5_mma_scaled.
bool isMMAv5(Operation *op);

/// The loads the pipeliner turns into asynchronous copies: tt.load,
/// tt.descriptor_load and tt.descriptor_gather.
bool isPipelinableLoadKind(Operation *op);

//===----------------------------------------------------------------------===//
// Latencies
//===----------------------------------------------------------------------===//

/// Writes `tt.latency` on each op of `opLatency`.
void serializeLatencies(const llvm::DenseMap<Operation *, int> &opLatency);

/// Writes `tt.self_latency` on each op of `opSelfLatency`.
void serializeSelfLatencies(
    const llvm::DenseMap<Operation *, int> &opSelfLatency);

/// The `tt.latency` of every op under `root`, removed from the ops.
llvm::DenseMap<Operation *, int> deserializeLatencies(Operation *root);

//===----------------------------------------------------------------------===//
// Loads into shared memory
//===----------------------------------------------------------------------===//

/// Whether a tt.load moves at least 32 bits per thread and access (what
/// cp.async needs): contiguity of its pointers capped by its mask's
/// alignment, times the element width. `widthBits` gets that width.
bool canBeConvertedToAsyncLoad(LoadOp load,
                               const ModuleAxisInfoAnalysis &axisInfo,
                               unsigned *widthBits = nullptr);

/// Bytes a thread copies in one piece from registers of `registerType` to
/// shared memory in `sharedEncoding`; failure when either layout has no
/// linear layout.
FailureOr<int> getCopyVecBytes(RankedTensorType registerType,
                               Attribute sharedEncoding);

/// The swizzled shared layout that serves every (transitive) dot-operand
/// user of `value` (through local allocs, local loads and converts); none
/// when a user is not such a conversion. `incompatible` is set when two
/// users need different layouts.
std::optional<SwizzledSharedEncodingAttr>
getSharedEncIfAllUsersAreDotEnc(Value value, bool &incompatible);

/// The shared layout the pipeliner will copy the result of `load` (a
/// load of isPipelinableLoadKind) into: the descriptor's for TMA loads,
/// else the layout of its local_alloc users, else the one its dot users
/// need, else an unswizzled one. Failure, reported at `load`, where Triton
/// 3.6 has a rule tt-opt does not.
FailureOr<Attribute> getSharedEncodingForLoad(Operation *load);

/// Whether the pipeliner can copy `load`'s result asynchronously: a TMA
/// stage a multiple of 128 bytes, a cp.async of at least 4 bytes.
FailureOr<bool> canBeAsyncLoad(Operation *load);

//===----------------------------------------------------------------------===//
// MMAv5 (tcgen05) ops
//===----------------------------------------------------------------------===//

/// The accumulator and use-accumulator flag of an MMAv5 op.
Value getMMAv5Accumulator(Operation *mma);
Value getMMAv5UseAccumulator(Operation *mma);

/// Whether the operands of an MMAv5 op in `forOp` are loaded by loads the
/// pipeliner will make asynchronous (or come from outside the loop).
struct MMAv5OperandsState {
  /// Every operand is pipelinable.
  bool pipelineable = false;
  /// The defining op of every operand is known (whether pipelinable or not).
  bool determined = false;
  /// The defining ops (a local_alloc, load, tmem_alloc, ...) of the
  /// operands that keep the MMA from being pipelined.
  SmallVector<Operation *> unpipelineableDefs;
};
FailureOr<MMAv5OperandsState> analyzeMMAv5Operands(
    Operation *mma, scf::ForOp forOp,
    const std::function<bool(Operation *)> &isLoadToBePipelined);

/// Whether the accumulator of `mma` is read in the loop, changed and
/// stored back into it (so its buffer cannot rotate).
bool hasAccReadModifyWrite(Operation *mma, scf::ForOp forOp);
/// Whether the accumulator is reset in the loop (use flag false or a
/// tmem_store), the only point where a new buffer can be taken.
bool isAccMultibufferingPossible(Operation *mma, scf::ForOp forOp);
/// Whether the loop reads the accumulator (or its alloc is not hoisted),
/// so pipelining the MMA needs more than one accumulator buffer.
bool requiresAccMultiBuffering(Operation *mma, scf::ForOp forOp);
/// Whether the loop reads the accumulator after `mma`.
bool hasLoadsAfterMMA(Operation *mma, scf::ForOp forOp);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TTG_TRANSFORMS_PIPELININGUTILITY_H
