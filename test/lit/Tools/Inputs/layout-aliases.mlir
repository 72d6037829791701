// Three encodings under aliases: #blocked on two shapes (two layouts),
// #mma on one, #shared on a memdesc. tt-layout -l '#alias' selects by alias.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%x: f32) {
    %a = tt.splat %x : f32 -> tensor<16x32xf32, #blocked>
    %b = tt.splat %x : f32 -> tensor<32x32xf32, #blocked>
    %c = tt.splat %x : f32 -> tensor<32x16xf32, #mma>
    %d = ttg.local_alloc : () -> !ttg.memdesc<16x32xf32, #shared, #smem, mutable>
    tt.return
  }
}
