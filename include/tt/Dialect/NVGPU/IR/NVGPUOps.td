#ifndef TT_DIALECT_NVG_IR_OPS_TD
#define TT_DIALECT_NVG_IR_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Dialect/LLVMIR/LLVMOpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tt/Dialect/NVGPU/IR/NVGPUDialect.td"

//===----------------------------------------------------------------------===//
// Enums. They are plain I32EnumAttrs: keywords where a format names them,
// `N : i32` inside attr-dicts (as `nvg.wgmma` prints its layouts and types).
//===----------------------------------------------------------------------===//

def NVGPU_MemSemanticAttr : I32EnumAttr<"MemSemantic", "memory ordering of nvg.ld_acquire", [
  I32EnumAttrCase<"RELAXED", 1, "relaxed">,
  I32EnumAttrCase<"ACQUIRE", 2, "acquire">,
  I32EnumAttrCase<"RELEASE", 3, "release">,
  I32EnumAttrCase<"ACQUIRE_RELEASE", 4, "acq_rel">,
]> {
  let cppNamespace = "::mlir::triton::nvgpu";
}

def NVGPU_MemSyncScopeAttr : I32EnumAttr<"MemSyncScope", "memory scope of nvg.ld_acquire", [
  I32EnumAttrCase<"GPU", 1, "gpu">,
  I32EnumAttrCase<"CTA", 2, "cta">,
  I32EnumAttrCase<"SYSTEM", 3, "sys">,
]> {
  let cppNamespace = "::mlir::triton::nvgpu";
}

def NVGPU_WGMMALayoutAttr : I32EnumAttr<"WGMMALayout", "wgmma operand layout", [
  I32EnumAttrCase<"row", 0>,
  I32EnumAttrCase<"col", 1>,
]> {
  let cppNamespace = "::mlir::triton::nvgpu";
}

def NVGPU_WGMMAEltTypeAttr : I32EnumAttr<"WGMMAEltType", "wgmma operand element type", [
  I32EnumAttrCase<"s8", 0>,
  I32EnumAttrCase<"s32", 1>,
  I32EnumAttrCase<"e4m3", 2>,
  I32EnumAttrCase<"e5m2", 3>,
  I32EnumAttrCase<"f16", 4>,
  I32EnumAttrCase<"bf16", 5>,
  I32EnumAttrCase<"tf32", 6>,
  I32EnumAttrCase<"f32", 7>,
]> {
  let cppNamespace = "::mlir::triton::nvgpu";
}

//===----------------------------------------------------------------------===//
// Type constraints.
//===----------------------------------------------------------------------===//

def NVGPU_GlobalPtr : LLVM_PointerInAddressSpace<1>;
def NVGPU_TensorMemoryPtr : LLVM_PointerInAddressSpace<6>;

def NVGPU_Float : AnyTypeOf<[F8E4M3FN, F8E4M3FNUZ, F8E5M2, F8E5M2FNUZ, F16, BF16, F32, F64], "floating-point">;
def NVGPU_Int : AnyTypeOf<[I1, I8, I16, I32, I64], "integer">;
def NVGPU_Scalar : AnyTypeOf<[NVGPU_Float, NVGPU_Int], "scalar">;

// An A/B operand is either a shared-memory descriptor (i64) or registers
// packed into an LLVM struct.
def NVGPU_WGMMAOperand : AnyTypeOf<[LLVM_AnyStruct, I64], "wgmma operand A/B type">;

//===----------------------------------------------------------------------===//
// Ops.
//===----------------------------------------------------------------------===//

class NVGPU_Op<string mnemonic, list<Trait> traits = []>
    : Op<NVGPU_Dialect, mnemonic, traits>;

