// RUN: tt-opt %s -split-input-file -tritongpu-partition-scheduling -verify-diagnostics | FileCheck %s

// Triton 3.6's rules beyond the real kernels of partition-scheduling.test:
// a marked loop without a TMA load or a tcgen05 MMA is left alone but
// still counts for the tags; a TMA load goes to the load partition (2) and
// its users, transitively, to the default one (0); the loop takes the
// union of its body's partitions (no results: no ttg.partition.outputs)
// and the three partitions' stages.
// CHECK-LABEL: tt.func @tags
// CHECK:         scf.for
// CHECK-NEXT:      arith.addi %{{.*}} : i32
// CHECK-NEXT:    } {tt.warp_specialize}
// CHECK:         scf.for
// CHECK-NEXT:      tt.descriptor_load {{.*}} {ttg.partition = array<i32: 2>}
// CHECK-NEXT:      arith.addf {{.*}} {ttg.partition = array<i32: 0>}
// CHECK-NEXT:      tt.store {{.*}} {ttg.partition = array<i32: 0>}
// CHECK-NEXT:    } {tt.warp_specialize, ttg.partition = array<i32: 0, 2>, ttg.partition.stages = [0 : i32, 1 : i32, 0 : i32], ttg.warp_specialize.tag = 1 : i32}
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tags(%n: i32, %desc: !tt.tensordesc<tensor<128x64xf16, #shared>>, %out: tensor<128x64x!tt.ptr<f16>, #blocked>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      %s = arith.addi %i, %c1 : i32
    } {tt.warp_specialize}
    scf.for %i = %c0 to %n step %c1 : i32 {
      %x = tt.descriptor_load %desc[%i, %c0] : !tt.tensordesc<tensor<128x64xf16, #shared>> -> tensor<128x64xf16, #blocked>
      %y = arith.addf %x, %x : tensor<128x64xf16, #blocked>
      tt.store %out, %y : tensor<128x64x!tt.ptr<f16>, #blocked>
    } {tt.warp_specialize}
    tt.return
  }
}

// -----

// A loop that already has partitions keeps them; a bad stage is an error.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @bad_stage(%n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{partition stages attribute 'ttg.partition.stages' has invalid element -1 : i32}}
    scf.for %i = %c0 to %n step %c1 : i32 {
      %s = arith.addi %i, %c1 {ttg.partition = array<i32: 0>} : i32
    } {tt.warp_specialize, ttg.partition.stages = [-1 : i32], ttg.warp_specialize.tag = 0 : i32}
    tt.return
  }
}
