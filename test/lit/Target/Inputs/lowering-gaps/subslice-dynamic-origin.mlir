// A view (rows 16-31) of a buffer carried through a loop: its offsets
// arrive through the loop's block argument, so its origin is computed at run
// time (every address XORs it in; LLVM folds it back to +2048 bytes).
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%x: tensor<32x64xf16, #blocked>, %n: i32, %p: tensor<16x64x!tt.ptr<f16>, #blocked>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %buf = ttg.local_alloc %x : (tensor<32x64xf16, #blocked>) -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %last = scf.for %i = %c0 to %n step %c1 iter_args(%b = %buf) -> (!ttg.memdesc<32x64xf16, #shared, #smem, mutable>) : i32 {
      scf.yield %b : !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    }
    %half = ttg.memdesc_subslice %last[16, 0] : !ttg.memdesc<32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared, #smem, mutable, 32x64>
    %y = ttg.local_load %half : !ttg.memdesc<16x64xf16, #shared, #smem, mutable, 32x64> -> tensor<16x64xf16, #blocked>
    tt.store %p, %y : tensor<16x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
