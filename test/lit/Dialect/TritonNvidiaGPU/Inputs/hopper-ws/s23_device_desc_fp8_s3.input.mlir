#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc1 = loc("a")
#loc2 = loc("b")
#loc3 = loc("c")
#loc4 = loc("M")
#loc5 = loc("N")
#loc6 = loc("K")
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_ws_device_desc(%a: !tt.ptr<f8E4M3FN> {tt.divisibility = 16 : i32} loc("a"), %b: !tt.ptr<f8E4M3FN> {tt.divisibility = 16 : i32} loc("b"), %c: !tt.ptr<f16> {tt.divisibility = 16 : i32} loc("c"), %M: i32 {tt.divisibility = 16 : i32} loc("M"), %N: i32 {tt.divisibility = 16 : i32} loc("N"), %K: i32 {tt.divisibility = 16 : i32} loc("K")) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64 loc(#loc)
    %c128_i32 = arith.constant 128 : i32 loc(#loc)
    %c0_i32 = arith.constant 0 : i32 loc(#loc)
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma> loc(#loc)
    %0 = arith.extsi %K : i32 to i64 loc(#loc)
    %1 = tt.make_tensor_descriptor %a, [%M, %K], [%0, %c1_i64] : <f8E4M3FN>, <tensor<128x128xf8E4M3FN, #shared>> loc(#loc)
    %2 = tt.make_tensor_descriptor %b, [%N, %K], [%0, %c1_i64] : <f8E4M3FN>, <tensor<128x128xf8E4M3FN, #shared>> loc(#loc)
    %3 = arith.extsi %N : i32 to i64 loc(#loc)
    %4 = tt.make_tensor_descriptor %c, [%M, %N], [%3, %c1_i64] : <f16>, <tensor<128x128xf16, #shared1>> loc(#loc)
    %5 = tt.get_program_id x : i32 loc(#loc)
    %6 = arith.muli %5, %c128_i32 : i32 loc(#loc)
    %7 = tt.get_program_id y : i32 loc(#loc)
    %8 = arith.muli %7, %c128_i32 : i32 loc(#loc)
    %acc = scf.for %acc_0 = %c0_i32 to %K step %c128_i32 iter_args(%arg7 = %cst) -> (tensor<128x128xf32, #mma>)  : i32 {
      %11 = tt.descriptor_load %1[%6, %acc_0] : !tt.tensordesc<tensor<128x128xf8E4M3FN, #shared>> -> tensor<128x128xf8E4M3FN, #blocked> loc(#loc)
      %12 = ttg.local_alloc %11 : (tensor<128x128xf8E4M3FN, #blocked>) -> !ttg.memdesc<128x128xf8E4M3FN, #shared, #smem> loc(#loc)
      %13 = tt.descriptor_load %2[%8, %acc_0] : !tt.tensordesc<tensor<128x128xf8E4M3FN, #shared>> -> tensor<128x128xf8E4M3FN, #blocked> loc(#loc)
      %14 = ttg.local_alloc %13 : (tensor<128x128xf8E4M3FN, #blocked>) -> !ttg.memdesc<128x128xf8E4M3FN, #shared, #smem> loc(#loc)
      %15 = ttg.memdesc_trans %14 {order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #shared, #smem> -> !ttg.memdesc<128x128xf8E4M3FN, #shared2, #smem> loc(#loc)
      %16 = ttng.warp_group_dot %12, %15, %arg7 {inputPrecision = 0 : i32, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<128x128xf8E4M3FN, #shared, #smem> * !ttg.memdesc<128x128xf8E4M3FN, #shared2, #smem> -> tensor<128x128xf32, #mma> loc(#loc)
      scf.yield %16 : tensor<128x128xf32, #mma> loc(#loc)
    } {tt.warp_specialize} loc(#loc7)
    %9 = arith.truncf %acc : tensor<128x128xf32, #mma> to tensor<128x128xf16, #mma> loc(#loc)
    %10 = ttg.convert_layout %9 : tensor<128x128xf16, #mma> -> tensor<128x128xf16, #blocked1> loc(#loc)
    tt.descriptor_store %4[%6, %8], %10 : !tt.tensordesc<tensor<128x128xf16, #shared1>>, tensor<128x128xf16, #blocked1> loc(#loc)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc7 = loc("acc")


