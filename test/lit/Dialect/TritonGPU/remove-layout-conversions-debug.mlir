// RUN: tt-opt -tritongpu-remove-layout-conversions -debug-only=tritongpu-remove-layout-conversions %s -o /dev/null 2>&1 | FileCheck %s
// RUN: tt-opt -tritongpu-remove-layout-conversions -debug-only=other-pass %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: tt-opt -tritongpu-remove-layout-conversions -debug-only=tritongpu-remove-layout-conversions-ir %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR

// The -ir flag prints the module after each phase as Triton's trace does:
// layouts written out (no aliases), no locations, no step-by-step lines.
// IR:      [tritongpu-remove-layout-conversions-ir] Module after propagating layouts forward:
// IR-NEXT: module attributes
// IR-NOT:  #blocked
// IR-NOT:  loc(
// IR:      ttg.convert_layout %{{.*}} : tensor<1024xf32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// IR:      [tritongpu-remove-layout-conversions-ir] Module after canonicalizing:
// IR:      [tritongpu-remove-layout-conversions-ir] Module after backward remat:
// IR:      [tritongpu-remove-layout-conversions-ir] Module after hoisting converts:
// IR:      [tritongpu-remove-layout-conversions-ir] Module after final cleanups:
// IR-NOT:  anchor:

// The trace names the anchors, each value's candidate layouts, and why the
// convert between two anchors stays (its slice ends at an expensive load).
// CHECK:      [tritongpu-remove-layout-conversions] anchor: %{{.*}} = tt.load
// CHECK:      [tritongpu-remove-layout-conversions] anchor: tt.store
// CHECK:      [tritongpu-remove-layout-conversions] propagate %{{.*}} = tt.load {{.*}}: 1 candidate(s)
// The if is rewritten in the load's layout by forward propagation:
// CHECK:      [tritongpu-remove-layout-conversions] rewrite in new layout: %{{.*}} = scf.if
// CHECK:      [tritongpu-remove-layout-conversions] backward remat of %{{.*}} = ttg.convert_layout
// CHECK-NEXT: [tritongpu-remove-layout-conversions]   no rematerializable slice
// The convert after the extf is hoisted above it (f16 is cheaper to move;
// Triton 3.6 hoists without weighing the rematerialisation cost):
// CHECK-NOT:  rematerialisation cost
// CHECK:      [tritongpu-remove-layout-conversions] hoist %{{.*}} = ttg.convert_layout {{.*}} above %{{.*}} = arith.extf
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
  tt.func public @if_else(%ptrs: tensor<1024x!tt.ptr<f32>, #blocked1>, %out: tensor<1024x!tt.ptr<f32>, #blocked1>, %cond: i1) {
    %x = tt.load %ptrs : tensor<1024x!tt.ptr<f32>, #blocked1>
    %r = scf.if %cond -> (tensor<1024xf32, #blocked>) {
      %a = ttg.convert_layout %x : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
      scf.yield %a : tensor<1024xf32, #blocked>
    } else {
      %cst = arith.constant dense<1.000000e+00> : tensor<1024xf32, #blocked>
      scf.yield %cst : tensor<1024xf32, #blocked>
    }
    %rc = ttg.convert_layout %r : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    tt.store %out, %rc : tensor<1024x!tt.ptr<f32>, #blocked1>
    tt.return
  }
  tt.func public @hoist_above_ext(%p: tensor<1024x!tt.ptr<f16>, #blocked1>, %q: tensor<1024x!tt.ptr<f32>, #blocked>) {
    %x = tt.load %p : tensor<1024x!tt.ptr<f16>, #blocked1>
    %e = arith.extf %x : tensor<1024xf16, #blocked1> to tensor<1024xf32, #blocked1>
    %ec = ttg.convert_layout %e : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
    tt.store %q, %ec : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
