module {
  %0 = tt.no_such_op : i32
}
