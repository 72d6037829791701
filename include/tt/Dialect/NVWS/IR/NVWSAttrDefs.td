#ifndef TT_DIALECT_NVWS_IR_ATTRDEFS_TD
#define TT_DIALECT_NVWS_IR_ATTRDEFS_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "tt/Dialect/NVWS/IR/NVWSDialect.td"

// The types of an aref's buffers: `[!ttg.memdesc<...>, ...]`.
def NVWS_TypeArray : ArrayOfAttr<NVWS_Dialect, "TypeArray", "type_array", "Type">;

def NVWS_TokenLoadTypeAttr : I32EnumAttr<"TokenLoadType",
    "what fills the buffers a token guards", [
  I32EnumAttrCase<"None", 0, "none">,
  I32EnumAttrCase<"AsyncLoadOp", 1, "asyncLoadOp">,
  I32EnumAttrCase<"TMALoadOp", 2, "tmaLoadOp">,
  I32EnumAttrCase<"LocalStoreOp", 3, "localStoreOp">,
  I32EnumAttrCase<"TmemLoadOp", 4, "TmemLoadOp">,
]> {
  let cppNamespace = "::mlir::triton::nvws";
}

def NVWS_AsyncOpKind : I32EnumAttr<"AsyncOp",
    "the asynchronous operation that completes an aref access", [
  I32EnumAttrCase<"NONE", 0, "none">,
  I32EnumAttrCase<"TMALoad", 1, "tma_load">,
  I32EnumAttrCase<"TC5MMA", 2, "tc5mma">,
  I32EnumAttrCase<"TMEMCopy", 3, "tmem_copy">,
  I32EnumAttrCase<"CpAsync", 4, "cp_async">,
  I32EnumAttrCase<"WGMMA", 5, "wgmma">,
]> {
  let cppNamespace = "::mlir::triton::nvws";
  let genSpecializedAttr = 0;
}

def NVWS_AsyncOpAttr : EnumAttr<NVWS_Dialect, NVWS_AsyncOpKind, "async_op"> {
  let summary = "`#nvws.async_op<tma_load>`: what finishes with a buffer";
  let assemblyFormat = "`<` $value `>`";
}

def NVWS_AsyncOpArrayAttr
    : TypedArrayAttrBase<NVWS_AsyncOpAttr, "array of #nvws.async_op">;

#endif // TT_DIALECT_NVWS_IR_ATTRDEFS_TD
