// RUN: tt-opt %s -split-input-file -verify-diagnostics

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// extract_slice: the slice must fit in the source at its offset.
tt.func @extract_slice_offset(%a: tensor<64x128xf16, #blocked>) {
  // expected-error @+1 {{invalid offset 96 at dimension 1}}
  %0 = amdg.extract_slice %a [0, 96] : tensor<64x128xf16, #blocked> to tensor<64x64xf16, #blocked>
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// extract_slice: the element type is kept.
tt.func @extract_slice_elt(%a: tensor<64x128xf16, #blocked>) {
  // expected-error @+1 {{result element type must match source element type}}
  %0 = amdg.extract_slice %a [0, 0] : tensor<64x128xf16, #blocked> to tensor<64x64xf32, #blocked>
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// concat: the sources must tile the result exactly.
tt.func @concat_count(%a: tensor<64x128xf16, #blocked>) {
  // expected-error @+1 {{expects 4 sources to tile the result, got 2}}
  %0 = amdg.concat %a, %a : tensor<64x128xf16, #blocked>, tensor<64x128xf16, #blocked> -> tensor<128x256xf16, #blocked>
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// in_thread_transpose: only 2-D tensors.
tt.func @in_thread_transpose_rank(%a: tensor<2048xf16, #blocked>) {
  // expected-error @+1 {{expects a 2-D tensor}}
  %0 = amdg.in_thread_transpose %a : tensor<2048xf16, #blocked> -> tensor<2048xf16, #blocked>
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// buffer_load: `other` has the result type.
tt.func @buffer_load_other(%ptr: !tt.ptr<f16>, %offs: tensor<64x64xi32, #blocked>, %mask: tensor<64x64xi1, #blocked>, %other: tensor<64x64xf32, #blocked>) {
  // expected-error @+1 {{other has the result type}}
  %0 = "amdg.buffer_load"(%ptr, %offs, %mask, %other) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>}> : (!tt.ptr<f16>, tensor<64x64xi32, #blocked>, tensor<64x64xi1, #blocked>, tensor<64x64xf32, #blocked>) -> tensor<64x64xf16, #blocked>
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// buffer_store: the base pointer points to the stored element type.
tt.func @buffer_store_ptr(%ptr: !tt.ptr<f32>, %offs: tensor<64x64xi32, #blocked>, %v: tensor<64x64xf16, #blocked>) {
  // expected-error @+1 {{the base pointer points to the element type of value}}
  "amdg.buffer_store"(%v, %ptr, %offs) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<64x64xf16, #blocked>, !tt.ptr<f32>, tensor<64x64xi32, #blocked>) -> ()
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// scaled_upcast_fp4: the packed axis doubles.
tt.func @scaled_upcast_fp4_axis(%x: tensor<64x32xi8, #blocked>, %s: tensor<64x32xbf16, #blocked>) {
  // expected-error @+1 {{result dimension 1 must be 64, got 32}}
  %0 = amdg.scaled_upcast_fp4 %x scale %s {axis = 1 : i32} : tensor<64x32xi8, #blocked>, tensor<64x32xbf16, #blocked> -> tensor<64x32xbf16, #blocked>
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// upcast_mxfp: e2m1 values come packed in i8.
tt.func @upcast_mxfp_packing(%x: tensor<64x32xf16, #blocked>, %s: tensor<64x2xi8, #blocked>) {
  // expected-error @+1 {{expects e2m1 values packed in an i8 tensor}}
  %0 = amdg.upcast_mxfp %x, %s fp_type = e2m1 {fastMath = false} : tensor<64x32xf16, #blocked>, tensor<64x2xi8, #blocked> -> tensor<64x64xbf16, #blocked>
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// upcast_mxfp: e4m3 values come as f8E4M3FN or already converted to bf16/f16
// (as tritonamdgpu-accelerate-matmul makes them), not as i8.
tt.func @upcast_mxfp_fp8_source(%x: tensor<64x64xi8, #blocked>, %s: tensor<64x2xi8, #blocked>) {
  // expected-error @+1 {{expects an f8E4M3FN, bf16 or f16 tensor for e4m3}}
  %0 = amdg.upcast_mxfp %x, %s fp_type = e4m3 {fastMath = false} : tensor<64x64xi8, #blocked>, tensor<64x2xi8, #blocked> -> tensor<64x64xbf16, #blocked>
  tt.return
}
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// init_barrier: at least one arrival per phase.
tt.func @init_barrier_count(%bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
  // expected-error @+1 {{count must be greater than or equal to 1}}
  amdg.init_barrier %bar, 0 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
  tt.return
}
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// wait_barrier: a barrier is a single i64.
tt.func @wait_barrier_type(%bar: !ttg.memdesc<2xi32, #shared, #smem, mutable>, %phase: i32) {
  // expected-error @+1 {{barrier must be a 1xi64 memory descriptor}}
  amdg.wait_barrier %bar, %phase : !ttg.memdesc<2xi32, #shared, #smem, mutable>
  tt.return
}
}

// -----

#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 16, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// local_load_packed_tranposed: operand A must be M-contiguous in shared memory.
tt.func @packed_transposed_order(%a: !ttg.memdesc<16x64xi8, #shared, #smem, mutable>) {
  // expected-error @+1 {{order of dimensions doesn't match the operand}}
  %0 = amdg.local_load_packed_tranposed %a : !ttg.memdesc<16x64xi8, #shared, #smem, mutable> -> tensor<32x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
  tt.return
}
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// async_tdm_copy_global_to_local: TDM cannot swizzle.
tt.func @tdm_swizzle(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %i: i32, %pred: i32, %buf: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
  // expected-error @+1 {{TDM does not support swizzling}}
  %0 = amdg.async_tdm_copy_global_to_local %desc[%i, %i] into %buf, %pred : !tt.tensordesc<tensor<64x64xf16, #shared>> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  tt.return
}
}

// -----

module {
// instruction_sched_hint: `variant` is required.
tt.func @sched_hint_variant() {
  // expected-error @+1 {{requires attribute 'variant'}}
  amdg.instruction_sched_hint
  tt.return
}
}
