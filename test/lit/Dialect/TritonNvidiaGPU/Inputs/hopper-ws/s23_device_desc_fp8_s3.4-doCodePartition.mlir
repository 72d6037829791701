module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_ws_device_desc(%arg0: !tt.ptr<f8E4M3FN> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f8E4M3FN> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32 = arith.constant 0 : i32
    %1 = ttg.memdesc_index %0[%c0_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %1, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32 = arith.constant 1 : i32
    %2 = ttg.memdesc_index %0[%c1_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %2, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c2_i32 = arith.constant 2 : i32
    %3 = ttg.memdesc_index %0[%c2_i32] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %3, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %4 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32_0 = arith.constant 0 : i32
    %5 = ttg.memdesc_index %4[%c0_i32_0] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %5, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32_1 = arith.constant 1 : i32
    %6 = ttg.memdesc_index %4[%c1_i32_1] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %6, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c2_i32_2 = arith.constant 2 : i32
    %7 = ttg.memdesc_index %4[%c2_i32_2] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %7, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %8 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c0_i32_3 = arith.constant 0 : i32
    %9 = ttg.memdesc_index %8[%c0_i32_3] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %9, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c1_i32_4 = arith.constant 1 : i32
    %10 = ttg.memdesc_index %8[%c1_i32_4] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %10, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %c2_i32_5 = arith.constant 2 : i32
    %11 = ttg.memdesc_index %8[%c2_i32_5] : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    ttng.init_barrier %11, 1 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
    %12 = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %13 = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %14 = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %15 = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
    %16 = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
    %17 = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
    %18 = ttg.local_alloc : () -> !ttg.memdesc<3x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
    ttg.warp_specialize(%arg4, %arg2, %arg3, %8, %16, %0, %18, %12, %14, %arg5, %4, %17, %15, %13) attributes {requestedRegisters = array<i32: 232, 232>}
    default {
      %c64_i32 = arith.constant {async_task_id = array<i32: 0>} 64 : i32
      %c1_i64 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
      %c128_i32 = arith.constant {async_task_id = array<i32: 0>} 128 : i32
      %c0_i32_6 = arith.constant {async_task_id = array<i32: 0>} 0 : i32
      %19 = arith.extsi %arg5 {async_task_id = array<i32: 0>} : i32 to i64
      %20 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%19, %c1_i64] {async_task_id = array<i32: 0>} : <f8E4M3FN>, <tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>
      %21 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%19, %c1_i64] {async_task_id = array<i32: 0>} : <f8E4M3FN>, <tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>
      %22 = tt.make_tensor_descriptor %arg1, [%arg4, %arg5], [%19, %c1_i64] {async_task_id = array<i32: 0>} : <f8E4M3FN>, <tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>
      %23 = tt.get_program_id x {async_task_id = array<i32: 0>} : i32
      %24 = arith.muli %23, %c128_i32 {async_task_id = array<i32: 0>} : i32
      %25 = arith.addi %24, %c64_i32 {async_task_id = array<i32: 0>} : i32
      %26 = tt.get_program_id y {async_task_id = array<i32: 0>} : i32
      %27 = arith.muli %26, %c128_i32 {async_task_id = array<i32: 0>} : i32
      %c0_i64 = arith.constant {async_task_id = array<i32: 0>} 0 : i64
      %28 = scf.for %arg6 = %c0_i32_6 to %arg5 step %c128_i32 iter_args(%arg7 = %c0_i64) -> (i64)  : i32 {
        %c3_i32 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %29 = arith.extsi %c3_i32 {async_task_id = array<i32: 0>} : i32 to i64
        %30 = arith.divui %arg7, %29 {async_task_id = array<i32: 0>} : i64
        %31 = arith.muli %30, %29 {async_task_id = array<i32: 0>} : i64
        %32 = arith.subi %arg7, %31 {async_task_id = array<i32: 0>} : i64
        %33 = arith.trunci %32 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_7 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %34 = arith.andi %30, %c1_i64_7 {async_task_id = array<i32: 0>} : i64
        %35 = arith.trunci %34 {async_task_id = array<i32: 0>} : i64 to i1
        %c3_i32_8 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %36 = arith.extsi %c3_i32_8 {async_task_id = array<i32: 0>} : i32 to i64
        %37 = arith.divui %arg7, %36 {async_task_id = array<i32: 0>} : i64
        %38 = arith.muli %37, %36 {async_task_id = array<i32: 0>} : i64
        %39 = arith.subi %arg7, %38 {async_task_id = array<i32: 0>} : i64
        %40 = arith.trunci %39 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_9 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %41 = arith.andi %37, %c1_i64_9 {async_task_id = array<i32: 0>} : i64
        %42 = arith.trunci %41 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %12, %40, %42 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
        %43 = ttg.memdesc_index %8[%40] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %true = arith.constant {async_task_id = array<i32: 0>} true
        ttng.barrier_expect %43, 8192 {async_task_id = array<i32: 0>}, %true : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %44 = ttg.memdesc_index %16[%40] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        ttng.async_tma_copy_global_to_local %20[%24, %arg6] %44, %43, %true {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %c3_i32_10 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %45 = arith.extsi %c3_i32_10 {async_task_id = array<i32: 0>} : i32 to i64
        %46 = arith.divui %arg7, %45 {async_task_id = array<i32: 0>} : i64
        %47 = arith.muli %46, %45 {async_task_id = array<i32: 0>} : i64
        %48 = arith.subi %arg7, %47 {async_task_id = array<i32: 0>} : i64
        %49 = arith.trunci %48 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_11 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %50 = arith.andi %46, %c1_i64_11 {async_task_id = array<i32: 0>} : i64
        %51 = arith.trunci %50 {async_task_id = array<i32: 0>} : i64 to i1
        %c3_i32_12 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %52 = arith.extsi %c3_i32_12 {async_task_id = array<i32: 0>} : i32 to i64
        %53 = arith.divui %arg7, %52 {async_task_id = array<i32: 0>} : i64
        %54 = arith.muli %53, %52 {async_task_id = array<i32: 0>} : i64
        %55 = arith.subi %arg7, %54 {async_task_id = array<i32: 0>} : i64
        %56 = arith.trunci %55 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_13 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %57 = arith.andi %53, %c1_i64_13 {async_task_id = array<i32: 0>} : i64
        %58 = arith.trunci %57 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %15, %56, %58 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
        nvws.producer_acquire %14, %56, %58 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
        %59 = ttg.memdesc_index %0[%56] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %true_14 = arith.constant {async_task_id = array<i32: 0>} true
        ttng.barrier_expect %59, 16384 {async_task_id = array<i32: 0>}, %true_14 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %60 = ttg.memdesc_index %18[%56] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        ttng.async_tma_copy_global_to_local %22[%27, %arg6] %60, %59, %true_14 {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %c3_i32_15 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %61 = arith.extsi %c3_i32_15 {async_task_id = array<i32: 0>} : i32 to i64
        %62 = arith.divui %arg7, %61 {async_task_id = array<i32: 0>} : i64
        %63 = arith.muli %62, %61 {async_task_id = array<i32: 0>} : i64
        %64 = arith.subi %arg7, %63 {async_task_id = array<i32: 0>} : i64
        %65 = arith.trunci %64 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_16 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %66 = arith.andi %62, %c1_i64_16 {async_task_id = array<i32: 0>} : i64
        %67 = arith.trunci %66 {async_task_id = array<i32: 0>} : i64 to i1
        %c3_i32_17 = arith.constant {async_task_id = array<i32: 0>} 3 : i32
        %68 = arith.extsi %c3_i32_17 {async_task_id = array<i32: 0>} : i32 to i64
        %69 = arith.divui %arg7, %68 {async_task_id = array<i32: 0>} : i64
        %70 = arith.muli %69, %68 {async_task_id = array<i32: 0>} : i64
        %71 = arith.subi %arg7, %70 {async_task_id = array<i32: 0>} : i64
        %72 = arith.trunci %71 {async_task_id = array<i32: 0>} : i64 to i32
        %c1_i64_18 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %73 = arith.andi %69, %c1_i64_18 {async_task_id = array<i32: 0>} : i64
        %74 = arith.trunci %73 {async_task_id = array<i32: 0>} : i64 to i1
        nvws.producer_acquire %13, %72, %74 {async_task_id = array<i32: 0>} : tensor<3x!nvws.token>, i32, i1
        %75 = ttg.memdesc_index %4[%72] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %true_19 = arith.constant {async_task_id = array<i32: 0>} true
        ttng.barrier_expect %75, 8192 {async_task_id = array<i32: 0>}, %true_19 : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %76 = ttg.memdesc_index %17[%72] {async_task_id = array<i32: 0>} : !ttg.memdesc<3x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        ttng.async_tma_copy_global_to_local %21[%25, %arg6] %76, %75, %true_19 {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>>>, !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>
        %c1_i64_20 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
        %77 = arith.addi %arg7, %c1_i64_20 {async_task_id = array<i32: 0>} : i64
        scf.yield {async_task_id = array<i32: 0>} %77 : i64
      } {async_task_id = array<i32: 0>}
      ttg.warp_yield
    }
    partition0(%arg6: i32, %arg7: !tt.ptr<f16>, %arg8: i32, %arg9: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg10: !ttg.memdesc<3x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg11: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg12: !ttg.memdesc<3x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg13: tensor<3x!nvws.token>, %arg14: tensor<3x!nvws.token>, %arg15: i32, %arg16: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg17: !ttg.memdesc<3x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg18: tensor<3x!nvws.token>, %arg19: tensor<3x!nvws.token>) num_warps(4) {
      %c1_i64 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
      %c128_i32 = arith.constant {async_task_id = array<i32: 1>} 128 : i32
      %c0_i32_6 = arith.constant {async_task_id = array<i32: 1>} 0 : i32
      %cst = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
      %19 = arith.extsi %arg6 {async_task_id = array<i32: 1>} : i32 to i64
      %20 = tt.make_tensor_descriptor %arg7, [%arg8, %arg6], [%19, %c1_i64] {async_task_id = array<i32: 1>} : <f16>, <tensor<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %21 = tt.get_program_id x {async_task_id = array<i32: 1>} : i32
      %22 = arith.muli %21, %c128_i32 {async_task_id = array<i32: 1>} : i32
      %23 = tt.get_program_id y {async_task_id = array<i32: 1>} : i32
      %24 = arith.muli %23, %c128_i32 {async_task_id = array<i32: 1>} : i32
      %c0_i64 = arith.constant {async_task_id = array<i32: 1>} 0 : i64
      %25:2 = scf.for %arg20 = %c0_i32_6 to %arg15 step %c128_i32 iter_args(%arg21 = %cst, %arg22 = %c0_i64) -> (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, i64)  : i32 {
        %c3_i32 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
        %28 = arith.extsi %c3_i32 {async_task_id = array<i32: 1>} : i32 to i64
        %29 = arith.divui %arg22, %28 {async_task_id = array<i32: 1>} : i64
        %30 = arith.muli %29, %28 {async_task_id = array<i32: 1>} : i64
        %31 = arith.subi %arg22, %30 {async_task_id = array<i32: 1>} : i64
        %32 = arith.trunci %31 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_7 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %33 = arith.andi %29, %c1_i64_7 {async_task_id = array<i32: 1>} : i64
        %34 = arith.trunci %33 {async_task_id = array<i32: 1>} : i64 to i1
        %c3_i32_8 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
        %35 = arith.extsi %c3_i32_8 {async_task_id = array<i32: 1>} : i32 to i64
        %36 = arith.divui %arg22, %35 {async_task_id = array<i32: 1>} : i64
        %37 = arith.muli %36, %35 {async_task_id = array<i32: 1>} : i64
        %38 = arith.subi %arg22, %37 {async_task_id = array<i32: 1>} : i64
        %39 = arith.trunci %38 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_9 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %40 = arith.andi %36, %c1_i64_9 {async_task_id = array<i32: 1>} : i64
        %41 = arith.trunci %40 {async_task_id = array<i32: 1>} : i64 to i1
        %c3_i32_10 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
        %42 = arith.extsi %c3_i32_10 {async_task_id = array<i32: 1>} : i32 to i64
        %43 = arith.divui %arg22, %42 {async_task_id = array<i32: 1>} : i64
        %44 = arith.muli %43, %42 {async_task_id = array<i32: 1>} : i64
        %45 = arith.subi %arg22, %44 {async_task_id = array<i32: 1>} : i64
        %46 = arith.trunci %45 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_11 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %47 = arith.andi %43, %c1_i64_11 {async_task_id = array<i32: 1>} : i64
        %48 = arith.trunci %47 {async_task_id = array<i32: 1>} : i64 to i1
        %c3_i32_12 = arith.constant {async_task_id = array<i32: 1>} 3 : i32
        %49 = arith.extsi %c3_i32_12 {async_task_id = array<i32: 1>} : i32 to i64
        %50 = arith.divui %arg22, %49 {async_task_id = array<i32: 1>} : i64
        %51 = arith.muli %50, %49 {async_task_id = array<i32: 1>} : i64
        %52 = arith.subi %arg22, %51 {async_task_id = array<i32: 1>} : i64
        %53 = arith.trunci %52 {async_task_id = array<i32: 1>} : i64 to i32
        %c1_i64_13 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %54 = arith.andi %50, %c1_i64_13 {async_task_id = array<i32: 1>} : i64
        %55 = arith.trunci %54 {async_task_id = array<i32: 1>} : i64 to i1
        %56 = ttg.memdesc_index %arg9[%39] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %57 = arith.extsi %41 {async_task_id = array<i32: 1>} : i1 to i32
        ttng.wait_barrier %56, %57 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %58 = ttg.memdesc_index %arg10[%39] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory>
        %59 = ttg.local_load %58 {async_task_id = array<i32: 1>} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory> -> tensor<64x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %60 = ttg.local_alloc %59 {async_task_id = array<i32: 1>} : (tensor<64x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory>
        %61 = ttg.memdesc_index %arg11[%53] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %62 = arith.extsi %55 {async_task_id = array<i32: 1>} : i1 to i32
        ttng.wait_barrier %61, %62 {async_task_id = array<i32: 1>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %63 = ttg.memdesc_index %arg12[%53] {async_task_id = array<i32: 1>} : !ttg.memdesc<3x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory>
        %64 = ttg.local_load %63 {async_task_id = array<i32: 1>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory> -> tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %65 = ttg.local_alloc %64 {async_task_id = array<i32: 1>} : (tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory>
        %66 = ttg.memdesc_trans %63 {async_task_id = array<i32: 1>, order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory>
        %67 = ttng.warp_group_dot %58, %66, %arg21 {async_task_id = array<i32: 1>, inputPrecision = 0 : i32, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        nvws.consumer_release %arg13, %39 {async_task_id = array<i32: 1>} : tensor<3x!nvws.token>, i32
        nvws.consumer_release %arg14, %53 {async_task_id = array<i32: 1>} : tensor<3x!nvws.token>, i32
        %c1_i64_14 = arith.constant {async_task_id = array<i32: 1>} 1 : i64
        %68 = arith.addi %arg22, %c1_i64_14 {async_task_id = array<i32: 1>} : i64
        scf.yield {async_task_id = array<i32: 1>} %67, %68 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, i64
      } {async_task_id = array<i32: 1>}
      %26 = arith.truncf %25#0 {async_task_id = array<i32: 1>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> to tensor<64x128xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
      %27 = ttg.convert_layout %26 {async_task_id = array<i32: 1>} : tensor<64x128xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.descriptor_store %20[%22, %24], %27 {async_task_id = array<i32: 1>} : !tt.tensordesc<tensor<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, tensor<64x128xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      ttg.warp_return
    }
    partition1(%arg6: i32, %arg7: !tt.ptr<f16>, %arg8: i32, %arg9: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg10: !ttg.memdesc<3x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg11: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg12: !ttg.memdesc<3x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg13: tensor<3x!nvws.token>, %arg14: tensor<3x!nvws.token>, %arg15: i32, %arg16: !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, %arg17: !ttg.memdesc<3x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, %arg18: tensor<3x!nvws.token>, %arg19: tensor<3x!nvws.token>) num_warps(4) {
      %c64_i32 = arith.constant {async_task_id = array<i32: 2>} 64 : i32
      %c1_i64 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
      %c128_i32 = arith.constant {async_task_id = array<i32: 2>} 128 : i32
      %c0_i32_6 = arith.constant {async_task_id = array<i32: 2>} 0 : i32
      %cst = arith.constant {async_task_id = array<i32: 2>} dense<0.000000e+00> : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
      %19 = arith.extsi %arg6 {async_task_id = array<i32: 2>} : i32 to i64
      %20 = tt.make_tensor_descriptor %arg7, [%arg8, %arg6], [%19, %c1_i64] {async_task_id = array<i32: 2>} : <f16>, <tensor<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>
      %21 = tt.get_program_id x {async_task_id = array<i32: 2>} : i32
      %22 = arith.muli %21, %c128_i32 {async_task_id = array<i32: 2>} : i32
      %23 = arith.addi %22, %c64_i32 {async_task_id = array<i32: 2>} : i32
      %24 = tt.get_program_id y {async_task_id = array<i32: 2>} : i32
      %25 = arith.muli %24, %c128_i32 {async_task_id = array<i32: 2>} : i32
      %c0_i64 = arith.constant {async_task_id = array<i32: 2>} 0 : i64
      %26:2 = scf.for %arg20 = %c0_i32_6 to %arg15 step %c128_i32 iter_args(%arg21 = %cst, %arg22 = %c0_i64) -> (tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, i64)  : i32 {
        %c3_i32 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
        %29 = arith.extsi %c3_i32 {async_task_id = array<i32: 2>} : i32 to i64
        %30 = arith.divui %arg22, %29 {async_task_id = array<i32: 2>} : i64
        %31 = arith.muli %30, %29 {async_task_id = array<i32: 2>} : i64
        %32 = arith.subi %arg22, %31 {async_task_id = array<i32: 2>} : i64
        %33 = arith.trunci %32 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_7 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %34 = arith.andi %30, %c1_i64_7 {async_task_id = array<i32: 2>} : i64
        %35 = arith.trunci %34 {async_task_id = array<i32: 2>} : i64 to i1
        %c3_i32_8 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
        %36 = arith.extsi %c3_i32_8 {async_task_id = array<i32: 2>} : i32 to i64
        %37 = arith.divui %arg22, %36 {async_task_id = array<i32: 2>} : i64
        %38 = arith.muli %37, %36 {async_task_id = array<i32: 2>} : i64
        %39 = arith.subi %arg22, %38 {async_task_id = array<i32: 2>} : i64
        %40 = arith.trunci %39 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_9 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %41 = arith.andi %37, %c1_i64_9 {async_task_id = array<i32: 2>} : i64
        %42 = arith.trunci %41 {async_task_id = array<i32: 2>} : i64 to i1
        %c3_i32_10 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
        %43 = arith.extsi %c3_i32_10 {async_task_id = array<i32: 2>} : i32 to i64
        %44 = arith.divui %arg22, %43 {async_task_id = array<i32: 2>} : i64
        %45 = arith.muli %44, %43 {async_task_id = array<i32: 2>} : i64
        %46 = arith.subi %arg22, %45 {async_task_id = array<i32: 2>} : i64
        %47 = arith.trunci %46 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_11 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %48 = arith.andi %44, %c1_i64_11 {async_task_id = array<i32: 2>} : i64
        %49 = arith.trunci %48 {async_task_id = array<i32: 2>} : i64 to i1
        %c3_i32_12 = arith.constant {async_task_id = array<i32: 2>} 3 : i32
        %50 = arith.extsi %c3_i32_12 {async_task_id = array<i32: 2>} : i32 to i64
        %51 = arith.divui %arg22, %50 {async_task_id = array<i32: 2>} : i64
        %52 = arith.muli %51, %50 {async_task_id = array<i32: 2>} : i64
        %53 = arith.subi %arg22, %52 {async_task_id = array<i32: 2>} : i64
        %54 = arith.trunci %53 {async_task_id = array<i32: 2>} : i64 to i32
        %c1_i64_13 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %55 = arith.andi %51, %c1_i64_13 {async_task_id = array<i32: 2>} : i64
        %56 = arith.trunci %55 {async_task_id = array<i32: 2>} : i64 to i1
        %57 = ttg.memdesc_index %arg16[%54] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %58 = arith.extsi %56 {async_task_id = array<i32: 2>} : i1 to i32
        ttng.wait_barrier %57, %58 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %59 = ttg.memdesc_index %arg17[%54] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory>
        %60 = ttg.local_load %59 {async_task_id = array<i32: 2>} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory> -> tensor<64x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %61 = ttg.local_alloc %60 {async_task_id = array<i32: 2>} : (tensor<64x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory>
        %62 = ttg.memdesc_index %arg11[%40] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %63 = arith.extsi %42 {async_task_id = array<i32: 2>} : i1 to i32
        ttng.wait_barrier %62, %63 {async_task_id = array<i32: 2>} : !ttg.memdesc<1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>
        %64 = ttg.memdesc_index %arg12[%40] {async_task_id = array<i32: 2>} : !ttg.memdesc<3x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory>
        %65 = ttg.local_load %64 {async_task_id = array<i32: 2>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory> -> tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
        %66 = ttg.local_alloc %65 {async_task_id = array<i32: 2>} : (tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory>
        %67 = ttg.memdesc_trans %64 {async_task_id = array<i32: 2>, order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory> -> !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory>
        %68 = ttng.warp_group_dot %59, %67, %arg21 {async_task_id = array<i32: 2>, inputPrecision = 0 : i32, maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory> * !ttg.memdesc<128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>, #ttg.shared_memory> -> tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
        nvws.consumer_release %arg18, %40 {async_task_id = array<i32: 2>} : tensor<3x!nvws.token>, i32
        nvws.consumer_release %arg19, %54 {async_task_id = array<i32: 2>} : tensor<3x!nvws.token>, i32
        %c1_i64_14 = arith.constant {async_task_id = array<i32: 2>} 1 : i64
        %69 = arith.addi %arg22, %c1_i64_14 {async_task_id = array<i32: 2>} : i64
        scf.yield {async_task_id = array<i32: 2>} %68, %69 : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>, i64
      } {async_task_id = array<i32: 2>}
      %27 = arith.truncf %26#0 {async_task_id = array<i32: 2>} : tensor<64x128xf32, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> to tensor<64x128xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>>
      %28 = ttg.convert_layout %27 {async_task_id = array<i32: 2>} : tensor<64x128xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>> -> tensor<64x128xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      tt.descriptor_store %20[%23, %25], %28 {async_task_id = array<i32: 2>} : !tt.tensordesc<tensor<64x128xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>>, tensor<64x128xf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>
      ttg.warp_return
    } : (i32, !tt.ptr<f16>, i32, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x128x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, tensor<3x!nvws.token>, tensor<3x!nvws.token>, i32, !ttg.memdesc<3x1xi64, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>, !ttg.memdesc<3x64x128xf8E4M3FN, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>, #ttg.shared_memory, mutable>, tensor<3x!nvws.token>, tensor<3x!nvws.token>) -> ()
    tt.return
  }
}


