//===- PipeliningUtility.h - Facts the software pipeliner needs -*- C++ -*-===//
//
// Queries and builders shared by the pipeliner's passes
// (tritongpu-assign-latencies, tritongpu-schedule-loops, tritongpu-pipeline):
// which loops may be pipelined, which loads can become asynchronous copies,
// what an MMAv5 (tcgen05) op's operands and accumulator allow, and the
// multi-buffered allocations, rotating indices and predication the
// pipelined loop is built from.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TTG_TRANSFORMS_PIPELININGUTILITY_H
#define TT_DIALECT_TTG_TRANSFORMS_PIPELININGUTILITY_H

#include "tt/Analysis/AxisInfo.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/PipelineSchedule.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"
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
/// Calls `visitor` on each operand of `op` and of the ops nested in it
/// whose value is defined outside `op`.
void visitNestedOperands(Operation *op,
                         function_ref<void(OpOperand &)> visitor);

/// The op result `value` is in `forOp`'s body, following iter args back
/// through the yield, with the number of iterations back; null (and 0) for
/// the induction variable, a capture, or a cycle of iter args.
std::pair<OpResult, int64_t> getDefinitionAndDistance(scf::ForOp forOp,
                                                      Value value);

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

/// Triton's generic shared layout for a register tensor (its
/// getSharedEncoding of a type): unswizzled, in the tensor's register
/// order. Failure when the tensor's layout has no linear layout.
FailureOr<SwizzledSharedEncodingAttr>
getGenericSharedEncoding(RankedTensorType type);

/// Whether the pipeliner can copy `load`'s result asynchronously: a TMA
/// stage a multiple of 128 bytes, a cp.async of at least 4 bytes.
FailureOr<bool> canBeAsyncLoad(Operation *load);

//===----------------------------------------------------------------------===//
// MMAv5 (tcgen05) ops
//===----------------------------------------------------------------------===//

/// The accumulator and use-accumulator flag of an MMAv5 op.
Value getMMAv5Accumulator(Operation *mma);
Value getMMAv5UseAccumulator(Operation *mma);
/// The access token a tcgen05 MMA produces; null when it has none.
Value getMMAv5Token(Operation *mma);

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

/// `value` with the memdesc transposes and reshapes on top of it looked
/// through (what an MMA operand is a view of).
Value lookThroughTransAndReshape(Value value);

/// Whether both scales of a scaled MMA (ttng.tc_gen5_mma_scaled) are in
/// shared memory or come from outside the loop.
bool areScalesPipelineable(Operation *scaledMMA, scf::ForOp forOp);

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


//===----------------------------------------------------------------------===//
// Building the pipelined loop
//===----------------------------------------------------------------------===//

/// An OpBuilder whose every inserted op (those that helpers, clones and
/// recreated views insert too) joins a coarse schedule at the stage and
/// cluster it is set to; none set: they stay unscheduled. It starts at the
/// place of the op it inserts before, if that has one. `create` without a
/// location uses the builder's. Triton 3.6's OpBuilderForStage (a listener
/// of its own inserts).
class OpBuilderForStage : public OpBuilder, public OpBuilder::Listener {
public:
  OpBuilderForStage(Location loc, Operation *insertBefore,
                    CoarseSchedule &schedule);
  void setStageCluster(CoarseSchedule::StageAndCluster stageCluster) {
    place = stageCluster;
  }
  /// `op`'s place, or none for an op without one (such as one nested in a
  /// region of the loop body, whose inserted ops Triton places where no
  /// serialized schedule sees them).
  void setStageClusterOf(Operation *op);
  Location getLoc() const { return loc; }

  template <typename OpTy, typename... Args> OpTy create(Args &&...args) {
    return OpTy::create(*this, loc, std::forward<Args>(args)...);
  }
  template <typename OpTy, typename... Args>
  OpTy createAt(Location opLoc, Args &&...args) {
    return OpTy::create(*this, opLoc, std::forward<Args>(args)...);
  }

  void notifyOperationInserted(Operation *op, InsertPoint previous) override;

private:
  Location loc;
  CoarseSchedule &schedule;
  std::optional<CoarseSchedule::StageAndCluster> place;
};

