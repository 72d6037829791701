//===- TestSliceReachability.cpp - Compare with mlir::getSlice ------------===//
#include "TestPasses.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "tt/Analysis/SliceReachability.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::triton::test {
#define GEN_PASS_DEF_TESTSLICEREACHABILITY
#include "TestPasses.h.inc"
} // namespace mlir::triton::test

using namespace mlir;

namespace {
struct TestSliceReachabilityPass
    : triton::test::impl::TestSliceReachabilityBase<
          TestSliceReachabilityPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    triton::SliceReachability reachability(module);
    unsigned checked = 0;
    bool allMatch = true;
    module.walk([&](Operation *op) {
      if (op == module)
        return;
      ++checked;
      SetVector<Operation *> expected = mlir::getSlice(op);
      std::vector<Operation *> actual = reachability.getSlice(op);
      llvm::DenseSet<Operation *> actualSet(actual.begin(), actual.end());
      bool same = expected.size() == actualSet.size() &&
                  llvm::all_of(expected, [&](Operation *o) {
                    return actualSet.contains(o);
                  });
      if (!same) {
        allMatch = false;
        op->emitError() << "slice differs from mlir::getSlice: "
                        << actualSet.size() << " ops instead of "
                        << expected.size();
      }
    });
    if (allMatch)
      emitRemark(module.getLoc())
          << "slices of " << checked << " ops match mlir::getSlice";
    else
      signalPassFailure();
  }
};
} // namespace
