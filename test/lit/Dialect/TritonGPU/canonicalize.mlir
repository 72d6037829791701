// RUN: tt-opt %s -split-input-file -canonicalize | FileCheck %s

// The printer renumbers the aliases by first use; capture them by content.
// CHECK-DAG: #[[WIDE:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8]
// CHECK-DAG: #[[ROW:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8]
// CHECK-DAG: #[[COL:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4]

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @convert_of_convert
  // CHECK-NEXT: %[[C:.*]] = ttg.convert_layout %x : tensor<64x64xf16, #[[WIDE]]> -> tensor<64x64xf16, #[[COL]]>
  // CHECK-NEXT: tt.return %[[C]]
  tt.func @convert_of_convert(%x: tensor<64x64xf16, #blocked>) -> tensor<64x64xf16, #blocked2> {
    %0 = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    %1 = ttg.convert_layout %0 : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #blocked2>
    tt.return %1 : tensor<64x64xf16, #blocked2>
  }

  // CHECK-LABEL: tt.func @noop_convert
  // CHECK-NEXT: tt.return %x
  tt.func @noop_convert(%x: tensor<64x64xf16, #blocked>) -> tensor<64x64xf16, #blocked> {
    %0 = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked>
    tt.return %0 : tensor<64x64xf16, #blocked>
  }

  // CHECK-LABEL: tt.func @convert_of_splat_and_constant
  // CHECK-DAG: arith.constant dense<1.000000e+00> : tensor<64x64xf16, #[[ROW]]>
  // CHECK-DAG: tt.splat %s : f16 -> tensor<64x64xf16, #[[ROW]]>
  // CHECK-NOT: ttg.convert_layout
  tt.func @convert_of_splat_and_constant(%s: f16) -> (tensor<64x64xf16, #blocked1>, tensor<64x64xf16, #blocked1>) {
    %cst = arith.constant dense<1.000000e+00> : tensor<64x64xf16, #blocked>
    %0 = ttg.convert_layout %cst : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    %1 = tt.splat %s : f16 -> tensor<64x64xf16, #blocked>
    %2 = ttg.convert_layout %1 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    tt.return %0, %2 : tensor<64x64xf16, #blocked1>, tensor<64x64xf16, #blocked1>
  }

  // CHECK-LABEL: tt.func @convert_of_local_load
  // CHECK-NEXT: %[[L:.*]] = ttg.local_load %m : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #[[ROW]]>
  // CHECK-NEXT: tt.return %[[L]]
  tt.func @convert_of_local_load(%m: !ttg.memdesc<64x64xf16, #shared, #smem>) -> tensor<64x64xf16, #blocked1> {
    %0 = ttg.local_load %m : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #blocked>
    %1 = ttg.convert_layout %0 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    tt.return %1 : tensor<64x64xf16, #blocked1>
  }

  // CHECK-LABEL: tt.func @alloc_of_convert
  // CHECK-NEXT: ttg.local_alloc %x : (tensor<64x64xf16, #[[WIDE]]>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
  tt.func @alloc_of_convert(%x: tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem> {
    %0 = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    %1 = ttg.local_alloc %0 : (tensor<64x64xf16, #blocked1>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.return %1 : !ttg.memdesc<64x64xf16, #shared, #smem>
  }

  // CHECK-LABEL: tt.func @alloc_of_load
  // CHECK-NEXT: tt.return %m
  tt.func @alloc_of_load(%m: !ttg.memdesc<64x64xf16, #shared, #smem>) -> !ttg.memdesc<64x64xf16, #shared, #smem> {
    %0 = ttg.local_load %m : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #blocked>
    %1 = ttg.local_alloc %0 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.return %1 : !ttg.memdesc<64x64xf16, #shared, #smem>
  }

  // CHECK-LABEL: tt.func @subslice_of_subslice
  // CHECK-NEXT: ttg.memdesc_subslice %m[32, 16] : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<16x16xf16, #shared, #smem, 64x64>
  tt.func @subslice_of_subslice(%m: !ttg.memdesc<64x64xf16, #shared, #smem>) -> !ttg.memdesc<16x16xf16, #shared, #smem, 64x64> {
    %0 = ttg.memdesc_subslice %m[32, 0] : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<32x32xf16, #shared, #smem, 64x64>
    %1 = ttg.memdesc_subslice %0[0, 16] : !ttg.memdesc<32x32xf16, #shared, #smem, 64x64> -> !ttg.memdesc<16x16xf16, #shared, #smem, 64x64>
    tt.return %1 : !ttg.memdesc<16x16xf16, #shared, #smem, 64x64>
  }
}

// -----

// cvt(histogram) is a histogram producing the converted layout.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @convert_of_histogram
  tt.func @convert_of_histogram(%x: tensor<1024xi32, #blocked>) -> tensor<64xi32, #blocked1> {
    // CHECK-NEXT: %[[H:.*]] = tt.histogram %{{.*}} : tensor<1024xi32, #{{.*}}> -> tensor<64xi32, #[[B1:.*]]>
    // CHECK-NEXT: tt.return %[[H]] : tensor<64xi32, #[[B1]]>
    %h = tt.histogram %x : tensor<1024xi32, #blocked> -> tensor<64xi32, #blocked>
    %c = ttg.convert_layout %h : tensor<64xi32, #blocked> -> tensor<64xi32, #blocked1>
    tt.return %c : tensor<64xi32, #blocked1>
  }
}
