//===- Pipelines.h - Triton 3.6's compile stages as named pipelines -------===//
//
// `triton-make-ttir{target=...}`: Triton 3.6's make_ttir (the .source to
// the .ttir) for a target, written as the pass pipeline Triton runs, so
// that one tt-opt command reproduces a stage:
//
//   tt-opt kernel.source --pass-pipeline='builtin.module(triton-make-ttir{target=cuda:90})'
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

/// Registers `triton-make-ttir` (and, as they come, the later stages).
void registerTritonPipelines();

} // namespace mlir::triton

#endif // TT_PIPELINES_H
