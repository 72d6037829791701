module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_ws(%arg0: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %0 = nvws.create_token {loadType = 1 : i32, numBuffers = 4 : i32} : tensor<4x!nvws.token>
    %1 = nvws.create_token {loadType = 1 : i32, numBuffers = 4 : i32} : tensor<4x!nvws.token>
    %2 = nvws.create_token {loadType = 1 : i32, numBuffers = 4 : i32} : tensor<4x!nvws.token>
    %3 = nvws.create_token {loadType = 1 : i32, numBuffers = 4 : i32} : tensor<4x!nvws.token>
    %4 = ttg.local_alloc : () -> !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %5 = ttg.local_alloc : () -> !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    %6 = ttg.local_alloc : () -> !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
    ttg.warp_specialize(%4, %0, %6, %2, %arg5, %arg8, %arg2, %5, %1, %3) attributes {requestedRegisters = array<i32: 232, 232>}
    default {
      %c128_i32 = arith.constant {async_task_id = array<i32: 0>} 128 : i32
      %c64_i32 = arith.constant {async_task_id = array<i32: 0>} 64 : i32
      %c0_i32 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      %7 = tt.get_program_id x {async_task_id = array<i32: 0>} : i32
      %8 = arith.muli %7, %c128_i32 {async_task_id = array<i32: 0>} : i32
      %9 = tt.make_range {async_task_id = array<i32: 0>, end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %10 = tt.make_range {async_task_id = array<i32: 0>, end = 128 : i32, start = 64 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %11 = tt.splat %8 {async_task_id = array<i32: 0>} : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %12 = tt.splat %8 {async_task_id = array<i32: 0>} : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %13 = arith.addi %11, %9 {async_task_id = array<i32: 0>} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %14 = arith.addi %12, %10 {async_task_id = array<i32: 0>} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %15 = tt.get_program_id y {async_task_id = array<i32: 0>} : i32
      %16 = arith.muli %15, %c64_i32 {async_task_id = array<i32: 0>} : i32
      %17 = tt.make_range {async_task_id = array<i32: 0>, end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %18 = tt.make_range {async_task_id = array<i32: 0>, end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %19 = tt.splat %16 {async_task_id = array<i32: 0>} : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %20 = arith.addi %19, %17 {async_task_id = array<i32: 0>} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %21 = tt.expand_dims %13 {async_task_id = array<i32: 0>, axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %22 = tt.expand_dims %14 {async_task_id = array<i32: 0>, axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %23 = tt.splat %arg6 {async_task_id = array<i32: 0>} : i32 -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %24 = tt.splat %arg6 {async_task_id = array<i32: 0>} : i32 -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %25 = arith.muli %21, %23 {async_task_id = array<i32: 0>} : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %26 = arith.muli %22, %24 {async_task_id = array<i32: 0>} : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %27 = tt.splat %arg0 {async_task_id = array<i32: 0>} : !tt.ptr<bf16> -> tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %28 = tt.splat %arg0 {async_task_id = array<i32: 0>} : !tt.ptr<bf16> -> tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %29 = tt.addptr %27, %25 {async_task_id = array<i32: 0>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %30 = tt.addptr %28, %26 {async_task_id = array<i32: 0>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %31 = tt.broadcast %29 {async_task_id = array<i32: 0>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %32 = tt.broadcast %30 {async_task_id = array<i32: 0>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %33 = tt.splat %arg7 {async_task_id = array<i32: 0>} : i32 -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %34 = tt.splat %arg1 {async_task_id = array<i32: 0>} : !tt.ptr<bf16> -> tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %35 = tt.expand_dims %20 {async_task_id = array<i32: 0>, axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %36 = tt.broadcast %35 {async_task_id = array<i32: 0>} : tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %c0_i64 = arith.constant {async_task_id = array<i32: 0>} 0 : i64
      %37 = scf.for %arg9 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg10 = %c0_i64) -> (i64)  : i32 {
        %38 = tt.splat %arg9 {async_task_id = array<i32: 0>} : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
        %39 = arith.addi %38, %17 {async_task_id = array<i32: 0>} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
        %40 = tt.expand_dims %39 {async_task_id = array<i32: 0>, axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %41 = tt.broadcast %40 {async_task_id = array<i32: 0>} : tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %42 = tt.addptr %31, %41 {async_task_id = array<i32: 0>} : tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %c4_i32 = arith.constant {async_task_id = array<i32: 0>} 4 : i32
        %43 = arith.extsi %c4_i32 {async_task_id = array<i32: 0>} : i32 to i64
        %44 = arith.divui %arg10, %43 {async_task_id = array<i32: 0>} : i64
        %45 = arith.muli %44, %43 {async_task_id = array<i32: 0>} : i64
        %46 = arith.subi %arg10, %45 {async_task_id = array<i32: 0>} : i64
        %47 = arith.trunci %46 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %48 = arith.andi %44, %c1_i64 {async_task_id = array<i32: 0>} : i64
        %49 = arith.trunci %48 {async_task_id = array<i32: 0>} : i64 to i1
        %50 = ttg.memdesc_index %4[%47] {async_task_id = array<i32: 0>} : !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %c4_i32_0 = arith.constant {async_task_id = array<i32: 0>} 4 : i32
        %51 = arith.extsi %c4_i32_0 {async_task_id = array<i32: 0>} : i32 to i64
        %52 = arith.divui %arg10, %51 {async_task_id = array<i32: 0>} : i64
        %53 = arith.muli %52, %51 {async_task_id = array<i32: 0>} : i64
        %54 = arith.subi %arg10, %53 {async_task_id = array<i32: 0>} : i64
        %55 = arith.trunci %54 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_1 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %56 = arith.andi %52, %c1_i64_1 {async_task_id = array<i32: 0>} : i64
        %57 = arith.trunci %56 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %0, %55, %57 {async_task_id = array<i32: 0>} : tensor<4x!nvws.token>, i32, i1
        %58 = ttg.async_copy_global_to_local %42, %50 {async_task_id = array<i32: 0>} : tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> <64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        nvws.producer_commit %0, %55 {async_task_id = array<i32: 0>} : tensor<4x!nvws.token>, i32
        %59 = tt.splat %arg9 {async_task_id = array<i32: 0>} : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
        %60 = arith.addi %59, %18 {async_task_id = array<i32: 0>} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
        %61 = tt.expand_dims %60 {async_task_id = array<i32: 0>, axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %62 = arith.muli %61, %33 {async_task_id = array<i32: 0>} : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %63 = tt.addptr %34, %62 {async_task_id = array<i32: 0>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %64 = tt.broadcast %63 {async_task_id = array<i32: 0>} : tensor<64x1x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %65 = tt.addptr %64, %36 {async_task_id = array<i32: 0>} : tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %c4_i32_2 = arith.constant {async_task_id = array<i32: 0>} 4 : i32
        %66 = arith.extsi %c4_i32_2 {async_task_id = array<i32: 0>} : i32 to i64
        %67 = arith.divui %arg10, %66 {async_task_id = array<i32: 0>} : i64
        %68 = arith.muli %67, %66 {async_task_id = array<i32: 0>} : i64
        %69 = arith.subi %arg10, %68 {async_task_id = array<i32: 0>} : i64
        %70 = arith.trunci %69 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_3 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %71 = arith.andi %67, %c1_i64_3 {async_task_id = array<i32: 0>} : i64
        %72 = arith.trunci %71 {async_task_id = array<i32: 0>} : i64 to i1
        %73 = ttg.memdesc_index %6[%70] {async_task_id = array<i32: 0>} : !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %c4_i32_4 = arith.constant {async_task_id = array<i32: 0>} 4 : i32
        %74 = arith.extsi %c4_i32_4 {async_task_id = array<i32: 0>} : i32 to i64
        %75 = arith.divui %arg10, %74 {async_task_id = array<i32: 0>} : i64
        %76 = arith.muli %75, %74 {async_task_id = array<i32: 0>} : i64
        %77 = arith.subi %arg10, %76 {async_task_id = array<i32: 0>} : i64
        %78 = arith.trunci %77 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_5 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %79 = arith.andi %75, %c1_i64_5 {async_task_id = array<i32: 0>} : i64
        %80 = arith.trunci %79 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %3, %78, %80 {async_task_id = array<i32: 0>} : tensor<4x!nvws.token>, i32, i1
        nvws.producer_acquire %2, %78, %80 {async_task_id = array<i32: 0>} : tensor<4x!nvws.token>, i32, i1
        %81 = ttg.async_copy_global_to_local %65, %73 {async_task_id = array<i32: 0>} : tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> <64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        nvws.producer_commit %2, %78 {async_task_id = array<i32: 0>} : tensor<4x!nvws.token>, i32
        nvws.producer_commit %3, %78 {async_task_id = array<i32: 0>} : tensor<4x!nvws.token>, i32
        %82 = tt.broadcast %40 {async_task_id = array<i32: 0>} : tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %83 = tt.addptr %32, %82 {async_task_id = array<i32: 0>} : tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %c4_i32_6 = arith.constant {async_task_id = array<i32: 0>} 4 : i32
        %84 = arith.extsi %c4_i32_6 {async_task_id = array<i32: 0>} : i32 to i64
        %85 = arith.divui %arg10, %84 {async_task_id = array<i32: 0>} : i64
        %86 = arith.muli %85, %84 {async_task_id = array<i32: 0>} : i64
        %87 = arith.subi %arg10, %86 {async_task_id = array<i32: 0>} : i64
        %88 = arith.trunci %87 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_7 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %89 = arith.andi %85, %c1_i64_7 {async_task_id = array<i32: 0>} : i64
        %90 = arith.trunci %89 {async_task_id = array<i32: 0>} : i64 to i1
        %91 = ttg.memdesc_index %5[%88] {async_task_id = array<i32: 0>} : !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        %c4_i32_8 = arith.constant {async_task_id = array<i32: 0>} 4 : i32
        %92 = arith.extsi %c4_i32_8 {async_task_id = array<i32: 0>} : i32 to i64
        %93 = arith.divui %arg10, %92 {async_task_id = array<i32: 0>} : i64
        %94 = arith.muli %93, %92 {async_task_id = array<i32: 0>} : i64
        %95 = arith.subi %arg10, %94 {async_task_id = array<i32: 0>} : i64
        %96 = arith.trunci %95 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_9 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %97 = arith.andi %93, %c1_i64_9 {async_task_id = array<i32: 0>} : i64
        %98 = arith.trunci %97 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %1, %96, %98 {async_task_id = array<i32: 0>} : tensor<4x!nvws.token>, i32, i1
        %99 = ttg.async_copy_global_to_local %83, %91 {async_task_id = array<i32: 0>} : tensor<64x64x!tt.ptr<bf16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> <64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        nvws.producer_commit %1, %96 {async_task_id = array<i32: 0>} : tensor<4x!nvws.token>, i32
        %c1_i64_10 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %100 = arith.addi %arg10, %c1_i64_10 {async_task_id = array<i32: 0>} : i64
        scf.yield {async_task_id = array<i32: 0>} %100 : i64
      } {async_task_id = array<i32: 0>}
      ttg.warp_yield
    }
    partition0(%arg9: !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg10: tensor<4x!nvws.token>, %arg11: !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg12: tensor<4x!nvws.token>, %arg13: i32, %arg14: i32, %arg15: !tt.ptr<f16>, %arg16: !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg17: tensor<4x!nvws.token>, %arg18: tensor<4x!nvws.token>) num_warps(4) {
      %c128_i32 = arith.constant {async_task_id = array<i32: 1>} 128 : i32
      %c64_i32 = arith.constant {async_task_id = array<i32: 1>} 64 : i32
      %c0_i32 = arith.constant {async_task_id = array<i32: 1>} 0 : i32
      %cst = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>>
      %7 = tt.get_program_id x {async_task_id = array<i32: 1>} : i32
      %8 = arith.muli %7, %c128_i32 {async_task_id = array<i32: 1>} : i32
      %9 = tt.make_range {async_task_id = array<i32: 1>, end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %10 = tt.splat %8 {async_task_id = array<i32: 1>} : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %11 = arith.addi %10, %9 {async_task_id = array<i32: 1>} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %12 = tt.get_program_id y {async_task_id = array<i32: 1>} : i32
      %13 = arith.muli %12, %c64_i32 {async_task_id = array<i32: 1>} : i32
      %14 = tt.make_range {async_task_id = array<i32: 1>, end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %15 = tt.splat %13 {async_task_id = array<i32: 1>} : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %16 = arith.addi %15, %14 {async_task_id = array<i32: 1>} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %c0_i64 = arith.constant {async_task_id = array<i32: 1>} 0 : i64
      %17:2 = scf.for %arg19 = %c0_i32 to %arg13 step %c64_i32 iter_args(%arg20 = %cst, %arg21 = %c0_i64) -> (tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>>, i64)  : i32 {
        %c4_i32 = arith.constant {async_task_id = array<i32: 1>} 4 : i32
        %29 = arith.extsi %c4_i32 {async_task_id = array<i32: 1>} : i32 to i64
        %30 = arith.divui %arg21, %29 {async_task_id = array<i32: 1>} : i64
        %31 = arith.muli %30, %29 {async_task_id = array<i32: 1>} : i64
        %32 = arith.subi %arg21, %31 {async_task_id = array<i32: 1>} : i64
        %33 = arith.trunci %32 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %34 = arith.andi %30, %c1_i64 {async_task_id = array<i32: 1>} : i64
        %35 = arith.trunci %34 {async_task_id = array<i32: 1>} : i64 to i1
        %c4_i32_0 = arith.constant {async_task_id = array<i32: 1>} 4 : i32
        %36 = arith.extsi %c4_i32_0 {async_task_id = array<i32: 1>} : i32 to i64
        %37 = arith.divui %arg21, %36 {async_task_id = array<i32: 1>} : i64
        %38 = arith.muli %37, %36 {async_task_id = array<i32: 1>} : i64
        %39 = arith.subi %arg21, %38 {async_task_id = array<i32: 1>} : i64
        %40 = arith.trunci %39 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_1 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %41 = arith.andi %37, %c1_i64_1 {async_task_id = array<i32: 1>} : i64
        %42 = arith.trunci %41 {async_task_id = array<i32: 1>} : i64 to i1
        %c4_i32_2 = arith.constant {async_task_id = array<i32: 1>} 4 : i32
        %43 = arith.extsi %c4_i32_2 {async_task_id = array<i32: 1>} : i32 to i64
        %44 = arith.divui %arg21, %43 {async_task_id = array<i32: 1>} : i64
        %45 = arith.muli %44, %43 {async_task_id = array<i32: 1>} : i64
        %46 = arith.subi %arg21, %45 {async_task_id = array<i32: 1>} : i64
        %47 = arith.trunci %46 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_3 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %48 = arith.andi %44, %c1_i64_3 {async_task_id = array<i32: 1>} : i64
        %49 = arith.trunci %48 {async_task_id = array<i32: 1>} : i64 to i1
        %c4_i32_4 = arith.constant {async_task_id = array<i32: 1>} 4 : i32
        %50 = arith.extsi %c4_i32_4 {async_task_id = array<i32: 1>} : i32 to i64
        %51 = arith.divui %arg21, %50 {async_task_id = array<i32: 1>} : i64
        %52 = arith.muli %51, %50 {async_task_id = array<i32: 1>} : i64
        %53 = arith.subi %arg21, %52 {async_task_id = array<i32: 1>} : i64
        %54 = arith.trunci %53 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_5 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %55 = arith.andi %51, %c1_i64_5 {async_task_id = array<i32: 1>} : i64
        %56 = arith.trunci %55 {async_task_id = array<i32: 1>} : i64 to i1
        %57 = ttg.memdesc_index %arg9[%33] {async_task_id = array<i32: 1>} : !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        nvws.consumer_wait %arg10, %40, %42 {async_task_id = array<i32: 1>} : tensor<4x!nvws.token>, i32, i1
        %58 = ttg.local_load %57 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %59 = ttg.local_alloc %58 {async_task_id = array<i32: 1>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %60 = ttg.memdesc_index %arg11[%47] {async_task_id = array<i32: 1>} : !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        nvws.consumer_wait %arg12, %54, %56 {async_task_id = array<i32: 1>} : tensor<4x!nvws.token>, i32, i1
        %61 = ttg.local_load %60 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %62 = ttg.local_alloc %61 {async_task_id = array<i32: 1>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %63 = ttng.warp_group_dot %57, %60, %arg20 {async_task_id = array<i32: 1>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> * !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>>
        nvws.consumer_release %arg10, %40 {async_task_id = array<i32: 1>} : tensor<4x!nvws.token>, i32
        nvws.consumer_release %arg12, %54 {async_task_id = array<i32: 1>} : tensor<4x!nvws.token>, i32
        %c1_i64_6 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %64 = arith.addi %arg21, %c1_i64_6 {async_task_id = array<i32: 1>} : i64
        scf.yield {async_task_id = array<i32: 1>} %63, %64 : tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>>, i64
      } {async_task_id = array<i32: 1>}
      %18 = tt.expand_dims %11 {async_task_id = array<i32: 1>, axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %19 = tt.splat %arg14 {async_task_id = array<i32: 1>} : i32 -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %20 = arith.muli %18, %19 {async_task_id = array<i32: 1>} : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %21 = tt.splat %arg15 {async_task_id = array<i32: 1>} : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %22 = tt.addptr %21, %20 {async_task_id = array<i32: 1>} : tensor<64x1x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %23 = tt.expand_dims %16 {async_task_id = array<i32: 1>, axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %24 = tt.broadcast %22 {async_task_id = array<i32: 1>} : tensor<64x1x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %25 = tt.broadcast %23 {async_task_id = array<i32: 1>} : tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %26 = tt.addptr %24, %25 {async_task_id = array<i32: 1>} : tensor<64x64x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %27 = arith.truncf %17#0 {async_task_id = array<i32: 1>} : tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>> to tensor<64x64xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>>
      %28 = ttg.convert_layout %27 {async_task_id = array<i32: 1>} : tensor<64x64xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>> -> tensor<64x64xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.store %26, %28 {async_task_id = array<i32: 1>} : tensor<64x64x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      ttg.warp_return
    }
    partition1(%arg9: !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg10: tensor<4x!nvws.token>, %arg11: !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg12: tensor<4x!nvws.token>, %arg13: i32, %arg14: i32, %arg15: !tt.ptr<f16>, %arg16: !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, %arg17: tensor<4x!nvws.token>, %arg18: tensor<4x!nvws.token>) num_warps(4) {
      %c128_i32 = arith.constant {async_task_id = array<i32: 2>} 128 : i32
      %c64_i32 = arith.constant {async_task_id = array<i32: 2>} 64 : i32
      %c0_i32 = arith.constant {async_task_id = array<i32: 2>} 0 : i32
      %cst = arith.constant {async_task_id = array<i32: 2>} dense<0.000000e+00> : tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>>
      %7 = tt.get_program_id x {async_task_id = array<i32: 2>} : i32
      %8 = arith.muli %7, %c128_i32 {async_task_id = array<i32: 2>} : i32
      %9 = tt.make_range {async_task_id = array<i32: 2>, end = 128 : i32, start = 64 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %10 = tt.splat %8 {async_task_id = array<i32: 2>} : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %11 = arith.addi %10, %9 {async_task_id = array<i32: 2>} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %12 = tt.get_program_id y {async_task_id = array<i32: 2>} : i32
      %13 = arith.muli %12, %c64_i32 {async_task_id = array<i32: 2>} : i32
      %14 = tt.make_range {async_task_id = array<i32: 2>, end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %15 = tt.splat %13 {async_task_id = array<i32: 2>} : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %16 = arith.addi %15, %14 {async_task_id = array<i32: 2>} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
      %c0_i64 = arith.constant {async_task_id = array<i32: 2>} 0 : i64
      %17:2 = scf.for %arg19 = %c0_i32 to %arg13 step %c64_i32 iter_args(%arg20 = %cst, %arg21 = %c0_i64) -> (tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>>, i64)  : i32 {
        %c4_i32 = arith.constant {async_task_id = array<i32: 2>} 4 : i32
        %29 = arith.extsi %c4_i32 {async_task_id = array<i32: 2>} : i32 to i64
        %30 = arith.divui %arg21, %29 {async_task_id = array<i32: 2>} : i64
        %31 = arith.muli %30, %29 {async_task_id = array<i32: 2>} : i64
        %32 = arith.subi %arg21, %31 {async_task_id = array<i32: 2>} : i64
        %33 = arith.trunci %32 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %34 = arith.andi %30, %c1_i64 {async_task_id = array<i32: 2>} : i64
        %35 = arith.trunci %34 {async_task_id = array<i32: 2>} : i64 to i1
        %c4_i32_0 = arith.constant {async_task_id = array<i32: 2>} 4 : i32
        %36 = arith.extsi %c4_i32_0 {async_task_id = array<i32: 2>} : i32 to i64
        %37 = arith.divui %arg21, %36 {async_task_id = array<i32: 2>} : i64
        %38 = arith.muli %37, %36 {async_task_id = array<i32: 2>} : i64
        %39 = arith.subi %arg21, %38 {async_task_id = array<i32: 2>} : i64
        %40 = arith.trunci %39 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_1 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %41 = arith.andi %37, %c1_i64_1 {async_task_id = array<i32: 2>} : i64
        %42 = arith.trunci %41 {async_task_id = array<i32: 2>} : i64 to i1
        %c4_i32_2 = arith.constant {async_task_id = array<i32: 2>} 4 : i32
        %43 = arith.extsi %c4_i32_2 {async_task_id = array<i32: 2>} : i32 to i64
        %44 = arith.divui %arg21, %43 {async_task_id = array<i32: 2>} : i64
        %45 = arith.muli %44, %43 {async_task_id = array<i32: 2>} : i64
        %46 = arith.subi %arg21, %45 {async_task_id = array<i32: 2>} : i64
        %47 = arith.trunci %46 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_3 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %48 = arith.andi %44, %c1_i64_3 {async_task_id = array<i32: 2>} : i64
        %49 = arith.trunci %48 {async_task_id = array<i32: 2>} : i64 to i1
        %c4_i32_4 = arith.constant {async_task_id = array<i32: 2>} 4 : i32
        %50 = arith.extsi %c4_i32_4 {async_task_id = array<i32: 2>} : i32 to i64
        %51 = arith.divui %arg21, %50 {async_task_id = array<i32: 2>} : i64
        %52 = arith.muli %51, %50 {async_task_id = array<i32: 2>} : i64
        %53 = arith.subi %arg21, %52 {async_task_id = array<i32: 2>} : i64
        %54 = arith.trunci %53 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_5 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %55 = arith.andi %51, %c1_i64_5 {async_task_id = array<i32: 2>} : i64
        %56 = arith.trunci %55 {async_task_id = array<i32: 2>} : i64 to i1
        %57 = ttg.memdesc_index %arg16[%47] {async_task_id = array<i32: 2>} : !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        nvws.consumer_wait %arg17, %54, %56 {async_task_id = array<i32: 2>} : tensor<4x!nvws.token>, i32, i1
        %58 = ttg.local_load %57 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %59 = ttg.local_alloc %58 {async_task_id = array<i32: 2>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %60 = ttg.memdesc_index %arg11[%33] {async_task_id = array<i32: 2>} : !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>
        nvws.consumer_wait %arg18, %40, %42 {async_task_id = array<i32: 2>} : tensor<4x!nvws.token>, i32, i1
        %61 = ttg.local_load %60 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %62 = ttg.local_alloc %61 {async_task_id = array<i32: 2>} : (tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>
        %63 = ttng.warp_group_dot %57, %60, %arg20 {async_task_id = array<i32: 2>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> * !ttg.memdesc<64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable> -> tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>>
        nvws.consumer_release %arg18, %40 {async_task_id = array<i32: 2>} : tensor<4x!nvws.token>, i32
        nvws.consumer_release %arg17, %54 {async_task_id = array<i32: 2>} : tensor<4x!nvws.token>, i32
        %c1_i64_6 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %64 = arith.addi %arg21, %c1_i64_6 {async_task_id = array<i32: 2>} : i64
        scf.yield {async_task_id = array<i32: 2>} %63, %64 : tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>>, i64
      } {async_task_id = array<i32: 2>}
      %18 = tt.expand_dims %11 {async_task_id = array<i32: 2>, axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %19 = tt.splat %arg14 {async_task_id = array<i32: 2>} : i32 -> tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %20 = arith.muli %18, %19 {async_task_id = array<i32: 2>} : tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %21 = tt.splat %arg15 {async_task_id = array<i32: 2>} : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %22 = tt.addptr %21, %20 {async_task_id = array<i32: 2>} : tensor<64x1x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x1xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %23 = tt.expand_dims %16 {async_task_id = array<i32: 2>, axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>> -> tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %24 = tt.broadcast %22 {async_task_id = array<i32: 2>} : tensor<64x1x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %25 = tt.broadcast %23 {async_task_id = array<i32: 2>} : tensor<1x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<64x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %26 = tt.addptr %24, %25 {async_task_id = array<i32: 2>} : tensor<64x64x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, tensor<64x64xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      %27 = arith.truncf %17#0 {async_task_id = array<i32: 2>} : tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>> to tensor<64x64xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>>
      %28 = ttg.convert_layout %27 {async_task_id = array<i32: 2>} : tensor<64x64xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>> -> tensor<64x64xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.store %26, %28 {async_task_id = array<i32: 2>} : tensor<64x64x!tt.ptr<f16>, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
      ttg.warp_return
    } : (!ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<4x!nvws.token>, !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<4x!nvws.token>, i32, i32, !tt.ptr<f16>, !ttg.memdesc<4x64x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>, tensor<4x!nvws.token>, tensor<4x!nvws.token>) -> ()
    tt.return
  }
}


