module {
  %0 = tt.get_program_id x : i64
}
