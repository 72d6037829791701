//===- TestDebugTrace.cpp - Exercise TT_DEBUG -----------------------------===//
#include "TestPasses.h"

#include "tt/Support/Debug.h"

#define DEBUG_TYPE "test-debug-trace"

namespace mlir::triton::test {
#define GEN_PASS_DEF_TESTDEBUGTRACE
#include "TestPasses.h.inc"
} // namespace mlir::triton::test

namespace {
struct TestDebugTracePass
    : mlir::triton::test::impl::TestDebugTraceBase<TestDebugTracePass> {
  void runOnOperation() override {
    getOperation()->walk([](mlir::Operation *op) {
      TT_DEBUG(TT_DBGS() << "visiting " << op->getName() << "\n");
    });
  }
};
} // namespace
