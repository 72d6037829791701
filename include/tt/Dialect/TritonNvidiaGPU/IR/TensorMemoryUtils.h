//===- TensorMemoryUtils.h - Register <-> tensor memory layouts -*- C++ -*-===//
#ifndef TT_DIALECT_TTNG_IR_TENSORMEMORYUTILS_H
#define TT_DIALECT_TTNG_IR_TENSORMEMORYUTILS_H

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

namespace mlir::triton::nvidia_gpu {

/// Whether a register tensor of `tensorType` moves to or from the tensor
/// memory buffer `memType` with tcgen05.ld/st messages alone, i.e. without a
/// convert_layout (Triton 3.6's isDistributedLayoutTMemCompatible). Warps 1
/// and 2 must cover rows 32 and 64 (each warp reaches its own 32 TMEM lanes);
/// 8- and 16-bit elements are packed (or unpacked) into 32-bit cells; then
/// one of the 32x32b, 16x256b, 16x64b, 16x128b or 16x32bx2 message shapes
/// must tile the layout, up to a renumbering of registers.
bool isDistributedLayoutTMemCompatible(RankedTensorType tensorType,
                                       triton::gpu::MemDescType memType);

} // namespace mlir::triton::nvidia_gpu

#endif // TT_DIALECT_TTNG_IR_TENSORMEMORYUTILS_H
