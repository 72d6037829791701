//===- TypeConverter.cpp - TritonGPU types to LLVM types ------------------===//
#include "tt/Conversion/TritonGPUToLLVM/TypeConverter.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

using namespace mlir;
using namespace mlir::triton;

TritonGPUToLLVMTypeConverter::TritonGPUToLLVMTypeConverter(
    MLIRContext *context, const LowerToLLVMOptions &options)
    : LLVMTypeConverter(context, options) {
  addConversion([this](PointerType type) -> std::optional<Type> {
    return convertTritonPointerType(type);
  });
  addConversion([this](RankedTensorType type) -> std::optional<Type> {
    if (Type converted = convertTritonTensorType(type))
      return converted;
    return std::nullopt;
  });
  addConversion([this](gpu::MemDescType type) -> std::optional<Type> {
    if (Type converted = convertMemDescType(type))
      return converted;
    return std::nullopt;
  });
  addConversion([](TensorDescType type) -> std::optional<Type> {
    return LLVM::LLVMPointerType::get(type.getContext());
  });
  addConversion([](gpu::AsyncTokenType type) -> std::optional<Type> {
    return IntegerType::get(type.getContext(), 32);
  });
}

Type TritonGPUToLLVMTypeConverter::convertTritonPointerType(
    PointerType type) const {
  return LLVM::LLVMPointerType::get(type.getContext(), type.getAddressSpace());
}

Type TritonGPUToLLVMTypeConverter::convertTritonTensorType(
    RankedTensorType type) const {
  if (!type.getEncoding())
    return {};
  FailureOr<LinearLayout> layout = triton::gpu::toLinearLayout(type);
  auto kRegister = StringAttr::get(type.getContext(), "register");
  if (failed(layout) || !layout->hasInDim(kRegister))
    return {};
  Type element = convertType(type.getElementType());
  if (!element)
    return {};
  SmallVector<Type> fields(layout->getInDimSize(kRegister), element);
  return LLVM::LLVMStructType::getLiteral(type.getContext(), fields);
}

Type TritonGPUToLLVMTypeConverter::convertMemDescType(
    gpu::MemDescType type) const {
  MLIRContext *ctx = type.getContext();
  // A tensor memory buffer is its 32-bit TMEM address, (lane << 16) |
  // column, carried as a shared-space pointer as in Triton 3.6.
  if (isa<nvidia_gpu::TensorMemorySpaceAttr>(type.getMemorySpace()))
    return LLVM::LLVMPointerType::get(ctx, 3);
  if (!isa<gpu::SharedMemorySpaceAttr>(type.getMemorySpace()))
    return {};
  SmallVector<Type> fields{LLVM::LLVMPointerType::get(ctx, 3)};
  fields.append(type.getRank(), IntegerType::get(ctx, 32));
  return LLVM::LLVMStructType::getLiteral(ctx, fields);
}
