// RUN: tt-opt %s -split-input-file -convert-scf-to-cf -allocate-shared-memory-nv -convert-triton-gpu-to-llvm | FileCheck %s
// RUN: tt-opt %s -split-input-file -convert-scf-to-cf -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -debug-only=convert-triton-gpu-to-llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
//
// tt.reduce follows Triton 3.6 (the corpus sm90 softmax .llir shows the
// shape of the across-warps case): registers first, then one butterfly
// shuffle per lane bit along the axis (highest first, mask -1, clamp 31),
// then scratch only when warps split the axis.
//
// Across warps, Triton's round (partials combined by shuffles, written back,
// a second barrier) everywhere but in loops whose partials of an element fit
// one 16-byte load: there each thread folds its own (the last cases). The
// trace names the choice, case by case:
// TRACE: tt.reduce: 8 warps' partials per element, wider than one load, not in a loop: combined by shuffles and written back
// TRACE: tt.reduce: 4 warps' partials per element, one load, not in a loop: combined by shuffles and written back
// TRACE: tt.reduce: 4 warps' partials per element, wider than one load, not in a loop: combined by shuffles and written back
// TRACE: tt.reduce: 4 warps' partials per element, one load, not in a loop: combined by shuffles and written back
// TRACE: tt.reduce: 4 warps' partials per element, one load, not in a loop: combined by shuffles and written back
// TRACE: tt.reduce: 2 warps' partials per element, one load, in a loop: each thread folds its own
// TRACE: tt.reduce: 4 warps' partials per element, one load, in a loop: each thread folds its own

#b1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {

// One warp, 128 elements, 4 per thread: 3 in-thread adds, then 5 shuffles
// (lanes 16, 8, 4, 2, 1) and no shared memory or barrier.
// CHECK-LABEL: llvm.func @within_warp
// CHECK-COUNT-3: llvm.fadd
// CHECK:         %[[O16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK:         nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[O16]], %{{.*}} : i32 -> i32
// CHECK:         llvm.fadd
// CHECK:         %[[O8:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK:         nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[O8]], %{{.*}} : i32 -> i32
// CHECK:         llvm.fadd
// CHECK:         %[[O4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK:         nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[O4]], %{{.*}} : i32 -> i32
// CHECK:         llvm.fadd
// CHECK:         %[[O2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK:         nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[O2]], %{{.*}} : i32 -> i32
// CHECK:         llvm.fadd
// CHECK:         %[[O1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK:         nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[O1]], %{{.*}} : i32 -> i32
// CHECK:         llvm.fadd
// CHECK-NOT:     nvvm.barrier0
// CHECK:         llvm.return
tt.func @within_warp(%x: tensor<128xf32, #b1>, %out: !tt.ptr<f32>) {
  %r = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.reduce.return %s : f32
  }) : (tensor<128xf32, #b1>) -> f32
  tt.store %out, %r : !tt.ptr<f32>
  tt.return
}

// Argmax-like: both operands travel together, one shuffle each per lane bit.
// CHECK-LABEL: llvm.func @multi_operand
// CHECK-COUNT-10: nvvm.shfl.sync  bfly
// CHECK-NOT:     nvvm.shfl.sync
// CHECK:         llvm.return
tt.func @multi_operand(%x: tensor<128xf32, #b1>, %i: tensor<128xi32, #b1>, %out: !tt.ptr<f32>) {
  %r:2 = "tt.reduce"(%x, %i) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %ai: i32, %b: f32, %bi: i32):
    %gt = arith.cmpf ogt, %a, %b : f32
    %m = arith.select %gt, %a, %b : f32
    %mi = arith.select %gt, %ai, %bi : i32
    tt.reduce.return %m, %mi : f32, i32
  }) : (tensor<128xf32, #b1>, tensor<128xi32, #b1>) -> (f32, i32)
  tt.store %out, %r#0 : !tt.ptr<f32>
  tt.return
}
}

// -----

#b8 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {

