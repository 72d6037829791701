//===- LoopAttributes.h - What tl.range writes on its scf.for -------------===//
//
// The discardable attributes the Python front end (tl.range options) and
// the passes after it put on `scf.for` loops, under Triton 3.6's names,
// shared by every pass that reads or writes them.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TRITON_IR_LOOPATTRIBUTES_H
#define TT_DIALECT_TRITON_IR_LOOPATTRIBUTES_H

#include "llvm/ADT/StringRef.h"

namespace mlir::triton {

/// `tl.range(..., num_stages=N)`: the loop's pipeline depth.
inline constexpr llvm::StringLiteral kNumStagesAttrName = "tt.num_stages";
/// `tl.range(..., warp_specialize=True)`.
inline constexpr llvm::StringLiteral kWarpSpecializeAttrName =
    "tt.warp_specialize";
/// `tl.range(..., disallow_acc_multi_buffer=True)`.
inline constexpr llvm::StringLiteral kDisallowAccMultiBufferAttrName =
    "tt.disallow_acc_multi_buffer";

} // namespace mlir::triton

#endif // TT_DIALECT_TRITON_IR_LOOPATTRIBUTES_H
