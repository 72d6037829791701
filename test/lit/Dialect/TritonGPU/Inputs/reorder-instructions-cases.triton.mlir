#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#loc2 = loc("/tmp/tmp5w8pbei3.mlir":10:18)
#loc3 = loc("/tmp/tmp5w8pbei3.mlir":10:51)
#loc4 = loc("/tmp/tmp5w8pbei3.mlir":10:94)
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @moves(%arg0: tensor<64x64xf32, #blocked> loc("/tmp/tmp5w8pbei3.mlir":10:18), %arg1: tensor<64x64x!tt.ptr<f32>, #blocked1> loc("/tmp/tmp5w8pbei3.mlir":10:51), %arg2: tensor<64x64x!tt.ptr<f32>, #blocked> loc("/tmp/tmp5w8pbei3.mlir":10:94)) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable> loc(#loc5)
    %1 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1> loc(#loc6)
    %2 = arith.addf %arg0, %arg0 : tensor<64x64xf32, #blocked> loc(#loc7)
    %3 = ttg.local_alloc %2 : (tensor<64x64xf32, #blocked>) -> !ttg.memdesc<64x64xf32, #shared, #smem> loc(#loc8)
    %4 = ttg.memdesc_trans %3 {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf32, #shared, #smem> -> !ttg.memdesc<64x64xf32, #shared1, #smem> loc(#loc9)
    ttg.local_dealloc %0 : !ttg.memdesc<64x64xf32, #shared, #smem, mutable> loc(#loc10)
    %5 = ttg.convert_layout %arg0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1> loc(#loc11)
    tt.store %arg1, %5 : tensor<64x64x!tt.ptr<f32>, #blocked1> loc(#loc12)
    tt.store %arg1, %1 : tensor<64x64x!tt.ptr<f32>, #blocked1> loc(#loc13)
    %6 = ttg.local_load %4 : !ttg.memdesc<64x64xf32, #shared1, #smem> -> tensor<64x64xf32, #blocked> loc(#loc14)
    tt.store %arg2, %6 : tensor<64x64x!tt.ptr<f32>, #blocked> loc(#loc15)
    tt.return loc(#loc16)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmp5w8pbei3.mlir":9:1)
#loc1 = loc("/tmp/tmp5w8pbei3.mlir":10:3)
#loc5 = loc("/tmp/tmp5w8pbei3.mlir":12:12)
#loc6 = loc("/tmp/tmp5w8pbei3.mlir":13:10)
#loc7 = loc("/tmp/tmp5w8pbei3.mlir":14:10)
#loc8 = loc("/tmp/tmp5w8pbei3.mlir":16:10)
#loc9 = loc("/tmp/tmp5w8pbei3.mlir":17:11)
#loc10 = loc("/tmp/tmp5w8pbei3.mlir":15:5)
#loc11 = loc("/tmp/tmp5w8pbei3.mlir":11:10)
#loc12 = loc("/tmp/tmp5w8pbei3.mlir":18:5)
#loc13 = loc("/tmp/tmp5w8pbei3.mlir":19:5)
#loc14 = loc("/tmp/tmp5w8pbei3.mlir":20:10)
#loc15 = loc("/tmp/tmp5w8pbei3.mlir":21:5)
#loc16 = loc("/tmp/tmp5w8pbei3.mlir":22:5)
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc2 = loc("/tmp/tmpw7fz_ivm.mlir":9:25)
#loc3 = loc("/tmp/tmpw7fz_ivm.mlir":9:71)
#loc4 = loc("/tmp/tmpw7fz_ivm.mlir":9:117)
#loc5 = loc("/tmp/tmpw7fz_ivm.mlir":9:151)
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_operands(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem> loc("/tmp/tmpw7fz_ivm.mlir":9:25), %arg1: !ttg.memdesc<64x64xf16, #shared, #smem> loc("/tmp/tmpw7fz_ivm.mlir":9:71), %arg2: tensor<64x64xf16, #blocked> loc("/tmp/tmpw7fz_ivm.mlir":9:117), %arg3: i32 loc("/tmp/tmpw7fz_ivm.mlir":9:151)) -> tensor<64x64xf32, #mma> {
    %c0_i32 = arith.constant 0 : i32 loc(#loc6)
    %c1_i32 = arith.constant 1 : i32 loc(#loc7)
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma> loc(#loc8)
    %0 = scf.for %arg4 = %c0_i32 to %arg3 step %c1_i32 iter_args(%arg5 = %cst) -> (tensor<64x64xf32, #mma>)  : i32 {
      %1 = ttg.local_load %arg0 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> loc(#loc10)
      %2 = ttg.local_load %arg1 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> loc(#loc11)
      %3 = tt.dot %1, %2, %arg5 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma> loc(#loc12)
      %4 = ttg.local_load %arg1 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> loc(#loc13)
      %5 = ttg.convert_layout %arg2 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> loc(#loc14)
      %6 = tt.dot %5, %4, %3 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma> loc(#loc15)
      scf.yield %6 : tensor<64x64xf32, #mma> loc(#loc16)
    } loc(#loc9)
    tt.return %0 : tensor<64x64xf32, #mma> loc(#loc17)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmpw7fz_ivm.mlir":8:1)
#loc1 = loc("/tmp/tmpw7fz_ivm.mlir":9:3)
#loc6 = loc("/tmp/tmpw7fz_ivm.mlir":10:11)
#loc7 = loc("/tmp/tmpw7fz_ivm.mlir":11:11)
#loc8 = loc("/tmp/tmpw7fz_ivm.mlir":12:13)
#loc9 = loc("/tmp/tmpw7fz_ivm.mlir":15:10)
#loc10 = loc("/tmp/tmpw7fz_ivm.mlir":16:12)
#loc11 = loc("/tmp/tmpw7fz_ivm.mlir":13:10)
#loc12 = loc("/tmp/tmpw7fz_ivm.mlir":17:12)
#loc13 = loc("/tmp/tmpw7fz_ivm.mlir":18:13)
#loc14 = loc("/tmp/tmpw7fz_ivm.mlir":14:11)
#loc15 = loc("/tmp/tmpw7fz_ivm.mlir":19:12)
#loc16 = loc("/tmp/tmpw7fz_ivm.mlir":20:7)
#loc17 = loc("/tmp/tmpw7fz_ivm.mlir":22:5)
// -----
#loc2 = loc("/tmp/tmpkuaicm6_.mlir":6:22)
#loc3 = loc("/tmp/tmpkuaicm6_.mlir":6:68)
#loc4 = loc("/tmp/tmpkuaicm6_.mlir":6:114)
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @b_after_a(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem> loc("/tmp/tmpkuaicm6_.mlir":6:22), %arg1: !ttg.memdesc<64x64xf16, #shared, #smem> loc("/tmp/tmpkuaicm6_.mlir":6:68), %arg2: i32 loc("/tmp/tmpkuaicm6_.mlir":6:114)) -> tensor<64x64xf32, #mma> {
    %c0_i32 = arith.constant 0 : i32 loc(#loc5)
    %c1_i32 = arith.constant 1 : i32 loc(#loc6)
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma> loc(#loc7)
    %0 = scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg4 = %cst) -> (tensor<64x64xf32, #mma>)  : i32 {
      %1 = ttg.local_load %arg0 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> loc(#loc9)
      %2 = ttg.local_load %arg1 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> loc(#loc10)
      %3 = tt.dot %1, %2, %arg4 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma> loc(#loc11)
      scf.yield %3 : tensor<64x64xf32, #mma> loc(#loc12)
    } loc(#loc8)
    tt.return %0 : tensor<64x64xf32, #mma> loc(#loc13)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmpkuaicm6_.mlir":5:1)
#loc1 = loc("/tmp/tmpkuaicm6_.mlir":6:3)
#loc5 = loc("/tmp/tmpkuaicm6_.mlir":7:11)
#loc6 = loc("/tmp/tmpkuaicm6_.mlir":8:11)
#loc7 = loc("/tmp/tmpkuaicm6_.mlir":9:13)
#loc8 = loc("/tmp/tmpkuaicm6_.mlir":10:10)
#loc9 = loc("/tmp/tmpkuaicm6_.mlir":12:12)
#loc10 = loc("/tmp/tmpkuaicm6_.mlir":11:12)
#loc11 = loc("/tmp/tmpkuaicm6_.mlir":13:12)
#loc12 = loc("/tmp/tmpkuaicm6_.mlir":14:7)
#loc13 = loc("/tmp/tmpkuaicm6_.mlir":16:5)
