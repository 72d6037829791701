// RUN: tt-opt -tritonamdgpu-optimize-dot-operands -debug-only=tritonamdgpu-optimize-dot-operands %s -o /dev/null 2>&1 | FileCheck %s
// RUN: tt-opt -tritonamdgpu-optimize-dot-operands=arch-generation-name=gfx942 -debug-only=tritonamdgpu-optimize-dot-operands %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=GFX942
// RUN: tt-opt -tritonamdgpu-optimize-dot-operands -debug-only=other-pass %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty

// The trace gives the architecture family, each scale load staged through
// shared memory with its layout, and why other upcasts keep their scale.
// CHECK: [tritonamdgpu-optimize-dot-operands] gfx950: CDNA4
// CHECK-DAG: [tritonamdgpu-optimize-dot-operands] stage the scale load %{{[0-9]+}} = tt.load in @upcast_fp8_scale ({{.*}}optimize-dot-operands-debug.mlir:23:12) of %{{[0-9]+}} = amdg.scaled_upcast_fp8 in @upcast_fp8_scale ({{.*}}optimize-dot-operands-debug.mlir:26:12) through #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
// CHECK-DAG: [tritonamdgpu-optimize-dot-operands] stage the scale load %{{[0-9]+}} = tt.load in @upcast_fp4_scale ({{.*}}optimize-dot-operands-debug.mlir:35:12) of %{{[0-9]+}} = amdg.scaled_upcast_fp4 in @upcast_fp4_scale ({{.*}}optimize-dot-operands-debug.mlir:37:12) through #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// CHECK-DAG: [tritonamdgpu-optimize-dot-operands] keep %{{[0-9]+}} = amdg.scaled_upcast_fp8 in @two_scale_loads ({{.*}}optimize-dot-operands-debug.mlir:50:12): its scale comes from 2 loads, not 1
// CHECK-DAG: [tritonamdgpu-optimize-dot-operands] keep %{{[0-9]+}} = amdg.scaled_upcast_fp8 in @outside_loop ({{.*}}optimize-dot-operands-debug.mlir:58:10): not in a loop
// CHECK-DAG: [tritonamdgpu-optimize-dot-operands] keep %{{[0-9]+}} = amdg.scaled_upcast_fp{{[48]}} in @upcast_fp{{[48]}}_scale ({{.*}}optimize-dot-operands-debug.mlir:{{26|37}}:12): its scale already comes from shared memory
// GFX942: [tritonamdgpu-optimize-dot-operands] gfx942: not CDNA4
// GFX942-NOT: stage
// QUIET-NOT: tritonamdgpu-optimize-dot-operands
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @upcast_fp8_scale(%x: tensor<64x64xf8E4M3FN, #blocked>, %p: tensor<64x64x!tt.ptr<bf16>, #blocked1>, %q: tensor<64x64x!tt.ptr<f16>, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1  : i32 {
      %s = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked1>
      %sc = ttg.convert_layout %s : tensor<64x64xbf16, #blocked1> -> tensor<64x64xbf16, #blocked>
      %s2 = arith.addf %sc, %sc : tensor<64x64xbf16, #blocked>
      %u = amdg.scaled_upcast_fp8 %x scale %s2 : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xf16, #blocked>
      tt.store %q, %u : tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return
  }
  tt.func @upcast_fp4_scale(%x: tensor<64x32xi8, #blocked>, %p: tensor<64x64x!tt.ptr<bf16>, #blocked>, %q: tensor<64x64x!tt.ptr<bf16>, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1  : i32 {
      %s = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked>
      %s2 = arith.mulf %s, %s : tensor<64x64xbf16, #blocked>
      %u = amdg.scaled_upcast_fp4 %x scale %s2 {axis = 1 : i32} : tensor<64x32xi8, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xbf16, #blocked>
      tt.store %q, %u : tensor<64x64x!tt.ptr<bf16>, #blocked>
      tt.store %p, %s : tensor<64x64x!tt.ptr<bf16>, #blocked>
    }
    tt.return
  }
  tt.func @two_scale_loads(%x: tensor<64x64xf8E4M3FN, #blocked>, %p: tensor<64x64x!tt.ptr<bf16>, #blocked>, %q: tensor<64x64x!tt.ptr<f16>, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1  : i32 {
      %s = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked>
      %t = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked>
      %s2 = arith.addf %s, %t : tensor<64x64xbf16, #blocked>
      %u = amdg.scaled_upcast_fp8 %x scale %s2 : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xf16, #blocked>
      tt.store %q, %u : tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return
  }
  tt.func @outside_loop(%x: tensor<64x64xf8E4M3FN, #blocked>, %p: tensor<64x64x!tt.ptr<bf16>, #blocked>) -> tensor<64x64xf16, #blocked> {
    %s = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked>
    %s2 = arith.addf %s, %s : tensor<64x64xbf16, #blocked>
    %u = amdg.scaled_upcast_fp8 %x scale %s2 : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x64xbf16, #blocked> -> tensor<64x64xf16, #blocked>
    tt.return %u : tensor<64x64xf16, #blocked>
  }
}
