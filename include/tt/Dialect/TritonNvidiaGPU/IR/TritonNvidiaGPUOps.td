#ifndef TT_DIALECT_TTNG_IR_OPS_TD
#define TT_DIALECT_TTNG_IR_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tt/Dialect/Triton/IR/TritonAttrDefs.td"
include "tt/Dialect/Triton/IR/TritonInterfaces.td"
include "tt/Dialect/Triton/IR/TritonTypes.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUTypes.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUOpsBase.td"
include "tt/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUAttrDefs.td"

def TTNG_TensorMemory : Resource<"::mlir::triton::nvidia_gpu::TensorMemory">;

class TTNG_Op<string mnemonic, list<Trait> traits = []>
    : Op<TritonNvidiaGPU_Dialect, mnemonic,
         !listconcat(traits, [VerifyTensorLayoutsTrait, VerifyMemDescLayoutsTrait])>;

// Every mbarrier op names its barrier `alloc`, `barrier` or one of several
// `barriers`; they share one verifier helper (see Ops.cpp).

//===----------------------------------------------------------------------===//
// Hopper: warp-group MMA
//===----------------------------------------------------------------------===//

def TTNG_WarpGroupDotOp : TTNG_Op<"warp_group_dot", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    TypesMatchWith<"accumulator type matches the result type", "d", "c", "$_self">]> {
  let summary = "Warp-group MMA (wgmma): d = a * b + c";
  let description = [{
    `$a` is a register tensor or a shared-memory descriptor, `$b` a
    shared-memory descriptor. With `isAsync` the MMA is issued asynchronously
    and `ttng.warp_group_dot_wait` retires it. `$useC = false` ignores the
    accumulator. `inputPrecision` is printed as an integer in the attr-dict.
  }];
  let arguments = (ins
    TTG_TensorOrMemDesc:$a,
    TTG_MemDescType:$b,
    TT_FpIntTensor:$c,
    Optional<I1>:$useC,
    DefaultValuedAttr<TT_InputPrecisionAttr, "::mlir::triton::InputPrecision::IEEE">:$inputPrecision,
    DefaultValuedAttr<I32Attr, "0">:$maxNumImpreciseAcc,
    DefaultValuedAttr<BoolAttr, "false">:$isAsync);
  let results = (outs TT_FpIntTensor:$d);
  let assemblyFormat = [{
    $a `,` $b `,` $c (`,` $useC^)? attr-dict
    `:` type($a) `*` qualified(type($b)) `->` type($d)
  }];
  let extraClassDeclaration = [{
    /// Whether the wgmma lowering adds partial sums into a separate f32
    /// accumulator (fp8 operands, f32 result, and fewer imprecise
    /// accumulations than A's dimension 1): then a false `useC` would need
    /// a select on that accumulator, so passes keep the zero tensor.
    bool needsPartialAccumulator();
  }];
  let hasVerifier = 1;
}

def TTNG_WarpGroupDotWaitOp : TTNG_Op<"warp_group_dot_wait", [
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "Wait until at most `pendings` async warp-group MMAs are in flight";
  let description = [{
    Its operands are the values (results and operand buffers of the MMAs
    waited on) that must not be used before the wait; it forwards them
    unchanged as its results.
  }];
  let arguments = (ins Variadic<TTG_TensorOrMemDesc>:$inputs, I32Attr:$pendings);
  let results = (outs Variadic<TTG_TensorOrMemDesc>:$outputs);
  let assemblyFormat = "$inputs attr-dict `:` type($inputs)";
}

//===----------------------------------------------------------------------===//
// mbarriers and fences
//===----------------------------------------------------------------------===//

def TTNG_InitBarrierOp : TTNG_Op<"init_barrier"> {
  let summary = "Initialize an mbarrier expecting `count` arrivals";
  let description = [{
    `$alloc` is a one-element i64 shared-memory buffer. Lowers to
    `mbarrier.init.shared::cta.b64`.
  }];
  let arguments = (ins Arg<TTG_MemDescType, "", [MemWrite<TTG_SharedMemory>]>:$alloc,
                       I32Attr:$count);
  let assemblyFormat = "$alloc `,` $count attr-dict `:` qualified(type($alloc))";
  let hasVerifier = 1;
}

