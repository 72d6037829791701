module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%x: i32) -> i32 {
    %0 = arith.addi %x, %x : i32
    tt.return %0 : i32
  }
}
