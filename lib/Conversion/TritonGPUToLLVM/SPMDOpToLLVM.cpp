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

/// Clusters of several CTAs number programs by cluster; not lowered yet.
LogicalResult checkOneCTAPerCluster(Operation *op,
                                    ConversionPatternRewriter &rewriter) {
  if (triton::gpu::lookupNumCTAs(op) == 1)
    return success();
  return rewriter.notifyMatchFailure(op, "clusters of several CTAs");
}

/// A grid query (`SourceOp` with an `axis`) read from the special register
/// of its axis.
template <typename SourceOp, typename XOp, typename YOp, typename ZOp>
struct GridQueryConversion : public ConvertOpToLLVMPattern<SourceOp> {
  using ConvertOpToLLVMPattern<SourceOp>::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOneCTAPerCluster(op, rewriter)))
      return failure();
    rewriter.replaceOp(op, readSpecialRegister(rewriter, op.getLoc(),
                                               op.getAxis()));
    return success();
  }

  static Value readSpecialRegister(OpBuilder &builder, Location loc,
                                   ProgramIDDim axis) {
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
};

using GetProgramIdOpConversion =
    GridQueryConversion<triton::GetProgramIdOp, NVVM::BlockIdXOp,
                        NVVM::BlockIdYOp, NVVM::BlockIdZOp>;
using GetNumProgramsOpConversion =
    GridQueryConversion<triton::GetNumProgramsOp, NVVM::GridDimXOp,
                        NVVM::GridDimYOp, NVVM::GridDimZOp>;

} // namespace

void mlir::triton::populateSPMDOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<GetProgramIdOpConversion, GetNumProgramsOpConversion>(
      typeConverter);
}
