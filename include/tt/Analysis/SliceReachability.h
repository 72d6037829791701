//===- SliceReachability.h - mlir::getSlice for many ops at once *- C++ -*-===//
//
// `mlir::getSlice(op)` is every op reachable from `op` by repeatedly taking
// backward slices (operands' defining ops, and the single-block parent of a
// block argument) and forward slices (users of results, and every op nested
// in an op's regions). Calling it once per op costs O(ops) each time, so a
// pass that asks it for every memory op of a kernel is quadratic. This class
// builds that reachability graph once, condenses its cycles, and answers
// "the largest weight of a weighted op in the slice of each op" for all ops
// together in time linear in the IR.
//
//===----------------------------------------------------------------------===//
#ifndef TT_ANALYSIS_SLICEREACHABILITY_H
#define TT_ANALYSIS_SLICEREACHABILITY_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"

#include <vector>

namespace mlir::triton {

class SliceReachability {
public:
  /// The graph of the ops nested under `root` (not `root` itself).
  explicit SliceReachability(Operation *root);

  /// For every op under the root whose slice holds an op of `weights`, the
  /// largest such weight (weights must be non-negative).
  DenseMap<Operation *, int64_t>
  maxWeightInSlice(const DenseMap<Operation *, int64_t> &weights) const;

  /// The ops of the slice of `op` (itself included), for tests that compare
  /// this graph with mlir::getSlice.
  std::vector<Operation *> getSlice(Operation *op) const;

private:
  void addEdges(Operation *op);
  void condense();

  std::vector<Operation *> ops;
  DenseMap<Operation *, unsigned> index;
  /// Successors of each op in the reachability graph (CSR form).
  std::vector<unsigned> edgeBegin, edgeTargets;
  /// The strongly connected component of each op; components are numbered
  /// so that every edge goes to a component with a smaller or equal number.
  std::vector<unsigned> component;
  unsigned numComponents = 0;
};

} // namespace mlir::triton

#endif // TT_ANALYSIS_SLICEREACHABILITY_H
