// RUN: tt-opt --split-input-file -tritonamdgpu-optimize-epilogue %s | FileCheck %s
// RUN: tt-opt --split-input-file -tritonamdgpu-optimize-epilogue -debug-only=tritonamdgpu-optimize-epilogue %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE

// The stored value is an mfma accumulator converted to blocked: the store
// takes it in #mma, with the pointer and the mask converted instead (in
// that order, just before the store); the old conversion is dead and goes.
// TRACE: [tritonamdgpu-optimize-epilogue] tt.store %p, %{{[0-9]+}}, %m in @store_mfma ({{.*}}optimize-epilogue.mlir:[[@LINE+12]]:5) in the mfma layout (through 1 elementwise ops)
// CHECK-LABEL: @store_mfma
// CHECK: %[[V:.+]] = arith.truncf %acc : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
// CHECK-NEXT: %[[P:.+]] = ttg.convert_layout %p : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #mma>
// CHECK-NEXT: %[[M:.+]] = ttg.convert_layout %m : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #mma>
// CHECK-NEXT: tt.store %[[P]], %[[V]], %[[M]] : tensor<64x64x!tt.ptr<f16>, #mma>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @store_mfma(%acc: tensor<64x64xf32, #mma>, %p: tensor<64x64x!tt.ptr<f16>, #blocked>, %m: tensor<64x64xi1, #blocked>) {
    %c = ttg.convert_layout %acc : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
    %v = arith.truncf %c : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    tt.store %p, %v, %m : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

// -----

// Unchanged: the converted value has a second use.
// CHECK-LABEL: @two_uses
// CHECK: tt.store %p, %0 : tensor<64x64x!tt.ptr<f32>, #blocked>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @two_uses(%acc: tensor<64x64xf32, #mma>, %p: tensor<64x64x!tt.ptr<f32>, #blocked>) -> tensor<64x64xf32, #blocked> {
    %c = ttg.convert_layout %acc : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
    tt.store %p, %c : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return %c : tensor<64x64xf32, #blocked>
  }
}
