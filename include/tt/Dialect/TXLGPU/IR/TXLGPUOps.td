//===- TXLGPUOps.td - TXL's txlgpu ops ---------------------*- tablegen -*-===//
#ifndef TT_DIALECT_TXLGPU_IR_OPS_TD
#define TT_DIALECT_TXLGPU_IR_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tt/Dialect/Triton/IR/TritonTypes.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUTypes.td"
include "tt/Dialect/TXLGPU/IR/TXLGPUDialect.td"

class TXLGPU_Op<string mnemonic, list<Trait> traits = []>
    : Op<TXLGPU_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Ids
//===----------------------------------------------------------------------===//

class TXLGPU_IdOp<string mnemonic, string what> : TXLGPU_Op<mnemonic, [Pure]> {
  let summary = what;
  let results = (outs I32:$result);
  let assemblyFormat = "attr-dict";
}

def TXLGPU_CanonicalWarpgroupIdOp
    : TXLGPU_IdOp<"canonical_warpgroup_id",
                  "The thread's warp group (128 threads), uniform across it"> {
  let description = [{
    `tid.x / 128`, made warp-uniform: TXL branches on it to give each warp
    group its role (`%0 = txlgpu.canonical_warpgroup_id`).
  }];
}
def TXLGPU_WarpIdOp
    : TXLGPU_IdOp<"warp_id", "The thread's warp in the CTA, uniform across it"> {
  let description = [{`tid.x / 32`, made warp-uniform.}];
}
def TXLGPU_LaneIdOp : TXLGPU_IdOp<"lane_id", "The thread's lane in its warp"> {
  let description = [{`tid.x % 32`.}];
}
def TXLGPU_ClusterCTARankOp
    : TXLGPU_IdOp<"cluster_cta_rank", "The CTA's rank in its cluster"> {
  let description = [{`%cluster_ctarank`.}];
}

//===----------------------------------------------------------------------===//
// Register budgets
//===----------------------------------------------------------------------===//

def TXLGPU_RegAllocOp : TXLGPU_Op<"reg_alloc"> {
  let summary = "Raise the warp group's register budget (setmaxnreg.inc)";
  let description = [{
    `txlgpu.reg_alloc {regCount = 232 : i32}`: the executing warp group
    asks for `regCount` registers per thread (`setmaxnreg.inc.sync.aligned
    .u32 232`); a multiple of 8 in [24, 256].
  }];
  let arguments = (ins I32Attr:$regCount);
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def TXLGPU_RegDeallocOp : TXLGPU_Op<"reg_dealloc"> {
  let summary = "Lower the warp group's register budget (setmaxnreg.dec)";
  let description = [{
    `txlgpu.reg_dealloc {regCount = 40 : i32}`: the executing warp group
    gives registers back down to `regCount` per thread
    (`setmaxnreg.dec.sync.aligned.u32 40`); a multiple of 8 in [24, 256].
  }];
  let arguments = (ins I32Attr:$regCount);
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Named barriers
//===----------------------------------------------------------------------===//

def TXLGPU_NamedBarrierArriveOp : TXLGPU_Op<"bar_arrive"> {
  let summary = "Arrive at a named barrier (bar.arrive)";
  let description = [{
    `txlgpu.bar_arrive {bar = 1 : i32, numThreads = 256 : i32}`: arrive at
    hardware barrier `bar` of `numThreads` threads without waiting.
  }];
  let arguments = (ins I32Attr:$bar, I32Attr:$numThreads);
  let assemblyFormat = "attr-dict";
}

def TXLGPU_NamedBarrierWaitOp : TXLGPU_Op<"bar_wait"> {
  let summary = "Wait at a named barrier (bar.sync)";
  let description = [{
    `txlgpu.bar_wait {bar = 1 : i32, numThreads = 256 : i32}`: arrive at
    hardware barrier `bar` and wait for its `numThreads` threads.
  }];
  let arguments = (ins I32Attr:$bar, I32Attr:$numThreads);
  let assemblyFormat = "attr-dict";
}

def TXLGPU_BarrierWaitAllOp : TXLGPU_Op<"bar_wait_all"> {
  let summary = "Wait for every thread of the CTA (barrier 0)";
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Warp contexts
//===----------------------------------------------------------------------===//

def TXLGPU_InitCtxOp
    : TXLGPU_Op<"init_ctx", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Set up the warp-level contexts of the kernel";
  let assemblyFormat = "attr-dict";
}

def TXLGPU_RestoreCtxOp
    : TXLGPU_Op<"restore_ctx", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Restore the warp-level context of an async task";
  let arguments = (ins I32Attr:$asyncTaskId);
  let assemblyFormat = "attr-dict";
}

def TXLGPU_SaveCtxOp : TXLGPU_Op<"save_ctx", [MemoryEffects<[MemWrite]>]> {
  let summary = "Save the warp-level context of an async task";
  let arguments = (ins I32Attr:$asyncTaskId);
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Register fragments of shared memory
//===----------------------------------------------------------------------===//

def TXLGPU_FragLocalLoadOp
    : TXLGPU_Op<"frag_local_load", [AttrSizedOperandSegments]> {
  let summary = "Load the thread's fragment of a shared-memory buffer";
  let description = [{
    Each thread loads the elements that `regType`'s layout gives it
    (`fullLayout`: the whole buffer in that layout), `other` where `pred` is
    false.
  }];
  let arguments = (ins Arg<TTG_MemDescType, "", [MemRead]>:$src,
                       Optional<TT_Type>:$other,
                       Optional<I1>:$pred,
                       TypeAttr:$regType,
                       BoolAttr:$fullLayout);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = [{
    $src (`other` $other^)? (`pred` $pred^)? attr-dict `:`
    functional-type(operands, $result) `(` $regType `)`
  }];
}

def TXLGPU_FragLocalStoreOp
    : TXLGPU_Op<"frag_local_store", [AttrSizedOperandSegments]> {
  let summary = "Store the thread's fragment into a shared-memory buffer";
  let description = [{
    Each thread stores the elements `regType`'s layout gives it, where
    `pred` holds, and arrives at `mbar` when given.
  }];
  let arguments = (ins TT_Tensor:$src,
                       Arg<TTG_MemDescType, "", [MemWrite]>:$dst,
                       Optional<TTG_MemDescType>:$mbar,
                       Optional<I1>:$pred,
                       TypeAttr:$regType);
  let assemblyFormat = [{
    $src `,` $dst (`mbar` $mbar^)? (`pred` $pred^)? attr-dict `:`
    type($src) `(` $regType `)` `,` type($dst) (`,` type($mbar)^)?
    (`,` type($pred)^)?
  }];
}

#endif // TT_DIALECT_TXLGPU_IR_OPS_TD
