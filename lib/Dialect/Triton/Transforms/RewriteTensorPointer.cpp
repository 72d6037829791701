//===- RewriteTensorPointer.cpp - Block pointers into tensors of pointers ===//
//
// A block pointer (`tt.make_tensor_ptr`, moved by `tt.advance`) is a base,
// a shape, strides and offsets. This pass keeps those values instead of the
// pointer: the offsets (as i64) are what `tt.advance` changes and what
// loops and ifs carry. A load or store through a block pointer becomes one
// through a tensor of pointers, `base + sum_i (offset_i + range_i) *
// stride_i`, masked by `0 <= offset_i + range_i < shape_i` for the
// dimensions in its boundaryCheck, a load's padding giving `other`.
//
// The IR is walked in order and rewritten in place, as Triton's pass does:
// `scf.for` and `scf.if` carrying block pointers are rebuilt with the
// offsets in their place (bodies cloned, then walked), and the ops replaced
// are erased last, the last replaced first.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/Transforms/Passes.h"
#include "tt/Dialect/Triton/Transforms/PointerAccess.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

#define DEBUG_TYPE "triton-rewrite-tensor-pointer"

namespace mlir::triton {
#define GEN_PASS_DEF_TRITONREWRITETENSORPOINTER
#include "tt/Dialect/Triton/Transforms/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

bool isBlockPointer(Type type) {
  auto ptr = dyn_cast<PointerType>(type);
  return ptr && isa<RankedTensorType>(ptr.getPointeeType());
}

/// The make_tensor_ptr a block pointer comes from, following advances,
/// loop-carried values and if results back to it.
MakeTensorPtrOp findMakeTensorPtr(Value value) {
  while (true) {
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      auto forOp = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
      if (!forOp || arg.getArgNumber() == 0)
        return {};
      value = forOp.getInitArgs()[arg.getArgNumber() - 1];
      continue;
    }
    Operation *def = value.getDefiningOp();
    unsigned index = cast<OpResult>(value).getResultNumber();
    if (auto make = dyn_cast<MakeTensorPtrOp>(def))
      return make;
    if (auto advance = dyn_cast<AdvanceOp>(def)) {
      value = advance.getPtr();
    } else if (auto forOp = dyn_cast<scf::ForOp>(def)) {
      value = forOp.getYieldedValues()[index];
    } else if (auto ifOp = dyn_cast<scf::IfOp>(def)) {
      value = ifOp.thenYield().getOperand(index);
    } else {
      return {};
    }
  }
}

