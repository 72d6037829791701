// A type whose encoding parses and verifies but has no linear layout
// (nvidia_mma version 1): tt-layout says so at the op that has it.
#mma = #ttg.nvidia_mma<{versionMajor = 1, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%x: f32) {
    %a = tt.splat %x : f32 -> tensor<64x64xf32, #mma>
    tt.return
  }
}
