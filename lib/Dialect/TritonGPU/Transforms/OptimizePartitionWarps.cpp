//===- OptimizePartitionWarps.cpp - tritongpu-optimize-partition-warps ----===//
//
// Triton 3.6's make_ttgir for cuda:100 runs this after the pipeliner: each
// ttg.warp_specialize partition gets as few warps as its largest tensor
// allows, and a register request.
//
// - A partition's register need is twice the 32-bit registers of its
//   largest tensor operand or result (pointers count 64 bits), over all its
//   threads; a partition without tensors needs none.
// - Its lower limit is 1 warp; the last TMA copy, gather or scatter in it
//   (walk order) makes it 2, the last tensor-memory alloc, load or store 4
//   (whichever comes later wins, as Triton's assignment does).
// - Repeatedly, the first partition above its limit whose need still fits
//   when halved is halved: the need per thread of half the warps against
//   65536 registers shared evenly by all warps of the kernel after the cut.
// - Its request is 88 registers with tensors, 24 without.
//
// A partition with tensors whose warps change must have its layouts
// assigned again (Triton runs convert-triton-to-tritongpu, relayout-
// tritongpu, coalesce, remove-layout-conversions, optimize-thread-locality
// and accelerate-matmul on it): not implemented, an error at the op.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include <numeric>

#define DEBUG_TYPE "tritongpu-optimize-partition-warps"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUOPTIMIZEPARTITIONWARPS
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// Triton's register count of a whole tensor (every thread's copy): its
/// elements per thread times threads times warps, in 32-bit words.
FailureOr<uint64_t> tensorWords(RankedTensorType type) {
  FailureOr<triton::LinearLayout> layout = toLinearLayout(type);
  if (failed(layout))
    return failure();
  MLIRContext *ctx = type.getContext();
  uint64_t elements = 1;
  for (StringRef dim : {"register", "lane", "warp"})
    if (layout->hasInDim(StringAttr::get(ctx, dim)))
      elements *= layout->getInDimSize(StringAttr::get(ctx, dim));
  unsigned bits = isa<triton::PointerType>(type.getElementType())
                      ? 64
                      : type.getElementTypeBitWidth();
  return elements * bits / 32;
}

/// Twice the words of the partition's largest tensor (Triton assumes it is
/// half of what the partition holds); 0 without tensors.
FailureOr<uint64_t> registerNeed(Region &partition) {
  uint64_t largest = 0;
  WalkResult walk = partition.walk([&](Operation *op) {
    for (Type type :
         llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes())) {
      auto tensor = dyn_cast<RankedTensorType>(type);
      if (!tensor)
        continue;
      FailureOr<uint64_t> words = tensorWords(tensor);
      if (failed(words)) {
        op->emitError("tritongpu-optimize-partition-warps: no linear layout "
                      "for ")
            << tensor;
        return WalkResult::interrupt();
      }
      largest = std::max(largest, *words);
    }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  return 2 * largest;
}

/// The fewest warps the partition's ops allow: the last TMA copy in walk
/// order sets 2, the last tensor-memory access 4.
int32_t minimumWarps(Region &partition) {
  int32_t minimum = 1;
  partition.walk([&](Operation *op) {
    if (isa<ttng::AsyncTMAGatherOp, ttng::AsyncTMAScatterOp,
            ttng::AsyncTMACopyGlobalToLocalOp>(op))
      minimum = 2;
    else if (isa<ttng::TMEMLoadOp, ttng::TMEMStoreOp, ttng::TMEMAllocOp>(op))
      minimum = 4;
  });
  return minimum;
}

LogicalResult optimize(WarpSpecializeOp op) {
  constexpr uint64_t kRegistersPerSM = 1 << 16;
  uint64_t threadsPerWarp = lookupThreadsPerWarp(op);
  int64_t defaultWarps = lookupNumWarps(op).value_or(4);
  SmallVector<uint64_t> needs;
  SmallVector<int32_t> minimums;
  for (Region *partition : op.getPartitionRegions()) {
    FailureOr<uint64_t> need = registerNeed(*partition);
    if (failed(need))
      return failure();
    needs.push_back(*need);
    minimums.push_back(minimumWarps(*partition));
  }
  SmallVector<int32_t> warps(op.getPartitionNumWarps());
  for (bool changed = true; changed;) {
    changed = false;
    int64_t totalWarps =
        std::accumulate(warps.begin(), warps.end(), defaultWarps);
    for (size_t index = 0; index < warps.size(); ++index) {
      int32_t &count = warps[index];
      if (count <= minimums[index])
        continue;
      uint64_t needPerThread = needs[index] / threadsPerWarp / (count / 2);
      uint64_t availablePerThread =
          kRegistersPerSM / threadsPerWarp / (totalWarps - count / 2);
      if (needPerThread <= availablePerThread) {
        TT_DEBUG(TT_DBGS() << "partition " << index << ": " << count
                           << " -> " << count / 2 << " warps (needs "
                           << needPerThread << " registers per thread, "
                           << availablePerThread << " available)\n");
        count /= 2;
        changed = true;
        break;
      }
    }
  }
  SmallVector<int32_t> requested;
  for (auto [index, region] : llvm::enumerate(op.getPartitionRegions())) {
    requested.push_back(needs[index] ? 88 : 24);
    int32_t before = op.getPartitionNumWarps()[index];
    TT_DEBUG(TT_DBGS() << "partition " << index << ": " << warps[index]
                       << " warps (at least " << minimums[index] << "), "
                       << requested.back() << " registers requested ("
                       << (needs[index] ? "it has tensors" : "no tensors")
                       << ")\n");
    if (warps[index] != before && needs[index])
      return op.emitError("tritongpu-optimize-partition-warps: partition ")
             << index << " holds tensors and goes from " << before << " to "
             << warps[index]
             << " warps; assigning its layouts again (Triton's "
                "relayout-tritongpu pipeline) is not implemented";
  }
  op.setRequestedRegisters(ArrayRef<int32_t>(requested));
  op.setPartitionNumWarps(warps);
  return success();
}

struct OptimizePartitionWarps
    : public mlir::triton::gpu::impl::TritonGPUOptimizePartitionWarpsBase<
          OptimizePartitionWarps> {
  void runOnOperation() override {
    SmallVector<WarpSpecializeOp> ops;
    getOperation().walk([&](WarpSpecializeOp op) { ops.push_back(op); });
    for (WarpSpecializeOp op : ops) {
      TT_DEBUG(TT_DBGS() << triton::describeOp(op) << ":\n");
      if (failed(optimize(op)))
        return signalPassFailure();
    }
  }
};

} // namespace
