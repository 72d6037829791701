// RUN: tt-opt %s -split-input-file -tritongpu-partition-loops -verify-diagnostics | FileCheck %s

// Triton 3.6's rules beyond the real kernels of partition-loops.test: two
// partitions each keep the iter arg their outputs give them; an scf.if in
// both keeps in each the result its outputs give; region 0 yields its
// loop's result, which replaces the loop's for the op outside the
// partitions; the loop's partition attributes are gone from the copies.
// CHECK-LABEL: tt.func @split
// CHECK:         %[[R:.*]] = nvws.warp_group
// CHECK-NEXT:    partition0 num_warps(4) {
// CHECK-NEXT:      %[[L0:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (i32)  : i32 {
// CHECK-NEXT:        %[[U:.*]] = arith.addi %[[A]], %{{.*}} : i32
// CHECK-NEXT:        %[[I0:.*]] = scf.if %{{.*}} -> (i32) {
// CHECK-NEXT:          scf.yield %[[U]] : i32
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield %[[A]] : i32
// CHECK-NEXT:        }
// CHECK-NEXT:        scf.yield %[[I0]] : i32
// CHECK-NEXT:      } {tt.warp_specialize, ttg.warp_specialize.tag = 0 : i32}
// CHECK-NEXT:      nvws.warp_group.yield %[[L0]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    partition1 num_warps(4) {
// CHECK-NEXT:      scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[B:.*]] = %{{.*}}) -> (i32)  : i32 {
// CHECK-NEXT:        %[[V:.*]] = arith.muli %[[B]], %{{.*}} : i32
// CHECK-NEXT:        %[[I1:.*]] = scf.if %{{.*}} -> (i32) {
// CHECK-NEXT:          scf.yield %[[V]] : i32
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield %[[B]] : i32
// CHECK-NEXT:        }
// CHECK-NEXT:        scf.yield %[[I1]] : i32
// CHECK-NEXT:      } {tt.warp_specialize, ttg.warp_specialize.tag = 0 : i32}
// CHECK-NEXT:      nvws.warp_group.return
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return %[[R]] : i32
// CHECK-NOT:     ttg.partition
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @split(%n: i32, %c: i1) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0, %b = %c1) -> (i32, i32) : i32 {
      %u = arith.addi %a, %c1 {ttg.partition = array<i32: 0>} : i32
      %v = arith.muli %b, %c3 {ttg.partition = array<i32: 1>} : i32
      %x:2 = scf.if %c -> (i32, i32) {
        scf.yield {ttg.partition = array<i32: 0, 1>} %u, %v : i32, i32
      } else {
        scf.yield {ttg.partition = array<i32: 0, 1>} %a, %b : i32, i32
      } {ttg.partition = array<i32: 0, 1>, ttg.partition.outputs = [array<i32: 0>, array<i32: 1>]}
      scf.yield {ttg.partition = array<i32: 0, 1>} %x#0, %x#1 : i32, i32
    } {tt.warp_specialize, ttg.partition = array<i32: 0, 1>, ttg.partition.outputs = [array<i32: 0>, array<i32: 1>], ttg.partition.stages = [0 : i32, 0 : i32], ttg.warp_specialize.tag = 0 : i32}
    tt.return %r#0 : i32
  }
}

// -----

// One partition: nothing to split, the loop stays as it is.
// CHECK-LABEL: tt.func @one_partition
// CHECK-NOT:     nvws.warp_group
// CHECK:         ttg.partition.stages = [0 : i32]
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @one_partition(%n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      %u = arith.addi %i, %c1 {ttg.partition = array<i32: 0>} : i32
    } {ttg.partition = array<i32: 0>, ttg.partition.stages = [0 : i32]}
    tt.return
  }
}

// -----

// A value of partition 0 used directly by partition 1 should have crossed
// through an asynchronous reference (nvws-insert-aref): an error, as in
// Triton.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @direct_use(%n: i32, %p: !tt.ptr<i32>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      // expected-error @below {{tritongpu-partition-loops: partition 0 has a direct SSA consumer in partitions 1 (values cross partitions through asynchronous references)}}
      %u = arith.addi %i, %c1 {ttg.partition = array<i32: 0>} : i32
      tt.store %p, %u {ttg.partition = array<i32: 1>} : !tt.ptr<i32>
    } {ttg.partition = array<i32: 0, 1>, ttg.partition.stages = [0 : i32, 0 : i32]}
    tt.return
  }
}

// -----

// Every op of a partitioned loop must say its partitions.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @unassigned(%n: i32, %p: !tt.ptr<i32>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      // expected-error @below {{tritongpu-partition-loops: an op of a partitioned loop without ttg.partition}}
      tt.store %p, %i : !tt.ptr<i32>
    } {ttg.partition = array<i32: 0, 1>, ttg.partition.stages = [0 : i32, 0 : i32]}
    tt.return
  }
}
