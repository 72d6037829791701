//===- CheckMatmulTwoCTA.cpp - triton-nvidia-check-matmul-two-cta ---------===//
//
// Records on the module whether its tcgen05 MMAs run over CTA pairs, after
// checking that they all agree (Triton 3.6's make_llir pass; the LLVM
// lowering reads `"ttng.two-ctas"`).
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"

#define DEBUG_TYPE "triton-nvidia-check-matmul-two-cta"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONNVIDIAGPUCHECKMATMULTWOCTAPASS
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::nvidia_gpu;

namespace {

struct CheckMatmulTwoCTA
    : public nvidia_gpu::impl::TritonNvidiaGPUCheckMatmulTwoCTAPassBase<
          CheckMatmulTwoCTA> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    Operation *first = nullptr;
    bool firstTwoCTAs = false;
    WalkResult walk = module.walk([&](Operation *op) {
      std::optional<bool> twoCTAs;
      if (auto mma = dyn_cast<TCGen5MMAOp>(op))
        twoCTAs = mma.getTwoCtas();
      if (auto mma = dyn_cast<TCGen5MMAScaledOp>(op))
        twoCTAs = mma.getTwoCtas();
      if (!twoCTAs)
        return WalkResult::advance();
      if (!first) {
        first = op;
        firstTwoCTAs = *twoCTAs;
        return WalkResult::advance();
      }
      if (*twoCTAs == firstTwoCTAs)
        return WalkResult::advance();
      InFlightDiagnostic diag =
          op->emitError() << op->getName()
                          << ": inconsistent two_ctas across matmuls; the "
                             "first one "
                          << (firstTwoCTAs ? "has" : "has no") << " two_ctas";
      diag.attachNote(first->getLoc()) << "the first matmul";
      return WalkResult::interrupt();
    });
    if (walk.wasInterrupted())
      return signalPassFailure();
    TT_DEBUG(TT_DBGS() << "two-ctas = " << (firstTwoCTAs ? "true" : "false")
                       << (first ? "" : " (no tcgen05 MMA)") << "\n");
    module->setAttr("ttng.two-ctas",
                    BoolAttr::get(module.getContext(), firstTwoCTAs));
  }
};

} // namespace
