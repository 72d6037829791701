//===- Utility.h - Helpers shared by TritonAMDGPU passes --------*- C++ -*-===//
#ifndef TT_DIALECT_AMDG_TRANSFORMS_UTILITY_H
#define TT_DIALECT_AMDG_TRANSFORMS_UTILITY_H

#include "mlir/IR/BuiltinOps.h"

#include <string>

namespace mlir::triton::amdgpu {

/// The GFX architecture a pass targets: its `arch-generation-name` option
/// when given, else the module's `ttg.target` ("hip:<arch>"). Emits an error
/// on the module naming the option when neither is there.
FailureOr<std::string> lookupArchGenerationName(ModuleOp module,
                                                StringRef option);

} // namespace mlir::triton::amdgpu

#endif // TT_DIALECT_AMDG_TRANSFORMS_UTILITY_H
