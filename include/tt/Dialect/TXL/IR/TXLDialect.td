//===- TXLDialect.td - TXL's txl dialect -------------------*- tablegen -*-===//
//
// TXL (github.com/deciding/txl, a patch set on Triton 3.5.1) lets a kernel
// hold shared-memory ring buffers, tensor memory, mbarriers, TMA and warp
// group roles explicitly. Its Python front end emits these ops; its
// txlgpu-* passes lower them to TritonGPU. Names, operands, attributes and
// textual forms are TXL's, so that TXL's dumps read and print back as they
// are (before its passes run, buffers are plain tensors; afterwards the
// few ops that stay take memory descriptors).
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TXL_IR_DIALECT_TD
#define TT_DIALECT_TXL_IR_DIALECT_TD

include "mlir/IR/OpBase.td"

def TXL_Dialect : Dialect {
  let name = "txl";
  let cppNamespace = "::mlir::triton::txl";
  let summary = "TXL's explicit shared memory, tensor memory, mbarriers and warp groups";
  let description = [{
    A TXL kernel allocates its buffers and barriers, moves data with TMA
    and waits on mbarriers itself:

    ```mlir
    %buf = txl.smem_alloc {isMutable = true, numStages = 2 : i32} : tensor<2x64x64xf16>
    %bar = txl.mbar_alloc {arrCount = 1 : i32, numStages = 2 : i32} : tensor<2xi64>
    %b = txl.get_buffer %buf, %stage : (tensor<2x64x64xf16>, i32) -> tensor<2x64x64xf16>
    txl.mbar_expect %bar, %true {expectCount = 8192 : i32} : tensor<2xi64>, i1
    txl.tma_load %b, %bar, %desc[%off, %c0_i32] : tensor<2x64x64xf16>, tensor<2xi64>, !tt.tensordesc<tensor<64x64xf16>>
    txl.mbar_wait %bar, %phase : tensor<2xi64>, i32
    ```
  }];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::math::MathDialect",
                           "mlir::scf::SCFDialect", "mlir::cf::ControlFlowDialect"];
}

#endif // TT_DIALECT_TXL_IR_DIALECT_TD
