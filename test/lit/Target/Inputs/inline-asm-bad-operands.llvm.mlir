module {
  llvm.func @dollar_five(%x: i32) -> i32 {
    %0 = llvm.inline_asm asm_dialect = att "add.s32 $0, $1, $5;", "=r,r" %x : (i32) -> i32
    llvm.return %0 : i32
  }
}
