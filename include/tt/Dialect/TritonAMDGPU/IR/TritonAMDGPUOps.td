#ifndef TT_DIALECT_AMDG_IR_OPS_TD
#define TT_DIALECT_AMDG_IR_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Dialect/LLVMIR/LLVMOpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tt/Dialect/Triton/IR/TritonAttrDefs.td"
include "tt/Dialect/Triton/IR/TritonInterfaces.td"
include "tt/Dialect/Triton/IR/TritonTypes.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUOpsBase.td"
include "tt/Dialect/TritonAMDGPU/IR/TritonAMDGPUDialect.td"
include "tt/Dialect/TritonAMDGPU/IR/TritonAMDGPUAttrDefs.td"

// Plain Op<> base: no amdg op carries the tt/ttg layout-verifier traits.
class TritonAMDGPU_Op<string mnemonic, list<Trait> traits = []>
    : Op<TritonAMDGPU_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Type relations of the buffer ops. The formats print only the data type;
// the parser rebuilds the others from it, so these double as inference rules.
//===----------------------------------------------------------------------===//

class AMDG_PtrToElementOf<string tensor, string ptr>
    : TypesMatchWith<"the base pointer points to the element type of " # tensor,
                     tensor, ptr, "::mlir::triton::amdgpu::getScalarPointerTo($_self)">;
class AMDG_I32ShapeOf<string tensor, string offsets>
    : TypesMatchWith<"the offsets are i32 with the shape and encoding of " # tensor,
                     tensor, offsets, "::mlir::triton::amdgpu::getI32TensorLike($_self)">;
class AMDG_MaskShapeOf<string tensor>
    : OptionalTypesMatchWith<"the mask is i1 with the shape and encoding of " # tensor,
                             tensor, "mask", "::mlir::triton::amdgpu::getI1TensorLike($_self)">;

//===----------------------------------------------------------------------===//
// Register-level reshaping
//===----------------------------------------------------------------------===//

