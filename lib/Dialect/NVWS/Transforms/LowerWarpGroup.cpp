//===- LowerWarpGroup.cpp - nvws-lower-warp-group --------------------------===//
//
// The step of Triton 3.6's automatic warp specialization that turns each
// `nvws.warp_group` (written by tritongpu-partition-loops) into a
// `ttg.warp_specialize`:
//
// - a first region with the module's `ttg.num-warps` warps becomes the
//   default region (its yield the op's results); without one, the default
//   region only yields, and a warp_group with results is an error;
// - the other regions become the isolated partitions. What they use from
//   above is found breadth first: a pure constant, or a pure op making a
//   tensor, is cloned into every partition (its operands looked at in
//   turn); any other tensor is stored to shared memory (a local_alloc in
//   the generic layout) and loaded back in each partition; everything else
//   is an explicit capture, in the order found (a value reached twice is
//   captured twice, as Triton's);
// - partition `i`'s warps are `num_warps[i]`; no start ids (that is
//   tritongpu-allocate-warp-groups' job).
//
// The rewrite is a pattern applied greedily over the module, so the fold
// and dead-code cleanup of the greedy driver runs too, as in Triton.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/NVWS/IR/Dialect.h"
#include "tt/Dialect/NVWS/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Support/Debug.h"

#include "mlir/Analysis/TopologicalSortUtils.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/RegionUtils.h"

#include <queue>

#define DEBUG_TYPE "nvws-lower-warp-group"

