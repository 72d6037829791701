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

// -----

// An accumulated sum in a loop (Triton 3.6's lit-input of old): the load is
// reshaped to 16x8x8 (8 = the elements a thread holds along dim 1) and
// reduced along dim 2 only in the loop, into a partial carried from a 0.0
// iter arg; after the loop the partial is reduced along dim 1, converted to
// the accumulator's layout and added to the initial value. The old reduce and
// update stay in the loop, dead, and the old iter arg is yielded unchanged.
// CHECK-DAG: #[[B:.*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[L:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
// CHECK-LABEL: tt.func @loop_accumulation
// CHECK: %[[INIT:[^ ]+]] = arith.constant dense<0.000000e+00> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #[[B]]}>>
// CHECK-NEXT: %[[ZERO:[^ ]+]] = arith.constant dense<0.000000e+00> : tensor<16x8xf32, #ttg.slice<{dim = 2, parent = #[[L]]}>>
// CHECK-NEXT: %[[FOR:[^:]+]]:2 = scf.for {{.*}} iter_args(%[[ACC:[^ ]+]] = %[[INIT]], %[[PART:[^ ]+]] = %[[ZERO]]) -> (tensor<16xf32, #ttg.slice<{dim = 1, parent = #[[B]]}>>, tensor<16x8xf32, #ttg.slice<{dim = 2, parent = #[[L]]}>>)
// CHECK-NEXT: %[[X:[^ ]+]] = tt.load
// CHECK-NEXT: %[[OLD:[^ ]+]] = "tt.reduce"(%[[X]]) <{axis = 1 : i32}>
// CHECK: %[[V:[^ ]+]] = tt.reshape %[[X]] allow_reorder efficient_layout : tensor<16x64xf32, #[[B]]> -> tensor<16x8x8xf32, #[[L]]>
// CHECK-NEXT: %[[R:[^ ]+]] = "tt.reduce"(%[[V]]) <{axis = 2 : i32}>
// CHECK: }) : (tensor<16x8x8xf32, #[[L]]>) -> tensor<16x8xf32, #ttg.slice<{dim = 2, parent = #[[L]]}>>
// CHECK-NEXT: %[[U:[^ ]+]] = arith.addf %[[PART]], %[[R]] : tensor<16x8xf32, #ttg.slice<{dim = 2, parent = #[[L]]}>>
// CHECK-NEXT: arith.addf %[[ACC]], %[[OLD]] : tensor<16xf32,
// CHECK-NEXT: scf.yield %[[ACC]], %[[U]] :
// CHECK-NEXT: {{^    }$}}
// CHECK-NEXT: %[[M:[^ ]+]] = "tt.reduce"(%[[FOR]]#1) <{axis = 1 : i32}>
// CHECK: }) : (tensor<16x8xf32, #ttg.slice<{dim = 2, parent = #[[L]]}>>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #[[L]]}>}>>
// CHECK-NEXT: %[[C:[^ ]+]] = ttg.convert_layout %[[M]] : tensor<16xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #[[L]]}>}>> -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #[[B]]}>>
// CHECK-NEXT: %[[F:[^ ]+]] = arith.addf %[[INIT]], %[[C]] : tensor<16xf32, #ttg.slice<{dim = 1, parent = #[[B]]}>>
// CHECK-NEXT: tt.return %[[F]]
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @loop_accumulation(%p: tensor<16x64x!tt.ptr<f32>, #blocked>, %n: i32) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) : i32 {
      %x = tt.load %p : tensor<16x64x!tt.ptr<f32>, #blocked>
      %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x64xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %u = arith.addf %acc, %r : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      scf.yield %u : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    tt.return %res : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}

// -----

