//===- AllocateWarpGroups.cpp - tritongpu-allocate-warp-groups ------------===//
//
// Triton 3.6's first make_llir step for warp-specialized kernels: decides
// which hardware warps run each partition of every `ttg.warp_specialize`
// and how the register file is split between the default warps and the
// partitions' warp groups.
//
// - Every `ttg.warp_specialize` is padded with empty partitions (power-of-2
//   sizes, largest first) until its partitions fill as many whole warp
//   groups (4 warps) as the largest one needs: `setmaxnreg` acts on whole
//   warp groups, so every warp of the CTA must be there to give registers
//   up. Padding partitions request 16 registers.
// - `warpGroupStartIds`: partitions take the warps after the default ones,
//   largest first (ties in partition order).
// - `ttg.total-num-warps` on the module: default warps + the warp groups
//   (TXL's IR, marked `ttg.txl-warpgroups-set`, keeps its own, as TXL's
//   version of the pass does).
// - With `requestedRegisters` (tritongpu-optimize-partition-warps'
//   estimate) and whole warp groups: each warp group gets the largest
//   request of its partitions rounded up to 8, the default warps what is
//   left of the budget (rounded down to 8, at least 24), written as
//   `actualRegisters` (default first, then per partition) and the budget
//   per thread as the module's `ttg.maxnreg` (64K registers over all warps
//   unless the user set it).
//
//===----------------------------------------------------------------------===//

#include "tt/Conversion/TritonGPUToLLVM/Passes.h"
#include "tt/Dialect/TXL/IR/WarpGroups.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"
#include "llvm/Support/InterleavedRange.h"

#define DEBUG_TYPE "tritongpu-allocate-warp-groups"

namespace mlir::triton {
#define GEN_PASS_DEF_TRITONGPUALLOCATEWARPGROUPS
#include "tt/Conversion/TritonGPUToLLVM/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

constexpr int kWarpGroupSize = 4;
constexpr int32_t kPaddingRegisters = 16;
constexpr int kMinDefaultRegisters = 24;
constexpr StringLiteral kMaxnregAttr = "ttg.maxnreg";

/// Sizes of the empty partitions that fill `missingWarps`: powers of 2,
/// largest first.
SmallVector<int32_t> paddingSizes(int missingWarps) {
  SmallVector<int32_t> sizes;
  while (missingWarps > 0) {
    int32_t size = int32_t(llvm::bit_floor(unsigned(missingWarps)));
    sizes.push_back(size);
    missingWarps -= size;
  }
  return sizes;
}

/// Appends empty partitions to `op` until its partitions fill
/// `numWarpGroups` warp groups. They take the explicit captures like the
/// others and return at once.
void padToWarpGroups(WarpSpecializeOp op, int numWarpGroups) {
  SmallVector<int32_t> padding = paddingSizes(numWarpGroups * kWarpGroupSize -
                                              int(op.getTotalPartitionWarps()));
  if (padding.empty())
    return;
  TT_DEBUG(TT_DBGS() << "padding " << op.getLoc() << " with " << padding.size()
                     << " empty partition(s) of " << llvm::interleaved(padding)
                     << " warp(s)\n");

  // The partition regions are variadic: rebuild the holder with more.
  WarpSpecializePartitionsOp partitions = op.getPartitionOp();
  OperationState state(partitions.getLoc(), partitions->getName(),
                       partitions->getOperands(), /*types=*/{},
                       partitions->getAttrs());
  for (Region &region : partitions.getPartitionRegions())
    state.addRegion()->takeBody(region);
  OpBuilder builder(op.getContext());
  for (size_t i = 0; i < padding.size(); ++i) {
    Block &body = state.addRegion()->emplaceBlock();
    for (Value capture : partitions.getExplicitCaptures())
      body.addArgument(capture.getType(), capture.getLoc());
    builder.setInsertionPointToStart(&body);
    WarpReturnOp::create(builder, op.getLoc());
  }
  builder.setInsertionPoint(partitions);
  builder.create(state);
  partitions.erase();

  SmallVector<int32_t> numWarps(op.getPartitionNumWarps());
  numWarps.append(padding);
  op.setPartitionNumWarps(numWarps);
  if (std::optional<ArrayRef<int32_t>> requested = op.getRequestedRegisters()) {
    SmallVector<int32_t> registers(*requested);
    registers.append(padding.size(), kPaddingRegisters);
    op.setRequestedRegisters(registers);
  }
}

/// Partitions in decreasing size from `firstWarp` on, equal sizes in
/// partition order.
SmallVector<int32_t> assignStartIds(ArrayRef<int32_t> numWarps, int firstWarp) {
  SmallVector<unsigned> order =
      llvm::to_vector(llvm::seq<unsigned>(numWarps.size()));
  llvm::stable_sort(
      order, [&](unsigned a, unsigned b) { return numWarps[a] > numWarps[b]; });
  SmallVector<int32_t> startIds(numWarps.size());
  int next = firstWarp;
  for (unsigned partition : order) {
    startIds[partition] = next;
    next += numWarps[partition];
  }
  return startIds;
}

/// Registers per thread when nobody chose: all 64K over all warps, rounded
/// down to 8.
int defaultMaxnreg(int totalWarps, int threadsPerWarp) {
  return 64 * 1024 / totalWarps / threadsPerWarp / 8 * 8;
}

/// `actualRegisters` for `op` under a budget of `maxnreg` per thread, or
/// nothing when the partitions do not fill whole warp groups or too little
/// is left for the default warps.
std::optional<SmallVector<int32_t>>
splitRegisters(WarpSpecializeOp op, ArrayRef<int32_t> requested, int maxnreg,
               int defaultWarps, int threadsPerWarp) {
  ArrayRef<int32_t> numWarps = op.getPartitionNumWarps();
  ArrayRef<int32_t> startIds = *op.getWarpGroupStartIds();
  if (op.getTotalPartitionWarps() % kWarpGroupSize != 0) {
    TT_DEBUG(TT_DBGS() << "no register split: partitions are not whole "
                          "warp groups\n");
    return std::nullopt;
  }

  // Walk the partitions by start warp; each warp group gets the largest
  // request of its partitions, rounded up to 8.
  SmallVector<unsigned> byStart =
      llvm::to_vector(llvm::seq<unsigned>(numWarps.size()));
  llvm::stable_sort(byStart, [&](unsigned a, unsigned b) {
    return startIds[a] < startIds[b];
  });
  SmallVector<int32_t> groupRegisters, groupOf(numWarps.size());
  SmallVector<int> groupWarps;
  for (unsigned partition : byStart) {
    if (startIds[partition] % kWarpGroupSize == 0) {
      groupRegisters.push_back(0);
      groupWarps.push_back(0);
    }
    groupOf[partition] = groupRegisters.size() - 1;
    groupRegisters.back() = std::max<int32_t>(
        groupRegisters.back(), llvm::divideCeil(requested[partition], 8) * 8);
    groupWarps.back() += numWarps[partition];
  }

  // What the warp groups give up goes to the default warps.
  int budget = maxnreg * defaultWarps * threadsPerWarp;
  for (auto [registers, warps] : llvm::zip(groupRegisters, groupWarps))
    budget += (maxnreg - registers) * warps * threadsPerWarp;
  int defaultRegisters = budget / (defaultWarps * threadsPerWarp) / 8 * 8;
  if (budget <= 0 || defaultRegisters < kMinDefaultRegisters) {
    TT_DEBUG(TT_DBGS() << "no register split: " << defaultRegisters
                       << " registers left for the default warps\n");
    return std::nullopt;
  }

  SmallVector<int32_t> actual{defaultRegisters};
  for (unsigned partition : llvm::seq<unsigned>(numWarps.size()))
    actual.push_back(groupRegisters[groupOf[partition]]);
  return actual;
}

struct AllocateWarpGroups
    : public triton::impl::TritonGPUAllocateWarpGroupsBase<AllocateWarpGroups> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<WarpSpecializeOp> ops;
    module.walk([&](WarpSpecializeOp op) { ops.push_back(op); });

