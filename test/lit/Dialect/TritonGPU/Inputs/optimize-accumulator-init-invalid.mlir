// IR Triton 3.6's tritongpu-optimize-accumulator-init fails or asserts on
// (checked with utils/triton-oracle.py) is an error naming the op.
// A zeroing select outside the loop: Triton's output does not verify.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @zeroed_outside(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32, %c: i1, %x: tensor<128x128xf32, #mma>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    // expected-error @+1 {{outside the loop body; Triton 3.6's tritongpu-optimize-accumulator-init does not handle this}}
    %s = arith.select %c, %zero, %x : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %s : tensor<128x128xf32, #mma>
    }
    tt.return
  }
}

// -----

// The accumulator's alloc and tmem_load sit outside the loop, its MMA in
// it: Triton asserts (Operation::isBeforeInBlock).

#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tmem_alloc_outside(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #linear> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %true = arith.constant true
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #linear>
    // expected-error @+1 {{are in different blocks; Triton 3.6's tritongpu-optimize-accumulator-init asserts on this}}
    %m, %t = ttng.tmem_alloc %zero : (tensor<128x128xf32, #linear>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%tok = %t) -> (!ttg.async.token) : i32 {
      %t2 = ttng.tc_gen5_mma %a, %b, %m[%tok], %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
      scf.yield %t2 : !ttg.async.token
    }
    %v, %t3 = ttng.tmem_load %m[%r] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
    tt.return %v : tensor<128x128xf32, #linear>
  }
}