def AMDG_ExtractSliceOp : TritonAMDGPU_Op<"extract_slice", [Pure]> {
  let summary = "Extract a static slice of a tensor held in registers";
  let description = [{
    Takes the `result`-shaped slice of `source` starting at the static
    `static_offsets`. The slice keeps the source's element type and rank; the
    lowering requires that no data moves between threads, so the slice is
    made of whole CTA tiles of the layout.

    ```mlir
    %1 = amdg.extract_slice %0 [0, 32] : tensor<128x128xf16, #blocked> to tensor<128x32xf16, #blocked>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$source, DenseI64ArrayAttr:$static_offsets);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source $static_offsets attr-dict `:` type($source) `to` type($result)
  }];
  let hasVerifier = 1;
}

def AMDG_ConcatOp : TritonAMDGPU_Op<"concat", [Pure]> {
  let summary = "Concatenate equally-typed tensors into a larger tensor";
  let description = [{
    The sources, all of one tensor type, tile the result in row-major order
    (the last dimension is filled first). The number of sources equals the
    number of source-shaped tiles in the result.

    ```mlir
    %0 = amdg.concat %a, %b : tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked> -> tensor<64x64xf32, #blocked>
    ```
  }];
  let arguments = (ins Variadic<TT_Tensor>:$sources);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$sources attr-dict `:` type($sources) `->` type($result)";
  let hasVerifier = 1;
}

def AMDG_InThreadTransposeOp : TritonAMDGPU_Op<"in_thread_transpose", [Pure]> {
  let summary = "Transpose the values each thread holds in registers";
  let description = [{
    A layout conversion of a blocked 2-D tensor that swaps the two register
    dimensions of every thread's tile, so that a coalesced global load can be
    followed by vectorized LDS writes in the other order. Kept apart from
    `ttg.convert_layout` so that it is not optimized away.

    ```mlir
    %b = amdg.in_thread_transpose %x : tensor<64x128xf16, #blocked1> -> tensor<64x128xf16, #linear>
    ```
  }];
  let arguments = (ins TT_Tensor:$src);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Scheduling and synchronization
//===----------------------------------------------------------------------===//

def AMDG_InstructionSchedHintOp : TritonAMDGPU_Op<"instruction_sched_hint"> {
  let summary = "Placeholder asking for a scheduling recipe in its block";
  let description = [{
    Marks a basic block (typically the main loop of a `tt.dot`) whose
    instructions should be interleaved following `variant`; it lowers to LLVM
    AMDGPU scheduling intrinsics.

    ```mlir
    amdg.instruction_sched_hint {variant = #amdg.SchedHintVariant<local_prefetch>}
    ```
  }];
  let arguments = (ins TritonAMDGPU_SchedHintVariantAttr:$variant);
  let assemblyFormat = "attr-dict";
}

def AMDG_CondBarrierOp : TritonAMDGPU_Op<"cond_barrier"> {
  let summary = "Workgroup barrier executed only where `pred` holds";
  let description = [{
    Lets part of a workgroup wait at a barrier while the rest runs ahead; the
    program must later make the remaining threads reach a barrier too. It
    sets no memory fence.
  }];
  let arguments = (ins I1:$pred);
  let assemblyFormat = "$pred attr-dict";
}

def AMDG_MemoryCounterWaitOp : TritonAMDGPU_Op<"memory_counter_wait"> {
  let summary = "Wait until hardware memory counters drop to the given values";
  let description = [{
    Waits until at most `load` global loads, `store` global stores and `ds`
    LDS operations are outstanding; absent counters are not waited on.

    ```mlir
    amdg.memory_counter_wait load(0) ds(0)
    ```
  }];
  let arguments = (ins
    OptionalAttr<I32Attr>:$load,
    OptionalAttr<I32Attr>:$store,
    OptionalAttr<I32Attr>:$ds
  );
  let assemblyFormat = [{
    oilist(`load` `(` $load `)` | `store` `(` $store `)` | `ds` `(` $ds `)`) attr-dict
  }];
}

def AMDG_AsyncWaitOp : TritonAMDGPU_Op<"async_wait", [TTG_MemWaitOpTrait]> {
  let summary = "Wait until at most `num_inst` async copy instructions are in flight";
  let description = [{
    The AMD form of `ttg.async_wait`: it counts the hardware instructions
    emitted for async copies rather than commit groups.
  }];
  let arguments = (ins Variadic<TTG_AsyncToken>:$asyncToken, I32Attr:$num_inst);
  let results = (outs TTG_AsyncToken:$retToken);
  let assemblyFormat = "($asyncToken^)? attr-dict";
}

//===----------------------------------------------------------------------===//
// Buffer operations: scalar base pointer + i32 offsets tensor
//===----------------------------------------------------------------------===//

def AMDG_BufferLoadOp : TritonAMDGPU_Op<"buffer_load", [
    AttrSizedOperandSegments,
    SameLoadStoreOperandsAndResultEncoding,
    AMDG_PtrToElementOf<"result", "ptr">,
    AMDG_I32ShapeOf<"result", "offsets">,
    AMDG_MaskShapeOf<"result">,
    OptionalTypesMatchWith<"other has the result type", "result", "other", "$_self">]> {
  let summary = "Load a tensor from a scalar base pointer plus i32 offsets";
  let description = [{
    Like `tt.load`, but addresses global memory through a buffer resource: a
    scalar base pointer and a tensor of i32 element offsets. Lanes where
    `mask` is false yield `other`. `stride` is the byte distance between rows
    of the block, when known; `contiguity` bounds the vector width.

    ```mlir
    %0 = amdg.buffer_load %ptr[%offs], %mask stride = %s : tensor<128x64xf16, #blocked>
    %1 = amdg.buffer_load %ptr[%offs] cacheModifier = cg : tensor<128x64xf16, #blocked>
    ```
  }];
  let arguments = (ins
    Arg<TT_PtrType, "global base pointer", [MemRead<TT_GlobalMemory>]>:$ptr,
    TT_I32Tensor:$offsets,
    Optional<I32>:$stride,
    DefaultValuedAttr<TT_CacheModifierAttr, "::mlir::triton::CacheModifier::NONE">:$cache,
    Optional<TT_BoolTensor>:$mask,
    Optional<TT_Tensor>:$other,
    DefaultValuedAttr<I32Attr, "1">:$contiguity
  );
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = [{
    $ptr `[` $offsets `]` (`,` $mask^)? (`,` $other^)?
    oilist(`cacheModifier` `=` $cache)
    (`stride` `=` $stride^)?
    attr-dict `:` type($result)
  }];
}

def AMDG_BufferLoadToLocalOp : TritonAMDGPU_Op<"buffer_load_to_local", [
    AttrSizedOperandSegments,
    TypesMatchWith<"dest element type is the pointee type of ptr", "dest", "ptr",
                   "::mlir::triton::amdgpu::getScalarPointerTo($_self)">,
    OptionalTypesMatchWith<"the mask is i1 with the shape and encoding of the offsets",
                           "offsets", "mask", "::mlir::triton::amdgpu::getI1TensorLike($_self)">]> {
  let summary = "Buffer-load a tensor straight into shared memory";
  let description = [{
    The asynchronous `amdg.buffer_load` that writes into the LDS buffer
    `dest` instead of registers; it yields a token for `ttg.async_wait`.
    `other`, when present, has the offsets' shape and encoding and the
    pointee element type.
  }];
  let arguments = (ins
    Arg<TTG_MemDescType, "shared memory written", [MemWrite<TTG_SharedMemory>]>:$dest,
    Arg<TT_PtrType, "global base pointer", [MemRead<TT_GlobalMemory>]>:$ptr,
    TT_I32Tensor:$offsets,
    Optional<TT_BoolTensor>:$mask,
    Optional<TT_Tensor>:$other,
    Optional<I32>:$stride,
    DefaultValuedAttr<TT_CacheModifierAttr, "::mlir::triton::CacheModifier::NONE">:$cache,
    DefaultValuedAttr<I32Attr, "1">:$contiguity
  );
  let results = (outs TTG_AsyncToken:$token);
  let assemblyFormat = [{
    $ptr `[` $offsets `]` (`mask` `=` $mask^)? (`other` `=` $other^)? (`stride` `=` $stride^)?
    oilist(`cacheModifier` `=` $cache) `into` $dest
    attr-dict `:` type($ptr) `[` type($offsets) `]` type($other) `->` qualified(type($dest))
  }];
  let hasVerifier = 1;
}

def AMDG_BufferStoreOp : TritonAMDGPU_Op<"buffer_store", [
    AttrSizedOperandSegments,
    SameLoadStoreOperandsEncoding,
    AMDG_PtrToElementOf<"value", "ptr">,
    AMDG_I32ShapeOf<"value", "offsets">,
    AMDG_MaskShapeOf<"value">]> {
  let summary = "Store a tensor through a scalar base pointer plus i32 offsets";
  let description = [{
    The buffer-resource form of `tt.store`: lanes where `mask` is false do
    not write.

    ```mlir
    amdg.buffer_store %v, %ptr[%offs], %mask : tensor<128x64xf16, #blocked>
    ```
  }];
  let arguments = (ins
    TT_Tensor:$value,
    Arg<TT_PtrType, "global base pointer", [MemWrite<TT_GlobalMemory>]>:$ptr,
    TT_I32Tensor:$offsets,
    Optional<I32>:$stride,
    DefaultValuedAttr<TT_CacheModifierAttr, "::mlir::triton::CacheModifier::NONE">:$cache,
    Optional<TT_BoolTensor>:$mask,
    DefaultValuedAttr<I32Attr, "1">:$contiguity
  );
  let assemblyFormat = [{
    $value `,` $ptr `[` $offsets `]` (`,` $mask^)?
    oilist(`cacheModifier` `=` $cache)
    (`stride` `=` $stride^)?
    attr-dict `:` type($value)
  }];
}

def AMDG_BufferAtomicRMWOp : TritonAMDGPU_Op<"buffer_atomic_rmw", [
    AttrSizedOperandSegments,
    SameLoadStoreOperandsAndResultEncoding,
    TypesMatchWith<"value has the result type", "result", "value", "$_self">,
    AMDG_PtrToElementOf<"result", "ptr">,
    AMDG_I32ShapeOf<"result", "offsets">,
    AMDG_MaskShapeOf<"result">]> {
  let summary = "Atomic read-modify-write through a scalar base pointer plus i32 offsets";
  let description = [{
    The buffer-resource form of `tt.atomic_rmw`: applies `atomic_rmw_op`
    with `value` at every unmasked lane and returns the previous values.

    ```mlir
    %r = amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %v, %ptr[%offs], %mask : tensor<256xf32, #blocked>
    ```
  }];
  let arguments = (ins
    TT_AtomicRMWAttr:$atomic_rmw_op,
    Arg<TT_PtrType, "global base pointer", [MemRead<TT_GlobalMemory>, MemWrite<TT_GlobalMemory>]>:$ptr,
    TT_I32Tensor:$offsets,
    TT_Tensor:$value,
    Optional<I32>:$stride,
    TT_MemSemanticAttr:$sem,
    TT_MemSyncScopeAttr:$scope,
    Optional<TT_BoolTensor>:$mask
  );
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = [{
    $atomic_rmw_op `,` $sem `,` $scope `,` $value `,` $ptr `[` $offsets `]` (`,` $mask^)?
    (`stride` `=` $stride^)?
    attr-dict `:` type($result)
  }];
}

def AMDG_BufferAtomicCASOp : TritonAMDGPU_Op<"buffer_atomic_cas", [
    SameLoadStoreOperandsAndResultEncoding,
    TypesMatchWith<"cmp has the result type", "result", "cmp", "$_self">,
    TypesMatchWith<"val has the result type", "result", "val", "$_self">,
    AMDG_PtrToElementOf<"result", "ptr">,
    AMDG_I32ShapeOf<"result", "offsets">]> {
  let summary = "Atomic compare-and-swap through a scalar base pointer plus i32 offsets";
  let description = [{
    The buffer-resource form of `tt.atomic_cas`: stores `val` where memory
    equals `cmp` and returns the previous values.

    ```mlir
    %r = amdg.buffer_atomic_cas acq_rel, gpu, %cmp, %val, %ptr[%offs] : tensor<256xi64, #blocked>
    ```
  }];
  let arguments = (ins
    Arg<TT_PtrType, "global base pointer", [MemRead<TT_GlobalMemory>, MemWrite<TT_GlobalMemory>]>:$ptr,
    TT_I32Tensor:$offsets,
    TT_Tensor:$cmp,
    TT_Tensor:$val,
    Optional<I32>:$stride,
    TT_MemSemanticAttr:$sem,
    TT_MemSyncScopeAttr:$scope
  );
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = [{
    $sem `,` $scope `,` $cmp `,` $val `,` $ptr `[` $offsets `]`
    (`stride` `=` $stride^)?
    attr-dict `:` type($result)
  }];
}

//===----------------------------------------------------------------------===//
// Masked LLVM-level memory ops (helpers of the LLVM lowering)
//===----------------------------------------------------------------------===//

def AMDG_MaskedLoadOp : TritonAMDGPU_Op<"masked_load"> {
  let summary = "Load through an LLVM pointer where `mask` holds, else `falseVal`";
  let description = [{
    A lowering helper on LLVM types. `multicastMask` names the CTAs of the
    cluster that request the same data, on targets that can broadcast it.
  }];
  let arguments = (ins
    LLVM_AnyPointer:$ptr,
    I1:$mask,
    LLVM_Type:$falseVal,
    Optional<I16>:$multicastMask,
    DefaultValuedAttr<TT_CacheModifierAttr, "::mlir::triton::CacheModifier::NONE">:$cache,
    DefaultValuedAttr<BoolAttr, "false">:$forceNoAlias
  );
  let results = (outs LLVM_Type:$result);
  let assemblyFormat = [{
    $ptr `,` $mask `,` $falseVal (`,` $multicastMask^)?
    oilist(`cacheModifier` `=` $cache)
    (`forceNoAlias` $forceNoAlias^)?
    attr-dict `:` functional-type(operands, results)
  }];
}

def AMDG_MaskedStoreOp : TritonAMDGPU_Op<"masked_store"> {
  let summary = "Store through an LLVM pointer where `mask` holds";
  let description = [{
    A lowering helper on LLVM types, the store counterpart of
    `amdg.masked_load`.
  }];
  let arguments = (ins
    LLVM_AnyPointer:$ptr,
    LLVM_Type:$value,
    I1:$mask,
    DefaultValuedAttr<TT_CacheModifierAttr, "::mlir::triton::CacheModifier::NONE">:$cache,
    DefaultValuedAttr<BoolAttr, "false">:$forceNoAlias
  );
  let assemblyFormat = [{
    $ptr `,` $value `,` $mask
    oilist(`cacheModifier` `=` $cache)
    (`forceNoAlias` $forceNoAlias^)?
    attr-dict `:` type(operands)
  }];
}

//===----------------------------------------------------------------------===//
// Microscaling upcasts
//===----------------------------------------------------------------------===//

def AMDG_UpcastMXFPOp : TritonAMDGPU_Op<"upcast_mxfp", [Pure]> {
  let summary = "Convert an mxfp tensor and its e8m0 scales to bf16/f16";
  let description = [{
    Decodes `src` of OCP microscaling type `fp_type` (fp4 packed two per i8,
    or fp8, which may already be converted to bf16/f16) with one i8 e8m0
    scale per 32 elements along K.

    ```mlir
    %r = amdg.upcast_mxfp %x, %s fp_type = e2m1 {fastMath = false} : tensor<128x32xi8, #b>, tensor<128x2xi8, #b> -> tensor<128x64xbf16, #b>
    ```
  }];
  let arguments = (ins
    TT_Tensor:$src,
    TT_Tensor:$scale,
    TT_ScaleDotElemTypeAttr:$fp_type,
    BoolAttr:$fastMath
  );
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = [{
    $src `,` $scale `fp_type` `=` $fp_type attr-dict `:` type($src) `,` type($scale) `->` type($result)
  }];
  let hasVerifier = 1;
}

def AMDG_ScaledUpcastFp4Op : TritonAMDGPU_Op<"scaled_upcast_fp4", [Pure]> {
  let summary = "Upcast packed fp4 (e2m1) values and multiply by a scale";
  let description = [{
    Each i8 of `input` holds two e2m1 values (low nibble first) packed along
    `axis`; the result doubles that dimension. `scale` (e8m0 carried as bf16
    or i8) has the result's shape. Maps to the CDNA4 `v_cvt_scalef32_*`
    instructions.
  }];
  let arguments = (ins
    RankedTensorOf<[I8]>:$input,
    RankedTensorOf<[BF16, I8]>:$scale,
    I32Attr:$axis
  );
  let results = (outs RankedTensorOf<[F16, BF16, F32]>:$output);
  let assemblyFormat = [{
    $input `scale` $scale attr-dict `:` type($input) `,` type($scale) `->` type($output)
  }];
  let hasVerifier = 1;
}

def AMDG_ScaledUpcastFp8Op : TritonAMDGPU_Op<"scaled_upcast_fp8", [
    Pure, Elementwise, SameOperandsAndResultShape, SameOperandsAndResultEncoding]> {
  let summary = "Upcast fp8 values and multiply by a scale";
  let description = [{
    Element-wise e4m3/e5m2 to f16/bf16/f32 conversion times an e8m0 scale
    (carried as bf16 or i8). Maps to the CDNA4 `v_cvt_scalef32_*`
    instructions.
  }];
  let arguments = (ins
    RankedTensorOf<[F8E4M3FN, F8E5M2]>:$input,
    RankedTensorOf<[BF16, I8]>:$scale
  );
  let results = (outs RankedTensorOf<[F16, BF16, F32]>:$output);
  let assemblyFormat = [{
    $input `scale` $scale attr-dict `:` type($input) `,` type($scale) `->` type($output)
  }];
}

//===----------------------------------------------------------------------===//
// Shared memory (LDS)
//===----------------------------------------------------------------------===//

// The mnemonic's spelling ("tranposed") is Triton's.
def AMDG_LocalLoadPackedTransposedOp : TritonAMDGPU_Op<"local_load_packed_tranposed", [
    TTG_LocalLoadTrait]> {
  let summary = "Load an M/N-packed shared tensor as a K-packed dot operand";
  let description = [{
    Reads a tensor packed (two sub-byte values per byte) and contiguous along
    M/N from shared memory and yields it packed along K in registers: the
    M/N dimension doubles and the K dimension halves, e.g. 16x64 in shared
    memory becomes a 32x32 operand A.
  }];
  let arguments = (ins
    Arg<TTG_MemDescType, "shared memory read", [MemRead<TTG_SharedMemory>]>:$src,
    Optional<TTG_AsyncToken>:$token
  );
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = [{
    $src (`token` $token^)? attr-dict `:` qualified(type($src)) `->` type($result)
  }];
  let hasVerifier = 1;
}

// Barriers are single i64 words in shared memory.
class AMDG_BarrierOp<string mnemonic> : TritonAMDGPU_Op<mnemonic> {
  let hasVerifier = 1;
}

def AMDG_InitBarrierOp : AMDG_BarrierOp<"init_barrier"> {
  let summary = "Initialize an LDS barrier expecting `count` arrivals per phase";
  let arguments = (ins
    Arg<TTG_MemDescType, "barrier", [MemWrite<TTG_SharedMemory>]>:$alloc,
    I32Attr:$count
  );
  let assemblyFormat = "$alloc `,` $count attr-dict `:` qualified(type($alloc))";
}

def AMDG_WaitBarrierOp : AMDG_BarrierOp<"wait_barrier"> {
  let summary = "Wait until the barrier's phase `phase` completes";
  let arguments = (ins
    Arg<TTG_MemDescType, "barrier", [MemRead<TTG_SharedMemory>, MemWrite<TTG_SharedMemory>]>:$alloc,
    I32:$phase
  );
  let assemblyFormat = "$alloc `,` $phase attr-dict `:` qualified(type($alloc))";
}

def AMDG_ArriveBarrierOp : AMDG_BarrierOp<"arrive_barrier"> {
  let summary = "Arrive `count` times on a barrier; returns the previous phase parity";
  let arguments = (ins
    Arg<TTG_MemDescType, "barrier", [MemRead<TTG_SharedMemory>, MemWrite<TTG_SharedMemory>]>:$alloc,
    I32Attr:$count
  );
  let results = (outs I32:$result);
  let assemblyFormat = [{
    $alloc `,` $count attr-dict `:` qualified(type($alloc)) `->` type($result)
  }];
}

def AMDG_AsyncCopyMbarrierArriveOp : AMDG_BarrierOp<"async_copy_mbarrier_arrive"> {
  let summary = "Arrive once on a barrier when all earlier async LDS copies complete";
  let arguments = (ins
    Arg<TTG_MemDescType, "barrier", [MemRead<TTG_SharedMemory>, MemWrite<TTG_SharedMemory>]>:$barrier
  );
  let assemblyFormat = "$barrier attr-dict `:` qualified(type($barrier))";
}

//===----------------------------------------------------------------------===//
// Tensor data mover (TDM)
//===----------------------------------------------------------------------===//

def AMDG_AsyncTDMCopyGlobalToLocalOp : TritonAMDGPU_Op<"async_tdm_copy_global_to_local", [
    AttrSizedOperandSegments]> {
  let summary = "Copy a descriptor block from global to shared memory asynchronously";
  let description = [{
    The TDM analogue of `tt.descriptor_load` into the shared buffer `result`.
    A zero `pred` disables the copy; with `barrier`, completion also arrives
    on that LDS barrier. TDM does not swizzle.

    ```mlir
    %t = amdg.async_tdm_copy_global_to_local %desc[%i, %j] into %buf, %pred : !tt.tensordesc<tensor<64x64xf16, #shared>> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ```
  }];
  let arguments = (ins
    Arg<TT_TensorDescType, "global block read", [MemRead<TT_GlobalMemory>]>:$desc,
    Variadic<I32>:$indices,
    Arg<TTG_MemDescType, "shared memory written", [MemWrite<TTG_SharedMemory>]>:$result,
    I32:$pred,
    Optional<TTG_MemDescType>:$barrier
  );
  let results = (outs TTG_AsyncToken:$token);
  let assemblyFormat = [{
    $desc `[` $indices `]` `into` $result `,` $pred (`,` `barrier` `=` $barrier^)?
    attr-dict `:` qualified(type($desc)) (`,` qualified(type($barrier))^)? `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def AMDG_AsyncTDMCopyLocalToGlobalOp : TritonAMDGPU_Op<"async_tdm_copy_local_to_global", [
    AttrSizedOperandSegments]> {
  let summary = "Copy a shared buffer to a descriptor block in global memory asynchronously";
  let description = [{
    The TDM analogue of `tt.descriptor_store` from the shared buffer `src`;
    with `barrier`, completion also arrives on that LDS barrier.
  }];
  let arguments = (ins
    Arg<TT_TensorDescType, "global block written", [MemWrite<TT_GlobalMemory>]>:$desc,
    Variadic<I32>:$indices,
    Arg<TTG_MemDescType, "shared memory read", [MemRead<TTG_SharedMemory>]>:$src,
    Optional<TTG_MemDescType>:$barrier
  );
  let assemblyFormat = [{
    $desc `[` $indices `]` `from` $src (`,` `barrier` `=` $barrier^)?
    attr-dict `:` qualified(type($src)) (`,` qualified(type($barrier))^)? `->` qualified(type($desc))
  }];
  let hasVerifier = 1;
}

def AMDG_AsyncTDMWaitOp : TritonAMDGPU_Op<"async_tdm_wait", [TTG_MemWaitOpTrait]> {
  let summary = "Wait until at most `num` TDM copies are in flight";
  let description = [{
    Counts both directions of TDM copies; the returned token orders the
    readers of the copied data after the wait.
  }];
  let arguments = (ins Variadic<TTG_AsyncToken>:$asyncToken, I32Attr:$num);
  let results = (outs TTG_AsyncToken:$retToken);
  let assemblyFormat = "$asyncToken attr-dict";
}

#endif // TT_DIALECT_AMDG_IR_OPS_TD