// softmax's reduction: 4096 f32 over 8 warps. 5 shuffles in the warp; lane
// 0 stores the warp's partial at scratch[warp] (offset 0: the only buffer);
// barrier; threads < 8 load scratch[tid], 3 shuffles (4, 2, 1) combine the
// 8 partials, lane % 8 == 0 stores back; barrier; everyone loads
// scratch[0]. Exactly Triton's 8 shuffles, 2 stores and 2 barriers.
// CHECK-LABEL: llvm.func @across_warps
// CHECK-COUNT-5: nvvm.shfl.sync  bfly
// CHECK:         st.shared.b32
// CHECK:         nvvm.barrier0
// CHECK:         ld.shared.b32
// CHECK-COUNT-3: nvvm.shfl.sync  bfly
// CHECK:         st.shared.b32
// CHECK:         nvvm.barrier0
// CHECK:         llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT:     nvvm.shfl.sync
// CHECK:         llvm.return
tt.func @across_warps(%x: tensor<4096xf32, #b8>, %out: !tt.ptr<f32>) {
  %r = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.maxnumf %a, %b : f32
    tt.reduce.return %s : f32
  }) : (tensor<4096xf32, #b8>) -> f32
  tt.store %out, %r : !tt.ptr<f32>
  tt.return
}
}

// -----

#b2d = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {

// 2-D, axis 1 (a row sum): 4 registers per row combine in the thread, the 8
// lanes along a row shuffle (4, 2, 1), warps split rows only: no scratch.
// The result is the slice layout's struct (16x1 rows per 4 warps: 1 reg).
// CHECK-LABEL: llvm.func @rows
// CHECK-COUNT-3: llvm.fadd
// CHECK-COUNT-3: nvvm.shfl.sync  bfly
// CHECK-NOT:     nvvm.barrier0
// CHECK:         llvm.insertvalue {{.*}}[0] : !llvm.struct<(f32)>
tt.func @rows(%x: tensor<16x32xf32, #b2d>) {
  %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.reduce.return %s : f32
  }) : (tensor<16x32xf32, #b2d>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #b2d}>>
  tt.return
}
}

// -----

// Other element widths (Triton's shuffleCommon and storeDShared/loadDShared):
// 128 elements, 1 per thread, 4 warps: 5 lane shuffles, lane 0 stores the
// warp's partial, barrier, threads < 4 load, 2 warp shuffles (2, 1), store
// back, barrier, everyone loads scratch[0].
#b4 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {

// f16: each shuffle zero-extends the bits to i32 and truncates back; the
// scratch holds halves (b16 through 16-bit "h" registers).
// CHECK-LABEL: llvm.func @sum_f16
// CHECK:         llvm.bitcast %{{.*}} : f16 to i16
// CHECK-NEXT:    llvm.zext %{{.*}} : i16 to i32
// CHECK:         nvvm.shfl.sync  bfly
// CHECK-NEXT:    llvm.trunc %{{.*}} : i32 to i16
// CHECK-NEXT:    llvm.bitcast %{{.*}} : i16 to f16
// CHECK-COUNT-4: nvvm.shfl.sync  bfly
// CHECK:         "@$2 st.shared.b16 [ $0 + 0 ], $1;", "r,h,b" %{{.*}}, %{{.*}}, %{{.*}} : (!llvm.ptr<3>, i16, i1) -> ()
// CHECK:         nvvm.barrier0
// CHECK:         "@$2 ld.shared.b16 $0, [ $1 + 0 ];", "=h,r,b" %{{.*}}, %{{.*}} : (!llvm.ptr<3>, i1) -> i16
// CHECK-COUNT-2: nvvm.shfl.sync  bfly
// CHECK:         st.shared.b16
// CHECK:         nvvm.barrier0
// CHECK:         llvm.load %{{.*}} : !llvm.ptr<3> -> f16
// CHECK-NOT:     nvvm.shfl.sync
// CHECK:         llvm.return
tt.func @sum_f16(%x: tensor<128xf16, #b4>, %out: !tt.ptr<f16>) {
  %r = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: f16, %b: f16):
    %s = arith.addf %a, %b : f16
    tt.reduce.return %s : f16
  }) : (tensor<128xf16, #b4>) -> f16
  tt.store %out, %r : !tt.ptr<f16>
  tt.return
}

