#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc = loc(unknown)
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> loc(#loc), %b: i32 loc(#loc), %c: i32 loc(#loc), %q: !tt.ptr<f32> loc(#loc)) {
    %a = ttng.reinterpret_tensor_descriptor %p : !tt.ptr<i8> to !tt.tensordesc<tensor<16x16xf32>> loc(#loc)
    %d = tt.descriptor_load %a[%b, %c] : !tt.tensordesc<tensor<16x16xf32>> -> tensor<16x16xf32, #blocked> loc(#loc)
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<16x16x!tt.ptr<f32>, #blocked> loc(#loc)
    tt.store %qs, %d : tensor<16x16x!tt.ptr<f32>, #blocked> loc(#loc)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
