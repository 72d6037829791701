#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [8, 4, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#blocked8 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 4], order = [1, 2, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [32, 0], [64, 0]], lane = [[0, 32], [0, 64], [1, 0], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [32, 0], [64, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], warp = [[0, 32], [0, 64]], block = []}>
#loc2 = loc("/tmp/tmp9w29sdlo.mlir":6:22)
#loc3 = loc("/tmp/tmp9w29sdlo.mlir":6:55)
#loc4 = loc("/tmp/tmp9w29sdlo.mlir":6:89)
#loc5 = loc("/tmp/tmp9w29sdlo.mlir":6:123)
#loc6 = loc("/tmp/tmp9w29sdlo.mlir":6:157)
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm80_e2m1(%arg0: tensor<128x64xi8, #blocked> loc("/tmp/tmp9w29sdlo.mlir":6:22), %arg1: tensor<128x4xi8, #blocked1> loc("/tmp/tmp9w29sdlo.mlir":6:55), %arg2: tensor<64x128xi8, #blocked2> loc("/tmp/tmp9w29sdlo.mlir":6:89), %arg3: tensor<128x4xi8, #blocked1> loc("/tmp/tmp9w29sdlo.mlir":6:123), %arg4: tensor<128x128xf32, #blocked2> loc("/tmp/tmp9w29sdlo.mlir":6:157)) -> tensor<128x128xf32, #blocked2> {
    %cst = arith.constant dense<0x7FC0> : tensor<128x128xbf16, #blocked3> loc(#loc5)
    %cst_0 = arith.constant dense<-1> : tensor<4x128xi8, #blocked4> loc(#loc5)
    %cst_1 = arith.constant dense<7> : tensor<4x128xi16, #blocked4> loc(#loc5)
    %cst_2 = arith.constant dense<0x7FC0> : tensor<128x128xbf16, #blocked5> loc(#loc3)
    %cst_3 = arith.constant dense<-1> : tensor<128x4xi8, #blocked1> loc(#loc3)
    %cst_4 = arith.constant dense<7> : tensor<128x4xi16, #blocked1> loc(#loc3)
    %0 = ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<128x64xi8, #blocked> -> tensor<128x128xbf16, #blocked5> loc(#loc2)
    %1 = arith.extui %arg1 : tensor<128x4xi8, #blocked1> to tensor<128x4xi16, #blocked1> loc(#loc3)
    %2 = arith.shli %1, %cst_4 : tensor<128x4xi16, #blocked1> loc(#loc3)
    %3 = tt.bitcast %2 : tensor<128x4xi16, #blocked1> -> tensor<128x4xbf16, #blocked1> loc(#loc3)
    %4 = ttg.convert_layout %3 : tensor<128x4xbf16, #blocked1> -> tensor<128x4xbf16, #ttg.slice<{dim = 2, parent = #blocked6}>> loc(#loc3)
    %5 = tt.expand_dims %4 {axis = 2 : i32} : tensor<128x4xbf16, #ttg.slice<{dim = 2, parent = #blocked6}>> -> tensor<128x4x1xbf16, #blocked6> loc(#loc3)
    %6 = tt.broadcast %5 : tensor<128x4x1xbf16, #blocked6> -> tensor<128x4x32xbf16, #blocked6> loc(#loc3)
    %7 = tt.reshape %6 : tensor<128x4x32xbf16, #blocked6> -> tensor<128x128xbf16, #linear> loc(#loc3)
    %8 = ttg.convert_layout %7 : tensor<128x128xbf16, #linear> -> tensor<128x128xbf16, #blocked5> loc(#loc3)
    %9 = arith.mulf %0, %8 : tensor<128x128xbf16, #blocked5> loc(#loc2)
    %10 = arith.cmpi eq, %arg1, %cst_3 : tensor<128x4xi8, #blocked1> loc(#loc3)
    %11 = ttg.convert_layout %10 : tensor<128x4xi1, #blocked1> -> tensor<128x4xi1, #ttg.slice<{dim = 2, parent = #blocked6}>> loc(#loc3)
    %12 = tt.expand_dims %11 {axis = 2 : i32} : tensor<128x4xi1, #ttg.slice<{dim = 2, parent = #blocked6}>> -> tensor<128x4x1xi1, #blocked6> loc(#loc3)
    %13 = tt.broadcast %12 : tensor<128x4x1xi1, #blocked6> -> tensor<128x4x32xi1, #blocked6> loc(#loc3)
    %14 = tt.reshape %13 : tensor<128x4x32xi1, #blocked6> -> tensor<128x128xi1, #linear> loc(#loc3)
    %15 = ttg.convert_layout %14 : tensor<128x128xi1, #linear> -> tensor<128x128xi1, #blocked5> loc(#loc3)
    %16 = arith.select %15, %cst_2, %9 : tensor<128x128xi1, #blocked5>, tensor<128x128xbf16, #blocked5> loc(#loc3)
    %17 = ttg.convert_layout %16 : tensor<128x128xbf16, #blocked5> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked2}>> loc(#loc3)
    %18 = ttg.fp4_to_fp %arg2 {axis = 0 : i32} : tensor<64x128xi8, #blocked2> -> tensor<128x128xbf16, #blocked3> loc(#loc4)
    %19 = tt.trans %arg3 {order = array<i32: 1, 0>} : tensor<128x4xi8, #blocked1> -> tensor<4x128xi8, #blocked4> loc(#loc5)
    %20 = arith.extui %19 : tensor<4x128xi8, #blocked4> to tensor<4x128xi16, #blocked4> loc(#loc5)
    %21 = arith.shli %20, %cst_1 : tensor<4x128xi16, #blocked4> loc(#loc5)
    %22 = tt.bitcast %21 : tensor<4x128xi16, #blocked4> -> tensor<4x128xbf16, #blocked4> loc(#loc5)
    %23 = ttg.convert_layout %22 : tensor<4x128xbf16, #blocked4> -> tensor<4x128xbf16, #ttg.slice<{dim = 2, parent = #blocked7}>> loc(#loc5)
    %24 = tt.expand_dims %23 {axis = 2 : i32} : tensor<4x128xbf16, #ttg.slice<{dim = 2, parent = #blocked7}>> -> tensor<4x128x1xbf16, #blocked7> loc(#loc5)
    %25 = tt.broadcast %24 : tensor<4x128x1xbf16, #blocked7> -> tensor<4x128x32xbf16, #blocked7> loc(#loc5)
    %26 = tt.trans %25 {order = array<i32: 0, 2, 1>} : tensor<4x128x32xbf16, #blocked7> -> tensor<4x32x128xbf16, #blocked8> loc(#loc5)
    %27 = tt.reshape %26 : tensor<4x32x128xbf16, #blocked8> -> tensor<128x128xbf16, #linear1> loc(#loc5)
    %28 = ttg.convert_layout %27 : tensor<128x128xbf16, #linear1> -> tensor<128x128xbf16, #blocked3> loc(#loc5)
    %29 = arith.mulf %18, %28 : tensor<128x128xbf16, #blocked3> loc(#loc4)
    %30 = arith.cmpi eq, %19, %cst_0 : tensor<4x128xi8, #blocked4> loc(#loc5)
    %31 = ttg.convert_layout %30 : tensor<4x128xi1, #blocked4> -> tensor<4x128xi1, #ttg.slice<{dim = 2, parent = #blocked7}>> loc(#loc5)
    %32 = tt.expand_dims %31 {axis = 2 : i32} : tensor<4x128xi1, #ttg.slice<{dim = 2, parent = #blocked7}>> -> tensor<4x128x1xi1, #blocked7> loc(#loc5)
    %33 = tt.broadcast %32 : tensor<4x128x1xi1, #blocked7> -> tensor<4x128x32xi1, #blocked7> loc(#loc5)
    %34 = tt.trans %33 {order = array<i32: 0, 2, 1>} : tensor<4x128x32xi1, #blocked7> -> tensor<4x32x128xi1, #blocked8> loc(#loc5)
    %35 = tt.reshape %34 : tensor<4x32x128xi1, #blocked8> -> tensor<128x128xi1, #linear1> loc(#loc5)
    %36 = ttg.convert_layout %35 : tensor<128x128xi1, #linear1> -> tensor<128x128xi1, #blocked3> loc(#loc5)
    %37 = arith.select %36, %cst, %29 : tensor<128x128xi1, #blocked3>, tensor<128x128xbf16, #blocked3> loc(#loc5)
    %38 = ttg.convert_layout %37 : tensor<128x128xbf16, #blocked3> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked2}>> loc(#loc5)
    %39 = ttg.convert_layout %arg4 : tensor<128x128xf32, #blocked2> -> tensor<128x128xf32, #mma> loc(#loc6)
    %40 = ttg.convert_layout %17 : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked2}>> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> loc(#loc3)
    %41 = ttg.convert_layout %38 : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked2}>> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> loc(#loc5)
    %42 = tt.dot %40, %41, %39 : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<128x128xf32, #mma> loc(#loc7)
    %43 = ttg.convert_layout %42 : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #blocked2> loc(#loc7)
    %44 = ttg.convert_layout %43 : tensor<128x128xf32, #blocked2> -> tensor<128x128xf32, #blocked2> loc(#loc7)
    tt.return %44 : tensor<128x128xf32, #blocked2> loc(#loc8)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmp9w29sdlo.mlir":5:1)
#loc1 = loc("/tmp/tmp9w29sdlo.mlir":6:3)
#loc7 = loc("/tmp/tmp9w29sdlo.mlir":7:10)
#loc8 = loc("/tmp/tmp9w29sdlo.mlir":8:5)
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [8, 4, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [32, 0]], lane = [[0, 32], [0, 64], [1, 0], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>
#loc2 = loc("/tmp/tmpr3vtsagz.mlir":6:30)
#loc3 = loc("/tmp/tmpr3vtsagz.mlir":6:66)
#loc4 = loc("/tmp/tmpr3vtsagz.mlir":6:106)
#loc5 = loc("/tmp/tmpr3vtsagz.mlir":6:139)
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 4], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm80_b_scale_only(%arg0: tensor<128x128xbf16, #blocked> loc("/tmp/tmpr3vtsagz.mlir":6:30), %arg1: tensor<128x64xf8E4M3FN, #blocked1> loc("/tmp/tmpr3vtsagz.mlir":6:66), %arg2: tensor<64x4xi8, #blocked2> loc("/tmp/tmpr3vtsagz.mlir":6:106), %arg3: tensor<128x64xf32, #blocked1> loc("/tmp/tmpr3vtsagz.mlir":6:139)) -> tensor<128x64xf32, #blocked1> {
    %cst = arith.constant dense<7> : tensor<64x4xi16, #blocked2> loc(#loc4)
    %0 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<128x128xbf16, #blocked> -> tensor<128x128xbf16, #blocked3> loc(#loc2)
    %1 = tt.trans %arg1 {order = array<i32: 1, 0>} : tensor<128x64xf8E4M3FN, #blocked1> -> tensor<64x128xf8E4M3FN, #blocked4> loc(#loc3)
    %2 = tt.trans %arg3 {order = array<i32: 1, 0>} : tensor<128x64xf32, #blocked1> -> tensor<64x128xf32, #blocked4> loc(#loc5)
    %3 = tt.fp_to_fp %1 : tensor<64x128xf8E4M3FN, #blocked4> -> tensor<64x128xbf16, #blocked4> loc(#loc3)
    %4 = arith.extui %arg2 : tensor<64x4xi8, #blocked2> to tensor<64x4xi16, #blocked2> loc(#loc4)
    %5 = arith.shli %4, %cst : tensor<64x4xi16, #blocked2> loc(#loc4)
    %6 = tt.bitcast %5 : tensor<64x4xi16, #blocked2> -> tensor<64x4xbf16, #blocked2> loc(#loc4)
    %7 = ttg.convert_layout %6 : tensor<64x4xbf16, #blocked2> -> tensor<64x4xbf16, #ttg.slice<{dim = 2, parent = #blocked5}>> loc(#loc4)
    %8 = tt.expand_dims %7 {axis = 2 : i32} : tensor<64x4xbf16, #ttg.slice<{dim = 2, parent = #blocked5}>> -> tensor<64x4x1xbf16, #blocked5> loc(#loc4)
    %9 = tt.broadcast %8 : tensor<64x4x1xbf16, #blocked5> -> tensor<64x4x32xbf16, #blocked5> loc(#loc4)
    %10 = tt.reshape %9 : tensor<64x4x32xbf16, #blocked5> -> tensor<64x128xbf16, #linear> loc(#loc4)
    %11 = ttg.convert_layout %10 : tensor<64x128xbf16, #linear> -> tensor<64x128xbf16, #blocked4> loc(#loc4)
    %12 = arith.mulf %3, %11 : tensor<64x128xbf16, #blocked4> loc(#loc3)
    %13 = ttg.convert_layout %12 : tensor<64x128xbf16, #blocked4> -> tensor<64x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked4}>> loc(#loc3)
    %14 = ttg.convert_layout %0 : tensor<128x128xbf16, #blocked3> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked4}>> loc(#loc2)
    %15 = ttg.convert_layout %2 : tensor<64x128xf32, #blocked4> -> tensor<64x128xf32, #mma> loc(#loc5)
    %16 = ttg.convert_layout %13 : tensor<64x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked4}>> -> tensor<64x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> loc(#loc3)
    %17 = ttg.convert_layout %14 : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked4}>> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> loc(#loc2)
    %18 = tt.dot %16, %17, %15 : tensor<64x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x128xf32, #mma> loc(#loc6)
    %19 = ttg.convert_layout %18 : tensor<64x128xf32, #mma> -> tensor<64x128xf32, #blocked4> loc(#loc6)
    %20 = ttg.convert_layout %19 : tensor<64x128xf32, #blocked4> -> tensor<64x128xf32, #blocked4> loc(#loc6)
    %21 = tt.trans %20 {order = array<i32: 1, 0>} : tensor<64x128xf32, #blocked4> -> tensor<128x64xf32, #blocked1> loc(#loc6)
    tt.return %21 : tensor<128x64xf32, #blocked1> loc(#loc7)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmpr3vtsagz.mlir":5:1)
#loc1 = loc("/tmp/tmpr3vtsagz.mlir":6:3)
#loc6 = loc("/tmp/tmpr3vtsagz.mlir":7:10)
#loc7 = loc("/tmp/tmpr3vtsagz.mlir":8:5)
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [1, 8], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [16, 2, 1], warpsPerCTA = [8, 1, 1], order = [2, 1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [2, 4, 1], order = [2, 1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [2, 1, 4], order = [1, 2, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[0, 32], [1, 0], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0], [64, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], warp = [[0, 32], [0, 64], [32, 0]], block = []}>
#loc2 = loc("/tmp/tmpab28btl9.mlir":6:27)
#loc3 = loc("/tmp/tmpab28btl9.mlir":6:66)
#loc4 = loc("/tmp/tmpab28btl9.mlir":6:100)
#loc5 = loc("/tmp/tmpab28btl9.mlir":6:138)
#loc6 = loc("/tmp/tmpab28btl9.mlir":6:172)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm90_e4m3_e5m2(%arg0: tensor<128x64xf8E4M3FN, #blocked> loc("/tmp/tmpab28btl9.mlir":6:27), %arg1: tensor<128x2xi8, #blocked1> loc("/tmp/tmpab28btl9.mlir":6:66), %arg2: tensor<64x128xf8E5M2, #blocked2> loc("/tmp/tmpab28btl9.mlir":6:100), %arg3: tensor<128x2xi8, #blocked1> loc("/tmp/tmpab28btl9.mlir":6:138), %arg4: tensor<128x128xf32, #blocked2> loc("/tmp/tmpab28btl9.mlir":6:172)) -> tensor<128x128xf32, #blocked2> {
    %cst = arith.constant dense<0x7FC0> : tensor<64x128xbf16, #blocked2> loc(#loc5)
    %cst_0 = arith.constant dense<-1> : tensor<2x128xi8, #blocked3> loc(#loc5)
    %cst_1 = arith.constant dense<7> : tensor<2x128xi16, #blocked3> loc(#loc5)
    %cst_2 = arith.constant dense<0x7FC0> : tensor<128x64xbf16, #blocked> loc(#loc3)
    %cst_3 = arith.constant dense<-1> : tensor<128x2xi8, #blocked1> loc(#loc3)
    %cst_4 = arith.constant dense<7> : tensor<128x2xi16, #blocked1> loc(#loc3)
    %0 = tt.fp_to_fp %arg0 : tensor<128x64xf8E4M3FN, #blocked> -> tensor<128x64xbf16, #blocked> loc(#loc2)
    %1 = arith.extui %arg1 : tensor<128x2xi8, #blocked1> to tensor<128x2xi16, #blocked1> loc(#loc3)
    %2 = arith.shli %1, %cst_4 : tensor<128x2xi16, #blocked1> loc(#loc3)
    %3 = tt.bitcast %2 : tensor<128x2xi16, #blocked1> -> tensor<128x2xbf16, #blocked1> loc(#loc3)
    %4 = ttg.convert_layout %3 : tensor<128x2xbf16, #blocked1> -> tensor<128x2xbf16, #ttg.slice<{dim = 2, parent = #blocked4}>> loc(#loc3)
    %5 = tt.expand_dims %4 {axis = 2 : i32} : tensor<128x2xbf16, #ttg.slice<{dim = 2, parent = #blocked4}>> -> tensor<128x2x1xbf16, #blocked4> loc(#loc3)
    %6 = tt.broadcast %5 : tensor<128x2x1xbf16, #blocked4> -> tensor<128x2x32xbf16, #blocked4> loc(#loc3)
    %7 = tt.reshape %6 : tensor<128x2x32xbf16, #blocked4> -> tensor<128x64xbf16, #linear> loc(#loc3)
    %8 = ttg.convert_layout %7 : tensor<128x64xbf16, #linear> -> tensor<128x64xbf16, #blocked> loc(#loc3)
    %9 = arith.mulf %0, %8 : tensor<128x64xbf16, #blocked> loc(#loc2)
    %10 = arith.cmpi eq, %arg1, %cst_3 : tensor<128x2xi8, #blocked1> loc(#loc3)
    %11 = ttg.convert_layout %10 : tensor<128x2xi1, #blocked1> -> tensor<128x2xi1, #ttg.slice<{dim = 2, parent = #blocked4}>> loc(#loc3)
    %12 = tt.expand_dims %11 {axis = 2 : i32} : tensor<128x2xi1, #ttg.slice<{dim = 2, parent = #blocked4}>> -> tensor<128x2x1xi1, #blocked4> loc(#loc3)
    %13 = tt.broadcast %12 : tensor<128x2x1xi1, #blocked4> -> tensor<128x2x32xi1, #blocked4> loc(#loc3)
    %14 = tt.reshape %13 : tensor<128x2x32xi1, #blocked4> -> tensor<128x64xi1, #linear> loc(#loc3)
    %15 = ttg.convert_layout %14 : tensor<128x64xi1, #linear> -> tensor<128x64xi1, #blocked> loc(#loc3)
    %16 = arith.select %15, %cst_2, %9 : tensor<128x64xi1, #blocked>, tensor<128x64xbf16, #blocked> loc(#loc3)
    %17 = ttg.convert_layout %16 : tensor<128x64xbf16, #blocked> -> tensor<128x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked2}>> loc(#loc3)
    %18 = tt.fp_to_fp %arg2 : tensor<64x128xf8E5M2, #blocked2> -> tensor<64x128xbf16, #blocked2> loc(#loc4)
    %19 = tt.trans %arg3 {order = array<i32: 1, 0>} : tensor<128x2xi8, #blocked1> -> tensor<2x128xi8, #blocked3> loc(#loc5)
    %20 = arith.extui %19 : tensor<2x128xi8, #blocked3> to tensor<2x128xi16, #blocked3> loc(#loc5)
    %21 = arith.shli %20, %cst_1 : tensor<2x128xi16, #blocked3> loc(#loc5)
    %22 = tt.bitcast %21 : tensor<2x128xi16, #blocked3> -> tensor<2x128xbf16, #blocked3> loc(#loc5)
    %23 = ttg.convert_layout %22 : tensor<2x128xbf16, #blocked3> -> tensor<2x128xbf16, #ttg.slice<{dim = 2, parent = #blocked5}>> loc(#loc5)
    %24 = tt.expand_dims %23 {axis = 2 : i32} : tensor<2x128xbf16, #ttg.slice<{dim = 2, parent = #blocked5}>> -> tensor<2x128x1xbf16, #blocked5> loc(#loc5)
    %25 = tt.broadcast %24 : tensor<2x128x1xbf16, #blocked5> -> tensor<2x128x32xbf16, #blocked5> loc(#loc5)
    %26 = tt.trans %25 {order = array<i32: 0, 2, 1>} : tensor<2x128x32xbf16, #blocked5> -> tensor<2x32x128xbf16, #blocked6> loc(#loc5)
    %27 = tt.reshape %26 : tensor<2x32x128xbf16, #blocked6> -> tensor<64x128xbf16, #linear1> loc(#loc5)
    %28 = ttg.convert_layout %27 : tensor<64x128xbf16, #linear1> -> tensor<64x128xbf16, #blocked2> loc(#loc5)
    %29 = arith.mulf %18, %28 : tensor<64x128xbf16, #blocked2> loc(#loc4)
    %30 = arith.cmpi eq, %19, %cst_0 : tensor<2x128xi8, #blocked3> loc(#loc5)
    %31 = ttg.convert_layout %30 : tensor<2x128xi1, #blocked3> -> tensor<2x128xi1, #ttg.slice<{dim = 2, parent = #blocked5}>> loc(#loc5)
    %32 = tt.expand_dims %31 {axis = 2 : i32} : tensor<2x128xi1, #ttg.slice<{dim = 2, parent = #blocked5}>> -> tensor<2x128x1xi1, #blocked5> loc(#loc5)
    %33 = tt.broadcast %32 : tensor<2x128x1xi1, #blocked5> -> tensor<2x128x32xi1, #blocked5> loc(#loc5)
    %34 = tt.trans %33 {order = array<i32: 0, 2, 1>} : tensor<2x128x32xi1, #blocked5> -> tensor<2x32x128xi1, #blocked6> loc(#loc5)
    %35 = tt.reshape %34 : tensor<2x32x128xi1, #blocked6> -> tensor<64x128xi1, #linear1> loc(#loc5)
    %36 = ttg.convert_layout %35 : tensor<64x128xi1, #linear1> -> tensor<64x128xi1, #blocked2> loc(#loc5)
    %37 = arith.select %36, %cst, %29 : tensor<64x128xi1, #blocked2>, tensor<64x128xbf16, #blocked2> loc(#loc5)
    %38 = ttg.local_alloc %37 : (tensor<64x128xbf16, #blocked2>) -> !ttg.memdesc<64x128xbf16, #shared, #smem> loc(#loc5)
    %39 = ttg.convert_layout %arg4 : tensor<128x128xf32, #blocked2> -> tensor<128x128xf32, #mma> loc(#loc6)
    %40 = ttg.convert_layout %17 : tensor<128x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked2}>> -> tensor<128x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> loc(#loc3)
    %41 = ttng.warp_group_dot %40, %38, %39 : tensor<128x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x128xbf16, #shared, #smem> -> tensor<128x128xf32, #mma> loc(#loc7)
    %42 = ttg.convert_layout %41 : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #blocked2> loc(#loc7)
    %43 = ttg.convert_layout %42 : tensor<128x128xf32, #blocked2> -> tensor<128x128xf32, #blocked2> loc(#loc7)
    tt.return %43 : tensor<128x128xf32, #blocked2> loc(#loc8)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmpab28btl9.mlir":5:1)
#loc1 = loc("/tmp/tmpab28btl9.mlir":6:3)
#loc7 = loc("/tmp/tmpab28btl9.mlir":7:10)
#loc8 = loc("/tmp/tmpab28btl9.mlir":8:5)
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [8, 4, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [32, 0], [64, 0]], lane = [[0, 32], [0, 64], [1, 0], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>
#loc2 = loc("/tmp/tmp_cwna_o6.mlir":6:26)
#loc3 = loc("/tmp/tmp_cwna_o6.mlir":6:60)
#loc4 = loc("/tmp/tmp_cwna_o6.mlir":6:94)
#loc5 = loc("/tmp/tmp_cwna_o6.mlir":6:128)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm90_f16_e2m1(%arg0: tensor<64x128xf16, #blocked> loc("/tmp/tmp_cwna_o6.mlir":6:26), %arg1: tensor<64x128xi8, #blocked1> loc("/tmp/tmp_cwna_o6.mlir":6:60), %arg2: tensor<128x4xi8, #blocked2> loc("/tmp/tmp_cwna_o6.mlir":6:94), %arg3: tensor<64x128xf32, #blocked1> loc("/tmp/tmp_cwna_o6.mlir":6:128)) -> tensor<64x128xf32, #blocked1> {
    %cst = arith.constant dense<0x7E00> : tensor<128x128xf16, #blocked3> loc(#loc4)
    %cst_0 = arith.constant dense<-1> : tensor<128x4xi8, #blocked2> loc(#loc4)
    %cst_1 = arith.constant dense<23> : tensor<128x4xi32, #blocked2> loc(#loc4)
    %0 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<64x128xf16, #blocked> -> tensor<128x64xf16, #blocked4> loc(#loc2)
    %1 = tt.trans %arg1 {order = array<i32: 1, 0>} : tensor<64x128xi8, #blocked1> -> tensor<128x64xi8, #blocked5> loc(#loc3)
    %2 = tt.trans %arg3 {order = array<i32: 1, 0>} : tensor<64x128xf32, #blocked1> -> tensor<128x64xf32, #blocked5> loc(#loc5)
    %3 = ttg.fp4_to_fp %1 {axis = 1 : i32} : tensor<128x64xi8, #blocked5> -> tensor<128x128xf16, #blocked3> loc(#loc3)
    %4 = arith.extui %arg2 : tensor<128x4xi8, #blocked2> to tensor<128x4xi32, #blocked2> loc(#loc4)
    %5 = arith.shli %4, %cst_1 : tensor<128x4xi32, #blocked2> loc(#loc4)
    %6 = tt.bitcast %5 : tensor<128x4xi32, #blocked2> -> tensor<128x4xf32, #blocked2> loc(#loc4)
    %7 = arith.truncf %6 : tensor<128x4xf32, #blocked2> to tensor<128x4xf16, #blocked2> loc(#loc4)
    %8 = ttg.convert_layout %7 : tensor<128x4xf16, #blocked2> -> tensor<128x4xf16, #ttg.slice<{dim = 2, parent = #blocked6}>> loc(#loc4)
    %9 = tt.expand_dims %8 {axis = 2 : i32} : tensor<128x4xf16, #ttg.slice<{dim = 2, parent = #blocked6}>> -> tensor<128x4x1xf16, #blocked6> loc(#loc4)
    %10 = tt.broadcast %9 : tensor<128x4x1xf16, #blocked6> -> tensor<128x4x32xf16, #blocked6> loc(#loc4)
    %11 = tt.reshape %10 : tensor<128x4x32xf16, #blocked6> -> tensor<128x128xf16, #linear> loc(#loc4)
    %12 = ttg.convert_layout %11 : tensor<128x128xf16, #linear> -> tensor<128x128xf16, #blocked3> loc(#loc4)
    %13 = arith.mulf %3, %12 : tensor<128x128xf16, #blocked3> loc(#loc3)
    %14 = arith.cmpi eq, %arg2, %cst_0 : tensor<128x4xi8, #blocked2> loc(#loc4)
    %15 = ttg.convert_layout %14 : tensor<128x4xi1, #blocked2> -> tensor<128x4xi1, #ttg.slice<{dim = 2, parent = #blocked6}>> loc(#loc4)
    %16 = tt.expand_dims %15 {axis = 2 : i32} : tensor<128x4xi1, #ttg.slice<{dim = 2, parent = #blocked6}>> -> tensor<128x4x1xi1, #blocked6> loc(#loc4)
    %17 = tt.broadcast %16 : tensor<128x4x1xi1, #blocked6> -> tensor<128x4x32xi1, #blocked6> loc(#loc4)
    %18 = tt.reshape %17 : tensor<128x4x32xi1, #blocked6> -> tensor<128x128xi1, #linear> loc(#loc4)
    %19 = ttg.convert_layout %18 : tensor<128x128xi1, #linear> -> tensor<128x128xi1, #blocked3> loc(#loc4)
    %20 = arith.select %19, %cst, %13 : tensor<128x128xi1, #blocked3>, tensor<128x128xf16, #blocked3> loc(#loc4)
    %21 = ttg.convert_layout %20 : tensor<128x128xf16, #blocked3> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked5}>> loc(#loc4)
    %22 = ttg.local_alloc %0 : (tensor<128x64xf16, #blocked4>) -> !ttg.memdesc<128x64xf16, #shared, #smem> loc(#loc2)
    %23 = ttg.convert_layout %2 : tensor<128x64xf32, #blocked5> -> tensor<128x64xf32, #mma> loc(#loc5)
    %24 = ttg.convert_layout %21 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked5}>> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> loc(#loc4)
    %25 = ttng.warp_group_dot %24, %22, %23 : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<128x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma> loc(#loc6)
    %26 = ttg.convert_layout %25 : tensor<128x64xf32, #mma> -> tensor<128x64xf32, #blocked5> loc(#loc6)
    %27 = ttg.convert_layout %26 : tensor<128x64xf32, #blocked5> -> tensor<128x64xf32, #blocked5> loc(#loc6)
    %28 = tt.trans %27 {order = array<i32: 1, 0>} : tensor<128x64xf32, #blocked5> -> tensor<64x128xf32, #blocked1> loc(#loc6)
    tt.return %28 : tensor<64x128xf32, #blocked1> loc(#loc7)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmp_cwna_o6.mlir":5:1)
#loc1 = loc("/tmp/tmp_cwna_o6.mlir":6:3)
#loc6 = loc("/tmp/tmp_cwna_o6.mlir":7:10)
#loc7 = loc("/tmp/tmp_cwna_o6.mlir":8:5)
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [32, 0], [64, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[0, 0], [0, 0]], block = []}>
#loc2 = loc("/tmp/tmp0jrjdi0q.mlir":8:23)
#loc3 = loc("/tmp/tmp0jrjdi0q.mlir":8:56)
#loc4 = loc("/tmp/tmp0jrjdi0q.mlir":8:100)
#loc5 = loc("/tmp/tmp0jrjdi0q.mlir":8:134)
#loc6 = loc("/tmp/tmp0jrjdi0q.mlir":8:178)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 8}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm100_e2m1(%arg0: tensor<128x64xi8, #blocked> loc("/tmp/tmp0jrjdi0q.mlir":8:23), %arg1: tensor<128x4x!tt.ptr<i8>, #blocked1> loc("/tmp/tmp0jrjdi0q.mlir":8:56), %arg2: tensor<64x128xi8, #blocked2> loc("/tmp/tmp0jrjdi0q.mlir":8:100), %arg3: tensor<128x4x!tt.ptr<i8>, #blocked1> loc("/tmp/tmp0jrjdi0q.mlir":8:134), %arg4: tensor<128x128xf32, #blocked3> loc("/tmp/tmp0jrjdi0q.mlir":8:178)) -> tensor<128x128xf32, #blocked3> {
    %true = arith.constant true loc(#loc7)
    %0 = ttg.local_alloc %arg2 : (tensor<64x128xi8, #blocked2>) -> !ttg.memdesc<64x128xi8, #shared, #smem> loc(#loc4)
    %1 = ttg.local_alloc %arg0 : (tensor<128x64xi8, #blocked>) -> !ttg.memdesc<128x64xi8, #shared1, #smem> loc(#loc2)
    %2 = tt.load %arg1 : tensor<128x4x!tt.ptr<i8>, #blocked1> loc(#loc8)
    %3 = ttg.local_alloc %2 : (tensor<128x4xi8, #blocked1>) -> !ttg.memdesc<128x4xi8, #shared2, #smem> loc(#loc8)
    %4 = ttg.local_load %3 : !ttg.memdesc<128x4xi8, #shared2, #smem> -> tensor<128x4xi8, #blocked1> loc(#loc8)
    %5 = tt.load %arg3 : tensor<128x4x!tt.ptr<i8>, #blocked1> loc(#loc9)
    %6 = ttg.local_alloc %5 : (tensor<128x4xi8, #blocked1>) -> !ttg.memdesc<128x4xi8, #shared2, #smem> loc(#loc9)
    %7 = ttg.local_load %6 : !ttg.memdesc<128x4xi8, #shared2, #smem> -> tensor<128x4xi8, #blocked1> loc(#loc9)
    %8 = ttg.convert_layout %arg4 : tensor<128x128xf32, #blocked3> -> tensor<128x128xf32, #linear> loc(#loc7)
    %result, %token = ttng.tmem_alloc %8 : (tensor<128x128xf32, #linear>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token) loc(#loc7)
    %9 = ttg.convert_layout %4 : tensor<128x4xi8, #blocked1> -> tensor<128x4xi8, #linear1> loc(#loc7)
    %10 = ttg.convert_layout %7 : tensor<128x4xi8, #blocked1> -> tensor<128x4xi8, #linear1> loc(#loc7)
    %result_0 = ttng.tmem_alloc %9 : (tensor<128x4xi8, #linear1>) -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory> loc(#loc7)
    %result_1 = ttng.tmem_alloc %10 : (tensor<128x4xi8, #linear1>) -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory> loc(#loc7)
    %11 = ttng.tc_gen5_mma_scaled %1, %0, %result[%token], %result_0, %result_1, %true, %true lhs = e2m1 rhs = e2m1 : !ttg.memdesc<128x64xi8, #shared1, #smem>, !ttg.memdesc<64x128xi8, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory> loc(#loc7)
    %result_2, %token_3 = ttng.tmem_load %result[%11] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear> loc(#loc7)
    %12 = ttg.convert_layout %result_2 : tensor<128x128xf32, #linear> -> tensor<128x128xf32, #blocked3> loc(#loc7)
    tt.return %12 : tensor<128x128xf32, #blocked3> loc(#loc10)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmp0jrjdi0q.mlir":7:1)
#loc1 = loc("/tmp/tmp0jrjdi0q.mlir":8:3)
#loc7 = loc("/tmp/tmp0jrjdi0q.mlir":11:10)
#loc8 = loc("/tmp/tmp0jrjdi0q.mlir":9:11)
#loc9 = loc("/tmp/tmp0jrjdi0q.mlir":10:11)
#loc10 = loc("/tmp/tmp0jrjdi0q.mlir":12:5)
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [8, 4, 1], warpsPerCTA = [8, 1, 1], order = [2, 1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 8], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0], [0, 128]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [32, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[0, 0], [0, 0], [64, 0]], block = []}>
#linear2 = #ttg.linear<{register = [[0, 1], [0, 2], [32, 0], [64, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[0, 0], [0, 0], [128, 0]], block = []}>
#loc2 = loc("/tmp/tmpmb1lk9rw.mlir":9:24)
#loc3 = loc("/tmp/tmpmb1lk9rw.mlir":9:64)
#loc4 = loc("/tmp/tmpmb1lk9rw.mlir":9:110)
#loc5 = loc("/tmp/tmpmb1lk9rw.mlir":9:144)
#loc6 = loc("/tmp/tmpmb1lk9rw.mlir":9:178)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8, fp4Padded = true}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 8, rank = 3}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 256, colStride = 1>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm100_mixed(%arg0: tensor<128x128xf8E4M3FN, #blocked> loc("/tmp/tmpmb1lk9rw.mlir":9:24), %arg1: tensor<128x4x1x!tt.ptr<i8>, #blocked1> loc("/tmp/tmpmb1lk9rw.mlir":9:64), %arg2: tensor<64x256xi8, #blocked2> loc("/tmp/tmpmb1lk9rw.mlir":9:110), %arg3: tensor<256x4xi8, #blocked3> loc("/tmp/tmpmb1lk9rw.mlir":9:144), %arg4: tensor<128x256xf32, #blocked4> loc("/tmp/tmpmb1lk9rw.mlir":9:178)) -> tensor<128x256xf32, #blocked4> {
    %true = arith.constant true loc(#loc7)
    %0 = ttg.local_alloc %arg2 : (tensor<64x256xi8, #blocked2>) -> !ttg.memdesc<64x256xi8, #shared, #smem> loc(#loc4)
    %1 = ttg.local_alloc %arg0 : (tensor<128x128xf8E4M3FN, #blocked>) -> !ttg.memdesc<128x128xf8E4M3FN, #shared1, #smem> loc(#loc2)
    %2 = tt.load %arg1 : tensor<128x4x1x!tt.ptr<i8>, #blocked1> loc(#loc8)
    %3 = ttg.local_alloc %2 : (tensor<128x4x1xi8, #blocked1>) -> !ttg.memdesc<128x4x1xi8, #shared2, #smem> loc(#loc8)
    %4 = ttg.local_load %3 : !ttg.memdesc<128x4x1xi8, #shared2, #smem> -> tensor<128x4x1xi8, #blocked1> loc(#loc8)
    %5 = tt.reshape %4 : tensor<128x4x1xi8, #blocked1> -> tensor<128x4xi8, #blocked3> loc(#loc9)
    %6 = ttg.convert_layout %arg4 : tensor<128x256xf32, #blocked4> -> tensor<128x256xf32, #linear> loc(#loc7)
    %result, %token = ttng.tmem_alloc %6 : (tensor<128x256xf32, #linear>) -> (!ttg.memdesc<128x256xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token) loc(#loc7)
    %7 = ttg.convert_layout %5 : tensor<128x4xi8, #blocked3> -> tensor<128x4xi8, #linear1> loc(#loc7)
    %8 = ttg.convert_layout %arg3 : tensor<256x4xi8, #blocked3> -> tensor<256x4xi8, #linear2> loc(#loc7)
    %result_0 = ttng.tmem_alloc %7 : (tensor<128x4xi8, #linear1>) -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory> loc(#loc7)
    %result_1 = ttng.tmem_alloc %8 : (tensor<256x4xi8, #linear2>) -> !ttg.memdesc<256x4xi8, #tmem_scales, #ttng.tensor_memory> loc(#loc7)
    %9 = ttng.tc_gen5_mma_scaled %1, %0, %result[%token], %result_0, %result_1, %true, %true lhs = e4m3 rhs = e2m1 : !ttg.memdesc<128x128xf8E4M3FN, #shared1, #smem>, !ttg.memdesc<64x256xi8, #shared, #smem>, !ttg.memdesc<128x256xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<256x4xi8, #tmem_scales, #ttng.tensor_memory> loc(#loc7)
    %result_2, %token_3 = ttng.tmem_load %result[%9] : !ttg.memdesc<128x256xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x256xf32, #linear> loc(#loc7)
    %10 = ttg.convert_layout %result_2 : tensor<128x256xf32, #linear> -> tensor<128x256xf32, #blocked4> loc(#loc7)
    tt.return %10 : tensor<128x256xf32, #blocked4> loc(#loc10)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmpmb1lk9rw.mlir":8:1)
#loc1 = loc("/tmp/tmpmb1lk9rw.mlir":9:3)
#loc7 = loc("/tmp/tmpmb1lk9rw.mlir":12:10)
#loc8 = loc("/tmp/tmpmb1lk9rw.mlir":10:12)
#loc9 = loc("/tmp/tmpmb1lk9rw.mlir":11:12)
#loc10 = loc("/tmp/tmpmb1lk9rw.mlir":13:5)
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [16, 2, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 4], order = [1, 2, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[0, 32], [1, 0], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [32, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], warp = [[0, 32], [0, 64]], block = []}>
#linear2 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 64]], warp = [[16, 0], [32, 0]], block = []}>
#loc2 = loc("/tmp/tmpuvaim6z7.mlir":7:24)
#loc3 = loc("/tmp/tmpuvaim6z7.mlir":7:62)
#loc4 = loc("/tmp/tmpuvaim6z7.mlir":7:95)
#loc5 = loc("/tmp/tmpuvaim6z7.mlir":7:135)
#loc6 = loc("/tmp/tmpuvaim6z7.mlir":7:169)
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm100_small(%arg0: tensor<64x64xf8E4M3FN, #blocked> loc("/tmp/tmpuvaim6z7.mlir":7:24), %arg1: tensor<64x2xi8, #blocked1> loc("/tmp/tmpuvaim6z7.mlir":7:62), %arg2: tensor<64x128xf8E4M3FN, #blocked2> loc("/tmp/tmpuvaim6z7.mlir":7:95), %arg3: tensor<128x2xi8, #blocked1> loc("/tmp/tmpuvaim6z7.mlir":7:135), %arg4: tensor<64x128xf32, #blocked2> loc("/tmp/tmpuvaim6z7.mlir":7:169)) -> tensor<64x128xf32, #blocked2> {
    %true = arith.constant true loc(#loc7)
    %cst = arith.constant dense<0x7FC0> : tensor<64x128xbf16, #blocked2> loc(#loc5)
    %cst_0 = arith.constant dense<-1> : tensor<2x128xi8, #blocked3> loc(#loc5)
    %cst_1 = arith.constant dense<7> : tensor<2x128xi16, #blocked3> loc(#loc5)
    %cst_2 = arith.constant dense<0x7FC0> : tensor<64x64xbf16, #blocked> loc(#loc3)
    %cst_3 = arith.constant dense<-1> : tensor<64x2xi8, #blocked1> loc(#loc3)
    %cst_4 = arith.constant dense<7> : tensor<64x2xi16, #blocked1> loc(#loc3)
    %0 = tt.fp_to_fp %arg0 : tensor<64x64xf8E4M3FN, #blocked> -> tensor<64x64xbf16, #blocked> loc(#loc2)
    %1 = arith.extui %arg1 : tensor<64x2xi8, #blocked1> to tensor<64x2xi16, #blocked1> loc(#loc3)
    %2 = arith.shli %1, %cst_4 : tensor<64x2xi16, #blocked1> loc(#loc3)
    %3 = tt.bitcast %2 : tensor<64x2xi16, #blocked1> -> tensor<64x2xbf16, #blocked1> loc(#loc3)
    %4 = ttg.convert_layout %3 : tensor<64x2xbf16, #blocked1> -> tensor<64x2xbf16, #ttg.slice<{dim = 2, parent = #blocked4}>> loc(#loc3)
    %5 = tt.expand_dims %4 {axis = 2 : i32} : tensor<64x2xbf16, #ttg.slice<{dim = 2, parent = #blocked4}>> -> tensor<64x2x1xbf16, #blocked4> loc(#loc3)
    %6 = tt.broadcast %5 : tensor<64x2x1xbf16, #blocked4> -> tensor<64x2x32xbf16, #blocked4> loc(#loc3)
    %7 = tt.reshape %6 : tensor<64x2x32xbf16, #blocked4> -> tensor<64x64xbf16, #linear> loc(#loc3)
    %8 = ttg.convert_layout %7 : tensor<64x64xbf16, #linear> -> tensor<64x64xbf16, #blocked> loc(#loc3)
    %9 = arith.mulf %0, %8 : tensor<64x64xbf16, #blocked> loc(#loc2)
    %10 = arith.cmpi eq, %arg1, %cst_3 : tensor<64x2xi8, #blocked1> loc(#loc3)
    %11 = ttg.convert_layout %10 : tensor<64x2xi1, #blocked1> -> tensor<64x2xi1, #ttg.slice<{dim = 2, parent = #blocked4}>> loc(#loc3)
    %12 = tt.expand_dims %11 {axis = 2 : i32} : tensor<64x2xi1, #ttg.slice<{dim = 2, parent = #blocked4}>> -> tensor<64x2x1xi1, #blocked4> loc(#loc3)
    %13 = tt.broadcast %12 : tensor<64x2x1xi1, #blocked4> -> tensor<64x2x32xi1, #blocked4> loc(#loc3)
    %14 = tt.reshape %13 : tensor<64x2x32xi1, #blocked4> -> tensor<64x64xi1, #linear> loc(#loc3)
    %15 = ttg.convert_layout %14 : tensor<64x64xi1, #linear> -> tensor<64x64xi1, #blocked> loc(#loc3)
    %16 = arith.select %15, %cst_2, %9 : tensor<64x64xi1, #blocked>, tensor<64x64xbf16, #blocked> loc(#loc3)
    %17 = ttg.local_alloc %16 : (tensor<64x64xbf16, #blocked>) -> !ttg.memdesc<64x64xbf16, #shared, #smem> loc(#loc3)
    %18 = tt.fp_to_fp %arg2 : tensor<64x128xf8E4M3FN, #blocked2> -> tensor<64x128xbf16, #blocked2> loc(#loc4)
    %19 = tt.trans %arg3 {order = array<i32: 1, 0>} : tensor<128x2xi8, #blocked1> -> tensor<2x128xi8, #blocked3> loc(#loc5)
    %20 = arith.extui %19 : tensor<2x128xi8, #blocked3> to tensor<2x128xi16, #blocked3> loc(#loc5)
    %21 = arith.shli %20, %cst_1 : tensor<2x128xi16, #blocked3> loc(#loc5)
    %22 = tt.bitcast %21 : tensor<2x128xi16, #blocked3> -> tensor<2x128xbf16, #blocked3> loc(#loc5)
    %23 = ttg.convert_layout %22 : tensor<2x128xbf16, #blocked3> -> tensor<2x128xbf16, #ttg.slice<{dim = 2, parent = #blocked5}>> loc(#loc5)
    %24 = tt.expand_dims %23 {axis = 2 : i32} : tensor<2x128xbf16, #ttg.slice<{dim = 2, parent = #blocked5}>> -> tensor<2x128x1xbf16, #blocked5> loc(#loc5)
    %25 = tt.broadcast %24 : tensor<2x128x1xbf16, #blocked5> -> tensor<2x128x32xbf16, #blocked5> loc(#loc5)
    %26 = tt.trans %25 {order = array<i32: 0, 2, 1>} : tensor<2x128x32xbf16, #blocked5> -> tensor<2x32x128xbf16, #blocked6> loc(#loc5)
    %27 = tt.reshape %26 : tensor<2x32x128xbf16, #blocked6> -> tensor<64x128xbf16, #linear1> loc(#loc5)
    %28 = ttg.convert_layout %27 : tensor<64x128xbf16, #linear1> -> tensor<64x128xbf16, #blocked2> loc(#loc5)
    %29 = arith.mulf %18, %28 : tensor<64x128xbf16, #blocked2> loc(#loc4)
    %30 = arith.cmpi eq, %19, %cst_0 : tensor<2x128xi8, #blocked3> loc(#loc5)
    %31 = ttg.convert_layout %30 : tensor<2x128xi1, #blocked3> -> tensor<2x128xi1, #ttg.slice<{dim = 2, parent = #blocked5}>> loc(#loc5)
    %32 = tt.expand_dims %31 {axis = 2 : i32} : tensor<2x128xi1, #ttg.slice<{dim = 2, parent = #blocked5}>> -> tensor<2x128x1xi1, #blocked5> loc(#loc5)
    %33 = tt.broadcast %32 : tensor<2x128x1xi1, #blocked5> -> tensor<2x128x32xi1, #blocked5> loc(#loc5)
    %34 = tt.trans %33 {order = array<i32: 0, 2, 1>} : tensor<2x128x32xi1, #blocked5> -> tensor<2x32x128xi1, #blocked6> loc(#loc5)
    %35 = tt.reshape %34 : tensor<2x32x128xi1, #blocked6> -> tensor<64x128xi1, #linear1> loc(#loc5)
    %36 = ttg.convert_layout %35 : tensor<64x128xi1, #linear1> -> tensor<64x128xi1, #blocked2> loc(#loc5)
    %37 = arith.select %36, %cst, %29 : tensor<64x128xi1, #blocked2>, tensor<64x128xbf16, #blocked2> loc(#loc5)
    %38 = ttg.local_alloc %37 : (tensor<64x128xbf16, #blocked2>) -> !ttg.memdesc<64x128xbf16, #shared, #smem> loc(#loc5)
    %39 = ttg.convert_layout %arg4 : tensor<64x128xf32, #blocked2> -> tensor<64x128xf32, #linear2> loc(#loc7)
    %result, %token = ttng.tmem_alloc %39 : (tensor<64x128xf32, #linear2>) -> (!ttg.memdesc<64x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token) loc(#loc7)
    %40 = ttng.tc_gen5_mma %17, %38, %result[%token], %true, %true : !ttg.memdesc<64x64xbf16, #shared, #smem>, !ttg.memdesc<64x128xbf16, #shared, #smem>, !ttg.memdesc<64x128xf32, #tmem, #ttng.tensor_memory, mutable> loc(#loc7)
    %result_5, %token_6 = ttng.tmem_load %result[%40] : !ttg.memdesc<64x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<64x128xf32, #linear2> loc(#loc7)
    %41 = ttg.convert_layout %result_5 : tensor<64x128xf32, #linear2> -> tensor<64x128xf32, #blocked2> loc(#loc7)
    %42 = ttg.convert_layout %41 : tensor<64x128xf32, #blocked2> -> tensor<64x128xf32, #blocked2> loc(#loc7)
    tt.return %42 : tensor<64x128xf32, #blocked2> loc(#loc8)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmpuvaim6z7.mlir":6:1)
#loc1 = loc("/tmp/tmpuvaim6z7.mlir":7:3)
#loc7 = loc("/tmp/tmpuvaim6z7.mlir":8:10)
#loc8 = loc("/tmp/tmpuvaim6z7.mlir":9:5)
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [8, 4, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 4], order = [1, 2, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [32, 0], [64, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[0, 0], [0, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64], [32, 0], [64, 0], [0, 128]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[0, 0], [0, 0]], block = []}>
#linear2 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [32, 0], [64, 0]], lane = [[0, 32], [0, 64], [1, 0], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>
#linear3 = #ttg.linear<{register = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [32, 0], [64, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], warp = [[0, 32], [0, 64]], block = []}>
#loc2 = loc("/tmp/tmpijr8xouc.mlir":5:35)
#loc3 = loc("/tmp/tmpijr8xouc.mlir":5:67)
#loc4 = loc("/tmp/tmpijr8xouc.mlir":5:100)
#loc5 = loc("/tmp/tmpijr8xouc.mlir":5:134)
#loc6 = loc("/tmp/tmpijr8xouc.mlir":5:167)
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_a_in_linear_layout(%arg0: tensor<128x64xi8, #linear> loc("/tmp/tmpijr8xouc.mlir":5:35), %arg1: tensor<128x4xi8, #blocked> loc("/tmp/tmpijr8xouc.mlir":5:67), %arg2: tensor<64x128xi8, #blocked1> loc("/tmp/tmpijr8xouc.mlir":5:100), %arg3: tensor<128x4xi8, #blocked> loc("/tmp/tmpijr8xouc.mlir":5:134), %arg4: tensor<128x128xf32, #blocked1> loc("/tmp/tmpijr8xouc.mlir":5:167)) -> tensor<128x128xf32, #blocked1> {
    %cst = arith.constant dense<0x7FC0> : tensor<128x128xbf16, #blocked2> loc(#loc5)
    %cst_0 = arith.constant dense<-1> : tensor<4x128xi8, #blocked3> loc(#loc5)
    %cst_1 = arith.constant dense<7> : tensor<4x128xi16, #blocked3> loc(#loc5)
    %cst_2 = arith.constant dense<0x7FC0> : tensor<128x128xbf16, #linear1> loc(#loc3)
    %cst_3 = arith.constant dense<-1> : tensor<128x4xi8, #blocked> loc(#loc3)
    %cst_4 = arith.constant dense<7> : tensor<128x4xi16, #blocked> loc(#loc3)
    %0 = ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<128x64xi8, #linear> -> tensor<128x128xbf16, #linear1> loc(#loc2)
    %1 = arith.extui %arg1 : tensor<128x4xi8, #blocked> to tensor<128x4xi16, #blocked> loc(#loc3)
    %2 = arith.shli %1, %cst_4 : tensor<128x4xi16, #blocked> loc(#loc3)
    %3 = tt.bitcast %2 : tensor<128x4xi16, #blocked> -> tensor<128x4xbf16, #blocked> loc(#loc3)
    %4 = ttg.convert_layout %3 : tensor<128x4xbf16, #blocked> -> tensor<128x4xbf16, #ttg.slice<{dim = 2, parent = #blocked4}>> loc(#loc3)
    %5 = tt.expand_dims %4 {axis = 2 : i32} : tensor<128x4xbf16, #ttg.slice<{dim = 2, parent = #blocked4}>> -> tensor<128x4x1xbf16, #blocked4> loc(#loc3)
    %6 = tt.broadcast %5 : tensor<128x4x1xbf16, #blocked4> -> tensor<128x4x32xbf16, #blocked4> loc(#loc3)
    %7 = tt.reshape %6 : tensor<128x4x32xbf16, #blocked4> -> tensor<128x128xbf16, #linear2> loc(#loc3)
    %8 = ttg.convert_layout %7 : tensor<128x128xbf16, #linear2> -> tensor<128x128xbf16, #linear1> loc(#loc3)
    %9 = arith.mulf %0, %8 : tensor<128x128xbf16, #linear1> loc(#loc2)
    %10 = arith.cmpi eq, %arg1, %cst_3 : tensor<128x4xi8, #blocked> loc(#loc3)
    %11 = ttg.convert_layout %10 : tensor<128x4xi1, #blocked> -> tensor<128x4xi1, #ttg.slice<{dim = 2, parent = #blocked4}>> loc(#loc3)
    %12 = tt.expand_dims %11 {axis = 2 : i32} : tensor<128x4xi1, #ttg.slice<{dim = 2, parent = #blocked4}>> -> tensor<128x4x1xi1, #blocked4> loc(#loc3)
    %13 = tt.broadcast %12 : tensor<128x4x1xi1, #blocked4> -> tensor<128x4x32xi1, #blocked4> loc(#loc3)
    %14 = tt.reshape %13 : tensor<128x4x32xi1, #blocked4> -> tensor<128x128xi1, #linear2> loc(#loc3)
    %15 = ttg.convert_layout %14 : tensor<128x128xi1, #linear2> -> tensor<128x128xi1, #linear1> loc(#loc3)
    %16 = arith.select %15, %cst_2, %9 : tensor<128x128xi1, #linear1>, tensor<128x128xbf16, #linear1> loc(#loc3)
    %17 = ttg.convert_layout %16 : tensor<128x128xbf16, #linear1> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> loc(#loc3)
    %18 = ttg.fp4_to_fp %arg2 {axis = 0 : i32} : tensor<64x128xi8, #blocked1> -> tensor<128x128xbf16, #blocked2> loc(#loc4)
    %19 = tt.trans %arg3 {order = array<i32: 1, 0>} : tensor<128x4xi8, #blocked> -> tensor<4x128xi8, #blocked3> loc(#loc5)
    %20 = arith.extui %19 : tensor<4x128xi8, #blocked3> to tensor<4x128xi16, #blocked3> loc(#loc5)
    %21 = arith.shli %20, %cst_1 : tensor<4x128xi16, #blocked3> loc(#loc5)
    %22 = tt.bitcast %21 : tensor<4x128xi16, #blocked3> -> tensor<4x128xbf16, #blocked3> loc(#loc5)
    %23 = ttg.convert_layout %22 : tensor<4x128xbf16, #blocked3> -> tensor<4x128xbf16, #ttg.slice<{dim = 2, parent = #blocked5}>> loc(#loc5)
    %24 = tt.expand_dims %23 {axis = 2 : i32} : tensor<4x128xbf16, #ttg.slice<{dim = 2, parent = #blocked5}>> -> tensor<4x128x1xbf16, #blocked5> loc(#loc5)
    %25 = tt.broadcast %24 : tensor<4x128x1xbf16, #blocked5> -> tensor<4x128x32xbf16, #blocked5> loc(#loc5)
    %26 = tt.trans %25 {order = array<i32: 0, 2, 1>} : tensor<4x128x32xbf16, #blocked5> -> tensor<4x32x128xbf16, #blocked6> loc(#loc5)
    %27 = tt.reshape %26 : tensor<4x32x128xbf16, #blocked6> -> tensor<128x128xbf16, #linear3> loc(#loc5)
    %28 = ttg.convert_layout %27 : tensor<128x128xbf16, #linear3> -> tensor<128x128xbf16, #blocked2> loc(#loc5)
    %29 = arith.mulf %18, %28 : tensor<128x128xbf16, #blocked2> loc(#loc4)
    %30 = arith.cmpi eq, %19, %cst_0 : tensor<4x128xi8, #blocked3> loc(#loc5)
    %31 = ttg.convert_layout %30 : tensor<4x128xi1, #blocked3> -> tensor<4x128xi1, #ttg.slice<{dim = 2, parent = #blocked5}>> loc(#loc5)
    %32 = tt.expand_dims %31 {axis = 2 : i32} : tensor<4x128xi1, #ttg.slice<{dim = 2, parent = #blocked5}>> -> tensor<4x128x1xi1, #blocked5> loc(#loc5)
    %33 = tt.broadcast %32 : tensor<4x128x1xi1, #blocked5> -> tensor<4x128x32xi1, #blocked5> loc(#loc5)
    %34 = tt.trans %33 {order = array<i32: 0, 2, 1>} : tensor<4x128x32xi1, #blocked5> -> tensor<4x32x128xi1, #blocked6> loc(#loc5)
    %35 = tt.reshape %34 : tensor<4x32x128xi1, #blocked6> -> tensor<128x128xi1, #linear3> loc(#loc5)
    %36 = ttg.convert_layout %35 : tensor<128x128xi1, #linear3> -> tensor<128x128xi1, #blocked2> loc(#loc5)
    %37 = arith.select %36, %cst, %29 : tensor<128x128xi1, #blocked2>, tensor<128x128xbf16, #blocked2> loc(#loc5)
    %38 = ttg.convert_layout %37 : tensor<128x128xbf16, #blocked2> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> loc(#loc5)
    %39 = ttg.convert_layout %arg4 : tensor<128x128xf32, #blocked1> -> tensor<128x128xf32, #mma> loc(#loc6)
    %40 = ttg.convert_layout %17 : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> loc(#loc3)
    %41 = ttg.convert_layout %38 : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> loc(#loc5)
    %42 = tt.dot %40, %41, %39 : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<128x128xf32, #mma> loc(#loc7)
    %43 = ttg.convert_layout %42 : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #blocked1> loc(#loc7)
    %44 = ttg.convert_layout %43 : tensor<128x128xf32, #blocked1> -> tensor<128x128xf32, #blocked1> loc(#loc7)
    tt.return %44 : tensor<128x128xf32, #blocked1> loc(#loc8)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmpijr8xouc.mlir":4:1)
#loc1 = loc("/tmp/tmpijr8xouc.mlir":5:3)
#loc7 = loc("/tmp/tmpijr8xouc.mlir":6:10)
#loc8 = loc("/tmp/tmpijr8xouc.mlir":7:5)
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [8, 4, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 4], order = [1, 2, 0]}>
#linear = #ttg.linear<{register = [[1, 0], [2, 0], [4, 0], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[0, 1], [0, 2], [0, 4], [8, 0], [16, 0]], warp = [[32, 0], [0, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 8], [0, 16], [0, 32], [0, 64], [128, 0]], lane = [[0, 1], [0, 2], [0, 4], [16, 0], [32, 0]], warp = [[64, 0], [0, 0]], block = []}>
#linear2 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [32, 0], [64, 0]], lane = [[0, 32], [0, 64], [1, 0], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>
#linear3 = #ttg.linear<{register = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [32, 0], [64, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], warp = [[0, 32], [0, 64]], block = []}>
#loc2 = loc("/tmp/tmpun6a9c_a.mlir":6:35)
#loc3 = loc("/tmp/tmpun6a9c_a.mlir":6:69)
#loc4 = loc("/tmp/tmpun6a9c_a.mlir":6:102)
#loc5 = loc("/tmp/tmpun6a9c_a.mlir":6:134)
#loc6 = loc("/tmp/tmpun6a9c_a.mlir":6:167)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_b_in_linear_layout(%arg0: tensor<128x64xi8, #blocked> loc("/tmp/tmpun6a9c_a.mlir":6:35), %arg1: tensor<128x4xi8, #blocked1> loc("/tmp/tmpun6a9c_a.mlir":6:69), %arg2: tensor<64x128xi8, #linear> loc("/tmp/tmpun6a9c_a.mlir":6:102), %arg3: tensor<128x4xi8, #blocked1> loc("/tmp/tmpun6a9c_a.mlir":6:134), %arg4: tensor<128x128xf32, #blocked2> loc("/tmp/tmpun6a9c_a.mlir":6:167)) -> tensor<128x128xf32, #blocked2> {
    %cst = arith.constant dense<0x7FC0> : tensor<128x128xbf16, #linear1> loc(#loc5)
    %cst_0 = arith.constant dense<-1> : tensor<4x128xi8, #blocked3> loc(#loc5)
    %cst_1 = arith.constant dense<7> : tensor<4x128xi16, #blocked3> loc(#loc5)
    %cst_2 = arith.constant dense<0x7FC0> : tensor<128x128xbf16, #blocked4> loc(#loc3)
    %cst_3 = arith.constant dense<-1> : tensor<128x4xi8, #blocked1> loc(#loc3)
    %cst_4 = arith.constant dense<7> : tensor<128x4xi16, #blocked1> loc(#loc3)
    %0 = ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<128x64xi8, #blocked> -> tensor<128x128xbf16, #blocked4> loc(#loc2)
    %1 = arith.extui %arg1 : tensor<128x4xi8, #blocked1> to tensor<128x4xi16, #blocked1> loc(#loc3)
    %2 = arith.shli %1, %cst_4 : tensor<128x4xi16, #blocked1> loc(#loc3)
    %3 = tt.bitcast %2 : tensor<128x4xi16, #blocked1> -> tensor<128x4xbf16, #blocked1> loc(#loc3)
    %4 = ttg.convert_layout %3 : tensor<128x4xbf16, #blocked1> -> tensor<128x4xbf16, #ttg.slice<{dim = 2, parent = #blocked5}>> loc(#loc3)
    %5 = tt.expand_dims %4 {axis = 2 : i32} : tensor<128x4xbf16, #ttg.slice<{dim = 2, parent = #blocked5}>> -> tensor<128x4x1xbf16, #blocked5> loc(#loc3)
    %6 = tt.broadcast %5 : tensor<128x4x1xbf16, #blocked5> -> tensor<128x4x32xbf16, #blocked5> loc(#loc3)
    %7 = tt.reshape %6 : tensor<128x4x32xbf16, #blocked5> -> tensor<128x128xbf16, #linear2> loc(#loc3)
    %8 = ttg.convert_layout %7 : tensor<128x128xbf16, #linear2> -> tensor<128x128xbf16, #blocked4> loc(#loc3)
    %9 = arith.mulf %0, %8 : tensor<128x128xbf16, #blocked4> loc(#loc2)
    %10 = arith.cmpi eq, %arg1, %cst_3 : tensor<128x4xi8, #blocked1> loc(#loc3)
    %11 = ttg.convert_layout %10 : tensor<128x4xi1, #blocked1> -> tensor<128x4xi1, #ttg.slice<{dim = 2, parent = #blocked5}>> loc(#loc3)
    %12 = tt.expand_dims %11 {axis = 2 : i32} : tensor<128x4xi1, #ttg.slice<{dim = 2, parent = #blocked5}>> -> tensor<128x4x1xi1, #blocked5> loc(#loc3)
    %13 = tt.broadcast %12 : tensor<128x4x1xi1, #blocked5> -> tensor<128x4x32xi1, #blocked5> loc(#loc3)
    %14 = tt.reshape %13 : tensor<128x4x32xi1, #blocked5> -> tensor<128x128xi1, #linear2> loc(#loc3)
    %15 = ttg.convert_layout %14 : tensor<128x128xi1, #linear2> -> tensor<128x128xi1, #blocked4> loc(#loc3)
    %16 = arith.select %15, %cst_2, %9 : tensor<128x128xi1, #blocked4>, tensor<128x128xbf16, #blocked4> loc(#loc3)
    %17 = ttg.convert_layout %16 : tensor<128x128xbf16, #blocked4> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked2}>> loc(#loc3)
    %18 = ttg.fp4_to_fp %arg2 {axis = 0 : i32} : tensor<64x128xi8, #linear> -> tensor<128x128xbf16, #linear1> loc(#loc4)
    %19 = tt.trans %arg3 {order = array<i32: 1, 0>} : tensor<128x4xi8, #blocked1> -> tensor<4x128xi8, #blocked3> loc(#loc5)
    %20 = arith.extui %19 : tensor<4x128xi8, #blocked3> to tensor<4x128xi16, #blocked3> loc(#loc5)
    %21 = arith.shli %20, %cst_1 : tensor<4x128xi16, #blocked3> loc(#loc5)
    %22 = tt.bitcast %21 : tensor<4x128xi16, #blocked3> -> tensor<4x128xbf16, #blocked3> loc(#loc5)
    %23 = ttg.convert_layout %22 : tensor<4x128xbf16, #blocked3> -> tensor<4x128xbf16, #ttg.slice<{dim = 2, parent = #blocked6}>> loc(#loc5)
    %24 = tt.expand_dims %23 {axis = 2 : i32} : tensor<4x128xbf16, #ttg.slice<{dim = 2, parent = #blocked6}>> -> tensor<4x128x1xbf16, #blocked6> loc(#loc5)
    %25 = tt.broadcast %24 : tensor<4x128x1xbf16, #blocked6> -> tensor<4x128x32xbf16, #blocked6> loc(#loc5)
    %26 = tt.trans %25 {order = array<i32: 0, 2, 1>} : tensor<4x128x32xbf16, #blocked6> -> tensor<4x32x128xbf16, #blocked7> loc(#loc5)
    %27 = tt.reshape %26 : tensor<4x32x128xbf16, #blocked7> -> tensor<128x128xbf16, #linear3> loc(#loc5)
    %28 = ttg.convert_layout %27 : tensor<128x128xbf16, #linear3> -> tensor<128x128xbf16, #linear1> loc(#loc5)
    %29 = arith.mulf %18, %28 : tensor<128x128xbf16, #linear1> loc(#loc4)
    %30 = arith.cmpi eq, %19, %cst_0 : tensor<4x128xi8, #blocked3> loc(#loc5)
    %31 = ttg.convert_layout %30 : tensor<4x128xi1, #blocked3> -> tensor<4x128xi1, #ttg.slice<{dim = 2, parent = #blocked6}>> loc(#loc5)
    %32 = tt.expand_dims %31 {axis = 2 : i32} : tensor<4x128xi1, #ttg.slice<{dim = 2, parent = #blocked6}>> -> tensor<4x128x1xi1, #blocked6> loc(#loc5)
    %33 = tt.broadcast %32 : tensor<4x128x1xi1, #blocked6> -> tensor<4x128x32xi1, #blocked6> loc(#loc5)
    %34 = tt.trans %33 {order = array<i32: 0, 2, 1>} : tensor<4x128x32xi1, #blocked6> -> tensor<4x32x128xi1, #blocked7> loc(#loc5)
    %35 = tt.reshape %34 : tensor<4x32x128xi1, #blocked7> -> tensor<128x128xi1, #linear3> loc(#loc5)
    %36 = ttg.convert_layout %35 : tensor<128x128xi1, #linear3> -> tensor<128x128xi1, #linear1> loc(#loc5)
    %37 = arith.select %36, %cst, %29 : tensor<128x128xi1, #linear1>, tensor<128x128xbf16, #linear1> loc(#loc5)
    %38 = ttg.local_alloc %37 : (tensor<128x128xbf16, #linear1>) -> !ttg.memdesc<128x128xbf16, #shared, #smem> loc(#loc5)
    %39 = ttg.convert_layout %arg4 : tensor<128x128xf32, #blocked2> -> tensor<128x128xf32, #mma> loc(#loc6)
    %40 = ttg.convert_layout %17 : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked2}>> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> loc(#loc3)
    %41 = ttng.warp_group_dot %40, %38, %39 : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<128x128xbf16, #shared, #smem> -> tensor<128x128xf32, #mma> loc(#loc7)
    %42 = ttg.convert_layout %41 : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #blocked2> loc(#loc7)
    %43 = ttg.convert_layout %42 : tensor<128x128xf32, #blocked2> -> tensor<128x128xf32, #blocked2> loc(#loc7)
    tt.return %43 : tensor<128x128xf32, #blocked2> loc(#loc8)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmpun6a9c_a.mlir":5:1)
#loc1 = loc("/tmp/tmpun6a9c_a.mlir":6:3)
#loc7 = loc("/tmp/tmpun6a9c_a.mlir":7:10)
#loc8 = loc("/tmp/tmpun6a9c_a.mlir":8:5)
// -----
#blocked = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [8, 4, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 4], order = [1, 2, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [1, 0], [64, 0], [0, 8], [0, 16], [0, 32], [0, 64], [0, 128]], lane = [[2, 0], [4, 0], [8, 0], [16, 0], [32, 0]], warp = [[0, 2], [0, 4]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [32, 0], [64, 0]], lane = [[0, 32], [0, 64], [1, 0], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>
#linear2 = #ttg.linear<{register = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [32, 0], [64, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], warp = [[0, 32], [0, 64]], block = []}>
#loc2 = loc("/tmp/tmpdkse1rbo.mlir":5:39)
#loc3 = loc("/tmp/tmpdkse1rbo.mlir":5:73)
#loc4 = loc("/tmp/tmpdkse1rbo.mlir":5:106)
#loc5 = loc("/tmp/tmpdkse1rbo.mlir":5:140)
#loc6 = loc("/tmp/tmpdkse1rbo.mlir":5:173)
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_a_blocked_column_major(%arg0: tensor<128x64xi8, #blocked> loc("/tmp/tmpdkse1rbo.mlir":5:39), %arg1: tensor<128x4xi8, #blocked1> loc("/tmp/tmpdkse1rbo.mlir":5:73), %arg2: tensor<64x128xi8, #blocked2> loc("/tmp/tmpdkse1rbo.mlir":5:106), %arg3: tensor<128x4xi8, #blocked1> loc("/tmp/tmpdkse1rbo.mlir":5:140), %arg4: tensor<128x128xf32, #blocked2> loc("/tmp/tmpdkse1rbo.mlir":5:173)) -> tensor<128x128xf32, #blocked2> {
    %cst = arith.constant dense<0x7FC0> : tensor<128x128xbf16, #blocked3> loc(#loc5)
    %cst_0 = arith.constant dense<-1> : tensor<4x128xi8, #blocked4> loc(#loc5)
    %cst_1 = arith.constant dense<7> : tensor<4x128xi16, #blocked4> loc(#loc5)
    %cst_2 = arith.constant dense<0x7FC0> : tensor<128x128xbf16, #linear> loc(#loc3)
    %cst_3 = arith.constant dense<-1> : tensor<128x4xi8, #blocked1> loc(#loc3)
    %cst_4 = arith.constant dense<7> : tensor<128x4xi16, #blocked1> loc(#loc3)
    %0 = ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<128x64xi8, #blocked> -> tensor<128x128xbf16, #linear> loc(#loc2)
    %1 = arith.extui %arg1 : tensor<128x4xi8, #blocked1> to tensor<128x4xi16, #blocked1> loc(#loc3)
    %2 = arith.shli %1, %cst_4 : tensor<128x4xi16, #blocked1> loc(#loc3)
    %3 = tt.bitcast %2 : tensor<128x4xi16, #blocked1> -> tensor<128x4xbf16, #blocked1> loc(#loc3)
    %4 = ttg.convert_layout %3 : tensor<128x4xbf16, #blocked1> -> tensor<128x4xbf16, #ttg.slice<{dim = 2, parent = #blocked5}>> loc(#loc3)
    %5 = tt.expand_dims %4 {axis = 2 : i32} : tensor<128x4xbf16, #ttg.slice<{dim = 2, parent = #blocked5}>> -> tensor<128x4x1xbf16, #blocked5> loc(#loc3)
    %6 = tt.broadcast %5 : tensor<128x4x1xbf16, #blocked5> -> tensor<128x4x32xbf16, #blocked5> loc(#loc3)
    %7 = tt.reshape %6 : tensor<128x4x32xbf16, #blocked5> -> tensor<128x128xbf16, #linear1> loc(#loc3)
    %8 = ttg.convert_layout %7 : tensor<128x128xbf16, #linear1> -> tensor<128x128xbf16, #linear> loc(#loc3)
    %9 = arith.mulf %0, %8 : tensor<128x128xbf16, #linear> loc(#loc2)
    %10 = arith.cmpi eq, %arg1, %cst_3 : tensor<128x4xi8, #blocked1> loc(#loc3)
    %11 = ttg.convert_layout %10 : tensor<128x4xi1, #blocked1> -> tensor<128x4xi1, #ttg.slice<{dim = 2, parent = #blocked5}>> loc(#loc3)
    %12 = tt.expand_dims %11 {axis = 2 : i32} : tensor<128x4xi1, #ttg.slice<{dim = 2, parent = #blocked5}>> -> tensor<128x4x1xi1, #blocked5> loc(#loc3)
    %13 = tt.broadcast %12 : tensor<128x4x1xi1, #blocked5> -> tensor<128x4x32xi1, #blocked5> loc(#loc3)
    %14 = tt.reshape %13 : tensor<128x4x32xi1, #blocked5> -> tensor<128x128xi1, #linear1> loc(#loc3)
    %15 = ttg.convert_layout %14 : tensor<128x128xi1, #linear1> -> tensor<128x128xi1, #linear> loc(#loc3)
    %16 = arith.select %15, %cst_2, %9 : tensor<128x128xi1, #linear>, tensor<128x128xbf16, #linear> loc(#loc3)
    %17 = ttg.convert_layout %16 : tensor<128x128xbf16, #linear> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked2}>> loc(#loc3)
    %18 = ttg.fp4_to_fp %arg2 {axis = 0 : i32} : tensor<64x128xi8, #blocked2> -> tensor<128x128xbf16, #blocked3> loc(#loc4)
    %19 = tt.trans %arg3 {order = array<i32: 1, 0>} : tensor<128x4xi8, #blocked1> -> tensor<4x128xi8, #blocked4> loc(#loc5)
    %20 = arith.extui %19 : tensor<4x128xi8, #blocked4> to tensor<4x128xi16, #blocked4> loc(#loc5)
    %21 = arith.shli %20, %cst_1 : tensor<4x128xi16, #blocked4> loc(#loc5)
    %22 = tt.bitcast %21 : tensor<4x128xi16, #blocked4> -> tensor<4x128xbf16, #blocked4> loc(#loc5)
    %23 = ttg.convert_layout %22 : tensor<4x128xbf16, #blocked4> -> tensor<4x128xbf16, #ttg.slice<{dim = 2, parent = #blocked6}>> loc(#loc5)
    %24 = tt.expand_dims %23 {axis = 2 : i32} : tensor<4x128xbf16, #ttg.slice<{dim = 2, parent = #blocked6}>> -> tensor<4x128x1xbf16, #blocked6> loc(#loc5)
    %25 = tt.broadcast %24 : tensor<4x128x1xbf16, #blocked6> -> tensor<4x128x32xbf16, #blocked6> loc(#loc5)
    %26 = tt.trans %25 {order = array<i32: 0, 2, 1>} : tensor<4x128x32xbf16, #blocked6> -> tensor<4x32x128xbf16, #blocked7> loc(#loc5)
    %27 = tt.reshape %26 : tensor<4x32x128xbf16, #blocked7> -> tensor<128x128xbf16, #linear2> loc(#loc5)
    %28 = ttg.convert_layout %27 : tensor<128x128xbf16, #linear2> -> tensor<128x128xbf16, #blocked3> loc(#loc5)
    %29 = arith.mulf %18, %28 : tensor<128x128xbf16, #blocked3> loc(#loc4)
    %30 = arith.cmpi eq, %19, %cst_0 : tensor<4x128xi8, #blocked4> loc(#loc5)
    %31 = ttg.convert_layout %30 : tensor<4x128xi1, #blocked4> -> tensor<4x128xi1, #ttg.slice<{dim = 2, parent = #blocked6}>> loc(#loc5)
    %32 = tt.expand_dims %31 {axis = 2 : i32} : tensor<4x128xi1, #ttg.slice<{dim = 2, parent = #blocked6}>> -> tensor<4x128x1xi1, #blocked6> loc(#loc5)
    %33 = tt.broadcast %32 : tensor<4x128x1xi1, #blocked6> -> tensor<4x128x32xi1, #blocked6> loc(#loc5)
    %34 = tt.trans %33 {order = array<i32: 0, 2, 1>} : tensor<4x128x32xi1, #blocked6> -> tensor<4x32x128xi1, #blocked7> loc(#loc5)
    %35 = tt.reshape %34 : tensor<4x32x128xi1, #blocked7> -> tensor<128x128xi1, #linear2> loc(#loc5)
    %36 = ttg.convert_layout %35 : tensor<128x128xi1, #linear2> -> tensor<128x128xi1, #blocked3> loc(#loc5)
    %37 = arith.select %36, %cst, %29 : tensor<128x128xi1, #blocked3>, tensor<128x128xbf16, #blocked3> loc(#loc5)
    %38 = ttg.convert_layout %37 : tensor<128x128xbf16, #blocked3> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked2}>> loc(#loc5)
    %39 = ttg.convert_layout %arg4 : tensor<128x128xf32, #blocked2> -> tensor<128x128xf32, #mma> loc(#loc6)
    %40 = ttg.convert_layout %17 : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked2}>> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> loc(#loc3)
    %41 = ttg.convert_layout %38 : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked2}>> -> tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> loc(#loc5)
    %42 = tt.dot %40, %41, %39 : tensor<128x128xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<128x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<128x128xf32, #mma> loc(#loc7)
    %43 = ttg.convert_layout %42 : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #blocked2> loc(#loc7)
    %44 = ttg.convert_layout %43 : tensor<128x128xf32, #blocked2> -> tensor<128x128xf32, #blocked2> loc(#loc7)
    tt.return %44 : tensor<128x128xf32, #blocked2> loc(#loc8)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmpdkse1rbo.mlir":4:1)
#loc1 = loc("/tmp/tmpdkse1rbo.mlir":5:3)
#loc7 = loc("/tmp/tmpdkse1rbo.mlir":6:10)
#loc8 = loc("/tmp/tmpdkse1rbo.mlir":7:5)
