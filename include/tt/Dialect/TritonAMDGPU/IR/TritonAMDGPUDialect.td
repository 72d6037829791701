#ifndef TT_DIALECT_AMDG_IR_DIALECT_TD
#define TT_DIALECT_AMDG_IR_DIALECT_TD

include "mlir/IR/OpBase.td"

def TritonAMDGPU_Dialect : Dialect {
  let name = "amdg";
  let cppNamespace = "::mlir::triton::amdgpu";
  let summary = "AMD-specific TTGIR ops: buffer loads and stores, in-thread transposes, LDS";
  let description = [{
    The ops Triton 3.6's AMD backend adds to TTGIR: buffer operations on a
    scalar base pointer plus i32 offsets, register-level slicing and
    concatenation, LDS barriers, TDM copies and scheduling hints. The
    dialect is named `amdg` (older Triton called it `amdgpu`, which is now
    upstream MLIR's AMDGPU dialect).
  }];
  let dependentDialects = [
    "triton::TritonDialect",
    "triton::gpu::TritonGPUDialect",
    "LLVM::LLVMDialect",
  ];
  let useDefaultAttributePrinterParser = 1;
  let usePropertiesForAttributes = 1;
}

#endif // TT_DIALECT_AMDG_IR_DIALECT_TD
