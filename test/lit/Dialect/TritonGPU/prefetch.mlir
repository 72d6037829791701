// RUN: tt-opt --split-input-file --tt-keep-source-names=false -tritongpu-prefetch %s | FileCheck %s
// RUN: tt-opt --split-input-file -tritongpu-prefetch -debug-only=tritongpu-prefetch %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
// RUN: tt-opt --split-input-file -tritongpu-prefetch -verify-diagnostics %S/Inputs/prefetch-invalid.mlir
//
// The rules Triton 3.6 prefetches by, on loops whose operand buffers are
// loop-carried. Since 3.x pipelines loops with buffers indexed inside the
// loop, no kernel of the corpus takes them (prefetch.test diffs the loops
// it does rebuild against Triton's own output): these expectations follow
// Triton 3.6's Prefetch.cpp, not its output.

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // K = 32, kWidth = 2: slices of 16, one prefetched and one in the loop.
  // CHECK-LABEL: tt.func @two_slices
  // CHECK:      %[[SA:.*]] = ttg.memdesc_subslice %arg0[0, 0] : !ttg.memdesc<128x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x16xf16, #shared, #smem, mutable, 128x32>
  // CHECK-NEXT: %[[HA:.*]] = ttg.local_load %[[SA]] : {{.*}} -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
  // CHECK-NEXT: %[[SB:.*]] = ttg.memdesc_subslice %arg1[0, 0] : {{.*}} -> !ttg.memdesc<16x128xf16, #shared1, #smem, mutable, 32x128>
  // CHECK-NEXT: %[[HB:.*]] = ttg.local_load %[[SB]]
  // CHECK-NEXT: %[[R:.*]]:6 = scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}, %[[A:.*]] = %arg0, %[[B:.*]] = %arg1, %{{.*}} = %{{.*}}, %[[PA:.*]] = %[[HA]], %[[PB:.*]] = %[[HB]])
  // The original loads stay, and so does the dot, unused.
  // CHECK-NEXT:   ttg.local_load %[[A]]
  // CHECK-NEXT:   ttg.local_load %[[B]]
  // CHECK-NEXT:   tt.dot {{.*}} -> tensor<128x128xf32, #mma>
  // The second slices load before the first dot.
  // CHECK-NEXT:   ttg.memdesc_subslice %[[A]][0, 16]
  // CHECK-NEXT:   %[[RA:.*]] = ttg.local_load
  // CHECK-NEXT:   ttg.memdesc_subslice %[[B]][16, 0]
  // CHECK-NEXT:   %[[RB:.*]] = ttg.local_load
  // CHECK-NEXT:   %[[D0:.*]] = tt.dot %[[PA]], %[[PB]], %[[ACC]]
  // What follows the dot, and the next buffers' first slices, go before the
  // last dot.
  // CHECK-NEXT:   arith.addi
  // CHECK-NEXT:   %[[AN:.*]] = ttg.memdesc_index
  // CHECK-NEXT:   %[[BN:.*]] = ttg.memdesc_index
  // CHECK-NEXT:   ttg.memdesc_subslice %[[AN]][0, 0]
  // CHECK-NEXT:   %[[NA:.*]] = ttg.local_load
  // CHECK-NEXT:   ttg.memdesc_subslice %[[BN]][0, 0]
  // CHECK-NEXT:   %[[NB:.*]] = ttg.local_load
  // CHECK-NEXT:   %[[D1:.*]] = tt.dot %[[RA]], %[[RB]], %[[D0]]
  // CHECK-NEXT:   scf.yield %[[D1]], %[[AN]], %[[BN]], %{{.*}}, %[[NA]], %[[NB]]
  // CHECK:      tt.return %[[R]]#0
  tt.func @two_slices(%a0: !ttg.memdesc<128x32xf16, #shared, #smem, mutable>, %b0: !ttg.memdesc<32x128xf16, #shared1, #smem, mutable>, %bufA: !ttg.memdesc<2x128x32xf16, #shared, #smem, mutable>, %bufB: !ttg.memdesc<2x32x128xf16, #shared1, #smem, mutable>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %a = %a0, %b = %b0, %idx = %c0) -> (tensor<128x128xf32, #mma>, !ttg.memdesc<128x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x128xf16, #shared1, #smem, mutable>, i32) : i32 {
      %x = ttg.local_load %a : !ttg.memdesc<128x32xf16, #shared, #smem, mutable> -> tensor<128x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %y = ttg.local_load %b : !ttg.memdesc<32x128xf16, #shared1, #smem, mutable> -> tensor<32x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %x, %y, %acc : tensor<128x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x128xf32, #mma>
      %idx1 = arith.addi %idx, %c1 : i32
      %an = ttg.memdesc_index %bufA[%idx1] : !ttg.memdesc<2x128x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<128x32xf16, #shared, #smem, mutable>
      %bn = ttg.memdesc_index %bufB[%idx1] : !ttg.memdesc<2x32x128xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x128xf16, #shared1, #smem, mutable>
      scf.yield %d, %an, %bn, %idx1 : tensor<128x128xf32, #mma>, !ttg.memdesc<128x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x128xf16, #shared1, #smem, mutable>, i32
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// TRACE:      %{{.*}} = scf.for in @two_slices {{.*}}: rebuilt, its one dot is %{{.*}} = tt.dot in @two_slices
// TRACE-NEXT:   prefetched, in slices of 16 along K = 32

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // K = 16 is one slice: the only dot reads the carried slices and waits
  // for the next ones' loads.
  // CHECK-LABEL: tt.func @one_slice
  // CHECK:      scf.for
  // CHECK:        tt.dot {{.*}} -> tensor<128x128xf32, #mma>
  // CHECK-NEXT:   ttg.memdesc_subslice
  // CHECK-NEXT:   ttg.local_load
  // CHECK-NEXT:   ttg.memdesc_subslice
  // CHECK-NEXT:   ttg.local_load
  // CHECK-NEXT:   tt.dot
  // CHECK-NEXT:   scf.yield
  tt.func @one_slice(%a0: !ttg.memdesc<128x16xf16, #shared, #smem, mutable>, %b0: !ttg.memdesc<16x128xf16, #shared1, #smem, mutable>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %a = %a0, %b = %b0) -> (tensor<128x128xf32, #mma>, !ttg.memdesc<128x16xf16, #shared, #smem, mutable>, !ttg.memdesc<16x128xf16, #shared1, #smem, mutable>) : i32 {
      %x = ttg.local_load %a : !ttg.memdesc<128x16xf16, #shared, #smem, mutable> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %y = ttg.local_load %b : !ttg.memdesc<16x128xf16, #shared1, #smem, mutable> -> tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %x, %y, %acc : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x128xf32, #mma>
      scf.yield %d, %a, %b : tensor<128x128xf32, #mma>, !ttg.memdesc<128x16xf16, #shared, #smem, mutable>, !ttg.memdesc<16x128xf16, #shared1, #smem, mutable>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }

  // A user of the dot resumes inserting at the end: the next slices load
  // after it.
  // CHECK-LABEL: tt.func @dot_used
  // CHECK:        tt.dot
  // CHECK-NEXT:   %[[D:.*]] = tt.dot
  // CHECK-NEXT:   arith.addf %[[D]], %[[D]]
  // CHECK-NEXT:   ttg.memdesc_subslice
  tt.func @dot_used(%a0: !ttg.memdesc<128x16xf16, #shared, #smem, mutable>, %b0: !ttg.memdesc<16x128xf16, #shared1, #smem, mutable>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %a = %a0, %b = %b0) -> (tensor<128x128xf32, #mma>, !ttg.memdesc<128x16xf16, #shared, #smem, mutable>, !ttg.memdesc<16x128xf16, #shared1, #smem, mutable>) : i32 {
      %x = ttg.local_load %a : !ttg.memdesc<128x16xf16, #shared, #smem, mutable> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %y = ttg.local_load %b : !ttg.memdesc<16x128xf16, #shared1, #smem, mutable> -> tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %x, %y, %acc : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x128xf32, #mma>
      %e = arith.addf %d, %d : tensor<128x128xf32, #mma>
      scf.yield %e, %a, %b : tensor<128x128xf32, #mma>, !ttg.memdesc<128x16xf16, #shared, #smem, mutable>, !ttg.memdesc<16x128xf16, #shared1, #smem, mutable>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }

  // Operands loaded with a token (as the pipeliner leaves them) have two
  // operands: no prefetch, but the loop is still rebuilt.
  // CHECK-LABEL: tt.func @token
  // CHECK:       scf.for
  // CHECK-NOT:   ttg.memdesc_subslice
  // CHECK:       tt.return
  tt.func @token(%a0: !ttg.memdesc<128x16xf16, #shared, #smem, mutable>, %b0: !ttg.memdesc<16x128xf16, #shared1, #smem, mutable>, %t: !ttg.async.token, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %a = %a0, %b = %b0) -> (tensor<128x128xf32, #mma>, !ttg.memdesc<128x16xf16, #shared, #smem, mutable>, !ttg.memdesc<16x128xf16, #shared1, #smem, mutable>) : i32 {
      %x = ttg.local_load %a token %t : !ttg.memdesc<128x16xf16, #shared, #smem, mutable> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %y = ttg.local_load %b token %t : !ttg.memdesc<16x128xf16, #shared1, #smem, mutable> -> tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %x, %y, %acc : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x128xf32, #mma>
      scf.yield %d, %a, %b : tensor<128x128xf32, #mma>, !ttg.memdesc<128x16xf16, #shared, #smem, mutable>, !ttg.memdesc<16x128xf16, #shared1, #smem, mutable>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// TRACE:      %{{.*}} = scf.for in @one_slice {{.*}}: rebuilt, its one dot is
// TRACE-NEXT:   prefetched, in slices of 16 along K = 16
// TRACE:      %{{.*}} = scf.for in @token {{.*}}: rebuilt, its one dot is
// TRACE-NEXT:   %{{.*}} = ttg.local_load {{.*}} is not a single-use chain from a local_load into a dot-operand layout
