//===- TXLOps.td - TXL's txl ops ---------------------------*- tablegen -*-===//
#ifndef TT_DIALECT_TXL_IR_OPS_TD
#define TT_DIALECT_TXL_IR_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tt/Dialect/Triton/IR/TritonAttrDefs.td"
include "tt/Dialect/Triton/IR/TritonInterfaces.td"
include "tt/Dialect/Triton/IR/TritonTypes.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUAttrInterfaces.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUOpsBase.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUTypes.td"
include "tt/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUAttrDefs.td"
include "tt/Dialect/TXL/IR/TXLDialect.td"
include "tt/Dialect/TXL/IR/TXLEnums.td"

def TXL_SharedMemory : Resource<"::mlir::triton::txl::SharedMemory">;

class TXL_Op<string mnemonic, list<Trait> traits = []>
    : Op<TXL_Dialect, mnemonic,
         !listconcat(traits, [TensorSizeTrait, VerifyTensorLayoutsTrait])>;

//===----------------------------------------------------------------------===//
// Shared memory
//===----------------------------------------------------------------------===//

def TXL_SmemAllocOp : TXL_Op<"smem_alloc", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Allocate a shared-memory buffer of `numStages` stages";
  let description = [{
    `%buf = txl.smem_alloc {isMutable = true, numStages = 2 : i32} :
    tensor<2x64x64xf16>`: the buffer, as a tensor until TXL's passes turn it
    into a `ttg.local_alloc` (in `sharedEnc` when given).
  }];
  let arguments = (ins I32Attr:$numStages, BoolAttr:$isMutable,
                       OptionalAttr<SharedEncodingTrait>:$sharedEnc);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def TXL_SmemLoadOp : TXL_Op<"smem_load"> {
  let summary = "Load a shared-memory buffer into registers of `regType`";
  let arguments = (ins Arg<TT_Tensor, "", [MemRead]>:$src, TypeAttr:$regType,
                       DefaultValuedAttr<I32Attr, "-1">:$ctaId);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = [{$src attr-dict `:` type($src) `->` type($result) `(` $regType `)`}];
}

def TXL_SmemStoreOp : TXL_Op<"smem_store"> {
  let summary = "Store registers into a shared-memory buffer";
  let arguments = (ins TT_Tensor:$src, Arg<TT_Tensor, "", [MemWrite]>:$dst,
                       DefaultValuedAttr<I32Attr, "-1">:$ctaId);
  let assemblyFormat = "$src `,` $dst attr-dict `:` type($src) `,` type($dst)";
}

def TXL_RemoteSmemLoadOp : TXL_Op<"remote_smem_load"> {
  let summary = "Load another CTA's shared-memory buffer (distributed shared memory)";
  let arguments = (ins Arg<TT_Tensor, "", [MemRead]>:$src, I32:$ctaId,
                       TypeAttr:$regType);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = [{$src `,` $ctaId attr-dict `:` type($src) `,` type($ctaId) `->` type($result) `(` $regType `)`}];
}

def TXL_RemoteSmemStoreOp : TXL_Op<"remote_smem_store"> {
  let summary = "Store into another CTA's shared-memory buffer";
  let arguments = (ins TT_Tensor:$src, Arg<TT_Tensor, "", [MemWrite]>:$dst,
                       I32:$ctaId);
  let assemblyFormat = "$src `,` $dst `,` $ctaId attr-dict `:` type($src) `,` type($dst) `,` type($ctaId)";
}

def TXL_FragSmemLoadOp : TXL_Op<"frag_smem_load", [AttrSizedOperandSegments]> {
  let summary = "Load the thread's fragment of a shared-memory buffer";
  let description = [{
    Each thread loads the elements of `regType`'s layout it holds
    (`fullLayout`: the whole buffer in that layout), `other` where `pred` is
    false.
  }];
  let arguments = (ins Arg<TT_Tensor, "", [MemRead]>:$src,
                       Optional<TT_Type>:$other, Optional<I1>:$pred,
                       TypeAttr:$regType, BoolAttr:$fullLayout,
                       DefaultValuedAttr<I32Attr, "-1">:$ctaId);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = [{
    $src (`other` $other^)? (`pred` $pred^)? attr-dict `:`
    functional-type(operands, $result) `(` $regType `)`
  }];
}

