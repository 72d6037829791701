#ifndef TT_DIALECT_AMDG_IR_OPS_TD
#define TT_DIALECT_AMDG_IR_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tt/Dialect/TritonAMDGPU/IR/TritonAMDGPUDialect.td"

class TritonAMDGPU_Op<string mnemonic, list<Trait> traits = []>
    : Op<TritonAMDGPU_Dialect, mnemonic, traits>;

#endif // TT_DIALECT_AMDG_IR_OPS_TD
