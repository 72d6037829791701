//===- AssertOpToLLVM.cpp - tt.assert as __assertfail ---------------------===//
//
// tt.assert fails when any register of the condition in this thread is
// false (or zero): the block is split, and the failing branch calls CUDA's
// `__assertfail(message, file, line, function, 1)` with the message, the
// op's file and line and the function "unknown" as internal globals
// ("assertMessage_<n>", "assertFile_<n>", "assertFunc_<n>"), as Triton 3.6
// does. A tensor condition is followed by a CTA barrier, so that no thread
// runs ahead (into an op the assert guards) before all have checked.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::triton;

namespace {

/// The file and line of `loc`, looking through call sites and names.
std::pair<std::string, unsigned> getFileAndLine(Location loc) {
  while (true) {
    if (auto callSite = dyn_cast<CallSiteLoc>(loc))
      loc = callSite.getCallee();
    else if (auto name = dyn_cast<NameLoc>(loc))
      loc = name.getChildLoc();
    else
      break;
  }
  if (auto fileLine = dyn_cast<FileLineColLoc>(loc))
    return {fileLine.getFilename().str(), fileLine.getLine()};
  return {"unknown", 0};
}

/// `if (failed) __assertfail(...)` at the rewriter's insertion point, which
/// is left at the start of the block after it.
void emitAssertFail(Operation *op, Value failed, StringRef message,
                    ConversionPatternRewriter &rewriter) {
  Location loc = op->getLoc();
  MLIRContext *ctx = rewriter.getContext();
  Block *before = rewriter.getInsertionBlock();
  Block *after = rewriter.splitBlock(before, rewriter.getInsertionPoint());
  Block *onFailure = rewriter.createBlock(after);

  rewriter.setInsertionPointToStart(onFailure);
  auto [file, line] = getFileAndLine(loc);
  TritonLLVMOpBuilder b(loc, rewriter);
  SmallVector<Value> args = {
      addStringToModule(loc, rewriter, op, "assertMessage_", message),
      addStringToModule(loc, rewriter, op, "assertFile_", file),
      b.i32Val(line),
      addStringToModule(loc, rewriter, op, "assertFunc_", "unknown"),
      b.intVal(64, 1)};
  auto ptrType = LLVM::LLVMPointerType::get(ctx);
  Type i32 = rewriter.getI32Type(), i64 = rewriter.getI64Type();
  auto type = LLVM::LLVMFunctionType::get(
      LLVM::LLVMVoidType::get(ctx), {ptrType, ptrType, i32, ptrType, i64});
  LLVM::LLVMFuncOp assertFail =
      getOrInsertFunction(rewriter, op, "__assertfail", type);
  if (!assertFail->hasAttr("passthrough"))
    assertFail->setAttr("passthrough",
                        rewriter.getArrayAttr(rewriter.getStringAttr("noreturn")));
  LLVM::CallOp::create(rewriter, loc, assertFail, args);
  LLVM::BrOp::create(rewriter, loc, after);

  rewriter.setInsertionPointToEnd(before);
  LLVM::CondBrOp::create(rewriter, loc, failed, onFailure, after);
  rewriter.setInsertionPointToStart(after);
}

struct AssertOpConversion : public ConvertOpToLLVMPattern<AssertOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(AssertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    Value failed = b.i1Val(false);
    for (Value value :
         unpackLLElements(loc, adaptor.getCondition(), rewriter)) {
      Value zero = b.intVal(value.getType().getIntOrFloatBitWidth(), 0);
      failed = b.bitOr(failed, b.icmpEq(value, zero));
    }
    emitAssertFail(op, failed, op.getMessage(), rewriter);
    if (isa<RankedTensorType>(op.getCondition().getType()))
      NVVM::Barrier0Op::create(rewriter, loc);
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::triton::populateAssertOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<AssertOpConversion>(typeConverter);
}