def TTNG_InvalBarrierOp : TTNG_Op<"inval_barrier"> {
  let summary = "Invalidate an mbarrier so that its memory can be reused";
  let description = [{
    PTX requires invalidating an mbarrier before its shared memory is used
    for anything else.
  }];
  let arguments = (ins Arg<TTG_MemDescType, "", [MemWrite<TTG_SharedMemory>]>:$alloc);
  let assemblyFormat = "$alloc attr-dict `:` qualified(type($alloc))";
  let hasVerifier = 1;
}

def TTNG_BarrierExpectOp : TTNG_Op<"barrier_expect"> {
  let summary = "Tell an mbarrier to expect `size` more transferred bytes";
  let description = [{
    The next phase of the barrier completes only after `size` bytes of TMA
    transfers have landed. `$pred` is required and printed after the
    attr-dict: `ttng.barrier_expect %bar, 16384, %pred : !ttg.memdesc<...>`.
  }];
  let arguments = (ins Arg<TTG_MemDescType, "", [MemWrite<TTG_SharedMemory>]>:$alloc,
                       I32Attr:$size, I1:$pred);
  let assemblyFormat = [{
    $alloc `,` $size attr-dict `,` $pred `:` qualified(type($alloc))
  }];
  let hasVerifier = 1;
}

def TTNG_WaitBarrierOp : TTNG_Op<"wait_barrier", [AttrSizedOperandSegments]> {
  let summary = "Wait for the mbarrier phase `phase` to complete";
  let description = [{
    Blocks until the barrier's current phase completes (a
    `mbarrier.try_wait.parity` loop). The optional `deps` are buffers that
    asynchronous work tracked by the barrier may still access until then.
  }];
  let arguments = (ins
    Arg<TTG_MemDescType, "", [MemRead<TTG_SharedMemory>, MemWrite<TTG_SharedMemory>]>:$alloc,
    I32:$phase,
    Optional<I1>:$pred,
    Variadic<TTG_MemDescType>:$deps);
  let assemblyFormat = [{
    $alloc `,` $phase (`,` $pred^)? (`deps` $deps^)?
    attr-dict `:` qualified(type($alloc)) (`,` type($deps)^)?
  }];
  let hasVerifier = 1;
}

def TTNG_ArriveBarrierOp : TTNG_Op<"arrive_barrier"> {
  let summary = "Arrive `count` times on an mbarrier";
  let description = [{
    Decrements the pending-arrival count of the barrier by `count` (at least
    1), optionally under a predicate.
  }];
  let arguments = (ins
    Arg<TTG_MemDescType, "", [MemRead<TTG_SharedMemory>, MemWrite<TTG_SharedMemory>]>:$alloc,
    I32Attr:$count,
    Optional<I1>:$pred);
  let assemblyFormat = [{
    $alloc `,` $count (`,` $pred^)? attr-dict `:` qualified(type($alloc))
  }];
  let hasVerifier = 1;
}

def TTNG_AsyncCopyMbarrierArriveOp : TTNG_Op<"async_copy_mbarrier_arrive"> {
  let summary = "Arrive on an mbarrier once all prior cp.async copies complete";
  let description = [{
    With `noIncrement` the arrival consumes one of the expected arrivals
    instead of adding one.
  }];
  let arguments = (ins Arg<TTG_MemDescType, "", [MemWrite<TTG_SharedMemory>]>:$barrier,
                       UnitAttr:$noIncrement);
  let assemblyFormat = "$barrier attr-dict `:` qualified(type($barrier))";
}

def TTNG_FenceAsyncSharedOp : TTNG_Op<"fence_async_shared"> {
  let summary = "Proxy fence between generic and async shared-memory accesses";
  let description = [{
    `fence.proxy.async`; `bCluster` widens it to the cluster.
  }];
  let arguments = (ins BoolAttr:$bCluster);
  let assemblyFormat = "attr-dict";
}

