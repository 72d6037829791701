//===- PipelineExpander.h - Modulo-schedule loop expansion ------*- C++ -*-===//
//
// Expands an scf.for by a modulo schedule (each op of the body has a stage
// and the body's order is given): a prologue runs stages 0..i of the first
// iterations, and the new loop runs every stage each iteration, stage s on
// iteration `iv + (maxStage - s) * step`. There is no epilogue: ops of the
// stages that run past the loop's end are predicated instead. Values used
// stages after their definition are carried as extra iter args. The last
// iteration can then be peeled off (peelLoopEpilogue).
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

/// `iv < ub - (maxStage - stage) * step`: whether the kernel loop's
/// iteration `iv` runs stage `stage` (whose iteration is `maxStage - stage`
/// steps later), at the rewriter's insertion point.
Value emitPredicateForStage(RewriterBase &rewriter, Value iv, Value ub,
                            Value step, unsigned maxStage, unsigned stage);

struct PipeliningOptions {
  /// Every op of the loop body (terminator aside) with its stage, in the
  /// order the expanded body runs them.
  std::vector<std::pair<Operation *, unsigned>> schedule;
  /// Makes `op` run only where `pred` holds; returns the op standing for
  /// it, or null on failure (reported).
  std::function<Operation *(RewriterBase &, Operation *, Value)> predicate;
  /// Emits the kernel loop's predicate of a stage before the last, as
  /// emitPredicateForStage (the default) does, with the same arguments.
  std::function<Value(RewriterBase &, Value, Value, Value, unsigned,
                      unsigned)>
      emitStagePredicate;
};

/// Expands `forOp` (replaced and erased) and returns the new loop. A
/// schedule the expander cannot expand (an op without a stage, an op before
/// its operands, a value carried more than one iteration) leaves the loop
/// alone, as Triton 3.6 does: the result is then a null loop and `whyNot`
/// says why. Failure (reported) if predicating an op failed mid-way.
FailureOr<scf::ForOp> pipelineForLoop(RewriterBase &rewriter, scf::ForOp forOp,
                                      const PipeliningOptions &options,
                                      std::string *whyNot = nullptr);

/// Peels the last iteration off `forOp` (a kernel loop the expander made):
/// the loop stops one step earlier, and an `scf.if lb < ub` after it runs a
/// copy of the body for the last induction value, on the loop's results,
/// and stands for them. `processPeeledOp` then sees each op of the loop
/// body (`isEpilogue` false) and of the copy (true), and returns the op
/// that replaces its results (itself to keep them). Triton 3.6's
/// peelLoopEpilogue (LoopPeeling.cpp).
void peelLoopEpilogue(
    scf::ForOp forOp,
    llvm::function_ref<Operation *(RewriterBase &, Operation *, bool)>
        processPeeledOp);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TTG_TRANSFORMS_PIPELINEEXPANDER_H
