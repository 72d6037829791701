// A TMA load whose descriptor block has no shared layout feeds a pipelined
// tcgen05 MMA: Triton 3.6 stops with an internal error there
// (getEncodingFromDescriptor); tt-opt reports it at the load.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tma_without_layout(%desc: !tt.tensordesc<tensor<128x64xf16>>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %true = arith.constant true
    %acc, %tok = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %r = scf.for %k = %c0 to %n step %c1 iter_args(%t = %tok) -> (!ttg.async.token) : i32 {
      // expected-error @below {{tritongpu pipeliner: NYI: the shared layout of a TMA load whose descriptor block has no layout}}
      %a = tt.descriptor_load %desc[%c0, %k] : !tt.tensordesc<tensor<128x64xf16>> -> tensor<128x64xf16, #blocked>
      %sa = ttg.local_alloc %a : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      %t2 = ttng.tc_gen5_mma %sa, %b, %acc[%t], %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
      scf.yield %t2 : !ttg.async.token
    }
    tt.return
  }
}
