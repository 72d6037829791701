//===- MMADescriptors.cpp - Shared-memory matrix descriptors --------------===//
#include "tt/Conversion/TritonGPUToLLVM/MMADescriptors.h"

using namespace mlir;
using namespace mlir::triton;

SharedOperandDescriptors::SharedOperandDescriptors(
    TritonLLVMOpBuilder &b, gpu::MemDescType type, Value base, bool mnMajor,
    unsigned mnTile, unsigned kTile, unsigned mnStep, Value warpTile,
    bool version1)
    : b(b), mnMajor(mnMajor), mnTile(mnTile), kTile(kTile),
      mnStep(mnStep), warpTile(warpTile) {
  auto encoding = cast<gpu::NVMMASharedEncodingAttr>(type.getEncoding());
  elementBits = type.getElementTypeBitWidth();
  unsigned swizzleBytes = encoding.getSwizzlingByteWidth();
  elementsPerRow = swizzleBytes * 8 / elementBits;
  unsigned fastDim = encoding.getTransposed() ? 0 : 1;
  // A view (a subslice) keeps its allocation's blocks.
  rowsPerBlock = type.getAllocShape().take_back(2)[1 - fastDim];
  uint64_t mode = swizzleBytes == 128 ? 1 : swizzleBytes == 64 ? 2 : 3;
  uint64_t strideBytes = 8 * swizzleBytes;
  // Only an MN-major operand wider than one swizzle block crosses blocks
  // within an instruction; Triton 3.6 leaves the field 0 otherwise.
  bool severalBlocks =
      int64_t(type.getShape()[fastDim]) * elementBits / 8 > swizzleBytes;
  uint64_t leadingBytes =
      mnMajor && severalBlocks ? uint64_t(rowsPerBlock) * swizzleBytes : 0;
  constant = (mode << 62) | ((strideBytes >> 4) << 32) |
             ((leadingBytes >> 4) << 16) | (uint64_t(version1) << 46);
  // The start address field (bits 4..17 of the shared address) once, here:
  // the callers build the descriptors before their wgmma.fence, and
  // Triton 3.6 computes this part before the fence too, which ptxas
  // schedules better than the same arithmetic after it.
  Type i32 = b.builder->getI32Type();
  addressField = b.zext(b.bitAnd(b.lshr(b.ptrToInt(base, i32), b.i32Val(4)),
                                 b.i32Val(0x3fff)),
                        b.builder->getI64Type());
}

Value SharedOperandDescriptors::get(int mn, int k) const {
  Value kCoord = b.i32Val(k * kTile);
  Value mnCoord =
      b.add(b.i32Val(mn * mnStep), b.mul(warpTile, b.i32Val(mnTile)));
  // The contiguous coordinate picks the swizzle-wide block and the column
  // in it; the other one the row.
  Value column = mnMajor ? mnCoord : kCoord;
  Value row = mnMajor ? kCoord : mnCoord;
  Value perRow = b.i32Val(elementsPerRow);
  Value elements =
      b.add(b.add(b.mul(b.udiv(column, perRow),
                        b.i32Val(int64_t(rowsPerBlock) * elementsPerRow)),
                  b.mul(row, perRow)),
            b.urem(column, perRow));
  Value bytes = b.mul(elements, b.i32Val(elementBits / 8));
  Type i64 = b.builder->getI64Type();
  Value descriptor =
      b.add(b.intVal(64, constant), b.zext(b.lshr(bytes, b.i32Val(4)), i64));
  // The address field last, so that the loop-invariant part folds.
  return b.add(descriptor, addressField);
}

FailureOr<Value> mlir::triton::operandBase(Operation *op,
                                           TritonLLVMOpBuilder &b,
                                           gpu::MemDescType type,
                                           Value lowered) {
  SharedMemoryObject object =
      unpackSharedMemoryObject(b.loc, lowered, *b.builder);
  if (coversWholeAllocation(type))
    return object.base;
  FailureOr<Value> origin = getViewOriginOffset(op, *b.builder, type, object);
  if (failed(origin))
    return failure();
  Value bytes = b.mul(*origin, b.i32Val(type.getElementTypeBitWidth() / 8));
  return b.gep(object.base.getType(), b.builder->getI8Type(), object.base,
               bytes);
}
