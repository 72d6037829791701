#ifndef TT_DIALECT_TTG_IR_OPSBASE_TD
#define TT_DIALECT_TTG_IR_OPSBASE_TD

// Resources, op traits and type constraints shared by the ttg and ttng ops.
// Kept apart from TritonGPUOps.td so that ttng can include them without
// generating the ttg ops a second time.

include "mlir/IR/OpBase.td"
include "tt/Dialect/Triton/IR/TritonTypes.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUTypes.td"

def TT_GlobalMemory : Resource<"::mlir::triton::gpu::GlobalMemory">;
def TTG_SharedMemory : Resource<"::mlir::triton::gpu::SharedMemory">;

// A view of a memory descriptor (index, subslice, trans, ...): no memory is
// touched, the result aliases the source.
def TTG_MemDescViewTrait : NativeOpTrait<"MemDescViewTrait"> {
  let cppNamespace = "::mlir::triton::gpu";
}
// Reads a shared-memory buffer into registers.
def TTG_LocalLoadTrait : NativeOpTrait<"LocalLoadTrait"> {
  let cppNamespace = "::mlir::triton::gpu";
}
// Waits for outstanding asynchronous memory operations.
def TTG_MemWaitOpTrait : NativeOpTrait<"MemWaitOpTrait"> {
  let cppNamespace = "::mlir::triton::gpu";
}
// Memory descriptor encodings agree with their memory spaces.
def VerifyMemDescLayoutsTrait : NativeOpTrait<"VerifyMemDescLayoutsTrait"> {
  let cppNamespace = "::mlir::triton::gpu";
}

def TTG_TensorOrMemDesc : AnyTypeOf<[TT_Tensor, TTG_MemDescType],
                                    "tensor or memory descriptor">;

#endif // TT_DIALECT_TTG_IR_OPSBASE_TD
