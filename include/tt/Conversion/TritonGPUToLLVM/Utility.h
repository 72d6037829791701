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
//   elements (broadcast lanes/warps/CTAs must not store twice).
// - getSharedMemoryBase: a shared buffer's address,
//   gep @global_smem[allocation.offset].
// - shuffleXor / shuffleUp / shuffleIdx: `shfl.sync` of any scalar type.
// - createInlineAsm, getOrInsertLibdeviceFunction, createIntrinsicCall.
//
//===----------------------------------------------------------------------===//
#ifndef TT_CONVERSION_TRITONGPUTOLLVM_UTILITY_H
#define TT_CONVERSION_TRITONGPUTOLLVM_UTILITY_H

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayout.h"

namespace mlir::triton {

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

/// The fields of a register struct (or the value itself if it is not one).
SmallVector<Value> unpackLLElements(Location loc, Value llvmStruct,
                                    OpBuilder &builder);
/// The struct `typeConverter` gives `type`, holding `values`.
Value packLLElements(Location loc, const LLVMTypeConverter *typeConverter,
                     ValueRange values, OpBuilder &builder, Type type);

//===----------------------------------------------------------------------===//
// Hardware coordinates
//===----------------------------------------------------------------------===//

/// `tid.x`, masked to the module's thread count (a power of two), so that
/// LLVM knows its range.
Value getThreadId(OpBuilder &builder, Location loc);
/// (lane, warp) of this thread: tid % threads-per-warp, tid / threads-per-warp.
std::pair<Value, Value> getLaneAndWarpId(OpBuilder &builder, Location loc);
/// This CTA's rank in its cluster: 0 when `ttg.num-ctas` is 1, else
/// `nvg.cluster_id`.
Value getBlockId(OpBuilder &builder, Location loc);

/// The output coordinates `layout` gives `indices` (one value per input
/// dim; missing dims read as 0), XOR-combining the bases of their set bits.
SmallVector<std::pair<StringAttr, Value>>
applyLinearLayout(Location loc, OpBuilder &builder, const LinearLayout &layout,
                  ArrayRef<std::pair<StringAttr, Value>> indices);

/// For each register of a distributed tensor of `type`, the tensor
/// coordinates (one i32 per dim) this thread holds there. The hardware part
/// is computed once; each register adds its constant offset.
FailureOr<SmallVector<SmallVector<Value>>>
emitIndices(Location loc, OpBuilder &builder, RankedTensorType type);

/// true in the one thread (lowest lane, warp and CTA) of each group of
/// threads that `layout` gives the same elements: (id & freeMask) == 0 over
/// lane, warp and block. A layout of null (a scalar) makes every lane, warp
/// and CTA a copy.
Value emitRedundantThreadPredicate(Location loc, OpBuilder &builder,
                                   const LinearLayout *layout);

//===----------------------------------------------------------------------===//
// Warp shuffles
//===----------------------------------------------------------------------===//
//
// `shfl.sync` over all 32 lanes of any scalar int, float or pointer value:
// 64-bit values (and pointers, as i64) move as two 32-bit shuffles, narrower
// ones zero-extended to 32 bits (Triton 3.6's NVIDIA TargetInfo).

/// The `value` of lane (this lane ^ `mask`) (`shfl.sync.bfly`).
Value shuffleXor(Location loc, RewriterBase &rewriter, Value value,
                 unsigned mask);
/// The `value` of lane (this lane - `delta`), this lane's own below `delta`
/// (`shfl.sync.up`).
Value shuffleUp(Location loc, RewriterBase &rewriter, Value value,
                unsigned delta);
/// The `value` of lane `lane` (`shfl.sync.idx`).
Value shuffleIdx(Location loc, RewriterBase &rewriter, Value value,
                 unsigned lane);
Value shuffleIdx(Location loc, RewriterBase &rewriter, Value value, Value lane);

//===----------------------------------------------------------------------===//
// Memory, inline assembly and calls
//===----------------------------------------------------------------------===//

/// The shared memory buffer of `op`: @global_smem + its `allocation.offset`
/// (set by allocate-shared-memory-nv). Fails with an error on `op` when it
/// has no offset.
FailureOr<Value> getSharedMemoryBase(Location loc, OpBuilder &builder,
                                     Operation *op);

/// `llvm.inline_asm has_side_effects` of AT&T dialect, as Triton's
/// PTXBuilder emits: `resultType` is void, one integer, or a struct of them.
Value createInlineAsm(OpBuilder &builder, Location loc, Type resultType,
                      StringRef asmString, StringRef constraints,
                      ValueRange operands);

/// The declaration of `name` (e.g. libdevice's `__nv_sqrtf`) in the module
/// around the builder's insertion point, added if missing.
LLVM::LLVMFuncOp getOrInsertFunction(OpBuilder &builder, Operation *from,
                                     StringRef name,
                                     LLVM::LLVMFunctionType type);

/// `llvm.call_intrinsic "name"(args) : resultType`.
Value createIntrinsicCall(OpBuilder &builder, Location loc, StringRef name,
                          Type resultType, ValueRange args);

} // namespace mlir::triton

#endif // TT_CONVERSION_TRITONGPUTOLLVM_UTILITY_H
