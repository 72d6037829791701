//===- TaskIdPropagation.cpp - nvgpu-warp-specialization step 2 -----------===//
//
// Every op gets the tasks of the ops that use what it computes: a sparse
// backward data-flow analysis over the values, whose lattice is the set of
// task ids, merged (sorted, without repeats) where a value has several
// users. An op with `async_task_id` passes its own ids to its operands;
// any other op passes the ids of its results. A loop or an scf.if that
// holds an op with tasks needs its bounds or its condition in those tasks
// too. Then every op without ids (and every constant) gets the union over
// its results, or over its operands when it has none, and so do the ops
// around it.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonNvidiaGPU/Transforms/HopperWarpSpecialization.h"
#include "tt/Support/Debug.h"

#include "mlir/Analysis/DataFlow/ConstantPropagationAnalysis.h"
#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"
#include "mlir/Analysis/DataFlow/SparseAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#define DEBUG_TYPE "nvgpu-warp-specialization"

using namespace mlir;
using namespace mlir::dataflow;

namespace mlir::triton::nvidia_gpu {

namespace {

/// A value's tasks: not known yet, or a sorted set of task ids.
class TaskIds {
public:
  TaskIds() = default;
  explicit TaskIds(DenseI32ArrayAttr ids) : ids(ids) {}

  bool isUninitialized() const { return !ids; }
  DenseI32ArrayAttr getIds() const { return ids; }

  /// The union of both sets, sorted.
  static TaskIds meet(const TaskIds &lhs, const TaskIds &rhs) {
    if (lhs.isUninitialized())
      return rhs;
    if (rhs.isUninitialized() || lhs == rhs)
      return lhs;
    SmallVector<AsyncTaskId> all(lhs.ids.asArrayRef());
    llvm::append_range(all, rhs.ids.asArrayRef());
    llvm::sort(all);
    all.erase(std::unique(all.begin(), all.end()), all.end());
    return TaskIds(DenseI32ArrayAttr::get(lhs.ids.getContext(), all));
  }

  /// A backward analysis only meets; Lattice needs a join all the same.
  static TaskIds join(const TaskIds &lhs, const TaskIds &rhs) {
    return meet(lhs, rhs);
  }

  bool operator==(const TaskIds &other) const { return ids == other.ids; }

