//===- LayoutVerification.cpp - Layouts against their context -------------===//
//
// A layout spans a fixed number of lanes per warp, warps per CTA and CTAs per
// CGA, read from its linear layout; they must match what the code around it
// runs with.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/LayoutVerification.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"

#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlir::triton::gpu;

namespace {

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

namespace {
/// The compute capabilities tt-opt knows: up to Blackwell.
bool isSupportedCapability(int capability) { return capability < 130; }
} // namespace

FailureOr<int> mlir::triton::gpu::getNVIDIAComputeCapability(ModuleOp module) {
  auto target = module->getAttrOfType<StringAttr>("ttg.target");
  // Errors on the location only: on the module they would print all of it.
  if (!target)
    return emitError(module.getLoc(),
                     "requires the module attribute `ttg.target` "
                     "(e.g. \"cuda:90\"); run -convert-triton-to-tritongpu "
                     "first");
  std::optional<int> capability =
      parseNVIDIAComputeCapability(target.getValue());
  if (!capability)
    return emitError(module.getLoc(), "`ttg.target` = \"")
           << target.getValue()
           << "\" is not an NVIDIA target (\"cuda:<capability>\")";
  if (!isSupportedCapability(*capability))
    return emitError(module.getLoc(), "compute capability ")
           << *capability << " is not supported";
  return *capability;
}

std::optional<int>
mlir::triton::gpu::findNVIDIAComputeCapability(ModuleOp module) {
  auto target = module->getAttrOfType<StringAttr>("ttg.target");
  std::optional<int> capability =
      target ? parseNVIDIAComputeCapability(target.getValue()) : std::nullopt;
  if (!capability || !isSupportedCapability(*capability))
    return std::nullopt;
  return capability;
}

std::optional<int>
mlir::triton::gpu::parseNVIDIAComputeCapability(StringRef target) {
  int capability;
  if (!target.consume_front("cuda:") || target.empty() ||
      !llvm::all_of(target, llvm::isDigit) ||
      target.getAsInteger(10, capability))
    return std::nullopt;
  return capability;
}

LogicalResult
mlir::triton::gpu::verifyTarget(StringRef target,
                                function_ref<InFlightDiagnostic()> emitError) {
  if (target.starts_with("cuda:")) {
    if (parseNVIDIAComputeCapability(target))
      return success();
    return emitError() << "`ttg.target` = \"" << target
                       << "\": the compute capability after \"cuda:\" must "
                          "be a decimal number, e.g. \"cuda:90\"";
  }
  StringRef arch = target;
  if (arch.consume_front("hip:")) {
    if (arch.starts_with("gfx") && arch.size() > 3 &&
        llvm::all_of(arch, llvm::isAlnum))
      return success();
    return emitError() << "`ttg.target` = \"" << target
                       << "\": the architecture after \"hip:\" must be a "
                          "gfx name, e.g. \"hip:gfx942\"";
  }
  return emitError() << "`ttg.target` = \"" << target
                     << "\" is not a target: expected \"cuda:<compute "
                        "capability>\" (e.g. \"cuda:90\") or \"hip:<gfx "
                        "architecture>\" (e.g. \"hip:gfx942\")";
}

int64_t mlir::triton::gpu::lookupThreadsPerWarp(Operation *op) {
  auto module = isa<ModuleOp>(op) ? cast<ModuleOp>(op)
                                  : op->getParentOfType<ModuleOp>();
  return (module ? getIntAttr(module, "ttg.threads-per-warp") : std::nullopt)
      .value_or(32);
}

int64_t mlir::triton::gpu::lookupNumCTAs(Operation *op) {
  auto module = isa<ModuleOp>(op) ? cast<ModuleOp>(op)
                                  : op->getParentOfType<ModuleOp>();
  return (module ? getIntAttr(module, "ttg.num-ctas") : std::nullopt)
      .value_or(1);
}

std::optional<LayoutExtent>
mlir::triton::gpu::getLayoutExtent(Attribute layout) {
  if (isa<SharedEncodingTrait>(layout)) {
    LayoutExtent extent;
    extent.numCTAs =
        cast<LayoutEncodingTrait>(layout).getCGALayout().getNumCTAs();
    return extent;
  }
  if (!isa<DistributedEncodingTrait>(layout))
    return std::nullopt;
  // The lanes, warps and CTAs a register layout spans do not depend on the
  // shape; a one-element tensor is the cheapest to lay out.
  SmallVector<int64_t> oneElement(cast<LayoutEncodingTrait>(layout).getRank(),
                                  1);
  FailureOr<triton::LinearLayout> linear = toLinearLayout(oneElement, layout);
  if (failed(linear))
    return std::nullopt;
  auto size = [&](StringRef inDim) {
    return linear->getInDimSize(StringAttr::get(layout.getContext(), inDim));
  };
  return LayoutExtent{size("lane"), size("warp"), size("block")};
}

LogicalResult mlir::triton::gpu::verifyLayoutInContext(
    Attribute layout, Operation *op,
    function_ref<InFlightDiagnostic()> emitError) {
  return verifyLayoutExtentInContext(getLayoutExtent(layout), layout, op,
                                     emitError);
}

LogicalResult mlir::triton::gpu::verifyLayoutExtentInContext(
    std::optional<LayoutExtent> extent, Attribute layout, Operation *op,
    function_ref<InFlightDiagnostic()> emitError) {
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
