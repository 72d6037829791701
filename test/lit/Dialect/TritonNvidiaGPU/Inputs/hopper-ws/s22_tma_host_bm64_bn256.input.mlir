#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#loc1 = loc("a_desc")
#loc2 = loc("b_desc")
#loc3 = loc("c_desc")
#loc4 = loc("K")
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tma_matmul_host_ws(%a_desc: !tt.tensordesc<tensor<64x64xf16, #shared>> loc("a_desc"), %a_desc_0: i32 loc("a_desc"), %a_desc_1: i32 loc("a_desc"), %a_desc_2: i64 loc("a_desc"), %a_desc_3: i64 loc("a_desc"), %b_desc: !tt.tensordesc<tensor<64x256xf16, #shared>> loc("b_desc"), %b_desc_4: i32 loc("b_desc"), %b_desc_5: i32 loc("b_desc"), %b_desc_6: i64 loc("b_desc"), %b_desc_7: i64 loc("b_desc"), %c_desc: !tt.tensordesc<tensor<64x256xf16, #shared>> loc("c_desc"), %c_desc_8: i32 loc("c_desc"), %c_desc_9: i32 loc("c_desc"), %c_desc_10: i64 loc("c_desc"), %c_desc_11: i64 loc("c_desc"), %K: i32 {tt.divisibility = 16 : i32} loc("K")) attributes {noinline = false} {
    %c64_i32 = arith.constant 64 : i32 loc(#loc)
    %c256_i32 = arith.constant 256 : i32 loc(#loc)
    %c0_i32 = arith.constant 0 : i32 loc(#loc)
    %cst = arith.constant dense<0.000000e+00> : tensor<64x256xf32, #mma> loc(#loc)
    %0 = tt.get_program_id x : i32 loc(#loc)
    %1 = arith.muli %0, %c64_i32 : i32 loc(#loc)
    %2 = tt.get_program_id y : i32 loc(#loc)
    %3 = arith.muli %2, %c256_i32 : i32 loc(#loc)
    %acc = scf.for %acc_12 = %c0_i32 to %K step %c64_i32 iter_args(%arg17 = %cst) -> (tensor<64x256xf32, #mma>)  : i32 {
      %6 = tt.descriptor_load %a_desc[%1, %acc_12] : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked> loc(#loc)
      %7 = ttg.local_alloc %6 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem> loc(#loc)
      %8 = tt.descriptor_load %b_desc[%acc_12, %3] : !tt.tensordesc<tensor<64x256xf16, #shared>> -> tensor<64x256xf16, #blocked1> loc(#loc)
      %9 = ttg.local_alloc %8 : (tensor<64x256xf16, #blocked1>) -> !ttg.memdesc<64x256xf16, #shared, #smem> loc(#loc)
      %10 = ttng.warp_group_dot %7, %9, %arg17 {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x256xf16, #shared, #smem> -> tensor<64x256xf32, #mma> loc(#loc)
      scf.yield %10 : tensor<64x256xf32, #mma> loc(#loc)
    } {tt.warp_specialize} loc(#loc5)
    %4 = arith.truncf %acc : tensor<64x256xf32, #mma> to tensor<64x256xf16, #mma> loc(#loc)
    %5 = ttg.convert_layout %4 : tensor<64x256xf16, #mma> -> tensor<64x256xf16, #blocked1> loc(#loc)
    tt.descriptor_store %c_desc[%1, %3], %5 : !tt.tensordesc<tensor<64x256xf16, #shared>>, tensor<64x256xf16, #blocked1> loc(#loc)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc5 = loc("acc")


