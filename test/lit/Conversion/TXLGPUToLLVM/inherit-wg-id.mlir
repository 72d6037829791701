// RUN: tt-opt --split-input-file -inherit-wg-id %s | FileCheck %s
// RUN: not tt-opt -inherit-wg-id %S/Inputs/inherit-wg-id-while.mlir -o /dev/null 2>&1 | FileCheck %S/Inputs/inherit-wg-id-while.mlir --implicit-check-not='see current operation'
// RUN: tt-opt --split-input-file -inherit-wg-id -debug-only=inherit-wg-id %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE

// A warp-group branch passes its ttxg.wgid to every op inside, through
// scf.for and nested scf.ifs (the outer branch's mark wins over an inner
// one's) and into tt.reduce's combine region; ops outside stay unmarked.
// CHECK-LABEL: tt.func @warp_group
// CHECK:         %[[WG:.*]] = txlgpu.canonical_warpgroup_id
// CHECK-NOT:     ttxg
// CHECK:         scf.if
// CHECK-NEXT:      txlgpu.reg_alloc {regCount = 232 : i32, ttxg.wgid = 1 : i32}
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        arith.addi {{.*}} {ttxg.wgid = 1 : i32}
// CHECK-NEXT:        scf.if
// CHECK-NEXT:          arith.muli {{.*}} {ttxg.wgid = 1 : i32}
// CHECK-NEXT:        } {ttxg.wgid = 1 : i32}
// CHECK-NEXT:      } {ttxg.wgid = 1 : i32}
// CHECK:           "tt.reduce"
// CHECK:             arith.addf {{.*}} {ttxg.wgid = 1 : i32}
// CHECK-NEXT:        tt.reduce.return {{.*}} {ttxg.wgid = 1 : i32}
// CHECK-NEXT:      }) {ttxg.wgid = 1 : i32} : (tensor<64xf32>) -> f32
// CHECK:         } {ttxg.wgid = 1 : i32}
// CHECK-NEXT:    arith.subi
// CHECK-NOT:     ttxg
// CHECK:         tt.return
// TRACE: [inherit-wg-id] scf.if at {{.*}}: warp group 3 for its regions
// TRACE: [inherit-wg-id] scf.if at {{.*}}: warp group 1 for its regions
tt.func @warp_group(%n: i32, %x: tensor<64xf32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %wg = txlgpu.canonical_warpgroup_id
  %is1 = arith.cmpi eq, %wg, %c1 : i32
  scf.if %is1 {
    txlgpu.reg_alloc {regCount = 232 : i32}
    scf.for %i = %c0 to %n step %c1 : i32 {
      %a = arith.addi %i, %c1 : i32
      scf.if %is1 {
        %b = arith.muli %a, %a : i32
      } {ttxg.wgid = 3 : i32}
    }
    %s = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      tt.reduce.return %t : f32
    }) : (tensor<64xf32>) -> f32
  } {ttxg.wgid = 1 : i32}
  %d = arith.subi %n, %c1 : i32
  tt.return %d : i32
}

// -----

// Warp-level branches (ttxg.wids) pass their list down the same way, the
// else region its own (ttxg.else.wids); an inner scf.if with lists of its
// own keeps them for its regions.
// CHECK-LABEL: tt.func @warps
// CHECK:         arith.addi {{.*}} {ttxg.wids = array<i32: 1>}
// CHECK:         scf.if
// CHECK-NEXT:      arith.muli {{.*}} {ttxg.wids = array<i32: 5>}
// CHECK-NEXT:    } {ttxg.else.wids = array<i32: 6>, ttxg.wids = array<i32: 5>}
// CHECK:         arith.subi {{.*}} {ttxg.wids = array<i32: 2, 3>}
tt.func @warps(%n: i32, %p: i1) {
  scf.if %p {
    %a = arith.addi %n, %n : i32
    scf.if %p {
      %b = arith.muli %n, %n : i32
    } {ttxg.wids = array<i32: 5>, ttxg.else.wids = array<i32: 6>}
  } else {
    %c = arith.subi %n, %n : i32
  } {ttxg.wids = array<i32: 1>, ttxg.else.wids = array<i32: 2, 3>}
  tt.return
}

