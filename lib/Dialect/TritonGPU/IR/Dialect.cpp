//===- Dialect.cpp - The TritonGPU (ttg) dialect ------------------------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/IR/OpImplementation.h"

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

} // namespace

void TritonGPUDialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/TritonGPU/IR/Ops.cpp.inc"
      >();
  addInterfaces<TritonGPUOpAsmInterface>();
}
