// What triton-nvidia-optimize-tmem-layouts refuses, with an error naming the
// op and why. Several CTAs: the tensor memory layouts of CTA splits are not
// checked against Triton 3.6.
#red = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0], CGALayout = [[0, 0]]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @two_ctas(%acc: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #red}>> {
    // expected-error @+1 {{triton-nvidia-optimize-tmem-layouts: ttg.num-ctas > 1 is not supported}}
    %v = ttng.tmem_load %acc : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory> -> tensor<128x64xf32, #red>
    %s = "tt.reduce"(%v) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %z = arith.addf %x, %y : f32
      tt.reduce.return %z : f32
    }) : (tensor<128x64xf32, #red>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #red}>>
    tt.return %s : tensor<128xf32, #ttg.slice<{dim = 1, parent = #red}>>
  }
}
