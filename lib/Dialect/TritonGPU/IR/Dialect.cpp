//===- Dialect.cpp - The TritonGPU (ttg) dialect ------------------------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LayoutVerification.h"

#include <mutex>

#include "mlir/IR/OpImplementation.h"
#include "tt/Dialect/Triton/IR/Interfaces.h"

using namespace mlir;
using namespace ::mlir::triton::gpu;

#include "tt/Dialect/TritonGPU/IR/Dialect.cpp.inc"

namespace {

/// Names the layout aliases exactly as Triton does (`#blocked`, `#mma1`, ...);
/// slice and dot_op layouts are always printed inline.
struct TritonGPUOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    if (isa<MmaEncodingTrait>(attr))
      os << "mma";
    else if (isa<SharedEncodingTrait>(attr))
      os << "shared";
    else if (isa<BlockedEncodingAttr>(attr))
      os << "blocked";
    else if (isa<LinearEncodingAttr>(attr))
      os << "linear";
    else if (isa<SharedMemorySpaceAttr>(attr))
      os << "smem";
    else
      return AliasResult::NoAlias;
    return AliasResult::FinalAlias;
  }
};

/// Checks the layouts of the tensors of tt, ttg and ttng ops against the
/// warps, lanes and CTAs the code around them runs with.
struct TritonGPUVerifyTensorLayoutInterface
    : public triton::DialectVerifyTensorLayoutInterface {
  using DialectVerifyTensorLayoutInterface::DialectVerifyTensorLayoutInterface;

  LogicalResult
  verifyTensorLayout(Attribute layout, RankedTensorType type, Operation *op,
                     function_ref<InFlightDiagnostic()> emitError) const override {
    if (!isa<DistributedEncodingTrait>(layout))
      return emitError()
             << "Non-distributed layout is not allowed in tensor type.";
    return verifyLayoutExtentInContext(extentOf(layout), layout, op,
                                       emitError);
  }

private:
  /// The extent of `layout`, computed once: the verifier runs after every
  /// pass, and a layout's linear layout is not free.
  std::optional<LayoutExtent> extentOf(Attribute layout) const {
    std::lock_guard<std::mutex> lock(mutex);
    auto [it, inserted] = extents.try_emplace(layout);
    if (inserted)
      it->second = getLayoutExtent(layout);
    return it->second;
  }

  // Per dialect, so per context: attributes are uniqued per context.
  mutable std::mutex mutex;
  mutable llvm::DenseMap<Attribute, std::optional<LayoutExtent>> extents;
};

} // namespace

void TritonGPUDialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/TritonGPU/IR/Ops.cpp.inc"
      >();
  addInterfaces<TritonGPUOpAsmInterface, TritonGPUVerifyTensorLayoutInterface>();
  addInterface(createInferLayoutInterface(this));
}

LogicalResult TritonGPUDialect::verifyOperationAttribute(Operation *op,
                                                         NamedAttribute attr) {
  if (attr.getName() != "ttg.target")
    return success();
  auto target = dyn_cast<StringAttr>(attr.getValue());
  // On the location only: an error on the module would print all of it.
  if (!target)
    return emitError(op->getLoc(), "`ttg.target` must be a string, e.g. "
                                   "\"cuda:90\" or \"hip:gfx942\"");
  return verifyTarget(target.getValue(),
                      [&] { return emitError(op->getLoc()); });
}