def TXL_FragSmemStoreOp : TXL_Op<"frag_smem_store", [AttrSizedOperandSegments]> {
  let summary = "Store the thread's fragment into a shared-memory buffer";
  let arguments = (ins TT_Tensor:$src, Arg<TT_Tensor, "", [MemWrite]>:$dst,
                       Optional<TT_Tensor>:$mbar, Optional<I1>:$pred,
                       TypeAttr:$regType,
                       DefaultValuedAttr<I32Attr, "-1">:$ctaId);
  let assemblyFormat = [{
    $src `,` $dst (`mbar` $mbar^)? (`pred` $pred^)? attr-dict `:`
    type($src) `(` $regType `)` `,` type($dst) (`,` type($mbar)^)?
    (`,` type($pred)^)?
  }];
}

def TXL_SmemIndexOp : TXL_Op<"smem_index", [Pure, TTG_MemDescViewTrait]> {
  let summary = "Stage `index` of a multi-stage shared-memory buffer";
  let arguments = (ins TT_Tensor:$src, I32:$index);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = [{$src `[` $index `]` attr-dict `:` qualified(type($src)) `->` qualified(type($result))}];
}

def TXL_SmemSubsliceOp : TXL_Op<"smem_subslice", [Pure, TTG_MemDescViewTrait]> {
  let summary = "A `shape` window of a shared-memory buffer at `offsets`";
  let arguments = (ins TT_Tensor:$src, DenseI64ArrayAttr:$shape,
                       DenseI32ArrayAttr:$offsets);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))";
}

def TXL_SmemTransOp : TXL_Op<"smem_trans", [Pure, TTG_MemDescViewTrait,
                                            SameOperandsAndResultElementType]> {
  let summary = "A shared-memory buffer's dims permuted by `order`";
  let arguments = (ins TT_Tensor:$src, DenseI32ArrayAttr:$order);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))";
}

def TXL_SmemReshapeOp : TXL_Op<"smem_reshape", [Pure, TTG_MemDescViewTrait,
                                                SameOperandsAndResultElementType]> {
  let summary = "A shared-memory buffer viewed in another `shape`";
  let arguments = (ins TT_Tensor:$src, DenseI64ArrayAttr:$shape);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))";
}

def TXL_GetBufferOp : TXL_Op<"get_buffer", [Pure,
    TypesMatchWith<"src type matches result type", "src", "result", "$_self">]> {
  let summary = "Stage `index` of a buffer (or barrier array) of several stages";
  let arguments = (ins TT_Tensor:$src, I32:$index);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = "$src `,` $index attr-dict `:` functional-type(operands, $result)";
}

//===----------------------------------------------------------------------===//
// Tensor memory
//===----------------------------------------------------------------------===//

def TXL_TmemAllocOp : TXL_Op<"tmem_allocx", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Allocate a tensor-memory buffer of `numStages` stages (sm100)";
  let arguments = (ins I32Attr:$numStages, BoolAttr:$isMutable,
                       OptionalAttr<TTNG_TensorMemoryEncodingAttr>:$sharedEnc,
                       OptionalAttr<DistributedEncodingTrait>:$distributedEnc);
  let results = (outs TTG_TensorOrMemDesc:$result);
  let assemblyFormat = "attr-dict `:` functional-type(operands, results)";
}

def TXL_TmemLoadOp : TXL_Op<"tmem_loadx"> {
  let summary = "Load a tensor-memory buffer into registers of `regType`";
  let arguments = (ins Arg<TTG_TensorOrMemDesc, "", [MemRead]>:$src,
                       TypeAttr:$regType,
                       DefaultValuedAttr<I32Attr, "-1">:$ctaId);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = [{$src attr-dict `:` type($src) `->` type($result) `(` $regType `)`}];
}