namespace mlir::triton::nvws {
#define GEN_PASS_DEF_NVWSLOWERWARPGROUP
#include "tt/Dialect/NVWS/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvws

using namespace mlir;
namespace ttg = mlir::triton::gpu;
namespace nvws = mlir::triton::nvws;

namespace {

/// What the partitions of one warp_group take from above: the explicit
/// captures, and in each partition the values that replace the uses of a
/// value from above (clones and shared-memory reloads).
struct PartitionInputs {
  SmallVector<Value> captures;
  SmallVector<IRMapping> mappings;
};

/// Whether `value` is remade in each partition rather than passed: a
/// constant or a tensor computed by a pure op (tensors cannot be captures).
bool isRematerialized(Value value) {
  Operation *def = value.getDefiningOp();
  return def && isPure(def) &&
         (def->hasTrait<OpTrait::ConstantLike>() ||
          isa<RankedTensorType>(value.getType()));
}

FailureOr<PartitionInputs> collectInputs(PatternRewriter &rewriter,
                                         nvws::WarpGroupOp op,
                                         ArrayRef<Region *> partitions) {
  Location loc = op.getLoc();
  SetVector<Value> usedFromAbove;
  for (Region *partition : partitions)
    getUsedValuesDefinedAbove(*partition, usedFromAbove);
  PartitionInputs inputs;
  inputs.mappings.resize(partitions.size());
  SmallVector<OpBuilder> atStart;
  for (Region *partition : partitions)
    atStart.push_back(OpBuilder::atBlockBegin(&partition->front()));

  SetVector<Operation *> toClone;
  std::queue<Value> pending;
  for (Value value : usedFromAbove)
    pending.push(value);
  for (; !pending.empty(); pending.pop()) {
    Value value = pending.front();
    if (isRematerialized(value)) {
      for (Value operand : value.getDefiningOp()->getOperands())
        pending.push(operand);
      toClone.insert(value.getDefiningOp());
      continue;
    }
    auto tensor = dyn_cast<RankedTensorType>(value.getType());
    if (!tensor) {
      inputs.captures.push_back(value);
      continue;
    }
    FailureOr<ttg::SwizzledSharedEncodingAttr> encoding =
        ttg::getGenericSharedEncoding(tensor);
    if (failed(encoding))
      return op.emitError("nvws.warp_group: a partition uses a tensor from "
                          "above whose layout has no linear layout: ")
             << tensor;
    auto bufferType = ttg::MemDescType::get(
        tensor.getShape(), tensor.getElementType(), *encoding,
        ttg::SharedMemorySpaceAttr::get(rewriter.getContext()));
    Value buffer = ttg::LocalAllocOp::create(rewriter, loc, bufferType, value);
    TT_DEBUG(TT_DBGS() << "  " << triton::describeValue(value)
                       << ": a tensor, passed through shared memory\n");
    for (auto [index, partition] : llvm::enumerate(partitions)) {
      Value reloaded = ttg::LocalLoadOp::create(
          atStart[index], value.getLoc(), tensor, buffer);
      replaceAllUsesInRegionWith(value, reloaded, *partition);
      inputs.mappings[index].map(value, reloaded);
    }
    inputs.captures.push_back(buffer);
  }

  // Clones in each partition, producers first, at its start.
  for (auto [index, partition] : llvm::enumerate(partitions)) {
    for (Operation *op : topologicalSort(toClone)) {
      Value copy = atStart[index].clone(*op, inputs.mappings[index])->getResult(0);
      inputs.mappings[index].map(op->getResult(0), copy);
      replaceAllUsesInRegionWith(op->getResult(0), copy, *partition);
    }
  }
  TT_DEBUG(TT_DBGS() << "  " << toClone.size()
                     << " ops rematerialized in each partition, "
                     << inputs.captures.size() << " explicit captures\n");
  return inputs;
}

/// Moves `from`'s ops into a new block of `to` whose arguments stand for
/// `captures`, ended by a ttg.warp_return.
void fillPartition(PatternRewriter &rewriter, Region &from, Region &to,
                   ArrayRef<Value> captures) {
  Block *block = &to.emplaceBlock();
  DenseMap<Value, Value> arguments;
  for (Value capture : captures)
    arguments[capture] = block->addArgument(capture.getType(), capture.getLoc());
  rewriter.setInsertionPointToEnd(block);
  auto ret = ttg::WarpReturnOp::create(rewriter, from.getLoc());
  for (Operation &op :
       llvm::make_early_inc_range(from.front().without_terminator()))
    op.moveBefore(ret);
  for (auto [capture, argument] : arguments)
    replaceAllUsesInRegionWith(capture, argument, to);
}

struct LowerWarpGroup : public OpRewritePattern<nvws::WarpGroupOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(nvws::WarpGroupOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    rewriter.setInsertionPointAfter(op);
    auto module = op->getParentOfType<ModuleOp>();
    auto moduleWarps = module->getAttrOfType<IntegerAttr>("ttg.num-warps");
    SmallVector<Region *> partitions;
    for (Region &region : op.getPartitionRegions())
      partitions.push_back(&region);
    ArrayRef<int32_t> numWarps = op.getNumWarps();
    Region *defaultRegion = nullptr;
    if (moduleWarps && numWarps.front() == moduleWarps.getInt()) {
      defaultRegion = partitions.front();
      partitions.erase(partitions.begin());
      numWarps = numWarps.drop_front();
    } else if (op.getNumResults() > 0) {
      return op.emitError("nvws.warp_group: its first region does not have "
                          "the module's ttg.num-warps warps, so it cannot be "
                          "the default region that gives the results");
    }
    TT_DEBUG(TT_DBGS() << triton::describeOp(op) << ": "
                       << (defaultRegion ? "region 0 is the default region, "
                                         : "no default region, ")
                       << partitions.size() << " partitions\n");

    FailureOr<PartitionInputs> inputs = collectInputs(rewriter, op, partitions);
    if (failed(inputs))
      return failure();
    auto warpSpecialize = ttg::WarpSpecializeOp::create(
        rewriter, loc, op.getResultTypes(),
        rewriter.getDenseI32ArrayAttr(numWarps), DenseI32ArrayAttr(),
        DenseI32ArrayAttr(), DenseI32ArrayAttr());

    Block &defaultBlock = warpSpecialize.getDefaultRegion().emplaceBlock();
    rewriter.setInsertionPointToEnd(&defaultBlock);
    if (defaultRegion) {
      Operation *yield = defaultRegion->front().getTerminator();
      auto warpYield =
          ttg::WarpYieldOp::create(rewriter, loc, yield->getOperands());
      for (Operation &inner : llvm::make_early_inc_range(
               defaultRegion->front().without_terminator()))
        inner.moveBefore(warpYield);
    } else {
      ttg::WarpYieldOp::create(rewriter, loc, ValueRange());
    }

    Block &holderBlock = warpSpecialize.getPartitionOpHolder().emplaceBlock();
    rewriter.setInsertionPointToStart(&holderBlock);
    auto holder = ttg::WarpSpecializePartitionsOp::create(
        rewriter, loc, inputs->captures, partitions.size());
    for (auto [from, to] : llvm::zip(partitions, holder.getPartitionRegions()))
      fillPartition(rewriter, *from, to, inputs->captures);
    rewriter.replaceOp(op, warpSpecialize.getResults());
    return success();
  }
};

struct NVWSLowerWarpGroup
    : public triton::nvws::impl::NVWSLowerWarpGroupBase<NVWSLowerWarpGroup> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    RewritePatternSet patterns(&getContext());
    patterns.add<LowerWarpGroup>(&getContext());
    if (failed(applyPatternsGreedily(module, std::move(patterns))) ||
        failed(mlir::verify(module)))
      return signalPassFailure();
    // A warp_group left is one the pattern reported an error on.
    if (module.walk([](nvws::WarpGroupOp) { return WalkResult::interrupt(); })
            .wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
