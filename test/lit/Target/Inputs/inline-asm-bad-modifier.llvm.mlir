module {
  llvm.func @bad_modifier(%x: i32) -> i32 {
    %0 = llvm.inline_asm asm_dialect = att "mov.b32 $0, ${1:q};", "=r,r" %x : (i32) -> i32
    llvm.return %0 : i32
  }
}
