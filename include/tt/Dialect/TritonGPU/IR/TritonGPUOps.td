#ifndef TT_DIALECT_TTG_IR_OPS_TD
#define TT_DIALECT_TTG_IR_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUDialect.td"

class TritonGPU_Op<string mnemonic, list<Trait> traits = []>
    : Op<TritonGPU_Dialect, mnemonic, traits>;

#endif // TT_DIALECT_TTG_IR_OPS_TD
