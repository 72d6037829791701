// RUN: tt-opt --split-input-file --verify-diagnostics -triton-nvidia-optimize-descriptor-encoding %s | FileCheck %s
// RUN: tt-opt --split-input-file --verify-diagnostics -triton-nvidia-optimize-descriptor-encoding -debug-only=triton-nvidia-optimize-descriptor-encoding %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE

// A load stored to an NVMMA layout takes that layout (swizzle 64 here,
// where the default would be 128); a store takes the default for its block.
// CHECK-DAG: #[[S64:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #[[S128:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func public @load_and_store
// CHECK:         %[[A:.*]] = tt.make_tensor_descriptor {{.*}} : <f16>, <tensor<64x64xf16, #[[S64]]>>
// CHECK:         %[[C:.*]] = tt.make_tensor_descriptor {{.*}} : <f16>, <tensor<64x64xf16, #[[S128]]>>
// CHECK:         tt.descriptor_load %[[A]]{{.*}} : !tt.tensordesc<tensor<64x64xf16, #[[S64]]>>
// CHECK:         tt.descriptor_store %[[C]]{{.*}} : !tt.tensordesc<tensor<64x64xf16, #[[S128]]>>
// TRACE: [triton-nvidia-optimize-descriptor-encoding] !tt.tensordesc<tensor<64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>>>: the layout its loads are stored to
// TRACE: [triton-nvidia-optimize-descriptor-encoding] !tt.tensordesc<tensor<64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>: default for its use
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @load_and_store(%a: !tt.ptr<f16>, %c: !tt.ptr<f16>, %n: i32, %n64: i64) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i64
    %da = tt.make_tensor_descriptor %a, [%n, %n], [%n64, %c1] : <f16>, <tensor<64x64xf16>>
    %dc = tt.make_tensor_descriptor %c, [%n, %n], [%n64, %c1] : <f16>, <tensor<64x64xf16>>
    %t = tt.descriptor_load %da[%c0, %c0] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #blocked>
    %s = ttg.local_alloc %t : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.descriptor_store %dc[%c0, %c0], %t : !tt.tensordesc<tensor<64x64xf16>>, tensor<64x64xf16, #blocked>
    tt.return
  }
}

// -----

// Default swizzles: the widest of 128/64/32 bytes that the row's bytes are
// a multiple of; none for fewer than 8 rows.
// CHECK-DAG: #[[W128:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
// CHECK-DAG: #[[W64:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #[[W32:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #[[W0:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func public @default_swizzles
// CHECK-SAME:  <tensor<8x32xf32, #[[W128]]>>
// CHECK-SAME:  <tensor<16x32xf16, #[[W64]]>>
// CHECK-SAME:  <tensor<16x48xf16, #[[W32]]>>
// CHECK-SAME:  <tensor<4x64xf16, #[[W0]]>>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @default_swizzles(%d0: !tt.tensordesc<tensor<8x32xf32>>, %d1: !tt.tensordesc<tensor<16x32xf16>>, %d2: !tt.tensordesc<tensor<16x48xf16>>, %d3: !tt.tensordesc<tensor<4x64xf16>>) {
    tt.return
  }
}

// -----

// Loop-carried descriptors share their layout with the init, the iter_arg,
// the yield and the result.
// CHECK-LABEL: tt.func public @loop_carried
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (!tt.tensordesc<tensor<64x64xf16, #[[S:.*]]>>)
// CHECK:   tt.descriptor_load %{{.*}} : !tt.tensordesc<tensor<64x64xf16, #[[S]]>>
// CHECK:   scf.yield %{{.*}} : !tt.tensordesc<tensor<64x64xf16, #[[S]]>>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @loop_carried(%a: !tt.ptr<f16>, %n: i32, %n64: i64) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c1_i64 = arith.constant 1 : i64
    %d = tt.make_tensor_descriptor %a, [%n, %n], [%n64, %c1_i64] : <f16>, <tensor<64x64xf16>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%di = %d) -> (!tt.tensordesc<tensor<64x64xf16>>) : i32 {
      %t = tt.descriptor_load %di[%i, %c0] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #blocked>
      %s = ttg.local_alloc %t : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      scf.yield %di : !tt.tensordesc<tensor<64x64xf16>>
    }
    tt.return
  }
}

// -----

// Forced to the default (swizzle 128, not the wanted 64): an argument of a
// device function, and a descriptor loaded into two different layouts.
// CHECK-DAG: #[[D128:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func private @device
// CHECK-SAME:    !tt.tensordesc<tensor<64x64xf16, #[[D128]]>>
// CHECK-LABEL: tt.func public @clash
// CHECK:         tt.make_tensor_descriptor {{.*}} <tensor<64x64xf16, #[[D128]]>>
// TRACE: default (forced: a call, return, reinterpretation, device function argument or clashing layouts)
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @device(%d: !tt.tensordesc<tensor<64x64xf16>>) {
    %c0 = arith.constant 0 : i32
    %t = tt.descriptor_load %d[%c0, %c0] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #blocked>
    %s = ttg.local_alloc %t : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.return
  }
  tt.func public @clash(%a: !tt.ptr<f16>, %n: i32, %n64: i64) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i64
    %d = tt.make_tensor_descriptor %a, [%n, %n], [%n64, %c1] : <f16>, <tensor<64x64xf16>>
    %t0 = tt.descriptor_load %d[%c0, %c0] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #blocked>
    %s0 = ttg.local_alloc %t0 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %t1 = tt.descriptor_load %d[%c0, %c0] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #blocked>
    %s1 = ttg.local_alloc %t1 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared1, #smem>
    tt.return
  }
}

// -----

// Several CTAs: not implemented, an error naming the attribute.
// expected-error @+1 {{triton-nvidia-optimize-descriptor-encoding: `ttg.num-ctas` = 2: descriptor layouts of multi-CTA clusters}}
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_ctas(%d: !tt.tensordesc<tensor<64x64xf16>>) {
    tt.return
  }
}
