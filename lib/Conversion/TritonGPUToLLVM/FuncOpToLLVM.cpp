//===- FuncOpToLLVM.cpp - Kernels to llvm.func with Triton's ABI ----------===//
//
// A kernel (a public tt.func) becomes an llvm.func whose parameters are the
// converted ones followed by Triton 3.6's two hidden ones, the global-scratch
// and profile-scratch base pointers (!llvm.ptr<1>). It is marked
// `nvvm.kernel = 1 : ui1` and `nvvm.reqntid = array<i32: threads>` (all
// warps of a warp-specialized kernel), `nvvm.maxnreg` from the module's
// `ttg.maxnreg`; the tt.func's attributes and argument attributes (tt.divisibility, ...) stay.
// A host-side TMA descriptor (a `!tt.tensordesc` kernel parameter) is the
// 128-byte CUtensorMap itself, passed by value as a grid constant, so the
// kernel addresses it in parameter space without a copy (Triton's ABI:
// `llvm.byval = !llvm.array<128 x i8>`, `nvvm.grid_constant`,
// `llvm.align = 64`).
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;

namespace {

/// Attributes of the tt.func that describe the function itself, not what
/// it carries along.
bool isFunctionStructureAttr(StringRef name) {
  return llvm::is_contained({"sym_name", "sym_visibility", "function_type",
                             "arg_attrs", "res_attrs"},
                            name);
}

/// Threads per CTA in Triton's `nvvm.reqntid`: all warps of all partitions.
int64_t requiredThreads(triton::FuncOp func) {
  auto module = func->getParentOfType<ModuleOp>();
  auto totalWarps = module->getAttrOfType<IntegerAttr>("ttg.total-num-warps");
  int64_t numWarps = totalWarps ? totalWarps.getInt()
                                : triton::gpu::lookupNumWarps(func).value_or(4);
  return numWarps * triton::gpu::lookupThreadsPerWarp(func);
}

/// Host-side TMA descriptors arrive as the CUtensorMap's 128 bytes, by
/// value and read-only (see the file comment).
void markTensorMapParameters(triton::FuncOp func, LLVM::LLVMFuncOp newFunc) {
  MLIRContext *ctx = func.getContext();
  auto bytes =
      LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8), /*numElements=*/128);
  for (auto [i, argType] : llvm::enumerate(func.getArgumentTypes())) {
    if (!isa<TensorDescType>(argType))
      continue;
    newFunc.setArgAttr(i, LLVM::LLVMDialect::getByValAttrName(),
                       TypeAttr::get(bytes));
    newFunc.setArgAttr(i, "nvvm.grid_constant", UnitAttr::get(ctx));
    newFunc.setArgAttr(i, LLVM::LLVMDialect::getAlignAttrName(),
                       IntegerAttr::get(IntegerType::get(ctx, 32), 64));
    TT_DEBUG(TT_DBGS() << "parameter " << i
                       << " is a host-side tensor map: 128 bytes by value\n");
  }
}

struct FuncOpConversion : public ConvertOpToLLVMPattern<triton::FuncOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(triton::FuncOp func, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!func.isPublic())
      return rewriter.notifyMatchFailure(func, "not a kernel");
    if (func.getFunctionType().getNumResults() != 0)
      return rewriter.notifyMatchFailure(func, "a kernel returns nothing");
    MLIRContext *ctx = func.getContext();
    FunctionType type = func.getFunctionType();
    TypeConverter::SignatureConversion signature(type.getNumInputs());
    for (auto [i, argType] : llvm::enumerate(type.getInputs())) {
      Type converted = getTypeConverter()->convertType(argType);
      if (!converted)
        return rewriter.notifyMatchFailure(func, "unconvertible argument");
      signature.addInputs(i, converted);
    }
    // Triton 3.6's hidden parameters: global scratch, profile scratch.
    auto globalPtr = LLVM::LLVMPointerType::get(ctx, 1);
    signature.addInputs({globalPtr, globalPtr});

    auto llvmType = LLVM::LLVMFunctionType::get(
        LLVM::LLVMVoidType::get(ctx), signature.getConvertedTypes());
    auto newFunc = LLVM::LLVMFuncOp::create(rewriter, func.getLoc(),
                                            func.getName(), llvmType);
    for (NamedAttribute attr : func->getAttrs())
      if (!isFunctionStructureAttr(attr.getName()))
        newFunc->setAttr(attr.getName(), attr.getValue());
    for (unsigned i = 0, e = type.getNumInputs(); i < e; ++i)
      if (DictionaryAttr argAttrs = func.getArgAttrDict(i))
        newFunc.setArgAttrs(i, argAttrs.getValue());
    markTensorMapParameters(func, newFunc);
    int64_t threads = requiredThreads(func);
    newFunc->setAttr("nvvm.kernel",
                     rewriter.getIntegerAttr(
                         IntegerType::get(ctx, 1, IntegerType::Unsigned), 1));
    newFunc->setAttr("nvvm.reqntid", rewriter.getDenseI32ArrayAttr(
                                         {static_cast<int32_t>(threads)}));
    // The register budget tritongpu-allocate-warp-groups (or the user)
    // chose: ptxas honours setmaxnreg only under `.maxnreg`.
    if (auto maxnreg = func->getParentOfType<ModuleOp>()->getAttrOfType<IntegerAttr>(
            "ttg.maxnreg"))
      newFunc->setAttr("nvvm.maxnreg",
                       rewriter.getI32IntegerAttr(maxnreg.getInt()));
    TT_DEBUG(TT_DBGS() << "kernel @" << func.getName() << ": "
                       << type.getNumInputs()
                       << " parameters + global/profile scratch, reqntid "
                       << threads << "\n");

    rewriter.inlineRegionBefore(func.getBody(), newFunc.getBody(),
                                newFunc.end());
    if (failed(rewriter.convertRegionTypes(&newFunc.getBody(),
                                           *getTypeConverter(), &signature)))
      return failure();
    rewriter.eraseOp(func);
    return success();
  }
};

struct ReturnOpConversion : public ConvertOpToLLVMPattern<triton::ReturnOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(triton::ReturnOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<LLVM::LLVMFuncOp>(op->getParentOp()))
      return rewriter.notifyMatchFailure(op, "function not lowered");
    if (!adaptor.getOperands().empty())
      return rewriter.notifyMatchFailure(op, "kernels return nothing");
    rewriter.replaceOpWithNewOp<LLVM::ReturnOp>(op, ValueRange{});
    return success();
  }
};

} // namespace

void mlir::triton::populateFuncOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<FuncOpConversion, ReturnOpConversion>(typeConverter);
}
