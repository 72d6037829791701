// RUN: tt-opt %s -allocate-shared-memory-nv | FileCheck %s --check-prefixes=CHECK,STMATRIX
// RUN: tt-opt %s -allocate-shared-memory-nv='compute-capability=100' | FileCheck %s --check-prefixes=CHECK,STMATRIX
// RUN: tt-opt %s -allocate-shared-memory-nv='compute-capability=80' | FileCheck %s --check-prefixes=CHECK,LDMATRIX
//
// Every offset below is Triton 3.6's own output for this file (its
// allocate-shared-memory-nv run through its Python bindings on the device
// machine, for compute capabilities 90, 80 and 100). Each function starts
// with a 16-byte `%probe` buffer live across the op under test: buffers are
// placed largest first, so the probe lands right above the op's scratch and
// its offset is the scratch size (rounded up to 16), which makes Triton's
// sizes visible. The reasoning beside each case explains the size.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 4], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 8], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 4], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 128, 16]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 8]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 32]], warp = [[32, 0], [64, 0], [16, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0], [0, 32]], block = []}>
#probe = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK: module attributes {{.*}}ttg.shared = 32784 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {

// wgmma accumulator -> blocked, 128x128xf16: no register basis is common to both sides, so there is one round: the whole tile, 32768 bytes.
// CHECK-LABEL: tt.func @cvt_mma3_f16(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 32768 : i32
// CHECK: ttg.convert_layout {{.*}}allocation.offset = 0 : i32
  tt.func @cvt_mma3_f16(%x: tensor<128x128xf16, #mma>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = ttg.convert_layout %x : tensor<128x128xf16, #mma> -> tensor<128x128xf16, #blocked>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// the same tile in f32 is 65536 bytes; a register basis both layouts hold
// becomes `reps`: 2 rounds of 32768 bytes.
// CHECK-LABEL: tt.func @cvt_mma3_f32(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 32768 : i32
// CHECK: ttg.convert_layout {{.*}}allocation.offset = 0 : i32
  tt.func @cvt_mma3_f32(%x: tensor<128x128xf32, #mma>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = ttg.convert_layout %x : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #blocked>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// mma v2 -> blocked 128x64xf16 (16384 bytes): with stmatrix (sm90, sm100) the chosen tiles leave a common register basis in `reps`: 2 rounds of 8192 bytes; sm80 has no stmatrix, ld/st.shared takes the whole tile.
// CHECK-LABEL: tt.func @cvt_mma2_f16(
// STMATRIX: ttg.local_alloc {allocation.offset = 8192 : i32}
// LDMATRIX: ttg.local_alloc {allocation.offset = 16384 : i32}
// CHECK: ttg.convert_layout {{.*}}allocation.offset = 0 : i32
  tt.func @cvt_mma2_f16(%x: tensor<128x64xf16, #mma2>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = ttg.convert_layout %x : tensor<128x64xf16, #mma2> -> tensor<128x64xf16, #blocked5>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// 64x64xf32 row-major lanes -> column-major lanes: one round, 16384 bytes.
// CHECK-LABEL: tt.func @cvt_transpose_f32(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 16384 : i32
// CHECK: ttg.convert_layout {{.*}}allocation.offset = 0 : i32
  tt.func @cvt_transpose_f32(%x: tensor<64x64xf32, #blocked1>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = ttg.convert_layout %x : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked2>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// 64x64xi8: 4096 bytes, one round.
// CHECK-LABEL: tt.func @cvt_transpose_i8(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 4096 : i32
// CHECK: ttg.convert_layout {{.*}}allocation.offset = 0 : i32
  tt.func @cvt_transpose_i8(%x: tensor<64x64xi8, #blocked1>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = ttg.convert_layout %x : tensor<64x64xi8, #blocked1> -> tensor<64x64xi8, #blocked2>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// i1 elements take a byte in scratch: 4096 bytes.
// CHECK-LABEL: tt.func @cvt_transpose_i1(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 4096 : i32
// CHECK: ttg.convert_layout {{.*}}allocation.offset = 0 : i32
  tt.func @cvt_transpose_i1(%x: tensor<64x64xi1, #blocked1>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = ttg.convert_layout %x : tensor<64x64xi1, #blocked1> -> tensor<64x64xi1, #blocked2>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// 64x64xf64 = 32768 bytes: one round.
// CHECK-LABEL: tt.func @cvt_transpose_f64(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 32768 : i32
// CHECK: ttg.convert_layout {{.*}}allocation.offset = 0 : i32
  tt.func @cvt_transpose_f64(%x: tensor<64x64xf64, #blocked6>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = ttg.convert_layout %x : tensor<64x64xf64, #blocked6> -> tensor<64x64xf64, #blocked2>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// pointers take 64 bits: 64x64x8 = 32768 bytes.
// CHECK-LABEL: tt.func @cvt_ptr(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 32768 : i32
// CHECK: ttg.convert_layout {{.*}}allocation.offset = 0 : i32
  tt.func @cvt_ptr(%x: tensor<64x64x!tt.ptr<f32>, #blocked1>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = ttg.convert_layout %x : tensor<64x64x!tt.ptr<f32>, #blocked1> -> tensor<64x64x!tt.ptr<f32>, #blocked2>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// 64x128xf16 = 16384 bytes; both layouts hold 2 common register bases, one becomes `reps`: 8192 bytes.
// CHECK-LABEL: tt.func @cvt_f16_vec(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 8192 : i32
// CHECK: ttg.convert_layout {{.*}}allocation.offset = 0 : i32
  tt.func @cvt_f16_vec(%x: tensor<64x128xf16, #blocked3>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = ttg.convert_layout %x : tensor<64x128xf16, #blocked3> -> tensor<64x128xf16, #blocked5>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// 256xf16 -> slice of a 2-D layout (broadcast registers removed first): 512 bytes.
// CHECK-LABEL: tt.func @cvt_slice(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 512 : i32
// CHECK: ttg.convert_layout {{.*}}allocation.offset = 0 : i32
  tt.func @cvt_slice(%x: tensor<256xf16, #blocked4>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = ttg.convert_layout %x : tensor<256xf16, #blocked4> -> tensor<256xf16, #ttg.slice<{dim = 0, parent = #blocked3}>>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// 1x256xf32 -> wgmma layout that broadcasts along M: the 1024 bytes of distinct elements.
// CHECK-LABEL: tt.func @cvt_bcast(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 1024 : i32
// CHECK: ttg.convert_layout {{.*}}allocation.offset = 0 : i32
  tt.func @cvt_bcast(%x: tensor<1x256xf32, #blocked3>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = ttg.convert_layout %x : tensor<1x256xf32, #blocked3> -> tensor<1x256xf32, #mma>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// sm100-style linear layouts: 128x1xf32 (512 bytes) and 128x64xf16 -> blocked (16384 bytes, split in 4 rounds of 4096).
// CHECK-LABEL: tt.func @cvt_linear(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 4096 : i32
// CHECK: ttg.convert_layout {{.*}}allocation.offset = 0 : i32
// CHECK: ttg.convert_layout {{.*}}allocation.offset = 0 : i32
  tt.func @cvt_linear(%x: tensor<128x1xf32, #linear>, %y: tensor<128x64xf16, #linear1>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = ttg.convert_layout %x : tensor<128x1xf32, #linear> -> tensor<128x1xf32, #linear1>
    %1 = ttg.convert_layout %y : tensor<128x64xf16, #linear1> -> tensor<128x64xf16, #blocked>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// mma v2 -> its own dot operand moves data between lanes only: no scratch (shuffles).
// CHECK-LABEL: tt.func @cvt_within_warp(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 0 : i32
  tt.func @cvt_within_warp(%x: tensor<128x64xf16, #mma2>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = ttg.convert_layout %x : tensor<128x64xf16, #mma2> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma2, kWidth = 2}>>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// 64x64 reduced along axis 1 over 4 warps: 64 rows x 4 warp slots x (4 + 4) bytes = 2048.
// CHECK-LABEL: tt.func @reduce_two(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 2048 : i32
// CHECK: }) {{.*}}allocation.offset = 0 : i32
  tt.func @reduce_two(%x: tensor<64x64xf32, #blocked6>, %y: tensor<64x64xi32, #blocked6>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0:2 = "tt.reduce"(%x, %y) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %ai: i32, %b: f32, %bi: i32):
      %m = arith.maxnumf %a, %b : f32
      tt.reduce.return %m, %ai : f32, i32
    }) : (tensor<64x64xf32, #blocked6>, tensor<64x64xi32, #blocked6>) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked6}>>, tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked6}>>)
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// 256xf16 to a scalar over 8 warps: 8 x 2 = 16 bytes, placed after the (same-size, earlier) probe at the 128-byte scratch alignment.
// CHECK-LABEL: tt.func @reduce_f16_scalar(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 0 : i32
// CHECK: }) {{.*}}allocation.offset = 128 : i32
  tt.func @reduce_f16_scalar(%x: tensor<256xf16, #blocked4>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: f16, %b: f16):
      %s = arith.addf %a, %b : f16
      tt.reduce.return %s : f16
    }) : (tensor<256xf16, #blocked4>) -> f16
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// 64x64 along axis 1, 2 warps along it: 64 x 2 x 4 = 512 bytes.
// CHECK-LABEL: tt.func @reduce_within_warp(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 512 : i32
// CHECK: }) {{.*}}allocation.offset = 0 : i32
  tt.func @reduce_within_warp(%x: tensor<64x64xf32, #blocked1>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<64x64xf32, #blocked1>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// scan along axis 0 with 2 warps on it: 8 warps x (8 lanes x 2 elements off
// the axis) x 4 tiles along it x 4 bytes = 2048.
// CHECK-LABEL: tt.func @scan_2d(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 2048 : i32
// CHECK: }) {{.*}}allocation.offset = 0 : i32
  tt.func @scan_2d(%x: tensor<64x64xf32, #blocked6>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.scan.return %s : f32
    }) : (tensor<64x64xf32, #blocked6>) -> tensor<64x64xf32, #blocked6>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// 1024xi32 over 8 warps, 4 tiles: 8 x 4 x 4 = 128 bytes.
// CHECK-LABEL: tt.func @scan_1d(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 128 : i32
// CHECK: }) {{.*}}allocation.offset = 0 : i32
  tt.func @scan_1d(%x: tensor<1024xi32, #blocked4>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = "tt.scan"(%x) <{axis = 0 : i32, reverse = true}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.scan.return %s : i32
    }) : (tensor<1024xi32, #blocked4>) -> tensor<1024xi32, #blocked4>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// 16 bins, but at least one counter per lane: 32 x 4 = 128 bytes.
// CHECK-LABEL: tt.func @histogram_small(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 128 : i32
// CHECK: tt.histogram {{.*}}allocation.offset = 0 : i32
  tt.func @histogram_small(%x: tensor<1024xi32, #blocked4>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = tt.histogram %x : tensor<1024xi32, #blocked4> -> tensor<16xi32, #blocked4>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// 512 bins x 4 bytes = 2048.
// CHECK-LABEL: tt.func @histogram_large(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 2048 : i32
// CHECK: tt.histogram {{.*}}allocation.offset = 0 : i32
  tt.func @histogram_large(%x: tensor<1024xi32, #blocked4>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = tt.histogram %x : tensor<1024xi32, #blocked4> -> tensor<512xi32, #blocked4>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// scalar atomics whose result is used broadcast it through one element (2 and 8 bytes); the unused one needs none.
// CHECK-LABEL: tt.func @atomics(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 0 : i32
// CHECK: tt.atomic_rmw {{.*}}allocation.offset = 128 : i32
// CHECK: tt.atomic_cas {{.*}}allocation.offset = 128 : i32
  tt.func @atomics(%p: !tt.ptr<f16>, %q: !tt.ptr<i64>, %v: f16, %c: i64) -> (f16, i64) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v : (!tt.ptr<f16>, f16) -> f16
    %1 = tt.atomic_cas acq_rel, gpu, %q, %c, %c : (!tt.ptr<i64>, i64, i64) -> i64
    %2 = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v : (!tt.ptr<f16>, f16) -> f16
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return %0, %1 : f16, i64
  }

// the gather axis crosses warps: the whole 64x64xf32 source, 16384 bytes.
// CHECK-LABEL: tt.func @gather_cross_warp(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 16384 : i32
// CHECK: tt.gather {{.*}}allocation.offset = 0 : i32
  tt.func @gather_cross_warp(%src: tensor<64x64xf32, #blocked6>, %idx: tensor<32x64xi32, #blocked6>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<64x64xf32, #blocked6>, tensor<32x64xi32, #blocked6>) -> tensor<32x64xf32, #blocked6>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// the lanes of the other dim differ between source and index layouts: the whole source again.
// CHECK-LABEL: tt.func @gather_warp_local(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 16384 : i32
// CHECK: tt.gather {{.*}}allocation.offset = 0 : i32
  tt.func @gather_warp_local(%src: tensor<64x64xf32, #blocked1>, %idx: tensor<64x64xi32, #blocked1>) {
    %probe = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    %0 = tt.gather %src[%idx] {axis = 1 : i32} : (tensor<64x64xf32, #blocked1>, tensor<64x64xi32, #blocked1>) -> tensor<64x64xf32, #blocked1>
    ttg.local_dealloc %probe : !ttg.memdesc<4xi32, #probe, #ttg.shared_memory, mutable>
    tt.return
  }

// an explicit 16384-byte buffer live across two converts and a scan: the scratch buffers, live one op each, share bytes 16384 and up.
// CHECK-LABEL: tt.func @colouring(
// CHECK: ttg.local_alloc {{.*}}allocation.offset = 0 : i32
// CHECK: ttg.convert_layout {{.*}}allocation.offset = 16384 : i32
// CHECK: }) {{.*}}allocation.offset = 16384 : i32
// CHECK: ttg.convert_layout {{.*}}allocation.offset = 16384 : i32
  tt.func @colouring(%x: tensor<64x64xf32, #blocked1>, %s: tensor<64x64xf32, #blocked6>) {
    %a = ttg.local_alloc : () -> !ttg.memdesc<64x64xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable>
    %0 = ttg.convert_layout %x : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked2>
    %1 = "tt.scan"(%s) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%p: f32, %q: f32):
      %t = arith.addf %p, %q : f32
      tt.scan.return %t : f32
    }) : (tensor<64x64xf32, #blocked6>) -> tensor<64x64xf32, #blocked6>
    ttg.local_store %1, %a : tensor<64x64xf32, #blocked6> -> !ttg.memdesc<64x64xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable>
    %2 = ttg.convert_layout %0 : tensor<64x64xf32, #blocked2> -> tensor<64x64xf32, #blocked1>
    %3 = ttg.local_load %a : !ttg.memdesc<64x64xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable> -> tensor<64x64xf32, #blocked6>
    tt.return
  }
}

