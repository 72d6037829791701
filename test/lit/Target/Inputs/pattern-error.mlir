module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%out: !tt.ptr<i64>) {
    %0 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    %1 = tt.ptr_to_int %0 : !tt.ptr<i8> -> i64
    tt.store %out, %1 : !tt.ptr<i64>
    tt.return
  }
}
