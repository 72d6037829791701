// RUN: tt-opt %s -split-input-file -tritongpu-allocate-warp-groups -verify-diagnostics | FileCheck %s
// RUN: tt-opt %s -split-input-file -tritongpu-allocate-warp-groups -debug-only=tritongpu-allocate-warp-groups -verify-diagnostics -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE

// No warp specialization: the kernel's warps are all there is.
// CHECK: module attributes {"ttg.num-warps" = 4 : i32, "ttg.total-num-warps" = 4 : i32}
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @plain() {
    tt.return
  }
}

// -----

// 2 + 4 partition warps need two warp groups: an empty partition of 2 warps
// fills them. The largest partition takes the first warps after the 8
// default ones, the equal ones follow in partition order. No register
// request: no register split, no ttg.maxnreg.
// CHECK: module attributes {"ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 16 : i32}
// CHECK:   ttg.warp_specialize(%a) attributes {warpGroupStartIds = array<i32: 12, 8, 14>}
// CHECK:   partition0(%{{.*}}: i32) num_warps(2)
// CHECK:   partition1(%{{.*}}: i32) num_warps(4)
// CHECK:   partition2(%[[ARG:.*]]: i32) num_warps(2) {
// CHECK-NEXT: ttg.warp_return
// CHECK-NEXT: } : (i32) -> ()
// TRACE: padding {{.*}} with 1 empty partition(s) of 2 warp(s)
// TRACE: partitions of 2, 4, 2 warp(s) start at warp 12, 8, 14
// TRACE: total warps 16 (8 default + 2 warp group(s))
module attributes {"ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @padded(%a: i32) {
    ttg.warp_specialize(%a)
    default {
      ttg.warp_yield
    }
    partition0(%x: i32) num_warps(2) {
      ttg.warp_return
    }
    partition1(%x: i32) num_warps(4) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

// Every warp_specialize gets as many warp groups as the largest needs (two
// here): the one-warp one is padded with 4 + 2 + 1 warps.
// CHECK: "ttg.total-num-warps" = 12 : i32
// CHECK: warpGroupStartIds = array<i32: 4, 8>
// CHECK: warpGroupStartIds = array<i32: 10, 4, 8, 11>
// CHECK: partition3() num_warps(1)
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @two() {
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttg.warp_return
    }
    partition1() num_warps(4) {
      ttg.warp_return
    } : () -> ()
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    }
    partition0() num_warps(1) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

// Registers: 12 warps share 64K registers, 168 per thread (170 rounded down
// to 8), the launch budget. Each warp group keeps its request rounded up to
// 8 (40, 104); the default warps get the rest:
// (168 * 4 + (168 - 40) * 4 + (168 - 104) * 4) / 4 = 360.
// CHECK: module attributes {ttg.maxnreg = 168 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 12 : i32}
// CHECK: attributes {actualRegisters = array<i32: 360, 40, 104>, requestedRegisters = array<i32: 40, 100>, warpGroupStartIds = array<i32: 4, 8>}
// TRACE: registers per thread: 168 at launch, then 360, 40, 104 (default warps, then each partition)
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @registers() {
    ttg.warp_specialize() attributes {requestedRegisters = array<i32: 40, 100>}
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttg.warp_return
    }
    partition1() num_warps(4) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

// One warp group of a 2-warp and a padding 2-warp partition (requesting 16):
// the group keeps the larger request, 24. The user's budget of 128 stays.
// (128 * 4 + (128 - 24) * 4) / 4 = 232.
// CHECK: module attributes {ttg.maxnreg = 128 : i32
// CHECK: attributes {actualRegisters = array<i32: 232, 24, 24>, requestedRegisters = array<i32: 20, 16>, warpGroupStartIds = array<i32: 4, 6>}
module attributes {ttg.maxnreg = 128 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @user_budget() {
    ttg.warp_specialize() attributes {requestedRegisters = array<i32: 20>}
    default {
      ttg.warp_yield
    }
    partition0() num_warps(2) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

// A budget of 32 leaves the default warps (32 * 4 + (32 - 48) * 4) / 4 = 16
// registers, fewer than 24: no split.
// CHECK: module attributes {ttg.maxnreg = 32 : i32
// CHECK: ttg.warp_specialize() attributes {requestedRegisters = array<i32: 48>, warpGroupStartIds = array<i32: 4>}
// TRACE: no register split: 16 registers left for the default warps
module attributes {ttg.maxnreg = 32 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @too_few() {
    ttg.warp_specialize() attributes {requestedRegisters = array<i32: 48>}
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

// expected-error @below {{tritongpu-allocate-warp-groups needs the module's ttg.num-warps}}
module {
  tt.func @no_warps() {
    tt.return
  }
}
