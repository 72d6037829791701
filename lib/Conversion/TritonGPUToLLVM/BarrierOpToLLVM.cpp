//===- BarrierOpToLLVM.cpp - Barriers between shared-memory accesses ------===//
//
// ttg.local_barrier (inserted by Membar, or written by the user) and
// gpu.barrier (MLIR's GPU-to-NVVM lowering in Triton) become the CTA-wide
// `bar.sync 0` (`nvvm.barrier0`), as in Triton 3.6's output
// (`llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)` in its LLVM IR). In a
// warp-specialized kernel convert-warp-specialize-to-llvm makes each one the
// named barrier of the warps that run it.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

using namespace mlir;
using namespace mlir::triton;

namespace {

template <typename BarrierOp>
struct CTABarrierOpConversion : public ConvertOpToLLVMPattern<BarrierOp> {
  using ConvertOpToLLVMPattern<BarrierOp>::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(BarrierOp op, typename BarrierOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::Barrier0Op>(op);
    return success();
  }
};

} // namespace

void mlir::triton::populateBarrierOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<CTABarrierOpConversion<triton::gpu::LocalBarrierOp>,
               CTABarrierOpConversion<mlir::gpu::BarrierOp>>(typeConverter);
}
