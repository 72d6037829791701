//===- InheritWGId.cpp - TXL's inherit-wg-id
//-------------------------------===//
//
// TXL marks the scf.if of each warp-group (or warp-level) branch with the
// warps it runs on; its lowering reads the mark from each op. This pass
// copies the marks down, as TXL's does: post-order over the scf.ifs, so
// an outer branch's marks override an inner one's.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TXLGPUToLLVM/Passes.h"

#include "mlir/IR/Builders.h"
#include "tt/Dialect/TXL/IR/WarpGroups.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Support/Debug.h"

#define DEBUG_TYPE "inherit-wg-id"

namespace mlir::triton {
#define GEN_PASS_DEF_INHERITWGID
#include "tt/Conversion/TXLGPUToLLVM/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

void setWarpGroup(Operation *op, int32_t group) {
  op->setAttr(txl::kWarpGroupIdAttr,
              IntegerAttr::get(IntegerType::get(op->getContext(), 32), group));
}

void setWarpIds(Operation *op, ArrayRef<int32_t> ids, bool inElse = false) {
  op->setAttr(inElse ? txl::kElseWarpIdsAttr : txl::kWarpIdsAttr,
              DenseI32ArrayAttr::get(op->getContext(), ids));
}

/// What `ttxg.wids` (or `ttxg.else.wids`) an op has, empty without
/// `ttxg.wids` (TXL reads the else list only next to it).
SmallVector<int32_t> ownWarpIds(Operation *op, bool inElse) {
  if (!op->hasAttr(txl::kWarpIdsAttr))
    return {};
  auto ids = op->getAttrOfType<DenseI32ArrayAttr>(inElse ? txl::kElseWarpIdsAttr
                                                         : txl::kWarpIdsAttr);
  return ids ? SmallVector<int32_t>(ids.asArrayRef()) : SmallVector<int32_t>();
}

/// Marks `op` and everything in it as running on warp group `group`.
LogicalResult markWarpGroup(Operation *op, int32_t group) {
  setWarpGroup(op, group);
  if (op->getNumRegions() == 0)
    return success();
  if (!isa<scf::IfOp, scf::ForOp, triton::ReduceOp>(op))
    return emitError(op->getLoc(), "inherit-wg-id: ")
           << op->getName()
           << " in a warp-group branch: only scf.if, scf.for and tt.reduce "
              "regions take the warp group (as TXL)";
  if (isa<triton::ReduceOp>(op)) {
    op->walk([&](Operation *inner) { setWarpGroup(inner, group); });
    return success();
  }
  for (Region &region : op->getRegions())
    for (Operation &inner : region.getOps())
      if (failed(markWarpGroup(&inner, group)))
        return failure();
  return success();
}

/// Marks `op` and everything in it as running on warps `ids`; an scf.if
/// with lists of its own keeps them for its regions.
LogicalResult markWarps(Operation *op, ArrayRef<int32_t> ids) {
  if (op->getNumRegions() == 0) {
    setWarpIds(op, ids);
    return success();
  }
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    SmallVector<int32_t> thenIds = ownWarpIds(op, false);
    SmallVector<int32_t> elseIds = ownWarpIds(op, true);
    if (thenIds.empty()) {
      setWarpIds(op, ids);
      thenIds.assign(ids.begin(), ids.end());
    }
    if (elseIds.empty()) {
      setWarpIds(op, ids, /*inElse=*/true);
      elseIds.assign(ids.begin(), ids.end());
    }
    for (Operation &inner : ifOp.getThenRegion().getOps())
      if (failed(markWarps(&inner, thenIds)))
        return failure();
    for (Operation &inner : ifOp.getElseRegion().getOps())
      if (failed(markWarps(&inner, elseIds)))
        return failure();
    return success();
  }
  if (!isa<scf::ForOp, triton::ReduceOp>(op))
    return emitError(op->getLoc(), "inherit-wg-id: ")
           << op->getName()
           << " in a warp branch: only scf.if, scf.for and tt.reduce regions "
              "take the warps (as TXL)";
  setWarpIds(op, ids);
  if (isa<triton::ReduceOp>(op)) {
    op->walk([&](Operation *inner) {
      if (inner != op)
        (void)markWarps(inner, ids);
    });
    return success();
  }
  for (Operation &inner : op->getRegion(0).getOps())
    if (failed(markWarps(&inner, ids)))
      return failure();
  return success();
}

LogicalResult inheritFromBranch(scf::IfOp ifOp) {
  if (auto group = ifOp->getAttrOfType<IntegerAttr>(txl::kWarpGroupIdAttr)) {
    TT_DEBUG(TT_DBGS() << "scf.if at " << ifOp.getLoc() << ": warp group "
                       << group.getInt() << " for its regions\n");
    for (Region &region : ifOp->getRegions())
      for (Operation &inner : region.getOps())
        if (failed(markWarpGroup(&inner, group.getInt())))
          return failure();
  }
  SmallVector<int32_t> thenIds = ownWarpIds(ifOp, false);
  SmallVector<int32_t> elseIds = ownWarpIds(ifOp, true);
  if (!thenIds.empty())
    for (Operation &inner : ifOp.getThenRegion().getOps())
      if (failed(markWarps(&inner, thenIds)))
        return failure();
  if (!elseIds.empty())
    for (Operation &inner : ifOp.getElseRegion().getOps())
      if (failed(markWarps(&inner, elseIds)))
        return failure();
  return success();
}

struct InheritWGId : public triton::impl::InheritWGIdBase<InheritWGId> {
  void runOnOperation() override {
    WalkResult result = getOperation().walk([](scf::IfOp ifOp) {
      return failed(inheritFromBranch(ifOp)) ? WalkResult::interrupt()
                                             : WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
