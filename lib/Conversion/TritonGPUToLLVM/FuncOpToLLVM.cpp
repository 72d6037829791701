//===- FuncOpToLLVM.cpp - Functions, calls and returns with Triton's ABI --===//
//
// Triton 3.6's calling convention: every function gets implicit trailing
// parameters after its converted ones, so that the memory a function
// needs beyond registers is carved out of its caller's:
//
//   kernel:           ..., global scratch !llvm.ptr<1>, profile scratch !llvm.ptr<1>
//   device function:  ..., shared memory !llvm.ptr<3>, global scratch, profile scratch
//
// A kernel (a public tt.func) is marked `nvvm.kernel = 1 : ui1`; its
// shared memory is @global_smem. A device function (a private tt.func,
// left by the inliner because it is `noinline`) gets internal linkage and
// `passthrough = ["noinline"]`, so that LLVM keeps the call, and returns its
// results (several packed in a struct). Both get
// `nvvm.reqntid = array<i32: threads>` (all warps of a warp-specialized
// kernel) and `nvvm.maxnreg` from the module's `ttg.maxnreg`; the tt.func's
// attributes and argument attributes (tt.divisibility, ...) stay.
// A host-side TMA descriptor (a `!tt.tensordesc` kernel parameter) is the
// 128-byte CUtensorMap itself, passed by value as a grid constant, so the
// kernel addresses it in parameter space without a copy (Triton's ABI:
// `llvm.byval = !llvm.array<128 x i8>`, `nvvm.grid_constant`,
// `llvm.align = 64`).
//
// A `tt.call` passes, after its operands: the callee's frame in shared
// memory (the call's `allocation.offset` from the caller's stack pointer;
// the stack pointer itself when the callee uses none), the caller's global
// scratch at the call's `ttg.global_scratch_memory_offset`, and the
// caller's profile scratch.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"
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

/// The llvm.func of `func`, its parameters the converted ones and then
/// `implicit`, its body moved in with its block arguments converted, the
/// tt.func's own attributes and argument attributes kept and the ones every
/// function gets set; or failure when a type has no conversion.
FailureOr<LLVM::LLVMFuncOp>
convertFunction(triton::FuncOp func, ArrayRef<Type> implicit, Type resultType,
                const TypeConverter &typeConverter,
                ConversionPatternRewriter &rewriter) {
  FunctionType type = func.getFunctionType();
  TypeConverter::SignatureConversion signature(type.getNumInputs());
  for (auto [i, argType] : llvm::enumerate(type.getInputs())) {
    Type converted = typeConverter.convertType(argType);
    if (!converted)
      return rewriter.notifyMatchFailure(func, "unconvertible argument");
    signature.addInputs(i, converted);
  }
  signature.addInputs(implicit);
  auto llvmType =
      LLVM::LLVMFunctionType::get(resultType, signature.getConvertedTypes());
  auto newFunc = LLVM::LLVMFuncOp::create(rewriter, func.getLoc(),
                                          func.getName(), llvmType);
  for (NamedAttribute attr : func->getAttrs())
    if (!isFunctionStructureAttr(attr.getName()))
      newFunc->setAttr(attr.getName(), attr.getValue());
  for (unsigned i = 0, e = type.getNumInputs(); i < e; ++i)
    if (DictionaryAttr argAttrs = func.getArgAttrDict(i))
      newFunc.setArgAttrs(i, argAttrs.getValue());
  int64_t threads = requiredThreads(func);
  newFunc->setAttr("nvvm.reqntid", rewriter.getDenseI32ArrayAttr(
                                       {static_cast<int32_t>(threads)}));
  // The register budget tritongpu-allocate-warp-groups (or the user)
  // chose: ptxas honours setmaxnreg only under `.maxnreg`.
  if (auto maxnreg =
          func->getParentOfType<ModuleOp>()->getAttrOfType<IntegerAttr>(
              "ttg.maxnreg"))
    newFunc->setAttr("nvvm.maxnreg",
                     rewriter.getI32IntegerAttr(maxnreg.getInt()));
  TT_DEBUG(TT_DBGS() << "function @" << func.getName() << ": "
                     << type.getNumInputs() << " parameters + "
                     << implicit.size() << " implicit, reqntid " << threads
                     << "\n");
  rewriter.inlineRegionBefore(func.getBody(), newFunc.getBody(),
                              newFunc.end());
  if (failed(rewriter.convertRegionTypes(&newFunc.getBody(), typeConverter,
                                         &signature)))
    return failure();
  return newFunc;
}

struct KernelOpConversion : public ConvertOpToLLVMPattern<triton::FuncOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(triton::FuncOp func, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isKernelFunction(func))
      return rewriter.notifyMatchFailure(func, "a device function");
    if (func.getFunctionType().getNumResults() != 0)
      return func.emitError("a kernel (a public tt.func) returns nothing");
    MLIRContext *ctx = func.getContext();
    auto globalPtr = LLVM::LLVMPointerType::get(ctx, 1);
    FailureOr<LLVM::LLVMFuncOp> newFunc =
        convertFunction(func, {globalPtr, globalPtr},
                        LLVM::LLVMVoidType::get(ctx), *getTypeConverter(),
                        rewriter);
    if (failed(newFunc))
      return failure();
    markTensorMapParameters(func, *newFunc);
    (*newFunc)->setAttr(
        "nvvm.kernel",
        rewriter.getIntegerAttr(IntegerType::get(ctx, 1, IntegerType::Unsigned),
                                1));
    rewriter.eraseOp(func);
    return success();
  }
};

