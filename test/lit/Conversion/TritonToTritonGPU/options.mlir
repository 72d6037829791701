// RUN: tt-opt --split-input-file -convert-triton-to-tritongpu='target=hip:gfx942 threads-per-warp=64' %s | FileCheck %s --check-prefix=GFX942
// RUN: tt-opt --split-input-file -convert-triton-to-tritongpu='target=cuda:80 num-warps=2' %s | FileCheck %s --check-prefix=SM80
// RUN: tt-opt --split-input-file -convert-triton-to-tritongpu='target=cuda:90 num-ctas=2' %s | FileCheck %s --check-prefix=CTAS
//
// Options from the flags, as the corpus passes them (gfx942 runs with 64
// lanes). Layouts worked out by hand with BlockedEncodingAttr::get: lanes
// then warps go to the fastest dim first, up to its size; the slowest dim
// takes what is left. With 2 CTAs, Triton's default CGA splits the slowest
// dim that has a tile to spare (4x8x16: dim 0; 1-D: dim 0).

module {
  tt.func public @layouts(%x: tensor<4x8x16xf32>, %y: tensor<1024xi32>) -> (tensor<4x8x16xf32>, tensor<1024xi32>) {
    %a = arith.mulf %x, %x : tensor<4x8x16xf32>
    %b = arith.addi %y, %y : tensor<1024xi32>
    tt.return %a, %b : tensor<4x8x16xf32>, tensor<1024xi32>
  }
}

// GFX942-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 4, 16], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>
// GFX942-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
// GFX942: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32}

// SM80-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 2, 1], order = [2, 1, 0]}>
// SM80-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// SM80: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32}

// CTAS-DAG: #blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0], CGALayout = {{\[\[}}1, 0, 0]]}>
// CTAS-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = {{\[\[}}1]]}>
// CTAS: module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32}

// -----

// A module without tensors only gets the attributes (flags override the
// module's own).
module attributes {"ttg.num-warps" = 8 : i32} {
  tt.func public @scalars(%p: !tt.ptr<i32>, %n: i32) {
    %c = arith.addi %n, %n : i32
    tt.store %p, %c : !tt.ptr<i32>
    tt.return
  }
}

// GFX942: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32}
// GFX942-NEXT: tt.func public @scalars
// GFX942-NEXT: arith.addi %{{.*}}, %{{.*}} : i32
// GFX942-NEXT: tt.store %{{.*}}, %{{.*}} : !tt.ptr<i32>
// SM80: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32}
