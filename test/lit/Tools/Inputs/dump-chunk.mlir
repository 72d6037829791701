#loc1 = loc("n")
module {
  tt.func @f(%n: i32 loc("n")) -> i32 {
    %pid = tt.get_program_id x : i32 loc(#loc2)
    tt.return %pid : i32 loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("pid")


// -----// SoftwarePipeliner internal IR Dump After: LowerLoops
module {
  tt.func @f(%arg0: i32) -> i32 {
    %0 = tt.get_program_id x : i32
    tt.return %0 : i32
  }
}


// -----// IR Dump Before Canonicalizer (canonicalize) ('builtin.module' operation) //----- //
module {
  tt.func @f(%arg0: i32) -> i32 {
    %0 = tt.get_program_id y : i32
    tt.return %0 : i32
  }
}
