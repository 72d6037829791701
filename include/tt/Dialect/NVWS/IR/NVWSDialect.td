#ifndef TT_DIALECT_NVWS_IR_DIALECT_TD
#define TT_DIALECT_NVWS_IR_DIALECT_TD

include "mlir/IR/OpBase.td"

def NVWS_Dialect : Dialect {
  let name = "nvws";
  let cppNamespace = "::mlir::triton::nvws";
  let summary = "Triton 3.6's warp-specialization dialect: arefs and warp groups";
  let description = [{
    The IR between the steps of `tritongpu-automatic-warp-specialization`
    (sm100, `tl.range(..., warp_specialize=True)`): `nvws-insert-aref` and
    `nvws-insert-tmem-aref` put each value one partition produces and another
    consumes behind an asynchronous reference (`!nvws.aref`: a multi-buffered
    set of shared or tensor memory buffers, entered and left by the producer
    with `aref.put.enter/exit` and by the consumer with `aref.get.enter/exit`);
    `nvws-lower-aref` turns them into mbarriers; `tritongpu-partition-loops`
    splits the loop into an `nvws.warp_group` of one region per partition,
    which `nvws-lower-warp-group` makes a `ttg.warp_specialize`.
  }];
  let dependentDialects = ["triton::TritonDialect", "triton::gpu::TritonGPUDialect"];
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let usePropertiesForAttributes = 1;
}

#endif // TT_DIALECT_NVWS_IR_DIALECT_TD
