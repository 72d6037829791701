// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -triton-tensor-memory-allocation -convert-triton-gpu-to-llvm -canonicalize -cse | FileCheck %s
// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -triton-tensor-memory-allocation -convert-triton-gpu-to-llvm -convert-nv-gpu-to-llvm -canonicalize -cse | FileCheck %s --check-prefix=ALLOC
// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -triton-tensor-memory-allocation -convert-triton-gpu-to-llvm -debug-only=convert-triton-gpu-to-llvm 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// Triton 3.6's sm100 matmul_fp16 accumulator (128x128 f32, 8 warps, the
// #linear of 32x32b messages): each thread moves 64 consecutive columns of
// its lane in one message; warps 4-7 take columns 64-127 of the same lanes
// (warp bit 2 -> column 64), warps w % 4 their 32 lanes (bits 0, 1 -> lane
// 32, 64: (row << 16) of the address). The store is predicated, then
// waited for and followed by a barrier (one thread issues the MMA); the
// load is waited for.
// CHECK-LABEL: llvm.func @accumulator
// CHECK: %[[BASE:.*]] = nvg.tensor_memory_base
// CHECK: %[[ADDR:.*]] = llvm.ptrtoint %[[BASE]] : !llvm.ptr<6> to i32
// CHECK: %[[WARP:.*]] = nvg.warp_id
// CHECK: "@$0 tcgen05.st.sync.aligned.32x32b.x64.b32 [$1 + 0], {$2, $3, {{.*}}, $65};", "b,r,r,r,{{.*}}" %p
// CHECK-NEXT: nvvm.tcgen05.wait <store>
// CHECK-NEXT: nvvm.barrier0
// CHECK: "tcgen05.ld.sync.aligned.32x32b.x64.b32 {$0, $1, {{.*}}, $63}, [$64 + 0];", "=r,=r,{{.*}},=r,r"
// CHECK-NEXT: llvm.extractvalue
// CHECK: nvvm.tcgen05.wait <load>
// CHECK-NOT: tcgen05.ld
// ALLOC-LABEL: llvm.func @accumulator
// ALLOC-DAG: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// ALLOC-DAG: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// ALLOC: %[[WARP0:.*]] = llvm.icmp "ult" %[[TID]], %{{.*}} : i32
// ALLOC: "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 128;", "b,r" %[[WARP0]], %[[SMEM]]
// ALLOC-NEXT: nvvm.barrier0
// ALLOC-NEXT: %[[TMEM:.*]] = llvm.load %[[SMEM]] : !llvm.ptr<3> -> i32
// ALLOC-NEXT: nvvm.barrier0
// ALLOC: "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b" %[[WARP0]]
// ALLOC: nvvm.tcgen05.wait <load>
// ALLOC: nvvm.barrier0
// ALLOC-NEXT: "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 128;", "b,r" %[[WARP0]], %[[TMEM]]
// ALLOC-NEXT: llvm.return
// TRACE: ttng.tmem_store: 1 32x32b.x64 messages of 1 element(s) per register
// TRACE: ttng.tmem_load: 1 32x32b.x64 messages of 1 element(s) per register
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0], [0, 64]], block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @accumulator(%x: f32, %p: i1, %out: !tt.ptr<f32>) {
    %v = tt.splat %x : f32 -> tensor<128x128xf32, #linear>
    %acc = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    ttng.tmem_store %v, %acc, %p : tensor<128x128xf32, #linear> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %r = ttng.tmem_load %acc : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    %ptrs = tt.splat %out : !tt.ptr<f32> -> tensor<128x128x!tt.ptr<f32>, #linear>
    tt.store %ptrs, %r : tensor<128x128x!tt.ptr<f32>, #linear>
    tt.return
  }
}

// -----

