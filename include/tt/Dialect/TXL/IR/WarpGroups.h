//===- WarpGroups.h - The warps TXL runs an op on ---------------*- C++ -*-===//
//
// TXL marks the ops of a warp-group branch `ttxg.wgid = W` (and of a
// warp-level branch `ttxg.wids = [w, ...]`, `ttxg.else.wids` for its else
// region); `inherit-wg-id` passes the marks down to every op before the
// branches become a CFG. The lowering then counts an op's thread ids from
// the first thread of those warps.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TXL_IR_WARPGROUPS_H
#define TT_DIALECT_TXL_IR_WARPGROUPS_H

#include "mlir/IR/Operation.h"

#include <optional>

namespace mlir::triton::txl {

inline constexpr StringLiteral kWarpGroupIdAttr = "ttxg.wgid";
inline constexpr StringLiteral kWarpIdsAttr = "ttxg.wids";
inline constexpr StringLiteral kElseWarpIdsAttr = "ttxg.else.wids";
/// On a module whose warp groups TXL laid out.
inline constexpr StringLiteral kWarpGroupsSetAttr = "ttg.txl-warpgroups-set";

/// Whether `op` is in TXL's IR (its module has kWarpGroupsSetAttr).
bool isTXLModule(Operation *op);

/// The warp ids of the innermost of `op` and its parents that has them
/// (for an `scf.if`, those of the region `op` is in: `ttxg.else.wids` for
/// the else region, read only when `ttxg.wids` is there too, as TXL does).
SmallVector<int32_t> getWarpIds(Operation *op);

/// The warp group of the innermost of `op` and its parents that has one.
std::optional<int32_t> getWarpGroupId(Operation *op);

/// The first thread of the warps TXL runs `op` on, if it assigned any: the
/// first of its warp ids, else its warp group (of `numWarps` warps).
std::optional<int64_t> getExecutingThreadStart(Operation *op, int64_t numWarps,
                                               int64_t threadsPerWarp);

} // namespace mlir::triton::txl

#endif // TT_DIALECT_TXL_IR_WARPGROUPS_H
