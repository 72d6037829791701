#ifndef TT_DIALECT_NVG_IR_OPS_TD
#define TT_DIALECT_NVG_IR_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tt/Dialect/NVGPU/IR/NVGPUDialect.td"

class NVGPU_Op<string mnemonic, list<Trait> traits = []>
    : Op<NVGPU_Dialect, mnemonic, traits>;

#endif // TT_DIALECT_NVG_IR_OPS_TD
