// RUN: tt-opt -triton-nvidia-gpu-remove-tmem-tokens %s | FileCheck %s
// RUN: tt-opt -triton-nvidia-gpu-remove-tmem-tokens -debug-only=triton-nvidia-gpu-remove-tmem-tokens %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
//
// A pipelined tcgen05 accumulator loop as Triton 3.6's pipeliner leaves it
// (shared corpus sm100 matmul_fp16, reduced): the alloc, store, MMA and
// load lose their tokens; the loop-carried token and the loop's token
// result take the one poison made at the function's start (Triton's form:
// the canonicalizer after the pass drops the dead iter_arg).
// CHECK-LABEL: tt.func public @acc_loop
// CHECK-NEXT: %[[POISON:.*]] = ub.poison : !ttg.async.token
// CHECK: %[[ACC:.*]] = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
// CHECK-NEXT: ttng.tmem_store %{{.*}}, %[[ACC]], %true : tensor<128x128xf32, #linear> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
// CHECK-NEXT: %[[LOOP:.*]] = scf.for {{.*}} iter_args(%[[TOK:.*]] = %[[POISON]]) -> (!ttg.async.token)
// CHECK-NEXT: ttng.tc_gen5_mma %{{.*}}, %{{.*}}, %[[ACC]], %true, %true : !ttg.memdesc
// CHECK-NEXT: scf.yield %[[POISON]] : !ttg.async.token
// CHECK: %{{.*}} = ttng.tmem_load %[[ACC]] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
// CHECK-NOT: ttng.{{.*}}[%
// TRACE: @acc_loop: tokens dropped from 4 tensor-memory ops
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @acc_loop(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #linear> {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %true = arith.constant true
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #linear>
    %acc, %token = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %stored = ttng.tmem_store %cst, %acc[%token], %true : tensor<128x128xf32, #linear> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %last = scf.for %i = %c0_i32 to %n step %c1_i32 iter_args(%tok = %stored) -> (!ttg.async.token)  : i32 {
      %next = ttng.tc_gen5_mma %a, %b, %acc[%tok], %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
      scf.yield %next : !ttg.async.token
    }
    %r, %t = ttng.tmem_load %acc[%last] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    tt.return %r : tensor<128x128xf32, #linear>
  }
}
