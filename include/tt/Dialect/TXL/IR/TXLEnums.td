//===- TXLEnums.td - TXL's enums ---------------------------*- tablegen -*-===//
//
// Kept apart from the ops so that their enum declarations are generated
// without Triton's, which TXLOps.td includes.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TXL_IR_ENUMS_TD
#define TT_DIALECT_TXL_IR_ENUMS_TD

include "mlir/IR/EnumAttr.td"

//===----------------------------------------------------------------------===//
// Enums (TXL's own copies of Triton's, with an X)
//===----------------------------------------------------------------------===//

def TXL_CacheModifierXAttr : I32EnumAttr<"CacheModifierX", "TXL's cache modifier", [
  I32EnumAttrCase<"NONE", 1, "none">,
  I32EnumAttrCase<"CA", 2, "ca">,
  I32EnumAttrCase<"CG", 3, "cg">,
  I32EnumAttrCase<"WB", 4, "wb">,
  I32EnumAttrCase<"CS", 5, "cs">,
  I32EnumAttrCase<"WT", 6, "wt">,
  I32EnumAttrCase<"CV", 7, "cv">,
]> {
  let cppNamespace = "::mlir::triton::txl";
}

def TXL_EvictionPolicyXAttr : I32EnumAttr<"EvictionPolicyX", "TXL's eviction policy", [
  I32EnumAttrCase<"NORMAL", 1, "evict_normal">,
  I32EnumAttrCase<"EVICT_FIRST", 2, "evict_first">,
  I32EnumAttrCase<"EVICT_LAST", 3, "evict_last">,
]> {
  let cppNamespace = "::mlir::triton::txl";
}

def TXL_PaddingOptionXAttr : I32EnumAttr<"PaddingOptionX", "TXL's padding of out-of-bounds loads", [
  I32EnumAttrCase<"PAD_ZERO", 1, "zero">,
  I32EnumAttrCase<"PAD_NAN", 2, "nan">,
]> {
  let cppNamespace = "::mlir::triton::txl";
}

#endif // TT_DIALECT_TXL_IR_ENUMS_TD
