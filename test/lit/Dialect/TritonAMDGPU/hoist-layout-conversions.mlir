// RUN: tt-opt -tritonamdgpu-hoist-layout-conversions %s | FileCheck %s
// RUN: tt-opt -tritonamdgpu-hoist-layout-conversions -debug-only=tritonamdgpu-hoist-layout-conversions %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE

// %q is loaded before the loop: its conversion to a dot operand moves to
// just after the load. %k is loaded in the loop: its conversion stays.
// TRACE: [tritonamdgpu-hoist-layout-conversions] hoist %{{[0-9]+}} = ttg.convert_layout in @hoist ({{.*}}hoist-layout-conversions.mlir:24:13) to after %{{[0-9]+}} = tt.load in @hoist ({{.*}}hoist-layout-conversions.mlir:21:10)
// TRACE: [tritonamdgpu-hoist-layout-conversions] keep %{{[0-9]+}} = ttg.convert_layout in @hoist ({{.*}}hoist-layout-conversions.mlir:25:13): source is defined in the loop
// CHECK-LABEL: @hoist
// CHECK: %[[Q:.+]] = tt.load %pq
// CHECK-NEXT: ttg.convert_layout %[[Q]] : {{.*}} -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK: scf.for
// CHECK: %[[K:.+]] = tt.load %pk
// CHECK-NEXT: ttg.convert_layout %[[K]]
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 1], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @hoist(%pq: tensor<32x32x!tt.ptr<f16>, #blocked>, %pk: tensor<32x32x!tt.ptr<f16>, #blocked>, %n: i32) -> tensor<32x32xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<32x32xf32, #mma>
    %q = tt.load %pq : tensor<32x32x!tt.ptr<f16>, #blocked>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<32x32xf32, #mma>) : i32 {
      %k = tt.load %pk : tensor<32x32x!tt.ptr<f16>, #blocked>
      %qd = ttg.convert_layout %q : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %kd = ttg.convert_layout %k : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %d = tt.dot %qd, %kd, %acc : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<32x32xf32, #mma>
      scf.yield %d : tensor<32x32xf32, #mma>
    }
    tt.return %r : tensor<32x32xf32, #mma>
  }
}
