module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_ws(%arg0: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %0 = nvws.create_token {loadType = 1 : i32, numBuffers = 4 : i32} : tensor<4x!nvws.token>
    %1 = nvws.create_token {loadType = 1 : i32, numBuffers = 4 : i32} : tensor<4x!nvws.token>
    %2 = ttg.local_alloc : () -> !ttg.memdesc<4x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %3 = ttg.local_alloc : () -> !ttg.memdesc<4x32x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    ttg.warp_specialize(%2, %0, %3, %arg5, %arg8, %arg2, %1) attributes {requestedRegisters = array<i32: 232, 232>}
    default {
      %c64_i32 = arith.constant {async_task_id = array<i32: 0>} 64 : i32
      %c128_i32 = arith.constant {async_task_id = array<i32: 0>} 128 : i32
      %c0_i32 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      %c32_i32 = arith.constant {async_task_id = array<i32: 0>} 32 : i32
      %4 = tt.get_program_id x {async_task_id = array<i32: 0>} : i32
      %5 = arith.muli %4, %c64_i32 {async_task_id = array<i32: 0>} : i32
      %6 = tt.make_range {async_task_id = array<i32: 0>, end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %7 = tt.splat %5 {async_task_id = array<i32: 0>} : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %8 = arith.addi %7, %6 {async_task_id = array<i32: 0>} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %9 = tt.get_program_id y {async_task_id = array<i32: 0>} : i32
      %10 = arith.muli %9, %c128_i32 {async_task_id = array<i32: 0>} : i32
      %11 = tt.make_range {async_task_id = array<i32: 0>, end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %12 = tt.splat %10 {async_task_id = array<i32: 0>} : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %13 = arith.addi %12, %11 {async_task_id = array<i32: 0>} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %14 = tt.make_range {async_task_id = array<i32: 0>, end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %15 = tt.make_range {async_task_id = array<i32: 0>, end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %16 = tt.expand_dims %8 {async_task_id = array<i32: 0>, axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %17 = tt.splat %arg6 {async_task_id = array<i32: 0>} : i32 -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %18 = arith.muli %16, %17 {async_task_id = array<i32: 0>} : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %19 = tt.splat %arg0 {async_task_id = array<i32: 0>} : !tt.ptr<bf16> -> tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %20 = tt.addptr %19, %18 {async_task_id = array<i32: 0>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %21 = tt.broadcast %20 {async_task_id = array<i32: 0>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x32x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %22 = tt.splat %arg7 {async_task_id = array<i32: 0>} : i32 -> tensor<32x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %23 = tt.splat %arg1 {async_task_id = array<i32: 0>} : !tt.ptr<bf16> -> tensor<32x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %24 = tt.expand_dims %13 {async_task_id = array<i32: 0>, axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %25 = tt.broadcast %24 {async_task_id = array<i32: 0>} : tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %c0_i64 = arith.constant {async_task_id = array<i32: 0>} 0 : i64
      %26 = scf.for %arg9 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg10 = %c0_i64) -> (i64)  : i32 {
        %27 = tt.splat %arg9 {async_task_id = array<i32: 0>} : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
        %28 = tt.splat %arg9 {async_task_id = array<i32: 0>} : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
        %29 = arith.addi %27, %14 {async_task_id = array<i32: 0>} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
        %30 = arith.addi %28, %15 {async_task_id = array<i32: 0>} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
        %31 = tt.expand_dims %29 {async_task_id = array<i32: 0>, axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x32xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %32 = tt.broadcast %31 {async_task_id = array<i32: 0>} : tensor<1x32xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x32xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %33 = tt.addptr %21, %32 {async_task_id = array<i32: 0>} : tensor<64x32x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x32xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %c4_i32 = arith.constant {async_task_id = array<i32: 0>} 4 : i32
        %34 = arith.extsi %c4_i32 {async_task_id = array<i32: 0>} : i32 to i64
        %35 = arith.divui %arg10, %34 {async_task_id = array<i32: 0>} : i64
        %36 = arith.muli %35, %34 {async_task_id = array<i32: 0>} : i64
        %37 = arith.subi %arg10, %36 {async_task_id = array<i32: 0>} : i64
        %38 = arith.trunci %37 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %39 = arith.andi %35, %c1_i64 {async_task_id = array<i32: 0>} : i64
        %40 = arith.trunci %39 {async_task_id = array<i32: 0>} : i64 to i1
        %41 = ttg.memdesc_index %2[%38] {async_task_id = array<i32: 0>} : !ttg.memdesc<4x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %c4_i32_0 = arith.constant {async_task_id = array<i32: 0>} 4 : i32
        %42 = arith.extsi %c4_i32_0 {async_task_id = array<i32: 0>} : i32 to i64
        %43 = arith.divui %arg10, %42 {async_task_id = array<i32: 0>} : i64
        %44 = arith.muli %43, %42 {async_task_id = array<i32: 0>} : i64
        %45 = arith.subi %arg10, %44 {async_task_id = array<i32: 0>} : i64
        %46 = arith.trunci %45 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_1 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %47 = arith.andi %43, %c1_i64_1 {async_task_id = array<i32: 0>} : i64
        %48 = arith.trunci %47 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %1, %46, %48 {async_task_id = array<i32: 0>} : tensor<4x!nvws.token>, i32, i1
        nvws.producer_acquire %0, %46, %48 {async_task_id = array<i32: 0>} : tensor<4x!nvws.token>, i32, i1
        %49 = ttg.async_copy_global_to_local %33, %41 {async_task_id = array<i32: 0>} : tensor<64x32x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>> -> <64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %50 = tt.expand_dims %30 {async_task_id = array<i32: 0>, axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<32x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %51 = arith.muli %50, %22 {async_task_id = array<i32: 0>} : tensor<32x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %52 = tt.addptr %23, %51 {async_task_id = array<i32: 0>} : tensor<32x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %53 = tt.broadcast %52 {async_task_id = array<i32: 0>} : tensor<32x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<32x128x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %54 = tt.addptr %53, %25 {async_task_id = array<i32: 0>} : tensor<32x128x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<32x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %c4_i32_2 = arith.constant {async_task_id = array<i32: 0>} 4 : i32
        %55 = arith.extsi %c4_i32_2 {async_task_id = array<i32: 0>} : i32 to i64
        %56 = arith.divui %arg10, %55 {async_task_id = array<i32: 0>} : i64
        %57 = arith.muli %56, %55 {async_task_id = array<i32: 0>} : i64
        %58 = arith.subi %arg10, %57 {async_task_id = array<i32: 0>} : i64
        %59 = arith.trunci %58 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_3 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %60 = arith.andi %56, %c1_i64_3 {async_task_id = array<i32: 0>} : i64
        %61 = arith.trunci %60 {async_task_id = array<i32: 0>} : i64 to i1
        %62 = ttg.memdesc_index %3[%59] {async_task_id = array<i32: 0>} : !ttg.memdesc<4x32x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<32x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %63 = ttg.async_copy_global_to_local %54, %62 {async_task_id = array<i32: 0>} : tensor<32x128x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>> -> <32x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        nvws.producer_commit %0, %46 {async_task_id = array<i32: 0>} : tensor<4x!nvws.token>, i32
        nvws.producer_commit %1, %46 {async_task_id = array<i32: 0>} : tensor<4x!nvws.token>, i32
        %c1_i64_4 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %64 = arith.addi %arg10, %c1_i64_4 {async_task_id = array<i32: 0>} : i64
        scf.yield {async_task_id = array<i32: 0>} %64 : i64
      } {async_task_id = array<i32: 0>}
      ttg.warp_yield
    }
    partition0(%arg9: !ttg.memdesc<4x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg10: tensor<4x!nvws.token>, %arg11: !ttg.memdesc<4x32x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg12: i32, %arg13: i32, %arg14: !tt.ptr<f16>, %arg15: tensor<4x!nvws.token>) num_warps(4) {
      %c64_i32 = arith.constant {async_task_id = array<i32: 1>} 64 : i32
      %c128_i32 = arith.constant {async_task_id = array<i32: 1>} 128 : i32
      %c0_i32 = arith.constant {async_task_id = array<i32: 1>} 0 : i32
      %c32_i32 = arith.constant {async_task_id = array<i32: 1>} 32 : i32
      %cst = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %4 = tt.get_program_id x {async_task_id = array<i32: 1>} : i32
      %5 = arith.muli %4, %c64_i32 {async_task_id = array<i32: 1>} : i32
      %6 = tt.make_range {async_task_id = array<i32: 1>, end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %7 = tt.splat %5 {async_task_id = array<i32: 1>} : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %8 = arith.addi %7, %6 {async_task_id = array<i32: 1>} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %9 = tt.get_program_id y {async_task_id = array<i32: 1>} : i32
      %10 = arith.muli %9, %c128_i32 {async_task_id = array<i32: 1>} : i32
      %11 = tt.make_range {async_task_id = array<i32: 1>, end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %12 = tt.splat %10 {async_task_id = array<i32: 1>} : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %13 = arith.addi %12, %11 {async_task_id = array<i32: 1>} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %c0_i64 = arith.constant {async_task_id = array<i32: 1>} 0 : i64
      %14:2 = scf.for %arg16 = %c0_i32 to %arg12 step %c32_i32 iter_args(%arg17 = %cst, %arg18 = %c0_i64) -> (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, i64)  : i32 {
        %c4_i32 = arith.constant {async_task_id = array<i32: 1>} 4 : i32
        %26 = arith.extsi %c4_i32 {async_task_id = array<i32: 1>} : i32 to i64
        %27 = arith.divui %arg18, %26 {async_task_id = array<i32: 1>} : i64
        %28 = arith.muli %27, %26 {async_task_id = array<i32: 1>} : i64
        %29 = arith.subi %arg18, %28 {async_task_id = array<i32: 1>} : i64
        %30 = arith.trunci %29 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %31 = arith.andi %27, %c1_i64 {async_task_id = array<i32: 1>} : i64
        %32 = arith.trunci %31 {async_task_id = array<i32: 1>} : i64 to i1
        %c4_i32_0 = arith.constant {async_task_id = array<i32: 1>} 4 : i32
        %33 = arith.extsi %c4_i32_0 {async_task_id = array<i32: 1>} : i32 to i64
        %34 = arith.divui %arg18, %33 {async_task_id = array<i32: 1>} : i64
        %35 = arith.muli %34, %33 {async_task_id = array<i32: 1>} : i64
        %36 = arith.subi %arg18, %35 {async_task_id = array<i32: 1>} : i64
        %37 = arith.trunci %36 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_1 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %38 = arith.andi %34, %c1_i64_1 {async_task_id = array<i32: 1>} : i64
        %39 = arith.trunci %38 {async_task_id = array<i32: 1>} : i64 to i1
        %40 = ttg.memdesc_index %arg9[%30] {async_task_id = array<i32: 1>} : !ttg.memdesc<4x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        nvws.consumer_wait %arg10, %37, %39 {async_task_id = array<i32: 1>} : tensor<4x!nvws.token>, i32, i1
        %41 = ttg.local_load %40 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<64x32xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %42 = ttg.local_alloc %41 {async_task_id = array<i32: 1>} : (tensor<64x32xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %c4_i32_2 = arith.constant {async_task_id = array<i32: 1>} 4 : i32
        %43 = arith.extsi %c4_i32_2 {async_task_id = array<i32: 1>} : i32 to i64
        %44 = arith.divui %arg18, %43 {async_task_id = array<i32: 1>} : i64
        %45 = arith.muli %44, %43 {async_task_id = array<i32: 1>} : i64
        %46 = arith.subi %arg18, %45 {async_task_id = array<i32: 1>} : i64
        %47 = arith.trunci %46 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_3 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %48 = arith.andi %44, %c1_i64_3 {async_task_id = array<i32: 1>} : i64
        %49 = arith.trunci %48 {async_task_id = array<i32: 1>} : i64 to i1
        %50 = ttg.memdesc_index %arg11[%47] {async_task_id = array<i32: 1>} : !ttg.memdesc<4x32x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<32x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %51 = ttg.local_load %50 {async_task_id = array<i32: 1>} : !ttg.memdesc<32x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<32x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %52 = ttg.local_alloc %51 {async_task_id = array<i32: 1>} : (tensor<32x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<32x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %53 = ttng.warp_group_dot %40, %50, %arg17 {async_task_id = array<i32: 1>, inputPrecision = 0 : i32} : !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> * !ttg.memdesc<32x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        nvws.consumer_release %arg10, %37 {async_task_id = array<i32: 1>} : tensor<4x!nvws.token>, i32
        %c1_i64_4 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %54 = arith.addi %arg18, %c1_i64_4 {async_task_id = array<i32: 1>} : i64
        scf.yield {async_task_id = array<i32: 1>} %53, %54 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, i64
      } {async_task_id = array<i32: 1>}
      %15 = tt.expand_dims %8 {async_task_id = array<i32: 1>, axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %16 = tt.splat %arg13 {async_task_id = array<i32: 1>} : i32 -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %17 = arith.muli %15, %16 {async_task_id = array<i32: 1>} : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %18 = tt.splat %arg14 {async_task_id = array<i32: 1>} : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %19 = tt.addptr %18, %17 {async_task_id = array<i32: 1>} : tensor<64x1x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %20 = tt.expand_dims %13 {async_task_id = array<i32: 1>, axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %21 = tt.broadcast %19 {async_task_id = array<i32: 1>} : tensor<64x1x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x128x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %22 = tt.broadcast %20 {async_task_id = array<i32: 1>} : tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %23 = tt.addptr %21, %22 {async_task_id = array<i32: 1>} : tensor<64x128x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %24 = arith.truncf %14#0 {async_task_id = array<i32: 1>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> to tensor<64x128xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %25 = ttg.convert_layout %24 {async_task_id = array<i32: 1>} : tensor<64x128xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.store %23, %25 {async_task_id = array<i32: 1>} : tensor<64x128x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      ttg.warp_return
    }
    partition1(%arg9: !ttg.memdesc<4x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg10: tensor<4x!nvws.token>, %arg11: !ttg.memdesc<4x32x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg12: i32, %arg13: i32, %arg14: !tt.ptr<f16>, %arg15: tensor<4x!nvws.token>) num_warps(4) {
      %c64_i32 = arith.constant {async_task_id = array<i32: 2>} 64 : i32
      %c128_i32 = arith.constant {async_task_id = array<i32: 2>} 128 : i32
      %c0_i32 = arith.constant {async_task_id = array<i32: 2>} 0 : i32
      %c32_i32 = arith.constant {async_task_id = array<i32: 2>} 32 : i32
      %cst = arith.constant {async_task_id = array<i32: 2>} dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %4 = tt.get_program_id x {async_task_id = array<i32: 2>} : i32
      %5 = arith.muli %4, %c64_i32 {async_task_id = array<i32: 2>} : i32
      %6 = tt.make_range {async_task_id = array<i32: 2>, end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %7 = tt.splat %5 {async_task_id = array<i32: 2>} : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %8 = arith.addi %7, %6 {async_task_id = array<i32: 2>} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %9 = tt.get_program_id y {async_task_id = array<i32: 2>} : i32
      %10 = arith.muli %9, %c128_i32 {async_task_id = array<i32: 2>} : i32
      %11 = tt.make_range {async_task_id = array<i32: 2>, end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %12 = tt.splat %10 {async_task_id = array<i32: 2>} : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %13 = arith.addi %12, %11 {async_task_id = array<i32: 2>} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %c0_i64 = arith.constant {async_task_id = array<i32: 2>} 0 : i64
      %14:2 = scf.for %arg16 = %c0_i32 to %arg12 step %c32_i32 iter_args(%arg17 = %cst, %arg18 = %c0_i64) -> (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, i64)  : i32 {
        %c4_i32 = arith.constant {async_task_id = array<i32: 2>} 4 : i32
        %26 = arith.extsi %c4_i32 {async_task_id = array<i32: 2>} : i32 to i64
        %27 = arith.divui %arg18, %26 {async_task_id = array<i32: 2>} : i64
        %28 = arith.muli %27, %26 {async_task_id = array<i32: 2>} : i64
        %29 = arith.subi %arg18, %28 {async_task_id = array<i32: 2>} : i64
        %30 = arith.trunci %29 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %31 = arith.andi %27, %c1_i64 {async_task_id = array<i32: 2>} : i64
        %32 = arith.trunci %31 {async_task_id = array<i32: 2>} : i64 to i1
        %c4_i32_0 = arith.constant {async_task_id = array<i32: 2>} 4 : i32
        %33 = arith.extsi %c4_i32_0 {async_task_id = array<i32: 2>} : i32 to i64
        %34 = arith.divui %arg18, %33 {async_task_id = array<i32: 2>} : i64
        %35 = arith.muli %34, %33 {async_task_id = array<i32: 2>} : i64
        %36 = arith.subi %arg18, %35 {async_task_id = array<i32: 2>} : i64
        %37 = arith.trunci %36 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_1 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %38 = arith.andi %34, %c1_i64_1 {async_task_id = array<i32: 2>} : i64
        %39 = arith.trunci %38 {async_task_id = array<i32: 2>} : i64 to i1
        %40 = ttg.memdesc_index %arg9[%30] {async_task_id = array<i32: 2>} : !ttg.memdesc<4x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        nvws.consumer_wait %arg15, %37, %39 {async_task_id = array<i32: 2>} : tensor<4x!nvws.token>, i32, i1
        %41 = ttg.local_load %40 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<64x32xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %42 = ttg.local_alloc %41 {async_task_id = array<i32: 2>} : (tensor<64x32xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %c4_i32_2 = arith.constant {async_task_id = array<i32: 2>} 4 : i32
        %43 = arith.extsi %c4_i32_2 {async_task_id = array<i32: 2>} : i32 to i64
        %44 = arith.divui %arg18, %43 {async_task_id = array<i32: 2>} : i64
        %45 = arith.muli %44, %43 {async_task_id = array<i32: 2>} : i64
        %46 = arith.subi %arg18, %45 {async_task_id = array<i32: 2>} : i64
        %47 = arith.trunci %46 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_3 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %48 = arith.andi %44, %c1_i64_3 {async_task_id = array<i32: 2>} : i64
        %49 = arith.trunci %48 {async_task_id = array<i32: 2>} : i64 to i1
        %50 = ttg.memdesc_index %arg11[%47] {async_task_id = array<i32: 2>} : !ttg.memdesc<4x32x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<32x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %51 = ttg.local_load %50 {async_task_id = array<i32: 2>} : !ttg.memdesc<32x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<32x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %52 = ttg.local_alloc %51 {async_task_id = array<i32: 2>} : (tensor<32x128xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<32x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %53 = ttng.warp_group_dot %40, %50, %arg17 {async_task_id = array<i32: 2>, inputPrecision = 0 : i32} : !ttg.memdesc<64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> * !ttg.memdesc<32x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
        nvws.consumer_release %arg15, %37 {async_task_id = array<i32: 2>} : tensor<4x!nvws.token>, i32
        %c1_i64_4 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %54 = arith.addi %arg18, %c1_i64_4 {async_task_id = array<i32: 2>} : i64
        scf.yield {async_task_id = array<i32: 2>} %53, %54 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>, i64
      } {async_task_id = array<i32: 2>}
      %15 = tt.expand_dims %8 {async_task_id = array<i32: 2>, axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %16 = tt.splat %arg13 {async_task_id = array<i32: 2>} : i32 -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %17 = arith.muli %15, %16 {async_task_id = array<i32: 2>} : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %18 = tt.splat %arg14 {async_task_id = array<i32: 2>} : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %19 = tt.addptr %18, %17 {async_task_id = array<i32: 2>} : tensor<64x1x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %20 = tt.expand_dims %13 {async_task_id = array<i32: 2>, axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %21 = tt.broadcast %19 {async_task_id = array<i32: 2>} : tensor<64x1x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x128x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %22 = tt.broadcast %20 {async_task_id = array<i32: 2>} : tensor<1x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %23 = tt.addptr %21, %22 {async_task_id = array<i32: 2>} : tensor<64x128x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x128xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %24 = arith.truncf %14#0 {async_task_id = array<i32: 2>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> to tensor<64x128xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>>
      %25 = ttg.convert_layout %24 {async_task_id = array<i32: 2>} : tensor<64x128xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>> -> tensor<64x128xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.store %23, %25 {async_task_id = array<i32: 2>} : tensor<64x128x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      ttg.warp_return
    } : (!ttg.memdesc<4x64x32xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<4x!nvws.token>, !ttg.memdesc<4x32x128xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, i32, i32, !tt.ptr<f16>, tensor<4x!nvws.token>) -> ()
    tt.return
  }
}