// Rank 3, maxnumf: the partial is 4x16x8 in a 4-D layout and starts from
// -inf (Triton's identity for maxnumf, whatever the initial value).
// CHECK-DAG: #[[L:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 1, 4], threadsPerWarp = [1, 4, 8, 1], warpsPerCTA = [2, 2, 1, 1], order = [3, 2, 1, 0]}>
// CHECK-LABEL: tt.func @rank3_simple
// CHECK: arith.constant dense<0xFF800000> : tensor<4x16x8xf32, #ttg.slice<{dim = 3, parent = #[[L]]}>>
// CHECK: tt.reshape %{{.*}} allow_reorder efficient_layout : tensor<4x16x64xf32, #{{.*}}> -> tensor<4x16x8x8xf32, #[[L]]>
// CHECK-NEXT: "tt.reduce"(%{{.*}}) <{axis = 3 : i32}>
// CHECK: arith.maxnumf %{{.*}} : tensor<4x16x8xf32, #ttg.slice<{dim = 3, parent = #[[L]]}>>
// CHECK: "tt.reduce"(%{{.*}}#1) <{axis = 2 : i32}>
// CHECK: ttg.convert_layout %{{.*}} : tensor<4x16xf32, #ttg.slice<{dim = 2, parent = #ttg.slice<{dim = 3, parent = #[[L]]}>}>> -> tensor<4x16xf32, #ttg.slice<{dim = 2, parent = #{{.*}}}>>
// CHECK-NEXT: arith.maxnumf
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>
#slice = #ttg.slice<{dim = 2, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @rank3_simple(%p: tensor<4x16x64x!tt.ptr<f32>, #blocked>, %n: i32) -> tensor<4x16xf32, #slice> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %ninf = arith.constant dense<0xFF800000> : tensor<4x16xf32, #slice>
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %ninf) -> (tensor<4x16xf32, #slice>) : i32 {
      %x = tt.load %p : tensor<4x16x64x!tt.ptr<f32>, #blocked>
      %r = "tt.reduce"(%x) <{axis = 2 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.maxnumf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<4x16x64xf32, #blocked>) -> tensor<4x16xf32, #slice>
      %u = arith.maxnumf %acc, %r : tensor<4x16xf32, #slice>
      scf.yield %u : tensor<4x16xf32, #slice>
    }
    tt.return %res : tensor<4x16xf32, #slice>
  }
}


// -----

// f16 product, one repetition of 8 elements per thread: the partial starts
// from 1.0, the initial 2.0 is multiplied in after the loop.
// CHECK-DAG: #[[L:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [8, 4, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
// CHECK-LABEL: tt.func @mul_f16
// CHECK: %[[TWO:[^ ]+]] = arith.constant dense<2.000000e+00> : tensor<32xf16
// CHECK-NEXT: arith.constant dense<1.000000e+00> : tensor<32x4xf16, #ttg.slice<{dim = 2, parent = #[[L]]}>>
// CHECK: tt.reshape %{{.*}} allow_reorder efficient_layout : tensor<32x32xf16, #{{.*}}> -> tensor<32x4x8xf16, #[[L]]>
// CHECK: ttg.convert_layout
// CHECK-NEXT: arith.mulf %[[TWO]], %{{.*}} : tensor<32xf16
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#slice = #ttg.slice<{dim = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mul_f16(%p: tensor<32x32x!tt.ptr<f16>, #blocked>, %n: i32) -> tensor<32xf16, #slice> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %two = arith.constant dense<2.000000e+00> : tensor<32xf16, #slice>
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %two) -> (tensor<32xf16, #slice>) : i32 {
      %x = tt.load %p : tensor<32x32x!tt.ptr<f16>, #blocked>
      %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f16, %b: f16):
        %s = arith.mulf %a, %b : f16
        tt.reduce.return %s : f16
      }) : (tensor<32x32xf16, #blocked>) -> tensor<32xf16, #slice>
      %u = arith.mulf %acc, %r : tensor<32xf16, #slice>
      scf.yield %u : tensor<32xf16, #slice>
    }
    tt.return %res : tensor<32xf16, #slice>
  }
}

// -----

