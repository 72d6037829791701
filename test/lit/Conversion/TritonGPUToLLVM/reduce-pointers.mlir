// RUN: tt-opt %s -split-input-file -convert-scf-to-cf -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -reconcile-unrealized-casts | FileCheck %s
// RUN: tt-opt %s -split-input-file -convert-scf-to-cf -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -debug-only=convert-triton-gpu-to-llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
//
// tt.reduce over pointers (Triton 3.6's reduction, reduce.mlir, with
// `!tt.ptr` operands): the combine region computes on `!tt.ptr`, the
// registers are `!llvm.ptr<1>` (cast in and out, the casts fold away);
// shuffles move a pointer as its i64 bits in two 32-bit halves; scratch
// holds it as i64 (b64 through "l" registers), widest operand first.

// argmin by pointer, (f32, ptr) across 2 warps along the axis, outside a
// loop: Triton's round (partials combined by shuffles and written back).
// CHECK-LABEL: llvm.func @argmin_ptr
// CHECK:         llvm.ptrtoint %{{.*}} : !llvm.ptr<1> to i64
// CHECK:         nvvm.shfl.sync  bfly
// CHECK:         nvvm.shfl.sync  bfly
// CHECK:         llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// CHECK:         llvm.fcmp "olt"
// CHECK:         llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, !llvm.ptr<1>
// The pointer partials at the scratch's start, the f32 ones after them.
// CHECK:         %[[PTRS:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT:    %[[N:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT:    %[[VALS:.*]] = llvm.getelementptr %[[PTRS]][%[[N]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
// CHECK:         llvm.getelementptr %[[VALS]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK:         "@$2 st.shared.b32 [ $0 + 0 ], $1;"
// CHECK:         llvm.getelementptr %[[PTRS]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
// CHECK:         "@$2 st.shared.b64 [ $0 + 0 ], $1;", "r,l,b" %{{.*}}, %{{.*}}, %{{.*}} : (!llvm.ptr<3>, i64, i1) -> ()
// CHECK:         nvvm.barrier0
// CHECK:         "@$2 ld.shared.b64 $0, [ $1 + 0 ];", "=l,r,b"
// CHECK:         llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// CHECK:         st.shared.b64
// CHECK:         nvvm.barrier0
// CHECK:         llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK:         llvm.load %{{.*}} : !llvm.ptr<3> -> !llvm.ptr<1>
// CHECK:         ld.global.b32
// CHECK-NOT:     unrealized_conversion_cast
// CHECK:         llvm.return
// TRACE: tt.reduce axis 1: 5 lane bits, 1 warp bits along it
// TRACE: tt.reduce: 2 warps' partials per element, one load, not in a loop: combined by shuffles and written back
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#slice = #ttg.slice<{dim = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @argmin_ptr(%x: tensor<16x256xf32, #blocked>, %p: tensor<16x256x!tt.ptr<f32>, #blocked>, %out: tensor<16x!tt.ptr<f32>, #slice>) {
    %r:2 = "tt.reduce"(%x, %p) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %pa: !tt.ptr<f32>, %b: f32, %pb: !tt.ptr<f32>):
      %lt = arith.cmpf olt, %a, %b : f32
      %v = arith.select %lt, %a, %b : f32
      %q = arith.select %lt, %pa, %pb : !tt.ptr<f32>
      tt.reduce.return %v, %q : f32, !tt.ptr<f32>
    }) : (tensor<16x256xf32, #blocked>, tensor<16x256x!tt.ptr<f32>, #blocked>) -> (tensor<16xf32, #slice>, tensor<16x!tt.ptr<f32>, #slice>)
    %y = tt.load %r#1 : tensor<16x!tt.ptr<f32>, #slice>
    tt.store %out, %y : tensor<16x!tt.ptr<f32>, #slice>
    tt.return
  }
}

// -----

// In a loop, with both warps' pointers in one 16-byte load: each thread
// folds its own, the load a vector<2xi64> whose elements become pointers.
// CHECK-LABEL: llvm.func @last_ptr_loop
// CHECK:         "@$2 st.shared.b64 [ $0 + 0 ], $1;", "r,l,b"
// CHECK:         nvvm.barrier0
// CHECK:         %[[V:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
// CHECK:         %[[E:.*]] = llvm.extractelement %[[V]][%{{.*}} : i32] : vector<2xi64>
// CHECK-NEXT:    llvm.inttoptr %[[E]] : i64 to !llvm.ptr<1>
// CHECK:         st.global.b32
// TRACE: tt.reduce: 2 warps' partials per element, one load, in a loop: each thread folds its own
#b2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @last_ptr_loop(%x: tensor<64x!tt.ptr<f32>, #b2>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cst = arith.constant 1.0 : f32
    scf.for %i = %c0 to %n step %c1 : i32 {
      %r = "tt.reduce"(%x) <{axis = 0 : i32}> ({
      ^bb0(%a: !tt.ptr<f32>, %b: !tt.ptr<f32>):
        tt.reduce.return %b : !tt.ptr<f32>
      }) : (tensor<64x!tt.ptr<f32>, #b2>) -> !tt.ptr<f32>
      tt.store %r, %cst : !tt.ptr<f32>
    }
    tt.return
  }
}
