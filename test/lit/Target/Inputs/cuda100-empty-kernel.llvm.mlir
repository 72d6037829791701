module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @k() attributes {nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>} {
    llvm.return
  }
}