class RewriteTensorPointerPass
    : public mlir::triton::impl::TritonRewriteTensorPointerBase<
          RewriteTensorPointerPass> {
  DenseMap<Value, BlockPointer> pointers;
  SmallVector<Operation *> toErase;

  const BlockPointer &lookup(Value value) {
    auto it = pointers.find(value);
    assert(it != pointers.end() && "block pointer not rewritten");
    return it->second;
  }

  /// `values` with every block pointer replaced by its offsets.
  SmallVector<Value> expand(ValueRange values) {
    SmallVector<Value> result;
    for (Value value : values) {
      if (isBlockPointer(value.getType()))
        llvm::append_range(result, lookup(value).offsets);
      else
        result.push_back(value);
    }
    return result;
  }

  void rewriteMakeTensorPtr(OpBuilder &b, MakeTensorPtrOp op) {
    BlockPointer ptr;
    ptr.base = op.getBase();
    ptr.shape = llvm::to_vector(op.getShape());
    ptr.strides = llvm::to_vector(op.getStrides());
    for (Value offset : op.getOffsets())
      ptr.offsets.push_back(
          arith::ExtSIOp::create(b, op.getLoc(), b.getI64Type(), offset));
    auto tensorType = cast<RankedTensorType>(
        cast<PointerType>(op.getType()).getPointeeType());
    ptr.tensorShape = llvm::to_vector(tensorType.getShape());
    pointers[op.getResult()] = ptr;
    toErase.push_back(op);
  }

  void rewriteAdvance(OpBuilder &b, AdvanceOp op) {
    BlockPointer ptr = lookup(op.getPtr());
    for (unsigned i = 0; i < ptr.rank(); ++i) {
      Value delta = arith::ExtSIOp::create(b, op.getLoc(), b.getI64Type(),
                                           op.getOffsets()[i]);
      ptr.offsets[i] =
          arith::AddIOp::create(b, op.getLoc(), ptr.offsets[i], delta);
    }
    pointers[op.getResult()] = ptr;
    toErase.push_back(op);
  }

  void rewriteLoad(OpBuilder &b, LoadOp op) {
    if (!isBlockPointer(op.getPtr().getType()))
      return;
    AccessBuilder access(b, op.getLoc(), lookup(op.getPtr()));
    Value ptrs = access.pointers();
    Value mask = access.mask(op.getBoundaryCheck());
    Value other = access.other(op.getPadding());
    auto load = LoadOp::create(b, op.getLoc(), ptrs, mask, other,
                               DenseI32ArrayAttr(), PaddingOptionAttr(),
                               op.getCacheAttr(), op.getEvictAttr(),
                               op.getIsVolatileAttr());
    TT_DEBUG(TT_DBGS() << describeOp(op) << ": through "
                       << describeOp(ptrs.getDefiningOp()) << "\n");
    op.getResult().replaceAllUsesWith(load.getResult());
    toErase.push_back(op);
  }

  void rewriteStore(OpBuilder &b, StoreOp op) {
    if (!isBlockPointer(op.getPtr().getType()))
      return;
    AccessBuilder access(b, op.getLoc(), lookup(op.getPtr()));
    Value ptrs = access.pointers();
    Value mask = access.mask(op.getBoundaryCheck());
    StoreOp::create(b, op.getLoc(), ptrs, op.getValue(), mask,
                    DenseI32ArrayAttr(), op.getCacheAttr(), op.getEvictAttr());
    TT_DEBUG(TT_DBGS() << describeOp(op) << ": through "
                       << describeOp(ptrs.getDefiningOp()) << "\n");
    toErase.push_back(op);
  }

  Operation *rewriteIf(OpBuilder &b, scf::IfOp op) {
    ValueRange yielded = op.thenYield().getOperands();
    if (llvm::none_of(yielded.getTypes(), isBlockPointer))
      return op;
    // The block pointers a branch yields have the rank of the
    // make_tensor_ptr they come from; their offsets are the new results.
    SmallVector<Type> types;
    SmallVector<MakeTensorPtrOp> origins;
    for (Value value : yielded) {
      if (!isBlockPointer(value.getType())) {
        types.push_back(value.getType());
        continue;
      }
      MakeTensorPtrOp origin = findMakeTensorPtr(value);
      origins.push_back(origin);
      types.append(lookup(origin.getResult()).rank(), b.getI64Type());
    }
    bool hasElse = !op.getElseRegion().empty();
    auto newIf =
        scf::IfOp::create(b, op.getLoc(), types, op.getCondition(), hasElse);
    IRMapping mapping;
    auto cloneInto = [&](Block *from, Block *to) {
      b.setInsertionPointToStart(to);
      for (Operation &inner : *from)
        b.clone(inner, mapping);
    };
    cloneInto(op.thenBlock(), newIf.thenBlock());
    if (hasElse)
      cloneInto(op.elseBlock(), newIf.elseBlock());

    unsigned next = 0, origin = 0;
    for (auto [index, value] : llvm::enumerate(yielded)) {
      if (!isBlockPointer(value.getType())) {
        op.getResult(index).replaceAllUsesWith(newIf.getResult(next++));
        continue;
      }
      BlockPointer ptr = lookup(origins[origin++].getResult());
      for (unsigned i = 0; i < ptr.rank(); ++i)
        ptr.offsets[i] = newIf.getResult(next++);
      pointers[op.getResult(index)] = ptr;
    }
    TT_DEBUG(TT_DBGS() << describeOp(op) << ": block pointers carried as "
                       << "offsets by " << describeOp(newIf) << "\n");
    toErase.push_back(op);
    return newIf;
  }

  Operation *rewriteFor(OpBuilder &b, scf::ForOp op) {
    SmallVector<Value> inits = llvm::to_vector(op.getInitArgs());
    auto newFor =
        scf::ForOp::create(b, op.getLoc(), op.getLowerBound(),
                           op.getUpperBound(), op.getStep(), expand(inits));
    newFor->setAttrs(op->getAttrs());

    // A block pointer iter_arg maps to itself: the cloned body still uses
    // it, and the walk of the new loop finds its offsets here.
    IRMapping mapping;
    unsigned next = 0;
    for (auto [index, init] : llvm::enumerate(inits)) {
      BlockArgument oldArg = op.getRegionIterArg(index);
      if (!isBlockPointer(init.getType())) {
        mapping.map(oldArg, newFor.getRegionIterArg(next++));
        continue;
      }
      BlockPointer ptr = lookup(init);
      for (unsigned i = 0; i < ptr.rank(); ++i)
        ptr.offsets[i] = newFor.getRegionIterArg(next++);
      mapping.map(oldArg, oldArg);
      pointers[oldArg] = ptr;
    }
    mapping.map(op.getInductionVar(), newFor.getInductionVar());
    b.setInsertionPointToStart(newFor.getBody());
    for (Operation &inner : *op.getBody())
      b.clone(inner, mapping);

    next = 0;
    for (auto [index, init] : llvm::enumerate(inits)) {
      Value oldResult = op.getResult(index);
      if (!isBlockPointer(init.getType())) {
        oldResult.replaceAllUsesWith(newFor.getResult(next++));
        continue;
      }
      BlockPointer ptr = lookup(init);
      for (unsigned i = 0; i < ptr.rank(); ++i)
        ptr.offsets[i] = newFor.getResult(next++);
      pointers[oldResult] = ptr;
    }
    TT_DEBUG(TT_DBGS() << describeOp(op) << ": block pointers carried as "
                       << "offsets by " << describeOp(newFor) << "\n");
    toErase.push_back(op);
    return newFor;
  }

  /// Rewrites `op`; returns the op whose regions are walked next (none for
  /// the ops replaced by straight-line code).
  Operation *rewrite(Operation *op) {
    OpBuilder b(op);
    if (auto make = dyn_cast<MakeTensorPtrOp>(op)) {
      rewriteMakeTensorPtr(b, make);
      return nullptr;
    }
    if (auto advance = dyn_cast<AdvanceOp>(op)) {
      rewriteAdvance(b, advance);
      return nullptr;
    }
    if (auto load = dyn_cast<LoadOp>(op)) {
      rewriteLoad(b, load);
      return nullptr;
    }
    if (auto store = dyn_cast<StoreOp>(op)) {
      rewriteStore(b, store);
      return nullptr;
    }
    if (auto ifOp = dyn_cast<scf::IfOp>(op))
      return rewriteIf(b, ifOp);
    bool usesBlockPointer =
        llvm::any_of(op->getOperandTypes(), isBlockPointer);
    if (!usesBlockPointer)
      return op;
    if (auto forOp = dyn_cast<scf::ForOp>(op))
      return rewriteFor(b, forOp);
    if (auto yield = dyn_cast<scf::YieldOp>(op)) {
      yield->setOperands(expand(yield.getOperands()));
      return nullptr;
    }
    if (isa<scf::SCFDialect>(op->getDialect()) ||
        op->getDialect()->getNamespace() == "cf") {
      op->emitError("block pointers are rewritten in scf.for and scf.if "
                    "only, not in this op");
      signalPassFailure();
    }
    return op;
  }

  void walk(Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Operation &inner : llvm::make_early_inc_range(block))
          if (Operation *next = rewrite(&inner))
            walk(next);
  }

public:
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    walk(getOperation());
    pointers.clear();
    for (Operation *op : llvm::reverse(toErase))
      op->erase();
    toErase.clear();
  }
};

} // namespace
