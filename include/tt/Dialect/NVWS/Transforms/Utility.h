//===- Utility.h - Building asynchronous references -------------*- C++ -*-===//
//
// What nvws-insert-aref and nvws-insert-tmem-aref share: the buffer types
// of an aref and the ops they create in a partition, at a place of the
// loop's schedule.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_NVWS_TRANSFORMS_UTILITY_H
#define TT_DIALECT_NVWS_TRANSFORMS_UTILITY_H

#include "tt/Dialect/NVWS/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Partition.h"
#include "tt/Dialect/TritonGPU/Transforms/PipelineSchedule.h"

#include <optional>

namespace mlir::triton::nvws {

/// `type` with a leading dimension of `depth` copies, mutable (the buffer
/// an aref holds).
gpu::MemDescType getMultiBufferedType(gpu::MemDescType type, int64_t depth);

/// One copy of an aref buffer: the leading dimension dropped, the
/// allocation shape kept.
gpu::MemDescType getBufferViewType(gpu::MemDescType buffer, bool isMutable);

/// The position of `value` among `values`; none when absent.
std::optional<unsigned> findPosition(ValueRange values, Value value);

/// `nvws.aref.create` of `buffer`.
ArefCreateOp createArefCreateOp(OpBuilder &builder, Location loc,
                                Value buffer);

/// Creates `OpTy`, puts it in `partitions` (when given) and at
/// `stageCluster` (`loop.stage`/`loop.cluster`, when given).
template <typename OpTy, typename... Args>
OpTy createInto(OpBuilder &builder, Location loc,
                const std::optional<llvm::SetVector<int>> &partitions,
                gpu::StageCluster stageCluster, Args &&...args) {
  auto op = OpTy::create(builder, loc, std::forward<Args>(args)...);
  if (partitions)
    gpu::setPartition(op, *partitions);
  gpu::setStageCluster(op, stageCluster);
  return op;
}

} // namespace mlir::triton::nvws

#endif // TT_DIALECT_NVWS_TRANSFORMS_UTILITY_H
