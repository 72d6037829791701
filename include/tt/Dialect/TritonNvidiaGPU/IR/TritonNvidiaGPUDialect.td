#ifndef TT_DIALECT_TTNG_IR_DIALECT_TD
#define TT_DIALECT_TTNG_IR_DIALECT_TD

include "mlir/IR/OpBase.td"

def TritonNvidiaGPU_Dialect : Dialect {
  let name = "ttng";
  let cppNamespace = "::mlir::triton::nvidia_gpu";
  let summary = "NVIDIA-specific TTGIR ops: wgmma, TMA, mbarriers, tensor memory";
  let dependentDialects = ["triton::TritonDialect", "triton::gpu::TritonGPUDialect"];
  let usePropertiesForAttributes = 1;
}

#endif // TT_DIALECT_TTNG_IR_DIALECT_TD
