//===- HopperWarpSpecialization.h - nvgpu-warp-specialization steps -*- C++ -*-===//
//
// The steps of Triton 3.6's Hopper warp specialization
// (nvgpu-warp-specialization), each on one tt.func, and the `async_task_id`
// attribute they communicate through: the tasks (warp groups) an op runs in,
// a sorted `array<i32: ...>`. Task 0 is the producer (the loads); tasks 1 ..
// numWarpGroups-1 are the consumers (the dots and what feeds their results).
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TRITONNVIDIAGPU_TRANSFORMS_HOPPERWARPSPECIALIZATION_H
#define TT_DIALECT_TRITONNVIDIAGPU_TRANSFORMS_HOPPERWARPSPECIALIZATION_H

#include "tt/Dialect/Triton/IR/Dialect.h"

namespace mlir::triton::nvidia_gpu {

using AsyncTaskId = int32_t;

/// The op's `async_task_id`s (none without the attribute).
SmallVector<AsyncTaskId> getAsyncTaskIds(Operation *op);
/// Sets the op's `async_task_id` to `ids`, sorted.
void setAsyncTaskIds(Operation *op, ArrayRef<AsyncTaskId> ids);
/// Adds to the op's `async_task_id` those of `ids` it does not have.
void addAsyncTaskIds(Operation *op, ArrayRef<AsyncTaskId> ids);
/// Adds the op's task ids to every op around it, up to its function.
void labelParentOps(Operation *op);

/// Step 1 (Triton's doTaskPartition): in a function without task ids, the
/// descriptor loads and expensive tt.loads the A/B operands of a
/// `ttng.warp_group_dot` come from go to task 0, the dots and every
/// tt.store/tt.descriptor_store to tasks 1 .. numWarpGroups-1. Nothing
/// happens without a loop, a load or a dot, or when no load feeds a dot.
void partitionTasks(FuncOp func, unsigned numWarpGroups);

/// Step 2 (Triton's doTaskIdPropagate): every other op gets the union of
/// the tasks that use its results (a backward data-flow analysis; ops
/// inside a loop or an scf.if also make the loop bounds and the condition
/// theirs), ops without results the union of their operands'. Fails when
/// the analysis does.
LogicalResult propagateTaskIds(FuncOp func);

/// How step 3 ended.
enum class DataPartitionResult {
  /// The dots are split among the consumers, or there was nothing to split
  /// for a single consumer.
  Done,
  /// The dots cannot be split among `numConsumerGroups` > 1 consumers (the
  /// caller retries with fewer); the function is unchanged.
  Retry,
  /// An op Triton 3.6 has no rule for; the error is emitted.
  Error,
};

/// Step 3 (Triton's doDataPartition): each dot with several consumer tasks
/// is split along M (slices of at least 64 rows) or else N (at least 128
/// columns) into one dot per consumer, with the ops that feed and use it
/// (DataPartition.cpp says how).
DataPartitionResult partitionData(FuncOp func, unsigned numConsumerGroups);

/// Step 4 (Triton's doCodePartition): each value one task produces and
/// others read goes through shared-memory buffers (`numStages` per loop
/// without a tt.num_stages of its own) guarded by nvws tokens and, for TMA
/// copies, mbarriers; then the ops move into a ttg.warp_specialize with a
/// region per task (HopperWarpSpecialization/CodePartition.cpp says how).
/// Fails, with the error emitted, on what Triton 3.6 cannot partition or
/// tt-opt does not implement.
LogicalResult partitionCode(FuncOp func, unsigned numStages);

} // namespace mlir::triton::nvidia_gpu

#endif // TT_DIALECT_TRITONNVIDIAGPU_TRANSFORMS_HOPPERWARPSPECIALIZATION_H