def TXL_TmemStoreOp : TXL_Op<"tmem_storex"> {
  let summary = "Store registers into a tensor-memory buffer";
  let arguments = (ins TT_Tensor:$src,
                       Arg<TTG_TensorOrMemDesc, "", [MemWrite]>:$dst,
                       DefaultValuedAttr<I32Attr, "-1">:$ctaId);
  let assemblyFormat = "$src `,` $dst attr-dict `:` type($src) `,` type($dst)";
}

def TXL_RelayoutOp : TXL_Op<"relayout", [Pure]> {
  let summary = "A register tensor in the layout of `regType`";
  let arguments = (ins TT_Tensor:$src, TypeAttr:$regType);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result) `(` $regType `)`";
}

//===----------------------------------------------------------------------===//
// mbarriers
//===----------------------------------------------------------------------===//

def TXL_MbarAllocOp : TXL_Op<"mbar_alloc", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Allocate `numStages` mbarriers, each expecting `arrCount` arrivals";
  let arguments = (ins I32Attr:$arrCount, DefaultValuedAttr<I32Attr, "1">:$numStages);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def TXL_MbarExpectOp : TXL_Op<"mbar_expect", [MemoryEffects<[MemWrite<TXL_SharedMemory>]>]> {
  let summary = "Expect `expectCount` bytes on an mbarrier (mbarrier.expect_tx)";
  let arguments = (ins TT_Tensor:$mbar, I1:$pred, I32Attr:$expectCount);
  let assemblyFormat = "$mbar `,` $pred attr-dict `:` type($mbar) `,` type($pred)";
}

def TXL_MbarWaitOp : TXL_Op<"mbar_wait", [MemoryEffects<[MemRead<TXL_SharedMemory>, MemWrite<TXL_SharedMemory>]>]> {
  let summary = "Wait for an mbarrier's `phase` to complete (mbarrier.try_wait.parity)";
  let arguments = (ins TT_Tensor:$mbar, I32:$phase);
  let assemblyFormat = "$mbar `,` $phase attr-dict `:` type($mbar) `,` type($phase)";
}

def TXL_MbarArriveOp : TXL_Op<"mbar_arrive", [AttrSizedOperandSegments,
    MemoryEffects<[MemWrite<TXL_SharedMemory>]>]> {
  let summary = "Arrive at an mbarrier (mbarrier.arrive)";
  let description = [{
    One arrival of each thread where `pred` holds, on the CTA's barrier or,
    with `remoteCtaId`, on that CTA's in the cluster. A non-zero `txCount`
    also expects that many bytes (mbarrier.arrive.expect_tx);
    `trackAsyncOp` arrives when the thread's cp.async copies land
    (cp.async.mbarrier.arrive.noinc). The operands print as one list, so
    the attribute dictionary keeps `operandSegmentSizes`, as TXL's dumps
    show:

    ```mlir
    txl.mbar_arrive %bar, %true {operandSegmentSizes = array<i32: 1, 1, 0>, trackAsyncOp = false} : !ttg.memdesc<1xi64, #shared1, #smem, mutable, 1x1>, i1
    ```
  }];
  let arguments = (ins TTG_TensorOrMemDesc:$mbarrier, Optional<I1>:$pred,
                       Optional<I32>:$remoteCtaId, I1Attr:$trackAsyncOp,
                       DefaultValuedAttr<I32Attr, "0">:$txCount);
  let assemblyFormat = "operands attr-dict `:` type(operands)";
}

//===----------------------------------------------------------------------===//
// Waits, fences, named barriers, warp groups
//===----------------------------------------------------------------------===//

def TXL_WGDotWaitOp : TXL_Op<"dot_wait", [MemoryEffects<[MemWrite]>]> {
  let summary = "Wait until at most `pendings` wgmma groups are in flight";
  let arguments = (ins I32Attr:$pendings);
  let assemblyFormat = "attr-dict";
}

def TXL_FenceProxyAsyncOp : TXL_Op<"fence_proxy_async", [MemoryEffects<[MemWrite]>]> {
  let summary = "Order generic-proxy shared-memory writes before async-proxy reads";
  let assemblyFormat = "attr-dict";
}

