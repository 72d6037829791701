//===- NVPTX.h - From the LLVM dialect to PTX, as Triton does ---*- C++ -*-===//
//
// The last steps of Triton's NVIDIA backend (make_llir and make_ptx):
// translate an LLVM-dialect module to LLVM IR, give it the NVPTX triple and
// data layout, turn on libdevice's flush-to-zero reflection, link libdevice
// when the kernel calls it, optimize at O3, and print PTX with the NVPTX
// backend. The settings follow Triton 3.6 so that our PTX matches its PTX.
//
//===----------------------------------------------------------------------===//
#ifndef TT_TARGET_NVPTX_H
#define TT_TARGET_NVPTX_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"
#include "mlir/Support/Timing.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include <memory>
#include <string>

namespace mlir::triton::nvptx {

struct TargetOptions {
  /// The PTX target, as ptxas names it: `sm_80`, `sm_90a`, `sm_100a`.
  std::string arch = "sm_90a";
  /// The `.version` of the PTX, times ten (Triton 3.6 writes 8.7).
  unsigned ptxVersion = 87;
  /// libdevice to link when the kernel calls `__nv_*` functions.
  std::string libdevicePath = "/usr/local/cuda/nvvm/libdevice/libdevice.10.bc";
  /// Fuse multiplies and adds into FMAs (Triton's enable_fp_fusion).
  bool fpFusion = true;
};

/// The compute capability of an architecture given as `90`, `sm_90` or
/// `sm_90a`; none for anything that is not `[sm_]<digits>[a]`.
std::optional<unsigned> computeCapabilityOfArch(StringRef arch);

/// The PTX target for an architecture given as `90`, `sm_90` or `sm_90a`:
/// Hopper and Blackwell get their `a` variant (`sm_90a`, `sm_100a`), as in
/// Triton; none for anything that is not `[sm_]<digits>[a]`.
std::optional<std::string> normalizeArch(StringRef arch);

/// Whether LLVM's NVPTX backend knows the processor `arch` (as normalizeArch
/// writes it: `sm_90a`, ...).
bool isKnownArch(StringRef arch);

/// Translates `module` (LLVM and NVVM dialects only; run convert-nvvm-to-llvm
/// first for NVVM ops that only have a PTX form) to LLVM IR ready for the
/// NVPTX backend: triple, data layout, nvvm-reflect-ftz, libdevice linked if
/// needed, O3. Errors are reported on `module`'s location. The translation
/// and O3 are timed under `timing` (--mlir-timing).
FailureOr<std::unique_ptr<llvm::Module>>
translateToLLVMIR(ModuleOp module, llvm::LLVMContext &context,
                  const TargetOptions &options, TimingScope &timing);

/// The PTX of `module` (from translateToLLVMIR), with Triton's `.version`.
FailureOr<std::string> emitPTX(llvm::Module &module,
                               const TargetOptions &options,
                               std::string &error);

} // namespace mlir::triton::nvptx

#endif // TT_TARGET_NVPTX_H