def TTNG_ClusterArriveOp : TTNG_Op<"cluster_arrive"> {
  let summary = "Arrive on the cluster barrier";
  let description = [{
    First half of a cluster-wide barrier; `relaxed` drops memory ordering.
  }];
  let arguments = (ins I1Attr:$relaxed);
  let assemblyFormat = "attr-dict";
}

def TTNG_ClusterWaitOp : TTNG_Op<"cluster_wait"> {
  let summary = "Wait on the cluster barrier";
  let description = [{
    Second half of a cluster-wide barrier, after `ttng.cluster_arrive`.
  }];
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// TMA
//===----------------------------------------------------------------------===//

def TTNG_AsyncTMACopyGlobalToLocalOp
    : TTNG_Op<"async_tma_copy_global_to_local"> {
  let summary = "TMA load of a descriptor block into shared memory";
  let description = [{
    Copies the block of `$desc` at `$coord` into `$result`; completion is
    signalled on the mbarrier `$barrier` as transferred bytes.
  }];
  let arguments = (ins
    Arg<TT_TensorDescType, "", [MemRead<TT_GlobalMemory>]>:$desc,
    Variadic<I32>:$coord,
    Arg<TTG_MemDescType, "", [MemWrite<TTG_SharedMemory>]>:$barrier,
    Arg<TTG_MemDescType, "", [MemWrite<TTG_SharedMemory>]>:$result,
    I1:$pred,
    UnitAttr:$multicast,
    DefaultValuedAttr<TT_CacheModifierAttr, "::mlir::triton::CacheModifier::NONE">:$cache,
    DefaultValuedAttr<TT_EvictionPolicyAttr, "::mlir::triton::EvictionPolicy::NORMAL">:$evict,
    DefaultValuedAttr<BoolAttr, "false">:$isVolatile);
  let assemblyFormat = [{
    $desc `[` $coord `]` $result `,` $barrier `,` $pred
    oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)
    attr-dict `:` qualified(type($desc)) `,` qualified(type($barrier)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def TTNG_AsyncTMACopyLocalToGlobalOp : TTNG_Op<"async_tma_copy_local_to_global"> {
  let summary = "TMA store of a shared-memory buffer into a descriptor block";
  let description = [{
    Completion is awaited with `ttng.async_tma_store_wait`.
  }];
  let arguments = (ins
    Arg<TT_TensorDescType, "", [MemRead<TT_GlobalMemory>, MemWrite<TT_GlobalMemory>]>:$desc,
    Variadic<I32>:$coord,
    Arg<TTG_MemDescType, "", [MemRead<TTG_SharedMemory>]>:$src);
  let assemblyFormat = [{
    $desc `[` $coord `]` $src attr-dict `:` qualified(type($desc)) `,` qualified(type($src))
  }];
  let hasVerifier = 1;
}

def TTNG_AsyncTMAReduceOp : TTNG_Op<"async_tma_reduce"> {
  let summary = "TMA reduction of a shared-memory buffer into a descriptor block";
  let description = [{
    Like `ttng.async_tma_copy_local_to_global`, but combines each element
    atomically (relaxed) with global memory using `$kind`.
  }];
  let arguments = (ins
    TT_DescriptorReduceKindAttr:$kind,
    Arg<TT_TensorDescType, "", [MemRead<TT_GlobalMemory>, MemWrite<TT_GlobalMemory>]>:$desc,
    Variadic<I32>:$coord,
    Arg<TTG_MemDescType, "", [MemRead<TTG_SharedMemory>]>:$src);
  let assemblyFormat = [{
    $kind `,` $desc `[` $coord `]` $src attr-dict `:` qualified(type($desc)) `,` qualified(type($src))
  }];
  let hasVerifier = 1;
}

def TTNG_AsyncTMAGatherOp : TTNG_Op<"async_tma_gather"> {
  let summary = "TMA gather of separately indexed rows into shared memory";
  let description = [{
    Row `i` of `$result` is the row `$x_offsets[i]` of the descriptor,
    starting at column `$y_offset`.
  }];
  let arguments = (ins
    Arg<TT_TensorDescType, "", [MemRead<TT_GlobalMemory>]>:$desc,
    RankedTensorOf<[I32]>:$x_offsets,
    I32:$y_offset,
    Arg<TTG_MemDescType, "", [MemWrite<TTG_SharedMemory>]>:$barrier,
    Arg<TTG_MemDescType, "", [MemWrite<TTG_SharedMemory>]>:$result,
    I1:$pred);
  let assemblyFormat = [{
    $desc `[` $x_offsets `,` $y_offset `]` $result `,` $barrier `,` $pred
    attr-dict `:` type(operands)
  }];
  let hasVerifier = 1;
}

def TTNG_AsyncTMAScatterOp : TTNG_Op<"async_tma_scatter"> {
  let summary = "TMA scatter of shared-memory rows to separately indexed rows";
  let description = [{
    The inverse of `ttng.async_tma_gather`.
  }];
  let arguments = (ins
    Arg<TT_TensorDescType, "", [MemRead<TT_GlobalMemory>, MemWrite<TT_GlobalMemory>]>:$desc,
    RankedTensorOf<[I32]>:$x_offsets,
    I32:$y_offset,
    Arg<TTG_MemDescType, "", [MemRead<TTG_SharedMemory>]>:$src);
  let assemblyFormat = [{
    $desc `[` $x_offsets `,` $y_offset `]` $src attr-dict `:` type(operands)
  }];
  let hasVerifier = 1;
}

def TTNG_TMAStoreWaitOp : TTNG_Op<"async_tma_store_wait", [TTG_MemWaitOpTrait]> {
  let summary = "Wait until at most `pendings` TMA stores are in flight";
  let description = [{
    Needed before the shared memory read by a TMA store is written again.
  }];
  let arguments = (ins I32Attr:$pendings);
  let assemblyFormat = "attr-dict";
}

def TTNG_ReinterpretTensorDescOp : TTNG_Op<"reinterpret_tensor_descriptor", [Pure]> {
  let summary = "View a raw TMA descriptor pointer as a typed tensor descriptor";
  let description = [{
    Bridges device-side `ttng.tensormap_create` (which writes raw bytes) and
    the typed `!tt.tensordesc` consumed by TMA ops.
  }];
  let arguments = (ins TT_PtrType:$rawDesc);
  let results = (outs TT_TensorDescType:$result);
  let assemblyFormat = [{
    $rawDesc attr-dict `:` qualified(type($rawDesc)) `to` qualified(type($result))
  }];
}

def TTNG_TensormapCreateOp : TTNG_Op<"tensormap_create", [
    MemoryEffects<[MemRead<TT_GlobalMemory>, MemWrite<TT_GlobalMemory>]>,
    AttrSizedOperandSegments]> {
  let summary = "Write a TMA descriptor (CUtensorMap) on the device";
  let description = [{
    `elem_type`, `interleave_layout`, `swizzle_mode` and `fill_mode` are the
    CUtensorMap enum values. A rank-N map takes N box dims, N global dims,
    N - 1 global strides (bytes, i64) and N element strides.
  }];
  let arguments = (ins
    TT_PtrType:$desc_ptr,
    TT_PtrType:$global_address,
    Variadic<I32>:$box_dim,
    Variadic<I32>:$global_dim,
    Variadic<I64>:$global_stride,
    Variadic<I32>:$element_stride,
    ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<15>]>:$elem_type,
    ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<2>]>:$interleave_layout,
    ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<3>]>:$swizzle_mode,
    ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<1>]>:$fill_mode);
  let assemblyFormat = [{
    $desc_ptr `,` $global_address `,` `[` $box_dim `]` `,` `[` $global_dim `]` `,`
    `[` $global_stride `]` `,` `[` $element_stride `]`
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def TTNG_TensormapFenceproxyAcquireOp : TTNG_Op<"tensormap_fenceproxy_acquire", [
    MemoryEffects<[MemWrite<TT_GlobalMemory>]>]> {
  let summary = "Acquire fence making a device-written TMA descriptor visible";
  let description = [{
    Must separate `ttng.tensormap_create` from the first TMA use of the
    descriptor.
  }];
  let arguments = (ins TT_PtrType:$desc_ptr);
  let assemblyFormat = "$desc_ptr attr-dict `:` qualified(type($desc_ptr))";
}

//===----------------------------------------------------------------------===//
// Blackwell: tensor memory and tcgen05
//===----------------------------------------------------------------------===//

def TTNG_TMEMAllocOp : TTNG_Op<"tmem_alloc", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Allocate a tensor-memory buffer";
  let description = [{
    The tensor-memory analogue of `ttg.local_alloc`, optionally initialized
    from `$src`. The optional token result orders later TMEM accesses.
  }];
  let arguments = (ins Optional<TT_Tensor>:$src);
  let results = (outs TTG_MemDescType:$result, Optional<TTG_AsyncToken>:$token);
  let assemblyFormat = "($src^)? attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def TTNG_TMEMLoadOp : TTNG_Op<"tmem_load"> {
  let summary = "Load a tensor-memory buffer into a register tensor";
  let description = [{
    Printed `%buf[%dep]` when it consumes (and then produces) an access
    token, `%buf` otherwise.
  }];
  let arguments = (ins Arg<TTG_MemDescType, "", [MemRead<TTNG_TensorMemory>]>:$src,
                       Optional<TTG_AsyncToken>:$dep);
  let results = (outs TT_Tensor:$result, Optional<TTG_AsyncToken>:$token);
  let assemblyFormat = [{
    $src `` custom<Token>($dep, type($token))
    attr-dict `:` qualified(type($src)) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TTNG_TMEMStoreOp : TTNG_Op<"tmem_store"> {
  let summary = "Store a register tensor into a tensor-memory buffer";
  let description = [{
    The tensor-memory analogue of `ttg.local_store`, under a required
    predicate, with an optional access token as in `ttng.tmem_load`.
  }];
  let arguments = (ins Arg<TTG_MemDescType, "", [MemWrite<TTNG_TensorMemory>]>:$dst,
                       Optional<TTG_AsyncToken>:$dep,
                       TT_Tensor:$src,
                       I1:$pred);
  let results = (outs Optional<TTG_AsyncToken>:$token);
  let assemblyFormat = [{
    $src `,` $dst `` custom<Token>($dep, type($token)) `,` $pred
    attr-dict `:` type($src) `->` qualified(type($dst))
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def TTNG_TMEMSubSliceOp : TTNG_Op<"tmem_subslice", [Pure, TTG_MemDescViewTrait]> {
  let summary = "View a column range of a tensor-memory buffer";
  let description = [{
    The result keeps all rows of `$src` and starts at column `N`; its width is
    given by the result type, whose allocation shape is that of `$src`.
  }];
  let arguments = (ins TTG_MemDescType:$src, I32Attr:$N);
  let results = (outs TTG_MemDescType:$result);
  let assemblyFormat = [{
    $src attr-dict `:` qualified(type($src)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def TTNG_TMEMCopyOp : TTNG_Op<"tmem_copy"> {
  let summary = "Asynchronous shared-memory to tensor-memory copy (tcgen05.cp)";
  let description = [{
    Used mostly to move MX scales into `#tmem_scales` buffers. When
    `$barrier` is given it is arrived on once the copy completes.
  }];
  let arguments = (ins
    Arg<TTG_MemDescType, "", [MemRead<TTG_SharedMemory>]>:$src,
    Arg<TTG_MemDescType, "", [MemWrite<TTNG_TensorMemory>]>:$dst,
    Optional<TTG_MemDescType>:$barrier);
  let assemblyFormat = [{
    $src `,` $dst (`,` $barrier^)? attr-dict `:` qualified(type(operands))
  }];
  let hasVerifier = 1;
}

class TTNG_TCGen5MMABase<string mnemonic> : TTNG_Op<mnemonic, [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    AttrSizedOperandSegments]> {
  let results = (outs Optional<TTG_AsyncToken>:$token);
  let hasVerifier = 1;
}

def TTNG_TCGen5MMAOp : TTNG_TCGen5MMABase<"tc_gen5_mma"> {
  let summary = "Blackwell tensor-core MMA: d += a * b (tcgen05.mma)";
  let description = [{
    `$a` is in shared or tensor memory, `$b` in shared memory and the
    accumulator `$d` in tensor memory; `$useD = false` overwrites it. With
    `is_async` each `%bar[%pred]` pair is arrived on when the MMA completes.
    `two_ctas` runs one MMA over a pair of CTAs.
  }];
  let arguments = (ins
    TTG_MemDescType:$a,
    TTG_MemDescType:$b,
    TTG_MemDescType:$d,
    Optional<TTG_AsyncToken>:$acc_dep,
    I1:$useD,
    I1:$pred,
    Variadic<TTG_MemDescType>:$barriers,
    Variadic<I1>:$barrier_preds,
    UnitAttr:$is_async,
    UnitAttr:$two_ctas);
  let assemblyFormat = [{
    $a `,` $b `,` $d `` custom<Token>($acc_dep, type($token)) `,` $useD `,`
    $pred `` custom<BarriersAndPreds>($barriers, $barrier_preds)
    attr-dict `:` qualified(type($a)) `,` qualified(type($b)) `,`
    qualified(type($d)) (`,` qualified(type($barriers))^)?
  }];
}

def TTNG_TCGen5MMAScaledOp : TTNG_TCGen5MMABase<"tc_gen5_mma_scaled"> {
  let summary = "Blackwell block-scaled MMA: d += (a * a_scale) (b * b_scale)";
  let description = [{
    As `ttng.tc_gen5_mma` for microscaling formats; `$a_type`/`$b_type`
    (printed `lhs = e2m1 rhs = e4m3`) name the element formats and the scales
    live in tensor memory.
  }];
  let arguments = (ins
    TTG_MemDescType:$a,
    TTG_MemDescType:$b,
    TTG_MemDescType:$d,
    Optional<TTG_AsyncToken>:$acc_dep,
    TTG_MemDescType:$a_scale,
    TTG_MemDescType:$b_scale,
    TT_ScaleDotElemTypeAttr:$a_type,
    TT_ScaleDotElemTypeAttr:$b_type,
    I1:$useD,
    I1:$pred,
    Variadic<TTG_MemDescType>:$barriers,
    Variadic<I1>:$barrier_preds,
    UnitAttr:$is_async,
    UnitAttr:$two_ctas);
  let assemblyFormat = [{
    $a `,` $b `,` $d `` custom<Token>($acc_dep, type($token)) `,` $a_scale `,`
    $b_scale `,` $useD `,` $pred `lhs` `=` $a_type `rhs` `=` $b_type
    `` custom<BarriersAndPreds>($barriers, $barrier_preds)
    attr-dict `:` qualified(type($a)) `,` qualified(type($b)) `,`
    qualified(type($d)) `,` qualified(type($a_scale)) `,`
    qualified(type($b_scale)) (`,` qualified(type($barriers))^)?
  }];
}

def TTNG_TCGen5CommitOp : TTNG_Op<"tc_gen5_commit"> {
  let summary = "Make an mbarrier track completion of all prior async tcgen5 ops";
  let description = [{
    The barrier is arrived on (count 1) once every previously issued
    asynchronous tcgen5 operation of the thread has completed. Commit groups
    complete in issue order.
  }];
  let arguments = (ins Arg<TTG_MemDescType, "", [MemWrite<TTG_SharedMemory>]>:$barrier,
                       Optional<I1>:$pred);
  let assemblyFormat = [{
    $barrier (`,` $pred^)? attr-dict `:` qualified(type($barrier))
  }];
  let hasVerifier = 1;
}

#endif // TT_DIALECT_TTNG_IR_OPS_TD
