//===- Utility.h - Building blocks of the TritonGPU -> LLVM lowering -*- C++ -*-===//
//
// What every lowering pattern needs, on top of the linear-layout library:
//
// - TritonLLVMOpBuilder: terse LLVM-dialect arithmetic at one location.
// - packLLElements / unpackLLElements: a distributed tensor's registers
//   (the struct the type converter gives it) <-> a list of values, register
//   0 first.
// - getThreadId / getLaneAndWarpId / getBlockId: this thread's hardware
//   coordinates, as Triton 3.6 computes them.
// - applyLinearLayout / emitIndices: the tensor coordinates of each
//   register, from the tensor's linear layout.
// - emitRedundantThreadPredicate: "this thread holds the first copy" of its
//   elements (broadcast lanes/warps/CTAs must not store twice);
//   andPredicates combines it with a mask.
// - getAccessVectorSize: how many registers one global access covers.
// - getSharedMemoryBase: a shared buffer's address, gep of the function's
//   stack pointer (@global_smem in a kernel) by allocation.offset;
//   getGlobalScratchPtr: this program's global scratch; storeShared
//   (predicated st.shared of any width); reachFromPartition: a value
//   defined above a warp_specialize partition as the partition sees it.
// - shuffleXor / shuffleUp / shuffleIdx: `shfl.sync` of a value of any
//   width, split or widened to 32-bit words as Triton 3.6 does.
// - inlineCombineRegion: the combine region of tt.reduce / tt.scan applied
//   to two sets of values.
// - createInlineAsm, getOrInsertFunction / getOrInsertExternFunction,
//   addStringToModule, createIntrinsicCall.
//
//===----------------------------------------------------------------------===//
#ifndef TT_CONVERSION_TRITONGPUTOLLVM_UTILITY_H
#define TT_CONVERSION_TRITONGPUTOLLVM_UTILITY_H

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayout.h"

namespace mlir::triton {

class ModuleAxisInfoAnalysis;

/// The name of the dynamic shared memory symbol every shared buffer lives in.
constexpr llvm::StringLiteral kGlobalSmemName = "global_smem";

/// LLVM-dialect ops at one location, one call each.
class TritonLLVMOpBuilder {
public:
  TritonLLVMOpBuilder(Location loc, OpBuilder &builder)
      : loc(loc), builder(&builder) {}

  Value intVal(unsigned width, int64_t value) const;
  Value i1Val(bool value) const { return intVal(1, value); }
  Value i32Val(int64_t value) const { return intVal(32, value); }
  Value trueVal() const { return i1Val(true); }
  Value floatVal(Type type, double value) const;
  Value undef(Type type) const;

  Value add(Value lhs, Value rhs) const;
  Value sub(Value lhs, Value rhs) const;
  Value mul(Value lhs, Value rhs) const;
  Value udiv(Value lhs, Value rhs) const;
  Value urem(Value lhs, Value rhs) const;
  Value bitAnd(Value lhs, Value rhs) const;
  Value bitOr(Value lhs, Value rhs) const;
  Value bitXor(Value lhs, Value rhs) const;
  Value shl(Value lhs, Value rhs) const;
  Value lshr(Value lhs, Value rhs) const;
  Value icmpEq(Value lhs, Value rhs) const;
  Value icmpNe(Value lhs, Value rhs) const;
  Value select(Value cond, Value ifTrue, Value ifFalse) const;
  Value bitcast(Value value, Type type) const;
  Value zext(Value value, Type type) const;
  Value trunc(Value value, Type type) const;
  Value ptrToInt(Value value, Type type) const;
  Value intToPtr(Value value, Type type) const;
  Value extractVal(Value aggregate, int64_t position) const;
  Value insertVal(Value aggregate, Value value, int64_t position) const;
  Value extractElement(Value vector, int64_t position) const;
  Value insertElement(Value vector, Value value, int64_t position) const;
  /// `base` + `index` elements of `elementType`.
  Value gep(Type ptrType, Type elementType, Value base, Value index) const;

