//===- Partition.cpp - Partitions of a warp-specialized loop --------------===//
#include "tt/Dialect/TritonGPU/Transforms/Partition.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::triton::gpu;

//===----------------------------------------------------------------------===//
// The attributes
//===----------------------------------------------------------------------===//

bool mlir::triton::gpu::hasPartition(Operation *op) {
  return op && op->hasAttr(kPartitionAttrName);
}

/// `ids` sorted, without repeats.
static llvm::SetVector<int> sortedIds(ArrayRef<int> ids) {
  SmallVector<int> sorted(ids);
  llvm::sort(sorted);
  return llvm::SetVector<int>(sorted.begin(), sorted.end());
}

llvm::SetVector<int> mlir::triton::gpu::getPartitionIds(Operation *op) {
  auto ids = op->getAttrOfType<DenseI32ArrayAttr>(kPartitionAttrName);
  if (!ids)
    return {};
  return sortedIds(ids.asArrayRef());
}

SmallVector<llvm::SetVector<int>>
mlir::triton::gpu::getPartitionOutputs(Operation *op) {
  SmallVector<llvm::SetVector<int>> outputs;
  if (auto array = op->getAttrOfType<ArrayAttr>(kPartitionOutputsAttrName))
    for (Attribute entry : array)
      if (auto ids = dyn_cast<DenseI32ArrayAttr>(entry))
        outputs.push_back(sortedIds(ids.asArrayRef()));
  return outputs;
}

void mlir::triton::gpu::setPartition(Operation *op, ArrayRef<int> ids) {
  SmallVector<int> sorted(ids);
  llvm::sort(sorted);
  auto attr = DenseI32ArrayAttr::get(op->getContext(), sorted);
  op->setAttr(kPartitionAttrName, attr);
  // The later steps read a region's partitions off its terminators too.
  for (Region &region : op->getRegions())
    for (Block &block : region)
      block.getTerminator()->setAttr(kPartitionAttrName, attr);
}

void mlir::triton::gpu::setPartition(Operation *op,
                                     const llvm::SetVector<int> &ids) {
  setPartition(op, ids.getArrayRef());
}

void mlir::triton::gpu::setPartitionOutputs(
    Operation *op, ArrayRef<llvm::SetVector<int>> outputs) {
  if (outputs.empty()) {
    op->removeAttr(kPartitionOutputsAttrName);
    return;
  }
  SmallVector<Attribute> entries;
  for (const llvm::SetVector<int> &ids : outputs) {
    SmallVector<int> sorted(ids.begin(), ids.end());
    llvm::sort(sorted);
    entries.push_back(DenseI32ArrayAttr::get(op->getContext(), sorted));
  }
  op->setAttr(kPartitionOutputsAttrName,
              ArrayAttr::get(op->getContext(), entries));
}

void mlir::triton::gpu::setPartition(Operation *op, Partition *partition) {
  setPartition(op, ArrayRef<int>{partition->getIndex()});
  partition->addOp(op);
}

void mlir::triton::gpu::setPartition(
    Operation *op, const llvm::SetVector<Partition *> &partitions) {
  SmallVector<int> ids;
  for (Partition *partition : partitions) {
    ids.push_back(partition->getIndex());
    partition->addOp(op);
  }
  setPartition(op, ids);
}

//===----------------------------------------------------------------------===//
// Partition
//===----------------------------------------------------------------------===//

bool Partition::hasOp(Operation *op) const {
  return hasPartition(op) && getPartitionIds(op).contains(index);
}

void Partition::iterateInputs(scf::ForOp loop,
                              function_ref<void(OpOperand &)> callback) const {
  for (Operation *op : ops) {
    visitNestedOperands(op, [&](OpOperand &operand) {
      Value value = operand.get();
      // Values from outside the body are captures, not inputs.
      if (value.getParentBlock() != loop.getBody())
        return;
      if (auto arg = dyn_cast<BlockArgument>(value)) {
        if (arg != loop.getInductionVar())
          callback(operand);
        return;
      }
      if (!getPartitionIds(value.getDefiningOp()).contains(index))
        callback(operand);
    });
  }
}

void Partition::iterateOutputs(
    scf::ForOp loop,
    function_ref<void(Operation *, OpOperand &)> callback) const {
  for (Operation *op : ops) {
    for (OpOperand &use : op->getUses()) {
      Operation *owner = loop.getBody()->findAncestorOpInBlock(*use.getOwner());
      if (!owner)
        continue;
      if (isa<scf::YieldOp>(owner) || !getPartitionIds(owner).contains(index))
        callback(owner, use);
    }
  }
}

void Partition::iterateDefs(
    scf::ForOp loop, function_ref<void(OpResult, unsigned)> callback) const {
  iterateInputs(loop, [&](OpOperand &input) {
    auto [def, distance] = getDefinitionAndDistance(loop, input.get());
    if (def && def.getParentBlock() == loop.getBody())
      callback(def, distance);
  });
}

void Partition::iterateUses(
    scf::ForOp loop,
    function_ref<void(OpResult, OpOperand &, unsigned)> callback) const {
  SmallVector<std::tuple<OpResult, OpOperand *, unsigned>> uses;
  iterateOutputs(loop, [&](Operation *, OpOperand &use) {
    uses.emplace_back(cast<OpResult>(use.get()), &use, 0);
  });
  while (!uses.empty()) {
    auto [output, use, distance] = uses.pop_back_val();
    Operation *owner = loop.getBody()->findAncestorOpInBlock(*use->getOwner());
    if (!owner)
      continue;
    if (!isa<scf::YieldOp>(owner)) {
      callback(output, *use, distance);
      continue;
    }
    // Yielded: the next iteration uses it through the iter arg.
    for (OpOperand &next :
         loop.getRegionIterArg(use->getOperandNumber()).getUses())
      uses.emplace_back(output, &next, distance + 1);
  }
}

//===----------------------------------------------------------------------===//
// PartitionSet
//===----------------------------------------------------------------------===//

Partition *PartitionSet::addPartition(int stage) {
  partitions.push_back(std::make_unique<Partition>(partitions.size(), stage));
  return partitions.back().get();
}

FailureOr<PartitionSet> PartitionSet::fromLoop(scf::ForOp loop) {
  auto stages = loop->getAttrOfType<ArrayAttr>(kPartitionStagesAttrName);
  if (!stages || !loop->getAttrOfType<IntegerAttr>(kWarpSpecializeTagAttrName))
    return failure();
  PartitionSet result;
  for (Attribute entry : stages) {
    auto stage = dyn_cast<IntegerAttr>(entry);
    if (!stage || stage.getInt() < 0)
      return loop.emitError("partition stages attribute '")
             << kPartitionStagesAttrName << "' has invalid element " << entry;
    result.addPartition(stage.getInt());
  }
  SmallVector<Operation *> annotated;
  loop->walk([&](Operation *op) {
    if (hasPartition(op))
      annotated.push_back(op);
  });
  for (Operation *op : annotated)
    for (int index : getPartitionIds(op)) {
      if (index < 0 || index >= static_cast<int>(result.getNumPartitions()))
        return op->emitError("invalid partition index ") << index;
      result.getPartition(index)->addOp(op);
    }
  return result;
}
