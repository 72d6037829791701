// RUN: tt-opt %s | FileCheck %s
// One copy of a multi-buffered allocation (an aref's buffer, allocation
// shape 2x64x64) reshapes: its trailing allocation dims are its shape
// (Triton 3.6's rule; a subslice does not: invalid-ops.mlir).
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @reshape_one_copy
  // CHECK: ttg.memdesc_reshape %{{.*}} : !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 2x64x64> -> !ttg.memdesc<4096xf16, #shared1, #smem, mutable, 2x4096>
  tt.func @reshape_one_copy(%m: !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 2x64x64>) {
    %0 = ttg.memdesc_reshape %m : !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 2x64x64> -> !ttg.memdesc<4096xf16, #shared1, #smem, mutable, 2x4096>
    tt.return
  }
}
