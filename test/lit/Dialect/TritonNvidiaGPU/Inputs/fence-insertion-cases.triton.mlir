#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc2 = loc("/tmp/tmpqfzl506e.mlir":7:30)
#loc3 = loc("/tmp/tmpqfzl506e.mlir":7:63)
#loc4 = loc("/tmp/tmpqfzl506e.mlir":7:108)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @alloc_before_loop(%arg0: tensor<64x64xf16, #blocked> loc("/tmp/tmpqfzl506e.mlir":7:30), %arg1: !ttg.memdesc<64x64xf16, #shared, #smem> loc("/tmp/tmpqfzl506e.mlir":7:63), %arg2: i32 loc("/tmp/tmpqfzl506e.mlir":7:108)) -> tensor<64x64xf32, #mma> {
    %c0_i32 = arith.constant 0 : i32 loc(#loc5)
    %c1_i32 = arith.constant 1 : i32 loc(#loc6)
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma> loc(#loc7)
    %0 = ttg.local_alloc %arg0 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem> loc(#loc8)
    ttng.fence_async_shared {bCluster = false} loc(#loc9)
    %1 = scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg4 = %cst) -> (tensor<64x64xf32, #mma>)  : i32 {
      %2 = ttng.warp_group_dot %0, %arg1, %arg4 : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma> loc(#loc9)
      scf.yield %2 : tensor<64x64xf32, #mma> loc(#loc11)
    } loc(#loc10)
    tt.return %1 : tensor<64x64xf32, #mma> loc(#loc12)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmpqfzl506e.mlir":6:1)
#loc1 = loc("/tmp/tmpqfzl506e.mlir":7:3)
#loc5 = loc("/tmp/tmpqfzl506e.mlir":8:11)
#loc6 = loc("/tmp/tmpqfzl506e.mlir":9:11)
#loc7 = loc("/tmp/tmpqfzl506e.mlir":10:13)
#loc8 = loc("/tmp/tmpqfzl506e.mlir":11:10)
#loc9 = loc("/tmp/tmpqfzl506e.mlir":13:12)
#loc10 = loc("/tmp/tmpqfzl506e.mlir":12:10)
#loc11 = loc("/tmp/tmpqfzl506e.mlir":14:7)
#loc12 = loc("/tmp/tmpqfzl506e.mlir":16:5)
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc2 = loc("/tmp/tmpji3h0b29.mlir":10:38)
#loc3 = loc("/tmp/tmpji3h0b29.mlir":10:71)
#loc4 = loc("/tmp/tmpji3h0b29.mlir":10:116)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @store_through_shared_view(%arg0: tensor<64x64xf16, #blocked> loc("/tmp/tmpji3h0b29.mlir":10:38), %arg1: !ttg.memdesc<64x64xf16, #shared, #smem> loc("/tmp/tmpji3h0b29.mlir":10:71), %arg2: i32 loc("/tmp/tmpji3h0b29.mlir":10:116)) -> tensor<64x64xf32, #mma> {
    %c0_i32 = arith.constant 0 : i32 loc(#loc5)
    %c1_i32 = arith.constant 1 : i32 loc(#loc6)
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma> loc(#loc7)
    %0 = ttg.local_alloc : () -> !ttg.memdesc<1x64x64xf16, #shared, #smem, mutable> loc(#loc8)
    ttng.fence_async_shared {bCluster = false} loc(#loc9)
    %1 = scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg4 = %cst) -> (tensor<64x64xf32, #mma>)  : i32 {
      %2 = ttg.memdesc_index %0[%c0_i32] : !ttg.memdesc<1x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable> loc(#loc11)
      ttg.local_store %arg0, %2 : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable> loc(#loc12)
      %3 = ttng.warp_group_dot %2, %arg1, %arg4 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma> loc(#loc9)
      %4 = ttng.warp_group_dot %2, %arg1, %3 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma> loc(#loc13)
      scf.yield %4 : tensor<64x64xf32, #mma> loc(#loc14)
    } loc(#loc10)
    tt.return %1 : tensor<64x64xf32, #mma> loc(#loc15)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmpji3h0b29.mlir":9:1)
#loc1 = loc("/tmp/tmpji3h0b29.mlir":10:3)
#loc5 = loc("/tmp/tmpji3h0b29.mlir":11:11)
#loc6 = loc("/tmp/tmpji3h0b29.mlir":12:11)
#loc7 = loc("/tmp/tmpji3h0b29.mlir":13:13)
#loc8 = loc("/tmp/tmpji3h0b29.mlir":14:12)
#loc9 = loc("/tmp/tmpji3h0b29.mlir":18:12)
#loc10 = loc("/tmp/tmpji3h0b29.mlir":15:10)
#loc11 = loc("/tmp/tmpji3h0b29.mlir":16:12)
#loc12 = loc("/tmp/tmpji3h0b29.mlir":17:7)
#loc13 = loc("/tmp/tmpji3h0b29.mlir":19:12)
#loc14 = loc("/tmp/tmpji3h0b29.mlir":20:7)
#loc15 = loc("/tmp/tmpji3h0b29.mlir":22:5)
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc2 = loc("/tmp/tmp4ncojzi8.mlir":9:31)
#loc3 = loc("/tmp/tmp4ncojzi8.mlir":9:64)
#loc4 = loc("/tmp/tmp4ncojzi8.mlir":9:109)
#loc15 = loc("/tmp/tmp4ncojzi8.mlir":21:28)
#loc16 = loc("/tmp/tmp4ncojzi8.mlir":21:73)
#loc17 = loc("/tmp/tmp4ncojzi8.mlir":21:118)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @two_dots_one_fence(%arg0: tensor<64x64xf16, #blocked> loc("/tmp/tmp4ncojzi8.mlir":9:31), %arg1: !ttg.memdesc<64x64xf16, #shared, #smem> loc("/tmp/tmp4ncojzi8.mlir":9:64), %arg2: i32 loc("/tmp/tmp4ncojzi8.mlir":9:109)) -> tensor<64x64xf32, #mma> {
    %c0_i32 = arith.constant 0 : i32 loc(#loc5)
    %c1_i32 = arith.constant 1 : i32 loc(#loc6)
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma> loc(#loc7)
    %0 = ttg.local_alloc %arg0 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem> loc(#loc8)
    ttng.fence_async_shared {bCluster = false} loc(#loc9)
    %1 = scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg4 = %cst) -> (tensor<64x64xf32, #mma>)  : i32 {
      %2 = ttng.warp_group_dot %0, %arg1, %arg4 : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma> loc(#loc9)
      %3 = ttng.warp_group_dot %0, %arg1, %2 : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma> loc(#loc11)
      scf.yield %3 : tensor<64x64xf32, #mma> loc(#loc12)
    } loc(#loc10)
    tt.return %1 : tensor<64x64xf32, #mma> loc(#loc13)
  } loc(#loc1)
  tt.func @argument_buffer(%arg0: !ttg.memdesc<64x64xf16, #shared, #smem> loc("/tmp/tmp4ncojzi8.mlir":21:28), %arg1: !ttg.memdesc<64x64xf16, #shared, #smem> loc("/tmp/tmp4ncojzi8.mlir":21:73), %arg2: tensor<64x64xf32, #mma> loc("/tmp/tmp4ncojzi8.mlir":21:118)) -> tensor<64x64xf32, #mma> {
    ttng.fence_async_shared {bCluster = false} loc(#loc18)
    %0 = ttng.warp_group_dot %arg0, %arg1, %arg2 : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma> loc(#loc18)
    tt.return %0 : tensor<64x64xf32, #mma> loc(#loc19)
  } loc(#loc14)
} loc(#loc)
#loc = loc("/tmp/tmp4ncojzi8.mlir":8:1)
#loc1 = loc("/tmp/tmp4ncojzi8.mlir":9:3)
#loc5 = loc("/tmp/tmp4ncojzi8.mlir":10:11)
#loc6 = loc("/tmp/tmp4ncojzi8.mlir":11:11)
#loc7 = loc("/tmp/tmp4ncojzi8.mlir":12:13)
#loc8 = loc("/tmp/tmp4ncojzi8.mlir":13:10)
#loc9 = loc("/tmp/tmp4ncojzi8.mlir":15:12)
#loc10 = loc("/tmp/tmp4ncojzi8.mlir":14:10)
#loc11 = loc("/tmp/tmp4ncojzi8.mlir":16:12)
#loc12 = loc("/tmp/tmp4ncojzi8.mlir":17:7)
#loc13 = loc("/tmp/tmp4ncojzi8.mlir":19:5)
#loc14 = loc("/tmp/tmp4ncojzi8.mlir":21:3)
#loc18 = loc("/tmp/tmp4ncojzi8.mlir":22:10)
#loc19 = loc("/tmp/tmp4ncojzi8.mlir":23:5)
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc2 = loc("/tmp/tmpb86v76s7.mlir":7:32)
#loc3 = loc("/tmp/tmpb86v76s7.mlir":7:65)
#loc4 = loc("/tmp/tmpb86v76s7.mlir":7:110)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @loop_carried_buffer(%arg0: tensor<64x64xf16, #blocked> loc("/tmp/tmpb86v76s7.mlir":7:32), %arg1: !ttg.memdesc<64x64xf16, #shared, #smem> loc("/tmp/tmpb86v76s7.mlir":7:65), %arg2: i32 loc("/tmp/tmpb86v76s7.mlir":7:110)) -> tensor<64x64xf32, #mma> {
    %c0_i32 = arith.constant 0 : i32 loc(#loc5)
    %c1_i32 = arith.constant 1 : i32 loc(#loc6)
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma> loc(#loc7)
    %0 = ttg.local_alloc %arg0 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem> loc(#loc8)
    ttng.fence_async_shared {bCluster = false} loc(#loc9)
    %1:2 = scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg4 = %cst, %arg5 = %0) -> (tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem>)  : i32 {
      %2 = ttng.warp_group_dot %arg5, %arg1, %arg4 : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma> loc(#loc9)
      scf.yield %2, %arg1 : tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem> loc(#loc11)
    } loc(#loc10)
    tt.return %1#0 : tensor<64x64xf32, #mma> loc(#loc12)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmpb86v76s7.mlir":6:1)
#loc1 = loc("/tmp/tmpb86v76s7.mlir":7:3)
#loc5 = loc("/tmp/tmpb86v76s7.mlir":8:11)
#loc6 = loc("/tmp/tmpb86v76s7.mlir":9:11)
#loc7 = loc("/tmp/tmpb86v76s7.mlir":10:13)
#loc8 = loc("/tmp/tmpb86v76s7.mlir":11:11)
#loc9 = loc("/tmp/tmpb86v76s7.mlir":13:12)
#loc10 = loc("/tmp/tmpb86v76s7.mlir":12:12)
#loc11 = loc("/tmp/tmpb86v76s7.mlir":14:7)
#loc12 = loc("/tmp/tmpb86v76s7.mlir":16:5)
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc2 = loc("/tmp/tmp_84met6u.mlir":7:26)
#loc3 = loc("/tmp/tmp_84met6u.mlir":7:59)
#loc4 = loc("/tmp/tmp_84met6u.mlir":7:92)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @store_in_loop(%arg0: tensor<64x64xf16, #blocked> loc("/tmp/tmp_84met6u.mlir":7:26), %arg1: tensor<64x64xf16, #blocked> loc("/tmp/tmp_84met6u.mlir":7:59), %arg2: i32 loc("/tmp/tmp_84met6u.mlir":7:92)) -> tensor<64x64xf32, #mma> {
    %c0_i32 = arith.constant 0 : i32 loc(#loc5)
    %c1_i32 = arith.constant 1 : i32 loc(#loc6)
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma> loc(#loc7)
    %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable> loc(#loc8)
    %1 = ttg.local_alloc %arg1 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem> loc(#loc9)
    %2 = scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg4 = %cst) -> (tensor<64x64xf32, #mma>)  : i32 {
      ttg.local_store %arg0, %0 : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable> loc(#loc11)
      ttng.fence_async_shared {bCluster = false} loc(#loc12)
      %3 = ttng.warp_group_dot %0, %1, %arg4 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma> loc(#loc12)
      scf.yield %3 : tensor<64x64xf32, #mma> loc(#loc13)
    } loc(#loc10)
    tt.return %2 : tensor<64x64xf32, #mma> loc(#loc14)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmp_84met6u.mlir":6:1)
#loc1 = loc("/tmp/tmp_84met6u.mlir":7:3)
#loc5 = loc("/tmp/tmp_84met6u.mlir":8:11)
#loc6 = loc("/tmp/tmp_84met6u.mlir":9:11)
#loc7 = loc("/tmp/tmp_84met6u.mlir":10:13)
#loc8 = loc("/tmp/tmp_84met6u.mlir":11:10)
#loc9 = loc("/tmp/tmp_84met6u.mlir":12:10)
#loc10 = loc("/tmp/tmp_84met6u.mlir":13:10)
#loc11 = loc("/tmp/tmp_84met6u.mlir":14:7)
#loc12 = loc("/tmp/tmp_84met6u.mlir":15:12)
#loc13 = loc("/tmp/tmp_84met6u.mlir":16:7)
#loc14 = loc("/tmp/tmp_84met6u.mlir":18:5)
// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc2 = loc("/tmp/tmpf2evkvi5.mlir":7:26)
#loc3 = loc("/tmp/tmpf2evkvi5.mlir":7:59)
#loc4 = loc("/tmp/tmpf2evkvi5.mlir":7:104)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @before_hopper(%arg0: tensor<64x64xf16, #blocked> loc("/tmp/tmpf2evkvi5.mlir":7:26), %arg1: !ttg.memdesc<64x64xf16, #shared, #smem> loc("/tmp/tmpf2evkvi5.mlir":7:59), %arg2: i32 loc("/tmp/tmpf2evkvi5.mlir":7:104)) -> tensor<64x64xf32, #mma> {
    %c0_i32 = arith.constant 0 : i32 loc(#loc5)
    %c1_i32 = arith.constant 1 : i32 loc(#loc6)
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma> loc(#loc7)
    %0 = ttg.local_alloc %arg0 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem> loc(#loc8)
    %1 = scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg4 = %cst) -> (tensor<64x64xf32, #mma>)  : i32 {
      %2 = ttng.warp_group_dot %0, %arg1, %arg4 : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma> loc(#loc10)
      scf.yield %2 : tensor<64x64xf32, #mma> loc(#loc11)
    } loc(#loc9)
    tt.return %1 : tensor<64x64xf32, #mma> loc(#loc12)
  } loc(#loc1)
} loc(#loc)
#loc = loc("/tmp/tmpf2evkvi5.mlir":6:1)
#loc1 = loc("/tmp/tmpf2evkvi5.mlir":7:3)
#loc5 = loc("/tmp/tmpf2evkvi5.mlir":8:11)
#loc6 = loc("/tmp/tmpf2evkvi5.mlir":9:11)
#loc7 = loc("/tmp/tmpf2evkvi5.mlir":10:13)
#loc8 = loc("/tmp/tmpf2evkvi5.mlir":11:10)
#loc9 = loc("/tmp/tmpf2evkvi5.mlir":12:10)
#loc10 = loc("/tmp/tmpf2evkvi5.mlir":13:12)
#loc11 = loc("/tmp/tmpf2evkvi5.mlir":14:7)
#loc12 = loc("/tmp/tmpf2evkvi5.mlir":16:5)
