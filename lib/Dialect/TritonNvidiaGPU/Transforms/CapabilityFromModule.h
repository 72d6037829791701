//===- CapabilityFromModule.h - compute-capability=0: the ttg.target's ----===//
//
// The NVIDIA fence passes' `compute-capability` option: 0 (the default)
// means the module's `ttg.target`, taken when tt-opt builds the pipeline
// (shown by --dump-pass-pipeline) and again when the pass runs.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TRITONNVIDIAGPU_TRANSFORMS_CAPABILITYFROMMODULE_H
#define TT_DIALECT_TRITONNVIDIAGPU_TRANSFORMS_CAPABILITYFROMMODULE_H

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

namespace mlir::triton::nvidia_gpu {

/// Gives an unset (0) `option` the module's capability, where it has one.
template <typename OptionT>
void takeCapabilityFromModule(OptionT &option, ModuleOp module) {
  if (option != 0)
    return;
  if (std::optional<int> capability = gpu::findNVIDIAComputeCapability(module))
    option = *capability;
}

/// The option, or the module's capability (an error when it has none).
inline FailureOr<int> resolveCapability(int option, ModuleOp module) {
  if (option != 0)
    return option;
  return gpu::getNVIDIAComputeCapability(module);
}

} // namespace mlir::triton::nvidia_gpu

#endif // TT_DIALECT_TRITONNVIDIAGPU_TRANSFORMS_CAPABILITYFROMMODULE_H
