// The module of warp-specialization-steps.mlir without warp specialization.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @plain(%n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c1_0 = arith.constant 1 : i32
    %two = arith.addi %c1, %c1_0 : i32
    %r = scf.for %i = %c0 to %n step %two iter_args(%acc = %c0) -> (i32) : i32 {
      %s = arith.addi %acc, %i : i32
      scf.yield %s : i32
    }
    tt.return %r : i32
  }
}

