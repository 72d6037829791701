#ifndef TT_DIALECT_TRITON_IR_TRITONDIALECT_TD
#define TT_DIALECT_TRITON_IR_TRITONDIALECT_TD

include "mlir/IR/OpBase.td"

def Triton_Dialect : Dialect {
  let name = "tt";
  let cppNamespace = "::mlir::triton";
  let summary = "The Triton IR (TTIR) dialect";
  let description = [{
    Target-independent tile-level operations of Triton 3.6: program ids,
    pointer arithmetic, loads and stores of tensors of pointers, tensor
    descriptors, dots, reductions and scans. Its textual form is exactly the
    one Triton 3.6 prints, so `.ttir` files and `MLIR_ENABLE_DUMP` blocks
    round-trip unchanged.
  }];
  let dependentDialects = [
    "arith::ArithDialect",
    "math::MathDialect",
    "scf::SCFDialect",
    "cf::ControlFlowDialect",
    "ub::UBDialect",
  ];
  let extraClassDeclaration = [{
    void registerTypes();
  }];
  let discardableAttrs = (ins
    "::mlir::IntegerAttr":$num_stages,
    "::mlir::IntegerAttr":$latency,
    "::mlir::IntegerAttr":$self_latency
  );
  let hasConstantMaterializer = 1;
  let useDefaultTypePrinterParser = 1;
  let usePropertiesForAttributes = 1;
}

#endif // TT_DIALECT_TRITON_IR_TRITONDIALECT_TD
