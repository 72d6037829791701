#ifndef TT_DIALECT_TTG_IR_OPS_TD
#define TT_DIALECT_TTG_IR_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tt/Dialect/Triton/IR/TritonAttrDefs.td"
include "tt/Dialect/Triton/IR/TritonInterfaces.td"
include "tt/Dialect/Triton/IR/TritonTypes.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUDialect.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUOpsBase.td"

class TTG_Op<string mnemonic, list<Trait> traits = []>
    : Op<TritonGPU_Dialect, mnemonic,
         !listconcat(traits, [VerifyTensorLayoutsTrait, VerifyMemDescLayoutsTrait])>;

//===----------------------------------------------------------------------===//
// Layout conversion
//===----------------------------------------------------------------------===//

def TTG_ConvertLayoutOp : TTG_Op<"convert_layout", [
    SameOperandsAndResultShape, SameOperandsAndResultElementType, Pure]> {
  let summary = "Move a register tensor to another distributed layout";
  let description = [{
    Same values, new encoding. Canonicalization folds chains of conversions
    and rematerializes cheap producers (splat, make_range, splat constants,
    local_load) directly in the target layout.
  }];
  let arguments = (ins TT_Tensor:$src);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  // No folder, as in Triton: a conversion to its own type goes away in
  // canonicalization only, not in every greedy rewrite (-tritongpu-F32DotTC
  // must keep them).
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Asynchronous copies
//===----------------------------------------------------------------------===//

def TTG_AsyncCopyGlobalToLocalOp : TTG_Op<"async_copy_global_to_local", [
    AttrSizedOperandSegments,
    OptionalTypesMatchWith<"mask has the shape of src", "src", "mask",
                           "::mlir::triton::getI1SameShape($_self)">,
    OptionalTypesMatchWith<"other has the pointee type of src", "src", "other",
                           "::mlir::triton::getPointeeType($_self)">]> {
  let summary = "cp.async copy of a tensor of pointers into shared memory";
  let description = [{
    Like `tt.load`, but the data lands in the shared-memory buffer `$result`.
    The copy must be committed with `ttg.async_commit_group` and waited on
    with `ttg.async_wait`. `contiguity` is the number of elements a thread may
    copy with one vector instruction. The result memdesc type prints without
    its `!ttg.memdesc` prefix, as in Triton.
  }];
  let arguments = (ins
    Arg<TT_PtrTensor, "", [MemRead<TT_GlobalMemory>]>:$src,
    Arg<TTG_MemDescType, "", [MemWrite<TTG_SharedMemory>]>:$result,
    Optional<TT_BoolTensor>:$mask,
    Optional<TT_Type>:$other,
    DefaultValuedAttr<TT_CacheModifierAttr, "::mlir::triton::CacheModifier::NONE">:$cache,
    DefaultValuedAttr<TT_EvictionPolicyAttr, "::mlir::triton::EvictionPolicy::NORMAL">:$evict,
    DefaultValuedAttr<BoolAttr, "false">:$isVolatile,
    DefaultValuedAttr<I32Attr, "1">:$contiguity);
  let results = (outs TTG_AsyncToken:$token);
  let assemblyFormat = [{
    $src `,` $result (`mask` $mask^)? (`other` $other^)?
    oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)
    attr-dict `:` type($src) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TTG_AsyncCommitGroupOp : TTG_Op<"async_commit_group"> {
  let summary = "Close the current group of asynchronous copies";
  let description = [{
    The returned token names the group for `ttg.async_wait`.
  }];
  let arguments = (ins Variadic<TTG_AsyncToken>:$inputTokens);
  let results = (outs TTG_AsyncToken:$asyncToken);
  let assemblyFormat = "(`tokens` $inputTokens^)? attr-dict";
}

def TTG_AsyncWaitOp : TTG_Op<"async_wait", [TTG_MemWaitOpTrait]> {
  let summary = "Wait until at most `num` async copy groups are outstanding";
  let description = [{
    Does not synchronize the threads of the CTA; `ttg.local_barrier` does.
  }];
  let arguments = (ins Variadic<TTG_AsyncToken>:$asyncToken, I32Attr:$num);
  let results = (outs TTG_AsyncToken:$retToken);
  let assemblyFormat = "($asyncToken^)? attr-dict";
}

//===----------------------------------------------------------------------===//
// Shared memory
//===----------------------------------------------------------------------===//

def TTG_LocalAllocOp : TTG_Op<"local_alloc", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Allocate a shared-memory buffer";
  let description = [{
    Optionally initialized from the register tensor `$src`; without it the
    buffer must be mutable. Deallocation (`ttg.local_dealloc`) is optional.
  }];
  let arguments = (ins Optional<TT_Tensor>:$src, OptionalAttr<I32Attr>:$alignment);
  let results = (outs TTG_MemDescType:$result);
  let assemblyFormat = "($src^)? attr-dict `:` functional-type(operands, results)";
  let hasFolder = 1;
  let hasVerifier = 1;
}

def TTG_LocalDeallocOp : TTG_Op<"local_dealloc"> {
  let summary = "Free a shared-memory buffer";
  let description = [{
    Using the buffer afterwards is undefined. Without it a buffer dies at the
    first point that post-dominates its uses.
  }];
  let arguments = (ins Arg<TTG_MemDescType, "", [MemFree<TTG_SharedMemory>]>:$src);
  let assemblyFormat = "$src attr-dict `:` qualified(type($src))";
}

def TTG_LocalLoadOp : TTG_Op<"local_load", [TTG_LocalLoadTrait]> {
  let summary = "Load a shared-memory buffer into a register tensor";
  let description = [{
    The optional `token` orders the load after the asynchronous copies it
    depends on.
  }];
  let arguments = (ins Arg<TTG_MemDescType, "", [MemRead<TTG_SharedMemory>]>:$src,
                       Optional<TTG_AsyncToken>:$token);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = [{
    $src (`token` $token^)? attr-dict `:` qualified(type($src)) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TTG_LocalStoreOp : TTG_Op<"local_store"> {
  let summary = "Store a register tensor into a shared-memory buffer";
  let description = [{
    The buffer must be mutable and have the tensor's shape and element type.
  }];
  let arguments = (ins TT_Tensor:$src,
                       Arg<TTG_MemDescType, "", [MemWrite<TTG_SharedMemory>]>:$dst);
  let assemblyFormat = [{
    $src `,` $dst attr-dict `:` type($src) `->` qualified(type($dst))
  }];
  let hasVerifier = 1;
}

def TTG_LocalBarrierOp : TTG_Op<"local_barrier", [
    MemoryEffects<[MemRead<TTG_SharedMemory>, MemWrite<TTG_SharedMemory>]>]> {
  let summary = "CTA-wide barrier ordering shared-memory accesses";
  let description = [{
    All threads of the CTA wait here, and their earlier shared-memory
    accesses become visible to one another.
  }];
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Memory descriptor views
//===----------------------------------------------------------------------===//

def TTG_MemDescIndexOp : TTG_Op<"memdesc_index", [Pure, TTG_MemDescViewTrait]> {
  let summary = "View buffer `index` of a multi-buffered descriptor";
  let description = [{
    Drops the leading dimension: `src[index]`. Source and result must not be
    subviews (their allocation shape equals their shape).
  }];
  let arguments = (ins TTG_MemDescType:$src, I32:$index);
  let results = (outs TTG_MemDescType:$result);
  let assemblyFormat = [{
    $src `[` $index `]` attr-dict `:` qualified(type($src)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def TTG_MemDescSubsliceOp : TTG_Op<"memdesc_subslice", [Pure, TTG_MemDescViewTrait]> {
  let summary = "View a tile of a descriptor at constant offsets";
  let description = [{
    `ttg.memdesc_subslice %x[0, 32]` views the tile of the result shape that
    starts at the offsets. Offsets are multiples of the result tile and zero
    in the dimensions that are not split.
  }];
  let arguments = (ins TTG_MemDescType:$src, DenseI32ArrayAttr:$offsets);
  let results = (outs TTG_MemDescType:$result);
  let assemblyFormat = [{
    $src `[` custom<Offsets>($offsets) `]` attr-dict `:` qualified(type($src))
    `->` qualified(type($result))
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

def TTG_MemDescTransOp : TTG_Op<"memdesc_trans", [
    Pure, TTG_MemDescViewTrait, SameOperandsAndResultElementType]> {
  let summary = "Transposed view of a descriptor";
  let description = [{
    The result dimensions are the source dimensions permuted by `order`; the
    shared encoding is transposed accordingly.
  }];
  let arguments = (ins TTG_MemDescType:$src, DenseI32ArrayAttr:$order);
  let results = (outs TTG_MemDescType:$result);
  let assemblyFormat = [{
    $src attr-dict `:` qualified(type($src)) `->` qualified(type($result))
  }];
  let builders = [
    // The result type inferred from `src` and `order` (its encoding through
    // the dialect's inferTransOpEncoding).
    OpBuilder<(ins "Value":$src, "ArrayRef<int32_t>":$order)>
  ];
  let hasFolder = 1;
  let hasVerifier = 1;
}

def TTG_MemDescReshapeOp : TTG_Op<"memdesc_reshape", [
    Pure, TTG_MemDescViewTrait, SameOperandsAndResultElementType]> {
  let summary = "View a descriptor with another shape";
  let description = [{
    Same number of elements; the source must not be a subslice.
  }];
  let arguments = (ins TTG_MemDescType:$src);
  let results = (outs TTG_MemDescType:$result);
  let assemblyFormat = [{
    $src attr-dict `:` qualified(type($src)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def TTG_MemDescReinterpretOp : TTG_Op<"memdesc_reinterpret", [Pure, TTG_MemDescViewTrait]> {
  let summary = "Reinterpret a descriptor with another shape and element type";
  let description = [{
    The memory space and mutability are kept.
  }];
  let arguments = (ins TTG_MemDescType:$src);
  let results = (outs TTG_MemDescType:$result);
  let assemblyFormat = [{
    $src attr-dict `:` qualified(type($src)) `->` qualified(type($result))
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Pipelining helpers
//===----------------------------------------------------------------------===//

def TTG_PredicateStageOp : TTG_Op<"predicate_stage", [
    Pure, AllTypesMatch<["iv", "ub", "step"]>]> {
  let summary = "Predicate of a software-pipeline stage";
  let description = [{
    True when stage `stage` of a loop pipelined into `maxStage` stages runs
    in the iteration `iv`.
  }];
  let arguments = (ins AnySignlessIntegerOrIndex:$iv, AnySignlessIntegerOrIndex:$ub,
                       AnySignlessIntegerOrIndex:$step, I32Attr:$maxStage, I32Attr:$stage);
  let results = (outs I1:$result);
  let assemblyFormat = [{
    $iv `,` $ub `,` $step `maxStage` $maxStage `stage` $stage attr-dict
    `:` type($iv) `->` type($result)
  }];
}

def TTG_MaskOp : TTG_Op<"mask", [SingleBlock]> {
  let summary = "Region executed under a predicate during pipelining";
  let description = [{
    Printed in the generic form.
  }];
  let arguments = (ins I1:$pred);
  let results = (outs Variadic<AnyType>:$result);
  let regions = (region SizedRegion<1>:$region);
}

def TTG_MaskReturnOp : TTG_Op<"mask.return", [
    HasParent<"MaskOp">, Pure, Terminator, ReturnLike]> {
  let summary = "Terminator of `ttg.mask`";
  let description = [{
    Its operands become the results of the enclosing `ttg.mask`.
  }];
  let arguments = (ins Variadic<AnyType>:$result);
  let assemblyFormat = "$result attr-dict `:` type($result)";
}

//===----------------------------------------------------------------------===//
// Miscellaneous
//===----------------------------------------------------------------------===//

def TTG_Fp4ToFpOp : TTG_Op<"fp4_to_fp", [Pure]> {
  let summary = "Unpack e2m1 (fp4) values to bf16/f16";
  let description = [{
    Each i8 of `$src` holds two fp4 values, the low nibble first; the result
    is twice as large along `axis`.
  }];
  let arguments = (ins RankedTensorOf<[I8]>:$src, I32Attr:$axis);
  let results = (outs TT_FloatTensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def TTG_GlobalScratchAllocOp : TTG_Op<"global_scratch_alloc"> {
  let summary = "Allocate global scratch memory private to the program";
  let description = [{
    `nbytes` bytes aligned to `alignment`, addressed through an `i8` pointer.
  }];
  let arguments = (ins I32Attr:$nbytes, I32Attr:$alignment);
  let results = (outs Arg<TT_PtrType, "", [MemAlloc<TT_GlobalMemory>]>:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
}

//===----------------------------------------------------------------------===//
// Warp specialization
//===----------------------------------------------------------------------===//

def TTG_WarpSpecializeOp : TTG_Op<"warp_specialize", [
    RecursiveMemoryEffects, RecursivelySpeculatable,
    DeclareOpInterfaceMethods<RegionBranchOpInterface>]> {
  let summary = "Run code concurrently on several warp groups";
  let description = [{
    The default region runs on the current warps and may capture values
    implicitly; its `ttg.warp_yield` operands become the results. Each
    partition region runs on `partitionNumWarps[i]` extra warps, is isolated
    from above and receives the explicit captures as block arguments:

    ```mlir
    %0 = ttg.warp_specialize(%a, %b)
    default {
      ttg.warp_yield %a : i32
    }
    partition0(%arg0: i32, %arg1: i32) num_warps(4) {
      ttg.warp_return
    } : (i32, i32) -> i32
    ```

    The partitions live in a `ttg.warp_specialize.partitions` op held by the
    second region, because isolation from above is a property of ops.
  }];
  let arguments = (ins DenseI32ArrayAttr:$partitionNumWarps,
                       OptionalAttr<DenseI32ArrayAttr>:$warpGroupStartIds,
                       OptionalAttr<DenseI32ArrayAttr>:$requestedRegisters,
                       OptionalAttr<DenseI32ArrayAttr>:$actualRegisters);
  let results = (outs Variadic<AnyType>:$defaultPassthrough);
  let regions = (region MinSizedRegion<1>:$defaultRegion,
                        SizedRegion<1>:$partitionOpHolder);
  let extraClassDeclaration = [{
    WarpSpecializePartitionsOp getPartitionOp();
    ::mlir::RegionRange getPartitionRegions();
    /// Bytes and alignment of the shared-memory block that passes the
    /// explicit captures to the partitions, packed like a struct (Triton
    /// 3.6's layout); an error at the op for a capture type it cannot hold.
    ::mlir::FailureOr<std::pair<uint64_t, uint64_t>> getCaptureSizeAlign();
    /// The warps all partitions add to the default region's.
    unsigned getTotalPartitionWarps();
  }];
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizeMethod = 1;
}

def TTG_WarpSpecializePartitionsOp : TTG_Op<"warp_specialize.partitions", [
    IsolatedFromAbove, RecursiveMemoryEffects, RecursivelySpeculatable,
    Terminator, HasParent<"WarpSpecializeOp">,
    DeclareOpInterfaceMethods<RegionBranchOpInterface, ["getEntrySuccessorOperands"]>]> {
  let summary = "Holder of the isolated partition regions of `ttg.warp_specialize`";
  let description = [{
    Never printed: the custom form of `ttg.warp_specialize` shows its
    operands as the captures and its regions as the partitions.
  }];
  let arguments = (ins Variadic<AnyType>:$explicitCaptures);
  let regions = (region VariadicRegion<MinSizedRegion<1>>:$partitionRegions);
  let hasVerifier = 1;
  let hasCanonicalizeMethod = 1;
}

def TTG_WarpYieldOp : TTG_Op<"warp_yield", [
    Pure, Terminator, ReturnLike, HasParent<"WarpSpecializeOp">]> {
  let summary = "Terminator of the default region of `ttg.warp_specialize`";
  let description = [{
    Its operands become the results of the `ttg.warp_specialize`.
  }];
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "($values^)? attr-dict (`:` type($values)^)?";
  let hasVerifier = 1;
}

def TTG_WarpReturnOp : TTG_Op<"warp_return", [
    Pure, Terminator, ReturnLike, HasParent<"WarpSpecializePartitionsOp">]> {
  let summary = "Terminator of the partition regions of `ttg.warp_specialize`";
  let description = [{
    Partitions return nothing.
  }];
  let assemblyFormat = "attr-dict";
}

#endif // TT_DIALECT_TTG_IR_OPS_TD
