#ifndef TT_DIALECT_TTG_IR_ATTRBASE_TD
#define TT_DIALECT_TTG_IR_ATTRBASE_TD

include "mlir/IR/AttrTypeBase.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUDialect.td"

def TTG_LinearLayoutParam
    : AttrParameter<"::mlir::triton::LinearLayout", "linear layout",
                    "const ::mlir::triton::LinearLayout &">;
def TTG_UIntArrayParam : ArrayRefParameter<"unsigned">;
def TTG_CGALayoutParam : AttrParameter<"CGAEncodingAttr", "CGA layout">;

class TTG_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<TritonGPU_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

#endif // TT_DIALECT_TTG_IR_ATTRBASE_TD
