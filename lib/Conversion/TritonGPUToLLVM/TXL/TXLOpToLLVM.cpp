//===- TXLOpToLLVM.cpp - txl ops in convert-triton-gpu-to-llvm ------------===//
//
// The txl ops that TXL's TTGIR keeps: `txl.mbar_arrive` on a shared-memory
// mbarrier, as TXL's lowering emits it. Every thread of the op's warps
// arrives where `pred` holds (TXL's barriers count the warp group's
// threads):
//   @$1 mbarrier.arrive.shared.b64 _, [$0];
// `trackAsyncOp` arrives when the thread's cp.async copies land
// (cp.async.mbarrier.arrive.noinc), a non-zero `txCount` also expects that
// many bytes (mbarrier.arrive.expect_tx), and `remoteCtaId` arrives on that
// CTA's barrier in the cluster (mapa, then the cluster-scope arrive).
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "tt/Dialect/TXL/IR/Dialect.h"
#include "tt/Support/Debug.h"

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;

namespace {

struct MbarArriveOpConversion
    : public ConvertOpToLLVMPattern<txl::MbarArriveOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(txl::MbarArriveOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<triton::gpu::MemDescType>(op.getMbarrier().getType()))
      return op.emitError("txl.mbar_arrive on a tensor is not lowered: run "
                          "TXL's passes first, which give its barrier a "
                          "shared-memory descriptor");
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    Value barrier =
        unpackSharedMemoryObject(loc, adaptor.getMbarrier(), rewriter).base;
    Value pred = adaptor.getPred() ? adaptor.getPred() : b.i1Val(true);
    uint32_t txCount = op.getTxCount();
    std::string asmString;
    SmallVector<Value> operands{barrier};
    std::string constraints = "r";
    if (op.getTrackAsyncOp()) {
      asmString = "@$1 cp.async.mbarrier.arrive.noinc.shared.b64 [$0];";
    } else if (Value cta = adaptor.getRemoteCtaId()) {
      if (txCount != 0)
        return op.emitError("txl.mbar_arrive: a remote arrive with txCount "
                            "is not lowered (nor by TXL)");
      asmString = "{\n\t.reg .b32 remote;\n\t@$2 mapa.shared::cluster.u32 "
                  "remote, $0, $1;\n\t@$2 mbarrier.arrive.shared::cluster.b64 "
                  "_, [remote];\n}";
      operands.push_back(cta);
      constraints += ",r";
    } else if (txCount > 0) {
      asmString = "@$1 mbarrier.arrive.expect_tx.shared.b64 _, [$0], " +
                  std::to_string(txCount) + ";";
    } else {
      asmString = "@$1 mbarrier.arrive.shared.b64 _, [$0];";
    }
    operands.push_back(pred);
    constraints += ",b";
    TT_DEBUG(TT_DBGS() << "txl.mbar_arrive -> " << asmString << "\n");
    createInlineAsm(rewriter, loc, Type(), asmString, constraints, operands);
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::triton::populateTXLOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<MbarArriveOpConversion>(typeConverter);
}
