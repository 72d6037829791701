#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc2 = loc("/tmp/tmpbpfmu2uf.mlir":7:22)
#loc3 = loc("/tmp/tmpbpfmu2uf.mlir":7:66)
#loc4 = loc("/tmp/tmpbpfmu2uf.mlir":7:101)
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @clip_int8(%arg0: tensor<64x64x!tt.ptr<i8>, #blocked> loc("/tmp/tmpbpfmu2uf.mlir":7:22), %arg1: tensor<64x64xi1, #blocked> loc("/tmp/tmpbpfmu2uf.mlir":7:66), %arg2: tensor<64x64xi8, #blocked> loc("/tmp/tmpbpfmu2uf.mlir":7:101)) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable> loc(#loc5)
    %1 = ttg.convert_layout %arg0 : tensor<64x64x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked1> loc(#loc6)
    %2 = ttg.convert_layout %arg1 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked1> loc(#loc6)
    %3 = ttg.convert_layout %arg2 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #blocked1> loc(#loc6)
    %4 = ttg.async_copy_global_to_local %1, %0 mask %2 other %3 : tensor<64x64x!tt.ptr<i8>, #blocked1> -> <64x64xi8, #shared, #smem, mutable> loc(#loc6)
    tt.return loc(#loc7)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmpbpfmu2uf.mlir":6:1)
#loc1 = loc("/tmp/tmpbpfmu2uf.mlir":7:3)
#loc5 = loc("/tmp/tmpbpfmu2uf.mlir":8:12)
#loc6 = loc("/tmp/tmpbpfmu2uf.mlir":9:10)
#loc7 = loc("/tmp/tmpbpfmu2uf.mlir":10:5)
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc2 = loc("/tmp/tmp7cwp08gm.mlir":9:22)
#loc3 = loc("/tmp/tmp7cwp08gm.mlir":9:66)
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @unchanged(%arg0: tensor<64x64x!tt.ptr<i8>, #blocked> loc("/tmp/tmp7cwp08gm.mlir":9:22), %arg1: tensor<64x64x!tt.ptr<i8>, #blocked1> loc("/tmp/tmp7cwp08gm.mlir":9:66)) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable> loc(#loc4)
    %1 = ttg.async_copy_global_to_local %arg0, %0 {contiguity = 8 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared, #smem, mutable> loc(#loc5)
    %2 = ttg.local_alloc : () -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> loc(#loc6)
    %3 = ttg.async_copy_global_to_local %arg1, %2 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked1> -> <64x64xi8, #shared1, #smem, mutable> loc(#loc7)
    tt.return loc(#loc8)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmp7cwp08gm.mlir":8:1)
#loc1 = loc("/tmp/tmp7cwp08gm.mlir":9:3)
#loc4 = loc("/tmp/tmp7cwp08gm.mlir":10:12)
#loc5 = loc("/tmp/tmp7cwp08gm.mlir":11:10)
#loc6 = loc("/tmp/tmp7cwp08gm.mlir":12:13)
#loc7 = loc("/tmp/tmp7cwp08gm.mlir":13:11)
#loc8 = loc("/tmp/tmp7cwp08gm.mlir":14:5)
// -----
#blocked = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 8], order = [0, 1]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 8], order = [0, 1]}>
#loc2 = loc("/tmp/tmpeyg2pduz.mlir":7:30)
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @clip_column_major(%arg0: tensor<64x32x!tt.ptr<f16>, #blocked> loc("/tmp/tmpeyg2pduz.mlir":7:30)) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable> loc(#loc3)
    %1 = ttg.convert_layout %arg0 : tensor<64x32x!tt.ptr<f16>, #blocked> -> tensor<64x32x!tt.ptr<f16>, #blocked1> loc(#loc4)
    %2 = ttg.async_copy_global_to_local %1, %0 : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable> loc(#loc4)
    tt.return loc(#loc5)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmpeyg2pduz.mlir":6:1)
#loc1 = loc("/tmp/tmpeyg2pduz.mlir":7:3)
#loc3 = loc("/tmp/tmpeyg2pduz.mlir":8:12)
#loc4 = loc("/tmp/tmpeyg2pduz.mlir":9:10)
#loc5 = loc("/tmp/tmpeyg2pduz.mlir":10:5)
