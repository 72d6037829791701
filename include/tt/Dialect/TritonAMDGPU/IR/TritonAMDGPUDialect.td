#ifndef TT_DIALECT_AMDG_IR_DIALECT_TD
#define TT_DIALECT_AMDG_IR_DIALECT_TD

include "mlir/IR/OpBase.td"

def TritonAMDGPU_Dialect : Dialect {
  let name = "amdg";
  let cppNamespace = "::mlir::triton::amdgpu";
  let summary = "AMD-specific TTGIR ops: buffer loads and stores, in-thread transposes, LDS";
  let dependentDialects = ["triton::TritonDialect", "triton::gpu::TritonGPUDialect"];
  let usePropertiesForAttributes = 1;
}

#endif // TT_DIALECT_AMDG_IR_DIALECT_TD
