module {
  %0 = tt.get_program_id w : i32
}
