// RUN: tt-opt --split-input-file --verify-diagnostics -triton-nvidia-gpu-plan-cta %s | FileCheck %s
// RUN: tt-opt -triton-nvidia-gpu-plan-cta -debug-only=triton-nvidia-gpu-plan-cta %S/Inputs/plan-cta-one-cta.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE

// One CTA: nothing to plan, the module comes out unchanged.
// CHECK: #[[B:.*]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func @one_cta
// CHECK-NEXT:    tt.store %{{.*}}, %{{.*}} : tensor<512x!tt.ptr<f32>, #[[B]]>
// TRACE: [triton-nvidia-gpu-plan-cta] ttg.num-ctas = 1
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @one_cta(%p: tensor<512x!tt.ptr<f32>, #blocked>, %v: tensor<512xf32, #blocked>) {
    tt.store %p, %v : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Several CTAs: not implemented, an error naming the attribute.
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
// expected-error @+1 {{triton-nvidia-gpu-plan-cta: `ttg.num-ctas` = 2: planning the CTA tiling of a multi-CTA cluster is not implemented yet}}
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @two_ctas(%p: tensor<512x!tt.ptr<f32>, #blocked>, %v: tensor<512xf32, #blocked>) {
    tt.store %p, %v : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
