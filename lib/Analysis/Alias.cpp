//===- Alias.cpp - Which allocations a memdesc may be ---------------------===//

#include "tt/Analysis/Alias.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

using namespace mlir;
namespace ttg = mlir::triton::gpu;

AliasInfo AliasInfo::join(const AliasInfo &lhs, const AliasInfo &rhs) {
  if (lhs == rhs)
    return lhs;
  AliasInfo joined = lhs;
  joined.allocs.insert(rhs.allocs.begin(), rhs.allocs.end());
  return joined;
}

void AliasInfo::print(raw_ostream &os) const {
  llvm::interleaveComma(allocs, os, [&](Value v) { v.printAsOperand(os, {}); });
}

void SharedMemoryAliasAnalysis::setToEntryState(
    dataflow::Lattice<AliasInfo> *lattice) {
  propagateIfChanged(lattice, lattice->join(AliasInfo()));
}

static bool isSharedMemDesc(Type type) {
  auto memDesc = dyn_cast<ttg::MemDescType>(type);
  return memDesc && isa_and_nonnull<ttg::SharedMemorySpaceAttr>(
                        memDesc.getMemorySpace());
}

LogicalResult SharedMemoryAliasAnalysis::visitOperation(
    Operation *op, ArrayRef<const dataflow::Lattice<AliasInfo> *> operands,
    ArrayRef<dataflow::Lattice<AliasInfo> *> results) {
  if (op->getNumResults() == 0)
    return success();
  Value result = op->getResult(0);
  // Tensor-memory descriptors are no shared-memory buffers.
  if (isa<ttg::MemDescType>(result.getType()) &&
      !isSharedMemDesc(result.getType()))
    return success();
  AliasInfo info;
  if (isa<ttg::LocalAllocOp>(op)) {
    info = AliasInfo(result);
  } else if (op->hasTrait<ttg::MemDescViewTrait>()) {
    info = operands[0]->getValue();
  } else {
    setAllToEntryStates(results);
    return success();
  }
  for (dataflow::Lattice<AliasInfo> *lattice : results)
    propagateIfChanged(lattice, lattice->join(info));
  return success();
}
