llvm.func @f(%s: !llvm.struct<(i32, i32)>, %v: i32) -> !llvm.struct<(i32, i32)> {
  %0 = llvm.insertvalue %v, %s[4294967296] : !llvm.struct<(i32, i32)>
  %1 = "llvm.extractvalue"(%0) <{position = array<i64: 4294967297>}> : (!llvm.struct<(i32, i32)>) -> i32
  %2 = llvm.insertvalue %1, %0[1] : !llvm.struct<(i32, i32)>
  llvm.return %2 : !llvm.struct<(i32, i32)>
}