// minimumf starts from +inf, maximumf with ninf from the largest finite
// negative (MLIR's identity), minnumf from +inf; an update that is not the
// combiner (subf) is cloned as it is. Triton creates the three constants in
// hash-set order, tt-opt in IR order: only their order differs.
// CHECK-DAG: #[[L:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [2, 16, 1], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
// CHECK-LABEL: tt.func @min_max
// CHECK-DAG: arith.constant dense<0x7F800000> : tensor<8x64xf32, #ttg.slice<{dim = 2, parent = #[[L]]}>>
// CHECK-DAG: arith.constant dense<0x7F800000> : tensor<8x64xf32, #ttg.slice<{dim = 2, parent = #[[L]]}>>
// CHECK-DAG: %[[MAX:[^ ]+]] = arith.constant dense<-3.40282347E+38> : tensor<8x64xf32, #ttg.slice<{dim = 2, parent = #[[L]]}>>
// CHECK: tt.reshape %{{.*}} allow_reorder efficient_layout : tensor<8x256xf32, #{{.*}}> -> tensor<8x64x4xf32, #[[L]]>
// CHECK: arith.minimumf %{{.*}} : tensor<8x64xf32
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[MAX]])
// CHECK: arith.maximumf %{{.*}} : tensor<8x64xf32
// CHECK: arith.subf %{{.*}} : tensor<8x64xf32
// CHECK: ttg.convert_layout
// CHECK-NEXT: arith.subf
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [2, 16], warpsPerCTA = [1, 4], order = [1, 0]}>
#slice = #ttg.slice<{dim = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @min_max(%p: tensor<8x256x!tt.ptr<f32>, #blocked>, %n: i32) -> (tensor<8xf32, #slice>, tensor<8xf32, #slice>, tensor<8xf32, #slice>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %init = arith.constant dense<1.000000e+00> : tensor<8xf32, #slice>
    %a = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<8xf32, #slice>) : i32 {
      %x = tt.load %p : tensor<8x256x!tt.ptr<f32>, #blocked>
      %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%l: f32, %m: f32):
        %s = arith.minimumf %l, %m : f32
        tt.reduce.return %s : f32
      }) : (tensor<8x256xf32, #blocked>) -> tensor<8xf32, #slice>
      %u = arith.minimumf %acc, %r : tensor<8xf32, #slice>
      scf.yield %u : tensor<8xf32, #slice>
    }
    %b = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<8xf32, #slice>) : i32 {
      %x = tt.load %p : tensor<8x256x!tt.ptr<f32>, #blocked>
      %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%l: f32, %m: f32):
        %s = arith.maximumf %l, %m fastmath<ninf> : f32
        tt.reduce.return %s : f32
      }) : (tensor<8x256xf32, #blocked>) -> tensor<8xf32, #slice>
      %u = arith.maximumf %acc, %r : tensor<8xf32, #slice>
      scf.yield %u : tensor<8xf32, #slice>
    }
    %c = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<8xf32, #slice>) : i32 {
      %x = tt.load %p : tensor<8x256x!tt.ptr<f32>, #blocked>
      %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%l: f32, %m: f32):
        %s = arith.minnumf %l, %m : f32
        tt.reduce.return %s : f32
      }) : (tensor<8x256xf32, #blocked>) -> tensor<8xf32, #slice>
      %u = arith.subf %acc, %r : tensor<8xf32, #slice>
      scf.yield %u : tensor<8xf32, #slice>
    }
    tt.return %a, %b, %c : tensor<8xf32, #slice>, tensor<8xf32, #slice>, tensor<8xf32, #slice>
  }
}

// -----

