// RUN: tt-opt -tritongpu-coalesce -debug-only=tritongpu-coalesce %s -o /dev/null 2>&1 | FileCheck %s
// RUN: tt-opt -tritongpu-coalesce -debug-only=other-pass %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty

// The trace explains each decision: the pointer's axis info, the order, the
// three bounds of the vector, the slice and the fair share, and the layout.
// CHECK:      [tritongpu-coalesce] considering %{{[0-9]+}} = tt.load in @trace ({{.*}}coalesce-debug.mlir:[[@LINE+19]]:10)
// CHECK-NEXT: [tritongpu-coalesce]   pointer tensor<256x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// CHECK-NEXT: [tritongpu-coalesce]   axis info: contiguity = [256], divisibility = [16], constancy = [1], constant_value = <none>
// CHECK-NEXT: [tritongpu-coalesce]   order = [0] (dims by decreasing contiguity, ties to the lower)
// CHECK-NEXT: [tritongpu-coalesce]   own vector: 8 elements = min(16-byte divisibility / 2 bytes = 8, contiguity 256, 128 bits / 16 = 8)
// CHECK-NEXT: [tritongpu-coalesce]   best vector of the memory ops of the same shape and order in its slice: 8
// CHECK-NEXT: [tritongpu-coalesce]   elements per thread of the tensor: 256 / 128 threads = 2
// CHECK-NEXT: [tritongpu-coalesce]   -> 2 per thread: #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK:      [tritongpu-coalesce] considering tt.store %{{[0-9]+}}, %{{[0-9]+}} in @trace ({{.*}}coalesce-debug.mlir:[[@LINE+14]]:5)
// CHECK:      [tritongpu-coalesce]   own vector: 1 elements = min(2-byte divisibility / 2 bytes = 1, contiguity 256, 128 bits / 16 = 8)
// CHECK:      [tritongpu-coalesce]   writes memory: capped by its own vector 1
// CHECK-NEXT: [tritongpu-coalesce]   -> 1 per thread: #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// QUIET-NOT: tritongpu-coalesce
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @trace(%in: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %out: !tt.ptr<f16> {tt.divisibility = 2 : i32}) {
    %range = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %in_s = tt.splat %in : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>, #blocked>
    %in_p = tt.addptr %in_s, %range : tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xi32, #blocked>
    %x = tt.load %in_p : tensor<256x!tt.ptr<f16>, #blocked>
    %out_s = tt.splat %out : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>, #blocked>
    %out_p = tt.addptr %out_s, %range : tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xi32, #blocked>
    tt.store %out_p, %x : tensor<256x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
