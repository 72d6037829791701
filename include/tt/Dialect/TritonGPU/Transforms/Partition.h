//===- Partition.h - Partitions of a warp-specialized loop ------*- C++ -*-===//
//
// tritongpu-partition-scheduling splits the body of a `tt.warp_specialize`
// loop into partitions that will run on different warps, and writes the
// split into the IR as discardable attributes that the later steps
// (nvws-insert-aref, tritongpu-partition-loops, ...) read back:
//
//   ttg.partition = array<i32: 0, 2>   an op's partitions (sorted); also on
//                                      the terminators of an op's regions
//   ttg.partition.outputs = [array<i32: 1>, ...]
//                                      per result of a region op (scf.for,
//                                      scf.if, tt.reduce): the partitions
//                                      that use it
//   ttg.partition.stages = [0 : i32, 1 : i32, 0 : i32]
//                                      on the loop: each partition's stage
//   ttg.warp_specialize.tag = 0 : i32  on the loop: which split it is
//
// `Partition` and `PartitionSet` are the in-memory view the scheduling
// works on (Triton 3.6's classes of the same names).
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TTG_TRANSFORMS_PARTITION_H
#define TT_DIALECT_TTG_TRANSFORMS_PARTITION_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"

#include <memory>

namespace mlir::triton::gpu {

inline constexpr llvm::StringLiteral kPartitionAttrName = "ttg.partition";
inline constexpr llvm::StringLiteral kPartitionOutputsAttrName =
    "ttg.partition.outputs";
inline constexpr llvm::StringLiteral kPartitionStagesAttrName =
    "ttg.partition.stages";
inline constexpr llvm::StringLiteral kWarpSpecializeTagAttrName =
    "ttg.warp_specialize.tag";

/// Whether `op` (which may be null) has `ttg.partition`.
bool hasPartition(Operation *op);
/// `op`'s partitions, in increasing order; empty without `ttg.partition`.
llvm::SetVector<int> getPartitionIds(Operation *op);
/// Per result of `op`, the partitions `ttg.partition.outputs` names; empty
/// without the attribute.
SmallVector<llvm::SetVector<int>> getPartitionOutputs(Operation *op);

/// Writes `ids` (sorted) as `op`'s `ttg.partition` and on the terminator
/// of each block of its regions.
void setPartition(Operation *op, ArrayRef<int> ids);
void setPartition(Operation *op, const llvm::SetVector<int> &ids);
/// Writes `ttg.partition.outputs` (each entry sorted); removes it when
/// `outputs` is empty.
void setPartitionOutputs(Operation *op,
                         ArrayRef<llvm::SetVector<int>> outputs);

/// One partition of a loop: its index, its stage, and the ops that were
/// put in it. The list only grows (an op given another partition later by
/// the id form of setPartition stays listed) and may name an op twice, as
/// Triton's does; `hasOp` asks the op's attribute.
class Partition {
public:
  Partition(int index, int stage) : index(index), stage(stage) {}

  int getIndex() const { return index; }
  int getStage() const { return stage; }
  ArrayRef<Operation *> getOps() const { return ops; }
  void addOp(Operation *op) { ops.push_back(op); }
  bool hasOp(Operation *op) const;

  /// The operands of the partition's ops (nested ones included) that the
  /// loop body defines in another partition or carries from a previous
  /// iteration (iter args but the induction variable).
  void iterateInputs(scf::ForOp loop,
                     function_ref<void(OpOperand &)> callback) const;
  /// The uses of the partition's results by an op of the loop body in
  /// another partition (or none), or by the loop's yield.
  void
  iterateOutputs(scf::ForOp loop,
                 function_ref<void(Operation *, OpOperand &)> callback) const;
  /// The loop-body ops defining the inputs, with how many iterations back.
  void iterateDefs(scf::ForOp loop,
                   function_ref<void(OpResult, unsigned)> callback) const;
  /// The uses of the outputs, followed through the yield into later
  /// iterations, with how many iterations ahead.
  void iterateUses(
      scf::ForOp loop,
      function_ref<void(OpResult, OpOperand &, unsigned)> callback) const;

private:
  int index;
  int stage;
  SmallVector<Operation *> ops;
};

/// The partitions of one loop, numbered from 0 in creation order.
class PartitionSet {
public:
  Partition *addPartition(int stage);
  Partition *getPartition(unsigned index) { return partitions[index].get(); }
  auto getPartitions() { return llvm::make_pointee_range(partitions); }
  unsigned getNumPartitions() const { return partitions.size(); }

  /// The partitions a loop's attributes already give it (a loop scheduled
  /// before, or written by hand): failure without `ttg.partition.stages`
  /// and `ttg.warp_specialize.tag`, an error for a bad entry.
  static FailureOr<PartitionSet> fromLoop(scf::ForOp loop);

private:
  SmallVector<std::unique_ptr<Partition>> partitions;
};

/// Puts `op` in `partition` (only), and lists it there.
void setPartition(Operation *op, Partition *partition);
/// Puts `op` in `partitions`, and lists it in each.
void setPartition(Operation *op, const llvm::SetVector<Partition *> &partitions);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TTG_TRANSFORMS_PARTITION_H
