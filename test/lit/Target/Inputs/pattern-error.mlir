#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%x: tensor<32x!tt.ptr<f16>, #blocked>, %out: !tt.ptr<i64>) {
    %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: !tt.ptr<f16>, %b: !tt.ptr<f16>):
      tt.reduce.return %a : !tt.ptr<f16>
    }) : (tensor<32x!tt.ptr<f16>, #blocked>) -> !tt.ptr<f16>
    %1 = tt.ptr_to_int %0 : !tt.ptr<f16> -> i64
    tt.store %out, %1 : !tt.ptr<i64>
    tt.return
  }
}
