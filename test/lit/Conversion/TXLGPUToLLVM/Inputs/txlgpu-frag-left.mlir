// A txlgpu op this pass does not lower is an error naming it
// (convert-txlgpu-to-llvm.mlir).
// CHECK: txlgpu-frag-left.mlir:5:{{[0-9]+}}: error: txlgpu.init_ctx: lowering to LLVM is not supported yet
llvm.func @left() {
  txlgpu.init_ctx
  txlgpu.save_ctx {asyncTaskId = 1 : i32}
  llvm.return
}
