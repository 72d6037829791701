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

/// The registers a thread's accesses start at, in the order Triton 3.6
/// emits them (its actionAdditiveStrides): `bitOffsets[i]` is the offset
/// (in elements) register bit i moves to; the bits of `skippedBits` (a
/// vector's own, broadcast copies) stay clear; the other bits whose offset
/// shares no bit with `threadMask` (an immediate on one address register,
/// see registerAddress) vary fastest, those that change the address
/// register slowest, each kind in increasing bit order. Accesses sharing an
/// address register thus come one after another, so one is live at a time.
SmallVector<int64_t> registerAccessOrder(ArrayRef<int32_t> bitOffsets,
                                         uint64_t skippedBits,
                                         int32_t threadMask);

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
  /// A view's origin (elements, XORed into every offset; see SharedView)
  /// and the offset bits it can set; none for a whole buffer.
  Value origin = {};
  int32_t originMask = 0;
};

/// A view into part of its allocation (a `ttg.memdesc_subslice`): its
/// shape and its origin's element offset in the allocation's layout with
/// the offset bits that origin can set. The view's offsets are multiples
/// of its (power-of-two) shape, so an element's coordinates in the
/// allocation are the origin's XOR the element's in the view, and the
/// layout, linear in those bits, gives its offset as origin offset XOR the
/// element's offset.
struct SharedView {
  SmallVector<int64_t> shape;
  Value origin;
  int32_t originMask;
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
/// With a `view`, `shared` is its allocation's layout and the tensor fills
/// the view (plain ld/st.shared: the matrix forms are not used for views).
LogicalResult storeRegistersToShared(Operation *op, RewriterBase &rewriter,
                                     const LinearLayout &regs,
                                     const LinearLayout &shared, Value base,
                                     Type elemTy, ArrayRef<Value> vals,
                                     bool useStMatrix,
                                     const SharedView *view = nullptr);

/// The registers of a tensor of layout `regs` loaded from the buffer at
/// `base` of layout `shared` (with ldmatrix where allowed and it fits), or
/// from a `view` into it as for storeRegistersToShared.
FailureOr<SmallVector<Value>>
loadRegistersFromShared(Operation *op, RewriterBase &rewriter,
                        const LinearLayout &regs, const LinearLayout &shared,
                        Value base, Type elemTy, bool useLdMatrix,
                        const SharedView *view = nullptr);

} // namespace mlir::triton

#endif // TT_CONVERSION_TRITONGPUTOLLVM_SHAREDMEMORYACCESS_H
