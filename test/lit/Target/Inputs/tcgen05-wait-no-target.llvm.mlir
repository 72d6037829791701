module {
  llvm.func @wait_kernel() attributes {nvvm.kernel = 1 : ui1} {
    nvvm.tcgen05.wait <store>
    llvm.return
  }
}
