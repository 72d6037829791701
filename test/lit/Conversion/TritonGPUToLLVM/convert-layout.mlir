// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm | FileCheck %s
// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -debug-only=convert-triton-gpu-to-llvm 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// Only registers differ (lanes and warps hold the same elements): the
// source's register bases are [1, 256], the destination's [256, 1], so the
// destination is the source with registers 1 and 2 swapped; no shared
// memory, no barrier.
// (The source struct is the one make_range's lowering just built: its
// fields are taken as they are, without extractvalues.)
// CHECK-LABEL: llvm.func @permute_registers
// CHECK: llvm.mlir.undef : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: llvm.insertvalue %[[R0:.*]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[R1:.*]], %{{.*}}[1]
// CHECK-NEXT: llvm.insertvalue %[[R2:.*]], %{{.*}}[2]
// CHECK-NEXT: llvm.insertvalue %[[R3:.*]], %{{.*}}[3]
// CHECK-NEXT: llvm.mlir.undef
// CHECK-NEXT: llvm.insertvalue %[[R0]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[R2]], %{{.*}}[1]
// CHECK-NEXT: llvm.insertvalue %[[R1]], %{{.*}}[2]
// CHECK-NEXT: llvm.insertvalue %[[R3]], %{{.*}}[3]
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
// TRACE: convert_layout: register permutation of 4 registers
#src = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#dst = #ttg.linear<{register = [[256], [1]], lane = [[2], [4], [8], [16], [32]], warp = [[64], [128]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @permute_registers() {
    %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #src>
    %1 = ttg.convert_layout %0 : tensor<512xi32, #src> -> tensor<512xi32, #dst>
    tt.return
  }
}

// -----

// The sm90 reduce_sum_max convert (16xf32 slice<dim=1, parent=blocked> ->
// blocked1). Source: 8 registers (rows 2, 4, 8) per thread, lanes broadcast, warp
// bit 1 = row 1; destination: one register, lanes = rows 1, 2, 4, 8. As in
// Triton's PTX for it: rows 2, 4 and 8 (the source's registers) are the
// first bank bases, so each thread stores two 16-byte vector<4xi32> (floats
// bitcast to integers), the second at +16 bytes (row 8), row 1 at +32;
// then one barrier, then one 4-byte i32 load per thread (no register in
// common with the source: no wider vector); the scratch fits the tensor, so
// there is a single round. The constant offset of the second vector is
// added to the thread's offset (its bits are clear of the thread's part, so
// ptxas folds it into [r+16]), one getelementptr, as Triton's.
// CHECK-LABEL: llvm.func @slice_to_blocked
// CHECK: llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK: %[[OFF:.*]] = llvm.mul
// CHECK-NEXT: %[[THREAD:.*]] = llvm.getelementptr %[[BASE:.*]][%[[OFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: llvm.bitcast %{{.*}} : f32 to i32
// CHECK: llvm.store %{{.*}}, %[[THREAD]] {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK-NEXT: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[OFF16:.*]] = llvm.add %[[OFF]], %[[C16]] : i32
// CHECK-NEXT: %[[SECOND:.*]] = llvm.getelementptr %[[BASE]][%[[OFF16]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: llvm.store %{{.*}}, %[[SECOND]] {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[LD:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> i32
// CHECK-NEXT: llvm.bitcast %[[LD]] : i32 to f32
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
// TRACE: convert_layout through shared memory: 0 rep bases, store vec 4, load vec 1, offset bases: store register = {{\[\[}}1], [2], [4]], lane = {{\[\[}}0], [0], [0], [0], [0]], warp = {{\[\[}}0], [8]]; load lane = {{\[\[}}8], [1], [2], [4], [0]], warp = {{\[\[}}0], [0]]
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @slice_to_blocked() {
    %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %1 = arith.sitofp %0 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %2 = ttg.convert_layout %1 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16xf32, #blocked1>
    tt.return
  }
}

// -----

