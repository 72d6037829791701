// RUN: tt-opt -tritongpu-remove-layout-conversions %s | FileCheck %s
//
// Descriptor loads are anchors in Triton 3.6 (its own trace of this pass,
// utils/triton-oracle.py --debug-only tritongpu-remove-layout-conversions
// on test/corpus's sm100 dot_scaled_desc_e4m3_e2m1_s3, considers them
// first): fp4 loaded through a descriptor and transposed for dot_scaled
// keeps the load's layout; the convert before the tt.trans goes, the one
// after it stays.
// CHECK-LABEL: tt.func public @desc_trans
// CHECK: %[[LOAD:.*]] = tt.descriptor_load %{{.*}} -> tensor<128x64xi8, #[[LOADL:.*]]>
// CHECK-NEXT: %[[T:.*]] = tt.trans %[[LOAD]] {order = array<i32: 1, 0>} : tensor<128x64xi8, #[[LOADL]]> -> tensor<64x128xi8, #[[TL:.*]]>
// CHECK-NEXT: ttg.convert_layout %[[T]] : tensor<64x128xi8, #[[TL]]> -> tensor<64x128xi8, #{{.*}}>
// CHECK-NEXT: tt.store
#b3 = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#b5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [0, 1]}>
#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_trans(%d: !tt.tensordesc<tensor<128x64xui8>>, %x: i32, %out: tensor<64x128x!tt.ptr<i8>, #b>) {
    %0 = tt.descriptor_load %d[%x, %x] : !tt.tensordesc<tensor<128x64xui8>> -> tensor<128x64xi8, #b3>
    %1 = ttg.convert_layout %0 : tensor<128x64xi8, #b3> -> tensor<128x64xi8, #b4>
    %2 = tt.trans %1 {order = array<i32: 1, 0>} : tensor<128x64xi8, #b4> -> tensor<64x128xi8, #b5>
    %3 = ttg.convert_layout %2 : tensor<64x128xi8, #b5> -> tensor<64x128xi8, #b>
    tt.store %out, %3 : tensor<64x128x!tt.ptr<i8>, #b>
    tt.return
  }
}
