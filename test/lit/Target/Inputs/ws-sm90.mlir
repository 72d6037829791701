// A hand-written sm90 kernel with a ttg.warp_specialize (Triton 3.6 makes none
// for sm90: its nvgpu-warp-specialization asserts). The default warps load
// out[0] (a capture through shared memory) and wait on an mbarrier;
// partition 0 (4 warps) stores out[i] = i + out[0], reduces those across its
// warps into out[0] and arrives on the mbarrier; partition 1 (2 warps) stores
// out[128 + i] = i + n (n: a kernel argument, recomputed in the partition).
// Run on an H200 from tt-translate's PTX (out[0] = 5, n = 3): out[0] = 8768,
// out[1..127] = i + 5, out[128..191] = i + 3, as expected.
// See Target/ptx-warp-specialize.test.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ws_sm90(%out: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %n: i32) {
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %c0 = arith.constant 0 : i32
    %m0 = tt.load %out : !tt.ptr<i32>
    ttg.warp_specialize(%out, %bar, %m0, %n) attributes {requestedRegisters = array<i32: 40, 24>}
    default {
      ttng.wait_barrier %bar, %c0 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      ttg.warp_yield
    }
    partition0(%p: !tt.ptr<i32>, %b: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %m: i32, %k: i32) num_warps(4) {
      %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
      %ms = tt.splat %m : i32 -> tensor<128xi32, #blocked>
      %v = arith.addi %r, %ms : tensor<128xi32, #blocked>
      %ps = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
      %pp = tt.addptr %ps, %r : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>
      tt.store %pp, %v : tensor<128x!tt.ptr<i32>, #blocked>
      %s = "tt.reduce"(%v) <{axis = 0 : i32}> ({
      ^bb0(%x: i32, %y: i32):
        %z = arith.addi %x, %y : i32
        tt.reduce.return %z : i32
      }) : (tensor<128xi32, #blocked>) -> i32
      tt.store %p, %s : !tt.ptr<i32>
      ttng.arrive_barrier %b, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      ttg.warp_return
    }
    partition1(%p: !tt.ptr<i32>, %b: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %m: i32, %k: i32) num_warps(2) {
      %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
      %c128 = arith.constant dense<128> : tensor<64xi32, #blocked2>
      %o = arith.addi %r, %c128 : tensor<64xi32, #blocked2>
      %ks = tt.splat %k : i32 -> tensor<64xi32, #blocked2>
      %v = arith.addi %r, %ks : tensor<64xi32, #blocked2>
      %ps = tt.splat %p : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>, #blocked2>
      %pp = tt.addptr %ps, %o : tensor<64x!tt.ptr<i32>, #blocked2>, tensor<64xi32, #blocked2>
      tt.store %pp, %v : tensor<64x!tt.ptr<i32>, #blocked2>
      ttg.warp_return
    } : (!tt.ptr<i32>, !ttg.memdesc<1xi64, #shared, #smem, mutable>, i32, i32) -> ()
    ttng.inval_barrier %bar : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}
