//===- AccelerateAMDMatmul.cpp - MFMA layouts for tt.dot ------------------===//
//
// Triton 3.6's tritonamdgpu-accelerate-matmul for CDNA targets: first every
// blocked tt.dot / tt.dot_scaled an MFMA instruction fits is rewritten onto
// it (AccelerateAMDMatmulMfma.cpp, AccelerateAMDMatmulScaled.cpp), then, in
// a separate round so a dot cast for FMA is not offered to MFMA again, the
// remaining dots are legalized for FMA, and last the MFMA dots with mixed
// operand types are promoted (AccelerateAMDMatmulFma.cpp). See the pass
// description in Passes.td and docs/passes.md.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonAMDGPU/Transforms/AccelerateAMDMatmul.h"
#include "tt/Dialect/TritonAMDGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonAMDGPU/Transforms/Utility.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringSwitch.h"

#define DEBUG_TYPE "tritonamdgpu-accelerate-matmul"

namespace mlir::triton::amdgpu {
#define GEN_PASS_DEF_TRITONAMDGPUACCELERATEMATMUL
#include "tt/Dialect/TritonAMDGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::amdgpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::amdgpu;

namespace {

bool hasBlockedResult(Operation *dot) {
  return isa_and_nonnull<BlockedEncodingAttr>(
      cast<RankedTensorType>(dot->getResult(0).getType()).getEncoding());
}

/// Reports the dots the patterns cannot handle before any is rewritten:
/// no `ttg.num-warps`, and (gfx950) scaled dots, which Triton rewrites with
/// patterns tt-opt does not have.
LogicalResult checkDots(ModuleOp module, int mfmaVersion) {
  WalkResult walk = module.walk([&](Operation *op) {
    if (!isa<DotOp, DotScaledOp>(op) || !hasBlockedResult(op))
      return WalkResult::advance();
    if (!lookupNumWarps(op)) {
      op->emitError("cannot tell how many warps run this op: no "
                    "`ttg.num-warps` attribute");
      return WalkResult::interrupt();
    }
    if (mfmaVersion == 4 && isa<DotScaledOp>(op)) {
      op->emitError("tt.dot_scaled on gfx950 is not implemented: Triton 3.6 "
                    "rewrites it onto the scaled f8f6f4 MFMA "
                    "(ScaledBlockedToScaledMFMAF8F6F4) or decomposes it into "
                    "upcasts and a tt.dot (DecomposeAMDScaledBlocked)");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

struct AccelerateAMDMatmul
    : mlir::triton::amdgpu::impl::TritonAMDGPUAccelerateMatmulBase<
          AccelerateAMDMatmul> {
  using Base::Base;

  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    FailureOr<std::string> archName =
        lookupArchGenerationName(module, archGenerationName);
    if (failed(archName))
      return signalPassFailure();
    const std::string &arch = *archName;
    int version = llvm::StringSwitch<int>(arch)
                      .Case("gfx908", 1)
                      .Case("gfx90a", 2)
                      .Cases({"gfx940", "gfx941", "gfx942"}, 3)
                      .Case("gfx950", 4)
                      .Default(0);
    if (version == 0) {
      module.emitError("arch-generation-name `")
          << arch
          << "` is not a CDNA target (MFMA); WMMA targets are not supported "
             "yet";
      return signalPassFailure();
    }
    if (kPack < 1) {
      module.emitError("kPack must be at least 1, got ") << int(kPack);
      return signalPassFailure();
    }
    if (failed(checkDots(module, version)))
      return signalPassFailure();
    TT_DEBUG(TT_DBGS() << arch << ": mfma version " << version
                       << ", matrix-instruction-size " << matrixInstructionSize
                       << ", kPack " << kPack << "\n");
    MatmulOptions options{version, matrixInstructionSize, kPack};
    bool failedDot = false;
    RewritePatternSet mfmaPatterns(&getContext());
    populateBlockedToMfmaPatterns(mfmaPatterns, options, &failedDot);
    populateScaledBlockedToMfmaPatterns(mfmaPatterns, options, &failedDot);
    if (failed(applyPatternsGreedily(module, std::move(mfmaPatterns))) ||
        failedDot)
      return signalPassFailure();
    RewritePatternSet fmaPatterns(&getContext());
    populateFmaLegalizationPatterns(fmaPatterns, /*cdna4=*/version == 4,
                                    &failedDot);
    if (failed(applyPatternsGreedily(module, std::move(fmaPatterns))) ||
        failedDot)
      return signalPassFailure();
    if (failed(promoteMixedMfmaOperands(module)))
      signalPassFailure();
  }
};

} // namespace
