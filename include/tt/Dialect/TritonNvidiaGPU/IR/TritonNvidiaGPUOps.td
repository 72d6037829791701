#ifndef TT_DIALECT_TTNG_IR_OPS_TD
#define TT_DIALECT_TTNG_IR_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tt/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUDialect.td"

class TritonNvidiaGPU_Op<string mnemonic, list<Trait> traits = []>
    : Op<TritonNvidiaGPU_Dialect, mnemonic, traits>;

#endif // TT_DIALECT_TTNG_IR_OPS_TD
