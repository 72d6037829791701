//===- SharedMemoryAccess.h - Registers <-> shared memory -------*- C++ -*-===//
//
// How a thread's registers reach a layout in shared memory, from the two
// linear layouts: the register layout composed with the inverse of the
// shared one gives each register's element offset as a constant part
// (register bits) XOR this thread's part (lane and warp bits), and the
// largest vector a thread can move with one ld/st.shared. Used by
// convert_layout (through its scratch, in rounds) and by the shared-memory
// ops (local_alloc of a value, local_load, local_store: one round, the
// whole buffer).
//
//===----------------------------------------------------------------------===//
#ifndef TT_CONVERSION_TRITONGPUTOLLVM_SHAREDMEMORYACCESS_H
#define TT_CONVERSION_TRITONGPUTOLLVM_SHAREDMEMORYACCESS_H

#include "mlir/IR/PatternMatch.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayout.h"

namespace mlir::triton {

class TritonLLVMOpBuilder;

/// Positions of the non-broadcast register bases: the layout without
/// broadcast registers numbers its registers by these bits.
SmallVector<unsigned> distinctRegisterBits(const LinearLayout &layout);

/// The register of the full layout that register `index` of the layout
/// without broadcast registers is (the copy with the broadcast bits clear).
int64_t expandRegister(ArrayRef<unsigned> distinctBits, int64_t index);

/// The register of the layout without broadcast registers that register
/// `full` of the full layout holds.
int64_t compressRegister(ArrayRef<unsigned> distinctBits, int64_t full);

/// The address of a register's element at `offset` (elements of `bytes`
/// bytes; the layout maps it to threadOffset ^ offset, `threadBytes` being
/// this thread's part in bytes and `threadMask` the offset bits it can
/// set): only the offset bits that the thread part can also set need an
/// xor; the others are disjoint from it, so they are a constant added to
/// that (one i32 offset, one getelementptr, as Triton's: two would let LLVM
/// reassociate a loop's stage offset), which ptxas folds into the
/// instruction's immediate ([r+imm]). A loop over registers then needs one
/// address register per distinct xor, not one per access.
Value registerAddress(TritonLLVMOpBuilder &b, Value base, Value threadBytes,
                      int32_t threadMask, int32_t offset, unsigned bytes);

/// How a thread's registers map to shared memory, in elements: `flat`
/// sends (register, lane, warp) to rep * elemsPerRep + offset. A vector
/// access moves the `vec` registers that differ only in `vecRegBits`, the
/// register bits whose bases are offsets 1, 2, 4, ... (in that order; not
/// necessarily the lowest register bits: an mma accumulator's column pairs
/// 8 apart are one vector in a layout that stores them side by side).
struct SmemAccess {
  LinearLayout flat;
  int64_t elemsPerRep;
  int64_t vec; ///< registers per vector access
  SmallVector<unsigned> vecRegBits;
};

/// `layout` (without broadcast registers) into `smem`, flattened; fails
/// when a thread's part of the address reaches into the rounds (offsets of
/// `elemsPerRep` and more).
FailureOr<SmemAccess> getSmemAccess(const LinearLayout &layout,
                                    const LinearLayout &smem,
                                    int64_t elemsPerRep, unsigned bitwidth);

/// The vector stores (of `vals`) or loads (into `vals`) of round `rep`:
/// address = base + (thread part XOR register part) bytes, the register
/// part added where its bits are clear of the thread part's (constant
/// offsets, as Triton's additive strides). `elemTy` is an integer or float
/// of at least 8 bits.
void emitSharedMemoryAccesses(Location loc, RewriterBase &rewriter, Value base,
                              const SmemAccess &access, int64_t rep,
                              Type elemTy, MutableArrayRef<Value> vals,
                              bool isStore);

/// The accesses of emitSharedMemoryAccesses as m8n8 ldmatrix (loads) or
/// stmatrix (stores) of 16-byte rows, four matrices per instruction where a
/// thread holds four words per row group (else two, one), when `access` has
/// their shape: each 32-bit word's elements at consecutive offsets, lanes 0
/// and 1 the words of a row, everything else whole rows (what
/// optimalSwizzling's ldmatrix/stmatrix tiles give); or, for 16-bit
/// elements, the `.trans` forms: a word's two elements in consecutive rows,
/// lanes 2-4 the columns of a row (an mma operand read from a buffer whose
/// contiguous dim is the other one). Emits nothing and returns false
/// otherwise.
bool emitMatrixAccesses(Location loc, RewriterBase &rewriter, Value base,
                        const SmemAccess &access, int64_t rep, Type elemTy,
                        MutableArrayRef<Value> vals, bool isStore);

/// Stores the registers `vals` of a tensor of layout `regs` into the buffer
/// at `base` of layout `shared` (one round: the buffer holds the whole
/// tensor); each element once, from the first of the registers that hold
/// it; with stmatrix where allowed and the layouts have its shape. Fails
/// (with an error on `op`) for element types under 8 bits.
LogicalResult storeRegistersToShared(Operation *op, RewriterBase &rewriter,
                                     const LinearLayout &regs,
                                     const LinearLayout &shared, Value base,
                                     Type elemTy, ArrayRef<Value> vals,
                                     bool useStMatrix);

/// The registers of a tensor of layout `regs` loaded from the buffer at
/// `base` of layout `shared` (with ldmatrix where allowed and it fits).
FailureOr<SmallVector<Value>>
loadRegistersFromShared(Operation *op, RewriterBase &rewriter,
                        const LinearLayout &regs, const LinearLayout &shared,
                        Value base, Type elemTy, bool useLdMatrix);

} // namespace mlir::triton

#endif // TT_CONVERSION_TRITONGPUTOLLVM_SHAREDMEMORYACCESS_H
