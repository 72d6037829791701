#ifndef TT_DIALECT_TTG_IR_DIALECT_TD
#define TT_DIALECT_TTG_IR_DIALECT_TD

include "mlir/IR/OpBase.td"

def TritonGPU_Dialect : Dialect {
  let name = "ttg";
  let cppNamespace = "::mlir::triton::gpu";
  let summary = "Triton's GPU dialect (TTGIR): layouts, shared memory and async copies";
  let description = [{
    Tensors of TTGIR carry a layout encoding saying which thread of which warp
    of which CTA holds each element (`#ttg.blocked`, `#ttg.nvidia_mma`,
    `#ttg.linear`, ...); shared-memory buffers are `!ttg.memdesc` values with
    a shared encoding (`#ttg.swizzled_shared`, `#ttg.nvmma_shared`, ...). The
    textual forms are exactly the ones Triton 3.6 prints, aliases included.
  }];
  let dependentDialects = ["triton::TritonDialect", "::mlir::gpu::GPUDialect"];
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();

    // Hand-written dispatch: the attributes come from two generated files
    // (the CGA layout and the encodings), each of which would otherwise
    // define these.
    Attribute parseAttribute(DialectAsmParser &parser, Type type) const override;
    void printAttribute(Attribute attr, DialectAsmPrinter &printer) const override;
  }];
  let useDefaultTypePrinterParser = 1;
  let usePropertiesForAttributes = 1;
  // `ttg.target` must name a target the passes understand.
  let hasOperationAttrVerify = 1;
}

#endif // TT_DIALECT_TTG_IR_DIALECT_TD
