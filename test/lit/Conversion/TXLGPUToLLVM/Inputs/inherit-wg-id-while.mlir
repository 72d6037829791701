// The error case of inherit-wg-id.mlir.
// Only scf.if, scf.for and tt.reduce take the warp group down (as TXL,
// which stops on any other op with regions).
// CHECK: inherit-wg-id-while.mlir:{{[0-9]+}}:{{[0-9]+}}: error: inherit-wg-id: scf.while in a warp-group branch: only scf.if, scf.for and tt.reduce regions take the warp group (as TXL)
tt.func @while_in_branch(%p: i1) {
  scf.if %p {
    scf.while : () -> () {
      scf.condition(%p)
    } do {
      scf.yield
    }
  } {ttxg.wgid = 0 : i32}
  tt.return
}
