#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc1 = loc("a_desc")
#loc2 = loc("b_desc")
#loc3 = loc("c_desc")
#loc4 = loc("M")
#loc5 = loc("N")
#loc6 = loc("K")
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @persistent_tma_ws(%a_desc: !tt.tensordesc<tensor<128x64xf16, #shared>> loc("a_desc"), %a_desc_0: i32 loc("a_desc"), %a_desc_1: i32 loc("a_desc"), %a_desc_2: i64 loc("a_desc"), %a_desc_3: i64 loc("a_desc"), %b_desc: !tt.tensordesc<tensor<64x128xf16, #shared>> loc("b_desc"), %b_desc_4: i32 loc("b_desc"), %b_desc_5: i32 loc("b_desc"), %b_desc_6: i64 loc("b_desc"), %b_desc_7: i64 loc("b_desc"), %c_desc: !tt.tensordesc<tensor<128x128xf16, #shared>> loc("c_desc"), %c_desc_8: i32 loc("c_desc"), %c_desc_9: i32 loc("c_desc"), %c_desc_10: i64 loc("c_desc"), %c_desc_11: i64 loc("c_desc"), %M: i32 {tt.divisibility = 16 : i32} loc("M"), %N: i32 {tt.divisibility = 16 : i32} loc("N"), %K: i32 {tt.divisibility = 16 : i32} loc("K")) attributes {noinline = false} {
    %c127_i32 = arith.constant 127 : i32 loc(#loc)
    %c128_i32 = arith.constant 128 : i32 loc(#loc)
    %c4_i32 = arith.constant 4 : i32 loc(#loc)
    %c0_i32 = arith.constant 0 : i32 loc(#loc)
    %c64_i32 = arith.constant 64 : i32 loc(#loc)
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma> loc(#loc)
    %0 = arith.addi %N, %c127_i32 : i32 loc(#loc)
    %1 = arith.divsi %0, %c128_i32 : i32 loc(#loc)
    %2 = arith.addi %M, %c127_i32 : i32 loc(#loc)
    %3 = arith.divsi %2, %c128_i32 : i32 loc(#loc)
    %4 = arith.muli %3, %1 : i32 loc(#loc)
    %5 = tt.get_program_id x : i32 loc(#loc)
    scf.for %tile = %5 to %4 step %c4_i32  : i32 {
      %6 = arith.divsi %tile, %1 : i32 loc(#loc)
      %7 = arith.muli %6, %c128_i32 : i32 loc(#loc)
      %8 = arith.remsi %tile, %1 : i32 loc(#loc)
      %9 = arith.muli %8, %c128_i32 : i32 loc(#loc)
      %acc = scf.for %acc_12 = %c0_i32 to %K step %c64_i32 iter_args(%arg20 = %cst) -> (tensor<128x128xf32, #mma>)  : i32 {
        %12 = tt.descriptor_load %a_desc[%7, %acc_12] : !tt.tensordesc<tensor<128x64xf16, #shared>> -> tensor<128x64xf16, #blocked> loc(#loc)
        %13 = ttg.local_alloc %12 : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem> loc(#loc)
        %14 = tt.descriptor_load %b_desc[%acc_12, %9] : !tt.tensordesc<tensor<64x128xf16, #shared>> -> tensor<64x128xf16, #blocked1> loc(#loc)
        %15 = ttg.local_alloc %14 : (tensor<64x128xf16, #blocked1>) -> !ttg.memdesc<64x128xf16, #shared, #smem> loc(#loc)
        %16 = ttng.warp_group_dot %13, %15, %arg20 {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma> loc(#loc)
        scf.yield %16 : tensor<128x128xf32, #mma> loc(#loc)
      } loc(#loc7)
      %10 = arith.truncf %acc : tensor<128x128xf32, #mma> to tensor<128x128xf16, #mma> loc(#loc)
      %11 = ttg.convert_layout %10 : tensor<128x128xf16, #mma> -> tensor<128x128xf16, #blocked1> loc(#loc)
      tt.descriptor_store %c_desc[%7, %9], %11 : !tt.tensordesc<tensor<128x128xf16, #shared>>, tensor<128x128xf16, #blocked1> loc(#loc)
    } {tt.warp_specialize} loc(#loc)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc7 = loc("acc")


