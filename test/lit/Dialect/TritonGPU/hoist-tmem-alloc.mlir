// RUN: tt-opt -tritongpu-hoist-tmem-alloc %s | FileCheck %s
// RUN: tt-opt -tritongpu-hoist-tmem-alloc=hoist-out-of-if=true %s | FileCheck %s --check-prefix=IF
// RUN: not tt-opt -tritongpu-hoist-tmem-alloc %S/Inputs/hoist-tmem-alloc-two-last-uses.mlir -o %t 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: test ! -e %t
//
// The rewrites of -tritongpu-hoist-tmem-alloc that the corpus's kernels do
// not reach (hoist-tmem-alloc.test has those that they do), on inputs of
// our own; the behaviour is that of Triton 3.6's pass (the same rules, and
// the cases of Triton's own test, test/TritonGPU/hoist-tmem-alloc.mlir).

// A store of select(p, loaded, x) where `loaded` is the buffer's own
// contents stores x under !p; the load, now unused, goes.
// CHECK-LABEL: tt.func @select_store
// CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: %[[NP:.*]] = arith.xori %p, %[[TRUE]] : i1
// CHECK-NEXT: %[[T:.*]] = ttng.tmem_store %x, %buf[%t0], %[[NP]]
// CHECK-NEXT: tt.return %[[T]]

// An immutable A whose value the loop does not change (through pure
// one-operand ops) moves out of the loop with them.
// CHECK-LABEL: tt.func @invariant_a
// CHECK: %[[H:.*]] = arith.truncf %x
// CHECK-NEXT: %[[A:.*]] = ttng.tmem_alloc %[[H]]
// CHECK-NEXT: scf.for
// CHECK-NEXT: ttng.tc_gen5_mma %[[A]], %b, %acc

// Only the second call forwards a load into an alloc of a like buffer:
// the first just splits the mutable alloc's value into a store.
// CHECK-LABEL: tt.func @forward_load
// CHECK: %[[V:.*]], %{{.*}} = ttng.tmem_load %a[%t0]
// CHECK-NEXT: %[[B:.*]], %[[TB:.*]] = ttng.tmem_alloc : ()
// CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: ttng.tmem_store %[[V]], %[[B]][%[[TB]]], %[[TRUE]]
// IF-LABEL: tt.func @forward_load
// IF-NEXT: tt.return %t0 : !ttg.async.token

// The second call moves an accumulator alloc out of an scf.if whose then
// branch yields its loaded value and whose else branch its initial value:
// the if yields the buffer's token, the load follows it.
// CHECK-LABEL: tt.func @out_of_if
// CHECK: scf.if
// CHECK-NEXT: ttng.tmem_alloc
// IF-LABEL: tt.func @out_of_if
// IF: %[[ACC:.*]], %[[TOK:.*]] = ttng.tmem_alloc : ()
// IF: %[[INIT:.*]] = ttng.tmem_store %init, %[[ACC]][%[[TOK]]]
// IF-NEXT: %[[IFTOK:.*]] = scf.if %c -> (!ttg.async.token) {
// IF-NEXT: %[[M:.*]] = ttng.tc_gen5_mma %a, %b, %[[ACC]][%[[INIT]]]
// IF-NEXT: scf.yield %[[M]] : !ttg.async.token
// IF-NEXT: } else {
// IF-NEXT: scf.yield %[[INIT]] : !ttg.async.token
// IF: %[[R:.*]], %{{.*}} = ttng.tmem_load %[[ACC]][%[[IFTOK]]]
// IF-NEXT: tt.return %[[R]]

// An accumulator whose accesses end in two loads is an error at its alloc,
// and no output is written.
// ERROR: hoist-tmem-alloc-two-last-uses.mlir:12:18: error: tritongpu-hoist-tmem-alloc: the accumulator's accesses end in 2 places or in nested control flow, where Triton 3.6 stops too

#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @select_store(%buf: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t0: !ttg.async.token, %p: i1, %x: tensor<128x128xf32, #linear>) -> !ttg.async.token {
    %true = arith.constant true
    %v, %t1 = ttng.tmem_load %buf[%t0] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    %s = arith.select %p, %v, %x : i1, tensor<128x128xf32, #linear>
    %t2 = ttng.tmem_store %s, %buf[%t1], %true : tensor<128x128xf32, #linear> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return %t2 : !ttg.async.token
  }
  tt.func @invariant_a(%x: tensor<128x128xf32, #linear>, %b: !ttg.memdesc<128x128xf16, #shared, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %n: i32) {
    %true = arith.constant true
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1  : i32 {
      %h = arith.truncf %x : tensor<128x128xf32, #linear> to tensor<128x128xf16, #linear>
      %a = ttng.tmem_alloc %h : (tensor<128x128xf16, #linear>) -> !ttg.memdesc<128x128xf16, #tmem, #ttng.tensor_memory>
      ttng.tc_gen5_mma %a, %b, %acc, %true, %true : !ttg.memdesc<128x128xf16, #tmem, #ttng.tensor_memory>, !ttg.memdesc<128x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    }
    tt.return
  }
  tt.func @forward_load(%a: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t0: !ttg.async.token) -> !ttg.async.token {
    %true = arith.constant true
    %v, %t1 = ttng.tmem_load %a[%t0] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    %b, %tb = ttng.tmem_alloc %v : (tensor<128x128xf32, #linear>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %v2, %t2 = ttng.tmem_load %b[%tb] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    %t3 = ttng.tmem_store %v2, %b[%t2], %true : tensor<128x128xf32, #linear> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return %t3 : !ttg.async.token
  }
  tt.func @out_of_if(%c: i1, %init: tensor<128x128xf32, #linear>, %a: !ttg.memdesc<128x128xf16, #shared, #smem>, %b: !ttg.memdesc<128x128xf16, #shared, #smem>) -> tensor<128x128xf32, #linear> {
    %true = arith.constant true
    %r = scf.if %c -> (tensor<128x128xf32, #linear>) {
      %acc, %t = ttng.tmem_alloc %init : (tensor<128x128xf32, #linear>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
      %t1 = ttng.tc_gen5_mma %a, %b, %acc[%t], %true, %true : !ttg.memdesc<128x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
      %v, %t2 = ttng.tmem_load %acc[%t1] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
      scf.yield %v : tensor<128x128xf32, #linear>
    } else {
      scf.yield %init : tensor<128x128xf32, #linear>
    }
    tt.return %r : tensor<128x128xf32, #linear>
  }
}
