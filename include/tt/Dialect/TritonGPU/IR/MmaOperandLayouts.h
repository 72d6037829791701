//===- MmaOperandLayouts.h - NVIDIA MMA operand layouts ---------*- C++ -*-===//
//
// The pieces of NVIDIA's mma.sync/wgmma operand layouts that passes use
// without a dot_op encoding at hand: the order of an operand's dims, one MMA
// fragment as a linear layout, and the swizzled shared layout ldmatrix reads
// an operand from. (The dot_op encodings themselves are converted in
// LinearLayoutConversions.cpp, built from the same pieces.)
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TTG_IR_MMAOPERANDLAYOUTS_H
#define TT_DIALECT_TTG_IR_MMAOPERANDLAYOUTS_H

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayout.h"

namespace mlir::triton::gpu {

/// The dims of dot operand `opIdx` (0: A, 1: B) fastest first: K, then the
/// other matrix dim, then the batch dim (Triton's getOrderForDotOperand with
/// K contiguous).
SmallVector<unsigned> getDotOperandOrder(unsigned opIdx, unsigned rank);

/// One MMA fragment of `tileShape`: kWidth registers, then 4 lanes along
/// `order[0]`, 8 lanes along `order[1]`, then registers repeat down the tile
/// and across it. The output dims are listed in `repOrder` (Triton's
/// nvidiaMmaTile).
LinearLayout getNvidiaMmaTile(MLIRContext *context,
                              ArrayRef<unsigned> tileShape, unsigned kWidth,
                              ArrayRef<unsigned> order,
                              ArrayRef<unsigned> repOrder);

/// The swizzled shared layout ldmatrix reads operand `opIdx` of an Ampere or
/// Hopper MMA with `kWidth` elements per register from (Triton's
/// SwizzledSharedEncodingAttr builder from opIdx and kWidth): rows of one
/// 128-byte line of banks share a phase; `needTrans` computes it on the
/// shape before a transpose.
SwizzledSharedEncodingAttr
getSwizzledSharedForMmaOperand(MLIRContext *context, unsigned opIdx,
                               unsigned kWidth, ArrayRef<int64_t> shape,
                               ArrayRef<unsigned> order, CGAEncodingAttr cga,
                               unsigned elementBitWidth, bool needTrans);

/// When `type`'s layout (any distributed one, not only dot_op) holds its
/// elements as an MMA operand would, the shared layout that operand would be
/// read from; null otherwise (Triton's swizzleDotOperandLike). The lanes'
/// order tells which operand: K (their fastest dim) last is A, K first is B.
SwizzledSharedEncodingAttr getSwizzledSharedLikeMmaOperand(RankedTensorType type,
                                                           CGAEncodingAttr cga);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TTG_IR_MMAOPERANDLAYOUTS_H
