//===- TestPrintLinearLayouts.cpp - Remarks with linear layouts -----------===//
#include "TestPasses.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"

namespace mlir::triton::test {
#define GEN_PASS_DEF_TESTPRINTLINEARLAYOUTS
#include "TestPasses.h.inc"
} // namespace mlir::triton::test

using namespace mlir;
using namespace mlir::triton;

namespace {

Attribute getEncoding(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.getEncoding();
  if (auto memDesc = dyn_cast<triton::gpu::MemDescType>(type))
    return memDesc.getEncoding();
  return {};
}

/// How far a convert_layout moves data, from the two linear layouts.
StringRef describeConvert(const LinearLayout &src, const LinearLayout &dst) {
  if (src.isTrivialConvertTo(dst))
    return "trivial";
  if (src.convertOnlyPermutesRegisters(dst))
    return "registers";
  if (src.convertStaysWithinWarp(dst))
    return "warp";
  return "cross-warp";
}

/// Remarks at `loc` the linear layout of `value` (named `what`) and, for
/// register layouts, the per-thread facts read from it.
void reportValue(Value value, Location loc, const Twine &what) {
  Attribute encoding = getEncoding(value.getType());
  if (!encoding)
    return;
  FailureOr<LinearLayout> layout = triton::gpu::toLinearLayout(
      value.getType(), [&] { return emitError(loc); });
  if (failed(layout))
    return;
  std::string bases;
  llvm::raw_string_ostream(bases) << *layout;
  emitRemark(loc) << what << ": " << bases;
  if (isa<triton::gpu::DistributedEncodingTrait>(encoding))
    emitRemark(loc) << what
                    << ": elemsPerThread = " << layout->getTotalElemsPerThread()
                    << ", sizePerThread = ["
                    << ArrayRef(layout->getSizePerThread())
                    << "], contigPerThread = ["
                    << ArrayRef(layout->getContigPerThread()) << "], order = ["
                    << ArrayRef(layout->getOrder()) << "]";
}

struct TestPrintLinearLayoutsPass
    : mlir::triton::test::impl::TestPrintLinearLayoutsBase<
          TestPrintLinearLayoutsPass> {
  void runOnOperation() override {
    getOperation()->walk([&](Operation *op) {
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            reportValue(arg, op->getLoc(),
                        "block argument " + Twine(arg.getArgNumber()));
      for (OpResult result : op->getResults())
        reportValue(result, op->getLoc(),
                    "result " + Twine(result.getResultNumber()));
      if (op->getName().getStringRef() == "ttg.convert_layout")
        reportConvert(op);
    });
  }

  void reportConvert(Operation *op) {
    FailureOr<LinearLayout> src =
        triton::gpu::toLinearLayout(op->getOperand(0).getType());
    FailureOr<LinearLayout> dst =
        triton::gpu::toLinearLayout(op->getResult(0).getType());
    if (succeeded(src) && succeeded(dst))
      op->emitRemark() << "convert: " << describeConvert(*src, *dst);
  }
};

} // namespace
