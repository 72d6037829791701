//===- Passes.td - TXLGPU passes ---------------------------*- tablegen -*-===//
//
// The stages of TXL's lowering (TXL, github.com/deciding/txl, a patch set on
// Triton 3.5.1) that work on the txl and txlgpu dialects, under TXL's flags.
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_TXLGPU_TRANSFORMS_PASSES
#define TT_DIALECT_TXLGPU_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def TXLGPUNamedBarrierLower
    : Pass<"txlgpu-named-barrier-lower", "mlir::ModuleOp"> {
  let summary = "Lower TXL's named barriers to txlgpu.bar_arrive and bar_wait";
  let description = [{
    The kernel author's `txl.barrier_arrive` and `txl.barrier_wait` (a
    hardware barrier id and its thread count) become the target ops
    `txlgpu.bar_arrive` (`bar.arrive`) and `txlgpu.bar_wait` (`bar.sync`)
    with the same barrier and count, as TXL's pass does; everything else
    is left alone. The rewrite is greedy over the module, so it also folds
    what the greedy driver folds.

    Before:
    ```mlir
    txl.barrier_arrive {bar = 2 : i32, numThreads = 256 : i32}
    txl.barrier_wait {bar = 3 : i32, numThreads = 256 : i32}
    ```
    After:
    ```mlir
    txlgpu.bar_arrive {bar = 2 : i32, numThreads = 256 : i32}
    txlgpu.bar_wait {bar = 3 : i32, numThreads = 256 : i32}
    ```
  }];
  let dependentDialects = ["mlir::triton::txlgpu::TXLGPUDialect"];
}

#endif // TT_DIALECT_TXLGPU_TRANSFORMS_PASSES
