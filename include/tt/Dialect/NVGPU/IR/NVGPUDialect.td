#ifndef TT_DIALECT_NVG_IR_DIALECT_TD
#define TT_DIALECT_NVG_IR_DIALECT_TD

include "mlir/IR/OpBase.td"

def NVGPU_Dialect : Dialect {
  let name = "nvg";
  let cppNamespace = "::mlir::triton::nvgpu";
  let summary = "Triton's NVGPU dialect: wgmma, warp and cluster ids between TTGIR and LLVM";
  let dependentDialects = ["LLVM::LLVMDialect"];
  let usePropertiesForAttributes = 1;
}

#endif // TT_DIALECT_NVG_IR_DIALECT_TD
