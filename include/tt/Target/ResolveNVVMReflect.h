//===- ResolveNVVMReflect.h - __nvvm_reflect before O3 ----------*- C++ -*-===//
//
// libdevice's functions branch on `__nvvm_reflect("__CUDA_FTZ")` (and
// __CUDA_ARCH, __CUDA_PREC_SQRT); NVPTX's codegen resolves those calls, after
// the IR optimisations. Triton's LLVM keeps each inlined function's branch
// apart until then. LLVM 22 merges all of a block's identical reflect
// branches into one diamond whose every value crosses a phi, and the SLP
// vectoriser then no longer pairs the values after it: sm80 flash
// attention's exp2 results stayed scalar f32 up to their conversion to f16
// (16 more registers than Triton's kernel). Resolving the calls first, to
// the values codegen would give them, leaves one path and nothing to
// merge; the PTX computes the same.
//
//===----------------------------------------------------------------------===//
#ifndef TT_TARGET_RESOLVENVVMREFLECT_H
#define TT_TARGET_RESOLVENVVMREFLECT_H

#include "llvm/IR/PassManager.h"

namespace mlir::triton {

/// Replaces each call of `__nvvm_reflect` / `llvm.nvvm.reflect` on a
/// constant string by its value: __CUDA_ARCH the compute capability times
/// 10, __CUDA_FTZ and __CUDA_PREC_SQRT the module flags nvvm-reflect-ftz
/// and nvvm-reflect-prec-sqrt (0 without them), anything else 0, as
/// NVPTX's NVVMReflect does.
struct ResolveNVVMReflectPass
    : llvm::PassInfoMixin<ResolveNVVMReflectPass> {
  explicit ResolveNVVMReflectPass(unsigned capability)
      : capability(capability) {}
  llvm::PreservedAnalyses run(llvm::Module &module,
                              llvm::ModuleAnalysisManager &);

private:
  unsigned capability;
};

} // namespace mlir::triton

#endif // TT_TARGET_RESOLVENVVMREFLECT_H