// i64: every shuffle is two 32-bit shuffles of the halves (5 + 2 rounds:
// 14); the scratch holds b64 through "l" registers.
// CHECK-LABEL: llvm.func @max_i64
// CHECK:         llvm.bitcast %{{.*}} : i64 to vector<2xf32>
// CHECK:         nvvm.shfl.sync  bfly
// CHECK:         nvvm.shfl.sync  bfly
// CHECK:         llvm.bitcast %{{.*}} : vector<2xf32> to i64
// CHECK:         llvm.intr.smax
// CHECK-COUNT-8: nvvm.shfl.sync  bfly
// CHECK:         "@$2 st.shared.b64 [ $0 + 0 ], $1;", "r,l,b" %{{.*}}, %{{.*}}, %{{.*}} : (!llvm.ptr<3>, i64, i1) -> ()
// CHECK:         nvvm.barrier0
// CHECK:         "@$2 ld.shared.b64 $0, [ $1 + 0 ];", "=l,r,b"
// CHECK-COUNT-4: nvvm.shfl.sync  bfly
// CHECK:         st.shared.b64
// CHECK:         nvvm.barrier0
// CHECK:         llvm.load %{{.*}} : !llvm.ptr<3> -> i64
// CHECK-NOT:     nvvm.shfl.sync
// CHECK:         llvm.return
tt.func @max_i64(%x: tensor<128xi64, #b4>, %out: !tt.ptr<i64>) {
  %r = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: i64, %b: i64):
    %s = arith.maxsi %a, %b : i64
    tt.reduce.return %s : i64
  }) : (tensor<128xi64, #b4>) -> i64
  tt.store %out, %r : !tt.ptr<i64>
  tt.return
}

// i1 ("any"): shuffled as i32; stored as a byte (zext to i8, b8 in an "h"
// register), loaded back and truncated.
// CHECK-LABEL: llvm.func @any_i1
// CHECK:         llvm.zext %{{.*}} : i1 to i32
// CHECK:         nvvm.shfl.sync  bfly
// CHECK-NEXT:    llvm.trunc %{{.*}} : i32 to i1
// CHECK-COUNT-4: nvvm.shfl.sync  bfly
// CHECK:         llvm.zext %{{.*}} : i1 to i8
// CHECK-NEXT:    "@$2 st.shared.b8 [ $0 + 0 ], $1;", "r,c,b" %{{.*}}, %{{.*}}, %{{.*}} : (!llvm.ptr<3>, i8, i1) -> ()
// CHECK:         nvvm.barrier0
// CHECK:         "@$2 ld.shared.b8 $0, [ $1 + 0 ];", "=c,r,b" %{{.*}}, %{{.*}} : (!llvm.ptr<3>, i1) -> i8
// CHECK-NEXT:    llvm.trunc %{{.*}} : i8 to i1
// CHECK-COUNT-2: nvvm.shfl.sync  bfly
// CHECK:         st.shared.b8
// CHECK:         nvvm.barrier0
// CHECK:         llvm.load %{{.*}} : !llvm.ptr<3> -> i1
// CHECK:         llvm.return
tt.func @any_i1(%x: tensor<128xi1, #b4>, %out: !tt.ptr<i8>) {
  %r = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: i1, %b: i1):
    %s = arith.ori %a, %b : i1
    tt.reduce.return %s : i1
  }) : (tensor<128xi1, #b4>) -> i1
  %e = arith.extui %r : i1 to i8
  tt.store %out, %e : !tt.ptr<i8>
  tt.return
}

// argmax over f16 values with i32 indices: both shuffle per lane bit; the
// scratch puts the widest operand first (i32 at offset 0, the f16 buffer 4
// i32 elements after it, Triton's getSmemBases).
// CHECK-LABEL: llvm.func @argmax_f16
// CHECK-COUNT-10: nvvm.shfl.sync  bfly
// CHECK:         %[[SMEM:.*]] = llvm.mlir.addressof @global_smem
// CHECK:         %[[I32BUF:.*]] = llvm.getelementptr %[[SMEM]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK:         %[[FOUR:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK:         %[[F16BUF:.*]] = llvm.getelementptr %[[I32BUF]][%[[FOUR]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
// CHECK:         llvm.getelementptr %[[F16BUF]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK-NEXT:    llvm.bitcast %{{.*}} : f16 to i16
// CHECK-NEXT:    st.shared.b16
// CHECK:         llvm.getelementptr %[[I32BUF]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
// CHECK-NEXT:    st.shared.b32
// CHECK:         nvvm.barrier0
// CHECK-COUNT-4: nvvm.shfl.sync  bfly
// CHECK:         nvvm.barrier0
// CHECK:         llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK:         llvm.return
tt.func @argmax_f16(%x: tensor<128xf16, #b4>, %i: tensor<128xi32, #b4>, %out: !tt.ptr<i32>) {
  %r:2 = "tt.reduce"(%x, %i) <{axis = 0 : i32}> ({
  ^bb0(%a: f16, %ai: i32, %b: f16, %bi: i32):
    %gt = arith.cmpf ogt, %a, %b : f16
    %m = arith.select %gt, %a, %b : f16
    %mi = arith.select %gt, %ai, %bi : i32
    tt.reduce.return %m, %mi : f16, i32
  }) : (tensor<128xf16, #b4>, tensor<128xi32, #b4>) -> (f16, i32)
  tt.store %out, %r#1 : !tt.ptr<i32>
  tt.return
}
}

