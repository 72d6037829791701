//===- Dialect.cpp - The TritonAMDGPU (amdg) dialect ------------------------------===//
#include "tt/Dialect/TritonAMDGPU/IR/Dialect.h"

#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace ::mlir::triton::amdgpu;

#include "tt/Dialect/TritonAMDGPU/IR/Dialect.cpp.inc"
#include "tt/Dialect/TritonAMDGPU/IR/Enums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tt/Dialect/TritonAMDGPU/IR/AttrDefs.cpp.inc"

void TritonAMDGPUDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tt/Dialect/TritonAMDGPU/IR/AttrDefs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/TritonAMDGPU/IR/Ops.cpp.inc"
      >();
}

static Type cloneTensorWithElement(Type type, Type element) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.clone(element);
  return type;
}

Type mlir::triton::amdgpu::getScalarPointerTo(Type tensorType) {
  // Tensors and shared-memory descriptors both count.
  auto shaped = dyn_cast<ShapedType>(tensorType);
  if (!shaped)
    return tensorType;
  return triton::PointerType::get(shaped.getElementType(), /*addressSpace=*/1);
}

Type mlir::triton::amdgpu::getI32TensorLike(Type tensorType) {
  return cloneTensorWithElement(tensorType,
                                IntegerType::get(tensorType.getContext(), 32));
}

Type mlir::triton::amdgpu::getI1TensorLike(Type tensorType) {
  return cloneTensorWithElement(tensorType,
                                IntegerType::get(tensorType.getContext(), 1));
}
