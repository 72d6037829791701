//===- Dialect.cpp - The Triton (tt) dialect ------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;
using namespace mlir::triton;

#include "tt/Dialect/Triton/IR/Dialect.cpp.inc"
#include "tt/Dialect/Triton/IR/Enums.cpp.inc"

namespace {

/// Triton inlines every tt.call (kernels are compiled as one function)
/// except those of a function marked `noinline = true`, which stays a device
/// function; every tt op may be inlined anywhere.
struct TritonInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(Operation *, Operation *callable, bool) const final {
    auto noinline = callable->getAttrOfType<BoolAttr>("noinline");
    return !isa<FuncOp>(callable) || !noinline || !noinline.getValue();
  }
  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }
  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }

  /// A tt.return in a multi-block callee becomes a branch to the block after
  /// the call.
  void handleTerminator(Operation *op, Block *newDest) const final {
    auto returnOp = dyn_cast<ReturnOp>(op);
    if (!returnOp)
      return;
    OpBuilder builder(op);
    cf::BranchOp::create(builder, op->getLoc(), newDest,
                         returnOp.getOperands());
    op->erase();
  }

  /// A tt.return in a single-block callee forwards its operands.
  void handleTerminator(Operation *op, ValueRange valuesToRepl) const final {
    auto returnOp = cast<ReturnOp>(op);
    for (auto [from, to] :
         llvm::zip(valuesToRepl, returnOp.getOperands()))
      from.replaceAllUsesWith(to);
  }
};

} // namespace

void TritonDialect::initialize() {
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/Triton/IR/Ops.cpp.inc"
      >();
  addInterfaces<TritonInlinerInterface>();
}

Operation *TritonDialect::materializeConstant(OpBuilder &builder,
                                              Attribute value, Type type,
                                              Location loc) {
  return arith::ConstantOp::materialize(builder, value, type, loc);
}
