//===- WarpGroups.cpp - The warps TXL runs an op on -----------------------===//
#include "tt/Dialect/TXL/IR/WarpGroups.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlir::triton;

/// `ttxg.wids` (or, with `inElse`, `ttxg.else.wids`) of `op`; empty without
/// `ttxg.wids`.
static SmallVector<int32_t> warpIdsOf(Operation *op, bool inElse) {
  if (!op->hasAttr(txl::kWarpIdsAttr))
    return {};
  auto ids = op->getAttrOfType<DenseI32ArrayAttr>(inElse ? txl::kElseWarpIdsAttr
                                                         : txl::kWarpIdsAttr);
  if (!ids)
    return {};
  return SmallVector<int32_t>(ids.asArrayRef());
}

bool txl::isTXLModule(Operation *op) {
  auto module =
      isa<ModuleOp>(op) ? cast<ModuleOp>(op) : op->getParentOfType<ModuleOp>();
  return module && module->hasAttr(kWarpGroupsSetAttr);
}

SmallVector<int32_t> txl::getWarpIds(Operation *op) {
  for (Operation *current = op; current; current = current->getParentOp()) {
    bool inElse = false;
    if (auto ifOp = dyn_cast<scf::IfOp>(current); ifOp && current != op)
      inElse = !ifOp.getElseRegion().empty() &&
               ifOp.getElseRegion().isAncestor(op->getParentRegion());
    SmallVector<int32_t> ids = warpIdsOf(current, inElse);
    if (!ids.empty())
      return ids;
  }
  return {};
}

std::optional<int32_t> txl::getWarpGroupId(Operation *op) {
  for (Operation *current = op; current; current = current->getParentOp())
    if (auto id = current->getAttrOfType<IntegerAttr>(kWarpGroupIdAttr))
      return id.getInt();
  return std::nullopt;
}

std::optional<int64_t> txl::getExecutingThreadStart(Operation *op,
                                                    int64_t numWarps,
                                                    int64_t threadsPerWarp) {
  if (!op)
    return std::nullopt;
  SmallVector<int32_t> warps = getWarpIds(op);
  if (!warps.empty())
    return int64_t(warps.front()) * threadsPerWarp;
  if (std::optional<int32_t> group = getWarpGroupId(op))
    return int64_t(*group) * numWarps * threadsPerWarp;
  return std::nullopt;
}