struct DeviceFuncOpConversion : public ConvertOpToLLVMPattern<triton::FuncOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(triton::FuncOp func, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (isKernelFunction(func))
      return rewriter.notifyMatchFailure(func, "a kernel");
    if (llvm::any_of(func.getArgumentTypes(), llvm::IsaPred<TensorDescType>))
      return func.emitError("a device function taking a !tt.tensordesc is "
                            "not lowered (Triton 3.6 passes descriptors by "
                            "value to kernels only)");
    MLIRContext *ctx = func.getContext();
    Type resultType = LLVM::LLVMVoidType::get(ctx);
    if (func.getNumResults() != 0) {
      resultType = getTypeConverter()->packFunctionResults(
          func.getFunctionType().getResults());
      if (!resultType)
        return rewriter.notifyMatchFailure(func, "unconvertible result");
    }
    auto globalPtr = LLVM::LLVMPointerType::get(ctx, 1);
    auto sharedPtr = LLVM::LLVMPointerType::get(ctx, 3);
    FailureOr<LLVM::LLVMFuncOp> newFunc =
        convertFunction(func, {sharedPtr, globalPtr, globalPtr}, resultType,
                        *getTypeConverter(), rewriter);
    if (failed(newFunc))
      return failure();
    // Not inlined by LLVM either: the function stays a .func in the PTX.
    newFunc->setLinkage(LLVM::Linkage::Internal);
    newFunc->setPassthroughAttr(
        rewriter.getArrayAttr({rewriter.getStringAttr("noinline")}));
    if (func.isPrivate())
      newFunc->setPrivate();
    rewriter.eraseOp(func);
    return success();
  }
};

struct ReturnOpConversion : public ConvertOpToLLVMPattern<triton::ReturnOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(triton::ReturnOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto func = dyn_cast<LLVM::LLVMFuncOp>(op->getParentOp());
    if (!func)
      return rewriter.notifyMatchFailure(op, "function not lowered");
    ValueRange operands = adaptor.getOperands();
    if (operands.size() <= 1) {
      rewriter.replaceOpWithNewOp<LLVM::ReturnOp>(op, operands);
      return success();
    }
    // Several results travel as one struct, as the function type says.
    Type packed = func.getFunctionType().getReturnType();
    TritonLLVMOpBuilder b(op.getLoc(), rewriter);
    Value result = b.undef(packed);
    for (auto [i, value] : llvm::enumerate(operands))
      result = b.insertVal(result, value, i);
    rewriter.replaceOpWithNewOp<LLVM::ReturnOp>(op, result);
    return success();
  }
};

struct CallOpConversion : public ConvertOpToLLVMPattern<triton::CallOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(triton::CallOp call, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = call.getLoc();
    SmallVector<Value> operands(adaptor.getOperands());
    FailureOr<SmallVector<Value>> implicit =
        getImplicitOperands(call, rewriter);
    if (failed(implicit))
      return failure();
    llvm::append_range(operands, *implicit);

    SmallVector<Type> resultTypes;
    if (call.getNumResults() != 0) {
      Type packed =
          getTypeConverter()->packFunctionResults(call.getResultTypes());
      if (!packed)
        return rewriter.notifyMatchFailure(call, "unconvertible result");
      resultTypes.push_back(packed);
    }
    auto newCall = LLVM::CallOp::create(rewriter, loc, resultTypes,
                                        call.getCallee(), operands);
    if (call.getNumResults() <= 1) {
      rewriter.replaceOp(call, newCall.getResults());
      return success();
    }
    TritonLLVMOpBuilder b(loc, rewriter);
    SmallVector<Value> results;
    for (unsigned i = 0, e = call.getNumResults(); i < e; ++i)
      results.push_back(b.extractVal(newCall.getResult(), i));
    rewriter.replaceOp(call, results);
    return success();
  }

private:
  /// The callee's shared memory, global scratch and profile scratch.
  static FailureOr<SmallVector<Value>>
  getImplicitOperands(triton::CallOp call, ConversionPatternRewriter &rewriter) {
    Location loc = call.getLoc();
    // The callee's frame is the call's buffer when the callee has shared
    // memory (Triton 3.6 passes the stack pointer itself: it looks for the
    // offset on the caller, which never has one, so a callee's buffers
    // would overlap the caller's live ones; the offset is 0 whenever
    // nothing else is live across the call).
    FailureOr<Value> shared = call->hasAttr("allocation.offset")
                                  ? getSharedMemoryBase(loc, rewriter, call)
                                  : getStackPointer(loc, rewriter, call);
    if (failed(shared))
      return failure();
    std::optional<int64_t> scratchOffset;
    if (auto offset = call->getAttrOfType<IntegerAttr>(
            "ttg.global_scratch_memory_offset"))
      scratchOffset = offset.getInt();
    FailureOr<Value> scratch =
        getGlobalScratchPtr(loc, rewriter, call, scratchOffset);
    if (failed(scratch))
      return failure();
    auto caller = call->getParentOfType<LLVM::LLVMFuncOp>();
    Value profile =
        getImplicitArgument(caller, ImplicitArgument::ProfileScratch);
    TT_DEBUG(TT_DBGS() << "call @" << call.getCallee() << ": frame at "
                       << call->getAttr("allocation.offset")
                       << ", global scratch at "
                       << scratchOffset.value_or(0) << "\n");
    return SmallVector<Value>{*shared, *scratch, profile};
  }
};

} // namespace

void mlir::triton::populateFuncOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<KernelOpConversion, DeviceFuncOpConversion, ReturnOpConversion,
               CallOpConversion>(typeConverter);
}