// Kept: a reduction along dim 0, one element per thread along the axis, an
// accumulator from a function argument, an integer sum. The accumulator
// also stored in the loop does not stop Triton 3.6 (the store then sees the
// initial value on every iteration; a later Triton checks for it).
// CHECK-DAG: #[[L:.*]] = #ttg.blocked<{sizePerThread = [4, 1, 4], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
// CHECK-LABEL: tt.func @kept
// CHECK-COUNT-2: arith.constant dense<0.000000e+00> : tensor<{{32|16}}xf32
// CHECK-NEXT: %[[Z:[^ ]+]] = arith.constant dense<0.000000e+00> : tensor<64xf32
// CHECK-NEXT: %[[ZL:[^ ]+]] = arith.constant dense<0.000000e+00> : tensor<64x8xf32, #ttg.slice<{dim = 2, parent = #[[L]]}>>
// CHECK: "tt.reduce"(%{{.*}}) <{axis = 0 : i32}>
// CHECK-NOT: tt.reshape
// CHECK: scf.for {{.*}} iter_args(%[[ACC:[^ ]+]] = %[[Z]], %{{.*}} = %[[ZL]])
// CHECK: tt.reshape %{{.*}} allow_reorder efficient_layout : tensor<64x32xf32, #{{.*}}> -> tensor<64x8x4xf32, #[[L]]>
// CHECK: tt.store %{{.*}}, %[[ACC]]
// CHECK: scf.yield %[[ACC]], %{{.*}}
// CHECK: scf.for
// CHECK-NOT: tt.reshape
// CHECK: tt.return
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#s0 = #ttg.slice<{dim = 0, parent = #blocked}>
#s1 = #ttg.slice<{dim = 1, parent = #blocked}>
#t1 = #ttg.slice<{dim = 1, parent = #blocked1}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @kept(%p: tensor<64x32x!tt.ptr<f32>, #blocked>, %q: tensor<16x8x!tt.ptr<f32>, #blocked1>, %pi: tensor<64x32x!tt.ptr<i32>, #blocked>, %s: tensor<64x!tt.ptr<f32>, #s1>, %init: tensor<64xf32, #s1>, %n: i32) -> (tensor<32xf32, #s0>, tensor<16xf32, #t1>, tensor<64xf32, #s1>, tensor<64xf32, #s1>, tensor<64xi32, #s1>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z0 = arith.constant dense<0.000000e+00> : tensor<32xf32, #s0>
    %z1 = arith.constant dense<0.000000e+00> : tensor<16xf32, #t1>
    %z2 = arith.constant dense<0.000000e+00> : tensor<64xf32, #s1>
    %zi = arith.constant dense<0> : tensor<64xi32, #s1>
    %a = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z0) -> (tensor<32xf32, #s0>) : i32 {
      %x = tt.load %p : tensor<64x32x!tt.ptr<f32>, #blocked>
      %r = "tt.reduce"(%x) <{axis = 0 : i32}> ({
      ^bb0(%l: f32, %m: f32):
        %t = arith.addf %l, %m : f32
        tt.reduce.return %t : f32
      }) : (tensor<64x32xf32, #blocked>) -> tensor<32xf32, #s0>
      %u = arith.addf %acc, %r : tensor<32xf32, #s0>
      scf.yield %u : tensor<32xf32, #s0>
    }
    %b = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z1) -> (tensor<16xf32, #t1>) : i32 {
      %x = tt.load %q : tensor<16x8x!tt.ptr<f32>, #blocked1>
      %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%l: f32, %m: f32):
        %t = arith.addf %l, %m : f32
        tt.reduce.return %t : f32
      }) : (tensor<16x8xf32, #blocked1>) -> tensor<16xf32, #t1>
      %u = arith.addf %acc, %r : tensor<16xf32, #t1>
      scf.yield %u : tensor<16xf32, #t1>
    }
    %c = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<64xf32, #s1>) : i32 {
      %x = tt.load %p : tensor<64x32x!tt.ptr<f32>, #blocked>
      %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%l: f32, %m: f32):
        %t = arith.addf %l, %m : f32
        tt.reduce.return %t : f32
      }) : (tensor<64x32xf32, #blocked>) -> tensor<64xf32, #s1>
      %u = arith.addf %acc, %r : tensor<64xf32, #s1>
      scf.yield %u : tensor<64xf32, #s1>
    }
    %d = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z2) -> (tensor<64xf32, #s1>) : i32 {
      %x = tt.load %p : tensor<64x32x!tt.ptr<f32>, #blocked>
      %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%l: f32, %m: f32):
        %t = arith.addf %l, %m : f32
        tt.reduce.return %t : f32
      }) : (tensor<64x32xf32, #blocked>) -> tensor<64xf32, #s1>
      tt.store %s, %acc : tensor<64x!tt.ptr<f32>, #s1>
      %u = arith.addf %acc, %r : tensor<64xf32, #s1>
      scf.yield %u : tensor<64xf32, #s1>
    }
    %e = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zi) -> (tensor<64xi32, #s1>) : i32 {
      %x = tt.load %pi : tensor<64x32x!tt.ptr<i32>, #blocked>
      %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%l: i32, %m: i32):
        %t = arith.addi %l, %m : i32
        tt.reduce.return %t : i32
      }) : (tensor<64x32xi32, #blocked>) -> tensor<64xi32, #s1>
      %u = arith.addi %acc, %r : tensor<64xi32, #s1>
      scf.yield %u : tensor<64xi32, #s1>
    }
    tt.return %a, %b, %c, %d, %e : tensor<32xf32, #s0>, tensor<16xf32, #t1>, tensor<64xf32, #s1>, tensor<64xf32, #s1>, tensor<64xi32, #s1>
  }
}