  Location loc;
  OpBuilder *builder;
};

//===----------------------------------------------------------------------===//
// Registers of distributed tensors
//===----------------------------------------------------------------------===//

/// Whether control can come back to `block`, i.e. it runs repeatedly (loops
/// are branches here, after convert-scf-to-cf, as in Triton's make_llir).
bool isInCycle(Block *block);

/// The integer `value` is known to be: a constant, or a field read back
/// from a struct built here with insertvalue (a lowered memdesc's offsets);
/// nothing otherwise.
std::optional<int64_t> foldedConstantInt(Value value);

/// The fields of a register struct (or the value itself if it is not one).
SmallVector<Value> unpackLLElements(Location loc, Value llvmStruct,
                                    OpBuilder &builder);
/// The struct `typeConverter` gives `type`, holding `values`.
Value packLLElements(Location loc, const LLVMTypeConverter *typeConverter,
                     ValueRange values, OpBuilder &builder, Type type);

//===----------------------------------------------------------------------===//
// Hardware coordinates
//===----------------------------------------------------------------------===//

/// The warps of the `ttg.warp_specialize` partition a block belongs to
/// (nested blocks too): its first warp (`warpGroupStartIds`, set by
/// tritongpu-allocate-warp-groups) and its warp count. Nothing outside the
/// partition regions: the default region runs on the kernel's own warps.
struct PartitionWarps {
  int64_t firstWarp;
  int64_t numWarps;
};
std::optional<PartitionWarps> getEnclosingPartition(Block *block);

/// `tid.x`, masked to the module's thread count (a power of two), so that
/// LLVM knows its range. Inside a `ttg.warp_specialize` partition it is the
/// thread's rank in the partition (tid.x - 32 * first warp, masked to the
/// partition's threads), as Triton 3.6 computes it.
Value getThreadId(OpBuilder &builder, Location loc);
/// (lane, warp) of this thread: tid % threads-per-warp, tid / threads-per-warp.
std::pair<Value, Value> getLaneAndWarpId(OpBuilder &builder, Location loc);
/// This CTA's rank in its cluster: 0 when `ttg.num-ctas` is 1, else
/// `nvg.cluster_id`.
Value getBlockId(OpBuilder &builder, Location loc);

/// The output coordinates `layout` gives `indices` (one value per input
/// dim, each in [0, that dim's size); missing dims read as 0),
/// XOR-combining the bases of their set bits, emitted as Triton 3.6 does:
/// constant indices fold; the others (side by side as one word when there
/// is one output) go through the layout's matrix by its diagonals, `(x &
/// mask) << s` XORed, with a select for an input bit alone on its
/// diagonal.
SmallVector<std::pair<StringAttr, Value>>
applyLinearLayout(Location loc, OpBuilder &builder, const LinearLayout &layout,
                  ArrayRef<std::pair<StringAttr, Value>> indices);

/// applyLinearLayout for this thread's lane, warp and CTA. Where the thread
/// id is lane bits then warp bits, lane and warp are read as one input (the
/// thread id), so contiguous lane and warp bases become one field, e.g.
/// `(tid << 2) & 1020`, as in Triton's indices.
SmallVector<std::pair<StringAttr, Value>>
applyLinearLayoutToThisThread(Location loc, OpBuilder &builder,
                              const LinearLayout &layout);

/// The bits of `id` at positions `bits`, packed from bit 0 (e.g. the lane's
/// coordinate along one dim, from the lane bits that move along it).
Value gatherBits(TritonLLVMOpBuilder &b, Value id, ArrayRef<unsigned> bits);

/// The bits of in-dim `dim` of `layout` by where their bases move: along
/// `axis`, or along other dims only (zero bases, broadcast, are in neither).
/// Fails when a basis moves along `axis` and another dim at once, which a
/// reduction or scan along `axis` cannot follow. A missing in-dim has none.
struct AxisBits {
  SmallVector<unsigned> alongAxis, offAxis;
};
FailureOr<AxisBits> splitBitsByAxis(const LinearLayout &layout, StringAttr dim,
                                    unsigned axis);

/// For each register of a distributed tensor of `type`, the tensor
/// coordinates (one i32 per dim) this thread holds there. The hardware part
/// is computed once; each register adds its constant offset.
FailureOr<SmallVector<SmallVector<Value>>>
emitIndices(Location loc, OpBuilder &builder, RankedTensorType type);

/// `registers` (the values of distributed tensor `result`, one per
/// register) with each register that AxisInfo proves equal to a lower one
/// replaced by that one, as Triton's elementwise lowering does: a register
/// bit that moves along one dim by less than the largest power of two
/// dividing that dim's constancy stays inside a block of equal values. What
/// the dropped registers computed is left to LLVM's dead-code elimination;
/// the gain is that masks and selects downstream see one value.
SmallVector<Value>
deduplicateConstantRegisters(Value result, ArrayRef<Value> registers,
                             const ModuleAxisInfoAnalysis &axisInfo);

/// true in the one thread (lowest lane, warp and CTA) of each group of
/// threads that `layout` gives the same elements: (id & freeMask) == 0 over
/// lane, warp and block. A layout of null (a scalar) makes every lane, warp
/// and CTA a copy. Null when no thread holds a copy: as in Triton, the access
/// is then not predicated at all (no `@$p`, no `i1 true` operand).
Value emitRedundantThreadPredicate(Location loc, OpBuilder &builder,
                                   const LinearLayout *layout);

/// pred && mask; either may be null (no predicate), as Triton's maybeAnd.
Value andPredicates(TritonLLVMOpBuilder &b, Value pred, Value mask);

/// "@$<operandIndex> " when there is a predicate, "" when `pred` is null
/// (Triton's maybePredicate).
std::string predicatePrefix(Value pred, unsigned operandIndex);

/// The registers one global access through `ptr` covers: min(128 bits of
/// `elementBits`, the pointers' contiguity (axis info), the mask's
/// alignment); 1 for a scalar pointer.
unsigned getAccessVectorSize(const ModuleAxisInfoAnalysis &axisInfo, Value ptr,
                             Value mask, unsigned elementBits);

//===----------------------------------------------------------------------===//
// Memory, inline assembly and calls
//===----------------------------------------------------------------------===//

/// Fails with an error at the first op of `dialect` left in `module` after
/// a lowering ("lowering to LLVM is not supported yet"); success if none.
LogicalResult reportUnloweredDialectOps(ModuleOp module, StringRef dialect);

/// Whether `func` is a kernel: an llvm.func marked nvvm.kernel, or a public
/// tt.func (Triton 3.6's rule; a private one is a device function).
bool isKernelFunction(Operation *func);

/// Triton 3.6's implicit trailing arguments (see FuncOpToLLVM.cpp), counted
/// from the last: a kernel has the last two, a device function all three.
enum class ImplicitArgument : unsigned {
  ProfileScratch = 1,
  GlobalScratch = 2,
  SharedMemory = 3,
};
Value getImplicitArgument(LLVM::LLVMFuncOp func, ImplicitArgument which);

/// Where the shared memory of `op`'s function starts: @global_smem in a
/// kernel, the shared-memory argument in a device function (its caller's
/// frame for it). Fails with an error on `op` where a device function's
/// argument is out of reach.
FailureOr<Value> getStackPointer(Location loc, OpBuilder &builder,
                                 Operation *op);

/// The shared memory buffer of `op`: the stack pointer + its
/// `allocation.offset` (set by allocate-shared-memory-nv). Fails with an
/// error on `op` when it has no offset.
FailureOr<Value> getSharedMemoryBase(Location loc, OpBuilder &builder,
                                     Operation *op);

/// `value`, defined above the ttg.warp_specialize whose partition holds
/// `op`, as that partition sees it: a partition is isolated from above, so
/// the value becomes an explicit capture (once; a second use finds it) and
/// an argument of every partition region, as Triton 3.6 passes the
/// kernel's global scratch pointer and tensor memory base. Outside
/// partitions, `value` itself.
Value reachFromPartition(Operation *op, Value value);

/// This program's global scratch in `op`'s function, `offset` bytes in:
/// a device function's argument as is; in the kernel, the grid's base plus
/// the program's linear id times the module's
/// `ttg.global_scratch_memory_size` (the base alone when the module has no
/// size). Fails with an error on `op` for clusters of several CTAs.
FailureOr<Value> getGlobalScratchPtr(Location loc, OpBuilder &builder,
                                     Operation *op,
                                     std::optional<int64_t> offset);

/// A buffer in shared memory as the lowering carries a `!ttg.memdesc`:
/// its address and one offset per dim (elements, into the allocation a view
/// was cut from), Triton's SharedMemoryObject. Views that only move the
/// address (local_alloc, memdesc_index) keep the offsets 0.
struct SharedMemoryObject {
  Value base;
  SmallVector<Value> offsets;
};

/// Whether `type` covers its whole allocation (not a subslice view, whose
/// elements start at an origin its consumer must add).
inline bool coversWholeAllocation(gpu::MemDescType type) {
  return type.getShape() == type.getAllocShape().take_back(type.getRank());
}

/// The element offset from the buffer a view was cut from to the view's
/// origin: the view's offsets through the inverse of the allocation's
/// shared layout (a `ttg.memdesc_subslice` at [16, 0] of a 64x128 f16 NVMMA
/// buffer is 16 rows in: 1024 elements). Fails with an error on `op` when
/// the layout has no linear layout.
FailureOr<Value> getViewOriginOffset(Operation *op, OpBuilder &builder,
                                     gpu::MemDescType viewType,
                                     const SharedMemoryObject &object);

/// The struct the type converter gives `type` (a memdesc in shared memory).
Value packSharedMemoryObject(Location loc,
                             const LLVMTypeConverter *typeConverter,
                             const SharedMemoryObject &object, Type type,
                             OpBuilder &builder);
/// The address and offsets of a lowered memdesc.
SharedMemoryObject unpackSharedMemoryObject(Location loc, Value llvmStruct,
                                            OpBuilder &builder);

/// `@pred st.shared.bN [ptr], value` (inline PTX, as Triton's storeShared):
/// N is the value's width (pointers 64, i1 stored as a byte).
void storeShared(OpBuilder &builder, Location loc, Value ptr, Value value,
                 Value pred);

/// The type one element of `type` occupies in shared memory through
/// storeShared / loadShared (i1 as i8, pointers as i64), for addressing.
Type sharedStorageType(Type type);

/// `@pred ld.shared.bN` of `type` (the counterpart of storeShared).
Value loadShared(OpBuilder &builder, Location loc, Value ptr, Type type,
                 Value pred);

//===----------------------------------------------------------------------===//
// Warp shuffles
//===----------------------------------------------------------------------===//

// `nvvm.shfl.sync` (full mask) of any int, float or pointer value: 64-bit
// values move as two 32-bit halves, narrower ones zero-extended to 32 bits.

/// The value of lane `laneId ^ laneMask` (butterfly, clamp 31).
Value shuffleXor(OpBuilder &builder, Location loc, Value value,
                 unsigned laneMask);
/// The value of lane `laneId - delta`, own value below `delta` (clamp 0).
Value shuffleUp(OpBuilder &builder, Location loc, Value value, unsigned delta);
/// The value of lane `lane` (clamp 31).
Value shuffleIdx(OpBuilder &builder, Location loc, Value value, Value lane);

//===----------------------------------------------------------------------===//
// Combine regions
//===----------------------------------------------------------------------===//

/// The single-block combine region of tt.reduce / tt.scan applied to `lhs`
/// and `rhs` (one value per operand), cloned at the insertion point; its
/// results. The cloned ops are legalized by the conversion like any other.
SmallVector<Value> inlineCombineRegion(OpBuilder &builder, Region &combine,
                                       ValueRange lhs, ValueRange rhs);

/// `llvm.inline_asm` of AT&T dialect, as Triton's PTXBuilder emits:
/// `resultType` is void, one register type, or a struct of them. Pure
/// computations (conversions) pass `hasSideEffects` = false, as Triton does,
/// so that LLVM may drop or merge them.
Value createInlineAsm(OpBuilder &builder, Location loc, Type resultType,
                      StringRef asmString, StringRef constraints,
                      ValueRange operands, bool hasSideEffects = true);

/// The declaration of `name` (e.g. libdevice's `__nv_sqrtf`) in the module
/// around the builder's insertion point, added if missing.
LLVM::LLVMFuncOp getOrInsertFunction(OpBuilder &builder, Operation *from,
                                     StringRef name,
                                     LLVM::LLVMFunctionType type);

/// The declaration of an external function called through
/// tt.extern_elementwise (or Triton's own extern calls, e.g. __nv_umulhi):
/// getOrInsertFunction plus the `libname` / `libpath` attributes Triton puts
/// on it.
LLVM::LLVMFuncOp getOrInsertExternFunction(OpBuilder &builder, Operation *from,
                                           StringRef name,
                                           LLVM::LLVMFunctionType type,
                                           StringRef libname = "",
                                           StringRef libpath = "");

/// A pointer to the first character of `content` (a NUL is appended), kept
/// in an internal constant global named `namePrefix` + the first free number
/// at the start of the module, as Triton's addStringToModule does (used for
/// printf formats and assert messages).
Value addStringToModule(Location loc, OpBuilder &builder, Operation *from,
                        StringRef namePrefix, StringRef content);

/// `llvm.call_intrinsic "name"(args) : resultType`.
Value createIntrinsicCall(OpBuilder &builder, Location loc, StringRef name,
                          Type resultType, ValueRange args);

} // namespace mlir::triton

#endif // TT_CONVERSION_TRITONGPUTOLLVM_UTILITY_H
