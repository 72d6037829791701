// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -verify-diagnostics

// PTX atom has no 8-bit forms (Triton would emit an invalid .u8 add).
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @i8_add(%p: !tt.ptr<i8>, %v: i8) {
    // expected-error @+1 {{tt.atomic_rmw: atomics of 'i8' are not supported (PTX atom takes 32 or 64 bits here)}}
    %0 = tt.atomic_rmw add, relaxed, gpu, %p, %v : (!tt.ptr<i8>, i8) -> i8
    tt.return
  }
}

// -----

// 16 bits only for fadd (there is no 16-bit atom.exch).
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @f16_exch(%p: !tt.ptr<f16>, %v: f16) {
    // expected-error @+1 {{tt.atomic_rmw: atomics of 'f16' are not supported (PTX atom takes 32 or 64 bits here)}}
    %0 = tt.atomic_rmw exch, relaxed, gpu, %p, %v : (!tt.ptr<f16>, f16) -> f16
    tt.return
  }
}

// -----

// Floats take fadd and exch only (the frontend lowers float max/min to
// integer atomics).
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @f32_max(%p: !tt.ptr<f32>, %v: f32) {
    // expected-error @+1 {{tt.atomic_rmw: max of 'f32' is not supported}}
    %0 = tt.atomic_rmw max, relaxed, gpu, %p, %v : (!tt.ptr<f32>, f32) -> f32
    tt.return
  }
}

// -----

// Before sm_90 Triton lowers bf16 atomics to an LLVM atomicrmw loop, which
// is not implemented.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bf16_fadd_sm80(%p: !tt.ptr<bf16>, %v: bf16) {
    // expected-error @+1 {{tt.atomic_rmw: bf16 atomics before sm_90 are not supported (Triton uses an LLVM atomicrmw)}}
    %0 = tt.atomic_rmw fadd, relaxed, gpu, %p, %v : (!tt.ptr<bf16>, bf16) -> bf16
    tt.return
  }
}

// -----

// A scalar result is broadcast through one CTA's shared memory, which the
// other CTAs of a cluster do not see.
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @scalar_result_cluster(%p: !tt.ptr<i32>, %v: i32) {
    // expected-error @+1 {{tt.atomic_cas: a scalar atomic's result cannot be broadcast across CTAs (ttg.num-ctas > 1) yet}}
    %0 = tt.atomic_cas acq_rel, gpu, %p, %v, %v : (!tt.ptr<i32>, i32, i32) -> i32
    tt.store %p, %0 : !tt.ptr<i32>
    tt.return
  }
}

// -----

// Per-CTA histograms are not summed across a cluster.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @histogram_cluster(%x: tensor<256xi32, #blocked>) {
    // expected-error @+1 {{tt.histogram: more than one CTA (ttg.num-ctas > 1) is not supported}}
    %0 = tt.histogram %x : tensor<256xi32, #blocked> -> tensor<64xi32, #blocked>
    tt.return
  }
}
