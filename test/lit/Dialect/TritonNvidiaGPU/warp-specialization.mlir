// RUN: tt-opt --split-input-file --verify-diagnostics -nvgpu-warp-specialization %s | FileCheck %s
// RUN: not tt-opt --split-input-file -nvgpu-warp-specialization %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR --implicit-check-not="see current operation"
// RUN: not tt-opt --split-input-file -nvgpu-warp-specialization -debug-only=nvgpu-warp-specialization %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
//
// Triton 3.6's nvgpu-warp-specialization (make_ttgir, cuda:80 and cuda:90)
// leaves a function as it is without a loop marked `tt.warp_specialize`,
// in a kernel of other than 4 warps, or with an scf.if that has an else
// block: its output equals its input on all 133 blocks of the shared corpus
// and test/corpus and on 7 of the 8 warp-specialized sm90 logs of
// test/corpus/triton-3.6-ws (corpus-check pass nvgpu-warp-specialization).
// A function it would split gets its task ids (the first two steps,
// warp-specialization-steps.test), then is an error until the steps after
// them exist.

// CHECK-LABEL: tt.func @unmarked
// CHECK:         scf.for
// CHECK:           arith.addi
// CHECK:         } {tt.num_stages = 3 : i32}
// The error names the loop's place and nothing more (not the whole loop).
// ERROR: warp-specialization.mlir:{{[0-9]+}}:10: error: nvgpu-warp-specialization: the steps after task id propagation (Triton 3.6's doDataPartition, doCodePartition, doTokenLowering) are not implemented yet
// TRACE: [nvgpu-warp-specialization] @unmarked: no loop marked tt.warp_specialize, unchanged
// TRACE: [nvgpu-warp-specialization] @eight_warps: 8 warps (Triton 3.6 warp-specializes only 4-warp kernels), unchanged
// TRACE: [nvgpu-warp-specialization] @else_block: an scf.if with an else block (Triton 3.6 does not partition those), unchanged
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @unmarked(%n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %s = arith.addi %acc, %i : i32
      scf.yield %s : i32
    } {tt.num_stages = 3 : i32}
    tt.return %r : i32
  }
}

// -----

// CHECK-LABEL: tt.func @eight_warps
// CHECK:         } {tt.warp_specialize}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @eight_warps(%n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %s = arith.addi %acc, %i : i32
      scf.yield %s : i32
    } {tt.warp_specialize}
    tt.return %r : i32
  }
}

// -----

// The else block may be anywhere in the function, here after the loop.
// CHECK-LABEL: tt.func @else_block
// CHECK:         } {tt.warp_specialize}
// CHECK:         scf.if
// CHECK:         } else {
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @else_block(%n: i32, %flag: i1) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %s = arith.addi %acc, %i : i32
      scf.yield %s : i32
    } {tt.warp_specialize}
    %v = scf.if %flag -> (i32) {
      scf.yield %r : i32
    } else {
      scf.yield %c1 : i32
    }
    tt.return %v : i32
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @marked(%n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{nvgpu-warp-specialization: the steps after task id propagation}}
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %s = arith.addi %acc, %i : i32
      scf.yield %s : i32
    } {tt.warp_specialize}
    tt.return %r : i32
  }
}
