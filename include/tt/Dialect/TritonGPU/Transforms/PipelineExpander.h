//===- PipelineExpander.h - Modulo-schedule loop expansion ------*- C++ -*-===//
//
// Expands an scf.for by a modulo schedule (each op of the body has a stage
// and the body's order is given): a prologue runs stages 0..i of the first
// iterations, and the new loop runs every stage each iteration, stage s on
// iteration `iv + (maxStage - s) * step`. There is no epilogue: ops of the
// stages that run past the loop's end are predicated instead. Values used
// stages after their definition are carried as extra iter args.
//
// The algorithm is that of MLIR's scf loop pipelining as Triton 3.6 forked
// it (dynamic trip counts, non-index induction variables, loop-carried
// values used several stages later).
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TTG_TRANSFORMS_PIPELINEEXPANDER_H
#define TT_DIALECT_TTG_TRANSFORMS_PIPELINEEXPANDER_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

#include <functional>
#include <utility>
#include <vector>

namespace mlir::triton::gpu {

struct PipeliningOptions {
  /// Every op of the loop body (terminator aside) with its stage, in the
  /// order the expanded body runs them.
  std::vector<std::pair<Operation *, unsigned>> schedule;
  /// Makes `op` run only where `pred` holds; returns the op standing for
  /// it, or null on failure (reported).
  std::function<Operation *(RewriterBase &, Operation *, Value)> predicate;
};

/// Expands `forOp` (replaced and erased); the new loop, or failure (with
/// an error at the op that made the schedule invalid, nothing changed).
FailureOr<scf::ForOp> pipelineForLoop(RewriterBase &rewriter, scf::ForOp forOp,
                                      const PipeliningOptions &options);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TTG_TRANSFORMS_PIPELINEEXPANDER_H
