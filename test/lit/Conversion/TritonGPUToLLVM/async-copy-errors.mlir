// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -verify-diagnostics

// cp.async fills masked elements with zeros: another `other` is named, not
// dropped.
#blocked = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @other(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}) {
    %one = arith.constant dense<1.000000e+00> : tensor<1024xf16, #blocked>
    %i = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<1024xi32, #blocked>
    %mask = arith.cmpi slt, %i, %ns : tensor<1024xi32, #blocked>
    %base = tt.splat %a : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %ptrs = tt.addptr %base, %i : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<1024xf16, #shared, #smem, mutable>
    // expected-error @+1 {{ttg.async_copy_global_to_local: `other` must be zero}}
    %t = ttg.async_copy_global_to_local %ptrs, %buf mask %mask other %one : tensor<1024x!tt.ptr<f16>, #blocked> -> <1024xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// A mask of unknown alignment leaves one f16 (2 bytes) per copy, which
// cp.async cannot move.
#blocked = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @narrow(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) {
    %i = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<1024xi32, #blocked>
    %mask = arith.cmpi slt, %i, %ns : tensor<1024xi32, #blocked>
    %base = tt.splat %a : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %ptrs = tt.addptr %base, %i : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<1024xf16, #shared, #smem, mutable>
    // expected-error @+1 {{cp.async copies 4, 8 or 16 bytes, but a thread's contiguous elements here make 2 (1 x 16 bits)}}
    %t = ttg.async_copy_global_to_local %ptrs, %buf mask %mask : tensor<1024x!tt.ptr<f16>, #blocked> -> <1024xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// A copy into a subslice view would need the view's origin added to every
// address; named until that is lowered.
#blocked = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @view(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %i = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %base = tt.splat %a : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %ptrs = tt.addptr %base, %i : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<2048xf16, #shared, #smem, mutable>
    %half = ttg.memdesc_subslice %buf[1024] : !ttg.memdesc<2048xf16, #shared, #smem, mutable> -> !ttg.memdesc<1024xf16, #shared, #smem, mutable, 2048>
    // expected-error @+1 {{ttg.async_copy_global_to_local: lowering of a copy into part of a buffer (a memdesc_subslice view) is not supported yet}}
    %t = ttg.async_copy_global_to_local %ptrs, %half : tensor<1024x!tt.ptr<f16>, #blocked> -> <1024xf16, #shared, #smem, mutable, 2048>
    tt.return
  }
}
