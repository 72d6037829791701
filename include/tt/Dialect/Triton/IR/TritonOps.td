#ifndef TT_DIALECT_TRITON_IR_TRITONOPS_TD
#define TT_DIALECT_TRITON_IR_TRITONOPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tt/Dialect/Triton/IR/TritonDialect.td"
include "tt/Dialect/Triton/IR/TritonTypes.td"
include "tt/Dialect/Triton/IR/TritonAttrDefs.td"

class TT_Op<string mnemonic, list<Trait> traits = []>
    : Op<Triton_Dialect, mnemonic, traits>;

def TT_GetProgramIdOp : TT_Op<"get_program_id", [Pure]> {
  let summary = "Index of the current program along one grid axis";
  let arguments = (ins TT_ProgramDim:$axis);
  let results = (outs I32:$result);
  let assemblyFormat = "$axis attr-dict `:` type($result)";
}

#endif // TT_DIALECT_TRITON_IR_TRITONOPS_TD
