// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -canonicalize -cse | FileCheck %s
// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -debug-only=convert-triton-gpu-to-llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE

// ttg.local_store / ttg.local_load of a ttg.memdesc_subslice view: the
// view's coordinates go through its allocation's layout and the origin's
// offset is XORed in (the view's offsets are multiples of its shape, so
// the allocation coordinates are origin XOR view coordinates).
//
// Columns 32-63 of a 32x64 f16 buffer in the 128-byte NVMMA swizzle: the
// origin is element 32 (chunk 4 of row 0), which the row bits also XOR
// into (chunk = (4 + c / 8) ^ row % 8), so it joins the thread's part as
// an XOR. Lane bits 0-1 give columns 8 x (lane & 3), lane bits 2-4 rows
// 1, 2, 4 (64 + 8, 128 + 16, 256 + 32: the swizzle), the warp 8 rows
// (512 elements); one 16-byte vector per thread, stored then loaded. With
// t = lane | warp << 5, the layout's diagonals (as Triton emits them):
// (t & 124) << 4 (rows), (t & 3) << 3 (columns), (t & 28) << 1 (swizzle).
// CHECK-LABEL: llvm.func @column_view
// CHECK-DAG: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-DAG: %[[C124:.*]] = llvm.mlir.constant(124 : i32) : i32
// CHECK-DAG: %[[C28:.*]] = llvm.mlir.constant(28 : i32) : i32
// CHECK-DAG: %[[C3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK: %[[T:.*]] = llvm.or %{{.*}}, %{{.*}} : i32
// CHECK: %[[R:.*]] = llvm.and %[[T]], %[[C124]] : i32
// CHECK: %[[C:.*]] = llvm.and %[[T]], %[[C3]] : i32
// CHECK: %[[S:.*]] = llvm.and %[[T]], %[[C28]] : i32
// CHECK: %[[THREAD:.*]] = llvm.xor %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[VIEW:.*]] = llvm.xor %[[THREAD]], %[[C32]] : i32
// CHECK-NEXT: %[[BYTES:.*]] = llvm.mul %[[VIEW]], %{{.*}} : i32
// CHECK-NEXT: %[[ADDR:.*]] = llvm.getelementptr %{{.*}}[%[[BYTES]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: llvm.store %{{.*}}, %[[ADDR]] {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.load %[[ADDR]] {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
// TRACE: ttg.local_store: a view into its allocation, origin offset mask 32
// TRACE: ttg.local_load: a view into its allocation, origin offset mask 32
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @column_view(%x: tensor<32x32xf16, #blocked>, %p: tensor<32x32x!tt.ptr<f16>, #blocked>) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %right = ttg.memdesc_subslice %buf[0, 32] : !ttg.memdesc<32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable, 32x64>
    ttg.local_store %x, %right : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable, 32x64>
    %y = ttg.local_load %right : !ttg.memdesc<32x32xf16, #shared, #smem, mutable, 32x64> -> tensor<32x32xf16, #blocked>
    tt.store %p, %y : tensor<32x32x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

// -----

// Rows 16-31 of a 32x64 swizzled buffer, through two subslices (32 rows at
// 0, then 16 at 16: the offsets add up as constants): origin 16 x 64 =
// 1024 elements, clear of the thread's bits, so ptxas sees it as an
// immediate after LLVM folds the XOR.
// CHECK-LABEL: llvm.func @row_view
// CHECK: %[[C1024:.*]] = llvm.mlir.constant(1024 : i32) : i32
// CHECK: llvm.xor %{{.*}}, %[[C1024]] : i32
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
// TRACE: ttg.local_load: a view into its allocation, origin offset mask 1024
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @row_view(%x: tensor<32x64xf16, #blocked>, %p: tensor<16x64x!tt.ptr<f16>, #blocked>) {
    %buf = ttg.local_alloc %x : (tensor<32x64xf16, #blocked>) -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %all = ttg.memdesc_subslice %buf[0, 0] : !ttg.memdesc<32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %half = ttg.memdesc_subslice %all[16, 0] : !ttg.memdesc<32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared, #smem, mutable, 32x64>
    %y = ttg.local_load %half : !ttg.memdesc<16x64xf16, #shared, #smem, mutable, 32x64> -> tensor<16x64xf16, #blocked>
    tt.store %p, %y : tensor<16x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
