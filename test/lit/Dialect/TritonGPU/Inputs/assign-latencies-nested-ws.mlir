#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @persistent_tma_ws(%a_desc: !tt.tensordesc<tensor<128x64xf16, #shared>> , %a_desc_0: i32 , %a_desc_1: i32 , %a_desc_2: i64 , %a_desc_3: i64 , %b_desc: !tt.tensordesc<tensor<64x128xf16, #shared>> , %b_desc_4: i32 , %b_desc_5: i32 , %b_desc_6: i64 , %b_desc_7: i64 , %c_desc: !tt.tensordesc<tensor<128x128xf16, #shared>> , %c_desc_8: i32 , %c_desc_9: i32 , %c_desc_10: i64 , %c_desc_11: i64 , %M: i32 {tt.divisibility = 16 : i32} , %N: i32 {tt.divisibility = 16 : i32} , %K: i32 {tt.divisibility = 16 : i32} ) attributes {noinline = false} {
    %false = arith.constant false 
    %true = arith.constant true 
    %c127_i32 = arith.constant 127 : i32 
    %c128_i32 = arith.constant 128 : i32 
    %c4_i32 = arith.constant 4 : i32 
    %c0_i32 = arith.constant 0 : i32 
    %c64_i32 = arith.constant 64 : i32 
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #linear> 
    %0 = arith.addi %N, %c127_i32 : i32 
    %1 = arith.divsi %0, %c128_i32 : i32 
    %2 = arith.addi %M, %c127_i32 : i32 
    %3 = arith.divsi %2, %c128_i32 : i32 
    %4 = arith.muli %3, %1 : i32 
    %5 = tt.get_program_id x : i32 
    scf.for %tile = %5 to %4 step %c4_i32  : i32 {
      %6 = arith.divsi %tile, %1 : i32 
      %7 = arith.muli %6, %c128_i32 : i32 
      %8 = arith.remsi %tile, %1 : i32 
      %9 = arith.muli %8, %c128_i32 : i32 
      %result, %token = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token) 
      %10 = ttng.tmem_store %cst, %result[%token], %true : tensor<128x128xf32, #linear> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> 
      %acc:2 = scf.for %acc_14 = %c0_i32 to %K step %c64_i32 iter_args(%arg20 = %false, %arg21 = %10) -> (i1, !ttg.async.token)  : i32 {
        %13 = tt.descriptor_load %a_desc[%7, %acc_14] : !tt.tensordesc<tensor<128x64xf16, #shared>> -> tensor<128x64xf16, #blocked> 
        %14 = ttg.local_alloc %13 : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem> 
        %15 = tt.descriptor_load %b_desc[%acc_14, %9] : !tt.tensordesc<tensor<64x128xf16, #shared>> -> tensor<64x128xf16, #blocked1> 
        %16 = ttg.local_alloc %15 : (tensor<64x128xf16, #blocked1>) -> !ttg.memdesc<64x128xf16, #shared, #smem> 
        %17 = ttng.tc_gen5_mma %14, %16, %result[%arg21], %arg20, %true : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> 
        scf.yield %true, %17 : i1, !ttg.async.token 
      } 
      %result_12, %token_13 = ttng.tmem_load %result[%acc#1] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear> 
      %11 = arith.truncf %result_12 : tensor<128x128xf32, #linear> to tensor<128x128xf16, #linear> 
      %12 = ttg.convert_layout %11 : tensor<128x128xf16, #linear> -> tensor<128x128xf16, #blocked1> 
      tt.descriptor_store %c_desc[%7, %9], %12 : !tt.tensordesc<tensor<128x128xf16, #shared>>, tensor<128x128xf16, #blocked1> 
    } {tt.warp_specialize} 
    tt.return 
  } 
} 


