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

/// The message shapes of tcgen05.ld/st (Triton's TMemAccessAtom).
enum class TMemAccessAtom { I32x32b, I16x64b, I16x128b, I16x256b, I16x32bx2 };

/// The (register, lane) -> (row, col) tile one `atom` message moves between
/// a warp and its 32 TMEM lanes, for 32-bit cells (Triton's getTileLayout,
/// packed and without warps).
triton::LinearLayout getTMemMessageTile(MLIRContext *ctx, TMemAccessAtom atom);

/// The register layout in which `numWarps` warps move the tensor memory
/// buffer `memType` with `atom` messages (Triton 3.6's
/// getDistributedLayoutForTmemLdSt): 8- and 16-bit columns are packed into
/// (or padded to) 32-bit cells, the message tile is composed with the
/// buffer's (row, col) -> (dim0, dim1) layout, warps 1 and 2 take rows 32
/// and 64 and the other warps row 16 (when neither the message nor the
/// layout covers it) or further columns (broadcasting when there are not
/// enough); `cga` adds the CTAs. None when the message cannot move the
/// buffer this way (`atom` is not I16x32bx2, which is inferred).
std::optional<triton::LinearLayout>
getDistributedLayoutForTmemLdSt(triton::gpu::MemDescType memType,
                                TMemAccessAtom atom, unsigned numWarps,
                                triton::gpu::CGAEncodingAttr cga);

/// The `#ttg.linear` layout Triton 3.6 gives tensors loaded from or stored
/// to `memType` by default (getDefaultLayoutForTmemLdSt): that of 32x32b
/// messages. Null when there is none.
Attribute getDefaultLayoutForTmemLdSt(triton::gpu::MemDescType memType,
                                      unsigned numWarps,
                                      triton::gpu::CGAEncodingAttr cga);

/// The register layout of a 32x32b tensor-memory message for an M x N
/// block of a tensor of `type` (Triton's getTmemCompatibleLayout, through
/// its getTmemLoadStoreLayout32x32b): a thread owns one row; warp groups
/// split N (or M when the tile has more than 128 rows); `cga` adds the
/// CTAs. Null when no layout fits.
Attribute getTmemCompatibleLayout(unsigned m, unsigned n,
                                  RankedTensorType type,
                                  triton::gpu::CGAEncodingAttr cga,
                                  unsigned numWarps);

/// For 8 warps, the 32x32b layout of a `ttng.tmem_load` of `memType` into
/// `tensorType` with warp bit 2 and lane bit 4 swapped when that keeps the
/// warps on one dim (Triton 3.6's getTmemLoadLayoutSplitLongM): the second
/// warp group then takes rows 16-31 of each 32 (loaded by 16x32bx2
/// messages) instead of the second half of the columns, so reductions along
/// the columns stay within warps. Null when there is no such layout.
Attribute getTmemLoadLayoutSplitLongM(RankedTensorType tensorType,
                                      triton::gpu::MemDescType memType,
                                      unsigned numWarps);

/// The lanes and 32-bit columns a tensor memory buffer takes (Triton 3.6's
/// getTmemAllocSizes): 128 lanes, or 64 for a blockM = 64 layout of one
/// block (lanes 0-15 of each sub-partition); the layout's columns in 32-bit
/// cells (packed 16-bit data takes half, scales a quarter), times the
/// buffer count of a multi-buffered (rank 3) allocation. None when the
/// type has no tensor memory layout.
struct TMemAllocation {
  int numRows;
  int numCols;
};
std::optional<TMemAllocation> getTmemAllocSizes(triton::gpu::MemDescType type);

/// The offset, (lane << 16) | 32-bit column, of element (dim0, dim1) of a
/// tensor memory buffer from its address (the buffer's layout inverted;
/// packed narrow elements share a column).
int32_t getTmemOffset(triton::gpu::MemDescType type, int32_t dim0,
                      int32_t dim1);

} // namespace mlir::triton::nvidia_gpu

#endif // TT_DIALECT_TTNG_IR_TENSORMEMORYUTILS_H