// The result type is inferred from the operand (AllTypesMatch).
def NVGPU_WGMMAWaitGroupOp : NVGPU_Op<"wgmma_wait_group", [
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    AllTypesMatch<["input", "output"]>]> {
  let summary = "Wait until at most `pendings` wgmma groups are in flight";
  let description = [{
    Lowers to `wgmma.wait_group.sync.aligned`. The accumulator struct flows
    through the op so that its uses are ordered after the wait.
  }];
  let arguments = (ins LLVM_AnyStruct:$input, I32Attr:$pendings);
  let results = (outs LLVM_AnyStruct:$output);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}

def NVGPU_WGMMAOp : NVGPU_Op<"wgmma"> {
  let summary = "Warp-group matrix multiply-accumulate (Hopper wgmma.mma_async)";
  let description = [{
    Computes `D = A * B (+ C when useC)` for an `m x n x k` tile. A and B are
    either i64 shared-memory descriptors or register structs; the element
    types and layouts are `WGMMAEltType`/`WGMMALayout` values that print as
    integers in the attribute dictionary.
  }];
  let arguments = (ins
    NVGPU_WGMMAOperand:$opA,
    NVGPU_WGMMAOperand:$opB,
    I1:$useC,
    Optional<LLVM_AnyStruct>:$opC,
    I32Attr:$m,
    I32Attr:$n,
    I32Attr:$k,
    NVGPU_WGMMAEltTypeAttr:$eltTypeC,
    NVGPU_WGMMAEltTypeAttr:$eltTypeA,
    NVGPU_WGMMAEltTypeAttr:$eltTypeB,
    NVGPU_WGMMALayoutAttr:$layoutA,
    NVGPU_WGMMALayoutAttr:$layoutB
  );
  let results = (outs LLVM_AnyStruct:$res);
  let assemblyFormat = [{
    $opA `,` $opB `,` $useC (`,` $opC^)? attr-dict `:` functional-type(operands, $res)
  }];
  let hasVerifier = 1;
}

def NVGPU_ClusterCTAIdOp : NVGPU_Op<"cluster_id", [Pure]> {
  let summary = "Linear id of the current CTA inside its cluster";
  let description = [{
    Folds the three `%cluster_ctaid` coordinates into one i32 using the
    `%cluster_nctaid` extents.
  }];
  let results = (outs I32:$result);
  let assemblyFormat = "attr-dict";
}

def NVGPU_WarpIdOp : NVGPU_Op<"warp_id", [Pure]> {
  let summary = "Warp index of the current thread inside its CTA";
  let description = [{
    `tid.x / 32`, made warp-uniform so that ptxas can keep it in a uniform
    register.
  }];
  let results = (outs I32:$result);
  let assemblyFormat = "attr-dict";
}

def NVGPU_LoadAcquireOp : NVGPU_Op<"ld_acquire", [MemoryEffects<[MemRead]>]> {
  let summary = "Scalar global load with acquire (or relaxed) semantics";
  let description = [{
    Loads one scalar from global memory with the given ordering and scope,
    optionally predicated by `mask`.
  }];
  let arguments = (ins
    NVGPU_GlobalPtr:$addr,
    Optional<I1>:$mask,
    NVGPU_MemSemanticAttr:$sem,
    NVGPU_MemSyncScopeAttr:$scope
  );
  let results = (outs NVGPU_Scalar:$result);
  let assemblyFormat = [{
    $sem `,` $scope `,` $addr (`,` $mask^)? attr-dict `:` functional-type($addr, $result)
  }];
}

def NVGPU_TensorMemoryBaseAddress : NVGPU_Op<"tensor_memory_base", [Pure]> {
  let summary = "Base address of the kernel's tensor memory (Blackwell)";
  let description = [{
    Stands for the TMEM allocation of the kernel so that TritonGPU-to-LLVM
    lowering can address tensor memory before the allocation is materialized.
  }];
  let results = (outs NVGPU_TensorMemoryPtr:$result);
  let assemblyFormat = "attr-dict";
}

#endif // TT_DIALECT_NVG_IR_OPS_TD
