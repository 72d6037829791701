// RUN: not tt-translate %s -o %t.ptx 2>&1 | FileCheck %s
// RUN: not test -e %t.ptx
// RUN: not tt-translate --arch=gfx942 %s 2>&1 | FileCheck %s --check-prefix=ARCH

// TritonGPU IR is not LLVM IR yet: the error names the op and its place.
// CHECK: translate-errors.mlir:[[@LINE+5]]:10: error: 'tt.load' cannot be translated: tt-translate takes IR in the LLVM dialect
// ARCH: tt-translate: --arch=gfx942 is not an NVIDIA architecture
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: tensor<128x!tt.ptr<f32>, #blocked>) {
    %v = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
