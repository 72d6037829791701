// RUN: rm -f %t.ptx
// RUN: not tt-translate %s -o %t.ptx 2>&1 | FileCheck %s
// RUN: not test -e %t.ptx
// RUN: not tt-translate --arch=gfx942 %s 2>&1 | FileCheck %s --check-prefix=ARCH
// RUN: not tt-translate --arch=sm_12 %s -o %t.ptx 2>&1 | FileCheck %s --check-prefix=UNKNOWN-GPU
// RUN: not test -e %t.ptx

// TritonGPU IR is lowered first; an op the lowering does not support yet is
// named with its place, and nothing is written.
// CHECK: translate-errors.mlir:[[@LINE+9]]:10: error: tt.descriptor_load: lowering to LLVM is not supported yet
// ARCH: tt-translate: --arch=gfx942 is not an NVIDIA architecture
// A number LLVM's NVPTX backend has no processor for (it would only warn
// and write PTX for a generic one):
// UNKNOWN-GPU: tt-translate: --arch=sm_12: LLVM's NVPTX backend knows no GPU sm_12
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8>, %b: i32, %c: i32, %q: !tt.ptr<f32>) {
    %a = ttng.reinterpret_tensor_descriptor %p : !tt.ptr<i8> to !tt.tensordesc<tensor<16x16xf32>>
    %d = tt.descriptor_load %a[%b, %c] : !tt.tensordesc<tensor<16x16xf32>> -> tensor<16x16xf32, #blocked>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<16x16x!tt.ptr<f32>, #blocked>
    tt.store %qs, %d : tensor<16x16x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// Triton's dumps without line info say loc(unknown) on every op; the error
// still names the op's place in the file.
// RUN: not tt-translate %S/Inputs/unknown-locs.mlir 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: unknown-locs.mlir:6:10: error: tt.descriptor_load: lowering to LLVM is not supported yet

// Neither TritonGPU nor LLVM IR: named too.
// RUN: not tt-translate %S/Inputs/func-dialect.mlir 2>&1 | FileCheck %s --check-prefix=OTHER
// OTHER: error: 'func.return' cannot be translated: tt-translate takes IR in the LLVM dialect

// A pattern that cannot lower its op says why, once: no second error for
// the function around it (nor that function printed in a note).
// RUN: not tt-translate %S/Inputs/pattern-error.mlir -o %t.ptx 2>&1 | FileCheck %s --check-prefix=PATTERN --implicit-check-not=error: --implicit-check-not=tt.func
// RUN: not test -e %t.ptx
// PATTERN: pattern-error.mlir:3:10: error: global scratch: lowering for clusters of several CTAs is not supported yet

// A shared-memory access whose case is not lowered yet (a buffer in a
// padded shared layout) is named with the reason, at its place; the ops it
// leaves unlowered around it (the loop carrying the buffer, the function)
// are not.
// RUN: not tt-translate %S/Inputs/shared-memory-ops.mlir -o %t.ptx 2>&1 | FileCheck %s --check-prefix=SMEM --implicit-check-not=error:
// RUN: not test -e %t.ptx
// SMEM: shared-memory-ops.mlir:8:12: error: ttg.local_alloc: lowering of padded shared layouts is not supported yet
