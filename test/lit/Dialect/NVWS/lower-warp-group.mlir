// RUN: tt-opt %s -split-input-file -nvws-lower-warp-group -verify-diagnostics | FileCheck %s
// RUN: not tt-opt %s -split-input-file -nvws-lower-warp-group -debug-only=nvws-lower-warp-group 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// nvws-lower-warp-group's rules beyond what the real kernels of
// lower-warp-group.test show (Triton 3.6's LowerWarpGroup): the first
// region has the module's 4 warps, so it is the default region and gives
// the result. The partition's uses from above, in the order it uses them:
// %ks, a pure op making a tensor, is cloned into the partition (its operand
// %k looked at later); %loaded, a tensor a non-pure op made, goes through
// shared memory in the generic layout and is loaded back at the
// partition's start; %ptrs is cloned too (%p later); %k and %p are
// captures; then %k and %p, reached again through the clones, are captured
// a second time, and the partition uses the later arguments, as Triton's.
// CHECK-LABEL: tt.func @default_region_and_captures(
// CHECK-SAME:      %[[P:[^:]*]]: !tt.ptr<i32>
// CHECK:         %[[K:.*]] = arith.addi
// CHECK:         %[[LOADED:.*]] = tt.load
// CHECK-NEXT:    %[[BUF:.*]] = ttg.local_alloc %[[LOADED]] : (tensor<128xi32, #blocked>) -> !ttg.memdesc<128xi32, #shared, #smem>
// CHECK-NEXT:    %[[R:.*]] = ttg.warp_specialize(%[[BUF]], %[[K]], %[[P]], %[[K]], %[[P]])
// CHECK-NEXT:    default {
// CHECK-NEXT:      %[[M:.*]] = arith.muli %[[K]], %[[K]] : i32
// CHECK-NEXT:      ttg.warp_yield %[[M]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    partition0(%[[B0:.*]]: !ttg.memdesc<128xi32, #shared, #smem>, %{{[^:]*}}: i32, %{{[^:]*}}: !tt.ptr<i32>, %[[K1:[^:]*]]: i32, %[[P1:[^:]*]]: !tt.ptr<i32>) num_warps(4) {
// CHECK-NEXT:      %[[L:.*]] = ttg.local_load %[[B0]] : !ttg.memdesc<128xi32, #shared, #smem> -> tensor<128xi32, #blocked>
// CHECK-NEXT:      %[[S:.*]] = tt.splat %[[K1]] : i32 -> tensor<128xi32, #blocked>
// CHECK-NEXT:      %[[PTRS:.*]] = tt.splat %[[P1]] : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
// CHECK-NEXT:      %[[X:.*]] = arith.addi %[[S]], %[[L]]
// CHECK-NEXT:      tt.store %[[PTRS]], %[[X]]
// CHECK-NEXT:      %[[Y:.*]] = arith.addi %[[K1]], %[[K1]] : i32
// CHECK-NEXT:      tt.store %[[P1]], %[[Y]]
// CHECK-NEXT:      ttg.warp_return
// CHECK-NEXT:    } : (!ttg.memdesc<128xi32, #shared, #smem>, i32, !tt.ptr<i32>, i32, !tt.ptr<i32>) -> i32
// CHECK-NEXT:    tt.return %[[R]] : i32
// TRACE: nvws.warp_group in @default_region_and_captures ({{.*}}): region 0 is the default region, 1 partitions
// TRACE-NEXT: tt.load in @default_region_and_captures ({{.*}}): a tensor, passed through shared memory
// TRACE-NEXT: 2 ops rematerialized in each partition, 5 explicit captures
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @default_region_and_captures(%p: !tt.ptr<i32>, %n: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %k = arith.addi %n, %c1 : i32
    %ks = tt.splat %k : i32 -> tensor<128xi32, #blocked>
    %ptrs = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
    %loaded = tt.load %ptrs : tensor<128x!tt.ptr<i32>, #blocked>
    %r = nvws.warp_group
    partition0 num_warps(4) {
      %m = arith.muli %k, %k : i32
      nvws.warp_group.yield %m : i32
    }
    partition1 num_warps(4) {
      %x = arith.addi %ks, %loaded : tensor<128xi32, #blocked>
      tt.store %ptrs, %x : tensor<128x!tt.ptr<i32>, #blocked>
      %y = arith.addi %k, %k : i32
      tt.store %p, %y : !tt.ptr<i32>
      nvws.warp_group.return
    }
    tt.return %r : i32
  }
}

// -----

// No region has the module's 8 warps: the default region only yields and
// both regions become partitions, with their own warps.
// CHECK-LABEL: tt.func @no_default_region
// CHECK:         ttg.warp_specialize(%{{.*}})
// CHECK-NEXT:    default {
// CHECK-NEXT:      ttg.warp_yield
// CHECK-NEXT:    }
// CHECK-NEXT:    partition0(%{{.*}}: !tt.ptr<i32>) num_warps(4) {
// CHECK:         partition1(%{{.*}}: !tt.ptr<i32>) num_warps(1) {
// TRACE: nvws.warp_group in @no_default_region ({{.*}}): no default region, 2 partitions
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @no_default_region(%p: !tt.ptr<i32>) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    nvws.warp_group
    partition0 num_warps(4) {
      tt.store %p, %c1 : !tt.ptr<i32>
      nvws.warp_group.return
    }
    partition1 num_warps(1) {
      tt.store %p, %c2 : !tt.ptr<i32>
      nvws.warp_group.return
    }
    tt.return
  }
}

// -----

// Results need a default region to come from.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @results_without_default_region(%n: i32) -> i32 {
    // expected-error @below {{nvws.warp_group: its first region does not have the module's ttg.num-warps warps, so it cannot be the default region that gives the results}}
    %r = nvws.warp_group
    partition0 num_warps(4) {
      nvws.warp_group.yield %n : i32
    }
    partition1 num_warps(1) {
      nvws.warp_group.return
    }
    tt.return %r : i32
  }
}
