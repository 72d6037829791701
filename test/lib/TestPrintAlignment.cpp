//===- TestPrintAlignment.cpp - Show the axis info of every value ---------===//
#include "TestPasses.h"

#include "mlir/IR/Diagnostics.h"
#include "tt/Analysis/AxisInfo.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::triton::test {
#define GEN_PASS_DEF_TESTPRINTALIGNMENT
#include "TestPasses.h.inc"
} // namespace mlir::triton::test

using namespace mlir;

namespace {
struct TestPrintAlignmentPass
    : triton::test::impl::TestPrintAlignmentBase<TestPrintAlignmentPass> {
  void runOnOperation() override {
    triton::ModuleAxisInfoAnalysis analysis(getOperation());
    getOperation().walk([&](FunctionOpInterface func) {
      func.walk([&](Operation *op) {
        for (Value result : op->getResults()) {
          std::string text;
          llvm::raw_string_ostream os(text);
          if (const triton::AxisInfo *info = analysis.getAxisInfo(result))
            info->print(os);
          else
            os << "<no axis info>";
          emitRemark(op->getLoc()) << text;
        }
      });
    });
  }
};
} // namespace
