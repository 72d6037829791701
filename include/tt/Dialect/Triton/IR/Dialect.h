//===- Dialect.h - The Triton (tt) dialect ----------------------*- C++ -*-===//
#ifndef TT_DIALECT_TRITON_IR_DIALECT_H
#define TT_DIALECT_TRITON_IR_DIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tt/Dialect/Triton/IR/Interfaces.h"
#include "tt/Dialect/Triton/IR/Traits.h"

#include "tt/Dialect/Triton/IR/Dialect.h.inc"
#include "tt/Dialect/Triton/IR/Enums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tt/Dialect/Triton/IR/Types.h.inc"

namespace mlir::triton {

/// The memory that tt loads, stores and atomics read and write.
struct GlobalMemory : public SideEffects::Resource::Base<GlobalMemory> {
  StringRef getName() final { return "<GlobalMemory>"; }
};

/// What a load through `ptrLike` yields: `T` for `!tt.ptr<T>` (a tensor for
/// block pointers), `tensor<S x T, E>` for `tensor<S x !tt.ptr<T>, E>`.
Type getPointeeType(Type ptrLike);

/// The bit width of one scalar that a load through `ptrLike` (a pointer, a
/// tensor of pointers or a block pointer) yields; pointers count 64 bits.
unsigned getPointeeBitWidth(Type ptrLike);

/// `i1` for scalars, the same tensor shape and encoding with `i1` elements.
Type getI1SameShape(Type type);

/// `!tt.ptr<T>` for `T`, a tensor of pointers for a tensor of `T`.
Type getPointerTypeSameShape(Type type);

/// The base pointer of a block pointer: `!tt.ptr<T, AS>` for
/// `!tt.ptr<tensor<S x T>, AS>`.
Type getBlockPointerBase(Type blockPointer);

} // namespace mlir::triton

#define GET_OP_CLASSES
#include "tt/Dialect/Triton/IR/Ops.h.inc"

#endif // TT_DIALECT_TRITON_IR_DIALECT_H