  void print(raw_ostream &os) const {
    if (isUninitialized())
      os << "<uninitialized>";
    else
      ids.print(os);
  }

private:
  DenseI32ArrayAttr ids;
};

class TaskIdLattice : public Lattice<TaskIds> {
public:
  using Lattice::Lattice;
};

class TaskIdBackwardPropagation
    : public SparseBackwardDataFlowAnalysis<TaskIdLattice> {
public:
  using SparseBackwardDataFlowAnalysis::SparseBackwardDataFlowAnalysis;

  /// The op Triton 3.6 stops at (it aborts there), if any.
  Operation *unsupported = nullptr;

  LogicalResult
  visitOperation(Operation *op, ArrayRef<TaskIdLattice *> operands,
                 ArrayRef<const TaskIdLattice *> results) override {
    auto propagate = [&](const TaskIds &ids) {
      for (TaskIdLattice *operand : operands)
        propagateIfChanged(operand, operand->meet(ids));
      propagateToParents(op, ids);
    };
    if (auto ids = op->getAttrOfType<DenseI32ArrayAttr>("async_task_id")) {
      propagate(TaskIds(ids));
    } else {
      for (const TaskIdLattice *result : results)
        propagate(result->getValue());
    }
    if (auto reduce = dyn_cast<ReduceOp>(op))
      propagateToTerminator(reduce.getCombineOp().front().getTerminator(),
                            results);
    return success();
  }

  /// The loop bounds or the condition of the op whose results `operand`
  /// does not flow into: the results' tasks go to its yields.
  void visitBranchOperand(OpOperand &operand) override {
    Operation *branch = operand.getOwner();
    SmallVector<TaskIds> ids;
    for (Value result : branch->getResults()) {
      const TaskIds &resultIds = getLatticeElement(result)->getValue();
      if (resultIds.isUninitialized())
        return; // once all results are known
      ids.push_back(resultIds);
    }
    if (auto loop = dyn_cast<scf::ForOp>(branch)) {
      propagateToYield(loop.getBody()->getTerminator(), ids);
    } else if (auto ifOp = dyn_cast<scf::IfOp>(branch)) {
      propagateToYield(ifOp.thenYield(), ids);
      if (!ifOp.getElseRegion().empty())
        propagateToYield(ifOp.elseYield(), ids);
    } else {
      unsupported = branch;
    }
  }

  void visitCallOperand(OpOperand &operand) override {
    unsupported = operand.getOwner(); // calls are inlined before this pass
  }
  void visitNonControlFlowArguments(RegionSuccessor &,
                                    ArrayRef<BlockArgument>) override {}
  void setToExitState(TaskIdLattice *) override {}

private:
  /// The loops and ifs around `op` need their bounds and conditions in
  /// `op`'s tasks.
  void propagateToParents(Operation *op, const TaskIds &ids) {
    for (Operation *parent = op->getParentOp(); parent && !isa<FuncOp>(parent);
         parent = parent->getParentOp()) {
      if (auto loop = dyn_cast<scf::ForOp>(parent)) {
        for (Value bound :
             {loop.getLowerBound(), loop.getUpperBound(), loop.getStep()})
          meetValue(bound, ids);
      } else if (auto ifOp = dyn_cast<scf::IfOp>(parent)) {
        meetValue(ifOp.getCondition(), ids);
      } else if (!isa<ReduceOp>(parent)) {
        unsupported = parent;
      }
    }
  }

  void meetValue(Value value, const TaskIds &ids) {
    TaskIdLattice *lattice = getLatticeElement(value);
    propagateIfChanged(lattice, lattice->meet(ids));
  }

  void propagateToYield(Operation *yield, ArrayRef<TaskIds> ids) {
    for (auto [operand, operandIds] :
         llvm::zip_equal(yield->getOperands(), ids))
      meetValue(operand, operandIds);
  }

  void propagateToTerminator(Operation *terminator,
                             ArrayRef<const TaskIdLattice *> results) {
    for (auto [operand, result] :
         llvm::zip_equal(terminator->getOperands(), results))
      meetValue(operand, result->getValue());
  }
};

} // namespace

LogicalResult propagateTaskIds(FuncOp func) {
  SymbolTableCollection symbolTable;
  DataFlowSolver solver;
  solver.load<DeadCodeAnalysis>();
  solver.load<SparseConstantPropagation>();
  auto *analysis = solver.load<TaskIdBackwardPropagation>(symbolTable);
  if (failed(solver.initializeAndRun(func)))
    return func.emitError("nvgpu-warp-specialization: the task id analysis "
                          "failed");
  if (analysis->unsupported)
    return analysis->unsupported->emitError(
        "nvgpu-warp-specialization: task ids do not propagate through this "
        "op (Triton 3.6 knows scf.for, scf.if and tt.reduce)");
  WalkResult walk = func.walk([&](Operation *op) {
    TaskIds ids;
    auto meetOf = [&](Value value) {
      const auto *lattice = solver.lookupState<TaskIdLattice>(value);
      if (lattice)
        ids = TaskIds::meet(ids, lattice->getValue());
      return lattice != nullptr;
    };
    bool found = llvm::all_of(op->getResults(), meetOf);
    if (op->getNumResults() == 0)
      found = llvm::all_of(op->getOperands(), meetOf);
    if (!found) {
      op->emitError("nvgpu-warp-specialization: the task id analysis did not "
                    "reach this op");
      return WalkResult::interrupt();
    }
    // A constant is the anchor of no task: it takes its users' always.
    if (!ids.isUninitialized() &&
        (isa<arith::ConstantOp>(op) || !op->hasAttr("async_task_id"))) {
      TT_DEBUG(TT_DBGS() << describeOp(op) << ": tasks " << ids.getIds()
                         << " (of its users)\n");
      op->setAttr("async_task_id", ids.getIds());
      labelParentOps(op);
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

} // namespace mlir::triton::nvidia_gpu
