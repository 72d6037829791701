#ifndef TT_DIALECT_NVWS_IR_TYPES_TD
#define TT_DIALECT_NVWS_IR_TYPES_TD

include "mlir/IR/AttrTypeBase.td"
include "tt/Dialect/NVWS/IR/NVWSDialect.td"

class NVWS_TypeDef<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<NVWS_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def NVWS_ArefType : NVWS_TypeDef<"Aref", "aref"> {
  let summary = "An asynchronous reference to a set of multi-buffered values";
  let description = [{
    Holds the types of the buffers behind it, each with the number of
    copies as its leading dimension:
    `!nvws.aref<[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>]>`.
    The ops that enter it give one copy of each (the leading dimension
    dropped).
  }];
  let parameters = (ins "TypeArrayAttr":$baseType);
  let assemblyFormat = "`<` $baseType `>`";
}

def NVWS_TokenType : NVWS_TypeDef<"Token", "token"> {
  let summary = "A producer-consumer token (`nvws.create_token`)";
}

#endif // TT_DIALECT_NVWS_IR_TYPES_TD
