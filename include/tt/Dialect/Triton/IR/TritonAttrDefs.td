#ifndef TT_DIALECT_TRITON_IR_TRITONATTRDEFS_TD
#define TT_DIALECT_TRITON_IR_TRITONATTRDEFS_TD

include "mlir/IR/EnumAttr.td"

// Triton's enums are plain I32EnumAttrs: they print as keywords only where an
// op's assembly format names them, and as `N : i32` inside attr-dicts.

def TT_ProgramDim : I32EnumAttr<"ProgramIDDim", "program id dimension", [
  I32EnumAttrCase<"X", 0, "x">,
  I32EnumAttrCase<"Y", 1, "y">,
  I32EnumAttrCase<"Z", 2, "z">,
]> {
  let cppNamespace = "::mlir::triton";
}

#endif // TT_DIALECT_TRITON_IR_TRITONATTRDEFS_TD
