#ifndef TT_DIALECT_NVWS_IR_OPS_TD
#define TT_DIALECT_NVWS_IR_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tt/Dialect/Triton/IR/TritonAttrDefs.td"
include "tt/Dialect/Triton/IR/TritonTypes.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUTypes.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUOpsBase.td"
include "tt/Dialect/NVWS/IR/NVWSDialect.td"
include "tt/Dialect/NVWS/IR/NVWSTypes.td"
include "tt/Dialect/NVWS/IR/NVWSAttrDefs.td"

class NVWS_Op<string mnemonic, list<Trait> traits = []>
    : Op<NVWS_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Asynchronous references
//===----------------------------------------------------------------------===//

def NVWS_ArefCreateOp : NVWS_Op<"aref.create", [Pure,
    RangedTypesMatchWith<"the buffers are the aref's types", "result", "buffers",
                         "::llvm::cast<ArefType>($_self).getBaseType()">]> {
  let summary = "Put multi-buffered shared or tensor memory behind an aref";
  let description = [{
    Each buffer's leading dimension counts its copies; all buffers have the
    same number. A buffer belongs to its aref alone (its only user):

    ```mlir
    %a = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
    %r = nvws.aref.create %a : <[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>]>
    ```
  }];
  let arguments = (ins Variadic<TTG_MemDescType>:$buffers);
  let results = (outs NVWS_ArefType:$result);
  let assemblyFormat = "$buffers attr-dict `:` type($result)";
  let hasVerifier = 1;
}

class NVWS_ArefEnterOp<string mnemonic, string role>
    : NVWS_Op<mnemonic, [AttrSizedOperandSegments]> {
  let summary = "Enter the " # role # "r's side of an aref: one copy of its buffers";
  let description = [{
    Gives the buffers of one copy (the leading dimension dropped, the
    allocation shape kept) and a token that the matching exit takes. Before
    `nvws-assign-stage-phase` the copy is implicit; after it, `[stage,
    phase]` name the copy and the mbarrier phase to wait for:

    ```mlir
    %buf, %tok = nvws.aref.}] # role # [{.enter %r[%stage, %phase] : <[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>]> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable, 3x128x64>, !ttg.async.token
    ```
  }];
  let arguments = (ins NVWS_ArefType:$aref, Optional<I32>:$stage,
                       Optional<I32>:$phase);
  let results = (outs Variadic<TTG_MemDescType>:$buffers,
                      TTG_AsyncToken:$token);
  let assemblyFormat = [{
    $aref (`[` $stage^ `,` $phase `]`)? attr-dict `:` type($aref) `->` type(results)
  }];
  let hasVerifier = 1;
}

class NVWS_ArefExitOp<string mnemonic, string role> : NVWS_Op<mnemonic> {
  let summary = "Leave the " # role # "r's side of an aref";
  let description = [{
    Takes the token of the matching enter and the asynchronous operations
    that finish with the buffers (`#nvws.async_op<tma_load>`, `<tc5mma>`,
    `<none>`: finished when the exit runs); `[stage]` after
    `nvws-assign-stage-phase`:

    ```mlir
    nvws.aref.}] # role # [{.exit %r[%stage], %tok [#nvws.async_op<tc5mma>] : <[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>]>, !ttg.async.token
    ```
  }];
  let arguments = (ins NVWS_ArefType:$aref, TTG_AsyncToken:$token,
                       Optional<I32>:$stage, NVWS_AsyncOpArrayAttr:$async_ops);
  let assemblyFormat = [{
    $aref (`[` $stage^ `]`)? `,` $token $async_ops attr-dict `:` type($aref) `,` type($token)
  }];
}

def NVWS_ArefPutEnterOp : NVWS_ArefEnterOp<"aref.put.enter", "produce">;
def NVWS_ArefPutExitOp : NVWS_ArefExitOp<"aref.put.exit", "produce">;
def NVWS_ArefGetEnterOp : NVWS_ArefEnterOp<"aref.get.enter", "consume">;
def NVWS_ArefGetExitOp : NVWS_ArefExitOp<"aref.get.exit", "consume">;

