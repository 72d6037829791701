//===- Dialect.h - The TritonAMDGPU (amdg) dialect ------------------------*- C++ -*-===//
#ifndef TT_DIALECT_AMDG_IR_DIALECT_H
#define TT_DIALECT_AMDG_IR_DIALECT_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "tt/Dialect/TritonAMDGPU/IR/Dialect.h.inc"
#include "tt/Dialect/TritonAMDGPU/IR/Enums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tt/Dialect/TritonAMDGPU/IR/AttrDefs.h.inc"

namespace mlir::triton::amdgpu {
// Type relations of the buffer ops, used by their parsers to rebuild the
// types the assembly leaves out. Non-tensor inputs come back unchanged so
// that malformed IR reaches the verifier instead of tripping a cast.

/// `!tt.ptr<E>` (global address space) for a tensor of element type E.
Type getScalarPointerTo(Type tensorType);
/// The tensor type with i32 elements, same shape and encoding.
Type getI32TensorLike(Type tensorType);
/// The tensor type with i1 elements, same shape and encoding.
Type getI1TensorLike(Type tensorType);
} // namespace mlir::triton::amdgpu

#define GET_OP_CLASSES
#include "tt/Dialect/TritonAMDGPU/IR/Ops.h.inc"

#endif // TT_DIALECT_AMDG_IR_DIALECT_H
