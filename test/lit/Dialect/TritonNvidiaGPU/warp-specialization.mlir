// RUN: tt-opt --split-input-file --verify-diagnostics -nvgpu-warp-specialization %s | FileCheck %s
// RUN: not tt-opt --split-input-file -nvgpu-warp-specialization %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR --implicit-check-not="see current operation"
// RUN: not tt-opt --split-input-file -nvgpu-warp-specialization -debug-only=nvgpu-warp-specialization %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
//
// Triton 3.6's nvgpu-warp-specialization (make_ttgir, cuda:80 and cuda:90)
// leaves a function as it is without a loop marked `tt.warp_specialize`,
// in a kernel of other than 4 warps, or with an scf.if that has an else
// block: its output equals its input on all 133 blocks of the shared corpus
// and test/corpus and on 8 of the 10 warp-specialized sm90 logs of
// test/corpus/triton-3.6-ws (corpus-check pass nvgpu-warp-specialization).
// A function it would split gets its task ids, its dots split between the
// consumers and its partitions (the first four steps,
// warp-specialization-steps.test), then is an error until token lowering
// exists; one with nothing crossing tasks just gets tt.num_stages 0 on its
// loops (Triton's last step, which turns the software pipeliner off).

// CHECK-LABEL: tt.func @unmarked
// CHECK:         scf.for
// CHECK:           arith.addi
// CHECK:         } {tt.num_stages = 3 : i32}
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
  // CHECK-LABEL: tt.func @marked
  // CHECK:         } {tt.num_stages = 0 : i32, tt.warp_specialize}
  tt.func @marked(%n: i32) -> i32 {
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

// Data partitioning has Triton 3.6's rules for the ops that compute a dot's
// operands and accumulator, and no others: a ttg.local_load there stops it
// (Triton 3.6 aborts) with an error at that op.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @local_load_feeds_dot(%b_desc: !tt.tensordesc<tensor<32x128xf16, #shared1>>, %K: i32, %col: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %a_buf = ttg.local_alloc : () -> !ttg.memdesc<128x32xf16, #shared, #smem, mutable>
    %acc = scf.for %k = %c0 to %K step %c32 iter_args(%c = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      // expected-error @+1 {{nvgpu-warp-specialization: data partitioning stops at this op: it has no rule for what computes this op's operands}}
      %a_regs = ttg.local_load %a_buf : !ttg.memdesc<128x32xf16, #shared, #smem, mutable> -> tensor<128x32xf16, #blocked>
      %a = ttg.local_alloc %a_regs : (tensor<128x32xf16, #blocked>) -> !ttg.memdesc<128x32xf16, #shared, #smem>
      %b_regs = tt.descriptor_load %b_desc[%k, %col] : !tt.tensordesc<tensor<32x128xf16, #shared1>> -> tensor<32x128xf16, #blocked1>
      %b = ttg.local_alloc %b_regs : (tensor<32x128xf16, #blocked1>) -> !ttg.memdesc<32x128xf16, #shared1, #smem>
      %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : !ttg.memdesc<128x32xf16, #shared, #smem> * !ttg.memdesc<32x128xf16, #shared1, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    } {tt.warp_specialize}
    tt.return %acc : tensor<128x128xf32, #mma>
  }
}

// -----

// With the dots cut and partitioned, token lowering, not implemented yet,
// is an error at the function (not printing it).
// ERROR: warp-specialization.mlir:{{[0-9]+}}:3: error: nvgpu-warp-specialization: the step after code partitioning (Triton 3.6's doTokenLowering) is not implemented yet
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{nvgpu-warp-specialization: the step after code partitioning (Triton 3.6's doTokenLowering) is not implemented yet}}
  tt.func @both_from_descriptors(%a_desc: !tt.tensordesc<tensor<128x32xf16, #shared>>, %b_desc: !tt.tensordesc<tensor<32x128xf16, #shared1>>, %c_desc: !tt.tensordesc<tensor<128x128xf16, #shared1>>, %K: i32, %col: i32) {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %c128 = arith.constant 128 : i32
    %pid = tt.get_program_id x : i32
    %row = arith.muli %pid, %c128 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %acc = scf.for %k = %c0 to %K step %c32 iter_args(%c = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %a_regs = tt.descriptor_load %a_desc[%row, %k] : !tt.tensordesc<tensor<128x32xf16, #shared>> -> tensor<128x32xf16, #blocked>
      %a = ttg.local_alloc %a_regs : (tensor<128x32xf16, #blocked>) -> !ttg.memdesc<128x32xf16, #shared, #smem>
      %b_regs = tt.descriptor_load %b_desc[%k, %col] : !tt.tensordesc<tensor<32x128xf16, #shared1>> -> tensor<32x128xf16, #blocked1>
      %b = ttg.local_alloc %b_regs : (tensor<32x128xf16, #blocked1>) -> !ttg.memdesc<32x128xf16, #shared1, #smem>
      %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : !ttg.memdesc<128x32xf16, #shared, #smem> * !ttg.memdesc<32x128xf16, #shared1, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    } {tt.warp_specialize}
    %out = arith.truncf %acc : tensor<128x128xf32, #mma> to tensor<128x128xf16, #mma>
    tt.descriptor_store %c_desc[%row, %col], %out : !tt.tensordesc<tensor<128x128xf16, #shared1>>, tensor<128x128xf16, #mma>
    tt.return
  }
}
