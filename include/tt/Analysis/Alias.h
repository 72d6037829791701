//===- Alias.h - Which allocations a memdesc may be -------------*- C++ -*-===//
//
// Triton's SharedMemoryAliasAnalysis: a sparse forward dataflow analysis
// mapping every shared-memory `!ttg.memdesc` value to the `ttg.local_alloc`
// results it may view. An allocation is itself; a view op
// (`TTG_MemDescViewTrait`: memdesc_index/subslice/trans/reshape/reinterpret)
// is its source; block arguments (loop-carried memdescs, cf branches) join
// what flows into them.
//
//===----------------------------------------------------------------------===//
#ifndef TT_ANALYSIS_ALIAS_H
#define TT_ANALYSIS_ALIAS_H

#include "mlir/Analysis/DataFlow/SparseAnalysis.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {

class AliasInfo {
public:
  AliasInfo() = default;
  explicit AliasInfo(Value alloc) { allocs.insert(alloc); }

  const llvm::SetVector<Value> &getAllocs() const { return allocs; }
  bool operator==(const AliasInfo &other) const {
    return allocs == other.allocs;
  }

  static AliasInfo join(const AliasInfo &lhs, const AliasInfo &rhs);
  void print(raw_ostream &os) const;

private:
  llvm::SetVector<Value> allocs;
};

class SharedMemoryAliasAnalysis
    : public dataflow::SparseForwardDataFlowAnalysis<
          dataflow::Lattice<AliasInfo>> {
public:
  using SparseForwardDataFlowAnalysis::SparseForwardDataFlowAnalysis;
  using SparseForwardDataFlowAnalysis::getLatticeElement;

  void setToEntryState(dataflow::Lattice<AliasInfo> *lattice) override;

  LogicalResult
  visitOperation(Operation *op,
                 ArrayRef<const dataflow::Lattice<AliasInfo> *> operands,
                 ArrayRef<dataflow::Lattice<AliasInfo> *> results) override;
};

} // namespace mlir

#endif // TT_ANALYSIS_ALIAS_H
