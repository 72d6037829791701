// RUN: tt-opt --split-input-file -tritongpu-optimize-thread-locality %s | FileCheck %s
//
// Every expectation below is Triton 3.6's own output for the same input (its
// optimize_thread_locality pass run through utils/triton-oracle.py on the
// device machine).

// A reshape with allow_reorder feeding a reduction along axis 1 (spread over
// 8 lanes): default blocked layout with axis 1 slowest, efficient_layout,
// and a convert back to the old layout for the reduction.
// CHECK-DAG: #[[OLD:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[NEW:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func @reshape_reduce
// CHECK: %[[V:.*]] = tt.reshape %{{.*}} allow_reorder efficient_layout : tensor<256xf32, #{{.*}}> -> tensor<32x8xf32, #[[NEW]]>
// CHECK: %[[C:.*]] = ttg.convert_layout %[[V]] : tensor<32x8xf32, #[[NEW]]> -> tensor<32x8xf32, #[[OLD]]>
// CHECK: "tt.reduce"(%[[C]])
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

// -----

// Without allow_reorder the reshape keeps its layout.
// CHECK-LABEL: tt.func @reshape_no_reorder
// CHECK-NEXT: tt.reshape %{{.*}} : tensor<256xf32, #{{.*}}> -> tensor<32x8xf32, #{{.*}}>
// CHECK-NOT: ttg.convert_layout
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reshape_no_reorder(%x: tensor<256xf32, #blocked1>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
    %v = tt.reshape %x : tensor<256xf32, #blocked1> -> tensor<32x8xf32, #blocked>
    %r = "tt.reduce"(%v) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<32x8xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return %r : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}

// -----

// Gather along axis 0: 32 lanes along the axis, 4 warps along dim 1, two
// rows per thread to cover the 64-row source; indices stay i64.
// CHECK-DAG: #[[G:.*]] = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func @gather
// CHECK: %[[S:.*]] = ttg.convert_layout %{{.*}} : tensor<64x16xf32, #{{.*}}> -> tensor<64x16xf32, #[[G]]>
// CHECK: %[[I:.*]] = ttg.convert_layout %{{.*}} : tensor<32x16xi64, #{{.*}}> -> tensor<32x16xi64, #[[G]]>
// CHECK: %[[R:.*]] = tt.gather %[[S]][%[[I]]] {axis = 0 : i32, efficient_layout} : (tensor<64x16xf32, #[[G]]>, tensor<32x16xi64, #[[G]]>) -> tensor<32x16xf32, #[[G]]>
// CHECK: ttg.convert_layout %[[R]] : tensor<32x16xf32, #[[G]]> -> tensor<32x16xf32, #{{.*}}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather(%src: tensor<64x16xf32, #blocked>, %idx: tensor<32x16xi64, #blocked1>) -> tensor<32x16xf32, #blocked1> {
    %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<64x16xf32, #blocked>, tensor<32x16xi64, #blocked1>) -> tensor<32x16xf32, #blocked1>
    tt.return %g : tensor<32x16xf32, #blocked1>
  }
}

// -----

// The reduction axis is already inside each thread (1 lane, 1 warp along
// it): unchanged.
// CHECK-LABEL: tt.func @reshape_already_local
// CHECK-NEXT: tt.reshape %{{.*}} allow_reorder : tensor<1024xf32, #{{.*}}> -> tensor<128x8xf32, #{{.*}}>
// CHECK-NOT: ttg.convert_layout
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reshape_already_local(%x: tensor<1024xf32, #blocked1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
    %v = tt.reshape %x allow_reorder : tensor<1024xf32, #blocked1> -> tensor<128x8xf32, #blocked>
    %r = "tt.reduce"(%v) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.maxnumf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<128x8xf32, #blocked>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return %r : tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}
