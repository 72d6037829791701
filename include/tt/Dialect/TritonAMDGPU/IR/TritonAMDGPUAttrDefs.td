#ifndef TT_DIALECT_AMDG_IR_ATTRDEFS_TD
#define TT_DIALECT_AMDG_IR_ATTRDEFS_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "tt/Dialect/TritonAMDGPU/IR/TritonAMDGPUDialect.td"

// Unlike Triton's other enums, the scheduling-hint variant is a dialect
// attribute: it prints as `#amdg.SchedHintVariant<local_prefetch>`.
def TritonAMDGPU_SchedHintEnum : I32EnumAttr<"SchedHint",
    "instruction scheduling hint variants for AMD GPUs", [
  I32EnumAttrCase<"none", 0>,
  I32EnumAttrCase<"llvm_iglp_0", 1>,
  I32EnumAttrCase<"llvm_iglp_1", 2>,
  I32EnumAttrCase<"local_prefetch", 3>,
  I32EnumAttrCase<"refine_ops", 4>,
]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::triton::amdgpu";
}

def TritonAMDGPU_SchedHintVariantAttr
    : EnumAttr<TritonAMDGPU_Dialect, TritonAMDGPU_SchedHintEnum, "SchedHintVariant"> {
  let summary = "Which scheduling recipe amdg.instruction_sched_hint asks for";
  let assemblyFormat = "`<` $value `>`";
}

#endif // TT_DIALECT_AMDG_IR_ATTRDEFS_TD
