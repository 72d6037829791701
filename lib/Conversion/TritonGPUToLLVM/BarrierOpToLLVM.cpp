//===- BarrierOpToLLVM.cpp - Barriers between shared-memory accesses ------===//
//
// ttg.local_barrier (inserted by Membar, or written by the user) becomes
// the CTA-wide `bar.sync 0` (`nvvm.barrier0`), as in Triton 3.6's output
// (`llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)` in its LLVM IR).
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

using namespace mlir;
using namespace mlir::triton;

namespace {

struct LocalBarrierOpConversion
    : public ConvertOpToLLVMPattern<triton::gpu::LocalBarrierOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(triton::gpu::LocalBarrierOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::Barrier0Op>(op);
    return success();
  }
};

} // namespace

void mlir::triton::populateBarrierOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<LocalBarrierOpConversion>(typeConverter);
}
