//===- TXLGPUToLLVM.cpp - TXL's convert-txlgpu-to-llvm
//---------------------===//
//
// The txlgpu ops that stay in TXL's IR through the TritonGPU lowering, as
// the inline PTX TXL emits for them (see Passes.td).
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TXLGPUToLLVM/Passes.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "tt/Dialect/TXLGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#define DEBUG_TYPE "convert-txlgpu-to-llvm"

namespace mlir::triton {
#define GEN_PASS_DEF_CONVERTTXLGPUTOLLVM
#include "tt/Conversion/TXLGPUToLLVM/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;
namespace txg = mlir::triton::txlgpu;

namespace {

/// The warp group of the thread (128 threads), from its linear id over x, y
/// and z, broadcast from lane 0 so that ptxas knows it is warp-uniform.
constexpr StringLiteral kWarpGroupIdAsm =
    "{\n"
    "\t.reg .u32 t<5>;\n"
    "\tmov.u32 t0, %tid.x;\n"
    "\tmov.u32 t1, %tid.y;\n"
    "\tmov.u32 t2, %tid.z;\n"
    "\tmov.u32 t3, %ntid.x;\n"
    "\tmov.u32 t4, %ntid.y;\n"
    "\tmad.lo.u32 t1, t2, t4, t1;\n"
    "\tmad.lo.u32 t0, t1, t3, t0;\n"
    "\tshr.u32 t0, t0, 7;\n"
    "\tshfl.sync.idx.b32 $0, t0, 0, 31, -1;\n"
    "}";

/// An op with no operands that becomes one inline PTX string: its result,
/// if it has one, in a 32-bit register.
template <typename OpT>
struct InlinePtxLowering : public OpRewritePattern<OpT> {
  using AsmFor = std::function<std::string(OpT)>;
  InlinePtxLowering(MLIRContext *ctx, AsmFor asmFor)
      : OpRewritePattern<OpT>(ctx), asmFor(std::move(asmFor)) {}

  LogicalResult matchAndRewrite(OpT op,
                                PatternRewriter &rewriter) const override {
    std::string asmString = asmFor(op);
    TT_DEBUG(TT_DBGS() << op->getName() << " -> " << asmString << "\n");
    Type resultType = op->getNumResults() ? op->getResult(0).getType() : Type();
    Value result = createInlineAsm(rewriter, op.getLoc(), resultType, asmString,
                                   resultType ? "=r" : "", {});
    if (resultType)
      rewriter.replaceOp(op, result);
    else
      rewriter.eraseOp(op);
    return success();
  }

  AsmFor asmFor;
};

template <typename OpT>
void addInlinePtx(RewritePatternSet &patterns,
                  std::function<std::string(OpT)> asmFor) {
  patterns.add<InlinePtxLowering<OpT>>(patterns.getContext(),
                                       std::move(asmFor));
}

template <typename OpT> std::function<std::string(OpT)> fixed(StringRef text) {
  return [text = text.str()](OpT) { return text; };
}

struct ConvertTXLGPUToLLVM
    : public triton::impl::ConvertTXLGPUToLLVMBase<ConvertTXLGPUToLLVM> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    RewritePatternSet patterns(&getContext());
    addInlinePtx<txg::CanonicalWarpgroupIdOp>(
        patterns, fixed<txg::CanonicalWarpgroupIdOp>(kWarpGroupIdAsm));
    addInlinePtx<txg::WarpIdOp>(
        patterns, fixed<txg::WarpIdOp>("{\n\t.reg .u32 t;\n\tmov.u32 t, "
                                       "%tid.x;\n\tshr.u32 $0, t, 5;\n}"));
    addInlinePtx<txg::LaneIdOp>(
        patterns, fixed<txg::LaneIdOp>("{\n\t.reg .u32 t;\n\tmov.u32 t, "
                                       "%tid.x;\n\trem.u32 $0, t, 32;\n}"));
    addInlinePtx<txg::ClusterCTARankOp>(
        patterns,
        fixed<txg::ClusterCTARankOp>("mov.u32 $0, %cluster_ctarank;"));
    addInlinePtx<txg::RegAllocOp>(patterns, [](txg::RegAllocOp op) {
      return "setmaxnreg.inc.sync.aligned.u32 " +
             std::to_string(op.getRegCount()) + ";";
    });
    addInlinePtx<txg::RegDeallocOp>(patterns, [](txg::RegDeallocOp op) {
      return "setmaxnreg.dec.sync.aligned.u32 " +
             std::to_string(op.getRegCount()) + ";";
    });
    addInlinePtx<txg::NamedBarrierArriveOp>(
        patterns, [](txg::NamedBarrierArriveOp op) {
          return "bar.arrive " + std::to_string(op.getBar()) + ", " +
                 std::to_string(op.getNumThreads()) + ";";
        });
    addInlinePtx<txg::NamedBarrierWaitOp>(
        patterns, [](txg::NamedBarrierWaitOp op) {
          return "bar.sync " + std::to_string(op.getBar()) + ", " +
                 std::to_string(op.getNumThreads()) + ";";
        });
    addInlinePtx<txg::BarrierWaitAllOp>(
        patterns, fixed<txg::BarrierWaitAllOp>("barrier.sync 0;"));
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return signalPassFailure();
    if (failed(reportUnloweredDialectOps(module, "txlgpu")))
      signalPassFailure();
  }
};

} // namespace
