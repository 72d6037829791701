// RUN: tt-opt %s | FileCheck %s
// RUN: tt-opt %s | tt-opt | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @memory
  tt.func @memory(%ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %mask: tensor<64x64xi1, #blocked>, %other: tensor<64x64xf16, #blocked>, %i: i32, %x: tensor<64x64xf16, #blocked>) {
    // CHECK: ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
    %0 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
    // CHECK: ttg.memdesc_index %{{.*}}[%{{.*}}] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %1 = ttg.memdesc_index %0[%i] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    // CHECK: ttg.async_copy_global_to_local %{{.*}}, %{{.*}} mask %{{.*}} other %{{.*}} cacheModifier = cg {contiguity = 8 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    %2 = ttg.async_copy_global_to_local %ptrs, %1 mask %mask other %other cacheModifier = cg {contiguity = 8 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    // CHECK: ttg.async_commit_group tokens %{{.*}}
    %3 = ttg.async_commit_group tokens %2
    // CHECK: ttg.async_commit_group{{$}}
    %4 = ttg.async_commit_group
    // CHECK: ttg.async_wait %{{.*}}, %{{.*}} {num = 0 : i32}
    %5 = ttg.async_wait %3, %4 {num = 0 : i32}
    // CHECK: ttg.async_wait {num = 0 : i32}
    %6 = ttg.async_wait {num = 0 : i32}
    // CHECK: ttg.local_load %{{.*}} token %{{.*}} : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %7 = ttg.local_load %1 token %5 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    // CHECK: ttg.local_store %{{.*}}, %{{.*}} : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_store %x, %1 : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    // CHECK: ttg.memdesc_subslice %{{.*}}[0, 32] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64>
    %9 = ttg.memdesc_subslice %1[0, 32] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64>
    // An immutable view of a mutable buffer (Triton 3.6's prefetch pass
    // makes these): memdesc_subslice does not keep mutability.
    // CHECK: ttg.memdesc_subslice %{{.*}}[16, 0] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared, #smem, 64x64>
    %sub_ro = ttg.memdesc_subslice %1[16, 0] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared, #smem, 64x64>
    // CHECK: ttg.memdesc_trans %{{.*}} {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared1, #smem, mutable>
    %10 = ttg.memdesc_trans %1 {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared1, #smem, mutable>
    // CHECK: ttg.memdesc_reinterpret %{{.*}} : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi16, #shared, #smem, mutable>
    %11 = ttg.memdesc_reinterpret %1 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi16, #shared, #smem, mutable>
    // CHECK: ttg.memdesc_reshape %{{.*}} : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<4096xf16, #shared2, #smem, mutable>
    %12 = ttg.memdesc_reshape %1 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<4096xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #smem, mutable>
    // CHECK: ttg.local_alloc %{{.*}} {alignment = 128 : i32} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %13 = ttg.local_alloc %x {alignment = 128 : i32} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    // CHECK: ttg.local_barrier
    ttg.local_barrier
    // CHECK: ttg.local_dealloc %{{.*}} : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
    ttg.local_dealloc %0 : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
    tt.return
  }

  // CHECK-LABEL: tt.func @misc
  tt.func @misc(%x: tensor<64x64xf16, #blocked>, %iv: i32, %ub: i32, %step: i32, %p: i1, %q: tensor<64x32xi8, #blocked1>) {
    // CHECK: ttg.convert_layout %{{.*}} : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    %0 = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    // CHECK: ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 256 : i32} : !tt.ptr<i8>
    %1 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 256 : i32} : !tt.ptr<i8>
    // CHECK: ttg.predicate_stage %{{.*}}, %{{.*}}, %{{.*}} maxStage 2 stage 0 : i32 -> i1
    %2 = ttg.predicate_stage %iv, %ub, %step maxStage 2 stage 0 : i32 -> i1
    // CHECK: ttg.fp4_to_fp %{{.*}} {axis = 1 : i32} : tensor<64x32xi8, #blocked1> -> tensor<64x64xbf16, #blocked1>
    %3 = ttg.fp4_to_fp %q {axis = 1 : i32} : tensor<64x32xi8, #blocked1> -> tensor<64x64xbf16, #blocked1>
    // CHECK: "ttg.mask"(%{{.*}}) ({
    // CHECK: ttg.mask.return %{{.*}} : i32
    // CHECK: }) : (i1) -> i32
    %4 = "ttg.mask"(%p) ({
      ttg.mask.return %iv : i32
    }) : (i1) -> i32
    tt.return
  }

  // CHECK-LABEL: tt.func @warp_specialize
  tt.func @warp_specialize(%a: i32, %b: i32) -> i32 {
    // CHECK: ttg.warp_specialize(%{{.*}}, %{{.*}}) attributes {requestedRegisters = array<i32: 24, 24>}
    // CHECK-NEXT: default {
    // CHECK: ttg.warp_yield %{{.*}} : i32
    // CHECK-NEXT: }
    // CHECK-NEXT: partition0(%{{.*}}: i32, %{{.*}}: i32) num_warps(4) {
    // CHECK-NEXT: ttg.warp_return
    // CHECK-NEXT: }
    // CHECK-NEXT: partition1(%{{.*}}: i32, %{{.*}}: i32) num_warps(1) {
    // CHECK-NEXT: ttg.warp_return
    // CHECK-NEXT: } : (i32, i32) -> i32
    %0 = ttg.warp_specialize(%a, %b) attributes {requestedRegisters = array<i32: 24, 24>}
    default {
      %1 = arith.addi %a, %b : i32
      ttg.warp_yield %1 : i32
    }
    partition0(%arg2: i32, %arg3: i32) num_warps(4) {
      ttg.warp_return
    }
    partition1(%arg2: i32, %arg3: i32) num_warps(1) {
      ttg.warp_return
    } : (i32, i32) -> i32
    tt.return %0 : i32
  }
}
