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

/// Shared memory as a side-effect resource; global memory is tt's
/// `mlir::triton::GlobalMemory`.
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

/// The encoding of every memory descriptor operand and result spans as many
/// CTAs as the module (`ttg.num-ctas`).
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
