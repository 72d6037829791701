#ifndef TT_DIALECT_TTNG_IR_DIALECT_TD
#define TT_DIALECT_TTNG_IR_DIALECT_TD

include "mlir/IR/OpBase.td"

def TritonNvidiaGPU_Dialect : Dialect {
  let name = "ttng";
  let cppNamespace = "::mlir::triton::nvidia_gpu";
  let summary = "NVIDIA-specific TTGIR ops: wgmma, TMA, mbarriers, tensor memory";
  let description = [{
    Hopper and Blackwell operations of Triton 3.6 (warp-group MMA, TMA copies,
    mbarriers, tcgen05 MMA and tensor memory) and the three tensor-memory
    attributes. The dialect has no types: buffers are `!ttg.memdesc`s whose
    memory space is `#ttng.tensor_memory`.
  }];
  let dependentDialects = ["triton::TritonDialect", "triton::gpu::TritonGPUDialect"];
  let extraClassDeclaration = [{
    void registerAttributes();
  }];
  let useDefaultAttributePrinterParser = 1;
  let usePropertiesForAttributes = 1;
}

#endif // TT_DIALECT_TTNG_IR_DIALECT_TD