// Transpose-like: rows of 4 f32 per thread -> columns of 4 per thread, 8
// registers on each side, none in common: at 32 bits Triton 3.6 adds no
// vector bases. The bank bases are lanes of one side or the other; the five
// segment bases are the two elements neither side's lanes reach, then XORs
// pairing a source-only lane with a destination-only one (conflict free:
// 1 ^ 8, 2 ^ 32, 256 ^ 64 in the flattened tensor); the bank base that is
// a source register (column 1) goes first. Column 1 is then next to column
// 0, but a lane's address (the XOR bases) touches that bit too, so neither
// side vectorises: 8 scalar 4-byte stores, one barrier, 8 scalar loads,
// one round (32x32xf32 = 4 KiB fits the scratch).
// CHECK-LABEL: llvm.func @transpose_like
// CHECK-COUNT-8: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : i32, !llvm.ptr<3>
// CHECK-NOT: llvm.store
// CHECK: nvvm.barrier0
// CHECK-COUNT-8: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> i32
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: llvm.load
// CHECK: llvm.return
// TRACE: convert_layout through shared memory: 0 rep bases, store vec 1, load vec 1, offset bases: store register = {{\[\[}}1], [528], [64]], lane = {{\[\[}}8], [16], [132], [257], [2]], warp = {{\[\[}}4], [32]]
#row = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#col = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @transpose_like() {
    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #row}>>
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #row}>> -> tensor<32x1xi32, #row>
    %2 = tt.broadcast %1 : tensor<32x1xi32, #row> -> tensor<32x32xi32, #row>
    %3 = arith.sitofp %2 : tensor<32x32xi32, #row> to tensor<32x32xf32, #row>
    %4 = ttg.convert_layout %3 : tensor<32x32xf32, #row> -> tensor<32x32xf32, #col>
    tt.return
  }
}

// -----

// argmax_cols at 2^20 columns (test/lit/Target/Inputs/triton-ttgir-large):
// 32 i32 from a column slice (4 registers, lanes 4-16 apart, warps
// broadcast) to one element per lane. Triton's layout reads it with one
// ldmatrix x1 (instructions (0, 1)), as here: one 16-byte store per thread,
// a barrier, then lanes 0-7 give the eight 16-byte rows' addresses (lane
// bits 0-2 are the destination's lane bits 2-4: 4 elements = 16 bytes per
// row) and each lane gets its word.
// CHECK-LABEL: llvm.func @slice_to_lanes_ldmatrix
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
// CHECK-NOT: llvm.load
// CHECK: llvm.return
// TRACE: convert_layout: Triton's layout, st.shared / ldmatrix, 32 elements per round
// TRACE-NEXT: convert_layout through shared memory: 0 rep bases, store vec 4, load vec 1
// TRACE-NEXT: ldmatrix.x1, 1 elements per word
#cols = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lanes = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @slice_to_lanes_ldmatrix(%out: tensor<32x!tt.ptr<i32>, #lanes>) {
    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #cols}>>
    %1 = ttg.convert_layout %0 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #cols}>> -> tensor<32xi32, #lanes>
    tt.store %out, %1 : tensor<32x!tt.ptr<i32>, #lanes>
    tt.return
  }
}

// -----

