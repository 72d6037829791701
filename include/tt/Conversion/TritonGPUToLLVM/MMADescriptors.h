//===- MMADescriptors.h - Shared-memory matrix descriptors -----*- C++ -*-===//
//
// The 64-bit descriptors wgmma (sm90) and tcgen05.mma (sm100) read their
// shared-memory operands through: address >> 4 in bits 0-13, the leading
// and stride byte offsets >> 4 in bits 16-29 and 32-45, the swizzle mode in
// bits 62-63 (128B: 1, 64B: 2, 32B: 3) and, on sm100, the descriptor
// version 1 in bit 46.
//
//===----------------------------------------------------------------------===//
#ifndef TT_CONVERSION_TRITONGPUTOLLVM_MMADESCRIPTORS_H
#define TT_CONVERSION_TRITONGPUTOLLVM_MMADESCRIPTORS_H

#include "tt/Conversion/TritonGPUToLLVM/Utility.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

namespace mlir::triton {

/// The descriptors of one NVMMA-swizzled operand in shared memory, tile by
/// tile. An operand's descriptor starts from the buffer's address and moves
/// by the k step and the tile's rows or columns: in elements, row *
/// elements-per-swizzle-row + the swizzle-wide column block the contiguous
/// coordinate falls in + the column in it (m and k swap for an MN-major
/// operand). The stride byte offset is 8 swizzle rows; the leading byte
/// offset separates the swizzle-wide blocks of an MN-major operand wider
/// than one block (otherwise no instruction crosses one: Triton 3.6 leaves
/// it 0).
class SharedOperandDescriptors {
public:
  /// `mnTile`: rows (A) or columns (B) one instruction covers; `mnStep`: how
  /// far apart the tiles of one warp group are (tile * warps along the dim);
  /// `warpTile`: the warp group's first tile; `version1`: sm100's format.
  SharedOperandDescriptors(TritonLLVMOpBuilder &b, gpu::MemDescType type,
                           Value base, bool mnMajor, unsigned mnTile,
                           unsigned kTile, unsigned mnStep, Value warpTile,
                           bool version1 = false);

  /// The descriptor of tile `mn` (of this warp group) at k step `k`.
  Value get(int mn, int k) const;

private:
  TritonLLVMOpBuilder &b;
  bool mnMajor;
  unsigned mnTile, kTile, mnStep;
  Value warpTile;
  Value addressField; // the base's bits 4..17, as the low descriptor bits
  unsigned elementBits = 0, elementsPerRow = 0, rowsPerBlock = 0;
  uint64_t constant = 0;
};

/// The address of a shared MMA operand's first element: its buffer's
/// address plus the origin of the view it is (a subslice). `lowered` is the
/// operand's shared memory object.
FailureOr<Value> operandBase(Operation *op, TritonLLVMOpBuilder &b,
                             gpu::MemDescType type, Value lowered);

} // namespace mlir::triton

#endif // TT_CONVERSION_TRITONGPUTOLLVM_MMADESCRIPTORS_H
