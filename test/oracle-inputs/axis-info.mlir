#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#s0 = #ttg.slice<{dim = 0, parent = #b2}>
#s1 = #ttg.slice<{dim = 1, parent = #b2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @seeds(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 8 : i32}, %m: i32) {
    %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #b>
    %range64 = tt.make_range {end = 192 : i32, start = 64 : i32} : tensor<128xi32, #b>
    %c12 = arith.constant 12 : i32
    %c0 = arith.constant 0 : i32
    %true = arith.constant true
    %splat8 = arith.constant dense<8> : tensor<128xi32, #b>
    %neg = arith.constant -16 : i32
    %hinted = arith.addi %m, %c0 {tt.divisibility = 32 : i32, tt.contiguity = 1 : i32} : i32
    %poison = ub.poison : tensor<128xi32, #b>
    tt.return
  }
  tt.func public @arith(%n: i32 {tt.divisibility = 16 : i32}, %m: i32) {
    %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #b>
    %ns = tt.splat %n : i32 -> tensor<128xi32, #b>
    %ms = tt.splat %m : i32 -> tensor<128xi32, #b>
    %c4 = arith.constant dense<4> : tensor<128xi32, #b>
    %c2 = arith.constant dense<2> : tensor<128xi32, #b>
    %c1 = arith.constant dense<1> : tensor<128xi32, #b>
    %add = arith.addi %ns, %range : tensor<128xi32, #b>
    %add2 = arith.addi %range, %range : tensor<128xi32, #b>
    %addm = arith.addi %ms, %range : tensor<128xi32, #b>
    %sub = arith.subi %add, %ns : tensor<128xi32, #b>
    %rsub = arith.subi %ns, %range : tensor<128xi32, #b>
    %mul = arith.muli %range, %c4 : tensor<128xi32, #b>
    %mul1 = arith.muli %range, %c1 : tensor<128xi32, #b>
    %mulc = arith.muli %ns, %c4 : tensor<128xi32, #b>
    %div = arith.divsi %range, %c4 : tensor<128xi32, #b>
    %divc = arith.divsi %ns, %c4 : tensor<128xi32, #b>
    %rem = arith.remsi %range, %c4 : tensor<128xi32, #b>
    %remn = arith.remui %add, %ns : tensor<128xi32, #b>
    %shl = arith.shli %ns, %c2 : tensor<128xi32, #b>
    %shlr = arith.shli %range, %c2 : tensor<128xi32, #b>
    %shr = arith.shrui %ns, %c2 : tensor<128xi32, #b>
    %and = arith.andi %ns, %c4 : tensor<128xi32, #b>
    %xor = arith.xori %c4, %c2 : tensor<128xi32, #b>
    %max = arith.maxsi %range, %ns : tensor<128xi32, #b>
    %min = arith.minui %c4, %c2 : tensor<128xi32, #b>
    %ext = arith.extsi %add : tensor<128xi32, #b> to tensor<128xi64, #b>
    tt.return
  }
  tt.func public @compare_select(%n: i32 {tt.divisibility = 16 : i32}, %c: i1) {
    %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #b>
    %ns = tt.splat %n : i32 -> tensor<128xi32, #b>
    %lt = arith.cmpi slt, %range, %ns : tensor<128xi32, #b>
    %gt = arith.cmpi sgt, %ns, %range : tensor<128xi32, #b>
    %eq = arith.cmpi eq, %range, %ns : tensor<128xi32, #b>
    %scalar = arith.cmpi slt, %n, %n : i32
    %sel = arith.select %c, %range, %ns : tensor<128xi32, #b>
    %tsel = arith.select %lt, %range, %ns : tensor<128xi1, #b>, tensor<128xi32, #b>
    tt.return
  }
  tt.func public @shapes(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %stride: i32 {tt.divisibility = 16 : i32}) {
    %rows = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #s1>
    %cols = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #s0>
    %r2 = tt.expand_dims %rows {axis = 1 : i32} : tensor<64xi32, #s1> -> tensor<64x1xi32, #b2>
    %c2 = tt.expand_dims %cols {axis = 0 : i32} : tensor<32xi32, #s0> -> tensor<1x32xi32, #b2>
    %strides = tt.splat %stride : i32 -> tensor<64x1xi32, #b2>
    %roff = arith.muli %r2, %strides : tensor<64x1xi32, #b2>
    %rb = tt.broadcast %roff : tensor<64x1xi32, #b2> -> tensor<64x32xi32, #b2>
    %cb = tt.broadcast %c2 : tensor<1x32xi32, #b2> -> tensor<64x32xi32, #b2>
    %offs = arith.addi %rb, %cb : tensor<64x32xi32, #b2>
    %ps = tt.splat %p : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #b2>
    %ptrs = tt.addptr %ps, %offs : tensor<64x32x!tt.ptr<f16>, #b2>, tensor<64x32xi32, #b2>
    %v = tt.load %ptrs : tensor<64x32x!tt.ptr<f16>, #b2>
    %cvt = ttg.convert_layout %ptrs : tensor<64x32x!tt.ptr<f16>, #b2> -> tensor<64x32x!tt.ptr<f16>, #b2>
    tt.return
  }
  tt.func public @control_flow(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32, %c: i1) {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %step = arith.constant dense<64> : tensor<128xi32, #b>
    %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #b>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #b>
    %ptrs = tt.addptr %ps, %range : tensor<128x!tt.ptr<f32>, #b>, tensor<128xi32, #b>
    %loop = scf.for %i = %c16 to %n step %c32 iter_args(%it = %ptrs) -> (tensor<128x!tt.ptr<f32>, #b>) : i32 {
      %next = tt.addptr %it, %step : tensor<128x!tt.ptr<f32>, #b>, tensor<128xi32, #b>
      scf.yield %next : tensor<128x!tt.ptr<f32>, #b>
    }
    %if = scf.if %c -> (i32) {
      scf.yield %c16 : i32
    } else {
      scf.yield %c32 : i32
    }
    tt.return
  }
}
