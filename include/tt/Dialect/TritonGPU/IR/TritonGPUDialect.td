#ifndef TT_DIALECT_TTG_IR_DIALECT_TD
#define TT_DIALECT_TTG_IR_DIALECT_TD

include "mlir/IR/OpBase.td"

def TritonGPU_Dialect : Dialect {
  let name = "ttg";
  let cppNamespace = "::mlir::triton::gpu";
  let summary = "Triton's GPU dialect (TTGIR): layouts, shared memory and async copies";
  let dependentDialects = ["triton::TritonDialect", "::mlir::gpu::GPUDialect"];
  let usePropertiesForAttributes = 1;
}

#endif // TT_DIALECT_TTG_IR_DIALECT_TD