def NVWS_ArefBufferOp : NVWS_Op<"aref.buffer"> {
  let summary = "The buffers of the copy an entered aref's token holds";
  let description = [{
    Another use of the copy an enter gave, through its token (a tensor
    memory accumulator that several ops of a partition touch):

    ```mlir
    %acc = nvws.aref.buffer %r, %tok : <[!ttg.memdesc<2x128x64xf32, #tmem, #ttng.tensor_memory, mutable>]>, !ttg.async.token -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable, 2x128x64>
    ```
  }];
  let arguments = (ins NVWS_ArefType:$aref, TTG_AsyncToken:$token,
                       Optional<I32>:$stage);
  let results = (outs Variadic<TTG_MemDescType>:$buffers);
  let assemblyFormat = [{
    $aref (`[` $stage^ `]`)? `,` $token attr-dict `:` type($aref) `,` type($token) `->` type($buffers)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Loads into shared memory
//===----------------------------------------------------------------------===//

def NVWS_DescriptorLoadOp : NVWS_Op<"descriptor_load"> {
  let summary = "A tt.descriptor_load whose result is stored into shared memory";
  let description = [{
    `txCount` is the bytes the copy moves (what an mbarrier expects):

    ```mlir
    nvws.descriptor_load %desc[%i, %j] 16384 %buf : !tt.tensordesc<tensor<128x64xf16, #shared>>, i32, i32, !ttg.memdesc<128x64xf16, #shared, #smem, mutable, 3x128x64>
    ```
  }];
  let arguments = (ins
    Arg<TT_TensorDescType, "", [MemRead<TT_GlobalMemory>]>:$desc,
    Variadic<I32>:$indices,
    I32Attr:$txCount,
    Arg<TTG_MemDescType, "", [MemWrite<TTG_SharedMemory>]>:$result,
    DefaultValuedAttr<TT_CacheModifierAttr, "::mlir::triton::CacheModifier::NONE">:$cache,
    DefaultValuedAttr<TT_EvictionPolicyAttr, "::mlir::triton::EvictionPolicy::NORMAL">:$evict);
  let assemblyFormat = [{
    $desc `[` $indices `]` $txCount $result
    oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)
    attr-dict `:` type(operands)
  }];
}

def NVWS_DescriptorGatherOp : NVWS_Op<"descriptor_gather"> {
  let summary = "A tt.descriptor_gather whose rows are stored into shared memory";
  let description = [{
    ```mlir
    nvws.descriptor_gather %desc[%rows, %col] 16384 %buf : !tt.tensordesc<tensor<1x64xf16, #shared>>, tensor<32xi32, #blocked>, i32, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    ```
  }];
  let arguments = (ins
    Arg<TT_TensorDescType, "", [MemRead<TT_GlobalMemory>]>:$desc,
    RankedTensorOf<[I32]>:$x_offsets,
    I32:$y_offset,
    I32Attr:$txCount,
    Arg<TTG_MemDescType, "", [MemWrite<TTG_SharedMemory>]>:$result);
  let assemblyFormat = [{
    $desc `[` $x_offsets `,` $y_offset `]` $txCount $result attr-dict `:` type(operands)
  }];
}

//===----------------------------------------------------------------------===//
// Warp groups
//===----------------------------------------------------------------------===//

def NVWS_WarpGroupOp : NVWS_Op<"warp_group", [
    RecursiveMemoryEffects, RecursivelySpeculatable]> {
  let summary = "One region per partition of a warp-specialized loop";
  let description = [{
    `tritongpu-partition-loops` writes it: each region is one partition's
    code and runs on `num_warps` warps; the first region's
    `nvws.warp_group.yield` gives the op's results (their types are the
    yield's, so they are not printed), the others end in
    `nvws.warp_group.return`. Unlike `ttg.warp_specialize`, the regions see
    the values above them; `nvws-lower-warp-group` turns it into one.

    ```mlir
    %r:2 = nvws.warp_group
    partition0 num_warps(4) {
      ...
      nvws.warp_group.yield %a, %b : f32, i32
    }
    partition1 num_warps(1) {
      nvws.warp_group.return
    }
    ```
  }];
  let arguments = (ins DenseI32ArrayAttr:$numWarps);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region VariadicRegion<MinSizedRegion<1>>:$partitionRegions);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def NVWS_WarpGroupYieldOp : NVWS_Op<"warp_group.yield", [
    Pure, Terminator, ReturnLike, HasParent<"WarpGroupOp">]> {
  let summary = "Ends the first region of `nvws.warp_group`: its results";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "($values^)? attr-dict (`:` type($values)^)?";
}

def NVWS_WarpGroupReturnOp : NVWS_Op<"warp_group.return", [
    Pure, Terminator, HasParent<"WarpGroupOp">]> {
  let summary = "Ends the other regions of `nvws.warp_group`";
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

def NVWS_CreateTokenOp : NVWS_Op<"create_token"> {
  let summary = "Tokens guarding `numBuffers` buffers between a producer and a consumer";
  let description = [{
    ```mlir
    %t = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    ```
  }];
  let arguments = (ins I32Attr:$numBuffers, NVWS_TokenLoadTypeAttr:$loadType);
  let results = (outs TensorOf<[NVWS_TokenType]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

class NVWS_TokenOp<string mnemonic, string what, bit hasPhase>
    : NVWS_Op<mnemonic> {
  let summary = what;
  let arguments = !if(hasPhase,
      (ins TensorOf<[NVWS_TokenType]>:$token, I32:$idx, I1:$phase),
      (ins TensorOf<[NVWS_TokenType]>:$token, I32:$idx));
  let assemblyFormat = !if(hasPhase,
      "$token `,` $idx `,` $phase attr-dict `:` type(operands)",
      "$token `,` $idx attr-dict `:` type(operands)");
}

def NVWS_ProducerAcquireOp : NVWS_TokenOp<"producer_acquire",
    "The producer waits until buffer `idx` may be filled", 1>;
def NVWS_ProducerCommitOp : NVWS_TokenOp<"producer_commit",
    "The producer says buffer `idx` is filled", 0>;
def NVWS_ConsumerWaitOp : NVWS_TokenOp<"consumer_wait",
    "The consumer waits until buffer `idx` is filled", 1>;
def NVWS_ConsumerReleaseOp : NVWS_TokenOp<"consumer_release",
    "The consumer says buffer `idx` may be filled again", 0>;

#endif // TT_DIALECT_NVWS_IR_OPS_TD
