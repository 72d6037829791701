#ifndef TT_DIALECT_TTNG_IR_ATTRDEFS_TD
#define TT_DIALECT_TTNG_IR_ATTRDEFS_TD

include "mlir/IR/AttrTypeBase.td"
include "tt/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUDialect.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUAttrInterfaces.td"

class TTNG_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<TritonNvidiaGPU_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def TTNG_TensorMemorySpaceAttr : TTNG_Attr<"TensorMemorySpace", "tensor_memory"> {
  let summary = "Tensor memory (TMEM) memory space of a `!ttg.memdesc`";
  let description = [{
    Marks a memory descriptor as living in Blackwell's per-SM tensor memory,
    the accumulator storage of tcgen05 MMAs. Printed inline as
    `#ttng.tensor_memory`; it never gets an alias.
  }];
}

def TTNG_TensorMemoryEncodingAttr
    : TTNG_Attr<"TensorMemoryEncoding", "tensor_memory_encoding",
                [DeclareAttrInterfaceMethods<MemDescEncodingInterface>]> {
  let summary = "Layout of a tensor held in tensor memory (alias `#tmem`)";
  let description = [{
    A block of `blockM` x `blockN` elements per CTA. `colStride` is the
    element stride along a TMEM row: 1 packs elements, larger values leave
    gaps (e.g. 2 for 16-bit data kept one element per 32-bit column).
    `CTASplitM`/`CTASplitN` split the tensor over the CTAs of a cluster and
    `twoCTAs` marks a 2-CTA tcgen05 MMA. A memdesc with this encoding lives
    in tensor memory, has rank 2 or 3 (a leading buffer dim), packs at most
    32 bits per column and allocates at least one block per CTA split.
    Default-valued parameters are not printed:
    `#ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>`.
  }];
  let parameters = (ins
    "unsigned":$blockM,
    "unsigned":$blockN,
    "unsigned":$colStride,
    DefaultValuedParameter<"unsigned", "1">:$CTASplitM,
    DefaultValuedParameter<"unsigned", "1">:$CTASplitN,
    DefaultValuedParameter<"bool", "false">:$twoCTAs
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def TTNG_TensorMemoryScalesEncodingAttr
    : TTNG_Attr<"TensorMemoryScalesEncoding", "tensor_memory_scales_encoding",
                [DeclareAttrInterfaceMethods<MemDescEncodingInterface>]> {
  let summary = "Layout of MX block scales in tensor memory (alias `#tmem_scales`)";
  let description = [{
    The chunked layout tcgen05 expects for the scale operands of
    `ttng.tc_gen5_mma_scaled`: 8-bit scales in tensor memory, one buffer
    (no multibuffering). Usually printed with every parameter at its
    default: `#ttng.tensor_memory_scales_encoding<>`.
  }];
  let parameters = (ins
    DefaultValuedParameter<"unsigned", "1">:$CTASplitM,
    DefaultValuedParameter<"unsigned", "1">:$CTASplitN
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

#endif // TT_DIALECT_TTNG_IR_ATTRDEFS_TD
