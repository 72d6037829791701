#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.padded_shared<[64:+8] {order = [1, 0], shape = [32, 64]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%x: tensor<32x64xf16, #blocked>, %n: i32, %p: tensor<32x64x!tt.ptr<f16>, #blocked>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %buf = ttg.local_alloc %x : (tensor<32x64xf16, #blocked>) -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %last = scf.for %i = %c0 to %n step %c1 iter_args(%b = %buf) -> (!ttg.memdesc<32x64xf16, #shared, #smem, mutable>) : i32 {
      scf.yield %b : !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    }
    ttg.local_dealloc %last : !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}
