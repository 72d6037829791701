// RUN: tt-opt -tritongpu-optimize-thread-locality -debug-only=tritongpu-optimize-thread-locality %s -o /dev/null 2>&1 | FileCheck %s
// RUN: tt-opt -tritongpu-optimize-thread-locality -debug-only=other-pass %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty

// CHECK: [tritongpu-optimize-thread-locality] reshape at {{.*}}: reduced along axis 1, now #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK: [tritongpu-optimize-thread-locality] reduce at {{.*}}: an operand is not a tt.load, kept
// QUIET-NOT: tritongpu-optimize-thread-locality

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reshape_reduce(%x: tensor<256xf32, #blocked1>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
    %v = tt.reshape %x allow_reorder : tensor<256xf32, #blocked1> -> tensor<32x8xf32, #blocked>
    %r = "tt.reduce"(%v) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<32x8xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return %r : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}
