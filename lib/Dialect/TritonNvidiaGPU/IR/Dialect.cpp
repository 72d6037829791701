//===- Dialect.cpp - The TritonNvidiaGPU (ttng) dialect -------------------===//
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::triton::nvidia_gpu;

#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tt/Dialect/TritonNvidiaGPU/IR/AttrDefs.cpp.inc"

namespace {

/// Triton's aliases: `#tmem` and `#tmem_scales`; `#ttng.tensor_memory` is
/// always printed inline.
struct TritonNvidiaGPUOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    if (isa<TensorMemoryEncodingAttr>(attr)) {
      os << "tmem";
      return AliasResult::FinalAlias;
    }
    if (isa<TensorMemoryScalesEncodingAttr>(attr)) {
      os << "tmem_scales";
      return AliasResult::FinalAlias;
    }
    return AliasResult::NoAlias;
  }
};

} // namespace

void TritonNvidiaGPUDialect::initialize() {
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/TritonNvidiaGPU/IR/Ops.cpp.inc"
      >();
  addInterfaces<TritonNvidiaGPUOpAsmInterface>();
}

void TritonNvidiaGPUDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tt/Dialect/TritonNvidiaGPU/IR/AttrDefs.cpp.inc"
      >();
}

LogicalResult TensorMemoryEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned blockM,
    unsigned blockN, unsigned colStride, unsigned ctaSplitM, unsigned ctaSplitN,
    bool twoCTAs) {
  if (blockM != 64 && blockM != 128)
    return emitError() << "blockM must be 64 or 128, got " << blockM;
  if (blockN == 0 || !llvm::isPowerOf2_32(blockN))
    return emitError() << "blockN must be a power of two, got " << blockN;
  if (colStride == 0 || !llvm::isPowerOf2_32(colStride))
    return emitError() << "colStride must be a power of two, got " << colStride;
  if (ctaSplitM == 0 || ctaSplitN == 0)
    return emitError() << "CTA splits must be positive";
  return success();
}
