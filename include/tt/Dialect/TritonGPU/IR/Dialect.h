//===- Dialect.h - The TritonGPU (ttg) dialect ------------------*- C++ -*-===//
#ifndef TT_DIALECT_TTG_IR_DIALECT_H
#define TT_DIALECT_TTG_IR_DIALECT_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayout.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tt/Dialect/TritonGPU/IR/CGAAttr.h.inc"

#include "tt/Dialect/TritonGPU/IR/AttrInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tt/Dialect/TritonGPU/IR/AttrDefs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tt/Dialect/TritonGPU/IR/Types.h.inc"

namespace mlir::triton::gpu {

/// How many lanes per warp, warps per CTA and CTAs per CGA a layout spans.
/// Shared layouts only know their CTAs; their lane and warp counts are unset.
struct LayoutExtent {
  std::optional<int64_t> threadsPerWarp;
  std::optional<int64_t> warpsPerCTA;
  int64_t numCTAs = 1;
};

/// The extent of any ttg layout, or nullopt for an attribute that is not one
/// (or a dot operand of a non-ttg parent).
std::optional<LayoutExtent> getLayoutExtent(Attribute layout);

/// Checks that `layout` spans as many lanes, warps and CTAs as the context of
/// `op` runs (`ttg.threads-per-warp`, `ttg.num-warps` or the warp-specialize
/// partition's `num_warps`, `ttg.num-ctas`).
LogicalResult verifyLayoutInContext(Attribute layout, Operation *op,
                                    function_ref<InFlightDiagnostic()> emitError);

/// The warps that run `op`: the `num_warps` of the warp-specialize
/// partition it is in, else the nearest `ttg.num-warps`.
std::optional<int64_t> lookupNumWarps(Operation *op);

/// The lanes per warp of the module around `op` (`ttg.threads-per-warp`,
/// 32 when absent).
int64_t lookupThreadsPerWarp(Operation *op);

/// The CTAs per CGA of the module around `op` (`ttg.num-ctas`, 1 when
/// absent).
int64_t lookupNumCTAs(Operation *op);
/// The NVIDIA compute capability of the module's `ttg.target` ("cuda:90"
/// -> 90); an error on the module when it has none or another target.
FailureOr<int> getNVIDIAComputeCapability(ModuleOp module);

/// getNVIDIAComputeCapability without the error: none where it fails.
std::optional<int> findNVIDIAComputeCapability(ModuleOp module);

/// The capability of a `ttg.target` value ("cuda:90" -> 90); none for other
/// targets.
std::optional<int> parseNVIDIAComputeCapability(StringRef target);

/// Checks that `target` is a `ttg.target` Triton writes: "cuda:<compute
/// capability>" ("cuda:90") or "hip:<gfx architecture>" ("hip:gfx942").
LogicalResult verifyTarget(StringRef target,
                           function_ref<InFlightDiagnostic()> emitError);

/// The CGA layout of a TTGIR tensor layout.
CGAEncodingAttr getCGALayout(Attribute layout);

/// The part of a tensor of `shape` that one CTA holds when `cga` splits it.
SmallVector<int64_t> getShapePerCTA(CGAEncodingAttr cga,
                                    ArrayRef<int64_t> shape);

/// The CGA layout Triton gives a blocked layout of `shape` over `numCTAs`
/// CTAs: CTAs spread from the slowest dim of `order` to the fastest, each dim
/// taking at most the tiles it has; CTAs left over repeat along the last dim.
CGAEncodingAttr getDefaultCGALayout(MLIRContext *context,
                                    ArrayRef<int64_t> shape,
                                    ArrayRef<unsigned> sizePerThread,
                                    ArrayRef<unsigned> order, unsigned numCTAs);

/// `BlockedEncodingAttr::get` from a shape, with the CGA layout of
/// `getDefaultCGALayout`.
BlockedEncodingAttr getBlockedEncoding(MLIRContext *context,
                                       ArrayRef<int64_t> shape,
                                       ArrayRef<unsigned> sizePerThread,
                                       ArrayRef<unsigned> order,
                                       unsigned numWarps,
                                       unsigned threadsPerWarp,
                                       unsigned numCTAs);

/// Triton's default layout of a tensor of `shape`: one element per thread,
/// row-major order (`getDefaultBlockedEncoding` in Triton).
BlockedEncodingAttr getDefaultBlockedEncoding(MLIRContext *context,
                                              ArrayRef<int64_t> shape,
                                              unsigned numWarps,
                                              unsigned threadsPerWarp,
                                              unsigned numCTAs);

/// `cga` with a new dim of size 1 at `axis`.
CGAEncodingAttr insertCGADim(CGAEncodingAttr cga, unsigned axis);
/// `cga` without dim `axis`.
CGAEncodingAttr eraseCGADim(CGAEncodingAttr cga, unsigned axis);
/// `cga` with its dims permuted: result dim i is dim `order[i]` of `cga`.
CGAEncodingAttr permuteCGADims(CGAEncodingAttr cga, ArrayRef<int32_t> order);

/// The blocked layout a tt.reshape of `src` to `dstShape` gets when it can
/// keep every element in its thread, warp and CTA (Triton's legacy rule), or
/// null: then the result is the reshaped linear layout.
BlockedEncodingAttr inferReshapeBlockedEncoding(ArrayRef<int64_t> srcShape,
                                                BlockedEncodingAttr src,
                                                ArrayRef<int64_t> dstShape);

/// Whether a reshape (a view) from `src` to `dst` moves data between
/// threads: it is free only when each thread keeps as many elements and the
/// same hardware bits hold copies (broadcasts) in both layouts.
bool isExpensiveView(RankedTensorType src, RankedTensorType dst);
/// Whether a tt.cat in `targetEncoding` would have fewer elements per thread
/// than it has: it then goes through shared memory anyway.
bool isExpensiveCat(CatOp cat, Attribute targetEncoding);


/// The swizzled shared layout Triton stages a dot operand of `dotOperand`
/// in (`SwizzledSharedEncodingAttr::get` from a dot operand): for an Ampere
/// or Hopper MMA parent the swizzle of its ldmatrix tiles, computed on the
/// shape before a transpose when `needTrans`; no swizzle for FMA (blocked)
/// parents; for an AMD MFMA parent its bank swizzle when K is innermost.
/// Null for AMD WMMA parents, whose rule is not implemented.
SwizzledSharedEncodingAttr
getSwizzledSharedForDotOperand(DotOperandEncodingAttr dotOperand,
                               ArrayRef<int64_t> shape,
                               ArrayRef<unsigned> order, CGAEncodingAttr cga,
                               Type elementType, bool needTrans);

/// `layout` (with dims dim0..dimN-1) viewed with `shape`: elements keep
/// their row-major position (Triton's `reshapeLayout`).
LinearLayout reshapeLayout(MLIRContext *context, const LinearLayout &layout,
                           ArrayRef<int64_t> shape);

/// The encoding of a memdesc_reshape of `srcShape` in `srcEncoding` (a
/// shared encoding of one CTA) to `dstShape`: nvmma_shared where it keeps the
/// placement (inferReshapedNVMMAEncoding), else a shared_linear layout of the
/// reshaped linear layout with the source's alignment (Triton 3.6's
/// fallback); null where the source has no linear layout.
Attribute inferSharedReshapeEncoding(ArrayRef<int64_t> srcShape,
                                     Attribute srcEncoding,
                                     ArrayRef<int64_t> dstShape);

/// The nvmma_shared encoding of a memdesc_reshape of a one-CTA tile of
/// `srcShape` in `srcEncoding` to `dstShape`, when the reshape keeps the
/// contiguous dim and the element placement; null otherwise (Triton then
/// falls back to a shared_linear encoding).
NVMMASharedEncodingAttr
inferReshapedNVMMAEncoding(ArrayRef<int64_t> srcShape,
                           NVMMASharedEncodingAttr srcEncoding,
                           ArrayRef<int64_t> dstShape);

/// Whether the first `numElements` offsets of shared memdesc `type` hold
/// its innermost elements in row-major order (`isInnermostContiguous`).
bool isInnermostContiguous(MemDescType type, unsigned numElements);

/// The ttg dialect's DialectInferLayoutInterface (LayoutInference.cpp).
std::unique_ptr<DialectInterface> createInferLayoutInterface(Dialect *dialect);

} // namespace mlir::triton::gpu

#include "tt/Dialect/TritonGPU/IR/Traits.h"

#define GET_OP_CLASSES
#include "tt/Dialect/TritonGPU/IR/Ops.h.inc"

#endif // TT_DIALECT_TTG_IR_DIALECT_H
