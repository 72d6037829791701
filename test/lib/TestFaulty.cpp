//===- TestFaulty.cpp - A pass that goes wrong on purpose -----------------===//
//
// tt-bisect must find a bad pass whatever way it is bad: IR that no longer
// verifies, a changed output, a crash (signal), a hang (timeout) or a plain
// failure. This pass is each of those, chosen by its `mode` option.
//
//===----------------------------------------------------------------------===//
#include "TestPasses.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <unistd.h>

namespace mlir::triton::test {
#define GEN_PASS_DEF_TESTFAULTY
#include "TestPasses.h.inc"
} // namespace mlir::triton::test

using namespace mlir;

namespace {
/// Gives the first function with a body one more input than its entry block
/// has arguments. The structure stays sound (later passes do not trip over
/// it), but the function verifier rejects it.
LogicalResult corruptFirstFunction(Operation *root) {
  FunctionOpInterface target;
  root->walk([&](FunctionOpInterface func) {
    if (!target && !func.isExternal())
      target = func;
  });
  if (!target)
    return emitError(root->getLoc(),
                     "test-faulty: no function with a body to corrupt");
  auto type = cast<FunctionType>(target.getFunctionType());
  SmallVector<Type> inputs(type.getInputs());
  inputs.push_back(IntegerType::get(root->getContext(), 1));
  target.setFunctionTypeAttr(TypeAttr::get(
      FunctionType::get(root->getContext(), inputs, type.getResults())));
  return success();
}

struct TestFaultyPass
    : mlir::triton::test::impl::TestFaultyBase<TestFaultyPass> {
  using TestFaultyBase::TestFaultyBase;

  void runOnOperation() override {
    Operation *op = getOperation();
    if (mode == "none")
      return;
    if (mode == "corrupt") {
      if (failed(corruptFirstFunction(op)))
        signalPassFailure();
      return;
    }
    if (mode == "change") {
      op->setAttr("test.faulty", UnitAttr::get(op->getContext()));
      return;
    }
    if (mode == "crash") {
      llvm::errs() << "test-faulty: crashing as asked\n";
      std::abort();
    }
    if (mode == "hang") {
      for (;;)
        ::sleep(1);
    }
    // On the location only: an error on a module would print all of it.
    if (mode == "fail")
      emitError(op->getLoc(), "test-faulty: failing as asked");
    else
      emitError(op->getLoc())
          << "test-faulty: unknown mode '" << mode
          << "' (none, corrupt, change, crash, hang or fail)";
    signalPassFailure();
  }
};
} // namespace
