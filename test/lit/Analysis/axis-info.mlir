// RUN: tt-opt -test-print-alignment -verify-diagnostics %s -o /dev/null
//
// Each remark is the axis info of an op result: run lengths (contiguity),
// the power of two dividing each run's first value (divisibility, bytes for
// pointers), and runs of equal values (constancy). The values follow Triton
// 3.6's transfer functions; the comment beside a case gives the arithmetic.

#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b2t = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
#s0 = #ttg.slice<{dim = 0, parent = #b2}>
#s1 = #ttg.slice<{dim = 1, parent = #b2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @seeds(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 8 : i32}, %m: i32) {
    // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #b>
    // start 64: runs of 128 starting at a multiple of 64
    // expected-remark @below {{contiguity = [128], divisibility = [64], constancy = [1], constant_value = <none>}}
    %range64 = tt.make_range {end = 192 : i32, start = 64 : i32} : tensor<128xi32, #b>
    // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = 12}}
    %c12 = arith.constant 12 : i32
    // zero is divisible by anything: 2^62
    // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
    %c0 = arith.constant 0 : i32
    // i1 constants count as 1
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 1}}
    %true = arith.constant true
    // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [128], constant_value = 8}}
    %splat8 = arith.constant dense<8> : tensor<128xi32, #b>
    // read zero-extended, as Triton does: 2^32 - 16
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = 4294967280}}
    %neg = arith.constant -16 : i32
    // op hints override the analysis
    // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [1], constant_value = <none>}}
    %hinted = arith.addi %m, %c0 {tt.divisibility = 32 : i32, tt.contiguity = 1 : i32} : i32
    // poison may be anything: the optimistic top
    // expected-remark @below {{contiguity = [4611686018427387904], divisibility = [4611686018427387904], constancy = [4611686018427387904], constant_value = <none>}}
    %poison = ub.poison : tensor<128xi32, #b>
    tt.return
  }
  tt.func public @arith(%n: i32 {tt.divisibility = 16 : i32}, %m: i32) {
    // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #b>
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = <none>}}
    %ns = tt.splat %n : i32 -> tensor<128xi32, #b>
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = <none>}}
    %ms = tt.splat %m : i32 -> tensor<128xi32, #b>
    // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [128], constant_value = 4}}
    %c4 = arith.constant dense<4> : tensor<128xi32, #b>
    // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [128], constant_value = 2}}
    %c2 = arith.constant dense<2> : tensor<128xi32, #b>
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = 1}}
    %c1 = arith.constant dense<1> : tensor<128xi32, #b>
    // a run plus a constant is a run; divisible by gcd(16, 2^30)
    // expected-remark @below {{contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>}}
    %add = arith.addi %ns, %range : tensor<128xi32, #b>
    // a run plus a run is no run
    // expected-remark @below {{contiguity = [1], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %add2 = arith.addi %range, %range : tensor<128xi32, #b>
    // unknown base: still a run, but only divisible by 1
    // expected-remark @below {{contiguity = [128], divisibility = [1], constancy = [1], constant_value = <none>}}
    %addm = arith.addi %ms, %range : tensor<128xi32, #b>
    // run minus a constant stays a run
    // expected-remark @below {{contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>}}
    %sub = arith.subi %add, %ns : tensor<128xi32, #b>
    // a constant minus a run descends: no run
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
    %rsub = arith.subi %ns, %range : tensor<128xi32, #b>
    // [0, 1, ...] * 4: the run breaks; a run is only odd-based, times 4
    // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>}}
    %mul = arith.muli %range, %c4 : tensor<128xi32, #b>
    // times 1: unchanged
    // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %mul1 = arith.muli %range, %c1 : tensor<128xi32, #b>
    // 16 * 4
    // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [128], constant_value = <none>}}
    %mulc = arith.muli %ns, %c4 : tensor<128xi32, #b>
    // a run of 128 divided by 4 is constant in groups of 4
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [4], constant_value = <none>}}
    %div = arith.divsi %range, %c4 : tensor<128xi32, #b>
    // 16 / 4
    // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [128], constant_value = <none>}}
    %divc = arith.divsi %ns, %c4 : tensor<128xi32, #b>
    // i % 4 restarts every 4
    // expected-remark @below {{contiguity = [4], divisibility = [4], constancy = [1], constant_value = <none>}}
    %rem = arith.remsi %range, %c4 : tensor<128xi32, #b>
    // (n + i) % n for n divisible by 16: runs of 16
    // expected-remark @below {{contiguity = [16], divisibility = [16], constancy = [1], constant_value = <none>}}
    %remn = arith.remui %add, %ns : tensor<128xi32, #b>
    // 16 << 2
    // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [128], constant_value = <none>}}
    %shl = arith.shli %ns, %c2 : tensor<128xi32, #b>
    // a shifted run is no run; divisible by 4
    // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>}}
    %shlr = arith.shli %range, %c2 : tensor<128xi32, #b>
    // 16 >> 2
    // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [128], constant_value = <none>}}
    %shr = arith.shrui %ns, %c2 : tensor<128xi32, #b>
    // bitwise ops keep only constancy
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = <none>}}
    %and = arith.andi %ns, %c4 : tensor<128xi32, #b>
    // 4 ^ 2 folds to 6, divisible by 2
    // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [128], constant_value = 6}}
    %xor = arith.xori %c4, %c2 : tensor<128xi32, #b>
    // different run lengths bound the divisibility: gcd(2^30, 16, 128, 1)
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
    %max = arith.maxsi %range, %ns : tensor<128xi32, #b>
    // folded constants of max/min keep all-ones facts (Triton)
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 2}}
    %min = arith.minui %c4, %c2 : tensor<128xi32, #b>
    // casts keep the facts
    // expected-remark @below {{contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>}}
    %ext = arith.extsi %add : tensor<128xi32, #b> to tensor<128xi64, #b>
    tt.return
  }
  tt.func public @compare_select(%n: i32 {tt.divisibility = 16 : i32}, %c: i1) {
    // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #b>
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = <none>}}
    %ns = tt.splat %n : i32 -> tensor<128xi32, #b>
    // i < n with n divisible by 16 flips only at multiples of 16
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
    %lt = arith.cmpi slt, %range, %ns : tensor<128xi32, #b>
    // n > i: the same with the constant on the left
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
    %gt = arith.cmpi sgt, %ns, %range : tensor<128xi32, #b>
    // equality flips anywhere
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
    %eq = arith.cmpi eq, %range, %ns : tensor<128xi32, #b>
    // scalar compares are not modelled: pessimistic
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
    %scalar = arith.cmpi slt, %n, %n : i32
    // a scalar condition picks one side: gcd of both
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
    %sel = arith.select %c, %range, %ns : tensor<128xi32, #b>
    // a tensor condition also bounds the runs by its constancy
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
    %tsel = arith.select %lt, %range, %ns : tensor<128xi1, #b>, tensor<128xi32, #b>
    tt.return
  }
  tt.func public @shapes(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %stride: i32 {tt.divisibility = 16 : i32}) {
    // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %rows = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #s1>
    // expected-remark @below {{contiguity = [32], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %cols = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #s0>
    // expand_dims: the new dim has run 1 and divisibility 1 (a run only guarantees 1)
    // expected-remark @below {{contiguity = [64, 1], divisibility = [1073741824, 1], constancy = [1, 1], constant_value = <none>}}
    %r2 = tt.expand_dims %rows {axis = 1 : i32} : tensor<64xi32, #s1> -> tensor<64x1xi32, #b2>
    // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 1073741824], constancy = [1, 1], constant_value = <none>}}
    %c2 = tt.expand_dims %cols {axis = 0 : i32} : tensor<32xi32, #s0> -> tensor<1x32xi32, #b2>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [64, 1], constant_value = <none>}}
    %strides = tt.splat %stride : i32 -> tensor<64x1xi32, #b2>
    // rows * stride: runs break, divisible by the stride (16)
    // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [1, 1], constant_value = <none>}}
    %roff = arith.muli %r2, %strides : tensor<64x1xi32, #b2>
    // broadcast: constant along the new dim
    // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [1, 32], constant_value = <none>}}
    %rb = tt.broadcast %roff : tensor<64x1xi32, #b2> -> tensor<64x32xi32, #b2>
    // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 1073741824], constancy = [64, 1], constant_value = <none>}}
    %cb = tt.broadcast %c2 : tensor<1x32xi32, #b2> -> tensor<64x32xi32, #b2>
    // row offsets + columns: runs of 32 along dim 1
    // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 16], constancy = [1, 1], constant_value = <none>}}
    %offs = arith.addi %rb, %cb : tensor<64x32xi32, #b2>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [64, 32], constant_value = <none>}}
    %ps = tt.splat %p : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #b2>
    // addptr counts bytes: column offsets (x2 bytes) divisible by gcd(16, 16 * 2) = 16; rows by gcd(16, 1 * 2) = 2
    // expected-remark @below {{contiguity = [1, 32], divisibility = [2, 16], constancy = [1, 1], constant_value = <none>}}
    %ptrs = tt.addptr %ps, %offs : tensor<64x32x!tt.ptr<f16>, #b2>, tensor<64x32xi32, #b2>
    // loaded values: only constancy survives
    // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>}}
    %v = tt.load %ptrs : tensor<64x32x!tt.ptr<f16>, #b2>
    // expected-remark @below {{contiguity = [1, 32], divisibility = [2, 16], constancy = [1, 1], constant_value = <none>}}
    %cvt = ttg.convert_layout %ptrs : tensor<64x32x!tt.ptr<f16>, #b2> -> tensor<64x32x!tt.ptr<f16>, #b2>
    // trans permutes the facts (result dim d is source dim order[d]): the
    // contiguous columns become dim 0, as a transposed scatter's pointers
    // (coalesce then vectorises the store along dim 0, as Triton does)
    // expected-remark @below {{contiguity = [32, 1], divisibility = [16, 2], constancy = [1, 1], constant_value = <none>}}
    %tr = tt.trans %ptrs {order = array<i32: 1, 0>} : tensor<64x32x!tt.ptr<f16>, #b2> -> tensor<32x64x!tt.ptr<f16>, #b2t>
    tt.return
  }
  tt.func public @control_flow(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32, %c: i1) {
    // zero is divisible by anything: 2^62
    // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
    %c0 = arith.constant 0 : i32
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = 16}}
    %c16 = arith.constant 16 : i32
    // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [1], constant_value = 32}}
    %c32 = arith.constant 32 : i32
    // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [128], constant_value = 64}}
    %step = arith.constant dense<64> : tensor<128xi32, #b>
    // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #b>
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = <none>}}
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #b>
    // addptr counts bytes: column offsets (x2 bytes) divisible by gcd(16, 16 * 2) = 16; rows by gcd(16, 1 * 2) = 2
    // expected-remark @below {{contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>}}
    %ptrs = tt.addptr %ps, %range : tensor<128x!tt.ptr<f32>, #b>, tensor<128xi32, #b>
    // loop-carried pointers stepped by 64 floats (256 bytes) keep run 128 and divisibility 16
    // expected-remark @below {{contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>}}
    %loop = scf.for %i = %c16 to %n step %c32 iter_args(%it = %ptrs) -> (tensor<128x!tt.ptr<f32>, #b>) : i32 {
      // expected-remark @below {{contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>}}
      %next = tt.addptr %it, %step : tensor<128x!tt.ptr<f32>, #b>, tensor<128xi32, #b>
      scf.yield %next : tensor<128x!tt.ptr<f32>, #b>
    }
    // either 16 or 32: divisible by 16, no known constant
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
    %if = scf.if %c -> (i32) {
      scf.yield %c16 : i32
    } else {
      scf.yield %c32 : i32
    }
    tt.return
  }
  // The induction variable is divisible by gcd(lower bound, step) = 16;
  // scf.while arguments join the initial value 16 with the yielded y + 32:
  // divisible by 16, no longer a known constant.
  tt.func public @loop_values(%n: i32) {
    // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
    %c0 = arith.constant 0 : i32
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = 16}}
    %c16 = arith.constant 16 : i32
    // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [1], constant_value = 32}}
    %c32 = arith.constant 32 : i32
    scf.for %i = %c16 to %n step %c32 : i32 {
      // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
      %j = arith.addi %i, %c0 : i32
    }
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
    %w = scf.while (%x = %c16) : (i32) -> i32 {
      // Scalar compares are not modelled.
      // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
      %cond = arith.cmpi slt, %x, %n : i32
      scf.condition(%cond) %x : i32
    } do {
    ^bb0(%y: i32):
      // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
      %z = arith.addi %y, %c32 : i32
      scf.yield %z : i32
    }
    tt.return
  }
  // A splatted pointer under a mask that is constant in runs of 16 loads
  // values constant in runs of gcd(128, 16) = 16.
  tt.func public @masked_load(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}) {
    // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #b>
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = <none>}}
    %ns = tt.splat %n : i32 -> tensor<128xi32, #b>
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
    %mask = arith.cmpi slt, %range, %ns : tensor<128xi32, #b>
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = <none>}}
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #b>
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
    %v = tt.load %ps, %mask : tensor<128x!tt.ptr<f32>, #b>
    tt.return
  }
  // Calls: the callee's argument hints become gcd over its call sites
  // (here n * 8 with n divisible by 16: 128); call results start pessimistic.
  tt.func public @caller(%n: i32 {tt.divisibility = 16 : i32}) {
    // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = 8}}
    %c8 = arith.constant 8 : i32
    // expected-remark @below {{contiguity = [1], divisibility = [128], constancy = [1], constant_value = <none>}}
    %m = arith.muli %n, %c8 : i32
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
    %r = tt.call @callee(%m) : (i32) -> i32
    tt.return
  }
  tt.func private @callee(%off: i32) -> i32 attributes {noinline = true} {
    // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
    %c0 = arith.constant 0 : i32
    // expected-remark @below {{contiguity = [1], divisibility = [128], constancy = [1], constant_value = <none>}}
    %x = arith.addi %off, %c0 : i32
    tt.return %x : i32
  }
}
