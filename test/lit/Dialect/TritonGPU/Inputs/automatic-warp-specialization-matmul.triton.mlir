#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0], [0, 64]], block = []}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_kernel(%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %c_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %M: i32 {tt.divisibility = 16 : i32}, %N: i32 {tt.divisibility = 16 : i32}, %K: i32 {tt.divisibility = 16 : i32}, %stride_am: i32 {tt.divisibility = 16 : i32}, %stride_bk: i32 {tt.divisibility = 16 : i32}, %stride_cm: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #linear>
    %true = arith.constant true
    %c63_i32 = arith.constant 63 : i32
    %c127_i32 = arith.constant 127 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x128xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<128x64xf16, #blocked1>
    %c8_i32 = arith.constant 8 : i32
    %c128_i32 = arith.constant 128 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst_2 = arith.constant dense<64> : tensor<128x64xi32, #blocked1>
    %false = arith.constant false
    %0 = tt.get_program_id x : i32
    %1 = arith.addi %M, %c127_i32 : i32
    %2 = arith.divsi %1, %c128_i32 : i32
    %3 = arith.addi %N, %c127_i32 : i32
    %4 = arith.divsi %3, %c128_i32 : i32
    %5 = arith.muli %4, %c8_i32 : i32
    %6 = arith.divsi %0, %5 : i32
    %7 = arith.muli %6, %c8_i32 : i32
    %8 = arith.subi %2, %7 : i32
    %9 = arith.minsi %8, %c8_i32 : i32
    %10 = arith.remsi %0, %5 : i32
    %11 = arith.remsi %10, %9 : i32
    %12 = arith.addi %7, %11 : i32
    %13 = arith.divsi %10, %9 : i32
    %14 = arith.muli %12, %c128_i32 : i32
    %15 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %16 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %17 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %18 = tt.splat %14 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %19 = tt.splat %14 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %20 = arith.addi %18, %15 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %21 = arith.addi %19, %16 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %22 = tt.splat %M : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %23 = arith.remsi %20, %22 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %24 = arith.muli %13, %c128_i32 : i32
    %25 = tt.splat %24 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %26 = arith.addi %25, %17 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %27 = tt.splat %N : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %28 = arith.remsi %26, %27 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %29 = tt.expand_dims %23 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<128x1xi32, #blocked1>
    %30 = tt.splat %stride_am : i32 -> tensor<128x1xi32, #blocked1>
    %31 = arith.muli %29, %30 : tensor<128x1xi32, #blocked1>
    %32 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %33 = tt.expand_dims %32 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %34 = tt.broadcast %31 : tensor<128x1xi32, #blocked1> -> tensor<128x64xi32, #blocked1>
    %35 = tt.broadcast %33 : tensor<1x64xi32, #blocked1> -> tensor<128x64xi32, #blocked1>
    %36 = arith.addi %34, %35 : tensor<128x64xi32, #blocked1>
    %37 = tt.splat %a_ptr : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #blocked1>
    %38 = tt.addptr %37, %36 : tensor<128x64x!tt.ptr<f16>, #blocked1>, tensor<128x64xi32, #blocked1>
    %39 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %40 = tt.expand_dims %39 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %41 = tt.splat %stride_bk : i32 -> tensor<64x1xi32, #blocked>
    %42 = arith.muli %40, %41 : tensor<64x1xi32, #blocked>
    %43 = tt.expand_dims %28 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
    %44 = tt.broadcast %42 : tensor<64x1xi32, #blocked> -> tensor<64x128xi32, #blocked>
    %45 = tt.broadcast %43 : tensor<1x128xi32, #blocked> -> tensor<64x128xi32, #blocked>
    %46 = arith.addi %44, %45 : tensor<64x128xi32, #blocked>
    %47 = tt.splat %b_ptr : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #blocked>
    %48 = tt.addptr %47, %46 : tensor<64x128x!tt.ptr<f16>, #blocked>, tensor<64x128xi32, #blocked>
    %49 = arith.addi %K, %c63_i32 : i32
    %50 = arith.divsi %49, %c64_i32 : i32
    %51 = arith.muli %stride_bk, %c64_i32 : i32
    %52 = tt.splat %51 : i32 -> tensor<64x128xi32, #blocked>
    %result, %token = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %53 = ttng.tmem_store %cst, %result[%token], %true : tensor<128x128xf32, #linear> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %acc:4 = scf.for %acc_5 = %c0_i32 to %50 step %c1_i32 iter_args(%arg10 = %38, %arg11 = %48, %arg12 = %false, %arg13 = %53) -> (tensor<128x64x!tt.ptr<f16>, #blocked1>, tensor<64x128x!tt.ptr<f16>, #blocked>, i1, !ttg.async.token)  : i32 {
      %72 = arith.muli %acc_5, %c64_i32 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : i32
      %73 = arith.subi %K, %72 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : i32
      %74 = tt.splat %73 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : i32 -> tensor<1x64xi32, #blocked1>
      %75 = arith.cmpi slt, %33, %74 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<1x64xi32, #blocked1>
      %76 = tt.broadcast %75 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<1x64xi1, #blocked1> -> tensor<128x64xi1, #blocked1>
      %77 = tt.load %arg10, %76, %cst_1 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked1>
      %78 = ttg.local_alloc %77 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<128x64xf16, #blocked1>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      %79 = tt.splat %73 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : i32 -> tensor<64x1xi32, #blocked>
      %80 = arith.cmpi slt, %40, %79 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<64x1xi32, #blocked>
      %81 = tt.broadcast %80 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<64x1xi1, #blocked> -> tensor<64x128xi1, #blocked>
      %82 = tt.load %arg11, %81, %cst_0 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked>
      %83 = ttg.local_alloc %82 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<64x128xf16, #blocked>) -> !ttg.memdesc<64x128xf16, #shared, #smem>
      %84 = ttng.tc_gen5_mma %78, %83, %result[%arg13], %arg12, %true {loop.cluster = 0 : i32, loop.stage = 2 : i32, tt.self_latency = 1 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
      %85 = tt.addptr %arg10, %cst_2 {loop.cluster = 2 : i32, loop.stage = 1 : i32} : tensor<128x64x!tt.ptr<f16>, #blocked1>, tensor<128x64xi32, #blocked1>
      %86 = tt.addptr %arg11, %52 {loop.cluster = 2 : i32, loop.stage = 1 : i32} : tensor<64x128x!tt.ptr<f16>, #blocked>, tensor<64x128xi32, #blocked>
      scf.yield %85, %86, %true, %84 : tensor<128x64x!tt.ptr<f16>, #blocked1>, tensor<64x128x!tt.ptr<f16>, #blocked>, i1, !ttg.async.token
    } {tt.scheduled_max_stage = 2 : i32}
    %result_3, %token_4 = ttng.tmem_load %result[%acc#3] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    %54 = arith.truncf %result_3 : tensor<128x128xf32, #linear> to tensor<128x128xf16, #linear>
    %55 = tt.expand_dims %21 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<128x1xi32, #blocked>
    %56 = tt.splat %stride_cm : i32 -> tensor<128x1xi32, #blocked>
    %57 = arith.muli %56, %55 : tensor<128x1xi32, #blocked>
    %58 = tt.splat %c_ptr : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked>
    %59 = tt.addptr %58, %57 : tensor<128x1x!tt.ptr<f16>, #blocked>, tensor<128x1xi32, #blocked>
    %60 = tt.expand_dims %26 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
    %61 = tt.broadcast %59 : tensor<128x1x!tt.ptr<f16>, #blocked> -> tensor<128x128x!tt.ptr<f16>, #blocked>
    %62 = tt.broadcast %60 : tensor<1x128xi32, #blocked> -> tensor<128x128xi32, #blocked>
    %63 = tt.addptr %61, %62 : tensor<128x128x!tt.ptr<f16>, #blocked>, tensor<128x128xi32, #blocked>
    %64 = tt.splat %M : i32 -> tensor<128x1xi32, #blocked>
    %65 = arith.cmpi slt, %55, %64 : tensor<128x1xi32, #blocked>
    %66 = tt.splat %N : i32 -> tensor<1x128xi32, #blocked>
    %67 = arith.cmpi slt, %60, %66 : tensor<1x128xi32, #blocked>
    %68 = tt.broadcast %65 : tensor<128x1xi1, #blocked> -> tensor<128x128xi1, #blocked>
    %69 = tt.broadcast %67 : tensor<1x128xi1, #blocked> -> tensor<128x128xi1, #blocked>
    %70 = arith.andi %68, %69 : tensor<128x128xi1, #blocked>
    %71 = ttg.convert_layout %54 : tensor<128x128xf16, #linear> -> tensor<128x128xf16, #blocked>
    tt.store %63, %71, %70 : tensor<128x128x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