// Flash attention's P (128x64 f16 packed two per 32-bit column, 8 warps,
// lane 4 -> element column 32, i.e. 32-bit column 16): 16x32bx2 messages
// (lanes 0-15 at the address, 16-31 at +16 columns) of 16 registers, each
// two f16; warps 4-7 take lanes
// 16-31 of each sub-partition (warp bit 2 -> row 16: 16 << 16).
// CHECK-LABEL: llvm.func @p_operand
// CHECK: llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: "@$0 tcgen05.st.sync.aligned.16x32bx2.x16.b32 [$1 + 0], 16, {$2, {{.*}}, $17};"
// TRACE: ttng.tmem_store: 1 16x32bx2.x16 messages of 2 element(s) per register
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 32]], warp = [[32, 0], [64, 0], [16, 0]], block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @p_operand(%x: f16) {
    %v = tt.splat %x : f16 -> tensor<128x64xf16, #linear>
    %true = arith.constant true
    %p = ttng.tmem_alloc : () -> !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory, mutable>
    ttng.tmem_store %v, %p, %true : tensor<128x64xf16, #linear> -> !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// A double-buffered accumulator: buffer i starts i x 64 columns on; the
// second allocation is placed after it (column 128: (0 << 16) | 128).
// CHECK-LABEL: llvm.func @buffers
// CHECK: %[[C64:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK: %[[C128:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK: %[[BASE:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr<6> to i32
// CHECK: %[[FIRST:.*]] = llvm.add %[[BASE]], %{{.*}} : i32
// CHECK-NEXT: %[[BUFFERS:.*]] = llvm.inttoptr %[[FIRST]] : i32 to !llvm.ptr<3>
// CHECK-NEXT: llvm.add %[[BASE]], %[[C128]] : i32
// CHECK: %[[STEP:.*]] = llvm.mul %i, %[[C64]] : i32
// CHECK-NEXT: %[[ADDR:.*]] = llvm.ptrtoint %[[BUFFERS]] : !llvm.ptr<3> to i32
// CHECK-NEXT: llvm.add %[[ADDR]], %[[STEP]] : i32
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @buffers(%i: i32, %x: f32) {
    %v = tt.splat %x : f32 -> tensor<128x64xf32, #linear>
    %true = arith.constant true
    %acc = ttng.tmem_alloc : () -> !ttg.memdesc<2x128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    %other = ttng.tmem_alloc : () -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    %view = ttg.memdesc_index %acc[%i] : !ttg.memdesc<2x128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    ttng.tmem_store %v, %view, %true : tensor<128x64xf32, #linear> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    ttng.tmem_store %v, %other, %true : tensor<128x64xf32, #linear> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// ttng.tmem_subslice: the source's element (0, N) in tensor memory. Packed
// f16 (two per 32-bit column): N = 64 is column 32. blockM = 64 f32 of two
// 64-column blocks: the second block is lanes 16-31 (16 << 16 = 1048576).
// CHECK-LABEL: llvm.func @subslices
// CHECK-DAG: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-DAG: %[[LANE16:.*]] = llvm.mlir.constant(1048576 : i32) : i32
// CHECK: llvm.add %{{.*}}, %[[C32]] : i32
// CHECK: llvm.add %{{.*}}, %[[LANE16]] : i32
// TRACE: tmem_subslice N = 64: lane +0, column +32
// TRACE: tmem_subslice N = 64: lane +16, column +0
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
#linear64 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 32]], warp = [[16, 0], [32, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @subslices(%x: f16, %y: f32) {
    %true = arith.constant true
    %p = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf16, #tmem, #ttng.tensor_memory, mutable>
    %half = ttng.tmem_subslice %p {N = 64 : i32} : !ttg.memdesc<128x128xf16, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory, mutable, 128x128>
    %v = tt.splat %x : f16 -> tensor<128x64xf16, #linear>
    ttng.tmem_store %v, %half, %true : tensor<128x64xf16, #linear> -> !ttg.memdesc<128x64xf16, #tmem, #ttng.tensor_memory, mutable, 128x128>
    %acc = ttng.tmem_alloc : () -> !ttg.memdesc<64x128xf32, #tmem64, #ttng.tensor_memory, mutable>
    %right = ttng.tmem_subslice %acc {N = 64 : i32} : !ttg.memdesc<64x128xf32, #tmem64, #ttng.tensor_memory, mutable> -> !ttg.memdesc<64x64xf32, #tmem64, #ttng.tensor_memory, mutable, 64x128>
    %w = tt.splat %y : f32 -> tensor<64x64xf32, #linear64>
    ttng.tmem_store %w, %right, %true : tensor<64x64xf32, #linear64> -> !ttg.memdesc<64x64xf32, #tmem64, #ttng.tensor_memory, mutable, 64x128>
    tt.return
  }
}
