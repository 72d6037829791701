//===- SCCP.cpp - sccp, as Triton 3.6 runs it on warp-specialized IR ------===//
//
// MLIR's sparse conditional constant propagation: DeadCodeAnalysis and
// SparseConstantPropagation to a fixed point, then every value whose
// lattice is a constant is replaced by a constant the OperationFolder
// materializes at the top of the enclosing isolated region.
//
// Why a pass of our own: Triton 3.6's ttg.warp_specialize branches only
// into its default region, so MLIR's SCCP never marks the partitions live
// and rewrites nothing in them (their constants stay where they are, in
// their order). Ours branches into the partitions too, which AxisInfo and
// the alias analysis need; running MLIR's pass on it would fold and
// reorder inside the partitions. So the analysis is MLIR's, and the rewrite
// walks the IR as MLIR's does but does not enter the partitions.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"

#include "mlir/Analysis/DataFlow/ConstantPropagationAnalysis.h"
#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"
#include "mlir/Analysis/DataFlowFramework.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/FoldUtils.h"

#define DEBUG_TYPE "sccp"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_SCCP
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;

namespace {

/// Replaces `value` by the constant its lattice holds, created (or reused)
/// by `folder` in the isolated region around the builder's block.
LogicalResult replaceByConstant(DataFlowSolver &solver, OpBuilder &builder,
                                OperationFolder &folder, Value value) {
  auto *lattice =
      solver.lookupState<dataflow::Lattice<dataflow::ConstantValue>>(value);
  if (!lattice || lattice->getValue().isUninitialized())
    return failure();
  const dataflow::ConstantValue &known = lattice->getValue();
  if (!known.getConstantValue())
    return failure();
  Value constant =
      folder.getOrCreateConstant(builder.getInsertionBlock(),
                                 known.getConstantDialect(),
                                 known.getConstantValue(), value.getType());
  if (!constant)
    return failure();
  TT_DEBUG(TT_DBGS() << describeValue(value) << " is the constant "
                     << known.getConstantValue() << "\n");
  value.replaceAllUsesWith(constant);
  return success();
}

/// Rewrites the blocks of `regions` and of the regions nested in them, in
/// MLIR's order: each block's ops first (erasing those left dead), then its
/// arguments.
void rewriteConstants(DataFlowSolver &solver, MLIRContext *context,
                      MutableArrayRef<Region> regions) {
  SmallVector<Block *> worklist;
  auto pushBlocksOf = [&](MutableArrayRef<Region> toVisit) {
    for (Region &region : toVisit)
      for (Block &block : llvm::reverse(region))
        worklist.push_back(&block);
  };
  pushBlocksOf(regions);

  OpBuilder builder(context);
  OperationFolder folder(context);
  while (!worklist.empty()) {
    Block *block = worklist.pop_back_val();
    for (Operation &op : llvm::make_early_inc_range(*block)) {
      builder.setInsertionPoint(&op);
      bool allResultsReplaced = op.getNumResults() != 0;
      for (Value result : op.getResults())
        allResultsReplaced &=
            succeeded(replaceByConstant(solver, builder, folder, result));
      if (allResultsReplaced && wouldOpBeTriviallyDead(&op)) {
        op.erase();
        continue;
      }
      if (isa<triton::gpu::WarpSpecializePartitionsOp>(op)) {
        TT_DEBUG(TT_DBGS() << "the partitions of "
                           << describeOp(op.getParentOp())
                           << " stay as they are (Triton 3.6's "
                              "warp_specialize does not branch into them)\n");
        continue;
      }
      pushBlocksOf(op.getRegions());
    }
    builder.setInsertionPointToStart(block);
    for (BlockArgument arg : block->getArguments())
      (void)replaceByConstant(solver, builder, folder, arg);
  }
}

struct SCCP : mlir::triton::gpu::impl::SCCPBase<SCCP> {
  void runOnOperation() override {
    Operation *root = getOperation();
    DataFlowSolver solver;
    solver.load<dataflow::DeadCodeAnalysis>();
    solver.load<dataflow::SparseConstantPropagation>();
    if (failed(solver.initializeAndRun(root)))
      return signalPassFailure();
    rewriteConstants(solver, root->getContext(), root->getRegions());
  }
};

} // namespace
