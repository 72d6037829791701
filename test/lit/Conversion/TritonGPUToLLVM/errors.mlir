// RUN: tt-opt %s -split-input-file -convert-triton-gpu-to-llvm -verify-diagnostics

// An op no pattern lowers fails the pass, named once.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8>, %b: i32, %c: i32) {
    // expected-error @+2 {{tt.descriptor_load: lowering to LLVM is not supported yet}}
    %a = ttng.reinterpret_tensor_descriptor %p : !tt.ptr<i8> to !tt.tensordesc<tensor<16x16xf32>>
    %d = tt.descriptor_load %a[%b, %c] : !tt.tensordesc<tensor<16x16xf32>> -> tensor<16x16xf32, #blocked>
    %e = tt.descriptor_load %a[%b, %c] : !tt.tensordesc<tensor<16x16xf32>> -> tensor<16x16xf32, #blocked>
    tt.return
  }
}

// -----

// Without the option, the compute capability comes from ttg.target.
// expected-error @+2 {{"hip:gfx942" is not an NVIDIA target}}
// expected-error @+1 {{option compute-capability not given and the module has no ttg.target of the form cuda:NN}}
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942"} {
}

// -----

// expected-error @+1 {{needs the module's ttg.num-warps}}
module attributes {ttg.target = "cuda:90"} {
}

// -----

// Global scratch of a cluster of several CTAs (each CTA's slice) is not
// lowered yet; reported by the pattern.
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 1 : i32, ttg.global_scratch_memory_size = 128 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k() {
    // The pattern says why, once: the pass adds no second error.
    // expected-error @+1 {{global scratch: lowering for clusters of several CTAs is not supported yet}}
    %0 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32, ttg.global_scratch_memory_offset = 0 : i32} : !tt.ptr<i8>
    tt.return
  }
}

// -----

// Global accesses of i1: Triton's frontend never emits them (booleans are
// loaded and stored as i8); named rather than turned into invalid PTX.
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bools(%p: tensor<512x!tt.ptr<i1>, #blocked>, %v: tensor<512xi1, #blocked>) {
    // expected-error @+1 {{tt.load of 'i1' elements: sub-byte global accesses are not lowered (Triton's frontend uses i8 for i1)}}
    %x = tt.load %p : tensor<512x!tt.ptr<i1>, #blocked>
    // expected-error @+1 {{tt.store of 'i1' elements: sub-byte global accesses are not lowered (Triton's frontend uses i8 for i1)}}
    tt.store %p, %v : tensor<512x!tt.ptr<i1>, #blocked>
    tt.return
  }
}

// -----

// A kernel (a public tt.func) returns nothing.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{a kernel (a public tt.func) returns nothing}}
  tt.func public @k(%x: i32) -> i32 {
    tt.return %x : i32
  }
}

// -----

// Device functions take no TMA descriptors: Triton passes them by value to
// kernels only.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{a device function taking a !tt.tensordesc is not lowered}}
  tt.func private @f(%d: !tt.tensordesc<tensor<16x16xf32>>) attributes {noinline = true} {
    tt.return
  }
  tt.func public @k(%d: !tt.tensordesc<tensor<16x16xf32>>) {
    tt.call @f(%d) : (!tt.tensordesc<tensor<16x16xf32>>) -> ()
    tt.return
  }
}