// -----

// Two CTAs: the new dim joins the CGA layout unsplit.
// CHECK-DAG: #[[L:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0], CGALayout = {{\[\[}}1, 0, 0]]}>
// CHECK-LABEL: tt.func @two_ctas
// CHECK: tt.reshape %{{.*}} allow_reorder efficient_layout : tensor<32x64xf32, #{{.*}}> -> tensor<32x8x8xf32, #[[L]]>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
#slice = #ttg.slice<{dim = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @two_ctas(%p: tensor<32x64x!tt.ptr<f32>, #blocked>, %n: i32) -> tensor<32xf32, #slice> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<32xf32, #slice>
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<32xf32, #slice>) : i32 {
      %x = tt.load %p : tensor<32x64x!tt.ptr<f32>, #blocked>
      %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<32x64xf32, #blocked>) -> tensor<32xf32, #slice>
      %u = arith.addf %acc, %r : tensor<32xf32, #slice>
      scf.yield %u : tensor<32xf32, #slice>
    }
    tt.return %res : tensor<32xf32, #slice>
  }
}

// -----

// Another iter arg before the accumulator: the partial is appended.
// CHECK-LABEL: tt.func @extra_iter_arg
// CHECK: %[[FOR:[^:]+]]:3 = scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[ACC:[^ ]+]] = %{{.*}}, %{{.*}} = %{{.*}}) -> (i32, tensor<16xf32, {{.*}}>, tensor<16x8xf32, {{.*}}>)
// CHECK: scf.yield %{{.*}}, %[[ACC]], %{{.*}} : i32,
// CHECK: "tt.reduce"(%[[FOR]]#2) <{axis = 1 : i32}>
// CHECK: tt.return %{{.*}}, %[[FOR]]#0
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#slice = #ttg.slice<{dim = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @extra_iter_arg(%p: tensor<16x64x!tt.ptr<f32>, #blocked>, %n: i32) -> (tensor<16xf32, #slice>, i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<16xf32, #slice>
    %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%k = %c0, %acc = %zero) -> (i32, tensor<16xf32, #slice>) : i32 {
      %x = tt.load %p : tensor<16x64x!tt.ptr<f32>, #blocked>
      %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x64xf32, #blocked>) -> tensor<16xf32, #slice>
      %u = arith.addf %acc, %r : tensor<16xf32, #slice>
      %k1 = arith.addi %k, %c1 : i32
      scf.yield %k1, %u : i32, tensor<16xf32, #slice>
    }
    tt.return %res#1, %res#0 : tensor<16xf32, #slice>, i32
  }
}

