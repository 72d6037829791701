//===- LoopUnroll.cpp - Unroll scf.for loops marked tt.loop_unroll_factor ===//
//
// A loop the kernel author marked with `tt.loop_unroll_factor = N` (N > 1,
// `tl.range(..., loop_unroll_factor=N)`) is unrolled N times with MLIR's
// loopUnrollByFactor: its body is repeated N times in a loop whose step is
// N times the old one, and when the trip count is not known to be a
// multiple of N the iterations left over run in an epilogue loop, which
// gets `tt.num_stages = 1` so that the software pipeliner leaves it alone.
// The attribute is removed from the loop whether or not it unrolls. Loops
// without the attribute, or with a factor of 1 or less, are left as they
// are.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/LoopAttributes.h"
#include "tt/Dialect/Triton/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"

#define DEBUG_TYPE "triton-loop-unroll"

namespace mlir::triton {
#define GEN_PASS_DEF_TRITONLOOPUNROLL
#include "tt/Dialect/Triton/Transforms/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

constexpr llvm::StringLiteral kUnrollFactorAttr = "tt.loop_unroll_factor";

/// The unroll factor `forOp` asks for; 1 (no unrolling) without one.
int64_t unrollFactorOf(scf::ForOp forOp) {
  if (auto factor = forOp->getAttrOfType<IntegerAttr>(kUnrollFactorAttr))
    return factor.getInt();
  return 1;
}

class LoopUnrollPass
    : public mlir::triton::impl::TritonLoopUnrollBase<LoopUnrollPass> {
public:
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    // Collected first, in post-order (a loop after the loops it holds): an
    // inner loop is unrolled before the outer loop's body is repeated, so
    // every copy of it is unrolled.
    SmallVector<scf::ForOp> loops;
    getOperation()->walk([&](scf::ForOp forOp) {
      if (unrollFactorOf(forOp) > 1)
        loops.push_back(forOp);
    });

    MLIRContext *context = &getContext();
    for (scf::ForOp loop : loops) {
      int64_t factor = unrollFactorOf(loop);
      loop->removeAttr(kUnrollFactorAttr);
      TT_DEBUG(TT_DBGS() << describeOp(loop) << ": unrolled " << factor
                         << " times\n");
      FailureOr<UnrolledLoopInfo> unrolled = loopUnrollByFactor(loop, factor);
      if (failed(unrolled)) {
        TT_DEBUG(TT_DBGS() << "  could not be unrolled\n");
        continue;
      }
      // The iterations left over are not worth pipelining.
      if (unrolled->epilogueLoopOp) {
        TT_DEBUG(TT_DBGS() << "  epilogue loop "
                           << describeOp(*unrolled->epilogueLoopOp) << "\n");
        (*unrolled->epilogueLoopOp)
            ->setAttr(kNumStagesAttrName,
                      IntegerAttr::get(IntegerType::get(context, 32), 1));
      }
    }
  }
};

} // namespace
