//===- Traits.h - Op traits and resources of the ttg ops -------*- C++ -*-===//
//
// Shared by the ttg and ttng ops; included by Dialect.h before the generated
// op classes.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TTG_IR_TRAITS_H
#define TT_DIALECT_TTG_IR_TRAITS_H

#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::triton::gpu {

/// Global memory as a side-effect resource of the ttg and ttng ops.
struct GlobalMemory : public SideEffects::Resource::Base<GlobalMemory> {
  StringRef getName() final { return "<GlobalMemory>"; }
};

/// Shared memory as a side-effect resource.
struct SharedMemory : public SideEffects::Resource::Base<SharedMemory> {
  StringRef getName() final { return "<SharedMemory>"; }
};

LogicalResult verifyMemDescLayouts(Operation *op);

/// Marker: the op is a view of a memory descriptor and aliases its source.
template <typename ConcreteType>
class MemDescViewTrait : public OpTrait::TraitBase<ConcreteType, MemDescViewTrait> {};

/// Marker: the op reads a shared-memory buffer into registers.
template <typename ConcreteType>
class LocalLoadTrait : public OpTrait::TraitBase<ConcreteType, LocalLoadTrait> {};

/// Marker: the op waits for outstanding asynchronous memory operations.
template <typename ConcreteType>
class MemWaitOpTrait : public OpTrait::TraitBase<ConcreteType, MemWaitOpTrait> {};

/// The encoding of every memory descriptor operand and result belongs to the
/// same dialect as its memory space: shared encodings live in `#smem`,
/// tensor-memory encodings in `#ttng.tensor_memory`.
template <typename ConcreteType>
class VerifyMemDescLayoutsTrait
    : public OpTrait::TraitBase<ConcreteType, VerifyMemDescLayoutsTrait> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return verifyMemDescLayouts(op);
  }
};

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TTG_IR_TRAITS_H