/// Where `out`, a redefinition of `in` made in `block` (nested in control
/// flow below `in`'s block), is visible from `in`'s block (Triton's
/// sinkValueRedefinition): each scf.for on the way carries `in` as a new
/// iter arg and yields the value of the iteration, each scf.if yields it
/// from its branch and `in` from the other. Fails on other control flow.
FailureOr<Value> sinkValueRedefinition(RewriterBase &rewriter, Value in,
                                       Value out, Block *block);

/// Recreates `forOp` with `inits` appended to its iter args (the body moves
/// over, the results are replaced) and erases it.
scf::ForOp addIterArgsToLoop(OpBuilder &builder, scf::ForOp forOp,
                             ValueRange inits);

/// A mutable buffer of `numBuffers` tiles of `type` in `sharedEncoding`,
/// allocated before `insertBefore` and freed after it.
Value createMultiBuffer(Operation *insertBefore, RankedTensorType type,
                        Location loc, Attribute sharedEncoding,
                        unsigned numBuffers);

/// The `numBarriers x 1 x i64` shared-memory buffer of `numBarriers`
/// mbarriers (uninitialized), at the builder's point.
Value createBarrierBuffer(OpBuilder &builder, Location loc, int numBarriers);

/// `numBarriers` mbarriers (a `numBarriers x 1 x i64` buffer) allocated and
/// initialized with `arriveCount` before `op`, invalidated and freed after.
Value createBarrierAlloc(Operation *op, int numBarriers, int arriveCount = 1);

/// `ttg.memdesc_index` of tile `index` of a multi-buffered allocation.
TypedValue<MemDescType> createSingleBufferView(OpBuilder &builder,
                                               Value alloc, Value index);
TypedValue<MemDescType> createSingleBufferView(OpBuilder &builder,
                                               Value alloc, int index);

/// `counter + 1`, wrapped to `zero` when it reaches `modulus`; the wrap
/// condition goes to `wrapped`.
Value createIncrementModulo(OpBuilder &builder, Location loc, Value counter,
                            Value modulus, Value zero, Value one,
                            Value *wrapped = nullptr);

/// The ops of `forOp`'s body that use `op`'s results, directly or nested,
/// through the loop's yield (the next iteration's uses) and through
/// shared-memory views; with `filter`, only uses whose (direct) user it
/// accepts.
DenseSet<Operation *>
getTopLevelUsersInLoop(Operation *op, scf::ForOp forOp,
                       function_ref<bool(Operation *)> filter = {});

/// Of the top-level users of `ops` (those `filter` accepts), the one the
/// schedule runs first (lowest stage, then earliest cluster, then program
/// order); every such user must be scheduled.
Operation *getFirstUseOfPipelinedOp(ArrayRef<Operation *> ops,
                                    scf::ForOp forOp,
                                    const CoarseSchedule &schedule,
                                    function_ref<bool(Operation *)> filter = {});
/// The same, the one it runs last.
Operation *getLastUseOfPipelinedOp(ArrayRef<Operation *> ops,
                                   scf::ForOp forOp,
                                   const CoarseSchedule &schedule,
                                   function_ref<bool(Operation *)> filter = {});

/// Merges each run of `ttg.async_wait`s with no commit group or region op
/// between them into one wait on all their tokens, with the smallest count.
void combineRedundantWaitOps(llvm::SmallSetVector<AsyncWaitOp, 8> &waitOps);

/// Takes `loop.stage`, `loop.cluster` and `tt.scheduled_max_stage` off
/// every op.
void removePipeliningAttributes(ModuleOp module);

//===----------------------------------------------------------------------===//
// Predication (PipelinePredication.cpp)
//===----------------------------------------------------------------------===//

/// Makes `op` run only where `pred` holds: its mask, predicate operand or
/// condition ANDed with `pred`; ops without side effects (and waits, local
/// loads and stores) are left as they are. Null, with an error at the op,
/// for an op Triton 3.6 does not know how to predicate.
Operation *predicateOp(RewriterBase &rewriter, Operation *op, Value pred);

/// Moves `op` into a new `ttg.mask %pred` region (the expander's
/// predication; resolveMaskOps applies it).
Operation *wrapInMaskOp(RewriterBase &rewriter, Operation *op, Value pred);

/// Canonicalizes the arith ops of `module` and then dissolves every
/// `ttg.mask`, predicating its ops with predicateOp.
LogicalResult resolveMaskOps(ModuleOp module);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TTG_TRANSFORMS_PIPELININGUTILITY_H
