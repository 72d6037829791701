//===- SPMDOpToLLVM.cpp - Program ids and counts --------------------------===//
//
// tt.get_program_id reads the CTA id (`ctaid.x/y/z`), tt.get_num_programs
// the grid size (`nctaid.x/y/z`), as Triton does for kernels of one CTA per
// cluster.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

using namespace mlir;
using namespace mlir::triton;

namespace {

template <typename XOp, typename YOp, typename ZOp>
Value readSpecialRegister(OpBuilder &builder, Location loc, ProgramIDDim axis) {
  Type i32 = builder.getI32Type();
  switch (axis) {
  case ProgramIDDim::X:
    return XOp::create(builder, loc, i32);
  case ProgramIDDim::Y:
    return YOp::create(builder, loc, i32);
  case ProgramIDDim::Z:
    return ZOp::create(builder, loc, i32);
  }
  llvm_unreachable("three grid axes");
}

/// Clusters of several CTAs number programs by cluster; not lowered yet.
LogicalResult checkOneCTAPerCluster(Operation *op,
                                    ConversionPatternRewriter &rewriter) {
  if (triton::gpu::lookupNumCTAs(op) == 1)
    return success();
  return rewriter.notifyMatchFailure(op, "clusters of several CTAs");
}

struct GetProgramIdOpConversion
    : public ConvertOpToLLVMPattern<triton::GetProgramIdOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(triton::GetProgramIdOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOneCTAPerCluster(op, rewriter)))
      return failure();
    rewriter.replaceOp(
        op, readSpecialRegister<NVVM::BlockIdXOp, NVVM::BlockIdYOp,
                                NVVM::BlockIdZOp>(rewriter, op.getLoc(),
                                                  op.getAxis()));
    return success();
  }
};

struct GetNumProgramsOpConversion
    : public ConvertOpToLLVMPattern<triton::GetNumProgramsOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(triton::GetNumProgramsOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOneCTAPerCluster(op, rewriter)))
      return failure();
    rewriter.replaceOp(
        op, readSpecialRegister<NVVM::GridDimXOp, NVVM::GridDimYOp,
                                NVVM::GridDimZOp>(rewriter, op.getLoc(),
                                                  op.getAxis()));
    return success();
  }
};

} // namespace

void mlir::triton::populateSPMDOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<GetProgramIdOpConversion, GetNumProgramsOpConversion>(
      typeConverter);
}
