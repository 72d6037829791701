//===- Pipelines.h - Triton 3.6's compile stages as named pipelines -------===//
//
// `triton-make-ttir{target=...}` and `triton-make-ttgir{target=...
// num-warps=... num-ctas=... num-stages=...}`: Triton 3.6's make_ttir (the
// .source to the .ttir) and make_ttgir (the .ttir to the .ttgir) for a
// target, written as the pass pipelines Triton runs, so that one tt-opt
// command reproduces a stage:
//
//   tt-opt kernel.source --pass-pipeline='builtin.module(triton-make-ttir{target=cuda:90})'
//   tt-opt kernel.source --pass-pipeline='builtin.module(triton-make-ttir{target=cuda:90},
//       triton-make-ttgir{target=cuda:90 num-warps=8 num-ctas=1 num-stages=3})'
//
//===----------------------------------------------------------------------===//
#ifndef TT_PIPELINES_H
#define TT_PIPELINES_H

#include "mlir/Support/LLVM.h"
#include <string>

namespace mlir::triton {

/// Triton 3.6's make_ttir for `target` ("cuda:80", "hip:gfx942", ...) as a
/// textual pass pipeline; an error for a target Triton does not name.
FailureOr<std::string> getMakeTTIRPipeline(StringRef target,
                                           function_ref<void(const Twine &)> error);

/// Triton 3.6's make_ttgir for an NVIDIA target (cuda:<capability>), with the
/// CUDAOptions that change it, as a textual pass pipeline; an error for
/// other targets (hip: not implemented yet).
FailureOr<std::string> getMakeTTGIRPipeline(StringRef target, int numWarps,
                                            int numCTAs, int numStages,
                                            function_ref<void(const Twine &)> error);

/// Registers `triton-make-ttir` and `triton-make-ttgir` (and, as they come,
/// the later stages).
void registerTritonPipelines();

} // namespace mlir::triton

#endif // TT_PIPELINES_H