// -----

// reduce_sum_max's loop (corpus sm90): a 16x256 f32 tile, rows split over 2
// warps and the axis over the other 2, reduced every iteration. Lane 0 of
// each warp stores its 8 rows' partials at scratch[row][warp along the axis]
// (8 bytes a row), barrier; then each of the thread's 8 result rows is one
// 8-byte load of both warps' partials and one combine: one barrier an
// iteration less than Triton's round (0.95 -> 1.02 of Triton's speed).
#rows2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: llvm.func @row_max_in_loop
// CHECK:         llvm.cond_br
// CHECK-COUNT-8: st.shared.b32
// CHECK:         nvvm.barrier0
// CHECK-NOT:     nvvm.barrier0
// CHECK-COUNT-8: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xf32>
// CHECK-NOT:     nvvm.barrier0
// CHECK-NOT:     nvvm.shfl.sync
// CHECK:         llvm.br ^bb1
tt.func @row_max_in_loop(%x: tensor<16x256xf32, #rows2>, %n: i32, %out: tensor<16x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #rows2}>>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %init = arith.constant dense<0xFF800000> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #rows2}>>
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%m = %init) -> (tensor<16xf32, #ttg.slice<{dim = 1, parent = #rows2}>>) : i32 {
    %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %mx = arith.maxnumf %a, %b : f32
      tt.reduce.return %mx : f32
    }) : (tensor<16x256xf32, #rows2>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #rows2}>>
    %next = arith.maxnumf %m, %r : tensor<16xf32, #ttg.slice<{dim = 1, parent = #rows2}>>
    scf.yield %next : tensor<16xf32, #ttg.slice<{dim = 1, parent = #rows2}>>
  }
  tt.store %out, %acc : tensor<16x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #rows2}>>
  tt.return
}
}

// -----

// argmax over f16 values with i32 indices across 4 warps, in a loop: each
// thread reads the 4 partials of both operands (8 and 16 bytes) and folds
// them pairs first, (p0 op p2) op (p1 op p3), value and index together:
// the order the butterfly over the warp bits combines them in, so ties
// resolve as in Triton's round.
#b4 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: llvm.func @argmax_f16_in_loop
// CHECK:         nvvm.barrier0
// CHECK:         %[[V:.*]] = llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<4xf16>
// CHECK:         %[[V0:.*]] = llvm.extractelement %[[V]]
// CHECK:         llvm.extractelement %[[V]]
// CHECK:         %[[V2:.*]] = llvm.extractelement %[[V]]
// CHECK:         %[[I:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
// CHECK:         %[[I0:.*]] = llvm.extractelement %[[I]]
// CHECK:         llvm.extractelement %[[I]]
// CHECK:         %[[I2:.*]] = llvm.extractelement %[[I]]
// CHECK:         %[[GT:.*]] = llvm.fcmp "ogt" %[[V0]], %[[V2]] : f16
// CHECK-NEXT:    llvm.select %[[GT]], %[[V0]], %[[V2]] : i1, f16
// CHECK-NEXT:    llvm.select %[[GT]], %[[I0]], %[[I2]] : i1, i32
// CHECK-NOT:     nvvm.barrier0
// CHECK:         llvm.br ^bb1
tt.func @argmax_f16_in_loop(%x: tensor<128xf16, #b4>, %i: tensor<128xi32, #b4>, %n: i32, %out: !tt.ptr<i32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %last = scf.for %k = %c0 to %n step %c1 iter_args(%prev = %c0) -> (i32) : i32 {
    %r:2 = "tt.reduce"(%x, %i) <{axis = 0 : i32}> ({
    ^bb0(%a: f16, %ai: i32, %b: f16, %bi: i32):
      %gt = arith.cmpf ogt, %a, %b : f16
      %m = arith.select %gt, %a, %b : f16
      %mi = arith.select %gt, %ai, %bi : i32
      tt.reduce.return %m, %mi : f16, i32
    }) : (tensor<128xf16, #b4>, tensor<128xi32, #b4>) -> (f16, i32)
    scf.yield %r#1 : i32
  }
  tt.store %out, %last : !tt.ptr<i32>
  tt.return
}
}
