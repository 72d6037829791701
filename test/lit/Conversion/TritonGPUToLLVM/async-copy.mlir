// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -canonicalize -cse | FileCheck %s
// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -debug-only=convert-triton-gpu-to-llvm 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// A 16x64 f16 tile copied by cp.async into slot %slot of a two-slot buffer
// in the 128-byte swizzled NVMMA layout: each of the 128 threads copies its
// 8 contiguous elements (16 bytes, `.cg`) in one cp.async. The slot moves
// the address by 16 * 64 = 1024 f16 elements (a GEP of the element type, as
// Triton's). Row r of the tile is at r * 64
// elements and its 16-byte chunks are XOR-swizzled with r % 8: thread bit 3
// (row 1) lands 64 + 8 = 72 elements further, bit 4 (row 2) 128 + 16 = 144,
// bit 5 (row 4) 256 + 32 = 288, bit 6 (row 8) 512 = 64 << 3 (no swizzle:
// 8 % 8 = 0): as Triton emits the layout's matrix, by its diagonals, the
// thread bits shifted up by 3 (tid << 3, the chunk and row parts) XOR
// thread bits 3-5 in place (tid & 56, the swizzle). The mask becomes the
// source size (16 or 0 bytes). The wait is followed by the barrier Membar
// inserts.
// CHECK-LABEL: llvm.func @copy
// CHECK-DAG: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-DAG: %[[C56:.*]] = llvm.mlir.constant(56 : i32) : i32
// CHECK-DAG: %[[C1024:.*]] = llvm.mlir.constant(1024 : i32) : i32
// CHECK-DAG: %[[C3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-DAG: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK: %[[K_OK:.*]] = llvm.icmp "slt" %{{.*}}, %k : i32
// CHECK: %[[SLOT:.*]] = llvm.mul %slot, %[[C1024]] : i32
// CHECK: %[[VIEW:.*]] = llvm.getelementptr %[[SMEM]][%[[SLOT]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK: %[[ROWS:.*]] = llvm.shl %{{.*}}, %[[C3]] : i32
// CHECK: %[[SWIZZLE:.*]] = llvm.and %{{.*}}, %[[C56]] : i32
// CHECK: %[[OFFSET:.*]] = llvm.xor %[[ROWS]], %[[SWIZZLE]] : i32
// CHECK: %[[BYTES:.*]] = llvm.mul %[[OFFSET]], %{{.*}} : i32
// CHECK: %[[DST:.*]] = llvm.getelementptr %[[VIEW]][%[[BYTES]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: %[[SIZE:.*]] = llvm.select %[[K_OK]], %[[C16]], %{{.*}} : i1, i32
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r" %[[DST]], %{{.*}}, %[[SIZE]] : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
// CHECK-NOT: cp.async.cg
// CHECK: nvvm.cp.async.commit.group
// CHECK-NEXT: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.return
// TRACE: async copy: 8 elements (16 bytes) per cp.async
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @copy(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %stride: i32 {tt.divisibility = 16 : i32}, %k: i32 {tt.divisibility = 16 : i32}, %slot: i32) {
    %cst = arith.constant dense<0.000000e+00> : tensor<16x64xf16, #blocked>
    %rows = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %r = tt.expand_dims %rows {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
    %s = tt.splat %stride : i32 -> tensor<16x1xi32, #blocked>
    %rs = arith.muli %r, %s : tensor<16x1xi32, #blocked>
    %c = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %rb = tt.broadcast %rs : tensor<16x1xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %cb = tt.broadcast %c : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %off = arith.addi %rb, %cb : tensor<16x64xi32, #blocked>
    %base = tt.splat %a : !tt.ptr<f16> -> tensor<16x64x!tt.ptr<f16>, #blocked>
    %ptrs = tt.addptr %base, %off : tensor<16x64x!tt.ptr<f16>, #blocked>, tensor<16x64xi32, #blocked>
    %ks = tt.splat %k : i32 -> tensor<1x64xi32, #blocked>
    %m1 = arith.cmpi slt, %c, %ks : tensor<1x64xi32, #blocked>
    %mask = tt.broadcast %m1 : tensor<1x64xi1, #blocked> -> tensor<16x64xi1, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<2x16x64xf16, #shared, #smem, mutable>
    %view = ttg.memdesc_index %buf[%slot] : !ttg.memdesc<2x16x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared, #smem, mutable>
    %t = ttg.async_copy_global_to_local %ptrs, %view mask %mask other %cst : tensor<16x64x!tt.ptr<f16>, #blocked> -> <16x64xf16, #shared, #smem, mutable>
    %g = ttg.async_commit_group tokens %t
    %w = ttg.async_wait %g {num = 0 : i32}
    ttg.local_dealloc %buf : !ttg.memdesc<2x16x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// 4-byte copies (two f16 per thread) go through L1 (`.ca`); without a mask
// the source size is the copy's size (4, the same constant). The 64x4 tile
// is covered exactly (128 threads x 2 elements), so one copy per thread,
// unpredicated, at 2 * tid elements in the unswizzled buffer.
// CHECK-LABEL: llvm.func @narrow
// CHECK: "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"
// CHECK-NOT: .shared.global
// TRACE: async copy: 2 elements (4 bytes) per cp.async
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @narrow(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %rows = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %cols = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %r = tt.expand_dims %rows {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %c4 = arith.constant dense<4> : tensor<64x1xi32, #blocked>
    %rs = arith.muli %r, %c4 : tensor<64x1xi32, #blocked>
    %c = tt.expand_dims %cols {axis = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x4xi32, #blocked>
    %rb = tt.broadcast %rs : tensor<64x1xi32, #blocked> -> tensor<64x4xi32, #blocked>
    %cb = tt.broadcast %c : tensor<1x4xi32, #blocked> -> tensor<64x4xi32, #blocked>
    %off = arith.addi %rb, %cb : tensor<64x4xi32, #blocked>
    %base = tt.splat %a : !tt.ptr<f16> -> tensor<64x4x!tt.ptr<f16>, #blocked>
    %ptrs = tt.addptr %base, %off : tensor<64x4x!tt.ptr<f16>, #blocked>, tensor<64x4xi32, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x4xf16, #shared, #smem, mutable>
    %t = ttg.async_copy_global_to_local %ptrs, %buf : tensor<64x4x!tt.ptr<f16>, #blocked> -> <64x4xf16, #shared, #smem, mutable>
    %g = ttg.async_commit_group tokens %t
    tt.return
  }
}

// -----

// The order of the copies is Triton's: a thread's register bits whose
// offsets are disjoint from the bits its lanes and warps set (an add to one
// address register: the + 288, + 32, + 256 of the swizzled K-major layout)
// vary fastest; those that XOR into the thread's address (a new address
// register) slowest. test/corpus's pipe_tf32_s2 B operand (32x64 f32, 4
// elements of a row per thread, into a transposed 128-byte swizzle): four
// groups of four 4-byte copies, each group on one address (byte offsets
// +0, +288, +32, +256 of the first; +128, +416, +160, +384 of the second),
// as Triton's PTX (16384, 16672, 16416, 16640 off its buffer, then 16512,
// 16800, 16544, 16768). Register order would alternate addresses.
// CHECK-LABEL: llvm.func @tf32_b_order
// CHECK-DAG: %[[C288:.*]] = llvm.mlir.constant(288 : i32) : i32
// CHECK-DAG: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-DAG: %[[C256:.*]] = llvm.mlir.constant(256 : i32) : i32
// CHECK-DAG: %[[C128:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK-DAG: %[[C416:.*]] = llvm.mlir.constant(416 : i32) : i32
// CHECK-DAG: %[[C160:.*]] = llvm.mlir.constant(160 : i32) : i32
// CHECK-DAG: %[[C384:.*]] = llvm.mlir.constant(384 : i32) : i32
// CHECK: %[[P0:.*]] = llvm.getelementptr %{{.*}}[%[[A0:.*]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: cp.async.ca.shared.global {{.*}} %[[P0]],
// CHECK: llvm.add %[[A0]], %[[C288]] : i32
// CHECK: cp.async.ca
// CHECK: llvm.add %[[A0]], %[[C32]] : i32
// CHECK: cp.async.ca
// CHECK: llvm.add %[[A0]], %[[C256]] : i32
// CHECK: cp.async.ca
// CHECK: %[[A1:.*]] = llvm.xor %[[A0]], %{{.*}} : i32
// CHECK-NEXT: llvm.add %[[A1]], %[[C128]] : i32
// CHECK: cp.async.ca
// CHECK: llvm.add %[[A1]], %[[C416]] : i32
// CHECK: cp.async.ca
// CHECK: llvm.add %[[A1]], %[[C160]] : i32
// CHECK: cp.async.ca
// CHECK: llvm.add %[[A1]], %[[C384]] : i32
// CHECK: cp.async.ca
// CHECK-COUNT-8: cp.async.ca
// CHECK-NOT: cp.async.ca
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tf32_b_order(%b: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %stride: i32 {tt.divisibility = 16 : i32}) {
    %rows = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %r = tt.expand_dims %rows {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %s = tt.splat %stride : i32 -> tensor<32x1xi32, #blocked1>
    %rs = arith.muli %r, %s : tensor<32x1xi32, #blocked1>
    %c = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %rb = tt.broadcast %rs : tensor<32x1xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %cb = tt.broadcast %c : tensor<1x64xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %off = arith.addi %rb, %cb : tensor<32x64xi32, #blocked1>
    %base = tt.splat %b : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked1>
    %ptrs = tt.addptr %base, %off : tensor<32x64x!tt.ptr<f32>, #blocked1>, tensor<32x64xi32, #blocked1>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x64xf32, #shared1, #smem, mutable>
    %t = ttg.async_copy_global_to_local %ptrs, %buf : tensor<32x64x!tt.ptr<f32>, #blocked1> -> <32x64xf32, #shared1, #smem, mutable>
    %g = ttg.async_commit_group tokens %t
    %w = ttg.async_wait %g {num = 0 : i32}
    ttg.local_dealloc %buf : !ttg.memdesc<32x64xf32, #shared1, #smem, mutable>
    tt.return
  }
}