def TXL_NamedBarrierArriveOp : TXL_Op<"barrier_arrive", [MemoryEffects<[MemWrite]>]> {
  let summary = "Arrive at named barrier `bar` of `numThreads` threads";
  let arguments = (ins I32Attr:$bar, I32Attr:$numThreads);
  let assemblyFormat = "attr-dict";
}

def TXL_NamedBarrierWaitOp : TXL_Op<"barrier_wait", [MemoryEffects<[MemWrite]>]> {
  let summary = "Wait at named barrier `bar` of `numThreads` threads";
  let arguments = (ins I32Attr:$bar, I32Attr:$numThreads);
  let assemblyFormat = "attr-dict";
}

def TXL_IsWarpgroupOp : TXL_Op<"is_warpgroup"> {
  let summary = "Whether the thread's warp group is one of `ids`";
  let arguments = (ins DenseI32ArrayAttr:$ids);
  let results = (outs I1:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def TXL_IsWarpOp : TXL_Op<"is_warp"> {
  let summary = "Whether the thread's warp is one of `ids`";
  let arguments = (ins DenseI32ArrayAttr:$ids);
  let results = (outs I1:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

//===----------------------------------------------------------------------===//
// Copies
//===----------------------------------------------------------------------===//

def TXL_TmaLoadOp : TXL_Op<"tma_load", [MemoryEffects<[MemWrite<TXL_SharedMemory>]>]> {
  let summary = "TMA copy of a descriptor's block into a buffer, on an mbarrier";
  let arguments = (ins TT_Tensor:$src, TT_Tensor:$mbar, TT_TensorDescType:$desc,
                       Variadic<I32>:$indices,
                       DefaultValuedAttr<TXL_CacheModifierXAttr, "::mlir::triton::txl::CacheModifierX::NONE">:$cache,
                       DefaultValuedAttr<TXL_EvictionPolicyXAttr, "::mlir::triton::txl::EvictionPolicyX::NORMAL">:$evict,
                       DefaultValuedAttr<I32Attr, "-1">:$contiguity);
  let assemblyFormat = [{
    $src `,` $mbar `,` $desc `[` $indices `]`
    oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)
    attr-dict `:` type($src) `,` type($mbar) `,` qualified(type($desc))
  }];
}

def TXL_TmaStoreOp : TXL_Op<"tma_store", [MemoryEffects<[MemWrite]>]> {
  let summary = "TMA copy of a buffer to a descriptor's block";
  let arguments = (ins TT_Tensor:$src, TT_TensorDescType:$desc,
                       Variadic<I32>:$indices);
  let assemblyFormat = [{
    $src `,` $desc `[` $indices `]` attr-dict `:` qualified(type($desc)) `,` type($src)
  }];
}

def TXL_TmaStoreWaitOp : TXL_Op<"tma_store_wait", [MemoryEffects<[MemWrite]>]> {
  let summary = "Wait until at most `pendings` TMA stores still read their buffers";
  let arguments = (ins I32Attr:$pendings);
  let assemblyFormat = "attr-dict";
}

def TXL_TmaGatherOp : TXL_Op<"tma_gather", [MemoryEffects<[MemRead]>]> {
  let summary = "TMA gather of rows `x_offsets` at column `y_offset` into a buffer";
  let arguments = (ins TT_Tensor:$src, TT_Tensor:$mbar, TT_TensorDescType:$desc,
                       RankedTensorOf<[I32]>:$x_offsets, I32:$y_offset);
  let assemblyFormat = [{
    $src `,` $mbar `,` $desc `[` $x_offsets `,` $y_offset `]`
    attr-dict `:` functional-type(operands, results)
  }];
}

def TXL_AsyncLoadOp : TXL_Op<"async_load", [AttrSizedOperandSegments,
    MemoryEffects<[MemWrite]>,
    TypesMatchWith<"infer mask type from src type", "src", "mask",
                   "::mlir::triton::getI1SameShape($_self)",
                   "($_op.getOperands().size() <= 3) || std::equal_to<>()">,
    TypesMatchWith<"infer other type from src type", "src", "other",
                   "::mlir::triton::getPointeeType($_self)",
                   "($_op.getOperands().size() <= 4) || std::equal_to<>()">]> {
  let summary = "cp.async copy of global memory into a buffer";
  let description = [{
    `tt.load`'s operands, into the buffer `src` instead of registers; the
    result is the copy's token. A mask known to be all true is dropped, one
    known all false gives `other` (canonicalization, as TXL's).
  }];
  let arguments = (ins TT_Tensor:$src, AnyTypeOf<[TT_PtrLike, TT_TensorPtr]>:$ptr,
                       Optional<RankedTensorOf<[I1]>>:$mask, Optional<TT_Type>:$other,
                       DefaultValuedAttr<DenseI32ArrayAttr, "::llvm::ArrayRef<int32_t>{}">:$boundaryCheck,
                       OptionalAttr<TXL_PaddingOptionXAttr>:$padding,
                       DefaultValuedAttr<TXL_CacheModifierXAttr, "::mlir::triton::txl::CacheModifierX::NONE">:$cache,
                       DefaultValuedAttr<TXL_EvictionPolicyXAttr, "::mlir::triton::txl::EvictionPolicyX::NORMAL">:$evict,
                       DefaultValuedAttr<BoolAttr, "false">:$isVolatile,
                       DefaultValuedAttr<I32Attr, "-1">:$contiguity);
  let results = (outs TT_Tensor:$token);
  let assemblyFormat = [{
    $src `,` $ptr (`mask` $mask^)? (`other` $other^)?
    oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)
    attr-dict `:` functional-type(operands, results)
  }];
  let hasCanonicalizer = 1;
}

def TXL_AsyncLoadWaitOp : TXL_Op<"async_load_wait", [MemoryEffects<[MemWrite]>]> {
  let summary = "Wait until at most `num` cp.async groups are in flight";
  let arguments = (ins I32Attr:$num);
  let results = (outs TT_Tensor:$retToken);
  let assemblyFormat = "attr-dict `:` functional-type(operands, results)";
}

//===----------------------------------------------------------------------===//
// Dots
//===----------------------------------------------------------------------===//

def TXL_DotXOp : TXL_Op<"dotx", [AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    TypesMatchWith<"result's type matches accumulator's type", "d", "c", "$_self">]> {
  let summary = "d = a * b + c on tensor cores, issued and waited for explicitly";
  let description = [{
    `tt.dot` with TXL's controls: `useD` (false: ignore `c`), `pred`, the
    mbarriers it arrives at when done (`barriers`, each under its
    predicate), `is_async` and `two_ctas`. The result has the accumulator's
    type; A's and B's element types have the same width and their
    encodings fit the accumulator's.
  }];
  let arguments = (ins TT_FpIntTensor:$a, TT_FpIntTensor:$b, TT_FpIntTensor:$c,
                       Optional<I1>:$useD, Optional<I1>:$pred,
                       Variadic<TTG_TensorOrMemDesc>:$barriers,
                       Variadic<I1>:$barrier_preds,
                       UnitAttr:$is_async, UnitAttr:$two_ctas,
                       DefaultValuedAttr<TT_InputPrecisionAttr, "::mlir::triton::InputPrecision::IEEE">:$inputPrecision,
                       DefaultValuedAttr<I32Attr, "0">:$maxNumImpreciseAcc);
  let results = (outs TT_FpIntTensor:$d);
  let assemblyFormat = [{
    $a `,` $b `,` $c (`useD` $useD^)? (`pred` $pred^)?
    custom<BarriersAndPreds>($barriers, $barrier_preds)
    (`,` `inputPrecision` `=` $inputPrecision^)? attr-dict `:`
    type($a) `*` type($b) type($barriers) `->` type($d)
    (`useD` type($useD)^)? (`pred` type($pred)^)?
  }];
  let hasVerifier = 1;
}

#endif // TT_DIALECT_TXL_IR_OPS_TD
