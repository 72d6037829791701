//===- TMAUtilities.h - TMA descriptor facts --------------------*- C++ -*-===//
//
// What a TMA descriptor and its copies are made of, from a tensor
// descriptor's shared layout: the box one message moves, the tensormap's
// element type and swizzle codes, and the shared layout of an access.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TTNG_IR_TMAUTILITIES_H
#define TT_DIALECT_TTNG_IR_TMAUTILITIES_H

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

namespace mlir::triton::nvidia_gpu {

/// Bytes and alignment of a tensormap (CUtensorMap).
constexpr int kTMADescriptorBytes = 128;
constexpr int kTMADescriptorAlignment = 128;

/// Whether `encoding` is an NVMMA layout of fp4 values padded to bytes.
bool isFp4Padded(Attribute encoding);

/// The box one TMA message moves for a tile of `shapePerCTA` in `encoding`:
/// every dim at most 256, and the contiguous dim (dim 0 when transposed)
/// exactly the swizzle width, in elements (fp4Padded counts two a byte;
/// `packedSize` gives it back in bytes). Fails when the tile is narrower
/// than the swizzle.
FailureOr<SmallVector<int64_t>>
getTMABlockShape(gpu::NVMMASharedEncodingAttr encoding,
                 ArrayRef<int64_t> shapePerCTA, bool packedSize,
                 function_ref<InFlightDiagnostic()> emitError);

/// The tensormap's swizzle code (0 none, 1/2/3 for 32/64/128 bytes) for a
/// descriptor's block layout: NVMMA, or an unswizzled swizzled_shared.
FailureOr<int> getTMASwizzleMode(Attribute encoding,
                                 function_ref<InFlightDiagnostic()> emitError);

/// The tensormap's element type code (CUtensorMapDataType) for a block of
/// `elementType` in `encoding`.
FailureOr<int> getTMAElementType(Type elementType, Attribute encoding,
                                 function_ref<InFlightDiagnostic()> emitError);

/// The shared layout a TMA access of a `tensorType` tile through `desc`
/// reads or writes: the descriptor's block layout, its CGA layout (and a
/// swizzled layout's order) brought to the tile's rank when the access
/// drops leading unit dims. Only one-CTA layouts change rank.
FailureOr<Attribute>
getSharedEncodingOfAccess(RankedTensorType tensorType, TensorDescType desc,
                          function_ref<InFlightDiagnostic()> emitError);

/// The coordinates a TMA message takes for `indices` of a block in
/// `encoding`: an fp4-padded block is addressed in fp4 elements along its
/// contiguous dim, so the last index (counted in bytes) doubles.
SmallVector<Value> translateTMAIndices(OpBuilder &builder, Location loc,
                                       Attribute encoding, ValueRange indices);

/// Writes the tensormap of `make` into the global scratch buffer `scratch`
/// (`ttng.tensormap_create`): its box (the TMA block, fastest dim first),
/// global dims and byte strides in the same reversed order (the innermost
/// stride, 1, left out), unit element strides. Errors, prefixed with
/// `errorPrefix`, at `make`.
LogicalResult createTMADesc(Value scratch, MakeTensorDescOp make,
                            OpBuilder &builder, StringRef errorPrefix);

} // namespace mlir::triton::nvidia_gpu

#endif // TT_DIALECT_TTNG_IR_TMAUTILITIES_H
