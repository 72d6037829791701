// RUN: tt-opt -tritongpu-remove-layout-conversions -debug-only=tritongpu-remove-layout-conversions %s -o /dev/null 2>&1 | FileCheck %s
// RUN: tt-opt -tritongpu-remove-layout-conversions -debug-only=other-pass %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty

// The trace names the anchors, each value's candidate layouts, and why the
// convert between two anchors stays (its slice ends at an expensive load).
// CHECK:      [tritongpu-remove-layout-conversions] anchor: %{{.*}} = tt.load
// CHECK:      [tritongpu-remove-layout-conversions] anchor: tt.store
// CHECK:      [tritongpu-remove-layout-conversions] propagate %{{.*}} = tt.load {{.*}}: 1 candidate(s)
// CHECK:      [tritongpu-remove-layout-conversions] backward remat of %{{.*}} = ttg.convert_layout
// CHECK-NEXT: [tritongpu-remove-layout-conversions]   no rematerializable slice
// QUIET-NOT: tritongpu-remove-layout-conversions
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_anchors(%p1: tensor<1024x!tt.ptr<f32>, #blocked1>, %p2: tensor<1024x!tt.ptr<f32>, #blocked>) {
    %x = tt.load %p1 : tensor<1024x!tt.ptr<f32>, #blocked1>
    %y = ttg.convert_layout %x : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
    tt.store %p2, %y : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