    // Every `ttg.warp_specialize` gets the warp groups the largest needs.
    unsigned maxExtraWarps = 0;
    for (WarpSpecializeOp op : ops)
      maxExtraWarps = std::max(maxExtraWarps, op.getTotalPartitionWarps());
    int numWarpGroups = llvm::divideCeil(maxExtraWarps, kWarpGroupSize);
    for (WarpSpecializeOp op : ops)
      padToWarpGroups(op, numWarpGroups);

    std::optional<int64_t> numWarps = lookupNumWarps(module);
    if (!numWarps) {
      emitError(module.getLoc(), "tritongpu-allocate-warp-groups needs the "
                                 "module's ttg.num-warps");
      return signalPassFailure();
    }
    int defaultWarps = *numWarps;
    int totalWarps = defaultWarps + numWarpGroups * kWarpGroupSize;
    for (WarpSpecializeOp op : ops) {
      op.setWarpGroupStartIds(
          assignStartIds(op.getPartitionNumWarps(), defaultWarps));
      TT_DEBUG(TT_DBGS() << op.getLoc() << ": partitions of "
                         << llvm::interleaved(op.getPartitionNumWarps())
                         << " warp(s) start at warp "
                         << llvm::interleaved(*op.getWarpGroupStartIds())
                         << "\n");
    }
    Builder builder(&getContext());
    // TXL's IR (`ttg.txl-warpgroups-set`) sizes the CTA itself, and TXL's
    // version of this pass keeps that: an existing ttg.total-num-warps
    // stays, and one is added only where TXL says its warp groups are not
    // set (0).
    auto txlSet = module->getAttrOfType<IntegerAttr>(txl::kWarpGroupsSetAttr);
    bool keepTXLs = txlSet && (module->hasAttr("ttg.total-num-warps") ||
                               txlSet.getInt() != 0);
    if (!keepTXLs)
      module->setAttr("ttg.total-num-warps",
                      builder.getI32IntegerAttr(totalWarps));
    TT_DEBUG(if (keepTXLs) TT_DBGS()
                 << "TXL's module: its ttg.total-num-warps is kept\n";
             else TT_DBGS() << "total warps " << totalWarps << " ("
                            << defaultWarps << " default + " << numWarpGroups
                            << " warp group(s))\n");

    int threadsPerWarp = lookupThreadsPerWarp(module);
    auto userMaxnreg = module->getAttrOfType<IntegerAttr>(kMaxnregAttr);
    int maxnreg = userMaxnreg ? userMaxnreg.getInt()
                              : defaultMaxnreg(totalWarps, threadsPerWarp);
    for (WarpSpecializeOp op : ops) {
      std::optional<ArrayRef<int32_t>> requested = op.getRequestedRegisters();
      if (!requested)
        continue;
      std::optional<SmallVector<int32_t>> actual =
          splitRegisters(op, *requested, maxnreg, defaultWarps, threadsPerWarp);
      if (!actual)
        continue;
      TT_DEBUG(TT_DBGS() << "registers per thread: " << maxnreg
                         << " at launch, then " << llvm::interleaved(*actual)
                         << " (default warps, then each partition)\n");
      op.setActualRegisters(*actual);
      // ptxas needs the launch budget to honour setmaxnreg.
      module->setAttr(kMaxnregAttr, builder.getI32IntegerAttr(maxnreg));
    }
  }
};

} // namespace