// -----

// The reduction first in the update: Triton maps the update's operands by
// position, so the partial comes first in the loop and the initial value
// first after it.
// CHECK-LABEL: tt.func @reduce_first
// CHECK: %[[INIT:[^ ]+]] = arith.constant dense<0.000000e+00> : tensor<16xf32
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[INIT]], %[[PART:[^ ]+]] = %{{.*}})
// CHECK: %[[R:[^ ]+]] = "tt.reduce"(%{{.*}}) <{axis = 2 : i32}>
// CHECK: arith.subf %[[PART]], %[[R]] : tensor<16x8xf32
// CHECK: %[[C:[^ ]+]] = ttg.convert_layout
// CHECK-NEXT: arith.subf %[[INIT]], %[[C]] : tensor<16xf32
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#slice = #ttg.slice<{dim = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_first(%p: tensor<16x64x!tt.ptr<f32>, #blocked>, %n: i32) -> tensor<16xf32, #slice> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<16xf32, #slice>
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<16xf32, #slice>) : i32 {
      %x = tt.load %p : tensor<16x64x!tt.ptr<f32>, #blocked>
      %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x64xf32, #blocked>) -> tensor<16xf32, #slice>
      %u = arith.subf %r, %acc : tensor<16xf32, #slice>
      scf.yield %u : tensor<16xf32, #slice>
    }
    tt.return %res : tensor<16xf32, #slice>
  }
}

// -----

// Triton 3.6 only asks the update to feed some scf.yield: an update inside
// an scf.if is rewritten too (the scf.if is left dead).
// CHECK-LABEL: tt.func @update_in_if
// CHECK: scf.for {{.*}} iter_args(%[[ACC:[^ ]+]] = %{{.*}}, %{{.*}} = %{{.*}})
// CHECK: tt.reshape
// CHECK: scf.if
// CHECK: scf.yield %[[ACC]], %{{.*}} : tensor<16xf32
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#slice = #ttg.slice<{dim = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @update_in_if(%p: tensor<16x64x!tt.ptr<f32>, #blocked>, %n: i32, %c: i1) -> tensor<16xf32, #slice> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<16xf32, #slice>
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<16xf32, #slice>) : i32 {
      %x = tt.load %p : tensor<16x64x!tt.ptr<f32>, #blocked>
      %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x64xf32, #blocked>) -> tensor<16xf32, #slice>
      %v = scf.if %c -> (tensor<16xf32, #slice>) {
        %u = arith.addf %acc, %r : tensor<16xf32, #slice>
        scf.yield %u : tensor<16xf32, #slice>
      } else {
        scf.yield %acc : tensor<16xf32, #slice>
      }
      scf.yield %v : tensor<16xf32, #slice>
    }
    tt.return %res : tensor<16xf32, #slice>
  }
}

// -----

// A reduction not directly in the loop body is kept.
// CHECK-LABEL: tt.func @reduce_in_if
// CHECK-NOT: tt.reshape
// CHECK: tt.return
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#slice = #ttg.slice<{dim = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_in_if(%p: tensor<16x64x!tt.ptr<f32>, #blocked>, %n: i32, %c: i1) -> tensor<16xf32, #slice> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<16xf32, #slice>
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<16xf32, #slice>) : i32 {
      %w = scf.if %c -> (tensor<16xf32, #slice>) {
        %x = tt.load %p : tensor<16x64x!tt.ptr<f32>, #blocked>
      %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        tt.reduce.return %s : f32
      }) : (tensor<16x64xf32, #blocked>) -> tensor<16xf32, #slice>
        %u = arith.addf %acc, %r : tensor<16xf32, #slice>
        scf.yield %u : tensor<16xf32, #slice>
      } else {
        scf.yield %acc : tensor<16xf32, #slice>
      }
      scf.yield %w : tensor<16xf32, #slice>
    }
    tt.return %res : tensor<16xf32, #slice>
  }
}
