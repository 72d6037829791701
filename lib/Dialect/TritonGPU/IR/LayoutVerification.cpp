//===- LayoutVerification.cpp - Layouts against their context -------------===//
//
// A layout spans a fixed number of lanes per warp, warps per CTA and CTAs per
// CGA; they must match what the code around it runs with.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::triton::gpu;

namespace {

// Lanes per warp of the MMA instructions: NVIDIA warps and AMD RDNA waves
// have 32 lanes, CDNA (MFMA) waves 64.
constexpr int64_t kNvidiaWarpSize = 32;
constexpr int64_t kMfmaWaveSize = 64;
constexpr int64_t kWmmaWaveSize = 32;

int64_t product(ArrayRef<unsigned> values) {
  int64_t result = 1;
  for (unsigned v : values)
    result *= v;
  return result;
}

template <typename MmaAttr>
LayoutExtent mmaExtent(MmaAttr mma, int64_t threadsPerWarp) {
  return {threadsPerWarp, product(mma.getWarpsPerCTA()),
          mma.getCGALayout().getNumCTAs()};
}

std::optional<int64_t> getIntAttr(Operation *op, StringRef name) {
  if (auto attr = op->getAttrOfType<IntegerAttr>(name))
    return attr.getInt();
  return std::nullopt;
}

} // namespace

std::optional<int64_t> mlir::triton::gpu::lookupNumWarps(Operation *op) {
  for (; op; op = op->getParentOp()) {
    // Partition regions hang off a `ttg.warp_specialize.partitions` holder
    // whose parent `ttg.warp_specialize` lists their warp counts.
    if (auto holder = dyn_cast_or_null<WarpSpecializePartitionsOp>(
            op->getParentOp())) {
      unsigned partition = op->getParentRegion()->getRegionNumber();
      auto warpSpecialize =
          dyn_cast<WarpSpecializeOp>(holder->getParentOp());
      if (warpSpecialize &&
          partition < warpSpecialize.getPartitionNumWarps().size())
        return warpSpecialize.getPartitionNumWarps()[partition];
    }
    if (std::optional<int64_t> numWarps = getIntAttr(op, "ttg.num-warps"))
      return numWarps;
  }
  return std::nullopt;
}

int64_t mlir::triton::gpu::lookupThreadsPerWarp(Operation *op) {
  auto module = isa<ModuleOp>(op) ? cast<ModuleOp>(op)
                                  : op->getParentOfType<ModuleOp>();
  return (module ? getIntAttr(module, "ttg.threads-per-warp") : std::nullopt)
      .value_or(32);
}

std::optional<LayoutExtent> mlir::triton::gpu::getLayoutExtent(Attribute layout) {
  using Result = std::optional<LayoutExtent>;
  return llvm::TypeSwitch<Attribute, Result>(layout)
      .Case([](BlockedEncodingAttr blocked) -> Result {
        return LayoutExtent{product(blocked.getThreadsPerWarp()),
                            product(blocked.getWarpsPerCTA()),
                            blocked.getCGALayout().getNumCTAs()};
      })
      .Case([](NvidiaMmaEncodingAttr mma) -> Result {
        return mmaExtent(mma, kNvidiaWarpSize);
      })
      .Case([](AMDMfmaEncodingAttr mma) -> Result {
        return mmaExtent(mma, kMfmaWaveSize);
      })
      .Case([](AMDWmmaEncodingAttr mma) -> Result {
        return mmaExtent(mma, kWmmaWaveSize);
      })
      .Case([](LinearEncodingAttr linear) -> Result {
        const triton::LinearLayout &ll = linear.getLinearLayout();
        auto size = [&](StringRef inDim) {
          return ll.getInDimSize(StringAttr::get(linear.getContext(), inDim));
        };
        return LayoutExtent{size("lane"), size("warp"), size("block")};
      })
      .Case([](SliceEncodingAttr slice) -> Result {
        return getLayoutExtent(slice.getParent());
      })
      .Case([](DotOperandEncodingAttr dot) -> Result {
        return getLayoutExtent(dot.getParent());
      })
      .Case([](SharedEncodingTrait shared) -> Result {
        LayoutExtent extent;
        extent.numCTAs =
            cast<LayoutEncodingTrait>(shared).getCGALayout().getNumCTAs();
        return extent;
      })
      .Default([](Attribute) -> Result { return std::nullopt; });
}

LogicalResult mlir::triton::gpu::verifyLayoutInContext(
    Attribute layout, Operation *op,
    function_ref<InFlightDiagnostic()> emitError) {
  std::optional<LayoutExtent> extent = getLayoutExtent(layout);
  if (!extent)
    return success();
  auto mismatch = [&](int64_t has, int64_t required, StringRef unit) {
    return emitError() << layout << ". Layout has " << has << " " << unit
                       << ", but the context requires " << required << " "
                       << unit << ".";
  };
  auto module = op->getParentOfType<ModuleOp>();
  auto moduleInt = [&](StringRef name, int64_t defaultValue) {
    return (module ? getIntAttr(module, name) : std::nullopt)
        .value_or(defaultValue);
  };
  if (extent->threadsPerWarp) {
    int64_t threadsPerWarp = lookupThreadsPerWarp(op);
    if (*extent->threadsPerWarp != threadsPerWarp)
      return mismatch(*extent->threadsPerWarp, threadsPerWarp,
                      "threads per warp");
  }
  if (extent->warpsPerCTA) {
    std::optional<int64_t> numWarps = lookupNumWarps(op);
    if (!numWarps)
      return emitError() << "Could not determine the number of warps per CTA. "
                            "Operation is not in a context with "
                            "`ttg.num-warps`.";
    if (*extent->warpsPerCTA != *numWarps)
      return mismatch(*extent->warpsPerCTA, *numWarps, "warps per CTA");
  }
  int64_t numCTAs = moduleInt("ttg.num-ctas", 1);
  if (extent->numCTAs != numCTAs)
    return mismatch(extent->numCTAs, numCTAs, "CTAs per CGA");
  return success();
}
