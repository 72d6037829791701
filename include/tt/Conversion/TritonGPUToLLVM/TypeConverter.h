//===- TypeConverter.h - TritonGPU types to LLVM types ----------*- C++ -*-===//
//
// What a value of TritonGPU IR is in one thread of the lowered kernel:
//
//   !tt.ptr<T, as>                  -> !llvm.ptr<as>
//   tensor<...xT, #distributed>     -> !llvm.struct<(T', T', ...)>, one field
//                                      per register of the tensor's linear
//                                      layout (its "register" input dim)
//   !ttg.memdesc<AxBx..., #shared, #smem>
//                                   -> !llvm.struct<(ptr<3>, i32, i32, ...)>,
//                                      the buffer's address and one offset
//                                      per dim (Triton's SharedMemoryObject)
//   !tt.tensordesc<...>             -> !llvm.ptr (the TMA descriptor's
//                                      address, generic address space)
//   !ttg.async.token                -> i32 (always 0: async ops order
//                                      themselves in hardware)
//   index                           -> i32 (Triton's index width)
//
// Everything else converts as in MLIR's LLVMTypeConverter. A tensor whose
// layout has no linear layout (or is not distributed) has no conversion, so
// the ops using it stay unlowered and are reported by the pass.
//
//===----------------------------------------------------------------------===//
#ifndef TT_CONVERSION_TRITONGPUTOLLVM_TYPECONVERTER_H
#define TT_CONVERSION_TRITONGPUTOLLVM_TYPECONVERTER_H

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

namespace mlir::triton {

class TritonGPUToLLVMTypeConverter : public LLVMTypeConverter {
public:
  TritonGPUToLLVMTypeConverter(MLIRContext *context,
                               const LowerToLLVMOptions &options);

  Type convertTritonPointerType(PointerType type) const;
  /// The register struct of a distributed tensor, or null.
  Type convertTritonTensorType(RankedTensorType type) const;
  /// The shared memory object of a buffer in shared memory; the TMEM
  /// address (!llvm.ptr<3>) of a buffer in tensor memory.
  Type convertMemDescType(gpu::MemDescType type) const;
};

} // namespace mlir::triton

#endif // TT_CONVERSION_TRITONGPUTOLLVM_TYPECONVERTER_H
