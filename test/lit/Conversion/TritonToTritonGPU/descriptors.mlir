// RUN: tt-opt -convert-triton-to-tritongpu='target=cuda:90 num-warps=4' %s | FileCheck %s
//
// Descriptors keep their unencoded block type; descriptor_load/store values
// take the default layout. descriptor_gather/scatter row offsets are
// converted (once per op) to a slice of {sizePerThread [1, 4], lanes [32, 1],
// warps [1, 4], order [1, 0]}, so each thread holds 4 consecutive offsets.
// Expectations: tt-opt's output, checked by hand against Triton 3.6's rules
// (lib/Conversion/TritonToTritonGPU in Triton; the same code passes
// corpus-check on all 46 real convert-triton-to-tritongpu blocks). Default
// layouts: BlockedEncodingAttr::get with sizePerThread 1, row-major order.

module {
  tt.func public @descriptors(%p: !tt.ptr<f16>, %m: i32, %rows: tensor<32xi32>, %i: i32) {
    %c1 = arith.constant 1 : i64
    %c64 = arith.constant 64 : i64
    %d = tt.make_tensor_descriptor %p, [%m, %m], [%c64, %c1] : !tt.ptr<f16>, !tt.tensordesc<tensor<64x64xf16>>
    %x = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16>
    tt.descriptor_store %d[%i, %i], %x : !tt.tensordesc<tensor<64x64xf16>>, tensor<64x64xf16>
    %g = tt.make_tensor_descriptor %p, [%m, %m], [%c64, %c1] : !tt.ptr<f16>, !tt.tensordesc<tensor<1x64xf16>>
    %v = tt.descriptor_gather %g[%rows, %i] : (!tt.tensordesc<tensor<1x64xf16>>, tensor<32xi32>, i32) -> tensor<32x64xf16>
    tt.descriptor_scatter %g[%rows, %i], %v : !tt.tensordesc<tensor<1x64xf16>>, tensor<32xi32>, i32, tensor<32x64xf16>
    tt.return
  }
}

// CHECK-DAG: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-DAG: #blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func public @descriptors(%p: !tt.ptr<f16>, %m: i32, %rows: tensor<32xi32, #blocked>, %i: i32) {
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT: %0 = tt.make_tensor_descriptor %p, [%m, %m], [%c64_i64, %c1_i64] : <f16>, <tensor<64x64xf16>>
// CHECK-NEXT: %1 = tt.descriptor_load %0[%i, %i] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #blocked1>
// CHECK-NEXT: tt.descriptor_store %0[%i, %i], %1 : !tt.tensordesc<tensor<64x64xf16>>, tensor<64x64xf16, #blocked1>
// CHECK-NEXT: %2 = tt.make_tensor_descriptor %p, [%m, %m], [%c64_i64, %c1_i64] : <f16>, <tensor<1x64xf16>>
// CHECK-NEXT: %3 = ttg.convert_layout %rows : tensor<32xi32, #blocked> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
// CHECK-NEXT: %4 = tt.descriptor_gather %2[%3, %i] : (!tt.tensordesc<tensor<1x64xf16>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>, i32) -> tensor<32x64xf16, #blocked1>
// CHECK-NEXT: %5 = ttg.convert_layout %rows : tensor<32xi32, #blocked> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
// CHECK-NEXT: tt.descriptor_scatter %2[%5, %i], %4 : !tt.tensordesc<tensor<1x64xf16>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>, i32, tensor<32x64xf16, #blocked1>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// With 2 CTAs the gather's offsets layout splits its second dim over the
// CTAs, as its warps (Triton's CGAEncodingAttr::fromSplitParams({1, 2},
// {1, 2}, {1, 0})): block basis [0, 1].
// RUN: tt-opt -convert-triton-to-tritongpu='target=cuda:100 num-warps=4 num-ctas=2' %S/Inputs/descriptor-gather.mlir | FileCheck %s --check-prefix=CTAS
// CTAS: #[[OFFSETS:.*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0], CGALayout = {{\[\[}}0, 1]]}>
// CTAS: tt.descriptor_gather {{.*}}, tensor<32xi32, #ttg.slice<{dim = 0, parent = #[[OFFSETS]]}>>