// The wgmma matmuls' epilogue (corpus sm90 matmul_fp16): a 128x128 f16
// #mma accumulator to 8 contiguous halves per thread. Triton's layout
// stores with st.shared (each thread's column pairs 8 apart are
// consecutive in shared memory: register bits 0, 2, 3 form one 16-byte
// vector, 8 per thread) and loads with ldmatrix.x4 (each f16 pair one word;
// lanes 0-31 give the rows of four matrices), 8 per thread, as Triton's
// PTX.
// CHECK-LABEL: llvm.func @mma_epilogue
// CHECK-COUNT-8: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-8: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NOT: llvm.load
// TRACE: convert_layout: Triton's layout, st.shared / ldmatrix, 16384 elements per round
// TRACE-NEXT: convert_layout through shared memory: 0 rep bases, store vec 8, load vec 2
// TRACE-NEXT: ldmatrix.x4, 2 elements per word
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 128, 16]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @mma_epilogue(%x: f16, %out: !tt.ptr<f16>) {
    %c = tt.splat %x : f16 -> tensor<128x128xf16, #mma>
    %d = ttg.convert_layout %c : tensor<128x128xf16, #mma> -> tensor<128x128xf16, #blocked>
    %p = tt.splat %out : !tt.ptr<f16> -> tensor<128x128x!tt.ptr<f16>, #blocked>
    tt.store %p, %d : tensor<128x128x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

// -----

// dot_scaled_e2m1_w8's scale convert (sm90, 8 warps): 128x4 i8 from one
// byte per thread (register = row 64) to a slice whose registers are row 8
// and columns 1, 2. No register is common to both sides, so below 32 bits
// Triton 3.6 fills the first bank word with bases that cost no conflict:
// row 8 (a destination register, a source warp), then row 16 (a warp of
// both). As in Triton's PTX for the kernel: each thread stores its two
// bytes at its offset and +256 (row 64), one barrier, then four 2-byte
// loads (row 8 next to row 0) at +0, +4, +8 and +12 (columns 1 and 2).
// CHECK-LABEL: llvm.func @i8_scales_fill_bank_with_warps
// CHECK-COUNT-2: llvm.store %{{.*}}, %{{.*}} {alignment = 1 : i64} : i8, !llvm.ptr<3>
// CHECK-NOT: llvm.store
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: llvm.load %{{.*}} {alignment = 2 : i64} : !llvm.ptr<3> -> vector<2xi8>
// CHECK-NOT: llvm.load
// CHECK: llvm.return
// TRACE: convert_layout through shared memory: 0 rep bases, store vec 1, load vec 2, offset bases: store register = {{\[\[}}256]], lane = {{\[\[}}4], [8], [16], [32], [64]], warp = {{\[\[}}1], [2], [128]]; load register = {{\[\[}}1], [4], [8]], lane = {{\[\[}}0], [0], [16], [32], [64]], warp = {{\[\[}}2], [128], [256]]
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 0, 1], [8, 0, 0], [0, 0, 8], [0, 0, 16], [0, 1, 0], [0, 2, 0]], lane = [[0, 0, 2], [0, 0, 4], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0], [64, 0, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @i8_scales_fill_bank_with_warps(%p: tensor<128x4x!tt.ptr<i8>, #blocked4>) {
    %0 = tt.load %p : tensor<128x4x!tt.ptr<i8>, #blocked4>
    %1 = ttg.convert_layout %0 : tensor<128x4xi8, #blocked4> -> tensor<128x4xi8, #ttg.slice<{dim = 2, parent = #linear}>>
    %2 = arith.extui %1 : tensor<128x4xi8, #ttg.slice<{dim = 2, parent = #linear}>> to tensor<128x4xi16, #ttg.slice<{dim = 2, parent = #linear}>>
    tt.return
  }
}

// -----

// sm80 matmul_bias_relu's epilogue (the shared corpus): 128x256 f16 from
// the mma v2 accumulator to rows of 8 halves per thread, 8 warps. Triton's
// layout stores with st.shared and loads with ldmatrix.x4.trans; its
// scratch holds 4096 elements, so the 32768 go in 8 rounds. As in Triton's
// PTX: per round two 16-byte stores, a barrier, two ldmatrix.x4.trans (each
// thread's 8 halves of a row come from 4 words of one column pair of 8x8
// matrices), a barrier before the next round.
// CHECK-LABEL: llvm.func @mma_to_rows_ldmatrix_trans
// CHECK-COUNT-2: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK: nvvm.ldmatrix %{{.*}} layout = #nvvm.mma_layout<col>, num = 4
// CHECK-NOT: llvm.load %{{.*}} : !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.return
// TRACE: convert_layout: Triton's layout, st.shared / ldmatrix.trans, 4096 elements per round
// TRACE-NEXT: convert_layout through shared memory: 3 rep bases, store vec 8
// TRACE-COUNT-8: ldmatrix.x4.trans, 2 elements per word
// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm | awk '/@mma_to_rows_ldmatrix_trans/,/llvm.return/' | grep -c 'nvvm.ldmatrix.*mma_layout<col>, num = 4' | FileCheck %s --check-prefix=TRANS16
// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm | awk '/@mma_to_rows_ldmatrix_trans/,/llvm.return/' | FileCheck %s --check-prefix=NOLOADS --implicit-check-not=llvm.load
// TRANS16: {{^}}16{{$}}
// NOLOADS: llvm.return
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 4], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @mma_to_rows_ldmatrix_trans(%c: tensor<128x256xf16, #mma>, %p: tensor<128x256x!tt.ptr<f16>, #blocked1>) {
    %0 = ttg.convert_layout %c : tensor<128x256xf16, #mma> -> tensor<128x256xf16, #blocked1>
    tt.store %p, %0 : tensor<128x256x!tt.ptr<f16>, #blocked1>
    tt.return
  }
}
