//===- TXLGPUDialect.td - TXL's txlgpu dialect -------------*- tablegen -*-===//
//
// TXL (github.com/deciding/txl, a patch set on Triton 3.5.1) lowers its
// explicit warp-group kernels through these ops: warp-group and lane ids,
// register budgets (setmaxnreg), named barriers, and the register
// fragments of shared-memory accesses. Names, operands, attributes and
// textual forms are TXL's, so that TXL's dumps read and print back as
// they are.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TXLGPU_IR_DIALECT_TD
#define TT_DIALECT_TXLGPU_IR_DIALECT_TD

include "mlir/IR/OpBase.td"

def TXLGPU_Dialect : Dialect {
  let name = "txlgpu";
  let cppNamespace = "::mlir::triton::txlgpu";
  let summary = "TXL's GPU-level ops: warp-group ids, register budgets, named barriers";
  let description = [{
    The ops TXL's TTGIR carries into the LLVM lowering. A warp-specialized
    TXL kernel branches on `txlgpu.canonical_warpgroup_id` and gives each
    warp group its register budget first:

    ```mlir
    %wg = txlgpu.canonical_warpgroup_id
    %producer = arith.cmpi eq, %wg, %c0_i32 : i32
    scf.if %producer {
      txlgpu.reg_dealloc {regCount = 40 : i32}
      ...
    }
    ```
  }];
  let dependentDialects = ["mlir::LLVM::LLVMDialect"];
}

#endif // TT_DIALECT_TXLGPU_IR_DIALECT_TD
