//===- Passes.td - TXL's make_llir passes ------------------*- tablegen -*-===//
#ifndef TT_CONVERSION_TXLGPUTOLLVM_PASSES_TD
#define TT_CONVERSION_TXLGPUTOLLVM_PASSES_TD

include "mlir/Pass/PassBase.td"

def InheritWGId : Pass<"inherit-wg-id", "mlir::ModuleOp"> {
  let summary = "Give every op of a warp group's region the warp group TXL assigned it";
  let description = [{
    TXL's make_llir runs it before `convert-scf-to-cf`, while the
    warp-group branches are still `scf.if`s. Every `scf.if` marked
    `ttxg.wgid = W` passes W to all ops of its regions, through nested
    `scf.if`, `scf.for` and `tt.reduce` (whose combine regions get it too);
    an outer branch overrides an inner one. `ttxg.wids` (warp-level
    branches; `ttxg.else.wids` for an else region, read only where
    `ttxg.wids` is given too, as TXL does) pass down the same way, but an
    inner `scf.if` keeps lists of its own. The lowering then counts thread
    ids from the first thread of the op's warp group (or first warp).

    ```mlir
    scf.if %wg1 {
      %x = arith.muli %a, %b : i32
    } {ttxg.wgid = 1 : i32}
    // becomes
    scf.if %wg1 {
      %x = arith.muli %a, %b {ttxg.wgid = 1 : i32} : i32
    } {ttxg.wgid = 1 : i32}
    ```

    Another op with regions inside a marked branch is an error naming it
    (TXL stops there too). `-debug-only=inherit-wg-id` traces each branch.
  }];
  let dependentDialects = ["mlir::scf::SCFDialect"];
}

def ConvertTXLGPUToLLVM : Pass<"convert-txlgpu-to-llvm", "mlir::ModuleOp"> {
  let summary = "Lower the txlgpu ops that the TritonGPU lowering leaves to inline PTX";
  let description = [{
    TXL's make_llir runs it after `convert-nv-gpu-to-llvm`:

    - `txlgpu.canonical_warpgroup_id`: the linear thread id (x, y, z) / 128,
      broadcast from lane 0 (`shfl.sync.idx`) so that ptxas knows it is
      uniform; `txlgpu.warp_id`: tid.x / 32; `txlgpu.lane_id`: tid.x % 32;
      `txlgpu.cluster_cta_rank`: `%cluster_ctarank`;
    - `txlgpu.reg_alloc` / `reg_dealloc {regCount = N}`:
      `setmaxnreg.inc` / `.dec.sync.aligned.u32 N`;
    - `txlgpu.bar_arrive` / `bar_wait {bar, numThreads}`: `bar.arrive` /
      `bar.sync bar, numThreads`; `txlgpu.bar_wait_all`: `barrier.sync 0`.

    ```mlir
    txlgpu.reg_alloc {regCount = 232 : i32}
    // becomes
    llvm.inline_asm has_side_effects asm_dialect = att "setmaxnreg.inc.sync.aligned.u32 232;", ""  : () -> ()
    ```

    Any other txlgpu op left (the fragment loads and stores, the context
    ops) is an error naming it. `-debug-only=convert-txlgpu-to-llvm` traces
    each lowered op.
  }];
  let dependentDialects = ["mlir::LLVM::LLVMDialect"];
}

#endif // TT_CONVERSION_TXLGPUTOLLVM_PASSES_TD
