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

//===----------------------------------------------------------------------===//
// Memory descriptors with tensor-memory encodings
//===----------------------------------------------------------------------===//

static LogicalResult
verifyInTensorMemory(function_ref<InFlightDiagnostic()> emitError,
                     Attribute memorySpace, Type elementType) {
  if (!isa_and_nonnull<TensorMemorySpaceAttr>(memorySpace))
    return emitError() << "memorySpace must be TensorMemorySpace";
  if (!elementType.isIntOrFloat())
    return emitError() << "tensor memory holds integers or floats; got "
                       << elementType;
  return success();
}

LogicalResult TensorMemoryEncodingAttr::verifyMemDesc(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> shape,
    Type elementType, Attribute memorySpace, ArrayRef<int64_t> allocShape) const {
  if (failed(verifyInTensorMemory(emitError, memorySpace, elementType)))
    return failure();
  if (shape.size() != 2 && shape.size() != 3)
    return emitError() << "rank must be 2 or 3";
  unsigned bitwidth = elementType.getIntOrFloatBitWidth();
  if (bitwidth * getColStride() > 32)
    return emitError()
           << "bitwidth * colStride must be less than or equal to 32. Got "
           << bitwidth << " and " << getColStride();
  // The leading dim of a rank-3 memdesc counts buffers; each buffer holds at
  // least one block per CTA split.
  ArrayRef<int64_t> bufferShape = allocShape.take_back(2);
  int64_t minRows = int64_t(getBlockM()) * getCTASplitM();
  int64_t minCols = int64_t(getBlockN()) * getCTASplitN();
  if (bufferShape[0] < minRows || bufferShape[1] < minCols)
    return emitError() << "the allocation shape must be at least " << minRows
                       << "x" << minCols << ". Got [" << allocShape << "]";
  return success();
}

LogicalResult TensorMemoryScalesEncodingAttr::verifyMemDesc(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> shape,
    Type elementType, Attribute memorySpace, ArrayRef<int64_t> allocShape) const {
  if (failed(verifyInTensorMemory(emitError, memorySpace, elementType)))
    return failure();
  if (allocShape.size() != 2)
    return emitError() << "Scales don't currently support multibuffering";
  if (elementType.getIntOrFloatBitWidth() != 8)
    return emitError() << "bitwidth must be 8";
  return success();
}
